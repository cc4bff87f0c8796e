"""Indexing ops (reverse, dynamic_slice, dynamic_update_slice, gather, scatter_add) and the error
functions (erf, erfc, erf_inv), end to end: the NumPy reference against StableHLO's semantics
written out one element at a time, IREE on the CPU against the reference, vjps against finite
differences, and sharded programs (SPMD simulator, and IREE on CPU devices) against the reference."""
from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Device, Mesh, OpError, Sharding, Spec
from shardflow.compiler.emit.stablehlo import emit_module
from shardflow.compiler.importer import import_module
from shardflow.compiler.ops import OPS
from shardflow.compiler.simulator import simulate
from iree_run import run_on_iree  # noqa: E402

RNG = np.random.default_rng(7)
S = Sharding.spec


# -- StableHLO semantics, element by element (the spec's pseudo-code) -----------------------------
def spec_gather(operand, idx, at):
    ivd = at["index_vector_dim"]
    offset, collapsed = at["offset_dims"], at["collapsed_slice_dims"]
    obatch, ibatch = at.get("operand_batching_dims", ()), at.get("start_indices_batching_dims", ())
    smap, sizes = at["start_index_map"], at["slice_sizes"]
    batch_shape = [n for i, n in enumerate(idx.shape) if i != ivd]
    window = [d for d in range(operand.ndim) if d not in collapsed and d not in obatch]
    rank = len(batch_shape) + len(window)
    shape, bi, wi = [], iter(batch_shape), iter(window)
    for r in range(rank):
        shape.append(sizes[next(wi)] if r in offset else next(bi))
    out = np.zeros(shape, operand.dtype)
    for ri in itertools.product(*map(range, shape)):
        b = [ri[r] for r in range(rank) if r not in offset]
        o = [ri[r] for r in offset]
        if ivd < idx.ndim:
            vec = [idx[tuple(b[:ivd] + [k] + b[ivd:])] for k in range(idx.shape[ivd])]
        else:
            vec = [idx[tuple(b)]]
        full = [0] * operand.ndim
        for k, d in enumerate(smap):
            full[d] = min(max(int(vec[k]), 0), operand.shape[d] - sizes[d])
        for od, i in zip(obatch, ibatch, strict=True):
            full[od] = b[i if i < ivd else i - 1]
        for d, w in zip(window, o, strict=True):
            full[d] += w
        out[ri] = operand[tuple(full)]
    return out


def spec_scatter(shape, idx, upd, at):
    ivd, uwd = at["index_vector_dim"], at["update_window_dims"]
    inserted, obatch = at["inserted_window_dims"], at.get("input_batching_dims", ())
    ibatch, smap = at.get("scatter_indices_batching_dims", ()), at["scatter_dims_to_operand_dims"]
    window = [d for d in range(len(shape)) if d not in inserted and d not in obatch]
    wsize = [1] * len(shape)
    for d, u in zip(window, uwd, strict=True):
        wsize[d] = upd.shape[u]
    out = np.zeros(shape, np.float64 if upd.dtype.kind == "f" else upd.dtype)
    for ui in itertools.product(*map(range, upd.shape)):
        b = [ui[d] for d in range(upd.ndim) if d not in uwd]
        w = [ui[d] for d in uwd]
        vec = ([idx[tuple(b[:ivd] + [k] + b[ivd:])] for k in range(idx.shape[ivd])] if ivd < idx.ndim
               else [idx[tuple(b)]])
        start = [0] * len(shape)
        for k, d in enumerate(smap):
            start[d] = int(vec[k])
        if any(not 0 <= start[d] <= shape[d] - wsize[d] for d in smap):
            continue  # the update's window does not fit: skipped (XLA, IREE)
        for od, i in zip(obatch, ibatch, strict=True):
            start[od] = b[i if i < ivd else i - 1]
        for d, x in zip(window, w, strict=True):
            start[d] += x
        out[tuple(start)] += upd[ui]
    return out.astype(upd.dtype)


def _gat(offset, collapsed, smap, ivd, sizes, obatch=(), ibatch=()):
    return {"offset_dims": offset, "collapsed_slice_dims": collapsed, "start_index_map": smap,
            "index_vector_dim": ivd, "slice_sizes": sizes, "operand_batching_dims": obatch,
            "start_indices_batching_dims": ibatch}


