"""Quantized tensors in the builder: `sfc.quantize`, `sfc.dequantize`, `QuantizedSpec` arguments.

A `QuantizedTensor` is a traced int8 tensor with scales (`ops/quantize.py` holds what its ops are).
It takes part in matmuls (`x @ q`, `sfc.matmul`, `sfc.dot_general`: weight-only quantization,
the int8 values read inside the contraction) and is dequantized for anything else.

The seed's rules, enforced here:
- a quantized tensor keeps the layout it was made with: `with_sharding` on it is a ShardingError
  that says to dequantize first (or to shard the float tensor before quantizing it, or to give the
  sharding in its `QuantizedSpec`);
- the group's quantization setting (its members' `quantization=`) is the scheme `sfc.quantize` and
  `QuantizedSpec` use when given none, and one group quantizes with one scheme: a tensor quantized
  with another scheme in the same program is a GroupError.
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

from shardflow.runtime.errors import GroupError, QuantizationError, ShardingError
from shardflow.runtime.quantization import QuantScheme
from shardflow.runtime.sharding import Sharding

from . import dtypes
from .ir import Graph, TensorType
from .ops import quantize as qops
from .trace import Builder, Tensor, TraceError, _shape_of, _user_location


class QuantizationWarning(UserWarning):
    """A quantization setting that has no effect (a group that quantizes, a program that does not)."""


class QuantState:
    """Per trace: the group's scheme (None without a setting) and the scheme in use so far."""

    def __init__(self, group_scheme: QuantScheme | None, group_name: str = "the group"):
        self.group_scheme = group_scheme
        self.group_name = group_name
        self.used: tuple[QuantScheme, str] | None = None   # (scheme, where it was first used)
        self.on_group = False

    @classmethod
    def of(cls, group, on_group: bool) -> "QuantState":
        scheme = getattr(group, "quant_scheme", None) if group is not None else None
        st = cls(scheme, f"the group (its members' quantization={group.quantization!r})" if scheme else "the group")
        st.on_group = on_group
        return st

    def resolve(self, scheme, what: str, where: str | None) -> QuantScheme:
        """The scheme `what` quantizes with: the one given, else the group's; a GroupError when it
        differs from the group's or from one used earlier in the program on the same group."""
        at = f" at {where}" if where else ""
        if scheme is None:
            if self.group_scheme is None:
                raise QuantizationError(
                    f"{what}{at}: no quantization scheme given and the program's group has no quantization "
                    f"setting; pass one (e.g. sfc.quantize(x, 'int8-per-channel')), or make the group's "
                    f"devices with quantization='int8-per-channel'")
            if self.used is None:
                self.used = (self.group_scheme, f"{what}{at}")
            return self.group_scheme
        try:
            s = QuantScheme.parse(scheme)
        except QuantizationError as e:
            raise QuantizationError(f"{what}{at}: {e}") from None
        if self.group_scheme is not None and s != self.group_scheme:
            raise GroupError(f"{what}{at} quantizes with {s}, but {self.group_name} quantizes with "
                             f"{self.group_scheme}; one group uses one scheme: leave the scheme out to use the "
                             f"group's, or make the group's devices with quantization={str(s)!r}")
        if self.on_group and self.used is not None and s != self.used[0]:
            raise GroupError(f"{what}{at} quantizes with {s}, but this program already quantized with "
                             f"{self.used[0]} ({self.used[1]}); one group uses one scheme: quantize every tensor "
                             f"with {self.used[0]}, or set the scheme once as the group's quantization")
        if self.used is None:
            self.used = (s, f"{what}{at}")
        return s

    def unused_warning(self) -> None:
        if self.group_scheme is not None and self.used is None:
            warnings.warn(f"{self.group_name} quantizes with {self.group_scheme}, but the program quantizes no "
                          f"tensor, so it runs unquantized; quantize weights with sfc.quantize(w) or take them "
                          f"as sfc.QuantizedSpec(...) arguments", QuantizationWarning, stacklevel=4)


