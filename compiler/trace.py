"""Tracing: run a Python function over symbolic `Tensor`s and record a Graph.

Tensors made on a group are replicated until sharded; `x.with_sharding(s)` records an explicit
reshard op. Operators follow NumPy (broadcasting, @, comparisons).
"""
from __future__ import annotations

import functools
import os
import sys
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np

from shardflow.runtime.errors import ShardflowError, ShardingError
from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding

from . import dtypes
from .ir import Graph, TensorType, Value
from .ops.registry import OpError


class TraceError(ShardflowError):
    """The traced function misused the builder (wrong argument types, tensors of another trace)."""


@dataclass(frozen=True)
class Spec:
    """A traced argument: global shape, dtype and (optionally) its sharding on the group."""

    shape: tuple
    dtype: Any = "f32"
    sharding: Sharding | None = None
    name: str | None = None

    def __post_init__(self):
        shape = _shape_of(self.shape)
        object.__setattr__(self, "shape", shape)
        object.__setattr__(self, "dtype", dtypes.normalize(self.dtype))
        if self.sharding is not None and not isinstance(self.sharding, Sharding):
            raise ShardingError(f"Spec sharding must be a Sharding (e.g. Sharding.split(0)), got {self.sharding!r}")


def _shape_of(given) -> tuple[int, ...]:
    """A Spec's shape as ints: each dimension an int (not a bool, not a float) of at least 1."""
    if isinstance(given, (str, bytes)) or not hasattr(given, "__iter__"):
        raise TraceError(f"Spec shape must be a sequence of ints, e.g. (8, 16), got {given!r}")
    shape = []
    for d in given:
        if isinstance(d, (bool, np.bool_)) or not isinstance(d, (int, np.integer)):
            raise TraceError(f"Spec shape {given!r}: dimension {d!r} is a {type(d).__name__}, not an int; "
                             f"give whole numbers, e.g. (8, 16)")
        shape.append(int(d))
    if any(d < 0 for d in shape):
        raise TraceError(f"Spec shape {shape} has a negative dimension")
    if 0 in shape:
        raise TraceError(f"Spec shape {shape} has a zero-size dimension, which shardflow does not support "
                         f"(a tensor with no elements); give every dimension at least 1")
    return tuple(shape)


_PKG_DIR = os.path.dirname(os.path.abspath(__file__))


def _user_location() -> str | None:
    """The first stack frame outside shardflow: where the user wrote the op. A plain frame walk
    (`inspect.stack()` reads every frame's source context and cost half of the trace time)."""
    frame = sys._getframe(2)
    while frame is not None:
        path = frame.f_code.co_filename
        if not _in_package(path):
            return f"{os.path.basename(path)}:{frame.f_lineno}"
        frame = frame.f_back
    return None


@functools.lru_cache(maxsize=None)
def _in_package(path: str) -> bool:
    return os.path.abspath(path).startswith(_PKG_DIR)


class Builder:
    """The graph under construction and the mesh its tensors live on."""

    _stack: list["Builder"] = []

    def __init__(self, graph: Graph, parent: "Builder | None" = None):
        self.graph = graph
        self.parent = parent  # the trace around this one (a loop body's or branch's: control_flow.py)

    @classmethod
    def current(cls) -> "Builder":
        if not cls._stack:
            raise TraceError("no graph is being traced: call shardflow ops inside a function passed to "
                             "sfc.trace / sfc.compile")
        return cls._stack[-1]

    def op(self, kind: str, operands: Sequence["Tensor"], attrs: dict | None = None) -> "Tensor":
        return self.op_multi(kind, operands, attrs)[0]

    def inside(self, other: "Builder") -> bool:
        """Whether this trace is a region (loop body, branch) traced within `other`."""
        b = self.parent
        while b is not None:
            if b is other:
                return True
            b = b.parent
        return False

    def adopt(self, t: "Tensor", kind: str = "op") -> "Tensor":
        """`t` as a tensor of this trace (a region's trace captures the tensors of the traces
        around it; see control_flow.py)."""
        if t.builder is not self:
            hint = ("; a shard_map body sees only its arguments: pass the tensor to the shard_map"
                    if self.graph.scope is not None or t.builder.graph.scope is not None else "")
            raise TraceError(f"{kind}: a tensor from another trace was used here{hint}")
        return t

    def op_multi(self, kind, operands, attrs=None) -> list["Tensor"]:
        cur = Builder._stack[-1] if Builder._stack else self
        if cur is not self and cur.inside(self):  # tracing a loop body or branch of this trace: record there
            return cur.op_multi(kind, operands, attrs)
        vals = []
        for t in operands:
            if getattr(t, "is_quantized", False):
                t.refuse(kind)
            if not isinstance(t, Tensor):
                raise TraceError(f"{kind}: expected a traced Tensor, got {type(t).__name__}")
            vals.append(self.adopt(t, kind).value)
        op = self.graph.add_op(kind, vals, attrs, loc=_user_location())
        return [Tensor(v, self) for v in op.results]


