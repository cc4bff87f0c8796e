"""Optimization barriers where iree-compile 3.13 would compile an op wrong, or crash, with its
operand's producer in one dispatch (a workaround, every backend).

Which ops and producers is each op's record's (`fence_operand`, compiler/ops/):

- a pad of a pad where either has interior padding: IREE folds the two into one pad as if neither
  had any. `pad(pad(x, low=1), interior=1, high=1)` of x = [7] gives [0, 7, 0, 0] instead of
  [0, 0, 7, 0]; `pad(pad(x, interior=1), low=1, high=1)` drops the interior zeros (it folds where
  both pads fill with the same value, the usual zero). Such chains come from JAX's gradients of
  strided slices and from the halo windows the multi-device lowering writes as a slice and an edge
  pad per device, next to a local pad with interior padding: JAX's gradient of `lax.cumlogsumexp`
  computed wrong values on 4 devices;
- the reverse of a strided slice (`jnp.flip(x[:, ::2], 0)`): IREE's CPU code generation fails
  ("LLVM Translation failed for operation: builtin.unrealized_conversion_cast").

`fence_operands` reads such an op's first operand through an `optimization_barrier`; IREE then puts
the producer in a dispatch of its own.
"""
from __future__ import annotations

from dataclasses import replace

from ..ir import Graph, Op
from ..ops.registry import OPS
from ..passes.partition import SpmdProgram
from .barriers import with_barriers


def fence_operands(prog: SpmdProgram) -> SpmdProgram:
    """`prog` with its per-device graph fenced (see the module doc), or `prog` itself when nothing is."""
    points = fence_points(prog.graph)
    return replace(prog, graph=with_barriers(prog.graph, points)) if points else prog


def fence_points(graph: Graph) -> list[tuple[Op, int]]:
    """(op, 0) for every op whose record asks for its first operand to be fenced."""
    points = []
    for op in graph.ops:
        opdef = OPS.get(op.kind)
        if opdef is not None and opdef.fence_operand is not None and op.operands and opdef.fence_operand(op):
            points.append((op, 0))
    return points
