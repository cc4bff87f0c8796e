"""reduce_window: StableHLO's sliding-window reduction with an add, max, min or mul body (JAX's
cumsum, cummax, cummin, cumprod and pooling).

Attributes: `reducer`, `window_dimensions`, `window_strides`, `base_dilations`, `window_dilations`
and `padding` ((low, high) per dim). The init value is the reducer's identity (0, -inf / the
smallest integer, +inf / the largest integer, 1); the importer folds any other init value in.
The operand is padded (and base-dilated) with that identity, then every window is reduced.
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..ir import TensorType
from .contraction import REDUCERS as CONTRACTION_REDUCERS
from .registry import FactorRule, OpDef, OpError, Window, is_float_array, reducer_identity, register, windowed_dims

REDUCERS = CONTRACTION_REDUCERS + ("mul",)
WINDOW_KEYS = ("window_dimensions", "window_strides", "base_dilations", "window_dilations", "padding")





def window_attrs(attrs: dict, rank: int):
    """(window, strides, base dilations, window dilations, [(low, high)]) with the defaults filled in."""
    win = tuple(int(x) for x in attrs["window_dimensions"])
    ones = (1,) * rank
    st = tuple(int(x) for x in (attrs.get("window_strides") or ones))
    bd = tuple(int(x) for x in (attrs.get("base_dilations") or ones))
    wd = tuple(int(x) for x in (attrs.get("window_dilations") or ones))
    pad = tuple((int(lo), int(hi)) for lo, hi in (attrs.get("padding") or ((0, 0),) * rank))
    return win, st, bd, wd, pad


def _padded_size(n, bd, lo, hi):
    return lo + (n - 1) * bd + 1 + hi if n > 0 else lo + hi


def _infer(types, attrs):
    if len(types) != 1:
        raise OpError(f"reduce_window takes 1 operand, got {len(types)}")
    t = types[0]
    if attrs.get("reducer") not in REDUCERS:
        raise OpError(f"reduce_window: reducer must be one of {REDUCERS}, got {attrs.get('reducer')!r}")
    if t.dtype == "i1" and attrs["reducer"] == "add":
        raise OpError("reduce_window: cannot sum i1 values; convert them to an integer type first")
    win, st, bd, wd, pad = window_attrs(attrs, t.rank)
    if not len(win) == len(st) == len(bd) == len(wd) == len(pad) == t.rank:
        raise OpError(f"reduce_window: window_dimensions, window_strides, base_dilations, window_dilations "
                      f"and padding need {t.rank} entries each")
    if any(x < 1 for x in win + st + bd + wd):
        raise OpError("reduce_window: window sizes, strides and dilations must be >= 1")
    return [TensorType(_result_shape(t.shape, win, st, bd, wd, pad), t.dtype)]


def _result_shape(shape, win, st, bd, wd, pad):
    out = []
    for d in range(len(shape)):
        size = _padded_size(shape[d], bd[d], *pad[d])
        span = (win[d] - 1) * wd[d] + 1
        if size < 0:
            raise OpError(f"reduce_window: dimension {d} is negative after padding {pad[d]}")
        out.append(0 if size < span else (size - span) // st[d] + 1)
    return tuple(out)


def _ref(xs, attrs):
    (a,) = xs
    red = attrs["reducer"]
    win, st, bd, wd, pad = window_attrs(attrs, a.ndim)
    shape = _result_shape(a.shape, win, st, bd, wd, pad)
    dt = a.dtype
    src = a.astype(np.float32) if is_float_array(a) and dt != np.float64 else a
    init = reducer_identity(red, "f32" if is_float_array(src) else dtypes.normalize(dt)).astype(src.dtype)
    # pad with the identity and base-dilate (negative padding crops), as `pad` does
    grown = [s + max(s - 1, 0) * (b - 1) for s, b in zip(a.shape, bd)]
    full = np.full([max(lo, 0) + g + max(hi, 0) for (lo, hi), g in zip(pad, grown)], init, dtype=src.dtype)
    full[tuple(slice(max(lo, 0), max(lo, 0) + g, b) for (lo, _), g, b in zip(pad, grown, bd))] = src
    full = full[tuple(slice(max(-lo, 0), full.shape[d] - max(-hi, 0)) for d, (lo, hi) in enumerate(pad))]
    if 0 in shape:
        return [np.zeros(shape, dt)]
    spans = tuple((w - 1) * k + 1 for w, k in zip(win, wd))
    views = np.lib.stride_tricks.sliding_window_view(full, spans)
    views = views[tuple(slice(None, None, s) for s in st) + tuple(slice(None, None, k) for k in wd)]
    views = views[tuple(slice(0, n) for n in shape)]
    fn = {"add": np.sum, "max": np.max, "min": np.min, "mul": np.prod}[red]
    axes = tuple(range(a.ndim, 2 * a.ndim))
    out = fn(views, axis=axes) if views.size else np.full(shape, init)
    return [np.asarray(out).astype(dt)]


def passes_through(attrs, rank: int, d: int) -> bool:
    win, st, bd, _, pad = window_attrs(attrs, rank)
    return win[d] == 1 and st[d] == 1 and bd[d] == 1 and pad[d] == (0, 0)


def _factors(operand_types, result_types, attrs):
    """Windowed dims without base dilation are windowed factors (the halo engine fetches the rows
    each result shard's windows read); base-dilated ones are computed whole."""
    t, r = operand_types[0], result_types[0]
    bd = window_attrs(attrs, t.rank)[2]
    opd, res, sizes, need, win = windowed_dims(t, r, lambda d: bd[d] == 1 and t.shape[d] > 0 and r.shape[d] > 0,
                                               lambda d: passes_through(attrs, t.rank, d))
    return FactorRule([opd], [res], sizes, need_replication=need, windowed=win)


def _window(operand_types, result_type, attrs, dim):
    """Result rows [lo, hi) reduce padded rows lo*stride .. (hi-1)*stride + span - 1, i.e. operand
    rows shifted by the low padding; rows outside the operand read as the reducer's identity, so
    the local op has no padding on this dim."""
    win, st, bd, wd, pad = window_attrs(attrs, result_type.rank)
    if bd[dim] != 1:
        return None
    span_w = (win[dim] - 1) * wd[dim] + 1

    def span(lo, hi):
        return lo * st[dim] - pad[dim][0], (hi - 1) * st[dim] + span_w - pad[dim][0]

    def localize(at, d, lo, hi, a, b):
        p = list(window_attrs(at, result_type.rank)[4])
        p[d] = (0, 0)
        return {**at, "padding": tuple(p)}
    return Window(span, localize, fill=("identity", attrs["reducer"]))


register(OpDef("reduce_window", _infer, _ref, _factors, splat_preserving=True, window=_window))
