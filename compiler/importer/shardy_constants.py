"""Shardy's handling of constants around its propagation, for printing what Shardy's propagation
pipeline gives (`shardflow-opt --propagate` without `--keep-open`).

Before (`split_constants`, Shardy's import `sdy-constant-or-scalar-splitter`): each use of a
constant expression reads a copy of its own, so each copy takes the layout its user wants instead
of one layout shared by all of them; every constant is an `sdy.constant`. A constant expression is
a constant, an iota, or a broadcast_in_dim / reshape / slice / elementwise op of constant
expressions; a broadcast_in_dim of a scalar is copied per use too. Scalars (rank 0) are never
copied: their one layout is replication. The copies of an op sit where it sat, one after another
in the order of their uses; the original goes once nothing reads it. Ops of a kept call (importer
CallSites) are split only among themselves: a constant the caller passes in is the callee's
argument there, not a constant; the call is a use, so each call passing one passes a copy.

After (`merge_constants`, Shardy's export `sdy-constant-or-scalar-merger`): constants alike (value
and layout) and broadcasts of one scalar alike, in one function or region, are one op again.
"""
from __future__ import annotations

import re

from ..call_sites import owners, walk
from .attrs import AS_READ
from ..ir import Graph, Op, Value
from ..ops.registry import get
from ..passes.dead_ops import held_graphs


def _role(op: Op) -> str | None:
    """The op's part in constant splitting (its record's `constant_role`; elementwise ops preserve)."""
    d = get(op.kind, op.loc)
    return d.constant_role or ("preserving" if d.elementwise else None)


def _expansion(op: Op) -> bool:
    """Whether `op` expands a scalar (a broadcast_in_dim of one): copied per use, merged when alike."""
    return _role(op) == "expanding" and len(op.operands) == 1 and op.operands[0].type.rank == 0


def _literal(op: Op) -> bool:
    """Whether `op` is a constant (printed as `sdy.constant`, merged when alike)."""
    return get(op.kind, op.loc).literal is not None


def split_constants(graph: Graph, sites=(), positions: dict | None = None, region_calls: dict | None = None) -> None:
    """Split `graph`'s constant expressions per use, and those of every region it holds. A copy of
    a sharding group's member joins its group, and a dropped original leaves it (as in Shardy).
    `sites`: the importer's CallSites (their `made` ids gain the copies of their ops); `positions`:
    import order by op id (a copy takes its original's); `region_calls`: id(region graph) -> the
    CallSites made in it."""
    splitter = _Splitter(graph, list(walk(sites)), positions if positions is not None else {}, region_calls or {})
    splitter.run()
    for gid, members in graph.sharding_groups.items():
        graph.sharding_groups[gid] = [m for m in members + [c for m in members for c in splitter.copies.get(m, ())]
                                      if m not in splitter.dropped]


def _group_marker(op: Op) -> bool:
    """Whether `op` is an `sdy.sharding_group` kept for printing (it reads its member, uses it not)."""
    return op.attrs.get("name") == "sdy.sharding_group"


