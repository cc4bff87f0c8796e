"""Reverse-mode autodiff: every op's vjp against finite differences (float64, through the
reference), reshard's identity gradient, and sharded backward passes."""
import zlib

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec, TraceError
from shardflow.compiler.ops import OPS

RNG = np.random.default_rng(0)


def numeric_grad(f, specs, xs, i, eps=1e-6):
    graph = sfc.trace(f, *specs)
    x64 = [np.asarray(a, np.float64) for a in xs]
    out = np.zeros_like(x64[i])
    for idx in np.ndindex(*x64[i].shape):
        hi = [a.copy() for a in x64]
        lo = [a.copy() for a in x64]
        hi[i][idx] += eps
        lo[i][idx] -= eps
        out[idx] = (sfc.evaluate(graph, hi, float64=True)[0] - sfc.evaluate(graph, lo, float64=True)[0]) / (2 * eps)
    return out


def check_grads(f, shapes, xs=None):
    specs = [Spec(s) for s in shapes]
    xs = xs if xs is not None else [RNG.standard_normal(s).astype(np.float32) for s in shapes]
    nums = tuple(range(len(shapes)))
    g = sfc.trace(lambda *a: sfc.grad(f, argnums=nums)(*a), *specs)
    got = sfc.evaluate(g, xs, float64=True)
    for i in nums:
        np.testing.assert_allclose(got[i], numeric_grad(f, specs, xs, i), rtol=1e-5, atol=1e-6,
                                   err_msg=f"gradient of argument {i}")


W = RNG.standard_normal((3, 4)).astype(np.float32)  # fixed weights make every output element matter


def weighted(y):
    """A fixed random weighting (the same for the same shape in every trace)."""
    w = np.random.default_rng(len(y.shape) * 1000 + int(np.prod(y.shape))).standard_normal(y.shape)
    return sfc.reduce_sum(y * sfc.constant(w.astype(np.float32)))


POS = lambda x: sfc.abs(x) + 0.5  # noqa: E731

