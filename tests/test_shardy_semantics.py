"""Shardy-style modules as Shardy's own tests write them: several meshes, sdy.constant,
sdy.data_flow_edge, open dimensions of user shardings, and empty tensors."""
import os

import numpy as np
import pytest

from iree_run import run_on_iree
from shardflow.compiler.importer import StableHLOImportError, import_module, import_module_info
from shardflow.compiler.passes.partition import partition
from shardflow.compiler.passes.propagate import propagate
from shardflow.compiler.simulator import simulate

LIT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lit", "shardy_semantics.mlir")


def _layouts(graph):
    propagate(graph)
    return {i: v.sharding.dims for i, v in enumerate(graph.inputs)}, [v.sharding.dims for v in graph.outputs]


def test_open_dim_of_a_user_sharding_is_extended_and_closed_one_is_not():
    g = import_module(open(LIT).read())
    ins, outs = _layouts(g)
    assert ins == {0: (("a", "c"), ("b",)), 1: (("a", "c"), ()), 2: ((), ())}
    assert outs == [(("a", "c"), ("b",))]
    assert g.inputs[0].sharding.open_dims == {0}  # still open: printed {"a", "c", ?}


def test_closed_user_sharding_is_never_extended():
    text = open(LIT).read().replace('[{"a", ?}, {"b"}]', '[{"a"}, {"b"}]')
    g = import_module(text)
    ins, _ = _layouts(g)
    assert ins[0] == (("a",), ("b",))


def test_replicated_axis_is_not_added_to_an_open_dim():
    text = open(LIT).read().replace('[{"a", ?}, {"b"}]>', '[{"a", ?}, {"b"}], replicated={"c"}>')
    g = import_module(text)
    ins, _ = _layouts(g)
    assert ins[0] == (("a",), ("b",))


def test_module_runs_on_eight_devices_and_matches_numpy():
    g = import_module(open(LIT).read())
    rng = np.random.default_rng(0)
    xs = [rng.standard_normal((8, 8)).astype(np.float32) for _ in range(3)]
    want = (xs[0] + 1.0) * xs[1] - xs[2]
    got, = run_on_iree(g, xs)
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)


def test_data_flow_edge_sharding_is_a_hint_for_the_value_it_marks():
    text = """
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8x4xf32>
  %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{"b", ?}, {?}]> : tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}"""
    g = import_module(text)
    ins, outs = _layouts(g)
    assert ins[0] == (("b",), ()) and outs == [(("b",), ())]


def test_shardings_on_two_different_meshes_are_a_clear_error():
    text = """
sdy.mesh @mesh_a_3 = <["a"=3]>
sdy.mesh @mesh_a_6 = <["a"=6]>
func.func @main(%arg0: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh_a_3, [{"a"}]>},
                %arg1: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh_a_6, [{"a"}]>}) -> tensor<6xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<6xf32>
  return %0 : tensor<6xf32>
}"""
    with pytest.raises(StableHLOImportError, match=r"shardings use several different meshes "
                                                   r"\(@mesh_a_3 = .*@mesh_a_6 = .*one mesh"):
        import_module(text)


def test_reshape_of_an_empty_tensor_propagates_and_partitions():
    text = """
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x0xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<0x4xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<8x0xf32>) -> tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}"""
    g = import_module(text)
    _, outs = _layouts(g)
    assert outs == [((), ())]
    got = simulate(partition(g), [np.zeros((8, 0), np.float32)])
    assert got[0].shape == (0, 4)


def test_sharding_group_members_end_with_one_layout():
    text = """
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>},
                %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = stablehlo.exponential %arg1 : tensor<8x8xf32>
  sdy.sharding_group %0 group_id=3 : tensor<8x8xf32>
  sdy.sharding_group %1 group_id=3 : tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}"""
    g = import_module(text)
    ins, outs = _layouts(g)
    assert outs == [(("a",), ("b",)), (("a",), ("b",))]
    assert ins[1] == (("a",), ("b",))  # and backwards from the group into %arg1
    got = simulate(partition(g), [np.ones((8, 8), np.float32), np.zeros((8, 8), np.float32)])
    np.testing.assert_array_equal(got[0], -np.ones((8, 8), np.float32))
    np.testing.assert_array_equal(got[1], np.ones((8, 8), np.float32))


