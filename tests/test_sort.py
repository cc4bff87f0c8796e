"""sort, argsort and top_k: the reference against orders written out by Python's own sorted(),
comparator regions as JAX writes them recognized on import (and others refused with their
location), the sharding rule (the sorted dim gathered, the others passing through) on several
meshes in the SPMD simulator, and the vjps against finite differences. IREE runs them in
test_jax_interop (tests/data/jax/make_sort_scatter.py's modules)."""
from __future__ import annotations

import functools
import math
import re
import struct

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, OpError, Sharding, Spec
from shardflow.compiler.emit.stablehlo import emit_module
from shardflow.compiler.importer import StableHLOImportError, import_module
from shardflow.compiler.simulator import simulate

RNG = np.random.default_rng(11)
S = Sharding.spec
SPECIAL = np.array([0x80000000, 0, 0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000], np.uint32).view(np.float32)


def with_specials(shape):
    x = RNG.standard_normal(shape).astype(np.float32)
    flat = x.reshape(-1)
    flat[:6] = SPECIAL
    flat[6:10] = 1.5   # ties
    return x


# -- the orders, written out with Python's sorted() -----------------------------------------------------
def numeric(v: float):
    """JAX's comparator: -0 == +0, every NaN equal and after +inf."""
    return (1, 0.0) if math.isnan(v) else (0, v + 0.0)


def total(v: float):
    """TOTALORDER: the IEEE total order of the bits (-NaN < -inf < -0 < +0 < +inf < +NaN)."""
    b = struct.unpack("<i", struct.pack("<f", v))[0]
    return b ^ 0x7FFFFFFF if b < 0 else b


def spec_sort(xs, dim, keys):
    """Every 1-D slice along `dim` sorted stably by `keys` (operand, direction, order)."""
    xs = [np.moveaxis(np.asarray(x), dim, -1) for x in xs]
    perm = np.zeros(xs[0].shape, np.int64)
    for idx in np.ndindex(*xs[0].shape[:-1]):
        def key(i):
            out = []
            for k, direction, order in keys:
                v = xs[k][idx][i].item()
                kv = v if not isinstance(v, float) else (numeric(v) if order == "numeric" else total(v))
                if direction == "desc":
                    kv = tuple(-a for a in kv) if isinstance(kv, tuple) else -kv
                out.append(kv)
            return out
        perm[idx] = sorted(range(xs[0].shape[-1]), key=key)
    return np.moveaxis(perm, -1, dim)


@pytest.mark.parametrize("dim, keys", [(1, ((0, "asc", "numeric"),)), (0, ((0, "desc", "numeric"),)),
                                       (1, ((0, "asc", "total"),)), (1, ((0, "desc", "total"),)),
                                       (1, ((1, "asc", "numeric"), (0, "desc", "numeric")))])
def test_reference_orders_like_sorted(dim, keys):
    x = with_specials((5, 12))
    k = RNG.integers(0, 3, (5, 12)).astype(np.int32)
    g = sfc.trace(lambda x, k: sfc.sort([x, k, sfc.iota(x.shape, dim, "i32")], dim, keys=keys),
                  Spec(x.shape), Spec(k.shape, "i32"))
    sx, sk, perm = sfc.evaluate(g, [x, k])
    want = spec_sort([x, k], dim, keys)
    np.testing.assert_array_equal(perm, want)
    np.testing.assert_array_equal(sx.view(np.uint32), np.take_along_axis(x, want, dim).view(np.uint32))
    np.testing.assert_array_equal(sk, np.take_along_axis(k, want, dim))


def test_builder_sort_argsort_top_k_match_numpy():
    x = RNG.standard_normal((4, 9)).astype(np.float32)
    x[0, :3] = [2.0, 2.0, 2.0]
    g = sfc.trace(lambda x: [sfc.sort(x), sfc.sort(x, axis=0, descending=True), sfc.argsort(x),
                             sfc.argsort(x, descending=True), *sfc.top_k(x, 4)], Spec(x.shape))
    s, sd, a, ad, v, i = sfc.evaluate(g, [x])
    np.testing.assert_array_equal(s, np.sort(x, -1))
    np.testing.assert_array_equal(sd, -np.sort(-x, 0))
    np.testing.assert_array_equal(a, np.argsort(x, -1, kind="stable"))
    np.testing.assert_array_equal(ad, np.argsort(-x, -1, kind="stable"))
    np.testing.assert_array_equal(i, np.argsort(-x, -1, kind="stable")[:, :4])
    np.testing.assert_array_equal(v, np.take_along_axis(x, i, -1))
    assert a.dtype == np.int32 and i.dtype == np.int32


