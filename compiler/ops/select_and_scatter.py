"""select_and_scatter: the gradient of max/min pooling (what `jax.grad` of a max/min
`reduce_window` emits), and the vjp of reduce_window max/min.

Operands (operand, source); attributes `window_dimensions`, `window_strides`, `padding` ((low,
high) per dim, >= 0) and `select` (the comparison direction of the select region: GE/GT pick the
maximum, LE/LT the minimum). The result has the operand's shape: zero (the add body's identity;
the importer adds another init value) plus, for every window of the padded operand (one per
source element), that source element added at the position the window selects. The selection
is XLA's: window positions in row-major order, the first kept and replaced by each next one for
which `select(kept, next)` is false (GE: the first maximum wins); padding is never selected, and
a window of padding alone adds nothing.

Sharding rule: dims with window 1, stride 1 and no padding (batch, channels) pass through
(operand, source and result share the factor); windowed dims need replication (gathered). For
IREE, which has no select_and_scatter, the op is written as strided slices, selects and interior
pads (`expand`), all ops the rule table has.
"""
from __future__ import annotations

import itertools

import numpy as np

from .. import dtypes
from ..ir import Graph, TensorType
from .registry import FactorRule, OpDef, OpError, check_printed_init, printed_init_factors, register
from .window import pad_window_attrs

SELECTS = ("GE", "GT", "LE", "LT")
_FLIP = {"GE": "LE", "GT": "LT", "LE": "GE", "LT": "GT"}


def attrs_of(attrs: dict, rank: int):
    win = tuple(int(x) for x in attrs["window_dimensions"])
    st = tuple(int(x) for x in (attrs.get("window_strides") or (1,) * rank))
    pad = tuple((int(lo), int(hi)) for lo, hi in (attrs.get("padding") or ((0, 0),) * rank))
    return win, st, pad


def _out_shape(shape, win, st, pad):
    return tuple((n + lo + hi - w) // s + 1 if n + lo + hi >= w else 0
                 for n, w, s, (lo, hi) in zip(shape, win, st, pad, strict=True))


def _infer(types, attrs):
    check_printed_init("select_and_scatter", types, 2, "operand, source")
    x, src = types[:2]
    win, st, pad = attrs_of(attrs, x.rank)
    if not len(win) == len(st) == len(pad) == x.rank:
        raise OpError(f"select_and_scatter: window_dimensions, window_strides and padding need {x.rank} entries each")
    if any(w < 1 for w in win) or any(s < 1 for s in st) or any(lo < 0 or hi < 0 for lo, hi in pad):
        raise OpError("select_and_scatter: windows and strides must be >= 1 and padding >= 0")
    if attrs.get("select") not in SELECTS:
        raise OpError(f"select_and_scatter: select must be one of {SELECTS}, got {attrs.get('select')!r}")
    if src.dtype != x.dtype or x.dtype == "i1":
        raise OpError(f"select_and_scatter: operand and source must share a non-boolean dtype, got {x.dtype} "
                      f"and {src.dtype}")
    want = _out_shape(x.shape, win, st, pad)
    if src.shape != want:
        raise OpError(f"select_and_scatter: the source must have one element per window, shape {list(want)}, "
                      f"got {list(src.shape)}")
    return [x]


_CMP = {"GE": np.greater_equal, "GT": np.greater, "LE": np.less_equal, "LT": np.less}


