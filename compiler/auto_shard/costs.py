"""The auto-sharder's cost model: seconds per device for compute and for communication.

Step time per device = flops / `flops_per_s` + bytes received / `link_bytes_per_s` + one
`latency_s` per collective. Bytes come from the reshard planner (passes/reshard_plan.py), the same
numbers `explain` and the partitioner report, so the solver and the compiled program agree on what
a reshard moves.

Defaults are for CPU devices of one host (IREE's local-task driver, several devices in one
process): ~20 GFLOP/s per device on f32 matmuls, ~5 GB/s for a collective (a memcpy through the
host), ~20 us per collective. For GPUs pass e.g. `CostModel(flops_per_s=400e12,
link_bytes_per_s=150e9, latency_s=10e-6)` (H100/H200 bf16 with NVLink); only the ratios between
the three matter to the choice.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding

from shardflow.runtime.collectives import KINDS, MOVING

from ..passes.reshard_plan import plan, step_bytes


@dataclass(frozen=True)
class CostModel:
    """Parameters of the step-time estimate (see the module docstring for CPU and GPU values)."""

    flops_per_s: float = 2e10
    link_bytes_per_s: float = 5e9
    latency_s: float = 20e-6

    def compute_s(self, flops: float) -> float:
        return flops / self.flops_per_s

    def comm_s(self, nbytes: float, collectives: int) -> float:
        return nbytes / self.link_bytes_per_s + collectives * self.latency_s


def reshard_cost(src: Sharding, dst: Sharding, shape, itemsize: int, mesh: Mesh) -> tuple[float, int]:
    """(bytes per device, collectives) to take a value laid out as `src` to `dst` (the planner's
    cheapest sequence; local slices are free and not counted)."""
    if src == dst:
        return 0.0, 0
    return _cost(src, dst, tuple(shape), itemsize, mesh)


@lru_cache(maxsize=1 << 16)
def _cost(src: Sharding, dst: Sharding, shape: tuple, itemsize: int, mesh: Mesh) -> tuple[float, int]:
    """As reshard_plan.plan_cost (each step priced on the block the previous one left), with the
    number of collectives; cached: a graph asks the same question for every layer."""
    local = tuple(src.local_shape(shape, mesh))
    total, n = 0.0, 0
    for s in plan(src, dst, len(shape), mesh):
        size = itemsize
        for x in local:
            size *= x
        total += step_bytes(s, size)
        n += s.kind in MOVING  # a local slice (all_slice) is no collective
        local = KINDS[s.kind].local_shape(local, s.attrs)
    return total, n
