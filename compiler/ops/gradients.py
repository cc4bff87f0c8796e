"""Reverse-mode rules (vjps) for the rule table, written with the tracing API.

Each rule gets the op, its operands and results as Tensors, and the results' cotangents, and
returns one cotangent per operand (None = no gradient flows there). The reshard's rule is the
identity: a cotangent keeps whatever sharding propagation gives it.
"""
from __future__ import annotations

import numpy as np

from .. import functional as F
from .registry import OPS


def _vjp(kind):
    def deco(fn):
        OPS[kind].vjp = fn
        return fn
    return deco


def _zeros_like(x):
    return F.broadcast_in_dim(F.constant(np.zeros((), dtype=_np(x.dtype))), x.shape, ())


def _np(dt):
    from .. import dtypes
    return dtypes.to_numpy(dt)


_vjp("add")(lambda op, ins, outs, g: [g, g])
_vjp("subtract")(lambda op, ins, outs, g: [g, -g])
_vjp("multiply")(lambda op, ins, outs, g: [g * ins[1], g * ins[0]])
_vjp("negate")(lambda op, ins, outs, g: [-g])
_vjp("exponential")(lambda op, ins, outs, g: [g * outs[0]])
_vjp("log")(lambda op, ins, outs, g: [g / ins[0]])
_vjp("tanh")(lambda op, ins, outs, g: [g * (1.0 - outs[0] * outs[0])])
_vjp("logistic")(lambda op, ins, outs, g: [g * outs[0] * (1.0 - outs[0])])
_vjp("sqrt")(lambda op, ins, outs, g: [g * 0.5 / outs[0]])
_vjp("rsqrt")(lambda op, ins, outs, g: [g * -0.5 * outs[0] / ins[0]])
_vjp("abs")(lambda op, ins, outs, g: [F.where(ins[0] >= 0.0, g, -g)])
_vjp("reshard")(lambda op, ins, outs, g: [g])
_vjp("optimization_barrier")(lambda op, ins, outs, g: [g])
_vjp("reshape")(lambda op, ins, outs, g: [F.reshape(g, ins[0].shape)])
for _k in ("compare", "iota", "constant", "and", "or", "not"):
    _vjp(_k)(lambda op, ins, outs, g: [None] * len(ins))


@_vjp("divide")
def _divide(op, ins, outs, g):
    a, b = ins
    return [g / b, -g * outs[0] / b]


def _chooser(first_wins):
    def rule(op, ins, outs, g):
        a, b = ins
        win = (a > b) if first_wins else (a < b)
        tie = a == b
        half = g * 0.5
        zero = _zeros_like(g)
        return [F.where(win, g, F.where(tie, half, zero)), F.where(win, zero, F.where(tie, half, g))]
    return rule


_vjp("maximum")(_chooser(True))
_vjp("minimum")(_chooser(False))


@_vjp("power")
def _power(op, ins, outs, g):
    a, b = ins
    from .elementwise import splat_value
    c = splat_value(op.operands[1])
    if c is not None:
        # a constant exponent (one power_rewrite left as a power, e.g. 2.5): c * a ** (c - 1) with a
        # constant exponent again, which the builder may rewrite; no gradient flows into a constant
        c = float(c)
        return [g * c * F.power(a, c - 1.0), None]
    da = g * b * F.power(a, b - 1.0)
    safe = F.where(a > 0.0, a, F.broadcast_in_dim(F.constant(np.ones((), _np(a.dtype))), a.shape, ()))
    db = F.where(a > 0.0, g * outs[0] * F.log(safe), _zeros_like(g))
    return [da, db]


@_vjp("convert")
def _convert(op, ins, outs, g):
    from .. import dtypes
    a = ins[0]
    return [F.convert(g, a.dtype) if dtypes.is_float(a.dtype) and dtypes.is_float(outs[0].dtype) else None]


@_vjp("select")
def _select(op, ins, outs, g):
    p, _, _ = ins
    zero = _zeros_like(g)
    p = F.broadcast_to(p, g.shape) if p.shape != g.shape else p
    return [None, F.where(p, g, zero), F.where(p, zero, g)]


