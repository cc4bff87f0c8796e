"""The partitioner's choices: which collectives, how many bytes, and what `explain` reports."""
import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec
from shardflow.compiler.explain import explain_json, explain_text
from shardflow.compiler.passes.reshard_plan import plan
from shardflow.compiler.simulator import simulate

M4 = Mesh.of({"model": 4})
M22 = Mesh.of({"data": 2, "model": 2})


def _check(graph, prog, seed=0):
    rng = np.random.default_rng(seed)
    xs = [rng.standard_normal(v.shape).astype(np.float32) for v in graph.inputs]
    for w, g in zip(sfc.evaluate(graph, xs), simulate(prog, xs), strict=True):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5)


def _kinds(prog):
    return [c.kind for c in prog.collectives]


def test_megatron_mlp_has_one_all_reduce_with_api_bytes():
    g = sfc.trace(lambda x, w1, w2: sfc.relu(x @ w1) @ w2, Spec((8, 16)), Spec((16, 32), "f32", Sharding.split(1)),
                  Spec((32, 16), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    j = explain_json(prog)
    assert j == {"devices": 4, "mesh": {"model": 4}, "mode": "multi-device", "backends": ["cpu"] * 4,
                 "collectives": [j["collectives"][0]], "bytes_per_device_total": 768, "replicated_fallbacks": [],
                 "decisions": j["decisions"]}
    c = j["collectives"][0]
    assert (c["kind"], c["axes"], c["dtype"], c["shape"], c["bytes_per_device"], c["performed"]) == \
        ("all-reduce", ["model"], "f32", [8, 16], 768, "device-transfers")
    assert "dot_general" in c["op"]
    _check(g, prog)


def test_split_result_of_contraction_is_a_reduce_scatter():
    g = sfc.trace(lambda x, w: (x @ w).with_sharding(Sharding.split(0)), Spec((8, 16)),
                  Spec((16, 32), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    assert _kinds(prog) == ["reduce_scatter"]
    assert prog.collectives[0].bytes_per_device == 3 / 4 * 8 * 32 * 4
    _check(g, prog)


def test_axis_moving_between_dims_is_an_all_to_all():
    g = sfc.trace(lambda x: x.with_sharding(Sharding.split(1)) + 1.0, Spec((8, 8), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    assert _kinds(prog) == ["all_to_all"]
    assert prog.collectives[0].bytes_per_device == 3 / 4 * 2 * 8 * 4
    _check(g, prog)


def test_reordered_axes_are_a_collective_permute_not_a_gather():
    g = sfc.trace(lambda x: x.with_sharding(Sharding.spec(("model", "data"))) * 2.0,
                  Spec((8, 4), "f32", Sharding.spec(("data", "model"))), mesh=M22)
    prog = sfc.partition(g)
    assert _kinds(prog) == ["collective_permute"]
    assert prog.collectives[0].bytes_per_device == 2 * 4 * 4
    _check(g, prog)


def test_split_to_replicated_gathers_only_what_it_must():
    g = sfc.trace(lambda x: x.with_sharding(Sharding.spec("data")) * 2.0,
                  Spec((8, 4), "f32", Sharding.spec(("data", "model"))), mesh=M22)
    prog = sfc.partition(g)
    assert _kinds(prog) == ["all_gather"] and prog.collectives[0].axes == ("model",)
    _check(g, prog)


def test_replicated_to_split_is_free():
    g = sfc.trace(lambda x: x.with_sharding(Sharding.split(0)) * 2.0, Spec((8, 4)), mesh=M4)
    prog = sfc.partition(g)
    assert prog.collectives == [] and any(op.kind == "all_slice" for op in prog.graph.ops)
    _check(g, prog)


def test_max_over_a_split_dim_is_a_max_all_reduce():
    g = sfc.trace(lambda x: x.max(0), Spec((8, 4), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    assert _kinds(prog) == ["all_reduce"]
    assert [op.attrs["reducer"] for op in prog.graph.ops if op.kind == "all_reduce"] == ["max"]
    _check(g, prog)


def test_concatenate_on_split_dim_is_listed_as_fallback():
    g = sfc.trace(lambda x: sfc.concatenate([x, x], 0), Spec((8, 4), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    assert "all_gather" in _kinds(prog)
    assert len(prog.replicated_fallbacks) == 1 and "concatenate" in prog.replicated_fallbacks[0]
    _check(g, prog)


def test_slicing_an_unsplit_dim_is_no_fallback():
    g = sfc.trace(lambda x: x[:, 1:3], Spec((8, 4), "f32", Sharding.split(0)), mesh=M4)
    prog = sfc.partition(g)
    assert prog.collectives == [] and prog.replicated_fallbacks == []
    _check(g, prog)


def test_conflicts_are_reported():
    g = sfc.trace(lambda a, b: a + b, Spec((8, 8), "f32", Sharding.split(0)), Spec((8, 8), "f32", Sharding.split(1)),
                  mesh=M4)
    prog = sfc.partition(g)
    assert prog.conflicts and "sharding conflict" in explain_text(prog)
    _check(g, prog)


def test_a_sharding_constraint_is_no_conflict():
    """A constraint changes the layout on purpose: its operand's split differing from its own is
    no conflict to report (and no cost-model decision), while the layout change still happens."""
    g = sfc.trace(lambda a: (a * 2.0).with_sharding(Sharding.split(1)), Spec((8, 8), "f32", Sharding.split(0)),
                  mesh=M4)
    prog = sfc.partition(g)
    assert prog.conflicts == [] and "sharding conflict" not in explain_text(prog)
    assert [c.kind for c in prog.collectives] == ["all_to_all"]
    _check(g, prog)


@pytest.mark.parametrize("src, dst, kinds", [
    (Sharding.spec("data"), Sharding.spec(None, "data"), ["all_to_all"]),
    (Sharding.spec(None, None, partial=("model",)), Sharding.spec("model"), ["reduce_scatter"]),
    (Sharding.spec(None, None, partial=("model",)), Sharding.spec("data"), ["all_reduce", "all_slice"]),
    (Sharding.spec(("data", "model")), Sharding.spec(None, "model"), ["all_to_all", "all_gather"]),
])
def test_planner_sequences(src, dst, kinds):
    assert [s.kind for s in plan(src, dst, 2, M22)] == kinds


@pytest.mark.parametrize("src, dst, shape, kinds, nbytes", [
    # kept axis made major by one permute (devices 1 and 2 swap blocks), then a gather over `a`
    ((("data", "model"),), ("model",), (8,), ["collective_permute", "all_gather"], 8 + 8),
    ((("model", "data"),), ("data",), (16,), ["collective_permute", "all_gather"], 16 + 16),
    # nothing to keep: one gather of everything is cheapest
    ((("data", "model"),), (None,), (8,), ["all_gather"], 3 * 8),
])
def test_multi_axis_reshard_takes_the_cheapest_sequence(src, dst, shape, kinds, nbytes):
    g = sfc.trace(lambda x: (x * 2.0).with_sharding(Sharding.spec(*dst)), Spec(shape, "f32", Sharding.spec(*src)),
                  mesh=M22)
    prog = sfc.partition(g)
    assert _kinds(prog) == kinds
    assert explain_json(prog)["bytes_per_device_total"] == nbytes
    _check(g, prog)


def test_values_computed_from_constants_never_move():
    """A constant-only value (an iota, a broadcast constant and what is computed from them) wanted in
    another layout is recomputed whole and sliced on every device: no collective (moving it from
    (data, model) to model would be a permute and an all-gather)."""
    def fn(x):
        c = (sfc.iota((16, 8), 0, "f32") * 2.0).with_sharding(Sharding.spec(("data", "model")))
        return sfc.tanh(c) + x
    g = sfc.trace(fn, Spec((16, 8), "f32", Sharding.spec("model")), mesh=M22)
    prog = sfc.partition(g)
    assert prog.collectives == []
    assert prog.global_outputs[0][1] == Sharding.spec("model", None)
    _check(g, prog)


def test_user_priority_settles_conflicts():
    from shardflow.compiler.importer import import_module
    text = """
    sdy.mesh @mesh = <["x"=4]>
    func.func public @main(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
      %0 = sdy.sharding_constraint %a <@mesh, [{"x"}PA, {}]> : tensor<8x8xf32>
      %1 = sdy.sharding_constraint %b <@mesh, [{}, {"x"}PB]> : tensor<8x8xf32>
      %2 = stablehlo.add %0, %1 : tensor<8x8xf32>
      return %2 : tensor<8x8xf32>
    }"""
    for pa, pb, want in (("p1", "p0", Sharding.spec(None, "x")), ("p0", "p1", Sharding.spec("x"))):
        g = import_module(text.replace("PA", pa).replace("PB", pb))
        sfc.propagate(g)
        assert g.outputs[0].sharding == want


def test_reshape_with_only_the_minor_factor_split():
    """(12,) -> (6, 2) with dim 1 split: the minor factor alone cannot be expressed on the operand,
    so the reshape runs whole and the split is a free local slice."""
    g = sfc.trace(lambda x: sfc.exp(x.reshape(6, 2)).with_sharding(Sharding.split(1)), Spec((12,)),
                  mesh=Mesh.of({"x": 2}))
    prog = sfc.partition(g)
    assert prog.collectives == []
    _check(g, prog)
