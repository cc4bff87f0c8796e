"""Auto-sharding vs hand-written shardings: the MLP, the transformer block, a multi-layer decoder
training step (AdamW) and an embedding + LM-head model, on 1-D and 2-D meshes, at a generous and a
tight memory budget. Per row: bytes per device moved by collectives, peak live bytes per device
(compiler/memory.py) and the measured step time on CPU devices, side by side in one run; where a
hand sharding wins, the last column says why.

    python bench/auto_sharding.py [--layers 2] [--width 128] [--repeats 5] [--no-run] [--models mlp,block,...]
"""
from __future__ import annotations

import argparse
import math
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from shardflow import compiler as sfc  # noqa: E402
from shardflow.compiler import Mesh, Sharding, Spec  # noqa: E402
from shardflow.compiler.auto_shard import AutoShardError, auto_shard  # noqa: E402
# inputs whose Spec gave no sharding are the auto-sharder's to choose (sfc.compile's own rule)
from shardflow.compiler.driver import free_unannotated as free_inputs  # noqa: E402
from shardflow.compiler.memory import peak_live_bytes  # noqa: E402

from models import transformer_block  # noqa: E402

B1, B2, LR, EPS, WD = 0.9, 0.999, 1e-3, 1e-8, 0.01


def mlp(x, w1, w2):
    return sfc.gelu(x @ w1) @ w2


def decoder_loss(x, *params, layers: int, heads: int):
    """`layers` pre-layernorm blocks (8 parameters each), then the mean square of the output."""
    h = x
    for i in range(layers):
        h = transformer_block(h, *params[8 * i:8 * i + 8], heads=heads)
    return sfc.mean(h * h)


def adamw_step(loss_fn, n_params: int):
    """(x, *params, *m, *v) -> (loss, *new params, *new m, *new v): one AdamW step (step 1's bias
    correction, a constant, so the program has no step input)."""
    def step(x, *rest):
        params, ms, vs = rest[:n_params], rest[n_params:2 * n_params], rest[2 * n_params:]
        loss, grads = sfc.value_and_grad(loss_fn, argnums=tuple(range(1, n_params + 1)))(x, *params)
        new_w, new_m, new_v = [], [], []
        for w, g, m, v in zip(params, grads, ms, vs, strict=True):
            m = B1 * m + (1 - B1) * g
            v = B2 * v + (1 - B2) * g * g
            update = (m / (1 - B1)) / (sfc.sqrt(v / (1 - B2)) + EPS)
            new_w.append(w - LR * (update + WD * w))
            new_m.append(m)
            new_v.append(v)
        return (loss, *new_w, *new_m, *new_v)
    return step


def lm_loss(tokens, embed, g, head):
    """Embedding lookup, layer norm, LM head and the softmax cross-entropy against the next token."""
    h = sfc.layer_norm(sfc.take(embed, tokens), g)
    logits = h @ head
    vocab = head.shape[1]
    target = sfc.one_hot(tokens, vocab)
    return -sfc.mean(sfc.reduce_sum(sfc.log_softmax(logits) * target, axis=-1))


# -- models: (fn, specs with the hand layout of `scheme` on `mesh`, inputs) -------------------------
def _layout(scheme: str, kind: str, mesh: Mesh, rank: int) -> Sharding | None:
    """The hand layout of one tensor: kind is batch | col | row | rep | vocab (embedding rows) |
    headcol (LM head columns). Megatron: weights column/row-parallel over `model`; +DP: the batch
    over `data`; FSDP: every parameter's dim 0 and the batch over all axes. None: auto (free)."""
    if scheme == "auto":
        return None
    axes = tuple(mesh.names)
    model = "model" if "model" in axes else None
    data = "data" if "data" in axes else None
    if scheme == "fsdp":
        if kind == "batch":
            return Sharding.spec(axes)
        return Sharding.spec(axes) if rank >= 1 else Sharding.replicated()
    dp = data if scheme == "megatron+dp" else None
    if kind == "batch":
        return Sharding.spec(dp) if dp else Sharding.replicated()
    if kind in ("col", "headcol"):
        return Sharding.spec(None, model)
    if kind in ("row", "vocab"):
        return Sharding.spec(model, None)
    return Sharding.replicated()


