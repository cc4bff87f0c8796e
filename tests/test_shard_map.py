"""shard_map end to end: JAX's exports in both forms (tests/data/jax/sm_*.mlir) and `sfc.shard_map`
in the builder, against JAX's outputs (computed on one device, tests/data/jax/make_shard_map.py)
through the reference, the SPMD simulator and IREE; gradients; errors."""
import glob
import json
import os

import numpy as np
import pytest

from jax_cases import DATA, npys, run_and_compare, simulate_and_compare
from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.compiler.cli.main import main
from shardflow.compiler.emit.stablehlo import emit_module
from shardflow.compiler.importer import StableHLOImportError, import_module
from shardflow.compiler.simulator import simulate
from shardflow.compiler.trace import TraceError
from shardflow.runtime.errors import ShardingError
from shardflow.runtime.mesh import Mesh

S = Sharding.spec
EXPECTED = os.path.join(DATA, "jax_expected", "shard_map")
MODULES = sorted(os.path.basename(p)[:-5] for p in glob.glob(os.path.join(DATA, "jax", "sm_*.mlir")))
MESH22 = Mesh.of({"data": 2, "model": 2})
MESH4 = Mesh.of({"model": 4})


def module(case: str) -> str:
    return os.path.join(DATA, "jax", case + ".mlir")


def expected(name: str) -> tuple[list[np.ndarray], list[np.ndarray]]:
    folder = os.path.join(EXPECTED, name)
    return [np.load(p) for p in npys(folder, "in")], [np.load(p) for p in npys(folder, "out")]


def close(got, want, tol=2e-5):
    """Equal within f32 noise, relative to each array's scale (gradients reach ~1e3)."""
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        assert np.shape(g) == np.shape(w)
        w = np.asarray(w, np.float64)
        scale = max(1.0, float(np.abs(w).max(initial=0)))
        np.testing.assert_allclose(np.asarray(g, np.float64), w, rtol=tol, atol=tol * scale)


def test_every_program_is_exported_in_both_forms():
    names = sorted({c.split(".")[0] for c in MODULES})
    assert len(names) == 13 and len(MODULES) == 26
    assert names == sorted(os.listdir(EXPECTED))
    for name in names:
        shardy, gspmd = (open(module(f"{name}.{f}")).read() for f in ("shardy", "gspmd"))
        assert "sdy.manual_computation" in shardy and "SPMDFullToShardShape" not in shardy
        assert "@SPMDShardToFullShape" in gspmd and "sdy." not in gspmd


# -- JAX's exports -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("case", MODULES)
def test_jax_export_reference_and_simulator_match_jax(case):
    ins, want = expected(case.split(".")[0])
    g = import_module(open(module(case)).read(), source_name=case)
    assert any(op.kind == "shard_map" for op in g.ops)
    close(sfc.evaluate(g, ins), want)
    simulate_and_compare(module(case), os.path.join(EXPECTED, case.split(".")[0]), rtol=1e-4, atol=1e-2)


@pytest.mark.parametrize("case", ["sm_partial.shardy", "sm_grad.gspmd", "sm_ppermute.shardy", "sm_local_decisions.shardy",
                                  "sm_local_decisions.gspmd", "sm_splat_psum.shardy", "sm_ring_while.shardy",
                                  "sm_ragged.shardy", "sm_ragged.gspmd"])
def test_shardflow_run_on_cpu_devices_matches_jax(case, tmp_path, capsys):
    run_and_compare(module(case), os.path.join(EXPECTED, case.split(".")[0]), tmp_path, capsys)


