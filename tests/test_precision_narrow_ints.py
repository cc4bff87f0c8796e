"""reduce_precision and the narrow integer types (i8, i16, ui16): the reference against
independent oracles (ml_dtypes' round-to-nearest-even casts, exhaustive over every f16 bit
pattern), its import and emission, and one IREE program on two CPU devices that takes and returns
i8/i16/ui16 arrays and reduces precision bit for bit, special values included."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, OpError, Sharding, Spec
from shardflow.compiler.emit.stablehlo import emit_module
from shardflow.compiler.importer import import_module
from shardflow.compiler.ops.precision import reduce_precision
from shardflow.compiler.simulator import simulate
from iree_run import run_on_iree

RNG = np.random.default_rng(3)
S = Sharding.spec


def all_f16() -> np.ndarray:
    return np.arange(1 << 16, dtype=np.uint32).astype(np.uint16).view(np.float16)


def test_bf16_format_is_the_bf16_cast():
    """e8m7 keeps f32's exponent range: exactly bf16's round-to-nearest-even (NaNs kept as they are)."""
    x = np.concatenate([RNG.integers(0, 1 << 32, 50000, dtype=np.uint64).astype(np.uint32),
                        np.array([0x3F808000, 0x3F818000, 0x7F7FFFFF, 0x00008000, 0x80000001], np.uint32)]).view(np.float32)
    got = reduce_precision(x, 8, 7)
    with np.errstate(invalid="ignore"):
        want = x.astype(ml_dtypes.bfloat16).astype(np.float32)
    finite = np.isfinite(x)
    np.testing.assert_array_equal(got[finite].view(np.uint32), want[finite].view(np.uint32))
    np.testing.assert_array_equal(got[np.isnan(x)].view(np.uint32), x[np.isnan(x)].view(np.uint32))


def test_f16_formats_from_f32_agree_with_every_f16_value():
    """e5m10 of an f16 value held in f32 gives the value back where f16 is normal, flushes f16's
    denormals to signed zero (XLA's reduce_precision does not keep denormals) and keeps infinities."""
    h = all_f16()
    x = h.astype(np.float32)
    got = reduce_precision(x, 5, 10)
    normal = np.isfinite(h) & (np.abs(h) >= np.float16(2.0 ** -14))
    np.testing.assert_array_equal(got[normal], x[normal])
    sub = np.isfinite(h) & (np.abs(h) < np.float16(2.0 ** -14))
    np.testing.assert_array_equal(got[sub].view(np.uint32), (x[sub].view(np.uint32) & 0x80000000))
    np.testing.assert_array_equal(got[np.isinf(h)], x[np.isinf(h)])


def test_rounding_ties_to_even_and_overflow():
    one = np.float32(1.0)
    ulp = np.float32(2.0 ** -3)  # e4m3: 3 mantissa bits
    x = np.array([one + ulp / 2, one + 3 * ulp / 2, one + ulp / 2 + ulp / 64, 240.0, 248.0, 1e30, -1e30,
                  2.0 ** -7, 2.0 ** -6, -0.0], np.float32)
    got = reduce_precision(x, 4, 3)
    want = np.array([1.0, 1.25, 1.125, 240.0, np.inf, np.inf, -np.inf, 0.0, 2.0 ** -6, -0.0], np.float32)
    np.testing.assert_array_equal(got, want)
    assert np.signbit(got[-1])


def test_shape_errors_import_and_emission():
    with pytest.raises(OpError, match="floating-point"):
        sfc.trace(lambda x: sfc.reduce_precision(x, 5, 2), Spec((3,), "i32"))
    with pytest.raises(OpError, match="exponent_bits 0"):
        sfc.trace(lambda x: sfc.reduce_precision(x, 0, 2), Spec((3,)))
    text = ("func.func @main(%x: tensor<4xbf16>) -> tensor<4xbf16> {\n"
            "  %0 = stablehlo.reduce_precision %x, format = e4m3 : tensor<4xbf16>\n  return %0 : tensor<4xbf16>\n}\n")
    g = import_module(text)
    assert [(op.kind, op.attrs) for op in g.ops] == [("reduce_precision", {"exponent_bits": 4, "mantissa_bits": 3})]
    assert import_module(emit_module(g)).ops[0].attrs == g.ops[0].attrs
    x = np.array([1.0, 1.0625, 300.0, -1e-3], np.float32).astype(ml_dtypes.bfloat16)
    np.testing.assert_array_equal(sfc.evaluate(g, [x])[0].astype(np.float32),
                                  reduce_precision(x.astype(np.float32), 4, 3))


def test_narrow_integers_wrap_and_convert_like_xla():
    """i8/i16 arithmetic wraps; a float converts by truncating, then saturating (NaN -> 0)."""
    x = np.array([3.9, -3.9, 200.0, -200.0, np.nan, np.inf], np.float32)
    g = sfc.trace(lambda x: [sfc.convert(x, "i8"), sfc.convert(sfc.convert(x, "i8"), "i16") * 300,
                             sfc.convert(sfc.convert(x, "i8"), "i8") * 3, sfc.convert(x, "ui16")], Spec(x.shape))
    i8, i16, wrap, u16 = sfc.evaluate(g, [x])
    assert i8.dtype == np.int8 and i16.dtype == np.int16 and u16.dtype == np.uint16
    assert i8.tolist() == [3, -3, 127, -128, 0, 127]
    assert i16.tolist() == (np.array([3, -3, 127, -128, 0, 127], np.int16) * np.int16(300)).tolist()
    assert wrap.tolist() == (np.array([3, -3, 127, -128, 0, 127], np.int8) * np.int8(3)).tolist()
    assert u16.tolist() == [3, 0, 200, 0, 0, 65535]


# -- IREE -------------------------------------------------------------------------------------------------
SPECIAL = np.array([0x7F800000, 0xFF800000, 0x7FC00001, 0xFFC00005, 0x00000001, 0x80400000, 0x477FF000,
                    0x477FEFFF, 0x38800000, 0x387FFFFF, 0x3F801000, 0x3F803000, 0, 0x80000000, 0x7F7FFFFF,
                    0xC7800000], np.uint32).view(np.float32)


@pytest.fixture(scope="module")
def narrow_program():
    """One program on two CPU devices: narrow integer inputs and outputs, and reduce_precision."""
    mesh = Mesh.of({"x": 2})

    def f(x, q, h, u):
        wide = sfc.convert(q, "i16") * h + sfc.constant(np.int16(300))
        return [sfc.reduce_precision(x, 5, 10), sfc.reduce_precision(x, 4, 3), sfc.reduce_precision(x, 8, 7),
                q * sfc.constant(np.int8(3)), wide, u + sfc.convert(q, "ui16"),
                sfc.convert(sfc.convert(q, "f32") * 0.7, "i8")]  # (NaN/out of range to int: IREE differs, UB)
    g = sfc.trace(f, Spec((16, 4), "f32", S("x")), Spec((16, 4), "i8", S("x")), Spec((16, 4), "i16", S(None, "x")),
                  Spec((16, 4), "ui16"), mesh=mesh)
    x = np.concatenate([SPECIAL.reshape(4, 4), RNG.standard_normal((12, 4)).astype(np.float32) * 1000])
    ins = [x, RNG.integers(-128, 128, (16, 4)).astype(np.int8), RNG.integers(-300, 300, (16, 4)).astype(np.int16),
           RNG.integers(0, 1 << 16, (16, 4)).astype(np.uint16)]
    return g, ins


def test_simulator_and_iree_match_the_reference_bit_for_bit(narrow_program):
    g, ins = narrow_program
    want = sfc.evaluate(g, ins)
    for got in (simulate(sfc.partition(g), ins), run_on_iree(g, ins)):
        for w, o in zip(want, got, strict=True):
            assert o.dtype == w.dtype and o.shape == w.shape
            np.testing.assert_array_equal(np.asarray(o).view(f"u{o.dtype.itemsize}"),
                                          np.asarray(w).view(f"u{w.dtype.itemsize}"))
