"""Halo exchange: partition a windowed dim (slice, pad, concatenate, reduce_window) kept split.

The rule table marks such dims `windowed` (FactorRule) and says, in the op's `window` rule, which
interval of the operand(s) a range of result rows reads. When the result is split along the dim
into n shards of r rows, shard k reads the interval span(k*r, (k+1)*r) of the operands laid end
to end. Each device then fetches only the rows it lacks instead of the whole dim being gathered:

1. per operand and per shard distance delta (source shard = k + delta), one `collective_permute`
   carries the piece each device needs from that shard (the same length m on every sender, the
   largest piece; each sender first cuts it at its own offset with `halo_window`);
2. the device concatenates the received pieces with its own shard (in shard order, so the rows it
   needs are contiguous), and
3. cuts its interval out of that buffer at its own offset (`halo_window`), with the op's fill
   (pad's padding value, the reducer's identity) where the interval reaches outside the operand;
   for several operands (concatenate) each fills in its own rows over the previous ones.

A windowed contraction (a reduction factor marked windowed: a convolution's kernel gradient, whose
cotangent rows act as the window over the input rows) is planned the same way with the driving
operand's rows in place of the result's, and leaves a partial sum over the split axes.

The local op then runs with the attributes the window rule localizes (the same on every device,
else the engine declines). An operand whose dim is not split needs no exchange: the device cuts its
interval out of its whole copy. The engine is chosen only when it moves no more bytes than
gathering the dim (`plan_cost` of the gather vs the reshard to the split layout plus the permutes);
otherwise the generic partitioner gathers. Bytes are what a receiving device gets: a permute
carrying m rows costs m rows' bytes (API.md's collective-permute formula, B).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from shardflow.runtime.collectives import KINDS
from shardflow.runtime.sharding import Sharding

from .. import dtypes
from ..ir import Op, Value
from ..ops import registry
from ..ops.registry import FactorRule, Window, reducer_identity
from .factors import unproject
from .reshard_plan import plan_cost


@dataclass
class _Send:
    """One collective permute of one operand: the rows each receiver lacks from shard k + delta."""
    delta: int
    m: int                                  # rows carried (the same on every sender)
    offsets: dict[int, int]                 # sender device -> where in its shard the piece starts
    pairs: list[tuple[int, int]]            # (sender, receiver) device ids


@dataclass
class _Segment:
    """How one operand's rows reach every device along one dim."""
    operand: int
    split: bool                             # the operand's dim is split like the result's (else whole)
    sends: list[_Send]                      # in shard order; delta 0 (the own shard) has no pairs
    starts: list[int]                       # per device: buffer row of window row 0
    valid: list[tuple[int, int]]            # per device: the window rows this operand fills


@dataclass
class _DimPlan:
    dim: int                                # the operands' dim (Window.operand_dim)
    factor: int
    axes: tuple[str, ...]
    window: Window
    size: int                               # the window's length L (the local op's operand rows)
    segments: list[_Segment]
    attrs_args: tuple                       # (lo, hi, a, b) of device 0, for window.localize
    window_dim: int = -1                    # the dim the window rule was asked about (the result's,
                                            # or a windowed contraction's driving operand's)


@dataclass
class HaloPlan:
    """What `partition.py` needs: the factor assignment with the windowed dims kept split, each
    operand's layout before the exchange, and `apply` to build the exchange and the local attrs."""
    op: Op
    assign: dict[int, tuple[str, ...]]
    needs: dict[int, Sharding]                     # operand index -> layout to reshard it to
    dims: list[_DimPlan]
    factors: set[int] = field(default_factory=set)  # windowed factors handled (not gathered)

    def apply(self, part, operands: list[Value], attrs: dict) -> tuple[list[Value], dict]:
        """Emit the exchange into the partitioner's per-device graph; the local op's operands and
        attributes."""
        operands = list(operands)
        why = f"{self.op.kind} at {self.op.loc}" if self.op.loc else self.op.kind
        for dp in self.dims:
            fill0 = _fill(part, dp.window, operands, self.op)
            acc = fill0
            for seg in dp.segments:
                buf = _buffer(part, operands[seg.operand], dp, seg, f"operand {seg.operand} of {why}")
                args = [buf] if acc is None else [buf, acc]
                acc = _add(part, "halo_window", args, {"dim": dp.dim, "size": dp.size, "starts": tuple(seg.starts),
                                                       "valid": tuple(seg.valid)}, why, buf.sharding)
            if dp.window.assembled:
                operands = [acc]
            else:
                operands[dp.segments[0].operand] = acc
            attrs = dp.window.localize(attrs, dp.window_dim, *dp.attrs_args)
        return operands, attrs


