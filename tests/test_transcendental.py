"""The hyperbolic and inverse trigonometric functions, round-half-away and the trigonometric,
expm1 and log1p forms for IREE (compiler/ops/transcendental.py) on IREE CPU devices, against
NumPy in f64 of the same inputs: signed zeros, infinities, NaN, small negative arguments (IREE
3.13's f32 sin(-1e-8) was +6e-8), f64 values below 1e-16 (its f64 expm1 and log1p gave 0) and
rotary-embedding-sized angles (its f32 sin was 3e-4 off at 1e4, inf at 1e30)."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.runtime import Device

NUMPY = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "bf16": ml_dtypes.bfloat16}
# relative tolerance, and the absolute one of sine, cosine and tan (about their argument's rounding
# for |x| up to 1e7 in f32, where x - k pi/2 is right to 1.5e-7)
RTOL = {"f32": 4e-6, "f64": 1e-13, "f16": 2e-3, "bf16": 1.6e-2}
TRIG_ATOL = {"f32": 4e-7, "f64": 1e-15, "f16": 1e-3, "bf16": 8e-3}
VALUES = [0.0, -0.0, 1e-30, -1e-30, 1e-20, -1e-12, 3e-7, -3e-7, -1e-3, 0.1, -0.1, 0.5, -0.5, 0.75, -0.9999,
          1.0, -1.0, 1.5, -2.5, 3.7, 10.0, -40.0, 88.0, 100.0, -1e4, 12345.6, -98765.4, 2.5e6, -9.9e6, 1e30,
          np.inf, -np.inf, np.nan]
WANT = {"sinh": np.sinh, "cosh": np.cosh, "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan,
        "asinh": np.arcsinh, "acosh": np.arccosh, "atanh": np.arctanh,
        "round_nearest_afz": lambda x: np.where(np.abs(x - np.trunc(x)) >= 0.5, np.trunc(x) + np.sign(x), np.trunc(x)),
        "sine": np.sin, "cosine": np.cos, "tan": np.tan, "exponential_minus_one": np.expm1,
        "log_plus_one": np.log1p}
TRIG = {"sine", "cosine", "tan"}


def _inputs(dtype):
    with np.errstate(over="ignore"):
        x = np.array(VALUES, np.float64).astype(NUMPY[dtype])
    return x


def _want(kind, x, dtype):
    """NumPy in f64 of the dtype's values; IREE's own beyond 1e7 for the trigonometric functions
    (left as they are: NaN there excludes them) and f16/bf16 computed in f32 first, as XLA does."""
    wide = x.astype(np.float64)
    if dtype in ("f16", "bf16"):
        wide = wide.astype(np.float32).astype(np.float64)
    with np.errstate(all="ignore"):
        want = np.asarray(WANT[kind](wide), np.float64)
    if kind in TRIG:
        want = np.where(np.abs(wide) >= 1e7, np.nan, want)
    with np.errstate(over="ignore"):
        return want.astype(NUMPY[dtype]).astype(np.float64)


def _same(got, want, kind, dtype):
    """NaN where want is NaN, zeros and infinities exact and of want's sign, the rest within
    tolerance."""
    what = f"{kind} {dtype}"
    skip = np.isnan(want) & (kind in TRIG)   # (beyond 1e7: IREE's own)
    np.testing.assert_array_equal(np.isnan(got)[~skip], np.isnan(want)[~skip], err_msg=f"{what}: NaNs")
    exact = ((want == 0) | np.isinf(want)) & ~skip
    np.testing.assert_array_equal(got[exact], want[exact], err_msg=f"{what}: zeros and infinities")
    np.testing.assert_array_equal(np.signbit(got[exact]), np.signbit(want[exact]), err_msg=f"{what}: signs")
    ok = ~np.isnan(want) & ~exact
    atol = TRIG_ATOL[dtype] if kind in TRIG else 0.0
    np.testing.assert_allclose(got[ok], want[ok], rtol=RTOL[dtype], atol=atol, err_msg=what)


@pytest.mark.parametrize("dtype", ["f32", "f64", "f16", "bf16"])
def test_special_values_on_iree(dtype):
    """Every op of WANT at VALUES in one program (one output per op)."""
    x = _inputs(dtype)
    kinds = sorted(WANT)
    f = sfc.compile(lambda a: [a.builder.op(k, [a]) for k in kinds], Spec(x.shape, dtype))
    try:
        got = [np.asarray(y).astype(np.float64) for y in f(x)]
    finally:
        f.close()
    for kind, g in zip(kinds, got, strict=True):
        _same(g, _want(kind, x, dtype), kind, dtype)


def test_split_over_devices_and_named_as_in_numpy():
    """sfc.sinh ... sfc.round_nearest_afz, each device computing its part (2 devices)."""
    x = np.linspace(-0.95, 0.95, 16, dtype=np.float32).reshape(2, 8)
    group = Device.group_options([Device.cpu(0), Device.cpu(1)]).init()
    fns = [sfc.sinh, sfc.cosh, sfc.asin, sfc.acos, sfc.atan, sfc.asinh, sfc.atanh,
           lambda a: sfc.acosh(a * a + 1.0), lambda a: sfc.round_nearest_afz(a * 2.5)]
    f = sfc.compile(lambda a: [fn(a) for fn in fns], Spec(x.shape, "f32", Sharding.split(1)), group=group)
    try:
        got = [np.asarray(y) for y in f(x)]
    finally:
        f.close()
    want = [np.sinh(x), np.cosh(x), np.arcsin(x), np.arccos(x), np.arctan(x), np.arcsinh(x), np.arctanh(x),
            np.arccosh(x * x + 1.0), WANT["round_nearest_afz"](x * np.float32(2.5))]
    for g, w in zip(got, want, strict=True):
        np.testing.assert_allclose(g, w, rtol=4e-6, atol=1e-7)


def test_round_half_away_rounds_halves_away_from_zero():
    x = np.array([0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999997, -0.49999997, 1e30, -0.0], np.float32)
    got = sfc.evaluate(sfc.trace(sfc.round_nearest_afz, Spec(x.shape)), [x])[0]
    np.testing.assert_array_equal(got, np.array([1, -1, 2, -2, 3, -3, 0, -0.0, 1e30, -0.0], np.float32))
    assert np.signbit(got[[7, 9]]).all()


def test_sign_of_zero_keeps_its_sign():
    """StableHLO's sign(-0.0) is -0.0 (XLA's and IREE's too); the reference agreed with NumPy's +0."""
    x = np.array([-0.0, 0.0, -2.0, 3.0], np.float32)
    got = sfc.evaluate(sfc.trace(sfc.sign, Spec(x.shape)), [x])[0]
    np.testing.assert_array_equal(np.signbit(got), [True, False, True, False])
