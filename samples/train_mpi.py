"""Training across processes: a tensor-parallel MLP on a group of 4 CPU members spread over the
ranks of an MPI job, checked against the one-process run of the same steps.

    mpiexec -n 2 python samples/train_mpi.py --check                # 2 ranks, 2 members each
    mpiexec -n 4 python samples/train_mpi.py --check --mesh 2x2     # 4 ranks, 1 member each
    python samples/train_mpi.py --check                             # one process, all 4 members

The same script runs unchanged in one process or under `mpiexec -n N` (N divides 4): every rank
builds the same group `Device.group_options([Device.cpu(i) for i in range(4)])` and compiles the
same step; under mpiexec the compile is host-staged and each rank runs the members it owns (rank r
owns members [r*4/N, (r+1)*4/N)), with the collectives over MPI. `--mesh 4` (default) is the
Megatron MLP on `model=4` (w1 split on columns, w2 on rows: one all-reduce forward, one backward);
`--mesh 2x2` is a `data=2 x model=2` step (the batch split over `data` as well). The step is
forward, mean-squared loss, backward and the SGD or Adam update in one program; the parameters and
optimizer state come back whole on every rank (the default) and go into the next call.

Rank 0 prints the loss curve; `--check` compares it with the same steps computed in this process
by shardflow's NumPy reference interpreter (`sfc.evaluate` of the traced step), and the final
weights too, and exits 1 on a difference above 1e-4 (relative).
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.runtime import Device
from shardflow.runtime.errors import ShardflowError
from shardflow.runtime.launcher import world

BATCH, D_IN, D_HID, D_OUT = 32, 16, 64, 8
LR = {"sgd": 0.1, "adam": 1e-2}
B1, B2, EPS = 0.9, 0.999, 1e-8
MEMBERS = 4


def mlp(x, w1, w2):
    return sfc.relu(x @ w1) @ w2             # column-parallel, then row-parallel: one all-reduce


def loss_fn(w1, w2, x, y):
    d = mlp(x, w1, w2) - y
    return sfc.mean(d * d)


def sgd_step(x, y, w1, w2):
    loss, (g1, g2) = sfc.value_and_grad(loss_fn, argnums=(0, 1))(w1, w2, x, y)
    return loss, w1 - LR["sgd"] * g1, w2 - LR["sgd"] * g2


def adam_step(x, y, w1, w2, m1, m2, v1, v2, t):
    """One Adam update; t is the 1-based step number (a scalar input, so one program serves all)."""
    loss, (g1, g2) = sfc.value_and_grad(loss_fn, argnums=(0, 1))(w1, w2, x, y)
    new_w, new_m, new_v = [], [], []
    for w, g, m, v in ((w1, g1, m1, v1), (w2, g2, m2, v2)):
        m = B1 * m + (1 - B1) * g
        v = B2 * v + (1 - B2) * g * g
        mhat = m / (1.0 - sfc.power(sfc.broadcast_to(sfc.constant(np.float32(B1)), ()), t))
        vhat = v / (1.0 - sfc.power(sfc.broadcast_to(sfc.constant(np.float32(B2)), ()), t))
        new_w.append(w - LR["adam"] * mhat / (sfc.sqrt(vhat) + EPS))
        new_m.append(m)
        new_v.append(v)
    return tuple([loss] + new_w + new_m + new_v)


def mesh_of(text: str) -> dict[str, int]:
    if text == "4":
        return {"model": 4}
    if text == "2x2":
        return {"data": 2, "model": 2}
    raise SystemExit(f"train_mpi.py: --mesh is 4 (model=4) or 2x2 (data=2 x model=2), not {text!r}")


def specs(mesh: dict[str, int], opt: str) -> list[Spec]:
    batch = Sharding.spec("data") if "data" in mesh else Sharding.replicated()
    col, row = Sharding.spec(None, "model"), Sharding.spec("model", None)
    params = [Spec((D_IN, D_HID), "f32", col), Spec((D_HID, D_OUT), "f32", row)]
    data = [Spec((BATCH, D_IN), "f32", batch), Spec((BATCH, D_OUT), "f32", batch)]
    return data + params + (params * 2 + [Spec((), "f32")] if opt == "adam" else [])


def synthetic(steps: int):
    """A fixed regression task: a random teacher MLP, a fresh batch each step, a random start."""
    rng = np.random.default_rng(0)
    teacher1 = rng.standard_normal((D_IN, D_HID)).astype(np.float32) / 4
    teacher2 = rng.standard_normal((D_HID, D_OUT)).astype(np.float32) / 8
    xs = rng.standard_normal((steps, BATCH, D_IN)).astype(np.float32)
    ys = np.stack([np.maximum(x @ teacher1, 0) @ teacher2 for x in xs]).astype(np.float32)
    w1 = (rng.standard_normal((D_IN, D_HID)) / np.sqrt(D_IN)).astype(np.float32)
    w2 = (rng.standard_normal((D_HID, D_OUT)) / np.sqrt(D_HID)).astype(np.float32)
    return xs, ys, w1, w2


def train(step, opt: str, xs, ys, w1, w2):
    """Run the step program (compiled, or the reference) over every batch: (losses, final state)."""
    state = [w1, w2] + ([np.zeros_like(w1), np.zeros_like(w2)] * 2 if opt == "adam" else [])
    losses = []
    for i, (x, y) in enumerate(zip(xs, ys, strict=True)):
        extra = [np.float32(i + 1)] if opt == "adam" else []
        out = [np.asarray(o) for o in step(x, y, *state, *extra)]
        losses.append(float(out[0]))
        state = out[1:]
    return losses, state


def abort_on_error() -> None:
    """Under mpiexec, an uncaught exception on one rank ends the whole job (MPI Abort) instead of
    leaving the other ranks waiting for it in a collective forever."""
    rank, size = world()
    if size == 1:
        return
    previous = sys.excepthook

    def hook(*exc):
        previous(*exc)
        sys.stderr.flush()
        from mpi4py import MPI
        MPI.COMM_WORLD.Abort(1)

    sys.excepthook = hook


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mesh", default="4", help="4 (model=4, default) or 2x2 (data=2 x model=2)")
    ap.add_argument("--opt", choices=["sgd", "adam"], default="adam")
    ap.add_argument("--steps", type=int, default=30)
    ap.add_argument("--driver", choices=["local-task", "local-sync"], default="local-task",
                    help="IREE CPU driver of the members (local-sync: no worker threads)")
    ap.add_argument("--check", action="store_true", help="compare with the one-process reference run")
    args = ap.parse_args(argv)
    rank, size = world()
    say = print if rank == 0 else (lambda *a, **k: None)
    mesh = mesh_of(args.mesh)
    step_fn = adam_step if args.opt == "adam" else sgd_step
    xs, ys, w1, w2 = synthetic(args.steps)

    t0 = time.perf_counter()
    group = Device.group_options([Device.cpu(i, driver=args.driver) for i in range(MEMBERS)]).mesh(mesh).init()
    try:
        compiled = sfc.compile(step_fn, *specs(mesh, args.opt), group=group)
        t1 = time.perf_counter()
        losses, state = train(compiled, args.opt, xs, ys, w1, w2)
    except ShardflowError as e:   # the same on every rank (e.g. -n 3 cannot split 4 members): say it once
        say(f"train_mpi.py: error: {e}", file=sys.stderr)
        return 1
    t2 = time.perf_counter()
    where = (f"{size} MPI ranks, {MEMBERS // size} member(s) each" if size > 1 else "one process")
    say(f"{args.opt} on the {' x '.join(f'{k}={v}' for k, v in mesh.items())} MLP, {MEMBERS} CPU members, "
        f"{where}, mode {compiled.mode}: compiled in {t1 - t0:.1f} s, {args.steps} steps in {t2 - t1:.2f} s")
    say(f"{'step':>5} {'loss':>12}")
    for i, v in enumerate(losses):
        if i % 5 == 0 or i == len(losses) - 1:
            say(f"{i + 1:>5} {v:>12.6f}")
    compiled.close()
    group.close()
    if not args.check or rank != 0:
        return 0

    reference = lambda *a: sfc.evaluate(compiled.graph, list(a))   # noqa: E731 - NumPy, this process only
    ref_losses, ref_state = train(reference, args.opt, xs, ys, w1, w2)
    rel = max(abs(a - b) / max(abs(b), 1e-12) for a, b in zip(losses, ref_losses, strict=True))
    wrel = max(float(np.abs(a - b).max() / max(np.abs(b).max(), 1e-12)) for a, b in zip(state, ref_state, strict=True))
    print(f"one-process reference: final loss {ref_losses[-1]:.6f}; max relative difference: loss curve "
          f"{rel:.1e}, final parameters and state {wrel:.1e}")
    ok = rel < 1e-4 and wrel < 1e-4 and losses[-1] < losses[0]
    print(f"OK: the loss curve equals the one-process run ({size} process{'es' if size > 1 else ''})" if ok
          else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    abort_on_error()
    sys.exit(main())
