"""convolution: StableHLO's n-D convolution (JAX's `lax.conv_general_dilated`, flax's `nn.Conv`), one record.

Attributes (Graph IR), as JAX spells them:
- `dimension_numbers`: ((lhs batch, lhs feature, lhs spatial...), (rhs output feature, rhs input
  feature, rhs spatial...), (result batch, result feature, result spatial...)), JAX's
  `ConvDimensionNumbers`: any layout (NHWC/HWIO, NCHW/OIHW, the transposed layouts of gradients);
  spatial dim j of the three tensors correspond, and every per-spatial-dim attribute is in that order;
- `window_strides`, `lhs_dilation`, `rhs_dilation` (one int per spatial dim), `padding` (one
  (low, high) pair per spatial dim; negative crops), `window_reversal` (one bool per spatial dim:
  the kernel is flipped there);
- `feature_group_count` G (grouped / depthwise: lhs features and result features in G contiguous
  groups, each group convolved with its own slice of kernels) and `batch_group_count` B (lhs batch
  in B groups, each with its own slice of kernels; the result's features are the groups, group
  major; the rhs gradient of a grouped convolution). At most one of them is above 1.
Operands and result share one dtype: a preferred element type is a convert of the operands first
(exact for bf16 -> f32 and i8 -> i32), as for dot_general.

Sharding (the factor rule): the batch passes through; the kernels' output features pass through to
the result's features; the input features are contracted (a reduction factor: split, the result
is a partial sum that an all-reduce or reduce-scatter finishes). Groups are the major factor of the
lhs features, the kernels' output features and the result's features, so a depthwise convolution
split on channels needs no communication (the local op has G / n groups, `localize`). A spatial dim
is a windowed factor: with its result split, the halo engine (passes/halo.py) fetches the rows each
device's windows read across its shard edge and the local op runs unpadded (`window`); an lhs-dilated
spatial dim (a transposed convolution) is computed whole. Kernel spatial dims are never split.
"""
from __future__ import annotations

import re
from math import gcd, prod
from typing import NamedTuple

import numpy as np

from .. import dtypes
from ..emit.mlir_text import i64_array
from ..ir import Graph, TensorType
from .registry import FactorRule, OpDef, OpError, Window, is_float_array, register

KIND = "convolution"
PADDINGS = ("SAME", "SAME_LOWER", "VALID")


class Conv(NamedTuple):
    """The attributes, checked and with defaults filled in."""
    lhs: tuple[int, ...]           # (batch, feature, spatial...)
    rhs: tuple[int, ...]           # (output feature, input feature, spatial...)
    out: tuple[int, ...]           # (batch, feature, spatial...)
    strides: tuple[int, ...]
    padding: tuple[tuple[int, int], ...]
    lhs_dilation: tuple[int, ...]
    rhs_dilation: tuple[int, ...]
    reversal: tuple[bool, ...]
    groups: int                    # feature_group_count
    batch_groups: int              # batch_group_count

    @property
    def n(self) -> int:
        return len(self.lhs) - 2


def conv_attrs(attrs: dict, rank: int) -> Conv:
    """The attributes of a rank-`rank` convolution as a Conv (OpError when malformed)."""
    try:
        dn = tuple(tuple(int(d) for d in spec) for spec in attrs["dimension_numbers"])
    except (KeyError, TypeError, ValueError):
        raise OpError(f"{KIND}: dimension_numbers must be three tuples of dims, got "
                      f"{attrs.get('dimension_numbers')!r}") from None
    if len(dn) != 3:
        raise OpError(f"{KIND}: dimension_numbers must be (lhs spec, rhs spec, result spec), got {dn}")
    for what, spec in zip(("lhs", "rhs", "result"), dn, strict=True):
        if sorted(spec) != list(range(rank)):
            raise OpError(f"{KIND}: the {what} dimension numbers {list(spec)} must name each dim of a rank-{rank} "
                          f"tensor once (batch/feature first, then the spatial dims)")
    n = rank - 2
    if n < 0:
        raise OpError(f"{KIND}: operands need rank >= 2 (batch and feature dims), got rank {rank}")
    ones = (1,) * n

    def ints(key, default):
        v = attrs.get(key)
        v = default if v is None else tuple(int(x) for x in v)
        if len(v) != n:
            raise OpError(f"{KIND}: {key} needs {n} entries (one per spatial dim), got {list(v)}")
        if key != "padding" and any(x < 1 for x in v):
            raise OpError(f"{KIND}: {key} must be >= 1, got {list(v)}")
        return v

    pad = attrs.get("padding")
    pad = ((0, 0),) * n if pad is None else tuple((int(lo), int(hi)) for lo, hi in pad)
    if len(pad) != n:
        raise OpError(f"{KIND}: padding needs {n} (low, high) pairs, got {list(pad)}")
    rev = attrs.get("window_reversal")
    rev = (False,) * n if rev is None else tuple(bool(x) for x in rev)
    if len(rev) != n:
        raise OpError(f"{KIND}: window_reversal needs {n} entries, got {list(rev)}")
    g, b = int(attrs.get("feature_group_count", 1)), int(attrs.get("batch_group_count", 1))
    if g < 1 or b < 1:
        raise OpError(f"{KIND}: feature_group_count ({g}) and batch_group_count ({b}) must be >= 1")
    if g > 1 and b > 1:
        raise OpError(f"{KIND}: feature_group_count ({g}) and batch_group_count ({b}) cannot both be above 1")
    return Conv(*dn, ints("window_strides", ones), pad, ints("lhs_dilation", ones), ints("rhs_dilation", ones),
                rev, g, b)


