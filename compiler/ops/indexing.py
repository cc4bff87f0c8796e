"""Indexing ops: reverse, dynamic_slice, dynamic_update_slice, gather, scatter_add.

Sharding rules, in Shardy's terms:

- reverse: reversed dims need replication (device k would need device n-1-k's piece); others pass.
- dynamic_slice / dynamic_update_slice: a dim taken whole (slice or update size == operand size)
  passes through (its start is clamped to 0 on every device); a sliced or updated dim needs
  replication. The scalar start indices have no dims.
- gather: an operand dim taken whole (slice size == dim size, not collapsed) shares a factor with
  its result offset dim, so a column-split embedding table stays split; the index batch dims share
  factors with the result batch dims (a data-split batch of ids stays split); operand batching dims
  (take_along_axis) share them too. Indexed, collapsed and narrower-sliced operand dims and the index
  vector dim need replication.
- scatter_add: `zeros(shape)` with every update window added at its index (StableHLO scatter with an
  add body whose base is zeros; the importer adds a non-zero base separately). The update scatter
  dims are *reduction* factors: with the ids split over `data`, each device scatters its own updates
  into a whole result and the partial sums are finished by an all-reduce (or reduce-scatter), as
  for a data-parallel matmul. Window dims taken whole pass through; indexed ones need replication.

Masked local ops (`masked_local`, passes/masked_local.py): the need-replication dims above that are
indexed at run time may instead stay split when that moves fewer bytes. gather (window size 1 on
the dim: an embedding table split on the vocabulary) clamps the indices into the global table,
shifts them by the device's shard offset, gathers locally and zeroes the rows outside the shard: a
partial sum. dynamic_slice slices the zero-padded local shard: a partial sum. scatter_add shifts the
indices: the local scatter skips the updates of other shards. dynamic_update_slice writes into the
local shard padded by the update's size and slices it back: only the part of the update inside the
shard lands in it.

Index semantics follow StableHLO/XLA: gather and dynamic_slice clamp start indices into range;
scatter skips an update whose window does not fit (XLA's behaviour; the spec leaves it to the
implementation, and IREE does the same).
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..emit.mlir_text import i64_array
from ..importer.attrs import PROMISES, dimension_numbers, ints, printed_as_read
from ..ir import TensorType
from .registry import OPS, FactorRule, MaskedLocal, OpDef, OpError, is_float_array, register, whole_or_through
from .vjp_kit import F, zeros_like


# helpers -------------------------------------------------------------------------------------------
class _Factors:
    """Builds a FactorRule one factor at a time."""

    def __init__(self):
        self.sizes: list[int] = []
        self.need: set[int] = set()
        self.red: set[int] = set()
        self.shardy_pass: set[int] = set()

    def new(self, size: int, *, need: bool = False, reduction: bool = False, shardy_pass: bool = False) -> list[int]:
        """A factor; `shardy_pass`: a need-replication one that Shardy's rule makes pass-through."""
        self.sizes.append(int(size))
        f = len(self.sizes) - 1
        if need:
            self.need.add(f)
        if reduction:
            self.red.add(f)
        if shardy_pass:
            self.shardy_pass.add(f)
        return [f]

    def rule(self, operands, results) -> FactorRule:
        return FactorRule(operands, results, self.sizes, reduction=self.red, need_replication=self.need,
                          shardy_pass_through=self.shardy_pass)


def _dims(attrs, key) -> tuple[int, ...]:
    return tuple(int(d) for d in (attrs.get(key) or ()))


def _check_dims(name: str, what: str, dims, rank: int, *, sorted_=False):
    if len(set(dims)) != len(dims) or any(not 0 <= d < rank for d in dims):
        raise OpError(f"{name}: {what} {list(dims)} must be distinct dims in [0, {rank})")
    if sorted_ and list(dims) != sorted(dims):
        raise OpError(f"{name}: {what} {list(dims)} must be sorted")


def _scalar_starts(name: str, types, rank: int):
    if len(types) != rank:
        raise OpError(f"{name}: needs one start index per operand dimension ({rank}), got {len(types)}")
    for t in types:
        if t.shape != () or not dtypes.is_int(t.dtype):
            raise OpError(f"{name}: start indices must be integer scalars, got {t}")


def _clamped_starts(xs, shape, sizes) -> list[int]:
    # reshape(-1): the SPMD simulator hands scalar inputs over as 1-element arrays
    return [int(min(max(int(np.asarray(s).reshape(-1)[0]), 0), n - k)) for s, n, k in zip(xs, shape, sizes)]


# reverse -------------------------------------------------------------------------------------------
def _reverse_infer(types, attrs):
    if len(types) != 1:
        raise OpError(f"reverse takes 1 operand, got {len(types)}")
    _check_dims("reverse", "dimensions", _dims(attrs, "dimensions"), types[0].rank)
    return [types[0]]


def _reverse_factors(operand_types, result_types, attrs):
    """A reversed dim is one need-replication factor of the operand and the result (Shardy's
    permutation factor): Shardy's strategies let layouts through it (`--propagate`), compiling's
    does not, and the partitioner computes the dim whole."""
    t = operand_types[0]
    rev = set(_dims(attrs, "dimensions"))
    fb = _Factors()
    dims = [fb.new(t.shape[d], need=d in rev and t.shape[d] > 1) for d in range(t.rank)]
    return fb.rule([dims], [list(dims)])


def _reverse_import(imp, op, ins, where):
    return [imp.add("reverse", ins, {"dimensions": ints(op.attributes["dimensions"])}, where)]