CASES = {
    "add": (lambda a, b: weighted(a + b), 2),
    "subtract": (lambda a, b: weighted(a - b), 2),
    "multiply": (lambda a, b: weighted(a * b), 2),
    "divide": (lambda a, b: weighted(a / POS(b)), 2),
    "negate": (lambda a: weighted(-a), 1),
    "maximum": (lambda a, b: weighted(sfc.maximum(a, b)), 2),
    "minimum": (lambda a, b: weighted(sfc.minimum(a, b)), 2),
    "power": (lambda a, b: weighted(sfc.power(POS(a), b)), 2),
    "exponential": (lambda a: weighted(sfc.exp(a)), 1),
    "log": (lambda a: weighted(sfc.log(POS(a))), 1),
    "tanh": (lambda a: weighted(sfc.tanh(a)), 1),
    "logistic": (lambda a: weighted(sfc.logistic(a)), 1),
    "sqrt": (lambda a: weighted(sfc.sqrt(POS(a))), 1),
    "rsqrt": (lambda a: weighted(sfc.rsqrt(POS(a))), 1),
    "abs": (lambda a: weighted(sfc.abs(a)), 1),
    "select": (lambda a, b: weighted(sfc.where(a > b, a * 2.0, b)), 2),
    "convert": (lambda a: weighted(a.astype("f16").astype("f32") * 0.0 + a.astype("f32")), 1),
    "broadcast_in_dim": (lambda a: weighted(sfc.broadcast_in_dim(a[:, :1], (2, 3, 4), (1, 2))), 1),
    "reshape": (lambda a: weighted(a.reshape(4, 3)), 1),
    "transpose": (lambda a: weighted(a.T), 1),
    "dot_general": (lambda a, b: weighted(sfc.dot_general(a.reshape(3, 2, 2), b.reshape(3, 2, 2), ((1,), (2,)),
                                                          ((0,), (0,)))), 2),
    "reduce": (lambda a: weighted(a.sum(1)) + weighted(a.max(0)) + weighted(a.min(1)), 1),
    "concatenate": (lambda a, b: weighted(sfc.concatenate([a, b, a], 1)), 2),
    "slice": (lambda a: weighted(a[1:3, ::2]) + weighted(a[:, 1:4:2]), 1),
    "reshard": (lambda a: weighted(a), 1),
    "sine": (lambda a: weighted(sfc.sin(a)), 1),
    "cosine": (lambda a: weighted(sfc.cos(a)), 1),
    "tan": (lambda a: weighted(sfc.tan(a * 0.3)), 1),
    "exponential_minus_one": (lambda a: weighted(sfc.expm1(a)), 1),
    "log_plus_one": (lambda a: weighted(sfc.log1p(POS(a))), 1),
    "cbrt": (lambda a: weighted(sfc.cbrt(POS(a))), 1),
    "remainder": (lambda a, b: weighted(a % POS(b)), 2),
    "atan2": (lambda a, b: weighted(sfc.atan2(a, b)), 2),
    "sinh": (lambda a: weighted(sfc.sinh(a)), 1),
    "cosh": (lambda a: weighted(sfc.cosh(a)), 1),
    "asin": (lambda a: weighted(sfc.asin(sfc.tanh(a) * 0.9)), 1),
    "acos": (lambda a: weighted(sfc.acos(sfc.tanh(a) * 0.9)), 1),
    "atan": (lambda a: weighted(sfc.atan(a)), 1),
    "asinh": (lambda a: weighted(sfc.asinh(a * 3.0)), 1),
    "acosh": (lambda a: weighted(sfc.acosh(POS(a) + 1.0)), 1),
    "atanh": (lambda a: weighted(sfc.atanh(sfc.tanh(a) * 0.9)), 1),
    "round_nearest_afz": (lambda a: weighted(sfc.round_nearest_afz(a) + a), 1),
    "clamp": (lambda a, b: weighted(sfc.clamp(a, -0.5, b)), 2),
    "pad": (lambda a: weighted(sfc.pad(a, (1, 0), (2, 1), (1, 0), 0.0)), 1),
    "piecewise_constant": (lambda a: weighted(sfc.floor(a) + sfc.ceil(a) + sfc.round(a) + sfc.sign(a) + a), 1),
    "composites": (lambda a: weighted(sfc.gelu(a)) + weighted(sfc.softmax(a)) + weighted(sfc.log_softmax(a, 0))
                   + weighted(sfc.layer_norm(a)) + weighted(sfc.mean(a, 0)), 1),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_vjp_matches_finite_differences(name):
    f, n = CASES[name]
    rng = np.random.default_rng(zlib.crc32(name.encode()))  # per case: independent of the test order
    check_grads(f, [(3, 4)] * n, [rng.standard_normal((3, 4)).astype(np.float32) for _ in range(n)])


def test_every_differentiable_op_has_a_vjp():
    spmd_only = {k for k, d in OPS.items() if d.spmd is not None}  # per-device ops (collectives, halo_window)
    assert {"all_gather", "all_slice", "collective_permute", "halo_window"} <= spmd_only
    assert [k for k, d in OPS.items() if d.vjp is None and k not in spmd_only] == []


@pytest.mark.parametrize("perm", [(2, 0, 1), (1, 2, 0), (0, 2, 1)])
def test_transpose_gradient_3d(perm):
    """A 3-D permutation that is not its own inverse: the cotangent goes back through the inverse
    permutation (a 2-D transpose cannot tell perm from its inverse)."""
    shape = (2, 3, 4)
    x = np.random.default_rng(7).standard_normal(shape).astype(np.float32)
    w = np.random.default_rng(8).standard_normal(tuple(shape[p] for p in perm)).astype(np.float32)
    f = lambda a: sfc.reduce_sum(sfc.transpose(a, perm) * sfc.constant(w))  # noqa: E731
    got = sfc.evaluate(sfc.trace(sfc.grad(f), Spec(shape)), [x], float64=True)[0]
    # d/dx sum(w * x.transpose(perm)): element x[i] meets w at the transposed position of i
    want = np.zeros(shape)
    for idx in np.ndindex(*shape):
        want[idx] = w[tuple(idx[p] for p in perm)]
    np.testing.assert_allclose(got, want, rtol=1e-6)
    np.testing.assert_allclose(got, numeric_grad(f, [Spec(shape)], [x], 0), rtol=1e-5, atol=1e-6)


def test_matmul_gradients():
    check_grads(lambda x, w: weighted(sfc.tanh(x @ w)), [(3, 4), (4, 5)])


def test_grad_errors():
    with pytest.raises(TraceError, match="scalar"):
        sfc.trace(lambda x: sfc.grad(lambda y: y * 2.0)(x), Spec((3,)))
    with pytest.raises(TraceError, match="i32"):
        sfc.trace(lambda x: sfc.grad(lambda y: y.sum())(x), Spec((3,), "i32"))


def test_unused_argument_gets_zero_gradient():
    g = sfc.trace(lambda x, y: sfc.grad(lambda a, b: a.sum(), argnums=(0, 1))(x, y), Spec((2,)), Spec((3,)))
    gx, gy = sfc.evaluate(g, [np.ones(2, np.float32), np.ones(3, np.float32)])
    np.testing.assert_array_equal(gx, 1)
    np.testing.assert_array_equal(gy, 0)


def test_value_and_grad_has_aux():
    def f(x):
        return (x * x).sum(), x * 3.0
    def step(x):
        (v, aux), gx = sfc.value_and_grad(f, has_aux=True)(x)
        return v, aux, gx
    g = sfc.trace(step, Spec((2,)))
    v, aux, gx = sfc.evaluate(g, [np.array([1.0, 2.0], np.float32)])
    assert v == 5 and list(aux) == [3, 6] and list(gx) == [2, 4]


M4 = Mesh.of({"model": 4})


def test_reshard_gradient_is_identity():
    """A reshard mid-graph passes its cotangent through unchanged: no reshard op in the backward."""
    def loss(x):
        return weighted_fixed(sfc.tanh(x).with_sharding(Sharding.split(1)))

    def step(x):
        return sfc.grad(loss)(x)

    g = sfc.trace(step, Spec((4, 8), "f32", Sharding.split(0)), mesh=M4)
    assert [op.kind for op in g.ops].count("reshard") == 1
    ref = sfc.trace(lambda x: sfc.grad(lambda y: weighted_fixed(sfc.tanh(y)))(x), Spec((4, 8)))
    x = RNG.standard_normal((4, 8)).astype(np.float32)
    np.testing.assert_allclose(sfc.evaluate(g, [x])[0], sfc.evaluate(ref, [x])[0], rtol=1e-6)


FIXED = RNG.standard_normal((4, 8)).astype(np.float32)


def weighted_fixed(y):
    return sfc.reduce_sum(y * sfc.constant(FIXED))


def test_megatron_backward_has_one_all_reduce_and_sharded_weight_grads():
    """Forward one all-reduce (the loss), backward one (the input gradient), weight grads local;
    neither all-reduce needs the other, so they go as one (passes/combine_all_reduces.py)."""
    def loss(x, w1, w2):
        return sfc.reduce_sum(sfc.gelu(x @ w1) @ w2)

    def step(x, w1, w2):
        v, (gx, g1, g2) = sfc.value_and_grad(loss, argnums=(0, 1, 2))(x, w1, w2)
        return v, gx, g1, g2

    specs = [Spec((8, 16)), Spec((16, 32), "f32", Sharding.split(1)), Spec((32, 16), "f32", Sharding.split(0))]
    g = sfc.trace(step, *specs, mesh=M4)
    prog = sfc.partition(g)
    kinds = [c.kind for c in prog.collectives]
    assert kinds == ["all_reduce"], [c.to_json() for c in prog.collectives]
    assert "2 independent all-reduces combined" in prog.collectives[0].op
    assert prog.collectives[0].shape == (1 + 8 * 16,)          # the loss and the input gradient
    assert prog.global_outputs[2][1] == Sharding.spec(None, "model")
    assert prog.global_outputs[3][1] == Sharding.spec("model", None)
    from shardflow.compiler.simulator import simulate
    xs = [RNG.standard_normal(s.shape).astype(np.float32) for s in specs]
    for w, s in zip(sfc.evaluate(g, xs), simulate(prog, xs), strict=True):
        np.testing.assert_allclose(s, w, rtol=1e-4, atol=1e-4)
