"""Property tests: the partitioned per-device program (run by the SPMD simulator) computes exactly
what the reference interpreter computes, over random graphs x meshes x shardings x reshards."""
import numpy as np
from hypothesis import HealthCheck, given, settings

from shardflow import compiler as sfc
from shardflow.compiler.passes.partition import partition
from shardflow.compiler.simulator import simulate

from graphgen import programs, random_inputs


@settings(max_examples=520, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(programs())
def test_simulated_partition_matches_reference(case):
    mesh, specs, fn = case
    graph = sfc.trace(fn, *specs, mesh=mesh)
    xs = random_inputs(specs)
    want = sfc.evaluate(graph, xs)
    prog = partition(graph)
    got = simulate(prog, xs)
    for w, g in zip(want, got, strict=True):
        np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-4)
