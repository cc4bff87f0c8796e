"""Random programs for property tests, driven by the rule table.

`make_case(seed)` builds one deterministic random Graph on a random 1-D, 2-D or 3-D mesh: a few ops of
random kinds around one *focus* op (kind and dtype chosen by the seed, so a run over consecutive seeds
visits every op kind of `OPS` and every dtype its rule accepts), with random, mostly splitting,
input/reshard/output shardings (uneven ones included) so that most cases move data.

`ARGS` is the one table of per-kind argument generators: `gen(ctx, dtype)` returns (operands, attrs)
for a valid op of that kind whose first operand (or result, for sources) has `dtype`. Which dtypes a
kind accepts is not written down here: `accepted_dtypes` asks the rule table (each OpDef's `infer`)
about the generator's arguments for every dtype. A registered op kind without a generator fails
tests/test_graphgen_coverage.py, unless it is a per-device collective (those appear by partitioning)
or named in `EXCLUDED` with a reason.

The older hypothesis strategy `programs` (traced Python functions, f32 only) is kept at the end for
tests/test_ops_iree.py and tests/test_uneven.py.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from typing import Callable

import numpy as np
from hypothesis import strategies as st

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec
from shardflow.compiler.ir import Graph, TensorType
from shardflow.compiler.ops.registry import OPS, OpError
from shardflow.compiler.simulator import simulate
from shardflow.compiler.trace import Builder, Tensor
from shardflow.runtime import dtypes
from shardflow.runtime.collectives import KINDS

# 1-D, 2-D and 3-D meshes of at most 8 devices; odd sizes make most dims split unevenly
GEN_MESHES = [Mesh.of({"x": 2}), Mesh.of({"x": 3}), Mesh.of({"x": 4}), Mesh.of({"x": 8}),
              Mesh.of({"a": 2, "b": 2}), Mesh.of({"a": 2, "b": 3}), Mesh.of({"a": 4, "b": 2}),
              Mesh.of({"a": 2, "b": 2, "c": 2}), Mesh.of({"a": 1, "b": 3, "c": 2})]
ONE_DEVICE = Mesh.of({"x": 1})
SINGLE_DEVICE_SHARE = 0.08   # of cases run on one device (the partitioner must leave them alone)
DIM_SIZES = (1, 2, 3, 4, 5, 6, 7, 8)
MAX_ELEMENTS = 400           # per tensor: keeps the simulator fast
MAX_RANK = 4

# per-device collectives are what partitioning emits, not what users write: they have `spmd` rules
PER_DEVICE = tuple(k for k, d in OPS.items() if d.spmd is not None)
# op kinds deliberately not generated, with the reason (none at present: keep it that way)
EXCLUDED: dict[str, str] = {
    "while": "control flow holds sub-graphs; tests/test_control_flow.py draws random layouts through loops",
    "case": "control flow holds sub-graphs; tests/test_control_flow.py draws random layouts through branches",
    "propagation_barrier": "lives only until propagation (then a reshard between its sides); "
                           "tests/test_shardy_semantics.py runs each allowed direction",
    "reduce_variadic": "a variadic reduce kept whole only to be printed by shardflow-opt (compiling imports "
                       "one reduce per input); tests/lit/propagate_variadic_reduce.mlir checks it",
    "opaque_call": "an op (a custom call) shardflow cannot compute, kept only to be printed by shardflow-opt; "
                   "tests/lit/propagate_opaque_call.mlir and propagate_tokens.mlir check propagation "
                   "around it and its refusal",
    **{k: "complex numbers, a dtype generated graphs do not draw (GEN_DTYPES); tests/test_complex.py compiles "
          "each kind, split and gathered, against NumPy" for k in ("real", "imag", "complex", "fft")},
}


# -- values ------------------------------------------------------------------------------------------
def _data(rng, shape, dtype: str, domain: str) -> np.ndarray:
    """Input values: small exact numbers (sums of them are exact in any order in f32), so only
    reductions and transcendental ops make the partitioned and global runs differ by rounding."""
    npd = dtypes.to_numpy(dtype)
    if dtype == "i1":
        return rng.random(shape) < 0.5
    if dtypes.is_float(dtype):
        if domain == "pos":
            v = rng.integers(2, 13, shape) / 4.0                 # 0.5 .. 3
        elif domain == "unit":
            v = rng.integers(-7, 8, shape) / 8.0                 # erf_inv's, asin's, ... (-1, 1)
        elif domain == "above_one":
            v = rng.integers(4, 13, shape) / 4.0                 # acosh's [1, 3]
        else:
            v = rng.integers(-12, 13, shape) / 4.0               # -3 .. 3
        return v.astype(npd)
    if domain == "state":
        return rng.integers(0, 2 ** 63, shape, dtype=np.uint64).astype(npd)
    if domain == "shift":
        return rng.integers(0, dtypes.bit_width(dtype) + 3, shape).astype(npd)
    if domain == "pos":
        return rng.integers(1, 6, shape).astype(npd)
    lo = 0 if dtypes.is_unsigned(dtype) else -20
    return rng.integers(lo, 21, shape).astype(npd)


# float ops whose per-device and global runs may round differently (reductions in another order,
# transcendental functions); values downstream of them are "inexact" and never feed an op whose
# result jumps with the last bit (floor, compare, bitcast, float -> int convert, ...)
INEXACT = {"dot_general", "convolution", "reduce", "reduce_window", "scatter_add", "scatter", "select_and_scatter",
           "exponential", "log", "tanh", "logistic", "sqrt", "rsqrt", "sine", "cosine", "tan", "exponential_minus_one",
           "log_plus_one", "cbrt", "erf",
           "erfc", "erf_inv", "lgamma", "digamma", "atan2", "power", "divide", "remainder", "sinh", "cosh", "asin",
           "acos", "atan", "asinh", "acosh", "atanh"}
# ops that change a dtype's float value by a jump at some input (need exact float operands)
DISCONTINUOUS = {"floor", "ceil", "round_nearest_even", "round_nearest_afz", "sign", "compare", "convert", "bitcast_convert",
                 "remainder", "is_finite", "power", "and", "or", "xor", "not", "sort", "top_k", "reduce_precision",
                 "select_and_scatter", "scatter"}


class Ctx:
    """One program under construction: its mesh, builder, pool of values and their input data."""

    def __init__(self, rng: np.random.Generator, mesh: Mesh, graph: Graph):
        self.rng = rng
        self.mesh = mesh
        self.graph = graph
        self.b = Builder(graph)
        self.pool: list[Tensor] = []
        self.exact: dict[int, bool] = {}
        self.data: list[np.ndarray] = []
        self.made: list[tuple[str, str]] = []  # (kind, dtype) of every generated op
        self.reshard_p = 0.3

    # random pieces
    def choice(self, seq):
        return seq[int(self.rng.integers(len(seq)))]

    def shape(self, rank: int | None = None, lo: int = 1) -> tuple[int, ...]:
        rank = int(self.rng.integers(lo, MAX_RANK + 1)) if rank is None else rank
        while True:
            s = tuple(int(self.choice(DIM_SIZES)) for _ in range(rank))
            if math.prod(s) <= MAX_ELEMENTS:
                return s

    def sharding(self, shape, *, p_axis: float = 0.8) -> Sharding:
        """A random sharding of `shape`: each mesh axis splits a random dim with probability
        `p_axis` (dims need not divide: those split unevenly)."""
        dims = [[] for _ in shape]
        if not shape:
            return Sharding([])
        for axis in self.mesh.names:
            if self.rng.random() < p_axis:
                d = int(self.rng.integers(len(shape)))
                if shape[d] > 1 or self.rng.random() < 0.2:
                    dims[d].append(axis)
        for d in dims:  # random major-to-minor order
            self.rng.shuffle(d)
        return Sharding([tuple(d) for d in dims])

    # values
    def fresh(self, shape, dtype: str, domain: str = "any", *, sharded: bool = True) -> Tensor:
        """A new program input of `shape`/`dtype` with a random sharding and data from `domain`."""
        shape = tuple(shape)
        s = self.sharding(shape) if sharded and shape else Sharding.replicated()
        bound = s.bind(shape, self.mesh, allow_uneven=True, what="generated input")
        v = self.graph.add_input(TensorType(shape, dtype), bound)
        self.data.append(np.asarray(_data(self.rng, shape, dtype, domain)))
        t = Tensor(v, self.b)
        self.exact[id(v)] = True
        if domain == "any":
            self.pool.append(t)
        return t

    def pick(self, dtype: str, *, rank: int | None = None, shape=None, exact: bool = False,
             min_rank: int = 0) -> Tensor:
        """An existing value of `dtype` (and `rank`/`shape` when given), maybe resharded, else a
        fresh input. `exact`: only values every device computes bit-identically to the global run."""
        cands = [t for t in self.pool if t.dtype == dtype and (rank is None or t.ndim == rank)
                 and (shape is None or t.shape == tuple(shape)) and t.ndim >= min_rank
                 and (not exact or self.exact[id(t.value)])]
        if cands and self.rng.random() < 0.8:
            t = self.choice(cands)
            if t.ndim and self.rng.random() < self.reshard_p:
                t = self.reshard(t)
            return t
        if shape is None:
            shape = self.shape(rank if rank is not None else None, lo=max(min_rank, 1))
        return self.fresh(shape, dtype)

    def reshard(self, t: Tensor) -> Tensor:
        out = t.with_sharding(self.sharding(t.shape))
        self.exact[id(out.value)] = self.exact[id(t.value)]
        self.pool.append(out)
        return out

    def scalar(self, dtype: str, value) -> Tensor:
        t = self.b.op("constant", [], {"value": np.array(value, dtype=dtypes.to_numpy(dtype))})
        self.exact[id(t.value)] = True
        return t

    def emit(self, kind: str, operands: list[Tensor], attrs: dict) -> Tensor:
        (t,) = self.b.op_multi(kind, operands, attrs)
        self.exact[id(t.value)] = (all(self.exact[id(o.value)] for o in operands)
                                   and not (kind in INEXACT and dtypes.is_float(t.dtype)))
        if t.ndim <= MAX_RANK and math.prod(t.shape) <= 4 * MAX_ELEMENTS:
            self.pool.append(t)
        return t


# -- the per-kind argument generators -----------------------------------------------------------------
Gen = Callable[[Ctx, str], tuple[list[Tensor], dict]]
ARGS: dict[str, Gen] = {}


def _gen(*kinds):
    def wrap(fn):
        for k in kinds:
            ARGS[k] = functools.partial(fn, kind=k)
        return fn
    return wrap


_DOMAIN = {"log": "pos", "sqrt": "pos", "rsqrt": "pos", "log_plus_one": "pos", "erf_inv": "unit",
           "lgamma": "pos", "digamma": "pos", "asin": "unit", "acos": "unit", "atanh": "unit", "acosh": "above_one"}   # (away from the poles of Gamma at 0, -1, ...)


def _operand(ctx: Ctx, kind: str, dt: str, *, shape=None, rank=None) -> Tensor:
    """The first operand of an elementwise op: a fresh input from the op's domain, or (for ops defined
    everywhere) an existing value; exact ones only for ops that jump."""
    dom = _DOMAIN.get(kind)
    if dom is not None and dtypes.is_float(dt):
        return ctx.fresh(shape or ctx.shape(rank), dt, dom)
    return ctx.pick(dt, shape=shape, rank=rank, exact=kind in DISCONTINUOUS)


@_gen("negate", "abs", "exponential", "log", "tanh", "logistic", "sqrt", "rsqrt", "not", "sine", "cosine", "tan",
      "floor", "ceil", "round_nearest_even", "sign", "exponential_minus_one", "log_plus_one", "cbrt", "popcnt",
      "count_leading_zeros", "is_finite", "erf", "erfc", "erf_inv", "lgamma", "digamma", "optimization_barrier",
      "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh", "round_nearest_afz")
def _unary(ctx, dt, *, kind):
    return [_operand(ctx, kind, dt)], {}


_SECOND = {"divide": "pos", "remainder": "pos", "power": "any", "shift_left": "shift",
           "shift_right_logical": "shift", "shift_right_arithmetic": "shift"}


@_gen("add", "subtract", "multiply", "divide", "maximum", "minimum", "power", "and", "or", "xor", "remainder",
      "atan2", "shift_left", "shift_right_logical", "shift_right_arithmetic", "compare", "next_after")
def _binary(ctx, dt, *, kind):
    x = ctx.fresh(ctx.shape(), dt, "pos") if kind == "power" and dtypes.is_float(dt) else _operand(ctx, kind, dt)
    dom = _SECOND.get(kind)
    if kind == "power" and not dtypes.is_float(dt):
        dom = "pos"  # integer powers: non-negative exponents (negative ones are 0 or +-1)
    y = ctx.fresh(x.shape, dt, dom) if dom else ctx.pick(dt, shape=x.shape, exact=kind in DISCONTINUOUS)
    attrs = {"comparison_direction": ctx.choice(("EQ", "NE", "LT", "LE", "GT", "GE"))} if kind == "compare" else {}
    return [x, y], attrs


@_gen("clamp")
def _clamp(ctx, dt, *, kind):
    x = ctx.pick(dt)
    return [ctx.pick(dt, shape=x.shape), x, ctx.pick(dt, shape=x.shape)], {}


@_gen("select")
def _select(ctx, dt, *, kind):
    x = ctx.pick(dt)
    pred = ctx.pick("i1", shape=x.shape, exact=True) if ctx.rng.random() < 0.8 else ctx.fresh((), "i1")
    return [pred, x, ctx.pick(dt, shape=x.shape)], {}


@_gen("convert")
def _convert(ctx, dt, *, kind):
    return [ctx.pick(dt, exact=True)], {"dtype": ctx.choice(GEN_DTYPES)}


@_gen("bitcast_convert")
def _bitcast(ctx, dt, *, kind):
    to = ctx.choice(GEN_DTYPES)
    a, b = dtypes.bit_width(dt), dtypes.bit_width(to) if to != "i1" else 1
    if 1 < a < b:  # a wider result consumes a minor dim of b/a elements
        shape = ctx.shape(int(ctx.rng.integers(0, MAX_RANK))) + (b // a,)
        return [ctx.pick(dt, shape=shape, exact=True)], {"dtype": to}
    return [ctx.pick(dt, rank=int(ctx.rng.integers(1, MAX_RANK)), exact=True)], {"dtype": to}


@_gen("constant")
def _constant(ctx, dt, *, kind):
    return [], {"value": np.asarray(_data(ctx.rng, ctx.shape(), dt, "any"))}


@_gen("iota")
def _iota(ctx, dt, *, kind):
    shape = ctx.shape()
    return [], {"shape": shape, "iota_dimension": int(ctx.rng.integers(len(shape))), "dtype": dt}


@_gen("broadcast_in_dim")
def _broadcast(ctx, dt, *, kind):
    x = ctx.pick(dt, rank=int(ctx.rng.integers(0, MAX_RANK)))
    r = x.ndim
    rank = int(ctx.rng.integers(r, MAX_RANK + 1))
    dims = sorted(ctx.rng.choice(rank, size=r, replace=False).tolist()) if r else []
    while True:
        shape = list(ctx.shape(rank)) if rank else []
        for d, s in zip(dims, x.shape, strict=True):  # a size-1 operand dim may broadcast
            shape[d] = s if s != 1 or ctx.rng.random() < 0.5 else shape[d]
        if math.prod(shape) <= 4 * MAX_ELEMENTS:
            return [x], {"shape": tuple(shape), "broadcast_dimensions": tuple(dims)}


@_gen("reshape")
def _reshape(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=1)
    shape = list(x.shape)
    how = ctx.rng.integers(3)
    if how == 0 and len(shape) >= 2:  # merge two neighbours
        d = int(ctx.rng.integers(len(shape) - 1))
        shape[d:d + 2] = [shape[d] * shape[d + 1]]
    elif how == 1 and len(shape) < MAX_RANK:  # split one dim into two
        d = int(ctx.rng.integers(len(shape)))
        f = next((f for f in (2, 3, 4) if shape[d] % f == 0 and shape[d] > f), None)
        shape[d:d + 1] = [shape[d] // f, f] if f else [shape[d], 1]
    else:  # flatten
        shape = [math.prod(shape)]
    return [x], {"shape": tuple(shape)}


@_gen("transpose")
def _transpose(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=2)
    return [x], {"permutation": tuple(int(p) for p in ctx.rng.permutation(x.ndim))}


@_gen("concatenate")
def _concatenate(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=1)
    d = int(ctx.rng.integers(x.ndim))
    xs = [x]
    for _ in range(int(ctx.rng.integers(1, 3))):
        shape = list(x.shape)
        if ctx.rng.random() < 0.5:
            shape[d] = int(ctx.choice(DIM_SIZES))
        xs.append(ctx.pick(dt, shape=shape))
    return xs, {"dimension": d}


@_gen("slice")
def _slice(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=1)
    start, limit, strides = [], [], []
    for n in x.shape:
        a = int(ctx.rng.integers(0, (n + 1) // 2))
        b = int(ctx.rng.integers(a + 1, n + 1)) if ctx.rng.random() < 0.7 else n
        start.append(a), limit.append(b), strides.append(int(ctx.choice((1, 1, 2, 3))))
    return [x], {"start_indices": tuple(start), "limit_indices": tuple(limit), "strides": tuple(strides)}


@_gen("pad")
def _pad(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=1)
    lo, hi, it = [], [], []
    for n in x.shape:
        if ctx.rng.random() < 0.4:
            lo.append(0), hi.append(0), it.append(0)
            continue
        lo.append(int(ctx.rng.integers(-min(n - 1, 2), 3)))
        hi.append(int(ctx.rng.integers(-min(n - 1 + min(lo[-1], 0), 2), 3)))
        it.append(int(ctx.choice((0, 0, 1, 2))))
    v = ctx.scalar(dt, _data(ctx.rng, (), dt, "any"))
    return [x, v], {"edge_padding_low": tuple(lo), "edge_padding_high": tuple(hi), "interior_padding": tuple(it)}


@_gen("reshard")
def _reshard(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=1)
    s = ctx.sharding(x.shape).bind(x.shape, ctx.mesh, allow_uneven=True)
    return [x], {"sharding": s}


@_gen("dot_general")
def _dot(ctx, dt, *, kind):
    """lhs from the pool (rank 1-4), each dim a batch, contracting or free dim; rhs made to match."""
    x = ctx.pick(dt, min_rank=1, rank=int(ctx.rng.integers(1, MAX_RANK + 1)))
    roles = [ctx.choice("bcf") for _ in x.shape]
    if "c" not in roles:
        roles[int(ctx.rng.integers(len(roles)))] = "c"
    while roles.count("b") + roles.count("f") > 3:
        roles[roles.index("f") if "f" in roles else roles.index("b")] = "c"
    n_free_r = int(ctx.rng.integers(0, MAX_RANK - roles.count("b") - roles.count("f") + 1))
    n_free_r = min(n_free_r, 2)
    lb = [d for d, r in enumerate(roles) if r == "b"]
    lc = [d for d, r in enumerate(roles) if r == "c"]
    rdims = [("b", i) for i in range(len(lb))] + [("c", i) for i in range(len(lc))] + [("f", i) for i in range(n_free_r)]
    order = ctx.rng.permutation(len(rdims))
    rdims = [rdims[i] for i in order]
    free = ctx.shape(n_free_r) if n_free_r else ()
    rshape = tuple(x.shape[lb[i]] if r == "b" else x.shape[lc[i]] if r == "c" else free[i] for r, i in rdims)
    y = ctx.pick(dt, shape=rshape)
    rb = tuple(rdims.index(("b", i)) for i in range(len(lb)))
    rc = tuple(rdims.index(("c", i)) for i in range(len(lc)))
    return [x, y], {"lhs_batching_dimensions": tuple(lb), "rhs_batching_dimensions": rb,
                    "lhs_contracting_dimensions": tuple(lc), "rhs_contracting_dimensions": rc}


@_gen("convolution")
def _convolution(ctx, dt, *, kind):
    """An input from the pool (rank 2-4) whose dims a random permutation makes batch, feature and
    spatial; feature or batch groups, strides, padding (some cropping), both dilations and window
    reversal drawn; the kernel made to match in a random layout, the result in another."""
    x = ctx.pick(dt, rank=int(ctx.rng.integers(2, MAX_RANK + 1)))
    r, n = x.ndim, x.ndim - 2
    lhs = tuple(int(d) for d in ctx.rng.permutation(r))
    batch, feat = x.shape[lhs[0]], x.shape[lhs[1]]
    g = ctx.choice([d for d in (1, 1, 2, 3) if feat % d == 0])
    b = ctx.choice([d for d in (1, 1, 2) if batch % d == 0]) if g == 1 else 1
    ks, st_, pad, ld, rd = [], [], [], [], []
    for j in range(n):
        size = x.shape[lhs[2 + j]]
        ks.append(int(ctx.rng.integers(1, max(min(size, 3), 1) + 1)))
        st_.append(int(ctx.choice((1, 1, 2))))
        ld.append(int(ctx.choice((1, 1, 1, 2))))
        rd.append(int(ctx.choice((1, 1, 2))) if size > 3 else 1)
        pad.append((int(ctx.rng.integers(-1 if size > 3 else 0, 2)), int(ctx.rng.integers(0, 3))))
    rhs = tuple(int(d) for d in ctx.rng.permutation(r))
    shape = [0] * r
    shape[rhs[0]], shape[rhs[1]] = max(g, b) * int(ctx.rng.integers(1, 3)), feat // g
    for j, k in enumerate(ks):
        shape[rhs[2 + j]] = k
    w = ctx.pick(dt, shape=tuple(shape))
    out = tuple(int(d) for d in ctx.rng.permutation(r))
    return [x, w], {"dimension_numbers": (lhs, rhs, out), "window_strides": tuple(st_), "padding": tuple(pad),
                    "lhs_dilation": tuple(ld), "rhs_dilation": tuple(rd), "feature_group_count": g,
                    "batch_group_count": b, "window_reversal": tuple(bool(ctx.rng.random() < 0.2) for _ in ks)}


@_gen("reduce")
def _reduce(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=1)
    k = int(ctx.rng.integers(1, x.ndim + 1))
    dims = tuple(sorted(int(d) for d in ctx.rng.choice(x.ndim, size=k, replace=False)))
    return [x], {"dimensions": dims, "reducer": ctx.choice(("add", "add", "max", "min"))}


@_gen("reduce_window")
def _reduce_window(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=1)
    win, st_, bd, wd, pad = [], [], [], [], []
    for n in x.shape:
        if ctx.rng.random() < 0.4:
            win.append(1), st_.append(1), bd.append(1), wd.append(1), pad.append((0, 0))
            continue
        win.append(int(ctx.rng.integers(1, min(n, 3) + 1)))
        st_.append(int(ctx.choice((1, 1, 2))))
        bd.append(int(ctx.choice((1, 1, 1, 2))))
        wd.append(int(ctx.choice((1, 1, 2))) if n > 2 else 1)
        pad.append((int(ctx.rng.integers(0, 2)), int(ctx.rng.integers(0, 2))))
    reducer = ctx.choice(("add", "max", "min", "mul"))
    return [x], {"reducer": reducer, "window_dimensions": tuple(win), "window_strides": tuple(st_),
                 "base_dilations": tuple(bd), "window_dilations": tuple(wd), "padding": tuple(pad)}


@_gen("reverse")
def _reverse(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=1)
    k = int(ctx.rng.integers(1, x.ndim + 1))
    return [x], {"dimensions": tuple(sorted(int(d) for d in ctx.rng.choice(x.ndim, size=k, replace=False)))}


def _starts(ctx, shape, sizes) -> list[Tensor]:
    """Integer scalar start indices, sometimes out of range (the op clamps them)."""
    idt = ctx.choice(("i32", "i64", "ui32"))
    out = []
    for n, k in zip(shape, sizes, strict=True):
        lo = 0 if dtypes.is_unsigned(idt) else -1
        out.append(ctx.fresh((), idt, "any", sharded=False) if ctx.rng.random() < 0.2
                   else ctx.scalar(idt, int(ctx.rng.integers(lo, n - k + 2))))
    return out


@_gen("dynamic_slice")
def _dynamic_slice(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=1)
    sizes = tuple(n if ctx.rng.random() < 0.5 else int(ctx.rng.integers(1, n + 1)) for n in x.shape)
    return [x] + _starts(ctx, x.shape, sizes), {"slice_sizes": sizes}


@_gen("dynamic_update_slice")
def _dynamic_update_slice(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=1)
    sizes = tuple(n if ctx.rng.random() < 0.5 else int(ctx.rng.integers(1, n + 1)) for n in x.shape)
    return [x, ctx.pick(dt, shape=sizes)] + _starts(ctx, x.shape, sizes), {}


@_gen("gather")
def _gather(ctx, dt, *, kind):
    """Lookups along one or two operand dims (collapsed or kept as size-1/partial windows), indices of
    rank 1-2 with the index vector last or implicit, sometimes out of range (clamped)."""
    x = ctx.pick(dt, min_rank=1, rank=int(ctx.rng.integers(1, 4)))
    k = min(x.ndim, int(ctx.choice((1, 1, 2))))
    index_map = tuple(int(d) for d in ctx.rng.choice(x.ndim, size=k, replace=False))
    collapsed = tuple(sorted(d for d in index_map if ctx.rng.random() < 0.7))
    sizes = tuple(1 if d in index_map else (n if ctx.rng.random() < 0.6 else int(ctx.rng.integers(1, n + 1)))
                  for d, n in enumerate(x.shape))
    n_lookups = int(ctx.choice((1, 2, 3, 5)))
    implicit = k == 1 and ctx.rng.random() < 0.5
    batch = (n_lookups,) if ctx.rng.random() < 0.7 else (2, n_lookups)
    ishape = batch if implicit else batch + (k,)
    idt = ctx.choice(("i32", "i64"))
    hi = max(x.shape[d] for d in index_map)
    idx = ctx.fresh(ishape, idt, "any", sharded=True)
    ctx.data[-1] = ctx.rng.integers(-1, hi + 1, ishape).astype(dtypes.to_numpy(idt))
    window = [d for d in range(x.ndim) if d not in collapsed]
    rank = len(batch) + len(window)
    offset = tuple(range(rank - len(window), rank)) if ctx.rng.random() < 0.6 else tuple(range(len(window)))
    return [x, idx], {"offset_dims": offset, "collapsed_slice_dims": collapsed, "start_index_map": index_map,
                      "index_vector_dim": len(ishape) if implicit else len(ishape) - 1, "slice_sizes": sizes}


def _scatter_lookups(ctx, shape):
    """A scatter into `shape` at looked-up positions of one dim `a` (inserted or kept as a size-1
    window dim): (a, inserted dims, window dims, the index tensor with -1 and out-of-range rows
    among its values, the updates' shape)."""
    a = int(ctx.rng.integers(len(shape)))
    inserted = (a,) if ctx.rng.random() < 0.7 else ()
    window = [d for d in range(len(shape)) if d not in inserted]
    wsizes = [1 if d == a else (n if ctx.rng.random() < 0.6 else int(ctx.rng.integers(1, n + 1)))
              for d, n in enumerate(shape) if d in window]
    n_lookups = int(ctx.choice((1, 2, 3, 5)))
    idt = ctx.choice(("i32", "i64"))
    idx = ctx.fresh((n_lookups, 1), idt, "any")
    ctx.data[-1] = ctx.rng.integers(-1, shape[a] + 1, (n_lookups, 1)).astype(dtypes.to_numpy(idt))
    return a, inserted, window, idx, (n_lookups,) + tuple(wsizes)


@_gen("scatter_add")
def _scatter_add(ctx, dt, *, kind):
    """Updates added at one looked-up position of one result dim each (windows over the other dims),
    duplicates and out-of-range indices included (duplicates add; out-of-range ones are dropped)."""
    shape = ctx.shape(int(ctx.rng.integers(1, 4)))
    a, inserted, window, idx, upd_shape = _scatter_lookups(ctx, shape)
    upd = ctx.pick(dt, shape=upd_shape)
    return [idx, upd], {"update_window_dims": tuple(range(1, 1 + len(window))), "inserted_window_dims": inserted,
                        "scatter_dims_to_operand_dims": (a,), "index_vector_dim": 1, "shape": shape}


@_gen("scatter")
def _scatter(ctx, dt, *, kind):
    """scatter_add's shapes into a base, with each combiner (duplicate and out-of-range rows
    included: set keeps the last, the others combine them all)."""
    comb = ctx.choice(("set", "mul", "max", "min"))
    base = ctx.pick(dt, min_rank=1, rank=int(ctx.rng.integers(1, 4)), exact=True)
    shape = base.shape
    a, inserted, window, idx, upd_shape = _scatter_lookups(ctx, shape)
    upd = ctx.pick(dt, shape=upd_shape, exact=True)
    return [base, idx, upd], {"update_window_dims": tuple(range(1, 1 + len(window))), "inserted_window_dims": inserted,
                              "input_batching_dims": (), "scatter_indices_batching_dims": (),
                              "scatter_dims_to_operand_dims": (a,), "index_vector_dim": 1, "combiner": comb}


@_gen("sort")
def _sort(ctx, dt, *, kind):
    """1-3 same-shaped operands of any dtypes, one or two keys (each direction, both float orders),
    sorted along a random dim; the op returns the operand of dtype `dt`."""
    x = ctx.pick(dt, min_rank=1, exact=True)
    n = int(ctx.choice((1, 2, 3)))
    others = [ctx.pick(ctx.choice(GEN_DTYPES), shape=x.shape, exact=True) for _ in range(n - 1)]
    out = int(ctx.rng.integers(n))
    operands = others[:out] + [x] + others[out:]
    first = int(ctx.rng.integers(n))
    keys = [(first, ctx.choice(("asc", "desc")), ctx.choice(("numeric", "total")))]
    if n > 1 and ctx.rng.random() < 0.5:
        keys.append(((first + 1) % n, ctx.choice(("asc", "desc")), "numeric"))
    return operands, {"dimension": int(ctx.rng.integers(x.ndim)), "is_stable": True, "keys": tuple(keys),
                      "output": out}


@_gen("top_k")
def _top_k(ctx, dt, *, kind):
    x = ctx.pick(dt, min_rank=1, exact=True)
    return [x], {"k": int(ctx.rng.integers(1, x.shape[-1] + 1)), "output": ctx.choice(("values", "indices"))}


@_gen("select_and_scatter")
def _select_and_scatter(ctx, dt, *, kind):
    """A pooling gradient: windows (some dims passing through), strides, padding, each select."""
    x = ctx.pick(dt, min_rank=1, exact=True)
    win, st_, pad = [], [], []
    for n in x.shape:
        if n == 0 or ctx.rng.random() < 0.4:   # (an empty dim takes no window larger than 1)
            win.append(1), st_.append(1), pad.append((0, 0))
            continue
        win.append(int(ctx.rng.integers(1, min(n, 3) + 1)))
        st_.append(int(ctx.choice((1, 2))))
        pad.append((int(ctx.rng.integers(0, 2)), int(ctx.rng.integers(0, 2))))
    src = tuple((n + lo + hi - w) // s + 1 for n, w, s, (lo, hi) in zip(x.shape, win, st_, pad, strict=True))
    return [x, ctx.pick(dt, shape=src)], {"window_dimensions": tuple(win), "window_strides": tuple(st_),
                                          "padding": tuple(pad), "select": ctx.choice(("GE", "GT", "LE", "LT"))}


@_gen("reduce_precision")
def _reduce_precision(ctx, dt, *, kind):
    return [ctx.pick(dt, exact=True)], {"exponent_bits": int(ctx.rng.integers(1, 9)),
                                        "mantissa_bits": int(ctx.rng.integers(0, 11))}


@_gen("rng_bit_generator")
def _rng(ctx, dt, *, kind):
    alg = ctx.choice(("DEFAULT", "THREE_FRY", "PHILOX"))
    n = 2 if alg == "THREE_FRY" else int(ctx.choice((2, 3)))
    state = ctx.fresh((n,), "ui64", "state")
    out = "state" if dt == "ui64" and ctx.rng.random() < 0.3 else "bits"
    return [state], {"algorithm": alg, "shape": ctx.shape(), "dtype": dt, "output": out}


def missing_generators() -> list[str]:
    """Registered op kinds with no argument generator, not per-device and not excluded."""
    return sorted(k for k in OPS if k not in ARGS and k not in PER_DEVICE and k not in EXCLUDED)


# -- dtypes from the rule table -----------------------------------------------------------------------
#: the dtypes generated graphs draw from: every dtype but f64, the f8 types and the complex ones, as
#: when the corpus's seeds were picked (a new dtype would redraw every case); those have tests of
#: their own (test_ops_iree, test_special_functions, test_float8, test_complex)
GEN_DTYPES = tuple(d for d in dtypes.ALL if d != "f64" and d not in dtypes.FLOAT8 and d not in dtypes.COMPLEX)
GEN_KINDS = tuple(k for k in OPS if k in ARGS and k not in EXCLUDED)


@functools.lru_cache(maxsize=None)
def accepted_dtypes(kind: str) -> tuple[str, ...]:
    """The dtypes `kind`'s rule (OpDef.infer) accepts for the generator's arguments: each dtype is
    tried with a few random argument draws."""
    out = []
    for dt in GEN_DTYPES:
        for attempt in range(6):
            ctx = Ctx(np.random.default_rng(attempt), Mesh.of({"x": 2}), Graph("probe", Mesh.of({"x": 2})))
            Builder._stack.append(ctx.b)
            try:
                operands, attrs = ARGS[kind](ctx, dt)
                OPS[kind].infer([t.value.type for t in operands], dict(attrs))
            except (OpError, dtypes.DTypeError):
                continue
            finally:
                Builder._stack.pop()
            out.append(dt)
            break
    return tuple(out)


@functools.lru_cache(maxsize=None)
def focus_pairs() -> tuple[tuple[str, str], ...]:
    """Every (kind, dtype) the generator makes, round-robin over kinds: consecutive seeds visit every
    kind first, then every kind's second dtype, and so on."""
    per = {k: accepted_dtypes(k) for k in GEN_KINDS}
    out = []
    for i in range(max(len(v) for v in per.values())):
        out.extend((k, v[i]) for k, v in per.items() if i < len(v))
    return tuple(out)


# -- cases --------------------------------------------------------------------------------------------
@dataclass
class Case:
    seed: int
    focus: str
    dtype: str
    mesh: Mesh
    graph: Graph
    inputs: list[np.ndarray] = field(repr=False)
    made: list[tuple[str, str]] = field(default_factory=list)  # (kind, dtype) of each generated op

    def __str__(self):
        return f"case seed={self.seed}: {self.focus} {self.dtype} on {self.mesh}\n{self.graph}"


# the ops around the focus op favour those that leave pending sums (finished by all-reduce or
# reduce-scatter) and explicit reshards, so most cases exercise every collective kind
BIAS = {"dot_general": 10, "reduce": 10, "reshard": 6}


def _random_kind(ctx: Ctx) -> str:
    w = np.array([BIAS.get(k, 1) for k in GEN_KINDS], float)
    return GEN_KINDS[int(ctx.rng.choice(len(GEN_KINDS), p=w / w.sum()))]


def _random_op(ctx: Ctx, kind: str | None = None, dtype: str | None = None, tries: int = 25) -> Tensor:
    """One op of `kind`/`dtype` (random when None) from its argument generator; draws again when the
    rule rejects a draw (a few generators draw attributes a dtype does not take, e.g. add on i1)."""
    last = None
    for _ in range(tries):
        k = kind or _random_kind(ctx)
        ok = accepted_dtypes(k)
        # mostly the dtype of a value already made, so ops chain instead of reading fresh inputs
        recent = [t.dtype for t in ctx.pool[-4:] if t.dtype in ok]
        dt = dtype or (ctx.choice(recent) if recent and ctx.rng.random() < 0.7 else ctx.choice(ok))
        try:
            operands, attrs = ARGS[k](ctx, dt)
            t = ctx.emit(k, operands, attrs)
            ctx.made.append((k, dt))
            return t
        except OpError as e:
            last = e
    raise AssertionError(f"the {kind} generator made no valid {dtype} op in {tries} draws: {last}")


@functools.lru_cache(maxsize=None)
def corpus_case(seed: int):
    """(make_case(seed), its partitioned program), made once per test session (the property test
    and the coverage statistics read the same corpus)."""
    case = make_case(seed)
    return case, sfc.partition(case.graph)


def make_case(seed: int, around: tuple[int, int] = (1, 3)) -> Case:
    """A deterministic random program around the focus pair `focus_pairs()[seed % len]`: between
    `around[0]` and `around[1]` random ops before it and as many after it."""
    pairs = focus_pairs()
    focus, dt = pairs[seed % len(pairs)]
    rng = np.random.default_rng(seed)
    mesh = ONE_DEVICE if rng.random() < SINGLE_DEVICE_SHARE else GEN_MESHES[int(rng.integers(len(GEN_MESHES)))]
    graph = Graph(f"case{seed}", mesh)
    ctx = Ctx(rng, mesh, graph)
    Builder._stack.append(ctx.b)
    try:
        for _ in range(int(rng.integers(around[0], around[1] + 1))):
            _random_op(ctx)
        main = _random_op(ctx, focus, dt)
        for _ in range(int(rng.integers(around[0], around[1] + 1))):
            ctx.pool.append(main)  # bias the next ops to consume the focus op's result
            _random_op(ctx)
        # every op result nothing consumes is an output, so every generated op is checked
        used = {id(v) for op in graph.ops for v in op.operands}
        outs = [main] + [Tensor(r, ctx.b) for op in graph.ops for r in op.results
                         if id(r) not in used and r is not main.value]
        shardings = [ctx.sharding(o.shape).bind(o.shape, mesh, allow_uneven=True)
                     if o.ndim and rng.random() < 0.7 else None for o in outs]
    finally:
        Builder._stack.pop()
    graph.set_outputs([o.value for o in outs], shardings=shardings)
    graph.verify()
    return Case(seed, focus, dt, mesh, graph, ctx.data, ctx.made)


# -- running and checking -----------------------------------------------------------------------------
# float tolerance per dtype, relative to the output's largest finite magnitude (at least 1): the only
# differences a right partitioner may make are sums in another order (and their effect downstream)
FLOAT_TOL = {"f32": 1e-4, "f16": 1e-2, "bf16": 5e-2, "f64": 1e-12}


def assert_matches(got: np.ndarray, want: np.ndarray, dtype: str, what: str = "") -> None:
    """Ints and booleans bit-exact; floats within FLOAT_TOL[dtype] (NaN where the reference has NaN)."""
    assert got.shape == want.shape and got.dtype == want.dtype, (
        f"{what}: got {got.dtype}{list(got.shape)}, want {want.dtype}{list(want.shape)}")
    if dtypes.is_float(dtype):
        w, g = want.astype(np.float64), got.astype(np.float64)
        finite = np.abs(w[np.isfinite(w)])
        tol = FLOAT_TOL[dtype]
        scale = max(1.0, float(finite.max())) if finite.size else 1.0
        np.testing.assert_allclose(g, w, rtol=tol, atol=tol * scale, err_msg=what)
    else:
        np.testing.assert_array_equal(got, want, err_msg=what)


def check_case(case: Case, prog=None) -> None:
    """Partition `case`, run every device in the simulator (which checks every replica) and compare
    each output with the reference interpreter; uneven cases run again with NaN padding (no result
    may read padding)."""
    want = sfc.evaluate(case.graph, case.inputs)
    prog = prog if prog is not None else sfc.partition(case.graph)
    pads = (0, np.nan) if prog.padding else (0,)
    for pad in pads:
        got = simulate(prog, case.inputs, pad_value=pad)
        for i, (g, w, v) in enumerate(zip(got, want, case.graph.outputs, strict=True)):
            assert_matches(g, w, v.dtype, f"output {i} (pad {pad}) of {case}")


@dataclass
class Stats:
    """What one partitioned case does: collective (kind, operand rank) pairs and device count."""

    devices: int
    collectives: list[tuple[str, int]]
    moving: bool


def case_stats(prog) -> Stats:
    cols = [(op.kind, len(op.operands[0].shape)) for op in prog.graph.ops if op.kind in KINDS]
    return Stats(prog.mesh.size, cols, any(KINDS[k].stablehlo is not None for k, _ in cols))


# -- traced programs (f32; used by tests/test_ops_iree.py and tests/test_uneven.py) -------------------
MESHES = [Mesh.of({"x": 1}), Mesh.of({"x": 2}), Mesh.of({"x": 3}), Mesh.of({"x": 4}),
          Mesh.of({"data": 2, "model": 2})]
SIZES = (12, 24)  # divisible by every mesh axis size above
UNEVEN_SIZES = (5, 7, 9, 12)  # with uneven=True: most split unevenly (compiler/passes/pad_uneven.py)


@st.composite
def shardings(draw, shape, mesh, uneven=False):
    """A random even sharding of `shape` on `mesh` (each axis on at most one dim); with `uneven`,
    dimensions need not divide by their shard counts."""
    dims = [[] for _ in shape]
    for axis in mesh.names:
        d = draw(st.integers(-1, len(shape) - 1))
        if d >= 0:
            n = 1
            for a in dims[d]:
                n *= mesh.axis_size(a)
            if uneven or shape[d] % (n * mesh.axis_size(axis)) == 0:
                dims[d].append(axis)
    return Sharding(dims)


@st.composite
def programs(draw, max_ops=6, uneven=False):
    """(mesh, input specs, fn) for a random program; `uneven` draws sizes and shardings that do not
    divide (inputs and reshards split unevenly)."""
    mesh = draw(st.sampled_from(MESHES))
    n_in = draw(st.integers(1, 3))
    specs = []
    for i in range(n_in):
        rank = draw(st.integers(1, 3))
        shape = tuple(draw(st.sampled_from(UNEVEN_SIZES if uneven else SIZES)) for _ in range(rank))
        specs.append(Spec(shape, "f32", draw(shardings(shape, mesh, uneven))))
    choices = draw(st.lists(st.tuples(st.integers(0, 13), st.integers(0, 10 ** 6)), min_size=1, max_size=max_ops))
    reshards = [draw(shardings((24, 24, 24), mesh)) for _ in range(3)]
    return mesh, specs, _program(choices, reshards, mesh, uneven)


def _pick_sharding(s: Sharding, shape, mesh, uneven=False):
    dims = [tuple(a for a in d) for d in s.dims[:len(shape)]]
    out = []
    for d, axes in enumerate(dims):
        n = 1
        keep = []
        for a in axes:
            if uneven or shape[d] % (n * mesh.axis_size(a)) == 0:
                keep.append(a)
                n *= mesh.axis_size(a)
        out.append(tuple(keep))
    return Sharding(out)


def _program(choices, reshards, mesh, uneven=False):
    def fn(*xs):
        vals = list(xs)
        for kind, seed in choices:
            rng = np.random.default_rng(seed)
            x = vals[rng.integers(len(vals))]
            r = x.ndim
            if kind == 0:
                y = [sfc.tanh, sfc.negate, sfc.abs, sfc.logistic][rng.integers(4)](x)
            elif kind == 1:
                same = [v for v in vals if v.shape == x.shape]
                y = [sfc.add, sfc.multiply, sfc.maximum, sfc.subtract][rng.integers(4)](x, same[rng.integers(len(same))])
            elif kind == 2 and r >= 1:  # matmul with a traced constant weight
                k = x.shape[-1]
                w = sfc.constant(rng.standard_normal((k, 12)).astype(np.float32))
                y = x @ w
            elif kind == 3 and r >= 1:
                y = [sfc.reduce_sum, sfc.reduce_max, sfc.reduce_min][rng.integers(3)](x, int(rng.integers(r)))
            elif kind == 4 and r >= 2:
                y = x.transpose(tuple(rng.permutation(r)))
            elif kind == 5 and r >= 2:  # merge two dims
                d = int(rng.integers(r - 1))
                y = x.reshape(x.shape[:d] + (x.shape[d] * x.shape[d + 1],) + x.shape[d + 2:])
            elif kind == 6 and r >= 1 and r < 3:  # split a dim
                d = int(rng.integers(r))
                y = x.reshape(x.shape[:d] + (x.shape[d] // 2, 2) + x.shape[d + 1:]) if x.shape[d] % 2 == 0 else x
            elif kind == 7 and r < 3:
                y = sfc.broadcast_in_dim(x, (12,) + x.shape, tuple(range(1, r + 1)))
            elif kind == 8 and r >= 1:
                y = sfc.concatenate([x, x], int(rng.integers(r)))
            elif kind == 9 and r >= 1:
                d = int(rng.integers(r))
                lim = list(x.shape)
                lim[d] = max(1, x.shape[d] // 2) if uneven else x.shape[d] // 2  # uneven: never empty
                y = sfc.slice(x, [0] * r, lim)
            elif kind == 10:
                y = x.with_sharding(_pick_sharding(reshards[rng.integers(3)], x.shape, mesh, uneven))
            elif kind == 11:
                y = sfc.where(x > 0.0, x, x * 0.5)
            elif kind == 12 and r >= 1:
                y = x + sfc.iota(x.shape, int(rng.integers(r)), "f32")
            elif kind == 13 and r == 2 and x.shape[0] == x.shape[1]:
                y = x @ x
            else:
                y = x * 2.0
            vals.append(y)
        return vals[-1], vals[len(xs) - 1 + (len(vals) - len(xs)) // 2]
    return fn


def random_inputs(specs, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s.shape).astype(np.float32) for s in specs]
