"""Sort, top-k (exact and approx_max_k), scatter variants, reduce_precision, narrow integers, cumulative ops, max-pool
gradients and constant tables (jax.image.resize's interpolation weights, jnp.prod) lowered by JAX 0.10.2 to sharded StableHLO in both forms (issue 12), with inputs and the
outputs of the same function run unsharded on one device (needs jax; the tests do not).

    python make_sort_scatter.py [--only NAME ...]

Writes NAME.shardy.mlir and NAME.gspmd.mlir here and ../jax_expected/NAME.FORM/in*.npy, out*.npy
(XLA on CPU deadlocks running collectives over more devices than cores: the expected outputs are
the unsharded program's, which every sharding must reproduce). `tests/test_jax_interop.py` runs
them all with `shardflow run`.
"""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

from module_writer import Arg, registrar, write_main  # noqa: E402

devs = np.array(jax.devices()[:4])
MESH2 = Mesh(devs[:2], ("data",))
MESH4 = Mesh(devs[:4], ("model",))
MESH22 = Mesh(devs[:4].reshape(2, 2), ("data", "model"))
f32, i32 = jnp.float32, jnp.int32
MODELS = {}


model = registrar(MODELS)


def wsc(x, mesh, *spec):
    return lax.with_sharding_constraint(x, NamedSharding(mesh, P(*spec)))


def ints(low, high, dtype=np.int32):
    return lambda rng, shape: rng.integers(low, high, shape).astype(dtype)


def with_specials(rng, shape):
    """Normal floats with ties, -0.0, +0.0, infinities and NaNs of both signs in the first row."""
    x = rng.standard_normal(shape).astype(np.float32)
    flat = x.reshape(-1)
    special = np.array([0x80000000, 0, 0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000], np.uint32).view(np.float32)
    flat[:len(special)] = special
    flat[len(special):len(special) + 4] = 1.5  # ties
    return x


def unique_rows(n, k):
    return lambda rng, shape: rng.permutation(n)[:k].reshape(shape).astype(np.int32)


# -- sort ---------------------------------------------------------------------------------------------
@model(MESH4, [Arg((6, 16), spec=(None, "model"), gen=with_specials)], out=((None, "model"), (), ()))
def sort_split(x):
    """jnp.sort and jnp.argsort along the dim split over model=4 (NaNs, -0.0, ties), descending
    argsort along the other dim."""
    return jnp.sort(x, axis=1), jnp.argsort(x, axis=1), jnp.argsort(x, axis=0, descending=True)


@model(MESH2, [Arg((8, 12), i32, spec=("data",), gen=ints(0, 3)), Arg((8, 12), spec=("data",)),
               Arg((8, 12), spec=(None, "data"))], out=(("data",), ("data",), (None, "data"), ()))
def sort_multi(k, v, w):
    """lax.sort of (int keys, values) with num_keys=1 (stable ties) along the unsplit dim, and
    num_keys=2 along the dim split over data=2."""
    a, b = lax.sort((k, v), dimension=1, num_keys=1)
    c, d = lax.sort((k.astype(f32), w), dimension=0, num_keys=2)
    return a, b, d, c


@model(MESH4, [Arg((8, 32), spec=(None, "model"), gen=with_specials), Arg((8, 32), spec=("model",))],
       out=((), (), ("model",)))
def top_k(logits, x):
    """lax.top_k of vocab-split logits (NaN ranks first), and MoE-style routing: softmax, top-2
    experts, their renormalized weights."""
    v, i = lax.top_k(logits, 4)
    p = jax.nn.softmax(x, axis=-1)
    w, e = lax.top_k(p, 2)
    return v, i, w / w.sum(-1, keepdims=True) + e.astype(f32)


@model(MESH22, [Arg((8, 32), spec=("data", "model")), Arg((4, 16), jnp.bfloat16, spec=(None, "model"),
                                                                      gen=lambda rng, shape: rng.standard_normal(shape).astype(jnp.bfloat16).astype(np.float32))],
       out=(("data",), ("data",), (), (), ()))
