"""`sdy.propagation_barrier`: an identity that lets shardings propagate through it in one
direction only (FORWARD: operand to result, BACKWARD: result to operand, NONE: neither, BOTH).

It exists until propagation has run; then it becomes a reshard to the layout its result got (the
two sides may differ: that is what the barrier is for), which the partitioner already knows."""
from __future__ import annotations

import re

from .elementwise import pointwise_factors
from .registry import OpDef, OpError, register

KIND = "propagation_barrier"
DIRECTIONS = ("BOTH", "FORWARD", "BACKWARD", "NONE")


def _infer(types, attrs):
    if len(types) != 1:
        raise OpError(f"{KIND}: takes one operand, got {len(types)}")
    if attrs.get("allowed_direction") not in DIRECTIONS:
        raise OpError(f"{KIND}: allowed_direction must be one of {', '.join(DIRECTIONS)}, "
                      f"got {attrs.get('allowed_direction')!r}")
    return [types[0]]


def _emit(w, op, out, extra):
    x = op.operands[0]
    if w.annotate == "shardy":
        attrs = {"allowed_direction": f'"{op.attrs["allowed_direction"]}"', **extra}
        name = "sdy.propagation_barrier"
    else:  # no Shardy dialect to hold it: an identity IREE and XLA keep as such
        attrs, name = extra, "stablehlo.optimization_barrier"
    w.lines.append(f'{out} = "{name}"({w.name(x)}){w.attr_dict(attrs)} : ({x.type.mlir()}) -> {x.type.mlir()}')


def _import(imp, op, ins, where):
    attr = op.attributes["allowed_direction"] if "allowed_direction" in op.attributes else None
    text = str(attr) if attr is not None else ""
    m = re.search(r"\b(BOTH|FORWARD|BACKWARD|NONE)\b", text)
    if m is None:
        raise imp.fail(where, f"sdy.propagation_barrier needs allowed_direction=BOTH, FORWARD, BACKWARD "
                              f"or NONE, got {text or 'none'}")
    return [imp.written_as(imp.add(KIND, ins, {"allowed_direction": m.group(1)}, where), "sdy.propagation_barrier")]


def _after_propagation(op, propagate):
    """Propagation is done: the barrier is now the reshard between its two sides' layouts (printed
    back as the barrier where it was read to be printed: `written_as`, ops/structural.py)."""
    r = op.results[0]
    kept = {k: op.attrs[k] for k in ("written_as", "allowed_direction") if "written_as" in op.attrs}
    op.kind, op.attrs = "reshard", {"sharding": r.sharding, **kept}
    r.fixed = True


register(OpDef(KIND, _infer, lambda xs, attrs: [xs[0]], pointwise_factors, vjp=lambda op, ins, outs, g: [g],
               emit_result=_emit, imports={"sdy.propagation_barrier": _import}, propagate=_after_propagation,
               flows=lambda attrs: attrs["allowed_direction"]))