@pytest.mark.parametrize("case", ["sm_megatron.shardy", "sm_megatron.gspmd"])
def test_megatron_psum_is_one_all_reduce_over_model(case, capsys):
    assert main(["explain", module(case), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    axis = "model" if "shardy" in case else "axis_1"
    assert [(c["kind"], c["axes"], c["shape"]) for c in report["collectives"]] == [("all-reduce", [axis], [4, 16])]
    assert report["collectives"][0]["bytes_per_device"] == 2 * (2 - 1) / 2 * 4 * 4 * 16
    assert "all_reduce at" in report["collectives"][0]["op"]


@pytest.mark.parametrize("case", ["sm_partial.gspmd", "sm_grad.shardy", "sm_axis_index.gspmd"])
@pytest.mark.parametrize("form", ["shardy", "gspmd"])
def test_reemitted_module_imports_to_the_same_program(case, form):
    ins, want = expected(case.split(".")[0])
    g = import_module(open(module(case)).read())
    text = emit_module(g, annotate=form)
    assert ("sdy.manual_computation" in text) == (form == "shardy")
    close(sfc.evaluate(import_module(text), ins), want)


def test_gspmd_mesh_comes_from_the_replica_groups_when_no_spec_splits():
    g = import_module(open(module("sm_replicated.gspmd")).read())
    assert g.mesh == Mesh.of({"axis_0": 2, "axis_1": 2})
    (op,) = [op for op in g.ops if op.kind == "shard_map"]
    (psum,) = [o for o in op.attrs["body"].ops if o.kind == "all_reduce"]
    assert psum.attrs["axes"] == ("axis_1",)


def test_gspmd_partial_manual_strings_give_the_shardy_body():
    sdy = import_module(open(module("sm_partial.shardy")).read())
    gspmd = import_module(open(module("sm_partial.gspmd")).read())
    for g, model in ((sdy, "model"), (gspmd, "axis_1")):
        (op,) = [op for op in g.ops if op.kind == "shard_map"]
        assert op.attrs["manual_axes"] == (model,)
        body = op.attrs["body"]
        assert [v.shape for v in body.inputs] == [(8, 4), (4, 4)]
        assert body.mesh.names == (("data",) if model == "model" else ("axis_0",))
        nested = [o for o in body.ops if o.kind == "shard_map"]  # axis_index: manual over the rest
        assert len(nested) == 1 and nested[0].attrs["manual_axes"] == body.mesh.names
        assert [o.kind for o in nested[0].attrs["body"].ops if o.kind == "partition_id"] == ["partition_id"]


# -- the builder: the generator's programs, against JAX's outputs ------------------------------------------

def megatron(x, w1, w2):
    return sfc.psum(sfc.relu(x @ w1) @ w2, "model")


def gather(x):
    return sfc.all_gather(x, "model", axis=1, tiled=True) * 2.0, sfc.all_gather(x, "model", axis=0)


def scatter(x, w):
    y = x @ w
    return sfc.psum_scatter(y, "model", scatter_dimension=0, tiled=True), sfc.psum_scatter(y[:2], "model")


def ring(x):
    right = sfc.ppermute(x, "model", [(i, (i + 1) % 4) for i in range(4)])
    left = sfc.ppermute(x, "model", [(i, (i - 1) % 4) for i in range(4)])
    return right - left, sfc.ppermute(x, "model", [(0, 2), (2, 0), (1, 3), (3, 1)])


def a2a(x):
    return sfc.all_to_all(x, "model", 1, 0, tiled=True), sfc.all_to_all(x[:2], "data", 0, 1)


def index(x):
    i, j = sfc.axis_index("model"), sfc.axis_index("data")
    return x + (10 * i + j).astype("f32"), sfc.reshape(sfc.axis_index(("data", "model")), (1,))


def replicated(x):
    return sfc.psum(x * (1.0 + sfc.axis_index("model").astype("f32")), "model")


def partial_manual(x, w):
    h = sfc.tanh(x @ w)
    return sfc.psum(h * (1.0 + sfc.axis_index("model").astype("f32")), "model")


BUILDER = {
    "sm_megatron": (megatron, MESH22, (S("data"), S(None, "model"), S("model", None)), S("data"), None),
    "sm_all_gather": (gather, MESH22, S("data", "model"), (S("data", "model"), S(None, "data", "model")), None),
    "sm_psum_scatter": (scatter, MESH22, (S(None, "model"), S("model", None)), S("model"), None),
    "sm_ppermute": (ring, MESH4, S("model"), S("model"), None),
    "sm_all_to_all": (a2a, MESH22, S("data", "model"), S("data", "model"), None),
    "sm_axis_index": (index, MESH22, S("data", "model"), (S("data", "model"), S(("data", "model"))), None),
    "sm_replicated": (replicated, MESH22, S(), S(), None),
    "sm_partial": (partial_manual, MESH22, (S(None, "model"), S("model", None)), S(), ("model",)),
}


def traced(name):
    body, mesh, ins, outs, axes = BUILDER[name]
    xs, _ = expected(name)
    sm = sfc.shard_map(body, ins, outs, axis_names=axes)
    return sfc.trace(sm, *[Spec(x.shape) for x in xs], mesh=mesh)


@pytest.mark.parametrize("name", sorted(BUILDER))
def test_builder_shard_map_matches_jax(name):
    g = traced(name)
    ins, want = expected(name)
    close(sfc.evaluate(g, ins), want)
    close(simulate(sfc.partition(g), ins), want)


def test_builder_gradient_through_shard_map_matches_jax():
    ins, want = expected("sm_grad")

    def loss(x, w1, w2):
        y = sfc.shard_map(megatron, (S("data"), S(None, "model"), S("model", None)), S("data"))(x, w1, w2)
        return (y * y).sum()

    def step(x, w1, w2):
        value, (g1, g2) = sfc.value_and_grad(loss, argnums=(1, 2))(x, w1, w2)
        return value, g1, g2

    g = sfc.trace(step, *[Spec(x.shape) for x in ins], mesh=MESH22)
    close(sfc.evaluate(g, ins), want, tol=1e-4)
    prog = sfc.partition(g)
    close(simulate(prog, ins), want, tol=1e-4)
    # the cotangent of psum's output (the same on every "model" device) is not summed again, as JAX's
    # transpose (pvary) does not: forward psum, two data-parallel weight gradients, the loss's sum
    assert sorted((c.kind, c.axes) for c in prog.collectives) == \
        [("all_reduce", ("data",))] * 3 + [("all_reduce", ("model",))]


# -- builder semantics beyond the exports ---------------------------------------------------------------

def per_device(x, rows: int, cols: int):
    """Blocks of a (rows x cols)-split array: [r][c]."""
    return [np.split(b, cols, axis=1) for b in np.split(x, rows, axis=0)]


def test_pmax_pmin_and_a_partial_permutation():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((8, 4)).astype(np.float32)

    def body(x):
        return sfc.pmax(x, "model"), sfc.pmin(x, ("model",)), sfc.ppermute(x, "model", [(0, 3), (1, 0)])

    g = sfc.trace(sfc.shard_map(body, S("model"), (S(), S(), S("model"))), Spec((8, 4)), mesh=MESH4)
    blocks = np.split(x, 4)
    moved = [blocks[1], np.zeros_like(blocks[0]), np.zeros_like(blocks[0]), blocks[0]]  # 1->0, 0->3, rest zero
    want = [np.max(blocks, axis=0), np.min(blocks, axis=0), np.concatenate(moved)]
    close(sfc.evaluate(g, [x]), want, tol=0)
    close(simulate(sfc.partition(g), [x]), want, tol=0)


def test_nested_shard_map_and_a_permuted_device_order():
    """A body manual over "model" holds a shard_map manual over "data"; on a mesh whose device ids run
    backwards, axis_index still gives mesh coordinates (a table of them, not id arithmetic)."""
    mesh = Mesh.of({"data": 2, "model": 2}, device_ids=[3, 2, 1, 0])
    x = np.arange(32, dtype=np.float32).reshape(8, 4)

    def inner(h):
        return h * 100.0 + sfc.axis_index("data").astype("f32") + 10 * sfc.axis_index("model").astype("f32")

    def outer(x):
        y = sfc.shard_map(inner, S("data"), S("data"))(x)
        return sfc.psum(y, "model")

    g = sfc.trace(sfc.shard_map(outer, S(None, "model"), S(None, "model"), axis_names=("model",)),
                  Spec((8, 4)), mesh=mesh)
    blocks = per_device(x, 2, 2)
    # psum over "model" of a value varying with the model index: each model column block gets the sum
    want = np.block([[sum(blocks[d][m] * 100.0 + d + 10 * m for m in range(2))] * 2 for d in range(2)])
    close(sfc.evaluate(g, [x]), [want], tol=0)
    close(simulate(sfc.partition(g), [x]), [want], tol=0)


@pytest.mark.parametrize("name", ["all_gather", "psum_scatter", "ppermute", "all_to_all", "partial"])
def test_gradients_of_collectives_match_finite_differences(name):
    rng = np.random.default_rng(7)
    x = rng.standard_normal((8, 8))
    c = rng.standard_normal((8, 8))

    def body(x, c):
        if name == "all_gather":
            y = sfc.all_gather(x, "model", axis=1, tiled=True) * sfc.all_gather(c, "model", axis=1, tiled=True)
        elif name == "psum_scatter":
            y = sfc.psum_scatter(x * c, "model", scatter_dimension=0, tiled=True)
        elif name == "ppermute":
            y = sfc.ppermute(x * x, "model", [(0, 1), (1, 0)]) * c
        elif name == "all_to_all":
            y = sfc.all_to_all(x * c, "model", 0, 1, tiled=True)
        else:
            y = sfc.psum(sfc.tanh(x) * c, "model")
        if name == "partial":
            return y
        # all_gather's result is the same on both "model" devices: an output replicated over "model"
        return (y * y).sum().reshape((1,) if name == "all_gather" else (1, 1))

    axes = ("model",) if name == "partial" else None
    out = {"partial": S(), "all_gather": S("data")}.get(name, S("data", "model"))
    sm = sfc.shard_map(body, (S("data", "model"), S("data", "model")) if name != "partial" else
                       (S(None, "model"), S(None, "model")), out, axis_names=axes)

    def loss(x, c):
        return (sm(x, c) ** 2).sum() if name == "partial" else sm(x, c).sum()

    def step(x, c):
        return sfc.value_and_grad(loss)(x, c)

    g = sfc.trace(step, Spec((8, 8)), Spec((8, 8)), mesh=MESH22)
    _, grad = sfc.evaluate(g, [x, c], float64=True)
    fwd = sfc.trace(loss, Spec((8, 8)), Spec((8, 8)), mesh=MESH22)
    num = np.zeros_like(x)
    eps = 1e-6
    for i in np.ndindex(x.shape):
        d = np.zeros_like(x)
        d[i] = eps
        hi, = sfc.evaluate(fwd, [x + d, c], float64=True)
        lo, = sfc.evaluate(fwd, [x - d, c], float64=True)
        num[i] = (hi - lo) / (2 * eps)
    np.testing.assert_allclose(grad, num, rtol=1e-5, atol=1e-6)
    close(simulate(sfc.partition(g), [x.astype(np.float32), c.astype(np.float32)])[1:], [grad], tol=1e-4)


def test_builder_program_with_every_collective_runs_on_iree():
    """One compiled program: psum_scatter, all_gather, all_to_all, ppermute, axis_index and psum on
    4 CPU devices, against the reference of the same graph (itself checked against JAX above)."""
    def body(x):
        s = sfc.psum_scatter(x, "model", scatter_dimension=1, tiled=True)
        gth = sfc.all_gather(s, "model", axis=1, tiled=True)
        t = sfc.all_to_all(gth, "data", 0, 1, tiled=True)
        r = sfc.ppermute(x, "data", [(0, 1), (1, 0)]) + sfc.axis_index("model").astype("f32")
        return t, sfc.psum(r, ("data", "model"))

    g = sfc.trace(sfc.shard_map(body, S("data", "model"), (S("data", "model"), S())), Spec((8, 8)), mesh=MESH22)
    x = np.random.default_rng(3).standard_normal((8, 8)).astype(np.float32)
    from iree_run import run_on_iree
    close(run_on_iree(g, [x]), sfc.evaluate(g, [x]), tol=1e-5)


def test_collectives_of_what_the_partition_id_makes_constant_run_on_iree():
    """`where(axis_index == k, y, 0)` is y on device k and a constant elsewhere: a psum of it (the
    last stage of a pipeline), a ppermute and an all_gather of it, and a psum of a value that is
    constant on every device. iree-compile 3.13 crashed on the psum (constant-only work after a
    transfer, const-evaluated) until such operands were named as the constants they are and sent
    from behind an optimization barrier."""
    def body(w, x):
        k = sfc.axis_index("model")
        y = sfc.tanh(x @ w.reshape((8, 8)))
        last = sfc.where(k == 3, y, 0.0)
        ring = sfc.ppermute(sfc.where(k == 0, y, 1.0), "model", [(j, (j + 1) % 4) for j in range(4)])
        ones = sfc.where(k >= 0, 1.0, y)
        return (sfc.psum(last, "model"), sfc.all_gather(ring, "model", axis=0, tiled=True), sfc.psum(ones, "model"))

    g = sfc.trace(sfc.shard_map(body, (S("model"), S()), (S(), S(), S())), Spec((4, 8, 8)), Spec((6, 8)), mesh=MESH4)
    rng = np.random.default_rng(4)
    w, x = rng.standard_normal((4, 8, 8)).astype(np.float32), rng.standard_normal((6, 8)).astype(np.float32)
    y = [np.tanh(x @ w[j]) for j in range(4)]
    want = [y[3], np.concatenate([np.ones((6, 8), np.float32), y[0], np.ones((6, 8)), np.ones((6, 8))]),
            np.full((6, 8), 4.0)]
    close(sfc.evaluate(g, [w, x]), want, tol=1e-5)
    from iree_run import run_on_iree
    close(run_on_iree(g, [w, x]), want, tol=1e-5)


def test_each_device_takes_its_own_branch_and_trip_count():
    """In a shard_map body a cond or a while_loop may decide differently on each device (on
    `axis_index`, on local data): each device runs its own branch and its own iterations, as JAX
    does. The multi-device module ran ONE case or loop on device 0's index or condition: a silent
    wrong answer (the simulator refused). Also a psum of a value that is one number repeated on
    each device (`where(x.sum() > 0, 5, 2) * ones`), on which iree-compile failed to place the
    collective's ops."""
    def body(x):
        k = sfc.axis_index("model")
        y = sfc.cond(k == 0, lambda v: v * 2.0, lambda v: sfc.cos(v), x)
        z = sfc.cond(x.sum() > 0, lambda v: v + 1.0, lambda v: v - 1.0, x)
        _, w = sfc.while_loop(lambda c: c[0] <= k, lambda c: (c[0] + 1, c[1] * 2.0), (sfc.constant(np.int32(0)), x))
        flag = sfc.psum(sfc.where(x.sum() > 0, 5.0, 2.0) * sfc.constant(np.ones((2, 3), np.float32)), "model")
        ring = sfc.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, sfc.tanh(sfc.ppermute(
            c[1], "model", [(j, (j + 1) % 4) for j in range(4)]) + c[1])), (sfc.constant(np.int32(0)), x))[1]
        return sfc.psum(y, "model"), z, w, flag, ring

    g = sfc.trace(sfc.shard_map(body, S("model"), (S(), S("model"), S("model"), S(), S("model"))), Spec((8, 6)),
                  mesh=MESH4)
    x = np.random.default_rng(5).standard_normal((8, 6)).astype(np.float32)
    p = [x[2 * j:2 * j + 2] for j in range(4)]
    r = list(p)
    for _ in range(3):   # (a ppermute in a loop: the body's collectives run in its regions too)
        r = [np.tanh(r[(j - 1) % 4] + r[j]) for j in range(4)]
    want = [2 * p[0] + sum(np.cos(q) for q in p[1:]),
            np.concatenate([q + 1 if q.sum() > 0 else q - 1 for q in p]),
            np.concatenate([q * 2.0 ** (j + 1) for j, q in enumerate(p)]),
            np.full((2, 3), sum(5.0 if q.sum() > 0 else 2.0 for q in p)), np.concatenate(r)]
    close(sfc.evaluate(g, [x]), want, tol=1e-5)
    close(simulate(sfc.partition(g), [x]), want, tol=1e-5)
    from iree_run import run_on_iree
    close(run_on_iree(g, [x]), want, tol=1e-5)


