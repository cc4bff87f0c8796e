"""Shardy's sharding groups (`sdy.sharding_group %v group_id=N`, JAX's `shard_alike`) as read.

Groups that share a value are one group (Shardy's import unifies them), a value is a member once,
and the groups are numbered 0, 1, ... in the order of their smallest id, as Shardy renumbers them.
A group may span while bodies, case branches and called functions, but not the edge of a
`sdy.manual_computation` (inside, values are local). The groups live on the entry graph, where
propagation ties them (passes/sharding_groups.py settles their starting layouts).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..ir import Graph, Op, Value


@dataclass
class ShardingGroups:
    """What the importer read: every (group id, member) in the order the group ops came, the
    manual computation body each group sits in (None: none), and the ops kept to print groups back."""

    order: list[tuple[int, Value]] = field(default_factory=list)
    owners: dict[int, object] = field(default_factory=dict)
    printed: list[tuple[int, Op, Graph]] = field(default_factory=list)

    def add(self, group_id: int, v: Value, owner, fail) -> None:
        """Record `v` as a member of `group_id`; `fail(message)` makes the importer's error."""
        same = [m for g, m in self.order if g == group_id]
        if same and same[0].shape != v.shape:
            raise fail(f"sdy.sharding_group {group_id} ties a tensor<{'x'.join(map(str, v.shape))}> to a "
                       f"tensor<{'x'.join(map(str, same[0].shape))}>: the values of a group must have one "
                       f"shape")
        if self.owners.setdefault(group_id, owner) is not owner:
            raise fail(f"sdy.sharding_group {group_id} ties values inside a sdy.manual_computation body to "
                       f"values outside it (inside, values are each device's part; Shardy refuses it too); "
                       f"group values of one side only")
        self.order.append((group_id, v))

    def print_op(self, group_id: int, op: Op, graph: Graph) -> None:
        """`op` (in `graph`) prints the group back; its group_id is renumbered with the groups, and
        it is dropped when it names a value its group already names (as Shardy's import drops it)."""
        self.printed.append((group_id, op, graph))

    def unified(self) -> dict[int, list[Value]]:
        """Groups sharing a value merged, each value once (in the order read), numbered 0.. by
        smallest id; the printing ops get the new numbers."""
        parent = {g: g for g, _ in self.order}

        def root(g: int) -> int:
            while parent[g] != g:
                g = parent[g]
            return g

        first: dict[Value, int] = {}
        for g, v in self.order:
            if v in first:
                a, b = root(first[v]), root(g)
                parent[max(a, b)] = min(a, b)
            else:
                first[v] = g
        leaders = sorted({root(g) for g in parent})
        number = {g: leaders.index(root(g)) for g in parent}
        out: dict[int, list[Value]] = {n: [] for n in range(len(leaders))}
        for v, g in first.items():
            out[number[g]].append(v)
        named = set()
        for g, op, graph in self.printed:
            if (number[g], op.operands[0]) in named:
                graph.ops.remove(op)
                continue
            named.add((number[g], op.operands[0]))
            op.attrs["mlir_attrs"] = {**op.attrs["mlir_attrs"], "group_id": f"{number[g]} : i64"}
        return out
