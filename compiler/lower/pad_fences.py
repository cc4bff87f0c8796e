"""Optimization barriers between nested pads (a workaround, every backend).

The IREE bug: iree-compile 3.13 folds a pad of a pad into one pad as if neither had interior
padding. `pad(pad(x, low=1), interior=1, high=1)` of x = [7] gives [0, 7, 0, 0] instead of
[0, 0, 7, 0], and `pad(pad(x, interior=1), low=1, high=1)` drops the interior zeros; it folds only
where both pads fill with the same value, the usual zero. Such chains come from JAX's gradients
of strided slices (a pad with interior padding) and from the halo windows the multi-device
lowering writes as a slice and a pad per device, next to a local pad with interior padding: JAX's
gradient of `lax.cumlogsumexp` computed wrong values on 4 devices.

`fence_nested_pads` reads the operand of a pad through an `optimization_barrier` when that operand
is made by an op that lowers to a pad too (record field `pads`: pad, halo_window) and either pad
spaces its elements; IREE then keeps the two pads apart.
"""
from __future__ import annotations

from dataclasses import replace

from ..ir import Graph, Op
from ..ops.registry import OPS
from ..passes.partition import SpmdProgram
from .barriers import with_barriers


def fence_nested_pads(prog: SpmdProgram) -> SpmdProgram:
    """`prog` with its per-device graph fenced (see the module doc), or `prog` itself when nothing is."""
    points = nested_pads(prog.graph)
    return replace(prog, graph=with_barriers(prog.graph, points)) if points else prog


def nested_pads(graph: Graph) -> list[tuple[Op, int]]:
    """(pad, 0) for every pad of a pad where either spaces its elements."""
    points = []
    for op in graph.ops:
        spaces = _pads(op)
        inner = op.operands[0].producer if spaces is not None and op.operands else None
        inner_spaces = _pads(inner) if inner is not None else None
        if inner_spaces is not None and (spaces or inner_spaces):
            points.append((op, 0))
    return points


def _pads(op: Op) -> bool | None:
    """Whether `op`'s pad spaces its elements; None for an op that is no pad."""
    opdef = OPS.get(op.kind)
    return None if opdef is None or opdef.pads is None else opdef.pads(op.attrs)
