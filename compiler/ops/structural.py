"""Ops that create or move data without arithmetic: constant, iota, broadcast, reshape, transpose,
concatenate, slice, the explicit reshard, and the optimization barrier."""
from __future__ import annotations

from math import gcd

import numpy as np

from .. import dtypes
from ..emit.mlir_text import dense, i64_array, string
from ..importer.attrs import attr, complex_values, ints, narrow_values
from ..ir import TensorType
from .registry import FactorRule, OpDef, OpError, Window, get, register, windowed_dims
from .vjp_kit import F, identity, no_gradient


def _one(name, types):
    if len(types) != 1:
        raise OpError(f"{name} takes 1 operand, got {len(types)}")
    return types[0]


def _identity_factors(operand_types, result_types, attrs):
    dims = [[d] for d in range(result_types[0].rank)]
    return FactorRule([dims for _ in operand_types], [dims], list(result_types[0].shape))


def _source_factors(operand_types, result_types, attrs):
    """No operands: every result dim is a free factor (a slice of a computed value costs nothing)."""
    return FactorRule([], [[[d] for d in range(result_types[0].rank)]], list(result_types[0].shape))


# constant ------------------------------------------------------------------------------------------
def _constant_infer(types, attrs):
    if types:
        raise OpError("constant takes no operands")
    v = attrs["value"]
    return [TensorType(tuple(v.shape), dtypes.normalize(v.dtype))]


def _constant_emit(w, op, out, extra):
    """The value as a dense literal of the result's type (no operands, so not the generic form)."""
    t = op.results[0].type
    attrs = {"value": f"{dense(op.attrs['value'], t.dtype)} : {t.mlir()}", **extra}
    name = "sdy.constant" if w.annotate == "shardy" and op.attrs.get("written_as") == "sdy.constant" else \
        "stablehlo.constant"
    w.lines.append(f'{out} = "{name}"(){w.attr_dict(attrs)} : () -> {t.mlir()}')


def _constant_pad_attrs(attrs, types, in_t, out_t):
    """A padded constant: its value padded with zeros at the high end."""
    val = np.asarray(attrs["value"])
    if tuple(val.shape) == out_t[0]:
        return attrs
    return {**attrs, "value": np.pad(val, [(0, t - s) for s, t in zip(val.shape, out_t[0], strict=True)])}


def _constant_import(imp, op, ins, where):
    """A dense<...> literal (bf16 and f8 read from their printed form, see importer/attrs.narrow_values)."""
    from iree.compiler import ir
    t = imp.result_type(op, where)
    if dtypes.is_complex(t.dtype):
        return [imp.add("constant", [], {"value": complex_values(op, t.shape, t.dtype)}, where)]
    value = op.attributes["value"]
    if not isinstance(value, ir.DenseElementsAttr):
        raise imp.fail(where, f"unsupported constant attribute {type(value).__name__}: only dense<...> "
                              f"literals are supported")
    if t.dtype == "bf16" or dtypes.is_float8(t.dtype):
        arr = (np.full(t.shape, value.get_splat_value().value, np.float32).astype(dtypes.to_numpy(t.dtype))
               if value.is_splat else narrow_values(value, t.shape, t.dtype))
    else:
        arr = np.array(value).astype(dtypes.to_numpy(t.dtype), copy=False).reshape(t.shape)
    return [imp.add("constant", [], {"value": arr}, where)]


register(OpDef("constant", _constant_infer, lambda xs, at: [np.array(at["value"])], _source_factors,
               constant_role="source", emit_result=_constant_emit, vjp=no_gradient, pad_attrs=_constant_pad_attrs,
               literal=lambda op: op.attrs["value"],
               imports={"stablehlo.constant": _constant_import}))


# iota ----------------------------------------------------------------------------------------------
def _iota_infer(types, attrs):
    if types:
        raise OpError("iota takes no operands")
    shape = tuple(attrs["shape"])
    dim = attrs["iota_dimension"]
    if not 0 <= dim < len(shape):
        raise OpError(f"iota: iota_dimension {dim} out of range for shape {list(shape)}")
    dt = dtypes.normalize(attrs["dtype"])
    if dt == "i1":
        raise OpError("iota cannot produce i1")
    return [TensorType(shape, dt)]


