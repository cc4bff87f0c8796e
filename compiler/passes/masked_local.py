"""Masked local ops: a dim an op indexes at runtime stays split instead of being gathered.

The rule table marks runtime-indexed dims need-replication (gather's collapsed dims, the sliced dim
of dynamic_slice/dynamic_update_slice, scatter's inserted dims): computed naively they need the
whole dim on every device. An op whose entry has `masked_local` (ops/registry.MaskedLocal) can
instead keep that dim split: every device shifts the runtime indices by its shard's offset along
the dim and computes on its own shard, masking what falls elsewhere. A lookup (gather,
dynamic_slice) then gives a partial sum over the split axes (exactly one device holds each row),
which the partitioner finishes lazily like any partial value (all-reduce, or reduce-scatter when
the consumer wants the dim split); an update (scatter_add, dynamic_update_slice) writes only its
own shard and needs nothing more. This is Megatron-LM's vocab-parallel embedding and XLA's
masked gather.

The engine is generic: which tensor and dims may stay split and how the masked op is written come
from the rule table; here the split axes are read off that tensor's layout, both plans are costed
with the reshard planner (resharding every operand + finishing the result), and the masked one is
taken when it moves no more bytes than gathering the dim. A device's offset along a split dim is an
`iota` over the shards cut by `all_slice` (each device keeps its own entry), so the simulator, the
multi-device lowering (offsets folded per device) and the SPMD emitter (a partition-id-indexed
table) need nothing new.
"""
from __future__ import annotations

import weakref

import numpy as np

from shardflow.runtime.errors import ShardingError
from shardflow.runtime.sharding import Sharding

from .. import dtypes
from ..ir import Op, TensorType, Value
from ..ops.registry import OpDef
from .factors import project, unproject
from .reshard_plan import plan_cost


_OFFSETS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # per-device program -> its offsets


class LocalBuilder:
    """What an op's `MaskedLocal.build` writes the per-device op with: `add` appends an op to the
    per-device program, `const` a constant, `offset(d, dtype)` this device's start along the split
    dim d (a scalar), `split` maps each split dim to its local size; `op` is the global op (its
    attributes and global operand types)."""

    def __init__(self, part, op: Op, split: dict[int, tuple[tuple[str, ...], int]]):
        self.part, self.op, self.loc = part, op, op.loc
        self.axes = {d: axes for d, (axes, _) in split.items()}
        self.split = {d: size for d, (_, size) in split.items()}
        # offsets are per (axes, local size, dtype), shared by every masked op of the program
        self._offsets: dict[tuple, Value] = _OFFSETS.setdefault(part.out, {})

    def add(self, kind: str, operands, attrs: dict | None = None) -> Value:
        return self.part.out.add_op(kind, list(operands), attrs or {}, loc=self.loc).result

    def const(self, value, dtype: str) -> Value:
        return self.add("constant", [], {"value": np.asarray(value, dtypes.to_numpy(dtype))})

    def full(self, shape, value, dtype: str) -> Value:
        """A splat constant (splats stay unmaterialized in the lowering)."""
        return self.const(np.full(tuple(shape), value, dtypes.to_numpy(dtype)), dtype)

    def offset(self, dim: int, dtype: str) -> Value:
        """This device's global start along split dim `dim` (shard position * local size), a scalar."""
        key = (self.axes[dim], self.split[dim], dtype)
        if key not in self._offsets:
            axes, mesh = self.axes[dim], self.part.mesh
            n = 1
            for a in axes:
                n *= mesh.axis_size(a)
            table = self.add("iota", [], {"shape": (n,), "iota_dimension": 0, "dtype": dtype})
            table = self.add("multiply", [table, self.full((n,), self.split[dim], dtype)])
            mine = self.add("all_slice", [table], {"dim": 0, "axes": tuple(axes), "n": n})
            self._offsets[key] = self.add("reshape", [mine], {"shape": ()})
        return self._offsets[key]