def plan(part, op: Op, rule: FactorRule, assign: dict, carry=(), carriers=None) -> HaloPlan | None:
    """A halo plan for `op` when a windowed factor is split in its result, or a windowed reduction
    factor (a windowed contraction: a convolution's kernel gradient over split rows) is assigned
    axes, and the exchange moves no more bytes than gathering; else None (the generic partitioner
    computes the dim whole). A windowed contraction's rows are those of the operand that drives
    it (`window(..., dim, operand=k)`): each device reads the operand-0 rows its own rows' windows
    cover (a halo) and leaves a partial sum over the axes. `carry`: pending-sum axes that operands
    `carriers` (default all) pass through unfinished."""
    opdef = registry.get(op.kind)
    if not rule.windowed or opdef.window is None or not op.operands:
        return None
    mesh = part.mesh
    res = op.results[0]
    res_dims = res.sharding.padded(len(res.shape)).dims  # read directly: a windowed factor's size is a gcd
    used = {a for axes in assign.values() for a in axes} | set(carry)
    new = dict(assign)
    dims: list[_DimPlan] = []
    for d, fs in enumerate(rule.results[0]):
        axes = tuple(res_dims[d])
        if len(fs) != 1 or fs[0] not in rule.windowed or set(axes) & used or all(mesh.axis_size(a) == 1 for a in axes):
            continue  # not split (or over size-1 axes only): the generic path computes it whole for free
        dp = _plan_dim(part, op, d, fs[0], axes, opdef.window([v.type for v in op.operands], res.type, op.attrs, d))
        if dp is not None and not (dp.window.assembled and dims):
            dims.append(dp)
            new[fs[0]] = axes
            used.update(axes)
    contracted = set()
    for f in sorted(rule.windowed & rule.reduction):  # a windowed contraction (a convolution's kernel gradient)
        axes = tuple(assign.get(f, ()))
        drivers = [(k, d) for k in range(1, len(op.operands)) for d, fs in enumerate(rule.operands[k]) if fs == [f]]
        if not axes or not drivers or set(axes) & (used - set(axes)) or all(mesh.axis_size(a) == 1 for a in axes):
            continue
        k, d = drivers[-1]
        window = opdef.window([v.type for v in op.operands], res.type, op.attrs, d, operand=k)
        dp = _plan_dim(part, op, d, f, axes, window, op.operands[k].shape[d])
        if dp is not None:
            dims.append(dp)
            contracted.add(f)
    if not dims:
        return None
    for f in rule.windowed & rule.reduction - contracted:
        new.pop(f, None)  # not taken: computed whole
    hp = HaloPlan(op, new, {}, dims, {dp.factor for dp in dims})
    for k, v in enumerate(op.operands):
        want = list(unproject(new, rule.operands[k], rule.sizes, mesh))
        for dp in dims:
            for seg in dp.segments:
                if seg.operand == k and not seg.split:
                    want[dp.dim] = ()
        hp.needs[k] = Sharding(want)
    whole = {f: a for f, a in assign.items() if f not in rule.windowed & rule.reduction}
    carried = (carry, carriers)
    if _cost(part, op, rule, hp, carried, contracted) > _gather_cost(part, op, rule, whole, carried):
        return None
    return hp


# -- planning -------------------------------------------------------------------------------------------
def _shard_index(mesh, device: int, axes) -> int:
    c = mesh.coords(device)
    k = 0
    for a in axes:
        k = k * mesh.axis_size(a) + c[a]
    return k


def _device_at(mesh, device: int, axes, k: int) -> int:
    """The device with `device`'s coordinates except shard index k along `axes`."""
    c = dict(mesh.coords(device))
    for a in reversed(axes):
        c[a] = k % mesh.axis_size(a)
        k //= mesh.axis_size(a)
    return next(e for e in mesh.devices() if mesh.coords(e) == c)


