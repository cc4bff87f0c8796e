"""f8 values (f8E4M3FN, f8E5M2) are computed in f32 in programs for IREE, whatever the op.

IREE 3.13's CPU code computes f8 arithmetic wrong (E4M3FN's overflow saturated to 448 instead of
NaN, its negative NaN read as -480, values rounding up to the smallest normal given as 0, an f8
matmul or sum accumulated in f8) and some of it not at all (`math.sqrt` on f8 'failed to legalize').
So every op below that reads or makes an f8 value gets a form for IREE (`OpDef.for_iree`): its f8
operands converted to f32 exactly, the op in f32, an f8 result rounded back as XLA's CPU code
rounds it (through f16: XLA computes f8 ops in f16; the reference rounds alike,
`registry.round_result`). Converts have their own forms (elementwise.py); ops that only move or
pick values (reshape, slice, gather, select, collectives' transfers) keep f8 as it is. This module
installs the forms over the rule table: it is imported after every op is registered.
"""
from __future__ import annotations

from .. import dtypes
from ..ir import Graph
from .registry import OPS

#: elementwise ops that move bits rather than compute (or have their own f8 forms)
_BITS = frozenset({"convert", "select"})
#: the other ops that compute on their float operands
_COMPUTING = ("reduce", "reduce_window", "dot_general", "convolution", "scatter_add", "select_and_scatter")


def _total_order_compare(types, attrs) -> Graph:
    """A TOTALORDER compare of f8 values on their bits: f32 has no room for the order of the f8
    NaNs (E5M2's six, E4M3FN's negative 0xFF), so each side is its bits as i8, the magnitude bits
    of a negative one flipped (the order the reference's `_total_order` gives), compared signed."""
    from .iree_forms import splat
    g = Graph("compare_f8_total_order")
    keys = []
    for t in types:
        bits = g.add_op("bitcast_convert", [g.add_input(t)], {"dtype": "i8"}).result
        negative = g.add_op("compare", [bits, splat(g, 0, bits)], {"comparison_direction": "LT"}).result
        flipped = g.add_op("xor", [bits, splat(g, 0x7F, bits)], {}).result
        keys.append(g.add_op("select", [negative, flipped, bits], {}).result)
    g.set_outputs([g.add_op("compare", keys, {"comparison_direction": attrs["comparison_direction"],
                                              "compare_type": "SIGNED"}).result])
    return g


def _in_f32(kind: str, own):
    def for_iree(types, attrs):
        results = OPS[kind].infer(types, attrs)
        if not any(dtypes.is_float8(t.dtype) for t in (*types, *results)):
            return own(types, attrs) if own is not None else None
        if kind == "compare" and attrs.get("compare_type") == "TOTALORDER":
            return _total_order_compare(types, attrs)
        from .iree_forms import f8_result_from_f32, f32_from_f8
        g = Graph(f"{kind}_in_f32")
        ins = [g.add_input(t) for t in types]
        wide = [f32_from_f8(g, x) if dtypes.is_float8(x.type.dtype) else x for x in ins]
        r = g.add_op(kind, wide, dict(attrs)).result
        want = results[0].dtype
        g.set_outputs([f8_result_from_f32(g, r, want) if dtypes.is_float8(want) else r])
        return g
    for_iree.__doc__ = f"{kind} of f8 values computed in f32 (compiler/ops/float8.py); else {own.__name__ if own else 'as it is'}"
    return for_iree


def install() -> None:
    for kind, d in OPS.items():
        single = kind not in ("reduce_variadic",)
        if (d.elementwise and kind not in _BITS or kind in _COMPUTING) and single:
            d.for_iree = _in_f32(kind, d.for_iree)


install()