def _iota_ref(xs, attrs):
    shape, dim = tuple(attrs["shape"]), attrs["iota_dimension"]
    idx = np.arange(shape[dim]).reshape([-1 if d == dim else 1 for d in range(len(shape))])
    return [np.broadcast_to(idx, shape).astype(dtypes.to_numpy(dtypes.normalize(attrs["dtype"])))]


def _iota_import(imp, op, ins, where):
    t = imp.result_type(op, where)
    return [imp.add("iota", [], {"shape": t.shape, "iota_dimension": op.attributes["iota_dimension"].value,
                                 "dtype": t.dtype}, where)]


def _iota_for_iree(types, attrs):
    """A bf16 or f8 iota counted in f32 and converted: IREE 3.13's CPU code converts the count to
    bf16 through a runtime call it does not link (`__truncsfbf2`), and to f8 not at all. Others:
    IREE's own."""
    dt = dtypes.normalize(attrs["dtype"])
    if dt != "bf16" and not dtypes.is_float8(dt):
        return None
    from ..ir import Graph
    from .iree_forms import narrow_from_f32
    g = Graph("iota_for_iree")
    g.set_outputs([narrow_from_f32(g, g.add_op("iota", [], {**attrs, "dtype": "f32"}).result, dt)])
    return g


register(OpDef("iota", _iota_infer, _iota_ref, _source_factors, constant_role="source", vjp=no_gradient,
               hlo_attrs=lambda a: {"iota_dimension": f"{a['iota_dimension']} : i64"},
               imports={"stablehlo.iota": _iota_import}, for_iree=_iota_for_iree))


# broadcast_in_dim ----------------------------------------------------------------------------------
def _bcast_infer(types, attrs):
    t = _one("broadcast_in_dim", types)
    shape = tuple(attrs["shape"])
    dims = tuple(attrs["broadcast_dimensions"])
    if len(dims) != t.rank:
        raise OpError(f"broadcast_in_dim: broadcast_dimensions {list(dims)} must have one entry per operand "
                      f"dimension ({t.rank})")
    if len(set(dims)) != len(dims) or any(not 0 <= d < len(shape) for d in dims):
        raise OpError(f"broadcast_in_dim: broadcast_dimensions {list(dims)} must be distinct dimensions of the "
                      f"result shape {list(shape)}")
    if list(dims) != sorted(dims):
        raise OpError(f"broadcast_in_dim: broadcast_dimensions {list(dims)} must be increasing; transpose first")
    for i, d in enumerate(dims):
        if t.shape[i] not in (1, shape[d]):
            raise OpError(f"broadcast_in_dim: operand dimension {i} (size {t.shape[i]}) cannot broadcast to "
                          f"result dimension {d} (size {shape[d]})")
    return [TensorType(shape, t.dtype)]


def _bcast_ref(xs, attrs):
    (a,) = xs
    shape, dims = tuple(attrs["shape"]), tuple(attrs["broadcast_dimensions"])
    expanded = a.reshape([a.shape[dims.index(d)] if d in dims else 1 for d in range(len(shape))])
    return [np.broadcast_to(expanded, shape).copy()]


def _bcast_factors(operand_types, result_types, attrs):
    t, r = operand_types[0], result_types[0]
    dims = tuple(attrs["broadcast_dimensions"])
    res = [[d] for d in range(r.rank)]
    sizes = list(r.shape)
    opd = []
    for i, d in enumerate(dims):
        if t.shape[i] == r.shape[d]:
            opd.append([d])
        else:  # an expanded size-1 dim gets its own size-1 factor
            sizes.append(1)
            opd.append([len(sizes) - 1])
    return FactorRule([opd], [res], sizes)


def _local_shape(attrs, local_res, res_dims, global_res=None):
    return {**attrs, "shape": tuple(local_res)}


