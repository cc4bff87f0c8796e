"""Realistic small JAX models lowered to sharded StableHLO, as a user would try them (needs jax 0.10.2;
the tests do not).

    XLA_FLAGS=--xla_force_host_platform_device_count=8 python make_models.py [--inputs DIR]
    XLA_FLAGS=--xla_force_host_platform_device_count=8 python make_models.py --all --out DIR --inputs DIR

Each model is lowered with `jax.jit(f, in_shardings=..., out_shardings=...).lower(...).as_text()`
on a mesh of 2 (`data`), 4 (`model`) or 2x2 (`data` x `model`) host devices, in Shardy form
(`NAME.shardy.mlir`) and, where listed, GSPMD form (`NAME.gspmd.mlir`). Without `--all` only the
models in KEPT (the ones shardflow runs and that are stored in this folder) are written; `--all`
(or `--only NAME ...`) with `--out DIR` writes every model, including those shardflow does not run
yet (while, chlo.top_k, variadic reduce, convolution, sort, ...), a ready
survey for the importer. Models outside KEPT are never written to this folder (the importer tests
read every module here).

`--inputs DIR` also writes each module's inputs to `DIR/NAME.FORM/in{i}.npy` (seeded normal floats;
integer labels and token ids drawn in range; bf16 inputs stored as float32 holding bf16 values). The
expected outputs in `../jax_expected/` are XLA's for exactly those inputs:

    python ../../../../shared/tools/xla_oracle.py NAME.FORM.mlir -n N -i DIR/NAME.FORM/in*.npy \\
        -o ../jax_expected/NAME.FORM --save-inputs
"""
import argparse
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
f32, bf16, i32 = jnp.float32, jnp.bfloat16, jnp.int32
devs = np.array(jax.devices()[:8])
MESH2 = Mesh(devs[:2], ("data",))
MESH4 = Mesh(devs[:4], ("model",))
MESH22 = Mesh(devs[:4].reshape(2, 2), ("data", "model"))

MODELS = {}  # name -> dict(fn, mesh, args, out, forms)


class Arg:
    def __init__(self, shape, dtype=f32, spec=(), gen=None):
        self.shape, self.dtype, self.spec, self.gen = tuple(shape), dtype, spec, gen


def ints(high):
    return lambda rng, shape: rng.integers(0, high, shape).astype(np.int32)


SEED = Arg((), dtype=i32, gen=ints(2 ** 31 - 1))  # a PRNG seed (jax.random.PRNGKey(seed))


def model(mesh, args, out, forms=("shardy",), x64=False):
    """Register `fn` lowered on `mesh` with `args` (list of Arg) and output specs `out` (tuple of
    PartitionSpec tuples, or one tuple); `x64`: lowered with jax_enable_x64 (64-bit results)."""
    def deco(fn):
        MODELS[fn.__name__] = dict(fn=fn, mesh=mesh, args=args, out=out, forms=forms, x64=x64)
        return fn
    return deco


def wsc(x, mesh, *spec):
    return jax.lax.with_sharding_constraint(x, NamedSharding(mesh, P(*spec)))


def layer_norm(x, g, b, eps=1e-5):
    """jnp.var, as flax/haiku-style layer norms write it (lowers to chlo.square)."""
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.var(x, axis=-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(var + eps) * g + b


def layer_norm_pow(x, g, b, eps=1e-5):
    """The same with the variance written as mean((x - mu) ** 2) (multiply, no chlo.square)."""
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(var + eps) * g + b


def rms_norm(x, g, eps=1e-6):
    return x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + eps) * g


# -- feed-forward blocks -----------------------------------------------------------------------------

@model(MESH22, [Arg((8, 16), spec=("data",)), Arg((16, 32), spec=(None, "model")), Arg((32,), spec=("model",)),
                Arg((32, 16), spec=("model", None)), Arg((16,))],
       out=(("data",), ("data",)), forms=("shardy", "gspmd"))
def ffn_acts(x, w1, b1, w2, b2):
    """Megatron MLP with biases; relu, tanh-gelu, silu and sigmoid; a constraint on the hidden."""
    h = wsc(x @ w1 + b1, MESH22, "data", "model")
    a = jax.nn.relu(h) @ w2 + b2
    g = (jax.nn.gelu(h) + jax.nn.silu(h) * jax.nn.sigmoid(h)) @ w2 + b2
    return a, g


@model(MESH4, [Arg((8, 16)), Arg((16, 32), spec=(None, "model"))], out=((None, "model"),))
def gelu_exact(x, w):
    """jax.nn.gelu(approximate=False): erf."""
    return jax.nn.gelu(x @ w, approximate=False)


@model(MESH4, [Arg((8, 32), spec=(None, "model"))], out=((None, "model"),))
def softplus(x):
    """jax.nn.softplus and log_sigmoid (logaddexp, log1p)."""
    return jax.nn.softplus(x) + jax.nn.log_sigmoid(x)


