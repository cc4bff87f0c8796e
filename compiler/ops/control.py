"""Control flow kept as control flow: `while` (StableHLO while: JAX `while_loop`, `fori_loop` with a
traced bound) and `case` (StableHLO case and if: JAX `switch`, `cond`).

IR. An op's regions are sub-graphs (`Graph`) in its attributes, closed: a sub-graph reads only its
own inputs, so a value a region reads from outside is one more operand.
- `while`: operands = the N carried values (`attrs["carried"] = N`), then K loop invariants (values
  the regions read from outside, and carried values the body returns unchanged); `cond`: N+K inputs
  -> one `i1` scalar; `body`: N+K inputs -> the N next carried values; results: the carried values
  once `cond` is false.
- `case`: operands = the index (an `i32` scalar; out of range runs the last branch, as in
  StableHLO), then the K values the branches read; `branches`: sub-graphs, K inputs -> M outputs of
  the same types in every branch. `stablehlo.if` and `cond` are a case on the predicate converted
  to i32 with branches (false, true), as JAX lowers `lax.cond`.

Shardings (Shardy's data-flow edges). Propagation sees an identity link (`links`) between each
operand and the sub-graph inputs it becomes, a carried value's body output and body input, and
each sub-graph output and the result it yields, and propagates through the sub-graphs like through
the program. The partitioner then picks one layout per carried value, the body input's: the
initial value is resharded to it on entry, the body's next value before each iteration ends, and
the result has it (its consumers reshard from there). Invariants are resharded once, before the
loop, to what the body reads them as. A case's branches take their operands as they are (each
branch reshards what it reads, so only the branch taken pays) and reshard their outputs to each
result's layout. Each sub-graph is partitioned like a program: a collective inside a body runs in
every iteration (`explain` says so). Outside a shard_map body the condition and the index are
replicated scalars, so every device runs the same iterations and takes the same branch.

Lowering. The per-device program keeps `stablehlo.while` / `stablehlo.case` (the SPMD emitter,
host-staged stages). The multi-device module has ONE loop or case for all devices whose regions
hold every device's copy of each op and the transfers of its collectives, carrying every device's
values; device 0's copy of the (replicated) condition or index decides, read once on the host. In
a shard_map body (`per_device`) each device may go its own way (`lax.cond(axis_index(a) == 0,
...)`, a trip count from local data), as in JAX: a loop or case there without collectives is one
per device, holding that device's copies of the ops, its own condition or index deciding (a
case whose index is a literal there, made of the partition id, is that branch's ops); one
with collectives (`communicates`) stays one for all, and an index that the partition id makes
differ is refused there (`ControlFlowError`; the simulator refuses devices that disagree on a
loop or case that communicates). A loop invariant is
carried unchanged (as JAX writes loops); a case's branches read the values around them. Host-staged
execution cuts the program at collectives, so there a loop or branch that communicates is refused
(`ControlFlowError`): use the multi-device mode.

Gradients. A case's vjp is a case over the branches' vjps (each branch replayed, then
differentiated): the gradient of the branch taken. A while loop has none (its trip count is known
only at run time; JAX's `while_loop` and `fori_loop` with traced bounds have no reverse-mode
gradient either); `fori_loop` with static bounds is unrolled by the builder and differentiates.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from shardflow.runtime.errors import ShardflowError, ShardingError
from shardflow.runtime.sharding import Sharding

from .. import dtypes
from ..ir import Graph, Op, TensorType, Value
from .registry import OpDef, OpError, Regions, register

SCALAR_I1 = TensorType((), "i1")
SCALAR_I32 = TensorType((), "i32")


class ControlFlowError(ShardflowError):
    """A loop or branch that an engine cannot run as asked (a host-staged loop that communicates,
    devices that disagree on a condition)."""


def _types(vals) -> str:
    return "(" + ", ".join(str(v.type if isinstance(v, Value) else v) for v in vals) + ")"


def describe(op: Op) -> str:
    return f"{op.kind} at {op.loc}" if op.loc else op.kind


# -- graphs: run, copy, align ---------------------------------------------------------------------------
def run_graph(graph: Graph, arrays: list) -> list[np.ndarray]:
    """The NumPy reference of a sub-graph (float64 inputs stay float64, as in reference.evaluate)."""
    from .registry import get
    env = dict(zip(graph.inputs, arrays, strict=True))
    for op in graph.ops:
        outs = get(op.kind).reference([env[v] for v in op.operands], op.attrs)
        for v, a in zip(op.results, outs, strict=True):
            a = np.asarray(a)
            keep64 = a.dtype == np.float64 and dtypes.is_float(v.dtype)
            env[v] = a if keep64 else a.astype(dtypes.to_numpy(v.dtype), copy=False)
    return [env[v] for v in graph.outputs]


def copy_attrs(attrs: dict) -> dict:
    """An op's attributes with its sub-graphs copied (every op owns its regions: propagation writes
    layouts into their values)."""
    out = {}
    for k, a in attrs.items():
        if isinstance(a, Graph):
            a = clone(a)
        elif isinstance(a, (list, tuple)) and a and all(isinstance(x, Graph) for x in a):
            a = type(a)(clone(x) for x in a)
        out[k] = a
    return out


def inline(target: Graph, graph: Graph, inputs: list[Value], loc_note: str = "") -> list[Value]:
    """Append copies of `graph`'s ops to `target`, its inputs bound to `inputs`; returns its outputs.
    User layouts (reshards) stay fixed; the rest is propagated again."""
    env = dict(zip(graph.inputs, inputs, strict=True))
    for op in graph.ops:
        loc = f"{op.loc}{loc_note}" if op.loc else op.loc
        new = target.add_op(op.kind, [env[v] for v in op.operands], copy_attrs(op.attrs), loc=loc)
        for r, nr in zip(op.results, new.results, strict=True):
            if r.fixed:
                nr.sharding, nr.fixed = r.sharding, True
            env[r] = nr
    return [env[v] for v in graph.outputs]


def clone(graph: Graph) -> Graph:
    """A copy of `graph` (nested regions too), inputs and outputs in the same order."""
    g = Graph(graph.name, graph.mesh)
    ins = [g.add_input(v.type, None, n) for v, n in zip(graph.inputs, graph.input_names, strict=True)]
    g.set_outputs(inline(g, graph, ins), graph.output_names)
    return g


def align_inputs(graph: Graph, base: int, captured: dict[Value, Value], outer: list[Value]) -> None:
    """Make `graph`'s inputs its first `base` ones, then one per value of `outer` (the values read
    from around the op, in the op's operand order): `captured[v]` where the graph read v, else an
    input it does not use."""
    extra = []
    for v in outer:
        inner = captured.get(v)
        if inner is None:
            inner = Value(v.type, name=f"unused{len(extra)}")
        extra.append(inner)
    graph.inputs = graph.inputs[:base] + extra
    graph.input_names = [v.name or f"arg{i}" for i, v in enumerate(graph.inputs)]


def union(lists: list[list[Value]]) -> list[Value]:
    out, seen = [], set()
    for vs in lists:
        for v in vs:
            if v not in seen:
                seen.add(v)
                out.append(v)
    return out


def has_uneven(graph: Graph) -> bool:
    from ..passes.pad_uneven import needs_padding
    return needs_padding(graph)


# -- while -------------------------------------------------------------------------------------------------
def _infer_while(types, attrs) -> list:
    n, cond, body = attrs["carried"], attrs["cond"], attrs["body"]
    if not 0 <= n <= len(types):
        raise OpError(f"while: {n} carried values but {len(types)} operands")
    for name, g in (("condition", cond), ("body", body)):
        if [v.type for v in g.inputs] != list(types):
            raise OpError(f"while: the {name} takes {_types(g.inputs)} but the loop's operands are {_types(types)}")
    if len(cond.outputs) != 1 or cond.outputs[0].type != SCALAR_I1:
        raise OpError(f"while: the condition must return one tensor<i1>, it returns {_types(cond.outputs)}")
    if [v.type for v in body.outputs] != list(types[:n]):
        raise OpError(f"while: the body returns {_types(body.outputs)} but the loop carries {_types(types[:n])}")
    return list(types[:n])


def _reference_while(arrays, attrs) -> list:
    n, cond, body = attrs["carried"], attrs["cond"], attrs["body"]
    vals = list(arrays)
    while bool(np.asarray(run_graph(cond, vals)[0])):
        vals = run_graph(body, vals) + vals[n:]
    return vals[:n]


def _links_while(op: Op) -> list[tuple[Value, Value]]:
    n, cond, body = op.attrs["carried"], op.attrs["cond"], op.attrs["body"]
    links = []
    for k, v in enumerate(op.operands):
        links += [(v, body.inputs[k]), (v, cond.inputs[k])]
    for k in range(n):
        links += [(body.outputs[k], body.inputs[k]), (body.outputs[k], op.results[k])]
    return links


def _edges_while(op: Op) -> list[tuple[list[Value], list[Value]]]:
    n, cond, body = op.attrs["carried"], op.attrs["cond"], op.attrs["body"]
    return [([v] + ([_as_read(body.outputs[k], body.inputs[n:], op.operands[n:])] if k < n else []),
             [body.inputs[k], cond.inputs[k]] + ([op.results[k]] if k < n else []))
            for k, v in enumerate(op.operands)]


def _layout(v: Value) -> Sharding:
    """The plain layout (dims only: no pending sum) propagation gave `v`, full rank."""
    s = v.sharding if v.sharding is not None else Sharding.replicated()
    return Sharding(s.padded(len(v.shape)).dims)


def _check_even(op: Op, graphs: list[Graph]) -> None:
    for g in graphs:
        if has_uneven(g):
            raise ShardingError(f"{describe(op)}: a sharding inside its {g.name} splits a dimension unevenly; "
                                f"uneven splits are padded for the program's own values only: shard that "
                                f"dimension evenly inside control flow (or leave it unsplit there)")


def _partition_while(p, op: Op) -> None:
    n, cond, body = op.attrs["carried"], op.attrs["cond"], op.attrs["body"]
    where = describe(op)
    _check_even(op, [cond, body])
    wants = [_layout(v) for v in body.inputs]   # one layout per carried value (and per invariant)
    ins = [p.reshard(p.local[v], s, f"operand {k} of {where}")
           for k, (v, s) in enumerate(zip(op.operands, wants, strict=True))]
    layouts = [x.sharding for x in ins]
    lcond = p.region(cond, layouts, [Sharding.replicated()], f"the condition of {where}, every iteration")
    lbody = p.region(body, layouts, wants[:n], f"the body of {where}, every iteration")
    new = p.out.add_op("while", ins, {**op.attrs, "cond": lcond, "body": lbody}, loc=op.loc)
    for r, nr, s in zip(op.results, new.results, wants[:n], strict=True):
        nr.sharding = s
        p.local[r] = nr


def per_device_attrs(graph: Graph) -> dict:
    """The attributes of a loop or case made in `graph`: in a shard_map body (a graph with a manual
    scope) each device decides its own branch or iterations (`per_device`), elsewhere the index
    or condition is a replicated scalar every device shares."""
    return {"per_device": True} if graph.scope is not None else {}


def communicates(op: Op) -> bool:
    """Whether a collective runs inside the op's sub-graphs (at any depth): then every device must
    run the same iterations or branch, as its collectives join them (else each may go its own way:
    a `cond` on `axis_index` in a shard_map body)."""
    from ..passes.dead_ops import held_graphs
    from .collectives import COLLECTIVE_OPS
    return any(inner.kind in COLLECTIVE_OPS or communicates(inner) for g in held_graphs(op) for inner in g.ops)


def _simulate_while(op: Op, args, mesh, run) -> list:
    n, cond, body = op.attrs["carried"], op.attrs["cond"], op.attrs["body"]
    vals, iteration = list(args), 0
    while True:
        flags = [bool(np.asarray(x)) for x in run(cond, vals)[0]]
        if len(set(flags)) != 1 and communicates(op):
            raise ControlFlowError(f"{describe(op)}: the devices disagree on the loop condition in iteration "
                                   f"{iteration} ({flags}), and the loop's collectives need every device in "
                                   f"every iteration")
        if not any(flags):
            return vals[:n]
        new = run(body, vals)   # (a device whose loop has ended keeps its values)
        vals = [[x if go else old for x, old, go in zip(nv, ov, flags, strict=True)]
                for nv, ov in zip(new, vals[:n], strict=True)] + vals[n:]
        iteration += 1


# -- case --------------------------------------------------------------------------------------------------
def _infer_case(types, attrs) -> list:
    branches = attrs["branches"]
    index = SCALAR_I1 if attrs.get("written_as") == "stablehlo.if" else SCALAR_I32   # (an if printed as read)
    if not types or types[0] != index:
        got = types[0] if types else "nothing"
        raise OpError(f"case: the index must be a {index} scalar, got {got}")
    if not branches:
        raise OpError("case: needs at least one branch")
    first = [v.type for v in branches[0].outputs]
    for i, b in enumerate(branches):
        if [v.type for v in b.inputs] != list(types[1:]):
            raise OpError(f"case: branch {i} takes {_types(b.inputs)} but the operands are {_types(types[1:])}")
        if [v.type for v in b.outputs] != first:
            raise OpError(f"case: branch {i} returns {_types(b.outputs)} but branch 0 returns {_types(first)}; "
                          f"every branch must return the same types")
    return first


def _branch(index, n: int) -> int:
    i = int(np.asarray(index))
    return i if 0 <= i < n else n - 1


def _reference_case(arrays, attrs) -> list:
    branches = attrs["branches"]
    return run_graph(branches[_branch(arrays[0], len(branches))], list(arrays[1:]))


def _links_case(op: Op) -> list[tuple[Value, Value]]:
    links = []
    for b in op.attrs["branches"]:
        links += list(zip(op.operands[1:], b.inputs, strict=True))
        links += list(zip(b.outputs, op.results, strict=True))
    return links


def _edges_case(op: Op) -> list[tuple[list[Value], list[Value]]]:
    branches = op.attrs["branches"]
    return ([([v], [b.inputs[j] for b in branches]) for j, v in enumerate(op.operands[1:])]
            + [([_as_read(b.outputs[k], b.inputs, op.operands[1:]) for b in branches], [r])
               for k, r in enumerate(op.results)])


def _as_read(v: Value, inputs: list[Value], captured: list[Value]) -> Value:
    """`v`, or where a region yields a value it captured (one of its `inputs`), that value as the
    input reads it, from around the op (`captured`): its layout, closed dims and all, is the data
    flow edge's source in Shardy."""
    return next((x for x, inner in zip(captured, inputs, strict=True) if inner is v), v)


