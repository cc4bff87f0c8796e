"""lgamma and digamma (CHLO, as JAX writes jax.lax.lgamma / jax.scipy.special.gammaln and digamma):
the NumPy reference against known values and identities, XLA's values at the poles, import of
JAX's text in both annotation forms, a sharded run on IREE CPU devices, and gradients."""
from __future__ import annotations

import math

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.compiler.emit.stablehlo import emit_module
from shardflow.compiler.importer import import_module
from shardflow.compiler.ops import OPS
from shardflow.compiler.trace import TraceError
from iree_run import run_on_iree

EULER = 0.5772156649015329


def _lgamma(x):
    return OPS["lgamma"].reference([np.asarray(x, np.float64)], {})[0]


def _digamma(x):
    return OPS["digamma"].reference([np.asarray(x, np.float64)], {})[0]


def test_lgamma_matches_math_lgamma_and_is_inf_at_the_poles():
    x = np.array([0.5, 1.0, 2.0, 3.7, 10.0, 1e-3, -1e-3, -2.5, -7.3, 171.7, 1e6])
    np.testing.assert_allclose(_lgamma(x), [math.lgamma(v) for v in x], rtol=1e-15)
    poles = _lgamma(np.array([0.0, -0.0, -1.0, -4.0, np.inf, -np.inf]))
    np.testing.assert_array_equal(poles, np.full(6, np.inf))
    assert np.isnan(_lgamma(np.array([np.nan])))[0]


def test_digamma_values_identities_and_nan_at_the_poles():
    np.testing.assert_allclose(_digamma(np.array([1.0, 0.5])), [-EULER, -EULER - 2 * math.log(2)], rtol=1e-13)
    x = np.linspace(-6.3, 40.0, 301)
    x = x[np.abs(x - np.round(x)) > 1e-3]           # away from the poles
    np.testing.assert_allclose(_digamma(x + 1), _digamma(x) + 1 / x, rtol=1e-11, atol=1e-11)   # recurrence
    np.testing.assert_allclose(_digamma(1 - x) - _digamma(x), math.pi / np.tan(math.pi * x),  # reflection
                               rtol=1e-10, atol=1e-10)
    # the derivative of lgamma, by central differences
    h = 1e-6
    num = (_lgamma(x + h) - _lgamma(x - h)) / (2 * h)
    np.testing.assert_allclose(_digamma(x), num, rtol=1e-6, atol=1e-6)
    edge = _digamma(np.array([0.0, -0.0, -3.0, -np.inf, np.nan, np.inf]))
    assert np.isnan(edge[:5]).all() and edge[5] == np.inf


def _jax_text(annotate: str) -> str:
    """What jax.jit(lambda x: (lax.lgamma(x), lax.digamma(x))) exports, sharded over 2 devices."""
    if annotate == "shardy":
        head = 'sdy.mesh @mesh = <["x"=2]>\n'
        arg = '{sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}'
        res = '{sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}'
    else:
        head = ""
        arg = res = '{mhlo.sharding = "{devices=[2,1]<=[2]}"}'
    return (f"module @jit_f attributes {{mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32}} {{\n{head}"
            f"  func.func public @main(%arg0: tensor<8x6xf32> {arg}) -> (tensor<8x6xf32> {res}, tensor<8x6xf32> {res}) {{\n"
            "    %0 = chlo.lgamma %arg0 : tensor<8x6xf32> -> tensor<8x6xf32>\n"
            "    %1 = chlo.digamma %arg0 : tensor<8x6xf32> -> tensor<8x6xf32>\n"
            "    return %0, %1 : tensor<8x6xf32>, tensor<8x6xf32>\n  }\n}\n")


