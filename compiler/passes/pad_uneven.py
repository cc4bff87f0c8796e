"""Uneven shards: pad every dimension that a fixed sharding splits unevenly, before propagation, so
that propagation, partitioning, the SPMD simulator and the IREE lowering only ever see even splits.

A global-graph rewrite, generic over the rule table (each op is seen only through its FactorRule):

1. Chains. Tensor dimensions are nodes; two nodes are joined when an op gives both the same factor
   as their only factor (elementwise, transpose, broadcast, dot_general batch/free/contracting dims,
   reduce's kept dims, reshard, the unsliced dims of slice and concatenate, reshape dims that map
   one to one). Need-replication factors (sliced/concatenated dims, reshapes that do not decompose)
   join nothing. A chain is padded when some fixed sharding (an input's, a reshard's, a graph
   output's) splits one of its dimensions unevenly: to P = the smallest multiple of every shard
   count any fixed sharding gives a dimension of the chain that is >= the real size S. A
   compound reshape dimension whose major factor is padded (e.g. [7, 3] -> [21] with 7 -> 8) is
   padded too (to 24): the padding stays a tail, so it passes through without a copy.
2. Layout. A value padded to P and split n ways holds block L = P / n on each device: device k holds
   [k*L, min((k+1)*L, S)) of the real value, then padding. The runtime and the simulator read L
   from the program's local shapes (the manifest's `local_shape`); inputs are zero-padded by them,
   outputs cropped.
3. Rewrite. Inputs get padded types, constants are zero-padded, `shape`/`limit_indices` attributes
   follow the padded sizes. Padding is never read with a meaning: before an op reduces over a padded
   factor (reduce, dot_general contracting dims) the padding of every operand holding it is replaced
   by the reducer's identity (0 for add, -inf/+inf or the integer extremes for max/min) with
   `select(iota < S, x, identity)`; where an op cannot consume a padded dimension (need-replication
   factors, a padded minor factor of a compound reshape dimension, size-1 factors, or an op the
   rule table has no factors for) the operand is sliced back to its real size first, and a result
   that belongs to a padded chain is padded again afterwards (concatenated with zeros). A windowed
   dim (FactorRule.windowed) keeps its padded operand when the op's attributes can follow: a slice
   that reads real rows only, a pad or reduce_window whose high end crops the padding off (the halo
   engine then keeps the dim split); otherwise it is sliced back like the others. Every op is
   checked against the rule table's shape inference; an op whose attributes cannot be adapted is
   computed at its real size the same way (correct, just not sharded on that dimension).
4. After partitioning (`finish`), the program's global types are the real ones again and every
   output dimension that is padded but not split is cropped on each device (a local slice).
"""
from __future__ import annotations

from math import lcm, prod

import numpy as np

from shardflow.runtime.errors import ShardingError
from shardflow.runtime.sharding import Sharding

from .. import dtypes
from ..ir import Graph, Op, TensorType, Value
from ..ops import registry
from ..ops.registry import OpError, reducer_identity

Node = tuple  # (Value, dim)


def fixed_shardings(graph: Graph) -> list[tuple[Value, Sharding]]:
    """The user's shardings: fixed values (inputs, reshards) and the graph's output shardings."""
    out = [(v, v.sharding) for v in graph.values() if v.fixed and v.sharding is not None]
    for v, s in zip(graph.outputs, graph.output_shardings, strict=True):
        if s is not None:
            out.append((v, s))
    return out


def _counts(v: Value, s: Sharding, mesh) -> tuple[int, ...]:
    return s.padded(len(v.shape)).shard_counts(mesh)[:len(v.shape)]


def needs_padding(graph: Graph) -> bool:
    """Whether some fixed sharding of `graph` splits a dimension unevenly."""
    if graph.mesh is None:
        return False
    return any(size % n for v, s in fixed_shardings(graph) for size, n in zip(v.shape, _counts(v, s, graph.mesh)))