def _is_scalar(x) -> bool:
    return isinstance(x, (bool, int, float, np.generic)) and not isinstance(x, np.ndarray)


def _scalar_kind(x) -> str:
    """'b', 'i' or 'f': what kind of number a Python or NumPy scalar is."""
    kind = "b" if isinstance(x, (bool, np.bool_)) else np.asarray(x).dtype.kind
    if kind in "iu":
        return "i"
    if kind not in "bf":
        raise TraceError(f"cannot use the {type(x).__name__} {x!r} as a tensor element; shardflow tensors hold "
                         f"booleans, integers and floats")
    return kind


def weak_dtype(dtype: str, x) -> str:
    """The dtype of `tensor <op> x` for a tensor of `dtype` and a Python (or NumPy) scalar `x`, following
    NumPy's and JAX's weak scalars: the tensor's dtype wins unless the scalar is of a higher kind (a
    float with an integer or boolean tensor gives the default float f32, an int with a boolean tensor
    the default integer i32)."""
    kind = _scalar_kind(x)
    if dtypes.is_float(dtype) or kind == "b":
        return dtype
    if kind == "f":
        return "f32"
    return "i32" if dtype == "i1" else dtype


def _scalar_constant(x, dt: str, b: "Builder") -> "Tensor":
    """A constant of dtype `dt` holding `x`; an integer that `dt` cannot hold is a TraceError at the
    user's line (NumPy would raise OverflowError, or wrap around silently)."""
    if dtypes.is_int(dt) and _scalar_kind(x) != "f":
        info = np.iinfo(dtypes.to_numpy(dt))
        if not info.min <= int(x) <= info.max:
            where = _user_location()
            raise TraceError(f"{where + ': ' if where else ''}the integer {int(x)} does not fit the tensor's "
                             f"dtype {dt} ({info.min}..{info.max}); convert the tensor first (x.astype(...)) "
                             f"or use a smaller number")
    return b.op("constant", [], {"value": np.array(np.asarray(x).astype(dtypes.to_numpy(dt)))})


def _as_tensor(x, like: "Tensor | None" = None) -> "Tensor":
    """Wrap Python scalars and NumPy arrays as constants (scalars take `like`'s dtype; see
    `promote` for operators, where a scalar may raise the tensor's dtype)."""
    if isinstance(x, Tensor):
        return x
    b = like.builder if like is not None else Builder.current()
    if _is_scalar(x):
        if like is not None:
            dt = like.dtype
        else:
            dt = {"b": "i1", "i": "i32", "f": "f32"}[_scalar_kind(x)]
        return _scalar_constant(x, dt, b)
    if isinstance(x, np.ndarray):
        arr = x
        dtypes.normalize(arr.dtype)
    elif getattr(x, "is_quantized", False):
        x.refuse("used as a tensor")
    else:
        raise TraceError(f"cannot use a {type(x).__name__} as a tensor; pass a Tensor, a NumPy array or a number")
    return b.op("constant", [], {"value": np.array(arr)})


def promote(a, b) -> tuple["Tensor", "Tensor"]:
    """The operands of an elementwise op as tensors of one dtype when one of them is a Python number
    (`weak_dtype`: `i32 * 0.5` is f32, `i32 + 1` stays i32, `bf16 * 2.0` stays bf16). Two tensors,
    or a tensor and a NumPy array, are returned as they are (their dtypes must already agree)."""
    if not isinstance(a, Tensor) and not isinstance(b, Tensor):
        a = _as_tensor(a)
    if isinstance(a, Tensor) and isinstance(b, Tensor):
        return a, b
    t, x, swap = (a, b, False) if isinstance(a, Tensor) else (b, a, True)
    if _is_scalar(x):
        dt = weak_dtype(t.dtype, x)
        if dt != t.dtype:
            t = t.builder.op("convert", [t], {"dtype": dt})
        c = _scalar_constant(x, dt, t.builder)
    else:
        c = _as_tensor(x, like=t)
    return (c, t) if swap else (t, c)