def _plan_dim(part, op: Op, d: int, f: int, axes, window: Window | None, rows: int | None = None) -> _DimPlan | None:
    """`rows`: the split dim's size (default the result's dim d; a windowed contraction's is its
    driving operand's)."""
    if window is None:
        return None
    mesh, res = part.mesh, op.results[0]
    n = 1
    for a in axes:
        n *= mesh.axis_size(a)
    rows = res.shape[d] if rows is None else rows
    if rows % n:
        return None
    r = rows // n
    spans = [window.span(k * r, (k + 1) * r) for k in range(n)]
    size = spans[0][1] - spans[0][0]
    if size <= 0 or any(b - a != size for a, b in spans):
        return None
    args = [(k * r, (k + 1) * r, a, b) for k, (a, b) in enumerate(spans)]
    first = window.localize(dict(op.attrs), d, *args[0])
    if any(window.localize(dict(op.attrs), d, *x) != first for x in args[1:]):
        return None  # the local op would differ between devices (e.g. a stride's phase)
    od = d if window.operand_dim is None else window.operand_dim
    segments = []
    for k_op, offset in window.segments:
        v = op.operands[k_op]
        total = v.shape[od]
        cur = [a for a in part.local[v].sharding.padded(len(v.shape)).dims[od] if mesh.axis_size(a) > 1]
        split = bool(cur) and total % n == 0  # else the device cuts its rows out of a whole copy
        segments.append(_plan_segment(mesh, axes, n, spans, k_op, offset, total, split))
    return _DimPlan(od, f, tuple(axes), window, size, segments, args[0], d)