def _ref(xs, attrs):
    x, src = xs
    win, st, pad = attrs_of(attrs, x.ndim)
    out_shape = src.shape
    wide = np.float32 if dtypes.is_narrow_numpy(x.dtype) else x.dtype
    out = np.zeros(x.shape, wide)
    if src.size == 0 or x.size == 0:
        return [out.astype(x.dtype)]
    padded = np.zeros(tuple(n + lo + hi for n, (lo, hi) in zip(x.shape, pad)), x.dtype)
    valid = np.zeros(padded.shape, bool)
    inner = tuple(slice(lo, lo + n) for n, (lo, _) in zip(x.shape, pad))
    padded[inner], valid[inner] = x, True
    cmp = _CMP[attrs["select"]]
    kept_v = kept_ok = kept_at = None
    for j, offs in enumerate(itertools.product(*map(range, win))):
        cut = tuple(slice(o, o + (m - 1) * s + 1, s) for o, m, s in zip(offs, out_shape, st))
        v, ok = padded[cut], valid[cut]
        if kept_v is None:
            kept_v, kept_ok, kept_at = v.copy(), ok.copy(), np.zeros(out_shape, np.int64)
            continue
        with np.errstate(invalid="ignore"):
            take = ok & (~kept_ok | ~cmp(kept_v, v))
        kept_v = np.where(take, v, kept_v)
        kept_at = np.where(take, j, kept_at)
        kept_ok |= ok
    offs = np.array(np.unravel_index(kept_at, win))                # (rank, *out_shape)
    grid = np.indices(out_shape)
    pos = tuple(grid[d] * st[d] + offs[d] - pad[d][0] for d in range(x.ndim))
    np.add.at(out, tuple(p[kept_ok] for p in pos), src[kept_ok].astype(wide))
    return [out.astype(x.dtype)]


def _factors(operand_types, result_types, attrs):
    x, src = operand_types[:2]
    win, st, pad = attrs_of(attrs, x.rank)
    sizes, xd, sd, need = [], [], [], set()
    for d in range(x.rank):
        sizes.append(x.shape[d])
        xd.append([len(sizes) - 1])
        if win[d] == 1 and st[d] == 1 and pad[d] == (0, 0):
            sd.append([len(sizes) - 1])
        else:
            need.add(len(sizes) - 1)
            sizes.append(src.shape[d])
            sd.append([len(sizes) - 1])
            need.add(len(sizes) - 1)
    return FactorRule([xd, sd, *printed_init_factors(operand_types, 2)], [xd], sizes, need_replication=need)


def expand(x_type: TensorType, src_type: TensorType, attrs: dict) -> Graph:
    """The op written with slices, compares, selects and interior pads (one graph: inputs operand
    and source, one output): every window offset's strided slice of the padded operand, the
    selection carried along in window order, and each offset's chosen source values padded back
    into place and summed."""
    g = Graph("select_and_scatter")
    x, src = g.add_input(x_type), g.add_input(src_type)
    rank, dt = x_type.rank, x_type.dtype
    win, st, pad = attrs_of(attrs, rank)
    out_shape = src_type.shape

    def add(kind, operands, at=None):
        return g.add_op(kind, operands, at or {}).result

    def full(shape, value, dtype):
        c = add("constant", [], {"value": np.array(value, dtypes.to_numpy(dtype))})
        return add("broadcast_in_dim", [c], {"shape": tuple(shape), "broadcast_dimensions": ()})

    lows, highs = tuple(lo for lo, _ in pad), tuple(hi for _, hi in pad)
    zeros = (0,) * rank
    zero = add("constant", [], {"value": np.zeros((), dtypes.to_numpy(dt))})
    padded = any(lows + highs)
    xp, okp = x, None  # okp: which positions are the operand's (None: all, no padding)
    if padded:
        xp = add("pad", [x, zero], {"edge_padding_low": lows, "edge_padding_high": highs, "interior_padding": zeros})
        okp = add("pad", [full(x_type.shape, True, "i1"), add("constant", [], {"value": np.array(False)})],
                  {"edge_padding_low": lows, "edge_padding_high": highs, "interior_padding": zeros})
    offsets = list(itertools.product(*map(range, win)))
    psize = xp.type.shape

    def window(v, offs):
        return add("slice", [v], {"start_indices": offs,
                                  "limit_indices": tuple(o + (m - 1) * s + 1 for o, m, s in zip(offs, out_shape, st)),
                                  "strides": st})

    kept_v, kept_at = window(xp, offsets[0]), full(out_shape, 0, "i32")
    kept_ok = window(okp, offsets[0]) if padded else None
    for j, offs in enumerate(offsets[1:], 1):
        v = window(xp, offs)
        keep = add("compare", [kept_v, v], {"comparison_direction": attrs["select"]})
        take = add("not", [keep])
        if padded:
            ok = window(okp, offs)
            take = add("and", [ok, add("or", [add("not", [kept_ok]), take])])
            kept_ok = add("or", [kept_ok, ok])
        kept_v = add("select", [take, v, kept_v])
        kept_at = add("select", [take, full(out_shape, j, "i32"), kept_at])
    total = None
    zsrc = full(out_shape, 0, dt)
    for j, offs in enumerate(offsets):
        mine = add("compare", [kept_at, full(out_shape, j, "i32")], {"comparison_direction": "EQ"})
        if padded:
            mine = add("and", [kept_ok, mine])
        part = add("select", [mine, src, zsrc])
        hi = tuple(p - (o + (m - 1) * s + 1) for p, o, m, s in zip(psize, offs, out_shape, st))
        part = add("pad", [part, zero], {"edge_padding_low": offs, "edge_padding_high": hi,
                                         "interior_padding": tuple(s - 1 for s in st)})
        total = part if total is None else add("add", [total, part])
    res = total if not padded else add("slice", [total], {
        "start_indices": lows, "limit_indices": tuple(lo + n for lo, n in zip(lows, x_type.shape)), "strides": (1,) * rank})
    g.set_outputs([res])
    return g