def reads_a_strided_view(op) -> bool:
    """Whether operand 0 of `op` is a slice that is not one block of its operand's memory (a stride,
    or a dim cut inside others not taken whole: `x[:2, :, 1:2]` of a (4, 7, 2) x). IREE 3.13's CPU
    code generation fails on such a slice fused into one dispatch with a reverse or a gather ("LLVM
    Translation failed for operation: builtin.unrealized_conversion_cast"): `jnp.flip(x[:, ::2], 0)`,
    a gather from the columns of a table another device gathered (random program 170016)."""
    inner = op.operands[0].producer
    if inner is None or inner.kind != "slice":
        return False
    whole, part = inner.operands[0].shape, inner.result.shape
    strides = inner.attrs.get("strides") or (1,) * len(whole)
    if any(int(s) > 1 and n > 1 for s, n in zip(strides, part, strict=True)):
        return True
    cut = [d for d, (n, m) in enumerate(zip(part, whole, strict=True)) if n != m]
    return bool(cut) and any(n > 1 for n in part[:cut[-1]])


def _reverse_for_iree(types, attrs):
    """IREE 3.13 cannot reverse unsigned integers ("failed to legalize operation 'linalg.generic'
    that was explicitly marked illegal"): their bits are reversed as the signless type."""
    t = types[0]
    if not dtypes.is_unsigned(t.dtype) or attrs.get("signless"):
        return None
    from ..ir import Graph
    g = Graph("reverse")
    bits = g.add_op("bitcast_convert", [g.add_input(t)], {"dtype": f"i{dtypes.bit_width(t.dtype)}"}).result
    rev = g.add_op("reverse", [bits], {**attrs, "signless": True}).result
    g.set_outputs([g.add_op("bitcast_convert", [rev], {"dtype": t.dtype}).result])
    return g


register(OpDef("reverse", _reverse_infer,
               lambda xs, at: [np.flip(xs[0], axis=_dims(at, "dimensions")).copy()], _reverse_factors,
               partial_linear="all", hlo_attrs=lambda a: {"dimensions": i64_array(a["dimensions"])},
               fence_operand=reads_a_strided_view, for_iree=_reverse_for_iree,
               vjp=lambda op, ins, outs, g: [F.reverse(g, op.attrs["dimensions"])],
               imports={"stablehlo.reverse": _reverse_import}))


# dynamic_slice -------------------------------------------------------------------------------------
def _ds_infer(types, attrs):
    if not types:
        raise OpError("dynamic_slice takes an operand and its start indices")
    t = types[0]
    _scalar_starts("dynamic_slice", types[1:], t.rank)
    sizes = _dims(attrs, "slice_sizes")
    if len(sizes) != t.rank or any(not 0 <= k <= n for k, n in zip(sizes, t.shape)):
        raise OpError(f"dynamic_slice: slice_sizes {list(sizes)} must have one entry per dimension of "
                      f"{list(t.shape)}, each between 0 and the dimension's size")
    return [TensorType(sizes, t.dtype)]


def _ds_ref(xs, attrs):
    a, starts = xs[0], xs[1:]
    sizes = _dims(attrs, "slice_sizes")
    st = _clamped_starts(starts, a.shape, sizes)
    return [a[tuple(slice(s, s + k) for s, k in zip(st, sizes))].copy()]


def _ds_factors(operand_types, result_types, attrs):
    t, r = operand_types[0], result_types[0]
    opd, res, sizes, need = whole_or_through(t, r, lambda d: t.shape[d] == r.shape[d])
    return FactorRule([opd] + [[] for _ in operand_types[1:]], [res], sizes,  # sliced dims computed whole
                      need_replication=need)


def _ds_vjp(op, ins, outs, g):
    x, starts = ins[0], ins[1:]
    return [F.dynamic_update_slice(zeros_like(x), g, starts)] + [None] * len(starts)


def _ds_import(imp, op, ins, where):
    return [imp.add("dynamic_slice", ins, {"slice_sizes": ints(op.attributes["slice_sizes"])}, where)]


def _ds_forwards(known, operands, attrs) -> int | None:
    """A slice as large as its operand is the operand, wherever it starts (the starts clamp to 0;
    IREE folds it away): operand 0."""
    return 0 if tuple(attrs["slice_sizes"]) == tuple(operands[0].type.shape) else None


register(OpDef("dynamic_slice", _ds_infer, _ds_ref, _ds_factors, partial_linear="first", vjp=_ds_vjp, flows_early="FORWARD",
               forwards=_ds_forwards, hlo_attrs=lambda a: {"slice_sizes": i64_array(a["slice_sizes"])},
               imports={"stablehlo.dynamic_slice": _ds_import}))


# dynamic_update_slice ------------------------------------------------------------------------------
def _dus_infer(types, attrs):
    if len(types) < 2:
        raise OpError("dynamic_update_slice takes an operand, an update and start indices")
    t, u = types[0], types[1]
    _scalar_starts("dynamic_update_slice", types[2:], t.rank)
    if u.dtype != t.dtype:
        raise OpError(f"dynamic_update_slice: update dtype {u.dtype} differs from the operand's {t.dtype}")
    if u.rank != t.rank or any(k > n for k, n in zip(u.shape, t.shape)):
        raise OpError(f"dynamic_update_slice: update shape {list(u.shape)} must fit in the operand "
                      f"{list(t.shape)}")
    return [t]


