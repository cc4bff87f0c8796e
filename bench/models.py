"""Models shared by the benchmarks: Megatron MLP, attention layer, transformer block (Python API)."""
from __future__ import annotations

import math

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec


def megatron_mlp(x, w1, w2):
    return sfc.gelu(x @ w1) @ w2


def attention(x, wq, wk, wv, wo, heads: int):
    b, s, d = x.shape
    hd = wq.shape[1] // heads

    def split(t):  # (b, s, h*hd) -> (b, h, s, hd)
        return t.reshape(b, s, heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x @ wq), split(x @ wk), split(x @ wv)
    scores = sfc.dot_general(q, k, ((3,), (3,)), ((0, 1), (0, 1))) * (1.0 / math.sqrt(hd))
    p = sfc.softmax(scores, axis=-1)
    o = sfc.dot_general(p, v, ((3,), (2,)), ((0, 1), (0, 1)))          # (b, h, s, hd)
    o = o.transpose(0, 2, 1, 3).reshape(b, s, heads * hd)
    return o @ wo


def transformer_block(x, g1, wq, wk, wv, wo, g2, w1, w2, heads: int):
    h = x + attention(sfc.layer_norm(x, g1), wq, wk, wv, wo, heads)
    return h + megatron_mlp(sfc.layer_norm(h, g2), w1, w2)


def specs(model: str, mesh_axes: dict, batch=8, seq=16, d=64, ff=256, heads=8):
    """(fn, specs, activation shape) with Megatron shardings; a `data` axis splits the batch."""
    data = "data" if "data" in mesh_axes else None
    col, row = Sharding.spec(None, "model"), Sharding.spec("model", None)
    if model == "mlp":
        return megatron_mlp, [Spec((batch * seq, d), "f32", Sharding.spec(data)), Spec((d, ff), "f32", col),
                              Spec((ff, d), "f32", row)], (batch * seq, d)
    x = Spec((batch, seq, d), "f32", Sharding.spec(data))
    att = [Spec((d, d), "f32", col)] * 3 + [Spec((d, d), "f32", row)]
    if model == "attention":
        return (lambda x, *w: attention(x, *w, heads=heads)), [x] + att, (batch, seq, d)
    rep = Spec((d,), "f32")
    return ((lambda x, g1, a, b_, c, o, g2, w1, w2: transformer_block(x, g1, a, b_, c, o, g2, w1, w2, heads=heads)),
            [x, rep] + att + [rep, Spec((d, ff), "f32", col), Spec((ff, d), "f32", row)], (batch, seq, d))