# (operand shape, indices shape, index range, gather attributes)
GATHERS = {
    "take0": ((6, 4), (2, 3, 1), 6, _gat((2,), (0,), (0,), 2, (1, 4))),
    "take1_implicit": ((3, 5, 2), (4,), 5, _gat((0, 2), (1,), (1,), 1, (3, 1, 2))),
    "vector_mid_windows": ((5, 6, 3), (2, 2, 4), 6, _gat((1, 2, 4), (), (0, 1), 1, (2, 3, 3))),
    "along_axis": ((4, 5), (4, 3), 5, _gat((), (1,), (1,), 2, (1, 1), (0,), (0,))),
    "batching_vector_first": ((3, 4, 5), (2, 3, 4), 5, _gat((2,), (1,), (1, 2), 0, (1, 1, 2), (0,), (1,))),
}


def _scatter_attrs(g, shape):
    return {"shape": shape, "update_window_dims": g["offset_dims"], "inserted_window_dims": g["collapsed_slice_dims"],
            "input_batching_dims": g["operand_batching_dims"],
            "scatter_indices_batching_dims": g["start_indices_batching_dims"],
            "scatter_dims_to_operand_dims": g["start_index_map"], "index_vector_dim": g["index_vector_dim"]}


def _gather_case(name, dtype="float32", lo=-3, extra=3):
    shape, ishape, n, at = GATHERS[name]
    x = (RNG.standard_normal(shape) * 4).astype(dtype)
    ids = RNG.integers(lo, n + extra, ishape).astype(np.int32)
    return x, ids, at


@pytest.mark.parametrize("name", sorted(GATHERS))
def test_gather_reference_follows_the_spec_with_clamping(name):
    x, ids, at = _gather_case(name)
    got = OPS["gather"].reference([x, ids], at)[0]
    np.testing.assert_array_equal(got, spec_gather(x, ids, at))
    from shardflow.compiler.ir import TensorType
    (t,) = OPS["gather"].infer([TensorType(x.shape, "f32"), TensorType(ids.shape, "i32")], at)
    assert t.shape == got.shape


@pytest.mark.parametrize("name", sorted(GATHERS))
def test_scatter_reference_follows_the_spec_and_skips_out_of_range(name):
    x, ids, at = _gather_case(name)
    upd = RNG.standard_normal(spec_gather(x, ids, at).shape).astype(np.float32)
    sat = _scatter_attrs(at, x.shape)
    got = OPS["scatter_add"].reference([ids, upd], sat)[0]
    np.testing.assert_allclose(got, spec_scatter(x.shape, ids, upd, sat), rtol=1e-6, atol=1e-6)


def test_dynamic_slice_and_update_clamp_their_starts():
    x = np.arange(20, dtype=np.float32).reshape(4, 5)
    ds = OPS["dynamic_slice"].reference
    np.testing.assert_array_equal(ds([x, np.int32(3), np.int32(-2)], {"slice_sizes": (2, 3)})[0], x[2:4, 0:3])
    np.testing.assert_array_equal(ds([x, np.int32(1), np.int32(9)], {"slice_sizes": (2, 3)})[0], x[1:3, 2:5])
    u = -np.ones((2, 2), np.float32)
    r = OPS["dynamic_update_slice"].reference([x, u, np.int32(7), np.int32(-1)], {})[0]
    want = x.copy()
    want[2:4, 0:2] = -1
    np.testing.assert_array_equal(r, want)


def test_error_functions_reference():
    y = np.array([-0.999, -0.5, 0.0, 0.3, 0.9, 0.999999], np.float64)
    inv = OPS["erf_inv"].reference([y], {})[0]
    np.testing.assert_allclose([math.erf(v) for v in inv], y, rtol=1e-12, atol=1e-15)
    edge = OPS["erf_inv"].reference([np.array([1.0, -1.0, 1.5], np.float32)], {})[0]
    assert edge[0] == np.inf and edge[1] == -np.inf and np.isnan(edge[2])
    x = np.array([-2.0, 0.1, 3.0], np.float32)
    np.testing.assert_allclose(OPS["erf"].reference([x], {})[0], [math.erf(v) for v in x], rtol=1e-6)
    np.testing.assert_allclose(OPS["erfc"].reference([x], {})[0], [math.erfc(v) for v in x], rtol=1e-6)
    assert OPS["erf"].stablehlo == "chlo.erf" and OPS["erf"].elementwise