def _dus_ref(xs, attrs):
    a, u, starts = xs[0], xs[1], xs[2:]
    st = _clamped_starts(starts, a.shape, u.shape)
    out = a.copy()
    out[tuple(slice(s, s + k) for s, k in zip(st, u.shape))] = u
    return [out]


def _dus_factors(operand_types, result_types, attrs):
    t, u = operand_types[0], operand_types[1]
    opd, upd, sizes, need = whole_or_through(t, u, lambda d: t.shape[d] == u.shape[d])
    return FactorRule([opd, upd] + [[] for _ in operand_types[2:]], [opd], sizes,  # updated dims computed whole
                      need_replication=need)


def _dus_vjp(op, ins, outs, g):
    u, starts = ins[1], ins[2:]
    # both clamp the starts the same way (into [0, size - update size])
    return ([F.dynamic_update_slice(g, zeros_like(u), starts), F.dynamic_slice(g, starts, u.shape)]
            + [None] * len(starts))


def _dus_import(imp, op, ins, where):
    return [imp.add("dynamic_update_slice", ins, None, where)]


register(OpDef("dynamic_update_slice", _dus_infer, _dus_ref, _dus_factors, vjp=_dus_vjp, flows_early="FORWARD",
               imports={"stablehlo.dynamic_update_slice": _dus_import}, updates_in_place=True))


# gather --------------------------------------------------------------------------------------------
GATHER_KEYS = ("offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims",
               "start_index_map")
SCATTER_KEYS = ("update_window_dims", "inserted_window_dims", "input_batching_dims",
                "scatter_indices_batching_dims", "scatter_dims_to_operand_dims")


def _index_batch_dims(idx_rank: int, ivd: int) -> list[int]:
    """The dims of the indices that enumerate lookups (all but the index vector dim)."""
    return [i for i in range(idx_rank) if i != ivd]


def _check_indexing(name, operand_shape, idx, ivd, index_map, obatch, ibatch, collapsed, window_sizes):
    """Checks shared by gather and scatter (StableHLO's constraints, in gather's names)."""
    rank = len(operand_shape)
    if not dtypes.is_int(idx.dtype):
        raise OpError(f"{name}: indices must be integers, got {idx.dtype}")
    if not 0 <= ivd <= idx.rank:
        raise OpError(f"{name}: index_vector_dim {ivd} out of range for rank-{idx.rank} indices")
    k = idx.shape[ivd] if ivd < idx.rank else 1
    if len(index_map) != k:
        raise OpError(f"{name}: the index vector has {k} components but the index map lists {len(index_map)} "
                      f"dims {list(index_map)}")
    _check_dims(name, "the index map", index_map, rank)
    _check_dims(name, "collapsed/inserted dims", collapsed, rank, sorted_=True)
    _check_dims(name, "operand batching dims", obatch, rank, sorted_=True)
    _check_dims(name, "index batching dims", ibatch, idx.rank)
    if len(obatch) != len(ibatch):
        raise OpError(f"{name}: operand batching dims {list(obatch)} and index batching dims {list(ibatch)} "
                      f"must pair up")
    if set(collapsed) & set(obatch) or set(index_map) & set(obatch):
        raise OpError(f"{name}: operand batching dims {list(obatch)} may be neither collapsed nor indexed")
    if ivd in ibatch:
        raise OpError(f"{name}: the index vector dim {ivd} cannot be a batching dim")
    for od, i in zip(obatch, ibatch):
        if operand_shape[od] != idx.shape[i]:
            raise OpError(f"{name}: operand batching dim {od} (size {operand_shape[od]}) and index batching "
                          f"dim {i} (size {idx.shape[i]}) differ")
    for d in list(collapsed) + list(obatch):
        if window_sizes[d] > 1:
            raise OpError(f"{name}: collapsed/inserted and batching dims take windows of size <= 1, dim {d} "
                          f"takes {window_sizes[d]}")
    for d in range(rank):
        if not 0 <= window_sizes[d] <= operand_shape[d]:
            raise OpError(f"{name}: the window size {window_sizes[d]} of dim {d} must be between 0 and its "
                          f"size {operand_shape[d]}")


def _gather_dn(attrs):
    return ({k: _dims(attrs, k) for k in GATHER_KEYS}, int(attrs["index_vector_dim"]), _dims(attrs, "slice_sizes"))


def _gather_infer(types, attrs):
    if len(types) != 2:
        raise OpError(f"gather takes 2 operands (operand, start indices), got {len(types)}")
    t, idx = types
    dn, ivd, sizes = _gather_dn(attrs)
    if len(sizes) != t.rank:
        raise OpError(f"gather: slice_sizes {list(sizes)} needs one entry per operand dimension ({t.rank})")
    _check_indexing("gather", t.shape, idx, ivd, dn["start_index_map"], dn["operand_batching_dims"],
                    dn["start_indices_batching_dims"], dn["collapsed_slice_dims"], sizes)
    window = [d for d in range(t.rank) if d not in dn["collapsed_slice_dims"] + dn["operand_batching_dims"]]
    batch = [idx.shape[i] for i in _index_batch_dims(idx.rank, ivd)]
    offset = dn["offset_dims"]
    rank = len(batch) + len(window)
    if len(offset) != len(window):
        raise OpError(f"gather: offset_dims {list(offset)} needs one entry per operand dim that is neither "
                      f"collapsed nor batching ({len(window)})")
    _check_dims("gather", "offset_dims", offset, rank, sorted_=True)
    shape, b, w = [], iter(batch), iter(window)
    for r in range(rank):
        shape.append(sizes[next(w)] if r in offset else next(b))
    return [TensorType(tuple(shape), t.dtype)]


