"""Each op's valid sharding strategies on a mesh, enumerated from its FactorRule (ops/registry.py).

A strategy assigns every mesh axis (of size > 1) to at most one shardable factor of the op
(a factor the axes' product divides; need-replication factors stay whole), or leaves it unused:
an axis on a reduction factor makes the result a partial sum, finished by an all-reduce or
reduce-scattered onto a result dimension (one strategy per landing). No axis at all is full
replication. From the assignment follow the layout each operand must have, the layout each result
lands in, the compute per device and the bytes that finishing partial sums moves; the bytes of
bringing an operand to its layout depend on the producer's choice and are the solver's edges.
Graph inputs and sources (constants, iota) choose among the layouts their shape allows; ops the
generic engines cannot see through (control flow, shard_map) are fixed replicated.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding

from .. import dtypes
from ..ir import Graph, Op, Value
from ..ops import registry
from ..passes.combine_all_reduces import MEMBER_BYTES
from ..passes.factors import unproject
from .costs import CostModel, reshard_cost

#: ops whose cost is a contraction (2 flops per multiply-add over every factor)


@dataclass
class Strategy:
    """One way to run a node: the layout of each operand it reads and each result it lands."""

    label: str
    operands: list[Sharding]
    results: list[Sharding]
    flops: float = 0.0             # per device
    finish_bytes: float = 0.0      # per device, finishing partial sums
    finish_groups: tuple[int, ...] = ()   # the group size of each collective that finishes them
    # (axes, reducer, dtype) of a finishing all-reduce the partitioner may combine with others of
    # the same key (passes/combine_all_reduces.py); None: it has none
    bucket: tuple | None = None

    def cost_s(self, cost: CostModel) -> float:
        return cost.compute_s(self.flops) + cost.comm_s(self.finish_bytes, self.finish_groups)


@dataclass
class Node:
    """A graph input (op None) or an op, with the strategies the solver chooses among."""

    op: Op | None
    results: list[Value]
    strategies: list[Strategy] = field(default_factory=list)
    constant: bool = False         # computed from constants alone: any layout is free to make

    @property
    def name(self) -> str:
        if self.op is None:
            return self.results[0].name or "input"
        return f"{self.op.kind} at {self.op.loc}" if self.op.loc else self.op.kind


def _axes(mesh: Mesh) -> list[str]:
    return [a for a in mesh.names if mesh.axis_size(a) > 1]


def layout_label(s: Sharding) -> str:
    return "[" + ", ".join("{" + ",".join(d) + "}" for d in s.dims) + "]"


def tensor_layouts(shape, mesh: Mesh) -> list[Sharding]:
    """Every layout of a tensor of `shape`: each axis on one dim it divides (in mesh order) or unused."""
    axes, rank, out = _axes(mesh), len(shape), []
    for choice in itertools.product([None, *range(rank)], repeat=len(axes)):
        dims = [[] for _ in range(rank)]
        for a, d in zip(axes, choice, strict=True):
            if d is not None:
                dims[d].append(a)
        if all(shape[d] % mesh.group_size(dims[d]) == 0 for d in range(rank)):
            out.append(Sharding([tuple(x) for x in dims]))
    return out


def local_bytes(v: Value, s: Sharding, mesh: Mesh) -> int:
    """Bytes of one device's block of `v` laid out as `s`."""
    n = dtypes.itemsize(v.dtype)
    for x in s.local_shape(v.shape, mesh):
        n *= x
    return n


def _fixed(v: Value) -> Sharding | None:
    return v.sharding.padded(len(v.shape)) if v.fixed and v.sharding is not None else None


def input_node(v: Value, mesh: Mesh) -> Node:
    fixed = _fixed(v)
    layouts = [fixed] if fixed is not None else tensor_layouts(v.shape, mesh)
    return Node(None, [v], [Strategy("user" if fixed is not None else layout_label(s), [], [s]) for s in layouts])


def _replicated(op: Op, why: str) -> Strategy:
    return Strategy(why, [Sharding.replicated().padded(len(v.shape)) for v in op.operands],
                    [_fixed(r) or Sharding.replicated().padded(len(r.shape)) for r in op.results])


