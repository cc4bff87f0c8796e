"""A Megatron MLP and its training step on a mixed group: CPU and Vulkan members in one group.

Members on different IREE drivers cannot share one IREE context, so a mixed group runs
**host-staged**: the per-device program is cut at its collectives into stage functions, compiled
once into one `.vmfb` that holds CPU and Vulkan code; each member runs the stages in its own
context, and the all-reduce between stages runs on the host. The sample

1. compiles the MLP (column-parallel w1, row-parallel w2: one all-reduce) for the group, prints
   `compiled.explain()`, runs it and checks it against NumPy;
2. saves the `.vmfb` and runs it again in a fresh process that imports only `shardflow.runtime`
   (what a deployment needs), on a new group of the same members;
3. compiles one SGD training step (value_and_grad of a mean-squared loss, then `w - lr * g`) for
   the same group and checks the loss and the updates against NumPy (`--no-train` skips it).

    python samples/mixed_group.py [--members cpu,vulkan,cpu,vulkan] [--batch 8 --d-model 64 --d-ff 256]
                                  [--out mixed_mlp.vmfb] [--no-train]

Vulkan members need a Vulkan driver; without one the sample says so and exits with status 1. A
software driver that runs on the CPU: `apt-get install mesa-vulkan-drivers` (lavapipe). Several
Vulkan members may share one physical device (each gets its own logical device).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

# Only the runtime at module level: `--run-saved` (step 2) must not import the compiler.
from shardflow.runtime import Device, GroupError, load

KINDS = {"cpu": Device.cpu, "vulkan": Device.vulkan}
LR = 0.1
C = np.sqrt(2 / np.pi)


def members_of(text: str) -> list[Device]:
    """"cpu,vulkan,cpu,vulkan" -> [Device.cpu(0), Device.vulkan(0), Device.cpu(1), Device.vulkan(1)]."""
    names = [n.strip() for n in text.split(",") if n.strip()]
    unknown = sorted({n for n in names if n not in KINDS})
    if unknown or not names:
        raise argparse.ArgumentTypeError(f"members must be a comma list of {', '.join(KINDS)}, got {text!r}")
    seen = {k: 0 for k in KINDS}
    devices = []
    for n in names:
        devices.append(KINDS[n](seen[n]))
        seen[n] += 1
    return devices


# -- the model and its NumPy reference ------------------------------------------------------------

def mlp(x, w1, w2):
    from shardflow import compiler as sfc
    return sfc.gelu(x @ w1) @ w2        # column-parallel, then row-parallel: one all-reduce


def train_step(x, y, w1, w2):
    from shardflow import compiler as sfc
    loss, (g1, g2) = sfc.value_and_grad(lambda w1, w2: sfc.mean((mlp(x, w1, w2) - y) ** 2.0),
                                        argnums=(0, 1))(w1, w2)
    return loss, w1 - LR * g1, w2 - LR * g2


def numpy_forward(x, w1, w2):
    pre = x @ w1
    u = np.tanh(C * (pre + 0.044715 * pre ** 3))
    return pre, u, (0.5 * pre * (1 + u)) @ w2


def numpy_train_step(x, y, w1, w2):
    """(loss, lr * g1, lr * g2): the mean-squared loss and the SGD steps, in float64."""
    pre, u, out = numpy_forward(x, w1, w2)
    h = 0.5 * pre * (1 + u)
    d_out = 2 * (out - y) / out.size
    d_pre = (d_out @ w2.T) * (0.5 * (1 + u) + 0.5 * pre * (1 - u * u) * C * (1 + 3 * 0.044715 * pre ** 2))
    return np.mean((out - y) ** 2), LR * (x.T @ d_pre), LR * (h.T @ d_out)


def close_enough(got, want) -> float:
    """Max error of `got` relative to the largest entry of `want`."""
    return float(np.abs(np.asarray(got, np.float64) - want).max() / max(np.abs(want).max(), 1e-30))


# -- step 2: the deployment side, shardflow.runtime only ------------------------------------------

def run_saved(vmfb: str, members: list[Device], inputs: str, output: str) -> int:
    group = Device.group_options(members).init()
    program = load(vmfb, group)
    with np.load(inputs) as d:
        y = np.asarray(program(d["x"], d["w1"], d["w2"]))
    program.close()
    group.close()
    assert "shardflow.compiler" not in sys.modules and "iree.compiler" not in sys.modules
    np.save(output, y)
    return 0


# -- the sample -----------------------------------------------------------------------------------

def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--members", type=members_of, default=members_of("cpu,vulkan,cpu,vulkan"),
                    help="comma list of cpu/vulkan, one per member (default cpu,vulkan,cpu,vulkan)")
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--d-model", type=int, default=64)
    ap.add_argument("--d-ff", type=int, default=256)
    ap.add_argument("--out", default=None, help="where to save the MLP's .vmfb (default: a temporary folder)")
    ap.add_argument("--no-train", action="store_true", help="skip the training step")
    ap.add_argument("--run-saved", nargs=3, metavar=("VMFB", "INPUTS_NPZ", "OUTPUT_NPY"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    try:
        if args.run_saved:
            return run_saved(*args.run_saved[:1], args.members, *args.run_saved[1:])
        return run(args)
    except GroupError as e:   # e.g. a Vulkan member and no Vulkan driver
        print(f"mixed_group.py: cannot run on {', '.join(map(repr, args.members))}: {e}", file=sys.stderr)
        return 1


def run(args) -> int:
    from shardflow import compiler as sfc
    from shardflow.compiler import Sharding, Spec

    group = Device.group_options(args.members).init()
    group.hal_devices()   # open every member's device now: a missing driver fails here, before compiling
    backends = ",".join(d.backend for d in args.members)
    n = group.size
    if args.d_ff % n:
        print(f"mixed_group.py: --d-ff {args.d_ff} must divide by the {n} members", file=sys.stderr)
        return 2

    rng = np.random.default_rng(0)
    b, d, ff = args.batch, args.d_model, args.d_ff
    x = rng.standard_normal((b, d)).astype(np.float32)
    y = rng.standard_normal((b, d)).astype(np.float32)
    w1 = (rng.standard_normal((d, ff)) / np.sqrt(d)).astype(np.float32)
    w2 = (rng.standard_normal((ff, d)) / np.sqrt(ff)).astype(np.float32)
    x64, y64, w164, w264 = (a.astype(np.float64) for a in (x, y, w1, w2))
    specs = [Spec(x.shape, "f32"),                       # replicated
             Spec(w1.shape, "f32", Sharding.split(1)),   # column-parallel
             Spec(w2.shape, "f32", Sharding.split(0))]   # row-parallel
    ok = True

    # 1. the MLP, compiled host-staged for the mixed group, run in this process
    compiled = sfc.compile(mlp, *specs, group=group, mode="host-staged")
    print(f"== MLP {b}x{d}x{ff} on {n} members ({backends}), {compiled.mode}, {len(compiled.vmfb)} bytes")
    print(compiled.explain())
    want = numpy_forward(x64, w164, w264)[2]
    err = close_enough(compiled(x, w1, w2), want)
    print(f"   this process: max error {err:.1e} (relative to max |y|)")
    ok &= err < 1e-5

    # 2. saved, reloaded in a fresh process with only shardflow.runtime, on a new group
    tmp = tempfile.mkdtemp(prefix="shardflow-mixed-")
    vmfb = args.out or os.path.join(tmp, "mixed_mlp.vmfb")
    compiled.save(vmfb)
    compiled.close()
    np.savez(os.path.join(tmp, "inputs.npz"), x=x, w1=w1, w2=w2)
    out = os.path.join(tmp, "y.npy")
    child = subprocess.run([sys.executable, os.path.abspath(__file__), "--members", backends,
                            "--run-saved", vmfb, os.path.join(tmp, "inputs.npz"), out],
                           capture_output=True, text=True)
    if child.returncode != 0:
        print(f"   reloaded: FAILED (exit {child.returncode})\n{child.stdout}{child.stderr}")
        ok = False
    else:
        err = close_enough(np.load(out), want)
        print(f"   saved to {vmfb}, reloaded with shardflow.runtime only: max error {err:.1e}")
        ok &= err < 1e-5

    # 3. one SGD training step on the same group
    if not args.no_train:
        # IREE 3.13's CPU data tiling cannot compile this step's CPU stages (shardflow would retry
        # without it and warn): ask for none up front.
        step = sfc.compile(train_step, Spec(x.shape, "f32"), Spec(y.shape, "f32"), *specs[1:], group=group,
                           mode="host-staged", iree_flags=["--iree-opt-data-tiling=false"])
        loss, w1_new, w2_new = step(x, y, w1, w2)
        want_loss, want_d1, want_d2 = numpy_train_step(x64, y64, w164, w264)
        errs = [abs(float(np.asarray(loss)) - want_loss) / abs(want_loss),
                close_enough(w164 - np.asarray(w1_new, np.float64), want_d1),
                close_enough(w264 - np.asarray(w2_new, np.float64), want_d2)]
        print(f"== SGD training step on the same group: loss {float(np.asarray(loss)):.6f} "
              f"(NumPy {want_loss:.6f}); errors: loss {errs[0]:.1e}, w1 step {errs[1]:.1e}, w2 step {errs[2]:.1e}")
        print(step.explain())
        ok &= errs[0] < 1e-5 and max(errs[1:]) < 1e-3
        step.close()
    group.close()
    print("OK: matches NumPy" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
