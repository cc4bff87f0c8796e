"""Models shared by the benchmarks (defined once, in samples/transformer_block.py)."""
from __future__ import annotations

import os
import sys

from shardflow.compiler import Sharding, Spec

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "samples"))
from transformer_block import attention, mlp as megatron_mlp, transformer_block  # noqa: E402

__all__ = ["attention", "megatron_mlp", "transformer_block", "specs"]


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