def _plan_segment(mesh, axes, n: int, spans, k_op: int, offset: int, total: int, split: bool) -> _Segment:
    """Which rows of this operand each device needs, where they come from and where they land."""
    devices = list(mesh.devices())
    s = total // n if split else total
    starts, valid = [0] * mesh.size, [(0, 0)] * mesh.size
    need: dict[int, dict[int, tuple]] = {}  # delta -> shard k -> (u, w, first, last)
    per_k = {}
    for k, (a, b) in enumerate(spans):
        p, q = max(a, offset) - offset, min(b, offset + total) - offset
        if p >= q:
            per_k[k] = None
            continue
        lo_j, hi_j = (p // s, (q - 1) // s) if split else (0, 0)
        pieces = []
        for j in range(lo_j, hi_j + 1):
            u, w = max(p, j * s) - j * s, min(q, (j + 1) * s) - j * s
            pieces.append((j, u, w))
            need.setdefault(j - k if split else 0, {})[k] = (u, w, j == lo_j, j == hi_j)
        per_k[k] = (p, q, pieces)
    deltas = sorted(need)
    m = {dl: (s if dl == 0 else max(w - u for u, w, _, _ in need[dl].values())) for dl in deltas}
    pos, at = {}, 0
    for dl in deltas:
        pos[dl] = at
        at += m[dl]
    sends, off_of = [], {}
    for dl in deltas:
        offsets: dict[int, int] = {}
        pairs = []
        for k, (u, w, first, last) in need[dl].items():
            if dl == 0:
                off = 0
            elif first and not last:
                off = s - m[dl]
            elif last and not first:
                off = 0
            else:
                off = min(u, s - m[dl])
            off_of[(dl, k)] = off
            if dl != 0:
                for dev in devices:
                    if _shard_index(mesh, dev, axes) == k:
                        src = _device_at(mesh, dev, axes, k + dl)
                        offsets[src] = off
                        pairs.append((src, dev))
        sends.append(_Send(dl, m[dl], offsets, sorted(pairs)))
    for dev in devices:
        k = _shard_index(mesh, dev, axes)
        a = spans[k][0]
        if per_k[k] is None:
            continue
        p, q, pieces = per_k[k]
        j, u, _ = pieces[0]
        dl = j - k if split else 0
        first_row = pos[dl] + u - off_of[(dl, k)]   # buffer row of operand row p
        lo, hi = p + offset - a, q + offset - a
        starts[dev], valid[dev] = first_row - lo, (lo, hi)
    return _Segment(k_op, split, sends, starts, valid)


# -- costs ------------------------------------------------------------------------------------------------
def _local_bytes(part, v: Value, s: Sharding) -> tuple[tuple[int, ...], int]:
    shape = tuple(s.local_shape(v.shape, part.mesh))
    return shape, int(np.prod(shape, dtype=np.int64)) * dtypes.itemsize(v.dtype)


def _reshard_cost(part, op, needs, carried) -> float:
    """Bytes of resharding every operand to its need; an operand used twice the same way is
    resharded once (the partitioner reuses the layout). `carried`: (pending-sum axes, the operands
    that carry them, None for all)."""
    total, seen = 0.0, set()
    carry, carriers = carried
    for k, v in enumerate(op.operands):
        lv = part.local[v]
        need = Sharding(needs[k], carry if carriers is None or k in carriers else ())
        if (id(lv), need) in seen:
            continue
        seen.add((id(lv), need))
        total += plan_cost(lv.sharding, need, part.global_shape(lv), dtypes.itemsize(lv.dtype), part.mesh)
    return total


def _cost(part, op, rule, hp: HaloPlan, carried, contracted=()) -> float:
    total = _reshard_cost(part, op, {k: s.dims for k, s in hp.needs.items()}, carried)
    extra = tuple(a for f in sorted(contracted) for a in hp.assign[f])
    if extra:  # a windowed contraction leaves a pending sum over its axes: finishing it
        res = op.results[0]
        dims = unproject(hp.assign, rule.results[0], rule.sizes, part.mesh)
        total += plan_cost(Sharding(dims, extra), Sharding(dims), res.shape, dtypes.itemsize(res.dtype), part.mesh)
    shapes = {k: list(_local_bytes(part, v, hp.needs[k])[0]) for k, v in enumerate(op.operands)}
    for dp in hp.dims:
        for seg in dp.segments:
            shape = shapes[seg.operand]
            row = int(np.prod([x for i, x in enumerate(shape) if i != dp.dim], dtype=np.int64))
            item = dtypes.itemsize(op.operands[seg.operand].dtype)
            for snd in seg.sends:
                if snd.pairs:
                    total += KINDS["collective_permute"].bytes_per_device(len(snd.pairs), snd.m * row * item)
            shape[dp.dim] = dp.size
    return total


def _gather_cost(part, op, rule, assign, carried) -> float:
    return _reshard_cost(part, op, {k: unproject(assign, rule.operands[k], rule.sizes, part.mesh)
                                    for k in range(len(op.operands))}, carried)


# -- emission -----------------------------------------------------------------------------------------------
def _add(part, kind: str, operands: list[Value], attrs: dict, loc: str, sharding) -> Value:
    v = part.out.add_op(kind, operands, attrs, loc=loc).result
    v.sharding = sharding
    return v


def _fill(part, window: Window, operands: list[Value], op: Op) -> Value | None:
    if window.fill is None:
        return None
    kind, what = window.fill
    if kind == "operand":
        return operands[what]
    dtype = op.operands[0].dtype
    value = reducer_identity(what, dtype)
    return _add(part, "constant", [], {"value": value}, op.loc, Sharding([]))


def _buffer(part, x: Value, dp: _DimPlan, seg: _Segment, why: str) -> Value:
    """The pieces this operand's devices exchange, concatenated with the own shard in shard order."""
    if not seg.split or not seg.sends:  # whole, or no device reads this operand (all fill)
        return x
    from .partition import CollectiveRecord
    mesh = part.mesh
    s = x.shape[dp.dim]
    pieces = []
    for snd in seg.sends:
        if snd.delta == 0:
            pieces.append(x)
            continue
        piece = x
        if snd.m != s or any(snd.offsets.values()):
            starts = tuple(snd.offsets.get(dev, 0) for dev in range(mesh.size))
            piece = _add(part, "halo_window", [x], {"dim": dp.dim, "size": snd.m, "starts": starts,
                                                    "valid": ((0, snd.m),) * mesh.size}, why, x.sharding)
        attrs = {"pairs": tuple(snd.pairs), "axes": tuple(a for a in mesh.names if a in dp.axes), "n": len(snd.pairs)}
        part.records.append(CollectiveRecord.of("collective_permute", attrs, piece, why))
        pieces.append(_add(part, "collective_permute", [piece], attrs, why, x.sharding))
    if len(pieces) == 1:
        return pieces[0]
    return _add(part, "concatenate", pieces, {"dimension": dp.dim}, why, x.sharding)

