"""Element types: shardflow's names are MLIR's (f32, f16, bf16, f64, f8E4M3FN, f8E5M2, i8, i16, i32,
i64, i1, ui8, ui16, ui32, ui64).

`f8E4M3FN` and `f8E5M2` are the 8-bit floats of FP8 matmuls (`jnp.float8_e4m3fn`,
`jnp.float8_e5m2`; NumPy's are `ml_dtypes.float8_e4m3fn` / `ml_dtypes.float8_e5m2`). E4M3FN has no
infinities: a float too large for it converts to NaN, as in XLA. f16, bf16 and the f8 types are the
`NARROW` floats: their arithmetic is computed in f32 and rounded once, by the reference and in the
compiled code.

`f64` is what JAX computes in with `jax_enable_x64` (CPU, CUDA and HIP devices; not Vulkan's baseline).

`i8` is what quantized tensors store their values in (`quantization`).

Unsigned integers (`ui8`, `ui32`, `ui64`) are what JAX's PRNGs compute in (threefry's random bits,
`rng_bit_generator` state); `i8`/`i16`/`ui8`/`ui16` are what quantized and image data come in
(`x.astype(jnp.int8)`). Integer arithmetic wraps, as NumPy's and XLA's does.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np

from .errors import ShardflowError

NUMPY = {
    "f32": np.dtype(np.float32),
    "f16": np.dtype(np.float16),
    "bf16": np.dtype(ml_dtypes.bfloat16),
    "f64": np.dtype(np.float64),
    "i8": np.dtype(np.int8),
    "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "i1": np.dtype(np.bool_),
    "ui8": np.dtype(np.uint8),
    "ui16": np.dtype(np.uint16),
    "ui32": np.dtype(np.uint32),
    "ui64": np.dtype(np.uint64),
    "f8E4M3FN": np.dtype(ml_dtypes.float8_e4m3fn),
    "f8E5M2": np.dtype(ml_dtypes.float8_e5m2),
    "complex<f32>": np.dtype(np.complex64),
    "complex<f64>": np.dtype(np.complex128),
}
FLOAT8 = ("f8E4M3FN", "f8E5M2")
FLOATS = ("f32", "f16", "bf16", "f64") + FLOAT8
#: floats narrower than f32, computed in f32 and rounded back once (the reference, the compiled code)
NARROW = ("f16", "bf16") + FLOAT8
SIGNED = ("i8", "i16", "i32", "i64")
UNSIGNED = ("ui8", "ui16", "ui32", "ui64")
INTS = SIGNED + UNSIGNED
#: complex numbers (`jnp.complex64`, `jnp.complex128`): what FFTs and `jnp.exp(1j * x)` compute in
COMPLEX = ("complex<f32>", "complex<f64>")
ALL = tuple(NUMPY)

_ALIASES = {
    "float32": "f32", "float16": "f16", "bfloat16": "bf16", "float64": "f64", "double": "f64", "int32": "i32", "int64": "i64",
    "bool": "i1", "float": "f32", "half": "f16", "int8": "i8", "int16": "i16", "uint8": "ui8", "uint16": "ui16",
    "uint32": "ui32", "uint64": "ui64", "float8_e4m3fn": "f8E4M3FN", "float8_e5m2": "f8E5M2",
    "complex64": "complex<f32>", "complex128": "complex<f64>", "c64": "complex<f32>", "c128": "complex<f64>",
}


class DTypeError(ShardflowError, TypeError):
    """An element type shardflow does not support, or an op given the wrong kind of type."""


def normalize(dtype) -> str:
    """Accept 'f32', 'float32', np.float32, np.dtype(...), ml_dtypes.bfloat16; return the MLIR name."""
    if isinstance(dtype, str):
        name = _ALIASES.get(dtype, dtype)
        if name in NUMPY:
            return name
        raise DTypeError(f"unsupported dtype {dtype!r}; use one of {', '.join(ALL)}")
    try:
        npd = np.dtype(dtype)
    except TypeError:
        raise DTypeError(f"unsupported dtype {dtype!r}; use one of {', '.join(ALL)}") from None
    for name, d in NUMPY.items():
        if d == npd:
            return name
    raise DTypeError(f"unsupported dtype {npd}; use one of {', '.join(ALL)}")


_ML_FLOATS = tuple(NUMPY[d] for d in ("bf16",) + FLOAT8)
_NARROW_NUMPY = tuple(NUMPY[d] for d in NARROW)


def to_numpy(dtype: str) -> np.dtype:
    return NUMPY[dtype]


def is_float(dtype: str) -> bool:
    return dtype in FLOATS


def is_complex(dtype: str) -> bool:
    return dtype in COMPLEX


def complex_part(dtype: str) -> str:
    """The float type of a complex type's real and imaginary parts."""
    return {"complex<f32>": "f32", "complex<f64>": "f64"}[dtype]


def is_narrow(dtype: str) -> bool:
    """f16, bf16 or an f8 type: computed in f32 and rounded back once."""
    return dtype in NARROW


def is_float8(dtype: str) -> bool:
    return dtype in FLOAT8


def is_float_numpy(npd) -> bool:
    """A NumPy dtype of floats: NumPy's own, or ml_dtypes' bfloat16 and f8 types (kind 'V')."""
    npd = np.dtype(npd)
    return npd.kind == "f" or npd in _ML_FLOATS


def is_narrow_numpy(npd) -> bool:
    """A NumPy dtype of a NARROW float (float16, bfloat16, the f8 types)."""
    return np.dtype(npd) in _NARROW_NUMPY


def is_int(dtype: str) -> bool:
    """Signed or unsigned integer (not i1)."""
    return dtype in INTS


def is_unsigned(dtype: str) -> bool:
    return dtype in UNSIGNED


def bit_width(dtype: str) -> int:
    """Bits per element (1 for i1), as StableHLO counts them for shifts and bitcast_convert."""
    return 1 if dtype == "i1" else NUMPY[dtype].itemsize * 8


def itemsize(dtype: str) -> int:
    return 1 if dtype == "i1" else NUMPY[dtype].itemsize


def tensor_type(shape, dtype: str) -> str:
    """MLIR spelling, e.g. tensor<8x16xf32> or tensor<f32> for a scalar."""
    dims = "".join(f"{d}x" for d in shape)
    return f"tensor<{dims}{dtype}>"
