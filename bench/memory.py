"""Peak live bytes per device of a transformer block's training step (forward + backward) on a
2x2 `data x model` mesh, with checkpointing "disabled" next to "balanced", as a ratio.

    python bench/memory.py
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

from shardflow import compiler as sfc  # noqa: E402
from shardflow.compiler import Mesh  # noqa: E402
from shardflow.compiler.memory import peak_live_bytes  # noqa: E402

from models import specs  # noqa: E402


def step_program(fn, nargs: int, checkpointing: str):
    def step(x, *w):
        def loss(*a):
            y = fn(*a)
            return sfc.reduce_sum(y * y)
        loss, grads = sfc.value_and_grad(loss, argnums=tuple(range(nargs)), checkpointing=checkpointing)(x, *w)
        return (loss,) + tuple(grads)
    return step


def main() -> int:
    mesh = Mesh.of({"data": 2, "model": 2})
    print(f"{'model':<8} {'mesh':<26} {'disabled B/dev':>15} {'balanced B/dev':>15} {'ratio':>6}  collectives")
    for model, kw in (("block", {}), ("block", {"batch": 16, "seq": 64})):
        fn, sp, _ = specs(model, mesh.shape, **kw)
        peaks, colls = {}, {}
        for policy in ("disabled", "balanced"):
            prog = sfc.partition(sfc.trace(step_program(fn, len(sp), policy), *sp, mesh=mesh))
            peaks[policy] = peak_live_bytes(prog)
            colls[policy] = sum(c.bytes_per_device for c in prog.collectives)
        same = "same" if colls["disabled"] == colls["balanced"] else f"{colls['disabled']} vs {colls['balanced']} B"
        print(f"{model:<8} {str(mesh):<26} {peaks['disabled']:>15} {peaks['balanced']:>15} "
              f"{peaks['balanced'] / peaks['disabled']:>6.2f}  {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
