"""SPMD partitioning: a global, propagated Graph -> one per-device program with local shapes and
explicit collectives (the same program runs on every device; `all_slice` picks each device's piece).

For each op, generic over the rule table: choose each factor's mesh axes (result factors from the
result's sharding; reduction factors from whichever operand's sharding needs the least
communication), reshard every operand to what that assignment needs, run the op on local shapes,
and give its result the assignment's sharding, partial over the sharded reduction axes. Partial
values are finished lazily, by the next reshard: all-reduce, or reduce-scatter when the consumer
wants that axis split. Ops the table marks need-replication on a dim compute that dim whole, except
where the entry says otherwise: `masked_local` keeps a runtime-indexed dim split
(passes/masked_local.py), and windowed dims (slice, pad, concatenate, reduce_window) whose result is
split go to the halo engine (passes/halo.py), which fetches only the rows each device lacks; each
only when it moves no more bytes than gathering.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from shardflow.runtime.collectives import KINDS
from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding

from .. import dtypes
from ..ir import Graph, Op, TensorType, Value
from ..ops import registry
from ..ops.collectives import COLLECTIVE_OPS, COLLECTIVES
from . import cost_model, halo
from .factors import project, unproject
from .masked_local import partition_masked
from .pad_uneven import finish, needs_padding, pad_uneven
from .propagate import propagate
from .reshard_plan import plan, plan_cost


@dataclass
class CollectiveRecord:
    """One collective of the partitioned program, for `explain`."""

    kind: str
    axes: tuple[str, ...]
    dtype: str
    shape: tuple[int, ...]          # per-device operand shape
    bytes_per_device: float         # the collective table's bytes_per_device(n, per-device operand bytes)
    op: str                         # the source op and location it serves

    @classmethod
    def of(cls, kind: str, attrs: dict, operand: Value, op: str) -> CollectiveRecord:
        """The record of a `kind` collective with `attrs` over the per-device value `operand`."""
        return cls(kind, tuple(attrs["axes"]), operand.dtype, operand.shape,
                   KINDS[kind].bytes_per_device(attrs["n"], operand.type.nbytes), op)

    def to_json(self):
        return {"kind": KINDS[self.kind].public_name, "axes": list(self.axes), "dtype": self.dtype,
                "shape": list(self.shape), "bytes_per_device": int(round(self.bytes_per_device)), "op": self.op}


@dataclass
class SpmdProgram:
    graph: Graph                                   # per-device program (local shapes)
    mesh: Mesh
    global_inputs: list[tuple[TensorType, Sharding]]
    global_outputs: list[tuple[TensorType, Sharding]]
    collectives: list[CollectiveRecord] = field(default_factory=list)
    replicated_fallbacks: list[str] = field(default_factory=list)
    conflicts: list = field(default_factory=list)
    padding: list[str] = field(default_factory=list)  # uneven dims padded before partitioning (pad_uneven)
    decisions: list = field(default_factory=list)  # cost_model.Decision: choices and rejected alternatives
    layouts: dict = field(default_factory=dict)  # global Value -> (Sharding it is computed in, per-device block)


def _describe(op: Op) -> str:
    return f"{op.kind} at {op.loc}" if op.loc else op.kind


class _Partitioner:
    def __init__(self, graph: Graph, real_outputs: list[tuple[int, ...]] | None = None):
        self.g = graph
        self.real_outputs = real_outputs  # the outputs' shapes before pad_uneven padded them
        self.mesh = graph.mesh
        self.out = Graph(graph.name, graph.mesh)
        self.local: dict[Value, Value] = {}
        self.records: list[CollectiveRecord] = []
        self.fallbacks: list[str] = []
        self.decisions: list = list(getattr(graph, "decisions", []))  # propagation's, then choose's
        self.origin: dict[Value, str] = {}  # partial values -> the reduction that made them
        self.resharded: dict[tuple[int, Sharding], Value] = {}
        self.uses: dict[Value, int] = {}
        for op in graph.ops:
            for v in op.operands:
                self.uses[v] = self.uses.get(v, 0) + 1
        for v in graph.outputs:
            self.uses[v] = self.uses.get(v, 0) + 1
        # values computed from constants alone (no input): any device can compute any layout of one,
        # so resharding one never moves data (it is recomputed whole, see `whole`, and sliced)
        self.constant: set[Value] = set()
        for op in graph.ops:  # (a loop, a case, or an op partitioned by its own rule such as partition_id
            # is never recomputed whole: it is partitioned, or device-dependent)
            opdef = registry.get(op.kind)
            if all(v in self.constant for v in op.operands) and opdef.regions is None and opdef.partition is None:
                self.constant.update(op.results)
        self.const_origin: dict[Value, Value] = {}  # local value of a constant -> its global value
        self.wholes: dict[Value, Value] = {}

    # -- resharding ---------------------------------------------------------------------------------
    def reshard(self, lv: Value, dst: Sharding, why: str) -> Value:
        src = lv.sharding
        dst = dst.padded(len(lv.shape))
        if src == dst:
            return lv
        key = (id(lv), dst)
        if key in self.resharded:  # the same layout was made before: reuse it (no second collective)
            return self.resharded[key]
        first = lv
        global_shape = self.global_shape(lv)
        if src.partial and lv in self.origin:
            why = f"finishing {self.origin[lv]}, for {why}"
        steps = plan(src, dst, len(global_shape), self.mesh)
        if lv in self.const_origin and any(s.kind in COLLECTIVES for s in steps):
            lv = self.whole(self.const_origin[lv])  # recomputed on every device: only local slices
            steps = plan(lv.sharding, dst, len(global_shape), self.mesh)
        for step in steps:
            op = self.out.add_op(step.kind, [lv], dict(step.attrs), loc=why)
            nv = op.result
            nv.sharding = _apply(lv.sharding, step)
            if step.kind in COLLECTIVES:
                self.records.append(CollectiveRecord.of(step.kind, step.attrs, lv, why))
            lv = nv
        self.resharded[(id(first), dst)] = lv
        if first in self.const_origin:
            self.const_origin[lv] = self.const_origin[first]
        return lv

    def whole(self, v: Value) -> Value:
        """The constant-only global value `v` computed whole (replicated) on every device, from the
        sources up: the global program's ops on global shapes, no collective."""
        if v in self.wholes:
            return self.wholes[v]
        op = v.producer
        if registry.get(op.kind).constrains is not None:  # a constraint's value is its operand's
            self.wholes[v] = self.whole(op.operands[0])
            return self.wholes[v]
        new = self.out.add_op(op.kind, [self.whole(x) for x in op.operands], dict(op.attrs), loc=op.loc)
        for r, nr in zip(op.results, new.results, strict=True):
            nr.sharding = Sharding.replicated().padded(len(nr.shape))
            self.wholes[r] = nr
        return self.wholes[v]

    def global_shape(self, lv: Value) -> tuple[int, ...]:
        counts = lv.sharding.shard_counts(self.mesh)
        return tuple(s * n for s, n in zip(lv.shape, counts))

    # -- per op ---------------------------------------------------------------------------------------
    def run(self, inputs: list[Sharding] | None = None, outputs: list[Sharding] | None = None) -> SpmdProgram:
        """The per-device program; `inputs`/`outputs`: the layouts the inputs come in and the
        outputs leave in, when not the graph's own (a sub-graph: see `region`)."""
        g, mesh = self.g, self.mesh
        ins = []
        for i, v in enumerate(g.inputs):
            s = (v.sharding if inputs is None else inputs[i]).padded(len(v.shape))
            lv = self.out.add_input(TensorType(s.local_shape(v.shape, mesh), v.dtype), s, v.name)
            self.local[v] = lv
            ins.append((v.type, s))
        layouts = {}
        for op in g.ops:
            self.partition_op(op)
            for r in op.results:
                if r in self.constant:
                    self.const_origin[self.local[r]] = r
                if r in self.local:
                    layouts[r] = (self.local[r].sharding, self.local[r].shape)
        outs, vals = [], []
        for i, v in enumerate(g.outputs):
            want = next((s for s in (g.output_layouts[i:i + 1] + g.output_shardings[i:i + 1]) if s), v.sharding)
            want = outputs[i] if outputs is not None else want
            want = Sharding(want.padded(len(v.shape)).dims)
            lv = self.reshard(self.crop_padding(self.local[v], want, i), want, f"output {i}")
            vals.append(lv)
            outs.append((v.type, want))
        self.out.set_outputs(vals, g.output_names)
        return SpmdProgram(self.out, mesh, ins, outs, self.records, self.fallbacks, getattr(g, "conflicts", []),
                           decisions=self.decisions, layouts=layouts)

    def region(self, graph: Graph, inputs: list[Sharding], outputs: list[Sharding], context: str) -> Graph:
        """A sub-graph of an op with regions (a loop body, a branch) partitioned like a program: its
        inputs come in the layouts `inputs`, its outputs leave resharded to `outputs`; its
        collectives, fallbacks and choices are this program's, noted as made in `context`."""
        if graph.mesh is None:   # (a program read without a mesh is partitioned on one device: `partition`)
            graph.mesh = self.mesh
        child = _Partitioner(graph)
        local = child.run(inputs, outputs).graph
        for r in child.records:
            r.op = f"{r.op} (in {context})"
        self.records.extend(child.records)
        self.fallbacks.extend(f"{f} (in {context})" for f in child.fallbacks)
        self.decisions.extend(child.decisions)
        return local

    def crop_padding(self, lv: Value, want: Sharding, i: int) -> Value:
        """Output i's padding (pad_uneven) along dims split neither now nor in `want`, cut off
        before any collective moves it (the runtime would crop it anyway)."""
        if self.real_outputs is None or lv.sharding.partial:
            return lv
        real = self.real_outputs[i]
        limit = tuple(r if not have and not w and size > r else size
                      for r, size, have, w in zip(real, lv.shape, lv.sharding.dims, want.dims, strict=True))
        if limit == lv.shape:
            return lv
        rank = len(limit)
        nv = self.out.add_op("slice", [lv], {"start_indices": (0,) * rank, "limit_indices": limit,
                                             "strides": (1,) * rank}, loc=f"output {i}").result
        nv.sharding = lv.sharding
        return nv

    def partition_op(self, op: Op):
        mesh = self.mesh
        opdef = registry.get(op.kind)
        if opdef.constrains is not None:  # a sharding constraint: its operand resharded to its layout
            self.local[op.result] = self.reshard(self.local[op.operands[0]], op.result.sharding,
                                                 f"{op.kind} at {op.loc}" if op.loc else op.kind)
            return
        if opdef.regions is not None:  # control flow: its record partitions it and its sub-graphs
            opdef.regions.partition(self, op)
            return
        if opdef.partition is not None:  # a region (shard_map) or a per-device value (partition_id)
            opdef.partition(self, op)
            return
        rule = opdef.factors([v.type for v in op.operands], [v.type for v in op.results], op.attrs)
        res = op.results[0]
        assign: dict[int, tuple[str, ...]] = {}
        if op.operands:  # sources (constant, iota) are computed whole and sliced by consumers for free
            assign = {f: a for f, a in project(res.sharding.dims, rule.results[0], rule.sizes, mesh).items()
                      if f not in rule.need_replication}
        carry, carriers = self.partial_carry(op, opdef, rule)
        if carry:  # a pending sum flows through this linear op; its axes cannot split anything here
            assign = {f: _prefix_without(a, set(carry)) for f, a in assign.items()}
        red = sorted(rule.reduction)
        if red:
            assign = self.choose(op, rule, assign, red, carry, carriers)
        assign = _consistent(assign, rule, mesh)
        if opdef.partition_local is not None and not carry:  # the record's own partitioning (ops/registry.OpDef)
            own = opdef.partition_local(self, op, rule, assign)
            if own is not None:
                self.local[res] = own
                return
        if opdef.masked_local is not None:  # a split indexed dim computed in place (passes/masked_local.py)
            masked = partition_masked(self, op, opdef, rule, assign, carry, carriers)
            if masked is not None:
                self.local[res] = masked
                return
        hp = halo.plan(self, op, rule, assign, carry, carriers)  # windowed dims kept split: fetch only the halo
        if hp is not None:
            assign = hp.assign
        untaken = rule.reduction & rule.need_replication - (hp.factors if hp else set())
        if untaken:  # a windowed contraction the halo engine did not take: computed whole
            assign = {f: a for f, a in assign.items() if f not in untaken}
        if rule.need_replication and self.replicates_split_dims(op, rule, hp.factors if hp else ()):
            self.fallbacks.append(f"{_describe(op)}: dimension(s) it needs whole are gathered and computed "
                                  f"replicated")
        operands = []
        for k, v in enumerate(op.operands):
            dims = hp.needs[k].dims if hp else unproject(assign, rule.operands[k], rule.sizes, mesh)
            need = Sharding(dims, carry if k in carriers else ())
            operands.append(self.reshard(self.local[v], need, f"operand {k} of {_describe(op)}"))
        res_dims = unproject(assign, rule.results[0], rule.sizes, mesh)
        partial = tuple(a for f in red for a in assign.get(f, ())) + carry
        attrs = self.localize(op, res_dims)
        if hp is not None:
            operands, attrs = hp.apply(self, operands, attrs)
        new = self.out.add_op(op.kind, operands, attrs, loc=op.loc).result
        new.sharding = Sharding(res_dims, partial if rule.reducer == "add" else ())
        if partial:
            self.origin[new] = self.origin.get(operands[carriers[0]], _describe(op)) if carry else _describe(op)
        if partial and rule.reducer != "add":
            step_attrs = {"axes": partial, "n": mesh.group_size(partial), "reducer": rule.reducer}
            new2 = self.out.add_op("all_reduce", [new], step_attrs, loc=f"{_describe(op)}").result
            new2.sharding = Sharding(res_dims)
            self.records.append(CollectiveRecord.of("all_reduce", step_attrs, new, _describe(op)))
            new = new2
        self.local[res] = new

    def replicates_split_dims(self, op, rule, handled=()) -> bool:
        """Whether a need-replication factor (other than `handled` ones) is split in an operand (or
        wanted split in the result)."""
        need = rule.need_replication - set(handled)
        tensors = [(self.local[v].sharding.dims, rule.operands[k]) for k, v in enumerate(op.operands)]
        tensors.append((op.results[0].sharding.dims, rule.results[0]))
        for dims, factors in tensors:  # read the dims: a windowed factor's size is a gcd, not the dim's
            if any(set(fs) & need and d < len(dims) and dims[d] for d, fs in enumerate(factors)):
                return True
        return False

    def partial_carry(self, op, opdef, rule) -> tuple[tuple[str, ...], list[int]]:
        """Partial axes this op can pass through unfinished (rule table: partial_linear), and which
        operands carry them. Only when the result is no larger than the partial operand (a deferred
        all-reduce never moves more bytes than finishing it now) and the partial value has no other
        consumer (which would need it finished anyway)."""
        mode = opdef.partial_linear
        if callable(mode):
            mode = mode([v.type for v in op.operands], op.attrs)
        if mode is None or not op.operands:
            return (), []
        parts = [self.local[v].sharding.partial for v in op.operands]
        has = [k for k, p in enumerate(parts) if p]
        if not has:
            return (), []
        first = parts[has[0]]
        if mode == "all":
            ok = len(has) == len(parts) and all(set(p) == set(first) for p in parts)
        elif mode == "one":
            ok = len(has) == 1
        else:
            ok = has == [0]
        if not ok or op.results[0].type.nbytes > max(op.operands[k].type.nbytes for k in has):
            return (), []
        if any(self.uses.get(op.operands[k], 0) > 1 for k in has):
            return (), []  # several consumers: finishing once beats finishing each consumer's result
        if self.unsplit_cost(op, has, set(first)) > self.finish_cost(self.local[op.operands[has[0]]]):
            return (), []  # the carried axes would have to leave the other operands: finish it now
        return tuple(first), has

    def finish_cost(self, lv: Value) -> float:
        """Bytes per device that finish the partial value `lv` (all-reduce in place)."""
        return plan_cost(lv.sharding, Sharding(lv.sharding.dims), self.global_shape(lv), dtypes.itemsize(lv.dtype),
                         self.mesh)

    def unsplit_cost(self, op, carriers, axes: set) -> float:
        """Bytes per device to take `axes` off the layouts of the operands that do not carry them
        (a carried partial sum's axes cannot split anything else of the op)."""
        total = 0.0
        for k, v in enumerate(op.operands):
            lv = self.local[v]
            if k in carriers or not axes & set(lv.sharding.used_axes):
                continue
            dst = Sharding([_prefix_without(d, axes) for d in lv.sharding.dims], lv.sharding.partial)
            total += plan_cost(lv.sharding, dst, self.global_shape(lv), dtypes.itemsize(lv.dtype), self.mesh)
        return total

    def choose(self, op, rule, base, red, carry=(), carriers=()) -> dict[int, tuple[str, ...]]:
        """Factor axes for an op with reduction factors: the option that moves the fewest bytes.

        Options: reduction axes taken from each operand's layout (or none), and either the result
        factors keep their propagated axes (conflicting reduction axes are dropped) or the reduction
        keeps them (the result is computed less split, partial, and finished by a reduce-scatter).
        The most parallel option wins (compute stays sharded, as in Megatron-LM; gathering a weight
        to compute redundantly is never chosen over a partial sum), then the fewest bytes: resharding
        every operand + finishing the result into its propagated sharding. Every distinct option
        not taken is recorded with its bytes (`decide`), for `explain`.
        """
        mesh = self.mesh
        used = {a for axes in base.values() for a in axes}
        cands = []
        for k, v in enumerate(op.operands):
            proj = project(self.local[v].sharding.dims, rule.operands[k], rule.sizes, mesh)
            c, taken = {}, set(carry)
            for f in red:
                c[f] = _prefix_without(proj.get(f, ()), taken)
                taken.update(c[f])
            cands.append(c)
        cands.append({f: () for f in red})
        options, labels = [], []
        for k, c in enumerate(cands):
            src = f"reduction split like operand {k}" if k < len(op.operands) else "reduction unsplit"
            options.append({**base, **{f: _prefix_without(c[f], used) for f in red}})
            split = any(options[-1][f] for f in red)
            labels.append(f"result split as propagated, {src if split else 'reduction unsplit'}")
            banned = {a for axes in c.values() for a in axes}
            if banned & used:
                options.append({**{f: _prefix_without(a, banned) for f, a in base.items()}, **c})
                labels.append(f"{src}, result less split (partial)")
        res = op.results[0]

        def cost(assign):
            total = 0.0
            for k, v in enumerate(op.operands):
                lv = self.local[v]
                need = Sharding(unproject(assign, rule.operands[k], rule.sizes, mesh), carry if k in carriers else ())
                total += plan_cost(lv.sharding, need, self.global_shape(lv), dtypes.itemsize(lv.dtype), mesh)
            dims = unproject(assign, rule.results[0], rule.sizes, mesh)
            partial = tuple(a for f in red for a in assign.get(f, ())) + tuple(carry)
            item = dtypes.itemsize(res.dtype)
            if rule.reducer != "add" and partial:
                local = Sharding(dims).local_shape(res.shape, mesh)
                total += KINDS["all_reduce"].bytes_per_device(mesh.group_size(partial), item * _prod(local))
                partial = ()
            total += plan_cost(Sharding(dims, partial), Sharding(res.sharding.dims), res.shape, item, mesh)
            return total

        def parallelism(assign):  # devices doing distinct work: keep compute sharded first
            return mesh.group_size([a for axes in assign.values() for a in axes])

        keys = [(-parallelism(a), cost(a)) for a in options]
        best = min(range(len(options)), key=lambda i: keys[i])
        labels = [lab + (" (less parallel)" if keys[i][0] > keys[best][0] else "") for i, lab in enumerate(labels)]
        self.decide(op, rule, options, labels, [k[1] for k in keys], best, carry, carriers)
        return options[best]

    def decide(self, op, rule, options, labels, costs, best, carry, carriers):
        """Record a choice between distinct assignments (cost_model.Decision) for `explain`."""
        mesh, seen, alts = self.mesh, [], []
        for i, a in enumerate(options):
            a = _consistent(a, rule, mesh)
            if a in seen and i != best:
                continue
            seen.append(a)
            ops = [Sharding(unproject(a, rule.operands[k], rule.sizes, mesh), carry if k in carriers else ())
                   for k in range(len(op.operands))]
            partial = tuple(x for f in sorted(rule.reduction) for x in a.get(f, ())) + tuple(carry)
            res = Sharding(unproject(a, rule.results[0], rule.sizes, mesh), partial)
            alts.append((i, cost_model.Alternative(labels[i], a, ops, res, costs[i])))
        if len({tuple(sorted(x.assign.items())) for _, x in alts}) > 1:
            chosen = next(x for i, x in alts if i == best)
            self.decisions.append(cost_model.Decision(_describe(op), "partition", chosen,
                                                      [x for i, x in alts if i != best]))

    def localize(self, op: Op, res_dims) -> dict:
        """Attributes of the local op: global sizes replaced by local ones where they appear."""
        at = dict(op.attrs)
        res = op.results[0]
        local_res = Sharding(res_dims).local_shape(res.shape, self.mesh)
        fn = registry.get(op.kind).localize
        return fn(at, local_res, res_dims, res.shape) if fn is not None else at