def test_shape_errors():
    with pytest.raises(OpError, match="one start index per dimension"):
        sfc.trace(lambda x: sfc.dynamic_slice(x, [0], (1, 1)), Spec((3, 3)))
    with pytest.raises(OpError, match="index vector has 2 components"):
        sfc.trace(lambda x, i: sfc.gather(x, i, offset_dims=(1,), collapsed_slice_dims=(0,), start_index_map=(0,),
                                          index_vector_dim=1, slice_sizes=(1, 3)), Spec((4, 3)), Spec((5, 2), "i32"))
    with pytest.raises(OpError, match="integer indices"):
        sfc.trace(lambda x, i: sfc.take(x, i), Spec((4, 3)), Spec((5,)))
    with pytest.raises(OpError, match="update shape"):
        sfc.trace(lambda x, u: sfc.dynamic_update_slice(x, u, [0, 0]), Spec((2, 3)), Spec((3, 3)))


# -- user functions match NumPy / JAX spelling ----------------------------------------------------
def test_take_take_along_axis_flip_and_getitem_match_numpy():
    x = RNG.standard_normal((5, 6)).astype(np.float32)
    ids = np.array([[0, 4, -1], [2, 2, 3]], np.int32)
    along = RNG.integers(-6, 6, (5, 2)).astype(np.int32)
    g = sfc.trace(lambda x, i, a: [sfc.take(x, i), sfc.take(x, i, axis=1), x[i], sfc.take_along_axis(x, a, 1),
                                   sfc.flip(x, 1), sfc.flip(x), sfc.reverse(x, [0])],
                  Spec((5, 6)), Spec((2, 3), "i32"), Spec((5, 2), "i32"))
    got = sfc.evaluate(g, [x, ids, along])
    want = [np.take(x, ids, 0), np.take(x, ids, 1), x[ids], np.take_along_axis(x, along, 1), x[:, ::-1],
            x[::-1, ::-1], x[::-1]]
    for w, a in zip(want, got, strict=True):
        np.testing.assert_array_equal(a, w)


def test_exact_gelu():
    x = np.linspace(-4, 4, 17, dtype=np.float32)
    g = sfc.trace(lambda x: sfc.gelu(x, approximate=False), Spec((17,)))
    want = [0.5 * v * (1 + math.erf(v / math.sqrt(2))) for v in x.astype(np.float64)]
    np.testing.assert_allclose(sfc.evaluate(g, [x])[0], want, rtol=1e-6, atol=1e-7)


# -- IREE on the CPU against the reference --------------------------------------------------------
_run = run_on_iree


def _gathers_and_scatters(x, ids_list):
    outs = []
    for (name, (_, _, _, at)), ids in zip(sorted(GATHERS.items()), ids_list, strict=True):
        xs = x[name]
        y = sfc.gather(xs, ids, **at)
        outs.append(y)
        outs.append(sfc.scatter_add(xs.shape, ids, y, **{k: v for k, v in _scatter_attrs(at, xs.shape).items()
                                                          if k != "shape"}))
    return outs


