"""Choose one strategy per node: a MILP over the strategy space (scipy.optimize.milp, i.e. HiGHS).

Variables: one binary per (node, strategy), one of which is 1 per node; per edge (an operand read
from another node's result) one continuous variable per pair (producer's landing layout, consumer's
needed layout), tied to both choices by equality rows (a transport polytope: with one-hot ends each
edge variable is the product of the two choices, so the relaxation stays tight). An edge whose
producer or consumer has one strategy (a user-fixed input or output) is a linear term instead.
Objective: estimated step time per device (costs.py); the all-reduces finishing weight gradients
pay one latency per bucket, as the partitioner combines them (`_Problem._bucketed`). Memory: peak live bytes per device, the
measure of compiler/memory.py (inputs live throughout, a value from its op to its last use, outputs
to the end) over the graph as traced, so a training step's backward and optimizer state count;
one row per program point would be large, so rows are added lazily where the current solution
exceeds the budget, and the program the partitioner then builds is measured for real (its
temporaries are not in the model): if it exceeds the budget the model's budget is lowered by the
excess and solved again. Values inside control flow stay replicated (strategies.py).
"""
from __future__ import annotations

import time
from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np

from shardflow.runtime.errors import ShardflowError
from shardflow.runtime.sharding import Sharding

from .. import dtypes
from ..ir import Graph, Value
from ..ops import registry
from .budget import parse_budget
from .costs import CostModel, reshard_cost
from .stitch import tie_classes
from .strategies import Node, build_nodes, layout_label, local_bytes


#: graphs with more ops than this are solved with repeated layers tied (stitch.py)
TIE_ABOVE = 1200


class AutoShardError(ShardflowError):
    """No sharding satisfies the request (a memory budget below what the mesh allows), or the
    solver gave no answer in its time limit."""


@dataclass
class _Edge:
    producer: int                   # node index
    result: int                     # producer's result index
    consumer: int | None            # node index (None: a user-fixed output)
    operand: int
    src: list[int]                  # per producer strategy: index into `src_layouts`
    dst: list[int]                  # per consumer strategy: index into `dst_layouts`
    src_layouts: list[Sharding]
    dst_layouts: list[Sharding]
    seconds: np.ndarray             # [src layout, dst layout]
    nbytes: np.ndarray
    offset: int = -1                # first pair variable (-1: priced as a linear term)
    count: int = 1                  # instances (tied layers share one edge)


@dataclass
class Choice:
    """A node's chosen strategy and the best other one with everything else as chosen."""

    node: str
    chosen: str
    runner_up: str | None
    delta_s: float                  # how much slower the runner-up is (seconds per step)
    delta_bytes: float              # and how many more bytes per device it moves (may be negative)
    over_budget: bool = False       # the runner-up would exceed the memory budget


