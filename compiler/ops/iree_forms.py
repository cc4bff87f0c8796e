"""What the forms for IREE (`OpDef.for_iree`) of elementwise ops are built with: a small graph over
one operand's shape, computed in f64 for f64 operands and in f32 for narrower floats (special.py's
lgamma, digamma and f64 cbrt; elementwise.py's saturating float-to-integer convert, power and
atan2), and the one way to a bf16 or f8 value IREE's CPU code can build (`narrow_from_f32`)."""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..ir import Graph, TensorType, Value


class ElementwiseForm:
    def __init__(self, t: TensorType, name: str = "special"):
        self.g, self.shape, self.dtype = Graph(name), t.shape, t.dtype
        self.work = "f64" if t.dtype == "f64" else "f32"
        self.x = self.arg(t)

    def arg(self, t: TensorType) -> Value:
        """One more operand of the op (the first is `x`), in the working type."""
        x = self.g.add_input(t)
        return x if t.dtype == self.work else self.op("convert", x, dtype=self.work)

    def op(self, kind: str, *xs: Value, **attrs) -> Value:
        return self.g.add_op(kind, list(xs), attrs).result

    def const(self, value, dtype: str) -> Value:
        """`value` of `dtype` over the operand's shape."""
        k = self.op("constant", value=np.array(value, dtypes.to_numpy(dtype)))
        return self.op("broadcast_in_dim", k, shape=self.shape, broadcast_dimensions=())

    def c(self, value: float) -> Value:
        """A float of the working type over the operand's shape."""
        return self.const(value, self.work)

    def lt(self, a: Value, b: Value) -> Value:
        return self.op("compare", a, b, comparison_direction="LT")

    def eq(self, a: Value, b: Value) -> Value:
        return self.op("compare", a, b, comparison_direction="EQ")

    def where(self, p: Value, a: Value, b: Value) -> Value:
        return self.op("select", p, a, b)

    def signbit(self, a: Value) -> Value:
        """Whether a's sign bit is set (-0.0 and negative NaNs included)."""
        bits = self.op("bitcast_convert", a, dtype="i64" if self.work == "f64" else "i32")
        return self.lt(bits, self.const(0, bits.type.dtype))

    def finish(self, r: Value) -> Graph:
        """The graph returning `r`, converted back to the operand's type if it is a float of the
        working type (a result of another type is returned as it is)."""
        self.g.set_outputs([self.op("convert", r, dtype=self.dtype) if r.type.dtype == self.work != self.dtype
                            else r])
        return self.g


def narrow_from_f32(g: Graph, wide: Value, dtype: str) -> Value:
    """An f32 value of `g` converted to `dtype` (bf16 or an f8 type) behind a barrier: IREE 3.13's
    CPU code converts an integer to bf16 through a runtime call it does not link (`__truncsfbf2`)
    and cannot convert f16, bf16, f64 or an integer to an f8 type at all ('failed to legalize
    operation arith.truncf'), and without the barrier it folds the conversion to f32 and this one
    back into that (convert's and a bf16 or f8 iota's forms for IREE)."""
    fenced = g.add_op("optimization_barrier", [wide], {}).result
    return g.add_op("convert", [fenced], {"dtype": dtype}).result


# -- f8 values for IREE ------------------------------------------------------------------------------
# IREE 3.13's CPU code converts f8 only to and from f32, and not quite right: it reads E4M3FN's
# negative NaN (0xFF) as -480, and rounds an f32 between the largest subnormal and the smallest
# normal (a tie included) to 0 instead of the smallest normal. Its f8 arithmetic is further off
# (E4M3FN overflow saturated to 448 instead of NaN, NaN compared as a number, an f8 matmul or sum
# accumulated in f8), so f8 values are computed in f32 (`compiler/ops/float8.py`) through these.
_F8_MIN_NORMAL = {"f8E4M3FN": 2.0 ** -6, "f8E5M2": 2.0 ** -14}
_F8_SUBNORMAL_STEP = {"f8E4M3FN": 2.0 ** -9, "f8E5M2": 2.0 ** -16}


def splat(g: Graph, value, like: Value) -> Value:
    """`value` of `like`'s dtype over `like`'s shape, in `g`."""
    k = g.add_op("constant", [], {"value": np.array(value, dtypes.to_numpy(like.type.dtype))}).result
    return g.add_op("broadcast_in_dim", [k], {"shape": like.type.shape, "broadcast_dimensions": ()}).result