@pytest.mark.parametrize("dtype", ["f32", "i32"])
def test_every_indexing_op_on_iree_matches_reference(dtype):
    names = sorted(GATHERS)
    cases = [_gather_case(n, "float32" if dtype == "f32" else "int32") for n in names]
    if dtype == "i32":
        cases = [(np.round(x).astype(np.int32), i, a) for x, i, a in cases]
    specs = [Spec(c[0].shape, dtype) for c in cases] + [Spec(c[1].shape, "i32") for c in cases]

    def fn(*args):
        xs = dict(zip(names, args[:len(names)]))
        ids = list(args[len(names):len(names) * 2])
        starts = args[len(names) * 2:]
        a = xs["take0"]
        outs = _gathers_and_scatters(xs, ids)
        outs += [sfc.reverse(a, [0]), sfc.flip(a), sfc.dynamic_slice(a, starts[:2], (3, 2)),
                 sfc.dynamic_slice(a, [starts[2], 1], (6, 3)), sfc.dynamic_update_slice(a, a[:2, :3], starts[:2]),
                 sfc.dynamic_update_slice(a, a[:1], [starts[1], starts[2]]), sfc.take(a, ids[names.index("take0")]),
                 a[ids[names.index("take1_implicit")]]]
        return outs

    specs += [Spec((), "i32")] * 3
    starts = [np.int32(4), np.int32(-3), np.int32(1)]
    xs = [c[0] for c in cases] + [c[1] for c in cases] + starts
    graph = sfc.trace(fn, *specs)
    want = sfc.evaluate(graph, xs)
    got = _run(graph, xs)
    assert len(got) == len(want)
    for i, (w, g) in enumerate(zip(want, got, strict=True)):
        assert g.dtype == w.dtype and g.shape == w.shape, f"output {i}"
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5, err_msg=f"output {i}")


@pytest.mark.parametrize("dtype, itype", [("bf16", "i64"), ("f16", "i32"), ("i64", "i64")])
def test_lookups_in_other_dtypes_on_iree(dtype, itype):
    from shardflow.runtime import dtypes
    x = (RNG.standard_normal((6, 4)) * 3).astype(np.float32).astype(dtypes.to_numpy(dtype))
    ids = np.array([[0, 5, 7], [-2, 3, 3]], dtypes.to_numpy(itype))

    def fn(x, i):
        y = sfc.take(x, i)
        return [y, sfc.scatter_add(x.shape, sfc.reshape(i, (2, 3, 1)), y, update_window_dims=(2,),
                                   inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,), index_vector_dim=2),
                sfc.take_along_axis(x, sfc.reshape(i, (6, 1)), 1)]

    g = sfc.trace(fn, Spec((6, 4), dtype), Spec((2, 3), itype))
    for w, o in zip(sfc.evaluate(g, [x, ids]), _run(g, [x, ids]), strict=True):
        assert o.dtype == w.dtype
        np.testing.assert_allclose(o.astype(np.float64), w.astype(np.float64), rtol=1e-2)


@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
def test_error_functions_on_iree(dtype):
    from shardflow.runtime import dtypes
    x = np.linspace(-2.5, 2.5, 24).reshape(4, 6).astype(np.float32)
    y = np.linspace(-0.98, 0.98, 24).reshape(4, 6).astype(np.float32)
    x, y = (a.astype(dtypes.to_numpy(dtype)) for a in (x, y))
    g = sfc.trace(lambda x, y: [sfc.erf(x), sfc.erfc(x), sfc.erf_inv(y), sfc.gelu(x, approximate=False)],
                  Spec((4, 6), dtype), Spec((4, 6), dtype))
    tol = {"f32": 2e-6, "f16": 2e-3, "bf16": 2e-2}[dtype]
    for i, (w, o) in enumerate(zip(sfc.evaluate(g, [x, y]), _run(g, [x, y]), strict=True)):
        np.testing.assert_allclose(o.astype(np.float64), w.astype(np.float64), rtol=tol * 4, atol=tol,
                                   err_msg=f"output {i}")


# -- gradients against finite differences ---------------------------------------------------------
def _weighted(y):
    w = np.random.default_rng(int(np.prod(y.shape)) + 3 * len(y.shape)).standard_normal(y.shape)
    return sfc.reduce_sum(y * sfc.constant(w.astype(np.float32)))


def check_grads(f, xs, eps=1e-6):
    specs = [Spec(x.shape) for x in xs]
    nums = tuple(range(len(xs)))
    g = sfc.trace(lambda *a: sfc.grad(f, argnums=nums)(*a), *specs)
    got = sfc.evaluate(g, xs, float64=True)
    fg = sfc.trace(f, *specs)
    for i in nums:
        num = np.zeros(xs[i].shape)
        for idx in np.ndindex(*xs[i].shape):
            hi = [np.asarray(a, np.float64).copy() for a in xs]
            lo = [np.asarray(a, np.float64).copy() for a in xs]
            hi[i][idx] += eps
            lo[i][idx] -= eps
            num[idx] = (sfc.evaluate(fg, hi, float64=True)[0] - sfc.evaluate(fg, lo, float64=True)[0]) / (2 * eps)
        np.testing.assert_allclose(got[i], num, rtol=1e-5, atol=1e-6, err_msg=f"gradient of argument {i}")