class _Splitter:
    def __init__(self, graph: Graph, sites: list, positions: dict, region_calls: dict):
        self.g, self.sites, self.positions, self.region_calls = graph, sites, positions, region_calls
        self.owner = owners(sites)   # id(op) -> the innermost site that made it (copies join it)
        self.parent = {id(c): s for s in sites for c in s.calls}   # id(site) -> the site calling it
        self.passed: dict[tuple[int, int], Value] = {}   # (id(call), id(value)) -> the copy it passes
        self.constant: set[Op] = set()
        self.expansion: set[Op] = set()
        self.copies_before: dict[Op, list[Op]] = {}
        self.copies: dict[Value, list[Value]] = {}
        self.dropped: set[Value] = set()

    def is_constant(self, op: Op) -> bool:
        role = _role(op)
        if role == "source":
            return True
        if role is None or "stands_for" in op.attrs:
            return False
        return all(x.producer is not None and x.producer in self.constant
                   and self.site_of(x.producer) is self.site_of(op) for x in op.operands)

    def run(self) -> None:
        siblings: dict[tuple, list[Value]] = {}
        for op in self.g.ops:
            for sub in held_graphs(op):
                inner = _Splitter(sub, list(walk(self.region_calls.get(id(sub), ()))), self.positions,
                                  self.region_calls)
                inner.run()
                self.copies.update(inner.copies)
                self.dropped |= inner.dropped
            if _literal(op):
                op.attrs["written_as"] = "sdy.constant"
            if _group_marker(op):
                continue
            if self.is_constant(op):
                self.constant.add(op)
                continue
            if _expansion(op):
                self.expansion.add(op)
                continue
            # the ops shardflow holds one per result of a StableHLO op (a sort of several operands,
            # top_k, rng_bit_generator: `output` says which) are one user
            one = (op.kind, tuple(map(id, op.operands)),
                   repr(sorted((k, repr(v)) for k, v in op.attrs.items() if k != "output"))) \
                if "output" in op.attrs else id(op)
            if one not in siblings:
                site = self.site_of(op)
                siblings[one] = [self.copy_for(x, site) for x in op.operands]
            op.operands = list(siblings[one])
        self.g.outputs = [self.copy_for(x, None) for x in self.g.outputs]
        self.rebuild()

    def copy_for(self, x: Value, site) -> Value:
        """`x`, or a copy of its constant expression when it is one (and made where `site` is)."""
        p = x.producer
        if p is None or x.type.rank == 0 or not (p in self.constant or p in self.expansion):
            return x
        if self.site_of(p) is not site:
            return self.passed_copy(x, site)
        return self.copy(x, {})

    def passed_copy(self, x: Value, site) -> Value:
        """`x` read inside a call (`site`, or a call it is made in) that the function making `x`
        passes it to: the call is the use Shardy splits for, so each call passing `x` passes a copy
        of its own, which every op inside reads (and the calls made there pass on)."""
        maker, call = self.site_of(x.producer), site
        while call is not None and self.parent.get(id(call)) is not maker:
            call = self.parent.get(id(call))
        if call is None or not any(v is x for v in call.operands):
            return x
        key = (id(call), id(x))
        if key not in self.passed:
            copy = self.passed[key] = self.copy(x, {})
            for inner in walk([call]):
                inner.operands = [copy if v is x else v for v in inner.operands]
                inner.args = [copy if v is x else v for v in inner.args]
        return self.passed[key]

    def copy(self, x: Value, done: dict) -> Value:
        if x.type.rank == 0 or x.producer is None:
            return x
        if x in done:
            return done[x]
        op = x.producer
        twin = Op(op.kind, [self.copy(v, done) for v in op.operands], dict(op.attrs), loc=op.loc)
        for r in op.results:
            v = Value(r.type, sharding=r.sharding, name=r.name, fixed=r.fixed)
            v.producer, v.index = twin, r.index
            twin.results.append(v)
            done[r] = v
            self.copies.setdefault(r, []).append(v)
        self.copies_before.setdefault(op, []).append(twin)
        if id(op) in self.positions:
            self.positions[id(twin)] = self.positions[id(op)]
        for s in self.sites:
            if id(op) in s.made:
                s.made.add(id(twin))
        if id(op) in self.owner:
            self.owner[id(twin)] = self.owner[id(op)]
        return done[x]

    def site_of(self, op: Op):
        """The innermost call site that made `op` (None: the entry function's own)."""
        return self.owner.get(id(op))

    def rebuild(self) -> None:
        """The ops in order, each op's copies before it; originals nothing reads any more dropped
        (a region reads what it captures through its op's operands)."""
        ops = []
        for op in self.g.ops:
            ops += self.copies_before.get(op, [])
            ops.append(op)
        read = {id(v) for v in self.g.outputs} | {id(v) for site in self.sites for v in site.operands}
        kept = []
        for op in reversed(ops):
            if (op in self.constant or op in self.expansion) and not any(id(r) in read for r in op.results):
                self.dropped.update(op.results)
                continue
            kept.append(op)
            if not _group_marker(op):
                read |= {id(v) for v in op.operands}
        self.g.ops = [op for op in kept[::-1] if not (_group_marker(op) and op.operands[0] in self.dropped)]


