"""The StableHLO importer: JAX exports (tests/data/jax), round trips, numerics, errors."""
import io
import os

import ml_dtypes
import numpy as np
import pytest

from shardflow.compiler import Sharding, evaluate
from shardflow.compiler.emit.stablehlo import emit_module
from shardflow.compiler.importer import StableHLOImportError, import_module, import_module_info
from shardflow.compiler.importer.sdy_syntax import SdySyntaxError, to_generic
from shardflow.runtime import dtypes
from shardflow.runtime.mesh import Mesh

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "jax")
JAX_FILES = sorted(f for f in os.listdir(DATA) if f.endswith(".mlir"))
MLP_FILES = [f for f in JAX_FILES if f.startswith("mlp_")]


def read(name):
    with open(os.path.join(DATA, name)) as f:
        return f.read()


def platform(name) -> dict:
    """A module jax.export wrote for several platforms runs one of them (data/jax/make_export.py)."""
    return {"platform_index": 0} if name.startswith("export_platforms.") else {}


def load(name, **kw):
    return import_module(read(name), source_name=name, **platform(name), **kw)


def reshards(graph):
    return [op.attrs["sharding"] for op in graph.ops if op.kind == "reshard"]


def random_inputs(graph, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for v in graph.inputs:
        if v.dtype == "i1":
            out.append(rng.integers(0, 2, v.shape).astype(bool))
        elif v.dtype in dtypes.SIGNED:
            out.append(rng.integers(-5, 5, v.shape).astype(dtypes.to_numpy(v.dtype)))
        elif v.dtype in dtypes.UNSIGNED:  # random bits: the whole range
            out.append(rng.integers(0, 2 ** 63, v.shape, dtype=np.uint64).astype(dtypes.to_numpy(v.dtype)))
        else:
            np_dtype = dtypes.to_numpy(v.dtype)
            out.append(rng.standard_normal(v.shape).astype(np.float32).astype(np_dtype))
    return out


def same(a, b):
    a, b = np.asarray(a), np.asarray(b)
    return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()  # bit-exact, NaNs too


# -- JAX exports -------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", JAX_FILES)
def test_jax_module_imports(name):
    graph, info = import_module_info(read(name), source_name=name, **platform(name))
    graph.verify()
    want = "gspmd" if ".gspmd." in name else None
    if ".shardy." in name:
        want = "shardy" if "sdy." in read(name) else None
    assert info.annotation == want
    assert not any(op.kind == "call" for op in graph.ops)
    assert all(op.loc and op.loc.startswith((name, "make_modules.py")) for op in graph.ops)


def test_megatron_1d_shardings():
    for name, axis in (("mlp_1d.shardy.mlir", "model"), ("mlp_1d.gspmd.mlir", "axis_0")):
        g = load(name)
        assert g.mesh == Mesh.of({axis: 4})
        assert [v.sharding for v in g.inputs] == [Sharding.replicated(), Sharding.spec(None, axis),
                                                  Sharding.spec(axis, None)]
        assert all(v.fixed for v in g.inputs)
        assert g.output_shardings == [Sharding.replicated()]
        assert [op.kind for op in g.ops] == ["dot_general", "constant", "broadcast_in_dim", "maximum",
                                             "dot_general"]  # @relu inlined


def test_megatron_2d_shardings_and_gspmd_mesh_override():
    sdy = load("mlp_2d.shardy.mlir")
    gspmd = load("mlp_2d.gspmd.mlir", mesh=Mesh.of({"data": 2, "model": 4}))
    for g in (sdy, gspmd):
        assert g.mesh == Mesh.of({"data": 2, "model": 4})
        assert [v.sharding for v in g.inputs] == [Sharding.spec("data"), Sharding.spec(None, "model"),
                                                  Sharding.spec("model", None)]
        assert g.output_shardings == [Sharding.spec("data", None)]
    inferred = load("mlp_2d.gspmd.mlir")
    assert inferred.mesh == Mesh.of({"axis_0": 2, "axis_1": 4})


def test_constraint_mid_graph_and_open_arguments():
    for name, axes in (("mlp_wsc.shardy.mlir", ("data", "model")), ("mlp_wsc.gspmd.mlir", ("axis_0", "axis_1"))):
        g = load(name)
        # unannotated arguments are open: propagation decides (JAX semantics), not replicated
        assert all(v.sharding is None and not v.fixed for v in g.inputs)
        assert g.output_shardings == [None]
        (op,) = [op for op in g.ops if op.kind == "reshard"]
        assert op.attrs["sharding"] == Sharding.spec(*axes)
        assert op.result.fixed and op.result.sharding == op.attrs["sharding"]
        assert op.operands[0].producer.kind == "maximum"


def test_open_dimension():
    for name in ("open_dim.shardy.mlir", "open_dim.gspmd.mlir"):
        (s,) = reshards(load(name))
        assert s.dims[0] == (("data",) if "shardy" in name else ("axis_0",))
        assert s.open_dims == frozenset({1})


def test_unreduced_constraint_is_a_partial_reshard():
    partial, full = reshards(load("unreduced.shardy.mlir"))
    assert partial == Sharding.spec("data", None, partial="model")
    assert full == Sharding.spec("data", None)


def test_sharding_group_and_barriers_leave_values_alone():
    g = load("shard_alike.shardy.mlir")
    assert [op.kind for op in g.ops] == ["tanh", "exponential", "constant", "broadcast_in_dim", "add", "add"]


def test_debug_locations_are_kept():
    g = load("debuginfo.shardy.mlir")
    assert [op.loc for op in g.ops] == ["make_modules.py:73:20", "make_modules.py:73:11", "make_modules.py:73:11"]


# -- round trips -------------------------------------------------------------------------------------

def _summary(g):
    return ([v.sharding for v in g.inputs], list(g.output_shardings), reshards(g),
            [s.open_dims if s else None for s in [v.sharding for v in g.inputs] + reshards(g)])


@pytest.mark.parametrize("name", [f for f in JAX_FILES if "mlp" in f or "open_dim" in f or "unreduced" in f
                                  or "calls" in f])
@pytest.mark.parametrize("form", ["shardy", "gspmd"])
def test_reemit_and_reimport_keeps_shardings(name, form):
    g = load(name)
    text = emit_module(g, annotate=form)
    again = import_module(text, mesh=g.mesh if form == "gspmd" else None)
    assert again.mesh == g.mesh
    want, got = _summary(g), _summary(again)
    assert got[:3] == want[:3]
    # open dims survive both forms (GSPMD: backend_config = "unspecified_dims=[...]" on the constraints)
    assert got[3] == want[3]
    # the program is the same: evaluate both
    xs = random_inputs(g)
    for a, b in zip(evaluate(g, xs), evaluate(again, xs), strict=True):
        assert same(a, b)


@pytest.mark.parametrize("name", JAX_FILES)
def test_reemit_plain_evaluates_the_same(name):
    g = load(name)
    again = import_module(emit_module(g))
    xs = random_inputs(g, seed=1)
    for a, b in zip(evaluate(g, xs), evaluate(again, xs), strict=True):
        assert same(a, b)


# -- numerics ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", MLP_FILES)
def test_mlp_matches_numpy(name):
    g = load(name)
    x, w1, w2 = random_inputs(g, seed=2)
    (y,) = evaluate(g, [x, w1, w2])
    np.testing.assert_allclose(y, np.maximum(x @ w1, 0) @ w2, rtol=1e-5, atol=1e-5)


def test_reductions_and_misc_match_numpy():
    g = load("reduce_ops.shardy.mlir")
    (x,) = random_inputs(g, seed=3)
    got = evaluate(g, [x])
    for a, b in zip(got, [x.sum(1), x.max(0), x.min(), x.mean(0)], strict=True):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)
    g = load("misc.shardy.mlir")
    x, y, i = random_inputs(g, seed=4)
    b, d, e, f, gg, anyp, allp = evaluate(g, [x, y, i])
    np.testing.assert_allclose(b, np.concatenate([x, y], 1)[:, 2:10:2])
    c = np.where(x > y, np.exp(x), np.log(np.abs(y) + 1))
    np.testing.assert_allclose(d, c.T.reshape(4, 32), rtol=1e-5)
    sig = 1 / (1 + np.exp(-x))
    np.testing.assert_allclose(e, sig ** 2 - np.sqrt(np.abs(x)) * np.sqrt(np.abs(y) + 1), rtol=1e-4, atol=1e-5)
    np.testing.assert_array_equal(f, np.arange(16, dtype=np.int32)[None, :] + i)
    np.testing.assert_array_equal(gg, np.minimum(x, -y).astype(ml_dtypes.bfloat16).astype(np.float32))
    np.testing.assert_array_equal(anyp, (x > 0).any(1))
    np.testing.assert_array_equal(allp, (x > 0).all())