@model(MESH4, [Arg((8, 16), dtype=bf16), Arg((16, 32), dtype=bf16, spec=(None, "model")),
               Arg((32, 16), dtype=bf16, spec=("model", None))], out=((),))
def bf16_ffn(x, w1, w2):
    """bf16 params and activations, f32 accumulation (preferred_element_type), f32 result."""
    h = jax.lax.dot_general(x, w1, (((1,), (0,)), ((), ())), preferred_element_type=f32)
    h = jax.nn.relu(h)
    return jax.lax.dot_general(h.astype(bf16), w2, (((1,), (0,)), ((), ())), preferred_element_type=f32)


@model(MESH4, [Arg((8, 16), dtype=bf16), Arg((16, 32), dtype=bf16, spec=(None, "model"))],
       out=((None, "model"),))
def bf16_matmul(x, w):
    """bf16 x bf16 -> f32 matmul, column-parallel (no bf16 rounding of intermediates)."""
    return jnp.einsum("bd,df->bf", x, w, preferred_element_type=f32)


# -- normalization -----------------------------------------------------------------------------------

@model(MESH22, [Arg((8, 16), spec=("data", "model")), Arg((16,), spec=("model",)), Arg((16,), spec=("model",))],
       out=(("data", "model"), ("data", "model")), forms=("shardy", "gspmd"))
def norms(x, g, b):
    """layer norm and RMS norm over a model-sharded hidden dim (reductions need all-reduces)."""
    return layer_norm(x, g, b), rms_norm(x, g)


@model(MESH22, [Arg((8, 16), spec=("data", "model")), Arg((16,), spec=("model",)), Arg((16,), spec=("model",))],
       out=(("data", "model"), ("data", "model")), forms=("shardy", "gspmd"))
def norms_pow(x, g, b):
    """`norms` with the variance as mean((x - mu) ** 2)."""
    return layer_norm_pow(x, g, b), rms_norm(x, g)


# -- attention -------------------------------------------------------------------------------------