def test_top_k_ranks_in_total_order():
    x = np.array([[1.0, -0.0, 0.0, np.nan, -np.nan, np.inf, -np.inf, 1.0]], np.float32)
    x[0, 4] = np.array([0xFFC00000], np.uint32).view(np.float32)[0]
    g = sfc.trace(lambda x: list(sfc.top_k(x, 8)), Spec(x.shape))
    _, i = sfc.evaluate(g, [x])
    assert i.tolist() == [[3, 5, 0, 7, 2, 1, 6, 4]]  # +NaN, inf, 1, 1 (lower index first), +0, -0, -inf, -NaN


def test_shape_errors():
    with pytest.raises(OpError, match="one shape"):
        sfc.trace(lambda a, b: sfc.sort([a, b]), Spec((2, 3)), Spec((3, 2)))
    with pytest.raises(OpError, match="num_keys=3"):
        sfc.trace(lambda a, b: sfc.sort([a, b], num_keys=3), Spec((2, 3)), Spec((2, 3)))
    with pytest.raises(OpError, match="k=5"):
        sfc.trace(lambda a: sfc.top_k(a, 5), Spec((2, 3)))


# -- import -----------------------------------------------------------------------------------------------
HEAD = "module {\n  func.func @main(%x: tensor<3x4xf32>, %y: tensor<3x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>) {\n"


def sort_module(region: str, dim: int = 1, second: str = "i32") -> str:
    t = f"tensor<3x4x{second}>"
    return (HEAD.replace("tensor<3x4xi32>", t) +
            f'    %0:2 = "stablehlo.sort"(%x, %y) <{{dimension = {dim} : i64, is_stable = true}}> ({{\n'
            f"    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<{second}>, %d: tensor<{second}>):\n" + region +
            f"    }}) : (tensor<3x4xf32>, {t}) -> (tensor<3x4xf32>, {t})\n"
            f"    return %0#0, %0#1 : tensor<3x4xf32>, {t}\n  }}\n}}\n")


def test_import_reads_lexicographic_comparators():
    two_keys = ("      %1 = stablehlo.compare LT, %d, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
                "      %2 = stablehlo.compare GT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
                "      %3 = stablehlo.compare EQ, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
                "      %4 = stablehlo.and %3, %1 : tensor<i1>\n      %5 = stablehlo.or %2, %4 : tensor<i1>\n"
                "      stablehlo.return %5 : tensor<i1>\n")
    g = import_module(sort_module(two_keys))
    assert [op.attrs["keys"] for op in g.ops] == [((0, "desc", "total"), (1, "desc", "numeric"))] * 2
    x = with_specials((3, 4))
    y = RNG.integers(0, 2, (3, 4)).astype(np.int32)
    sx, sy = sfc.evaluate(g, [x, y])
    want = spec_sort([x, y], 1, ((0, "desc", "total"), (1, "desc", "numeric")))
    np.testing.assert_array_equal(sy, np.take_along_axis(y, want, 1))
    again = import_module(emit_module(g))  # the emitted comparator reads back as the same order
    assert [op.attrs for op in again.ops] == [op.attrs for op in g.ops]