def broadcast_shapes(a: tuple, b: tuple) -> tuple:
    out = []
    for i in range(max(len(a), len(b))):
        da = a[len(a) - 1 - i] if i < len(a) else 1
        db = b[len(b) - 1 - i] if i < len(b) else 1
        if da != db and 1 not in (da, db):
            raise OpError(f"shapes {list(a)} and {list(b)} do not broadcast (dimension {-1 - i}: {da} vs {db})")
        out.append(max(da, db) if 1 in (da, db) else da)
    return tuple(reversed(out))


def broadcast_to(x: "Tensor", shape) -> "Tensor":
    """NumPy-style broadcast to `shape` (a broadcast_in_dim, or nothing when the shape already fits)."""
    shape = tuple(shape)
    if x.shape == shape:
        return x
    broadcast_shapes(x.shape, shape)
    if len(x.shape) > len(shape):
        raise OpError(f"cannot broadcast shape {list(x.shape)} to the smaller rank {list(shape)}")
    # drop size-1 dims that expand (keeps broadcast_dimensions exact for propagation)
    off = len(shape) - len(x.shape)
    return x.builder.op("broadcast_in_dim", [x], {"shape": shape,
                                                   "broadcast_dimensions": tuple(range(off, len(shape)))})


def binary(kind: str, a, b) -> "Tensor":
    from .ops.registry import OPS
    rewrite = OPS[kind].trace_rewrite if kind in OPS else None  # (power: `x ** 2.0` as a multiply)
    if rewrite is not None and isinstance(a, Tensor) and _is_scalar(b):
        # a scalar second operand (of the promoted dtype) may need no op at all
        dt = weak_dtype(a.dtype, b)
        base = a if dt == a.dtype else a.builder.op("convert", [a], {"dtype": dt})
        out = _rewritten(rewrite, base, np.asarray(b, dtype=dtypes.to_numpy(dt)))
        if out is not None:
            return out
    a, b = promote(a, b)
    if a.dtype != b.dtype:
        raise OpError(f"{kind}: operand dtypes differ ({a.dtype} and {b.dtype}); convert one with .astype()")
    shape = broadcast_shapes(a.shape, b.shape)
    a, b = broadcast_to(a, shape), broadcast_to(b, shape)
    if rewrite is not None:
        out = _rewritten(rewrite, a, b.value)
        if out is not None:
            return out
    return a.builder.op(kind, [a, b])


def _rewritten(rewrite: Callable, a: "Tensor", second) -> "Tensor | None":
    """The op's record's `trace_rewrite` of `a` and a known second operand (power: multiplies/sqrt/...
    for a small constant exponent, ops/elementwise.py `power_rewrite`), else None."""
    b = a.builder

    def emit(kind, operands, attrs):
        return b.op(kind, [Tensor(v, b) for v in operands], attrs).value

    out = rewrite(a.value, second, emit)
    return None if out is None else Tensor(out, b)


def _right_shift(x: "Tensor") -> str:
    return "shift_right_logical" if dtypes.is_unsigned(x.dtype) else "shift_right_arithmetic"