def test_bf16_dot_with_f32_result_and_constants():
    g = load("consts.shardy.mlir")
    (x,) = random_inputs(g, seed=5)
    y, h, sel, ints = evaluate(g, [x])
    c = np.array([[1.5, -2.25, 3.0, 1e-3]], dtype=ml_dtypes.bfloat16)
    assert y.dtype == np.float32
    np.testing.assert_allclose(y, x.astype(np.float32) @ c.T.astype(np.float32), rtol=1e-6)
    hc = np.array([0.1, 0.2, 65504.0, -0.0], dtype=np.float16)
    np.testing.assert_array_equal(h, (x.astype(np.float32).astype(np.float16).astype(np.float32)
                                      * hc.astype(np.float32)).astype(np.float16))
    np.testing.assert_array_equal(sel, np.where([[True, False, True, True]], x, ml_dtypes.bfloat16(0)))
    np.testing.assert_array_equal(ints, np.array([7, -3, 2 ** 40], dtype=np.int64))


CONSTS = """module {
  func.func @main() -> (tensor<3xbf16>, tensor<2xbf16>, tensor<2x2xbf16>, tensor<3xf16>, tensor<2x2xi1>,
                        tensor<i1>, tensor<2xi64>, tensor<2xf32>, tensor<3xf32>, tensor<2xbf16>) {
    %0 = stablehlo.constant dense<[0x7FC0, 0xFF80, 3.389530e+38]> : tensor<3xbf16>
    %1 = stablehlo.constant dense<"0x803FC0BF"> : tensor<2xbf16>
    %2 = stablehlo.constant dense<-1.250000e+00> : tensor<2x2xbf16>
    %3 = stablehlo.constant dense<[0.1, 65504.0, -0.0]> : tensor<3xf16>
    %4 = stablehlo.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
    %5 = stablehlo.constant dense<true> : tensor<i1>
    %6 = stablehlo.constant dense<[-9223372036854775808, 1099511627776]> : tensor<2xi64>
    %7 = stablehlo.constant dense<"0x0000803F00000040"> : tensor<2xf32>
    %8 = stablehlo.constant dense<[0.1, 0x7FC00001, 0xFF800000]> : tensor<3xf32>
    %9 = stablehlo.constant dense<"0x0040"> : tensor<2xbf16>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<3xbf16>, tensor<2xbf16>, tensor<2x2xbf16>, tensor<3xf16>,
      tensor<2x2xi1>, tensor<i1>, tensor<2xi64>, tensor<2xf32>, tensor<3xf32>, tensor<2xbf16>
  }
}"""


