"""Sharding propagation: give every value a sharding, from the user's fixed ones, to a fixed point.

Generic over the rule table: each op is seen only through its FactorRule. Per factor, the axes are
the longest sharding compatible with every tensor that has one (Shardy's basic strategy: a shorter
sharding that is a prefix of a longer one is extended). A value is only ever *extended*, never
changed, so the iteration terminates; user shardings (inputs, reshards) are fixed.

Conflict rule: (1) when a tensor of the op carries an explicit Shardy priority, user shardings
(arguments, constraints, results) win over propagated ones, and among them the higher priority
(p0 over p1; no priority counts as highest), then the tensor with more bytes; (2) otherwise the
cost model (cost_model.py) prices each valid assignment, the default order above and one that
takes each sharded tensor's layout first, by the bytes of the reshards it makes the partitioner
do, and the cheapest wins (ties: the default order). Since one decision gives values the layouts
the next op sees, the choices interact across the graph: a program with such a conflict is
propagated in each order of SCHEDULES (decide conflicts as met; after everything else settled; by
the rule alone), each result priced whole by the partitioner, and the cheapest kept. Every
conflict and every decision (per op, and the whole-program one) is recorded; `explain` lists them.

Order (Shardy's op priorities, `_op_stages`): the ops that only move elements (elementwise ones,
reshapes, transposes, slices forward) propagate first, then every op, so that a contraction takes
the layout its elementwise neighbours settled on rather than imposing its own. Shardy's aggressive
strategy has two more stages before the last: every op through its pass-through factors only, then
through all factors, a broadcast backward only in both.
"""
from __future__ import annotations

from dataclasses import dataclass

from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding

from ..ir import Graph, Op, Value
from ..other_mesh import on_other_mesh
from ..ops import registry
from ..ops.opaque import is_barrier
from . import cost_model, sharding_groups, shardy_strategy
from .cost_model import Decision
from .factors import minor_most, project, unproject


@dataclass(frozen=True)
class Stage:
    """One stage of Shardy's op priorities: the ops taking part, each with the ways layouts may
    flow through it (`ways` None: every op, both ways), and whether only pass-through factors
    (none of reduction, need-replication or blocked) carry layouts."""

    ways: dict | None = None
    pass_through_only: bool = False


@dataclass
class Conflict:
    op: str
    loc: str | None
    factor_size: int
    candidates: list[tuple[str, ...]]
    chosen: tuple[str, ...]
    how: str = "the larger tensor wins"

    def __str__(self):
        c = " vs ".join("[" + ", ".join(a) + "]" for a in self.candidates)
        return (f"{self.op} at {self.loc or '?'}: a dimension of size {self.factor_size} is wanted sharded as {c}; "
                f"chose [{', '.join(self.chosen)}] ({self.how}; an axis splits one dimension only)")


def _rule(op: Op, cache: dict | None = None):
    """op's FactorRule (kept in `cache`, by op, for the many visits of one propagation)."""
    if isinstance(op, _Link):
        return op.rule
    if cache is not None and id(op) in cache:
        return cache[id(op)][1]
    opdef = registry.get(op.kind)
    rule = opdef.factors([v.type for v in op.operands], [v.type for v in op.results], op.attrs)
    if cache is not None:
        cache[id(op)] = (op, rule)  # the op too: its id stays its own while the cache lives
    return rule


