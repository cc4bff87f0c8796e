"""`x ** c` for a small constant c becomes multiplies/sqrt/... where the builder or the importer makes
the power (ops/elementwise.py `power_rewrite`): the numbers against NumPy's pow (bit for bit where
the rewrite is exact), the ops in the graph and the emitted StableHLO, gradients, and the 4-device
backward of a `(d) ** 2.0` loss compiling with IREE's data tiling (no CompileWarning)."""
import warnings

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.compiler.emit.stablehlo import emit_module
from shardflow.compiler.importer import import_module

EXACT = (0.0, 1.0, 2.0, -1.0, 0.5)          # bit-identical to a correctly rounded pow
ROUNDED = {3.0: 1.3, 4.0: 1.9, -0.5: 1.5}    # two roundings: max ulps from the exact power
SPECIAL = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 2.0, -2.0, 0.25, -0.25], np.float32)


def _values(n=2048, seed=0):
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal(n) * 10.0 ** rng.uniform(-6, 6, n)).astype(np.float32)
    return np.concatenate([SPECIAL, x])


def same_bits(got, want):
    """Equal bit patterns (so -0.0 differs from +0.0), any NaN equal to any NaN."""
    got, want = np.asarray(got), np.asarray(want)
    assert got.dtype == want.dtype and got.shape == want.shape
    nan = np.isnan(got)
    assert np.array_equal(nan, np.isnan(want)), "NaN in different places"
    bits = got.dtype.str[1:].replace("f", "u")
    bad = got[~nan].view(bits) != want[~nan].view(bits)
    assert not bad.any(), f"{bad.sum()} differ, e.g. {got[~nan][bad][:4]} vs {want[~nan][bad][:4]}"


def pow_ref(x, exponent):
    """The correctly rounded pow, with C's special values (pow(-0, 0.5) = +0, pow(-inf, 0.5) = +inf):
    computed in float64 with an array exponent, rounded once to x's dtype (innocuous for the exact
    cases: squares, reciprocals and square roots). NumPy's float32 pow is itself one ulp off in
    about 0.07% of elements, and np.power with a scalar 0.5 takes a sqrt shortcut (-0, NaN)."""
    x64 = np.asarray(x).astype(np.float64)
    with np.errstate(all="ignore"):
        return np.power(x64, np.full(x64.shape, exponent)).astype(np.asarray(x).dtype)


def within_ulps(got, exponent, x, ulps):
    """Within `ulps` of the exact power; special values (inf, NaN, zeros with their sign) as pow's."""
    with np.errstate(all="ignore"):
        exact = np.power(x.astype(np.float64), np.full(x.shape, exponent))
    want = pow_ref(x, exponent)
    finite = np.isfinite(want) & (want != 0)
    same_bits(got[~finite], want[~finite])
    err = np.abs(got[finite] - exact[finite]) / np.spacing(np.abs(want[finite])).astype(np.float64)
    assert err.max() <= ulps, f"{err.max()} ulp"


def kinds(graph):
    return {op.kind for op in graph.ops}


@pytest.mark.parametrize("exponent", EXACT + tuple(ROUNDED))
def test_float_constant_powers_are_rewritten(exponent):
    x = _values()
    g = sfc.trace(lambda a: a ** exponent, Spec(x.shape))
    assert "power" not in kinds(g)
    text = emit_module(g)
    assert "stablehlo.power" not in text
    if exponent in (2.0, 3.0, 4.0):
        assert "stablehlo.multiply" in text
    with np.errstate(all="ignore"):
        got = sfc.evaluate(g, [x])[0]
    want = pow_ref(x, exponent)
    if exponent in EXACT:
        same_bits(got, want)
    else:
        within_ulps(got, exponent, x, ROUNDED[exponent])