def test_a_comparator_reading_constants_made_around_the_sort():
    """jax.export's canonicalization moves a comparator's constants (the -0.0 / NaN canonicalization
    of a float or complex sort) out of its region, next to the function's alike ones."""
    text = """func.func @main(%x: tensor<3x5xcomplex<f32>>) -> tensor<3x5xcomplex<f32>> {
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
    %ar = stablehlo.real %a : (tensor<complex<f32>>) -> tensor<f32>
    %1 = stablehlo.compare EQ, %ar, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %zero, %ar : tensor<i1>, tensor<f32>
    %3 = stablehlo.compare NE, %ar, %ar, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %ak = stablehlo.select %3, %nan, %2 : tensor<i1>, tensor<f32>
    %ai = stablehlo.imag %a : (tensor<complex<f32>>) -> tensor<f32>
    %br = stablehlo.real %b : (tensor<complex<f32>>) -> tensor<f32>
    %4 = stablehlo.compare EQ, %br, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.select %4, %zero, %br : tensor<i1>, tensor<f32>
    %6 = stablehlo.compare NE, %br, %br, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %bk = stablehlo.select %6, %nan, %5 : tensor<i1>, tensor<f32>
    %bi = stablehlo.imag %b : (tensor<complex<f32>>) -> tensor<f32>
    %lt_i = stablehlo.compare LT, %ai, %bi, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt_r = stablehlo.compare LT, %ak, %bk, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq_r = stablehlo.compare EQ, %ak, %bk, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.and %eq_r, %lt_i : tensor<i1>
    %8 = stablehlo.or %lt_r, %7 : tensor<i1>
    stablehlo.return %8 : tensor<i1>
  }) : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
  return %0 : tensor<3x5xcomplex<f32>>
}
"""
    x = (RNG.integers(-2, 3, (3, 5)) + 1j * RNG.standard_normal((3, 5))).astype(np.complex64)
    (got,) = sfc.evaluate(import_module(text), [x])
    np.testing.assert_array_equal(got, np.sort(x, axis=1))   # NumPy: by real part, then imaginary
    # printed (shardflow-opt): the comparator written anew, on the parts; it reads back as the same sort
    from shardflow.compiler.importer import import_module_info
    printed, _ = import_module_info(text, keep_unused=True, print_only=True)
    (again,) = sfc.evaluate(import_module(emit_module(printed)), [x])
    np.testing.assert_array_equal(again, got)


@pytest.mark.parametrize("region, why", [
    ("      %1 = stablehlo.compare LE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
     "      stablehlo.return %1 : tensor<i1>\n", "compares with LE"),
    ("      %1 = stablehlo.compare LT, %a, %c, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
     "      stablehlo.return %1 : tensor<i1>\n", "two arguments of one operand"),
    ("      %e = stablehlo.exponential %a : tensor<f32>\n"
     "      %1 = stablehlo.compare LT, %e, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
     "      stablehlo.return %1 : tensor<i1>\n", "computed by stablehlo.exponential"),
])
def test_import_refuses_other_comparators_with_the_location(region, why):
    with pytest.raises(StableHLOImportError, match=rf"m\.mlir:\d+:\d+: unsupported stablehlo.sort comparator: .*{why}"):
        import_module(sort_module(region, second="f32"), source_name="m.mlir")


APPROX = """module {
  func.func private @cmp(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>) -> tensor<i1> {
    CMP
  }
  func.func @main(%x: tensor<3x8xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>) {
    %i = stablehlo.iota dim = 1 : tensor<3x8xi32>
    %f = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %m = stablehlo.constant dense<-1> : tensor<i32>
    %0:2 = stablehlo.custom_call @ApproxTopK(%x, %i, %f, %m) {called_computations = [@cmp],
      mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.95 : f32,
                             reduction_dim = DIM : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}}
      : (tensor<3x8xf32>, tensor<3x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
    return %0#0, %0#1 : tensor<3x2xf32>, tensor<3x2xi32>
  }
}
"""
GT = ("%0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
      "    stablehlo.return %0 : tensor<i1>")


def test_approx_top_k_is_an_exact_sort_cut_to_the_result():
    """jax.lax.approx_max_k's custom call, as XLA runs it on CPU: the comparator's order, ties by index."""
    x = RNG.standard_normal((3, 8)).astype(np.float32)
    x[0, :4] = 2.0
    v, i = sfc.evaluate(import_module(APPROX.replace("CMP", GT).replace("DIM", "1")), [x])
    want = np.argsort(-x, axis=1, kind="stable")[:, :2]
    np.testing.assert_array_equal(i, want)
    np.testing.assert_array_equal(v, np.take_along_axis(x, want, 1))


@pytest.mark.parametrize("cmp, dim, why", [
    (GT, "2", "reduction_dim 2 is not a dim of tensor<3x8xf32>"),
    ("%e = stablehlo.exponential %a : tensor<f32>\n" + GT.replace("%a", "%e"), "1",
     "unsupported @ApproxTopK comparator @cmp: a compared value is computed by stablehlo.exponential"),
    (GT, "1", "result 0 \\(tensor<4x2xf32>\\) is not a prefix of operand 0"),
])
def test_approx_top_k_refuses_what_it_cannot_read(cmp, dim, why):
    text = APPROX.replace("CMP", cmp).replace("DIM", dim)
    if "prefix" in why:
        text = text.replace("tensor<3x2x", "tensor<4x2x")
    with pytest.raises(StableHLOImportError, match=rf"m\.mlir:\d+:\d+: .*{why}"):
        import_module(text, source_name="m.mlir")