def approx_top_k(scores, x):
    """jax.lax.approx_max_k / approx_min_k (custom_call @ApproxTopK; on CPU XLA sorts exactly) along
    a split dim, of bf16 too, and with aggregate_to_topk=False (a longer sorted prefix)."""
    v, i = lax.approx_max_k(scores, 3)
    m, j = lax.approx_min_k(x, 2, reduction_dimension=1)
    w, _ = lax.approx_max_k(x, 2, aggregate_to_topk=False)
    return v, i, m.astype(f32) + j.astype(f32), w.astype(f32), jnp.sum(w.astype(f32))


# -- scatter variants ----------------------------------------------------------------------------------
@model(MESH22, [Arg((8, 6), spec=("data", "model")), Arg((5,), i32, gen=ints(-2, 10)),
                Arg((5, 6), spec=(None, "model")), Arg((4,), i32, gen=unique_rows(8, 4)),
                Arg((4, 6))], out=(("data", "model"), ("data", "model"), ("data",), ("data", "model")))
def scatter_ops(x, ids, u, uniq, v):
    """.at[].min, .max, .mul with duplicate and out-of-range rows (dropped), .at[].set at unique
    rows; the base split over data x model (rows: masked local, columns pass through)."""
    return (x.at[ids].min(u, mode="drop"), x.at[ids].max(u, mode="drop"), x.at[ids].mul(u, mode="drop"),
            x.at[uniq].set(v))


@model(MESH2, [Arg((16, 4), spec=("data",)), Arg((16,), i32, spec=("data",), gen=ints(0, 5))],
       out=((), ()))
def segment_max(data, seg):
    """jax.ops.segment_max / segment_min with the data and segment ids split over data=2 (each
    device combines its rows; an all-reduce max/min finishes)."""
    return jax.ops.segment_max(data, seg, num_segments=5), jax.ops.segment_min(data, seg, num_segments=5)


@model(MESH2, [Arg((6, 8), spec=("data",)), Arg((6, 8)), Arg((3,), i32, gen=unique_rows(6, 3)),
               Arg((3, 8))], out=((), (), ()))
def scatter_grad(x, y, ids, u):
    """jax.grad through .at[].set (JAX's scatter-of-ids rule), .at[].max and jnp.sort."""
    def loss(x, u):
        a = x.at[ids].set(u)
        b = x.at[ids].max(u * 2.0)
        return (a * y).sum() + (b * b).sum() + (jnp.sort(x, axis=1) * y).sum()
    gx, gu = jax.grad(loss, argnums=(0, 1))(x, u)
    return gx, gu, jax.grad(lambda x: (lax.top_k(x, 3)[0] ** 2).sum())(x)


# -- reduce_precision, narrow integers -----------------------------------------------------------------
@model(MESH2, [Arg((8, 16), spec=("data",)), Arg((8, 16), jnp.int8, spec=("data",), gen=ints(-128, 128, np.int8))],
       out=(("data",), ("data",), ("data",), ("data",), ("data",)))
