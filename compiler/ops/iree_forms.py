"""What the forms for IREE (`OpDef.for_iree`) of elementwise ops are built with: a small graph over
one operand's shape, computed in f64 for f64 operands and in f32 for narrower floats (special.py's
lgamma, digamma and f64 cbrt; elementwise.py's saturating float-to-integer convert, power and
atan2), and the one way to a bf16 value IREE's CPU code can link (`bf16_from_f32`)."""
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


def bf16_from_f32(g: Graph, wide: Value) -> Value:
    """An f32 value of `g` converted to bf16 behind a barrier: IREE 3.13's CPU code converts an
    integer to bf16 through a runtime call it does not link (`__truncsfbf2`), and without the
    barrier it folds an integer's conversion to f32 and this one back into that (convert's and a
    bf16 iota's forms for IREE)."""
    fenced = g.add_op("optimization_barrier", [wide], {}).result
    return g.add_op("convert", [fenced], {"dtype": "bf16"}).result