def test_emitted_ir_for_square_is_one_multiply():
    g = sfc.trace(lambda a: a ** 2.0, Spec((4, 8)))
    text = emit_module(g)
    assert [ln.split("=")[1].split()[0] for ln in text.splitlines() if " = stablehlo." in ln] == ["stablehlo.multiply"]
    assert "stablehlo.multiply %arg0, %arg0" in text


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_square_low_precision_is_exact(dtype):
    from shardflow.compiler import dtypes
    with np.errstate(over="ignore"):
        x = _values(512).astype(dtypes.to_numpy(dtype))
    g = sfc.trace(lambda a: a ** 2.0, Spec(x.shape, dtype))
    assert kinds(g) == {"multiply"}
    want = pow_ref(x, 2.0)
    same_bits(sfc.evaluate(g, [x])[0], want)


@pytest.mark.parametrize("dtype", ["i32", "i64", "ui32", "ui8"])
@pytest.mark.parametrize("exponent", [0, 1, 2, 3, 4])
def test_integer_powers_are_exact_products(dtype, exponent):
    from shardflow.compiler import dtypes
    np_dt = dtypes.to_numpy(dtype)
    info = np.iinfo(np_dt)
    x = np.random.default_rng(1).integers(max(info.min, -50000), min(info.max, 50000), 256, endpoint=True).astype(np_dt)
    x[:3] = [0, 1, info.max]
    g = sfc.trace(lambda a: a ** exponent, Spec(x.shape, dtype))
    assert "power" not in kinds(g)
    with np.errstate(over="ignore"):
        want = np.power(x, np_dt.type(exponent))  # wraps like the compiled code
    np.testing.assert_array_equal(sfc.evaluate(g, [x])[0], want)


@pytest.mark.parametrize("exponent", [2.5, -2.0, 5.0, np.nan, 1e-3])
def test_other_exponents_keep_the_power(exponent):
    g = sfc.trace(lambda a: a ** exponent, Spec((3,)))
    assert "power" in kinds(g)


def test_negative_integer_exponent_of_an_integer_keeps_the_power():
    g = sfc.trace(lambda a: a ** -1, Spec((3,), "i32"))
    assert "power" in kinds(g)


def test_exponent_as_splat_tensor_and_non_constant_exponent():
    def f(a, b):
        two = sfc.constant(np.full((2, 3), 2.0, np.float32))
        half = sfc.broadcast_to(sfc.constant(np.float32(0.5)), (2, 3))
        return a ** two, sfc.power(a, half), a ** b, a ** sfc.constant(np.array([[2.0, 3.0, 2.0]] * 2, np.float32))
    g = sfc.trace(f, Spec((2, 3)), Spec((2, 3)))
    users = [op for op in g.ops if op.kind == "power"]
    assert len(users) == 2  # the input exponent and the non-splat constant keep the power op
    x = np.array([[1.5, -2.0, 0.0], [3.0, -0.0, 7.0]], np.float32)
    y = np.full((2, 3), 2.0, np.float32)
    out = sfc.evaluate(g, [x, y])
    same_bits(out[0], x * x)
    same_bits(out[1], pow_ref(x, 0.5))


def test_reverse_power_with_constant_base_is_untouched():
    g = sfc.trace(lambda a: 2.0 ** a, Spec((3,)))
    assert "power" in kinds(g)


def test_gradients_see_the_rewritten_ops():
    x = np.array([0.5, 1.5, 3.0, 4.0], np.float32)
    g = sfc.trace(lambda a: sfc.grad(lambda t: sfc.reduce_sum(t ** 2.0 + t ** 3.0 + t ** 0.5 + t ** -1.0))(a),
                  Spec(x.shape))
    assert "power" not in kinds(g)
    got = sfc.evaluate(g, [x], float64=True)[0]
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(got, 2 * x64 + 3 * x64 ** 2 + 0.5 / np.sqrt(x64) - 1 / x64 ** 2, rtol=1e-6)


def test_gradient_of_a_kept_power_uses_a_constant_exponent():
    # d/dx x**2.5 = 2.5 * x**1.5: no `b - 1` tensor, and no gradient into the constant exponent
    x = np.array([0.5, 1.5, 3.0], np.float32)
    g = sfc.trace(lambda a: sfc.grad(lambda t: sfc.reduce_sum(t ** 2.5))(a), Spec(x.shape))
    assert "subtract" not in kinds(g) and "log" not in kinds(g)
    np.testing.assert_allclose(sfc.evaluate(g, [x], float64=True)[0], 2.5 * x.astype(np.float64) ** 1.5, rtol=1e-6)
    # d/dx x**1.5 = 1.5 * x**0.5: the gradient's own power is rewritten (sqrt)
    g = sfc.trace(lambda a: sfc.grad(lambda t: sfc.reduce_sum(t ** 1.5))(a), Spec(x.shape))
    assert [op.kind for op in g.ops].count("power") == 1 and "sqrt" in kinds(g)
    np.testing.assert_allclose(sfc.evaluate(g, [x], float64=True)[0], 1.5 * np.sqrt(x.astype(np.float64)), rtol=1e-6)