def precision_int8(x, q):
    """reduce_precision to e5m10, e8m7 and e4m3; int8 quantization (round, clip, int8) and
    arithmetic in int8 / int16 / uint8 / uint16 on an int8 input."""
    big = x * 1000.0
    e5 = lax.reduce_precision(big, exponent_bits=5, mantissa_bits=10)
    e8 = lax.reduce_precision(x, exponent_bits=8, mantissa_bits=7)
    e4 = lax.reduce_precision(x, exponent_bits=4, mantissa_bits=3)
    scale = jnp.max(jnp.abs(x)) / 127.0
    qx = jnp.clip(jnp.round(x / scale), -127, 127).astype(jnp.int8)
    wide = qx.astype(jnp.int16) * q.astype(jnp.int16) + jnp.int16(300)
    u = (q.astype(jnp.uint8) + jnp.uint8(7)).astype(jnp.uint16) * jnp.uint16(3)
    return e5 + e8 + e4, qx, wide, u, (q // jnp.int8(3)) * jnp.int8(2)


# -- cumulative ops -------------------------------------------------------------------------------------
@model(MESH4, [Arg((6, 16), spec=(None, "model"))], out=((None, "model"), (None, "model"), (), ()))
def cumulative(x):
    """jnp.cumsum, jnp.cumprod, lax.cummax and (reversed) lax.cummin along the dim split over
    model=4, and cumsum along the other dim."""
    return (jnp.cumsum(x, axis=1), jnp.cumprod(1.0 + 0.1 * x, axis=1), lax.cummax(x, axis=1),
            lax.cummin(x, axis=1, reverse=True) + jnp.cumsum(x, axis=0))


@model(MESH4, [Arg((8, 16), spec=(None, "model")), Arg((16,), spec=("model",))],
       out=((None, "model"), ("model", None), (None, "model"), ("model",)))
def cumlogsumexp(x, v):
    """lax.cumlogsumexp (a reduce_window whose body is logaddexp) along the dim split over model=4,
    reversed, and along the other dim of the transpose; and its gradient, which JAX writes as an
    associative scan (strided slices, and pads with interior padding next to halo windows)."""
    return (lax.cumlogsumexp(x, axis=1), lax.cumlogsumexp(x.T, axis=1, reverse=True),
            jnp.exp(lax.cumlogsumexp(x, axis=1) - 3.0), jax.grad(lambda v: lax.cumlogsumexp(v).sum())(v))


# -- max-pool gradients ----------------------------------------------------------------------------------
def _pool(x, op, init):
    return lax.reduce_window(x, init, op, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")


@model(MESH2, [Arg((4, 8, 8, 3), spec=("data",)), Arg((4, 4, 4, 3), spec=("data",))], out=(("data",), ("data",)))
def maxpool_grad(x, w):
    """jax.grad of a 3x3 stride-2 SAME max pool and min pool (select_and_scatter) with the batch
    split over data=2."""
    gmax = jax.grad(lambda x: (_pool(x, lax.max, -jnp.inf) * w).sum())(x)
    gmin = jax.grad(lambda x: (_pool(x, lax.min, jnp.inf) * w).sum())(x)
    return gmax, gmin


@model(MESH22, [Arg((2, 8, 8, 4), spec=("data", "model")), Arg((2, 4, 4, 4))], out=((None, "model"),))
def maxpool_grad_spatial(x, w):
    """The max-pool gradient with the height split over model (and the batch over data): the
    windowed dim is gathered."""
    return jax.grad(lambda x: (_pool(jnp.tanh(x), lax.max, -jnp.inf) * w).sum())(x)


# -- constant tables ------------------------------------------------------------------------------------
@model(MESH22, [Arg((8, 16), spec=("data", "model"))], out=((), ("data",)))
def resize_prod(x):
    """jax.image.resize (linear): weight tables computed from iotas, contracted on their first dim
    against the split input; and jnp.prod over the split dim."""
    return jax.image.resize(x, (16, 32), "linear"), jnp.prod(1.0 + 0.1 * x, axis=1)


# -- jax.export's serialized form -------------------------------------------------------------------------
@model(MESH22, [Arg((8, 16), spec=("data", "model"), gen=with_specials), Arg((12, 6), spec=("data",)),
                Arg((3, 6, 4), spec=(None, None, "model")), Arg((8, 4), spec=("data",))],
       out=(("data",), ("data",), ("data",), ("data", "model")), platform="cpu")
def exported_composites(x, a, b, c):
    """Through jax.export (the form `Exported.mlir_module()` and its serialization give): CHLO ops
    without a stable form become `stablehlo.composite`s calling their decomposition (lax.top_k,
    lax.ragged_dot), and the comparators' constants move out of their regions (a complex sort)."""
    values, idx = lax.top_k(x, 4)
    groups = jnp.array([5, 3, 4], jnp.int32)
    z = (c + 1j * jnp.roll(c, 1, axis=1)).astype(jnp.complex64)
    return values + idx, lax.ragged_dot(a, b, groups), jnp.sort(x, axis=1), jnp.sort(z, axis=1)


if __name__ == "__main__":
    write_main(MODELS, __doc__)