def _describe(v: Value) -> str:
    if v.producer is None:
        return f"input {v.name}" if v.name else "an input"
    op = v.producer
    return f"{op.kind} at {op.loc}" if op.loc else op.kind




class _Padder:
    def __init__(self, graph: Graph):
        self.g, self.mesh = graph, graph.mesh
        self.parent: dict[Node, Node] = {}
        self.rules: dict[int, registry.FactorRule | None] = {}
        self.P: dict[Node, int] = {}             # chain root -> padded size (padded chains only)
        self.counts: dict[Node, set[int]] = {}   # chain root -> shard counts fixed shardings give it
        self.notes: list[str] = []
        self.new: Graph | None = None
        self.vmap: dict[Value, Value] = {}
        self.keep: dict[tuple, Value] = {}     # (shape, dim, real size) -> "position < real size" mask
        self.origin: dict[Node, str] = {}      # chain root -> the first fixed sharding that splits it

    # -- union-find over (value, dim) ------------------------------------------------------------
    def find(self, n: Node) -> Node:
        root = n
        while self.parent.get(root, root) != root:
            root = self.parent[root]
        while n != root:
            self.parent[n], n = root, self.parent.get(n, n)
        return root

    def union(self, a: Node, b: Node):
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[ra] = rb

    def psize(self, v: Value, d: int) -> int:
        """The padded size of dimension d of (old) value v."""
        return self.P.get(self.find((v, d)), v.shape[d])

    def rule(self, op: Op):
        key = id(op)
        if key not in self.rules:
            opdef = registry.get(op.kind, op.loc)
            self.rules[key] = (None if opdef.factors is None else
                               opdef.factors([v.type for v in op.operands], [v.type for v in op.results], op.attrs))
        return self.rules[key]

    @staticmethod
    def tensors(op: Op, rule):
        """(value, its dims' factor lists) for every operand and result."""
        return list(zip(op.operands, rule.operands)) + list(zip(op.results, rule.results))

    # -- 1. chains ---------------------------------------------------------------------------------
    def link(self):
        for op in self.g.ops:
            rule = self.rule(op)
            if rule is None:
                continue
            occ: dict[int, list[Node]] = {}
            for v, tf in self.tensors(op, rule):
                for d, fs in enumerate(tf):
                    if (len(fs) == 1 and fs[0] not in rule.need_replication and rule.sizes[fs[0]] > 1
                            and rule.sizes[fs[0]] == v.shape[d]):
                        occ.setdefault(fs[0], []).append((v, d))
            for nodes in occ.values():
                for n in nodes[1:]:
                    self.union(nodes[0], n)

    # -- 2. padded sizes -------------------------------------------------------------------------------
    def sizes(self):
        mesh = self.mesh
        for v, s in fixed_shardings(self.g):
            for d, n in enumerate(_counts(v, s, mesh)):
                if n > 1:
                    root = self.find((v, d))
                    self.counts.setdefault(root, set()).add(n)
                    if v.shape[d] % n:
                        self.origin.setdefault(root, _describe(v))
        for root, ns in self.counts.items():
            size = root[0].shape[root[1]]
            if size and any(size % n for n in ns):
                step = lcm(*ns)
                self.P[root] = step * -(-size // step)
        self.derive()

    def derive(self):
        """Compound reshape dims: P(compound) = P(major factor) * (the minor factors' sizes)."""
        edges = []
        for op in self.g.ops:
            rule = self.rule(op)
            if rule is None:
                continue
            single = {}
            for v, tf in self.tensors(op, rule):
                for d, fs in enumerate(tf):
                    if len(fs) == 1 and rule.sizes[fs[0]] == v.shape[d]:
                        single.setdefault(fs[0], (v, d))
            for v, tf in self.tensors(op, rule):
                for d, fs in enumerate(tf):
                    if len(fs) > 1 and fs[0] in single and not set(fs) & rule.need_replication:
                        edges.append(((v, d), single[fs[0]], prod(rule.sizes[f] for f in fs[1:])))
        changed = True
        while changed:
            changed = False
            for comp, major, rest in edges:
                rc, rm = self.find(comp), self.find(major)
                pc, pm = self.P.get(rc), self.P.get(rm)
                if pm is not None and pc is None:
                    cand = pm * rest
                    target = rc
                elif pc is not None and pm is None and pc % rest == 0:
                    cand = pc // rest
                    target = rm
                else:
                    continue
                if cand > target[0].shape[target[1]] and all(cand % n == 0 for n in self.counts.get(target, ())):
                    self.P[target] = cand
                    changed = True

    # -- 3. rewrite ----------------------------------------------------------------------------------------
    def run(self) -> Graph:
        g = self.g
        self.link()
        self.sizes()
        for root, p in self.P.items():
            v, d = root
            ns = sorted(self.counts.get(root, ()))
            why = (f"split into {', '.join(map(str, ns))} by {self.origin[root]}" if root in self.origin
                   else "a compound reshape dimension of a padded one")
            self.notes.append(f"size {v.shape[d]} padded to {p} ({why}; {self.chain_size(root)} dims)")
        new = self.new = Graph(g.name, g.mesh)
        for v in g.inputs:
            nv = new.add_input(self.ptype(v), v.sharding, v.name)
            nv.fixed = v.fixed
            self.vmap[v] = nv
        new.input_names = list(g.input_names)
        for op in g.ops:
            self.rewrite(op)
        new.set_outputs([self.vmap[v] for v in g.outputs], g.output_names, g.output_shardings)
        new.padding_notes = self.notes
        new.originals = {nv: v for v, nv in self.vmap.items()}   # padded value -> the graph's (finish)
        new.verify()
        return new

    def chain_size(self, root: Node) -> int:
        return sum(1 for v in self.g.values() for d in range(len(v.shape)) if self.find((v, d)) == root)

    def ptype(self, v: Value) -> TensorType:
        return TensorType(tuple(self.psize(v, d) for d in range(len(v.shape))), v.dtype)

    def add(self, kind, operands, attrs, loc) -> Value:
        return self.new.add_op(kind, operands, attrs, loc=loc).result

    def rewrite(self, op: Op):
        rule = self.rule(op)
        if rule is None:
            self.real(op, "the rule table has no factors for it")
            return
        pf = self.factor_sizes(op, rule)

        def target(v, fs, d):
            if fs and set(fs) <= rule.windowed:  # kept padded if the op's attributes can follow (slice)
                return self.psize(v, d)
            if not fs or set(fs) & rule.need_replication:
                return v.shape[d]
            return prod(pf[f] for f in fs)

        in_t = [tuple(target(v, fs, d) for d, fs in enumerate(tf)) for v, tf in zip(op.operands, rule.operands)]
        out_t = [tuple(target(v, fs, d) for d, fs in enumerate(tf)) for v, tf in zip(op.results, rule.results)]
        mark = len(self.new.ops)
        operands = [self.resize(self.vmap[v], t, op.loc) for v, t in zip(op.operands, in_t)]
        for f in sorted(rule.reduction):
            if pf[f] == rule.sizes[f]:
                continue
            for k, (v, tf) in enumerate(zip(op.operands, rule.operands)):
                for d, fs in enumerate(tf):
                    if fs and fs[0] == f:
                        operands[k] = self.mask(operands[k], d, v.shape[d], rule.reducer, op)
        attrs = self.attrs(op, in_t, out_t)
        try:
            nop = self.new.add_op(op.kind, operands, attrs, loc=op.loc) if attrs is not None else None
        except OpError:
            nop = None
        if nop is None or [r.shape for r in nop.results] != out_t:
            del self.new.ops[mark:]  # drop the resizes and masks made for it too
            kept = set(self.new.ops)
            self.keep = {k: v for k, v in self.keep.items() if v.producer in kept}
            self.real(op, "its attributes do not follow the padded sizes")
            return
        self.bind_results(op, nop.results)

    def factor_sizes(self, op: Op, rule) -> list[int]:
        """Each factor's padded size for this op (its real size where it cannot be padded)."""
        forced = set(rule.need_replication)
        forced.update(f for f, s in enumerate(rule.sizes) if s <= 1)
        for _, tf in self.tensors(op, rule):
            for fs in tf:
                forced.update(fs[1:])  # minor factors of compound dims: padding would interleave
        for f in rule.reduction:
            for v, _ in zip(op.operands, rule.operands):
                if reducer_identity(rule.reducer, v.dtype) is None:
                    forced.add(f)
        props: dict[int, list[tuple[int, int]]] = {}
        for v, tf in self.tensors(op, rule):
            for d, fs in enumerate(tf):
                if not fs or set(fs) & rule.need_replication:
                    continue
                p = self.psize(v, d)
                if len(fs) == 1:
                    if rule.sizes[fs[0]] == v.shape[d]:
                        props.setdefault(fs[0], []).append((0, p))
                else:
                    rest = prod(rule.sizes[f] for f in fs[1:])
                    if p % rest == 0:
                        props.setdefault(fs[0], []).append((1, p // rest))
        out = []
        for f, size in enumerate(rule.sizes):
            ps = sorted(props.get(f, ()))
            out.append(size if f in forced or not ps or ps[0][1] < size else ps[0][1])
        return out

    def attrs(self, op: Op, in_t, out_t) -> dict | None:
        """The op's attributes for padded operand/result shapes (None if they cannot follow)."""
        at = dict(op.attrs)
        if "shape" in at and out_t and tuple(at["shape"]) == op.results[0].shape:
            at["shape"] = out_t[0]  # (only a result shape: rng_bit_generator's state output keeps its bits shape)
        if in_t and not _padding_stays_last(op, in_t):
            return None
        follow = registry.get(op.kind).pad_attrs  # the op's own rule (slice, pad, windows, convolution, constant)
        if follow is not None:
            return follow(at, [v.type for v in op.operands], in_t, out_t)
        return at

    def real(self, op: Op, why: str):
        """Compute `op` at its real size: operands sliced back, results padded again if need be."""
        operands = [self.resize(self.vmap[v], v.shape, op.loc) for v in op.operands]
        nop = self.new.add_op(op.kind, operands, dict(op.attrs), loc=op.loc)
        padded = [v for v in op.operands + op.results if self.ptype(v).shape != v.shape]
        if padded:
            self.notes.append(f"{op.kind} at {op.loc or '?'} computed at its real size ({why})")
        self.bind_results(op, nop.results)

    def bind_results(self, op: Op, results: list[Value]):
        for r, nr in zip(op.results, results):
            nr = self.resize(nr, self.ptype(r).shape, op.loc)
            if r.fixed and r.sharding is not None:
                nr.sharding, nr.fixed = r.sharding, True
            self.vmap[r] = nr

    # -- building blocks --------------------------------------------------------------------------------
    def resize(self, x: Value, shape: tuple, loc) -> Value:
        """x (real data first, padding after) cut or zero-padded to `shape` along each dimension."""
        shape = tuple(shape)
        if x.shape == shape:
            return x
        cut = tuple(min(c, s) for c, s in zip(x.shape, shape))
        if cut != x.shape:
            r = len(cut)
            x = self.add("slice", [x], {"start_indices": (0,) * r, "limit_indices": cut, "strides": (1,) * r}, loc)
        for d, s in enumerate(shape):
            if x.shape[d] < s:
                piece = tuple(s - x.shape[d] if k == d else n for k, n in enumerate(x.shape))
                zero = self.add("constant", [], {"value": np.zeros((), dtypes.to_numpy(x.dtype))}, loc)
                zeros = self.add("broadcast_in_dim", [zero], {"shape": piece, "broadcast_dimensions": ()}, loc)
                x = self.add("concatenate", [x, zeros], {"dimension": d}, loc)
        return x

    def mask(self, x: Value, d: int, real: int, reducer: str, op: Op) -> Value:
        """x with positions >= `real` along dimension d replaced by the reducer's identity."""
        ident = reducer_identity(reducer, x.dtype)
        if ident is None:  # factor_sizes forces such factors to their real size
            raise ShardingError(f"uneven sharding: {op.kind} at {op.loc or '?'} reduces a padded dimension "
                                f"with reducer {reducer!r}, which has no identity to mask the padding with")
        loc = op.loc
        n = x.shape[d]
        key = (x.shape, d, real)
        if key not in self.keep:  # one predicate per shape and dim (the sum and max of x share it)
            it = "i32" if n < 2 ** 31 else "i64"
            idx = self.add("iota", [], {"shape": (n,), "iota_dimension": 0, "dtype": it}, loc)
            lim = self.add("constant", [], {"value": np.array(real, dtypes.to_numpy(it))}, loc)
            lim = self.add("broadcast_in_dim", [lim], {"shape": (n,), "broadcast_dimensions": ()}, loc)
            keep = self.add("compare", [idx, lim], {"comparison_direction": "LT"}, loc)
            self.keep[key] = self.add("broadcast_in_dim", [keep], {"shape": x.shape, "broadcast_dimensions": (d,)},
                                      loc)
        keep = self.keep[key]
        fill = self.add("constant", [], {"value": ident}, loc)
        fill = self.add("broadcast_in_dim", [fill], {"shape": x.shape, "broadcast_dimensions": ()}, loc)
        return self.add("select", [keep, x, fill], {}, loc)


def pad_uneven(graph: Graph) -> Graph:
    """A copy of `graph` whose unevenly split dimensions are padded (see the module doc). The copy's
    inputs and outputs correspond one to one to the graph's, with padded types; `padding_notes`
    lists what was padded and which ops had to run at their real size."""
    if graph.mesh is None:
        return graph
    return _Padder(graph).run()


def finish(prog, graph: Graph, padded: Graph):
    """After partitioning `padded` (= pad_uneven(graph)): the program's global types are `graph`'s
    real ones; output dimensions that are padded but not split are cropped on every device."""
    mesh, g = prog.mesh, prog.graph
    prog.global_inputs = [(v.type, s) for v, (_, s) in zip(graph.inputs, prog.global_inputs)]
    outs, vals = [], list(g.outputs)
    for j, (v, (_, s)) in enumerate(zip(graph.outputs, prog.global_outputs)):
        lv = vals[j]
        counts = s.padded(len(v.shape)).shard_counts(mesh)
        limit = tuple(real if n == 1 else have for real, have, n in zip(v.shape, lv.shape, counts))
        if limit != lv.shape:
            r = len(limit)
            nv = g.add_op("slice", [lv], {"start_indices": (0,) * r, "limit_indices": limit, "strides": (1,) * r},
                          loc=f"output {j}").result
            nv.sharding = lv.sharding
            vals[j] = nv
        outs.append((v.type, s))
    g.set_outputs(vals, g.output_names)
    prog.global_outputs = outs
    prog.padding = list(getattr(padded, "padding_notes", []))
    originals = getattr(padded, "originals", {})
    prog.layouts = {originals[v]: lay for v, lay in prog.layouts.items() if v in originals}
    return prog


def _padding_stays_last(op: Op, in_t) -> bool:
    """Whether the padding of operands laid end to end along a dim (the `window` rule's segments:
    concatenate) ends up at the result's high end: only the last non-empty segment may be padded,
    or the padding would land among the real rows."""
    window = registry.get(op.kind).window
    if window is None:
        return True
    types = [v.type for v in op.operands]
    for d in range(op.results[0].type.rank):
        w = window(types, op.results[0].type, op.attrs, d)
        if w is None or len(w.segments) < 2:
            continue
        last = w.segments[-1][0]
        if any(k != last and tuple(in_t[k])[d] != op.operands[k].shape[d] for k, _ in w.segments):
            return False
    return True
