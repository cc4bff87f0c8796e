"""Optimization barriers between nested pads (a workaround, every backend).

The IREE bug: iree-compile 3.13 folds a pad of a pad into one pad as if neither had interior
padding. `pad(pad(x, low=1), interior=1, high=1)` of x = [7] gives [0, 7, 0, 0] instead of
[0, 0, 7, 0], and `pad(pad(x, interior=1), low=1, high=1)` drops the interior zeros; it folds only
where both pads fill with the same value, the usual zero. Such chains come from JAX's gradients
of strided slices (a pad with interior padding) and from the halo windows the multi-device
lowering writes as a slice and a pad per device, next to a local pad with interior padding: JAX's
gradient of `lax.cumlogsumexp` computed wrong values on 4 devices.

`fence_nested_pads` reads the operand of every pad with interior padding, or of every pad whose
operand is such a pad, through an `optimization_barrier` when that operand is made by a pad or a
halo window (which lowers to one); IREE then keeps the two pads apart.
"""
from __future__ import annotations

from dataclasses import replace

from ..ir import Graph, Op
from ..passes.partition import SpmdProgram
from .barriers import with_barriers

#: the ops whose lowering is (or may end in) a stablehlo.pad
PADDING_KINDS = ("pad", "halo_window")


def fence_nested_pads(prog: SpmdProgram) -> SpmdProgram:
    """`prog` with its per-device graph fenced (see the module doc), or `prog` itself when nothing is."""
    points = nested_pads(prog.graph)
    return replace(prog, graph=with_barriers(prog.graph, points)) if points else prog


def nested_pads(graph: Graph) -> list[tuple[Op, int]]:
    """(pad, 0) for every pad of a pad (or halo window) where either spaces its elements."""
    points = []
    for op in graph.ops:
        if op.kind != "pad":
            continue
        inner = op.operands[0].producer
        if inner is None or inner.kind not in PADDING_KINDS:
            continue
        if _interior(op) or inner.kind == "pad" and _interior(inner):
            points.append((op, 0))
    return points


def _interior(op: Op) -> bool:
    return any(int(i) for i in op.attrs.get("interior_padding") or ())