def _mha(x, wq, wk, wv, wo, mask_kind):
    B, T, D = x.shape
    H = 4
    q = (x @ wq).reshape(B, T, H, D // H)
    k = (x @ wk).reshape(B, T, H, D // H)
    v = (x @ wv).reshape(B, T, H, D // H)
    s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(jnp.float32(D // H))
    if mask_kind == "tril":
        mask = jnp.tril(jnp.ones((T, T), dtype=bool))
        s = jnp.where(mask[None, None], s, jnp.finfo(f32).min)
    else:
        mask = jax.lax.broadcasted_iota(i32, (T, T), 0) >= jax.lax.broadcasted_iota(i32, (T, T), 1)
        s = jnp.where(mask, s, -jnp.inf)
    p = jax.nn.softmax(s, axis=-1)
    o = jnp.einsum("bhqk,bkhd->bqhd", p, v).reshape(B, T, D)
    return o @ wo


ATT_ARGS = [Arg((2, 8, 16), spec=("data",)), Arg((16, 16), spec=(None, "model")), Arg((16, 16), spec=(None, "model")),
            Arg((16, 16), spec=(None, "model")), Arg((16, 16), spec=("model", None))]


@model(MESH22, ATT_ARGS, out=(("data",),), forms=("shardy", "gspmd"))
def attention(x, wq, wk, wv, wo):
    """4-head causal self-attention, heads split over `model`, batch over `data`; jnp.tril mask."""
    return _mha(x, wq, wk, wv, wo, "tril")


@model(MESH22, ATT_ARGS, out=(("data",),))
def attention_iota(x, wq, wk, wv, wo):
    """The same with an iota-compare mask and -inf."""
    return _mha(x, wq, wk, wv, wo, "iota")


BLOCK_ARGS = [Arg((2, 8, 16), spec=("data",)), Arg((16,)), Arg((16,)), Arg((16, 16), spec=(None, "model")),
              Arg((16, 16), spec=(None, "model")), Arg((16, 16), spec=(None, "model")),
              Arg((16, 16), spec=("model", None)), Arg((16, 32), spec=(None, "model")),
              Arg((32, 16), spec=("model", None))]


@model(MESH22, BLOCK_ARGS, out=(("data",),))
def block(x, g, b, wq, wk, wv, wo, w1, w2):
    """Pre-layernorm transformer block: attention + gelu MLP, residuals."""
    x = x + _mha(layer_norm(x, g, b), wq, wk, wv, wo, "tril")
    return x + jax.nn.gelu(layer_norm(x, g, b) @ w1) @ w2


@model(MESH22, BLOCK_ARGS, out=(("data",),))
def block_pow(x, g, b, wq, wk, wv, wo, w1, w2):
    """`block` with layer_norm_pow."""
    x = x + _mha(layer_norm_pow(x, g, b), wq, wk, wv, wo, "tril")
    return x + jax.nn.gelu(layer_norm_pow(x, g, b) @ w1) @ w2


@model(MESH22, BLOCK_ARGS, out=((),) + tuple(tuple(a.spec) for a in BLOCK_ARGS[1:]))
def block_train(x, g, b, wq, wk, wv, wo, w1, w2):
    """SGD step of the pre-LN block (layer_norm_pow) on a mean-square loss: attention backward
    (softmax, masked select, head reshapes) on a 2x2 mesh."""
    def loss(p):
        return jnp.mean(block_pow(x, *p) ** 2)
    p = (g, b, wq, wk, wv, wo, w1, w2)
    l, gr = jax.value_and_grad(loss)(p)
    return (l, *jax.tree.map(lambda p, g: p - 0.1 * g, p, gr))


@model(MESH22, [Arg((2, 8, 4, 4), spec=("data", None, "model"))], out=(("data", None, "model"),))
def rope(x):
    """Rotary embeddings computed in the graph (sin/cos of positions x inverse frequencies)."""
    T, hd = x.shape[1], x.shape[3]
    inv = 1.0 / (10000.0 ** (jnp.arange(0, hd, 2, dtype=f32) / hd))
    ang = jnp.arange(T, dtype=f32)[:, None] * inv[None, :]
    sin, cos = jnp.sin(ang)[None, :, None, :], jnp.cos(ang)[None, :, None, :]
    x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)


@model(MESH22, [Arg((2, 8, 4, 4), spec=("data", None, "model")), Arg((8, 2)), Arg((8, 2))],
       out=(("data", None, "model"),), forms=("shardy", "gspmd"))
def rope_tables(x, sin, cos):
    """Rotary embeddings with precomputed sin/cos tables (rotate-half via slices + concatenate)."""
    hd = x.shape[3]
    sin, cos = sin[None, :, None, :], cos[None, :, None, :]
    x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)


@model(MESH22, [Arg((2, 8, 16), spec=("data",)), Arg((16, 16), spec=(None, "model")),
                Arg((16, 16), spec=(None, "model")), Arg((16, 16), spec=(None, "model")),
                Arg((16, 16), spec=("model", None))], out=(("data",),))
def dot_product_attention(x, wq, wk, wv, wo):
    """jax.nn.dot_product_attention (is_causal=True, implementation chosen by JAX)."""
    B, T, D = x.shape
    q, k, v = ((x @ w).reshape(B, T, 4, D // 4) for w in (wq, wk, wv))
    return jax.nn.dot_product_attention(q, k, v, is_causal=True).reshape(B, T, D) @ wo


# -- losses and metrics ------------------------------------------------------------------------------

@model(MESH2, [Arg((8, 16), spec=("data",)), Arg((8,), dtype=i32, spec=("data",), gen=ints(16))], out=((),),
       forms=("shardy", "gspmd"))
def xent(logits, labels):
    """Softmax cross-entropy with integer labels: one_hot, log_softmax, mean over a data-split batch."""
    return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 16) * jax.nn.log_softmax(logits), axis=-1))


@model(MESH4, [Arg((8, 16), spec=(None, "model")), Arg((8,), dtype=i32, gen=ints(16))], out=((),))
def xent_vocab(logits, labels):
    """Vocab-parallel cross-entropy: the class dim split over `model`."""
    return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 16) * jax.nn.log_softmax(logits), axis=-1))


@model(MESH2, [Arg((8, 16), spec=("data",)), Arg((8,), dtype=i32, spec=("data",), gen=ints(16))], out=((),))
def xent_take(logits, labels):
    """optax-style: logsumexp - take_along_axis(logits, labels)."""
    lse = jax.nn.logsumexp(logits, axis=-1)
    return jnp.mean(lse - jnp.take_along_axis(logits, labels[:, None], axis=-1)[:, 0])


@model(MESH2, [Arg((8, 16), spec=("data",))], out=(("data",),))
def logsumexp(x):
    """jax.nn.logsumexp (max with an is-finite guard)."""
    return jax.nn.logsumexp(x, axis=-1)


@model(MESH2, [Arg((8, 16), spec=("data",)), Arg((8,), dtype=i32, spec=("data",), gen=ints(16))], out=((),))
def accuracy(logits, labels):
    """argmax accuracy."""
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)


# -- embeddings --------------------------------------------------------------------------------------

@model(MESH4, [Arg((32, 16), spec=(None, "model")), Arg((2, 8), dtype=i32, gen=ints(32))], out=((None, None, "model"),))
def embed_take(table, ids):
    """Embedding lookup, jnp.take, hidden split over `model`."""
    return jnp.take(table, ids, axis=0)


