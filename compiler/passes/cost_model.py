"""The communication cost model: bytes per device of one way to run an op, for comparing the ways.

An op whose tensors disagree on how a factor is split (propagation) or whose reduction factors can
take their mesh axes from several operands (partitioning) has several valid factor assignments.
Each one makes the partitioner reshard some operands to the layout the assignment needs and finish
the result (a partial sum, a layout its consumers already fixed). `assignment_bytes` prices exactly
those reshards with the reshard planner (`plan_cost`), generic over the op's FactorRule; the passes
keep the cheapest and record the others as a `Decision` that `explain` lists (rejected
alternatives with their bytes).

Per decision only the op's own tensors are priced (no search), but each counts with the layout it
will really have: a value propagation may still extend (not user-fixed, its layout a prefix of the
wanted one) costs nothing to bring along, and a result is priced at its cheapest finish
(reduce-scatter onto a dimension it can still split, else an all-reduce). Because every use of a
user-fixed parameter (the forward contraction, the backward one that mirrors it, the optimizer
update) sees the same fixed layout, deciding each contraction this way makes the same choice
wherever the pattern repeats. Where decisions interact beyond one op, `program_bytes` prices a
whole propagated program (propagate.py compares a few propagation orders with it).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from shardflow.runtime.collectives import KINDS
from shardflow.runtime.errors import ShardflowError
from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding

from .. import dtypes
from ..ops.registry import FactorRule
from .factors import unproject
from .reshard_plan import plan_cost


@dataclass
class Tensor:
    """One operand or result of the op being decided, as the cost model sees it."""

    shape: tuple[int, ...]
    dtype: str
    sharding: Sharding | None      # its current layout (None: not decided yet)
    factors: list[list[int]]       # the rule's factors of each dim
    fixed: bool = False            # a user layout nothing may extend


@dataclass
class Alternative:
    """One factor assignment of an op and what it costs."""

    label: str                              # which tensor's layout it follows, in words
    assign: dict[int, tuple[str, ...]]
    operands: list[Sharding]                # the layout each operand is resharded to
    result: Sharding | None                 # the layout the op computes its (first) result in
                                            # (None: an alternative for the whole program)
    bytes: float = 0.0
    lands: list[Sharding] = field(default_factory=list)  # each result's layout once finished

    def to_json(self) -> dict:
        return {"follows": self.label, "operands": [layout_text(s) for s in self.operands],
                "result": layout_text(self.result) if self.result is not None else None,
                "bytes": int(round(self.bytes))}


@dataclass
class Decision:
    """A choice between valid factor assignments: the cheapest one kept, the others rejected."""

    op: str                                 # "kind at loc"
    stage: str                              # "propagation" or "partition"
    chosen: Alternative
    rejected: list[Alternative] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"op": self.op, "stage": self.stage, "chosen": self.chosen.to_json(),
                "rejected": [a.to_json() for a in self.rejected]}

    def __str__(self) -> str:
        def one(a: Alternative) -> str:
            if a.result is None:  # a choice for the whole program
                return f"{a.label}: {int(round(a.bytes))} B"
            ops = ", ".join(layout_text(s) for s in a.operands)
            return f"{a.label}: operands {ops} -> {layout_text(a.result)}: {int(round(a.bytes))} B"
        lines = [f"{self.op} ({self.stage}): chose {one(self.chosen)}"]
        lines.extend(f"    rejected {one(a)}" for a in self.rejected)
        return "\n".join(lines)


def layout_text(s: Sharding) -> str:
    """`[{data}, {}]`, with ` partial{model}` for a pending sum."""
    text = "[" + ", ".join("{" + ",".join(d) + "}" for d in s.dims) + "]"
    return text + (" partial{" + ",".join(s.partial) + "}" if s.partial else "")


def _landing(t: Tensor, want: tuple[tuple[str, ...], ...], mesh: Mesh) -> Sharding:
    """The layout t will have when the op wants `want`: propagation extends a free value whose
    layout is a prefix of the wanted one (per dim, while the axes divide the dim)."""
    rank = len(t.shape)
    if t.sharding is None:
        return Sharding(want) if not t.fixed else Sharding.replicated().padded(rank)
    cur = t.sharding.padded(rank).dims
    if t.fixed and not t.sharding.open_dims:
        return Sharding(cur)
    used = {a for c in cur for a in c} | set(t.sharding.replicated_axes)
    dims = []
    for d, (c, w) in enumerate(zip(cur, want, strict=True)):
        axes = list(c)
        if w[:len(c)] == c and (not t.fixed or d in t.sharding.open_dims):  # extended axis by axis, as propagation does: unused and dividing the dim
            for a in w[len(c):]:
                if a in used or t.shape[d] % (mesh.group_size(axes) * mesh.axis_size(a)):
                    break
                axes.append(a)
                used.add(a)
        dims.append(tuple(axes))
    return Sharding(dims)


def _finish(computed: Sharding, t: Tensor, item: int, mesh: Mesh) -> tuple[float, Sharding]:
    """Cheapest way to land a result computed as `computed`: as computed, or, for a pending sum,
    reduce-scattered onto a dimension the axes divide (else all-reduced), wherever the result's own
    layout can still be extended to. Returns (bytes, the layout it lands in)."""
    shape = t.shape
    dims = [list(d) for d in computed.dims]
    targets = [Sharding(computed.dims)]
    for d in range(len(shape)) if computed.partial else ():
        if shape[d] % (mesh.group_size(dims[d]) * mesh.group_size(computed.partial)) == 0:
            targets.append(Sharding([tuple(x) + (tuple(computed.partial) if i == d else ())
                                     for i, x in enumerate(dims)]))
    best = None
    for target in targets:
        land = _landing(t, target.dims, mesh)
        cost = plan_cost(computed, land, shape, item, mesh)
        if best is None or cost < best[0]:
            best = (cost, land)
    return best


def assignment_bytes(rule: FactorRule, operands: Sequence[Tensor], results: Sequence[Tensor],
                     assign: dict[int, tuple[str, ...]], mesh: Mesh
                     ) -> tuple[float, list[Sharding], Sharding, list[Sharding]]:
    """Bytes per device of running the op with `assign`: resharding every operand to the layout it
    needs, plus finishing each result (partial over the reduction factors' axes) into the layout it
    has or will have. Returns (bytes, operand layouts, first result layout as computed, the layout
    each result lands in once finished)."""
    total = 0.0
    needs = []
    for t in operands:
        need = Sharding(unproject(assign, t.factors, rule.sizes, mesh))
        needs.append(need)
        if t.sharding is None:
            continue
        want = need.padded(len(t.shape))
        # the value ends up with `_landing` (extended where it can be); the partitioner moves it on
        total += plan_cost(_landing(t, want.dims, mesh), want, t.shape, dtypes.itemsize(t.dtype), mesh)
    partial = tuple(a for f in sorted(rule.reduction) for a in assign.get(f, ()))
    first, lands = None, []
    for t in results:
        dims = unproject(assign, t.factors, rule.sizes, mesh)
        item = dtypes.itemsize(t.dtype)
        p = partial
        if rule.reducer != "add" and p:  # max/min partials are finished by an all-reduce right away
            local = Sharding(dims).local_shape(t.shape, mesh)
            size = item
            for x in local:
                size *= x
            total += KINDS["all_reduce"].bytes_per_device(mesh.group_size(p), size)
            p = ()
        computed = Sharding(dims, p)
        first = computed if first is None else first
        cost, dst = _finish(computed, t, item, mesh)
        total += cost
        lands.append(dst)
    return total, needs, first if first is not None else Sharding.replicated(), lands


def program_bytes(graph) -> float:
    """Bytes per device of the whole partitioned program for `graph`'s current layouts (every value
    propagated): the sum the partitioner's collectives would move. Prices choices that interact
    across the graph, where one op's local view cannot."""
    from .partition import _Partitioner  # the partitioner imports propagation, which imports this
    try:
        return sum(r.bytes_per_device for r in _Partitioner(graph).run().collectives)
    except ShardflowError:  # a layout this graph cannot be partitioned with yet (uneven, unpadded)
        return float("inf")
