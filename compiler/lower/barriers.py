"""Optimization barriers put into a per-device graph before lowering, where IREE 3.13 would
otherwise compile a pattern wrong (vulkan_fences.py, operand_fences.py)."""
from __future__ import annotations

import copy

from ..ir import Graph, Op, Value

BARRIER = "optimization_barrier"


def with_barriers(graph: Graph, points: list[tuple[Op, int]]) -> Graph:
    """A copy of `graph` in which each listed operand is read through an optimization barrier
    (one per value, whatever the number of consumers that need it); other values are copied."""
    fenced: dict[int, set[int]] = {}
    for op, k in points:
        fenced.setdefault(id(op), set()).add(k)
    out = copy.copy(graph)
    out.ops = []
    new: dict[Value, Value] = {v: v for v in graph.inputs}
    barrier: dict[Value, Value] = {}
    for op in graph.ops:
        operands = []
        for k, v in enumerate(op.operands):
            if k in fenced.get(id(op), ()):
                if v not in barrier:
                    barrier[v] = _append(out, BARRIER, [new[v]], {}, op.loc, [new[v]]).results[0]
                operands.append(barrier[v])
            else:
                operands.append(new[v])
        copied = _append(out, op.kind, operands, op.attrs, op.loc, op.results)
        new.update(zip(op.results, copied.results, strict=True))
    out.outputs = [new[v] for v in graph.outputs]
    return out


def _append(graph: Graph, kind: str, operands: list[Value], attrs: dict, loc: str | None,
            like: list[Value]) -> Op:
    """An op whose results copy `like`'s types, shardings and names (no re-inference)."""
    op = Op(kind, operands, attrs, loc=loc)
    for i, v in enumerate(like):
        r = Value(v.type, sharding=v.sharding, name=v.name, fixed=v.fixed)
        r.producer, r.index = op, i
        op.results.append(r)
    graph.ops.append(op)
    return op