def test_sharding_group_of_different_shapes_is_a_clear_error():
    text = """
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<8x8xf32> {
  sdy.sharding_group %arg0 group_id=0 : tensor<8x8xf32>
  sdy.sharding_group %arg1 group_id=0 : tensor<4x8xf32>
  return %arg0 : tensor<8x8xf32>
}"""
    with pytest.raises(StableHLOImportError, match=r"sharding_group 0 ties a tensor<4x8> to a tensor<8x8>"):
        import_module(text)


def test_sharding_group_of_differently_sharded_members_reshards_at_open_constraints():
    text = """
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>}) -> tensor<8x8xf32> {
  sdy.sharding_group %arg0 group_id=4 : tensor<8x8xf32>
  sdy.sharding_group %arg1 group_id=4 : tensor<8x8xf32>
  %0 = stablehlo.subtract %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""
    g = import_module(text)
    conflicts = propagate(g)
    assert [str(c) for c in conflicts][:1] == [
        'sharding_group 0 of argument arg0: its members are sharded differently ([{"a"}, {}] vs [{"b"}, {}]); '
        'each member got an open sharding constraint, so that the group ends with one layout and the reshards '
        'happen there']
    constraints = [op for op in g.ops if op.kind == "reshard"]
    assert [op.operands[0] for op in constraints] == [g.inputs[1], g.inputs[0]]  # each right after its member
    a, b = (op.result for op in constraints[::-1])
    assert g.sharding_groups == {0: [a, b]}
    assert a.sharding.dims == b.sharding.dims != ((), ())  # one layout, split
    assert g.ops[-1].operands == [a, b]  # later uses read the constraints
    x, y = np.arange(64, dtype=np.float32).reshape(8, 8), np.full((8, 8), 3, np.float32)
    got = simulate(partition(g), [x, y])
    np.testing.assert_array_equal(got[0], x - y)


def test_gspmd_shard_as_is_a_sharding_group():
    # jax.experimental.shard_alike exported without Shardy
    text = """
module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"},
                         %arg1: tensor<8x16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    %0 = stablehlo.sine %arg0 : tensor<8x16xf32>
    %1 = stablehlo.cosine %arg1 : tensor<8x16xf32>
    %2 = stablehlo.custom_call @Sharding(%0) {backend_config = "", has_side_effect = true, mhlo.sharding = "{unknown shard_as 0}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = stablehlo.custom_call @Sharding(%1) {backend_config = "", has_side_effect = true, mhlo.sharding = "{unknown shard_like 0}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %2, %3 : tensor<8x16xf32>, tensor<8x16xf32>
  }
}"""
    g = import_module(text)
    assert list(g.sharding_groups.values()) == [[g.ops[0].result, g.ops[1].result]]
    _, outs = _layouts(g)
    assert outs[0] == outs[1] != ((), ())
    x, y = np.linspace(-2, 2, 128, dtype=np.float32).reshape(8, 16), np.ones((8, 16), np.float32)
    got = simulate(partition(g), [x, y])
    np.testing.assert_allclose(got[0], np.sin(x), rtol=1e-6)
    np.testing.assert_allclose(got[1], np.cos(y), rtol=1e-6)


def test_sharding_group_across_a_manual_computation_edge_is_a_clear_error():
    text = """
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  sdy.sharding_group %arg0 group_id=0 : tensor<8x8xf32>
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    sdy.sharding_group %arg1 group_id=0 : tensor<8x8xf32>
    sdy.return %arg1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""
    with pytest.raises(StableHLOImportError, match=r":6:5: sdy.sharding_group 0 ties values inside a "
                                                  r"sdy.manual_computation body to values outside it"):
        import_module(text)


def test_constraint_nothing_reads_still_constrains_its_value():
    text = """
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8x4xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"b"}, {"a"}]> : tensor<8x4xf32>
  %2 = stablehlo.exponential %0 : tensor<8x4xf32>
  return %2 : tensor<8x4xf32>
}"""
    g = import_module(text)
    ins, outs = _layouts(g)
    assert ins[0] == (("b",), ("a",)) and outs == [(("b",), ("a",))]
    x = np.linspace(-1, 1, 32, dtype=np.float32).reshape(8, 4)
    got, = simulate(partition(g), [x])
    np.testing.assert_allclose(got, np.exp(-x), rtol=1e-6)