def op_node(op: Op, mesh: Mesh) -> Node:
    """The strategies of one op (see the module docstring)."""
    opdef = registry.get(op.kind, op.loc)
    node = Node(op, list(op.results))
    if opdef.regions is not None or opdef.partition is not None or opdef.factors is None:
        node.strategies = [_replicated(op, "replicated (control flow or manual region)")]
        return node
    rule = opdef.factors([v.type for v in op.operands], [v.type for v in op.results], op.attrs)
    if not op.operands and len(op.results) == 1:   # a source: computed whole, sliced for free
        node.strategies = [Strategy(layout_label(s), [], [s]) for s in tensor_layouts(op.result.shape, mesh)]
        return node
    free = [f for f in range(len(rule.sizes)) if f not in rule.need_replication and rule.sizes[f] > 1]
    axes = _axes(mesh)
    seen = set()
    for choice in itertools.product([None, *free], repeat=len(axes)):
        assign: dict[int, tuple[str, ...]] = {}
        for a, f in zip(axes, choice, strict=True):
            if f is not None:
                assign[f] = assign.get(f, ()) + (a,)
        if any(rule.sizes[f] % mesh.group_size(a) for f, a in assign.items()):
            continue
        operands = [Sharding(unproject(assign, rule.operands[k], rule.sizes, mesh)) for k in range(len(op.operands))]
        dims = [unproject(assign, rule.results[r], rule.sizes, mesh) for r in range(len(op.results))]
        # a reduction axis that unproject dropped from every operand splits nothing
        partial = tuple(a for f in sorted(rule.reduction) for a in assign.get(f, ())
                        if any(a in t.used_axes for t in operands))
        key = (tuple(operands), tuple(Sharding(d) for d in dims), partial)
        if key in seen:
            continue
        seen.add(key)
        flops = _flops(op, rule, assign, operands, dims, mesh)
        words = " x ".join(layout_label(t) for t in operands) + " -> " + " ".join(layout_label(Sharding(d)) for d in dims)
        for label, results, nbytes, groups, bucket in _landings(op, rule, dims, partial, mesh):
            node.strategies.append(Strategy(f"{words}{label}", operands, results, flops, nbytes, groups, bucket))
    fixed = [_fixed(r) for r in op.results]
    if any(f is not None for f in fixed):
        keep = [s for s in node.strategies if all(f is None or f == r for f, r in zip(fixed, s.results, strict=True))]
        node.strategies = keep or [_replicated(op, "as the user's fixed layout")]
    if not node.strategies:
        node.strategies = [_replicated(op, "replicated")]
    return node


def _flops(op, rule, assign, operands, dims, mesh) -> float:
    shards = mesh.group_size([a for x in assign.values() for a in x])
    if rule.contracts:  # a multiply-add per point of its factor space
        total = 2.0
        for size in rule.sizes:
            total *= size
        return total / shards
    sizes = [_prod(s.local_shape(v.shape, mesh)) for s, v in zip(operands, op.operands, strict=True)]
    sizes += [_prod(Sharding(d).local_shape(v.shape, mesh)) for d, v in zip(dims, op.results, strict=True)]
    return float(max(sizes, default=0))


def _prod(xs) -> int:
    n = 1
    for x in xs:
        n *= x
    return n


def _landings(op, rule, dims, partial, mesh):
    """(label, result layouts, finish bytes, group sizes of the finishing collectives, bucket key
    of the finishing all-reduce or None) for each way to finish the results."""
    plain = [Sharding(d) for d in dims]
    if not partial:
        yield "", plain, 0.0, (), None
        return
    total, groups = 0.0, ()
    for v, s in zip(op.results, plain, strict=True):
        b, g = reshard_cost(Sharding(s.dims, partial), s, v.shape, dtypes.itemsize(v.dtype), mesh)
        total, groups = total + b, groups + g
    small = len(op.results) == 1 and local_bytes(op.result, plain[0], mesh) <= MEMBER_BYTES
    bucket = (partial, rule.reducer, op.results[0].dtype) if small and len(groups) == 1 else None
    yield f" (partial over {','.join(partial)}, all-reduced)", plain, total, groups, bucket
    if rule.reducer != "add" or len(op.results) != 1:
        return
    v, s = op.result, plain[0]
    for d in range(len(v.shape)):
        new = list(s.dims)
        new[d] = tuple(new[d]) + partial
        if v.shape[d] % mesh.group_size(new[d]):
            continue
        land = Sharding(new)
        b, g = reshard_cost(Sharding(s.dims, partial), land, v.shape, dtypes.itemsize(v.dtype), mesh)
        yield f" (partial over {','.join(partial)}, reduce-scattered to {layout_label(land)})", [land], b, g, None


def build_nodes(graph: Graph) -> list[Node]:
    """One node per graph input, then one per top-level op, in program order."""
    mesh = graph.mesh
    from .stitch import _attr_key
    nodes = [input_node(v, mesh) for v in graph.inputs]
    constant: set[Value] = set()
    cache: dict[tuple, list[Strategy]] = {}   # a layer's ops repeat: enumerate each kind of op once
    for op in graph.ops:
        key = (op.kind, tuple(v.type for v in op.operands), tuple(v.type for v in op.results), _attr_key(op.attrs),
               tuple(str(v.sharding) if v.fixed else None for v in op.results))
        if key in cache:
            node = Node(op, list(op.results), cache[key])
        else:
            node = op_node(op, mesh)
            cache[key] = node.strategies
        opdef = registry.get(op.kind)
        if all(v in constant for v in op.operands) and opdef.regions is None and opdef.partition is None:
            node.constant = True
            constant.update(op.results)
        nodes.append(node)
    return nodes