def _partition_case(p, op: Op) -> None:
    branches, where = op.attrs["branches"], describe(op)
    _check_even(op, branches)
    idx = p.reshard(p.local[op.operands[0]], Sharding.replicated(), f"the index of {where}")
    args = [p.local[v] for v in op.operands[1:]]   # as they are: each branch reshards what it reads
    outs = [_layout(r) for r in op.results]
    local = [p.region(b, [a.sharding for a in args], outs, f"branch {i} of {where}")
             for i, b in enumerate(branches)]
    new = p.out.add_op("case", [idx] + args, {**op.attrs, "branches": local}, loc=op.loc)
    for r, nr, s in zip(op.results, new.results, outs, strict=True):
        nr.sharding = s
        p.local[r] = nr


def _simulate_case(op: Op, args, mesh, run) -> list:
    branches = op.attrs["branches"]
    per_device = [_branch(i, len(branches)) for i in args[0]]
    taken = sorted(set(per_device))
    if len(taken) != 1 and communicates(op):
        raise ControlFlowError(f"{describe(op)}: the devices take different branches ({taken}), and the "
                               f"branches' collectives need every device in the same branch")
    outs = {k: run(branches[k], list(args[1:])) for k in taken}   # each device keeps its own branch's
    return [[outs[k][r][d] for d, k in enumerate(per_device)] for r in range(len(op.results))]


