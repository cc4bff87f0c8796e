"""Halo exchange (passes/halo.py): slice, pad, concatenate and reduce_window on a split dim keep it
split and move only the rows each device lacks (collective permutes), not the whole dim."""
import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec
from shardflow.compiler.explain import explain_json
from shardflow.compiler.passes.reshard_plan import plan_cost
from shardflow.compiler.simulator import simulate

M4 = Mesh.of({"model": 4})
M2 = Mesh.of({"model": 2})
M22 = Mesh.of({"data": 2, "model": 2})


def _check(graph, prog, seed=0, pad_value=0, rtol=0.0):
    rng = np.random.default_rng(seed)
    xs = [rng.standard_normal(v.shape).astype(np.float32) for v in graph.inputs]
    for got, want in zip(simulate(prog, xs, pad_value=pad_value), sfc.evaluate(graph, xs), strict=True):
        np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol)


def _kinds(prog):
    return sorted({c.kind for c in prog.collectives})


def _bytes(prog):
    return sum(c.bytes_per_device for c in prog.collectives)


def test_slice_of_row_split_tensor_moves_only_the_halo():
    """c[2:10] of f32[16,16] split 4 ways: result shard k needs rows 2+2k..4+2k; devices 2 and 3
    get 2 rows (128 B) from their left neighbour, what XLA sends; a gather would move 768 B."""
    g = sfc.trace(lambda c: c[2:10], Spec((16, 16), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    j = explain_json(prog)
    assert [(c["kind"], c["shape"], c["bytes_per_device"]) for c in j["collectives"]] == \
        [("collective-permute", [2, 16], 128)]
    assert j["bytes_per_device_total"] == 128 and j["replicated_fallbacks"] == []
    assert prog.collectives[0].axes == ("model",)
    assert prog.global_outputs[0][1].dims == (("model",), ())
    gather = plan_cost(Sharding.spec("model"), Sharding.spec(None, None), (16, 16), 4, M4)
    assert gather == 768
    _check(g, prog)


@pytest.mark.parametrize("start,limit,stride", [(2, 10, 1), (1, 15, 1), (0, 16, 2), (1, 16, 2), (3, 15, 3),
                                                  (5, 13, 1), (0, 8, 1), (8, 16, 1)])
def test_slice_variants_match_reference(start, limit, stride):
    g = sfc.trace(lambda c: sfc.slice(c, (start, 0), (limit, 4), (stride, 1)) * 2.0,
                  Spec((16, 4), "f32", Sharding.split(0)), mesh=M2 if (limit - start) % 4 else M4)
    prog = sfc.partition(g)
    assert "all_gather" not in _kinds(prog)
    _check(g, prog)


def _qkv(mesh, h=8):
    def f(x, w):
        y = x @ w                     # [4, 3h], last dim split over model
        q, k, v = y[:, :h], y[:, h:2 * h], y[:, 2 * h:]
        return q * 1.0, k * 2.0, v * 3.0
    return sfc.trace(f, Spec((4, 16)), Spec((16, 3 * h), "f32", Sharding.split(1)), mesh=mesh)


@pytest.mark.parametrize("mesh,permutes", [(M4, 6), (M2, 2)], ids=["model4", "model2"])
def test_fused_qkv_moves_pieces_not_wholes(mesh, permutes):
    """y = x @ w_qkv with 3H = 24 split over model, cut into q|k|v: result shard k of q/k/v lives in
    another device's shard of y; only those pieces move, one permute per shard distance (model=4:
    q's shards 1, 2, 3 come from distances 1, 2, 2, so two permutes, likewise k and v; model=2: q's
    second half and v's first half), never y whole. The gather this replaces moves (n-1) shards of y."""
    g = _qkv(mesh)
    prog = sfc.partition(g)
    n = mesh.size
    assert _kinds(prog) == ["collective_permute"] and prog.replicated_fallbacks == []
    piece = 4 * (8 // n) * 4                  # a [4, 8/n] f32 shard of q, k or v
    assert [c.bytes_per_device for c in prog.collectives] == [piece] * permutes
    gather = plan_cost(Sharding.spec(None, "model"), Sharding.spec(None, None), (4, 24), 4, mesh)
    assert (_bytes(prog), gather) == {4: (192, 288), 2: (128, 192)}[n]
    _check(g, prog)


def test_concatenate_on_split_dim_keeps_it_split():
    g = sfc.trace(lambda x, y: sfc.concatenate([x, y], 0) + 1.0, Spec((8, 4), "f32", Sharding.split(0)),
                  Spec((4, 4), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    assert prog.replicated_fallbacks == [] and "all_gather" not in _kinds(prog)
    # result shard k = rows 3k..3k+3 of [x; y]: x's shards are 2 rows, y's 1 row
    assert _bytes(prog) < plan_cost(Sharding.spec("model"), Sharding.spec(None, None), (8, 4), 4, M4)
    _check(g, prog)


def test_concatenate_with_a_replicated_operand_cuts_it_locally():
    g = sfc.trace(lambda x, y: sfc.concatenate([x, y], 0), Spec((8, 4), "f32", Sharding.split(0)),
                  Spec((8, 4)), mesh=M4)
    prog = sfc.partition(g)
    assert "all_gather" not in _kinds(prog)
    _check(g, prog)


def test_concatenate_of_whole_operands_into_a_split_result_cuts_locally():
    """[10 rows; 6 rows] -> 16 rows split 4 ways (the operands do not split 4 ways): each device cuts
    its 4 rows out of its whole copies, across the seam where needed; nothing moves."""
    g = sfc.trace(lambda x, y: sfc.concatenate([x, y], 0).with_sharding(Sharding.split(0)) * 1.0,
                  Spec((10, 4)), Spec((6, 4)), mesh=M4)
    prog = sfc.partition(g)
    assert prog.collectives == [] and prog.replicated_fallbacks == []
    assert [op.kind for op in prog.graph.ops][:3] == ["halo_window", "halo_window", "concatenate"]
    _check(g, prog)


@pytest.mark.parametrize("low,high,interior", [((1, 0), (3, 0), (0, 0)),
                                                ((-2, 0), (2, 0), (0, 0)), ((0, 0), (-4, 0), (0, 0)),
                                                ((1, 0), (0, 0), (1, 0)),
                                                ((3, 0), (-2, 0), (1, 0)), ((-1, 0), (2, 0), (1, 0)),
                                                ((4, 0), (-4, 0), (0, 0))])
def test_pad_on_split_dim(low, high, interior):
    g = sfc.trace(lambda x: sfc.pad(x, low, high, interior, value=7.0), Spec((16, 4), "f32", Sharding.split(0)),
                  mesh=M4)
    prog = sfc.partition(g)
    assert "all_gather" not in _kinds(prog) and prog.replicated_fallbacks == []
    _check(g, prog)


@pytest.mark.parametrize("reducer,window,stride,padding", [("add", 3, 1, (1, 1)), ("max", 2, 2, (0, 0)),
                                                            ("add", 16, 1, (15, 0)), ("min", 4, 4, (0, 0)),
                                                            ("max", 5, 1, (2, 2))])
def test_reduce_window_on_split_dim(reducer, window, stride, padding):
    g = sfc.trace(lambda x: sfc.reduce_window(x, reducer, (window, 1), (stride, 1), (padding, (0, 0))),
                  Spec((16, 4), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    _check(g, prog, rtol=1e-6 if window == 16 else 0.0)  # a cumsum is a distributed scan: sums associate differently


def test_small_window_moves_a_halo_of_window_minus_one_rows():
    """A 3-wide sliding sum with (1, 1) padding: each device needs one row from each neighbour."""
    g = sfc.trace(lambda x: sfc.reduce_window(x, "add", (3, 1), (1, 1), ((1, 1), (0, 0))),
                  Spec((16, 8), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    assert [(c.kind, c.shape, c.bytes_per_device) for c in prog.collectives] == \
        [("collective_permute", (1, 8), 32.0)] * 2
    _check(g, prog)


def test_cumsum_whole_dim_window_is_a_distributed_scan():
    """A window over the whole dim (cumsum) is not haloed: the reduce_window record scans each
    shard and all-gathers one row of shard totals (ops/window.py `_scan`), far less than gathering."""
    g = sfc.trace(lambda x: sfc.cumsum(x, 0), Spec((16, 4), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    assert [(c.kind, c.shape) for c in prog.collectives] == [("all_gather", (1, 4))]
    assert _bytes(prog) < plan_cost(Sharding.spec("model"), Sharding.spec(None, None), (16, 4), 4, M4)
    _check(g, prog, rtol=1e-6)


def test_slice_within_own_shards_moves_nothing():
    g = sfc.trace(lambda x: x[1:7, 2:6] + 0.0, Spec((8, 8), "f32", Sharding.spec("data", "model")), mesh=M22)
    prog = sfc.partition(g)
    assert prog.collectives == [] and prog.replicated_fallbacks == []
    _check(g, prog)


def test_two_dim_mesh_slices_both_dims():
    g = sfc.trace(lambda x: x[1:5, 3:7] + 0.0, Spec((8, 8), "f32", Sharding.spec("data", "model")), mesh=M22)
    prog = sfc.partition(g)
    assert _kinds(prog) == ["collective_permute"]
    assert {c.axes for c in prog.collectives} == {("data",), ("model",)}
    _check(g, prog)


def test_two_dim_mesh_slice_replicated_over_other_axis():
    g = sfc.trace(lambda x: sfc.pad(x[2:10], (1, 0), (1, 0), value=0.5),
                  Spec((16, 4), "f32", Sharding.split(0, "data")), mesh=M22)
    prog = sfc.partition(g)
    assert "all_gather" not in _kinds(prog)
    _check(g, prog)


def test_compound_axes_split():
    g = sfc.trace(lambda x: x[3:11] * 1.0, Spec((16, 2), "f32", Sharding.spec(("data", "model"))), mesh=M22)
    prog = sfc.partition(g)
    assert _kinds(prog) == ["collective_permute"]
    _check(g, prog)


def test_uneven_operand_slice_moves_only_the_halo():
    """x f32[14, 4] split 4 ways (padded to 16 rows, the padding NaN here); x[2:10] reads only real
    rows, so the slice runs on the padded operand and keeps the halo exchange."""
    g = sfc.trace(lambda x: x[2:10] + 1.0, Spec((14, 4), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    assert [(c.kind, c.bytes_per_device) for c in prog.collectives] == [("collective_permute", 32.0)]
    _check(g, prog, pad_value=np.nan)


UNEVEN = {
    "pad_low": lambda x: sfc.pad(x, (1, 0), (0, 0), value=2.0),
    "pad_crop": lambda x: sfc.pad(x, (2, 0), (-1, 0), value=2.0),
    "pad_high": lambda x: sfc.pad(x, (0, 0), (3, 0), value=2.0),
    "pad_interior": lambda x: sfc.pad(x, (1, 0), (-1, 0), (1, 0), value=2.0),
    "max3": lambda x: sfc.reduce_window(x, "max", (3, 1), (1, 1), ((1, 1), (0, 0))),
    "sum3_low": lambda x: sfc.reduce_window(x, "add", (3, 1), (1, 1), ((2, 0), (0, 0))),
    "sum2_stride2": lambda x: sfc.reduce_window(x, "add", (2, 1), (2, 1), ((0, 0), (0, 0))),
    "sum3_crop": lambda x: sfc.reduce_window(x, "add", (3, 1), (1, 1), ((2, -1), (0, 0))),
}


@pytest.mark.parametrize("rows", [13, 14, 15])
@pytest.mark.parametrize("name", sorted(UNEVEN))
def test_uneven_pad_and_window_give_right_answers(name, rows):
    """Unevenly split operands (padding NaN): right answers whether the op keeps the dim split
    (its high end crops the operand's padding off) or is computed at its real size."""
    g = sfc.trace(UNEVEN[name], Spec((rows, 4), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    if (name, rows) in (("pad_low", 15), ("pad_crop", 15), ("sum3_crop", 13)):  # even results: halos
        assert _kinds(prog) == ["collective_permute"]
    _check(g, prog, pad_value=np.nan)


def test_partial_sum_passes_through_halo_slice():
    g = sfc.trace(lambda x, w: ((x @ w)[:, 2:10]).with_sharding(Sharding.split(1)),
                  Spec((4, 16), "f32", Sharding.split(1)), Spec((16, 16), "f32", Sharding.spec("model", None)),
                  mesh=M4)
    prog = sfc.partition(g)
    rng = np.random.default_rng(1)
    xs = [rng.standard_normal(v.shape).astype(np.float32) for v in g.inputs]
    np.testing.assert_allclose(simulate(prog, xs)[0], sfc.evaluate(g, xs)[0], rtol=1e-5, atol=1e-5)


def _mixed(x, h, w):
    """slice (the halo case), strided slice, pad, a sliding max and a concatenation, all on the
    split row dim, plus the fused q|k|v cut of a column-split projection."""
    y = h @ w
    return (x[2:10] * 1.0, x[1:16:2] + 0.0, sfc.pad(x, (1, 0), (3, 0), value=-1.0),
            sfc.reduce_window(x, "max", (3, 1), (1, 1), ((1, 1), (0, 0))),
            sfc.concatenate([x, x[4:8]], 0) * 1.0, y[:, :8] * 1.0, y[:, 8:16] * 2.0, y[:, 16:] * 3.0)


@pytest.mark.parametrize("mode", ["multi-device", "host-staged"])
def test_runs_on_iree_cpu_devices(mode):
    """The whole pipeline on 4 IREE CPU devices: halo windows at per-device offsets and the
    collective permutes, lowered to transfers (multi-device) or stages (host-staged)."""
    from iree_run import run_on_iree

    from shardflow.compiler.driver import compile_graph

    g = sfc.trace(_mixed, Spec((16, 4), "f32", Sharding.split(0)), Spec((4, 16)),
                  Spec((16, 24), "f32", Sharding.split(1)), mesh=M4)
    prog = sfc.partition(g)
    assert "all_gather" not in _kinds(prog) and "collective_permute" in _kinds(prog)
    rng = np.random.default_rng(3)
    xs = [rng.standard_normal(v.shape).astype(np.float32) for v in g.inputs]
    want = sfc.evaluate(g, xs)
    if mode == "multi-device":
        got = run_on_iree(g, xs)
    else:
        compiled = compile_graph(g, mode=mode)
        try:
            got = [np.asarray(o) for o in compiled(*xs)]
        finally:
            compiled.close()
    for a, b in zip(got, want, strict=True):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-5)


def test_spmd_emitter_writes_tables_permutes_and_masks():
    """Per-rank StableHLO (checked against XLA with 2 partitions during development, in
    xla_oracle's local mode): halo windows index partition-id tables, pads mask with the pad value."""
    from shardflow.compiler.emit.spmd import emit_spmd

    g = sfc.trace(lambda x: sfc.pad(x, (3, 0), (1, 0), value=7.0), Spec((16, 4), "f32", Sharding.split(0)), mesh=M4)
    text = emit_spmd(sfc.partition(g))
    assert "stablehlo.partition_id" in text and "all_gather" not in text
    assert text.count('"stablehlo.collective_permute"') == 1
    # result shard k is rows 5k-3 .. 5k+1 of x: devices 1 and 2 lack rows of their left neighbour
    assert "source_target_pairs = dense<[[0, 1], [1, 2]]>" in text
    # valid window rows per device: device 0's first 3 are the low padding, device 3's last the high
    assert "dense<[3, 0, 0, 0]> : tensor<4xi64>" in text and "dense<[5, 5, 5, 4]> : tensor<4xi64>" in text
    assert "stablehlo.select" in text


def _random_windowed(rng):
    """A random slice / pad / reduce_window / concatenate (or a chain) on dim 0 of x."""
    kind = rng.choice(["slice", "pad", "window", "concat", "chain"])

    def f(x):
        rows = x.shape[0]
        if kind == "slice":
            s = int(rng.integers(0, rows))
            return sfc.slice(x, (s, 0), (int(rng.integers(s + 1, rows + 1)), 3), (int(rng.integers(1, 4)), 1))
        if kind == "pad":
            return sfc.pad(x, (int(rng.integers(-2, 5)), 0), (int(rng.integers(-2, 5)), 0),
                           (int(rng.integers(0, 3)), 0), value=float(rng.integers(-3, 3)))
        if kind == "window":
            w = int(rng.integers(1, 5))
            return sfc.reduce_window(x, str(rng.choice(["add", "max", "min"])), (w, 1), (int(rng.integers(1, 4)), 1),
                                     ((int(rng.integers(0, w)), int(rng.integers(0, w))), (0, 0)))
        if kind == "concat":
            k = int(rng.integers(1, rows + 1))
            return sfc.concatenate([x, x[:k], x[rows - k:] * 2.0], 0)
        return sfc.pad(x[1:], (2, 0), (0, 0), value=1.0) * 1.0
    return f


@pytest.mark.parametrize("seed", range(4))
def test_random_windowed_ops_match_the_reference(seed):
    """Random shapes (some uneven), meshes, split axes and windowed ops, the result split whenever
    it divides: the simulator (NaN padding) equals the reference exactly; many take the halo path."""
    rng = np.random.default_rng(seed)
    meshes = [M2, M4, M22, Mesh.of({"x": 8})]
    halos = 0
    for _ in range(30):
        mesh = meshes[rng.integers(len(meshes))]
        ax = tuple(mesh.names) if rng.random() < 0.2 else mesh.names[rng.integers(len(mesh.names))]
        n = int(np.prod([mesh.axis_size(a) for a in (ax if isinstance(ax, tuple) else (ax,))]))
        rows = n * int(rng.integers(1, 5)) + (int(rng.integers(0, 3)) if rng.random() < 0.2 else 0)
        try:
            g = sfc.trace(_random_windowed(rng), Spec((rows, 3), "f32", Sharding.spec(ax)), mesh=mesh)
        except sfc.OpError:
            continue  # e.g. a pad cropping more than the rows
        if g.outputs[0].shape[0] % n == 0 and rng.random() < 0.7:
            g.output_shardings = [Sharding.spec(ax, None)]
        prog = sfc.partition(g)
        halos += any(op.kind == "halo_window" for op in prog.graph.ops)
        _check(g, prog, seed=seed, pad_value=np.nan)
    assert halos >= 5


def test_halo_rows_gathered_back_run_on_iree():
    """x.T[0:6] of columns split over "data" of a 2x2 mesh, wanted whole: the halo brings rows 3..6
    to the second device of each group and the all-gather sends them back to the first, where they
    came from; iree-compile 3.13 folds that round trip and then cannot place its ops ("op affinity
    ... is not compatible with the partition affinity"), unless the transfer of halo-made rows is
    fenced (lower/multi_device.py `move`). A JAX export of a reshape/transpose/slice chain hit it."""
    from iree_run import run_on_iree

    g = sfc.trace(lambda x: (x.T[0:6] * 2.0).with_sharding(Sharding.replicated()),
                  Spec((3, 24), "f32", Sharding.spec(None, "data")), mesh=M22)
    prog = sfc.partition(g)
    assert _kinds(prog) == ["all_gather", "collective_permute"]
    rng = np.random.default_rng(5)
    xs = [rng.standard_normal(v.shape).astype(np.float32) for v in g.inputs]
    for got, want in zip(run_on_iree(g, xs), sfc.evaluate(g, xs), strict=True):
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)


def test_a_window_of_constants_only_is_sent_as_a_constant():
    """The reverse of a 2-vector split over 3 devices: device 2's halo window holds only the fill
    (a constant), which an all-gather then sent; iree-compile 3.13 failed on that transfer of
    constant-only work ("op affinity ... is not compatible with the partition affinity"). Such a
    window is now known to be constant, and a collective sends it fenced."""
    from iree_run import run_on_iree
    S = Sharding.spec
    a, u = np.array([1.0, 2.0], np.float32), np.array([0.5, 3.0], np.float32)
    i = np.array([[1], [0]], np.int32)
    dims = dict(update_window_dims=(), inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,), index_vector_dim=1)

    def f(a, i, u):
        s = sfc.scatter(a, i, u, combiner="min", **dims)
        return [s, sfc.flip(s, 0)]
    g = sfc.trace(f, Spec(a.shape, "f32", S("x")), Spec(i.shape, "i32", S("x", None)), Spec(u.shape, "f32", S("x")),
                  mesh=Mesh.of({"x": 3}))
    g.output_shardings = [S("x"), S("x")]
    for got, want in zip(run_on_iree(g, [a, i, u]), sfc.evaluate(g, [a, i, u]), strict=True):
        np.testing.assert_array_equal(got, want)


def test_window_of_padding_only_devices_compiles_on_iree():
    """A replicated window taken at constant indices, returned split over its size-1 dim by "c"
    and its size-2 dim by "b" (3 devices): half of the devices hold only padding, a constant
    their halo windows slice. iree-compile 3.13 crashed (MaterializeInterfaces) on such a
    constant sliced after its transfer; the lowering moves it behind a barrier."""
    from iree_run import run_on_iree

    mesh = Mesh.of({"a": 1, "b": 3, "c": 2})
    g = sfc.trace(lambda x: sfc.dynamic_slice(x, [sfc.constant(np.int32(k)) for k in (2, 0, -1, 0)], (6, 8, 1, 2)),
                  Spec((8, 8, 1, 2)), mesh=mesh)
    g.set_outputs(g.outputs, shardings=[Sharding.spec(None, None, "c", "b").bind((6, 8, 1, 2), mesh,
                                                                                  allow_uneven=True)])
    x = np.arange(128, dtype=np.float32).reshape(8, 8, 1, 2)
    got, = run_on_iree(g, [x])
    np.testing.assert_array_equal(got, x[2:8, :, 0:1, :])