@dataclass
class AutoShardReport:
    """What `auto_shard` chose and why (`text()`, `to_json()`)."""

    mesh: str
    step_time_s: float
    compute_s: float
    comm_s: float
    bytes_per_device: float         # estimated: reshards + finishing partial sums
    peak_bytes: int                 # estimated peak live bytes per device
    memory_budget: int | None
    solve_s: float
    nodes: int
    variables: int
    status: str
    parameters: list[tuple[str, tuple, str]] = field(default_factory=list)     # name, shape, layout
    outputs: list[tuple[str, tuple, str]] = field(default_factory=list)
    activations: list[tuple[str, int, str]] = field(default_factory=list)      # class, count, layouts
    choices: list[Choice] = field(default_factory=list)
    measured_bytes: float | None = None   # the partitioned program's collectives
    measured_peak: int | None = None      # compiler/memory.py on the partitioned program
    classes: int = 0                      # choices after tying repeated layers (stitch.py)

    def text(self) -> str:
        ms = lambda s: f"{s * 1e3:.4g} ms"  # noqa: E731
        lines = [f"auto-sharding on mesh {self.mesh}: {self.status}, {self.nodes} ops/inputs, "
                 f"{self.variables} variables, solved in {self.solve_s:.2f} s",
                 f"  estimated step time {ms(self.step_time_s)} per device (compute {ms(self.compute_s)}, "
                 f"communication {ms(self.comm_s)})",
                 f"  estimated bytes per device {int(self.bytes_per_device)}, peak live {self.peak_bytes} B"
                 + (f" (budget {self.memory_budget} B)" if self.memory_budget is not None else "")]
        if self.measured_bytes is not None:
            lines.append(f"  partitioned program: {int(self.measured_bytes)} B per device in collectives, "
                         f"peak live {self.measured_peak} B per device")
        lines.append("parameters and inputs:")
        lines += [f"  {n} {'x'.join(map(str, s)) or 'scalar'}: {lay}" for n, s, lay in self.parameters]
        lines.append("outputs:")
        lines += [f"  {n} {'x'.join(map(str, s)) or 'scalar'}: {lay}" for n, s, lay in self.outputs]
        lines.append("activation classes (producer, shape: layouts):")
        lines += [f"  {c} x{n}: {lay}" for c, n, lay in self.activations]
        if self.choices:
            lines.append("top choices and the runner-up each beat (everything else as chosen):")
            for c in self.choices:
                if c.runner_up is None:
                    lines.append(f"  {c.node}: {c.chosen} (the only valid strategy)")
                else:
                    lines.append(f"  {c.node}: {c.chosen}; beat {c.runner_up} by {c.delta_s * 1e3:.4g} ms"
                                 f" ({c.delta_bytes:+.0f} B per device)"
                                 + (", which would exceed the memory budget" if c.over_budget else ""))
        return "\n".join(lines)

    def to_json(self) -> dict:
        d = {k: getattr(self, k) for k in ("mesh", "step_time_s", "compute_s", "comm_s", "bytes_per_device",
                                           "peak_bytes", "memory_budget", "solve_s", "nodes", "variables", "status",
                                           "measured_bytes", "measured_peak", "classes")}
        d["parameters"] = [{"name": n, "shape": list(s), "layout": lay} for n, s, lay in self.parameters]
        d["outputs"] = [{"name": n, "shape": list(s), "layout": lay} for n, s, lay in self.outputs]
        d["activations"] = [{"class": c, "count": n, "layouts": lay} for c, n, lay in self.activations]
        d["choices"] = [c.__dict__ for c in self.choices]
        return d