# -- sharding ----------------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=None)
def _mesh(devices: int) -> Mesh:
    return Mesh.of({"x": devices})


@pytest.mark.parametrize("devices", [2, 3, 4])
@pytest.mark.parametrize("spec", [S(None, "x"), S("x", None)])
def test_sharded_sort_argsort_top_k_match_the_reference(devices, spec):
    x = with_specials((12, 12))

    def f(x):
        return [sfc.sort(x, axis=1), sfc.argsort(x, axis=0, descending=True), *sfc.top_k(x, 3),
                sfc.sort([x, x * 2.0], axis=1)[1]]
    g = sfc.trace(f, Spec(x.shape, "f32", spec), mesh=_mesh(devices))
    prog = sfc.partition(g)
    for w, o in zip(sfc.evaluate(g, [x]), simulate(prog, [x]), strict=True):
        np.testing.assert_array_equal(np.asarray(o).view(np.uint32) if o.dtype == np.float32 else o,
                                      np.asarray(w).view(np.uint32) if w.dtype == np.float32 else w)


def test_unsorted_dim_passes_through_and_sorted_dim_is_gathered():
    x = RNG.standard_normal((8, 16)).astype(np.float32)
    g = sfc.trace(lambda x: sfc.sort(x, axis=1), Spec(x.shape, "f32", S("x", None)), mesh=_mesh(4))
    prog = sfc.partition(g)
    assert prog.collectives == [] and prog.replicated_fallbacks == []
    g = sfc.trace(lambda x: sfc.sort(x, axis=1), Spec(x.shape, "f32", S(None, "x")), mesh=_mesh(4))
    prog = sfc.partition(g)
    assert [c.kind for c in prog.collectives] == ["all_gather"]
    assert any("sort" in f for f in prog.replicated_fallbacks)
    np.testing.assert_array_equal(simulate(prog, [x])[0], np.sort(x, 1))


# -- gradients ---------------------------------------------------------------------------------------------
def _finite_difference(f, x, eps=1e-3):
    g = np.zeros_like(x, np.float64)
    for idx in np.ndindex(*x.shape):
        hi, lo = x.astype(np.float64), x.astype(np.float64)
        hi[idx] += eps
        lo[idx] -= eps
        g[idx] = (f(hi) - f(lo)) / (2 * eps)
    return g


def test_vjps_match_finite_differences():
    x = RNG.permutation(24).reshape(4, 6).astype(np.float32) * 0.25  # distinct: the order is locally fixed
    w = RNG.standard_normal((4, 6)).astype(np.float32)
    y = RNG.standard_normal((4, 6)).astype(np.float32)

    def loss(x):
        a = sfc.sort(x, axis=1) * sfc.constant(w)
        b = sfc.sort([x, x * sfc.constant(y)], axis=0)[1]
        v, _ = sfc.top_k(x, 2)
        return sfc.reduce_sum(a) + sfc.reduce_sum(b * b) + sfc.reduce_sum(v * v)
    g = sfc.trace(lambda x: sfc.grad(loss)(x), Spec(x.shape))
    got = sfc.evaluate(g, [x])[0]

    def numpy_loss(x):
        a = (np.sort(x, 1) * w).sum()
        order = np.argsort(x, 0, kind="stable")
        b = np.take_along_axis(x * y, order, 0)
        v = -np.sort(-x, 1)[:, :2]
        return a + (b * b).sum() + (v * v).sum()
    np.testing.assert_allclose(got, _finite_difference(numpy_loss, x), rtol=1e-4, atol=1e-4)


# -- a compare written with its compare_type: printed back, TOTALORDER honoured -----------------------
COMPARE_TYPED = """
module @typed attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}, %b: tensor<8xf32>) -> (tensor<8xi1>, tensor<8xi1>) {
    %0 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %1 = stablehlo.compare LT, %a, %b, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    return %0, %1 : tensor<8xi1>, tensor<8xi1>
  }
}
"""