@_vjp("broadcast_in_dim")
def _broadcast(op, ins, outs, g):
    a = ins[0]
    dims = tuple(op.attrs["broadcast_dimensions"])
    summed = tuple(d for d in range(g.ndim) if d not in dims or a.shape[dims.index(d)] != g.shape[d])
    r = F.reduce_sum(g, summed) if summed else g
    return [F.reshape(r, a.shape)]


@_vjp("transpose")
def _transpose(op, ins, outs, g):
    perm = tuple(op.attrs["permutation"])
    inv = tuple(int(i) for i in np.argsort(perm))
    return [F.transpose(g, inv)]


@_vjp("dot_general")
def _dot(op, ins, outs, g):
    lhs, rhs = ins
    at = op.attrs
    lb, rb = tuple(at["lhs_batching_dimensions"]), tuple(at["rhs_batching_dimensions"])
    lc, rc = tuple(at["lhs_contracting_dimensions"]), tuple(at["rhs_contracting_dimensions"])
    lf = [d for d in range(lhs.ndim) if d not in lb + lc]
    rf = [d for d in range(rhs.ndim) if d not in rb + rc]
    nb = len(lb)
    g_batch = tuple(range(nb))
    g_lfree = tuple(range(nb, nb + len(lf)))
    g_rfree = tuple(range(nb + len(lf), nb + len(lf) + len(rf)))

    def back(other, o_batch, o_free, o_contract, g_contract_free, my_batch, my_free, my_contract, my_rank):
        # g . other over other's free dims: [batch, my free (from g), other's rest = my contracting],
        # or other . g: [batch, my contracting, my free]. Take the order that already is the operand's
        # layout: a transpose after the dot (e.g. the rhs gradient x^T g of x @ w computed as
        # (g^T x)^T) is a full pass over a weight-sized tensor, and it stops IREE fusing the update
        # (w - lr * g) into the gradient's matmul.
        rem = sorted(o_contract)
        contract_at = {mine: rem.index(theirs) for mine, theirs in zip(my_contract, o_contract)}

        def perm(free_first):
            pos = {d: i for i, d in enumerate(my_batch)}
            free_at, contract_base = (nb, nb + len(my_free)) if free_first else (nb + len(rem), nb)
            pos.update({d: free_at + i for i, d in enumerate(my_free)})
            pos.update({d: contract_base + k for d, k in contract_at.items()})
            return tuple(pos[d] for d in range(my_rank))

        identity = tuple(range(my_rank))
        if perm(True) != identity and perm(False) == identity:
            return F.dot_general(other, g, (tuple(o_free), g_contract_free), (o_batch, g_batch))
        r = F.dot_general(g, other, (g_contract_free, tuple(o_free)), (g_batch, o_batch))
        return F.transpose(r, perm(True))

    glhs = back(rhs, rb, rf, rc, g_rfree, lb, lf, lc, lhs.ndim)
    grhs = back(lhs, lb, lf, lc, g_lfree, rb, rf, rc, rhs.ndim)
    return [glhs, grhs]


@_vjp("reduce")
def _reduce(op, ins, outs, g):
    a = ins[0]
    dims = tuple(op.attrs["dimensions"])
    kept = tuple(d for d in range(a.ndim) if d not in dims)
    gb = F.broadcast_in_dim(g, a.shape, kept)
    if op.attrs["reducer"] == "add":
        return [gb]
    if op.attrs["reducer"] == "mul":
        from ..trace import TraceError
        raise TraceError(f"no gradient rule for a product reduce (at {op.loc}) yet; write it as "
                         f"exp(sum(log(x))) for positive x, or keep the product out of the differentiated part")
    hit = a == F.broadcast_in_dim(outs[0], a.shape, kept)
    count = F.reduce_sum(F.convert(hit, a.dtype), dims)
    return [F.where(hit, F.broadcast_in_dim(g / count, a.shape, kept), _zeros_like(gb))]


@_vjp("concatenate")
def _concat(op, ins, outs, g):
    d = op.attrs["dimension"]
    out, at = [], 0
    for x in ins:
        start = [0] * g.ndim
        limit = list(g.shape)
        start[d], limit[d] = at, at + x.shape[d]
        out.append(F.slice(g, start, limit))
        at += x.shape[d]
    return out