class _Problem:
    """The MILP of one graph (see the module docstring)."""

    def __init__(self, graph: Graph, nodes: list[Node], cost: CostModel, classes: list[int] | None = None):
        self.graph, self.nodes, self.cost = graph, nodes, cost
        self.classes = classes if classes is not None else list(range(len(nodes)))
        self.offset, first, n = [], {}, 0       # tied nodes (stitch.py) share their variables
        for i, node in enumerate(nodes):
            c = self.classes[i]
            if c not in first:
                first[c] = n
                n += len(node.strategies)
            self.offset.append(first[c])
        self.members: dict[int, list[int]] = defaultdict(list)
        for i, c in enumerate(self.classes):
            self.members[c].append(i)
        self.nx = n
        self.where: dict[Value, tuple[int, int]] = {}
        for i, node in enumerate(nodes):
            for r, v in enumerate(node.results):
                self.where[v] = (i, r)
        self.linear = np.zeros(n)                 # per strategy variable: seconds
        self.linear_bytes = np.zeros(n)
        for i, node in enumerate(nodes):
            for j, s in enumerate(node.strategies):
                self.linear[self.offset[i] + j] += s.cost_s(cost)
                self.linear_bytes[self.offset[i] + j] += s.finish_bytes
        self.edges: list[_Edge] = []
        self._edge_at: dict[tuple, _Edge] = {}
        self.follows: dict[tuple, tuple[int, int, int]] = {}   # tied (consumer, producer) -> (c, p, r)
        for c, node in enumerate(nodes):
            k0 = self._follow(c)
            for k, v in enumerate(node.op.operands if node.op is not None else ()):
                if v not in self.where:
                    continue
                if k == k0:
                    p, r = self.where[v]
                    self.follows.setdefault((self.classes[c], self.classes[p], r), (c, p, r))
                    continue
                self._edge(self.where[v], c, k, [s.operands[k] for s in node.strategies])
        for v, s in zip(graph.outputs, graph.output_shardings, strict=True):
            if s is not None and v in self.where:
                self._edge(self.where[v], None, 0, [s.padded(len(v.shape))])
        self.finish_linear()
        m = self.nx
        for e in self.edges:
            if len(e.src_layouts) > 1 and len(e.dst_layouts) > 1:
                e.offset = m
                m += len(e.src_layouts) * len(e.dst_layouts)
        # bucket key -> (its variable, its latency, the strategy variables whose finish it carries)
        self.buckets: dict[tuple, tuple[int, float, list[int]]] = {}
        for key, (group, members) in self._bucketed().items():
            self.buckets[key] = (m, cost.latency(group), members)
            m += 1
        self.nvars = m

    def _bucketed(self) -> dict[tuple, tuple[int, list[int]]]:
        """Finishing all-reduces the partitioner combines into one per key (combine_all_reduces.py):
        those of nodes below which nothing reduces again (weight gradients: only the optimizer
        follows), so no two depend on each other. Their latency moves from the strategy to a
        variable per key that is 1 when any chosen strategy uses it (one collective for all)."""
        nodes = self.nodes
        consumers: list[list[int]] = [[] for _ in nodes]
        for c, node in enumerate(nodes):
            for v in dict.fromkeys(node.op.operands if node.op is not None else ()):
                if v in self.where:
                    consumers[self.where[v][0]].append(c)
        reduces = [any(s.finish_groups for s in node.strategies) for node in nodes]
        below = [False] * len(nodes)   # something downstream reduces across devices
        for i in reversed(range(len(nodes))):
            below[i] = any(reduces[c] or below[c] for c in consumers[i])
        out: dict[tuple, tuple[int, list[int]]] = {}   # key -> (group size, strategy variables)
        for i, node in enumerate(nodes):
            if below[i]:
                continue
            for j, st in enumerate(node.strategies):
                if st.bucket is not None:
                    self.linear[self.offset[i] + j] -= self.cost.latency(st.finish_groups[0])
                    members = out.setdefault(st.bucket, (st.finish_groups[0], []))[1]
                    if self.offset[i] + j not in members:
                        members.append(self.offset[i] + j)
        return out

    def _follow(self, c: int) -> int | None:
        """The operand an elementwise op follows: its first operand of the result's shape from a
        non-constant producer. The op then lands in that operand's layout (tied by equality rows,
        no edge variables): a different layout would only move a reshard from one edge to another."""
        node = self.nodes[c]
        op = node.op
        if op is None or len(op.results) != 1 or not registry.get(op.kind).elementwise or len(node.strategies) < 2:
            return None
        for k, v in enumerate(op.operands):
            if v in self.where and v.shape == op.result.shape and not self.nodes[self.where[v][0]].constant:
                if all(s.operands[k] == s.results[0] for s in node.strategies):
                    return k
                return None
        return None

    def _edge(self, at: tuple[int, int], consumer: int | None, k: int, needs: list[Sharding]) -> None:
        p, r = at
        producer = self.nodes[p]
        if producer.constant:   # recomputed whole on any device: resharding it moves nothing
            return
        cp, cc = self.classes[p], self.classes[consumer] if consumer is not None else None
        key = (cp, r, cc, k)
        if key in self._edge_at and cp != cc:   # another instance of a tied edge: counted once more
            self._edge_at[key].count += 1
            return
        v = producer.results[r]
        src_layouts = list(dict.fromkeys(s.results[r] for s in producer.strategies))
        dst_layouts = list(dict.fromkeys(needs))
        seconds = np.zeros((len(src_layouts), len(dst_layouts)))
        nbytes = np.zeros_like(seconds)
        item, mesh = dtypes.itemsize(v.dtype), self.graph.mesh
        for a, src in enumerate(src_layouts):
            for b, dst in enumerate(dst_layouts):
                nb, groups = reshard_cost(src, dst, v.shape, item, mesh)
                nbytes[a, b], seconds[a, b] = nb, self.cost.comm_s(nb, groups)
        if not seconds.any():
            return
        src = [src_layouts.index(s.results[r]) for s in producer.strategies]
        dst = [dst_layouts.index(x) for x in needs]
        if cp == cc:   # both ends one tied choice: a term on that choice
            for j in range(len(src)):
                self.linear[self.offset[p] + j] += seconds[src[j], dst[j]]
                self.linear_bytes[self.offset[p] + j] += nbytes[src[j], dst[j]]
            return
        e = _Edge(p, r, consumer, k, src, dst, src_layouts, dst_layouts, seconds, nbytes)
        self._edge_at[key] = e
        self.edges.append(e)

    def finish_linear(self) -> None:
        """Edges with one fixed end become terms on the other end's choice (times their count)."""
        for e in self.edges:
            if len(e.dst_layouts) == 1:      # the consumer's need is fixed
                for j, a in enumerate(e.src):
                    self.linear[self.offset[e.producer] + j] += e.count * e.seconds[a, 0]
                    self.linear_bytes[self.offset[e.producer] + j] += e.count * e.nbytes[a, 0]
            elif len(e.src_layouts) == 1:    # the producer's layout is fixed
                for j, b in enumerate(e.dst):
                    self.linear[self.offset[e.consumer] + j] += e.count * e.seconds[0, b]
                    self.linear_bytes[self.offset[e.consumer] + j] += e.count * e.nbytes[0, b]

    # -- memory -----------------------------------------------------------------------------------
    def lifetimes(self) -> list[tuple[Value, int, int, int]]:
        """(value, node, first program point, last program point) as compiler/memory.py counts them:
        point t is op t running; inputs live at every point."""
        g = self.graph
        last: dict[Value, int] = {}
        for i, op in enumerate(g.ops):
            for v in op.operands:
                last[v] = i
        end = max(len(g.ops) - 1, 0)
        for v in g.outputs:
            last[v] = end
        out = []
        for v, (p, _) in self.where.items():
            if self.nodes[p].op is None:
                out.append((v, p, 0, end))
            elif v in last:
                t = p - len(g.inputs)
                out.append((v, p, t, max(last[v], t)))
        return out

    def memory_rows(self):
        """Per lifetime, the coefficient of each of its producer's strategies (local bytes)."""
        mesh, rows = self.graph.mesh, []
        for v, p, t0, t1 in self.lifetimes():
            r = self.where[v][1]
            coef = np.array([local_bytes(v, s.results[r], mesh) for s in self.nodes[p].strategies], float)
            rows.append((p, t0, t1, coef))
        return rows

    def usage(self, x: np.ndarray, rows) -> np.ndarray:
        """Live bytes per device at each program point for the choice `x`."""
        npts = max(len(self.graph.ops), 1)
        diff = np.zeros(npts + 1)
        for p, t0, t1, coef in rows:
            o = self.offset[p]
            b = float(coef @ x[o:o + len(coef)])
            diff[t0] += b
            diff[t1 + 1] -= b
        return np.cumsum(diff)[:npts]

    def point_row(self, t: int, rows) -> tuple[list[int], list[float]]:
        acc: dict[int, float] = defaultdict(float)
        for p, t0, t1, coef in rows:
            if t0 <= t <= t1:
                o = self.offset[p]
                for j, c in enumerate(coef):
                    acc[o + j] += c
        return list(acc), list(acc.values())

    # -- the MILP ---------------------------------------------------------------------------------
    def base_constraints(self):
        """(rows, cols, vals, lb, ub) of: one strategy per node; edge variables tied to both ends."""
        rows, cols, vals, lb, ub = [], [], [], [], []
        r = 0
        for members in self.members.values():
            i = members[0]
            for j in range(len(self.nodes[i].strategies)):
                rows.append(r), cols.append(self.offset[i] + j), vals.append(1.0)
            lb.append(1.0), ub.append(1.0)
            r += 1
        for e in self.edges:
            if e.offset < 0:
                continue
            na, nb = len(e.src_layouts), len(e.dst_layouts)
            # sum_b pair[a, b] = the producer strategies landing a; sum_a pair[a, b] = the consumer
            # strategies needing b (the two marginals of the transport polytope)
            sides = ((na, nb, lambda a, b: a * nb + b, e.producer, e.src),
                     (nb, na, lambda b, a: a * nb + b, e.consumer, e.dst))
            for n_here, n_other, pair, node, layout_of in sides:
                for x in range(n_here):
                    for y in range(n_other):
                        rows.append(r), cols.append(e.offset + pair(x, y)), vals.append(1.0)
                    for j, lay in enumerate(layout_of):
                        if lay == x:
                            rows.append(r), cols.append(self.offset[node] + j), vals.append(-1.0)
                    lb.append(0.0), ub.append(0.0)
                    r += 1
        for var, _, members in self.buckets.values():   # a bucket is used when any member is chosen
            for j in members:
                rows += [r, r]
                cols += [var, j]
                vals += [1.0, -1.0]
                lb.append(0.0), ub.append(np.inf)
                r += 1
        for c, p, res in self.follows.values():   # an elementwise op lands as the operand it follows
            cons, prod = self.nodes[c], self.nodes[p]
            layouts = dict.fromkeys([s.results[0] for s in cons.strategies] + [s.results[res] for s in prod.strategies])
            for lay in layouts:
                coef: dict[int, float] = defaultdict(float)
                for j, s in enumerate(cons.strategies):
                    if s.results[0] == lay:
                        coef[self.offset[c] + j] += 1.0
                for j, s in enumerate(prod.strategies):
                    if s.results[res] == lay:
                        coef[self.offset[p] + j] -= 1.0
                coef = {k: v for k, v in coef.items() if v}
                if not coef:
                    continue
                for k, v in coef.items():
                    rows.append(r), cols.append(k), vals.append(v)
                lb.append(0.0), ub.append(0.0)
                r += 1
        return rows, cols, vals, lb, ub, r

    def objective(self) -> np.ndarray:
        c = np.zeros(self.nvars)
        c[:self.nx] = self.linear
        for e in self.edges:
            if e.offset >= 0:
                c[e.offset:e.offset + e.seconds.size] = e.count * e.seconds.ravel()
        for var, latency, _ in self.buckets.values():
            c[var] = latency
        return c

    def solve(self, budget: float | None, time_limit: float, minimize_peak: bool = False):
        """(x over strategy variables or None if infeasible, status words, peak estimate)."""
        try:
            from scipy.optimize import Bounds, LinearConstraint, milp
            from scipy.sparse import coo_matrix
        except ImportError:
            raise AutoShardError("auto-sharding solves with SciPy's HiGHS MILP, which is not installed: "
                                 "pip install 'shardflow[auto]'") from None
        rows, cols, vals, lb, ub, nrows = self.base_constraints()
        mem = self.memory_rows()
        nv = self.nvars + (1 if minimize_peak else 0)
        c = np.zeros(nv)
        if minimize_peak:
            c[-1] = 1.0
            c[:self.nvars] = self.objective() * 1e-9    # ties: the faster one
        else:
            c[:self.nvars] = self.objective()
        integrality = np.zeros(nv)
        integrality[:self.nx] = 1
        bound = budget if not minimize_peak else None
        added: set[int] = set()
        if bound is not None or minimize_peak:   # start from the points that peak when replicated
            ones = np.zeros(self.nx)
            for i, node in enumerate(self.nodes):
                ones[self.offset[i]] = 1.0
            added.update(int(t) for t in np.argsort(-self.usage(ones, mem))[:4])
        deadline = time.perf_counter() + time_limit
        while True:
            R, C, V, L, U, n = list(rows), list(cols), list(vals), list(lb), list(ub), nrows
            for t in sorted(added):
                cs, vs = self.point_row(t, mem)
                R += [n] * len(cs)
                C += cs
                V += vs
                if minimize_peak:
                    R.append(n), C.append(nv - 1), V.append(-1.0)
                    L.append(-np.inf), U.append(0.0)
                else:
                    L.append(-np.inf), U.append(float(bound))
                n += 1
            A = coo_matrix((V, (R, C)), shape=(n, nv)).tocsr()
            left = max(deadline - time.perf_counter(), 0.5)
            res = milp(c, constraints=[LinearConstraint(A, L, U)], integrality=integrality,
                       bounds=Bounds(np.zeros(nv), np.r_[np.ones(self.nvars), [np.inf] * (nv - self.nvars)]),
                       options={"time_limit": left, "mip_rel_gap": 1e-2})
            if res.x is None:
                if res.status == 2:
                    return None, "infeasible", None
                raise AutoShardError(f"the auto-sharding solver found no solution within {time_limit:.0f} s "
                                     f"({res.message}); raise the time limit (auto_shard(time_limit=...)) or give "
                                     f"some shardings by hand to shrink the problem")
            x = np.round(res.x[:self.nx])
            use = self.usage(x, mem)
            status = "optimal" if res.status == 0 else "time limit (best found)"
            limit = float(res.x[-1]) + 0.5 if minimize_peak else bound
            if limit is None or use.max() <= limit or time.perf_counter() > deadline:
                return x, status, int(use.max())
            over = [int(t) for t in np.argsort(-use)[:4] if use[t] > limit and int(t) not in added]
            if not over:
                return x, status, int(use.max())
            added.update(over)

    def choice_of(self, x: np.ndarray) -> list[int]:
        return [int(np.argmax(x[self.offset[i]:self.offset[i] + len(n.strategies)])) for i, n in enumerate(self.nodes)]

    def local_cost(self, i: int, chosen: list[int]) -> tuple[np.ndarray, np.ndarray]:
        """Seconds and bytes of each strategy of node i with every other node as chosen."""
        o, k = self.offset[i], len(self.nodes[i].strategies)
        secs, nb = self.linear[o:o + k].copy(), self.linear_bytes[o:o + k].copy()
        for e in self.edges:
            if e.offset < 0:
                continue
            if self.classes[e.producer] == self.classes[i]:
                b = e.dst[chosen[e.consumer]]
                secs += e.count * e.seconds[e.src, b]
                nb += e.count * e.nbytes[e.src, b]
            if self.classes[e.consumer] == self.classes[i]:
                a = e.src[chosen[e.producer]]
                secs += e.count * e.seconds[a, e.dst]
                nb += e.count * e.nbytes[a, e.dst]
        picked = {self.offset[n] + j for n, j in enumerate(chosen) if self.classes[n] != self.classes[i]}
        for _, latency, members in self.buckets.values():   # a bucket no other node opens
            if not picked.intersection(members):
                for j in range(k):
                    if o + j in members:
                        secs[j] += latency
        return secs, nb


