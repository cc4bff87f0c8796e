"""Collectives, compiler side: one record per kind, next to its runtime record.

A collective's meaning (groups, local shape, bytes, numeric semantics) is the runtime's collective
table (`shardflow.runtime.collectives.KINDS`). Here each kind gets a `CollectiveOp` holding that
record plus what only the compiler does with it:

- `lower`: its multi-device transfer schedule, `lower(lowering, op)`: binds the op's result on every
  device of the module (compiler/lower/multi_device.py supplies the lowering context: names per
  device, `flow.tensor.transfer`, slices, concatenations, reductions; its module doc describes each
  schedule);
- `emit`: its per-rank StableHLO, `emit(emitter, op)` -> the result's SSA name (compiler/emit/spmd.py
  supplies the emitter: replica groups, channel handles, reducer regions, the partition id);
- `layout`: the layout of its result, `layout(operand's Sharding, attrs)` (the partitioner's
  resharding steps, passes/partition.py).

Each kind is also registered as a Graph-IR op (ops of partitioned, per-device programs only) whose
shape rule is the runtime record's and whose `spmd` rule runs it for every device at once (the SPMD
simulator) with the record's `combine`, the same code the runtime's in-process communicator runs.
The engines read `COLLECTIVE_OPS` and have no list of kinds of their own: adding a collective is one
record in runtime/collectives.py, one here, and tests (tests/test_collective_table.py). A group of
one moves nothing (`CollectiveKind.moves_nothing`); the engines alias the operand then, before
calling `lower` or `emit`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

import numpy as np

from shardflow.runtime.collectives import KINDS, MOVING, CollectiveKind, groups
from shardflow.runtime.sharding import Sharding

from ..emit.mlir_text import dense, i64_array
from ..ir import Op, TensorType, Value
from .registry import FactorRule, OpDef, OpError, register

#: The kinds that move data between devices (all_slice only keeps each device's own piece).
COLLECTIVES = MOVING


@dataclass(frozen=True)
class CollectiveOp:
    kind: CollectiveKind                        # the runtime record: shapes, bytes, numerics, names
    lower: Callable[..., None]                  # (multi-device lowering, op): bind the result per device
    emit: Callable[..., str]                    # (per-rank StableHLO emitter, op) -> the result's name
    layout: Callable[..., Sharding]             # (operand's Sharding, attrs) -> the result's Sharding

    @property
    def name(self) -> str:
        return self.kind.name


# -- multi-device transfer schedules (context: compiler/lower/multi_device.py's lowering) -------------

def _lower_all_slice(low, op: Op) -> None:
    """A local slice at the device's offset; no transfer (an unpinned constant stays unpinned, and a
    folded one becomes device d's literal: a partition id's table gives each device its own id)."""
    x, dim = op.operands[0], op.attrs["dim"]
    size = op.result.shape[dim]
    for grp in groups(low.mesh, op.attrs["axes"]):
        for k, d in enumerate(grp):
            value = low.known(x, d) if low.const_of(x, d) is not None else None
            piece = None if value is None else np.take(value, range(k * size, (k + 1) * size), axis=dim)
            # a folded constant's piece becomes device d's literal: a slice of a shared constant,
            # transferred, is constant-only work before a transfer, on which iree-compile 3.13
            # crashes (MaterializeInterfaces; jax.image.resize's interpolation weights)
            if piece is not None and piece.size <= low.fold_limit:
                low.literal(op.result, d, piece)
                continue
            name, _ = low.slice(low.name(x, d), x.type, dim, k * size, (k + 1) * size)
            low.bind(op.result, d, name, low.const_of(x, d))


def _lower_all_gather(low, op: Op) -> None:
    """Each member receives the other members' shards and concatenates them in group order, behind
    a barrier: iree-compile 3.13 otherwise folds slices of the gathered value through the
    concatenate and the transfers, and merges members' identical work on it, then places ops on
    the wrong device ("op affinity ... is not compatible with the partition affinity"; random
    programs on 4 devices: a crop of a gathered value, a window over an all-sliced max)."""
    x = op.operands[0]
    for grp in low.members(op):
        for d in grp:
            parts = [low.move(low.name(x, s), x.type, s, d) for s in grp]
            low.bind(op.result, d, low.barrier(low.concat(parts, [x.type] * len(parts), op.attrs["dim"]), op.result.type))


def _reduce_pieces(low, x: Value, grp, dim: int, bounds, reducer) -> dict[int, tuple[str, TensorType]]:
    """Reduce-scatter: member k gets the reduction of piece k = [bounds[k], bounds[k+1]) along dim."""
    out = {}
    for k, d in enumerate(grp):
        lo, hi = bounds[k], bounds[k + 1]
        if lo == hi:
            continue
        parts = []
        for s in grp:
            piece, pt = low.slice(low.name(x, s), x.type, dim, lo, hi)
            parts.append(low.move(piece, pt, s, d))
        out[k] = (low.combine(parts, pt, reducer), pt)
    return out


def _lower_reduce_scatter(low, op: Op) -> None:
    """Member k receives piece k of every other member's value and reduces the n pieces in group order."""
    dim = op.attrs["dim"]
    size = op.result.shape[dim]
    for grp in low.members(op):
        bounds = [k * size for k in range(len(grp) + 1)]
        for k, (name, _) in _reduce_pieces(low, op.operands[0], grp, dim, bounds,
                                           op.attrs.get("reducer", "add")).items():
            low.bind(op.result, grp[k], name)