def test_dead_constraint_of_a_value_another_constraint_names_otherwise_is_not_its_layout():
    # as in Shardy: neither constraint becomes the value's layout (apply-sharding-constraints);
    # compiling drops the dead one, printing keeps it for propagation (the pipeline's end drops it)
    text = """
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8x4xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}, {}]> : tensor<8x4xf32>
  %2 = sdy.sharding_constraint %0 <@mesh, [{"b"}, {}]> : tensor<8x4xf32>
  %3 = stablehlo.exponential %2 : tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}"""
    printed, _ = import_module_info(text, keep_unused=True)
    assert not printed.ops[0].result.fixed
    assert [op.attrs["sharding"].dims for op in printed.ops if op.kind == "reshard"] == [(("a",), ()), (("b",), ())]
    g = import_module(text)
    assert [op.attrs["sharding"].dims for op in g.ops if op.kind == "reshard"] == [(("b",), ())]
    ins, outs = _layouts(g)
    assert ins[0] == (("b",), ()) and outs == [(("b",), ())]
    x = np.linspace(-1, 1, 32, dtype=np.float32).reshape(8, 4)
    got, = simulate(partition(g), [x])
    np.testing.assert_allclose(got, np.exp(-x), rtol=1e-6)


BARRIER = """
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>})
    -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"b", ?}]>}) {
  %0 = stablehlo.negate %arg0 : tensor<8x4xf32>
  %1 = sdy.propagation_barrier %0 allowed_direction=DIRECTION : tensor<8x4xf32>
  %2 = stablehlo.exponential %1 : tensor<8x4xf32>
  return %2 : tensor<8x4xf32>
}"""


@pytest.mark.parametrize("direction, arg, out", [
    ("BOTH", (("a",), ("b",)), (("a",), ("b",))),
    ("FORWARD", (("a",), ()), (("a",), ("b",))),   # "a" flows down, "b" cannot flow up
    ("BACKWARD", (("a",), ("b",)), ((), ("b",))),  # "b" flows up, "a" cannot flow down
    ("NONE", (("a",), ()), ((), ("b",))),
])
def test_propagation_barrier_lets_layouts_through_one_way(direction, arg, out):
    g = import_module(BARRIER.replace("DIRECTION", direction))
    ins, outs = _layouts(g)
    assert ins[0] == arg and outs == [out]
    x = np.linspace(-1, 1, 32, dtype=np.float32).reshape(8, 4)
    got, = simulate(partition(g), [x])  # the barrier is now a reshard between its two sides
    np.testing.assert_allclose(got, np.exp(-x), rtol=1e-6)


def test_propagation_barrier_without_a_direction_is_a_clear_error():
    text = BARRIER.replace("sdy.propagation_barrier %0 allowed_direction=DIRECTION : tensor<8x4xf32>",
                           '"sdy.propagation_barrier"(%0) : (tensor<8x4xf32>) -> tensor<8x4xf32>')
    with pytest.raises(StableHLOImportError, match="needs allowed_direction=BOTH, FORWARD, BACKWARD or NONE"):
        import_module(text)


SUB_AXES = os.path.join(os.path.dirname(LIT), "sub_axes_shardy.mlir")


def test_sub_axes_refine_the_mesh_and_run_on_eight_devices():
    g = import_module(open(SUB_AXES).read())
    assert g.mesh.axes == (("a:(1)2", 2), ("a:(2)2", 2), ("b", 2)) and str(g.mesh) == '<["a"=4, "b"=2]>'
    assert g.inputs[0].sharding.dims == (("a:(1)2",), ("a:(2)2", "b"))
    assert g.inputs[1].sharding.dims == (("a:(1)2", "a:(2)2", "b"), ())
    # device d holds row block d // 4 (the major half of "a") and column block d % 4 of %arg0
    x = np.arange(16, dtype=np.float32).reshape(4, 4)
    y = np.linspace(-1, 1, 16, dtype=np.float32).reshape(8, 2)
    got = run_on_iree(g, [x, y])
    np.testing.assert_array_equal(got[0], -x)
    np.testing.assert_array_equal(got[1], np.abs(y))


def test_sub_axis_that_does_not_fit_its_axis_is_a_clear_error():
    text = open(SUB_AXES).read().replace('{"a":(1)2}, {"a":(2)2, "b"}', '{"a":(1)3}, {"b"}')
    with pytest.raises(StableHLOImportError, match=r'sub-axis "a":\(1\)3 does not fit axis "a" of size 4'):
        import_module(text)


