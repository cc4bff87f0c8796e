"""A memory budget on the partitioned program (passes/remat_collectives.py): long-lived all-gathered
parameters and broadcast constants are made again before their late uses, the peak comes down to
the budget, the extra collectives are recorded, and the program still computes the same values
(simulator and IREE on 4 CPU devices). Also the auto-sharder's FSDP fallback."""
from __future__ import annotations

import numpy as np
import pytest

from bench_module import bench_module
from iree_run import run_on_iree
from shardflow import compiler as sfc
from shardflow.compiler import Mesh
from shardflow.compiler.auto_shard import AutoShardError, auto_shard
from shardflow.compiler.auto_shard import solver
from shardflow.compiler.memory import memory_profile, peak_live_bytes
from shardflow.compiler.simulator import simulate

MESH = Mesh.of({"data": 2, "model": 2})


def _made_again(prog):
    return [op for op in prog.graph.ops if op.loc and "made again for the memory budget" in op.loc]


def _fsdp_decoder(budget_share: float | None = None):
    """The bench's 1-layer decoder AdamW step with FSDP's layouts (every parameter split on dim 0
    over both axes), its peak without a budget, and the graph with `budget_share` of that peak."""
    with bench_module("auto_sharding.py") as bench:
        fn, specs, inputs = bench.model("decoder", "fsdp", MESH, layers=1)
    free = sfc.partition(sfc.trace(fn, *specs, mesh=MESH))
    g = sfc.trace(fn, *specs, mesh=MESH)
    if budget_share is not None:
        g.memory_budget = int(peak_live_bytes(free) * budget_share)
    return free, g, inputs


def test_budget_brings_the_peak_down_by_making_values_again():
    free, g, _ = _fsdp_decoder(0.8)
    prog = sfc.partition(g)
    assert peak_live_bytes(prog) <= g.memory_budget < peak_live_bytes(free)
    again = _made_again(prog)
    kinds = [op.kind for op in again]
    # constants first (they move nothing), then parameters all-gathered again for the backward pass
    assert "broadcast_in_dim" in kinds and "all_gather" in kinds, kinds
    assert kinds.index("all_gather") > 0
    assert len(prog.collectives) == len(free.collectives) + kinds.count("all_gather")
    made = [c for c in prog.collectives if "made again" in c.op]
    assert len(made) == kinds.count("all_gather") and all(c.bytes_per_device > 0 for c in made)


def test_a_budget_already_met_changes_nothing():
    free, g, _ = _fsdp_decoder(1.0)
    prog = sfc.partition(g)
    assert not _made_again(prog) and len(prog.collectives) == len(free.collectives)


def test_an_unreachable_budget_stops_when_nothing_is_left_to_make_again():
    _, g, _ = _fsdp_decoder()
    g.memory_budget = 1
    prog = sfc.partition(g)
    assert memory_profile(prog).peak > 1 and _made_again(prog)   # did what it could, and terminated


@pytest.mark.parametrize("mode", ["auto", "host-staged"])
def test_program_made_again_computes_the_same_values(mode):
    _, g, xs = _fsdp_decoder(0.8)
    want = sfc.evaluate(g, xs)
    prog = sfc.partition(g)
    assert "all_gather" in [op.kind for op in _made_again(prog)]
    for w, s in zip(want, simulate(prog, xs), strict=True):
        np.testing.assert_allclose(s, w, rtol=1e-5, atol=1e-6)
    for w, o in zip(want, run_on_iree(g, xs, mode=mode), strict=True):   # partitioned with the budget, on 4 devices
        np.testing.assert_allclose(o, w, rtol=1e-4, atol=1e-5)


def test_auto_shard_falls_back_to_fsdp_when_the_solver_finds_nothing_that_fits(monkeypatch):
    """The solver's budgeted and least-memory solves coming back empty (as when HiGHS runs out of
    time on a hard peak-minimization): FSDP's layout, which fits the hand FSDP budget."""
    with bench_module("auto_sharding.py") as bench:
        fn, specs, _ = bench.model("decoder", "fsdp", MESH, layers=1)
        budget = peak_live_bytes(sfc.partition(sfc.trace(fn, *specs, mesh=MESH)))
        fn, specs, _ = bench.model("decoder", "auto", MESH, layers=1)
        g = sfc.trace(fn, *specs, mesh=MESH)
        bench.free_inputs(g, specs)

    def no_solution(self, budget, time_limit, minimize_peak=False):
        if minimize_peak:
            raise AutoShardError("the auto-sharding solver found no solution within 1 s")
        return None, "infeasible", None
    monkeypatch.setattr(solver._Problem, "solve", no_solution)
    rep = auto_shard(g, memory_budget=budget)
    assert rep.status.startswith("FSDP")
    assert rep.measured_peak <= budget
    assert peak_live_bytes(sfc.partition(g)) <= budget
    params = g.inputs[1:]
    assert all(v.sharding.dims[0] == ("data", "model") for v in params if v.shape[0] % 4 == 0)
    with pytest.raises(AutoShardError, match=r"least-memory layout found peaks at \d+ B"):
        g2 = sfc.trace(fn, *specs, mesh=MESH)
        with bench_module("auto_sharding.py") as bench:
            bench.free_inputs(g2, specs)
        auto_shard(g2, memory_budget=budget // 4)