# -- StableHLO text (one writer: the global module, per-device programs, host-staged stages) -------------
def results_lhs(base: str, n: int) -> str:
    return f"{base}:{n}" if n > 1 else base


def result_name(base: str, k: int, n: int) -> str:
    return f"{base}#{k}" if n > 1 else base


def region_text(args: list[tuple[str, TensorType]], lines: list[str], rets: list[tuple[str, TensorType]]) -> str:
    """`{ ^bb0(args): lines; stablehlo.return rets }` in generic form."""
    head = f"^bb0({', '.join(f'{n}: {t}' for n, t in args)}):\n" if args else ""
    ret = (f'"stablehlo.return"({", ".join(n for n, _ in rets)}) : '
           f'({", ".join(str(t) for _, t in rets)}) -> ()')
    body = "".join("  " + line.replace("\n", "\n  ") + "\n" for line in lines)
    return "{\n" + head + body + "  " + ret + "\n}"


def op_text(base: str, name: str, operands: list[tuple[str, TensorType]], regions: list[str],
            results: list[TensorType], attrs: str = "") -> str:
    lhs = results_lhs(base, len(results)) + " = " if results else ""
    return (f'{lhs}"{name}"({", ".join(n for n, _ in operands)}) ({", ".join(regions)}){attrs} : '
            f'({", ".join(str(t) for _, t in operands)}) -> ({", ".join(str(t) for t in results)})')


