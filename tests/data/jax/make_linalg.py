"""Dense linear algebra (Cholesky, triangular solves, LU: LAPACK custom calls on CPU) lowered by JAX
0.10.2 to sharded StableHLO in both forms, with inputs and the outputs of the same function run
unsharded on one device (needs jax; the tests do not).

    python make_linalg.py [--only NAME ...]

Writes NAME.shardy.mlir and NAME.gspmd.mlir here and ../jax_expected/NAME.FORM/in*.npy, out*.npy;
`tests/test_jax_interop.py` runs them all with `shardflow run`. Batches of matrices are split over
the mesh (each device factors its own), right-hand sides split over their columns.
"""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import jax.scipy.linalg as jsl  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh  # noqa: E402

from module_writer import Arg, registrar, write_main  # noqa: E402

devs = np.array(jax.devices()[:4])
MESH4 = Mesh(devs[:4], ("data",))
MESH22 = Mesh(devs[:4].reshape(2, 2), ("data", "model"))
MODELS = {}


model = registrar(MODELS)


def spd(rng, shape):
    """Well-conditioned symmetric positive definite matrices."""
    a = rng.standard_normal(shape).astype(np.float32)
    return (a @ np.swapaxes(a, -1, -2) / shape[-1] + np.eye(shape[-1], dtype=np.float32)).astype(np.float32)


@model(MESH22, [Arg((4, 8, 3), spec=("data",)), Arg((4, 8), spec=("data",)), Arg((3,))], out=((), ("data",), (None,)))
def gp_marginal_likelihood(x, y, log_scales):
    """A Gaussian process's negative log marginal likelihood per batch of 8 points (the batch split
    over "data"): an RBF kernel, its Cholesky factor, cho_solve, the log determinant, and the
    gradient with respect to the length scales (JAX's Cholesky and triangular-solve rules)."""
    def nll(log_scales):
        z = x / jnp.exp(log_scales)
        d2 = jnp.sum((z[:, :, None] - z[:, None]) ** 2, -1)
        k = jnp.exp(-0.5 * d2) + 0.1 * jnp.eye(x.shape[1])
        c = jnp.linalg.cholesky(k)
        alpha = jsl.cho_solve((c, True), y[..., None])[..., 0]
        per = 0.5 * jnp.sum(y * alpha, -1) + jnp.sum(jnp.log(jnp.diagonal(c, axis1=-2, axis2=-1)), -1)
        return jnp.sum(per), per
    (total, per), g = jax.value_and_grad(nll, has_aux=True)(log_scales)
    return total, per, g


@model(MESH4, [Arg((4, 6, 6), spec=("data",)), Arg((4, 6, 2), spec=("data",))],
       out=(("data",), ("data",), ("data",), ("data",)))
def solve_inv_det(a, b):
    """jnp.linalg.solve, inv, slogdet and det of a split batch of general matrices (LU with
    partial pivoting, then two triangular solves)."""
    sign, logdet = jnp.linalg.slogdet(a)
    return jnp.linalg.solve(a, b), jnp.linalg.inv(a), sign * logdet, jnp.linalg.det(a)


@model(MESH22, [Arg((8, 8), gen=spd), Arg((8, 12), spec=(None, "model")), Arg((12, 8), spec=("data",))],
       out=((None, "model"), (None, "model"), ("data",), ("data",)))
def triangular_variants(a, b, c):
    """solve_triangular's variants on one matrix (replicated) with right-hand sides split over their
    columns (left side) or rows (right side): lower and upper, transposed, unit diagonal."""
    low = jnp.linalg.cholesky(a)
    up = low.T
    x1 = jsl.solve_triangular(low, b, lower=True)
    x2 = jsl.solve_triangular(up, b, lower=False, trans=1, unit_diagonal=True)
    x3 = lax.linalg.triangular_solve(low, c, left_side=False, lower=True, transpose_a=True)
    x4 = lax.linalg.triangular_solve(up, c, left_side=False, lower=False, unit_diagonal=True)
    return x1, x2, x3, x4


@model(MESH4, [Arg((8, 5, 5), spec=("data",)), Arg((8, 5, 4), spec=("data",)), Arg((8, 5, 5), spec=("data",), gen=spd)],
       out=(("data",), ("data",), ("data",), ("data",)))
def lu_and_upper_cholesky(a, b, s):
    """lax.linalg.lu of a split batch (the factors, the pivots, the permutation), lu_factor /
    lu_solve, and the upper Cholesky factor (jax.scipy.linalg.cholesky(lower=False))."""
    lu, piv, perm = lax.linalg.lu(a)
    lu2, piv2 = jsl.lu_factor(a)
    x = jsl.lu_solve((lu2, piv2), b)
    return lu, piv + 10 * perm, x, jsl.cholesky(s, lower=False)


@model(MESH4, [Arg((4, 6, 4), spec=("data",)), Arg((4, 6, 4), spec=("data",))],
       out=(("data",), ("data",), ("data",), ("data",), ("data",)))
def qr_reduced_complete_and_gradient(a, g):
    """jnp.linalg.qr of a split batch of tall matrices, reduced and complete (LAPACK's geqrf, then
    orgqr), and the gradient of <Q, g> + sum(R) through JAX's QR rule (triangular solves)."""
    q, r = jnp.linalg.qr(a)
    qc, rc = jnp.linalg.qr(a, mode="complete")
    grad = jax.grad(lambda a: jnp.sum(jnp.linalg.qr(a)[0] * g) + jnp.sum(jnp.linalg.qr(a)[1]))(a)
    return q, r, qc, rc, grad


@model(MESH22, [Arg((2,), dtype=np.uint32, gen=lambda rng, shape: np.array([0, 42], np.uint32)),
                Arg((16, 32), spec=("data", "model"))], out=((None, "model"), ("data", "model")))
def orthogonal_init_projection(key, x):
    """A weight drawn by flax's orthogonal initializer (QR of a normal draw, signs from R's diagonal)
    inside the sharded program, then used: the weight split over "model", x over both axes."""
    w = jax.nn.initializers.orthogonal()(jax.random.wrap_key_data(key), (32, 24), jnp.float32)
    return w, x @ w


@model(MESH4, [Arg((4, 6, 6), spec=("data",)), Arg((4, 6, 2), spec=("data",)), Arg((4, 6, 4), spec=("data",))],
       out=(("data",),) * 6, platform="cuda")
def gpu_solvers(a, b, c):
    """The same factorizations as JAX's CUDA lowering writes them (cusolver_getrf_ffi, potrf with
    lower = true, geqrf, orgqr, cu_lu_pivots_to_permutation): an export from a GPU machine, run here.
    jnp.linalg.solve and slogdet (LU and the permutation), Cholesky of an SPD matrix made from a, QR."""
    sign, logdet = jnp.linalg.slogdet(a)
    spd = a @ jnp.swapaxes(a, -1, -2) + 6 * jnp.eye(6)
    q, r = jnp.linalg.qr(c)
    _, _, perm = lax.linalg.lu(a)
    return jnp.linalg.solve(a, b), sign * logdet, jnp.linalg.cholesky(spd), q, r, perm


if __name__ == "__main__":
    write_main(MODELS, __doc__)