# -- errors ------------------------------------------------------------------------------------------------

def trace_error(fn, *specs, mesh=MESH22):
    with pytest.raises((TraceError, ShardingError)) as e:
        sfc.trace(fn, *specs, mesh=mesh)
    return str(e.value)


def test_builder_errors_name_the_problem():
    x = Spec((8, 8))
    assert "inside the function passed to sfc.shard_map" in trace_error(lambda x: sfc.psum(x, "model"), x)
    partial = sfc.shard_map(lambda x: sfc.psum(x, "data"), S(None, "model"), S(None, "model"), axis_names=("model",))
    assert "'data', which is not manual in this shard_map (manual: ['model'])" in trace_error(partial, x)
    bad_order = sfc.shard_map(lambda x: x, S(("data", "model")), S(("data", "model")), axis_names=("model",))
    assert "manual axes ['model'] must come before the automatic ones" in trace_error(bad_order, x)
    assert "unknown mesh axis 'rows'" in trace_error(sfc.shard_map(lambda x: sfc.psum(x, "rows"), S(), S()), x)
    assert "names a destination twice" in trace_error(
        sfc.shard_map(lambda x: sfc.ppermute(x, "model", [(0, 1), (1, 1)]), S(), S("model")), x)
    assert "untiled scatter needs the 2 devices" in trace_error(
        sfc.shard_map(lambda x: sfc.psum_scatter(x, "model"), S(), S("model")), x)

    def capture(x):
        return sfc.shard_map(lambda y: y + x, S(), S())(x)
    assert "sees only its arguments: pass the tensor to the shard_map" in trace_error(capture, x)

    def pmax_grad(x):
        return sfc.grad(lambda x: sfc.shard_map(lambda y: sfc.pmax(y, "model"), S("model"), S())(x).sum())(x)
    assert "no gradient for a max all-reduce" in trace_error(pmax_grad, x)