def test_constants_are_exact():
    bf = ml_dtypes.bfloat16
    g = import_module(CONSTS)
    got = [op.attrs["value"] for op in g.ops]
    want = [np.array([0x7FC0, 0xFF80, 0x7F7F], np.uint16).view(bf), np.array([1.0, -1.5], bf),
            np.full((2, 2), -1.25, bf), np.array([0.1, 65504.0, -0.0], np.float16),
            np.array([[True, False], [False, True]]), np.array(True),
            np.array([-2 ** 63, 2 ** 40], np.int64), np.array([1.0, 2.0], np.float32),
            np.array([0x3DCCCCCD, 0x7FC00001, 0xFF800000], np.uint32).view(np.float32), np.full(2, 2.0, bf)]
    for a, b in zip(got, want, strict=True):
        assert a.dtype == b.dtype and a.shape == b.shape
        assert a.tobytes() == b.tobytes(), (a, b)
    # and they print back to the same values
    again = import_module(emit_module(g))
    for a, b in zip([op.attrs["value"] for op in again.ops], got, strict=True):
        assert same(a, b)


def test_transposing_broadcast_and_dot():
    text = """module {
      func.func @main(%x: tensor<2x3xf32>, %m: tensor<3x4xf32>, %v: tensor<3xf32>) -> (tensor<4x3x2xf32>, tensor<2x4xf32>, tensor<f32>) {
        %0 = stablehlo.broadcast_in_dim %x, dims = [2, 1] : (tensor<2x3xf32>) -> tensor<4x3x2xf32>
        %1 = stablehlo.dot %x, %m : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
        %2 = stablehlo.dot %v, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
        return %0, %1, %2 : tensor<4x3x2xf32>, tensor<2x4xf32>, tensor<f32>
      }
    }"""
    g = import_module(text)
    x, m, v = random_inputs(g, seed=6)
    b, d, s = evaluate(g, [x, m, v])
    np.testing.assert_array_equal(b, np.broadcast_to(x.T[None], (4, 3, 2)))
    np.testing.assert_allclose(d, x @ m, rtol=1e-6)
    np.testing.assert_allclose(s, v @ v, rtol=1e-6)


def test_reduce_with_non_identity_init():
    text = """module {
      func.func @main(%x: tensor<4x5xf32>, %init: tensor<f32>, %b: tensor<4x5xi1>) -> (tensor<4xf32>, tensor<5xf32>, tensor<4xi1>) {
        %c = stablehlo.constant dense<1.500000e+00> : tensor<f32>
        %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
        %1 = stablehlo.reduce(%x init: %init) applies stablehlo.minimum across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
        %t = stablehlo.constant dense<true> : tensor<i1>
        %2 = stablehlo.reduce(%b init: %t) applies stablehlo.or across dimensions = [1] : (tensor<4x5xi1>, tensor<i1>) -> tensor<4xi1>
        return %0, %1, %2 : tensor<4xf32>, tensor<5xf32>, tensor<4xi1>
      }
    }"""
    g = import_module(text)
    x = np.random.default_rng(7).standard_normal((4, 5)).astype(np.float32)
    b = np.zeros((4, 5), bool)
    s, mn, anyb = evaluate(g, [x, np.array(-0.25, np.float32), b])
    np.testing.assert_allclose(s, x.sum(1) + 1.5, rtol=1e-6)
    np.testing.assert_array_equal(mn, np.minimum(x.min(0), -0.25))
    np.testing.assert_array_equal(anyb, np.ones(4, bool))  # init true ORs in


