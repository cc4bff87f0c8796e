"""Max/min pooling gradients (select_and_scatter) and cumulative windows on a split dim (a
distributed scan): the select_and_scatter reference against XLA's selection written out one
window at a time, its IREE form (slices, selects, interior pads) and import; the scan's
partitioning (one row of shard totals all-gathered) on 2-4 devices for every reducer, forward and
reverse, in the SPMD simulator, and its IREE form (shift-and-combine steps) read back through the
reference. IREE runs both in test_jax_interop (make_sort_scatter.py's maxpool_grad, cumulative)."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec
from shardflow.compiler.importer import StableHLOImportError, import_module
from shardflow.compiler.ops import OPS
from shardflow.compiler.ops.select_and_scatter import expand
from shardflow.compiler.simulator import simulate
from test_scatter_variants import _reimported_lowering

RNG = np.random.default_rng(9)
S = Sharding.spec
SELECT = {"GE": np.greater_equal, "GT": np.greater, "LE": np.less_equal, "LT": np.less}


def spec_select_and_scatter(x, src, win, st, pad, select):
    """XLA's select_and_scatter: per window, the kept position starts at the first in-bounds one and
    moves to each next in-bounds one that `select(kept, next)` rejects; the source value is added there."""
    out = np.zeros(x.shape, np.float64)
    for w in itertools.product(*map(range, src.shape)):
        kept = None
        for o in itertools.product(*map(range, win)):
            pos = tuple(wi * s + oi - lo for wi, s, oi, (lo, _) in zip(w, st, o, pad, strict=True))
            if any(not 0 <= p < n for p, n in zip(pos, x.shape, strict=True)):
                continue
            if kept is None or not SELECT[select](x[kept], x[pos]):
                kept = pos
        if kept is not None:
            out[kept] += src[w]
    return out.astype(x.dtype)


# (operand shape, window, strides, padding)
POOLS = {
    "same_3x3_s2": ((2, 7, 6), (1, 3, 3), (1, 2, 2), ((0, 0), (1, 1), (1, 1))),
    "valid_2x2": ((2, 6, 4), (1, 2, 2), (1, 2, 2), ((0, 0), (0, 0), (0, 0))),
    "overlap_s1": ((1, 5, 5), (1, 3, 2), (1, 1, 1), ((0, 0), (0, 2), (1, 0))),
    "all_padding_windows": ((1, 3, 3), (1, 2, 2), (1, 3, 3), ((0, 0), (0, 4), (2, 2))),
}


def _pool_case(name, select):
    shape, win, st, pad = POOLS[name]
    x = np.round(RNG.standard_normal(shape) * 2).astype(np.float32)  # many ties
    src_shape = tuple((n + lo + hi - w) // s + 1 for n, w, s, (lo, hi) in zip(shape, win, st, pad, strict=True))
    src = RNG.standard_normal(src_shape).astype(np.float32)
    attrs = {"window_dimensions": win, "window_strides": st, "padding": pad, "select": select}
    return x, src, attrs


@pytest.mark.parametrize("select", sorted(SELECT))
@pytest.mark.parametrize("name", sorted(POOLS))
def test_reference_and_iree_form_follow_xla(name, select):
    x, src, at = _pool_case(name, select)
    want = spec_select_and_scatter(x, src, at["window_dimensions"], at["window_strides"], at["padding"], select)
    ref = OPS["select_and_scatter"].reference([x, src], at)[0]
    np.testing.assert_allclose(ref, want, rtol=1e-6, atol=1e-6)
    sub = expand(sfc.TensorType(x.shape, "f32"), sfc.TensorType(src.shape, "f32"), at)
    assert {op.kind for op in sub.ops} <= {"constant", "broadcast_in_dim", "pad", "slice", "compare", "and", "or",
                                           "not", "select", "add"}
    np.testing.assert_allclose(sfc.evaluate(sub, [x, src])[0], want, rtol=1e-6, atol=1e-6)


MAXPOOL_GRAD = """
func.func @main(%x: tensor<2x6x4xf32>, %g: tensor<2x3x2xf32>) -> tensor<2x6x4xf32> {
  %init = stablehlo.constant dense<INIT> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %g, %init) <{window_dimensions = array<i64: 1, 2, 2>,
      window_strides = array<i64: 1, 2, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare SELECT, FIRST, SECOND, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.SCATTER %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x6x4xf32>, tensor<2x3x2xf32>, tensor<f32>) -> tensor<2x6x4xf32>
  return %0 : tensor<2x6x4xf32>
}"""


def _module(select="GE", first="%a", second="%b", scatter="add", init="0.0"):
    return (MAXPOOL_GRAD.replace("SELECT", select).replace("FIRST", first).replace("SECOND", second)
            .replace("SCATTER", scatter).replace("INIT", init))


def test_import_reads_the_select_region_and_folds_the_init():
    x, src, at = _pool_case("valid_2x2", "GE")
    for text, select, init in ((_module(), "GE", 0.0), (_module("GT", "%b", "%a"), "LT", 0.0),
                               (_module(init="1.5"), "GE", 1.5)):
        g = import_module(text)
        assert [op.attrs["select"] for op in g.ops if op.kind == "select_and_scatter"] == [select]
        want = spec_select_and_scatter(x, src, at["window_dimensions"], at["window_strides"], at["padding"], select)
        np.testing.assert_allclose(sfc.evaluate(g, [x, src])[0], want + init, rtol=1e-6)
    with pytest.raises(StableHLOImportError, match=r"p.mlir:\d+:\d+: unsupported stablehlo.select_and_scatter scatter"):
        import_module(_module(scatter="multiply"), source_name="p.mlir")
    with pytest.raises(StableHLOImportError, match=r"p.mlir:\d+:\d+: unsupported stablehlo.select_and_scatter select"):
        import_module(_module(select="EQ"), source_name="p.mlir")


@pytest.mark.parametrize("spec, gathered", [(S("x"), False), (S(None, None, "x"), False), (S(None, "x"), True)])
def test_pooling_gradient_sharded(spec, gathered):
    """Batch or channel split: no collective; the pooled (windowed) dim split: gathered."""
    mesh = Mesh.of({"x": 2})
    x = RNG.standard_normal((2, 8, 4)).astype(np.float32)

    def f(x):
        return sfc.grad(lambda x: sfc.reduce_sum(sfc.reduce_window(x, "max", (1, 3, 1), (1, 2, 1),
                                                                   ((0, 0), (1, 1), (0, 0))) ** 2))(x)
    g = sfc.trace(f, Spec(x.shape, "f32", spec), mesh=mesh)
    prog = sfc.partition(g)
    assert any("select_and_scatter" in f for f in prog.replicated_fallbacks) == gathered
    np.testing.assert_allclose(simulate(prog, [x])[0], sfc.evaluate(g, [x])[0], rtol=1e-6)


# -- cumulative windows on a split dim ---------------------------------------------------------------------
def _cumulative(x, reducer, axis, reverse):
    n = x.shape[axis]
    window = tuple(n if d == axis else 1 for d in range(x.ndim))
    pad = tuple(((0, n - 1) if reverse else (n - 1, 0)) if d == axis else (0, 0) for d in range(x.ndim))
    return sfc.reduce_window(x, reducer, window, padding=pad)


@pytest.mark.parametrize("devices", [2, 3, 4])
@pytest.mark.parametrize("reducer", ["add", "max", "min", "mul"])
@pytest.mark.parametrize("reverse", [False, True])
def test_scan_on_a_split_dim(devices, reducer, reverse):
    mesh = Mesh.of({"x": devices})
    x = (1.0 + 0.1 * RNG.standard_normal((4, 12))).astype(np.float32)
    g = sfc.trace(lambda x: _cumulative(x, reducer, 1, reverse), Spec(x.shape, "f32", S(None, "x")), mesh=mesh)
    prog = sfc.partition(g)
    assert [(c.kind, c.shape) for c in prog.collectives] == [("all_gather", (4, 1))]
    assert prog.replicated_fallbacks == []
    np.testing.assert_allclose(simulate(prog, [x])[0], sfc.evaluate(g, [x])[0], rtol=2e-6)


def test_scan_declines_what_it_cannot_split_evenly():
    """10 rows over 4 devices (padded unevenly): the generic engines keep it correct."""
    x = RNG.standard_normal((10, 3)).astype(np.float32)
    g = sfc.trace(lambda x: sfc.cumsum(x, 0), Spec(x.shape, "f32", S("x")), mesh=Mesh.of({"x": 4}))
    np.testing.assert_allclose(simulate(sfc.partition(g), [x])[0], np.cumsum(x, 0), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("reducer", ["add", "max", "min", "mul"])
def test_iree_form_of_cumulative_windows(reducer):
    """The shift-and-combine steps IREE gets compute the same scan (both directions, odd length)."""
    x = (1.0 + 0.1 * RNG.standard_normal((3, 7))).astype(np.float32)
    g = sfc.trace(lambda x: [_cumulative(x, reducer, 1, False), _cumulative(x, reducer, 1, True),
                             _cumulative(x, reducer, 0, True)], Spec(x.shape))
    lowered = _reimported_lowering(g)
    assert "reduce_window" not in {op.kind for op in lowered.ops}
    for w, o in zip(sfc.evaluate(g, [x]), sfc.evaluate(lowered, [x]), strict=True):
        np.testing.assert_allclose(o, w, rtol=2e-6)


@pytest.mark.parametrize("name", ["same_3x3_s2", "all_padding_windows"])
def test_vjp_gathers_the_cotangent_at_each_selection(name):
    """select_and_scatter is linear in its source: d/dsource of sum(w * result) is w at each
    window's selected position (0 for a window of padding alone); the operand only chooses."""
    x, src, at = _pool_case(name, "GE")
    w = RNG.standard_normal(x.shape).astype(np.float32)

    def f(x, s):
        return sfc.reduce_sum(x.builder.op("select_and_scatter", [x, s], at) * sfc.constant(w))
    g = sfc.trace(lambda x, s: list(sfc.grad(f, argnums=(0, 1))(x, s)), Spec(x.shape), Spec(src.shape))
    gx, gs = sfc.evaluate(g, [x, src])
    np.testing.assert_array_equal(gx, np.zeros_like(x))
    basis = np.eye(src.size, dtype=np.float32).reshape((src.size,) + src.shape)
    want = [float((spec_select_and_scatter(x, e, at["window_dimensions"], at["window_strides"], at["padding"], "GE")
                   * w).sum()) for e in basis]
    np.testing.assert_allclose(gs.reshape(-1), want, rtol=1e-6, atol=1e-6)