def test_compare_type_prints_as_written_and_total_order_holds(tmp_path, capsys):
    from test_while import run_on_iree
    text = emit_module(import_module(COMPARE_TYPED), annotate="shardy")
    assert re.search(r"compare LT, \S+, \S+, TOTALORDER", text) and re.search(r"compare LT, \S+, \S+, FLOAT", text)
    a = np.array([0x80000000, 0, 0xFFC00000, 0x7FC00000, 0xFF800000, 0x3F800000, 0x7F800000, 0xBF800000],
                 np.uint32).view(np.float32)   # -0, +0, -NaN, +NaN, -inf, 1, +inf, -1
    b = a[[1, 0, 4, 6, 2, 3, 3, 0]]
    want_total = np.array([total(x) < total(y) for x, y in zip(a.tolist(), b.tolist(), strict=True)])
    want_float = a < b
    assert want_total.tolist() != want_float.tolist()   # the inputs tell the two orders apart
    got = sfc.evaluate(import_module(COMPARE_TYPED), [a, b])
    np.testing.assert_array_equal(got[0], want_total)
    np.testing.assert_array_equal(got[1], want_float)
    on_iree = run_on_iree(COMPARE_TYPED, [a, b], tmp_path, capsys)
    np.testing.assert_array_equal(on_iree[0], want_total)
    np.testing.assert_array_equal(on_iree[1], want_float)


ARGSORT_SPLIT = """
sdy.mesh @mesh = <["model"=4]>
func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> tensor<8x16xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<8x16xi32>
  %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>):
    %2 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  }) : (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
  return %1#1 : tensor<8x16xi32>
}
"""


def test_jax_argsort_of_a_split_dimension_runs_on_iree():
    """JAX's argsort sorts (values, iota): the iota is a constant each device sorts in place once
    the split dimension is gathered. iree-compile refused to write into the constant ("write
    affecting operations on global resources"); a constant operand of a sort now gets a buffer of
    its own (`writes_operands`)."""
    from shardflow.compiler.importer import import_module
    from iree_run import run_on_iree
    x = np.random.default_rng(8).standard_normal((8, 16)).astype(np.float32)
    g = import_module(ARGSORT_SPLIT)
    np.testing.assert_array_equal(run_on_iree(g, [x])[0], np.argsort(x, axis=1, kind="stable"))


@pytest.mark.parametrize("dtype", ["f16", "i32"])
def test_sorts_of_a_replicated_argument_split_on_output_run_on_iree(dtype):
    """Each device sorts its slice of a replicated argument (the result is split): iree-compile
    folded the slice into the argument and refused to sort in place there ("write affecting
    operations on global resources"); a sort's or top_k's operand now gets a copy of its own."""
    from iree_run import run_on_iree
    x = (RNG.standard_normal((2, 8, 5)) * 9).astype(np.float16 if dtype == "f16" else np.int32)
    g = sfc.trace(lambda a: [a - sfc.top_k(a, 5)[0], sfc.sort(a, axis=2)], Spec(x.shape, dtype), mesh=_mesh(2))
    g.output_shardings = [S(None, "x", None), S(None, "x", None)]
    for got, want in zip(run_on_iree(g, [x]), sfc.evaluate(g, [x]), strict=True):
        np.testing.assert_array_equal(got, want)


def test_one_value_given_as_two_operands_is_sorted_once_on_iree():
    """`lax.sort((x, x, y))`: IREE sorts its operands in place and refused one buffer written twice
    ("write affecting operations on global resources", on one device too; random program 150038
    on 8 devices): the value is sorted once and its result stands for both operands."""
    from iree_run import run_on_iree
    x = RNG.permutation(24).reshape(4, 6).astype(np.uint64)
    y = RNG.integers(-9, 9, (4, 6)).astype(np.int64)
    g = sfc.trace(lambda a, b: [sfc.sort([a, a, b], axis=1, output=k) for k in range(3)],
                  Spec(x.shape, "ui64", S("x")), Spec(y.shape, "i64", S("x")), mesh=_mesh(2))
    want = sfc.evaluate(g, [x, y])
    np.testing.assert_array_equal(want[1], np.sort(x, axis=1))
    for got, w in zip(run_on_iree(g, [x, y]), want, strict=True):
        np.testing.assert_array_equal(got, w)