def _annotation(w, op: Op, values: list) -> str:
    """Per-result layouts of a multi-result op, as the writer annotates ops (`--propagate`): none
    when no value has one, or when the op's data flow edges hold them (as Shardy writes a loop or
    case read with `sdy.data_flow_edge`s), else each value's (replicated where it has none)."""
    if not w.per_value or not values or all(v.sharding is None for v in values) or not w.annotate \
            or w.edges_of(op):
        return ""
    shardings = [v.sharding or Sharding.replicated().padded(len(v.shape)) for v in values]
    if w.annotate == "shardy":
        inner = ", ".join(s.to_shardy(w.mesh_name, prefix=False, mesh=w.g.mesh) for s in shardings)
        return f" {{sdy.sharding = #sdy.sharding_per_value<[{inner}]>}}"
    from ..emit.mlir_text import string
    return f" {{mhlo.sharding = {string('{' + ', '.join(s.to_gspmd(w.g.mesh) for s in shardings) + '}')}}}"


def _write_region(w, graph: Graph, names: list[str], rets: Callable[[list[str]], list[tuple[str, TensorType]]],
                  args: list[tuple[str, TensorType]]) -> str:
    for v, name in zip(graph.inputs, names, strict=True):
        w.names[v] = name
    with w.capture() as lines:
        if getattr(w, "kept", None) is not None and w.kept.holds(graph):   # (printed: its calls kept as calls)
            w.kept.write(w, graph)
        else:
            for inner in graph.ops:
                w.emit_nested(inner)
        out = rets(names)
    return region_text(args, lines, out)