def _for_iree(types, attrs):
    """IREE has no select_and_scatter: the expanded ops (`expand`); no window, zeros (`_emit`)."""
    x, src = types
    return None if 0 in tuple(x.shape) + tuple(src.shape) else expand(x, src, attrs)


def _emit(w, op, out, extra):
    """`stablehlo.select_and_scatter` with a compare select region and an add scatter region (IREE
    gets `expand`'s ops instead, `for_iree`)."""
    from ..emit.mlir_text import i64_array
    x, src = op.operands[:2]
    res = op.results[0]
    if any(n == 0 for n in src.shape + x.shape) and len(op.operands) == 2:  # no window: zeros
        w.lines.append(f'{out} = "stablehlo.constant"() {{value = {w.zero_attr(res.type)}}} : () -> {res.type.mlir()}')
        return
    win, st, pad = attrs_of(op.attrs, x.type.rank)
    scalar = dtypes.tensor_type((), x.dtype)
    zero = w.name(op.operands[2]) if len(op.operands) == 3 else \
        w.op_line("stablehlo.constant", [], TensorType((), x.dtype), {"value": w.zero_attr(TensorType((), x.dtype))})
    ctype = "FLOAT" if dtypes.is_float(x.dtype) else "UNSIGNED" if dtypes.is_unsigned(x.dtype) else "SIGNED"
    select = (f'^bb0(%a: {scalar}, %b: {scalar}):\n'
              f'  %p = "stablehlo.compare"(%a, %b) {{comparison_direction = #stablehlo<comparison_direction '
              f'{op.attrs["select"]}>, compare_type = #stablehlo<comparison_type {ctype}>}} : ({scalar}, {scalar}) '
              f'-> tensor<i1>\n  "stablehlo.return"(%p) : (tensor<i1>) -> ()')
    scatter = (f'^bb0(%a: {scalar}, %b: {scalar}):\n'
               f'  %s = "stablehlo.add"(%a, %b) : ({scalar}, {scalar}) -> {scalar}\n'
               f'  "stablehlo.return"(%s) : ({scalar}) -> ()')
    pads = "dense<[" + ", ".join(f"[{lo}, {hi}]" for lo, hi in pad) + f"]> : tensor<{len(pad)}x2xi64>"
    attrs = {"window_dimensions": i64_array(win), "window_strides": i64_array(st), "padding": pads, **extra}
    w.lines.append(f'{out} = "stablehlo.select_and_scatter"({w.name(x)}, {w.name(src)}, {zero}) ({{\n{select}\n}}, '
                   f'{{\n{scatter}\n}}){w.attr_dict(attrs)} : ({x.type.mlir()}, {src.type.mlir()}, {scalar}) '
                   f'-> {res.type.mlir()}')