def _consistent(assign, rule, mesh) -> dict[int, tuple[str, ...]]:
    """Drop factor axes some tensor of the op cannot express (a minor factor of a compound dim
    whose major factor is not fully split), so every operand and result agrees on the layout."""
    assign = dict(assign)
    changed = True
    while changed:
        changed = False
        for tensor in rule.operands + rule.results:
            proj = project(unproject(assign, tensor, rule.sizes, mesh), tensor, rule.sizes, mesh)
            for dim in tensor:
                for f in dim:
                    if proj.get(f, ()) != assign.get(f, ()):
                        assign[f] = proj.get(f, ())
                        changed = True
    return assign


def _prefix_without(axes, banned) -> tuple[str, ...]:
    """The leading axes up to the first banned one (a factor's axes must stay a major prefix)."""
    out = []
    for a in axes:
        if a in banned:
            break
        out.append(a)
    return tuple(out)


def _prod(xs) -> int:
    n = 1
    for x in xs:
        n *= x
    return n


def _apply(s: Sharding, step) -> Sharding:
    """The layout after a resharding step: its collective's record says (ops/collectives.py)."""
    return COLLECTIVE_OPS[step.kind].layout(s, step.attrs)


def partition(graph: Graph) -> SpmdProgram:
    """Propagate (if needed) and partition `graph` for its mesh, independent all-reduces combined
    (passes/combine_all_reduces.py), within its `memory_budget` if it has one
    (passes/remat_collectives.py)."""
    if graph.mesh is None:
        from shardflow.runtime.mesh import Mesh as _M
        graph.mesh = _M.of({"model": 1})
    if needs_padding(graph):  # uneven user shardings: partition a padded copy (global types stay real)
        padded = pad_uneven(graph)
        propagate(padded)
        prog = finish(_Partitioner(padded, [v.shape for v in graph.outputs]).run(), graph, padded)
    else:
        if any(v.sharding is None for v in graph.values()) or not hasattr(graph, "conflicts"):
            propagate(graph)
        prog = _Partitioner(graph).run()
    from .combine_all_reduces import combine_all_reduces
    combine_all_reduces(prog, graph.memory_budget)
    if graph.memory_budget is not None:
        from .remat_collectives import fit_budget
        fit_budget(prog, graph.memory_budget)
    prog.graph.verify()
    return prog