def _bcast_vjp(op, ins, outs, g):
    """The cotangent summed over the dims the broadcast made (or stretched from size 1)."""
    a = ins[0]
    dims = tuple(op.attrs["broadcast_dimensions"])
    summed = tuple(d for d in range(g.ndim) if d not in dims or a.shape[dims.index(d)] != g.shape[d])
    r = F.reduce_sum(g, summed) if summed else g
    return [F.reshape(r, a.shape)]


def _bcast_import(imp, op, ins, where):
    """A transposing broadcast (dims out of order) is a transpose, then a broadcast."""
    t = imp.result_type(op, where)
    dims = ints(op.attributes["broadcast_dimensions"])
    x = ins[0]
    if list(dims) != sorted(dims):
        perm = tuple(int(i) for i in np.argsort(dims))
        x = imp.add("transpose", [x], {"permutation": perm}, where)
        dims = tuple(sorted(dims))
    return [imp.add("broadcast_in_dim", [x], {"shape": t.shape, "broadcast_dimensions": dims}, where)]


register(OpDef("broadcast_in_dim", _bcast_infer, _bcast_ref, _bcast_factors, constant_role="expanding",
               views_operand=True,
               splat_preserving=True, value_view="same",
               flows_late="BACKWARD",
               localize=_local_shape, vjp=_bcast_vjp, partial_linear="all",
               hlo_attrs=lambda a: {"broadcast_dimensions": i64_array(a["broadcast_dimensions"])},
               imports={"stablehlo.broadcast_in_dim": _bcast_import}))


# reshape -------------------------------------------------------------------------------------------
def _reshape_infer(types, attrs):
    t = _one("reshape", types)
    shape = tuple(attrs["shape"])
    n = 1
    for d in shape:
        if d < 0:
            raise OpError(f"reshape: negative dimension in {list(shape)}")
        n *= d
    if n != t.size:
        raise OpError(f"reshape: cannot reshape {list(t.shape)} ({t.size} elements) to {list(shape)} ({n})")
    return [TensorType(shape, t.dtype)]


def _reshape_factors(operand_types, result_types, attrs):
    """Split both shapes into common factors (compound dims), as Shardy does; when the shapes
    do not decompose (e.g. 3x4 -> 2x6) every dim needs replication."""
    src, dst = list(operand_types[0].shape), list(result_types[0].shape)
    if 0 in src or 0 in dst:  # an empty tensor: no element to place, so nothing is carried over
        return FactorRule([[[d] for d in range(len(src))]], [[[len(src) + d] for d in range(len(dst))]],
                          src + dst, need_replication=set(range(len(src) + len(dst))))
    sizes: list[int] = []
    opd: list[list[int]] = [[] for _ in src]
    res: list[list[int]] = [[] for _ in dst]
    i = j = 0
    ri = src[0] if src else 1
    rj = dst[0] if dst else 1
    ok = True
    while i < len(src) and j < len(dst):
        if ri == 1 and src[i] == 1 or rj == 1 and dst[j] == 1:
            if ri == 1 and src[i] == 1:
                i += 1
                ri = src[i] if i < len(src) else 1
            if j < len(dst) and rj == 1 and dst[j] == 1:
                j += 1
                rj = dst[j] if j < len(dst) else 1
            continue
        g = gcd(ri, rj)
        if g == 1:
            ok = False
            break
        sizes.append(g)
        opd[i].append(len(sizes) - 1)
        res[j].append(len(sizes) - 1)
        ri //= g
        rj //= g
        if ri == 1:
            i += 1
            ri = src[i] if i < len(src) else 1
        if rj == 1:
            j += 1
            rj = dst[j] if j < len(dst) else 1
    if not ok:
        sizes = list(src) + list(dst)
        opd = [[d] for d in range(len(src))]
        res = [[len(src) + d] for d in range(len(dst))]
        return FactorRule([opd], [res], sizes, need_replication=set(range(len(sizes))))
    return FactorRule([opd], [res], sizes)


# a reshape to its operand's own type writes nothing (a local value relabeled at a shard_map's edge)
def _reshape_import(imp, op, ins, where):
    return [imp.add("reshape", ins, {"shape": imp.result_type(op, where).shape}, where)]


