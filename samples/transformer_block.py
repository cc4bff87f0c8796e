"""A pre-layernorm transformer block (attention + MLP, Megatron shardings) on a 2x2 `data x model`
mesh of CPU devices: forward and backward compiled into one program, checked against the NumPy
reference interpreter, with its collectives printed (two all-reduces over `model` forward, two
backward, and one all-reduce over `data` per weight gradient).

    python samples/transformer_block.py [--batch 4 --seq 16 --d-model 64 --heads 4 --d-ff 256]
"""
from __future__ import annotations

import argparse
import math
import sys

import numpy as np

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.runtime import Device


def mlp(x, w1, w2):
    return sfc.gelu(x @ w1) @ w2                    # column-parallel, then row-parallel


def attention(x, wq, wk, wv, wo, heads: int):
    b, s, d = x.shape
    hd = wq.shape[1] // heads

    def split_heads(t):                               # (b, s, h*hd) -> (b, h, s, hd)
        return t.reshape(b, s, heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split_heads(x @ wq), split_heads(x @ wk), split_heads(x @ wv)
    scores = sfc.dot_general(q, k, ((3,), (3,)), ((0, 1), (0, 1))) * (1.0 / math.sqrt(hd))
    o = sfc.dot_general(sfc.softmax(scores), v, ((3,), (2,)), ((0, 1), (0, 1)))
    return o.transpose(0, 2, 1, 3).reshape(b, s, heads * hd) @ wo


def transformer_block(x, g1, wq, wk, wv, wo, g2, w1, w2, heads: int):
    h = x + attention(sfc.layer_norm(x, g1), wq, wk, wv, wo, heads)
    return h + mlp(sfc.layer_norm(h, g2), w1, w2)


def block_specs(batch, seq, d, ff):
    """Megatron shardings: the batch over `data`; q/k/v and w1 column-, wo and w2 row-parallel."""
    col, row, rep = Sharding.spec(None, "model"), Sharding.spec("model", None), Sharding.replicated()
    return [Spec((batch, seq, d), "f32", Sharding.spec("data")), Spec((d,), "f32", rep),
            Spec((d, d), "f32", col), Spec((d, d), "f32", col), Spec((d, d), "f32", col), Spec((d, d), "f32", row),
            Spec((d,), "f32", rep), Spec((d, ff), "f32", col), Spec((ff, d), "f32", row)]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batch", type=int, default=4)
    ap.add_argument("--seq", type=int, default=16)
    ap.add_argument("--d-model", type=int, default=64)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--d-ff", type=int, default=256)
    ap.add_argument("--checkpointing", choices=["disabled", "balanced"], default="balanced")
    args = ap.parse_args(argv)
    heads = args.heads

    def loss(*a):
        y = transformer_block(*a, heads=heads)
        return sfc.mean(y * y)

    def step(*a):
        value, grads = sfc.value_and_grad(loss, argnums=tuple(range(len(a))), checkpointing=args.checkpointing)(*a)
        return (value,) + tuple(grads)

    specs = block_specs(args.batch, args.seq, args.d_model, args.d_ff)
    rng = np.random.default_rng(0)
    inputs = [(rng.standard_normal(s.shape) / (np.sqrt(s.shape[0]) if len(s.shape) == 2 else 1)).astype(np.float32)
              for s in specs]
    inputs[1] = inputs[6] = np.ones(args.d_model, np.float32)

    group = Device.group_options([Device.cpu(i) for i in range(4)]).mesh(data=2, model=2).init()
    compiled = sfc.compile(step, *specs, group=group)
    print(compiled.explain())
    got = [np.asarray(o) for o in compiled(*inputs)]
    want = sfc.evaluate(compiled.graph, inputs)
    names = ["loss", "dx", "dg1", "dwq", "dwk", "dwv", "dwo", "dg2", "dw1", "dw2"]
    worst = 0.0
    for name, g, w in zip(names, got, want):
        err = float(np.abs(g - w).max() / max(np.abs(w).max(), 1e-12))
        worst = max(worst, err)
        print(f"  {name:<5} {str(list(w.shape)):<14} max relative error {err:.1e}")
    kinds = [(c["kind"], tuple(c["axes"])) for c in compiled.explain_json()["collectives"]]
    on_model = kinds.count(("all-reduce", ("model",)))
    print(f"all-reduces over model: {on_model} (forward 2 + backward 2), over data: "
          f"{kinds.count(('all-reduce', ('data',)))}")
    compiled.close()
    ok = worst < 1e-4 and on_model == 4
    print("OK: matches the reference" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
