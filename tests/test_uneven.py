"""Uneven shards (compiler/passes/pad_uneven.py): a dimension that does not divide by its shard count
is padded before propagation, never silently replicated, and gives the reference's results.

Every case runs through the SPMD simulator against the reference interpreter, once with the
runtime's zero padding and once with NaN padding (no result may depend on what padding holds);
`explain` shows no replicated fallback for them; a few run end to end on N CPU devices in IREE.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec
from shardflow.compiler.driver import build_manifest
from shardflow.compiler.explain import explain_json, explain_text
from shardflow.compiler.passes.pad_uneven import needs_padding, pad_uneven
from shardflow.compiler.passes.partition import partition
from shardflow.compiler.simulator import simulate
from shardflow.runtime import ShardingError
from shardflow.runtime.sharded_array import ShardedArray

from graphgen import programs, random_inputs

R = Sharding.replicated
M2, M4 = Mesh.of({"x": 2}), Mesh.of({"x": 4})
M22 = Mesh.of({"data": 2, "model": 2})


def chain(x, w):
    """7x3 split 4 ways on dim 0: elementwise, sum/max/min/mean over the uneven dim, and a matmul
    contracting it."""
    y = sfc.tanh(x) * 2.0 + 1.0
    return y.sum(0), y.max(0), y.min(0), y.mean(0), y.T @ w, sfc.softmax(y, 0)


def mesh_2d(x, w):
    """(5, 6) split on data (uneven) and model: a matmul contracting model, reductions over data."""
    y = sfc.exp(x * 0.1)
    return y @ w, y.sum(0), y.max(0), (y @ w).sum(0)


def mid_graph(x):
    """A replicated (6, 8) value resharded to an uneven layout in the middle of the graph."""
    y = sfc.exp(x * 0.5).with_sharding(Sharding.split(0))
    return (y * 3.0).sum(0), y.max(1), y


def lcm_chain(x):
    """9 rows split 2 ways (data) then 4 ways (data, model): padded to 12 (blocks of 6 and 3)."""
    y = (x + 1.0).with_sharding(Sharding.spec(("data", "model")))
    return y.sum(0), sfc.tanh(y)


def megatron_uneven_hidden(x, w1, w2):
    """A tensor-parallel MLP whose hidden size (10) does not divide over 4 devices, with its gradients."""
    def loss(w1, w2):
        y = sfc.relu(x @ w1) @ w2
        return (y * y).mean()
    l, (g1, g2) = sfc.value_and_grad(loss, argnums=(0, 1))(w1, w2)
    return l, g1, g2


CASES = {
    "chain_1d": (chain, [Spec((7, 3), "f32", Sharding.split(0)), Spec((7, 5), "f32")], M4),
    "chain_1d_split_rhs": (chain, [Spec((7, 3), "f32", Sharding.split(0)), Spec((7, 5), "f32", Sharding.split(0))],
                           M4),
    "mesh_2d": (mesh_2d, [Spec((5, 6), "f32", Sharding.spec("data", "model")),
                          Spec((6, 3), "f32", Sharding.spec("model", None))], M22),
    "mesh_2d_both_uneven": (lambda x: (x.sum(0), x.max(1), x * 2.0),
                            [Spec((5, 7), "f32", Sharding.spec("data", "model"))], M22),
    "two_axes_on_one_dim": (lambda x: (x.sum(0), sfc.exp(x)), [Spec((5, 2), "f32", Sharding.spec(("data", "model")))],
                            M22),
    "with_sharding_mid_graph": (mid_graph, [Spec((6, 8), "f32")], M4),
    "lcm_of_counts": (lcm_chain, [Spec((9, 4), "f32", Sharding.spec("data", None))], M22),
    "all_gather": (lambda x: sfc.exp(x.with_sharding(R())), [Spec((7, 3), "f32", Sharding.split(0))], M4),
    "all_to_all": (lambda x: x.with_sharding(Sharding.split(1)) * 2.0, [Spec((7, 8), "f32", Sharding.split(0))], M4),
    "all_to_all_both_uneven": (lambda x: sfc.exp(x.with_sharding(Sharding.split(1))),
                               [Spec((7, 6), "f32", Sharding.split(0))], M4),
    "uneven_output": (lambda x: (x * 2.0).with_sharding(Sharding.split(1)), [Spec((4, 5), "f32")], M2),
    "empty_shard": (lambda x: (x.sum(), x * x), [Spec((3,), "f32", Sharding.split(0))], M4),
    "reshape_major_padded": (lambda x: (x.reshape(21) * 2.0).sum(), [Spec((7, 3), "f32", Sharding.split(0))], M4),
    "batched_matmul": (lambda x, w: x @ w, [Spec((3, 4, 5), "f32", Sharding.split(0)), Spec((3, 5, 2), "f32")], M2),
    "megatron_uneven_hidden": (megatron_uneven_hidden,
                               [Spec((5, 6), "f32"), Spec((6, 10), "f32", Sharding.split(1)),
                                Spec((10, 3), "f32", Sharding.split(0))], M4),
    "int_reductions": (lambda x: (x.sum(0), x.max(0), x.min(0)), [Spec((5, 3), "i32", Sharding.split(0))], M2),
}

# cases whose dimensions flow through ops that cannot carry padding (computed whole on that dim)
BOUNDARY_CASES = {
    "slice_of_uneven_dim": (lambda x: sfc.exp(x)[1:6], [Spec((7, 3), "f32", Sharding.split(0))], M4),
    "concat_on_uneven_dim": (lambda x: sfc.concatenate([x, x * 2.0], 0).sum(0),
                             [Spec((7, 3), "f32", Sharding.split(0))], M4),
    "reshape_minor_padded": (lambda x: x.reshape(21).sum(), [Spec((3, 7), "f32", Sharding.split(1))], M4),
    "reshape_not_decomposing": (lambda x: x.reshape(3, 5).sum(0), [Spec((5, 3), "f32", Sharding.split(0))], M2),
    "slice_into_uneven_output": (lambda x: sfc.exp(x[0:5]).with_sharding(Sharding.split(0)),
                                 [Spec((8, 2), "f32", Sharding.split(0))], M4),
}


def inputs_for(specs, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for s in specs:
        if s.dtype == "i32":
            out.append(rng.integers(-50, 50, s.shape).astype(np.int32))
        else:
            out.append(rng.standard_normal(s.shape).astype(np.float32))
    return out


def trace(name, table=CASES):
    fn, specs, mesh = table[name]
    return sfc.trace(fn, *specs, mesh=mesh), inputs_for(specs)


def check_simulated(graph, xs):
    want = sfc.evaluate(graph, xs)
    prog = partition(graph)
    for pad in (0.0, np.nan):
        got = simulate(prog, xs, pad_value=pad)
        assert len(got) == len(want)
        for w, g in zip(want, got, strict=True):
            assert g.shape == w.shape and g.dtype == w.dtype
            np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-5)
    return prog


@pytest.mark.parametrize("name", list(CASES) + list(BOUNDARY_CASES))
def test_simulator_matches_reference(name):
    graph, xs = trace(name, {**CASES, **BOUNDARY_CASES})
    assert needs_padding(graph)
    prog = check_simulated(graph, xs)
    assert prog.padding, "an uneven case must report what it padded"


@pytest.mark.parametrize("name", list(CASES))
def test_no_replicated_fallback(name):
    graph, _ = trace(name)
    prog = partition(graph)
    assert explain_json(prog)["replicated_fallbacks"] == []
    assert "replicated fallbacks" not in explain_text(prog)
    assert not any("real size" in p for p in prog.padding), prog.padding


def test_uneven_input_keeps_its_sharding_and_local_blocks():
    graph, _ = trace("chain_1d")
    prog = partition(graph)
    (t, s), _w = prog.global_inputs
    assert t.shape == (7, 3) and s == Sharding.spec("x", None)
    assert prog.graph.inputs[0].shape == (2, 3)       # 7 padded to 8 over 4 devices
    assert prog.graph.inputs[1].shape == (8, 5)       # replicated, in the padded chain: zero-padded by the runtime
    man = build_manifest(prog, graph, "cpu")
    assert man.inputs[0].shape == (7, 3) and man.inputs[0].local_shape == (2, 3)
    assert man.outputs[5].shape == (7, 3) and man.outputs[5].local_shape == (2, 3)  # softmax: still split
    assert man.outputs[0].local_shape == (3,)


def test_reductions_mask_padding_with_the_reducer_identity():
    graph, _ = trace("chain_1d")
    padded = pad_uneven(graph)
    assert padded.inputs[0].shape == (8, 3)
    fills = set()
    for op in padded.ops:
        if op.kind == "select":
            fill = op.operands[2].producer.operands[0].producer  # broadcast_in_dim(constant)
            fills.add(float(fill.attrs["value"]))
    assert fills == {0.0, float("-inf"), float("inf")}
    reduces = [op for op in padded.ops if op.kind in ("reduce", "dot_general")]
    assert all(op.operands[0].producer.kind == "select" for op in reduces)


def test_int_reductions_mask_with_integer_extremes():
    graph, _ = trace("int_reductions")
    fills = {int(op.operands[2].producer.operands[0].producer.attrs["value"])
             for op in pad_uneven(graph).ops if op.kind == "select"}
    assert fills == {0, np.iinfo(np.int32).min, np.iinfo(np.int32).max}


def test_padded_size_is_a_multiple_of_every_count():
    graph, xs = trace("lcm_of_counts")
    prog = check_simulated(graph, xs)
    assert prog.graph.inputs[0].shape == (6, 4)       # 9 -> 12, split 2: blocks of 6 (not ceil(9/2) = 5)
    assert any("size 9 padded to 12" in p for p in prog.padding)
    man = build_manifest(prog, graph, "cpu")
    assert man.outputs[1].local_shape == (3, 4)       # split 4: blocks of 3


def test_seven_split_two_and_four_pads_to_eight():
    graph = sfc.trace(lambda x: x.with_sharding(Sharding.spec(("data", "model"))) + 1.0,
                      Spec((7,), "f32", Sharding.spec("data")), mesh=M22)
    prog = check_simulated(graph, [np.arange(7, dtype=np.float32)])
    assert prog.graph.inputs[0].shape == (4,) and prog.graph.outputs[0].shape == (2,)


@pytest.mark.parametrize("name, kind", [("all_gather", "all-gather"), ("all_to_all", "all-to-all"),
                                        ("all_to_all_both_uneven", "all-to-all")])
def test_collectives_of_uneven_values(name, kind):
    graph, xs = trace(name)
    prog = check_simulated(graph, xs)
    kinds = [c["kind"] for c in explain_json(prog)["collectives"]]
    assert kind in kinds, kinds


def test_replicated_output_of_a_padded_chain_is_cropped_on_device():
    graph, _ = trace("all_gather")
    prog = partition(graph)
    assert prog.graph.outputs[0].shape == (7, 3)      # the padded row is sliced off on every device
    assert prog.global_outputs[0][0].shape == (7, 3)


def test_uneven_output_sharding_is_cropped_by_the_runtime():
    graph, xs = trace("uneven_output")
    prog = check_simulated(graph, xs)
    t, s = prog.global_outputs[0]
    assert t.shape == (4, 5) and s == Sharding.spec(None, "x")
    assert prog.graph.outputs[0].shape == (4, 3)      # 5 padded to 6 over 2 devices


def test_compound_reshape_keeps_the_padding_a_tail():
    graph, _ = trace("reshape_major_padded")
    prog = partition(graph)
    assert any("size 21 padded to 24" in p for p in prog.padding), prog.padding
    assert not any(c["kind"] == "all-gather" for c in explain_json(prog)["collectives"])


@pytest.mark.parametrize("kinds", [("reduce",), ("dot_general", "tanh"), ("transpose", "broadcast_in_dim")])
def test_ops_that_cannot_follow_the_padding_run_at_their_real_size(monkeypatch, kinds):
    from shardflow.compiler.passes import pad_uneven as pu
    real_attrs = pu._Padder.attrs
    monkeypatch.setattr(pu._Padder, "attrs",
                        lambda self, op, i, o: None if op.kind in kinds else real_attrs(self, op, i, o))
    graph, xs = trace("chain_1d")
    prog = check_simulated(graph, xs)
    assert any("computed at its real size" in p for p in prog.padding)


def test_even_graphs_are_not_rewritten():
    graph = sfc.trace(lambda x: x.sum(0), Spec((8, 3), "f32", Sharding.split(0)), mesh=M4)
    assert not needs_padding(graph)
    assert partition(graph).padding == []


def test_imported_uneven_sharding_is_padded():
    from shardflow.compiler.importer import import_module
    text = """