# -- annotations -------------------------------------------------------------------------------------

HINTS = """module @m attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.add %a, %b {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<8x8xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"y"}]> : tensor<8x8xf32>
    %2 = sdy.propagation_barrier %1 allowed_direction=NONE : tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
}"""


def test_fixed_and_hinted_shardings():
    g = import_module(HINTS)
    a, b = g.inputs
    assert a.sharding == Sharding.spec("x", None) and a.fixed
    assert b.sharding is None and not b.fixed
    add, reshard, barrier = g.ops
    assert add.result.sharding == Sharding.spec("x", "y") and add.result.fixed  # Shardy's: the user's
    assert reshard.result.sharding == Sharding.spec(None, "y") and reshard.result.fixed
    assert barrier.kind == "propagation_barrier" and barrier.attrs == {"allowed_direction": "NONE"}
    assert g.outputs == [barrier.result]


def test_gspmd_op_hint_and_inline_sdy_mesh():
    text = """module attributes {mhlo.num_partitions = 2 : i32} {
      func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
        %0 = stablehlo.tanh %a {mhlo.sharding = "{devices=[2]<=[2]}"} : tensor<4xf32>
        return %0 : tensor<4xf32>
      }
    }"""
    g = import_module(text)
    assert g.mesh == Mesh.of({"axis_0": 2}) and g.ops[0].result.sharding == Sharding.spec("axis_0")
    inline = """module {
      func.func @main(%a: tensor<4xf32> {sdy.sharding = #sdy.sharding<mesh<["z"=2]>, [{"z"}]>}) -> tensor<4xf32> {
        return %a : tensor<4xf32>
      }
    }"""
    g = import_module(inline)
    assert g.mesh == Mesh.of({"z": 2}) and g.inputs[0].sharding == Sharding.spec("z")


def test_user_mesh_for_plain_module():
    text = "module { func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> { return %a : tensor<4xf32> } }"
    assert import_module(text).mesh is None
    g = import_module(text, mesh=Mesh.of({"d": 4}))
    assert g.mesh == Mesh.of({"d": 4}) and g.inputs[0].sharding is None


# -- the sdy rewriter ----------------------------------------------------------------------------------

def test_to_generic_rewrites_only_sdy_ops_and_keeps_lines():
    text = """module {
  sdy.mesh @mesh = <["x"=2]> {extra = "sdy.mesh @no = <>"}
  // sdy.sharding_constraint in a comment stays
  func.func @main(%a: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
    %0 = sdy.sharding_constraint %a <@mesh, [{?}]> : tensor<4xf32>
    sdy.sharding_group %0 group_id=7 : tensor<4xf32>
    %1 = sdy.reshard %0 <@mesh, [{}]> : tensor<4xf32>
    %2 = sdy.propagation_barrier %1 allowed_direction=FORWARD : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}"""
    out = to_generic(text)
    assert out.count("\n") == text.count("\n")
    lines = out.splitlines()
    assert lines[1] == ('  "sdy.mesh"() {mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh", extra = "sdy.mesh @no = <>"}'
                        ' : () -> ()')
    assert lines[2] == text.splitlines()[2] and lines[3] == text.splitlines()[3]
    assert lines[4] == ('    %0 = "sdy.sharding_constraint"(%a) {sharding = #sdy.sharding<@mesh, [{?}]>} : '
                        '(tensor<4xf32>) -> tensor<4xf32>')
    assert lines[5] == '    "sdy.sharding_group"(%0) {group_id = 7 : i64} : (tensor<4xf32>) -> ()'
    assert '"sdy.reshard"(%0) {sharding = #sdy.sharding<@mesh, [{}]>}' in lines[6]
    assert '"sdy.propagation_barrier"(%1) {allowed_direction = "FORWARD"}' in lines[7]
    assert import_module(text).inputs[0].sharding == Sharding.spec("x")


def test_to_generic_moves_properties_of_generic_sdy_ops():
    text = '"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "m"}> {a = 1 : i64} : () -> ()'
    assert to_generic(text) == '"sdy.mesh"() {mesh = #sdy.mesh<["x"=2]>, sym_name = "m", a = 1 : i64} : () -> ()'


@pytest.mark.parametrize("text, message", [
    ("  %1 = sdy.all_gather [{}, {\"y\"}] %0 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>",
     "f.mlir:1:8: unsupported op 'sdy.all_gather'"),
    ("%1 = sdy.sharding_constraint %0 : tensor<8xf32>", "f.mlir:1:33: cannot read 'sdy.sharding_constraint': "
                                                       "expected a sharding"),
    ("%1 = sdy.sharding_constraint %0 <@mesh, [{}] : tensor<8xf32>", "is never closed"),
    ("\n\n  %0 = sdy.named_computation<\"f\">(%a) (%b: tensor<f32>) {}", "f.mlir:3:8: unsupported op "
                                                                       "'sdy.named_computation'"),
])
def test_to_generic_errors(text, message):
    with pytest.raises(SdySyntaxError) as e:
        to_generic(text, "f.mlir")
    assert message in str(e.value)


