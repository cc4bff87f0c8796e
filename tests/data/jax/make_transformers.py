"""Transformer models and sharding kernels as JAX exports them, with the bytes XLA's own SPMD
partitioner makes each device receive: the measuring stick for `shardflow explain` (issue 10, "never
more bytes than XLA"). Needs jax 0.10.2; the tests do not.

    python make_transformers.py                 # NAME.FORM.mlir here, ../jax_expected/NAME.FORM/
    python make_transformers.py --xla-bytes     # ../jax_expected/xla_bytes.json
    python make_transformers.py --only llama_fwd halo_slice [--xla-bytes]

Each model is `jax.jit(f, in_shardings=..., out_shardings=...)` on a mesh of at most 4 host CPU
devices, lowered in Shardy form (`NAME.shardy.mlir`) and in GSPMD form (`NAME.gspmd.mlir`).

Expected outputs: XLA on CPU deadlocks when it executes programs whose collectives span more devices
than this machine has cores, so `../jax_expected/NAME.FORM/out{i}.npy` are the same function run
unsharded on one device (the global semantics a sharded program must keep), for the seeded inputs
stored beside them (`in{i}.npy`; token ids, labels and positions drawn in range).

`--xla-bytes` compiles (never runs) each sharded program, reads every collective of XLA's
optimized, partitioned HLO (`tests/xla_hlo.py`) and prices it with shardflow's own formulas
(`runtime/collectives.py`, `KINDS[kind].bytes_per_device(n, per-device operand bytes)`), so the two
totals count the same thing: bytes received per device.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

from make_models import Arg, ints, layer_norm, rms_norm  # noqa: E402

sys.path.insert(0, os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")))
from xla_hlo import xla_collectives  # noqa: E402  (tests/xla_hlo.py: the HLO parser, jax-free)

from module_writer import FORMS, HERE, XLA_BYTES, write_module, xla_bytes  # noqa: E402
f32, i32 = jnp.float32, jnp.int32
devs = np.array(jax.devices()[:4])
MESH4 = Mesh(devs, ("model",))
DATA4 = Mesh(devs, ("data",))
MESH22 = Mesh(devs.reshape(2, 2), ("data", "model"))
MESH_AB = Mesh(devs.reshape(2, 2), ("a", "b"))

MODELS: dict[str, dict] = {}  # name -> dict(fn, mesh, args, out)


def model(mesh, args, out):
    """Register `fn` for `mesh`, its arguments (list of Arg) and its outputs' PartitionSpec tuples."""
    def deco(fn):
        MODELS[fn.__name__] = dict(fn=fn, mesh=mesh, args=args, out=out)
        return fn
    return deco


def wsc(x, mesh, *spec):
    return jax.lax.with_sharding_constraint(x, NamedSharding(mesh, P(*spec)))


def positive(rng, shape):
    """Adam second moments: non-negative."""
    return np.abs(rng.standard_normal(shape)).astype(np.float32) * 0.1


def fan_in(rng, shape):
    """A weight matrix (or stacked ones, or an embedding table) as models initialize it: std
    1/sqrt(rows), so activations stay near unit scale through the layers."""
    return (rng.standard_normal(shape) / np.sqrt(shape[-2])).astype(np.float32)


def gain(rng, shape):
    """Norm scales: near one."""
    return (1.0 + 0.1 * rng.standard_normal(shape)).astype(np.float32)


def small(rng, shape):
    """Biases, norm offsets, Adam first moments."""
    return (0.1 * rng.standard_normal(shape)).astype(np.float32)


def W(shape, spec=()):
    return Arg(shape, spec=spec, gen=fan_in)


def G(shape, spec=()):
    return Arg(shape, spec=spec, gen=gain)


def B(shape, spec=()):
    return Arg(shape, spec=spec, gen=small)


def _causal_attention(q, k, v):
    """q, k, v: (batch, seq, heads, head_dim) -> the same; causal softmax attention."""
    T, hd = q.shape[1], q.shape[3]
    s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(jnp.float32(hd))
    mask = jnp.tril(jnp.ones((T, T), dtype=bool))
    s = jnp.where(mask[None, None], s, jnp.finfo(f32).min)
    return jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, axis=-1), v)


# -- Llama: RMSNorm, RoPE, causal attention, SwiGLU; Megatron TP on model=4 --------------------------

L_VOCAB, L_D, L_H, L_FF, L_LAYERS, L_B, L_T = 64, 32, 4, 64, 2, 2, 8
COL, ROW = (None, None, "model"), (None, "model", None)  # stacked (layer, in, out) weights