def _c(a):
    return sfc.constant(np.asarray(a, np.int32))


BATCH_IDS = RNG.integers(-1, 6, (2, 3, 4))
GRADS = {
    "erf": (lambda x: _weighted(sfc.erf(x)), [(3, 4)]),
    "erfc": (lambda x: _weighted(sfc.erfc(x)), [(3, 4)]),
    "erf_inv": (lambda x: _weighted(sfc.erf_inv(sfc.tanh(x) * 0.9)), [(3, 4)]),
    "gelu_exact": (lambda x: _weighted(sfc.gelu(x, approximate=False)), [(3, 4)]),
    "reverse": (lambda x: _weighted(sfc.reverse(x, [0, 1]) * x), [(3, 4)]),
    "dynamic_slice": (lambda x: _weighted(sfc.dynamic_slice(x, [_c(1), _c(7)], (2, 3))), [(3, 4)]),
    "dynamic_update_slice": (lambda x, u: _weighted(sfc.dynamic_update_slice(x * x, sfc.tanh(u), [_c(-1), _c(2)])),
                             [(3, 4), (2, 2)]),
    # repeated and out-of-range ids: gradients accumulate, clamped ids count at the edge
    "take": (lambda t: _weighted(sfc.tanh(sfc.take(t, _c([[0, 3, 3], [-1, 9, 1]])))), [(5, 3)]),
    "take_along_axis": (lambda x: _weighted(sfc.take_along_axis(x, _c([[1, 1], [0, 3], [2, 7]]), 1)), [(3, 4)]),
    "gather_windows": (lambda x: _weighted(sfc.gather(x, _c([[[0, 4], [3, 0]]]), **GATHERS["vector_mid_windows"][3])),
                       [(5, 6, 3)]),
    "scatter_add": (lambda t, u: _weighted(sfc.scatter_add(t, _c([[0], [3], [3], [9]]), sfc.tanh(u),
                                                           update_window_dims=(1,), inserted_window_dims=(0,),
                                                           scatter_dims_to_operand_dims=(0,), index_vector_dim=1)),
                    [(5, 3), (4, 3)]),
    "scatter_batching": (lambda u: _weighted(sfc.scatter_add(
        (3, 4, 5), _c(BATCH_IDS), u, **{k: v for k, v in _scatter_attrs(
            GATHERS["batching_vector_first"][3], (3, 4, 5)).items() if k != "shape"})), [(3, 4, 2)]),
}


@pytest.mark.parametrize("name", sorted(GRADS))
def test_vjp_matches_finite_differences(name):
    f, shapes = GRADS[name]
    check_grads(f, [RNG.standard_normal(s).astype(np.float32) for s in shapes])


# -- sharded programs -----------------------------------------------------------------------------
M4 = Mesh.of({"model": 4})
M22 = Mesh.of({"data": 2, "model": 2})


def _check_sharded(graph, xs, *, collectives=None, fallbacks=0, nan_padding=False):
    prog = sfc.partition(graph)
    want = sfc.evaluate(graph, xs)
    for w, s in zip(want, simulate(prog, xs), strict=True):
        np.testing.assert_allclose(s, w, rtol=1e-5, atol=1e-5)
    if nan_padding:
        for w, s in zip(want, simulate(prog, xs, pad_value=np.nan), strict=True):
            np.testing.assert_allclose(s, w, rtol=1e-5, atol=1e-5)
    if collectives is not None:
        assert [(c.kind, c.axes) for c in prog.collectives] == collectives, [c.to_json() for c in prog.collectives]
    assert len(prog.replicated_fallbacks) == fallbacks, prog.replicated_fallbacks
    return prog


