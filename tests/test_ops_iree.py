"""Every op through IREE on the CPU, for every dtype it supports, against the reference; random
sharded graphs through the whole pipeline on several CPU devices."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

from shardflow import compiler as sfc
from shardflow.compiler import Device, Spec
from shardflow.compiler.driver import compile_graph
from shardflow.runtime import dtypes

from graphgen import programs, random_inputs
from iree_run import run_on_iree  # noqa: E402

FLOATS = ["f32", "f16", "bf16", "f64"]
INTS = ["i32", "i64"]
TOL = {"f32": (1e-5, 1e-5), "f64": (1e-12, 1e-12), "f16": (2e-2, 2e-2), "bf16": (6e-2, 6e-2), "i32": (0, 0), "i64": (0, 0), "i1": (0, 0)}


def float_ops(x, y, p):
    pos = sfc.abs(x) + 0.5
    return [x + y, x - y, x * y, x / pos, -x, sfc.maximum(x, y), sfc.minimum(x, y), sfc.power(pos, y),
            sfc.exp(x), sfc.log(pos), sfc.tanh(x), sfc.logistic(x), sfc.sqrt(pos), sfc.rsqrt(pos), sfc.abs(x),
            sfc.where(x < y, x, y), sfc.where(p, x, y), (x >= y).astype("f32"), x.astype("i32"), x @ y.T,
            x.sum(1), x.max(0), x.min(1), x.T, x.reshape(-1), sfc.concatenate([x, y], 1), x[1:3, ::2],
            sfc.broadcast_in_dim(x, (2,) + x.shape, (1, 2)), sfc.iota(x.shape, 1, x.dtype) + x,
            sfc.constant(np.arange(12).reshape(3, 4), x.dtype) * x, sfc.dot_general(
                x.reshape(3, 2, 2), y.reshape(3, 2, 2), ((2,), (2,)), ((0,), (0,))),
            sfc.relu(x), sfc.gelu(x), sfc.softmax(x), sfc.log_softmax(x), sfc.layer_norm(x), sfc.mean(x, 0),
            sfc.sin(x), sfc.cos(x), sfc.tan(x * 0.5), sfc.floor(x * 3.0), sfc.ceil(x * 3.0), sfc.round(x * 3.0),
            sfc.sign(x), sfc.expm1(x), sfc.log1p(pos), sfc.cbrt(pos), x % pos, sfc.atan2(x, y),
            sfc.clamp(x, -0.5, 0.5), sfc.isfinite(sfc.log(x)), sfc.pad(x, (1, 0), (2, -1), (1, 0), 3.0)]


def int_ops(x, y, p):
    pos = sfc.abs(y) + 1
    return [x + y, x - y, x * y, x / pos, -x, sfc.maximum(x, y), sfc.minimum(x, y), sfc.power(x, sfc.minimum(pos, 3)),
            sfc.abs(x), sfc.where(x < y, x, y), sfc.where(p, x, y), (x == y).astype("f32"), x.astype("f32"),
            x @ y.T, x.sum(1), x.max(0), x.min(1), x.T, x.reshape(-1), sfc.concatenate([x, y], 0), x[:, 1:],
            sfc.iota(x.shape, 0, x.dtype) * x, sfc.one_hot(sfc.minimum(sfc.abs(x[0]), 3), 4),
            x % pos, sfc.sign(x), sfc.clamp(x, -2, 2), sfc.pad(x, (0, 1), (1, 0), (0, 1), 7)]


def bool_ops(a, b):
    return [sfc.logical_and(a, b), sfc.logical_or(a, b), sfc.logical_not(a), sfc.logical_xor(a, b), sfc.where(a, b, a),
            a.astype("i32"), a == b, a.T, sfc.concatenate([a, b], 0), a.reshape(-1)]


def _inputs(dtype, rng):
    if dtype in FLOATS:
        mk = lambda: rng.standard_normal((3, 4)).astype(np.float32).astype(dtypes.to_numpy(dtype))  # noqa: E731
    else:
        mk = lambda: rng.integers(-5, 6, (3, 4)).astype(dtypes.to_numpy(dtype))  # noqa: E731
    return [mk(), mk(), rng.integers(0, 2, (3, 4)).astype(bool)]


_run = run_on_iree


@pytest.mark.parametrize("dtype", FLOATS + INTS)
def test_every_op_matches_reference(dtype):
    fn = float_ops if dtype in FLOATS else int_ops
    graph = sfc.trace(fn, Spec((3, 4), dtype), Spec((3, 4), dtype), Spec((3, 4), "i1"))
    xs = _inputs(dtype, np.random.default_rng(1))
    want = sfc.evaluate(graph, xs)
    got = _run(graph, xs)
    for i, (w, g) in enumerate(zip(want, got, strict=True)):
        assert g.dtype == w.dtype and g.shape == w.shape, f"output {i}"
        rtol, atol = TOL[dtypes.normalize(w.dtype)] if w.dtype != np.int32 or dtype in INTS else (0, 0)
        np.testing.assert_allclose(g.astype(np.float64), w.astype(np.float64), rtol=rtol, atol=atol,
                                   err_msg=f"output {i} ({dtype})")


def test_bool_ops():
    graph = sfc.trace(bool_ops, Spec((3, 3), "i1"), Spec((3, 3), "i1"))
    rng = np.random.default_rng(2)
    xs = [rng.integers(0, 2, (3, 3)).astype(bool) for _ in range(2)]
    for w, g in zip(sfc.evaluate(graph, xs), _run(graph, xs), strict=True):
        np.testing.assert_array_equal(g, w)


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(programs(max_ops=4))
def test_random_sharded_graphs_on_cpu_devices(case):
    mesh, specs, fn = case
    group = Device.group_options([Device.cpu(i) for i in range(mesh.size)]).mesh(mesh.shape).init()
    graph = sfc.trace(fn, *specs, group=group)
    xs = random_inputs(specs)
    want = sfc.evaluate(graph, xs)
    compiled = compile_graph(graph, group=group)
    try:
        got = compiled(*xs)
        got = got if isinstance(got, tuple) else (got,)
        for w, g in zip(want, got, strict=True):
            np.testing.assert_allclose(np.asarray(g), w, rtol=1e-4, atol=1e-4)
    finally:
        compiled.close()
        group.close()