# -- errors ------------------------------------------------------------------------------------------

def expect_error(text, *fragments, **kw):
    with pytest.raises(StableHLOImportError) as e:
        import_module(text, source_name="in.mlir", **kw)
    for f in fragments:
        assert f in str(e.value), str(e.value)
    return str(e.value)


# a while loop whose trip count is not static (`lax.fori_loop(0, n, ...)` with a traced n): a loop
DYNAMIC_WHILE = """module @dyn {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%i = %c, %n = %arg1, %v = %arg0) : tensor<i32>, tensor<i32>, tensor<4xf32>
    cond {
      %1 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %i, %c_1 : tensor<i32>
      %2 = stablehlo.tanh %v : tensor<4xf32>
      stablehlo.return %1, %n, %2 : tensor<i32>, tensor<i32>, tensor<4xf32>
    }
    return %0#2 : tensor<4xf32>
  }
}
"""


def test_while_without_a_static_trip_count_stays_a_loop():
    g = import_module(DYNAMIC_WHILE, source_name="w.mlir")
    (loop,) = [op for op in g.ops if op.kind == "while"]
    assert loop.loc == "w.mlir:4:12" and loop.attrs["carried"] == 2
    x = np.linspace(-1, 1, 4, dtype=np.float32)
    np.testing.assert_allclose(evaluate(g, [x, np.int32(2)])[0], np.tanh(np.tanh(x)), rtol=1e-6)


def test_jax_while_loop_is_unrolled():
    g = load("while.shardy.mlir")
    assert [op.kind for op in g.ops] == ["constant", "broadcast_in_dim", "multiply"] * 3
    x = np.arange(4, dtype=np.float32)
    np.testing.assert_array_equal(evaluate(g, [x])[0], 8 * x)


def test_parse_error_carries_mlir_diagnostics():
    msg = expect_error("module {\n  func.func @main() {\n    %0 = stablehlo.tanh %x : tensor<f32>\n  }\n}",
                       "cannot parse the module", "in.mlir:3:25: error: use of undeclared SSA value name")
    assert "Traceback" not in msg


def _one_op(body, args="%a: tensor<4xf32>", ret="tensor<4xf32>", attrs=""):
    return f"module {attrs}{{\n  func.func @main({args}) -> {ret} {{\n{body}\n  }}\n}}"


@pytest.mark.parametrize("text, fragments", [
    (_one_op("    %0 = stablehlo.custom_call @foo(%a) : (tensor<4xf32>) -> tensor<4xf32>\n    return %0 : tensor<4xf32>"),
     ["in.mlir:3:10: unsupported custom_call @foo"]),
    (_one_op("    return %a : tensor<4xf8E4M3FNUZ>", "%a: tensor<4xf8E4M3FNUZ>", "tensor<4xf8E4M3FNUZ>"),
     ["in.mlir:2:3: unsupported element type f8E4M3FNUZ"]),
    (_one_op("    return %a : tensor<?xf32>", "%a: tensor<?xf32>", "tensor<?xf32>"),
     ["unsupported dynamic shape tensor<?xf32>"]),
    (_one_op("    %0 = stablehlo.gather %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
             "    return %0 : tensor<4xf32>"), ["cannot parse the module"]),
    (_one_op('    %c = stablehlo.constant dense<0> : tensor<i32>\n'
             '    %0 = stablehlo.reduce(%a init: %c) applies stablehlo.xor across dimensions = [0] : '
             '(tensor<4xi32>, tensor<i32>) -> tensor<i32>\n    return %0 : tensor<i32>', "%a: tensor<4xi32>",
             ret="tensor<i32>"),
     ["in.mlir:4:", "unsupported stablehlo.reduce body (starting with stablehlo.xor)"]),
    (_one_op('    %c = stablehlo.constant dense<0> : tensor<i32>\n'
             '    %0 = stablehlo.reduce(%a init: %c) applies stablehlo.or across dimensions = [0] : '
             '(tensor<4xi32>, tensor<i32>) -> tensor<i32>\n    return %0 : tensor<i32>', "%a: tensor<4xi32>",
             "tensor<i32>"), ["unsupported bitwise reduction (stablehlo.or) over i32"]),
    ("module {\n func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = call @f(%a) : (tensor<4xf32>) -> "
     "tensor<4xf32>\n  return %0 : tensor<4xf32>\n }\n func.func private @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
     "  %0 = call @f(%a) : (tensor<4xf32>) -> tensor<4xf32>\n  return %0 : tensor<4xf32>\n }\n}",
     ["in.mlir:7:8: recursive call to @f"]),
    ("module {\n func.func @a() { return }\n func.func @b() { return }\n}",
     ["cannot find the entry function", "['@a', '@b']"]),
    (_one_op("    return %a : tensor<4xf32>", '%a: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}',
             attrs='attributes {mhlo.num_partitions = 2 : i32} '),
     ["in.mlir:2:3: sharding refers to an unknown mesh @mesh"]),
    (_one_op("    return %a : tensor<4xf32>", '%a: tensor<4xf32> {mhlo.sharding = "{devices=[3]<=[3]}"}',
             attrs='attributes {mhlo.num_partitions = 2 : i32} '),
     ["cannot infer the device mesh"]),
    (_one_op("    return %a : tensor<4xf32>", '%a: tensor<4xf32> {mhlo.sharding = "{maximal device=0}"}',
             attrs='attributes {mhlo.num_partitions = 2 : i32} '),
     ["in.mlir:2:3:"]),
])
def test_import_errors(text, fragments):
    expect_error(text, *fragments)