def _lookup(operand_shape, idx, ivd, index_map, obatch, ibatch, window_dims, window_sizes, clamp):
    """Operand index arrays for every (lookup, window position), shaped batch + window, and (for
    scatter) which lookups are in bounds. StableHLO's index arithmetic, vectorized."""
    if ivd == idx.ndim:
        idx = idx[..., None]
    idxm = np.moveaxis(idx, ivd, -1).astype(np.int64)
    batch_shape = idxm.shape[:-1]
    nb, nw = len(batch_shape), len(window_dims)
    valid = np.ones(batch_shape, bool)
    arrays = []
    for d in range(len(operand_shape)):
        start = np.zeros(batch_shape, np.int64)
        if d in index_map:
            s = idxm[..., index_map.index(d)]
            hi = operand_shape[d] - window_sizes[d]
            if clamp:
                s = np.clip(s, 0, hi)
            else:
                valid &= (s >= 0) & (s <= hi)
            start = start + s
        if d in obatch:
            i = ibatch[obatch.index(d)]
            pos = i if i < ivd else i - 1
            start = start + np.arange(batch_shape[pos]).reshape([-1 if k == pos else 1 for k in range(nb)])
        a = start.reshape(batch_shape + (1,) * nw)
        if d in window_dims:
            j = window_dims.index(d)
            a = a + np.arange(window_sizes[d]).reshape((1,) * nb + tuple(-1 if k == j else 1 for k in range(nw)))
        arrays.append(a)
    full = batch_shape + tuple(window_sizes[d] for d in window_dims)
    return [np.broadcast_to(a, full) for a in arrays], valid, nb


def _gather_ref(xs, attrs):
    a, idx = xs
    dn, ivd, sizes = _gather_dn(attrs)
    window = [d for d in range(a.ndim) if d not in dn["collapsed_slice_dims"] + dn["operand_batching_dims"]]
    arrays, _, nb = _lookup(a.shape, idx, ivd, dn["start_index_map"], dn["operand_batching_dims"],
                            dn["start_indices_batching_dims"], window, sizes, clamp=True)
    out = a[tuple(arrays)] if a.size else np.zeros(arrays[0].shape if arrays else (), a.dtype)
    offset = dn["offset_dims"]
    rank = out.ndim
    perm, b, w = [], iter(range(nb)), iter(range(nb, rank))
    for r in range(rank):
        perm.append(next(w) if r in offset else next(b))
    return [np.transpose(out, perm).copy()]


def _gather_factors(operand_types, result_types, attrs):
    t, idx = operand_types
    r = result_types[0]
    dn, ivd, sizes = _gather_dn(attrs)
    fb = _Factors()
    opd: list = [None] * t.rank
    idd: list = [None] * idx.rank
    rsd: list = [None] * r.rank
    offset = dn["offset_dims"]
    batch_res = [d for d in range(r.rank) if d not in offset]
    for j, i in enumerate(_index_batch_dims(idx.rank, ivd)):
        idd[i] = fb.new(idx.shape[i])
        rsd[batch_res[j]] = idd[i]
    if ivd < idx.rank:
        idd[ivd] = fb.new(idx.shape[ivd], need=True)
    for od, i in zip(dn["operand_batching_dims"], dn["start_indices_batching_dims"]):
        opd[od] = idd[i]
    window = [d for d in range(t.rank) if d not in dn["collapsed_slice_dims"] + dn["operand_batching_dims"]]
    for j, d in enumerate(window):
        if sizes[d] == t.shape[d]:  # taken whole (an indexed one is clamped to start 0): passes through
            opd[d] = rsd[offset[j]] = fb.new(t.shape[d])
        else:
            opd[d] = fb.new(t.shape[d], need=True)
            rsd[offset[j]] = fb.new(sizes[d], need=True)
    for d in dn["collapsed_slice_dims"]:
        opd[d] = fb.new(t.shape[d], need=True)
    return fb.rule([opd, idd], [rsd])


def hlo_dimension_numbers(kind: str, keys, a) -> str:
    """`#stablehlo.gather<...>` / `#stablehlo.scatter<...>`: the non-empty lists, then index_vector_dim."""
    parts = [f"{k} = {[int(d) for d in a[k]]}" for k in keys if a.get(k)]
    parts.append(f"index_vector_dim = {int(a['index_vector_dim'])}")
    return f"#stablehlo.{kind}<" + ", ".join(parts) + ">"


def promises(attrs: dict, keys=("indices_are_sorted", "unique_indices"), w=None) -> dict[str, str]:
    """The indexing promises to print for a gather or scatter (`keys`): as it was read when printed
    (importer/attrs.py `written_promises`), else each false (for IREE always)."""
    if (w is not None and w.lower_indexing) or PROMISES not in attrs:
        return {k: "false" for k in keys}
    return {k: v for k, v in attrs[PROMISES].items() if k in keys}


def _gather_hlo_attrs(a):
    return {"dimension_numbers": hlo_dimension_numbers("gather", GATHER_KEYS, a),
            "slice_sizes": i64_array(a["slice_sizes"]), **promises(a, ("indices_are_sorted",))}