def test_import_errors_name_the_op_and_location():
    text = open(module("sm_megatron.shardy")).read()
    bad = text.replace("replica_groups = dense<[[0, 1], [2, 3]]>", "replica_groups = dense<[[0, 3], [1, 2]]>")
    with pytest.raises(StableHLOImportError, match=r"^m\.mlir:\d+:\d+: stablehlo\.all_reduce: replica_groups "
                                                   r"\[\[0, 3\], \[1, 2\]\] are not the device groups"):
        import_module(bad, source_name="m.mlir")
    swapped = text.replace('<@mesh, [{}, {"model"}]>', '<@mesh, [{}, {"data", "model"}]>')
    with pytest.raises(StableHLOImportError, match=r"in_shardings\[1\].*local|operand 1"):
        import_module(swapped, source_name="m.mlir")
    no_ids = text.replace(", use_global_device_ids}", "}")
    with pytest.raises(StableHLOImportError, match=r"all_reduce without use_global_device_ids is not supported"):
        import_module(no_ids, source_name="m.mlir")


def test_replica_id_is_zero_in_a_body():
    text = open(module("sm_axis_index.shardy")).read().replace("stablehlo.partition_id", "stablehlo.replica_id")
    g = import_module(text)
    (x,), _ = expected("sm_axis_index")
    got, ids = sfc.evaluate(g, [x])
    np.testing.assert_array_equal(got, x)   # every index computed from replica id 0
    np.testing.assert_array_equal(ids, np.zeros(4, np.int32))


