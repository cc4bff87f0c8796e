"""The SGD update's compiled code, IREE next to XLA, in one run (issue 9, item 6).

    python bench/update_codegen.py [--shape 256 1024 4096] [--rounds 5] [--lr 0.1]

The one-device Megatron MLP training step (relu MLP, mean squared error, `w - lr * g`) is compiled by
shardflow (`sfc.compile` with `sfc.value_and_grad`), and its `.vmfb` is called through raw
`iree.runtime` (module loaded once, inputs uploaded once as device buffers, then invoked in a loop),
so the numbers are the compiled code's, not the Python wrapper's. Rows:
- `step`: loss, forward, backward and update; `grads`: the same without the update (returns g);
  `step - grads`: what the update adds inside the step (median over interleaved step/grads pairs).
- `update`: the update alone as shardflow emits it; `hand update`: a hand-written StableHLO module
  of just `w - lr * g` (the floor for IREE).
- `faults/call`: minor page faults per step call with IREE's default allocator and with the
  caching allocator (`create_default_device(allocators=["caching"])`).
XLA columns: `jax.jit` of the same functions on device-resident inputs, the step and the update
with `donate_argnums` on the weights (fed back each call). Without jax they print "-".
"""
from __future__ import annotations

import argparse
import resource
import sys
import time

import numpy as np


def faults() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt


def hand_update(d: int, ff: int, lr: float) -> str:
    rows = []
    for i, shape in enumerate((f"{d}x{ff}", f"{ff}x{d}")):
        t = f"tensor<{shape}xf32>"
        rows.append(f"  %lr{i} = stablehlo.constant dense<{lr:e}> : {t}\n"
                    f"  %m{i} = stablehlo.multiply %lr{i}, %g{i} : {t}\n"
                    f"  %u{i} = stablehlo.subtract %w{i}, %m{i} : {t}\n")
    t0, t1 = f"tensor<{d}x{ff}xf32>", f"tensor<{ff}x{d}xf32>"
    return (f"func.func @main(%w0: {t0}, %g0: {t0}, %w1: {t1}, %g1: {t1}) -> ({t0}, {t1}) {{\n"
            + "".join(rows) + f"  return %u0, %u1 : {t0}, {t1}\n}}\n")


class RawIree:
    """One .vmfb's `main` on one device, called with arguments uploaded once."""

    def __init__(self, rt, device, vmfb: bytes, inputs):
        self.ctx = rt.SystemContext(config=rt.Config(device=device))
        self.ctx.add_vm_module(rt.VmModule.copy_buffer(self.ctx.instance, vmfb))
        name = [n for n in ("shardflow", "module") if hasattr(self.ctx.modules, n)][0]
        self.fn = getattr(self.ctx.modules, name)["main"]
        self.args = [rt.asdevicearray(device, a) for a in inputs]

    def __call__(self):
        out = self.fn(*self.args)
        first = out[0] if isinstance(out, (tuple, list)) else out
        first.to_host()  # waits for the call (results of one invocation complete together)
        del out

    def close(self):
        del self.fn, self.args, self.ctx


def best(contenders: dict, rounds: int, calls: int = 3) -> dict:
    for f in contenders.values():
        f()
    out = {k: float("inf") for k in contenders}
    for _ in range(rounds):
        for k, f in contenders.items():
            for _ in range(calls):
                t = time.perf_counter()
                f()
                out[k] = min(out[k], time.perf_counter() - t)
    return out


