"""Partitioning a shard_map: its body spliced into the per-device program.

The operands are resharded to the op's `in_shardings` (open dimensions as propagation extended
them, ops/manual.py); each local piece then IS the body's input on
that device (manual axes major in every dimension, ops/manual.py), laid out over the body's
automatic axes as the sharding's remaining axes say. The body is partitioned by a partitioner of its
own (its graph, its mesh of automatic axes, the partitioner's reshard planner and rules) that writes
into the same per-device program: its collectives over manual axes are ordinary ops there (each
device runs them with groups over the whole device mesh), its automatic axes get the usual
reshards. Each body output is resharded to the automatic part of its `out_sharding` and becomes
the op's result with the whole `out_sharding`. A local value changes its sharding label at the
boundary (manual axes join or leave it, the data stays): a same-shape `reshape` carries the new
label, which every backend folds away.

`partition_id` (the device id) becomes a constant table of the device ids, cut by an `all_slice`
over every mesh axis: each device keeps its own entry, and no data moves.
"""
from __future__ import annotations

import numpy as np

from shardflow.runtime.collectives import groups
from shardflow.runtime.sharding import Sharding

from ..ir import Op, Value
from ..ops.collectives import COLLECTIVES
from ..ops.manual import auto_part, boundary


def _relabel(p, lv: Value, s: Sharding, why: str) -> Value:
    """The local value `lv` with the sharding label `s` (same data on every device)."""
    if lv.sharding == s:
        return lv
    nv = p.out.add_op("reshape", [lv], {"shape": lv.shape}, loc=why).result
    nv.sharding = s
    return nv


def _describe(op: Op) -> str:
    return f"{op.kind} at {op.loc}" if op.loc else op.kind


def partition_shard_map(p, op: Op) -> None:
    """Bind `op`'s results in `p`'s per-device program (see the module docstring)."""
    from .partition import CollectiveRecord, _Partitioner
    from .propagate import propagate
    at = op.attrs
    body, manual = at["body"], at["manual_axes"]
    if any(v.sharding is None for v in body.values()):
        propagate(body)
    sub = _Partitioner(body)
    sub.out, sub.records, sub.fallbacks, sub.decisions = p.out, p.records, p.fallbacks, p.decisions
    where = _describe(op)
    for k, (v, s, bv) in enumerate(zip(op.operands, at["in_shardings"], body.inputs, strict=True)):
        s = boundary(v, s, manual)
        lv = p.reshard(p.local[v], s, f"operand {k} of {where}")
        sub.local[bv] = _relabel(p, lv, auto_part(s, manual).closed(), f"operand {k} entering {where}")
    # only what the used results need (a gradient's shard_map also yields cotangents nobody reads)
    used = [p.uses.get(r, 0) > 0 for r in op.results]
    live = {v for v, u in zip(body.outputs, used, strict=True) if u}
    needed = set()
    for bop in reversed(body.ops):
        if any(r in live for r in bop.results):
            needed.add(bop)
            live.update(bop.operands)
    for bop in body.ops:
        if bop not in needed:
            continue
        sub.partition_op(bop)
        for r in bop.results:
            if r in sub.constant:
                sub.const_origin[sub.local[r]] = r
        if bop.kind in COLLECTIVES and bop.attrs.get("n", 2) > 1:
            made = sub.local[bop.results[0]].producer
            if made is not None and made.kind == bop.kind:
                p.records.append(CollectiveRecord.of(bop.kind, bop.attrs, made.operands[0], _describe(bop)))
    for k, (r, s, bv) in enumerate(zip(op.results, at["out_shardings"], body.outputs, strict=True)):
        if not used[k]:
            continue
        s = boundary(r, s, manual)
        lv = sub.reshard(sub.local[bv], auto_part(s, manual).closed(), f"result {k} of {where}")
        p.local[r] = _relabel(p, lv, s.closed(), f"result {k} leaving {where}")


def partition_partition_id(p, op: Op) -> None:
    """The device id: a constant table of ids, each device keeping its own entry (`all_slice`)."""
    scope = p.g.scope
    if scope is None:
        raise _outside(op)
    mesh = scope.device_mesh
    axes = tuple(mesh.names)
    table = np.asarray(groups(mesh, axes)[0], np.uint32)  # entry k: the device at position k
    c = p.out.add_op("constant", [], {"value": table}, loc=op.loc).result
    c.sharding = Sharding([()])
    mine = p.out.add_op("all_slice", [c], {"dim": 0, "axes": axes, "n": mesh.size}, loc=op.loc).result
    mine.sharding = Sharding([axes])
    r = p.out.add_op("reshape", [mine], {"shape": ()}, loc=op.loc).result
    r.sharding = Sharding(())
    p.local[op.result] = r


def _outside(op: Op):
    from shardflow.runtime.errors import ShardingError
    return ShardingError(f"{_describe(op)}: partition_id outside a shard_map body has no meaning in a global "
                         f"program; compute device-dependent values inside sfc.shard_map (sfc.axis_index)")