def _state(b: Builder) -> QuantState:
    st = getattr(b, "quant", None)
    if st is None:
        st = b.quant = QuantState(None)
    return st


def _emit(b: Builder):
    loc = _user_location()

    def emit(kind, operands, attrs=None):
        return b.graph.add_op(kind, operands, attrs, loc=loc).result
    return emit


class QuantizedTensor:
    """A traced quantized tensor: int8 `values` and `scales` (Tensors) of a `scheme`; `shape` and
    `dtype` are those of the float tensor it stands for."""

    __slots__ = ("parts", "builder", "name")
    is_quantized = True
    __array_priority__ = 1001   # ndarray <op> q defers to us (and so refuses with our message)

    def __init__(self, parts: qops.Quantized, builder: Builder, name: str):
        self.parts, self.builder, self.name = parts, builder, name

    shape = property(lambda self: self.parts.shape)
    dtype = property(lambda self: self.parts.dtype)
    ndim = property(lambda self: len(self.parts.shape))
    scheme = property(lambda self: self.parts.scheme)
    values = property(lambda self: Tensor(self.parts.values, self.builder))
    scales = property(lambda self: Tensor(self.parts.scales, self.builder))

    @property
    def sharding(self) -> Sharding | None:
        """The layout of its int8 values on the group (None when not on a group)."""
        return self.values.sharding

    def describe(self) -> str:
        return (f"{self.name} (a {self.scheme} quantized tensor of shape {list(self.shape)}: int8 values with "
                f"{self.scheme.scale_dtype} scales of shape {list(self.parts.scales.shape)})")

    def with_sharding(self, sharding: Sharding) -> Tensor:
        raise ShardingError(
            f"with_sharding: {self.describe()} cannot be resharded; a quantized tensor keeps the layout it was "
            f"made with. Dequantize it first: sfc.dequantize(q).with_sharding(...) (and sfc.quantize the result "
            f"again if needed), or shard the float tensor before sfc.quantize, or give the sharding in its "
            f"sfc.QuantizedSpec")

    def dequantize(self, dtype=None) -> Tensor:
        return dequantize(self, dtype)

    def __matmul__(self, o):
        from .functional import matmul
        return matmul(self, o)

    def __rmatmul__(self, o):
        from .functional import matmul
        return matmul(o, self)

    def refuse(self, what: str):
        raise TraceError(f"{what}: {self.describe()} is not a plain tensor; dequantize it first "
                         f"(sfc.dequantize(q)), or use it in a matmul (x @ q)")

    def _op(self, *_):
        self.refuse("arithmetic on a quantized tensor")

    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = __truediv__ = __rtruediv__ = _op
    __pow__ = __rpow__ = __neg__ = __abs__ = __getitem__ = _op
    __lt__ = __le__ = __gt__ = __ge__ = _op

    def __eq__(self, o):
        self._op()

    __hash__ = object.__hash__

    def __bool__(self):
        self.refuse("`if` on a quantized tensor")

    def __repr__(self):
        return f"QuantizedTensor({list(self.shape)}, {self.scheme}, dequantizes to {self.dtype})"


def quantize(x, scheme: "str | QuantScheme | None" = None) -> QuantizedTensor:
    """`x` (a float Tensor) quantized to int8 with `scheme` (a name such as 'int8-per-channel' or a
    QuantScheme; None: the group's quantization setting). See `runtime.quantization`."""
    if getattr(x, "is_quantized", False):
        raise QuantizationError(f"sfc.quantize: {x.describe()} is already quantized")
    if not isinstance(x, Tensor):
        raise TraceError(f"sfc.quantize takes a traced float Tensor, got {type(x).__name__}; quantize NumPy "
                         f"weights on the host with sfc.quantize_array(w, scheme)")
    where = _user_location()
    s = _state(x.builder).resolve(scheme, "sfc.quantize", where)
    what = f"sfc.quantize at {where}" if where else "sfc.quantize"
    parts = qops.quantize(x.value, s, _emit(x.builder), what)
    return QuantizedTensor(parts, x.builder, f"the tensor quantized at {where}" if where else "a quantized tensor")