def _rope(x):
    """Rotary embeddings (rotate-half) on (batch, seq, heads, head_dim), angles computed in-graph."""
    T, hd = x.shape[1], x.shape[3]
    inv = 1.0 / (10000.0 ** (jnp.arange(0, hd, 2, dtype=f32) / hd))
    ang = jnp.arange(T, dtype=f32)[:, None] * inv[None, :]
    sin = jnp.concatenate([jnp.sin(ang)] * 2, axis=-1)[None, :, None, :]
    cos = jnp.concatenate([jnp.cos(ang)] * 2, axis=-1)[None, :, None, :]
    x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
    return x * cos + jnp.concatenate([-x2, x1], axis=-1) * sin


@model(MESH4, [Arg((L_VOCAB, L_D), spec=("model", None)), Arg((L_B, L_T), dtype=i32, gen=ints(L_VOCAB)),
               G((L_LAYERS, L_D)), G((L_LAYERS, L_D)),
               *[W((L_LAYERS, L_D, L_D), COL) for _ in "qkv"], W((L_LAYERS, L_D, L_D), ROW),
               W((L_LAYERS, L_D, L_FF), COL), W((L_LAYERS, L_D, L_FF), COL),
               W((L_LAYERS, L_FF, L_D), ROW), G((L_D,)), W((L_D, L_VOCAB), (None, "model"))],
       out=((None, None, "model"),))
def llama_fwd(embed, ids, attn_norm, mlp_norm, wq, wk, wv, wo, w_gate, w_up, w_down, final_norm, lm_head):
    """Llama forward: vocab-parallel embedding (jnp.take), per layer RMSNorm -> RoPE'd causal
    attention (q/k/v column-parallel, o row-parallel) -> RMSNorm -> SwiGLU (gate/up column, down row),
    final RMSNorm and a vocab-parallel lm head (logits split over `model`)."""
    B, T = ids.shape
    hd = L_D // L_H
    x = jnp.take(embed, ids, axis=0)
    for i in range(L_LAYERS):
        h = rms_norm(x, attn_norm[i])
        q, k, v = ((h @ w[i]).reshape(B, T, L_H, hd) for w in (wq, wk, wv))
        q, k = _rope(q), _rope(k)
        x = x + _causal_attention(q, k, v).reshape(B, T, L_D) @ wo[i]
        h = rms_norm(x, mlp_norm[i])
        x = x + (jax.nn.silu(h @ w_gate[i]) * (h @ w_up[i])) @ w_down[i]
    return rms_norm(x, final_norm) @ lm_head


# -- GPT-2: learned positions, LayerNorm, fused c_attn, gelu, tied vocab-parallel wte -------------------

G_VOCAB, G_CTX, G_D, G_H, G_LAYERS, G_B, G_T = 64, 16, 32, 4, 2, 4, 8


def _gpt2_block_args(layers):
    """Per-layer GPT-2 parameters stacked on a leading layer dim, Megatron-sharded over `model`."""
    return [G((layers, G_D)), B((layers, G_D)),                                       # ln_1 g, b
            W((layers, G_D, 3 * G_D), COL), B((layers, 3 * G_D), (None, "model")),    # c_attn
            W((layers, G_D, G_D), ROW), B((layers, G_D)),                             # attn c_proj
            G((layers, G_D)), B((layers, G_D)),                                       # ln_2 g, b
            W((layers, G_D, 4 * G_D), COL), B((layers, 4 * G_D), (None, "model")),    # c_fc
            W((layers, 4 * G_D, G_D), ROW), B((layers, G_D))]                         # mlp c_proj


def _gpt2_mlp(x, i, p):
    _, _, _, _, _, _, ln2g, ln2b, fc_w, fc_b, mp_w, mp_b = p
    return x + jax.nn.gelu(layer_norm(x, ln2g[i], ln2b[i]) @ fc_w[i] + fc_b[i]) @ mp_w[i] + mp_b[i]


@model(MESH22, [W((G_VOCAB, G_D), ("model", None)), B((G_CTX, G_D)),
                Arg((G_B, G_T), dtype=i32, spec=("data",), gen=ints(G_VOCAB)),
                *_gpt2_block_args(G_LAYERS), G((G_D,)), B((G_D,))],
       out=(("data", None, "model"),))