CONST_WEIGHTS = """
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<32x16xf32> {
  %i = stablehlo.iota dim = 0 : tensor<8x32xf32>
  %j = stablehlo.iota dim = 1 : tensor<8x32xf32>
  %c = stablehlo.constant dense<3.200000e+01> : tensor<8x32xf32>
  %s = stablehlo.constant dense<1.000000e-02> : tensor<8x32xf32>
  %0 = stablehlo.multiply %i, %c : tensor<8x32xf32>
  %1 = stablehlo.add %0, %j : tensor<8x32xf32>
  %w = stablehlo.multiply %1, %s : tensor<8x32xf32>
  %r = stablehlo.dot_general %w, %x, contracting_dims = [0] x [0] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
  return %r : tensor<32x16xf32>
}"""


def test_constant_table_contracted_on_its_first_dim_compiles_and_runs():
    """jax.image.resize's shape: weights computed from iotas are folded into one literal on import
    (not compute for propagation to split), contracted on dim 0 against a split input. JAX's own
    resize (tests/data/jax/resize_prod.*) also checks that the pieces stay unpinned literals."""
    g = import_module(CONST_WEIGHTS)
    assert [op.kind for op in g.ops] == ["constant", "dot_general"]
    x = np.linspace(-1, 1, 128, dtype=np.float32).reshape(8, 16)
    w = ((np.arange(8)[:, None] * 32 + np.arange(32)[None, :]) * 0.01).astype(np.float32)
    got, = run_on_iree(g, [x])
    np.testing.assert_allclose(got, w.T @ x, rtol=1e-5, atol=1e-5)


RESHAPE_SPLIT = """
sdy.mesh @mesh = <["x"=4]>
func.func @main(%arg0: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<2x4xf32>, tensor<2x8x4xf32>) {
  %0 = stablehlo.reshape %arg0 : (tensor<16x4xf32>) -> tensor<2x8x4xf32>
  %1 = stablehlo.tanh %0 : tensor<2x8x4xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  return %2, %0 : tensor<2x4xf32>, tensor<2x8x4xf32>
}"""


def test_reshape_that_splits_an_axis_over_two_dims_carries_it_as_sub_axes():
    # 16 -> 2x8 with x=4: Shardy carries x as "x":(1)2 on the 2 and "x":(2)2 on the 8, so the
    # reshape moves nothing (before: replicated, an all-gather of the input)
    g = import_module(RESHAPE_SPLIT)
    assert g.mesh.axes == (("x:(1)2", 2), ("x:(2)2", 2))
    _, outs = _layouts(g)
    assert outs == [(("x:(1)2",), ()), (("x:(1)2",), ("x:(2)2",), ())]
    prog = partition(g)
    assert [(c.kind, tuple(c.axes)) for c in prog.collectives] == [("all_reduce", ("x:(2)2",))]
    x = np.linspace(-2, 2, 64, dtype=np.float32).reshape(16, 4)
    want = [np.tanh(x.reshape(2, 8, 4)).sum(1), x.reshape(2, 8, 4)]
    for got in (simulate(prog, [x]), run_on_iree(g, [x])):
        for a, b in zip(got, want, strict=True):
            np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)


def test_sub_axes_with_a_given_mesh():
    # a mesh given to the importer (shardflow --mesh) is cut where the module's is: by the
    # reshape's factors, or by the sub-axes the module names
    from shardflow.runtime.mesh import Mesh
    written = open(os.path.join(os.path.dirname(LIT), "sub_axes_shardy.mlir")).read()
    for text, given in ((RESHAPE_SPLIT, Mesh((("x", 4),))), (written, Mesh((("a", 4), ("b", 2))))):
        assert import_module(text, mesh=given).mesh == import_module(text).mesh != given


def test_open_dim_is_never_extended_by_an_axis_the_sharding_leaves_unreduced():
    text = """
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}, %arg1: tensor<8x16xf32>)
    -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"b"}]>}) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]
    {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}], unreduced={"b"}>]>} : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.add %0, %0 : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}"""
    g = import_module(text)
    propagate(g)
    dot = g.ops[0].result
    assert (dot.sharding.dims, dot.sharding.partial) == ((("a",), ()), ("b",))
    x, w = np.linspace(-1, 1, 64, dtype=np.float32).reshape(8, 8), np.linspace(0, 2, 128, dtype=np.float32).reshape(8, 16)
    got, = simulate(partition(g), [x, w])
    np.testing.assert_allclose(got, 2 * x @ w, rtol=1e-5)


def test_sharding_group_without_a_group_id_is_a_clear_error():
    text = """
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  "sdy.sharding_group"(%arg0) : (tensor<8xf32>) -> ()
  return %arg0 : tensor<8xf32>
}"""
    with pytest.raises(StableHLOImportError, match=r":4:3: sdy.sharding_group needs one operand and an integer group_id"):
        import_module(text)