class Tensor:
    """A traced value: global shape and dtype; operators record ops."""

    __slots__ = ("value", "builder")
    __array_priority__ = 1000  # make ndarray <op> Tensor defer to us

    def __init__(self, value: Value, builder: Builder):
        self.value = value
        self.builder = builder

    shape = property(lambda self: self.value.shape)
    dtype = property(lambda self: self.value.dtype)
    ndim = property(lambda self: len(self.value.shape))

    @property
    def sharding(self) -> Sharding | None:
        """The tensor's sharding on its group (after propagation), or None when not on a group."""
        g = self.builder.graph
        if g.mesh is None:
            return None
        from .passes.propagate import sharding_of
        return sharding_of(g, self.value)

    def with_sharding(self, sharding: Sharding) -> "Tensor":
        """An explicit reshard: the same global value laid out as `sharding`."""
        g = self.builder.graph
        if g.mesh is None:
            raise ShardingError("with_sharding: this tensor is not on a device group; pass group= to "
                                "sfc.compile/sfc.trace to place it on one")
        if not isinstance(sharding, Sharding):
            raise ShardingError(f"with_sharding takes a Sharding (e.g. Sharding.split(0)), got {sharding!r}")
        # uneven splits are allowed: partition pads them (passes/pad_uneven.py)
        bound = sharding.bind(self.shape, g.mesh, allow_uneven=True, what=f"tensor of shape {list(self.shape)}")
        if bound.partial:
            raise ShardingError(
                f"with_sharding: cannot ask for a partial sum over {list(bound.partial)} of a whole tensor; "
                f"partial (unreduced) values only come out of reductions such as dot products")
        out = self.builder.op("reshard", [self], {"sharding": bound})
        out.value.sharding = bound
        out.value.fixed = True
        return out

    # arithmetic
    def __add__(self, o): return binary("add", self, o)
    def __radd__(self, o): return binary("add", o, self)
    def __sub__(self, o): return binary("subtract", self, o)
    def __rsub__(self, o): return binary("subtract", o, self)
    def __mul__(self, o): return binary("multiply", self, o)
    def __rmul__(self, o): return binary("multiply", o, self)
    def __truediv__(self, o): return binary("divide", self, o)
    def __rtruediv__(self, o): return binary("divide", o, self)
    def __pow__(self, o): return binary("power", self, o)
    def __rpow__(self, o): return binary("power", o, self)
    # Python's and NumPy's // and %: rounded toward minus infinity, the divisor's sign (functional.py)
    def __floordiv__(self, o):
        from .functional import floor_divide
        return floor_divide(self, o)

    def __rfloordiv__(self, o):
        from .functional import floor_divide
        return floor_divide(o, self)

    def __mod__(self, o):
        from .functional import mod
        return mod(self, o)

    def __rmod__(self, o):
        from .functional import mod
        return mod(o, self)

    def __and__(self, o): return binary("and", self, o)
    def __rand__(self, o): return binary("and", o, self)
    def __or__(self, o): return binary("or", self, o)
    def __ror__(self, o): return binary("or", o, self)
    def __xor__(self, o): return binary("xor", self, o)
    def __rxor__(self, o): return binary("xor", o, self)
    def __invert__(self): return self.builder.op("not", [self])
    def __lshift__(self, o): return binary("shift_left", self, o)
    def __rlshift__(self, o): return binary("shift_left", o, self)
    # NumPy's >>: arithmetic for signed integers, logical for unsigned ones
    def __rshift__(self, o): return binary(_right_shift(self), self, o)
    def __rrshift__(self, o): return binary(_right_shift(self), o, self)
    def __neg__(self): return self.builder.op("negate", [self])
    def __abs__(self): return self.builder.op("abs", [self])

    def __matmul__(self, o):
        from .functional import matmul
        return matmul(self, o)

    def __rmatmul__(self, o):
        from .functional import matmul
        return matmul(_as_tensor(o, like=self), self)

    def _cmp(self, o, d):
        from .functional import compare
        return compare(self, o, d)

    def __lt__(self, o): return self._cmp(o, "LT")
    def __le__(self, o): return self._cmp(o, "LE")
    def __gt__(self, o): return self._cmp(o, "GT")
    def __ge__(self, o): return self._cmp(o, "GE")
    def __eq__(self, o): return self._cmp(o, "EQ")  # noqa: D105
    def __ne__(self, o): return self._cmp(o, "NE")
    __hash__ = object.__hash__

    def __bool__(self):
        raise TraceError("a traced Tensor has no concrete value, so it cannot be used in `if`/`while`; "
                         "use sfc.where/select for data-dependent choices")

    def __getitem__(self, idx):
        from .functional import getitem
        return getitem(self, idx)

    def __len__(self) -> int:
        if not self.shape:
            raise TraceError("len() of a 0-d Tensor: it has no first dimension")
        return self.shape[0]

    def __iter__(self):
        """Its slices along the first dimension, as iterating a NumPy array gives (the shape is static)."""
        return (self[i] for i in range(len(self)))

    def __array__(self, dtype=None, copy=None):
        raise TraceError(f"a traced Tensor {list(self.shape)} {self.dtype} has no concrete value, so NumPy "
                         f"cannot take it (np.asarray, np.exp, ...); use shardflow's own functions "
                         f"(sfc.exp, sfc.sum, ...) inside a traced function")

    # methods (NumPy names)
    def astype(self, dtype):
        from .functional import convert
        return convert(self, dtype)

    def reshape(self, *shape):
        from .functional import reshape
        return reshape(self, shape[0] if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape)

    def transpose(self, *perm):
        from .functional import transpose
        return transpose(self, perm[0] if len(perm) == 1 and isinstance(perm[0], (tuple, list)) else (perm or None))

    @property
    def T(self):
        return self.transpose()

    def sum(self, axis=None, keepdims=False):
        from .functional import reduce_sum
        return reduce_sum(self, axis, keepdims)

    def max(self, axis=None, keepdims=False):
        from .functional import reduce_max
        return reduce_max(self, axis, keepdims)

    def min(self, axis=None, keepdims=False):
        from .functional import reduce_min
        return reduce_min(self, axis, keepdims)

    def mean(self, axis=None, keepdims=False):
        from .functional import mean
        return mean(self, axis, keepdims)

    def __repr__(self):
        return f"Tensor({list(self.shape)}, {self.dtype})"