@model(MESH4, [Arg((32, 16), spec=("model", None)), Arg((2, 8), dtype=i32, gen=ints(32))], out=((),))
def embed_index(table, ids):
    """Embedding lookup, table[ids], vocab-parallel table."""
    return table[ids]


@model(MESH4, [Arg((32, 16), spec=("model", None)), Arg((2, 8), dtype=i32, gen=ints(32))], out=((),),
       forms=("shardy", "gspmd"))
def embed_onehot(table, ids):
    """Embedding lookup as one_hot(ids) @ table (TPU style), vocab-parallel table."""
    return jax.nn.one_hot(ids, 32, dtype=f32) @ table


# -- elementwise odds and ends -----------------------------------------------------------------------

@model(MESH2, [Arg((8, 16), spec=("data",))], out=(("data",),))
def pad(x):
    """jnp.pad (zero padding of the unsplit dim)."""
    return jnp.pad(x, ((0, 0), (1, 2)))


@model(MESH2, [Arg((8, 16), spec=("data",))], out=(("data",), ("data",)), forms=("shardy", "gspmd"))
def clip(x):
    """jnp.clip with scalar bounds and with array bounds."""
    return jnp.clip(x, -0.5, 0.5), jnp.clip(x, x * 0.1, 1.0)


@model(MESH2, [Arg((8, 16), spec=("data",))], out=(("data",),))
def cumsum(x):
    """jnp.cumsum along the unsplit dim."""
    return jnp.cumsum(x, axis=1)


@model(MESH2, [Arg((4, 8, 8, 3), spec=("data",))], out=(("data",),))
def maxpool(x):
    """3x3 max pooling (stride 2, SAME padding) and a cumulative max, on a data-split batch."""
    y = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
    return y + jax.lax.cummax(y, axis=1)


@model(MESH2, [Arg((8, 16), spec=("data",))], out=(("data",),))
def sign_floor(x):
    """jnp.sign, jnp.floor, jnp.round, integer remainder."""
    return jnp.sign(x) * jnp.floor(x * 4) + jnp.round(x) + (jnp.arange(16) % 3).astype(f32)


@model(MESH2, [Arg((8, 16), spec=("data",))], out=(("data",),))
def top_k(x):
    """jax.lax.top_k (MoE routing)."""
    v, i = jax.lax.top_k(x, 2)
    return v + i.astype(f32)


@model(MESH2, [Arg((8, 16), spec=("data",)), Arg((16, 16), dtype=f32)], out=(("data",),))
def kv_update(cache, new):
    """jax.lax.dynamic_update_slice at a constant offset and dynamic_slice (KV cache style)."""
    c = jax.lax.dynamic_update_slice(cache, new[:1, :] * 0 + 1.0, (0, 3))
    return jax.lax.dynamic_slice(c, (0, 0), (8, 16))


# -- control flow and randomness ---------------------------------------------------------------------

@model(MESH4, [Arg((8, 16)), Arg((3, 16, 16), spec=(None, None, "model"))], out=((),))
def scan_layers(x, ws):
    """jax.lax.scan over 3 stacked layers."""
    return jax.lax.scan(lambda h, w: (jnp.tanh(h @ w), None), x, ws)[0]


@model(MESH4, [Arg((8, 16)), Arg((3, 16, 16), spec=(None, None, "model"))], out=((),))
def scan_unrolled(x, ws):
    """The same scan with unroll=True."""
    return jax.lax.scan(lambda h, w: (jnp.tanh(h @ w), None), x, ws, unroll=True)[0]


@model(MESH2, [Arg((8, 16), spec=("data",))], out=(("data",),))
def fori_loop(x):
    """jax.lax.fori_loop with a static trip count."""
    return jax.lax.fori_loop(0, 3, lambda i, v: jnp.tanh(v) * 2.0, x)


@model(MESH22, [Arg((8, 16), spec=("data",)), Arg((4, 16, 16), spec=(None, None, "model")), Arg((4, 16))],
       out=(("data",), (None, "data")), forms=("shardy", "gspmd"))
def scan_stack(x, ws, bs):
    """lax.scan over 4 stacked layers (weights and biases) that also stacks every layer's output (ys:
    dynamic_update_slice at the counter), a with_sharding_constraint inside the body (2x2)."""
    def layer(h, wb):
        w, b = wb
        h = wsc(jax.nn.gelu(h @ w * 0.25 + b), MESH22, "data", "model")
        return h, jnp.sum(h, axis=-1)
    h, ys = jax.lax.scan(layer, x, (ws, bs))
    return h, ys


@model(MESH22, [Arg((8, 16), spec=("data",)), Arg((3, 16, 16), spec=(None, None, "model")),
                Arg((8, 16), spec=("data",))], out=((), (None, None, "model")))
