"""Small helpers that spell MLIR attributes and literals (used by every emitter)."""
from __future__ import annotations

import numpy as np

from .. import dtypes


def i64_array(xs) -> str:
    return "array<i64" + ("" if not len(xs) else ": " + ", ".join(str(int(x)) for x in xs)) + ">"


def _scalar(x, dtype: str) -> str:
    if dtype == "i1":
        return "true" if bool(x) else "false"
    if dtypes.is_int(dtype):
        return str(int(x))
    if dtypes.is_complex(dtype):   # (re,im), each part printed as its float type
        part = "f32" if dtype == "complex<f32>" else "f64"
        return f"({_scalar(np.real(x), part)},{_scalar(np.imag(x), part)})"
    f = float(x)
    if np.isfinite(f):
        r = repr(f)   # MLIR's float literals need a point before any exponent: 1e-05 -> 1.0e-05
        mantissa, e, exponent = r.partition("e")
        return (mantissa if "." in mantissa else mantissa + ".0") + e + exponent
    bits = np.asarray(x, dtype=dtypes.to_numpy(dtype)).view(f"u{dtypes.itemsize(dtype)}")
    return "0x%0*X" % (dtypes.itemsize(dtype) * 2, int(bits))


def dense(arr: np.ndarray, dtype: str) -> str:
    """`dense<...>` with exact values (shortest round-trip decimals; hex bit patterns for nan/inf)."""
    arr = np.asarray(arr)
    flat = arr.reshape(-1)
    if flat.size and (flat == flat[0]).all() and not (dtypes.is_float(dtype) and np.isnan(flat.astype(np.float32)).any()
                                                     and not np.isnan(flat.astype(np.float32)).all()):
        if flat.size == 1 or _all_same_bits(flat):
            return f"dense<{_scalar(flat[0], dtype)}>"

    def nest(a):
        if a.ndim == 0:
            return _scalar(a, dtype)
        return "[" + ", ".join(nest(x) for x in a) + "]"

    if arr.size == 0:
        return "dense<>" if arr.ndim else f"dense<{_scalar(0, dtype)}>"
    return f"dense<{nest(arr)}>"


def _all_same_bits(flat) -> bool:
    b = flat.view(np.uint8).reshape(flat.size, -1) if flat.dtype != np.bool_ else flat.reshape(-1, 1)
    return bool((b == b[0]).all())


def string(s: str) -> str:
    """An MLIR string literal: printable ASCII kept, `"`/`\\`, control and non-ASCII bytes as `\\XX`."""
    out = []
    for b in s.encode("utf-8"):
        out.append(chr(b) if 0x20 <= b < 0x7F and b not in (0x22, 0x5C) else f"\\{b:02X}")
    return '"' + "".join(out) + '"'