def _gather_emit(w, op, out, extra):
    """For IREE (`w.lower_indexing`), stablehlo.gather with canonical indices (the writer's
    canonical_indices); otherwise the generic form."""
    if not w.lower_indexing:
        w.generic(op, out, extra)
        return
    x, idx = op.operands
    res = op.results[0]
    (i, it), at, _ = w.canonical_indices((w.name(idx), idx.type), dict(op.attrs), True, x.shape,
                                         list(op.attrs["slice_sizes"]))
    attrs = {**_gather_hlo_attrs(at), **extra}
    w.lines.append(f'{out} = "stablehlo.gather"({w.name(x)}, {i}){w.attr_dict(attrs)}'
                   f' : ({x.type.mlir()}, {it.mlir()}) -> {res.type.mlir()}')


def _gather_vjp(op, ins, outs, g):
    """A scatter-add of the cotangent into zeros, at the indices gather used (clamped like it)."""
    x, idx = ins
    at = op.attrs
    ivd, smap, sizes = at["index_vector_dim"], tuple(at["start_index_map"]), tuple(at["slice_sizes"])
    hi = _upper(idx, ivd, [x.shape[d] - sizes[d] for d in smap])
    idx = F.clamp(idx, 0, hi)
    return [F.scatter_add(x.shape, idx, g, update_window_dims=at["offset_dims"],
                          inserted_window_dims=at["collapsed_slice_dims"], scatter_dims_to_operand_dims=smap,
                          index_vector_dim=ivd, input_batching_dims=at.get("operand_batching_dims", ()),
                          scatter_indices_batching_dims=at.get("start_indices_batching_dims", ())), None]


def _upper(idx, ivd, bounds):
    """The largest valid start per index-vector component, shaped like `idx` (or a Python int)."""
    if ivd < idx.ndim:
        vec = F.constant(np.array(bounds, dtype=dtypes.to_numpy(idx.dtype)))
        return F.broadcast_in_dim(vec, idx.shape, (ivd,))
    return int(bounds[0])


def _gather_import(imp, op, ins, where):
    dn = dimension_numbers(op.attributes["dimension_numbers"])
    attrs = {k: dn.get(k, ()) for k in GATHER_KEYS}
    attrs["index_vector_dim"] = dn["index_vector_dim"]
    attrs["slice_sizes"] = ints(op.attributes["slice_sizes"])
    return [imp.add("gather", ins, {**attrs, **printed_as_read(imp, op)}, where)]


register(OpDef("gather", _gather_infer, _gather_ref, _gather_factors, partial_linear="first",
               fence_operand=reads_a_strided_view, hlo_attrs=_gather_hlo_attrs, emit_result=_gather_emit,
               vjp=_gather_vjp,
               imports={"stablehlo.gather": _gather_import}))


# scatter_add ---------------------------------------------------------------------------------------
def _scatter_dn(attrs):
    return {k: _dims(attrs, k) for k in SCATTER_KEYS}, int(attrs["index_vector_dim"]), tuple(attrs["shape"])


def _scatter_windows(dn, shape, upd_shape):
    """(result dims that take a window dim of the updates, in order; window size per result dim)."""
    window = [d for d in range(len(shape)) if d not in dn["inserted_window_dims"] + dn["input_batching_dims"]]
    sizes = [1] * len(shape)
    for d, u in zip(window, dn["update_window_dims"]):
        sizes[d] = upd_shape[u]
    return window, sizes


def _scatter_infer(types, attrs):
    if len(types) not in (2, 3):
        raise OpError(f"scatter_add takes 2 operands (indices, updates; or 3: and the base it adds into), "
                      f"got {len(types)}")
    idx, upd = types[:2]
    dn, ivd, shape = _scatter_dn(attrs)
    if len(types) == 3 and (tuple(types[2].shape) != tuple(shape) or types[2].dtype != upd.dtype):
        raise OpError(f"scatter_add: the base must be a {upd.dtype} tensor of shape {tuple(shape)}, got {types[2]}")
    if upd.dtype == "i1":
        raise OpError("scatter_add cannot add i1 values; convert them first")
    uwd = dn["update_window_dims"]
    window = [d for d in range(len(shape)) if d not in dn["inserted_window_dims"] + dn["input_batching_dims"]]
    if len(uwd) != len(window):
        raise OpError(f"scatter_add: update_window_dims {list(uwd)} needs one entry per result dim that is "
                      f"neither inserted nor batching ({len(window)})")
    _check_dims("scatter_add", "update_window_dims", uwd, upd.rank, sorted_=True)
    batch = [idx.shape[i] for i in _index_batch_dims(idx.rank, ivd)]
    scatter_dims = [d for d in range(upd.rank) if d not in uwd]
    if [upd.shape[d] for d in scatter_dims] != batch:
        raise OpError(f"scatter_add: the update scatter dims {[upd.shape[d] for d in scatter_dims]} must match "
                      f"the index batch dims {batch}")
    _, sizes = _scatter_windows(dn, shape, upd.shape)
    _check_indexing("scatter_add", shape, idx, ivd, dn["scatter_dims_to_operand_dims"], dn["input_batching_dims"],
                    dn["scatter_indices_batching_dims"], dn["inserted_window_dims"], sizes)
    return [TensorType(shape, upd.dtype)]


def _scatter_ref(xs, attrs):
    idx, upd = xs
    dn, ivd, shape = _scatter_dn(attrs)
    window, sizes = _scatter_windows(dn, shape, upd.shape)
    arrays, valid, nb = _lookup(shape, idx, ivd, dn["scatter_dims_to_operand_dims"], dn["input_batching_dims"],
                                dn["scatter_indices_batching_dims"], window, sizes, clamp=False)
    uwd = dn["update_window_dims"]
    u = np.transpose(upd, [d for d in range(upd.ndim) if d not in uwd] + list(uwd))
    wide = np.float64 if upd.dtype == np.float64 else np.float32 if is_float_array(upd) else upd.dtype
    out = np.zeros(shape, wide)
    if u.size:
        keep = np.broadcast_to(valid.reshape(valid.shape + (1,) * (u.ndim - nb)), u.shape)
        np.add.at(out, tuple(a[keep] for a in arrays), u[keep].astype(wide))
    return [out.astype(upd.dtype)]


