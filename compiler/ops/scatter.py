"""scatter: StableHLO's scatter into a base with a set, mul, max or min combiner (JAX's `.at[].set`,
`.at[].mul`, `.at[].max`, `.at[].min`); and the import of every `stablehlo.scatter` (an add body
becomes `scatter_add`, ops/indexing.py, which keeps its own sharding rule).

Operands (base, indices, updates); attributes the scatter dimension numbers (indexing.SCATTER_KEYS,
`index_vector_dim`) and `combiner`. Each update window lands at its index, as StableHLO says:
- set: the update replaces what is there. With duplicate indices StableHLO leaves the winner
  unspecified; XLA's and IREE's CPU backends apply updates in order, so the last one in index
  order wins, and so does the reference.
- mul, max, min: the update is combined with what is there; duplicates combine in any order
  (max and min exactly, mul up to rounding). On i1, max is `or` and min and mul are `and`.
An update whose window does not fit is skipped (XLA's behaviour, as for scatter_add).

Sharding rule, in Shardy's terms (scatter_add's, with the base): the base and the result share
every factor. Update window dims taken whole pass through (base, updates, result); indexed,
narrower and inserted dims need replication, or stay split as a masked local op (each device
shifts the indices by its shard's offset; updates for other shards fall outside and are skipped,
so every device writes exactly its own rows). Batching dims pass through. The update scatter
dims: for max and min they are *reduction* factors with reducer max/min (each device combines its
own updates into the base, an all-reduce max/min finishes: the base counted on every device does
not matter, both are idempotent); for set and mul they need replication (a write's order matters;
the base would be multiplied once per device).

IREE: skipped updates become the combiner's identity (max, min, mul); for set, a lookup that does
not fit is sent into padding added after the base and cut off again (IREE does not skip).
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..ir import TensorType
from .indexing import (SCATTER_KEYS, _check_dims, _check_indexing, _dims, _explicit_vector, _Factors,
                       _index_batch_dims, _lookup, _scatter_windows, _shift_indices, _signed, promises,
                       scatter_dim_factors)
from .iree_forms import pad_text
from .registry import MaskedLocal, OpDef, OpError, is_float_array, reducer_identity, register

COMBINERS = ("set", "mul", "max", "min")
# scatter body op -> combiner (a body that returns the update is "set"); i1 spells max/min as or/and
BODY_OPS = {"stablehlo.add": "add", "stablehlo.multiply": "mul", "stablehlo.maximum": "max",
            "stablehlo.minimum": "min", "stablehlo.or": "max", "stablehlo.and": "min"}
_BODY_FOR = {"mul": "stablehlo.multiply", "max": "stablehlo.maximum", "min": "stablehlo.minimum"}
_BODY_FOR_I1 = {"mul": "stablehlo.and", "max": "stablehlo.or", "min": "stablehlo.and"}


def dimension_numbers(attrs) -> tuple[dict, int]:
    return {k: _dims(attrs, k) for k in SCATTER_KEYS}, int(attrs["index_vector_dim"])


def identity(combiner: str, dtype: str):
    """What an update must be to change nothing (None for set)."""
    if combiner == "mul":
        return np.ones((), dtypes.to_numpy(dtype))
    if combiner in ("max", "min"):
        return reducer_identity(combiner, dtype)
    return None


def _named(w, text: str) -> str:
    """`text` (one op) appended to the writer `w` under a fresh name, which is returned."""
    name = w.fresh()
    w.lines.append(f"{name} = {text}")
    return name


def _infer(types, attrs):
    if len(types) != 3:
        raise OpError(f"scatter takes 3 operands (base, indices, updates), got {len(types)}")
    base, idx, upd = types
    comb = attrs.get("combiner")
    if comb not in COMBINERS:
        raise OpError(f"scatter: combiner must be one of {COMBINERS} (add scatters are scatter_add), got {comb!r}")
    if upd.dtype != base.dtype:
        raise OpError(f"scatter: update dtype {upd.dtype} differs from the base's {base.dtype}")
    if dtypes.is_complex(base.dtype) and comb in ("max", "min"):
        raise OpError(f"scatter: complex numbers are unordered: they are set, added or multiplied, not {comb}")
    dn, ivd = dimension_numbers(attrs)
    shape = base.shape
    uwd = dn["update_window_dims"]
    window = [d for d in range(len(shape)) if d not in dn["inserted_window_dims"] + dn["input_batching_dims"]]
    if len(uwd) != len(window):
        raise OpError(f"scatter: update_window_dims {list(uwd)} needs one entry per base dim that is neither "
                      f"inserted nor batching ({len(window)})")
    _check_dims("scatter", "update_window_dims", uwd, upd.rank, sorted_=True)
    batch = [idx.shape[i] for i in _index_batch_dims(idx.rank, ivd)] if ivd <= idx.rank else []
    scatter_dims = [d for d in range(upd.rank) if d not in uwd]
    if [upd.shape[d] for d in scatter_dims] != batch:
        raise OpError(f"scatter: the update scatter dims {[upd.shape[d] for d in scatter_dims]} must match the "
                      f"index batch dims {batch}")
    _, sizes = _scatter_windows(dn, shape, upd.shape)
    _check_indexing("scatter", shape, idx, ivd, dn["scatter_dims_to_operand_dims"], dn["input_batching_dims"],
                    dn["scatter_indices_batching_dims"], dn["inserted_window_dims"], sizes)
    return [base]


def _ref(xs, attrs):
    base, idx, upd = xs
    dn, ivd = dimension_numbers(attrs)
    shape = base.shape
    window, sizes = _scatter_windows(dn, shape, upd.shape)
    arrays, valid, nb = _lookup(shape, idx, ivd, dn["scatter_dims_to_operand_dims"], dn["input_batching_dims"],
                                dn["scatter_indices_batching_dims"], window, sizes, clamp=False)
    uwd = dn["update_window_dims"]
    u = np.transpose(upd, [d for d in range(upd.ndim) if d not in uwd] + list(uwd))
    narrow = is_float_array(base) and base.dtype not in (np.float32, np.float64)
    out = np.array(base, np.float32 if narrow else base.dtype, order="C", copy=True)
    if not u.size:
        return [out.astype(base.dtype)]
    keep = np.broadcast_to(valid.reshape(valid.shape + (1,) * (u.ndim - nb)), u.shape)
    pos = tuple(a[keep] for a in arrays)          # lookups in index order, each window in order
    vals = u[keep].astype(out.dtype)
    comb = attrs["combiner"]
    if comb == "set":  # the last update in index order wins
        flat = np.ravel_multi_index(pos, shape) if shape else np.zeros(len(vals), np.int64)
        _, first_from_end = np.unique(flat[::-1], return_index=True)
        last = len(flat) - 1 - first_from_end
        out.reshape(-1)[flat[last]] = vals[last]
    else:
        fn = {"mul": np.multiply, "max": np.maximum, "min": np.minimum}[comb]
        if out.dtype == np.bool_:
            fn = np.logical_or if comb == "max" else np.logical_and
        fn.at(out, pos, vals)
    return [out.astype(base.dtype)]


def _factors(operand_types, result_types, attrs):
    base, idx, upd = operand_types
    dn, ivd = dimension_numbers(attrs)
    comb = attrs["combiner"]
    fb = _Factors()
    bd, idd, ud = scatter_dim_factors(fb, base.shape, idx, upd, dn, ivd, comb)
    rule = fb.rule([bd, idd, ud], [bd])
    rule.reducer = comb if comb in ("max", "min") else "add"
    return rule


def _masked_build(b, operands, attrs):
    """Shift the indices by the shard offset: the local scatter into the base's shard skips the
    updates that fall in other shards."""
    base, idx, upd = operands
    ivd = int(attrs["index_vector_dim"])
    (idx,) = _signed(b, [_explicit_vector(b, idx, ivd)])
    idx = _shift_indices(b, idx, ivd, _dims(attrs, "scatter_dims_to_operand_dims"))
    return b.add("scatter", [base, idx, upd], attrs)


def _masked(operand_types, result_types, attrs):
    dn, _ = dimension_numbers(attrs)
    shape = operand_types[0].shape
    _, sizes = _scatter_windows(dn, shape, operand_types[2].shape)
    dims = tuple(d for d in dn["scatter_dims_to_operand_dims"] if sizes[d] == 1 and shape[d] > 1)
    return MaskedLocal(-1, dims, False, _masked_build) if dims else None


# -- StableHLO ---------------------------------------------------------------------------------------
def _body_region(comb: str, dtype: str) -> str:
    scalar = dtypes.tensor_type((), dtype)
    if comb == "set":
        return f'^bb0(%cur: {scalar}, %upd: {scalar}):\n  "stablehlo.return"(%upd) : ({scalar}) -> ()'
    name = (_BODY_FOR_I1 if dtype == "i1" else _BODY_FOR)[comb]
    return (f'^bb0(%cur: {scalar}, %upd: {scalar}):\n'
            f'  %r = "{name}"(%cur, %upd) : ({scalar}, {scalar}) -> {scalar}\n'
            f'  "stablehlo.return"(%r) : ({scalar}) -> ()')


def _emit(w, op, out, extra):
    """`stablehlo.scatter` with the combiner's body; for IREE (`w.lower_indexing`) in the layout
    `_Writer.lower_scatter` makes, skipped updates neutralized (see the module doc)."""
    from .indexing import hlo_dimension_numbers as _dimension_numbers
    from ..emit.mlir_text import i64_array
    base, idx, upd = op.operands
    res = op.results[0]
    comb = op.attrs["combiner"]
    if upd.type.size == 0 or res.type.size == 0:  # nothing lands: the base as it is
        w.names[res] = w.name(base)
        return
    at = {**op.attrs, "shape": base.shape}
    b, i, u = (w.name(base), base.type), (w.name(idx), idx.type), (w.name(upd), upd.type)
    padded = perm = None
    if w.lower_indexing:
        if comb == "set":  # a lookup that does not fit writes into padding cut off afterwards
            dn, _ = dimension_numbers(at)
            _, sizes = _scatter_windows(dn, base.shape, upd.shape)
            smap = dn["scatter_dims_to_operand_dims"]
            high = [sizes[d] if d in smap else 0 for d in range(base.type.rank)]
            padded = TensorType(tuple(n + h for n, h in zip(base.shape, high)), base.dtype)
            scalar = TensorType((), base.dtype)
            zero = w.op_line("stablehlo.constant", [], scalar, {"value": w.zero_attr(scalar)})
            b = (pad_text(lambda text: _named(w, text), b[0], base.type, zero, [0] * base.type.rank, high), padded)
            i, u, at, perm = w.lower_scatter(i, u, at, outside=[base.shape[d] for d in smap])
        else:
            i, u, at, perm = w.lower_scatter(i, u, at, fill=identity(comb, upd.dtype))
        # (a constant base is pinned to the device after its rewrite: constant-only work after a
        # transfer crashed iree-compile 3.13, jnp.linalg.solve's pivots scattered into an iota)
        b = w._placed(w.name(base), w.scatter_base(b, perm), written_with=((2, u), (1, i)))
    attrs = {"scatter_dimension_numbers": _dimension_numbers("scatter", SCATTER_KEYS, at),
             **promises(op.attrs, w=w), **(extra if padded is None and perm is None else {})}
    whole = out if padded is None else w.fresh()   # (the padded result, before its slice)
    target, tt = w.scatter_target(whole, padded or res.type, perm)
    body = w.region_as_read(op) or _body_region(comb, res.dtype)
    w.lines.append(f'{target} = "stablehlo.scatter"({b[0]}, {i[0]}, {u[0]}) ({{\n{body}\n}})'
                   f'{w.attr_dict(attrs)} : ({b[1].mlir()}, {i[1].mlir()}, {u[1].mlir()}) -> {tt.mlir()}')
    w.scatter_back(target, whole, padded or res.type, perm, extra if padded is None else {})
    target, rt = whole, (padded or res.type).mlir()
    if padded is not None:
        rank = res.type.rank
        attrs = {"start_indices": i64_array([0] * rank), "limit_indices": i64_array(res.shape),
                 "strides": i64_array([1] * rank), **extra}
        w.lines.append(f'{out} = "stablehlo.slice"({target}){w.attr_dict(attrs)} : ({rt}) -> {res.type.mlir()}')


def _import(imp, op, ins, where):
    """Every `stablehlo.scatter` with one input: an add body becomes scatter_add into zeros (plus
    the base when it is not zero); a body that returns the update, or multiplies, maxes or mins
    the two block arguments, becomes `scatter` with that combiner."""
    from ..importer.attrs import dimension_numbers as _dimension_numbers, is_zero as _is_zero, printed_as_read
    if len(ins) != 3:
        raise imp.fail(where, f"unsupported variadic stablehlo.scatter with {(len(ins) - 1) // 2} inputs; only "
                              f"one base and one update tensor are supported")
    base, idx, upd = ins
    comb = _body_combiner(op)
    if comb is None:
        inner = list(op.regions[0].blocks[0].operations)
        what = inner[0].operation.name if inner else "nothing"
        raise imp.fail(where, f"unsupported stablehlo.scatter body (starting with {what}): only a body that "
                              f"returns the update (.at[].set) or adds, multiplies, maxes or mins the two block "
                              f"arguments (.at[].add/mul/max/min) is supported")
    dn = _dimension_numbers(op.attributes["scatter_dimension_numbers"])
    attrs = {k: dn.get(k, ()) for k in SCATTER_KEYS}
    attrs["index_vector_dim"] = dn["index_vector_dim"]
    attrs.update(printed_as_read(imp, op))
    if comb == "add":
        if base.dtype == "i1":
            raise imp.fail(where, "unsupported stablehlo.scatter adding i1 values (an `or` body is .at[].max)")
        if imp.keep_unused:   # printed as read: one scatter into the base it names
            return [imp.add("scatter_add", [idx, upd, base], {**attrs, "shape": base.type.shape}, where)]
        r = imp.add("scatter_add", [idx, upd], {**attrs, "shape": base.type.shape}, where)
        return [r if _is_zero(base) else imp.add("add", [base, r], None, where)]
    return [imp.add("scatter", [base, idx, upd], {**attrs, "combiner": comb}, where)]


def _body_combiner(op) -> str | None:
    """The combiner of a scatter body of two scalar block arguments (current value, update)."""
    from ..importer.attrs import body_ops
    args, inner, source = body_ops(op.regions[0].blocks[0])
    if len(args) != 2 or not inner or inner[-1].operation.name != "stablehlo.return":
        return None
    ret = [source(v) for v in inner[-1].operands]
    if len(inner) == 1:
        return "set" if ret == [args[1]] else None
    first = inner[0]
    name = first.operation.name
    if (len(inner) != 2 or name not in BODY_OPS or {source(v) for v in first.operands} != set(args)
            or ret != [first.results[0]]):
        return None
    comb = BODY_OPS[name]
    if name in ("stablehlo.or", "stablehlo.and") and str(args[0].type) != "tensor<i1>":
        return None  # bitwise or/and of integers is no max/min
    if comb == "add" and str(args[0].type) == "tensor<i1>":
        return "max"  # i1 addition is or
    if name == "stablehlo.multiply" and str(args[0].type) == "tensor<i1>":
        return "min"
    return comb



# -- gradients ---------------------------------------------------------------------------------------
def _at_updates(x, idx, upd_shape, attrs):
    """x's values at every update position (a gather of the update windows, clamped like scatter's
    indices are not) and whether each update was applied (its window fits), both update-shaped."""
    from .. import functional as F
    dn, ivd = dimension_numbers(attrs)
    shape = tuple(x.shape)
    _, sizes = _scatter_windows(dn, shape, upd_shape)
    uwd, smap = dn["update_window_dims"], dn["scatter_dims_to_operand_dims"]
    got = F.gather(x, idx, offset_dims=uwd, collapsed_slice_dims=dn["inserted_window_dims"], start_index_map=smap,
                   index_vector_dim=ivd, slice_sizes=sizes, operand_batching_dims=dn["input_batching_dims"],
                   start_indices_batching_dims=dn["scatter_indices_batching_dims"])
    ok = None
    for k, d in enumerate(smap):
        comp = idx
        if ivd < idx.ndim:
            start, limit = [0] * idx.ndim, list(idx.shape)
            start[ivd], limit[ivd] = k, k + 1
            comp = F.reshape(F.slice(idx, start, limit), tuple(s for i, s in enumerate(idx.shape) if i != ivd))
        fits = F.logical_and(comp >= 0, comp <= shape[d] - sizes[d])
        ok = fits if ok is None else F.logical_and(ok, fits)
    scatter_dims = tuple(d for d in range(len(upd_shape)) if d not in uwd)
    if ok is None:
        ok = F.broadcast_in_dim(F.constant(np.array(True)), tuple(upd_shape), ())
    else:
        ok = F.broadcast_in_dim(ok, tuple(upd_shape), scatter_dims)
    return got, ok


def _like(x, value):
    from .. import functional as F
    return F.broadcast_in_dim(F.constant(np.array(value, dtypes.to_numpy(x.dtype))), tuple(x.shape), ())


def _vjp(op, ins, outs, g):
    """set: JAX's rule, duplicates included: every update gets an id, the ids are scattered like
    the values, and only the update whose id landed gets the cotangent; the base gets it where
    nothing landed. max/min: the cotangent is shared evenly by every contributor equal to the
    result (the base where it is, each update that is). mul: the base gets g times the updates'
    product; update j gets g * base * the product of the other updates at its position (exact with
    zeros too)."""
    from .. import functional as F
    base, idx, upd = ins
    at = {k: v for k, v in op.attrs.items() if k != "combiner"}
    comb = op.attrs["combiner"]
    zero_g = _like(g, 0)
    if comb == "set":
        dn, _ = dimension_numbers(at)
        scatter_dims = [d for d in range(upd.ndim) if d not in dn["update_window_dims"]]
        n = int(np.prod([upd.shape[d] for d in scatter_dims], dtype=np.int64))
        ids = F.reshape(F.iota((n,), 0, "i32") + 1, tuple(upd.shape[d] for d in scatter_dims))
        ids = F.broadcast_in_dim(ids, tuple(upd.shape), tuple(scatter_dims))
        landed = F.scatter(F.broadcast_in_dim(F.constant(np.zeros((), np.int32)), tuple(base.shape), ()), idx, ids,
                           combiner="set", **at)
        got, ok = _at_updates(landed, idx, upd.shape, at)
        gu, _ = _at_updates(g, idx, upd.shape, at)
        mine = F.logical_and(ok, ids == got)
        return [F.where(landed == 0, g, zero_g), None, F.where(mine, gu, _like(gu, 0))]
    if comb in ("max", "min"):
        r = outs[0]
        ru, ok = _at_updates(r, idx, upd.shape, at)
        hit_u = F.logical_and(ok, upd == ru)
        hit_b = base == r
        count = F.convert(hit_b, g.dtype) + F.scatter_add(tuple(base.shape), idx, F.convert(hit_u, g.dtype), **at)
        share = g / F.maximum(count, _like(count, 1))
        su, _ = _at_updates(share, idx, upd.shape, at)
        return [F.where(hit_b, share, zero_g), None, F.where(hit_u, su, _like(su, 0))]
    # mul
    ones = _like(base, 1)
    is0 = upd == _like(upd, 0)
    nonzero = F.scatter(ones, idx, F.where(is0, _like(upd, 1), upd), combiner="mul", **at)
    zeros = F.scatter_add(tuple(base.shape), idx, F.convert(is0, g.dtype), **at)
    pnz, ok = _at_updates(nonzero, idx, upd.shape, at)
    zc, _ = _at_updates(zeros, idx, upd.shape, at)
    gb, _ = _at_updates(g * base, idx, upd.shape, at)
    safe = F.where(is0, _like(upd, 1), upd)
    none = _like(upd, 0)
    others = F.where(is0, F.where(zc == 1.0, pnz, none), F.where(zc == 0.0, pnz / safe, none))
    return [F.scatter(g, idx, upd, combiner="mul", **at), None, F.where(ok, gb * others, none)]


register(OpDef("scatter", _infer, _ref, _factors, masked_local=_masked, emit_result=_emit,
               rewritten_operands=(0, 1), imports={"stablehlo.scatter": _import}, vjp=_vjp))