module @m attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<7x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> tensor<3xf32> {
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<7x3xf32>, tensor<f32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
"""
    graph = import_module(text)
    xs = inputs_for([Spec((7, 3), "f32")])
    prog = check_simulated(graph, xs)
    assert prog.graph.inputs[0].shape == (2, 3)


def test_with_sharding_and_spec_accept_uneven_splits():
    seen = {}

    def fn(x):
        y = x.with_sharding(Sharding.split(1))
        seen["y"] = y.sharding
        return y

    graph = sfc.trace(fn, Spec((6, 5), "f32", Sharding.split(0)), mesh=M4)
    assert graph.inputs[0].sharding == Sharding.spec("x", None)
    assert seen["y"] == Sharding.spec(None, "x")


def test_device_slices_with_blocks():
    s = Sharding.split(0).bind((9,), M4, allow_uneven=True)
    assert [s.device_slices((9,), M4, d) for d in range(4)] == [(slice(0, 3),), (slice(3, 6),), (slice(6, 9),),
                                                                 (slice(9, 9),)]
    s2 = Sharding.split(0).bind((9,), M2, allow_uneven=True)
    assert [s2.device_slices((9,), M2, d, block=(6,)) for d in range(2)] == [(slice(0, 6),), (slice(6, 9),)]
    assert s2.local_shape((9,), M2, block=(6,)) == (6,)
    with pytest.raises(ShardingError, match="does not cover"):
        s2.local_shape((9,), M2, block=(4,))
    x = np.arange(9, dtype=np.float32)
    arr = ShardedArray([x[:6], x[6:]], s2, M2, (9,), np.float32, block=(6,))
    np.testing.assert_array_equal(np.asarray(arr), x)


# -- end to end on CPU devices --------------------------------------------------------------------
E2E = ["chain_1d", "mesh_2d", "lcm_of_counts", "uneven_output", "megatron_uneven_hidden"]


@pytest.mark.parametrize("name", E2E)
def test_iree_end_to_end(name):
    from shardflow.compiler.driver import compile_graph
    from shardflow.runtime import Device

    fn, specs, mesh = CASES[name]
    group = Device.group_options([Device.cpu(i) for i in range(mesh.size)]).mesh(dict(mesh.axes)).init()
    graph = sfc.trace(fn, *specs, group=group)
    xs = inputs_for(specs, seed=3)
    want = sfc.evaluate(graph, xs)
    compiled = compile_graph(graph, group=group)
    try:
        got = compiled(*xs)
        got = got if isinstance(got, tuple) else (got,)
        assert len(got) == len(want)
        for w, g in zip(want, got, strict=True):
            np.testing.assert_allclose(np.asarray(g), w, rtol=2e-5, atol=2e-5)
            assert g.shape == w.shape
        assert "replicated fallbacks" not in compiled.explain()
    finally:
        compiled.close()
        group.close()


# -- property test --------------------------------------------------------------------------------
@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(programs(uneven=True))
def test_uneven_random_programs_match_reference(case):
    mesh, specs, fn = case
    graph = sfc.trace(fn, *specs, mesh=mesh)
    xs = random_inputs(specs)
    want = sfc.evaluate(graph, xs)
    prog = partition(graph)
    for pad in (0.0, np.nan):
        got = simulate(prog, xs, pad_value=pad)
        for w, g in zip(want, got, strict=True):
            np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-4)
