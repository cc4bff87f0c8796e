"""Combine all-reduces that do not depend on one another into one (data parallelism's gradient bucket).

A data-parallel training step finishes every weight gradient with an all-reduce over the data axes,
and none of them depends on another: only the optimizer follows each. One all-reduce of all of them,
flattened and concatenated, moves the same bytes with one collective's latency instead of one per
gradient (XLA's all-reduce combiner, PyTorch DDP's gradient buckets); it is also one collective for
IREE to compile instead of dozens.

All-reduces of the same axes, reducer and dtype are combined in program order, each bucket up to
BUCKET_BYTES per device, when no member depends on another and each is latency-bound (at most
MEMBER_BYTES per device; a larger one gains nothing but copies). The combined all-reduce runs where its
last member ran; whatever used an earlier member's result moves after it, in its order (nothing that
a member needs moves). With a memory budget the combination is kept only if the peak live bytes
still fit (gradients then wait for the last one).
"""
from __future__ import annotations

from shardflow.runtime.collectives import KINDS
from shardflow.runtime.sharding import Sharding

from ..ir import Op, Value, subgraphs
from ..memory import memory_profile
from .partition import CollectiveRecord, SpmdProgram

#: an all-reduce of more bytes per device than this is bandwidth-bound (at ~5 GB/s and ~20 us
#: per collective, 1 MiB takes 10x its latency): combining it saves little and costs the copies
#: into and out of the bucket (measured: 1.9x slower on an MLP step with 8 MiB gradients)
MEMBER_BYTES = 1 << 20
#: bytes per device of one combined all-reduce at most
BUCKET_BYTES = 4 << 20


def combine_all_reduces(prog: SpmdProgram, budget: int | None = None) -> int:
    """Combine `prog`'s independent top-level all-reduces (see the module docstring); returns how
    many all-reduces were folded into others."""
    g = prog.graph
    saved = (list(g.ops), [(op, list(op.operands)) for op in g.ops], list(g.outputs), list(prog.collectives))
    before = memory_profile(prog).peak if budget is not None else None
    done: set[int] = set()      # ids of all-reduces already tried as a bucket's first member
    folded = 0
    while True:
        bucket = _next_bucket(prog, done)
        if bucket is None:
            break
        _combine(prog, bucket)
        folded += len(bucket) - 1
    if folded and budget is not None and memory_profile(prog).peak > max(budget, before):
        ops, operands, outputs, records = saved     # the wait for the last gradient costs too much memory
        g.ops, g.outputs, prog.collectives = ops, outputs, records
        for op, ins in operands:
            op.operands = ins
        return 0
    return folded


def _combinable(op: Op) -> bool:
    """A collective that reduces elementwise across its group (its result has its operand's
    shape), so the operands of several can be concatenated: the all-reduce."""
    rec = KINDS.get(op.kind)
    return rec is not None and rec.reduces and not rec.resized


def _key(op: Op) -> tuple:
    return (op.kind, tuple(op.attrs["axes"]), op.attrs["n"], op.attrs.get("reducer", "add"), op.operands[0].dtype)


def _next_bucket(prog: SpmdProgram, done: set[int]) -> list[Op] | None:
    """The first all-reduce not tried yet with the later ones of its key that depend neither on it
    nor on each other (within BUCKET_BYTES), if there are at least two; None when none is left."""
    g, mesh = prog.graph, prog.mesh
    reduces = [op for op in g.ops if _combinable(op) and not KINDS[op.kind].moves_nothing(op.attrs, mesh)
               and op.operands[0].type.nbytes <= MEMBER_BYTES]
    bit = {id(op): 1 << k for k, op in enumerate(reduces)}
    upstream: dict[Value, int] = {}    # value -> the all-reduces it depends on (a bit each)
    needs: dict[int, int] = {}         # all-reduce -> the all-reduces its operand depends on
    for op in g.ops:
        mask = 0
        for v in op.operands:
            mask |= upstream.get(v, 0)
        if id(op) in bit:
            needs[id(op)] = mask
            mask |= bit[id(op)]
        for r in op.results:
            upstream[r] = mask
    for first in reduces:
        if id(first) in done:
            continue
        done.add(id(first))
        key, members, mask = _key(first), [first], bit[id(first)]
        size = first.operands[0].type.nbytes
        for op in reduces:
            if id(op) in done or _key(op) != key or needs[id(op)] & mask:
                continue   # (done: the earlier ones, which had their turn as a first member)
            if size + op.operands[0].type.nbytes > BUCKET_BYTES:
                break
            members.append(op)
            mask |= bit[id(op)]
            size += op.operands[0].type.nbytes
        if len(members) > 1:
            done.update(id(op) for op in members)
            return members
    return None