def auto_shard(graph: Graph, *, memory_budget: int | str | None = None, cost: CostModel | None = None,
               time_limit: float = 30.0, measure: bool = True, tie: bool | None = None) -> AutoShardReport:
    """Choose a layout for every value of `graph` (on its mesh) that minimizes the estimated step
    time within `memory_budget` bytes per device; user-fixed layouts (inputs, reshards, outputs)
    stay. Sets every value's sharding (the graph is then ready for `partition`) and returns the
    report. `time_limit`: seconds for all the solves together (each gets at least 1 s). `tie`: ops
    repeated layer after layer share one choice (stitch.py; None: for graphs of more than
    TIE_ABOVE ops, where the untied problem gets slow). AutoShardError when no layout fits the
    budget (it names the smallest peak found). With a budget, the partitioner makes long-lived
    collective results and constants again where that keeps the peak within it
    (passes/remat_collectives.py)."""
    if graph.mesh is None:
        raise AutoShardError("auto-sharding needs a mesh: compile on a group (group=...) or pass --mesh")
    memory_budget = parse_budget(memory_budget)
    cost = cost or CostModel()
    start = time.perf_counter()
    graph.memory_budget = memory_budget   # the partitioner keeps to it too (remat_collectives.py)
    nodes = build_nodes(graph)
    if tie is None:
        tie = len(graph.ops) > TIE_ABOVE
    prob = _Problem(graph, nodes, cost, tie_classes(graph, nodes) if tie else None)
    budget, measured, x = memory_budget, None, None
    deadline = start + time_limit
    left = lambda: max(deadline - time.perf_counter(), 1.0)  # noqa: E731
    for attempt in range(6):
        if attempt and deadline - time.perf_counter() < 1.0:   # out of time: the fallbacks below
            x = None
            break
        x, status, peak = prob.solve(budget, left())
        if x is None and tie:   # tying layers over-constrained it (a layer differs): solve untied
            prob, tie = _Problem(graph, nodes, cost, None), False
            x, status, peak = prob.solve(budget, left())
        if x is None:
            break
        chosen = prob.choice_of(x)
        _apply(graph, nodes, chosen)
        measured = _measure(graph) if measure or memory_budget is not None else None
        if memory_budget is None or measured is None or measured[1] <= memory_budget:
            break
        # the partitioner's temporaries are not in the model: leave twice the excess free
        budget = budget - 2 * (measured[1] - memory_budget)
        x = None
    if x is None:   # no time-optimal layout fits once partitioned: the least-memory layout, if it fits
        x, status, peak, measured = _least_memory(prob, memory_budget, left())
        chosen = prob.choice_of(x)
    solve_s = time.perf_counter() - start
    return _report(graph, prob, x, chosen, status, peak, memory_budget, solve_s, measured)