def partition_masked(part, op: Op, opdef: OpDef, rule, assign, carry=(), carriers=()) -> Value | None:
    """The op's local result computed masked (with its sharding set), or None when the op has no
    maskable split dim or gathering moves fewer bytes; `part` is the partitioner, `assign` the
    factor axes it chose for everything else."""
    from .partition import _describe, _prefix_without
    mesh = part.mesh
    res = op.results[0]
    spec = opdef.masked_local([v.type for v in op.operands], [v.type for v in op.results], op.attrs)
    if spec is None or (rule.reducer != "add" and any(assign.get(f) for f in rule.reduction)):
        return None  # (a max/min partial result is finished at once by the partitioner, not here)
    if spec.tensor < 0:
        dims, factors, shape = res.sharding.dims, rule.results[0], res.shape
    else:
        dims, factors, shape = part.local[op.operands[spec.tensor]].sharding.dims, rule.operands[spec.tensor], \
            op.operands[spec.tensor].shape
    proj = project(dims, factors, rule.sizes, mesh)
    red = sorted(rule.reduction)

    def option(base):
        """The masked plan on top of `base`: (assign, partial axes, split dims) or None."""
        used = {a for axes in base.values() for a in axes} | set(carry)
        extra, split = {}, {}
        for d in spec.dims:
            if len(factors[d]) != 1:
                continue
            axes = _prefix_without(proj.get(factors[d][0], ()), used)
            n = mesh.group_size(axes)
            if n <= 1 or shape[d] % n:
                continue
            extra[factors[d][0]] = axes
            used.update(axes)
            split[d] = (axes, shape[d] // n)
        if not split:
            return None
        partial = tuple(a for f in red for a in base.get(f, ())) + tuple(carry)
        if spec.partial:
            partial += tuple(a for axes in extra.values() for a in axes)
        return {**base, **extra}, partial, split

    # the split dims keep the axes the op's other factors leave them, or take theirs (the result is
    # then computed less split and finished by a reduce-scatter, as `choose` does for reductions)
    wanted = {a for d in spec.dims if len(factors[d]) == 1 for a in proj.get(factors[d][0], ())} - set(carry)
    options = [option(assign), option({f: _prefix_without(a, wanted) for f, a in assign.items()})]
    options = [o for o in options if o is not None]
    if not options:
        return None

    def needs(a):
        return [Sharding(unproject(a, rule.operands[k], rule.sizes, mesh), carry if k in carriers else ())
                for k in range(len(op.operands))]

    def cost(a, partial) -> float:
        total = 0.0
        for v, need in zip(op.operands, needs(a), strict=True):
            lv = part.local[v]
            if (id(lv), need.padded(len(v.shape))) in part.resharded:
                continue  # that layout exists already (another consumer made it): it costs nothing more
            total += plan_cost(lv.sharding, need, part.global_shape(lv), dtypes.itemsize(lv.dtype), mesh)
        out = Sharding(unproject(a, rule.results[0], rule.sizes, mesh), partial)
        return total + plan_cost(out, Sharding(res.sharding.dims), res.shape, dtypes.itemsize(res.dtype), mesh)

    masked, masked_partial, split = min(options, key=lambda o: cost(o[0], o[1]))
    base_partial = tuple(a for f in red for a in assign.get(f, ())) + tuple(carry)
    if cost(masked, masked_partial) > cost(assign, base_partial):
        return None  # gathering the dim moves fewer bytes
    where = _describe(op)
    operands = [part.reshard(part.local[v], need, f"operand {k} of {where}")
                for k, (v, need) in enumerate(zip(op.operands, needs(masked), strict=True))]
    res_dims = unproject(masked, rule.results[0], rule.sizes, mesh)
    new = spec.build(LocalBuilder(part, op, split), operands, part.localize(op, res_dims))
    want = TensorType(Sharding(res_dims).local_shape(res.shape, mesh), res.dtype)
    if new.type != want:
        raise ShardingError(f"masked {where} built a {new.type}, the partitioner expects {want}")
    new.sharding = Sharding(res_dims, masked_partial)
    if masked_partial:
        part.origin[new] = part.origin.get(operands[carriers[0]], where) if carry else where
    return new