def pair_delta(a, b, pairs: int) -> float:
    """Median of t(a) - t(b) over interleaved calls (cancels slow drift on a busy machine)."""
    d = []
    for _ in range(pairs):
        t = time.perf_counter()
        a()
        ta = time.perf_counter() - t
        t = time.perf_counter()
        b()
        d.append(ta - (time.perf_counter() - t))
    return float(np.median(d))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shape", type=int, nargs=3, default=[256, 1024, 4096], metavar=("BATCH", "D", "FF"))
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--lr", type=float, default=0.1)
    args = ap.parse_args(argv)
    b, d, ff = args.shape
    lr = args.lr

    import iree.compiler as ic
    import iree.runtime as rt
    from shardflow import compiler as sfc
    from shardflow.compiler import Spec
    from shardflow.compiler.iree_driver import build_flags
    from shardflow.runtime import Device

    def loss(w1, w2, x, y):
        e = sfc.relu(x @ w1) @ w2 - y
        return sfc.mean(e * e)

    def step(x, y, w1, w2):
        value, (g1, g2) = sfc.value_and_grad(loss, argnums=(0, 1))(w1, w2, x, y)
        return value, w1 - lr * g1, w2 - lr * g2

    def grads(x, y, w1, w2):
        value, (g1, g2) = sfc.value_and_grad(loss, argnums=(0, 1))(w1, w2, x, y)
        return value, g1, g2

    def update(w1, g1, w2, g2):
        return w1 - lr * g1, w2 - lr * g2

    rng = np.random.default_rng(0)
    x, y = (rng.standard_normal((b, d)).astype(np.float32) for _ in range(2))
    w1 = (rng.standard_normal((d, ff)) / np.sqrt(d)).astype(np.float32)
    w2 = (rng.standard_normal((ff, d)) / np.sqrt(ff)).astype(np.float32)
    g1, g2 = (0.5 * w1).astype(np.float32), (0.5 * w2).astype(np.float32)
    batch = [Spec((b, d)), Spec((b, d)), Spec((d, ff)), Spec((ff, d))]
    models = {"step": (step, batch, [x, y, w1, w2]), "grads": (grads, batch, [x, y, w1, w2]),
              "update": (update, [Spec((d, ff)), Spec((d, ff)), Spec((ff, d)), Spec((ff, d))], [w1, g1, w2, g2])}

    group = Device.group_options([Device.cpu(0)]).init()
    vmfbs = {}
    for name, (fn, specs, _) in models.items():
        c = sfc.compile(fn, *specs, group=group)
        vmfbs[name] = c.vmfb
        if name == "step":
            power_free = "stablehlo.power" not in c.mlir
            transposes = c.mlir.count("stablehlo.transpose")
        c.close()
    group.close()
    vmfbs["hand update"] = ic.compile_str(hand_update(d, ff, lr), extra_args=build_flags("cpu", 1))
    models["hand update"] = (None, None, [w1, g1, w2, g2])

    driver = rt.get_driver("local-task")
    iree_t, fault_rows = {}, {}
    for alloc in ("default", "caching"):
        dev = driver.create_default_device(allocators=["caching"]) if alloc == "caching" else driver.create_default_device()
        raw = {k: RawIree(rt, dev, vmfbs[k], models[k][2]) for k in vmfbs}
        if alloc == "caching":
            iree_t = best(raw, args.rounds)
            iree_t["step - grads"] = pair_delta(raw["step"], raw["grads"], 4 * args.rounds)
        raw["step"]()
        f0 = faults()
        for _ in range(5):
            raw["step"]()
        fault_rows[alloc] = (faults() - f0) / 5
        for r in raw.values():
            r.close()
        del raw, dev

    xla_t = {}
    try:
        import jax
        import jax.numpy as jnp
    except ImportError:
        jax = None
    if jax is not None:
        def jloss(w1, w2, x, y):
            e = jnp.maximum(x @ w1, 0) @ w2 - y
            return jnp.mean(e * e)

        def jstep(x, y, w1, w2):
            value, (g1, g2) = jax.value_and_grad(jloss, argnums=(0, 1))(w1, w2, x, y)
            return value, w1 - lr * g1, w2 - lr * g2

        def jgrads(x, y, w1, w2):
            return jax.value_and_grad(jloss, argnums=(0, 1))(w1, w2, x, y)

        def jupdate(w1, g1, w2, g2):
            return w1 - lr * g1, w2 - lr * g2

        put = [jax.device_put(a) for a in (x, y, w1, w2, g1, g2)]
        state = {"step": [put[0], put[1], jnp.array(w1), jnp.array(w2)], "update": [jnp.array(w1), put[4], jnp.array(w2), put[5]]}
        fs = {"step": jax.jit(jstep, donate_argnums=(2, 3)), "grads": jax.jit(jgrads),
              "update": jax.jit(jupdate, donate_argnums=(0, 2))}

        def run_step():
            s = state["step"]
            out = jax.block_until_ready(fs["step"](*s))
            s[2], s[3] = out[1], out[2]  # donated weights are fed back

        def run_grads():
            jax.block_until_ready(fs["grads"](*put[:4]))

        def run_update():
            s = state["update"]
            s[0], s[2] = jax.block_until_ready(fs["update"](*s))

        jx = {"step": run_step, "grads": run_grads, "update": run_update}
        xla_t = best(jx, args.rounds)
        xla_t["step - grads"] = pair_delta(run_step, run_grads, 4 * args.rounds)

    print(f"SGD step of the {b}x{d}x{ff} f32 relu MLP, one CPU device, raw calls on device-resident inputs "
          f"(best of {args.rounds} rounds x 3; step - grads: median of {4 * args.rounds} interleaved pairs)")
    print(f"  emitted step: {'no power op' if power_free else 'HAS a power op'}, {transposes} transpose(s)")
    print(f"  {'':14s} {'IREE ms':>9s} {'XLA ms':>9s} {'IREE/XLA':>9s}")
    for k in ("step", "grads", "step - grads", "update", "hand update"):
        xv = xla_t.get(k)
        ratio = f"{iree_t[k] / xv:9.2f}" if xv and xv > 0 and iree_t[k] > 0 else f"{'-':>9s}"
        print(f"  {k:14s} {iree_t[k] * 1e3:9.2f} {(xv * 1e3 if xv is not None else float('nan')):9.2f} {ratio}")
    print(f"  IREE step page faults per call: default allocator {fault_rows['default']:.0f}, "
          f"caching allocator {fault_rows['caching']:.0f}")
    if jax is None:
        print("  jax not installed: no XLA columns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
