"""Bytes each device receives per step: shardflow's partitioned program next to the Megatron-LM
ideal (one all-reduce of the activations per row-parallel layer), as a ratio.

    python bench/comm_volume.py
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

from shardflow import compiler as sfc  # noqa: E402
from shardflow.compiler import Mesh  # noqa: E402

from models import specs  # noqa: E402

ROW_PARALLEL_LAYERS = {"mlp": 1, "attention": 1, "block": 2}


def ideal_bytes(model: str, act_shape, mesh: Mesh) -> float:
    """One ring all-reduce of the per-device activations over `model` per row-parallel layer."""
    n = mesh.axis_size("model")
    elems = 1
    for s in act_shape:
        elems *= s
    local = elems * 4 / (mesh.axis_size("data") if "data" in mesh.names else 1)
    return ROW_PARALLEL_LAYERS[model] * 2 * (n - 1) / n * local


def main() -> int:
    rows = []
    for mesh in (Mesh.of({"model": 4}), Mesh.of({"data": 2, "model": 2})):
        for model in ("mlp", "attention", "block"):
            fn, sp, act = specs(model, mesh.shape)
            prog = sfc.partition(sfc.trace(fn, *sp, mesh=mesh))
            got = sum(c.bytes_per_device for c in prog.collectives)
            want = ideal_bytes(model, act, mesh)
            kinds = sorted({c.kind for c in prog.collectives})
            rows.append((model, str(mesh), got, want, got / want if want else float("nan"), kinds))
    print(f"{'model':<10} {'mesh':<26} {'shardflow B/dev':>16} {'ideal B/dev':>12} {'ratio':>6}  collectives")
    for m, mesh, got, want, r, kinds in rows:
        print(f"{m:<10} {mesh:<26} {got:>16.0f} {want:>12.0f} {r:>6.2f}  {', '.join(kinds)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
