"""halo_window: the per-device op of halo exchange (passes/halo.py), a window at each device's own offset.

Operands: `x` and optionally `fill` (a scalar, or a tensor of the result's shape). Attributes: `dim`,
`size` (the result's length along dim), and per device id: `starts` and `valid` ((lo, hi) pairs).
On device d, result row i along dim is x's row starts[d] + i when valid[d][0] <= i < valid[d][1],
else the fill (zero without one). Rows outside `valid` never read x, so starts[d] may point before
x's first row. Ops of partitioned, per-device programs only: the SPMD simulator runs it with `spmd`,
the multi-device lowering with a static slice + pad per device, per-rank StableHLO with a device-id
indexed table, `dynamic_slice` and a mask (`per_device`).
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..emit.mlir_text import dense, i64_array
from ..ir import Op, TensorType
from .iree_forms import pad_text
from .registry import OpDef, OpError, register

KIND = "halo_window"


def _infer(types, attrs):
    if len(types) not in (1, 2):
        raise OpError(f"{KIND} takes an operand and an optional fill, got {len(types)} operands")
    t = types[0]
    dim, size = attrs["dim"], attrs["size"]
    if not 0 <= dim < t.rank or size < 0:
        raise OpError(f"{KIND}: dim {dim} / size {size} do not fit {t}")
    if len(attrs["starts"]) != len(attrs["valid"]):
        raise OpError(f"{KIND}: starts and valid need one entry per device")
    shape = list(t.shape)
    shape[dim] = size
    for (lo, hi), s in zip(attrs["valid"], attrs["starts"], strict=True):
        if lo < hi and not (0 <= lo <= hi <= size and 0 <= s + lo and s + hi <= t.shape[dim]):
            raise OpError(f"{KIND}: rows [{lo}, {hi}) at start {s} are outside the operand {t} or the window {size}")
    if len(types) == 2:
        f = types[1]
        if f.dtype != t.dtype or f.shape not in ((), tuple(shape)):
            raise OpError(f"{KIND}: the fill must be a scalar or a {shape} tensor of {t.dtype}, got {f}")
    return [TensorType(tuple(shape), t.dtype)]


def _window(x: np.ndarray, fill, attrs, d: int) -> np.ndarray:
    dim, size = attrs["dim"], attrs["size"]
    shape = list(x.shape)
    shape[dim] = size
    out = np.zeros(shape, x.dtype) if fill is None else np.array(np.broadcast_to(fill, shape), x.dtype)
    lo, hi = attrs["valid"][d]
    if lo < hi:
        s = attrs["starts"][d]
        dst = [slice(None)] * x.ndim
        src = [slice(None)] * x.ndim
        dst[dim], src[dim] = slice(lo, hi), slice(s + lo, s + hi)
        out[tuple(dst)] = x[tuple(src)]
    return out


def _spmd(xs, *rest):
    """Every device's result: (per-device operands[, per-device fills], attrs, mesh)."""
    fills = rest[0] if len(rest) == 3 else None
    attrs = rest[-2]
    return [_window(x, None if fills is None else fills[d], attrs, d) for d, x in enumerate(xs)]


def _no_reference(xs, attrs):
    raise OpError(f"{KIND} is a per-device op: run it with the SPMD simulator, not the reference")