# -- propagation through the boundary (Shardy's semantics of open in/out shardings) -------------------------

OPEN_BOUNDARY = """
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
    -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}]>}) {
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{?}, {"model", ?}]>, <@mesh, [{"model"}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"model"} (%arg2: tensor<8x4xf32>, %arg3: tensor<4x4xf32>) {
    %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
    %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %3 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %4 = stablehlo.tanh %2 : tensor<8x4xf32>
    sdy.return %4 : tensor<8x4xf32>
  } : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
"""


def test_open_boundary_dims_follow_the_body_and_the_result_stays_split():
    """The body's split over "data" reaches the operand through the open in_sharding (x is read split,
    never gathered) and leaves through the open out_sharding and the open func result, so the program
    returns the result split over "data"; the numbers are the reference's."""
    g = import_module(OPEN_BOUNDARY)
    prog = sfc.partition(g)
    (sm,) = [op for op in g.ops if op.kind == "shard_map"]
    assert g.inputs[0].sharding.dims == (("data",), ("model",))
    assert sm.operands[0].sharding.dims == (("data",), ("model",))
    assert sm.results[0].sharding.dims == (("data",), ())
    assert prog.global_outputs[0][1].dims == (("data",), ())
    assert [r.kind for r in prog.collectives] == ["all_reduce"]
    rng = np.random.default_rng(3)
    x, w = rng.standard_normal((8, 8)).astype(np.float32), rng.standard_normal((8, 4)).astype(np.float32)
    want = sfc.evaluate(g, [x, w])
    close(want, [np.tanh(x @ w)])
    close(simulate(prog, [x, w]), want)


