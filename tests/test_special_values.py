"""Elementwise ops at special values (signed zeros, infinities, NaN, negative bases) on IREE CPU
devices against C's semantics (NumPy's, XLA's): IREE 3.13's own power, atan2 and cbrt are wrong
there (power is NaN for every negative base), so their records carry forms for IREE."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.runtime import Device

VALUES = [0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 0.5, -0.5, 2.0, -2.5, 3.0, -3.0, 7.0, 1e-10, -1e20]
NUMPY = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16}
# f16/bf16 are computed in f32 and rounded once, as XLA's CPU backend does
WANT = {"power": np.power, "atan2": np.arctan2, "cbrt": np.cbrt}
TOL = {"f32": 1e-5, "f16": 1e-3, "bf16": 8e-3}


def _grid(dtype, n):
    v = np.array(VALUES, NUMPY[dtype])
    return [v] if n == 1 else [np.repeat(v, len(v)), np.tile(v, len(v))]


def _same(got, want, dtype, what):
    """Equal within TOL, NaN where want is NaN, and zeros and infinities of want's sign."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    np.testing.assert_array_equal(np.isnan(g), np.isnan(w), err_msg=f"{what}: NaNs")
    exact = (w == 0) | np.isinf(w)
    np.testing.assert_array_equal(g[exact], w[exact], err_msg=f"{what}: zeros and infinities")
    np.testing.assert_array_equal(np.signbit(g[exact]), np.signbit(w[exact]), err_msg=f"{what}: signs")
    ok = ~np.isnan(w) & ~exact
    np.testing.assert_allclose(g[ok], w[ok], rtol=TOL[dtype], err_msg=what)


@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
@pytest.mark.parametrize("kind", ["power", "atan2", "cbrt"])
def test_special_values_on_iree(kind, dtype):
    n = 1 if kind == "cbrt" else 2
    ins = _grid(dtype, n)
    f = sfc.compile((lambda x: x.builder.op(kind, [x])) if n == 1 else (lambda a, b: a.builder.op(kind, [a, b])),
                    *[Spec(x.shape, dtype) for x in ins])
    try:
        got = np.asarray(f(*ins))
    finally:
        f.close()
    with np.errstate(all="ignore"):
        want = WANT[kind](*[x.astype(np.float32) for x in ins]).astype(NUMPY[dtype])
    _same(got, want, dtype, f"{kind} {dtype} on IREE")


def test_power_of_negative_bases_runs_split_over_devices():
    """x ** y with a tensor exponent (no rewrite to multiplies) split over 2 devices: signs by parity."""
    x = np.array([[-2.0, -3.0, -0.5, 4.0], [-1.0, -2.0, 0.0, -0.0]], np.float32)
    y = np.array([[2.0, 3.0, -1.0, 0.5], [7.0, 0.5, 0.0, -1.0]], np.float32)
    group = Device.group_options([Device.cpu(0), Device.cpu(1)]).init()
    f = sfc.compile(lambda a, b: sfc.power(a, b), Spec(x.shape, "f32", Sharding.split(0)),
                    Spec(y.shape, "f32", Sharding.split(0)), group=group)
    try:
        got = np.asarray(f(x, y))
    finally:
        f.close()
    with np.errstate(all="ignore"):
        _same(got, np.power(x, y), "f32", "power over 2 devices")


@pytest.mark.parametrize("devices", [1, 2])
@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_narrow_float_sums_accumulate_in_f32(dtype, devices):
    """A 4096-element f16 sum: IREE 3.13 accumulated in f16 (0.5% off XLA's and the reference's,
    which accumulate in f32); the reduce's form for IREE widens. Split over 2 devices too."""
    x = (np.random.default_rng(0).standard_normal((2, 4096)) * 5 + 3).astype(NUMPY[dtype])
    spec = Sharding.split(1) if devices > 1 else Sharding.replicated()
    group = Device.group_options([Device.cpu(d) for d in range(devices)]).init()

    def sums(a):
        return [a.sum(axis=1), sfc.reduce(a * 0.0 + 1.001, (1,), "mul")]
    f = sfc.compile(sums, Spec(x.shape, dtype, spec), group=group)
    try:
        got = [np.asarray(o) for o in f(x)]
    finally:
        f.close()
    want = sfc.evaluate(sfc.trace(sums, Spec(x.shape, dtype)), [x])
    for g, w in zip(got, want, strict=True):
        np.testing.assert_allclose(g.astype(np.float64), w.astype(np.float64), rtol=TOL[dtype])


@pytest.mark.parametrize("devices", [1, 2])
def test_a_batched_contraction_contracted_before_its_batch_dim(devices):
    """lhs (5, 2, 6, 2) contracted on dim 0 and batched on dim 1: IREE 3.13's CPU data tiling
    computed it wrong (one device; on 2 devices a split lhs of (5, 2, 6, 4) has that local shape).
    The record's form for IREE moves the batch dims first behind a barrier."""
    rng = np.random.default_rng(3)
    a = rng.standard_normal((5, 2, 6, 2 * devices)).astype(np.float32)
    b = rng.standard_normal((2, 5, 4)).astype(np.float32)
    group = Device.group_options([Device.cpu(d) for d in range(devices)]).init()
    spec = Sharding.spec(None, None, None, "model") if devices > 1 else Sharding.replicated()
    f = sfc.compile(lambda x, y: sfc.dot_general(x, y, ((0,), (1,)), ((1,), (0,))), Spec(a.shape, "f32", spec),
                    Spec(b.shape), group=group)
    try:
        got = np.asarray(f(a, b))
    finally:
        f.close()
    np.testing.assert_allclose(got, np.einsum("kbmn,bkp->bmnp", a, b), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("devices", [1, 2])
def test_integers_converted_to_bf16(devices):
    """IREE 3.13's CPU code converted an integer (and a bf16 iota's count) to bf16 through a runtime
    call it does not link ("undefined symbol: __truncsfbf2"): the records' forms for IREE go through
    f32, as XLA's CPU code does (rounded twice: 2**30 + 2**22 + 1 becomes 2**30, as in XLA)."""
    vals = [0, 1, -129, 257, 16777217, 2 ** 30 + 2 ** 22 + 1, -2 ** 31, 2 ** 31 - 1]
    group = Device.group_options([Device.cpu(d) for d in range(devices)]).init()
    spec = Sharding.split(0) if devices > 1 else Sharding.replicated()

    def f(a, b, c):
        count = a.builder.op("iota", [], {"shape": (3, 2, 8), "iota_dimension": 2, "dtype": "bf16"})
        return [sfc.convert(a, "bf16"), sfc.convert(b, "bf16"), sfc.convert(c, "bf16"), count]
    xs = [np.array(vals, np.int32), np.array(vals, np.int64) * 1024, np.array([0, 1, 200, 255], np.uint8)]
    specs = [Spec((8,), "i32", spec), Spec((8,), "i64", spec), Spec((4,), "ui8", spec)]
    want = sfc.evaluate(sfc.trace(f, Spec((8,), "i32"), Spec((8,), "i64"), Spec((4,), "ui8")), xs)
    assert float(want[0][5]) == 2.0 ** 30   # (XLA's value; rounded once it would be 2**30 + 2**23)
    c = sfc.compile(f, *specs, group=group)
    try:
        got = [np.asarray(o) for o in c(*xs)]
    finally:
        c.close()
    for g, w in zip(got, want, strict=True):
        np.testing.assert_array_equal(g.astype(np.float64), w.astype(np.float64))