def test_mesh_errors():
    two = ('module {\n  sdy.mesh @a = <["x"=2]>\n  sdy.mesh @b = <["y"=2]>\n'
           '  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> { return %a : tensor<4xf32> }\n}')
    expect_error(two, "in.mlir: the module declares several different meshes (@a = <[\"x\"=2]>, @b = <[\"y\"=2]>)")
    same_twice = two.replace('["y"=2]', '["x"=2]')
    assert import_module(same_twice).mesh == Mesh.of({"x": 2})  # two names for one mesh are fine
    expect_error(read("mlp_1d.shardy.mlir"), "given mesh <[\"model\"=2]> has 2 devices but the module is annotated "
                                             "for 4", mesh=Mesh.of({"model": 2}))
    expect_error(read("mlp_1d.shardy.mlir"), "unknown mesh axis 'model'", mesh=Mesh.of({"data": 4}))
    mixed = _one_op("    return %a : tensor<4xf32>",
                    '%a: tensor<4xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2]>, [{}]>}',
                    ret='(tensor<4xf32> {mhlo.sharding = "{replicated}"})')
    expect_error(mixed, "mixes Shardy (sdy) and GSPMD (mhlo.sharding)")


def test_errors_are_shardflow_errors():
    from shardflow.runtime.errors import ShardflowError
    assert issubclass(StableHLOImportError, ShardflowError)


# -- the command line ----------------------------------------------------------------------------------

def test_cli_errors_are_one_line(capsys, tmp_path):
    from shardflow.compiler.cli.opt import main
    (tmp_path / "w.mlir").write_text(DYNAMIC_WHILE.replace("%2 = stablehlo.tanh %v : tensor<4xf32>",
                                                          '%2 = stablehlo.custom_call @my_kernel(%v) : '
                                                          '(tensor<4xf32>) -> tensor<4xf32>'))
    assert main([str(tmp_path / "w.mlir"), "--partition"]) == 1  # printing alone keeps the call
    err = capsys.readouterr().err
    assert err.startswith("shardflow-opt: error: ") and "w.mlir:11:12: unsupported custom_call @my_kernel" in err
    assert "Traceback" not in err and err.count("\n") == 1
    assert main([os.path.join(DATA, "no-such-file.mlir")]) == 1
    assert "cannot read" in capsys.readouterr().err


def test_cli_reads_stdin_and_writes_file(tmp_path, monkeypatch, capsys):
    from shardflow.compiler.cli.opt import main
    monkeypatch.setattr("sys.stdin", io.StringIO(read("mlp_1d.shardy.mlir")))
    out = tmp_path / "out.mlir"
    assert main(["-", "--emit=gspmd", "-o", str(out)]) == 0
    text = out.read_text()
    assert 'mhlo.sharding = "{devices=[1,4]<=[4]}"' in text
    assert main([str(out), "--mesh", "model=4", "--emit", "shardy"]) == 0
    assert '#sdy.sharding<@mesh, [{}, {"model"}]>' in capsys.readouterr().out


# a zero base or an identity init is told through the ops that keep a literal's elements (records'
# `value_view`: convert, broadcast_in_dim, reshape), so no extra add / combine is imported
ZERO_BASE_SCATTER = """
func.func @main(%i: tensor<2x1xi32>, %u: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %zf = stablehlo.convert %z : (tensor<i32>) -> tensor<f32>
  %t = stablehlo.broadcast_in_dim %zf, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
  %0 = "stablehlo.scatter"(%t, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}"""

IDENTITY_INIT_REDUCE = """
func.func @main(%x: tensor<4x3xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %init = stablehlo.reshape %c1 : (tensor<1xf32>) -> tensor<f32>
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [1]
      : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}"""


def test_zero_base_seen_through_convert_and_broadcast():
    g = import_module(ZERO_BASE_SCATTER)
    assert [op.kind for op in g.ops] == ["scatter_add"]
    i, u = np.array([[3], [1]], np.int32), np.arange(6, dtype=np.float32).reshape(2, 3)
    want = np.zeros((4, 3), np.float32)
    want[[3, 1]] += u
    np.testing.assert_array_equal(evaluate(g, [i, u])[0], want)