def dequantize(q, dtype=None) -> Tensor:
    """The float Tensor `q` stands for, in `dtype` (default: the dtype it was quantized from)."""
    if not getattr(q, "is_quantized", False):
        raise TraceError(f"sfc.dequantize takes a quantized tensor (from sfc.quantize or a QuantizedSpec "
                         f"argument), got {q!r}")
    dt = q.dtype if dtype is None else dtypes.normalize(dtype)
    return Tensor(qops.dequantize(q.parts, dt, _emit(q.builder)), q.builder)


def dot_general(lhs, rhs, contracting_dims, batch_dims=((), ())) -> Tensor:
    """`sfc.dot_general` with a quantized operand (see ops/quantize.dot_general)."""
    b = next(t.builder for t in (lhs, rhs) if isinstance(t, (Tensor, QuantizedTensor)))
    ops = []
    for t in (lhs, rhs):
        if isinstance(t, QuantizedTensor):
            ops.append(t.parts)
        elif isinstance(t, Tensor):
            ops.append(t.value)
        else:
            raise TraceError(f"a quantized matmul takes traced Tensors, got {type(t).__name__}")
        if t.builder is not b:
            raise TraceError("a quantized matmul: a tensor from another trace was used here")
    out = qops.dot_general(ops[0], ops[1], contracting_dims, batch_dims, _emit(b))
    return Tensor(out, b)


@dataclass(frozen=True)
class QuantizedSpec:
    """A quantized argument: the program takes its int8 values and its scales (a `QuantizedArray`
    from `sfc.quantize_array(w, scheme)` at call time) and the traced function gets a
    QuantizedTensor. `dtype` is the float dtype it dequantizes to; `scheme` None: the group's;
    `sharding` lays out the values, and the scales follow (`ops/quantize.scales_sharding`)."""

    shape: tuple
    scheme: Any = None
    dtype: Any = "f32"
    sharding: Sharding | None = None
    name: str | None = None

    def __post_init__(self):
        object.__setattr__(self, "shape", _shape_of(self.shape))
        object.__setattr__(self, "dtype", dtypes.normalize(self.dtype))
        qops.check_float(self.dtype, "QuantizedSpec")
        if self.sharding is not None and not isinstance(self.sharding, Sharding):
            raise ShardingError(f"QuantizedSpec sharding must be a Sharding (e.g. Sharding.split(0)), got "
                                f"{self.sharding!r}")

    def add_inputs(self, graph: Graph, state: QuantState, index: int) -> qops.Quantized:
        """The two graph inputs of argument `index` (`<name>.values`, `<name>.scales`)."""
        name = self.name or f"arg{index}"
        what = f"argument {index} ({name}, a QuantizedSpec of shape {list(self.shape)})"
        scheme = state.resolve(self.scheme, what, None)
        sshape = scheme.scale_shape(self.shape, what)
        vs = ss = None
        if graph.mesh is not None:
            given = self.sharding if self.sharding is not None else Sharding.replicated()
            vs = given.bind(self.shape, graph.mesh, allow_uneven=True, what=what)
            ss = qops.scales_sharding(vs, self.shape, scheme, graph.mesh, what)
        elif self.sharding is not None:
            raise ShardingError(f"{what} has sharding {self.sharding!r} but is not on a device group; pass group= "
                                f"to place it on one")
        values = graph.add_input(TensorType(self.shape, "i8"), vs, f"{name}.values")
        scales = graph.add_input(TensorType(sshape, scheme.scale_dtype), ss, f"{name}.scales")
        return qops.Quantized(values, scales, scheme, self.dtype)