IMPORTED = """
func.func @main(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>) {
  %two = stablehlo.constant dense<2.0> : tensor<4xf32>
  %half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %halfs = stablehlo.broadcast_in_dim %half, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %three = stablehlo.constant dense<3> : tensor<4xi32>
  %odd = stablehlo.constant dense<2.5> : tensor<4xf32>
  %0 = stablehlo.power %x, %two : tensor<4xf32>
  %1 = stablehlo.power %x, %halfs : tensor<4xf32>
  %2 = stablehlo.power %i, %three : tensor<4xi32>
  %3 = stablehlo.power %x, %odd : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xf32>
}
"""


def test_imported_stablehlo_powers_are_rewritten():
    g = import_module(IMPORTED)
    assert [op.kind for op in g.ops].count("power") == 1  # only the 2.5
    x = np.array([1.5, -0.0, -np.inf, 9.0], np.float32)
    i = np.array([3, -2, 0, 1 << 20], np.int32)
    out = sfc.evaluate(g, [x, i])
    same_bits(out[0], x * x)
    same_bits(out[1], pow_ref(x, 0.5))
    np.testing.assert_array_equal(out[2], np.power(i, np.int32(3)))


def test_four_device_backward_of_a_squared_loss_compiles_with_data_tiling():
    from shardflow.compiler.iree_driver import CompileWarning
    from shardflow.runtime import Device

    def step(x, y, w1, w2):
        loss, (g1, g2) = sfc.value_and_grad(
            lambda w1, w2: sfc.mean((sfc.relu(x @ w1) @ w2 - y) ** 2.0), argnums=(0, 1))(w1, w2)
        return loss, w1 - 0.1 * g1, w2 - 0.1 * g2

    rng = np.random.default_rng(0)
    xs = [rng.standard_normal(s).astype(np.float32) for s in ((8, 16), (8, 16), (16, 32), (32, 16))]
    group = Device.group_options([Device.cpu(i) for i in range(4)]).init()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", CompileWarning)
            c = sfc.compile(step, Spec((8, 16)), Spec((8, 16)), Spec((16, 32), "f32", Sharding.split(1)),
                            Spec((32, 16), "f32", Sharding.split(0)), group=group)
        try:
            assert "stablehlo.power" not in c.mlir
            got = [np.asarray(o) for o in c(*xs)]
            want = sfc.evaluate(c.graph, xs)
            for a, b in zip(got, want, strict=True):
                np.testing.assert_allclose(a, b, rtol=1e-4, atol=1e-5)
        finally:
            c.close()
    finally:
        group.close()


def test_iree_matches_numpy_pow_on_special_values():
    """The compiled rewrites give pow's special values (IREE's own pow lowering does not: it gives
    -0 for (-0)**0.5, NaN for (-inf)**0.5 and for every negative base of x**4.0)."""
    from shardflow.runtime import Device
    x = np.concatenate([SPECIAL, np.linspace(-3, 3, 13, dtype=np.float32)])
    exps = EXACT + tuple(ROUNDED)
    group = Device.group_options([Device.cpu(0)]).init()
    try:
        c = sfc.compile(lambda a: tuple(a ** e for e in exps), Spec(x.shape), group=group)
        try:
            assert "stablehlo.power" not in c.mlir
            got = [np.asarray(o) for o in c(x)]
        finally:
            c.close()
    finally:
        group.close()
    for e, out in zip(exps, got, strict=True):
        want = pow_ref(x, e)
        if e in EXACT:
            same_bits(out, want)
        else:
            within_ulps(out, e, x, ROUNDED[e])