def _least_memory(prob: _Problem, budget: int, time_limit: float):
    """The layout with the smallest modelled peak (ties: the fastest), applied and measured; if it
    exceeds `budget` once partitioned, FSDP's layout (`_fsdp`: minimizing a peak is a hard MILP,
    and its time limit may stop short of the least one); an AutoShardError naming the smaller
    measured peak when both exceed it."""
    least = None
    try:
        x, status, peak = prob.solve(None, time_limit, minimize_peak=True)
    except AutoShardError:   # no layout within the time left: FSDP's below
        x = None
    if x is not None:
        _apply(prob.graph, prob.nodes, prob.choice_of(x))
        measured = _measure(prob.graph)
        if measured[1] <= budget:
            return x, f"{status}, least memory (the faster layouts exceed the budget once partitioned)", peak, measured
        least = (measured[1], peak)
    fx = _fsdp(prob)
    fsdp = _measure(prob.graph)
    fpeak = int(prob.usage(fx, prob.memory_rows()).max())
    if fsdp[1] <= budget:
        return fx, "FSDP (the solver's layouts exceed the budget once partitioned)", fpeak, fsdp
    least = min(least or (fsdp[1], fpeak), (fsdp[1], fpeak))
    raise AutoShardError(
        f"no sharding of this program on mesh {prob.graph.mesh} keeps the peak live memory within {budget} B per "
        f"device: the least-memory layout found peaks at {least[0]} B per device once partitioned (the model's "
        f"estimate: {least[1]} B). Raise --memory-budget (memory_budget=) to at least that, use more devices (a larger "
        f"mesh), or lower the activation memory (smaller batch, value_and_grad(checkpointing='balanced'))")