def test_a_manual_axis_never_joins_a_boundary_from_outside():
    """A user of the result asks for ("data", "model"); "model" is manual, so the out_sharding's open
    dim takes "data" only and the body never sees "model"."""
    text = OPEN_BOUNDARY.replace("return %0 : tensor<8x4xf32>", '%5 = stablehlo.sine %0 {sdy.sharding = '
                        '#sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<8x4xf32>\n'
                        '  return %5 : tensor<8x4xf32>')
    text = text.replace('{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x4xf32>, '
                        'tensor<4x4xf32>)', ": (tensor<8x4xf32>, tensor<4x4xf32>)")
    g = import_module(text)
    sfc.propagate(g)
    (sm,) = [op for op in g.ops if op.kind == "shard_map"]
    assert sm.results[0].sharding.dims == (("data",), ())
    body = sm.attrs["body"]
    assert all("model" not in s for v in body.values() for s in v.sharding.dims)
    assert g.inputs[0].sharding.dims[0] == ("data",)


# -- jax.lax.ragged_all_to_all (compiler/importer/ragged.py) ---------------------------------------------

def _ragged_module(rows: int, slices: int, *, manual: bool = True) -> str:
    """A shard_map over 2 devices calling ragged_all_to_all as JAX writes it (the body's operands:
    operand, output, input_offsets, send_sizes, output_offsets, recv_sizes, each split over 'x')."""
    t, ti = f"tensor<{rows}xf32>", f"tensor<{slices}xi32>"
    g, gi = f"tensor<{2 * rows}xf32>", f"tensor<{2 * slices}xi32>"
    call = (f"stablehlo.custom_call @ragged_all_to_all(%a0, %a1, %a2, %a3, %a4, %a5) {{api_version = 4 : i32, "
            f"backend_config = {{channel_id = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}}}} : "
            f"({t}, {t}, {ti}, {ti}, {ti}, {ti}) -> {t}")
    if not manual:
        return (f"func.func @main(%a0: {t}, %a1: {t}, %a2: {ti}, %a3: {ti}, %a4: {ti}, %a5: {ti}) -> {t} {{\n"
                f"  %0 = {call}\n  return %0 : {t}\n}}\n")
    split = ", ".join(['<@mesh, [{"x"}]>'] * 6)
    return (f'sdy.mesh @mesh = <["x"=2]>\n'
            f"func.func @main(%b0: {g}, %b1: {g}, %b2: {gi}, %b3: {gi}, %b4: {gi}, %b5: {gi}) -> {g} {{\n"
            f"  %0 = sdy.manual_computation(%b0, %b1, %b2, %b3, %b4, %b5) in_shardings=[{split}] "
            f'out_shardings=[<@mesh, [{{"x"}}]>] manual_axes={{"x"}} '
            f"(%a0: {t}, %a1: {t}, %a2: {ti}, %a3: {ti}, %a4: {ti}, %a5: {ti}) {{\n"
            f"    %1 = {call}\n    sdy.return %1 : {t}\n  }} : ({g}, {g}, {gi}, {gi}, {gi}, {gi}) -> {g}\n"
            f"  return %0 : {g}\n}}\n")