def scan_train(x, ws, y):
    """SGD step of a 3-layer scan (jax.grad through lax.scan: a forward loop saving residuals and a
    reversed backward loop), stacked weights split over `model`, batch over `data`."""
    def loss(ws):
        h = jax.lax.scan(lambda h, w: (jnp.tanh(h @ w), None), x, ws)[0]
        return jnp.mean((h - y) ** 2)
    l, g = jax.value_and_grad(loss)(ws)
    return l, ws - 0.5 * g


@model(MESH2, [Arg((8, 16), spec=("data",))], out=(("data",), ()))
def fori_counter(x):
    """fori_loop(2, 7) whose body uses the counter: scaling by i, writing row i of a buffer
    (dynamic_update_slice), and a reversed scan (reverse=True) of a cumulative product."""
    def body(i, c):
        v, buf = c
        v = jnp.tanh(v) * i.astype(f32) / 4.0
        return v, jax.lax.dynamic_update_slice(buf, jnp.sum(v, axis=0, keepdims=True), (i, 0))
    v, buf = jax.lax.fori_loop(2, 7, body, (x, jnp.zeros((8, 16), f32)))
    _, ys = jax.lax.scan(lambda c, r: (c * 0.5 + r, c), jnp.zeros((16,), f32), buf, reverse=True)
    return v, ys


@model(MESH2, [Arg((8, 16), spec=("data",)), SEED], out=(("data",),))
def dropout(x, seed):
    """Dropout (p=0.1) with jax.random.bernoulli on a key made from an int32 seed (threefry)."""
    keep = jax.random.bernoulli(jax.random.PRNGKey(seed), 0.9, x.shape)
    return jnp.where(keep, x / 0.9, 0.0)


@model(MESH2, [Arg((8, 16), spec=("data",)), SEED], out=(("data",),))
def dropout_rbg(x, seed):
    """The same dropout with the "rbg" PRNG (rng_bit_generator instead of threefry)."""
    keep = jax.random.bernoulli(jax.random.key(seed, impl="rbg"), 0.9, x.shape)
    return jnp.where(keep, x / 0.9, 0.0)


@model(MESH2, [Arg((2, 4, 8, 3), spec=("data",)), Arg((3, 3, 3, 4))], out=(("data",),))
def conv(x, w):
    """2-D convolution (NHWC, SAME) and 2x2 average pooling."""
    y = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.lax.reduce_window(y, 0.0, jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4.0


# -- training steps ----------------------------------------------------------------------------------

def _mlp2(p, x):
    w1, b1, w2, b2 = p
    return jax.nn.gelu(x @ w1 + b1) @ w2 + b2


def _adam(p, g, m, v, t, lr=1e-2, b1=0.9, b2=0.999, eps=1e-8):
    m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, m, g)
    v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, v, g)
    tf = t.astype(f32) + 1.0
    c1, c2 = 1 - b1 ** tf, 1 - b2 ** tf
    p = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / (jnp.sqrt(v / c2) + eps), p, m, v)
    return p, m, v


PSPEC = [(None, "model"), ("model",), ("model", None), ()]
PSHAPE = [(16, 32), (32,), (32, 16), (16,)]


@model(MESH22, [Arg(s, spec=sp) for s, sp in zip(PSHAPE, PSPEC)] * 3
       + [Arg((), dtype=i32, gen=ints(5)), Arg((8, 16), spec=("data",)), Arg((8, 16), spec=("data",))],
       out=((),) + tuple(PSPEC) * 3, forms=("shardy", "gspmd"))
def adam_step(w1, b1, w2, b2, m1, mb1, m2, mb2, v1, vb1, v2, vb2, t, x, y):
    """One Adam step (written by hand) of a 2-layer gelu MLP with biases on a 2x2 mesh, MSE loss."""
    p, m, v = (w1, b1, w2, b2), (m1, mb1, m2, mb2), (v1 * v1, vb1 * vb1, v2 * v2, vb2 * vb2)  # v >= 0
    loss, g = jax.value_and_grad(lambda p: jnp.mean((_mlp2(p, x) - y) ** 2))(p)
    p, m, v = _adam(p, g, m, v, t)
    return (loss, *p, *m, *v)


@model(MESH22, [Arg(s, spec=sp) for s, sp in zip(PSHAPE, PSPEC)] + [Arg((8, 16), spec=("data",)),
                                                                    Arg((8,), dtype=i32, spec=("data",), gen=ints(16))],
       out=((), ()) + tuple(PSPEC))
def clf_step(w1, b1, w2, b2, x, labels):
    """Classifier SGD step: cross-entropy with one_hot labels, gradient clipping by global norm,
    jax.checkpoint (remat) around the MLP."""
    def loss_fn(p):
        logits = jax.checkpoint(_mlp2)(p, x)
        return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 16) * jax.nn.log_softmax(logits), axis=-1))
    p = (w1, b1, w2, b2)
    loss, g = jax.value_and_grad(loss_fn)(p)
    gnorm = jnp.sqrt(sum(jnp.sum(x * x) for x in jax.tree.leaves(g)))
    scale = jnp.minimum(1.0, 1.0 / (gnorm + 1e-6))
    return (loss, gnorm, *jax.tree.map(lambda p, g: p - 0.1 * scale * g, p, g))