def scatter_dim_factors(fb, shape, idx, upd, dn, ivd, combiner: str) -> tuple[list, list, list]:
    """Per-dim factors of a scatter into a base/result of `shape`: (base dims, index dims, update
    dims). An index batch dim one-to-one with a base dim shares its factor; any other sends every
    update along it into the same base element: a reduction for add/max/min (partial results),
    computed whole for set/mul. Window dims pass through when the update spans the whole base dim."""
    bd: list = [None] * len(shape)
    idd: list = [None] * idx.rank
    ud: list = [None] * upd.rank
    uwd = dn["update_window_dims"]
    scatter_dims = [d for d in range(upd.rank) if d not in uwd]
    batching = dict(zip(dn["scatter_indices_batching_dims"], dn["input_batching_dims"], strict=True))
    for j, i in enumerate(_index_batch_dims(idx.rank, ivd)):
        if i in batching:
            idd[i] = fb.new(idx.shape[i])
            bd[batching[i]] = idd[i]
        else:
            whole = combiner in ("set", "mul")
            idd[i] = fb.new(idx.shape[i], reduction=not whole, need=whole)
        ud[scatter_dims[j]] = idd[i]
    if ivd < idx.rank:
        idd[ivd] = fb.new(idx.shape[ivd], need=True)
    window, _ = _scatter_windows(dn, shape, upd.shape)
    for d, u in zip(window, uwd, strict=True):
        if upd.shape[u] == shape[d]:
            ud[u] = bd[d] = fb.new(shape[d])
        else:
            ud[u] = fb.new(upd.shape[u], need=True)
            bd[d] = fb.new(shape[d], need=True)
    for d in dn["inserted_window_dims"]:   # pass-through to Shardy: base and result share the dim
        bd[d] = fb.new(shape[d], need=True, shardy_pass=True)
    return bd, idd, ud


def _scatter_factors(operand_types, result_types, attrs):
    idx, upd = operand_types[:2]
    dn, ivd, shape = _scatter_dn(attrs)
    fb = _Factors()
    rsd, idd, ud = scatter_dim_factors(fb, shape, idx, upd, dn, ivd, "add")
    base = [rsd] * (len(operand_types) - 2)   # the base it adds into (printing): laid out as the result
    return fb.rule([idd, ud, *base], [rsd])


def _scatter_add_emit(w, op, out, extra):
    """stablehlo.scatter into a zero tensor of the result's type (or the base it was read with,
    printing), with an add body (for IREE in the layout the writer's lower_scatter makes)."""
    idx, upd = op.operands[:2]
    res = op.results[0]
    if upd.type.size == 0 and len(op.operands) == 2:  # nothing to add
        w.lines.append(f'{out} = "stablehlo.constant"() {{value = {w.zero_attr(res.type)}}} '
                       f': () -> {res.type.mlir()}')
        return
    at = dict(op.attrs)
    i, u = (w.name(idx), idx.type), (w.name(upd), upd.type)
    perm = None
    if w.lower_indexing:
        i, u, at, perm = w.lower_scatter(i, u, at)
    target, tt = w.scatter_target(out, res.type, perm)
    scalar = dtypes.tensor_type((), upd.dtype)
    zero = w.scatter_base((w.name(op.operands[2]), res.type), perm)[0] if len(op.operands) == 3 else \
        w.op_line("stablehlo.constant", [], tt, {"value": w.zero_attr(tt)})
    body = (f'^bb0(%lhs: {scalar}, %rhs: {scalar}):\n'
            f'  %r = "stablehlo.add"(%lhs, %rhs) : ({scalar}, {scalar}) -> {scalar}\n'
            f'  "stablehlo.return"(%r) : ({scalar}) -> ()')
    attrs = {"scatter_dimension_numbers": hlo_dimension_numbers("scatter", SCATTER_KEYS, at),
             **promises(op.attrs, w=w), **(extra if perm is None else {})}
    body = w.region_as_read(op) or body
    w.lines.append(f'{target} = "stablehlo.scatter"({zero}, {i[0]}, {u[0]}) ({{\n{body}\n}}){w.attr_dict(attrs)}'
                   f' : ({tt.mlir()}, {i[1].mlir()}, {u[1].mlir()}) -> {tt.mlir()}')
    w.scatter_back(target, out, res.type, perm, extra)