@pytest.mark.parametrize("annotate", ["shardy", "gspmd"])
def test_jax_module_runs_sharded_on_two_cpu_devices(annotate):
    g = import_module(_jax_text(annotate))
    assert [op.kind for op in g.ops] == ["lgamma", "digamma"]
    assert g.inputs[0].sharding.dims[0] and not g.inputs[0].sharding.dims[1], "the input's split was lost"
    x = np.linspace(-4.7, 12.0, 48).reshape(8, 6).astype(np.float32)
    x[0, :4] = [0.0, -2.0, 1e-3, -1e-30]             # poles and points next to them
    got = run_on_iree(g, [x])
    want = [_lgamma(x), _digamma(x)]
    for name, w, o in zip(("lgamma", "digamma"), want, got, strict=True):
        np.testing.assert_array_equal(np.isnan(o), np.isnan(w), err_msg=name)
        np.testing.assert_array_equal(np.isinf(o), np.isinf(w), err_msg=name)
        ok = np.isfinite(w)
        np.testing.assert_allclose(o[ok], w[ok], rtol=2e-5, atol=2e-5, err_msg=name)


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_narrow_floats_are_computed_in_f32_on_iree(dtype):
    from shardflow.runtime import Device, dtypes
    group = Device.group_options([Device.cpu(0), Device.cpu(1)]).mesh(x=2).init()
    try:
        g = sfc.trace(lambda x: [sfc.lgamma(x), sfc.digamma(x)], Spec((4, 6), dtype, Sharding.spec("x")), group=group)
        x = np.linspace(-3.3, 7.0, 24).reshape(4, 6).astype(dtypes.to_numpy(dtype))
        tol = {"f16": 4e-3, "bf16": 3e-2}[dtype]
        for w, o in zip(sfc.evaluate(g, [x]), run_on_iree(g, [x], group), strict=True):
            assert o.dtype == w.dtype
            np.testing.assert_allclose(o.astype(np.float64), w.astype(np.float64), rtol=tol, atol=tol)
    finally:
        group.close()


def test_f64_is_computed_in_f64_on_iree():
    """JAX's x64 mode: lgamma, digamma and cbrt (which IREE cannot lower on f64) to f64's precision,
    poles and edges as the reference gives them."""
    g = sfc.trace(lambda x: [sfc.lgamma(x), sfc.digamma(x), sfc.cbrt(x)], Spec((64,), "f64"))
    x = np.concatenate([np.linspace(-6.3, 40.0, 50), [0.0, -0.0, -3.0, 1e-3, -1e-12, 1e-300, 7e200, -27.0,
                                                      np.inf, -np.inf, np.nan, 0.5, 1.0, 2.0]])
    got = run_on_iree(g, [x])
    want = sfc.evaluate(g, [x])
    assert [o.dtype for o in got] == [np.float64] * 3
    for name, w, o in zip(("lgamma", "digamma", "cbrt"), want, got, strict=True):
        np.testing.assert_array_equal(np.isnan(o), np.isnan(w), err_msg=name)
        ok = np.isfinite(w)
        np.testing.assert_array_equal(o[~ok & ~np.isnan(w)], w[~ok & ~np.isnan(w)], err_msg=name)
        np.testing.assert_allclose(o[ok], w[ok], rtol=1e-13, atol=1e-13, err_msg=name)
    np.testing.assert_array_equal(np.signbit(got[2][50:52]), [False, True])   # cbrt(-0.0) is -0.0
    np.testing.assert_allclose(want[2], np.cbrt(x), rtol=1e-15)


def test_builder_emits_chlo_and_reimports():
    g = sfc.trace(lambda x: [sfc.lgamma(x), sfc.digamma(x)], Spec((3, 4)))
    text = emit_module(g)
    assert "chlo.lgamma" in text and "chlo.digamma" in text
    x = np.linspace(0.3, 5.0, 12).reshape(3, 4).astype(np.float32)
    for w, b in zip(sfc.evaluate(g, [x]), sfc.evaluate(import_module(text), [x]), strict=True):
        np.testing.assert_array_equal(b, w)


def test_lgamma_gradient_is_digamma_and_digamma_gradient_is_a_clear_error():
    x = np.linspace(0.4, 6.0, 12).reshape(3, 4)
    g = sfc.trace(lambda x: sfc.grad(lambda y: sfc.reduce_sum(sfc.lgamma(y)))(x), Spec((3, 4)))
    got, = sfc.evaluate(g, [x], float64=True)
    np.testing.assert_allclose(got, _digamma(x), rtol=1e-12)
    with pytest.raises(TraceError, match=r"no gradient rule for digamma .*polygamma"):
        sfc.trace(lambda x: sfc.grad(lambda y: sfc.reduce_sum(sfc.digamma(y)))(x), Spec((3, 4)))


@pytest.mark.parametrize("fn", ["lgamma", "digamma"])
def test_integer_operand_is_a_clear_error(fn):
    with pytest.raises(sfc.ShardflowError, match=rf"{fn} needs a floating-point operand, got i32"):
        sfc.trace(lambda x: getattr(sfc, fn)(x), Spec((4,), "i32"))