@_vjp("slice")
def _slice(op, ins, outs, g):
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
                F.constant(np.zeros((), _np(g.dtype))), cur.shape[:d + 1] + (st - 1,) + cur.shape[d + 1:], ())
            x = F.concatenate([x, z], d + 1)
            cur = F.reshape(x, cur.shape[:d] + (m * st,) + cur.shape[d + 1:])
            cur = F.slice(cur, [0] * cur.ndim, cur.shape[:d] + ((m - 1) * st + 1,) + cur.shape[d + 1:])
        before, after = s, a.shape[d] - s - cur.shape[d]
        parts = []
        for n in (before, None, after):
            if n is None:
                parts.append(cur)
            elif n > 0:
                parts.append(F.broadcast_in_dim(F.constant(np.zeros((), _np(g.dtype))),
                                                cur.shape[:d] + (n,) + cur.shape[d + 1:], ()))
        cur = F.concatenate(parts, d) if len(parts) > 1 else cur
    return [cur]


_vjp("sine")(lambda op, ins, outs, g: [g * F.cos(ins[0])])
_vjp("cosine")(lambda op, ins, outs, g: [-g * F.sin(ins[0])])
_vjp("tan")(lambda op, ins, outs, g: [g * (1.0 + outs[0] * outs[0])])
_vjp("exponential_minus_one")(lambda op, ins, outs, g: [g * (outs[0] + 1.0)])
_vjp("log_plus_one")(lambda op, ins, outs, g: [g / (ins[0] + 1.0)])
_vjp("cbrt")(lambda op, ins, outs, g: [g / (3.0 * outs[0] * outs[0])])
for _k in ("floor", "ceil", "round_nearest_even", "sign", "is_finite", "xor"):  # piecewise constant
    _vjp(_k)(lambda op, ins, outs, g: [None] * len(ins))
# bit ops, reinterpreted bits and random bits carry no derivative (as in JAX)
for _k in ("shift_left", "shift_right_logical", "shift_right_arithmetic", "popcnt", "bitcast_convert",
           "rng_bit_generator"):
    _vjp(_k)(lambda op, ins, outs, g: [None] * len(ins))


@_vjp("remainder")
def _remainder(op, ins, outs, g):
    a, b = ins
    return [g, -g * F.convert(F.convert(a / b, "i64"), a.dtype)]  # fmod: a - trunc(a/b) * b


@_vjp("atan2")
def _atan2(op, ins, outs, g):
    y, x = ins
    den = x * x + y * y
    return [g * x / den, -g * y / den]


@_vjp("clamp")
def _clamp(op, ins, outs, g):
    lo, x, hi = ins
    zero = _zeros_like(g)
    below, above = x < lo, x > hi
    return [F.where(below, g, zero), F.where(below, zero, F.where(above, zero, g)), F.where(above, g, zero)]


@_vjp("pad")
def _pad(op, ins, outs, g):
    a, _ = ins
    lo, hi = op.attrs["edge_padding_low"], op.attrs["edge_padding_high"]
    it = op.attrs.get("interior_padding") or [0] * a.ndim
    if any(x < 0 for x in list(lo) + list(hi)):
        from .registry import OpError
        raise OpError("no gradient for pad with negative (cropping) edge padding; use slice instead")
    start = list(lo)
    limit = [l + s + max(s - 1, 0) * i for l, s, i in zip(lo, a.shape, it)]
    inner = F.slice(g, start, limit, [i + 1 for i in it])
    return [inner, F.reduce_sum(g) - F.reduce_sum(inner)]


# indexing and error functions (ops/indexing.py) -----------------------------------------------------
_vjp("erf")(lambda op, ins, outs, g: [g * (2.0 / np.sqrt(np.pi)) * F.exp(-(ins[0] * ins[0]))])
_vjp("erfc")(lambda op, ins, outs, g: [g * (-2.0 / np.sqrt(np.pi)) * F.exp(-(ins[0] * ins[0]))])
_vjp("erf_inv")(lambda op, ins, outs, g: [g * (np.sqrt(np.pi) / 2.0) * F.exp(outs[0] * outs[0])])
_vjp("reverse")(lambda op, ins, outs, g: [F.reverse(g, op.attrs["dimensions"])])


@_vjp("dynamic_slice")
def _dynamic_slice(op, ins, outs, g):
    x, starts = ins[0], ins[1:]
    return [F.dynamic_update_slice(_zeros_like(x), g, starts)] + [None] * len(starts)