def test_top_k_indices_of_a_resharded_value_on_six_devices():
    """Each device sorts (values, iota) in place: iree-compile 3.13 shared one iota constant among
    the devices and top_k's indices came out wrong (its values right); each device's iota is now a
    buffer of its own."""
    from iree_run import run_on_iree
    mesh = Mesh.of({"b": 3, "c": 2})
    x, y = (RNG.integers(-100, 100, (5, 6, 4)).astype(np.int8) for _ in range(2))
    g = sfc.trace(lambda a, b: [sfc.top_k(sfc.minimum(a, b).with_sharding(S("c", "b")), 1)[1],
                                sfc.argsort(sfc.maximum(a, b).with_sharding(S("c", "b")), axis=2)],
                  Spec(x.shape, "i8", S(None, "c")), Spec(y.shape, "i8", S("b", "c", None)), mesh=mesh)
    for got, want in zip(run_on_iree(g, [x, y]), sfc.evaluate(g, [x, y]), strict=True):
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("devices", [1, 2])
def test_bf16_sorts_keep_the_sign_of_nans_on_iree(devices):
    """IREE 3.13's CPU sort moved bf16 values through f32 and wrote a -NaN back as +NaN (sorted
    last in the total order, not first; a numeric sort changed its bits): bf16 operands are sorted
    as their bits (ops/sort.py), in both orders, as a key and as a value sorted along, and by top_k."""
    import ml_dtypes
    from iree_run import run_on_iree
    bits = np.array([0x3F80, 0x8000, 0x0000, 0xC000, 0xFFC0, 0x7FC0, 0xFF80, 0x40A0], np.uint16)
    x = np.stack([np.roll(bits, k) for k in range(2 * devices)]).view(ml_dtypes.bfloat16)
    g = sfc.trace(lambda a: [sfc.sort(a, axis=1, keys=((0, "asc", "total"),)),
                             sfc.sort(a, axis=1, keys=((0, "desc", "numeric"),)),
                             sfc.sort([-a, a], axis=1, keys=((0, "asc", "numeric"),), output=1),
                             *sfc.top_k(a, 8)],
                  Spec(x.shape, "bf16", S("x")), mesh=_mesh(devices))
    for got, want in zip(run_on_iree(g, [x]), sfc.evaluate(g, [x]), strict=True):
        assert got.dtype == want.dtype
        np.testing.assert_array_equal(got.view(np.uint16) if got.itemsize == 2 else got,
                                      want.view(np.uint16) if want.itemsize == 2 else want)


def test_top_k_values_and_indices_share_one_sort_per_device():
    """jax.lax.top_k's two results are two ops in shardflow's IR; lowered for several devices they
    are one sort per device (the lowering hands each op a copy of the operand to sort, and the
    values' sort was keyed by that copy's name, so each device sorted twice)."""
    from shardflow.compiler.driver import lower, partition, propagate

    def f(x, s):
        vals, idx = sfc.top_k(s, 4)
        return sfc.take(x, idx, axis=0), vals

    g = sfc.trace(f, Spec((8, 6), "f32", Sharding.split(1)), Spec((8,)), mesh=Mesh.of({"model": 2}))
    propagate(g)
    text, _ = lower(partition(g), g, "cpu", "multi-device", ("cpu",) * 2, ())
    assert len(re.findall(r"stablehlo\.sort", text)) == 2
    rng = np.random.default_rng(3)
    x, s = rng.standard_normal((8, 6)).astype(np.float32), rng.standard_normal(8).astype(np.float32)
    from iree_run import run_on_iree
    for got, want in zip(run_on_iree(g, [x, s]), sfc.evaluate(g, [x, s]), strict=True):
        np.testing.assert_array_equal(got, want)


def _top_k_chain(x, s, steps: int):
    """top_k, then a gather by its indices and the next scores from its values, `steps` times: each
    step's indices are an output, so a wrong permutation on any device shows."""
    outs = []
    for _ in range(steps):
        vals, idx = sfc.top_k(s, s.shape[0])
        x = sfc.take(x, idx, axis=0) * 0.5 + 1.0
        s = sfc.sin(vals * 3.0) + s * 0.1
        outs.append(sfc.convert(sfc.broadcast_in_dim(idx, x.shape, (0,)), "f32") + x * 0.0)
    return [x, *outs]