@pytest.mark.parametrize("op, attrs, message", [
    ("sdy.sharding_constraint", "", r":5:8: sdy.sharding_constraint needs one operand and a sharding"),
    ("sdy.reshard", "", r":5:8: sdy.reshard needs one operand and a sharding"),
    ("sdy.sharding_constraint", "{sharding = 3 : i64}", r":5:8: expected a Shardy attribute .*, got 3 : i64"),
    ("sdy.data_flow_edge", "{sharding = 3 : i64}", r":5:8: expected a Shardy attribute .*, got 3 : i64"),
])
def test_malformed_sdy_ops_are_clear_errors(op, attrs, message):
    text = f"""
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {{
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  %1 = "{op}"(%0) {attrs} : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}}"""
    with pytest.raises(StableHLOImportError, match=message):
        import_module(text)


@pytest.mark.parametrize("rule, message", [
    ("([i])->([i]) {i=8}", r"it gives 1 operand list\(s\); the op has 2 operand\(s\)"),
    ("([i], [i])->([i, j]) {i=8}", r"result 0 has 2 dimensions in the rule and 1 in its type tensor<8>"),
    ("([i], [x])->([i]) {i=8}", r"operand 1 dimension 0 is 'x'; name factors declared in \{...\}"),
    ("([i], [i])->([i]) {i=4}", r"operand 0 dimension 0 has size 8, but its factors i multiply to 4"),
    ("([i], [i])->([i]) {i=8, j=1}", r"factor j is declared but no dimension uses it"),
    ("([i], [i])->([i]) {i=8} sharded={i}", r"unknown factor kind 'sharded'"),
    ("([i], [i])->([i]) {i=8} reduction={k}", r"reduction names factor k, which is not declared"),
    ("([i], [i])->([i]) {i=8, i=8}", r"bad factor size 'i=8'; each factor once"),
    ("([i] [i]) {i=8}", r"cannot read it; write it as Shardy prints one"),
])
def test_malformed_sharding_rule_of_a_printed_call_is_a_clear_error(rule, message):
    text = f"""
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {{
  %0 = stablehlo.custom_call @k(%arg0, %arg0) {{sdy.sharding_rule = #sdy.op_sharding_rule<{rule}>}} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}}"""
    with pytest.raises(StableHLOImportError, match=r":4:8: custom_call @k: sharding rule .*: " + message):
        import_module_info(text, print_only=True)



ALL_REDUCE = os.path.join(os.path.dirname(LIT), "propagate_unreduced_all_reduce.mlir")


def test_printed_all_reduces_read_back_and_run_on_eight_devices():
    """What `--propagate` prints for unreduced values (sdy.all_reduce, tests/lit) compiles and runs
    as the module it came from: each output against NumPy, before and after printing."""
    from shardflow.compiler.cli.opt import _parser, run
    printed = run(_parser().parse_args([ALL_REDUCE, "--propagate"]))
    assert printed.count("sdy.all_reduce") == 5
    rng = np.random.default_rng(0)
    a = rng.standard_normal((8, 8)).astype(np.float32)
    b = rng.standard_normal((8, 16)).astype(np.float32)
    d = a @ b
    for text in (open(ALL_REDUCE).read(), printed):
        got = run_on_iree(import_module(text), [a, b])
        for x, want in zip(got, [d * d, -d, -d], strict=True):
            np.testing.assert_allclose(x, want, rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize("op, message", [
    ('sdy.all_reduce {"b"} %arg0 : tensor<8x8xf32>', r"expected 'out_sharding='"),
    ('sdy.all_reduce %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>', r"expected the reduction axes"),
    ('sdy.all_reduce {"z"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>',
     r'reduces over axis "z", which the mesh .* does not have'),
    ('sdy.all_reduce {"a"} %arg0 out_sharding=<@mesh, [{"a"}, {}]> : tensor<8x8xf32>',
     r'reduces over axis "a", which its out_sharding splits a dimension over'),
    ('sdy.all_reduce {"b", "b"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>', r"names a reduction axis twice"),
    ('sdy.all_reduce {b} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>', r"cannot parse Shardy axis list"),
])
def test_malformed_all_reduce_is_a_clear_error(op, message):
    text = f"""
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = {op}
  return %0 : tensor<8x8xf32>
}}"""
    with pytest.raises(StableHLOImportError, match=message):
        import_module_info(text, print_only=True)
