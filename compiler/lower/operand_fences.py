"""Optimization barriers where iree-compile 3.13 would compile an op wrong, or crash, with its
operand's producer in one dispatch (a workaround, every backend).

Which ops and producers is each op's record's (`fence_operand`, compiler/ops/):

- a pad with interior padding, both its operand and its readers: IREE folds it with a neighbouring
  pad (also through a slice) as if it had none. `pad(pad(x, low=1), interior=1, high=1)` of x = [7]
  gives [0, 7, 0, 0] instead of [0, 0, 7, 0]; `pad(pad(x, interior=1), low=1, high=1)` drops the
  interior zeros (it folds where both pads fill with the same value, the usual zero). Such chains
  come from JAX's gradients of strided slices and from the halo windows the multi-device lowering
  writes as a slice and an edge pad per device next to them: JAX's gradient of `lax.cumlogsumexp`
  computed wrong values on 4 devices, and a pad of an interior pad split over 2 devices did;
- the reverse or the gather of a slice that is not one block of its operand (strided,
  `jnp.flip(x[:, ::2], 0)`, or cut inside dims not taken whole, `x[:2, :, 1:2]`): IREE's CPU code
  generation fails ("LLVM Translation failed for operation: builtin.unrealized_conversion_cast").

`fence_operands` reads such operands through an `optimization_barrier`; IREE then keeps the two
ops in dispatches of their own.
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
    """(op, k) for every operand a record asks to be fenced: operand 0 of an op whose record's
    `fence_operand` says so, and every read of a result whose producer's `fence_result` does."""
    fenced_results = set()
    points = []
    for op in graph.ops:
        opdef = OPS.get(op.kind)
        if opdef is None:
            continue
        if opdef.fence_operand is not None and op.operands and opdef.fence_operand(op):
            points.append((op, 0))
        points.extend((op, k) for k, v in enumerate(op.operands)
                      if v in fenced_results and (op, k) not in points)
        if opdef.fence_result is not None and opdef.fence_result(op):
            fenced_results.update(op.results)
    return points