def test_embedding_with_hidden_split_table_needs_no_collective():
    g = sfc.trace(lambda t, i: sfc.tanh(sfc.take(t, i)), Spec((32, 16), "f32", S(None, "model")),
                  Spec((2, 8), "i32"), mesh=M4)
    xs = [RNG.standard_normal((32, 16)).astype(np.float32), RNG.integers(0, 32, (2, 8)).astype(np.int32)]
    prog = _check_sharded(g, xs, collectives=[])
    assert prog.global_outputs[0][1] == S(None, None, "model")
    gather = next(op for op in prog.graph.ops if op.kind == "gather")
    assert gather.attrs["slice_sizes"] == (1, 4)


def embedding_step(t, ids, y):
    """An embedding table's SGD step: look up, a loss against targets, the table's gradient."""
    def loss(t):
        e = sfc.take(t, ids)
        return sfc.mean((sfc.tanh(e) - y) ** 2.0)
    v, gt = sfc.value_and_grad(loss)(t)
    return v, t - 0.5 * gt


def test_embedding_step_on_2x2_mesh_keeps_ids_on_data_and_table_on_model():
    """ids split over data, table over model: the lookup is local, the table gradient is each data
    shard's scatter-add finished by one all-reduce over data (and the loss's over both axes)."""
    specs = [Spec((32, 16), "f32", S(None, "model")), Spec((4, 8), "i32", S("data")),
             Spec((4, 8, 16), "f32", S("data", None, "model"))]
    g = sfc.trace(embedding_step, *specs, mesh=M22)
    xs = [RNG.standard_normal((32, 16)).astype(np.float32), RNG.integers(0, 32, (4, 8)).astype(np.int32),
          RNG.standard_normal((4, 8, 16)).astype(np.float32)]
    prog = _check_sharded(g, xs)
    kinds = sorted((c.kind, c.axes) for c in prog.collectives)
    assert ("all_reduce", ("data",)) in kinds and all(k == "all_reduce" for k, _ in kinds), kinds
    table_grad_bytes = [c for c in prog.collectives if c.axes == ("data",)]
    assert table_grad_bytes and table_grad_bytes[0].shape == (32, 8)
    assert prog.global_outputs[1][1] == S(None, "model")
    scatter = next(op for op in prog.graph.ops if op.kind == "scatter_add")
    assert scatter.attrs["shape"] == (32, 8) and scatter.operands[1].shape == (2, 8, 8)


def test_cross_entropy_take_along_axis_on_data_split_batch():
    def xent(logits, labels):
        picked = sfc.take_along_axis(logits, sfc.reshape(labels, (8, 1)), 1)
        lse = sfc.log(sfc.exp(logits).sum(1))
        return sfc.mean(lse - sfc.reshape(picked, (8,)))

    g = sfc.trace(lambda x, l: sfc.value_and_grad(xent)(x, l), Spec((8, 16), "f32", S("data")),
                  Spec((8,), "i32", S("data")), mesh=Mesh.of({"data": 2}))
    xs = [RNG.standard_normal((8, 16)).astype(np.float32), RNG.integers(0, 16, (8,)).astype(np.int32)]
    prog = _check_sharded(g, xs, collectives=[("all_reduce", ("data",))])
    assert prog.global_outputs[1][1] == S("data")


def test_dynamic_slices_pass_split_dims_through():
    def f(x, s):
        a = sfc.dynamic_slice(x, [s, _c(0)], (3, 8))  # rows sliced, columns whole
        b = sfc.dynamic_update_slice(x, a * 2.0, [s, _c(0)])
        return a, b, sfc.reverse(x, [0])
    g = sfc.trace(f, Spec((6, 8), "f32", S(None, "model")), Spec((), "i32"), mesh=M4)
    xs = [RNG.standard_normal((6, 8)).astype(np.float32), np.int32(2)]
    _check_sharded(g, xs, collectives=[])