def test_identity_init_seen_through_broadcast_and_reshape():
    g = import_module(IDENTITY_INIT_REDUCE)
    assert [(op.kind, op.attrs.get("reducer")) for op in g.ops] == [("reduce", "max")]
    x = np.random.default_rng(0).standard_normal((4, 3)).astype(np.float32)
    np.testing.assert_array_equal(evaluate(g, [x])[0], x.max(axis=1))


CONSTRAINED_BODIES = """
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<4x1xi32>, %arg2: tensor<4xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %z) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %c = sdy.sharding_constraint %a <@mesh, []> : tensor<f32>
    %s = stablehlo.add %c, %b : tensor<f32>
    %t = sdy.sharding_constraint %s <@mesh, []> : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }
  %1 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, unique_indices = true,
      scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0],
      scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>}> ({
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %p = sdy.sharding_constraint %u <@mesh, []> : tensor<f32>
    %q = sdy.sharding_constraint %v <@mesh, []> : tensor<f32>
    %r = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<4x8xf32>
  return %0, %1 : tensor<4xf32>, tensor<4x8xf32>
}
"""


def test_sharding_constraints_in_combiner_bodies_are_looked_through():
    """JAX and Shardy put sharding constraints on the scalars of reducer and scatter bodies; the
    body is still a plain add (reduce_sum and .at[].add), with the numbers of one."""
    g = import_module(CONSTRAINED_BODIES)
    rng = np.random.default_rng(0)
    x, idx, upd = rng.standard_normal((4, 8)).astype(np.float32), np.array([[3], [0], [7], [3]], np.int32), \
        rng.standard_normal(4).astype(np.float32)
    total, scattered = evaluate(g, [x, idx, upd])
    want = x.copy()
    want[np.arange(4), idx[:, 0]] += upd
    np.testing.assert_allclose(total, x.sum(axis=1), rtol=1e-6)
    np.testing.assert_allclose(scattered, want, rtol=1e-6)


VARIADIC_REDUCE = """
func.func @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %z = stablehlo.constant dense<1.0> : tensor<f32>
  %m = stablehlo.constant dense<-2147483648> : tensor<i32>
  %0:2 = stablehlo.reduce(%arg0 init: %z), (%arg1 init: %m) across dimensions = [1] :
      (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
    reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<i32>, %d: tensor<i32>) {
      %s = stablehlo.add %a, %b : tensor<f32>
      %t = stablehlo.maximum %d, %c : tensor<i32>
      stablehlo.return %s, %t : tensor<f32>, tensor<i32>
    }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}
"""


def test_variadic_reduce_of_independent_reductions_is_one_reduce_per_input():
    """A variadic reduce whose result k reduces only input k (jax.lax.reduce over a tuple) is
    imported as one reduce per input, init values folded in; a body that mixes inputs is refused."""
    g = import_module(VARIADIC_REDUCE)
    rng = np.random.default_rng(1)
    x, y = rng.standard_normal((4, 6)).astype(np.float32), rng.integers(-50, 50, (4, 6)).astype(np.int32)
    total, big = evaluate(g, [x, y])
    np.testing.assert_allclose(total, x.sum(axis=1) + 1.0, rtol=1e-6)
    np.testing.assert_array_equal(big, y.max(axis=1))
    mixed = VARIADIC_REDUCE.replace("%t = stablehlo.maximum %d, %c", "%t = stablehlo.maximum %d, %d")
    with pytest.raises(StableHLOImportError, match=r"variadic stablehlo.reduce with 2 inputs: .*each input on its own"):
        import_module(mixed)


REDUCE_INITS = """
func.func @main(%x: tensor<3x0xf32>, %y: tensor<3x4xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %one = stablehlo.constant dense<1.5> : tensor<f32>
  %m = stablehlo.constant dense<0.25> : tensor<f32>
  %0 = stablehlo.reduce(%y init: %one) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %1 = stablehlo.reduce(%y init: %m) applies stablehlo.maximum across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %2 = stablehlo.reduce(%x init: %one) applies stablehlo.add across dimensions = [1] : (tensor<3x0xf32>, tensor<f32>) -> tensor<3xf32>
  return %0, %1, %2 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}
"""


@pytest.mark.parametrize("printing", [False, True])
def test_reduce_with_an_init_value(printing):
    """A reduce's init value is folded in once, whether the import keeps it the reduce's own operand
    (printing: written back as read) or adds it after the reduce (compiling)."""
    g, _ = import_module_info(REDUCE_INITS, keep_unused=printing, print_only=printing)
    assert sum(len(op.operands) == 2 for op in g.ops if op.kind == "reduce") == (3 if printing else 0)
    y = np.arange(12, dtype=np.float32).reshape(3, 4) - 6
    got = evaluate(g, [np.zeros((3, 0), np.float32), y])
    for out, want in zip(got, [y.sum(1) + 1.5, np.maximum(y.max(1), 0.25), np.full(3, 1.5, np.float32)],
                         strict=True):
        np.testing.assert_allclose(out, want)