def _import(imp, op, ins, where):
    """A select region of one compare of the two arguments, a scatter region that adds them."""
    from ..importer.attrs import attr as _attr, enum_word as _enum_word, ints as _ints, is_zero as _is_zero
    x, src, init = ins
    sel_block, sc_block = (r.blocks[0] for r in op.regions)
    sel_ops, sel_args = list(sel_block.operations), list(sel_block.arguments)
    direction = None
    if (len(sel_ops) == 2 and sel_ops[0].operation.name == "stablehlo.compare"
            and list(sel_ops[1].operands) == [sel_ops[0].results[0]]):
        operands = list(sel_ops[0].operands)
        d = _enum_word(sel_ops[0].attributes["comparison_direction"])
        if operands == sel_args and d in SELECTS:
            direction = d
        elif operands == sel_args[::-1] and d in SELECTS:
            direction = _FLIP[d]
    if direction is None:
        raise imp.fail(where, "unsupported stablehlo.select_and_scatter select region: only one GE, GT, LE or LT "
                              "compare of the two arguments (max/min pooling) is supported")
    sc_ops, sc_args = list(sc_block.operations), list(sc_block.arguments)
    if (len(sc_ops) != 2 or sc_ops[0].operation.name != "stablehlo.add" or set(sc_ops[0].operands) != set(sc_args)
            or list(sc_ops[1].operands) != [sc_ops[0].results[0]]):
        raise imp.fail(where, "unsupported stablehlo.select_and_scatter scatter region: only an add of the two "
                              "arguments (a pooling gradient) is supported")
    rank = x.type.rank
    pad_attr = _attr(op, "padding")
    pad = (tuple(tuple(int(v) for v in row) for row in np.asarray(pad_attr).reshape(rank, 2))
           if pad_attr is not None else ((0, 0),) * rank)
    attrs = {"window_dimensions": _ints(op.attributes["window_dimensions"]),
             "window_strides": _ints(_attr(op, "window_strides")) or (1,) * rank, "padding": pad, "select": direction}
    if imp.keep_unused:   # printed as read: the init value stays the op's own operand
        return [imp.add("select_and_scatter", [x, src, init], attrs, where)]
    r = imp.add("select_and_scatter", [x, src], attrs, where)
    if _is_zero(init):
        return [r]
    b = imp.add("broadcast_in_dim", [init], {"shape": r.type.shape, "broadcast_dimensions": ()}, where)
    return [imp.add("add", [r, b], None, where)]


def _vjp(op, ins, outs, g):
    """JAX's rule: the operand only chooses (no gradient); each source element's cotangent is the
    result's cotangent at the position its window selected (a select-and-gather)."""
    from .. import functional as F
    x, _ = ins
    win, st, pad = attrs_of(op.attrs, x.ndim)
    lows, highs = [lo for lo, _ in pad], [hi for _, hi in pad]
    out_shape = tuple(op.operands[1].shape)
    xp, gp = F.pad(x, lows, highs), F.pad(g, lows, highs)
    okp = F.pad(F.broadcast_in_dim(F.constant(np.array(True)), tuple(x.shape), ()), lows, highs, value=False)

    def window(v, offs):
        return F.slice(v, offs, [o + (m - 1) * s + 1 for o, m, s in zip(offs, out_shape, st)], st)

    offsets = list(itertools.product(*map(range, win)))
    kept_v, kept_ok, kept_g = window(xp, offsets[0]), window(okp, offsets[0]), window(gp, offsets[0])
    for offs in offsets[1:]:
        v, ok = window(xp, offs), window(okp, offs)
        take = F.logical_and(ok, F.logical_or(F.logical_not(kept_ok),
                                              F.logical_not(F.compare(kept_v, v, op.attrs["select"]))))
        kept_v = F.where(take, v, kept_v)
        kept_g = F.where(take, window(gp, offs), kept_g)
        kept_ok = F.logical_or(kept_ok, ok)
    zero = F.broadcast_in_dim(F.constant(np.zeros((), dtypes.to_numpy(g.dtype))), out_shape, ())
    return [None, F.where(kept_ok, kept_g, zero)]


register(OpDef("select_and_scatter", _infer, _ref, _factors, vjp=_vjp, emit_result=_emit, for_iree=_for_iree,
               imports={"stablehlo.select_and_scatter": _import}, pad_attrs=pad_window_attrs))