register(OpDef("reshape", _reshape_infer, lambda xs, at: [xs[0].reshape(tuple(at["shape"]))], _reshape_factors,
               views_operand=True,
               constant_role="preserving", splat_preserving=True, flows_early="BOTH", localize=_local_shape,
               partial_linear="all", value_view="same",
               vjp=lambda op, ins, outs, g: [F.reshape(g, ins[0].shape)],
               emit_alias=lambda op: op.operands[0].type == op.results[0].type,
               imports={"stablehlo.reshape": _reshape_import}))


# transpose -----------------------------------------------------------------------------------------
def _transpose_infer(types, attrs):
    t = _one("transpose", types)
    perm = tuple(attrs["permutation"])
    if sorted(perm) != list(range(t.rank)):
        raise OpError(f"transpose: permutation {list(perm)} is not a permutation of 0..{t.rank - 1}")
    return [TensorType(tuple(t.shape[p] for p in perm), t.dtype)]


def _transpose_factors(operand_types, result_types, attrs):
    perm = tuple(attrs["permutation"])
    t = operand_types[0]
    return FactorRule([[[d] for d in range(t.rank)]], [[[p] for p in perm]], list(t.shape))


def _transpose_vjp(op, ins, outs, g):
    """The cotangent transposed back: the inverse permutation."""
    inv = tuple(int(i) for i in np.argsort(tuple(op.attrs["permutation"])))
    return [F.transpose(g, inv)]


def _transpose_import(imp, op, ins, where):
    return [imp.add("transpose", ins, {"permutation": ints(op.attributes["permutation"])}, where)]


register(OpDef("transpose", _transpose_infer,
               lambda xs, at: [np.transpose(xs[0], tuple(at["permutation"])).copy()], _transpose_factors, splat_preserving=True,
               flows_early="BOTH", views_operand=True,
               hlo_attrs=lambda a: {"permutation": i64_array(a["permutation"])}, vjp=_transpose_vjp,
               partial_linear="all",
               imports={"stablehlo.transpose": _transpose_import}))


# concatenate ---------------------------------------------------------------------------------------
def _concat_infer(types, attrs):
    if not types:
        raise OpError("concatenate needs at least one operand")
    dim = attrs["dimension"]
    r = types[0].rank
    if not 0 <= dim < r:
        raise OpError(f"concatenate: dimension {dim} out of range for rank {r}")
    for t in types:
        if t.dtype != types[0].dtype:
            raise OpError(f"concatenate: operand dtypes differ: {[t.dtype for t in types]}")
        if t.rank != r or any(t.shape[d] != types[0].shape[d] for d in range(r) if d != dim):
            raise OpError(f"concatenate: operand shapes {[list(t.shape) for t in types]} differ outside "
                          f"dimension {dim}")
    shape = list(types[0].shape)
    shape[dim] = sum(t.shape[dim] for t in types)
    return [TensorType(tuple(shape), types[0].dtype)]


def _concat_factors(operand_types, result_types, attrs):
    """The concatenated dim is one factor of every operand and the result (size: the gcd of their
    sizes, so a split of it divides them all): need-replication for the generic partitioner,
    windowed for the halo engine, which fetches each device's rows from the operands' shards."""
    dim = attrs["dimension"]
    dims = [[d] for d in range(result_types[0].rank)]
    sizes = list(result_types[0].shape)
    sizes[dim] = gcd(*(t.shape[dim] for t in [*operand_types, result_types[0]]))
    return FactorRule([dims for _ in operand_types], [dims], sizes, need_replication={dim}, windowed={dim})


def _concat_window(operand_types, result_type, attrs, dim):
    """Result rows are rows of the operands laid end to end: the engine's buffer is the result."""
    if dim != attrs["dimension"]:
        return None
    offsets, at = [], 0
    for t in operand_types:
        offsets.append(at)
        at += t.shape[dim]
    return Window(span=lambda lo, hi: (lo, hi), localize=lambda attrs, d, lo, hi, a, b: dict(attrs),
                  segments=[(k, o) for k, o in enumerate(offsets) if operand_types[k].shape[dim]],
                  assembled=True)