@model(MESH22, [Arg((8, 16), spec=("data",)), Arg((16, 32), spec=(("data", "model"), None)),
                Arg((32, 16), spec=(("data", "model"), None))], out=(("data",),), forms=("shardy", "gspmd"))
def fsdp(x, w1, w2):
    """FSDP / ZeRO-3: weights split over both mesh axes on their first dim, gathered for use."""
    return jax.nn.relu(x @ w1) @ w2


@model(MESH4, [Arg((6, 16)), Arg((16, 10))], out=((), ()))
def uneven(x, w):
    """Dims that do not divide by the mesh (JAX refuses them on arguments, not on constraints):
    logits (6, 10) constrained to P("model", None) (6 rows over 4 devices), then P(None, "model")
    (10 columns over 4 devices)."""
    logits = wsc(x @ w, MESH4, "model", None)
    a = jax.nn.log_softmax(logits)
    b = wsc(jnp.tanh(logits), MESH4, None, "model")
    return a, jnp.sum(b, axis=0)


@model(MESH2, [Arg((8, 16), spec=("data",)), Arg((), dtype=i32, gen=ints(10))], out=(("data",),))
def cond(x, step):
    """jax.lax.cond on a step counter."""
    return jax.lax.cond(step > 4, lambda v: v * 2.0, lambda v: jnp.tanh(v), x)


@model(MESH2, [Arg((8, 16), spec=("data",))], out=(("data",),))
def flip(x):
    """jnp.flip (reverse)."""
    return jnp.flip(x, axis=1) + x


@model(MESH2, [Arg((8, 16), spec=("data",))], out=(("data",),))
def sort(x):
    """jnp.sort along the unsplit dim."""
    return jnp.sort(x, axis=1)


@model(MESH4, [Arg((32, 16), spec=(None, "model")), Arg((2, 8), dtype=i32, gen=ints(32)),
               Arg((2, 8, 16), spec=(None, None, "model"))], out=((None, "model"),), forms=("shardy", "gspmd"))
def embed_grad(table, ids, dy):
    """Gradient of an embedding lookup (scatter-add into the table)."""
    return jax.grad(lambda t: jnp.sum(jnp.tanh(jnp.take(t, ids, axis=0)) * dy))(table)


@model(MESH22, [Arg((32, 16), spec=(None, "model")), Arg((4, 8), dtype=i32, spec=("data",), gen=ints(32)),
                Arg((4, 8, 16), spec=("data", None, "model"))], out=((), (None, "model")))
def embed_train(table, ids, y):
    """SGD step of an embedding table (jnp.take, scatter-add gradient): ids split over `data`,
    the table's hidden dim over `model`."""
    def loss(t):
        return jnp.mean((jnp.tanh(jnp.take(t, ids, axis=0)) - y) ** 2)
    l, g = jax.value_and_grad(loss)(table)
    return l, table - 0.5 * g


@model(MESH22, [Arg((16, 32), spec=(None, "model")), Arg((32, 16), spec=("model", None)),
                Arg((8, 16), spec=("data",)), Arg((8,), dtype=i32, spec=("data",), gen=ints(16))],
       out=((), (None, "model"), ("model", None)))
def clf_take_step(w1, w2, x, labels):
    """Classifier SGD step with exact gelu (erf) and optax-style cross-entropy
    (logsumexp - take_along_axis), batch over `data`, Megatron MLP over `model`."""
    def loss(p):
        logits = jax.nn.gelu(x @ p[0], approximate=False) @ p[1]
        picked = jnp.take_along_axis(logits, labels[:, None], axis=-1)[:, 0]
        return jnp.mean(jax.nn.logsumexp(logits, axis=-1) - picked)
    l, (g1, g2) = jax.value_and_grad(loss)((w1, w2))
    return l, w1 - 0.1 * g1, w2 - 0.1 * g2


@model(MESH4, [Arg((2, 8, 4, 4), spec=(None, None, "model")), Arg((2, 1, 4, 4), spec=(None, None, "model")),
               Arg((), dtype=i32, gen=ints(8))], out=((None, None, "model"), (None, None, "model")))
def kv_cache(cache, new, pos):
    """KV-cache write at a run-time position (dynamic_update_slice) and a 4-step window read
    (dynamic_slice) with the heads split over `model`."""
    c = jax.lax.dynamic_update_slice(cache, new, (0, pos, 0, 0))
    return c, jax.lax.dynamic_slice(c, (0, pos - 2, 0, 0), (2, 4, 4, 4))