def _fsdp(prob: _Problem) -> np.ndarray:
    """Lay `prob`'s graph out as FSDP (ZeRO-3) would: every free input split over as many mesh axes
    as divide one of its dims (dim 0 when it can, else its largest), the rest propagated. Returns
    the strategy vector of that layout (for the report: each node's first strategy that lands it)."""
    from ..passes.propagate import propagate
    graph, mesh = prob.graph, prob.graph.mesh
    free = [v for v in graph.inputs if not v.fixed]
    for v in graph.values():
        if not v.fixed:
            v.sharding = None
    axes = [a for a in mesh.names if mesh.axis_size(a) > 1]
    for v in free:
        v.sharding = Sharding.replicated().padded(len(v.shape))
        for n in range(len(axes), 0, -1):
            size = int(np.prod([mesh.axis_size(a) for a in axes[:n]]))
            dims = [d for d in range(len(v.shape)) if v.shape[d] % size == 0 and v.shape[d] >= size]
            if dims:
                d = 0 if 0 in dims else max(dims, key=lambda d: v.shape[d])
                v.sharding = Sharding([tuple(axes[:n]) if i == d else () for i in range(len(v.shape))])
                break
        v.fixed = True
    try:
        propagate(graph)
    finally:
        for v in free:
            v.fixed = False
    x = np.zeros(prob.nx)
    for i, node in enumerate(prob.nodes):
        if prob.members[prob.classes[i]][0] != i:   # tied layers: the class's first member speaks for it
            continue
        lands = [v.sharding.padded(len(v.shape)) for v in node.results]
        j = next((j for j, st in enumerate(node.strategies) if list(st.results) == lands), 0)
        x[prob.offset[i] + j] = 1
    return x