def gpt2_fwd(wte, wpe, ids, *rest):
    """GPT-2 forward on data=2 x model=2: token (vocab-parallel `wte[ids]`) + learned position
    embeddings, pre-LN blocks with a fused qkv projection (c_attn, output split over `model`) cut by
    jnp.split, causal attention, gelu MLP; final LayerNorm and logits from the tied `wte`."""
    *p, lnf_g, lnf_b = rest
    ln1g, ln1b, ca_w, ca_b, ap_w, ap_b = p[:6]
    B, T = ids.shape
    hd = G_D // G_H
    x = wte[ids] + wpe[:T][None]
    for i in range(G_LAYERS):
        qkv = layer_norm(x, ln1g[i], ln1b[i]) @ ca_w[i] + ca_b[i]
        q, k, v = (t.reshape(B, T, G_H, hd) for t in jnp.split(qkv, 3, axis=-1))
        x = x + _causal_attention(q, k, v).reshape(B, T, G_D) @ ap_w[i] + ap_b[i]
        x = _gpt2_mlp(x, i, p)
    return layer_norm(x, lnf_g, lnf_b) @ wte.T


CACHE = (G_LAYERS, G_B, G_H, G_CTX, G_D // G_H)
CACHE_SPEC = (None, None, "model")


@model(MESH4, [W((G_VOCAB, G_D), ("model", None)), B((G_CTX, G_D)),
               Arg((G_B,), dtype=i32, gen=ints(G_VOCAB)), Arg((), dtype=i32, gen=ints(G_CTX)),
               Arg(CACHE, spec=CACHE_SPEC), Arg(CACHE, spec=CACHE_SPEC),
               *_gpt2_block_args(G_LAYERS), G((G_D,)), B((G_D,))],
       out=((None, "model"), CACHE_SPEC, CACHE_SPEC))
def gpt2_decode(wte, wpe, token, pos, k_cache, v_cache, *rest):
    """One GPT-2 KV-cache decode step on model=4: the new token's k/v are written into caches
    (layers, batch, heads, ctx, head_dim) split on heads, at the run-time position `pos`
    (lax.dynamic_update_slice), and the query attends to cache slots <= pos (a mask); returns the
    vocab-parallel logits and both updated caches."""
    *p, lnf_g, lnf_b = rest
    ln1g, ln1b, ca_w, ca_b, ap_w, ap_b = p[:6]
    B, hd = token.shape[0], G_D // G_H
    x = wte[token] + jax.lax.dynamic_slice_in_dim(wpe, pos, 1, axis=0)
    visible = jnp.arange(G_CTX) <= pos
    for i in range(G_LAYERS):
        qkv = layer_norm(x, ln1g[i], ln1b[i]) @ ca_w[i] + ca_b[i]
        q, k, v = (t.reshape(B, G_H, 1, hd) for t in jnp.split(qkv, 3, axis=-1))
        k_cache = jax.lax.dynamic_update_slice(k_cache, k[None], (i, 0, 0, pos, 0))
        v_cache = jax.lax.dynamic_update_slice(v_cache, v[None], (i, 0, 0, pos, 0))
        s = jnp.einsum("bhqd,bhkd->bhqk", q, k_cache[i]) / jnp.sqrt(jnp.float32(hd))
        s = jnp.where(visible[None, None, None], s, jnp.finfo(f32).min)
        o = jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(s, axis=-1), v_cache[i]).reshape(B, G_D)
        x = x + o @ ap_w[i] + ap_b[i]
        x = _gpt2_mlp(x, i, p)
    return layer_norm(x, lnf_g, lnf_b) @ wte.T, k_cache, v_cache


# -- training steps ----------------------------------------------------------------------------------

F_D, F_FF, F_B = 16, 64, 8
F_PARAMS = [G((F_D,), ("data",)), B((F_D,), ("data",)), W((F_D, F_FF), ("data", None)), B((F_FF,), ("data",)),
            W((F_FF, F_D), ("data", None)), B((F_D,), ("data",))]  # ln g, ln b, w1, b1, w2, b2: all over data


def _fsdp_block(p, x):
    g, b, w1, b1, w2, b2 = p
    return x + jax.nn.gelu(layer_norm(x, g, b) @ w1 + b1) @ w2 + b2


@model(DATA4, F_PARAMS + [B(a.shape, a.spec) for a in F_PARAMS]
       + [Arg(a.shape, spec=a.spec, gen=positive) for a in F_PARAMS]
       + [Arg((), dtype=i32, gen=ints(10)), Arg((F_B, F_D), spec=("data",)), Arg((F_B, F_D), spec=("data",))],
       out=((),) + tuple(a.spec for a in F_PARAMS) * 3)