def model(name: str, scheme: str, mesh: Mesh, layers: int = 2, seed: int = 0, width: int = 64):
    """(fn, specs, inputs): the model `name` with `scheme`'s layouts (auto: none given); `width`
    is the model dimension (the MLP's hidden one is 4x)."""
    rng = np.random.default_rng(seed)
    b, s, d, ff, heads, vocab = 8, 16, width, 4 * width, 4, 128

    def spec(shape, kind, dtype="f32"):
        return Spec(shape, dtype, _layout(scheme, kind, mesh, len(shape)))

    def w(shape):
        return (rng.standard_normal(shape) / math.sqrt(shape[0])).astype(np.float32)
    block_kinds = [("rep", (d,)), ("col", (d, d)), ("col", (d, d)), ("col", (d, d)), ("row", (d, d)),
                   ("rep", (d,)), ("col", (d, ff)), ("row", (ff, d))]

    def block_params():
        return [np.ones(sh, np.float32) if k == "rep" else w(sh) for k, sh in block_kinds]
    if name == "mlp":
        return (mlp, [spec((b * s, d), "batch"), spec((d, ff), "col"), spec((ff, d), "row")],
                [rng.standard_normal((b * s, d)).astype(np.float32), w((d, ff)), w((ff, d))])
    if name == "block":
        return ((lambda x, *p: transformer_block(x, *p, heads=heads)),
                [spec((b, s, d), "batch")] + [spec(sh, k) for k, sh in block_kinds],
                [rng.standard_normal((b, s, d)).astype(np.float32)] + block_params())
    if name == "decoder":
        kinds = block_kinds * layers
        params = [a for _ in range(layers) for a in block_params()]
        n = len(kinds)
        fn = adamw_step(lambda x, *p: decoder_loss(x, *p, layers=layers, heads=heads), n)
        specs = [spec((b, s, d), "batch")] + [spec(sh, k) for k, sh in kinds] * 3
        states = [np.zeros_like(p) for p in params]
        return fn, specs, [rng.standard_normal((b, s, d)).astype(np.float32)] + params + states + states
    if name == "lm":
        return (lm_loss, [spec((b, s), "batch", "i32"), spec((vocab, d), "vocab"), spec((d,), "rep"),
                          spec((d, vocab), "headcol")],
                [rng.integers(0, vocab, (b, s)).astype(np.int32), w((vocab, d)), np.ones(d, np.float32),
                 w((d, vocab))])
    raise ValueError(f"unknown model {name!r}")


def plan(name: str, scheme: str, mesh: Mesh, budget: int | None, layers: int, width: int = 64,
         time_limit: float = 30.0):
    """(graph laid out, partitioned program, fn, specs, inputs, note, auto-sharding report) for one
    row; `time_limit`: the solver's seconds (auto)."""
    fn, specs, inputs = model(name, scheme, mesh, layers, width=width)
    graph = sfc.trace(fn, *specs, mesh=mesh)
    note, report = "", None
    if scheme == "auto":
        free_inputs(graph, specs)
        report = auto_shard(graph, memory_budget=budget, measure=False, time_limit=time_limit)
        note = f"solved in {report.solve_s:.2f} s"
    prog = sfc.partition(graph)
    return graph, prog, fn, specs, inputs, note, report


def measure(graph, prog, inputs, repeats: int) -> float:
    """Best wall time of one call on len(mesh) CPU devices (global NumPy arrays in and out)."""
    from shardflow.runtime import Device
    mesh = graph.mesh
    group = Device.group_options([Device.cpu(i) for i in range(mesh.size)]).mesh(**mesh.shape).init()
    compiled = sfc.compile_graph(graph, group=group)
    try:
        def call():
            out = compiled(*inputs)
            return [np.asarray(o) for o in (out if isinstance(out, (list, tuple)) else [out])]
        call()
        best = float("inf")
        for _ in range(repeats):
            t = time.perf_counter()
            call()
            best = min(best, time.perf_counter() - t)
        return best
    finally:
        compiled.close()
        group.close()


