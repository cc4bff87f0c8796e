"""A Megatron-style MLP (column-parallel first layer, row-parallel second) on 1, 2 and 4 CPU devices.

Builds the model with the Python API, compiles it for each group size, runs it on global NumPy
inputs, checks the result against NumPy and prints the collectives: one all-reduce per forward pass.

    python samples/megatron_mlp.py [--devices 1 2 4] [--batch 8 --d-model 64 --d-ff 256] [--report mlp.html]

`--report PATH` writes the HTML report of the largest group's program (`pip install 'shardflow[report]'`),
with the Megatron-LM ideal next to its bytes: one all-reduce of the [batch, d_model] activations.
"""
from __future__ import annotations

import argparse
import sys

import numpy as np

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.runtime import Device


def mlp(x, w1, w2):
    h = sfc.gelu(x @ w1)          # column-parallel: each device holds d_ff / N columns of w1
    return h @ w2                 # row-parallel: partial sums, finished by one all-reduce


def numpy_mlp(x, w1, w2):
    h = x @ w1
    h = 0.5 * h * (1 + np.tanh(np.sqrt(2 / np.pi) * (h + 0.044715 * h ** 3)))
    return h @ w2


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--devices", type=int, nargs="+", default=[1, 2, 4])
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--d-model", type=int, default=64)
    ap.add_argument("--d-ff", type=int, default=256)
    ap.add_argument("--report", metavar="PATH", help="write the HTML report of the largest group's program")
    args = ap.parse_args(argv)

    rng = np.random.default_rng(0)
    x = rng.standard_normal((args.batch, args.d_model)).astype(np.float32)
    w1 = (rng.standard_normal((args.d_model, args.d_ff)) / np.sqrt(args.d_model)).astype(np.float32)
    w2 = (rng.standard_normal((args.d_ff, args.d_model)) / np.sqrt(args.d_ff)).astype(np.float32)
    want = numpy_mlp(x.astype(np.float64), w1.astype(np.float64), w2.astype(np.float64))

    ok = True
    for n in args.devices:
        group = Device.group_options([Device.cpu(i) for i in range(n)]).init()
        compiled = sfc.compile(
            mlp,
            Spec(x.shape, "f32"),                            # replicated
            Spec(w1.shape, "f32", Sharding.split(1)),        # column-parallel
            Spec(w2.shape, "f32", Sharding.split(0)),        # row-parallel
            group=group,
        )
        y = np.asarray(compiled(x, w1, w2))
        err = float(np.abs(y - want).max())
        report = compiled.explain_json()
        kinds = [c["kind"] for c in report["collectives"]]
        print(f"== {n} device(s), mesh {group.mesh}: max error {err:.2e}, "
              f"{kinds.count('all-reduce')} all-reduce(s)")
        print(compiled.explain())
        want_reduces = 1 if n > 1 else 0
        if err >= 1e-5 or kinds.count("all-reduce") != want_reduces or len(kinds) != want_reduces:
            ok = False
            print(f"   MISMATCH: expected error < 1e-5 and exactly {want_reduces} all-reduce")
        if args.report and n == max(args.devices):
            ideal = 2 * (n - 1) / n * want.shape[0] * want.shape[1] * 4   # one f32 all-reduce of the output
            compiled.report(args.report, title=f"Megatron MLP on {n} devices", compare={"Megatron-LM ideal": ideal})
            print(f"wrote {args.report}")
        compiled.close()
        group.close()
    print("OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
