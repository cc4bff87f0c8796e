"""The SPMD simulator checks every replica: a partitioned program that leaves one device with a wrong
or unfinished value fails, even when the replica an output is read from is right (mutation tests:
a broken all-reduce is planted and must be caught)."""
import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec
from shardflow.compiler.ops import registry
from shardflow.compiler.simulator import ReplicaMismatch, simulate

M22 = Mesh.of({"data": 2, "model": 2})


def _mlp(mesh):
    g = sfc.trace(lambda x, w1, w2: sfc.relu(x @ w1) @ w2, Spec((8, 16)), Spec((16, 32), "f32", Sharding.split(1, "model")),
                  Spec((32, 16), "f32", Sharding.split(0, "model")), mesh=mesh)
    rng = np.random.default_rng(0)
    return g, [rng.standard_normal(v.shape).astype(np.float32) for v in g.inputs]


@pytest.fixture
def all_reduce_finishing_on(monkeypatch):
    """Plant a broken all-reduce: only the devices `finish(d)` accepts get the sum; the others keep
    their partial value."""
    op = registry.get("all_reduce")
    right = op.spmd

    def plant(finish):
        def broken(xs, attrs, mesh):
            done = right(xs, attrs, mesh)
            return [done[d] if finish(d) else xs[d] for d in range(len(xs))]
        monkeypatch.setattr(op, "spmd", broken)
    return plant


@pytest.mark.parametrize("mesh", [Mesh.of({"model": 4}), M22])
def test_the_right_program_passes(mesh):
    g, xs = _mlp(mesh)
    (got,) = simulate(sfc.partition(g), xs)
    np.testing.assert_allclose(got, sfc.evaluate(g, xs)[0], rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("finish", [lambda d: d == 0, lambda d: d != 3], ids=["only-device-0", "all-but-last"])
def test_an_all_reduce_that_misses_a_device_is_caught(all_reduce_finishing_on, finish):
    g, xs = _mlp(Mesh.of({"model": 4}))
    prog = sfc.partition(g)
    all_reduce_finishing_on(finish)
    with pytest.raises(ReplicaMismatch, match=r"the replicas at \{'model': \d\} of a .* output differ"):
        simulate(prog, xs)


def test_a_replica_wrong_along_an_unsplit_axis_is_caught(all_reduce_finishing_on):
    # data=2 x model=2: the output is replicated over data; a device at data=1 left unfinished
    g, xs = _mlp(M22)
    prog = sfc.partition(g)
    all_reduce_finishing_on(lambda d: M22.coords(d)["data"] == 0)
    with pytest.raises(ReplicaMismatch, match=r"\{'data': 1, 'model': \d\}"):
        simulate(prog, xs)


@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
def test_nan_replicas_agree(dtype):
    # NaN equals NaN between replicas in every float dtype (bfloat16's NumPy kind is not "f"; found by
    # the generator: a bitcast to bf16 that made NaNs, replicated over an axis, was called a mismatch)
    from shardflow.runtime import dtypes
    g = sfc.trace(lambda x: x * 1, Spec((4,), dtype, Sharding.split(0, "model")), mesh=M22)
    x = np.array([np.nan, 1, 2, np.nan], np.float32).astype(dtypes.to_numpy(dtype))
    (got,) = simulate(sfc.partition(g), [x])
    np.testing.assert_array_equal(got.astype(np.float32), x.astype(np.float32))