def _check_arity(fn: Callable, args: list) -> None:
    """One Spec per positional parameter, said before the call rather than as Python's TypeError from
    inside the trace. (A callable without an inspectable signature is simply called.)"""
    import inspect
    try:
        signature = inspect.signature(fn)
    except (TypeError, ValueError):
        return
    try:
        signature.bind(*args)
    except TypeError as e:
        name = getattr(fn, "__name__", type(fn).__name__)
        raise TraceError(f"{name}{signature} was given {len(args)} Spec(s): {e}; give one Spec per "
                         f"argument") from None


def trace(fn: Callable, *specs: Spec, group=None, mesh: Mesh | None = None, name: str = "main") -> Graph:
    """Record `fn(*tensors)` as a Graph. Outputs may be one Tensor or a tuple/list of them."""
    from .groups import mesh_of_group
    from .quantized import QuantizedSpec, QuantizedTensor, QuantState
    if group is not None and mesh is None:
        mesh = mesh_of_group(group)
    graph = Graph(name, mesh)
    b = Builder(graph)
    b.quant = QuantState.of(group, mesh is not None)   # the group's quantization setting (quantized.py)
    args: list = []
    for i, s in enumerate(specs):
        if isinstance(s, QuantizedSpec):   # two inputs, its int8 values and its scales
            args.append(QuantizedTensor(s.add_inputs(graph, b.quant, i), b, f"argument {i} ({s.name or f'arg{i}'})"))
            continue
        if not isinstance(s, Spec):
            raise TraceError(f"argument {i} must be a Spec(shape, dtype[, sharding]) or a QuantizedSpec, got {s!r}")
        sharding = None
        if s.sharding is not None:
            if mesh is None:
                raise ShardingError(f"argument {i} has sharding {s.sharding!r} but is not on a device group; "
                                    f"pass group= to place it on one")
            sharding = s.sharding.bind(s.shape, mesh, allow_uneven=True,  # uneven: see passes/pad_uneven.py
                                          what=f"argument {i} of shape {list(s.shape)}")
        elif mesh is not None:
            sharding = Sharding.replicated().bind(s.shape, mesh)
        args.append(Tensor(graph.add_input(TensorType(s.shape, s.dtype), sharding, s.name), b))
    _check_arity(fn, args)
    Builder._stack.append(b)
    try:
        out = fn(*args)
    finally:
        Builder._stack.pop()
    b.quant.unused_warning()
    outs = list(out) if isinstance(out, (tuple, list)) else [out]
    if not outs:
        raise TraceError("the traced function must return at least one Tensor")
    vals = []
    for i, o in enumerate(outs):
        if isinstance(o, QuantizedTensor):
            raise TraceError(f"output {i} of the traced function is {o.describe()}; return a Tensor: "
                             f"sfc.dequantize(q), or its q.values and q.scales")
        if not isinstance(o, Tensor):
            raise TraceError(f"output {i} of the traced function is a {type(o).__name__}, not a Tensor; return "
                             f"a Tensor or a tuple/list of Tensors computed from the arguments")
        if o.builder is not b:
            raise TraceError(f"output {i} belongs to another trace")
        vals.append(o.value)
    graph.set_outputs(vals)
    graph.verify()
    return graph