def _emit_while(w, op: Op) -> None:
    """`stablehlo.while` carrying the invariants too (their body returns them unchanged), except
    the `captures` last operands (a module printed as read): its regions read those from around it."""
    n, cond, body = op.attrs["carried"], op.attrs["cond"], op.attrs["body"]
    k = len(op.operands) - op.attrs.get("captures", 0)
    operands, around = op.operands[:k], [w.name(v) for v in op.operands[k:]]
    types = [v.type for v in operands]
    names = [w.fresh() for _ in types]
    args = list(zip(names, types, strict=True))
    c = _write_region(w, cond, names + around, lambda ns: [(w.name(cond.outputs[0]), SCALAR_I1)], args)
    names_b = [w.fresh() for _ in types]
    # (for iree-compile: a carried value the body never reads is tied to its next one, see _barrier)
    unread = _unread_carried(body, n) if w.lower_indexing else set()

    def body_rets(ns):
        rets = []
        for j, v in enumerate(body.outputs):
            name = w.name(v)
            if j in unread:
                name = _tied(w.lines, w.fresh(), name, ns[j], v.type)
            rets.append((name, v.type))
        return rets + list(zip(ns[n:k], types[n:], strict=True))
    b = _write_region(w, body, names_b + around, body_rets, list(zip(names_b, types, strict=True)))
    base = w.fresh()
    ann = _annotation(w, op, list(op.results) + list(operands[n:]))
    w.lines.append(op_text(base, "stablehlo.while", [(w.name(v), v.type) for v in operands], [c, b], types, ann))
    for k, r in enumerate(op.results):
        w.names[r] = result_name(base, k, len(types))


def _emit_case(w, op: Op) -> None:
    """`stablehlo.case` whose branches read the operands from around it (an if read as one is
    written back as one: its index is the predicate, its branches false then true)."""
    outer = [w.name(v) for v in op.operands[1:]]
    types = [r.type for r in op.results]
    regions = [_write_region(w, b, outer, lambda ns, b=b: [(w.name(v), v.type) for v in b.outputs], [])
               for b in op.attrs["branches"]]
    name = op.attrs.get("written_as", "stablehlo.case")
    if name == "stablehlo.if":
        regions = regions[::-1]
    base = w.fresh()
    ann = _annotation(w, op, list(op.results))
    idx = op.operands[0]
    w.lines.append(op_text(base, name, [(w.name(idx), idx.type)], regions, types, ann))
    for k, r in enumerate(op.results):
        w.names[r] = result_name(base, k, len(types))


