"""Quantization schemes and quantized arrays on the host.

Why in the runtime: a device's (and so a group's) quantization setting is a scheme, and a deployed
program (runtime only) takes quantized weights, so the scheme, its names and the host-side
quantize/dequantize live here; the compiler builds the same arithmetic into programs
(`compiler/ops/quantize.py`) and the tests hold the two to each other.

A scheme is symmetric int8: each group of elements shares one scale `s` (f32 or bf16), computed
as `max|x| / 127` over the group (1 for an all-zero group); an element is stored as
`clamp(round_half_even(x / s), -127, 127)` and read back as `value * s`, so every element comes
back within `s / 2` of what it was (up to float rounding). The groups are:

- per-tensor: one scale for the whole tensor (scales of shape `()`);
- per-channel: one scale per index along `axis` (scales of shape `(shape[axis],)`): default axis -1,
  the output channel of a weight used as `x @ w`;
- per-block: one scale per `block` consecutive elements along `axis` and per index of every other
  dimension (scales of `shape` with `shape[axis] / block` there): default axis -2, the contraction
  dimension of such a weight (as GPTQ/AWQ group sizes).

Names: `int8` (= `int8-per-channel`), `int8-per-tensor`, `int8-per-channel`, `int8-per-block-32`,
with `-axisN` for another axis (`int8-per-channel-axis0`, `int8-per-block-32-axis1`) and `-bf16`
for bf16 scales (`int8-per-channel-bf16`). `str(scheme)` is the canonical name.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from . import dtypes
from .errors import QuantizationError

#: Largest stored magnitude: symmetric int8 leaves -128 unused, so negation never overflows.
QMAX = 127
GRANULARITIES = ("per-tensor", "per-channel", "per-block")
SCALE_DTYPES = ("f32", "bf16")
_DEFAULT_AXIS = {"per-channel": -1, "per-block": -2}
_NAME = re.compile(r"^int8(?:-(per-tensor|per-channel|per-block)(?:-(\d+))?)?(?:-axis(-?\d+))?(?:-(f32|bf16))?$")
EXAMPLES = "int8, int8-per-tensor, int8-per-channel, int8-per-block-32, int8-per-channel-axis0, int8-per-block-32-bf16"


@dataclass(frozen=True)
class QuantScheme:
    """A symmetric int8 quantization scheme (see the module docstring). Frozen and hashable."""

    granularity: str = "per-channel"
    axis: int | None = None
    block: int | None = None
    scale_dtype: str = "f32"

    def __post_init__(self):
        if self.granularity not in GRANULARITIES:
            raise QuantizationError(f"unknown quantization granularity {self.granularity!r}; use one of "
                                    f"{', '.join(GRANULARITIES)}")
        if self.granularity == "per-tensor":
            if self.axis is not None or self.block is not None:
                raise QuantizationError("a per-tensor scheme has one scale for the whole tensor: it takes no "
                                        "axis and no block size")
        else:
            axis = _DEFAULT_AXIS[self.granularity] if self.axis is None else self.axis
            if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)):
                raise QuantizationError(f"a {self.granularity} scheme's axis is an int, got {self.axis!r}")
            object.__setattr__(self, "axis", int(axis))
        if self.granularity == "per-block":
            if isinstance(self.block, bool) or not isinstance(self.block, (int, np.integer)) or self.block < 1:
                raise QuantizationError(f"a per-block scheme needs a block size of at least 1 (e.g. "
                                        f"'int8-per-block-32'), got {self.block!r}")
            object.__setattr__(self, "block", int(self.block))
        elif self.block is not None:
            raise QuantizationError(f"only a per-block scheme takes a block size; {self.granularity} got "
                                    f"block={self.block!r}")
        try:
            scale = dtypes.normalize(self.scale_dtype)
        except dtypes.DTypeError:
            scale = None
        if scale not in SCALE_DTYPES:
            raise QuantizationError(f"quantization scales are {' or '.join(SCALE_DTYPES)}, got "
                                    f"{self.scale_dtype!r}")
        object.__setattr__(self, "scale_dtype", scale)

    @staticmethod
    def parse(scheme: "str | QuantScheme") -> "QuantScheme":
        """A scheme from its name (see the module docstring) or a QuantScheme (returned as it is)."""
        if isinstance(scheme, QuantScheme):
            return scheme
        if not isinstance(scheme, str):
            raise QuantizationError(f"a quantization scheme is a name such as 'int8-per-channel' or a "
                                    f"QuantScheme, got {scheme!r}")
        m = _NAME.match(scheme.strip())
        if m is None:
            raise QuantizationError(f"unknown quantization scheme {scheme!r}; shardflow quantizes to symmetric "
                                    f"int8, named like {EXAMPLES}")
        gran, block, axis, scale = m.groups()
        gran = gran or "per-channel"
        if (block is not None) != (gran == "per-block"):
            hint = "give the block size, e.g. int8-per-block-32" if gran == "per-block" else \
                "only per-block schemes have a size"
            raise QuantizationError(f"bad quantization scheme {scheme!r}: {hint}")
        return QuantScheme(gran, None if axis is None else int(axis), None if block is None else int(block),
                           scale or "f32")

    def __str__(self) -> str:
        name = f"int8-{self.granularity}"
        if self.granularity == "per-block":
            name += f"-{self.block}"
        if self.axis is not None and self.axis != _DEFAULT_AXIS[self.granularity]:
            name += f"-axis{self.axis}"
        return name + ("-bf16" if self.scale_dtype == "bf16" else "")

    # -- shapes ------------------------------------------------------------------------------------
    def resolve_axis(self, shape: Sequence[int], what: str = "tensor") -> int | None:
        """The scheme's axis as a non-negative dimension of `shape` (None for per-tensor);
        QuantizationError when it does not fit."""
        shape = tuple(shape)
        if self.granularity == "per-tensor":
            return None
        if not -len(shape) <= self.axis < len(shape):
            raise QuantizationError(f"{what}: {self} quantizes along axis {self.axis}, but the tensor has rank "
                                    f"{len(shape)} (shape {list(shape)}); name an axis it has, e.g. "
                                    f"{_with_axis(self, 0)}")
        a = self.axis % len(shape)
        if self.granularity == "per-block" and shape[a] % self.block:
            raise QuantizationError(f"{what}: {self} cuts axis {a} (size {shape[a]}) into blocks of {self.block}, "
                                    f"but {shape[a]} is not a multiple of {self.block}; use a block size that "
                                    f"divides {shape[a]}")
        return a

    def scale_shape(self, shape: Sequence[int], what: str = "tensor") -> tuple[int, ...]:
        """The shape of the scales of a tensor of `shape` quantized with this scheme."""
        shape = tuple(shape)
        a = self.resolve_axis(shape, what)
        if self.granularity == "per-tensor":
            return ()
        if self.granularity == "per-channel":
            return (shape[a],)
        return shape[:a] + (shape[a] // self.block,) + shape[a + 1:]

    def expand_scales(self, scales: np.ndarray, shape: Sequence[int]) -> np.ndarray:
        """`scales` repeated to `shape`: the scale of every element."""
        shape = tuple(shape)
        a = self.resolve_axis(shape)
        if self.granularity == "per-tensor":
            return np.broadcast_to(scales, shape)
        if self.granularity == "per-channel":
            return np.broadcast_to(scales.reshape([-1 if d == a else 1 for d in range(len(shape))]), shape)
        return np.repeat(scales, self.block, axis=a)


def _with_axis(s: QuantScheme, axis: int) -> QuantScheme:
    return QuantScheme(s.granularity, axis, s.block, s.scale_dtype)


def _group_amax(x: np.ndarray, scheme: QuantScheme) -> np.ndarray:
    """max |x| over each group of the scheme, in the scales' shape."""
    a = scheme.resolve_axis(x.shape)
    ax = np.abs(x)
    if scheme.granularity == "per-tensor":
        return ax.max()
    if scheme.granularity == "per-channel":
        return ax.max(axis=tuple(d for d in range(x.ndim) if d != a))
    split = x.shape[:a] + (x.shape[a] // scheme.block, scheme.block) + x.shape[a + 1:]
    return ax.reshape(split).max(axis=a + 1)


class QuantizedArray:
    """A quantized tensor on the host: int8 `values`, `scales` (f32 or bf16) and its `scheme`;
    `dtype` is the float dtype it dequantizes to. A compiled program takes one where its argument
    is quantized (`sfc.QuantizedSpec`): it is passed as its values and its scales."""

    __slots__ = ("values", "scales", "scheme", "dtype")

    def __init__(self, values, scales, scheme: "str | QuantScheme", dtype: str = "f32"):
        scheme = QuantScheme.parse(scheme)
        values, scales = np.asarray(values), np.asarray(scales)
        if values.dtype != np.int8:
            raise QuantizationError(f"quantized values are int8, got {values.dtype}")
        want = scheme.scale_shape(values.shape, "quantized array")
        if scales.shape != want:
            raise QuantizationError(f"{scheme} scales of int8 values of shape {list(values.shape)} have shape "
                                    f"{list(want)}, got {list(scales.shape)}")
        if scales.dtype != dtypes.to_numpy(scheme.scale_dtype):
            raise QuantizationError(f"{scheme} scales are {scheme.scale_dtype}, got {scales.dtype}")
        self.values, self.scales, self.scheme = values, scales, scheme
        self.dtype = dtypes.normalize(dtype)
        if not dtypes.is_float(self.dtype):
            raise QuantizationError(f"a quantized array dequantizes to a float dtype, got {dtype!r}")

    shape = property(lambda self: self.values.shape)
    ndim = property(lambda self: self.values.ndim)

    def dequantize(self, dtype: str | None = None) -> np.ndarray:
        """The float array it stands for: values and scales converted to `dtype` and multiplied in it."""
        dt = dtypes.to_numpy(self.dtype if dtype is None else dtypes.normalize(dtype))
        full = self.scheme.expand_scales(self.scales.astype(dt), self.values.shape)
        return (self.values.astype(dt) * full).astype(dt)

    def error_bound(self) -> np.ndarray:
        """Per element, how far the dequantized value may be from the one quantized: half a scale step."""
        return self.scheme.expand_scales(self.scales.astype(np.float32), self.values.shape) * np.float32(0.5)

    def __repr__(self) -> str:
        return f"QuantizedArray({list(self.shape)}, {self.scheme}, dequantizes to {self.dtype})"


def quantize_array(x, scheme: "str | QuantScheme") -> QuantizedArray:
    """Quantize a float NumPy array with `scheme` (the arithmetic `sfc.quantize` compiles)."""
    scheme = QuantScheme.parse(scheme)
    x = np.asarray(x)
    if not (x.dtype.kind == "f" or x.dtype == dtypes.to_numpy("bf16")):
        raise QuantizationError(f"quantize takes a float array, got {x.dtype}")
    if x.dtype == np.float64:
        raise QuantizationError("quantize takes f32, f16 or bf16 arrays; cast float64 to float32 first")
    dtype = dtypes.normalize(x.dtype)
    x32 = x.astype(np.float32)
    amax = np.asarray(_group_amax(x32, scheme), np.float32)
    scales = np.where(amax == 0, np.float32(1), amax / np.float32(QMAX)).astype(dtypes.to_numpy(scheme.scale_dtype))
    full = scheme.expand_scales(scales.astype(np.float32), x.shape)
    with np.errstate(invalid="ignore"):
        values = np.clip(np.rint(x32 / full), -QMAX, QMAX).astype(np.int8)
    return QuantizedArray(values, scales, scheme, dtype)


def flatten_arguments(args: Sequence) -> list:
    """A call's arguments with every QuantizedArray replaced by its values and scales (what a
    program with quantized parameters takes, in that order)."""
    out = []
    for a in args:
        if isinstance(a, QuantizedArray):
            out.extend((a.values, a.scales))
        else:
            out.append(a)
    return out