def why(auto: dict, hand: dict) -> str:
    """Where a hand layout beats the generous auto row, and why (the cost model's blind spots)."""
    notes = []
    if hand["bytes"] < auto["bytes"]:
        notes.append("hand moves fewer bytes: the cost model also counts compute and a latency per collective "
                     "(one per bucket of weight gradients), so auto accepted more bytes for fewer collectives or "
                     "more parallel compute, and it prices each consumer's reshard separately where the "
                     "partitioner reshards a value once")
    if hand.get("time") and auto.get("time") and hand["time"] < 0.9 * auto["time"]:
        notes.append("hand is faster on these CPU devices: the estimate (20 GFLOP/s, 5 GB/s, 20 us per "
                     "collective) only approximates IREE's CPU kernels and transfers")
    return "; ".join(notes)


CASES = [  # (model, mesh axes)
    ("mlp", {"model": 4}), ("mlp", {"data": 2, "model": 2}),
    ("block", {"model": 4}), ("block", {"data": 2, "model": 2}),
    ("decoder", {"model": 4}), ("decoder", {"data": 2, "model": 2}),
    ("lm", {"model": 4}), ("lm", {"data": 2, "model": 2}),
]
SCHEMES = ("megatron", "megatron+dp", "fsdp")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layers", type=int, default=2, help="decoder layers")
    ap.add_argument("--width", type=int, default=128, help="model dimension (MLP hidden: 4x); with 8x16 tokens, "
                    "data parallelism's gradient bytes grow as width^2 and the activations' as width (at 64 "
                    "the gradients are small enough that pure data parallelism is the fastest layout)")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--no-run", action="store_true", help="bytes and peak only (no compile, no step time)")
    ap.add_argument("--models", default="mlp,block,decoder,lm")
    ap.add_argument("--depth", type=int, default=24, help="also time the solve of a DEPTH-layer decoder's AdamW "
                    "step on data=2,model=2 (0: skip)")
    args = ap.parse_args(argv)
    wanted = set(args.models.split(","))
    print(f"{'model':<8} {'mesh':<22} {'sharding':<22} {'B/dev':>9} {'peak B/dev':>11} {'step ms':>8}  note")
    for name, axes in CASES:
        if name not in wanted:
            continue
        mesh = Mesh.of(axes)
        rows = {}
        for scheme in SCHEMES:
            if scheme == "megatron+dp" and "data" not in axes:
                continue
            rows[scheme] = plan(name, scheme, mesh, None, args.layers, args.width)
        hand_peaks = [peak_live_bytes(r[1]) for r in rows.values()]
        generous, tight = 4 * max(hand_peaks), min(hand_peaks)
        for label, budget in (("auto (generous)", generous), ("auto (tight)", tight)):
            try:
                rows[label] = plan(name, "auto", mesh, budget, args.layers, args.width)
            except AutoShardError as e:
                print(f"{name:<8} {str(mesh):<22} {label:<22} {'-':>9} {'-':>11} {'-':>8}  {e}")
        stats = {}
        for label, (graph, prog, fn, specs, inputs, note, _rep) in rows.items():
            st = {"bytes": int(sum(c.bytes_per_device for c in prog.collectives)), "peak": peak_live_bytes(prog)}
            st["time"] = None
            if not args.no_run:
                try:
                    st["time"] = measure(graph, prog, inputs, args.repeats)
                except sfc.ShardflowError as e:   # IREE could not compile this layout: say so, keep going
                    note = (note + "; " if note else "") + "not run: " + str(e).splitlines()[1][:80]
            stats[label] = (st, note)
        auto = stats.get("auto (generous)", (None,))[0]
        for label, (st, note) in stats.items():
            if label.startswith("auto (tight)"):
                note = f"{note}; budget {tight} B" if note else note
            elif auto is not None and not label.startswith("auto"):
                note = why(auto, st)
            t = "-" if st["time"] is None else f"{st['time'] * 1e3:.2f}"
            print(f"{name:<8} {str(mesh):<22} {label:<22} {st['bytes']:>9} {st['peak']:>11} {t:>8}  {note}")
    if args.depth:
        mesh = Mesh.of({"data": 2, "model": 2})
        fn, specs, _ = model("decoder", "auto", mesh, args.depth)
        graph = sfc.trace(fn, *specs, mesh=mesh)
        free_inputs(graph, specs)
        report = auto_shard(graph, measure=False)
        print(f"decoder AdamW step, {args.depth} layers ({len(graph.ops)} ops) on {mesh}: solved in "
              f"{report.solve_s:.1f} s ({report.classes} tied classes, {report.variables} variables, {report.status})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