def fsdp_adamw(g, b, w1, b1, w2, b2, mg, mb, m1, mb1, m2, mb2, vg, vb, v1, vb1, v2, vb2, step, x, y):
    """FSDP (ZeRO-3) AdamW step on data=4: every parameter and both moments split over `data` on
    their first dim, the batch split over `data`; a pre-LN gelu MLP block with a residual, MSE loss,
    value_and_grad, and a hand-written AdamW (bias correction, decoupled weight decay)."""
    p, m, v = (g, b, w1, b1, w2, b2), (mg, mb, m1, mb1, m2, mb2), (vg, vb, v1, vb1, v2, vb2)
    loss, gr = jax.value_and_grad(lambda p: jnp.mean((_fsdp_block(p, x) - y) ** 2))(p)
    lr, beta1, beta2, eps, wd = 1e-2, 0.9, 0.999, 1e-8, 0.01
    t = step.astype(f32) + 1.0
    m = tuple(beta1 * mi + (1 - beta1) * gi for mi, gi in zip(m, gr, strict=True))
    v = tuple(beta2 * vi + (1 - beta2) * gi * gi for vi, gi in zip(v, gr, strict=True))
    c1, c2 = 1 - beta1 ** t, 1 - beta2 ** t
    p = tuple(pi - lr * ((mi / c1) / (jnp.sqrt(vi / c2) + eps) + wd * pi) for pi, mi, vi in zip(p, m, v, strict=True))
    return (loss, *p, *m, *v)


M_D, M_FF, M_VOCAB, M_B, M_LAYERS = 16, 32, 32, 8, 2
M_PARAMS = [G((M_LAYERS, M_D)), B((M_LAYERS, M_D)), W((M_LAYERS, M_D, M_FF), COL),
            B((M_LAYERS, M_FF), (None, "model")), W((M_LAYERS, M_FF, M_D), ROW), B((M_LAYERS, M_D)),
            W((M_D, M_VOCAB), (None, "model"))]  # ln g, ln b, w1, b1, w2, b2 (stacked), head


@model(MESH22, M_PARAMS
       + [Arg((M_B, M_D), spec=("data",)), Arg((M_B,), dtype=i32, spec=("data",), gen=ints(M_VOCAB))],
       out=((),) + tuple(a.spec for a in M_PARAMS))
def megatron_dp_train(ln_g, ln_b, w1, b1, w2, b2, head, x, labels):
    """Megatron + data-parallel SGD step on data=2 x model=2: 2 pre-LN gelu MLP blocks (w1 column-,
    w2 row-parallel) and a vocab-parallel classifier head, softmax cross-entropy with int32 labels,
    the batch over `data`; value_and_grad, then SGD on every parameter."""
    p = (ln_g, ln_b, w1, b1, w2, b2, head)

    def loss(p):
        g, b, w1, b1, w2, b2, head = p
        h = x
        for i in range(M_LAYERS):
            h = h + jax.nn.gelu(layer_norm(h, g[i], b[i]) @ w1[i] + b1[i]) @ w2[i] + b2[i]
        logp = jax.nn.log_softmax(h @ head)
        return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, M_VOCAB) * logp, axis=-1))

    l, gr = jax.value_and_grad(loss)(p)
    return (l, *(pi - 0.1 * gi for pi, gi in zip(p, gr, strict=True)))


# -- small kernels -----------------------------------------------------------------------------------

@model(DATA4, [Arg((16, 8), spec=("data",))], out=(("data",),))
def halo_slice(x):
    """Rows split 4 ways (4 per device); `x[2:10]` and `x[4:12]` cross shard boundaries and feed an
    elementwise op whose 8 rows are split 4 ways again (a halo exchange, not a gather)."""
    return jnp.tanh(x[2:10]) * 2.0 + x[4:12]


@model(MESH22, [Arg((8, 16), spec=("data", "model"))],
       out=(("data",), ("model",), (), ("data", "model")))
def reduce_chain(x):
    """Reductions over split dims on 2x2: a row sum over `model`, a column max over `data`, the
    total over both, and a softmax-style x - max(x, axis=1) that broadcasts the max back."""
    return (jnp.sum(x, axis=1), jnp.max(x, axis=0), jnp.sum(x * x),
            jnp.exp(x - jnp.max(x, axis=1, keepdims=True)))


@model(MESH_AB, [Arg((16, 8), spec=(("a", "b"),))], out=((("b", "a"),),))
def reshard_chain(x):
    """A chain of with_sharding_constraint on a 2x2 mesh (a, b): rows over (a, b) -> over b -> over a
    -> columns over b -> rows over (b, a); an elementwise op between each step keeps each constraint."""
    y = wsc(x * 2.0, MESH_AB, "b")
    y = wsc(y + 1.0, MESH_AB, "a")
    y = wsc(jnp.tanh(y), MESH_AB, None, "b")
    return y * 3.0