def _combine(prog: SpmdProgram, members: list[Op]) -> None:
    """Replace `members` by one all-reduce of their flattened, concatenated operands, at the place
    of the last one; ops before it that use a member's result (transitively) move after it. Each
    operand is flattened where its member was (its partial block dies there) and each result is
    sliced out just before its first use (the results do not all live at once)."""
    g = prog.graph
    n_ops = len(g.ops)
    at = next(i for i, op in enumerate(g.ops) if op is members[-1])
    gone = {id(op) for op in members}
    axes = tuple(members[0].attrs["axes"])
    loc = _describe(members)
    before: list[Op] = []
    moved: list[Op] = []
    tainted: set[Value] = {op.result for op in members}
    flat: list[Value] = []
    for op in g.ops[:at + 1]:
        if id(op) in gone:
            x = op.operands[0]
            k = len(g.ops)
            flat.append(x if x.type.rank == 1 else _add(g, "reshape", [x], {"shape": (x.type.size,)},
                                                        Sharding([()], axes), op.loc))
            before.extend(g.ops[k:])
        elif any(v in tainted for v in op.operands):
            tainted.update(op.results)
            moved.append(op)
        else:
            before.append(op)
    before, sunk = _sink(before, moved, g.ops[at + 1:n_ops], g)
    k = len(g.ops)
    joined = _add(g, "concatenate", flat, {"dimension": 0}, Sharding([()], axes), loc)
    total = _add(g, members[0].kind, [joined], dict(members[0].attrs), Sharding([()]), loc)
    before.extend(g.ops[k:])
    later = _place(sunk, moved + g.ops[at + 1:n_ops])
    pieces: dict[int, list[Op]] = {}      # position in `later` -> the slices to make just before it
    start = 0
    for op in members:
        r, n = op.result, op.result.type.size
        k = len(g.ops)
        piece = _add(g, "slice", [total], {"start_indices": (start,), "limit_indices": (start + n,),
                                           "strides": (1,)}, r.sharding if r.type.rank == 1 else Sharding([()]),
                     op.loc)
        start += n
        out = piece if r.type.rank == 1 else _add(g, "reshape", [piece], {"shape": tuple(r.shape)}, r.sharding, op.loc)
        first = next((i for i, user in enumerate(later) if r in user.operands), len(later))
        pieces.setdefault(first, []).extend(g.ops[k:])
        _replace(later, g, r, out)
    order = list(before)
    for i, op in enumerate(later):
        order.extend(pieces.get(i, ()))
        order.append(op)
    order.extend(pieces.get(len(later), ()))
    g.ops = order
    _rerecord(prog, members, joined, loc)


def _sink(before: list[Op], moved: list[Op], after: list[Op], g) -> tuple[list[Op], list[Op]]:
    """Split off the ops of `before` that only the moved ops use (directly or through other such
    ops) and that are made from program inputs, from other such ops, or from values no larger than
    their result (an optimizer's `beta * m`, a broadcast constant and its local slice): they move
    down too, or they would wait, live, for the combined all-reduce."""
    users: dict[Value, list[Op]] = {}
    for op in before + moved + after:
        for v in op.operands:
            users.setdefault(v, []).append(op)
    outputs, inputs = set(g.outputs), set(g.inputs)
    moving = {id(op) for op in moved}

    def read_by(ops: set[int], op: Op) -> bool:     # every result read, and only by `ops`
        return bool(op.results) and not subgraphs(op) and all(
            r not in outputs and users.get(r) and all(id(u) in ops for u in users[r]) for r in op.results)
    going = set(moving)
    for op in reversed(before):      # read by moving ops alone, directly or through other such ops
        if read_by(going, op):
            going.add(id(op))
    sunk = set(moving)
    for op in reversed(before):      # and cheap to keep waiting for: what they read lives anyway, or is small
        small = min((r.type.nbytes for r in op.results), default=0)
        if id(op) in going and read_by(sunk, op) and all(
                v in inputs or (v.producer is not None and id(v.producer) in going) or v.type.nbytes <= small
                for v in op.operands):
            sunk.add(id(op))
    return [op for op in before if id(op) not in sunk], [op for op in before if id(op) in sunk]


def _place(sunk: list[Op], later: list[Op]) -> list[Op]:
    """`later` with each sunk op just before the first op (of `later`) that needs it, directly or
    through other sunk ops; sunk ops keep their relative order."""
    anchor: dict[int, int] = {}
    needed_at: dict[Value, int] = {}
    for i, op in enumerate(later):
        for v in op.operands:
            needed_at.setdefault(v, i)
    for op in reversed(sunk):
        at = min(needed_at.get(r, len(later)) for r in op.results)
        anchor[id(op)] = at
        for v in op.operands:
            needed_at[v] = min(needed_at.get(v, len(later)), at)
    out: list[Op] = []
    ahead: dict[int, list[Op]] = {}
    for op in sunk:
        ahead.setdefault(anchor[id(op)], []).append(op)
    for i, op in enumerate(later):
        out.extend(ahead.get(i, ()))
        out.append(op)
    out.extend(ahead.get(len(later), ()))
    return out


def _add(g, kind: str, operands: list[Value], attrs: dict, sharding: Sharding, loc: str | None) -> Value:
    v = g.add_op(kind, operands, attrs, loc=loc).result
    v.sharding = sharding
    return v


def _replace(ops: list[Op], g, old: Value, new: Value) -> None:
    for op in ops:
        if old in op.operands:
            op.operands = [new if v is old else v for v in op.operands]
    g.outputs = [new if v is old else v for v in g.outputs]


def _describe(members: list[Op]) -> str:
    shown = "; ".join(op.loc or "all_reduce" for op in members[:3])
    more = f"; and {len(members) - 3} more" if len(members) > 3 else ""
    return f"{len(members)} independent all-reduces combined into one: {shown}{more}"


def _rerecord(prog: SpmdProgram, members: list[Op], joined: Value, loc: str) -> None:
    """The members' collective records give way to one record of the combined all-reduce."""
    records = list(prog.collectives)
    for op in members:
        x = op.operands[0]
        for i, r in enumerate(records):
            if (r.kind, r.axes, r.shape, r.dtype, r.op) == (op.kind, tuple(op.attrs["axes"]), x.shape, x.dtype, op.loc):
                del records[i]
                break
    records.append(CollectiveRecord.of(members[0].kind, members[0].attrs, joined, loc))
    prog.collectives = records