def test_split_indexed_dims_fall_back_correctly():
    """A dim an op needs whole (reversed, sliced, indexed) is gathered first, and explain says so."""
    def f(x, i, s):
        return (sfc.reverse(x, [1]), sfc.dynamic_slice(x, [_c(1), s], (4, 3)), sfc.take(x, i, axis=1),
                sfc.dynamic_update_slice(x, x[:, :2], [_c(0), s]))
    g = sfc.trace(f, Spec((4, 8), "f32", S(None, "model")), Spec((3,), "i32"), Spec((), "i32"), mesh=M4)
    xs = [RNG.standard_normal((4, 8)).astype(np.float32), np.array([7, 0, 3], np.int32), np.int32(5)]
    prog = _check_sharded(g, xs, fallbacks=5)  # reverse, dynamic_slice, gather, slice, dynamic_update_slice
    assert [c.kind for c in prog.collectives] == ["all_gather"]  # x is gathered once for all of them


def test_uneven_ids_in_an_embedding_gradient():
    """6 ids over 4 devices: padded ids and cotangents are masked before the scatter's sum."""
    specs = [Spec((10, 4), "f32"), Spec((6,), "i32", S("model")), Spec((6, 4), "f32", S("model"))]
    g = sfc.trace(lambda t, i, y: sfc.grad(lambda t: sfc.reduce_sum(sfc.take(t, i) * y))(t), *specs, mesh=M4)
    xs = [RNG.standard_normal((10, 4)).astype(np.float32), np.array([1, 9, 1, 0, 3, 9], np.int32),
          RNG.standard_normal((6, 4)).astype(np.float32)]
    _check_sharded(g, xs, nan_padding=True)


def test_embedding_step_on_four_cpu_devices():
    group = Device.group_options([Device.cpu(i) for i in range(4)]).mesh({"data": 2, "model": 2}).init()
    specs = [Spec((32, 16), "f32", S(None, "model")), Spec((4, 8), "i32", S("data")),
             Spec((4, 8, 16), "f32", S("data", None, "model"))]
    xs = [RNG.standard_normal((32, 16)).astype(np.float32), RNG.integers(0, 32, (4, 8)).astype(np.int32),
          RNG.standard_normal((4, 8, 16)).astype(np.float32)]
    try:
        graph = sfc.trace(embedding_step, *specs, group=group)
        want = sfc.evaluate(graph, xs)
        for w, o in zip(want, run_on_iree(graph, xs, group), strict=True):
            np.testing.assert_allclose(o, w, rtol=1e-5, atol=1e-5)
    finally:
        group.close()


# -- StableHLO text round trip --------------------------------------------------------------------
def test_emitted_module_reimports_to_the_same_graph():
    def f(x, i, s, a):
        return (sfc.erf(x), sfc.erfc(x), sfc.erf_inv(sfc.tanh(x)), sfc.reverse(x, [1]),
                sfc.dynamic_slice(x, [s, s], (2, 2)), sfc.dynamic_update_slice(x, x[:1], [s, s]), sfc.take(x, i),
                sfc.take_along_axis(x, a, 1),
                sfc.scatter_add((5, 4), i, x[:2], update_window_dims=(1,), inserted_window_dims=(0,),
                                scatter_dims_to_operand_dims=(0,), index_vector_dim=1))
    g = sfc.trace(f, Spec((3, 4)), Spec((2,), "i32"), Spec((), "i32"), Spec((3, 2), "i32"))
    text = emit_module(g)
    for name in ("chlo.erf ", "chlo.erfc", "chlo.erf_inv", "stablehlo.reverse", "stablehlo.dynamic_slice",
                 "stablehlo.dynamic_update_slice", "stablehlo.gather", "operand_batching_dims = [0]",
                 "stablehlo.scatter"):
        assert name in text, name
    back = import_module(text)
    xs = [RNG.standard_normal((3, 4)).astype(np.float32), np.array([4, -1], np.int32), np.int32(1),
          np.array([[0, 3], [1, 1], [2, 0]], np.int32)]
    for w, b in zip(sfc.evaluate(g, xs), sfc.evaluate(back, xs), strict=True):
        np.testing.assert_array_equal(b, w)