# -- the multi-device module: one loop / case per device, or one for all ------------------------------------
def _lower_region(low, graph: Graph, names: list[list[str]], rets) -> tuple[list[str], list]:
    """Each device's copy of every op of `graph` (inputs: `names[input][k]` on the k-th of
    `low.devices`), lowered into a fresh line buffer; `rets()` is called inside it (pinning results
    to their devices emits there)."""
    for v, per in zip(graph.inputs, names, strict=True):
        for d, name in zip(low.devices, per, strict=True):
            low.bind(v, d, name)
    with low.region() as lines:
        for inner in graph.ops:
            low.lower_op(inner)
        out = rets()
    return lines, out


def _per_device(lower: Callable) -> Callable:
    """A loop or case of a shard_map body (`per_device`) lowered once per device, holding that
    device's copies only (each device's own condition or index decides), unless collectives inside
    join the devices; any other one for all devices (`lower` runs over `low.devices`): its index
    or condition is replicated, and one case is one read of it on the host, not one per device."""
    def lowered(low, op: Op) -> None:
        if not op.attrs.get("per_device") or communicates(op):
            lower(low, op)
            return
        for d in list(low.devices):
            with low.only(d):
                lower(low, op)
    return lowered


def _lower_while(low, op: Op) -> None:
    n, cond, body = op.attrs["carried"], op.attrs["cond"], op.attrs["body"]
    devs = list(low.devices)
    # value-major; a constant behind a barrier: IREE hoists loop-invariant work on it (`fenced`)
    init = [(low.fenced(v, d), v.type) for v in op.operands for d in devs]
    types = [t for _, t in init]

    def block_args():
        return [[low.fresh() for _ in devs] for _ in op.operands]

    ca = block_args()
    lines, pred = _lower_region(low, cond, ca, lambda: [(low.pinned(cond.outputs[0], devs[0]), SCALAR_I1)])
    c = region_text([(x, t) for x, t in zip([x for per in ca for x in per], types, strict=True)], lines, pred)
    ba = block_args()

    unread = _unread_carried(body, n)

    def yielded():   # behind a barrier: IREE 3.13 fails to schedule some loops otherwise (see _barrier)
        return [(_barrier(low, low.pinned(v, d), v.type, ba[k][j] if k in unread else None), v.type)
                for k, v in enumerate(body.outputs) for j, d in enumerate(devs)]
    lines, rets = _lower_region(low, body, ba, yielded)
    rets += [(x, v.type) for v, per in zip(op.operands[n:], ba[n:], strict=True) for x in per]
    b = region_text([(x, t) for x, t in zip([x for per in ba for x in per], types, strict=True)], lines, rets)
    base = low.fresh()
    low.lines.append(op_text(base, "stablehlo.while", init, [c, b], types))
    for k, r in enumerate(op.results):
        for j, d in enumerate(devs):
            low.bind(r, d, result_name(base, k * len(devs) + j, len(types)))


def _barrier(low, name: str, t: TensorType, tied: str | None = None) -> str:
    """`name` behind a barrier. iree-compile 3.13 fails ("failed to solve for timepoint coverage":
    its timepoint analysis stops after 32 rounds) on loops whose next values come straight out of
    a collective's schedule (a reduce-scatter over 4 devices); fencing each yielded value keeps the
    loop schedulable. `tied`: the block argument of a carried value the body never reads, which
    goes through the same barrier: iree-compile 3.13 crashes on a loop with such an argument
    (ScfWhileOpConversion; a value each iteration overwrites, as in diffrax's Tsit5 step)."""
    return low.barrier(name, t) if tied is None else _tied(low.lines, low.fresh(), name, tied, t)


def _tied(lines: list[str], out: str, name: str, tied: str, t: TensorType) -> str:
    """`name` out of one optimization barrier with `tied` (which the barrier then reads)."""
    lines.append(f'{out}:2 = "stablehlo.optimization_barrier"({name}, {tied}) : ({t}, {t}) -> ({t}, {t})')
    return f"{out}#0"


def _unread_carried(body: Graph, n: int) -> set[int]:
    """The positions of the carried values (of the first n) that `body` never reads."""
    read = {id(v) for op in body.ops for v in op.operands} | {id(v) for v in body.outputs}
    return {k for k, v in enumerate(body.inputs[:n]) if id(v) not in read}