ARGMAX_NAN = """
sdy.mesh @mesh = <["model"=4]>
func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> tensor<8xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<8x16xi32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x16xf32>, tensor<8x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%i: tensor<i32>, %j: tensor<i32>)  {
    %2 = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.compare NE, %a, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.or %2, %3 : tensor<i1>
    %5 = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.compare LT, %i, %j, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %5, %6 : tensor<i1>
    %8 = stablehlo.or %4, %7 : tensor<i1>
    %9 = stablehlo.select %4, %a, %b : tensor<i1>, tensor<f32>
    %10 = stablehlo.select %8, %i, %j : tensor<i1>, tensor<i32>
    stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
  }
  return %1#1 : tensor<8xi32>
}
"""


def test_argmax_as_jax_writes_it_takes_the_first_nan():
    """JAX's argmax (a variadic reduce whose comparator counts a NaN as the largest) gives the
    index of a row's first NaN; the importer's max-then-first-index form gave INT_MAX there (a NaN
    equals nothing). Rows without NaN keep their first maximum; the reference and IREE agree."""
    x = np.random.default_rng(6).standard_normal((8, 16)).astype(np.float32)
    x[0, 5] = x[0, 9] = np.nan
    x[3, 15] = np.nan
    x[5, :] = 1.0   # ties: the first
    want = np.array([5 if r == 0 else 15 if r == 3 else 0 if r == 5 else int(np.argmax(x[r])) for r in range(8)])
    g = import_module(ARGMAX_NAN)
    np.testing.assert_array_equal(evaluate(g, [x])[0], want)
    from iree_run import run_on_iree
    np.testing.assert_array_equal(run_on_iree(g, [x])[0], want)


COMPOSITE = """func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.composite "my.scaled_tanh" %x {composite_attributes = {scale = 2.0 : f32}, decomposition = @DECOMP, version = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func private @my.scaled_tanh.impl(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<4x8xf32>
  %0 = stablehlo.tanh %x : tensor<4x8xf32>
  %1 = stablehlo.multiply %0, %c : tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
"""


def test_a_composite_is_its_decomposition_and_prints_as_read():
    """stablehlo.composite (jax.export writes chlo.top_k, chlo.ragged_dot, ... so): compiled as its
    decomposition function; printed as written, with that function."""
    text = COMPOSITE.replace("DECOMP", "my.scaled_tanh.impl")
    x = np.linspace(-2, 2, 32, dtype=np.float32).reshape(4, 8)
    (y,) = evaluate(import_module(text), [x])
    np.testing.assert_allclose(y, 2 * np.tanh(x), rtol=1e-6)
    printed, _ = import_module_info(text, keep_unused=True, print_only=True)
    out = emit_module(printed)
    assert ('stablehlo.composite "my.scaled_tanh" %arg0 {composite_attributes = {scale = 2.000000e+00 : f32}, '
            'decomposition = @my.scaled_tanh.impl, version = 1 : i32}') in out
    assert "func.func private @my.scaled_tanh.impl" in out
    (again,) = evaluate(import_module(out), [x])
    np.testing.assert_array_equal(again, y)
    with pytest.raises(StableHLOImportError, match=r"m\.mlir:2:\d+: error: 'nope' does not reference a valid function"):
        import_module(COMPOSITE.replace("DECOMP", "nope"), source_name="m.mlir")


def test_a_debug_print_is_left_out_and_a_callback_with_results_refused():
    """jax.debug.print / debug.callback (a host callback returning nothing): left out with a warning,
    the results unchanged; pure_callback (it returns values) cannot be computed outside JAX."""
    from shardflow.compiler.importer.stablehlo import DroppedCallbackWarning
    text = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tanh %x : tensor<4xf32>
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%0 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  stablehlo.custom_call @xla_ffi_python_cpu_callback(%s) {has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}} : (tensor<f32>) -> ()
  return %0 : tensor<4xf32>
}
"""
    x = np.linspace(-1, 1, 4, dtype=np.float32)
    with pytest.warns(DroppedCallbackWarning, match=r"m\.mlir:5:\d+: left out custom_call @xla_ffi_python_cpu_callback"):
        g = import_module(text, source_name="m.mlir")
    np.testing.assert_allclose(evaluate(g, [x])[0], np.tanh(x), rtol=1e-6)
    returning = text.replace("(%s) {has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}} : (tensor<f32>) -> ()",
                             "(%s) {has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}} : (tensor<f32>) -> tensor<f32>")
    returning = returning.replace("  stablehlo.custom_call", "  %r = stablehlo.custom_call")
    with pytest.raises(StableHLOImportError, match=r"m\.mlir:5:\d+: custom_call @xla_ffi_python_cpu_callback is a "
                                                   r"Python host callback .* returning 1 value"):
        import_module(returning, source_name="m.mlir")
