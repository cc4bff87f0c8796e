"""Quantized tensors as Graph IR: what each scheme is made of, in ops every engine already knows.

A quantized tensor is two values, its int8 `values` and its `scales` (`Quantized`), plus its scheme
(`shardflow.runtime.quantization`). Quantize, dequantize and the weight-only quantized dot product
are built here from primitive ops (reduce, divide, round, clamp, convert, broadcast, multiply,
dot_general), so propagation, partitioning, the reference, the simulator and every emitter handle
them with no rule of their own, and the values and scales of a quantized tensor stay sharded
consistently: they share factors through the broadcast (and, per block, the reshape) that
dequantizes them. The arithmetic is `runtime.quantization.quantize_array`'s, op for op.

Like `elementwise.power_rewrite`, every builder takes `emit(kind, operands, attrs) -> Value`, the
builder's (or an importer's) way of adding one op.

The dot product keeps the int8 values as the operand of the contraction wherever the scales
factor out of it (per-tensor, and per-channel scales): `x @ (q * s) = (x @ q) * s` for scales along
a dimension the product keeps, `(x * s) @ q` for scales along the contracted one. IREE then reads
int8 weights inside the matmul kernel (a mixed f32 x i8 contraction) on every backend (checked at
IREE 3.13 for CPU, CUDA and Vulkan). Per-block scales vary along the contraction, so such a weight
is dequantized first: IREE 3.13 runs that as an elementwise dispatch of its own before the matmul
(on every backend, also when the product contracts the blocked view directly), so per-block
weights are stored int8 but read as a transient float copy per call.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from shardflow.runtime.errors import QuantizationError, ShardingError
from shardflow.runtime.mesh import Mesh
from shardflow.runtime.quantization import QMAX, QuantScheme
from shardflow.runtime.sharding import Sharding

from .. import dtypes

Emit = Callable[[str, Sequence, "dict | None"], object]


@dataclass(frozen=True)
class Quantized:
    """A quantized tensor in Graph IR: its i8 `values`, its `scales`, the scheme and the float
    `dtype` it dequantizes to."""

    values: object          # ir.Value of dtype i8
    scales: object          # ir.Value of the scheme's scale dtype, shape scheme.scale_shape(values.shape)
    scheme: QuantScheme
    dtype: str

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self.values.shape)


class _Ops:
    """Shorthands over `emit`."""

    def __init__(self, emit: Emit):
        self.emit = emit

    def __call__(self, kind, operands, attrs=None):
        return self.emit(kind, list(operands), attrs)

    def convert(self, v, dtype):
        return v if v.dtype == dtype else self("convert", [v], {"dtype": dtype})

    def full(self, value, dtype, shape):
        c = self("constant", [], {"value": np.array(value, dtype=dtypes.to_numpy(dtype))})
        return c if tuple(shape) == () else self.broadcast(c, shape, ())

    def broadcast(self, v, shape, dims):
        if tuple(v.shape) == tuple(shape):
            return v
        return self("broadcast_in_dim", [v], {"shape": tuple(shape), "broadcast_dimensions": tuple(dims)})

    def reshape(self, v, shape):
        return v if tuple(v.shape) == tuple(shape) else self("reshape", [v], {"shape": tuple(shape)})


def _blocked(shape: tuple[int, ...], axis: int, block: int) -> tuple[int, ...]:
    """`shape` with dim `axis` cut into (blocks, block): the view per-block scales broadcast over."""
    return shape[:axis] + (shape[axis] // block, block) + shape[axis + 1:]


def _scale_view(q: _Ops, scales, scheme: QuantScheme, shape: tuple[int, ...]):
    """(scales broadcast over the tensor, the shape they and the tensor are multiplied in):
    the tensor's own shape, or its blocked view for per-block schemes."""
    a = scheme.resolve_axis(shape)
    if scheme.granularity == "per-tensor":
        return q.broadcast(scales, shape, ()), shape
    if scheme.granularity == "per-channel":
        return q.broadcast(scales, shape, (a,)), shape
    view = _blocked(shape, a, scheme.block)
    return q.broadcast(scales, view, [d for d in range(len(view)) if d != a + 1]), view


def check_float(dtype: str, what: str) -> None:
    if not dtypes.is_float(dtype):
        raise QuantizationError(f"{what}: only float tensors are quantized (f32, f16, bf16), got {dtype}")


def quantize(x, scheme: QuantScheme, emit: Emit, what: str = "quantize") -> Quantized:
    """`x` (a float value) quantized with `scheme`: scales = max|x| / 127 per group (1 for an
    all-zero group), values = clamp(round(x / scale), -127, 127), computed in f32."""
    check_float(x.dtype, what)
    q = _Ops(emit)
    shape = tuple(x.shape)
    a = scheme.resolve_axis(shape, f"tensor given to {what}")
    x32 = q.convert(x, "f32")
    mag = q("abs", [x32])
    if scheme.granularity == "per-tensor":
        dims = tuple(range(len(shape)))
    elif scheme.granularity == "per-channel":
        dims = tuple(d for d in range(len(shape)) if d != a)
    else:
        mag, dims = q.reshape(mag, _blocked(shape, a, scheme.block)), (a + 1,)
    amax = q("reduce", [mag], {"dimensions": dims, "reducer": "max"}) if dims else mag
    sshape = tuple(amax.shape)
    step = q("divide", [amax, q.full(QMAX, "f32", sshape)])
    zero = q("compare", [amax, q.full(0, "f32", sshape)], {"comparison_direction": "EQ"})
    scales = q.convert(q("select", [zero, q.full(1, "f32", sshape), step]), scheme.scale_dtype)
    full, view = _scale_view(q, q.convert(scales, "f32"), scheme, shape)
    ratio = q("round_nearest_even", [q("divide", [q.reshape(x32, view), full])])
    clamped = q("clamp", [q.full(-QMAX, "f32", view), ratio, q.full(QMAX, "f32", view)])
    values = q.reshape(q.convert(clamped, "i8"), shape)
    return Quantized(values, scales, scheme, x.dtype)


