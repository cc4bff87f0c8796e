"""Removing the ops nothing reads, in two senses of "nothing else happens".

Compiling drops every op whose results nothing uses unless it acts beyond them (`OpDef.effects`:
a custom call with side effects, a send). Printing what Shardy's propagation gives
(`shardflow-opt --propagate`) drops what MLIR drops there: Shardy's passes run MLIR's greedy
rewriter, which erases each op that is trivially dead (no result used, no memory effects, regions
included) before propagating through it. MLIR counts more ops as acting than `effects` does
(`OpDef.mlir_effects`: collectives, `stablehlo.rng`, a composite, an op of a dialect it does not
know; a call, which stays a call), and during propagation a sharding constraint (its export makes
it a reshard, which is dead then).
"""
from __future__ import annotations

from typing import Callable, Iterable

from ..ir import Graph, Op, Value, subgraphs
from ..ops import OPS


def drop_dead_ops(graph: Graph, acts: Callable[[Op], bool], live: Iterable[Value] = ()) -> None:
    """Remove the ops of `graph` (and of the graphs nested in its ops) whose results nothing reads
    and that do not act (`acts`); `live`: values read from outside the graphs' own ops (the
    operands and results of calls written back as calls)."""
    _drop(graph, acts, set(live))


def _drop(graph: Graph, acts: Callable[[Op], bool], live: set[Value]) -> None:
    used = set(graph.outputs) | live
    kept = []
    for op in reversed(graph.ops):
        if any(r in used for r in op.results) or acts(op):
            kept.append(op)
            used.update(op.operands)
            for sub in held_graphs(op):
                _drop(sub, acts, live)
    graph.ops = kept[::-1]


def acts_when_compiled(op: Op) -> bool:
    effects = OPS[op.kind].effects
    return effects is not None and bool(effects(op.attrs))


def acts_in_mlir(op: Op, *, constraints: bool) -> bool:
    """Whether MLIR keeps `op` though nothing reads it (see the module's docstring; the op's record:
    `OpDef.mlir_effects`); `constraints`: a sharding constraint does (during propagation) or not
    (once exported)."""
    d = OPS[op.kind]
    if acts_when_compiled(op) or d.mlir_effects is not None and d.mlir_effects(op.attrs):
        return True
    if d.constrains is not None:
        return constraints and op.attrs.get("written_as", "sdy.sharding_constraint") == "sdy.sharding_constraint"
    return any(acts_in_mlir(inner, constraints=constraints) for sub in held_graphs(op) for inner in sub.ops)


def held_graphs(op: Op) -> list[Graph]:
    """The graphs `op` holds: a loop's or a case's regions, a manual computation's body."""
    links = OPS[op.kind].boundary_links
    return subgraphs(op) + (list(links(op)[1]) if links is not None else [])