@pytest.mark.parametrize("devices", [2, 4])
def test_several_sorts_on_a_device_each_sort_their_own_iota_on_iree(devices):
    """Each device sorts (values, iota) for every top_k. IREE 3.13 moved one
    constant iota to a device and sorted that buffer in place for every sort there, so a device's
    second top_k returned the first one's permutation composed with its own (Hugging Face BART's
    beam search gave wrong tokens): the iota is now computed from the device's own data."""
    from iree_run import run_on_iree
    rng = np.random.default_rng(0)
    x = rng.standard_normal((8, 2 * devices)).astype(np.float32)
    s = rng.standard_normal(8).astype(np.float32)
    g = sfc.trace(lambda x, s: _top_k_chain(x, s, 3), Spec(x.shape, "f32", Sharding.split(1)), Spec(s.shape),
                  mesh=Mesh.of({"model": devices}))
    for got, want in zip(run_on_iree(g, [x, s]), sfc.evaluate(g, [x, s]), strict=True):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_top_k_in_a_loop_each_iteration_sorts_a_fresh_iota_on_iree():
    """Top-k sampling's step in a while loop on 4 devices, one row each: top_k, its values
    scattered into a row of -inf, the next scores from the filtered row. A constant iota per sort
    (even one of its own) was sorted in place by every iteration: the second step's indices on
    one device were the first step's permutation composed with its own. The scatter's -inf
    row, moved to each device once, was written by every iteration's scatter, and the devices
    raced on it (wrong in about one call of four): the program is called several times."""
    from shardflow.compiler.driver import compile_graph
    rows, vocab, k = 4, 64, 8

    def f(s, w):
        def step(i, state):
            s, acc = state
            vals, idx = sfc.top_k(s, k)
            offsets = sfc.broadcast_in_dim(sfc.iota((rows,), 0, "i32") * vocab, (rows, k), (0,))
            flat = sfc.reshape(idx + offsets, (rows * k, 1))
            base = sfc.broadcast_in_dim(sfc.constant(np.array(-np.inf, np.float32)), (rows * vocab,), ())
            kept = sfc.reshape(sfc.scatter(base, flat, sfc.reshape(vals, (rows * k,)), update_window_dims=(),
                                           inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,),
                                           index_vector_dim=1), (rows, vocab))
            acc = acc + sfc.reduce_max(kept + w, 1) * (sfc.convert(i, "f32") + 1.0)
            s = sfc.select(sfc.isfinite(kept), sfc.sin(s * 3.0) + w, w)
            return s, acc
        return sfc.fori_loop(0, 3, step, (s, sfc.reduce_max(s, 1) * 0.0), unroll=False)

    rng = np.random.default_rng(0)
    s, w = (rng.standard_normal((rows, vocab)).astype(np.float32) for _ in range(2))
    g = sfc.trace(f, Spec(s.shape, "f32", Sharding.split(0)), Spec(w.shape), mesh=Mesh.of({"model": rows}))
    assert any(op.kind == "while" for op in g.ops)
    want = sfc.evaluate(g, [s, w])
    compiled = compile_graph(g)
    try:
        for _ in range(12):
            for got, ref in zip(compiled(s, w), want, strict=True):
                np.testing.assert_allclose(np.asarray(got), ref, rtol=1e-5, atol=1e-5)
    finally:
        compiled.close()


@pytest.mark.parametrize("dtype", ["f64", "ui64"])
def test_64_bit_sorts_on_two_devices_on_iree(dtype):
    """64-bit sort operands keep their clone (`device_made` leaves them): made as their bits plus
    zero, iree-compile 3.13 ran out of memory on them."""
    from iree_run import run_on_iree
    rng = np.random.default_rng(5)
    x = rng.integers(0, 3, (4, 8)).astype(np.float64 if dtype == "f64" else np.uint64)
    idx = np.array([2, 0, 3, 1], np.int32)

    def f(a, idx):
        outs = []
        for _ in range(2):   # (two argsorts a device: what made the compile run out of memory)
            outs.append(sfc.argsort(a, axis=1))
            a = sfc.take(a, idx, axis=0)
        return outs
    g = sfc.trace(f, Spec(x.shape, dtype, S("x")), Spec(idx.shape, "i32"), mesh=_mesh(2))
    for got, want in zip(run_on_iree(g, [x, idx]), sfc.evaluate(g, [x, idx]), strict=True):
        np.testing.assert_array_equal(got, want)