@model(MESH2, [Arg((8, 16), spec=("data",)), SEED], out=(("data",),))
def random_normal(x, seed):
    """jax.random.normal noise (threefry bits + erf_inv)."""
    return x + 0.1 * jax.random.normal(jax.random.PRNGKey(seed), x.shape)


@model(MESH2, [Arg((8, 16), spec=("data",)), SEED], out=(("data",), ("data",), ("data",), ("data",)))
def random_mix(x, seed):
    """split, fold_in, uniform, randint (unsigned remainder), 8-bit random bits, gumbel noise and its
    argmax (threefry)."""
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(seed), 3)
    u = jax.random.uniform(k1, x.shape, minval=-1.0, maxval=1.0)
    r = jax.random.randint(jax.random.fold_in(k2, 7), x.shape, 0, 10)
    b = jax.random.bits(k3, x.shape, jnp.uint8)
    g = x + jax.random.gumbel(k3, x.shape)
    return x * u, r, b, jnp.argmax(g, axis=1, keepdims=True).astype(f32) + 0.0 * x


@model(MESH2, [Arg((8, 16), spec=("data",)), SEED], out=(("data",), ("data",)))
def random_unsafe_rbg(x, seed):
    """normal and uniform noise with the "unsafe_rbg" PRNG (split and bits: rng_bit_generator)."""
    key = jax.random.key(seed, impl="unsafe_rbg")
    k1, k2 = jax.random.split(key)
    return x + jax.random.normal(k1, x.shape), x * jax.random.uniform(k2, x.shape)


@model(MESH22, [Arg((8, 16), spec=("data",)), Arg((16, 32), spec=(None, "model")), Arg((32, 16), spec=("model", None)),
                Arg((8, 16), spec=("data",)), SEED], out=((), (None, "model"), ("model", None)),
       forms=("shardy", "gspmd"))
def dropout_train(x, w1, w2, y, seed):
    """An SGD step of a Megatron MLP with dropout on the input and on the hidden (threefry keys from
    a seed via split), 2x2: the masks are computed sharded like the activations they drop."""
    k1, k2 = jax.random.split(jax.random.PRNGKey(seed))

    def loss(p):
        w1, w2 = p
        xd = jnp.where(jax.random.bernoulli(k1, 0.9, x.shape), x / 0.9, 0.0)
        h = jax.nn.relu(xd @ w1)
        h = jnp.where(jax.random.bernoulli(k2, 0.8, h.shape), h / 0.8, 0.0)
        return jnp.mean((h @ w2 - y) ** 2)

    l, (g1, g2) = jax.value_and_grad(loss)((w1, w2))
    return l, w1 - 0.1 * g1, w2 - 0.1 * g2


def _near_wrap_key(rng, shape):
    """A 128-bit rng_bit_generator state whose counter is 16 short of 2**64 (Philox carries)."""
    return np.array([rng.integers(0, 2 ** 32), rng.integers(0, 2 ** 32), 0xFFFFFFF0, 0xFFFFFFFF], np.uint32)


@model(MESH2, [Arg((4,), dtype=jnp.uint32, gen=_near_wrap_key)],
       out=(("data",), ("data",), (), (), (), (), ()), x64=True)
def rng_bits(key):
    """jax.lax.rng_bit_generator with each algorithm: Philox (default) bits split over `data`, a
    counter that wraps into the high word, 64- and 8-bit results, odd shapes, the next states."""
    RA = jax.lax.RandomAlgorithm
    s1, a = jax.lax.rng_bit_generator(key, (8, 16), jnp.uint32)
    _, b = jax.lax.rng_bit_generator(key, (6, 3), jnp.uint8, algorithm=RA.RNG_PHILOX)
    s2, c = jax.lax.rng_bit_generator(key, (7, 3), jnp.uint32, algorithm=RA.RNG_THREE_FRY)
    _, d = jax.lax.rng_bit_generator(key, (3, 5), jnp.uint64, algorithm=RA.RNG_THREE_FRY)
    _, e = jax.lax.rng_bit_generator(key, (5,), jnp.uint64, algorithm=RA.RNG_PHILOX)
    return a, b, c, d, e, s1, s2


@model(MESH22, [Arg((8, 16), spec=("data", "model"))],
       out=(("data", "model"),) * 6, forms=("shardy", "gspmd"))
def hyperbolic(x):
    """jnp.sinh/cosh/arcsin/arccos/arctan/arcsinh/arccosh/arctanh (CHLO), lax.round (halves away from
    zero), sines of rotary-embedding-sized angles (up to 1e5) and of small negative angles."""
    t = jnp.tanh(x)
    return (jnp.sinh(3 * x) + jnp.cosh(2 * x), jnp.arcsin(t) + jnp.arccos(0.9 * t) + jnp.arctan(5 * x),
            jnp.arcsinh(40 * x) + jnp.arccosh(1 + x * x) + jnp.arctanh(0.99 * t), jax.lax.round(2.5 * x),
            jnp.sin(x * 3e4) + jnp.cos(x * 5e4) * jnp.tan(x * 7e2), jnp.sin(x * 1e-5) * 1e5 + jnp.tan(-x * x * 1e-6))