def dilate(size: int, dilation: int) -> int:
    return 0 if size == 0 else 1 + dilation * (size - 1)


def output_spatial(c: Conv, lhs_shape, rhs_shape) -> tuple[int, ...]:
    out = []
    for j in range(c.n):
        lo, hi = c.padding[j]
        padded = lo + dilate(lhs_shape[c.lhs[2 + j]], c.lhs_dilation[j]) + hi
        if padded < 0:
            raise OpError(f"{KIND}: spatial dim {j} (size {lhs_shape[c.lhs[2 + j]]}) is negative after padding "
                          f"{c.padding[j]}")
        span = dilate(rhs_shape[c.rhs[2 + j]], c.rhs_dilation[j])
        out.append(max(0, (padded - span) // c.strides[j] + 1))
    return tuple(out)


# shapes ---------------------------------------------------------------------------------------------
def _infer(types, attrs):
    if len(types) != 2:
        raise OpError(f"{KIND} takes 2 operands (input and kernel), got {len(types)}")
    lhs, rhs = types
    if lhs.rank != rhs.rank:
        raise OpError(f"{KIND}: input {lhs} and kernel {rhs} must have the same rank")
    if lhs.dtype != rhs.dtype and "result_dtype" not in attrs:
        raise OpError(f"{KIND}: operand dtypes differ ({lhs.dtype}, {rhs.dtype}); convert one "
                      f"(or pass preferred_element_type)")
    if lhs.dtype == "i1":
        raise OpError(f"{KIND} does not take i1 operands")
    c = conv_attrs(attrs, lhs.rank)
    batch, feature = lhs.shape[c.lhs[0]], lhs.shape[c.lhs[1]]
    out_f, in_f = rhs.shape[c.rhs[0]], rhs.shape[c.rhs[1]]
    g, b = c.groups, c.batch_groups
    if feature % g or feature // g != in_f:
        raise OpError(f"{KIND}: the input has {feature} features, which feature_group_count {g} must split into "
                      f"groups of the kernel's {in_f} input features")
    if batch % b:
        raise OpError(f"{KIND}: batch_group_count {b} must divide the input's batch size {batch}")
    if out_f % g or out_f % b:
        raise OpError(f"{KIND}: the kernel's {out_f} output features must split into feature_group_count {g} / "
                      f"batch_group_count {b} groups")
    for j in range(c.n):
        if rhs.shape[c.rhs[2 + j]] < 1:
            raise OpError(f"{KIND}: the kernel's spatial dim {c.rhs[2 + j]} is empty")
    shape = [0] * lhs.rank
    shape[c.out[0]], shape[c.out[1]] = batch // b, out_f
    for j, s in enumerate(output_spatial(c, lhs.shape, rhs.shape)):
        shape[c.out[2 + j]] = s
    return [TensorType(tuple(shape), attrs.get("result_dtype", lhs.dtype))]


# reference --------------------------------------------------------------------------------------------
def reference(lhs: np.ndarray, rhs: np.ndarray, c: Conv) -> np.ndarray:
    """The convolution in NumPy: windows of the padded, dilated input (a strided view) times the
    kernels, one matmul per group; accumulated in f32 (f64 for f64 inputs) or the integer type."""
    dt = lhs.dtype
    acc = (np.float64 if dt == np.float64 else np.float32) if is_float_array(lhs) else dt
    x = np.transpose(lhs, c.lhs).astype(acc)       # (N, C, spatial...)
    w = np.transpose(rhs, c.rhs).astype(acc)       # (O, I, kernel...)
    n = c.n
    flip = tuple(2 + j for j in range(n) if c.reversal[j])
    if flip:
        w = np.flip(w, flip)
    out_sp = output_spatial(c, lhs.shape, rhs.shape)
    big_n, big_c = x.shape[:2]
    big_o, big_i = w.shape[:2]
    g, b = c.groups, c.batch_groups
    shape = (big_n // b, big_o) + out_sp
    if 0 in shape or 0 in x.shape or 0 in w.shape:
        return np.transpose(np.zeros(shape, acc), np.argsort(c.out)).astype(dt)
    # dilate and pad the input (negative padding crops), as `pad` does
    grown = [dilate(s, d) for s, d in zip(x.shape[2:], c.lhs_dilation)]
    lows = [max(lo, 0) for lo, _ in c.padding]
    full = np.zeros((big_n, big_c) + tuple(lo + s + max(hi, 0) for lo, s, (_, hi) in zip(lows, grown, c.padding)), acc)
    full[(slice(None), slice(None)) + tuple(slice(lo, lo + s, d) for lo, s, d in zip(lows, grown, c.lhs_dilation))] = x
    full = full[(slice(None), slice(None)) + tuple(slice(max(-lo, 0), full.shape[2 + j] - max(-hi, 0))
                                                   for j, (lo, hi) in enumerate(c.padding))]
    ks = w.shape[2:]
    spans = tuple(dilate(k, d) for k, d in zip(ks, c.rhs_dilation))
    views = np.lib.stride_tricks.sliding_window_view(full, spans, axis=tuple(range(2, 2 + n)))
    views = views[(slice(None), slice(None)) + tuple(slice(0, (o - 1) * s + 1, s) for o, s in zip(out_sp, c.strides))
                  + tuple(slice(None, None, d) for d in c.rhs_dilation)]  # (N, C, out..., k...)
    m, kk = prod(out_sp), prod(ks)
    nb, ig = big_n // b, big_c // g
    v = views.reshape((b, nb, g, ig) + out_sp + ks)
    v = np.moveaxis(np.moveaxis(v, 3, 3 + n), 2, 1)                 # (B, G, N', out..., I, k...)
    v = v.reshape(b * g, nb * m, ig * kk)
    p = big_o // (b * g)
    wk = w.reshape(b * g, p, big_i * kk)
    r = np.matmul(v, np.swapaxes(wk, 1, 2))                          # (B*G, N'*out, P)
    r = r.reshape((b * g, nb) + out_sp + (p,))
    r = np.moveaxis(r, 0, 1)                                         # (N', B*G, out..., P)
    r = np.moveaxis(r, -1, 2).reshape(shape)                         # (N', O, out...), groups major
    return np.transpose(r, np.argsort(c.out)).astype(dt)


def _ref(xs, attrs):
    lhs, rhs = xs
    return [reference(lhs, rhs, conv_attrs(attrs, lhs.ndim))]


# sharding -----------------------------------------------------------------------------------------------
def _passes_through(c: Conv, rhs_shape, j: int) -> bool:
    return (rhs_shape[c.rhs[2 + j]] == 1 and c.strides[j] == 1 and c.lhs_dilation[j] == 1
            and c.padding[j] == (0, 0))


def _contracts_rows(c: Conv, lhs_shape, rhs_shape, res_shape, j: int) -> bool:
    """Spatial dim j is a windowed contraction when the kernel is longer than the result along it (a
    kernel gradient: the cotangent is the kernel, the result the taps), the input is not dilated
    and the kernel not reversed (its row k then meets the input rows of window position k)."""
    li, ri, oi = c.lhs[2 + j], c.rhs[2 + j], c.out[2 + j]
    return (c.lhs_dilation[j] == 1 and not c.reversal[j] and rhs_shape[ri] > res_shape[oi] and lhs_shape[li] > 0
            and gcd(lhs_shape[li], rhs_shape[ri]) > 1)


def _factors(operand_types, result_types, attrs):
    lhs, rhs = operand_types
    res = result_types[0]
    c = conv_attrs(attrs, lhs.rank)
    sizes: list[int] = []

    def new(size):
        sizes.append(size)
        return len(sizes) - 1

    lo: list = [None] * lhs.rank
    ro: list = [None] * rhs.rank
    out: list = [None] * res.rank
    g, b = c.groups, c.batch_groups
    batch, feature = lhs.shape[c.lhs[0]], lhs.shape[c.lhs[1]]
    group = None
    if b > 1:  # lhs batch = (group, batch in group); the groups are the result's major features
        group, fn = new(b), new(batch // b)
        lo[c.lhs[0]], out[c.out[0]] = [group, fn], [fn]
    else:
        fn = new(batch)
        lo[c.lhs[0]], out[c.out[0]] = [fn], [fn]
    fi = new(feature // g)  # the contracted input features (within a group)
    if g > 1:
        group = new(g)
        lo[c.lhs[1]] = [group, fi]
    else:
        lo[c.lhs[1]] = [fi]
    ro[c.rhs[1]] = [fi]
    fp = new(rhs.shape[c.rhs[0]] // (g * b))
    ro[c.rhs[0]] = out[c.out[1]] = ([group] if group is not None else []) + [fp]
    need, win, red = set(), set(), {fi}
    for j in range(c.n):
        li, ri, oi = c.lhs[2 + j], c.rhs[2 + j], c.out[2 + j]
        if _contracts_rows(c, lhs.shape, rhs.shape, res.shape, j):
            # a kernel gradient: the cotangent's rows slide over the input's (a windowed contraction:
            # split, each device sums over its own rows, reading a halo of the input's)
            f, fo = new(gcd(lhs.shape[li], rhs.shape[ri])), new(res.shape[oi])
            lo[li], ro[ri], out[oi] = [f], [f], [fo]
            red.add(f)
            win.add(f)
            need.update((f, fo))
            continue
        k = new(rhs.shape[ri])
        ro[ri] = [k]
        need.add(k)
        if _passes_through(c, rhs.shape, j):
            f = new(lhs.shape[li])
            lo[li], out[oi] = [f], [f]
        elif lhs.shape[li] > 0 and res.shape[oi] > 0:
            f = new(gcd(lhs.shape[li], res.shape[oi]))
            lo[li], out[oi] = [f], [f]
            need.add(f)
            win.add(f)
        else:
            fa, fb = new(lhs.shape[li]), new(res.shape[oi])
            lo[li], out[oi] = [fa], [fb]
            need.update((fa, fb))
    return FactorRule([lo, ro], [out], sizes, reduction=red, need_replication=need, windowed=win)


def _window(operand_types, result_type, attrs, dim, operand=None):
    """Result rows [lo, hi) along spatial dim j read the padded, dilated input's positions
    lo*stride .. (hi-1)*stride + span - 1, i.e. input rows a = ceil((lo*stride - low) / lhs_dilation)
    .. b - 1 = floor(((hi-1)*stride + span - 1 - low) / lhs_dilation); rows outside the input read
    as zero (the padding). The local op gets the padding that puts its first result row on
    position lo*stride: (low + a*lhs_dilation - lo*stride, what makes hi - lo rows); without lhs
    dilation that is no padding. The engine uses it only when every device's is the same (a
    transposed convolution's shards must start at the same phase of the dilation)."""
    c = conv_attrs(attrs, result_type.rank)
    if operand == 1:
        return _contraction_window(operand_types, c, c.rhs.index(dim) - 2) if dim in c.rhs[2:] else None
    if dim not in c.out[2:]:
        return None
    j = c.out.index(dim) - 2
    span_w = dilate(operand_types[1].shape[c.rhs[2 + j]], c.rhs_dilation[j])
    st, ld, low = c.strides[j], c.lhs_dilation[j], c.padding[j][0]

    def span(lo, hi):
        return -((low - lo * st) // ld), ((hi - 1) * st + span_w - 1 - low) // ld + 1

    def localize(at, d, lo, hi, a, b):
        pad = list(conv_attrs(at, result_type.rank).padding)
        first = low + a * ld - lo * st
        pad[j] = (first, (hi - lo - 1) * st + span_w - first - dilate(b - a, ld))
        return {**at, "padding": tuple(pad)}
    return Window(span, localize, operand_dim=c.lhs[2 + j])


def _contraction_window(operand_types, c: Conv, j: int) -> Window | None:
    """A windowed contraction along spatial dim j (a kernel gradient): the kernel's rows [lo, hi)
    (the cotangent's, dilated by rhs_dilation) meet input positions lo*rhs_dilation ..
    (hi-1)*rhs_dilation + (taps-1)*stride over every result tap, i.e. input rows shifted by the
    low padding. A device holding exactly those rows computes every tap with no padding; rows
    outside the input read as zero."""
    if c.lhs_dilation[j] != 1:
        return None
    lhs, rhs = operand_types
    res_taps = output_spatial(c, lhs.shape, rhs.shape)[j]
    rd, reach, low = c.rhs_dilation[j], (res_taps - 1) * c.strides[j], c.padding[j][0]

    def span(lo, hi):
        return lo * rd - low, (hi - 1) * rd + reach + 1 - low

    def localize(at, d, lo, hi, a, b):
        pad = list(conv_attrs(at, lhs.rank).padding)
        pad[j] = (0, 0)
        return {**at, "padding": tuple(pad)}
    return Window(span, localize, operand_dim=c.lhs[2 + j])


def _localize(attrs, local_res, res_dims, global_res):
    """A split group factor leaves each device G / n of the groups (n = the split of the result's
    features: the group factor is their major part)."""
    c = conv_attrs(attrs, len(local_res))
    f = c.out[1]
    if local_res[f] == 0 or max(c.groups, c.batch_groups) == 1:
        return dict(attrs)
    n = global_res[f] // local_res[f]
    key = "feature_group_count" if c.groups > 1 else "batch_group_count"
    count = max(c.groups, c.batch_groups)
    return {**attrs, key: count // gcd(count, n)}


def _pad_attrs(attrs, types, in_t, out_t):
    """Uneven spatial splits: the input's zero-filled tail is cropped off by the high padding (it
    must not be read as data); a positive high padding would read it, so the op runs at its real size."""
    lhs, rhs = types
    c = conv_attrs(attrs, lhs.rank)
    if any(in_t[1][d] != rhs.shape[d] for d in c.rhs[2:]):
        return None  # padded kernel rows (a windowed contraction's cotangent) would be read as taps
    pad = list(c.padding)
    for j in range(c.n):
        d = c.lhs[2 + j]
        extra = in_t[0][d] - lhs.shape[d]
        if extra:
            if pad[j][1] > 0:
                return None
            pad[j] = (pad[j][0], pad[j][1] - extra * c.lhs_dilation[j])
    return {**attrs, "padding": tuple(pad)}


# StableHLO text -------------------------------------------------------------------------------------------
def _dims_text(spec, first: str, second: str, rank: int) -> str:
    names = [""] * rank
    names[spec[0]], names[spec[1]] = first, second
    for j, d in enumerate(spec[2:]):
        names[d] = str(j)
    return "[" + ", ".join(names) + "]"


def _hlo_attrs(attrs) -> dict:
    rank = len(attrs["dimension_numbers"][0])
    c = conv_attrs(attrs, rank)
    pads = ("dense<[" + ", ".join(f"[{lo}, {hi}]" for lo, hi in c.padding) + "]>") if c.n else "dense<>"
    out = {"window_strides": i64_array(c.strides), "padding": f"{pads} : tensor<{c.n}x2xi64>",
           "lhs_dilation": i64_array(c.lhs_dilation), "rhs_dilation": i64_array(c.rhs_dilation),
           "dimension_numbers": "#stablehlo.conv<" + _dims_text(c.lhs, "b", "f", rank) + "x"
           + _dims_text(c.rhs, "o", "i", rank) + "->" + _dims_text(c.out, "b", "f", rank) + ">",
           "feature_group_count": f"{c.groups} : i64", "batch_group_count": f"{c.batch_groups} : i64"}
    if any(c.reversal) or attrs.get("window_reversal"):
        out["window_reversal"] = "array<i1: " + ", ".join("true" if r else "false" for r in c.reversal) + ">"
    if "precision_config" in attrs:
        out["precision_config"] = attrs["precision_config"]
    return out


_RAW_KEYS = ("input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions",
             "kernel_output_feature_dimension", "kernel_input_feature_dimension", "kernel_spatial_dimensions",
             "output_batch_dimension", "output_feature_dimension", "output_spatial_dimensions")


def parse_dimension_numbers(text: str) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """`#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>` (or the `raw` keyword form) as
    JAX's (lhs spec, rhs spec, result spec)."""
    m = re.search(r"\[([^\]]*)\]\s*x\s*\[([^\]]*)\]\s*->\s*\[([^\]]*)\]", text)
    try:
        if m:
            def spec(group, a, b):
                toks = [t.strip() for t in group.split(",") if t.strip()]
                spatial = sorted((int(t), d) for d, t in enumerate(toks) if t not in (a, b))
                if [j for j, _ in spatial] != list(range(len(spatial))):
                    raise ValueError(group)
                return (toks.index(a), toks.index(b)) + tuple(d for _, d in spatial)
            return spec(m.group(1), "b", "f"), spec(m.group(2), "o", "i"), spec(m.group(3), "b", "f")
        raw = {k: v for k, v in re.findall(r"(\w+)\s*=\s*(\[[^\]]*\]|\d+)", text)}
        val = [tuple(int(x) for x in raw[k].strip("[]").split(",") if x.strip()) for k in _RAW_KEYS]
        return tuple(val[i][0:1] + val[i + 1][0:1] + val[i + 2] for i in (0, 3, 6))  # type: ignore[return-value]
    except (KeyError, ValueError, IndexError):
        raise OpError(f"{KIND}: cannot read the dimension numbers {text}") from None


def _import(ctx) -> list:
    """stablehlo.convolution: the attributes as Graph IR spells them; a result type other than the
    operands' (preferred_element_type) converts the operands to it first. precision_config is
    ignored (CPU and GPU f32 convolutions are computed in f32). A module printed as Shardy
    propagates it keeps the op as written instead: its precision config and result type."""
    lhs, rhs = ctx.operands
    a = ctx.attrs
    rank = lhs.type.rank
    n = rank - 2
    pad = a.get("padding")
    attrs = {"dimension_numbers": parse_dimension_numbers(str(a.get("dimension_numbers", ""))),
             "window_strides": tuple(a.get("window_strides") or (1,) * n),
             "padding": (tuple((int(lo), int(hi)) for lo, hi in np.asarray(pad).reshape(n, 2))
                         if pad is not None else ((0, 0),) * n),
             "lhs_dilation": tuple(a.get("lhs_dilation") or (1,) * n),
             "rhs_dilation": tuple(a.get("rhs_dilation") or (1,) * n),
             "feature_group_count": int(a.get("feature_group_count", 1)),
             "batch_group_count": int(a.get("batch_group_count", 1))}
    rev = tuple(bool(x) for x in (a.get("window_reversal") or ()))
    if any(rev) or ctx.printing and rev:   # printed as written, all false too
        attrs["window_reversal"] = rev
    out = ctx.results[0].dtype
    if ctx.printing:
        attrs.update({"precision_config": a["precision_config"]} if "precision_config" in a else {})
        attrs.update({"result_dtype": out} if out != lhs.dtype or out != rhs.dtype else {})
        return [ctx.add(KIND, [lhs, rhs], attrs)]
    ins = [x if x.dtype == out else ctx.add("convert", [x], {"dtype": out}) for x in (lhs, rhs)]
    return [ctx.add(KIND, ins, attrs)]


def _for_iree(types, attrs):
    """What IREE 3.13 gets wrong, written out before a plain convolution:
    - it folds a zero `pad` feeding an lhs-dilated convolution (or an interior `pad`) into one pad
      and drops the dilation of the first one's edge: wrong rows (a halo window's pad, JAX's slice
      gradients). Each dilated dim is interleaved with zero rows (reshape, concatenate, reshape,
      slice) and the convolution has no lhs dilation;
    - it computes wrong shapes ("inferred input/output operand #1 has shape's dimension #0 to be
      ...") for a strided dim with one window that leaves rows unread (as for reduce_window): the
      input is sliced to the rows the windows read (negative padding, the partitioner's crop of a
      halo, becomes part of the slice) and the padding made non-negative;
    - it ignores `window_reversal` of a grouped convolution (the unreversed kernel's values,
      silently, on one device too): the kernel is reversed along those dims first (any
      convolution's, one form for all)."""
    lhs, rhs = types
    c = conv_attrs(attrs, lhs.rank)
    if 0 in lhs.shape or 0 in rhs.shape:
        return None
    lhs_d = [dilate(lhs.shape[c.lhs[2 + j]], c.lhs_dilation[j]) for j in range(c.n)]
    span = [dilate(rhs.shape[c.rhs[2 + j]], c.rhs_dilation[j]) for j in range(c.n)]
    out = output_spatial(c, lhs.shape, rhs.shape)
    crop, cut = [], False   # per spatial dim: (first row, stop row) of the lhs-dilated input, new padding
    for j in range(c.n):
        (lo, hi), n = c.padding[j], lhs_d[j]
        start, stop, lo2, hi2 = max(-lo, 0), n - max(-hi, 0), max(lo, 0), max(hi, 0)
        if out[j] == 1 and c.strides[j] > 1 and span[j] < lo + n + hi:   # one window: the rows it reads
            stop, cut = min(stop, start + span[j] - lo2), True
            hi2 = max(0, span[j] - lo2 - (stop - start))
        crop.append((start, stop, lo2, hi2))
    if all(d == 1 for d in c.lhs_dilation) and not cut and not any(c.reversal):
        return None
    if any(b <= a for a, b, _, _ in crop):   # (a window in padding only: left to IREE)
        return None
    g = Graph("convolution_for_iree")
    x, w = g.add_input(lhs), g.add_input(rhs)

    def add(kind, operands, at):
        return g.add_op(kind, operands, at).result

    if any(c.reversal):
        w = add("reverse", [w], {"dimensions": tuple(c.rhs[2 + j] for j in range(c.n) if c.reversal[j])})
        attrs = {k: v for k, v in attrs.items() if k != "window_reversal"}
    zero = add("constant", [], {"value": np.zeros((), dtypes.to_numpy(lhs.dtype))})
    for j, k in enumerate(c.lhs_dilation):
        if k == 1:
            continue
        d, s = c.lhs[2 + j], x.shape
        y = add("reshape", [x], {"shape": s[:d + 1] + (1,) + s[d + 1:]})
        z = add("broadcast_in_dim", [zero], {"shape": s[:d + 1] + (k - 1,) + s[d + 1:], "broadcast_dimensions": ()})
        y = add("concatenate", [y, z], {"dimension": d + 1})
        y = add("reshape", [y], {"shape": s[:d] + (s[d] * k,) + s[d + 1:]})
        limit = s[:d] + (dilate(s[d], k),) + s[d + 1:]
        x = add("slice", [y], {"start_indices": (0,) * len(s), "limit_indices": limit, "strides": (1,) * len(s)})
    padding = c.padding
    if cut:
        lo_i, hi_i = [0] * lhs.rank, list(x.shape)
        for j, (a, b, _, _) in enumerate(crop):
            lo_i[c.lhs[2 + j]], hi_i[c.lhs[2 + j]] = a, b
        x = add("slice", [x], {"start_indices": tuple(lo_i), "limit_indices": tuple(hi_i), "strides": (1,) * lhs.rank})
        padding = tuple((lo2, hi2) for _, _, lo2, hi2 in crop)
    g.set_outputs([add(KIND, [x, w], {**attrs, "lhs_dilation": (1,) * c.n, "padding": padding})])
    return g


# gradients (JAX's transposes: lax/convolution.py) -------------------------------------------------------
def _vjp_lhs_padding(in_sp, k_sp, c: Conv, out_sp):
    pads = []
    for j in range(c.n):
        lhs_d, rhs_d = dilate(in_sp[j], c.lhs_dilation[j]), dilate(k_sp[j], c.rhs_dilation[j])
        before = rhs_d - c.padding[j][0] - 1
        pads.append((before, lhs_d + rhs_d - 1 - dilate(out_sp[j], c.strides[j]) - before))
    return tuple(pads)


def _vjp_rhs_padding(in_sp, k_sp, c: Conv, out_sp):
    pads = []
    for j in range(c.n):
        lhs_d, rhs_d = dilate(in_sp[j], c.lhs_dilation[j]), dilate(k_sp[j], c.rhs_dilation[j])
        lo = c.padding[j][0]
        pads.append((lo, dilate(out_sp[j], c.strides[j]) - lhs_d + rhs_d - lo - 1))
    return tuple(pads)


def _axis_out_of(F, x, src: int, size: int):
    shape = list(x.shape)
    shape[src:src + 1] = [size, shape[src] // size]
    return F.reshape(x, tuple(shape))


def _axis_into(F, x, src: int, dst: int):
    """Merge axis `src` into axis `dst` (numbered without src) as its major part."""
    perm = [i for i in range(x.ndim) if i != src]
    perm.insert(dst, src)
    shape = [s for i, s in enumerate(x.shape) if i != src]
    shape[dst] *= x.shape[src]
    return F.reshape(F.transpose(x, tuple(perm)), tuple(shape))


def _swap(spec):
    return (spec[1], spec[0]) + tuple(spec[2:])


def _conv(lhs, rhs, attrs: dict):
    return lhs.builder.op(KIND, [lhs, rhs], attrs)


def _vjp(op, ins, outs, g):
    """The cotangent of the input is a convolution of g with the flipped kernels (strides and lhs
    dilation swapped); the kernels' cotangent a convolution of the input with g (strides and rhs
    dilation swapped), with batch and feature roles exchanged: JAX's transpose rules."""
    from .. import functional as F
    lhs, rhs = ins
    c = conv_attrs(op.attrs, lhs.ndim)
    sp = lambda shape, spec: tuple(shape[d] for d in spec[2:])  # noqa: E731
    in_sp, k_sp, out_sp = sp(lhs.shape, c.lhs), sp(rhs.shape, c.rhs), sp(g.shape, c.out)
    flipped = tuple(c.rhs[2 + j] for j in range(c.n) if c.reversal[j])
    if 0 in tuple(g.shape) + tuple(lhs.shape) + tuple(rhs.shape):  # (JAX: no degenerate convolutions)
        from .vjp_kit import zeros_like
        return [zeros_like(lhs), zeros_like(rhs)]
    w = F.reverse(rhs, flipped) if flipped else rhs
    # input: g (result layout) convolved with the flipped kernels, output and input features swapped
    groups, wl = c.groups, w
    if c.groups > 1 or c.batch_groups > 1:
        k = max(c.groups, c.batch_groups)
        wl = _axis_into(F, _axis_out_of(F, wl, c.rhs[0], k), c.rhs[0], c.rhs[1])
        groups = k
    wl = F.reverse(wl, c.rhs[2:]) if c.n else wl
    glhs = _conv(g, wl, {"dimension_numbers": (c.out, _swap(c.rhs), c.lhs), "window_strides": c.lhs_dilation,
                         "padding": _vjp_lhs_padding(in_sp, k_sp, c, out_sp), "lhs_dilation": c.strides,
                         "rhs_dilation": c.rhs_dilation, "feature_group_count": groups, "batch_group_count": 1})
    if c.batch_groups > 1:
        glhs = _axis_into(F, _axis_out_of(F, glhs, c.lhs[1], c.batch_groups), c.lhs[1], c.lhs[0])
    # kernels: the input convolved with g, batch and feature roles exchanged (groups <-> batch groups)
    grhs = _conv(lhs, g, {"dimension_numbers": (_swap(c.lhs), _swap(c.out), _swap(c.rhs)),
                          "window_strides": c.rhs_dilation, "padding": _vjp_rhs_padding(in_sp, k_sp, c, out_sp),
                          "lhs_dilation": c.lhs_dilation, "rhs_dilation": c.strides,
                          "feature_group_count": c.batch_groups, "batch_group_count": c.groups})
    if flipped:
        grhs = F.reverse(grhs, flipped)
    return [glhs, grhs]


# the builder's attributes (JAX's argument conventions) ----------------------------------------------------
def dimension_numbers(lhs_shape, rhs_shape, spec) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """JAX's `conv_dimension_numbers`: None (NCHW / OIHW / NCHW for any rank), three strings such as
    ("NHWC", "HWIO", "NHWC") (spatial dims in the kernel string's order), or three int tuples."""
    rank = len(lhs_shape)
    if len(rhs_shape) != rank:
        raise OpError(f"conv_general_dilated: input and kernel ranks differ ({rank}, {len(rhs_shape)})")
    if spec is None:
        iota = tuple(range(rank))
        return iota, iota, iota
    if not isinstance(spec, (tuple, list)) or len(spec) != 3:
        raise OpError(f"conv_general_dilated: dimension_numbers must be None or 3 specs (lhs, rhs, out), got {spec!r}")
    if all(isinstance(s, str) for s in spec):
        lhs_s, rhs_s, out_s = spec
        for s, pair in zip(spec, ("NC", "OI", "NC"), strict=True):
            if len(s) != rank or len(set(s)) != rank or s.count(pair[0]) != 1 or s.count(pair[1]) != 1:
                raise OpError(f"conv_general_dilated: dimension spec {s!r} must have {rank} distinct characters with "
                              f"{pair[0]!r} and {pair[1]!r} once each")
        if not set(lhs_s) - set("NC") == set(rhs_s) - set("OI") == set(out_s) - set("NC"):
            raise OpError(f"conv_general_dilated: the specs {spec} must name the same spatial dims")

        def perm(s, pair):
            spatial = [i for i, ch in enumerate(s) if ch not in pair]
            if s is not rhs_s:
                spatial.sort(key=lambda i: rhs_s.index(s[i]))
            return (s.index(pair[0]), s.index(pair[1])) + tuple(spatial)
        return perm(lhs_s, "NC"), perm(rhs_s, "OI"), perm(out_s, "NC")
    try:
        return tuple(tuple(int(d) for d in s) for s in spec)  # type: ignore[return-value]
    except (TypeError, ValueError):
        raise OpError(f"conv_general_dilated: dimension_numbers must be 3 strings or 3 int tuples, got {spec!r}") \
            from None


def padtype_to_pads(in_shape, window, strides, padding: str) -> tuple[tuple[int, int], ...]:
    """JAX's 'SAME' (extra padding high), 'SAME_LOWER' (extra low) and 'VALID' (none)."""
    kind = padding.upper()
    if kind not in PADDINGS:
        raise OpError(f"conv_general_dilated: padding must be one of {PADDINGS} or (low, high) pairs, got {padding!r}")
    if kind == "VALID":
        return ((0, 0),) * len(in_shape)
    pads = []
    for n, w, s in zip(in_shape, window, strides, strict=True):
        total = max((-(-n // s) - 1) * s + w - n, 0)
        small, big = total // 2, total - total // 2
        pads.append((small, big) if kind == "SAME" else (big, small))
    return tuple(pads)


def builder_attrs(lhs_shape, rhs_shape, window_strides, padding, lhs_dilation=None, rhs_dilation=None,
                  dimension_numbers_=None, feature_group_count: int = 1, batch_group_count: int = 1) -> dict:
    """Graph IR attributes from `lax.conv_general_dilated`'s arguments."""
    dn = dimension_numbers(lhs_shape, rhs_shape, dimension_numbers_)
    n = len(lhs_shape) - 2
    strides = tuple(int(s) for s in window_strides)
    ld = (1,) * n if lhs_dilation is None else tuple(int(d) for d in lhs_dilation)
    rd = (1,) * n if rhs_dilation is None else tuple(int(d) for d in rhs_dilation)
    for key, v in (("window_strides", strides), ("lhs_dilation", ld), ("rhs_dilation", rd)):
        if len(v) != n:
            raise OpError(f"conv_general_dilated: {key} needs {n} entries (one per spatial dim), got {list(v)}")
    if isinstance(padding, str):
        if any(d != 1 for d in ld):
            raise OpError("conv_general_dilated: string padding is not defined with lhs_dilation (a transposed "
                          "convolution); give (low, high) pairs")
        in_sp = [lhs_shape[d] for d in dn[0][2:]]
        win = [dilate(rhs_shape[d], r) for d, r in zip(dn[1][2:], rd)]
        pads = padtype_to_pads(in_sp, win, strides, padding)
    else:
        try:
            pads = tuple((int(lo), int(hi)) for lo, hi in padding)
        except (TypeError, ValueError):
            raise OpError(f"conv_general_dilated: padding must be a string or (low, high) pairs, got {padding!r}") \
                from None
    return {"dimension_numbers": dn, "window_strides": strides, "padding": pads, "lhs_dilation": ld,
            "rhs_dilation": rd, "feature_group_count": int(feature_group_count),
            "batch_group_count": int(batch_group_count)}


register(OpDef(KIND, _infer, _ref, _factors, vjp=_vjp, partial_linear="one", checkpoint_save=True,
               localize=_localize, window=_window, hlo_import=_import, hlo_attrs=_hlo_attrs, pad_attrs=_pad_attrs,
               for_iree=_for_iree))
