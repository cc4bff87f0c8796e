"""The starting layouts of Shardy's sharding groups (values that must end with one layout).

Before propagation, as Shardy's does, every group gets one sharding: the user sharding of its
members when those that have one (other than fully open and replicated) agree, given to every
member as if the user had written it. When they differ, each member gets an open sharding
constraint right after it, and the constraints become the group: propagation then gives them one
layout and the reshards sit at the constraints (a GroupConflict says so).

During propagation, as in Shardy, a member whose layout changes gives it to every other member
(Members.following), so the members of a group always have one layout.
"""
from __future__ import annotations

from contextlib import contextmanager, nullcontext
from dataclasses import dataclass

from shardflow.runtime.sharding import Sharding

from ..ir import Graph, Value
from ..ops.registry import get as op_def


@dataclass
class GroupConflict:
    group_id: int
    where: str
    shardings: list[Sharding]

    def __str__(self):
        seen = " vs ".join(dict.fromkeys(_dims_text(s) for s in self.shardings))
        return (f"sharding_group {self.group_id} of {self.where}: its members are sharded differently ({seen}); "
                f"each member got an open sharding constraint, so that the group ends with one layout and the "
                f"reshards happen there")


def _dims_text(s: Sharding) -> str:
    return "[" + ", ".join("{" + ", ".join(f'"{a}"' for a in d) + "}" for d in s.dims) + "]"


def _written(v: Value) -> Sharding | None:
    """v's user sharding as written (propagation's own results do not count)."""
    return v.sharding if v.fixed and v.sharding is not None else None


def _as_written(s: Sharding, rank: int) -> tuple:
    """What tells two written shardings apart (Sharding's == ignores open dims and priorities)."""
    p = s.padded(rank)
    return p.dims, p.partial, p.open_dims, p.replicated_axes, p.priorities


def _fully_open(s: Sharding, rank: int) -> bool:
    p = s.padded(rank)
    return not any(p.dims) and not p.partial and p.open_dims == frozenset(range(rank))


def settle(graph: Graph) -> list[GroupConflict]:
    """Give each group of `graph` its starting layout (see the module docstring)."""
    conflicts = []
    for group_id, members in graph.sharding_groups.items():
        if not members:
            continue
        rank = len(members[0].shape)
        written = [s for s in map(_written, members) if s is not None and not _fully_open(s, rank)]
        if not written:
            continue
        if len({_as_written(s, rank) for s in written}) == 1:
            for v in members:
                _set(v, written[0])
            continue
        first = members[0]
        where = f"the value at {first.producer.loc}" if first.producer is not None and first.producer.loc \
            else f"argument {first.name}" if first.producer is None and first.name else "a value"
        conflicts.append(GroupConflict(group_id, where, written))
        graph.sharding_groups[group_id] = [_open_constraint(graph, v) for v in members]
    return conflicts


def _set(v: Value, s: Sharding) -> None:
    v.sharding, v.fixed = s, True
    op = v.producer
    if op is not None and op_def(op.kind).constrains is not None:
        op.attrs["sharding"] = s


def _open_constraint(graph: Graph, v: Value) -> Value:
    """A fully open sharding constraint of `v` right after it, read by every op that read `v`."""
    from .propagate import graphs_within
    home = next(g for g in graphs_within(graph)
                if any(x is v for x in g.inputs) or any(o is v.producer for o in g.ops))
    rank = len(v.shape)
    s = Sharding(((),) * rank, open_dims=range(rank))
    op = home.add_op("reshard", [v], {"sharding": s}, loc=v.producer.loc if v.producer is not None else None)
    home.ops.pop()
    at = 0 if v.producer is None else next(i for i, o in enumerate(home.ops) if o is v.producer) + 1
    home.ops.insert(at, op)
    w = op.result
    w.sharding, w.fixed = s, True
    for other in home.ops:
        if other is not op:
            other.operands = [w if x is v else x for x in other.operands]
    home.outputs = [w if x is v else x for x in home.outputs]
    for group_id, members in graph.sharding_groups.items():
        graph.sharding_groups[group_id] = [w if x is v else x for x in members]
    return w


_NOTHING = nullcontext()


class Members:
    """Each group member's group, for propagation to keep the members in step."""

    def __init__(self, graph: Graph):
        self.group_of = {v: members for members in graph.sharding_groups.values() for v in members}

    def following(self, op):
        """Around one op's propagation: a member it changed gives its layout to its group."""
        return self._following(op) if self.group_of else _NOTHING

    @contextmanager
    def _following(self, op):
        watched = [(v, v.sharding) for v in op.operands + op.results if v in self.group_of]
        yield
        for v, before in watched:
            if v.sharding is not before:
                for m in self.group_of[v]:
                    if m is not v:
                        m.sharding = _copied(v.sharding, m)


def _copied(s: Sharding, member: Value) -> Sharding:
    """`s` as `member`'s layout: a user sharding keeps its open dims, priorities and replicated axes."""
    rank = len(member.shape)
    mine = member.sharding.padded(rank) if member.fixed and member.sharding is not None else None
    if mine is None:
        return Sharding(s.padded(rank).dims, s.partial)
    return Sharding(s.padded(rank).dims, s.partial, open_dims=mine.open_dims,
                    replicated_axes=mine.replicated_axes, priorities=mine.priorities)