def _concat_vjp(op, ins, outs, g):
    """Each operand's cotangent: its slice of the result's."""
    d = op.attrs["dimension"]
    out, at = [], 0
    for x in ins:
        start = [0] * g.ndim
        limit = list(g.shape)
        start[d], limit[d] = at, at + x.shape[d]
        out.append(F.slice(g, start, limit))
        at += x.shape[d]
    return out


def _concat_import(imp, op, ins, where):
    return [imp.add("concatenate", ins, {"dimension": op.attributes["dimension"].value}, where)]


register(OpDef("concatenate", _concat_infer,
               lambda xs, at: [np.concatenate(xs, axis=at["dimension"])], _concat_factors, window=_concat_window,
               views_operand=True, pins_splats=True,
               hlo_attrs=lambda a: {"dimension": f"{a['dimension']} : i64"}, vjp=_concat_vjp, partial_linear="all",
               imports={"stablehlo.concatenate": _concat_import}))


# slice ---------------------------------------------------------------------------------------------
def _slice_infer(types, attrs):
    t = _one("slice", types)
    start, limit = list(attrs["start_indices"]), list(attrs["limit_indices"])
    strides = list(attrs.get("strides") or [1] * t.rank)
    if not len(start) == len(limit) == len(strides) == t.rank:
        raise OpError(f"slice: start/limit/strides need {t.rank} entries each")
    shape = []
    for d, (s, l, st) in enumerate(zip(start, limit, strides)):
        if st < 1 or not 0 <= s <= l <= t.shape[d]:
            raise OpError(f"slice: dimension {d} range [{s}:{l}:{st}] is invalid for size {t.shape[d]}")
        shape.append(-(-(l - s) // st))
    return [TensorType(tuple(shape), t.dtype)]


def _slice_ref(xs, attrs):
    (a,) = xs
    strides = attrs.get("strides") or [1] * a.ndim
    idx = tuple(slice(s, l, st) for s, l, st in zip(attrs["start_indices"], attrs["limit_indices"], strides))
    return [a[idx].copy()]


def _slice_factors(operand_types, result_types, attrs):
    """Sliced dims are windowed (the halo engine fetches the rows each result shard reads)."""
    t, r = operand_types[0], result_types[0]
    opd, res, sizes, need, win = windowed_dims(t, r, lambda d: r.shape[d] > 0,
                                               lambda d: t.shape[d] == r.shape[d])
    return FactorRule([opd], [res], sizes, need_replication=need, windowed=win)


def _slice_window(operand_types, result_type, attrs, dim):
    """Result rows [lo, hi) read operand rows start + lo*stride .. start + (hi-1)*stride."""
    start = attrs["start_indices"][dim]
    st = (attrs.get("strides") or [1] * result_type.rank)[dim]

    def span(lo, hi):
        return start + lo * st, start + (hi - 1) * st + 1

    def localize(at, d, lo, hi, a, b):
        s, lim = list(at["start_indices"]), list(at["limit_indices"])
        strides = list(at.get("strides") or [1] * len(s))
        s[d], lim[d], strides[d] = 0, b - a, st
        return {**at, "start_indices": tuple(s), "limit_indices": tuple(lim), "strides": tuple(strides)}
    return Window(span, localize)


def _slice_localize(attrs, local_res, res_dims, global_res=None):
    """A split dim is never sliced (its factor passes through): take the whole local piece."""
    start, limit = list(attrs["start_indices"]), list(attrs["limit_indices"])
    strides = list(attrs.get("strides") or [1] * len(start))
    for d, axes in enumerate(res_dims):
        if axes:
            start[d], limit[d], strides[d] = 0, local_res[d], 1
    return {**attrs, "start_indices": tuple(start), "limit_indices": tuple(limit), "strides": tuple(strides)}


def _slice_hlo_attrs(a):
    return {"start_indices": i64_array(a["start_indices"]), "limit_indices": i64_array(a["limit_indices"]),
            "strides": i64_array(a.get("strides") or [1] * len(a["start_indices"]))}


def _slice_vjp(op, ins, outs, g):
    a = ins[0]
    cur = g
    for d in range(a.ndim):
        s, l, st = op.attrs["start_indices"][d], op.attrs["limit_indices"][d], op.attrs["strides"][d]
        if (s, l, st) == (0, a.shape[d], 1):
            continue
        if st > 1 and cur.shape[d] > 0:  # interleave zeros: (m) -> (m, st) -> (m * st)
            m = cur.shape[d]
            x = F.reshape(cur, cur.shape[:d + 1] + (1,) + cur.shape[d + 1:])
            z = F.broadcast_in_dim(
                F.constant(np.zeros((), dtypes.to_numpy(g.dtype))), cur.shape[:d + 1] + (st - 1,) + cur.shape[d + 1:], ())
            x = F.concatenate([x, z], d + 1)
            cur = F.reshape(x, cur.shape[:d] + (m * st,) + cur.shape[d + 1:])
            cur = F.slice(cur, [0] * cur.ndim, cur.shape[:d] + ((m - 1) * st + 1,) + cur.shape[d + 1:])
        before, after = s, a.shape[d] - s - cur.shape[d]
        parts = []
        for n in (before, None, after):
            if n is None:
                parts.append(cur)
            elif n > 0:
                parts.append(F.broadcast_in_dim(F.constant(np.zeros((), dtypes.to_numpy(g.dtype))),
                                                cur.shape[:d] + (n,) + cur.shape[d + 1:], ()))
        cur = F.concatenate(parts, d) if len(parts) > 1 else cur
    return [cur]


def _slice_pad_attrs(attrs, types, in_t, out_t):
    """Uneven splits (passes/pad_uneven.py): a dim taken whole takes its padding along (the limit
    follows the padded size); any other slice reads real rows only (limit <= the real size), so the
    padding is never read."""
    if not in_t:
        return attrs
    x, t = types[0], in_t[0]
    start, limit = list(attrs["start_indices"]), list(attrs["limit_indices"])
    strides = list(attrs.get("strides") or [1] * len(start))
    for d in range(len(limit)):
        if t[d] != x.shape[d] and start[d] == 0 and limit[d] == x.shape[d] and strides[d] == 1:
            limit[d] = t[d]
    return {**attrs, "limit_indices": tuple(limit)}


def _slice_import(imp, op, ins, where):
    return [imp.add("slice", ins, {"start_indices": ints(op.attributes["start_indices"]),
                                   "limit_indices": ints(op.attributes["limit_indices"]),
                                   "strides": ints(attr(op, "strides")) or (1,) * ins[0].type.rank}, where)]


register(OpDef("slice", _slice_infer, _slice_ref, _slice_factors, constant_role="preserving", splat_preserving=True,
               views_operand=True,
               localize=_slice_localize,
               window=_slice_window, hlo_attrs=_slice_hlo_attrs, vjp=_slice_vjp, partial_linear="all",
               pad_attrs=_slice_pad_attrs,
               imports={"stablehlo.slice": _slice_import}))


# pad -----------------------------------------------------------------------------------------------
def _pad_attrs(attrs, rank):
    lo = list(attrs["edge_padding_low"])
    hi = list(attrs["edge_padding_high"])
    it = list(attrs.get("interior_padding") or [0] * rank)
    return lo, hi, it


def _pad_infer(types, attrs):
    if len(types) != 2:
        raise OpError(f"pad takes 2 operands (operand, padding value), got {len(types)}")
    t, v = types
    if v.shape != () or v.dtype != t.dtype:
        raise OpError(f"pad: the padding value must be a scalar of the operand's dtype {t.dtype}, got {v}")
    lo, hi, it = _pad_attrs(attrs, t.rank)
    if not len(lo) == len(hi) == len(it) == t.rank or any(i < 0 for i in it):
        raise OpError(f"pad: edge/interior padding need {t.rank} entries each (interior >= 0)")
    shape = tuple(l + h + s + max(s - 1, 0) * i for s, l, h, i in zip(t.shape, lo, hi, it))
    if any(d < 0 for d in shape):
        raise OpError(f"pad: negative result shape {list(shape)}")
    return [TensorType(shape, t.dtype)]


def _pad_ref(xs, attrs):
    a, v = xs
    lo, hi, it = _pad_attrs(attrs, a.ndim)
    grown = [s + max(s - 1, 0) * i for s, i in zip(a.shape, it)]
    full = np.full([max(l, 0) + g + max(h, 0) for l, g, h in zip(lo, grown, hi)], v, dtype=a.dtype)
    full[tuple(slice(max(l, 0), max(l, 0) + g, i + 1) for l, g, i in zip(lo, grown, it))] = a
    crop = tuple(slice(max(-l, 0), full.shape[d] - max(-h, 0)) for d, (l, h) in enumerate(zip(lo, hi)))
    return [full[crop].copy()]


def _pad_factors(operand_types, result_types, attrs):
    """Padded dims are windowed (the halo engine fetches the rows each result shard reads)."""
    t, r = operand_types[0], result_types[0]
    lo, hi, it = _pad_attrs(attrs, t.rank)
    opd, res, sizes, need, win = windowed_dims(t, r, lambda d: t.shape[d] > 0 and r.shape[d] > 0,
                                               lambda d: (lo[d], hi[d], it[d]) == (0, 0, 0))
    return FactorRule([opd, []], [res], sizes, need_replication=need, windowed=win)


def _pad_window(operand_types, result_type, attrs, dim):
    """Result row i is operand row (i - low) / (interior + 1) where that divides, else the padding
    value: result rows [lo, hi) read operand rows ceil((lo - low) / q) .. ceil((hi - low) / q) - 1
    (rows outside the operand read as the padding value, operand 1)."""
    low, _, interior = (x[dim] for x in _pad_attrs(attrs, result_type.rank))
    q = interior + 1

    def span(lo, hi):
        return -(-(lo - low) // q), -(-(hi - low) // q)

    def localize(at, d, lo, hi, a, b):
        elo, ehi, it = _pad_attrs(at, len(at["edge_padding_low"]))
        first = a * q + low - lo  # where the buffer's first row lands in the local result
        elo[d], it[d] = first, interior
        ehi[d] = (hi - lo) - (first + (b - a) + max(b - a - 1, 0) * interior)
        return {**at, "edge_padding_low": tuple(elo), "edge_padding_high": tuple(ehi), "interior_padding": tuple(it)}
    return Window(span, localize, fill=("operand", 1))


def _pad_hlo_attrs(a):
    return {"edge_padding_low": i64_array(a["edge_padding_low"]),
            "edge_padding_high": i64_array(a["edge_padding_high"]),
            "interior_padding": i64_array(a.get("interior_padding") or [0] * len(a["edge_padding_low"]))}


def _pad_vjp(op, ins, outs, g):
    a, _ = ins
    lo, hi = op.attrs["edge_padding_low"], op.attrs["edge_padding_high"]
    it = op.attrs.get("interior_padding") or [0] * a.ndim
    if any(x < 0 for x in list(lo) + list(hi)):
        raise OpError("no gradient for pad with negative (cropping) edge padding; use slice instead")
    start = list(lo)
    limit = [l + s + max(s - 1, 0) * i for l, s, i in zip(lo, a.shape, it, strict=True)]
    inner = F.slice(g, start, limit, [i + 1 for i in it])
    return [inner, F.reduce_sum(g) - F.reduce_sum(inner)]


def _pad_pad_attrs(attrs, types, in_t, out_t):
    """Uneven splits (passes/pad_uneven.py): a padded operand's padding is its high end, so a high
    padding <= 0 (a crop) can crop it off too; a positive one would put pad values after it (None:
    computed at the real size)."""
    if not in_t:
        return attrs
    x, t = types[0], in_t[0]
    hi = list(attrs["edge_padding_high"])
    it = list(attrs.get("interior_padding") or [0] * len(hi))
    for d in range(len(hi)):
        if t[d] != x.shape[d]:
            if hi[d] > 0:
                return None
            hi[d] -= (t[d] - x.shape[d]) * (it[d] + 1)
    return {**attrs, "edge_padding_high": tuple(hi)}


def _pad_import(imp, op, ins, where):
    return [imp.add("pad", ins, {"edge_padding_low": ints(op.attributes["edge_padding_low"]),
                                 "edge_padding_high": ints(op.attributes["edge_padding_high"]),
                                 "interior_padding": ints(op.attributes["interior_padding"])}, where)]


def _spaces(op) -> bool:
    """A pad with interior padding: iree-compile 3.13 folds it with neighbouring pads (and the
    slices and edge pads of halo windows) as if it had none (pad(pad([7], low=1), interior=1) gave
    [0, 7, 0, 0]), so it is kept in a dispatch of its own."""
    return any(int(i) for i in op.attrs.get("interior_padding") or ())


register(OpDef("pad", _pad_infer, _pad_ref, _pad_factors, window=_pad_window, hlo_attrs=_pad_hlo_attrs, vjp=_pad_vjp,
               pad_attrs=_pad_pad_attrs, fence_operand=_spaces, fence_result=_spaces,
               imports={"stablehlo.pad": _pad_import}))


# reshard -------------------------------------------------------------------------------------------
def _reshard_infer(types, attrs):
    return [_one("reshard", types)]


def _reshard_emit(w, op, out, extra):
    """A sharding constraint: Shardy's `sdy.sharding_constraint`, GSPMD's `custom_call @Sharding`
    (open dims as JAX writes them: backend_config = "unspecified_dims=[0,1]"), or, unannotated,
    nothing (the operand stands for it). Its sharding is its own (its result's: propagation extends
    open dims), so `extra` is not written. An
    `implicit` one (a shard_map's operand: its in_sharding says it) is not written in Shardy form."""
    x, res = op.operands[0], op.results[0]
    s = res.sharding if res.fixed and res.sharding is not None else op.attrs["sharding"]  # open dims extended
    t = res.type.mlir()
    written = op.attrs.get("written_as", "sdy.sharding_constraint")
    if w.annotate == "shardy" and written == "sdy.propagation_barrier":  # still the barrier it was read as
        get("propagation_barrier").emit_result(w, op, out, w.results_sharding([res]))
    elif w.annotate == "shardy" and written == "sdy.all_reduce":   # still the all-reduce it was read as
        from ..emit.stablehlo import all_reduce_line
        w.lines.append(all_reduce_line(w, w.name(x), out, res, op.attrs.get("reduction_axes", ()), s))
    elif w.annotate == "shardy" and not op.attrs.get("implicit"):
        w.lines.append(f'{out} = "{written}"({w.name(x)}) '
                       f'{{sharding = {s.to_shardy(w.mesh_name, mesh=w.g.mesh)}}} : ({t}) -> {t}')
    elif w.annotate == "gspmd":
        config = f"unspecified_dims=[{','.join(str(d) for d in sorted(s.open_dims))}]" if s.open_dims else ""
        w.lines.append(f'{out} = "stablehlo.custom_call"({w.name(x)}) {{call_target_name = "Sharding", '
                       f'backend_config = {string(config)}, '
                       f'mhlo.sharding = {string(w.gspmd_text(s))}}} : ({t}) -> {t}')
    else:
        w.names[res] = w.name(x)


register(OpDef("reshard", _reshard_infer, lambda xs, at: [xs[0]], _identity_factors, checkpoint_save=True,
               emit_result=_reshard_emit, vjp=identity, constrains=lambda op: op.attrs["sharding"]))


# optimization_barrier ------------------------------------------------------------------------------
# An identity that IREE does not fuse across: what feeds it and what reads it land in different
# dispatches. The Vulkan lowering puts one where IREE 3.13 would fuse a race (lower/vulkan_fences.py).
def _barrier_infer(types, attrs):
    return [_one("optimization_barrier", types)]


register(OpDef("optimization_barrier", _barrier_infer, lambda xs, at: [xs[0]], _identity_factors,
               partial_linear="all", stablehlo="stablehlo.optimization_barrier", vjp=identity,
               # the importer's stand-in for an opaque call's side (printing only) lets nothing through
               flows=lambda attrs: "NONE" if attrs.get("cut") else "BOTH"))