@model(MESH4, [Arg((8, 16), spec=("model",))], out=((),))
def diag_trace(x):
    """jnp.diagonal (a gather of constant indices) times jnp.trace (a masked sum), rows split."""
    return jnp.diagonal(x[:, :8]) * jnp.trace(x[:, 8:])


# KEPT: models shardflow runs correctly (stored here with expected data); see the README section.
KEPT = ["ffn_acts.shardy", "ffn_acts.gspmd", "norms_pow.shardy", "norms_pow.gspmd", "xent.shardy", "xent.gspmd",
        "xent_vocab.shardy", "logsumexp.shardy", "softplus.shardy", "bf16_ffn.shardy", "rope.shardy",
        "adam_step.shardy", "adam_step.gspmd", "clip.shardy", "pad.shardy", "sign_floor.shardy",
        "scan_unrolled.shardy", "fsdp.shardy", "fsdp.gspmd", "uneven.shardy",
        "accuracy.shardy", "attention.shardy", "attention.gspmd", "block_train.shardy", "embed_onehot.shardy",
        "norms.shardy", "norms.gspmd", "clf_step.shardy",
        "embed_take.shardy", "embed_index.shardy", "xent_take.shardy", "embed_grad.shardy", "embed_grad.gspmd",
        "kv_update.shardy", "flip.shardy", "gelu_exact.shardy", "embed_train.shardy", "clf_take_step.shardy",
        "kv_cache.shardy", "scan_layers.shardy", "fori_loop.shardy", "scan_stack.shardy", "scan_stack.gspmd",
        "scan_train.shardy",
        "fori_counter.shardy", "dropout.shardy", "dropout_rbg.shardy", "random_normal.shardy", "random_mix.shardy",
        "random_unsafe_rbg.shardy", "dropout_train.shardy", "dropout_train.gspmd", "rng_bits.shardy",
        "cumsum.shardy", "maxpool.shardy", "hyperbolic.shardy", "hyperbolic.gspmd", "diag_trace.shardy"]


def lower(name, form):
    m = MODELS[name]
    jax.config.update("jax_use_shardy_partitioner", form == "shardy")
    sh = lambda spec: NamedSharding(m["mesh"], P(*spec))  # noqa: E731
    out = m["out"]
    out_sh = tuple(sh(s) for s in out) if len(out) > 1 else sh(out[0])
    args = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in m["args"]]
    f = jax.jit(m["fn"], in_shardings=tuple(sh(a.spec) for a in m["args"]), out_shardings=out_sh)
    x64 = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", x64 or m["x64"])
    try:
        return f.lower(*args).as_text()
    finally:
        jax.config.update("jax_enable_x64", x64)


def inputs(name, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for a in MODELS[name]["args"]:
        if a.gen is not None:
            out.append(a.gen(rng, a.shape))
        else:
            x = rng.standard_normal(a.shape).astype(np.float32)
            out.append(np.asarray(jnp.asarray(x).astype(a.dtype).astype(f32)) if a.dtype == bf16 else x)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--all", action="store_true", help="every model, not only KEPT")
    ap.add_argument("--only", nargs="+", help="these model names")
    ap.add_argument("--out", default=HERE, help="where to write NAME.FORM.mlir (default: this folder)")
    ap.add_argument("--inputs", help="also write DIR/NAME.FORM/in{i}.npy")
    a = ap.parse_args()
    names = a.only or (list(MODELS) if a.all else [k.split(".")[0] for k in KEPT])
    for name in dict.fromkeys(names):
        for form in MODELS[name]["forms"]:
            key = f"{name}.{form}"
            if key not in KEPT and (os.path.abspath(a.out) == HERE or not (a.all or a.only)):
                if a.all or a.only:  # tests import every module in this folder: keep the failing ones out
                    print(f"{key}: not in KEPT, not written here (use --out DIR)")
                continue
            try:
                text = lower(name, form)
            except Exception as e:  # a model JAX itself cannot lower: say so and go on
                print(f"{key}: JAX failed: {type(e).__name__}: {e}")
                continue
            with open(os.path.join(a.out, key + ".mlir"), "w") as f:
                f.write(text if text.endswith("\n") else text + "\n")
            if a.inputs:
                d = os.path.join(a.inputs, key)
                os.makedirs(d, exist_ok=True)
                for i, x in enumerate(inputs(name)):
                    np.save(os.path.join(d, f"in{i}.npy"), x)
            print(f"wrote {key}.mlir")


if __name__ == "__main__":
    main()
