"""Ahead-of-time compiled training of a two-layer tensor-parallel MLP.

One Adam step (forward, loss, backward, update) is compiled into one `.vmfb` for 4 CPU devices
(column-parallel first layer, row-parallel second), saved, and reloaded in a separate process that
imports only `shardflow.runtime`; it trains 100 steps on a synthetic regression task. The same step
compiled for one device trains alongside, and the two loss curves must agree to 1e-4 (relative).

    python samples/train_mlp.py [--steps 100] [--devices 4] [--out train_mlp.vmfb] [--png loss.png]
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

import numpy as np

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.runtime import Device

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from training_loop import train  # noqa: E402

BATCH, D_IN, D_HID, D_OUT = 32, 16, 64, 8
LR, B1, B2, EPS = 1e-2, 0.9, 0.999, 1e-8


def mlp(x, w1, w2):
    return sfc.tanh(x @ w1) @ w2


def loss_fn(w1, w2, x, y):
    d = mlp(x, w1, w2) - y
    return sfc.mean(d * d)


def adam_step(x, y, w1, w2, m1, m2, v1, v2, t):
    """One Adam update; t is the 1-based step number (a scalar input, so one program serves all)."""
    loss, (g1, g2) = sfc.value_and_grad(loss_fn, argnums=(0, 1))(w1, w2, x, y)
    out = [loss]
    new_m, new_v, new_w = [], [], []
    for w, g, m, v in ((w1, g1, m1, v1), (w2, g2, m2, v2)):
        m = B1 * m + (1 - B1) * g
        v = B2 * v + (1 - B2) * g * g
        mhat = m / (1.0 - sfc.power(sfc.broadcast_to(sfc.constant(np.float32(B1)), ()), t))
        vhat = v / (1.0 - sfc.power(sfc.broadcast_to(sfc.constant(np.float32(B2)), ()), t))
        new_w.append(w - LR * mhat / (sfc.sqrt(vhat) + EPS))
        new_m.append(m)
        new_v.append(v)
    return tuple(out + new_w + new_m + new_v)


def specs():
    col, row = Sharding.split(1), Sharding.split(0)
    return [Spec((BATCH, D_IN)), Spec((BATCH, D_OUT)),
            Spec((D_IN, D_HID), "f32", col), Spec((D_HID, D_OUT), "f32", row),
            Spec((D_IN, D_HID), "f32", col), Spec((D_HID, D_OUT), "f32", row),
            Spec((D_IN, D_HID), "f32", col), Spec((D_HID, D_OUT), "f32", row), Spec((), "f32")]


def data(steps: int):
    rng = np.random.default_rng(0)
    teacher1 = rng.standard_normal((D_IN, D_HID)).astype(np.float32) / 4
    teacher2 = rng.standard_normal((D_HID, D_OUT)).astype(np.float32) / 8
    xs = rng.standard_normal((steps, BATCH, D_IN)).astype(np.float32)
    ys = np.stack([np.tanh(x @ teacher1) @ teacher2 for x in xs]).astype(np.float32)
    w1 = (rng.standard_normal((D_IN, D_HID)) / np.sqrt(D_IN)).astype(np.float32)
    w2 = (rng.standard_normal((D_HID, D_OUT)) / np.sqrt(D_HID)).astype(np.float32)
    return xs, ys, w1, w2


RUNTIME_ONLY = r"""
import json, sys
import numpy as np
from shardflow.runtime import Device, load
sys.path.insert(0, {sample_dir!r})
from training_loop import train
d = np.load({data!r})
group = Device.group_options([Device.cpu(i) for i in range({n})]).init()
program = load({vmfb!r}, group)
losses = train(program, d["xs"], d["ys"], d["w1"], d["w2"])
assert "shardflow.compiler" not in sys.modules and "iree.compiler" not in sys.modules
program.close()
print(json.dumps(losses))
"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=100)
    ap.add_argument("--devices", type=int, default=4)
    ap.add_argument("--out", default=None, help="where to save the .vmfb (default: a temporary folder)")
    ap.add_argument("--png", default=None, help="also plot the loss curves (needs matplotlib)")
    args = ap.parse_args(argv)
    xs, ys, w1, w2 = data(args.steps)
    tmp = tempfile.mkdtemp(prefix="shardflow-train-")
    vmfb = args.out or os.path.join(tmp, "train_mlp.vmfb")

    group = Device.group_options([Device.cpu(i) for i in range(args.devices)]).init()
    # the parameters and Adam moments (arguments 2..7) are donated: each step takes over the last one's
    compiled = sfc.compile(adam_step, *specs(), group=group, donate_argnums=range(2, 8))
    compiled.save(vmfb)
    print(f"compiled one Adam step for {args.devices} CPU devices -> {vmfb} ({os.path.getsize(vmfb)} bytes)")
    print(compiled.explain())
    compiled.close()

    np.savez(os.path.join(tmp, "data.npz"), xs=xs, ys=ys, w1=w1, w2=w2)
    code = RUNTIME_ONLY.format(sample_dir=os.path.dirname(os.path.abspath(__file__)), data=os.path.join(tmp, "data.npz"),
                               n=args.devices, vmfb=vmfb)
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    if run.returncode != 0:
        print(run.stderr, file=sys.stderr)
        return 1
    sharded = json.loads(run.stdout.strip().splitlines()[-1])

    one = Device.group_options([Device.cpu(0)]).init()
    single = sfc.compile(adam_step, *specs(), group=one)
    reference = train(single, xs, ys, w1, w2)
    single.close()

    rel = max(abs(a - b) / max(abs(b), 1e-12) for a, b in zip(sharded, reference))
    print(f"{'step':>5} {args.devices:>2}-device loss  1-device loss")
    for i in list(range(0, args.steps, 10)) + [args.steps - 1]:
        print(f"{i + 1:>5} {sharded[i]:>14.6f} {reference[i]:>14.6f}")
    print(f"max relative difference of the curves: {rel:.2e}")
    if args.png:
        try:
            import matplotlib
            matplotlib.use("Agg")
            import matplotlib.pyplot as plt
            plt.plot(reference, label="1 device")
            plt.plot(sharded, "--", label=f"{args.devices} devices (reloaded .vmfb)")
            plt.xlabel("step"), plt.ylabel("loss"), plt.yscale("log"), plt.legend()
            plt.savefig(args.png)
            print(f"wrote {args.png}")
        except ImportError:
            print("matplotlib is not installed: no PNG")
    ok = rel < 1e-4 and sharded[-1] < sharded[0]
    print("OK: the curves agree" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