def test_import_scatter_with_a_base_adds_it_and_refuses_other_bodies():
    body = """
    %0 = "stablehlo.scatter"(%t, %i, %u) <{{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}}> ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      {combine}
    }}) : (tensor<4x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>"""
    head = ("module {\n  func.func @main(%t: tensor<4x3xf32>, %i: tensor<2x1xi32>, %u: tensor<2x3xf32>) "
            "-> tensor<4x3xf32> {")
    add = head + body.format(combine="%r = stablehlo.add %a, %b : tensor<f32>\n      stablehlo.return %r : tensor<f32>")
    g = import_module(add + "\n  }\n}")
    assert [op.kind for op in g.ops] == ["scatter_add", "add"]
    t = RNG.standard_normal((4, 3)).astype(np.float32)
    u = RNG.standard_normal((2, 3)).astype(np.float32)
    want = t.copy()
    want[3] += u[0] + u[1]
    np.testing.assert_allclose(sfc.evaluate(g, [t, np.array([[3], [3]], np.int32), u])[0], want, rtol=1e-6)
    from shardflow.compiler.importer import StableHLOImportError
    setter = head + body.format(combine="stablehlo.return %b : tensor<f32>")
    assert [op.attrs.get("combiner") for op in import_module(setter + "\n  }\n}").ops] == ["set"]
    other = head + body.format(combine="%r = stablehlo.subtract %a, %b : tensor<f32>\n      stablehlo.return %r : tensor<f32>")
    with pytest.raises(StableHLOImportError, match=r"in.mlir:\d+:\d+: unsupported stablehlo.scatter body \(starting with "
                                                   r"stablehlo.subtract\)"):
        import_module(other + "\n  }\n}", source_name="in.mlir")


@pytest.mark.parametrize("devices", [1, 2])
@pytest.mark.parametrize("dtype", ["f32", "ui8"])
def test_an_update_read_from_the_buffer_it_lands_in(devices, dtype):
    """A rolling buffer (`dynamic_update_slice(x, x[1:], 0)`) and an overlapping block copy: IREE
    3.13 updated the base in place while still reading the update from it (wrong values); the
    update gets a copy of its own (`copies_operands`). ui8 also covers IREE's unsigned reverse."""
    x = (np.arange(48).reshape(8, 6) * 7 % 11).astype(np.float32 if dtype == "f32" else np.uint8)

    def f(a):
        return [sfc.dynamic_update_slice(a, a[1:], (0, 0)), sfc.dynamic_update_slice(a, a[:3, :3], (1, 2)),
                sfc.dynamic_update_slice(a, sfc.flip(a[:2], 1), (6, 0))]
    g = sfc.trace(f, Spec(x.shape, dtype, Sharding.spec(None, "x") if devices > 1 else Sharding.replicated()),
                  mesh=Mesh.of({"x": devices}))
    for got, want in zip(run_on_iree(g, [x]), sfc.evaluate(g, [x]), strict=True):
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("same", ["a", "a + 0", "minimum(a, a)"])
@pytest.mark.parametrize("devices", [1, 2])
def test_an_argument_updated_in_place_and_returned_unchanged(devices, same):
    """`return dynamic_update_slice(x, u, 0), x`: IREE 3.13 updated x in place, in the caller's
    device array too, and returned the update as x; a returned argument (or an op IREE folds to
    it: x + 0, min(x, x)) now goes out as a copy and a dynamic_update_slice of an argument something
    else reads works on a copy."""
    group = Device.group_options([Device.cpu(d) for d in range(devices)]).init()
    x = np.arange(96, dtype=np.int32).reshape(2, 6, 8)
    u = np.full((1, 2, 8), 1000, np.int32)
    spec = Sharding.spec(None, None, "model") if devices > 1 else Sharding.replicated()
    unchanged = {"a": lambda a: a, "a + 0": lambda a: a + 0, "minimum(a, a)": lambda a: sfc.minimum(a, a)}[same]
    c = sfc.compile(lambda a, b: [sfc.dynamic_update_slice(a, b, (0, 0, 0)), unchanged(a)],
                    Spec(x.shape, "i32", spec), Spec(u.shape, "i32"), group=group)
    try:
        xd = group.put(x, spec)
        for _ in range(2):
            updated, kept = c(xd, u)
            np.testing.assert_array_equal(np.asarray(xd), x)
            np.testing.assert_array_equal(np.asarray(kept), x)
            want = x.copy()
            want[:1, :2] = 1000
            np.testing.assert_array_equal(np.asarray(updated), want)
    finally:
        c.close()