@_vjp("dynamic_update_slice")
def _dynamic_update_slice(op, ins, outs, g):
    x, u, starts = ins[0], ins[1], ins[2:]
    # both clamp the starts the same way (into [0, size - update size])
    return ([F.dynamic_update_slice(g, _zeros_like(u), starts), F.dynamic_slice(g, starts, u.shape)]
            + [None] * len(starts))


@_vjp("gather")
def _gather(op, ins, outs, g):
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
        vec = F.constant(np.array(bounds, dtype=_np(idx.dtype)))
        return F.broadcast_in_dim(vec, idx.shape, (ivd,))
    return int(bounds[0])


@_vjp("scatter_add")
def _scatter_add(op, ins, outs, g):
    """Each update's cotangent is the cotangent at its window (a gather); updates that were skipped
    (window out of range) get zero."""
    idx, upd = ins
    at = op.attrs
    shape, ivd = tuple(at["shape"]), at["index_vector_dim"]
    smap, uwd = tuple(at["scatter_dims_to_operand_dims"]), tuple(at["update_window_dims"])
    inserted, obatch = tuple(at["inserted_window_dims"]), tuple(at.get("input_batching_dims", ()))
    window = [d for d in range(len(shape)) if d not in inserted + obatch]
    sizes = [1] * len(shape)
    for d, u in zip(window, uwd):
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
    return [None, F.where(ok, gu, _zeros_like(gu))]


@_vjp("reduce_window")
def _reduce_window(op, ins, outs, g):
    """add: the transposed window sum, itself one reduce_window of the cotangent (base-dilated by
    the strides, padded by the dilated window's span, window dilations kept), then a strided slice
    that picks the operand's positions out of the padded, base-dilated frame. max/min (pooling):
    each window's cotangent goes to the element it picked, the first maximum (minimum) in window
    order, as JAX's select_and_scatter_add does."""
    from ..trace import TraceError
    from .window import window_attrs
    a = ins[0]
    win, st, bd, wd, pad = window_attrs(op.attrs, a.ndim)
    if op.attrs["reducer"] in ("max", "min"):
        if any(b != 1 for b in bd + wd) or any(lo < 0 or hi < 0 for lo, hi in pad):
            raise TraceError(f"no gradient for a {op.attrs['reducer']} reduce_window with dilations or negative "
                             f"padding (at {op.loc}); JAX has none either")
        return [a.builder.op("select_and_scatter", [a, g], {
            "window_dimensions": win, "window_strides": st, "padding": pad,
            "select": "GE" if op.attrs["reducer"] == "max" else "LE"})]
    if op.attrs["reducer"] == "mul":
        from .window import cumulative_dim, cumulative_product_vjp
        found = cumulative_dim(op.attrs, op.operands[0].type)
        if found is None:
            raise TraceError(f"no gradient for a product reduce_window other than a cumulative one (cumprod) "
                             f"(at {op.loc})")
        return [cumulative_product_vjp(a, g, *found)]
    if op.attrs["reducer"] != "add":
        raise TraceError(f"no gradient for reduce_window with a {op.attrs['reducer']} body (at {op.loc}); "
                         f"only add, max, min and cumulative product windows can be differentiated")
    if any(lo < 0 or hi < 0 for lo, hi in pad):
        raise TraceError("no gradient for reduce_window with negative (cropping) padding")
    if 0 in tuple(g.shape) + tuple(a.shape):
        return [_zeros_like(a)]
    new_pad, frame = [], []
    for d in range(a.ndim):
        lo, hi = pad[d]
        size = lo + (a.shape[d] - 1) * bd[d] + 1 + hi  # the padded, base-dilated operand
        span = (win[d] - 1) * wd[d]
        new_pad.append((span, size - (g.shape[d] - 1) * st[d] - 1))
        frame.append(size)
    dp = F.reduce_window(g, "add", win, padding=new_pad, base_dilations=st, window_dilations=wd)
    assert tuple(dp.shape) == tuple(frame), (dp.shape, frame)
    start = [lo for lo, _ in pad]
    limit = [lo + (n - 1) * b + 1 for (lo, _), n, b in zip(pad, a.shape, bd)]
    return [F.slice(dp, start, limit, list(bd))]
