"""The auto-sharder's cost model: seconds per device for compute and for communication.

Step time per device = flops / `flops_per_s` + bytes received / `link_bytes_per_s` + a latency
per collective: `latency_s` for a group of two devices, and `latency_growth` times that more for
each doubling of the group (tree and recursive-doubling algorithms take log2(n) steps). Bytes come
from the reshard planner (passes/reshard_plan.py), the same numbers `explain` and the partitioner
report, so the solver and the compiled program agree on what a reshard moves.

Defaults are for CPU devices of one host (IREE's local-task driver, several devices in one
process), measured: ~20 GFLOP/s per device on f32 matmuls, ~5 GB/s for a collective (a memcpy
through the host), ~20 us for a collective over 2 devices and ~30 us over 4. For GPUs pass e.g.
`CostModel(flops_per_s=400e12, link_bytes_per_s=150e9, latency_s=10e-6)` (H100/H200 bf16 with
NVLink); only the ratios between them matter to the choice.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding

from shardflow.runtime.collectives import KINDS, MOVING

from ..passes.reshard_plan import plan, step_bytes


@dataclass(frozen=True)
class CostModel:
    """Parameters of the step-time estimate (see the module docstring for CPU and GPU values)."""

    flops_per_s: float = 2e10
    link_bytes_per_s: float = 5e9
    latency_s: float = 20e-6        # one collective over a group of 2 devices
    latency_growth: float = 0.5     # each doubling of the group adds this fraction of latency_s

    def compute_s(self, flops: float) -> float:
        return flops / self.flops_per_s

    def latency(self, group: int) -> float:
        """Seconds of one collective over `group` devices, bytes aside."""
        return self.latency_s * (1.0 + self.latency_growth * max(math.log2(max(group, 2)) - 1.0, 0.0))

    def comm_s(self, nbytes: float, groups: Sequence[int]) -> float:
        """Seconds to move `nbytes` per device in collectives over groups of the sizes `groups`."""
        return nbytes / self.link_bytes_per_s + sum(self.latency(n) for n in groups)


def reshard_cost(src: Sharding, dst: Sharding, shape, itemsize: int, mesh: Mesh) -> tuple[float, tuple[int, ...]]:
    """(bytes per device, the group size of each collective) to take a value laid out as `src` to
    `dst` (the planner's cheapest sequence; local slices are free and not counted)."""
    if src == dst:
        return 0.0, ()
    return _cost(src, dst, tuple(shape), itemsize, mesh)


@lru_cache(maxsize=1 << 16)
def _cost(src: Sharding, dst: Sharding, shape: tuple, itemsize: int, mesh: Mesh) -> tuple[float, tuple[int, ...]]:
    """As reshard_plan.plan_cost (each step priced on the block the previous one left), with the
    group of each collective; cached: a graph asks the same question for every layer."""
    local = tuple(src.local_shape(shape, mesh))
    total, groups = 0.0, []
    for s in plan(src, dst, len(shape), mesh):
        size = itemsize
        for x in local:
            size *= x
        total += step_bytes(s, size)
        if s.kind in MOVING:  # a local slice (all_slice) is no collective
            groups.append(group_size(s.kind, s.attrs, mesh))
        local = KINDS[s.kind].local_shape(local, s.attrs)
    return total, tuple(groups)


def group_size(kind: str, attrs, mesh: Mesh) -> int:
    """Devices in one group of a `kind` collective with `attrs` (explicit pairs: 2)."""
    return 2 if KINDS[kind].exchange is not None else max(mesh.group_size(attrs["axes"]), 2)
