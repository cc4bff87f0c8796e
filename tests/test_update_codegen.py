"""The training step's emitted StableHLO is fusion-friendly: each weight gradient comes out of its
dot_general in the weight's own layout (no weight-sized transpose between the gradient and the
update `w - lr * g`), and the gradients stay right for other dot layouts (bench/update_codegen.py
times the compiled step against XLA)."""
import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Spec
from shardflow.compiler.emit.stablehlo import emit_module


def _step(x, y, w1, w2):
    def loss(w1, w2):
        e = sfc.relu(x @ w1) @ w2 - y
        return sfc.mean(e * e)
    value, (g1, g2) = sfc.value_and_grad(loss, argnums=(0, 1))(w1, w2)
    return value, w1 - 0.1 * g1, w2 - 0.1 * g2


def test_weight_gradients_need_no_transpose():
    g = sfc.trace(_step, Spec((8, 16)), Spec((8, 16)), Spec((16, 32)), Spec((32, 16)))
    assert "transpose" not in {op.kind for op in g.ops}
    text = emit_module(g)
    assert "stablehlo.transpose" not in text
    # x^T g for w1 ([16, 32]) and h^T e for w2 ([32, 16]): the activation is the lhs
    assert "stablehlo.dot_general %arg0, " in text
    assert "-> tensor<16x32xf32>" in text and "-> tensor<32x16xf32>" in text


@pytest.mark.parametrize("lhs_shape, rhs_shape, contracting, batch", [
    ((4, 3), (3, 5), ((1,), (0,)), ((), ())),          # x @ w
    ((3, 4), (3, 5), ((0,), (0,)), ((), ())),          # x^T @ w
    ((4, 3), (5, 3), ((1,), (1,)), ((), ())),          # x @ w^T
    ((2, 4, 3), (2, 3, 5), ((2,), (1,)), ((0,), (0,))),  # batched
    ((2, 3, 6), (6, 5, 3), ((1, 2), (2, 0)), ((), ())),  # two contracting dims, out of order
])
def test_dot_gradients_against_numpy(lhs_shape, rhs_shape, contracting, batch):
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal(lhs_shape).astype(np.float32), rng.standard_normal(rhs_shape).astype(np.float32)
    out_shape = sfc.trace(lambda p, q: sfc.dot_general(p, q, contracting, batch), Spec(lhs_shape), Spec(rhs_shape)
                          ).outputs[0].shape
    w = rng.standard_normal(out_shape).astype(np.float32)

    def f(p, q):
        return sfc.reduce_sum(sfc.dot_general(p, q, contracting, batch) * sfc.constant(w))
    g = sfc.trace(lambda p, q: sfc.grad(f, argnums=(0, 1))(p, q), Spec(lhs_shape), Spec(rhs_shape))
    got = sfc.evaluate(g, [a, b], float64=True)
    # numeric: f is linear in each operand, so central differences are exact up to rounding
    for i, (x, shape) in enumerate(((a, lhs_shape), (b, rhs_shape))):
        want = np.zeros(shape)
        fg = sfc.trace(f, Spec(lhs_shape), Spec(rhs_shape))
        for idx in np.ndindex(*shape):
            args = [a.astype(np.float64), b.astype(np.float64)]
            args[i] = args[i].copy()
            args[i][idx] += 1.0
            hi = sfc.evaluate(fg, args, float64=True)[0]
            args[i][idx] -= 2.0
            lo = sfc.evaluate(fg, args, float64=True)[0]
            want[idx] = (hi - lo) / 2
        np.testing.assert_allclose(got[i], want, rtol=1e-9, atol=1e-9, err_msg=f"gradient of operand {i}")