def dequantize(t: Quantized, dtype: str, emit: Emit):
    """The float value `t` stands for: values and scales converted to `dtype`, multiplied in it."""
    check_float(dtype, "dequantize")
    q = _Ops(emit)
    shape = t.shape
    full, view = _scale_view(q, q.convert(t.scales, dtype), t.scheme, shape)
    out = q("multiply", [q.reshape(q.convert(t.values, dtype), view), full])
    return q.reshape(out, shape)


def dot_general(lhs, rhs, contracting, batch, emit: Emit):
    """`dot_general` where either operand may be `Quantized` (weight-only quantization): computed
    in the float operand's dtype (the lhs's expressed dtype when both are quantized), with the
    int8 values inside the contraction where the scales factor out (see the module docstring)."""
    q = _Ops(emit)
    (lc, rc), (lb, rb) = contracting, batch
    lc, rc, lb, rb = tuple(lc), tuple(rc), tuple(lb), tuple(rb)
    plain = [v for v in (lhs, rhs) if not isinstance(v, Quantized)]
    dtype = plain[0].dtype if plain else lhs.dtype
    check_float(dtype, "a quantized matmul")
    after = []     # (scales converted to dtype, result dims they broadcast along)
    operands = [lhs, rhs]
    for k, (t, con, bat) in enumerate(((lhs, lc, lb), (rhs, rc, rb))):
        if not isinstance(t, Quantized):
            continue
        other = operands[1 - k]
        a = t.scheme.resolve_axis(t.shape)
        s = q.convert(t.scales, dtype)
        if t.scheme.granularity == "per-tensor":
            after.append((s, ()))
        elif t.scheme.granularity == "per-channel" and a not in con:
            after.append((s, (_result_dim(k, a, tuple(lhs.shape), tuple(rhs.shape), lc, rc, lb, rb),)))
        elif t.scheme.granularity == "per-channel" and not isinstance(other, Quantized):
            # scales along a contracted dim: scale the other operand's matching dim instead
            od = (rc, lc)[k][con.index(a)]
            operands[1 - k] = q("multiply", [other, q.broadcast(s, other.shape, (od,))])
        else:
            operands[k] = dequantize(t, dtype, emit)
            continue
        operands[k] = q.convert(t.values, dtype)
    out = q("dot_general", [operands[0], operands[1]], {
        "lhs_batching_dimensions": lb, "rhs_batching_dimensions": rb,
        "lhs_contracting_dimensions": lc, "rhs_contracting_dimensions": rc})
    for s, dims in after:
        out = q("multiply", [out, q.broadcast(s, out.shape, dims)])
    return out


def _result_dim(k: int, a: int, lshape, rshape, lc, rc, lb, rb) -> int:
    """Where dim `a` of operand k (0 lhs, 1 rhs; not contracted) lands in dot_general's result:
    batch dims first, then the lhs's free dims, then the rhs's."""
    bat = (lb, rb)[k]
    if a in bat:
        return bat.index(a)
    lfree = [d for d in range(len(lshape)) if d not in lc and d not in lb]
    rfree = [d for d in range(len(rshape)) if d not in rc and d not in rb]
    return len(lb) + (lfree.index(a) if k == 0 else len(lfree) + rfree.index(a))


def scales_sharding(values: Sharding, shape: Sequence[int], scheme: QuantScheme, mesh: Mesh,
                    what: str) -> Sharding:
    """The sharding of the scales of a quantized tensor whose values are laid out as `values`
    (bound): each device holds the scales of the values it holds. Per-tensor scales are replicated;
    per-channel scales split like the channel dim; per-block scales like the values, which needs
    whole blocks on every device (ShardingError otherwise)."""
    shape = tuple(shape)
    if values.partial:
        raise ShardingError(f"{what}: a quantized tensor cannot be a partial sum (over {list(values.partial)}); "
                            f"give it a split or replicated sharding")
    a = scheme.resolve_axis(shape, what)
    sshape = scheme.scale_shape(shape, what)
    dims = values.padded(len(shape)).dims
    if scheme.granularity == "per-tensor":
        return Sharding.replicated().bind(sshape, mesh)
    if scheme.granularity == "per-channel":
        return Sharding([dims[a]]).bind(sshape, mesh, allow_uneven=True, what=f"scales of {what}")
    n = 1
    for ax in dims[a]:
        n *= mesh.axis_size(ax)
    if sshape[a] % n:
        raise ShardingError(f"{what}: its sharding splits dimension {a} (size {shape[a]}) over {n} devices, which "
                            f"cuts its {sshape[a]} blocks of {scheme.block} ({scheme}) unevenly; a device must hold "
                            f"whole blocks: split another dimension, or use a block size that makes the "
                            f"{shape[a]} rows a multiple of {n} blocks")
    return Sharding(dims).bind(sshape, mesh, allow_uneven=True, what=f"scales of {what}")