def _lower_case(low, op: Op) -> None:
    devs = list(low.devices)
    idx = op.operands[0]
    known = [low.known(idx, d) for d in devs]
    if len(devs) == 1 and known[0] is not None:   # lowered for one device whose index is a literal
        _lower_branch_taken(low, op, devs[0], _branch(known[0], len(op.attrs["branches"])))
        return
    if len(devs) > 1 and all(k is not None for k in known) \
            and len({_branch(k, len(op.attrs["branches"])) for k in known}) > 1:
        raise ControlFlowError(f"{describe(op)}: the devices take different branches (the index depends on "
                               f"the partition id), and the branches' collectives need every device in "
                               f"the same branch; move the collectives out of the cond or switch")
    index = (low.pinned(idx, devs[0]), idx.type)
    outer = [[low.pinned(v, d) for d in devs] for v in op.operands[1:]]   # read by the branches
    regions = []
    for b in op.attrs["branches"]:
        lines, rets = _lower_region(low, b, outer, lambda b=b: [(low.pinned(v, d), v.type)
                                                               for v in b.outputs for d in devs])
        regions.append(region_text([], lines, rets))
    types = [r.type for r in op.results for _ in devs]
    base = low.fresh()
    low.lines.append(op_text(base, "stablehlo.case", [index], regions, types))
    for k, r in enumerate(op.results):
        for j, d in enumerate(devs):
            low.bind(r, d, result_name(base, k * len(devs) + j, len(types)))


def _lower_branch_taken(low, op: Op, d: int, k: int) -> None:
    """Device d's copy of branch k's ops in place of the case (its index there is a literal: a
    `cond` on `axis_index`), no case to read on the host."""
    branch = op.attrs["branches"][k]
    for v, x in zip(branch.inputs, op.operands[1:], strict=True):
        low.bind(v, d, low.name(x, d), low.const_of(x, d))
        if low.known(x, d) is not None:
            low.dvalues[d][v] = low.known(x, d)
    for inner in branch.ops:
        low.lower_op(inner)
    for r, v in zip(op.results, branch.outputs, strict=True):
        low.bind(r, d, low.name(v, d), low.const_of(v, d))
        if low.known(v, d) is not None:
            low.dvalues[d][r] = low.known(v, d)


# -- import ------------------------------------------------------------------------------------------------
def _import_while(imp, op, operands: list[Value], where: str, env) -> list[Value]:
    """A loop with a static, small trip count is unrolled (the importer's `while_loop`); any other
    becomes a `while` op. Carried values the body returns unchanged become invariants (unless the
    module is only printed with what propagation gives)."""
    out = imp.while_loop(op, operands, where, env)
    if out is not None:
        return out
    cond_b, body_b = (r.blocks[0] for r in op.regions)
    ret = list(body_b.operations)[-1]
    args, yielded = list(body_b.arguments), list(ret.operands)
    if len(yielded) != len(operands):
        raise imp.fail(where, f"the body of stablehlo.while returns {len(yielded)} values for {len(operands)} operands")
    # (printed as Shardy propagates it, every operand stays carried, in its place: a data flow edge)
    inv = [] if imp.keep_unused else [k for k in range(len(operands)) if yielded[k] == args[k]]
    car = [k for k in range(len(operands)) if k not in inv]
    order = car + inv
    types = [v.type for v in operands]
    body, body_out, body_caps = imp.region(body_b, types, env, "while body", order)
    cond, cond_out, cond_caps = imp.region(cond_b, types, env, "while condition", order)
    caps = union([list(body_caps), list(cond_caps)])
    align_inputs(body, len(order), body_caps, caps)
    align_inputs(cond, len(order), cond_caps, caps)
    body.set_outputs([body_out[k] for k in car])
    cond.set_outputs(cond_out)
    results = list(operands)
    if car:
        # (printed as Shardy propagates it, the values read from around the loop are read from there)
        attrs = {"carried": len(car), "cond": cond, "body": body, **per_device_attrs(imp.graph),
                 **({"captures": len(caps)} if imp.keep_unused else {})}
        with imp.at(where):
            new = imp.graph.add_op("while", [operands[k] for k in order] + caps, attrs, loc=where)
        for k, r in zip(car, new.results, strict=True):
            results[k] = r
    return results


