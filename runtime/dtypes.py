"""Element types: shardflow's names are MLIR's (f32, f16, bf16, f64, i8, i16, i32, i64, i1, ui8,
ui16, ui32, ui64).

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
}
FLOATS = ("f32", "f16", "bf16", "f64")
SIGNED = ("i8", "i16", "i32", "i64")
UNSIGNED = ("ui8", "ui16", "ui32", "ui64")
INTS = SIGNED + UNSIGNED
ALL = tuple(NUMPY)

_ALIASES = {
    "float32": "f32", "float16": "f16", "bfloat16": "bf16", "float64": "f64", "double": "f64", "int32": "i32", "int64": "i64",
    "bool": "i1", "float": "f32", "half": "f16", "int8": "i8", "int16": "i16", "uint8": "ui8", "uint16": "ui16",
    "uint32": "ui32", "uint64": "ui64",
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


def to_numpy(dtype: str) -> np.dtype:
    return NUMPY[dtype]


def is_float(dtype: str) -> bool:
    return dtype in FLOATS


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