class _PerDevice:
    @staticmethod
    def lower(low, op: Op) -> None:
        """Device d's window as static ops: its valid rows sliced out of x, then padded with the
        fill (a scalar: stablehlo.pad; a tensor: its rows around them, concatenated)."""
        x, a = op.operands[0], op.attrs
        dim, size, t, r = a["dim"], a["size"], x.type, op.result.type
        fill = op.operands[1] if len(op.operands) == 2 else None
        for d in low.devices:
            lo, hi = a["valid"][d]
            # a window of known values is a literal: a constant pinned first and sliced after its
            # transfer would be constant-only work IREE 3.13 hoists into a global it then does not
            # find ("undefined global @d2": a bf16 iota's window on 4 devices)
            kx, kf = low.known(x, d), low.known(fill, d) if fill is not None else None
            if kx is not None and (fill is None or kf is not None) and low.folded(op.result, d, _window(kx, kf, a, d)):
                continue
            # splat constants stay unpinned (IREE clones them into each device); others are moved
            # behind a barrier, as the window slices them: constant-only work after a transfer
            # crashed iree-compile 3.13 (MaterializeInterfaces; a window of a concatenation of zeros).
            # A scalar fill is each device's own, moved behind a barrier too: devices' pads with
            # one shared ui64 constant failed ("'stream.yield' op used resource not listed in
            # explicit captures", random program 180171 on 6 devices)
            xn = low.pin(x, d, fence=True)
            fn = low.pin(fill, d, fence=True, splats_too=fill.type.shape == ()) if fill is not None else None
            # the sources of device d's window (x's rows, the fill around them): when all are
            # constants, so is the window (a splat when one splat source makes it), and what reads
            # it (a collective sending it) knows it is constant-only work (multi_device.py)
            sources = ([x] if lo < hi else []) + ([fill] if fill is not None and (lo, hi) != (0, size) else [])
            kinds = [low.const_of(v, d) for v in sources]
            const = None if None in kinds else (len(kinds) <= 1 and all(kinds))
            if fill is None or fill.type.shape == ():
                if fn is None:
                    fn = low.zeros(TensorType((), t.dtype))
                if lo >= hi:
                    name = low.emit(low.fresh(), f'"stablehlo.broadcast_in_dim"({fn}) {{broadcast_dimensions = '
                                                 f'array<i64>}} : ({TensorType((), t.dtype)}) -> {r}')
                else:
                    piece, pt = low.slice(xn, t, dim, a["starts"][d] + lo, a["starts"][d] + hi)
                    name = piece if (lo, hi) == (0, size) else _pad(low, piece, pt, fn, r, dim, lo, size - hi)
            else:
                parts, types = [], []
                for src, st, (u, w) in ((fn, r, (0, lo)), (xn, t, (a["starts"][d] + lo, a["starts"][d] + hi)),
                                        (fn, r, (hi, size))):
                    if lo >= hi and src is xn:
                        continue
                    if w > u:
                        p, pt = low.slice(src, st, dim, u, w)
                        parts.append(p)
                        types.append(pt)
                name = low.concat(parts, types, dim) if lo < hi else fn
            low.bind(op.result, d, name, const)

    @staticmethod
    def emit(w, op: Op, device: str, itype: str) -> str:
        """Per-rank StableHLO: x padded so every device's window lies inside it, a dynamic_slice at
        the device's start (a constant table indexed by `device`), then the rows outside the
        device's valid range replaced by the fill (iota compared with two more tables)."""
        x, a, r = op.operands[0], op.attrs, op.result.type
        dim, size, t = a["dim"], a["size"], x.type
        n = len(a["starts"])
        fill = op.operands[1] if len(op.operands) == 2 else None

        def line(text: str) -> str:
            name = w.fresh()
            w.lines.append(f"{name} = {text}")
            return name

        def table(values) -> str:
            tt = f"tensor<{n}x{itype}>"
            tab = line(f'"stablehlo.constant"() {{value = {dense(np.array(values, dtypes.to_numpy(itype)), itype)} : '
                       f'{tt}}} : () -> {tt}')
            one = line(f'"stablehlo.dynamic_slice"({tab}, {device}) {{slice_sizes = array<i64: 1>}} : '
                       f'({tt}, tensor<{itype}>) -> tensor<1x{itype}>')
            return line(f'"stablehlo.reshape"({one}) : (tensor<1x{itype}>) -> tensor<{itype}>')

        scalar = TensorType((), t.dtype)
        reads = [(s + lo, s + hi) for s, (lo, hi) in zip(a["starts"], a["valid"], strict=True) if lo < hi]
        starts = [s if lo < hi else 0 for s, (lo, hi) in zip(a["starts"], a["valid"], strict=True)]
        before = max([0] + [-s for s in starts])
        after = max([0] + [s + size - t.shape[dim] for s in starts])
        xn = w.name(x)
        if before or after:  # rows no valid range reads, so any value will do
            zero = line(f'"stablehlo.constant"() {{value = {dense(np.zeros((), dtypes.to_numpy(t.dtype)), t.dtype)}'
                        f' : {scalar}}} : () -> {scalar}')
            shape = list(t.shape)
            shape[dim] += before + after
            xn = pad_text(line, xn, t, zero, _along(t, dim, before), _along(t, dim, after))
            t = TensorType(tuple(shape), t.dtype)
        zero_i = line(f'"stablehlo.constant"() {{value = dense<0> : tensor<{itype}>}} : () -> tensor<{itype}>')
        idx = [table([s + before for s in starts]) if k == dim else zero_i for k in range(t.rank)]
        types = ", ".join([str(t)] + [f"tensor<{itype}>"] * t.rank)
        out = line(f'"stablehlo.dynamic_slice"({", ".join([xn] + idx)}) {{slice_sizes = {i64_array(r.shape)}}} : '
                   f'({types}) -> {r}')
        if all(v == (0, size) for v in a["valid"]) and reads:
            return out
        if fill is None:
            fn = line(f'"stablehlo.constant"() {{value = {dense(np.zeros((), dtypes.to_numpy(t.dtype)), t.dtype)}'
                      f' : {r}}} : () -> {r}')
        elif fill.type.shape == ():
            fn = line(f'"stablehlo.broadcast_in_dim"({w.name(fill)}) {{broadcast_dimensions = array<i64>}} : '
                      f'({scalar}) -> {r}')
        else:
            fn = w.name(fill)
        it = TensorType(r.shape, itype)
        bt = TensorType(r.shape, "i1")
        iota = line(f'"stablehlo.iota"() {{iota_dimension = {dim} : i64}} : () -> {it}')
        masks = []
        for k, direction in ((0, "GE"), (1, "LT")):
            bound = table([v[k] for v in a["valid"]])
            b = line(f'"stablehlo.broadcast_in_dim"({bound}) {{broadcast_dimensions = array<i64>}} : '
                     f'(tensor<{itype}>) -> {it}')
            masks.append(line(f'"stablehlo.compare"({iota}, {b}) {{comparison_direction = '
                              f'#stablehlo<comparison_direction {direction}>}} : ({it}, {it}) -> {bt}'))
        mask = line(f'"stablehlo.and"({masks[0]}, {masks[1]}) : ({bt}, {bt}) -> {bt}')
        return line(f'"stablehlo.select"({mask}, {out}, {fn}) : ({bt}, {r}, {r}) -> {r}')


def _pad(low, x: str, t: TensorType, value: str, r: TensorType, dim: int, lo: int, hi: int) -> str:
    return pad_text(lambda text: low.emit(low.fresh(), text), x, t, value, _along(t, dim, lo), _along(t, dim, hi))


def _along(t: TensorType, dim: int, n: int) -> list[int]:
    return [n if k == dim else 0 for k in range(t.rank)]


register(OpDef(KIND, _infer, _no_reference, spmd=_spmd, per_device=_PerDevice()))