def _apply(graph: Graph, nodes: list[Node], chosen: list[int]) -> None:
    top = set(graph.values())
    for node, j in zip(nodes, chosen, strict=True):
        s = node.strategies[j]
        for v, lay in zip(node.results, s.results, strict=True):
            if not v.fixed:
                v.sharding = lay
    for v in graph.all_values():   # inside loops and branches: replicated
        if v not in top and not v.fixed:
            v.sharding = Sharding.replicated().padded(len(v.shape))
    graph.conflicts, graph.decisions = [], []


def _measure(graph: Graph) -> tuple[float, int]:
    from ..memory import peak_live_bytes
    from ..passes.partition import partition
    prog = partition(graph)
    return sum(r.bytes_per_device for r in prog.collectives), peak_live_bytes(prog)


def _report(graph, prob: _Problem, x, chosen, status, peak, budget, solve_s, measured) -> AutoShardReport:
    nodes, cost = prob.nodes, prob.cost
    xs = np.zeros(prob.nvars)
    xs[:prob.nx] = x
    for e in prob.edges:   # the pair each edge takes
        if e.offset >= 0:
            a, b = e.src[chosen[e.producer]], e.dst[chosen[e.consumer]]
            xs[e.offset + a * len(e.dst_layouts) + b] = 1
    for var, _, members in prob.buckets.values():
        xs[var] = float(x[members].max())
    total = float(prob.objective() @ xs)
    compute = sum(cost.compute_s(n.strategies[j].flops) for n, j in zip(nodes, chosen, strict=True))
    nbytes = float(prob.linear_bytes @ x) + sum(
        e.count * float(e.nbytes[e.src[chosen[e.producer]], e.dst[chosen[e.consumer]]])
        for e in prob.edges if e.offset >= 0)
    rep = AutoShardReport(str(graph.mesh), total, compute, max(total - compute, 0.0), nbytes, int(peak or 0), budget, solve_s,
                          len(nodes), prob.nvars, status)
    rep.classes = len(prob.members)
    for v in graph.inputs:
        rep.parameters.append((v.name, tuple(v.shape), layout_label(v.sharding) + (" (user)" if v.fixed else "")))
    for name, v in zip(graph.output_names, graph.outputs, strict=True):
        rep.outputs.append((name, tuple(v.shape), layout_label(v.sharding)))
    classes: dict[str, dict[str, int]] = {}
    for op in graph.ops:
        for v in op.results:
            key = f"{op.kind} {'x'.join(map(str, v.shape)) or 'scalar'} {v.dtype}"
            lay = layout_label(v.sharding)
            classes.setdefault(key, {}).setdefault(lay, 0)
            classes[key][lay] += 1
    for key, lays in classes.items():
        rep.activations.append((key, sum(lays.values()), ", ".join(f"{lay} x{n}" for lay, n in lays.items())))
    mem = prob.memory_rows() if budget is not None else None
    # top choices: every graph input, then the ops that cost the most as chosen (one per tied class)
    firsts = [m[0] for m in prob.members.values()]
    ops = sorted((i for i in firsts if nodes[i].op is not None),
                 key=lambda i: -len(prob.members[prob.classes[i]]) * nodes[i].strategies[chosen[i]].flops)[:8]
    for i in [i for i in firsts if nodes[i].op is None] + ops:
        node, j = nodes[i], chosen[i]
        if len(node.strategies) == 1:
            continue
        secs, nb = prob.local_cost(i, chosen)
        k = min((k for k in range(len(secs)) if k != j), key=lambda k: secs[k])
        over = False
        if budget is not None:
            alt = x.copy()
            o = prob.offset[i]
            alt[o:o + len(secs)] = 0
            alt[o + k] = 1
            over = bool(prob.usage(alt, mem).max() > budget)
        label = lambda s: s.label if node.op is not None else layout_label(s.results[0])  # noqa: E731
        tied = len(prob.members[prob.classes[i]])
        name = node.name + (f" (and {tied - 1} tied)" if tied > 1 else "")
        rep.choices.append(Choice(name, label(node.strategies[j]), label(node.strategies[k]),
                                  float(secs[k] - secs[j]), float(nb[k] - nb[j]), over))
    if measured is not None:
        rep.measured_bytes, rep.measured_peak = measured
    return rep