def merge_constants(graph: Graph, sites=(), region_calls: dict | None = None) -> None:
    """Merge alike constants and alike broadcasts of one scalar (the first stays), in `graph` and
    each region it holds; ops of different kept calls (`sites`; a region's: `region_calls`, by
    id(region graph)) are in different functions."""
    region_calls = region_calls or {}
    sites = list(walk(sites))
    owner = owners(sites)
    first: dict[tuple, Value] = {}
    same: dict[Value, Value] = {}
    kept = []
    for op in graph.ops:
        for sub in held_graphs(op):
            merge_constants(sub, region_calls.get(id(sub), ()), region_calls)
        if AS_READ in op.attrs:   # a region kept as read (a sort's comparator, a variadic reduce's body)
            op.attrs[AS_READ] = region_as_exported(op.attrs[AS_READ])
        op.operands = [same.get(v, v) for v in op.operands]   # (a broadcast of a merged scalar merges too)
        key = _merge_key(op, owner.get(id(op)))
        if key is not None and key in first:
            same[op.results[0]] = first[key]
            continue
        if key is not None:
            first[key] = op.results[0]
        kept.append(op)
    if not same:
        return
    graph.outputs = [same.get(v, v) for v in graph.outputs]
    for site in sites:
        site.operands = [same.get(v, v) for v in site.operands]
        site.results = [same.get(v, v) for v in site.results]
    graph.ops = kept


_CONSTANT = re.compile(r'^(%[^ ]+) = "(?:stablehlo|sdy)\.constant"\(\) (?:<\{(.*)\}>|\{(.*)\}) : (.*)$')


def region_as_exported(region: str) -> str:
    """A region kept as text (importer/attrs.py `region_as_read`) as Shardy's pipeline leaves it:
    every constant an sdy.constant, alike ones one (the first); every sharding constraint a
    reshard (as its export makes them), the value it reads laid out by it."""
    first: dict[tuple, str] = {}
    same: dict[str, str] = {}
    lines = []
    region = _reshards_laid_out(region.replace('"sdy.sharding_constraint"(', '"sdy.reshard"('))
    for line in region.split("\n"):
        m = _CONSTANT.match(line)
        if m is None:
            lines.append(line)
            continue
        name, value, t = m.group(1), m.group(2) or m.group(3), m.group(4)
        if (value, t) in first:
            same[name] = first[value, t]
            continue
        first[value, t] = name
        lines.append(f'{name} = "sdy.constant"() {{{value}}} : {t}')
    text = "\n".join(lines)
    return re.sub(r"%[A-Za-z0-9_.$-]+", lambda m: same.get(m.group(0), m.group(0)), text) if same else text


_RESHARD = re.compile(r'^\s*%[\w.$-]+ = "sdy\.reshard"\((%[\w.$-]+)\) <?\{sharding = #sdy\.sharding<(.*)>\}>? : ')


def _reshards_laid_out(region: str) -> str:
    """`region` (generic form) with the value each of its reshards reads laid out as the reshard
    says, as Shardy's pipeline leaves them (JAX constrains every op of a partly manual body, its
    reducers' too)."""
    lines = region.split("\n")
    for k, line in enumerate(lines):
        m = _RESHARD.match(line)
        if m is None:
            continue
        src, sharding = m.groups()
        for j in range(k):   # (an op with attributes of its own is left as it is)
            made = re.match(rf'^(\s*){re.escape(src)} = ("[\w.]+"\(.*?\)) : (.*)$', lines[j])
            if made is not None:
                lines[j] = (f"{made.group(1)}{src} = {made.group(2)} "
                            f"{{sdy.sharding = #sdy.sharding_per_value<[<{sharding}>]>}} : {made.group(3)}")
                break
    return "\n".join(lines)


def _merge_key(op: Op, site) -> tuple | None:
    r = op.results[0] if len(op.results) == 1 else None
    if r is None:
        return None
    attrs = tuple(sorted((k, v.tobytes() if hasattr(v, "tobytes") else repr(v)) for k, v in op.attrs.items()))
    if _literal(op):
        return ("constant", op.kind, attrs, r.type, _layout(r), id(site))
    if _expansion(op):
        return ("expansion", op.kind, attrs, r.type, id(op.operands[0]), _layout(r), id(site))
    return None


def _layout(v: Value) -> tuple | None:
    s = v.sharding
    return None if s is None else (s, tuple(sorted(s.open_dims)), tuple(s.replicated_axes or ()))