def f32_from_f8(g: Graph, x: Value) -> Value:
    """An f8 value of `g` as f32 (exact), E4M3FN's negative NaN read as a negative NaN."""
    r = g.add_op("convert", [x], {"dtype": "f32", "in_range": True}).result
    if x.type.dtype != "f8E4M3FN":
        return r
    misread = g.add_op("compare", [r, splat(g, -480.0, r)], {"comparison_direction": "EQ"}).result
    return g.add_op("select", [misread, splat(g, -float("nan"), r), r], {}).result   # (0xFF: a negative NaN)


def f8_from_f32(g: Graph, x: Value, dtype: str) -> Value:
    """An f32 value of `g` rounded once to the f8 `dtype` (to nearest, ties to even; E4M3FN's overflow
    is NaN), as XLA and ml_dtypes round it: what rounds up to the smallest normal is given as it."""
    top = _F8_MIN_NORMAL[dtype]
    mag = g.add_op("abs", [x], {}).result
    band = g.add_op("and", [g.add_op("compare", [mag, splat(g, top - _F8_SUBNORMAL_STEP[dtype] / 2, x)],
                                     {"comparison_direction": "GE"}).result,
                            g.add_op("compare", [mag, splat(g, top, x)], {"comparison_direction": "LT"}).result],
                    {}).result
    neg = g.add_op("compare", [x, splat(g, 0.0, x)], {"comparison_direction": "LT"}).result
    signed = g.add_op("select", [neg, splat(g, -top, x), splat(g, top, x)], {}).result
    fixed = g.add_op("select", [band, signed, x], {}).result
    return g.add_op("convert", [fixed], {"dtype": dtype, "in_range": True}).result


def f8_result_from_f32(g: Graph, x: Value, dtype: str) -> Value:
    """The f32 result of an op on f8 values rounded to `dtype` as XLA's CPU code rounds it: to f16
    first (XLA computes f8 ops in f16; the reference rounds alike, `registry.round_result`)."""
    half = g.add_op("convert", [x], {"dtype": "f16"}).result
    return f8_from_f32(g, g.add_op("convert", [half], {"dtype": "f32"}).result, dtype)


# -- a pad written as text, for IREE ----------------------------------------------------------------
def pad_text(put, x: str, t: TensorType, value: str, low: list[int], high: list[int]) -> str:
    """StableHLO text of x (of type t) with `low[d]`/`high[d]` copies of the scalar `value` before/after
    it along each dim d; `put(text)` names one op and returns its name. A complex x is put between
    broadcast blocks instead: iree-compile 3.13 crashes on a complex pad (movePaddingToFillOrGenericOp)."""
    from ..emit.mlir_text import i64_array
    scalar = TensorType((), t.dtype)
    if not dtypes.is_complex(t.dtype):
        r = TensorType(tuple(n + lo + hi for n, lo, hi in zip(t.shape, low, high, strict=True)), t.dtype)
        return put(f'"stablehlo.pad"({x}, {value}) {{edge_padding_low = {i64_array(low)}, '
                   f'edge_padding_high = {i64_array(high)}, interior_padding = '
                   f'{i64_array([0] * t.rank)}}} : ({t}, {scalar}) -> {r}')
    for dim, (lo, hi) in enumerate(zip(low, high, strict=True)):
        if not lo and not hi:
            continue
        names, types = [], []
        for n in (lo, None, hi):
            if n is None:
                names.append(x)
                types.append(t)
            elif n:
                bt = TensorType(tuple(n if k == dim else e for k, e in enumerate(t.shape)), t.dtype)
                names.append(put(f'"stablehlo.broadcast_in_dim"({value}) {{broadcast_dimensions = array<i64>}} : '
                                 f'({scalar}) -> {bt}'))
                types.append(bt)
        t = TensorType(tuple(e + lo + hi if k == dim else e for k, e in enumerate(t.shape)), t.dtype)
        x = put(f'"stablehlo.concatenate"({", ".join(names)}) {{dimension = {dim} : i64}} : '
                f'({", ".join(str(u) for u in types)}) -> {t}')
    return x