def _scatter_add_vjp(op, ins, outs, g):
    """Each update's cotangent is the cotangent at its window (a gather); updates that were skipped
    (window out of range) get zero."""
    idx, upd = ins
    at = op.attrs
    shape, ivd = tuple(at["shape"]), at["index_vector_dim"]
    smap, uwd = tuple(at["scatter_dims_to_operand_dims"]), tuple(at["update_window_dims"])
    inserted, obatch = tuple(at["inserted_window_dims"]), tuple(at.get("input_batching_dims", ()))
    window = [d for d in range(len(shape)) if d not in inserted + obatch]
    sizes = [1] * len(shape)
    for d, u in zip(window, uwd, strict=True):
        sizes[d] = upd.shape[u]
    gu = F.gather(g, idx, offset_dims=uwd, collapsed_slice_dims=inserted, start_index_map=smap,
                  index_vector_dim=ivd, slice_sizes=sizes, operand_batching_dims=obatch,
                  start_indices_batching_dims=at.get("scatter_indices_batching_dims", ()))
    hi = _upper(idx, ivd, [shape[d] - sizes[d] for d in smap])
    ok = F.logical_and(idx >= 0, idx <= hi)
    if ivd < idx.ndim:
        parts = []
        for k in range(idx.shape[ivd]):
            start = [0] * idx.ndim
            limit = list(idx.shape)
            start[ivd], limit[ivd] = k, k + 1
            parts.append(F.slice(ok, start, limit))
        ok = parts[0]
        for p in parts[1:]:
            ok = F.logical_and(ok, p)
        ok = F.reshape(ok, tuple(s for d, s in enumerate(idx.shape) if d != ivd))
    scatter_dims = tuple(d for d in range(upd.ndim) if d not in uwd)
    ok = F.broadcast_in_dim(ok, upd.shape, scatter_dims)
    return [None, F.where(ok, gu, zeros_like(gu))]


register(OpDef("scatter_add", _scatter_infer, _scatter_ref, _scatter_factors, emit_result=_scatter_add_emit,
               vjp=_scatter_add_vjp))


# per-device attributes (partition.localize) --------------------------------------------------------
def localize_attrs(kind: str, attrs: dict, local_result_shape) -> dict:
    """Attributes of the local op on a device whose result has `local_result_shape`: only dims that
    pass through can be split, and their sizes are the local result's."""
    at = dict(attrs)
    if kind == "dynamic_slice":
        at["slice_sizes"] = tuple(local_result_shape)
    elif kind == "scatter_add":
        at["shape"] = tuple(local_result_shape)
    elif kind == "gather":
        sizes = list(_dims(at, "slice_sizes"))
        rank = len(sizes)
        window = [d for d in range(rank) if d not in _dims(at, "collapsed_slice_dims") + _dims(at, "operand_batching_dims")]
        for d, r in zip(window, _dims(at, "offset_dims")):
            sizes[d] = local_result_shape[r]
        at["slice_sizes"] = tuple(sizes)
    return at


for _kind in ("dynamic_slice", "gather", "scatter_add"):
    OPS[_kind].localize = (lambda kind: lambda attrs, local_res, res_dims, *_: localize_attrs(kind, attrs, local_res))(_kind)


# masked local ops: a runtime-indexed dim kept split (passes/masked_local.py) -----------------------
def _signed(b, xs):
    """Index values as signed integers (unsigned ones widened to i64): shifting by a shard offset
    goes negative. Start indices of one op keep one dtype."""
    if not any(dtypes.is_unsigned(x.dtype) for x in xs):
        return list(xs)
    return [b.add("convert", [x], {"dtype": "i64"}) if x.dtype != "i64" else x for x in xs]


def _explicit_vector(b, idx, ivd):
    """Indices with the index vector as a real dim (a trailing size-1 one when ivd == rank)."""
    if ivd == idx.type.rank:
        idx = b.add("reshape", [idx], {"shape": tuple(idx.shape) + (1,)})
    return idx


def _shift_indices(b, idx, ivd, index_map, hi=None):
    """`idx` (clamped into [0, hi] per component when `hi` is given, as a gather does) minus this
    device's shard offset in every component that indexes a split dim."""
    dt, k = idx.dtype, idx.shape[ivd]
    if hi is not None:
        lo = b.full(idx.shape, 0, dt)
        top = b.add("broadcast_in_dim", [b.const(np.array(hi), dt)],
                    {"shape": idx.shape, "broadcast_dimensions": (ivd,)})
        idx = b.add("clamp", [lo, idx, top])
    off = None
    for j, d in enumerate(index_map):
        if d not in b.split:
            continue
        onehot = np.zeros(k)
        onehot[j] = 1
        o = b.add("broadcast_in_dim", [b.offset(d, dt)], {"shape": (k,), "broadcast_dimensions": ()})
        o = b.add("multiply", [o, b.const(onehot, dt)])
        off = o if off is None else b.add("add", [off, o])
    off = b.add("broadcast_in_dim", [off], {"shape": idx.shape, "broadcast_dimensions": (ivd,)})
    return b.add("subtract", [idx, off])


def _in_shard(b, idx, ivd, index_map):
    """Per lookup (the index batch shape): whether every shifted component of a split dim falls in
    this device's shard [0, local size)."""
    batch = tuple(n for i, n in enumerate(idx.shape) if i != ivd)
    ok = None
    for j, d in enumerate(index_map):
        if d not in b.split:
            continue
        start, limit = [0] * idx.type.rank, list(idx.shape)
        start[ivd], limit[ivd] = j, j + 1
        c = b.add("slice", [idx], {"start_indices": tuple(start), "limit_indices": tuple(limit),
                                   "strides": (1,) * idx.type.rank})
        c = b.add("reshape", [c], {"shape": batch})
        ge = b.add("compare", [c, b.full(batch, 0, idx.dtype)], {"comparison_direction": "GE"})
        lt = b.add("compare", [c, b.full(batch, b.split[d], idx.dtype)], {"comparison_direction": "LT"})
        inside = b.add("and", [ge, lt])
        ok = inside if ok is None else b.add("and", [ok, inside])
    return ok