class _Link(Op):
    """Equally shaped values whose layouts an op with sub-graphs ties (`Regions.links`: an operand
    and the sub-graph input it becomes, a sub-graph output and the result it yields; under Shardy's
    strategies `Regions.edges`: all sources and targets of one data flow edge), seen by propagation
    as an identity op from `sources` to `targets`."""

    def __init__(self, sources: list[Value], targets: list[Value], owner: Op, sizes: tuple[int, ...] | None = None):
        super().__init__(f"{owner.kind} region link", list(sources), {}, list(targets), owner.loc)
        self.owner = owner
        rank = len(sources[0].shape)
        self.rule = registry.FactorRule([[[d] for d in range(rank)] for _ in sources],
                                        [[[d] for d in range(rank)] for _ in targets],
                                        list(sizes or sources[0].shape))

    def view(self, k: int, dims: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
        """Tensor k's dims as the link's factors see them."""
        return dims

    def unview(self, k: int, v: Value, dims: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
        """The link's factor axes as tensor k's dims."""
        return dims


class _BoundaryLink(_Link):
    """A value outside an op's nested graph and the value it is inside (OpDef.boundary_links),
    where the outer layout also carries `axes` (a shard_map's manual axes, major in each dim) that
    the inner one never has: they are hidden from the inner side and kept on the outer one."""

    def __init__(self, outer: Value, inner: Value, axes: tuple[str, ...], owner: Op):
        super().__init__([outer], [inner], owner, sizes=inner.shape)
        self.kind = f"{owner.kind} boundary"
        self.axes = frozenset(axes)

    def view(self, k, dims):
        if k:
            return dims
        return tuple(tuple(a for a in d if a not in self.axes) for d in dims)

    def unview(self, k, v, dims):
        if k:
            return dims
        cur = v.sharding.dims if v.sharding is not None else ()
        return tuple(tuple(a for a in (cur[d] if d < len(cur) else ()) if a in self.axes) + tuple(axes)
                     for d, axes in enumerate(dims))


_RETURN = Op("return", [], {}, [], None)  # the owner named by the links of the outputs' layouts


def _output_ends(graph: Graph) -> list[tuple[Value, Value]]:
    """(returned value, a fixed value holding its user layout) per output that has one: Shardy's
    func result sharding, tied to the returned value like an identity, so that each side's open
    dims (`{?}`) follow the other (graph.output_layouts gets the result)."""
    return [(v, Value(v.type, sharding=s.padded(len(v.shape)), fixed=True))
            for v, s in zip(graph.outputs, graph.output_shardings, strict=True) if s is not None]


def _nested(op: Op, joint: bool = False) -> tuple[list[_Link], list[Graph], list[_Link]] | None:
    """(links before, graphs, links after) of an op holding graphs: control flow's sub-graphs tied
    to it by identity links (Regions.links; with `joint`, one per data flow edge: Regions.edges),
    a boundary op's graphs by boundary links (OpDef.boundary_links); None for other ops."""
    opdef = registry.get(op.kind)
    if opdef.regions is not None:
        if joint and opdef.regions.edges is not None:
            return [_Link(a, b, op) for a, b in opdef.regions.edges(op)], opdef.regions.graphs(op), []
        return [_Link([a], [b], op) for a, b in opdef.regions.links(op)], opdef.regions.graphs(op), []
    if opdef.boundary_links is not None:
        ins, graphs, outs = opdef.boundary_links(op)
        return ([_BoundaryLink(a, b, axes, op) for a, b, axes in ins], graphs,
                [_BoundaryLink(a, b, axes, op) for a, b, axes in outs])
    return None


def _walk(graph: Graph, joint: bool = False) -> list[Op]:
    """The ops propagation visits: the graph's, and for an op holding graphs (control flow, a
    shard_map), in its place, its links and the nested graphs' ops (it ties values only through
    them); `joint`: a link per data flow edge, as Shardy's strategies see them."""
    out: list[Op] = []
    for op in graph.ops:
        if joint and is_barrier(op):  # each operand and its result: a data flow edge of its own
            out.extend(_Link([x], [r], op) for x, r in zip(op.operands, op.results, strict=True))
            continue
        nested = _nested(op, joint)
        if nested is None:
            out.append(op)
            continue
        before, graphs, after = nested
        out.extend(before)
        for sub in graphs:
            out.extend(_walk(sub, joint))
        out.extend(after)
    return out


def graphs_within(graph: Graph) -> list[Graph]:
    """`graph` and every graph nested in its ops (regions, boundary ops), at any depth: the
    values propagation assigns."""
    out = [graph]
    for op in graph.ops:
        nested = _nested(op)
        for sub in nested[1] if nested is not None else ():
            out.extend(graphs_within(sub))
    return out


def values_within(graph: Graph) -> list[Value]:
    return [v for g in graphs_within(graph) for v in g.values()]


def _compatible(cands: list[tuple[tuple[str, ...], int]]) -> tuple[tuple[str, ...], bool]:
    """Longest sequence compatible with all candidates (prefix-extension); (axes, had_conflict)."""
    nonempty = [(c, w) for c, w in cands if c]
    if not nonempty:
        return (), False
    # start from the candidate of the heaviest tensor; keep the longest prefix chain
    nonempty.sort(key=lambda cw: (-cw[1]))
    best = nonempty[0][0]
    conflict = False
    for c, _ in nonempty[1:]:
        if best[:len(c)] == c:
            continue
        if c[:len(best)] == best:
            best = c
            continue
        conflict = True
    return best, conflict


def _later(s: Sharding, level: int | None) -> list[bool]:
    """Per dim of a user sharding, whether its priority's turn is after `level` (Shardy's `p2` while
    p0 and p1 propagate; None: every level has come)."""
    return [level is not None and (p or 0) > level for p in s.priorities]


def _visible(v: Value, level: int | None) -> tuple[tuple[str, ...], ...]:
    """v's dims as propagation at user-priority `level` sees them: a user dim of a later priority
    counts as empty."""
    s = v.sharding
    if not v.fixed:
        return s.dims
    return tuple(() if later else d for d, later in zip(s.dims, _later(s, level), strict=True))


def _extend(v: Value, dims: tuple[tuple[str, ...], ...], mesh: Mesh, level: int | None = None,
            barred: frozenset = frozenset(), uneven: bool = False) -> bool:
    """Extend v's sharding to `dims` where that only adds axes and keeps dims divisible (any split
    with `uneven`). A user
    sharding is extended only in its open dims (Shardy's `{"a", ?}`), never by an axis it lists
    as replicated or unreduced, nor by the `barred` ones (a shard_map's manual axes on its boundary
    values)."""
    s = v.sharding
    if v.fixed and (s is None or not s.open_dims):
        return False
    cur = s.dims if s is not None else ((),) * len(v.shape)
    new = []
    used = set(a for d in cur for a in d) | (set(s.replicated_axes) | set(s.partial) if s is not None else set()) \
        | barred
    changed = False
    later = _later(s, level) if v.fixed else [False] * len(cur)  # a dim whose own turn comes later
    for d, (c, want) in enumerate(zip(cur, dims)):
        if v.fixed and (d not in s.open_dims or later[d]) or want[:len(c)] != c or len(want) <= len(c):
            new.append(c)
            continue
        axes = list(c)
        n = 1
        for a in axes:
            n *= mesh.axis_size(a)
        for a in want[len(c):]:
            if a in used or v.shape[d] % (n * mesh.axis_size(a)) and not uneven:
                break
            axes.append(a)
            used.add(a)
            n *= mesh.axis_size(a)
        if len(axes) > len(c):
            changed = True
        new.append(tuple(axes))
    if v.fixed:
        if changed:
            v.sharding = Sharding(new, s.partial, open_dims=s.open_dims, replicated_axes=s.replicated_axes,
                                  priorities=s.priorities)
        return changed
    if changed or s is None:
        v.sharding = Sharding(new)
        return True
    return False


def _weight(v: Value) -> int:
    """Conflict priority of a tensor's sharding: user shardings first, ordered by their Shardy
    priority (p0 before p1; none = highest), then bigger tensors (resharding the smaller one is cheaper)."""
    if not v.fixed:
        return v.type.nbytes
    prios = [p for p in getattr(v.sharding, "priorities", ()) if p is not None]
    return (1 << 62) - (min(prios) if prios else 0) * (1 << 50) + v.type.nbytes


def _resolve(cands: dict[int, list], rule, lead: int | None = None) -> tuple[dict[int, tuple[str, ...]], list[int]]:
    """Factor -> axes from the candidates (axes, weight, tensor) of each factor: heaviest first, an
    axis shards one factor only; `lead`: that tensor's layout counts as the heaviest. Returns the
    assignment and the factors whose candidates disagreed."""
    def w(entry):
        return (1 << 126) if entry[2] == lead else entry[1]
    assign: dict[int, tuple[str, ...]] = {}
    used: set[str] = set()
    conflicted = []
    for f in sorted(cands, key=lambda f: -max((w(e) for e in cands[f] if e[0]), default=0)):
        if f in rule.blocked or f in rule.need_replication and f not in rule.windowed:  # windowed: the halo
            continue                                                                    # engine keeps it split
        axes, conflict = _compatible([(e[0], w(e)) for e in cands[f]])
        kept = tuple(a for a in axes if a not in used)  # an axis shards one factor only
        if conflict or kept != axes:
            conflicted.append(f)
        assign[f] = kept
        used.update(kept)
    return assign, conflicted


def _describe(op: Op, k: int, n_operands: int) -> str:
    v = op.operands[k] if k < n_operands else op.results[k - n_operands]
    which = f"operand {k}" if k < n_operands else f"result {k - n_operands}"
    return f"{which}'s layout first ({'x'.join(map(str, v.shape)) or 'scalar'}{', user' if v.fixed else ''})"


def _cheapest(op: Op, rule, tensors, cands, default, mesh: Mesh) -> tuple[dict, Decision | None]:
    """The cost model's pick among the assignments that follow each conflicting tensor's layout
    first (and the rule's default order); None when only one assignment is valid."""
    n_in = len(op.operands)
    leads = sorted({e[2] for f in cands for e in cands[f] if e[0]})
    alts: list[tuple[str, dict]] = [("default order (user layouts, then larger tensors)", default)]
    for t in leads:
        assign, _ = _resolve(cands, rule, lead=t)
        if all(assign != a for _, a in alts):
            alts.append((_describe(op, t, n_in), assign))
    if len(alts) == 1:
        return default, None
    ts = [cost_model.Tensor(v.shape, v.dtype, v.sharding, tf, v.fixed) for v, tf in tensors]
    priced = []
    for label, assign in alts:
        b, needs, res, lands = cost_model.assignment_bytes(rule, ts[:n_in], ts[n_in:], assign, mesh)
        priced.append(cost_model.Alternative(label, assign, needs, res, b, lands))
    best = min(priced, key=lambda a: a.bytes)  # ties: the first (the rule's default order)
    where = f"{op.kind} at {op.loc}" if op.loc else op.kind
    return best.assign, cost_model.Decision(where, "propagation", best, [a for a in priced if a is not best])


_WAYS = {"BOTH": {"FORWARD", "BACKWARD"}, "FORWARD": {"FORWARD"}, "BACKWARD": {"BACKWARD"}, "NONE": set()}


def _meet(a: str, b: str) -> str:
    """The ways layouts may flow that both `a` and `b` allow."""
    both = _WAYS[a] & _WAYS[b]
    return next(k for k, v in _WAYS.items() if v == both)


def _propagate_op(op: Op, mesh: Mesh, conflicts: list | None, decisions: list | None = None,
                  phase: str = "finish", rules: dict | None = None, level: int | None = None,
                  barred: dict | None = None, cap: str = "BOTH", uneven: bool = False,
                  strategy: shardy_strategy.Strategy | None = None, pass_through_only: bool = False) -> bool:
    """Extend the layouts of op's tensors from each other; `phase` (see `propagate`): "wait" leaves
    an op the cost model must decide untouched, "decide" decides it, "finish" also lands the
    pending sums it priced as reduce-scattered. `cap`: the ways the current stage lets layouts flow;
    `pass_through_only`: it lets them flow through pass-through factors only (Shardy strategies)."""
    if strategy is not None and not isinstance(op, _Link) and shardy_strategy.has_no_rule(op):
        return False
    rule = _rule(op, rules)
    if strategy is not None:   # as Shardy's registry has it
        rule = rule.as_shardy()
    tensors = list(zip(op.operands, rule.operands)) + list(zip(op.results, rule.results))
    # an op may let layouts flow one way only (its record's `flows`: Shardy's propagation_barrier)
    flows = None if isinstance(op, _Link) else registry.get(op.kind).flows
    direction = _meet("BOTH" if flows is None else flows(op.attrs), cap)
    if direction == "NONE":
        return False
    n_in = len(op.operands)
    link = op if isinstance(op, _Link) else None
    if strategy is not None:
        return _follow_shardy(rule, tensors, n_in, link, direction, mesh, level, barred, strategy,
                              pass_through_only)
    informs = {"FORWARD": range(n_in), "BACKWARD": range(n_in, len(tensors))}.get(direction, range(len(tensors)))
    cands: dict[int, list] = {}
    minor = minor_most([tf for _, tf in tensors]) if uneven else frozenset()
    for i, (v, tf) in enumerate(tensors):
        if v.sharding is None or i not in informs:
            continue
        dims = _visible(v, level) if link is None else link.view(i, _visible(v, level))
        for f, axes in project(dims, tf, rule.sizes, mesh, minor).items():
            cands.setdefault(f, []).append((axes, _weight(v), i))
    assign, conflicted = _resolve(cands, rule)
    if link is None and registry.get(op.kind).constrains is not None:
        conflicted = []  # a constraint changes the layout on purpose: its two sides may differ
    how, decision = "the larger tensor wins", None
    if conflicted and phase != "rule" and not any(getattr(v.sharding, "priorities", None) and any(
            p is not None for p in v.sharding.priorities) for v, _ in tensors if v.sharding is not None):
        if phase == "wait":
            return False
        # several valid assignments and no user priority to settle them: the fewest bytes wins
        assign, decision = _cheapest(op, rule, tensors, cands, assign, mesh)
        if decision is not None:
            how = f"the fewest bytes: {int(round(decision.chosen.bytes))} B/device, {decision.chosen.label}"
            if decisions is not None:
                decisions.append(decision)
    if conflicts is not None:
        for f in conflicted:
            conflicts.append(Conflict(op.kind, op.loc, rule.sizes[f], sorted({e[0] for e in cands[f] if e[0]}),
                                      assign.get(f, ()), how))
    changed = False
    for i, (v, tf) in enumerate(tensors):
        if all(not assign.get(f) for dim in tf for f in dim) and v.sharding is not None or \
                direction != "BOTH" and i in informs:
            continue
        dims = unproject(assign, tf, rule.sizes, mesh)
        changed |= _extend(v, dims if link is None else link.unview(i, v, dims), mesh, level,
                           barred.get(v, frozenset()) if barred else frozenset(), uneven)
    if phase == "finish" and decision is not None:
        # a pending sum the cost model priced as reduce-scattered lands split, unless the rest of
        # the graph already asked for another layout (finish is set only after the fixed point)
        for v, land in zip(op.results, decision.chosen.lands, strict=True):
            changed |= _extend(v, land.dims, mesh, level, barred.get(v, frozenset()) if barred else frozenset(),
                               uneven)
    return changed


def _follow_shardy(rule, tensors, n_in: int, link, direction: str, mesh: Mesh, level: int | None,
                   barred: dict | None, strategy: shardy_strategy.Strategy, pass_through_only: bool = False) -> bool:
    """One op's step with Shardy's own factor propagation `strategy` (shardy_strategy.py)."""
    views = []
    for i, (v, tf) in enumerate(tensors):
        s = v.sharding
        dims = () if s is None else _visible(v, level) if link is None else link.view(i, _visible(v, level))
        blocked, closed = set(), []
        if s is not None:
            blocked = set(s.replicated_axes) | set(s.partial)
            if v.fixed:  # a user dim of a later priority is closed and its axes replicated until its
                later = _later(s, level)  # turn, as in Shardy
                closed = [d for d in range(len(s.dims)) if d not in s.open_dims or later[d]]
                blocked |= {a for d, axes in enumerate(s.dims) if later[d] for a in axes}
        views.append(shardy_strategy.tensor_factors(dims, tf, rule.sizes, mesh, closed, blocked))
    follow = {"basic": shardy_strategy.basic, "aggressive": shardy_strategy.aggressive}[strategy.name]
    elementwise = link is None and _elementwise(rule)  # a data flow edge is no elementwise op to Shardy
    held = rule.blocked | rule.reduction | (rule.need_replication - rule.shardy_pass_through) \
        if pass_through_only else rule.blocked
    # conservative: no layout through a windowed factor (Shardy's permutation factors) and no new
    # sub-axis; a data flow edge is no op to Shardy and stays as it is
    conservative = strategy.conservative and link is None
    if conservative:
        held = held | rule.windowed
    follow(views, rule.sizes, mesh, direction, n_in, elementwise, frozenset(held), whole_axes=conservative)
    changed = False
    for i, ((v, tf), view) in enumerate(zip(tensors, views, strict=True)):
        if v.sharding is not None and not any(view.axes.values()):
            continue
        dims = unproject(view.axes, tf, rule.sizes, mesh)
        changed |= _extend(v, dims if link is None else link.unview(i, v, dims), mesh, level,
                           barred.get(v, frozenset()) if barred else frozenset(), uneven=True)
    return changed


#: Propagation orders, each a sequence of phases run to a fixed point (see `_propagate_op`):
#: conflicts decided by the cost model as they are met; decided once the rest of the graph has
#: settled (their tensors then carry every layout the graph implies); or by the rule alone.
SCHEDULES: dict[str, tuple[str, ...]] = {
    "conflicts priced as met": ("decide", "finish"),
    "conflicts priced after the rest settled": ("wait", "decide", "finish"),
    "conflicts by the rule (user layouts, then larger tensors)": ("rule",),
}


def _run(graph: Graph, phases: tuple[str, ...], max_rounds: int, rules: dict,
         user: dict, ends: list[tuple[Value, Value]], uneven: bool,
         strategy: shardy_strategy.Strategy | None) -> tuple[list, list]:
    """One propagation from the user layouts, phase by phase; (conflicts, decisions)."""
    mesh = graph.mesh
    # layouts never flow between meshes: an op touching a value on another mesh is left alone
    # the links of the outputs' layouts come last, except for Shardy's strategies: each of its
    # propagations starts by giving the func results' layouts to the returned values
    returns = [_Link([v], [e], _RETURN) for v, e in ends]
    walk = _walk(graph, joint=strategy is not None)
    ops = [op for op in (returns + walk if strategy is not None else walk + returns)
           if not on_other_mesh(op.operands + op.results)]
    barred = {link.operands[0]: link.axes for link in ops if isinstance(link, _BoundaryLink)}
    values = values_within(graph) + [e for _, e in ends]
    for v in values:
        if not v.fixed:
            v.sharding = None
        elif v in user:  # an open dim extended by an earlier order starts again from the user's
            v.sharding = user[v]
    # output constraints act like reshards at the very end (Shardy's own strategies reach the
    # returned value through the link of its end only, its priorities and conflicts with it)
    for v, s in zip(graph.outputs, graph.output_shardings, strict=True):
        if s is not None and not v.fixed and strategy is None:
            v.sharding = Sharding(s.padded(len(v.shape)).dims)
    # Shardy's user priorities: the dims of priority <= i reach the whole program before those of
    # priority i + 1 take part (no priority is p0); one level when the module gives none
    levels = sorted({p or 0 for v in values if v.fixed and v.sharding is not None
                     for p in v.sharding.priorities}) or [0]
    if strategy is not None and not strategy.user_priorities:
        levels = [0]
    groups = sharding_groups.Members(graph)
    # the first phase runs stage by stage (Shardy's op priorities), the later ones on every op
    # Shardy's strategies: the return reads the outputs without a user layout (their links the others)
    returned = [] if strategy is None else [v for v, s in zip(graph.outputs, graph.output_shardings, strict=True)
                                            if s is None]
    basic = strategy is not None and strategy.name == "basic"  # basic: no op priorities
    stages = [Stage()] if basic else _op_stages(ops, rules, strategy, returned)
    steps = [(phases[0], stage) for stage in stages] + [(phase, Stage()) for phase in phases[1:]]
    for level in (levels if len(levels) > 1 else [None]):
        # an op's step reads only its own tensors' layouts and how it is stepped (phase, the way
        # layouts may flow, pass-through only): one that changed nothing is not stepped again, in
        # this stage or a later one, until one of its layouts is another object (Sharding is
        # immutable) or it is stepped another way
        settled: dict = {}
        for phase, stage in steps:
            ways = stage.ways
            staged = ops if ways is None else [op for op in ops if op in ways]
            for _ in range(max_rounds):
                changed = False
                for op in staged + staged[::-1]:
                    how = (phase, "BOTH" if ways is None else ways[op], stage.pass_through_only)
                    now = _layouts(op)
                    if _same_objects(settled.get(op), now, how):
                        continue
                    with groups.following(op):
                        moved = _propagate_op(op, mesh, None, phase=phase, rules=rules, level=level,
                                              barred=barred, cap=how[1], uneven=uneven, strategy=strategy,
                                              pass_through_only=stage.pass_through_only)
                    if moved:
                        changed = True
                        settled.pop(op, None)
                    else:
                        settled[op] = (now, how)
                if not changed:
                    break
    conflicts: list[Conflict] = []
    decisions: list[cost_model.Decision] = []
    for op in ops:
        with groups.following(op):
            _propagate_op(op, mesh, conflicts, decisions, phase=phases[-1], rules=rules, barred=barred,
                          uneven=uneven, strategy=strategy)
    return conflicts, decisions


def _layouts(op) -> tuple:
    """The layouts op's step reads (kept alive with it, so `is` cannot meet a reused id)."""
    return tuple(v.sharding for v in op.operands) + tuple(v.sharding for v in op.results)


def _same_objects(before: tuple | None, now: tuple, how: tuple) -> bool:
    """Was the op settled with these very layouts, stepped the same way?"""
    return before is not None and before[1] == how and all(a is b for a, b in zip(before[0], now, strict=True))


def _op_stages(ops: list[Op], rules: dict, strategy: shardy_strategy.Strategy | None = None,
               returned: list[Value] = ()) -> list[Stage]:
    """Shardy's op priorities: the ops that take part in each stage of propagation, each with the
    way layouts may flow through it (None: every op, both ways). First the ops that only move
    elements (elementwise ones, found from their factors; those whose record says `flows_early`;
    links), when no operand of theirs has other readers (`returned`: values the return reads); then
    those ops whatever their operands' readers; then every op. So an elementwise chain settles its
    layout before a contraction picks one of its own. Shardy's aggressive strategy adds its two stages between the last two
    (every op through pass-through factors, then through all; a broadcast backward only); the
    cost-model strategy does not, as they double the work on large programs."""
    readers: dict[Value, int] = {}
    for v in [v for op in ops for v in op.operands] + list(returned):  # a returned value: read by the return
        readers[v] = readers.get(v, 0) + 1
    first, second = {}, {}
    for op in ops:
        way = _flows_early(op, rules)
        if way is None:
            continue
        second[op] = way
        # the func results' layouts reach the returned values in every stage (as each of Shardy's
        # propagations starts)
        if all(readers[v] == 1 or not v.shape for v in op.operands) or \
                strategy is not None and isinstance(op, _Link) and op.owner is _RETURN:
            first[op] = way
    if strategy is None or strategy.name != "aggressive":
        return [Stage(first), Stage(second), Stage()]
    # Shardy's aggressive strategy: then every op, first through its pass-through factors only,
    # with an op whose record says `flows_late` (a broadcast) held to that way until the last stage
    late = {op: "BOTH" if isinstance(op, _Link) or registry.get(op.kind).flows_late is None
            else registry.get(op.kind).flows_late for op in ops}
    return [Stage(first), Stage(second), Stage(late, pass_through_only=True), Stage(late), Stage()]


def _flows_early(op: Op, rules: dict) -> str | None:
    if isinstance(op, _Link):
        return "BOTH"
    early = registry.get(op.kind).flows_early
    if early is not None:
        return early
    return "BOTH" if _elementwise(_rule(op, rules)) else None


def _elementwise(r) -> bool:
    return not r.need_replication and not r.reduction and len(r.results) == 1 and \
        all(t == r.results[0] for t in r.operands)


def propagate(graph: Graph, *, max_rounds: int = 64, uneven: bool = False,
              strategy: str | None = None, conservative: bool = False,
              user_priorities: bool = True) -> list[Conflict]:
    """Assign every value of `graph` a sharding; returns the conflicts met (also on graph.conflicts).

    `uneven`: an axis may split a dimension it does not divide, as in Shardy (what `shardflow-opt
    --propagate` prints). Compiling keeps it off: `pad_uneven` has padded every dimension a user
    layout splits unevenly before propagation, and the partitioner takes even splits only.
    `strategy`: resolve conflicts with Shardy's "basic" or "aggressive" factor propagation
    (shardy_strategy.py; implies `uneven`) rather than by the bytes each choice moves;
    `conservative` as Shardy's `conservative-propagation` option: no layout flows through a
    windowed factor (a slice, pad, concatenate or window's dim) and no axis is split into sub-axes.
    `user_priorities` False (with a strategy): the user's priorities order nothing, as in Shardy's
    basic propagation pass run on its own.

    When the cost model decides a conflict, choices at different ops interact (a layout one
    decision gives a value is what the next op sees), so each order in SCHEDULES is run and the
    whole program it yields is priced (cost_model.program_bytes: the partitioner's collectives);
    the cheapest is kept (ties: the first) and `explain` lists the others as a decision. Programs
    without such a conflict (Megatron-style ones) propagate once."""
    mesh = graph.mesh
    if mesh is None:
        return []
    for v in graph.inputs:
        if v.sharding is not None:
            v.fixed = True
    group_conflicts = sharding_groups.settle(graph)
    tried, rules = [], {}
    shardy = None if strategy is None else shardy_strategy.Strategy(strategy, conservative, user_priorities)
    ends = _output_ends(graph)
    values = values_within(graph) + [e for _, e in ends]
    user = {v: v.sharding for v in values if v.fixed and v.sharding is not None and v.sharding.open_dims}
    for label, phases in SCHEDULES.items():
        conflicts, decisions = _run(graph, phases, max_rounds, rules, user, ends, uneven or strategy is not None,
                                    shardy)
        if not tried and not decisions:
            break  # no conflict for the cost model: the one order is the rule's
        _finalize(graph, ends)
        graph.conflicts, graph.decisions = conflicts, []
        layouts = {v: v.sharding for v in values}
        tried.append((cost_model.program_bytes(graph), label, layouts, conflicts, decisions))
    if tried:
        best = min(tried, key=lambda t: t[0])  # first of equals: SCHEDULES order
        for v, s in best[2].items():
            v.sharding = s
        conflicts, decisions = best[3], best[4]
        whole = cost_model.Decision(
            "whole program", "propagation", cost_model.Alternative(best[1], {}, [], None, best[0]),
            [cost_model.Alternative(t[1], {}, [], None, t[0]) for t in tried if t is not best])
        decisions = [whole] + decisions
    _finalize(graph, ends)
    conflicts = group_conflicts + conflicts
    graph.conflicts = conflicts
    graph.decisions = decisions
    for g in graphs_within(graph):  # ops that become others once layouts are known (the barrier)
        for op in g.ops:
            after = registry.get(op.kind).propagate
            if after is not None:
                after(op, propagate)
    return conflicts


def _finalize(graph: Graph, ends: list[tuple[Value, Value]]) -> None:
    """Every value gets a full-rank sharding (replicated where nothing asked for a split); each
    output with a user layout the layout its open dims were extended to (graph.output_layouts)."""
    for v in values_within(graph):
        if v.sharding is None:
            v.sharding = Sharding.replicated().padded(len(v.shape))
        else:
            v.sharding = v.sharding.padded(len(v.shape))
    layouts = iter(e.sharding for _, e in ends)
    graph.output_layouts = [None if s is None else next(layouts) for s in graph.output_shardings]


def sharding_of(graph: Graph, value: Value) -> Sharding:
    """Propagate the graph built so far and read one value's sharding (used by Tensor.sharding)."""
    propagate(graph)
    return value.sharding