@model(MESH_AB, [Arg((16, 8), spec=(("a", "b"),))], out=(("b",),))
def reshard_step(x):
    """The first step of `reshard_chain` alone: rows over (a, b) in, rows over b out, one scale between."""
    return x * 2.0


NAMES = list(MODELS)


# -- lowering, expected outputs ----------------------------------------------------------------------

#: Modules stored earlier (make_models.py, make_modules.py) whose XLA bytes are measured too: those
#: without loops (XLA keeps a loop, whose collectives would run once per iteration) or 64-bit types.
EARLIER = ["ffn_acts", "norms", "norms_pow", "xent", "xent_vocab", "xent_take", "logsumexp", "accuracy", "softplus",
           "gelu_exact", "bf16_ffn", "rope", "attention", "block_train", "adam_step", "clf_step", "clf_take_step",
           "fsdp", "uneven", "embed_take", "embed_index", "embed_onehot", "embed_grad", "embed_train", "kv_update",
           "kv_cache", "scan_unrolled", "pad", "clip", "sign_floor", "cumsum", "maxpool", "flip"]


def measured() -> dict[str, dict]:
    """Every model whose XLA bytes are stored: this file's, the EARLIER ones, and make_modules.py's
    Megatron MLPs (`mlp_1d` on model=4, `mlp_2d` on data=2 x model=4)."""
    import make_models
    import make_modules as mm
    out = {name: dict(MODELS[name], forms=FORMS) for name in NAMES}
    out.update({name: make_models.MODELS[name] for name in EARLIER})
    w = [Arg((16, 32), spec=(None, "model")), Arg((32, 16), spec=("model", None))]
    out["mlp_1d"] = dict(fn=mm.mlp, mesh=mm.mesh1, args=[Arg((8, 16))] + w, out=((),), forms=FORMS)
    out["mlp_2d"] = dict(fn=mm.mlp, mesh=mm.mesh2, args=[Arg((8, 16), spec=("data",))] + w,
                         out=(("data", None),), forms=FORMS)
    return out


# -- XLA's collectives -------------------------------------------------------------------------------

def check_parser() -> None:
    """The parser on a known program: the Megatron MLP forward of `mlp_1d` (x replicated, w1 column-,
    w2 row-split over model=4) has exactly one all-reduce, of the f32[8,16] activations."""
    mesh = MESH4
    sh = lambda *s: NamedSharding(mesh, P(*s))  # noqa: E731
    f = jax.jit(lambda x, w1, w2: jax.nn.relu(x @ w1) @ w2,
                in_shardings=(sh(), sh(None, "model"), sh("model", None)), out_shardings=sh())
    S = jax.ShapeDtypeStruct
    for form in FORMS:
        jax.config.update("jax_use_shardy_partitioner", form == "shardy")
        hlo = f.lower(S((8, 16), f32), S((16, 32), f32), S((32, 16), f32)).compile().as_text()
        got = [(c["kind"], c["shape"], c["n"], c["bytes_per_device"]) for c in xla_collectives(hlo, 4)]
        want = [("all-reduce", [8, 16], 4, round(2 * 3 / 4 * 8 * 16 * 4))]
        assert got == want, f"mlp_1d.{form}: parser found {got}, expected {want}"
    print("parser check: mlp_1d has exactly one all-reduce of f32[8,16] (768 B/device) in both forms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", nargs="+", help="these models (default: all of this file's; with --xla-bytes "
                    "also EARLIER and mlp_1d, mlp_2d)")
    ap.add_argument("--xla-bytes", action="store_true",
                    help=f"compile each sharded program and write XLA's collectives to {XLA_BYTES}")
    a = ap.parse_args()
    if not a.xla_bytes:
        for name in a.only or NAMES:
            for form in FORMS:
                write_module(name, MODELS[name], form)
        return
    check_parser()
    table = {}
    if os.path.exists(XLA_BYTES):
        with open(XLA_BYTES) as f:
            table = json.load(f)
    models = measured()
    for name in a.only or models:
        for form in models[name].get("forms", ("shardy",)):
            key = f"{name}.{form}"
            if not os.path.exists(os.path.join(HERE, key + ".mlir")):
                continue  # a form make_models.py does not store
            table[key] = xla_bytes(name, models[name], form)
            print(f"{key}: {table[key]['bytes_per_device_total']} B/device")
    with open(XLA_BYTES, "w") as f:
        json.dump(dict(sorted(table.items())), f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
