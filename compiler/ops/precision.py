"""reduce_precision: round a float to fewer exponent and mantissa bits, kept in its own type
(`lax.reduce_precision(x, exponent_bits, mantissa_bits)`, e.g. simulating bf16 or f8 in f32).

The reference is XLA's algorithm bit for bit (xla/service/elemental_ir_emitter.cc,
EmitReducePrecisionIR without quieting NaNs): round the mantissa to nearest, ties to even, by
adding a bias and masking; then an exponent above the reduced range becomes a signed infinity
and one at or below its bottom a signed zero (denormals of the reduced type flush to zero);
NaNs stay as they are, payload and sign included (XLA's CPU backend keeps them
even with no mantissa bits left).

Elementwise, so every dim passes through; its gradient is the cotangent reduced alike (JAX's rule).
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from .elementwise import pointwise_factors
from .registry import OpDef, OpError, register

_MANTISSA = {np.dtype(np.float16): 10, np.dtype(np.float32): 23, np.dtype(np.float64): 52}


def _bits(attrs) -> tuple[int, int]:
    return int(attrs["exponent_bits"]), int(attrs["mantissa_bits"])


def _infer(types, attrs):
    if len(types) != 1:
        raise OpError(f"reduce_precision takes 1 operand, got {len(types)}")
    t = types[0]
    if not dtypes.is_float(t.dtype):
        raise OpError(f"reduce_precision needs a floating-point operand, got {t.dtype}")
    if dtypes.is_float8(t.dtype):
        raise OpError(f"reduce_precision of {t.dtype} is not supported: convert the operand to f32 first "
                      f"(x.astype(jnp.float32)) and reduce that")
    e, m = _bits(attrs)
    if e < 1 or m < 0:
        raise OpError(f"reduce_precision: exponent_bits {e} must be >= 1 and mantissa_bits {m} >= 0")
    return [t]


def reduce_precision(x: np.ndarray, exponent_bits: int, mantissa_bits: int) -> np.ndarray:
    """XLA's reduce_precision of a float array, in its own dtype."""
    x = np.asarray(x)
    nbits = x.dtype.itemsize * 8
    src_m = 7 if x.dtype.name == "bfloat16" else _MANTISSA[x.dtype]
    src_e = nbits - 1 - src_m
    ut = np.dtype(f"u{x.dtype.itemsize}")
    one = ut.type(1)
    as_int = np.ascontiguousarray(x).view(ut)
    sign = one << ut.type(nbits - 1)
    exp_mask = ((one << ut.type(src_e)) - one) << ut.type(src_m)
    is_nan = (as_int & ~sign) > exp_mask
    with np.errstate(over="ignore"):
        if mantissa_bits < src_m:
            shift = ut.type(src_m - mantissa_bits)
            last = one << shift
            bias = (last >> one) - one
            rounding = ((as_int & last) >> shift) + bias
            as_int = (as_int + rounding) & ~(last - one)
        if exponent_bits < src_e:
            bias = (1 << (src_e - 1)) - 1
            reduced = (1 << (exponent_bits - 1)) - 1
            top, bottom = ut.type((bias + reduced) << src_m), ut.type((bias - reduced) << src_m)
            exponent = as_int & exp_mask
            signed_zero = as_int & sign
            as_int = np.where(exponent > top, signed_zero | exp_mask, as_int)
            as_int = np.where(exponent <= bottom, signed_zero, as_int)
    out = np.asarray(as_int, ut).view(x.dtype)
    return np.where(is_nan, x, out).astype(x.dtype)


def _ref(xs, attrs):
    return [reduce_precision(xs[0], *_bits(attrs))]


def _vjp(op, ins, outs, g):
    from .. import functional as F
    return [F.reduce_precision(g, *_bits(op.attrs))]


def _emit(w, op, out, extra):
    x = op.operands[0]
    e, m = _bits(op.attrs)
    attrs = {"exponent_bits": f"{e} : i32", "mantissa_bits": f"{m} : i32", **extra}
    w.lines.append(f'{out} = "stablehlo.reduce_precision"({w.name(x)}){w.attr_dict(attrs)} : ({x.type.mlir()}) '
                   f'-> {x.type.mlir()}')


def _import(imp, op, ins, where):
    attrs = {"exponent_bits": int(op.attributes["exponent_bits"].value),
             "mantissa_bits": int(op.attributes["mantissa_bits"].value)}
    return [imp.add("reduce_precision", ins, attrs, where)]


register(OpDef("reduce_precision", _infer, _ref, pointwise_factors, vjp=_vjp, elementwise=True,
               splat_preserving=True, emit_result=_emit, imports={"stablehlo.reduce_precision": _import}))
