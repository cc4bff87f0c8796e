"""Checking user arguments against a program's signature before IREE ever sees them."""
from __future__ import annotations

import warnings
from typing import Sequence

import numpy as np

from . import dtypes
from .errors import InputError


def check_inputs(params: Sequence, arrays: Sequence, names: Sequence[str] | None = None, *,
                 cast: bool = False) -> list[np.ndarray]:
    """`params` have `.shape` and `.dtype` (MLIR name). Returns contiguous arrays of the exact dtypes.

    With `cast`, a float array for a float parameter (or int for int) is converted with a warning,
    as the command line does; otherwise a dtype mismatch is an error.
    """
    from .quantization import flatten_arguments
    arrays = flatten_arguments(arrays)   # a QuantizedArray is its values and its scales
    names = list(names) if names is not None else [f"input {i}" for i in range(len(params))]
    if len(arrays) != len(params):
        sig = ", ".join(f"{n}: {dtypes.tensor_type(p.shape, p.dtype)}" for n, p in zip(names, params))
        raise InputError(f"expected {len(params)} inputs ({sig}), got {len(arrays)}")
    out = []
    for i, (p, a, n) in enumerate(zip(params, arrays, names)):
        try:
            a = np.asarray(a)
        except ValueError as e:   # a ragged nested list: NumPy cannot make one array of it
            raise InputError(f"{n} (input {i}) is not a rectangular array ({e.args[0].split('. ')[-1].rstrip('.')}): "
                             f"every row of a nested list must have the same length; pass a NumPy array of "
                             f"shape {list(p.shape)}") from None
        if tuple(a.shape) != tuple(p.shape):
            raise InputError(f"{n} (input {i}) must have shape {list(p.shape)}, got {list(a.shape)}")
        want = dtypes.to_numpy(p.dtype)
        if (a.dtype.kind == "V" and a.dtype.names is None and a.dtype.itemsize == want.itemsize
                and (want.kind == "V" or p.dtype in dtypes.FLOAT8)):   # (ml_dtypes' float8_e5m2 is kind 'f')
            # an .npy of bfloat16 or f8 saved by NumPy loads back as raw bytes (|V2, |V1): they
            # are the parameter's values
            a = a.view(want)
        if a.dtype != want:
            try:
                got = dtypes.normalize(a.dtype)
            except dtypes.DTypeError:
                got = str(a.dtype)
            both_float = (a.dtype.kind == "f" or got in dtypes.FLOATS) and p.dtype in dtypes.FLOATS
            both_int = a.dtype.kind in "iu" and p.dtype in dtypes.INTS
            both_complex = a.dtype.kind == "c" and p.dtype in dtypes.COMPLEX
            if cast and (both_float or both_int or both_complex):
                warnings.warn(f"{n}: casting {got} input to the parameter's {p.dtype}", stacklevel=3)
                a = a.astype(want)
            else:
                if p.dtype == "i8" and (both_float or got in dtypes.FLOATS):
                    raise InputError(f"{n} (input {i}) holds the int8 values of a quantized argument, got a {got} "
                                     f"array; pass the QuantizedArray of the weights instead: "
                                     f"quantize_array(w, scheme) (shardflow.runtime.quantization, or sfc)")
                raise InputError(f"{n} (input {i}) must have dtype {p.dtype} ({want}), got {got}"
                                 + ("" if cast else "; convert it with .astype() first"))
        out.append(np.asarray(a, order="C"))
    return out


def as_sharding(sharding, ndim: int, *, what: str):
    """A `Sharding` from what users write: None (replicated), a Sharding, or a JAX-style spec tuple."""
    from .errors import ShardingError
    from .sharding import Sharding

    if sharding is None:
        return Sharding.replicated()
    if isinstance(sharding, Sharding):
        return sharding
    if isinstance(sharding, (tuple, list)):
        return Sharding.spec(*sharding)
    raise ShardingError(f"{what}: the sharding must be a Sharding (Sharding.split(0), Sharding.spec(None, "
                        f"'model')) or a spec tuple such as (None, 'model'), got {sharding!r}")