def _gather_masked_build(b, operands, attrs):
    """Clamp the indices into the global table (gather's semantics), shift them by the shard
    offset, gather from the local shard, and zero the rows another device holds."""
    table, idx = operands
    ivd = int(attrs["index_vector_dim"])
    gt, gsizes = b.op.operands[0].type, _dims(b.op.attrs, "slice_sizes")
    smap = _dims(attrs, "start_index_map")
    (idx,) = _signed(b, [_explicit_vector(b, idx, ivd)])
    idx = _shift_indices(b, idx, ivd, smap, hi=[gt.shape[d] - gsizes[d] for d in smap])
    ok = _in_shard(b, idx, ivd, smap)
    rows = b.add("gather", [table, idx], attrs)
    offset = _dims(attrs, "offset_dims")
    batch = tuple(r for r in range(rows.type.rank) if r not in offset)
    ok = b.add("broadcast_in_dim", [ok], {"shape": rows.shape, "broadcast_dimensions": batch})
    return b.add("select", [ok, rows, b.full(rows.shape, 0, rows.dtype)])


def _gather_masked(operand_types, result_types, attrs):
    t = operand_types[0]
    _, _, sizes = _gather_dn(attrs)
    dims = tuple(d for d in _dims(attrs, "start_index_map") if sizes[d] == 1 and t.shape[d] > 1)
    return MaskedLocal(0, dims, True, _gather_masked_build) if dims and t.dtype != "i1" else None


def _scatter_masked_build(b, operands, attrs):
    """Shift the indices by the shard offset: the local scatter skips updates outside the shard
    (scatter's out-of-range rule), so each device adds exactly its own rows."""
    idx, upd = operands
    ivd = int(attrs["index_vector_dim"])
    (idx,) = _signed(b, [_explicit_vector(b, idx, ivd)])
    idx = _shift_indices(b, idx, ivd, _dims(attrs, "scatter_dims_to_operand_dims"))
    return b.add("scatter_add", [idx, upd], attrs)


def _scatter_masked(operand_types, result_types, attrs):
    dn, _, shape = _scatter_dn(attrs)
    _, sizes = _scatter_windows(dn, shape, operand_types[1].shape)
    dims = tuple(d for d in dn["scatter_dims_to_operand_dims"] if sizes[d] == 1 and shape[d] > 1)
    return MaskedLocal(-1, dims, False, _scatter_masked_build) if dims else None


def _local_starts(b, starts, shape, window):
    """Starts into the local shard padded by `window` on both sides of every split dim: the global
    start clamped (the op's semantics), minus the shard offset, plus the padding. A window that
    misses the shard lands wholly in the padding (the local op's own clamping keeps it there)."""
    starts = _signed(b, starts)
    out = list(starts)
    for d in b.split:
        s, dt = starts[d], starts[d].dtype
        s = b.add("clamp", [b.const(0, dt), s, b.const(shape[d] - window[d], dt)])
        s = b.add("subtract", [s, b.offset(d, dt)])
        out[d] = b.add("add", [s, b.const(window[d], dt)])
    return out


def _pad_split(b, x, window):
    pads = tuple(window[d] if d in b.split else 0 for d in range(x.type.rank))
    return b.add("pad", [x, b.const(0, x.dtype)], {"edge_padding_low": pads, "edge_padding_high": pads,
                                                   "interior_padding": (0,) * x.type.rank})


def _ds_masked_build(b, operands, attrs):
    """Slice the local shard padded with zeros: the slice is the part of the global one this
    device holds, zero elsewhere (a partial sum)."""
    x, starts = operands[0], operands[1:]
    gt, sizes = b.op.operands[0].type, _dims(b.op.attrs, "slice_sizes")
    padded = _pad_split(b, x, sizes)
    return b.add("dynamic_slice", [padded] + _local_starts(b, starts, gt.shape, sizes), attrs)


def _ds_masked(operand_types, result_types, attrs):
    t = operand_types[0]
    sizes = _dims(attrs, "slice_sizes")
    dims = tuple(d for d in range(t.rank) if sizes[d] < t.shape[d])
    return MaskedLocal(0, dims, True, _ds_masked_build) if dims and t.dtype != "i1" else None


def _dus_masked_build(b, operands, attrs):
    """Write the update into the local shard padded by the update's size and keep the shard: only
    the part of the update that falls in this device's shard lands inside it."""
    x, u, starts = operands[0], operands[1], operands[2:]
    gt = b.op.operands[0].type
    padded = _pad_split(b, x, u.shape)
    written = b.add("dynamic_update_slice", [padded, u] + _local_starts(b, starts, gt.shape, u.shape))
    lo = tuple(u.shape[d] if d in b.split else 0 for d in range(x.type.rank))
    return b.add("slice", [written], {"start_indices": lo, "limit_indices": tuple(a + n for a, n in zip(lo, x.shape)),
                                      "strides": (1,) * x.type.rank})


def _dus_masked(operand_types, result_types, attrs):
    t, u = operand_types[0], operand_types[1]
    dims = tuple(d for d in range(t.rank) if u.shape[d] < t.shape[d])
    return MaskedLocal(0, dims, False, _dus_masked_build) if dims else None


OPS["gather"].rewritten_operands = (1,)        # the IREE emission canonicalizes the indices
OPS["scatter_add"].rewritten_operands = (0,)
OPS["gather"].masked_local = _gather_masked
OPS["scatter_add"].masked_local = _scatter_masked
OPS["dynamic_slice"].masked_local = _ds_masked
OPS["dynamic_update_slice"].masked_local = _dus_masked