def _import_case(imp, op, operands: list[Value], where: str, env, index: Value | None = None,
                 regions=None, written_as: str | None = None) -> list[Value]:
    idx = operands[0] if index is None else index
    if idx.type != SCALAR_I32 and written_as is None:
        raise imp.fail(where, f"the index of stablehlo.case must be a tensor<i32>, got {idx.type}")
    regions = list(regions if regions is not None else op.regions)
    known = None if imp.keep_unused else imp.fold(idx)   # (printed as Shardy propagates it: the case)
    if known is not None:   # a constant index (jax.export's platform index): that branch, inline
        if idx is imp.platform_index_of and not 0 <= int(known) < len(regions):
            raise imp.fail(where, f"--platform-index {int(known)} is out of range: the module was exported "
                                  f"for {len(regions)} platforms (give 0 to {len(regions) - 1})")
        return imp.inline(regions[_branch(known, len(regions))].blocks[0], [], env)
    branches, caps_each, outs = [], [], []
    for k, r in enumerate(regions):
        g, out, caps = imp.region(r.blocks[0], [], env, f"branch {k}")
        branches.append(g)
        caps_each.append(caps)
        outs.append(out)
    caps = union([list(c) for c in caps_each])
    for g, c, out in zip(branches, caps_each, outs, strict=True):
        align_inputs(g, 0, c, caps)
        g.set_outputs(out)
    with imp.at(where):
        return imp.graph.add_op("case", [idx] + caps, {"branches": branches, **per_device_attrs(imp.graph),
                                                       **({"written_as": written_as} if written_as else {})},
                                loc=where).results


def _import_if(imp, op, operands: list[Value], where: str, env) -> list[Value]:
    """`stablehlo.if` (true region, false region) is a case on convert(pred): branches (false, true)."""
    pred = operands[0]
    if pred.type != SCALAR_I1:
        raise imp.fail(where, f"the predicate of stablehlo.if must be a tensor<i1>, got {pred.type}")
    true_r, false_r = op.regions
    if imp.keep_unused:   # printed as Shardy propagates it: the if it was (its index is the predicate)
        return _import_case(imp, op, operands, where, env, index=pred, regions=[false_r, true_r],
                            written_as="stablehlo.if")
    index = imp.add("convert", [pred], {"dtype": "i32"}, where)
    return _import_case(imp, op, operands, where, env, index=index, regions=[false_r, true_r])


# -- gradients ---------------------------------------------------------------------------------------------
def _vjp_while(op, ins, outs, g):
    from ..trace import TraceError
    where = f" at {op.loc}" if op.loc else ""
    raise TraceError(f"while{where}: no reverse-mode gradient for a loop whose trip count is known only at run "
                     f"time (the backward pass would have to run it in reverse without knowing how often); "
                     f"JAX's while_loop and fori_loop with traced bounds have none either. Use sfc.fori_loop "
                     f"with Python int bounds (unrolled, differentiable) or keep the loop out of the gradient")


def _vjp_case(op, ins, outs, g):
    """A case over the branches' vjps: branch i replays branch i's ops and differentiates them."""
    from ..control_flow import branch_vjp
    from ..trace import Builder, Tensor
    gs = g if isinstance(g, list) else [g]
    args = ins[1:]
    wrt = [j for j, a in enumerate(args) if dtypes.is_float(a.dtype)]
    seeded = [m for m, r in enumerate(op.results) if dtypes.is_float(r.dtype) and gs[m] is not None]
    if not wrt or not seeded:
        return [None] * len(ins)
    b = Builder.current()
    cts = [gs[m] for m in seeded]
    branches = [branch_vjp(br, seeded, wrt, [c.value.type for c in cts]) for br in op.attrs["branches"]]
    res = b.op_multi("case", [ins[0]] + list(args) + cts,
                     {"branches": branches, **({"per_device": True} if op.attrs.get("per_device") else {})})
    grads: list[Tensor | None] = [None] * len(ins)
    for j, t in zip(wrt, res, strict=True):
        grads[1 + j] = t
    return grads


def _graphs_while(op):
    return [op.attrs["cond"], op.attrs["body"]]


def _graphs_case(op):
    return list(op.attrs["branches"])


register(OpDef("while", _infer_while, _reference_while, vjp=_vjp_while,
               checkpoint_save=True,
               regions=Regions(graphs=_graphs_while, links=_links_while, partition=_partition_while,
                               simulate=_simulate_while, emit=_emit_while, lower=_per_device(_lower_while),
                               imports={"stablehlo.while": _import_while}, edges=_edges_while)))
register(OpDef("case", _infer_case, _reference_case, vjp=_vjp_case, checkpoint_save=True,
               regions=Regions(graphs=_graphs_case, links=_links_case, partition=_partition_case,
                               simulate=_simulate_case, emit=_emit_case, lower=_per_device(_lower_case),
                               imports={"stablehlo.case": _import_case, "stablehlo.if": _import_if},
                               edges=_edges_case)))