def _lower_all_reduce(low, op: Op) -> None:
    """Reduce-scatter then all-gather over contiguous pieces (along dim 0 when n divides it, else
    over the flattened value, in uneven pieces if need be). A group of two, or a value with fewer
    than n elements, is exchanged whole, each member reducing all n copies in group order.

    Why whole for two: it moves the same bytes ((n-1) B = 2(n-1)/n B at n = 2: each member receives
    the other's operand once) with one transfer each way instead of two, no slices and no
    concatenation; IREE fuses the sum into the members' neighbouring dispatches, the same on every
    device, so it costs no dispatch of its own (measured on 8 transformer blocks over data=2 x
    model=2: reduce-scatter + all-gather gave each device one more dispatch per all-reduce, 1.5x
    the execution regions and 5x the copies, and iree-compile took ~1.4x as long)."""
    x, reducer = op.operands[0], op.attrs.get("reducer", "add")
    t = x.type
    for grp in low.members(op):
        n = len(grp)
        if t.size < n or n == 2:
            for d in grp:
                parts = [low.move(low.name(x, s), t, s, d) for s in grp]
                low.bind(op.result, d, low.combine(parts, t, reducer))
            continue
        flat = not (t.rank and t.shape[0] % n == 0)
        xt = TensorType((t.size,), t.dtype) if flat else t
        src = x
        if flat:
            src = Value(xt)
            for d in grp:
                low.bind(src, d, low.reshape(low.name(x, d), t, xt))
        size = xt.shape[0]
        pieces = _reduce_pieces(low, src, grp, 0, [k * size // n for k in range(n + 1)], reducer)
        for d in grp:  # all-gather the reduced pieces
            names, types = [], []
            for k, (name, pt) in sorted(pieces.items()):
                names.append(low.move(name, pt, grp[k], d))
                types.append(pt)
            out = low.concat(names, types, 0)
            low.bind(op.result, d, low.reshape(out, xt, t) if flat else out)


def _lower_all_to_all(low, op: Op) -> None:
    """Member k receives chunk k (along split_dim) of every member's value and concatenates the n
    chunks along concat_dim, behind a barrier as an all-gather's result: iree-compile 3.13 otherwise
    folded work on the result through the concatenate and the transfers and computed a top_k of it
    wrong, silently (random program 180009 on 8 devices)."""
    x, sd, cd = op.operands[0], op.attrs["split_dim"], op.attrs["concat_dim"]
    for grp in low.members(op):
        size = x.type.shape[sd] // len(grp)
        for k, d in enumerate(grp):
            parts, types = [], []
            for s in grp:
                piece, pt = low.slice(low.name(x, s), x.type, sd, k * size, (k + 1) * size)
                parts.append(low.move(piece, pt, s, d))
                types.append(pt)
            low.bind(op.result, d, low.barrier(low.concat(parts, types, cd), op.result.type))


def _lower_collective_permute(low, op: Op) -> None:
    """One transfer per (source, target) pair; devices that receive nothing get zeros."""
    x = op.operands[0]
    got = {}
    for src, dst in op.attrs["pairs"]:
        if not (0 <= src < low.n and 0 <= dst < low.n):
            low.fail(f"collective_permute pair ({src}, {dst}) is outside the {low.n} devices")
        got[dst] = src
    for src in set(got.values()):
        low.sent(x, src)
    for d in range(low.n):
        if d in got:
            low.bind(op.result, d, low.move(low.name(x, got[d]), x.type, got[d], d))
        else:
            low.bind(op.result, d, low.zeros(x.type), True)


# -- per-rank StableHLO (context: compiler/emit/spmd.py's emitter) -------------------------------------
def _stablehlo(kind: str, attrs: Callable[[Mapping], list[str]], *, global_ids: bool = True) -> Callable:
    """Emission of a StableHLO collective: the op's own attributes, then replica groups (a kind
    acting on mesh groups), a fresh channel and `use_global_device_ids` (where the op has it), and
    the reducer's region when the kind reduces."""
    rec = KINDS[kind]

    def emit(e, op: Op) -> str:
        a = op.attrs
        handle = a.get("channel")   # as read, when printed
        common = e.group_attrs(a["axes"], global_ids=global_ids, handle=handle) if rec.exchange is None \
            else [e.channel(handle)]
        region = e.reducer_region(op, a.get("reducer", "add"), op.result.dtype) if rec.reduces else ""
        return e.collective(op, rec.stablehlo, attrs(a) + common, region)
    return emit


def slice_offsets(mesh, axes, size: int) -> list[int]:
    """Per device id: where its `all_slice` piece of length `size` starts (its group position * size)."""
    table = [0] * mesh.size
    for grp in groups(mesh, axes):
        for k, d in enumerate(grp):
            table[d] = k * size
    return table


def _emit_all_slice(e, op: Op) -> str:
    """No data moves: `stablehlo.partition_id` indexes a constant table of each device's start offset
    along the sliced dimension, and `stablehlo.dynamic_slice` cuts the local piece."""
    x, res, dim = op.operands[0], op.result, op.attrs["dim"]
    table = np.array(slice_offsets(e.mesh, op.attrs["axes"], res.shape[dim]), np.int64)
    tt = f"tensor<{e.mesh.size}xi64>"
    tab = e.emit(f'"stablehlo.constant"() {{value = {dense(table, "i64")} : {tt}}} : () -> {tt}')
    one = e.emit(f'"stablehlo.dynamic_slice"({tab}, {e.partition_id()}) {{slice_sizes = array<i64: 1>}}'
                 f' : ({tt}, tensor<i64>) -> tensor<1xi64>')
    start = e.emit(f'"stablehlo.reshape"({one}) : (tensor<1xi64>) -> tensor<i64>')
    starts = [start if d == dim else e.index_zero() for d in range(x.type.rank)]
    types = ", ".join([str(x.type)] + ["tensor<i64>"] * x.type.rank)
    return e.emit(f'"stablehlo.dynamic_slice"({", ".join([e.name(x)] + starts)}) '
                  f'{{slice_sizes = {i64_array(res.shape)}}} : ({types}) -> {res.type}')


def _pairs_attrs(a) -> list[str]:
    pairs = [list(p) for p in a["pairs"]]
    return [f"source_target_pairs = dense<{pairs}> : tensor<{len(pairs)}x2xi64>"]


# -- layouts (the partitioner's resharding steps) -----------------------------------------------------
def _relaid(s: Sharding, split=None, unsplit=None, finished=()) -> Sharding:
    """`s` with the axes `split` = (dim, axes) added to a dim, `unsplit` = (dim, axes) taken off one,
    and the partial axes `finished` summed."""
    dims = [list(d) for d in s.dims]
    if unsplit is not None:
        for x in unsplit[1]:
            dims[unsplit[0]].remove(x)
    if split is not None:
        dims[split[0]].extend(split[1])
    return Sharding(dims, [p for p in s.partial if p not in finished])


def _gathered(s: Sharding, a) -> Sharding:
    """The dim is cut at the first gathered axis (trailing size-1 axes go too)."""
    dims = [list(d) for d in s.dims]
    dims[a["dim"]] = dims[a["dim"]][:dims[a["dim"]].index(a["axes"][0])]
    return Sharding(dims, list(s.partial))


COLLECTIVE_OPS: dict[str, CollectiveOp] = {c.name: c for c in (
    CollectiveOp(KINDS["all_gather"], _lower_all_gather,
                 _stablehlo("all_gather", lambda a: [f"all_gather_dim = {a['dim']} : i64"]), _gathered),
    CollectiveOp(KINDS["all_reduce"], _lower_all_reduce, _stablehlo("all_reduce", lambda a: []),
                 lambda s, a: _relaid(s, finished=a["axes"])),
    CollectiveOp(KINDS["reduce_scatter"], _lower_reduce_scatter,
                 _stablehlo("reduce_scatter", lambda a: [f"scatter_dimension = {a['dim']} : i64"]),
                 lambda s, a: _relaid(s, split=(a["dim"], a["axes"]), finished=a["axes"])),
    CollectiveOp(KINDS["all_to_all"], _lower_all_to_all,
                 _stablehlo("all_to_all", lambda a: [f"split_dimension = {a['split_dim']} : i64",
                                                     f"concat_dimension = {a['concat_dim']} : i64",
                                                     f"split_count = {a['n']} : i64"], global_ids=False),
                 lambda s, a: _relaid(s, split=(a["split_dim"], a["axes"]), unsplit=(a["concat_dim"], a["axes"]))),
    CollectiveOp(KINDS["collective_permute"], _lower_collective_permute,
                 _stablehlo("collective_permute", _pairs_attrs), lambda s, a: a["target"]),
    CollectiveOp(KINDS["all_slice"], _lower_all_slice, _emit_all_slice,
                 lambda s, a: _relaid(s, split=(a["dim"], a["axes"]))),
)}

if set(COLLECTIVE_OPS) != set(KINDS):
    raise ImportError(f"collective kinds without a compiler record: {sorted(set(KINDS) - set(COLLECTIVE_OPS))}")


# -- Graph-IR ops ------------------------------------------------------------------------------------
def _shape_rule(name):
    rec = KINDS[name]

    def infer(types, attrs):
        if len(types) != 1:
            raise OpError(f"{name} takes 1 operand, got {len(types)}")
        t = types[0]
        why = rec.shape_error(t.shape, attrs)
        if why:
            raise OpError(f"{name}: {why} for {t}")
        return [TensorType(rec.local_shape(t.shape, attrs), t.dtype)]
    return infer


def _simulate(name):
    rec = KINDS[name]

    def spmd(xs, attrs, mesh):
        out = rec.run(dict(enumerate(xs)), attrs, mesh)
        return [out[d] for d in range(len(xs))]
    return spmd


def _factor_rule(name):
    """Inside a shard_map body a collective acts on its manual axes only; over the body's automatic
    axes it is an ordinary op: the dims it resizes need replication, the others pass through."""
    rec = KINDS[name]

    def rule(operand_types, result_types, attrs):
        t, r = operand_types[0], result_types[0]
        resized = {attrs[k] for k in rec.resized}
        sizes, opd, res, need = [], [], [], set()
        for d in range(t.rank):
            sizes.append(t.shape[d])
            opd.append([len(sizes) - 1])
            if d in resized:
                need.add(len(sizes) - 1)
                sizes.append(r.shape[d])
                need.add(len(sizes) - 1)
            res.append([len(sizes) - 1])
        return FactorRule([opd], [res], sizes, need_replication=need)
    return rule


def _no_reference(name):
    def ref(xs, attrs):
        raise OpError(f"{name} is a per-device collective: run it with the SPMD simulator, not the reference")
    return ref


# -- gradients (inside a shard_map body: each collective's transpose) ---------------------------------
def _no_gradient_for(what: str, op: Op):
    from ..trace import TraceError
    return TraceError(f"no gradient for a {op.attrs['reducer']} {what} at {op.loc}")


def _all_reduce_vjp(op, ins, outs, g):
    if op.attrs.get("reducer", "add") != "add":
        raise _no_gradient_for("all-reduce (pmax/pmin)", op)
    return [g.builder.op("all_reduce", [g], dict(op.attrs))]


def _all_gather_vjp(op, ins, outs, g):
    a = op.attrs
    return [g.builder.op("reduce_scatter", [g], {"dim": a["dim"], "axes": a["axes"], "n": a["n"], "reducer": "add"})]


def _reduce_scatter_vjp(op, ins, outs, g):
    a = op.attrs
    if a.get("reducer", "add") != "add":
        raise _no_gradient_for("reduce-scatter", op)
    return [g.builder.op("all_gather", [g], {"dim": a["dim"], "axes": a["axes"], "n": a["n"]})]


def _all_to_all_vjp(op, ins, outs, g):
    a = op.attrs
    return [g.builder.op("all_to_all", [g], {"split_dim": a["concat_dim"], "concat_dim": a["split_dim"],
                                             "axes": a["axes"], "n": a["n"]})]


def _permute_vjp(op, ins, outs, g):
    a = op.attrs
    return [g.builder.op("collective_permute", [g], {**a, "pairs": tuple(sorted((t, s) for s, t in a["pairs"]))})]


_VJPS = {"all_reduce": _all_reduce_vjp, "all_gather": _all_gather_vjp, "reduce_scatter": _reduce_scatter_vjp,
         "all_to_all": _all_to_all_vjp, "collective_permute": _permute_vjp}  # all_slice: none (per-device only)
# a psum (an add all-reduce) sums over its axes; compiler/manual.py folds a mean's division into it
_SUMS_OVER = {"all_reduce": lambda op: tuple(op.attrs["axes"]) if op.attrs.get("reducer", "add") == "add" else None}
# in a host-staged stage an all_slice moves nothing: the device keeps its own piece
_STAGE_LOCAL = {"all_slice": lambda w, op, mesh, device: staged_all_slice(w, op, mesh, device)}


def staged_all_slice(w, op: Op, mesh, device: str) -> str:
    """`dynamic_slice` of the operand at this member's offset, read from a per-device i32 table
    indexed by the stage's device argument `device` (compiler/lower/host_staged.py)."""
    x, res, dim = op.operands[0], op.result, op.attrs["dim"]
    size = res.shape[dim]
    table = slice_offsets(mesh, op.attrs["axes"], size)
    tt = f"tensor<{mesh.size}xi32>"
    tab, one, start, zero = w.fresh(), w.fresh(), w.fresh(), w.fresh()
    w.lines.append(f'{tab} = "stablehlo.constant"() {{value = {dense(np.array(table, np.int32), "i32")} : {tt}}}'
                   f' : () -> {tt}')
    w.lines.append(f'{one} = "stablehlo.dynamic_slice"({tab}, {device}) {{slice_sizes = array<i64: 1>}}'
                   f' : ({tt}, tensor<i32>) -> tensor<1xi32>')
    w.lines.append(f'{start} = "stablehlo.reshape"({one}) : (tensor<1xi32>) -> tensor<i32>')
    w.lines.append(f'{zero} = "stablehlo.constant"() {{value = dense<0> : tensor<i32>}} : () -> tensor<i32>')
    starts = [start if d == dim else zero for d in range(x.type.rank)]
    types = ", ".join([str(x.type)] + ["tensor<i32>"] * x.type.rank)
    out = w.fresh()
    w.lines.append(f'{out} = "stablehlo.dynamic_slice"({", ".join([w.names[x]] + starts)}) '
                   f'{{slice_sizes = {i64_array(res.shape)}}} : ({types}) -> {res.type}')
    return out


for _name, _rec in KINDS.items():
    register(OpDef(_name, _shape_rule(_name), _no_reference(_name), _factor_rule(_name),
                   splat_preserving=_rec.stablehlo is None, checkpoint_save=True, spmd=_simulate(_name),
                   vjp=_VJPS.get(_name), sums_over=_SUMS_OVER.get(_name), stage_local=_STAGE_LOCAL.get(_name),
                   # a StableHLO collective has memory effects to MLIR: Shardy keeps it unread
                   mlir_effects=None if _rec.stablehlo is None else lambda attrs: True))