def test_ragged_all_to_all_does_what_jax_documents():
    """The example of jax.lax.ragged_all_to_all's docstring (an axis of size 2), each device's
    arguments concatenated; plus a device that sends nothing and a row an earlier slice wrote that
    a later one overwrites."""
    g = import_module(_ragged_module(4, 2))
    i32 = lambda *v: np.array(v, np.int32)  # noqa: E731
    docs = [np.array([1, 2, 2, 0, 3, 4, 0, 0], np.float32), np.zeros(8, np.float32),
            i32(0, 1, 0, 1), i32(1, 2, 1, 1), i32(0, 0, 1, 2), i32(1, 1, 2, 1)]
    (got,) = sfc.evaluate(g, docs)
    np.testing.assert_array_equal(got, [1, 3, 0, 0, 2, 2, 4, 0])
    (sim,) = simulate(sfc.partition(g), docs)
    np.testing.assert_array_equal(sim, got)
    # device 0 sends its rows 0-1 to itself at 0 and rows 1-2 to device 1 at 1; device 1 sends
    # nothing to device 0 and its row 3 to itself at 2, over device 0's row 2 (slot 1 after slot 0,
    # in the order of the docstring's description)
    quiet = [np.arange(8, dtype=np.float32), np.full(8, -1, np.float32),
             i32(0, 1, 0, 3), i32(2, 2, 0, 1), i32(0, 1, 0, 2), i32(2, 0, 2, 1)]
    (got,) = sfc.evaluate(g, quiet)
    np.testing.assert_array_equal(got, [0, 1, -1, -1, -1, 1, 7, -1])


def test_ragged_all_to_all_errors_name_the_call_and_the_fix():
    with pytest.raises(StableHLOImportError, match=r"ragged_all_to_all outside a shard_map body.*inside jax\.shard_map"):
        import_module(_ragged_module(4, 2, manual=False))
    with pytest.raises(StableHLOImportError, match=r"ragged_all_to_all: 3 slices for groups of 2 devices"):
        import_module(_ragged_module(4, 3))
