"""Optimization barriers where IREE 3.13's Vulkan code would race (a workaround, Vulkan only).

The IREE bug: IREE fuses a reduction with the elementwise op that reads its result broadcast into
one dispatch. Its default Vulkan target has no subgroup operations, so such a dispatch takes the
SPIR-V `BaseDistribute` pipeline: the reduction's result lives in workgroup memory, and each fused
op is spread over the workgroup's invocations on its own (`SPIRVTileAndDistributePass`), with no
barrier between writing that result and reading it. Invocation i reduces the i-th result element
and then computes the consumer's i-th row. When the result's dims are the consumer's leading
ones, row i needs only element i, which i wrote itself: right. When they are not
(`w / abs(w).max(axis=0)`, a softmax or layer norm over a leading or middle axis, `w - v @ w`), row
i reads elements other invocations may not have written yet: it sees what the previous call left
in workgroup memory (zeros, hence inf, on the first calls). The answer changes with thread timing;
lavapipe gets most calls wrong after the input changes (with LP_NUM_THREADS=1 too). No
iree-compile flag avoids it: fusion flags leave the dispatch as it is, `ampere` and `rdna3` keep
the pipeline, and the `llvmpipe` and `valhall` targets take the subgroup pipeline, which gets the
fused dispatch wrong on every call.

The workaround: `fence_misaligned_broadcasts` puts an `optimization_barrier` between such a computed
value and the op that broadcasts it, so the reduction gets a dispatch of its own and its consumer
reads the result from global memory in the next one. What qualifies is read off the rule table:

- the consumer is parallel (its factor rule has no reduction or need-replication factor) and
  broadcasts the operand: its result has factors (of size > 1) the operand lacks, and the
  operand's factors are not the result's leading ones in order;
- the operand depends on a program input and is computed, through parallel ops only, from an op
  that combines elements (a reduction or need-replication factor: reduce, dot_general,
  reduce_window, gather, slice, ...; or an op without a factor rule).

A reduced value that fills the consumer's leading dims (softmax or layer norm over the last axis,
`x - x.mean(-1)`) keeps its fused dispatch; the fence costs a dispatch and a round trip of the
reduced values through memory only where the fused one would race.
"""
from __future__ import annotations

from dataclasses import replace

from ..ir import Graph, Op, Value
from ..ops.registry import OPS, FactorRule
from ..passes.partition import SpmdProgram
from .barriers import BARRIER, with_barriers  # noqa: F401  (BARRIER re-exported)


def fence_misaligned_broadcasts(prog: SpmdProgram) -> SpmdProgram:
    """`prog` with its per-device graph fenced (see the module doc), or `prog` itself when nothing is."""
    points = fence_points(prog.graph)
    return replace(prog, graph=with_barriers(prog.graph, points)) if points else prog


def fence_points(graph: Graph) -> list[tuple[Op, int]]:
    """(consumer, operand index) of every broadcast that IREE would fuse into a racing dispatch."""
    varying = set(graph.inputs)  # values that depend on a program input
    combined: set[Value] = set()  # varying values computed, through parallel ops, from a combining op
    points = []
    for op in graph.ops:
        rule = _rule(op)
        parallel = rule is not None and not rule.reduction and not rule.need_replication
        if any(v in varying for v in op.operands):
            varying.update(op.results)
            if not parallel:
                combined.update(op.results)
            elif any(v in combined for v in op.operands):
                combined.update(op.results)
        if parallel:
            points.extend((op, k) for k, v in enumerate(op.operands)
                          if v in combined and _broadcast_behind(rule, k))
    return points


def _rule(op: Op) -> FactorRule | None:
    opdef = OPS.get(op.kind)
    if opdef is None or opdef.factors is None:
        return None
    return opdef.factors([v.type for v in op.operands], [v.type for v in op.results], op.attrs)


def _broadcast_behind(rule: FactorRule, k: int) -> bool:
    """Operand k is read along result dims that do not lead: the result has factors the operand
    lacks, and the operand's own (in order) are not the first ones (size-1 factors don't count)."""
    mine = [f for dim in rule.operands[k] for f in dim if rule.sizes[f] > 1]
    theirs = [f for dim in rule.results[0] for f in dim if rule.sizes[f] > 1]
    return any(f not in mine for f in theirs) and theirs[:len(mine)] != mine
