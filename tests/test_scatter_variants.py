"""Scatter with a set, mul, max or min combiner (JAX's `.at[].set/mul/max/min`): the reference
against StableHLO's semantics written out one update element at a time (duplicates applied in
index order, windows that do not fit skipped), the sharding rule (window dims passing through,
indexed dims kept split as a masked local op, max/min partial results over split updates) in the
SPMD simulator, the IREE emission's neutral values and padding read back through the reference,
and the vjps against finite differences (duplicates and zeros included). IREE runs them in
test_jax_interop (tests/data/jax/make_sort_scatter.py's modules)."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, OpError, Sharding, Spec
from shardflow.compiler.emit.stablehlo import body_writer
from shardflow.compiler.importer import import_module
from shardflow.compiler.simulator import simulate
from shardflow.runtime import dtypes

RNG = np.random.default_rng(5)
S = Sharding.spec
COMBINE = {"set": lambda old, new: new, "mul": np.multiply, "max": np.maximum, "min": np.minimum}


def spec_scatter(base, idx, upd, at, combiner):
    """StableHLO scatter, one update element at a time in index order."""
    ivd, uwd = at["index_vector_dim"], at["update_window_dims"]
    inserted, obatch = at["inserted_window_dims"], at.get("input_batching_dims", ())
    ibatch, smap = at.get("scatter_indices_batching_dims", ()), at["scatter_dims_to_operand_dims"]
    window = [d for d in range(base.ndim) if d not in inserted and d not in obatch]
    wsize = [1] * base.ndim
    for d, u in zip(window, uwd, strict=True):
        wsize[d] = upd.shape[u]
    out = base.copy()
    scatter_dims = [d for d in range(upd.ndim) if d not in uwd]
    for b in itertools.product(*[range(upd.shape[d]) for d in scatter_dims]):
        vec = ([idx[tuple(list(b[:ivd]) + [k] + list(b[ivd:]))] for k in range(idx.shape[ivd])] if ivd < idx.ndim
               else [idx[tuple(b)]])
        start = [0] * base.ndim
        for k, d in enumerate(smap):
            start[d] = int(vec[k])
        if any(not 0 <= start[d] <= base.shape[d] - wsize[d] for d in smap):
            continue
        for od, i in zip(obatch, ibatch, strict=True):
            start[od] = b[i if i < ivd else i - 1]
        for w in itertools.product(*[range(upd.shape[u]) for u in uwd]):
            pos = list(start)
            for d, x in zip(window, w, strict=True):
                pos[d] += x
            ui = [0] * upd.ndim
            for d, x in zip(scatter_dims, b, strict=True):
                ui[d] = x
            for u, x in zip(uwd, w, strict=True):
                ui[u] = x
            out[tuple(pos)] = COMBINE[combiner](out[tuple(pos)], upd[tuple(ui)])
    return out


def _dims(uwd, inserted, smap, ivd, obatch=(), ibatch=()):
    return dict(update_window_dims=uwd, inserted_window_dims=inserted, scatter_dims_to_operand_dims=smap,
                index_vector_dim=ivd, input_batching_dims=obatch, scatter_indices_batching_dims=ibatch)


# (base shape, index array, update shape, dims): duplicates and windows that do not fit in each
CASES = {
    "rows": ((6, 4), np.array([[1], [4], [1], [-1], [6], [0]]), (6, 4), _dims((1,), (0,), (0,), 1)),
    "implicit_vector": ((5, 3), np.array([2, 2, 0, 7]), (4, 3), _dims((1,), (0,), (0,), 1)),
    "window_on_indexed_dim": ((7, 5), np.array([[0, 1], [4, 2], [5, 0], [0, 1]]), (4, 3, 2),
                              _dims((1, 2), (), (0, 1), 1)),
    "unit_window_on_indexed_dim": ((5, 3), np.array([[0, 1], [4, 2], [2, 0], [5, 1]]), (4, 1, 2),
                                   _dims((1, 2), (), (0, 1), 1)),
    # inserted dims on both sides of a window dim (IREE takes them moved first), a window shorter
    # than its unindexed dim (IREE takes those whole: it gets a start of its own, 0)
    "inserted_around_window": ((3, 4, 5), np.array([[2, 4], [0, 1], [3, 0], [1, 4]]), (4, 4),
                               _dims((1,), (0, 2), (2, 0), 1)),
    "short_window": ((3, 4, 2), np.array([[1], [2], [7]]), (3, 4, 1), _dims((1, 2), (0,), (0,), 1)),
    # a short window after a whole one and before the inserted dim (its start, 0, indexes it after
    # the inserted dim: out of order)
    "short_window_before_inserted": ((2, 5, 8), np.array([[1], [7], [3], [0], [7]]), (5, 2, 3),
                                     _dims((1, 2), (2,), (2,), 1)),
    # an indexed dim after a whole window, then a short window (its start, 0, makes a second
    # inserted dim beside the first, after the window dim: x.at[:, i, :2].set(u))
    "short_window_after_inserted": ((6, 3, 3), np.array([[0], [2], [1], [2], [0]]), (5, 6, 2),
                                    _dims((1, 2), (1,), (1,), 1)),
    "batching": ((3, 5, 2), np.array([[1, 4], [0, 1], [3, 3]]), (3, 2, 2), _dims((2,), (1,), (1,), 2, (0,), (0,))),
}


@pytest.mark.parametrize("combiner", sorted(COMBINE))
@pytest.mark.parametrize("case", sorted(CASES))
def test_reference_follows_the_spec(case, combiner):
    shape, idx, ushape, dims = CASES[case]
    base = RNG.standard_normal(shape).astype(np.float32)
    upd = RNG.standard_normal(ushape).astype(np.float32)
    g = sfc.trace(lambda b, i, u: sfc.scatter(b, i, u, combiner=combiner, **dims),
                  Spec(shape), Spec(idx.shape, "i32"), Spec(ushape))
    got = sfc.evaluate(g, [base, idx.astype(np.int32), upd])[0]
    np.testing.assert_array_equal(got, spec_scatter(base, idx, upd, dims, combiner))


def test_integer_and_boolean_bases():
    idx = np.array([[1], [1], [3]], np.int32)
    dims = _dims((1,), (0,), (0,), 1)
    b = RNG.integers(-5, 5, (4, 2)).astype(np.int8)
    u = RNG.integers(-5, 5, (3, 2)).astype(np.int8)
    mask = np.zeros((4, 2), bool)
    hits = np.array([[True, False], [False, False], [True, True]])
    g = sfc.trace(lambda b, u, m, h: [sfc.scatter(b, idx, u, combiner="mul", **dims),
                                      sfc.scatter(b, idx, u, combiner="min", **dims),
                                      sfc.scatter(m, idx, h, combiner="max", **dims),
                                      sfc.scatter(m, idx, h, combiner="set", **dims)],
                  Spec(b.shape, "i8"), Spec(u.shape, "i8"), Spec(mask.shape, "i1"), Spec(hits.shape, "i1"))
    mul, mn, anyhit, last = sfc.evaluate(g, [b, u, mask, hits])
    np.testing.assert_array_equal(mul, spec_scatter(b, idx, u, dims, "mul"))
    np.testing.assert_array_equal(mn, spec_scatter(b, idx, u, dims, "min"))
    assert anyhit.tolist() == [[False, False], [True, False], [False, False], [True, True]]
    assert last.tolist() == [[False, False], [False, False], [False, False], [True, True]]


def test_shape_and_combiner_errors():
    with pytest.raises(OpError, match="combiner must be one of"):
        sfc.trace(lambda b, i, u: sfc.scatter(b, i, u, combiner="xor", **_dims((1,), (0,), (0,), 1)),
                  Spec((4, 2)), Spec((3, 1), "i32"), Spec((3, 2)))
    with pytest.raises(OpError, match="update scatter dims"):
        sfc.trace(lambda b, i, u: sfc.scatter(b, i, u, combiner="max", **_dims((1,), (0,), (0,), 1)),
                  Spec((4, 2)), Spec((3, 1), "i32"), Spec((2, 2)))


def test_import_reads_each_combiner():
    head = ("module {\n  func.func @main(%t: tensor<4x3xf32>, %i: tensor<2x1xi32>, %u: tensor<2x3xf32>) -> tensor<4x3xf32> {\n"
            '    %0 = "stablehlo.scatter"(%t, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims'
            " = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({\n"
            "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n")
    tail = "    }) : (tensor<4x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<4x3xf32>\n    return %0 : tensor<4x3xf32>\n  }\n}\n"
    for body_op, combiner in (("maximum", "max"), ("minimum", "min"), ("multiply", "mul")):
        for a, b in (("%a", "%b"), ("%b", "%a")):
            text = head + f"      %r = stablehlo.{body_op} {a}, {b} : tensor<f32>\n      stablehlo.return %r : tensor<f32>\n" + tail
            assert [op.attrs["combiner"] for op in import_module(text).ops] == [combiner]
    keep = head + "      stablehlo.return %a : tensor<f32>\n" + tail  # returns the current value: not a combiner
    from shardflow.compiler.importer import StableHLOImportError
    with pytest.raises(StableHLOImportError, match=r"x.mlir:\d+:\d+: unsupported stablehlo.scatter body"):
        import_module(keep, source_name="x.mlir")


# -- the IREE form -------------------------------------------------------------------------------------
def _reimported_lowering(graph):
    """The graph written as IREE gets it (body_writer: canonical indices, neutral updates, the set
    scatter's padding), parsed back and evaluated by the reference."""
    w = body_writer(graph)
    args = []
    for k, v in enumerate(graph.inputs):
        w.names[v] = f"%a{k}"
        args.append(f"%a{k}: {v.type.mlir()}")
    for op in graph.ops:
        w.emit_op(op)
    outs = ", ".join(w.name(v) for v in graph.outputs)
    types = ", ".join(v.type.mlir() for v in graph.outputs)
    body = "\n".join("    " + line.replace("\n", "\n    ") for line in w.lines)
    text = (f"module {{\n  func.func @main({', '.join(args)}) -> ({types}) {{\n{body}\n"
            f'    "func.return"({outs}) : ({types}) -> ()\n  }}\n}}\n')
    return import_module(text)


@pytest.mark.parametrize("case", ["rows", "window_on_indexed_dim", "unit_window_on_indexed_dim", "inserted_around_window",
                                  "short_window", "batching"])
def test_iree_form_skips_updates_that_do_not_fit(case):
    shape, idx, ushape, dims = CASES[case]
    base = RNG.standard_normal(shape).astype(np.float32)
    upd = RNG.standard_normal(ushape).astype(np.float32)
    g = sfc.trace(lambda b, i, u: [sfc.scatter(b, i, u, combiner=c, **dims) for c in sorted(COMBINE)],
                  Spec(shape), Spec(idx.shape, "i32"), Spec(ushape))
    lowered = _reimported_lowering(g)
    assert "scatter" in [op.kind for op in lowered.ops]
    ins = [base, idx.astype(np.int32), upd]
    for w, o in zip(sfc.evaluate(g, ins), sfc.evaluate(lowered, ins), strict=True):
        np.testing.assert_array_equal(o, w)


ONE_LOOKUP = {"size_one_base": ((1,), np.array([[0]]), (1, 1), _dims((1,), (), (0,), 1)),
              "one_window": ((4, 3), np.array([[2, 1]]), (1, 2, 2), _dims((1, 2), (), (0, 1), 1)),
              # the window spans the indexed dim (every start clamps to 0) and is short along another
              "window_spans_indexed_dim": ((6, 1, 3), np.array([[1]]), (1, 5, 1, 3), _dims((1, 2, 3), (), (1,), 1))}


@pytest.mark.parametrize("devices", [1, 3])
@pytest.mark.parametrize("case", ["window_on_indexed_dim", "unit_window_on_indexed_dim", "inserted_around_window",
                                  "short_window", "short_window_before_inserted", "short_window_after_inserted",
                                  *ONE_LOOKUP])
def test_windows_on_indexed_dims_run_on_iree_devices(case, devices):
    """The lookups a window on an indexed dim becomes (start + offset; a window of one needs no
    offsets) on every device of a group: iree-compile 3.13 failed ("undefined global") on the
    offsets of a window of one into a zero base of one element, and refused inserted dims around
    a window dim and a short window along an unindexed dim; it crashed (MaterializeInterfaces) on
    starts clamped to [0, 0], which it folds to a constant, next to a short window's offsets."""
    from iree_run import run_on_iree
    shape, idx, ushape, dims = CASES.get(case) or ONE_LOOKUP[case]
    base = RNG.standard_normal(shape).astype(np.float32)
    upd = RNG.standard_normal(ushape).astype(np.float32)
    unique = len({tuple(r) for r in idx.reshape(len(idx), -1)}) == len(idx)   # (set: an order of its own)
    g = sfc.trace(lambda b, i, u: [sfc.scatter_add(b, i, u, **dims), sfc.scatter_add(shape, i, u, **dims),
                                   sfc.scatter(b, i, u, combiner="max", **dims)]
                  + ([sfc.scatter(b, i, u, combiner="set", **dims)] if unique else []),
                  Spec(shape), Spec(idx.shape, "i32"), Spec(ushape), mesh=Mesh.of({"x": devices}))
    ins = [base, idx.astype(np.int32), upd]
    for got, want in zip(run_on_iree(g, ins), sfc.evaluate(g, ins), strict=True):
        np.testing.assert_allclose(got, want, rtol=1e-6)


# -- sharding ----------------------------------------------------------------------------------------------
M4 = Mesh.of({"model": 4})
M22 = Mesh.of({"data": 2, "model": 2})


@pytest.mark.parametrize("combiner", sorted(COMBINE))
@pytest.mark.parametrize("base_spec, upd_spec", [(S("data", "model"), S(None, "model")), (S(None, "model"), S("data")),
                                                 (S("data"), S("data")), (S(), S(("data", "model")))])
def test_sharded_scatter_matches_the_reference(combiner, base_spec, upd_spec):
    base = RNG.standard_normal((8, 4)).astype(np.float32)
    idx = np.array([[1], [6], [1], [-2], [9], [3], [6], [0]], np.int32)
    upd = RNG.standard_normal((8, 4)).astype(np.float32)
    dims = _dims((1,), (0,), (0,), 1)
    g = sfc.trace(lambda b, i, u: sfc.scatter(b, i, u, combiner=combiner, **dims),
                  Spec(base.shape, "f32", base_spec), Spec(idx.shape, "i32"), Spec(upd.shape, "f32", upd_spec), mesh=M22)
    prog = sfc.partition(g)
    np.testing.assert_array_equal(simulate(prog, [base, idx, upd])[0], spec_scatter(base, idx, upd, dims, combiner))


def test_split_rows_stay_split_and_max_finishes_with_an_all_reduce():
    base = RNG.standard_normal((8, 4)).astype(np.float32)
    idx = RNG.integers(0, 8, (16, 1)).astype(np.int32)
    upd = RNG.standard_normal((16, 4)).astype(np.float32)
    dims = _dims((1,), (0,), (0,), 1)
    # the base's rows split, the updates whole: a masked local scatter, no collective
    g = sfc.trace(lambda b, i, u: sfc.scatter(b, i, u, combiner="set", **dims).with_sharding(S("model")),
                  Spec(base.shape, "f32", S("model")), Spec(idx.shape, "i32"), Spec(upd.shape), mesh=M4)
    prog = sfc.partition(g)
    assert prog.collectives == [] and prog.replicated_fallbacks == []
    np.testing.assert_array_equal(simulate(prog, [base, idx, upd])[0], spec_scatter(base, idx, upd, dims, "set"))
    # the same with a max combiner (its update rows whole): masked too
    g = sfc.trace(lambda b, i, u: sfc.scatter(b, i, u, combiner="max", **dims).with_sharding(S("model")),
                  Spec(base.shape, "f32", S("model")), Spec(idx.shape, "i32"), Spec(upd.shape), mesh=M4)
    prog = sfc.partition(g)
    assert prog.collectives == [] and prog.replicated_fallbacks == []
    np.testing.assert_array_equal(simulate(prog, [base, idx, upd])[0], spec_scatter(base, idx, upd, dims, "max"))
    # updates split over model (segment_max style): each device combines its own, an all-reduce max finishes
    g = sfc.trace(lambda b, i, u: sfc.scatter(b, i, u, combiner="max", **dims),
                  Spec(base.shape), Spec(idx.shape, "i32", S("model")), Spec(upd.shape, "f32", S("model")), mesh=M4)
    prog = sfc.partition(g)
    assert [(c.kind, c.shape) for c in prog.collectives] == [("all_reduce", (8, 4))]
    np.testing.assert_array_equal(simulate(prog, [base, idx, upd])[0], spec_scatter(base, idx, upd, dims, "max"))


def test_uneven_updates_over_a_max_combiner():
    """Padding rows of split updates are masked with max's identity; padded ids point nowhere."""
    base = RNG.standard_normal((5, 3)).astype(np.float32)
    idx = RNG.integers(0, 5, (6, 1)).astype(np.int32)
    upd = RNG.standard_normal((6, 3)).astype(np.float32)
    dims = _dims((1,), (0,), (0,), 1)
    g = sfc.trace(lambda b, i, u: sfc.scatter(b, i, u, combiner="max", **dims),
                  Spec(base.shape), Spec(idx.shape, "i32", S("model")), Spec(upd.shape, "f32", S("model")), mesh=M4)
    prog = sfc.partition(g)
    for pad in (0.0, np.nan):
        np.testing.assert_array_equal(simulate(prog, [base, idx, upd], pad_value=pad)[0],
                                      spec_scatter(base, idx, upd, dims, "max"))


# -- gradients ---------------------------------------------------------------------------------------------
def _finite_difference(f, xs, k, eps=1e-3):
    x = xs[k]
    g = np.zeros_like(x, np.float64)
    for i in np.ndindex(*x.shape):
        hi = [a.astype(np.float64) for a in xs]
        lo = [a.astype(np.float64) for a in xs]
        hi[k][i] += eps
        lo[k][i] -= eps
        g[i] = (f(*hi) - f(*lo)) / (2 * eps)
    return g


@pytest.mark.parametrize("combiner", sorted(COMBINE))
def test_vjps_match_finite_differences(combiner):
    idx = np.array([[1], [3], [1], [-1], [5], [0]], np.int32)
    dims = _dims((1,), (0,), (0,), 1)
    base = RNG.standard_normal((5, 3)).astype(np.float32)
    upd = RNG.standard_normal((6, 3)).astype(np.float32)
    if combiner == "set":
        idx = np.array([[1], [3], [4], [-1], [5], [0]], np.int32)  # duplicates under set: XLA leaves them open
    if combiner == "mul":
        upd[2, 0], upd[0, 1], upd[2, 1] = 0.0, 0.0, 0.0  # zeros, one and two at a duplicated row
    w = RNG.standard_normal((5, 3)).astype(np.float32)

    def loss(b, u):
        return sfc.reduce_sum(sfc.scatter(b, sfc.constant(idx), u, combiner=combiner, **dims) * sfc.constant(w))
    g = sfc.trace(lambda b, u: list(sfc.grad(loss, argnums=(0, 1))(b, u)), Spec(base.shape), Spec(upd.shape))
    got = sfc.evaluate(g, [base, upd])

    def numpy_loss(b, u):
        return (spec_scatter(b, idx, u, dims, combiner) * w).sum()
    for k in range(2):
        np.testing.assert_allclose(got[k], _finite_difference(numpy_loss, [base, upd], k), rtol=1e-3, atol=1e-3)


@pytest.mark.parametrize("itype", ["i32", "i64"])
@pytest.mark.parametrize("combiner", ["add", "min"])
def test_a_device_whose_indices_are_padding_runs_on_iree(combiner, itype):
    """Two lookups split over 3 devices: device 2 holds only padding, so its indices are a
    constant (the fill), which its rewrite (clamp, a short window's start and offsets) keeps
    constant; iree-compile 3.13 crashed (MaterializeInterfaces) when the offsets were pinned to the
    device and added to that constant, and when it narrowed placed i64 indices to i32 itself. The
    whole rewrite is now placed at its end, in i32."""
    from iree_run import run_on_iree
    S = Sharding.spec
    base = RNG.standard_normal((7, 7)).astype(np.float32)
    idx = np.array([[5], [1]], dtypes.to_numpy(itype))
    upd = RNG.standard_normal((2, 3)).astype(np.float32)
    dims = _dims((1,), (0,), (0,), 1)
    g = sfc.trace(lambda b, i, u: (sfc.scatter_add(b, i, u, **dims) if combiner == "add"
                                   else sfc.scatter(b, i, u, combiner=combiner, **dims)),
                  Spec(base.shape), Spec(idx.shape, itype, S("x", None)), Spec(upd.shape, "f32", S("x", None)),
                  mesh=Mesh.of({"x": 3}))
    ins = [base, idx, upd]
    want = sfc.evaluate(g, ins)[0]
    np.testing.assert_allclose(run_on_iree(g, ins)[0], want, rtol=1e-6)
