"""Independent all-reduces combined into one (passes/combine_all_reduces.py): a data-parallel
training step's gradient all-reduces become one bucket with the same bytes, all-reduces that
depend on each other stay apart, the peak live memory does not grow, a memory budget the
combination would break keeps them apart, and the combined program computes the same values
(simulator, and IREE on 4 CPU devices in both modes)."""
from __future__ import annotations

import numpy as np
import pytest

from bench_module import bench_module
from iree_run import run_on_iree
from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec
from shardflow.compiler.memory import peak_live_bytes
from shardflow.compiler.passes import combine_all_reduces as combine
from shardflow.compiler.simulator import simulate

MESH = Mesh.of({"data": 2, "model": 2})


def _reduces(prog, axes):
    return [op for op in prog.graph.ops if op.kind == "all_reduce" and tuple(op.attrs["axes"]) == axes]


def _bytes(prog) -> float:
    return sum(c.bytes_per_device for c in prog.collectives)


def _decoder_step():
    """The bench's 1-layer decoder AdamW step with Megatron + DP layouts, and its inputs."""
    with bench_module("auto_sharding.py") as bench:
        fn, specs, inputs = bench.model("decoder", "megatron+dp", MESH, layers=1)
    return (lambda: sfc.trace(fn, *specs, mesh=MESH)), inputs


def _apart(monkeypatch, make):
    """The program partitioned with combining off (a bucket of 0 bytes)."""
    with monkeypatch.context() as m:
        m.setattr(combine, "BUCKET_BYTES", 0)
        return sfc.partition(make())


def test_gradient_all_reduces_become_one_with_the_same_bytes(monkeypatch):
    make, _ = _decoder_step()
    apart, prog = _apart(monkeypatch, make), sfc.partition(make())
    grads = _reduces(apart, ("data",))
    assert len(grads) == 8 and len(_reduces(prog, ("data",))) == 1     # 8 parameters, one bucket
    assert _bytes(prog) == pytest.approx(_bytes(apart))
    # the records follow the ops: one record per collective left in the program
    assert len(prog.collectives) == len(apart.collectives) - 7
    bucket = [c for c in prog.collectives if "8 independent all-reduces combined" in c.op]
    assert len(bucket) == 1 and bucket[0].shape == (sum(op.operands[0].type.size for op in grads),)
    # Megatron's activation all-reduces over `model` depend on each other: they stay apart
    assert len(_reduces(prog, ("model",))) == len(_reduces(apart, ("model",))) > 1
    assert peak_live_bytes(prog) <= peak_live_bytes(apart)


@pytest.mark.parametrize("mode", ["auto", "host-staged"])
def test_combined_program_computes_the_same_values(mode):
    make, xs = _decoder_step()
    g = make()
    want = sfc.evaluate(g, xs)
    prog = sfc.partition(g)
    assert len(_reduces(prog, ("data",))) == 1
    for w, s in zip(want, simulate(prog, xs), strict=True):
        np.testing.assert_allclose(s, w, rtol=1e-4, atol=1e-5)
    for w, o in zip(want, run_on_iree(make(), xs, mode=mode), strict=True):
        np.testing.assert_allclose(o, w, rtol=1e-4, atol=1e-5)


def _two_sums(x):
    """Two sums over the split dim: two partial sums, neither needing the other."""
    return sfc.reduce_sum(x, axis=1), sfc.reduce_sum(sfc.tanh(x), axis=1)


def _chain(x):
    """The second sum reads the first one's finished result."""
    s = sfc.reduce_sum(x, axis=1)
    return s, sfc.reduce_sum(x * sfc.reshape(s, (6, 1)), axis=1)


@pytest.mark.parametrize("fn,combined", [(_two_sums, True), (_chain, False)])
def test_only_all_reduces_that_do_not_depend_on_each_other_combine(monkeypatch, fn, combined):
    """Rows of 6 do not split 4 ways: each sum is finished by an all-reduce."""
    mesh = Mesh.of({"model": 4})

    def make():
        g = sfc.trace(fn, Spec((6, 16), "f32", Sharding.spec(None, "model")), mesh=mesh)
        g.output_shardings = [Sharding.replicated()] * len(g.outputs)
        return g
    apart, prog = _apart(monkeypatch, make), sfc.partition(make())
    assert len(_reduces(apart, ("model",))) == 2
    assert len(_reduces(prog, ("model",))) == (1 if combined else 2)
    g = make()
    xs = [np.random.default_rng(0).standard_normal((6, 16)).astype(np.float32)]
    for w, s in zip(sfc.evaluate(g, xs), simulate(prog, xs), strict=True):
        np.testing.assert_allclose(s, w, rtol=1e-5, atol=1e-5)


def test_bucket_size_limits_each_combination(monkeypatch):
    make, _ = _decoder_step()
    apart = _apart(monkeypatch, make)
    sizes = [op.operands[0].type.nbytes for op in _reduces(apart, ("data",))]
    monkeypatch.setattr(combine, "BUCKET_BYTES", max(sizes) * 2)
    prog = sfc.partition(make())
    buckets = _reduces(prog, ("data",))
    assert 1 < len(buckets) < len(sizes)
    assert all(op.operands[0].type.nbytes <= max(sizes) * 2 for op in buckets)
    assert _bytes(prog) == pytest.approx(_bytes(apart))


def test_a_memory_budget_the_combination_would_break_keeps_them_apart(monkeypatch):
    """Pure data parallelism over all 4 devices: the combined step waits for the last gradient and
    peaks higher; a budget between the two peaks keeps the all-reduces apart."""
    with bench_module("auto_sharding.py") as bench:
        fn, specs, _ = bench.model("decoder", "megatron+dp", MESH, layers=1)
    dp = [Spec(s.shape, s.dtype, Sharding.spec(("data", "model")) if i == 0 else Sharding.replicated())
          for i, s in enumerate(specs)]

    def make():
        return sfc.trace(fn, *dp, mesh=MESH)
    apart, together = _apart(monkeypatch, make), sfc.partition(make())
    assert len(_reduces(together, ("data", "model"))) < len(_reduces(apart, ("data", "model")))
    assert peak_live_bytes(together) > peak_live_bytes(apart)
    g = make()
    g.memory_budget = peak_live_bytes(apart)
    prog = sfc.partition(g)
    assert len(_reduces(prog, ("data", "model"))) == len(_reduces(apart, ("data", "model")))
    assert peak_live_bytes(prog) == peak_live_bytes(apart)


def test_what_sinks_below_the_bucket_keeps_every_reader_after_it():
    """`x` is cheap to make late, but `y`, which reads it, is not (it reads the big `a`, which
    stays): neither sinks, or `y` would read `x` before it is made."""
    def f(p, c):
        a = sfc.exp(p)
        x = c * 2.0
        y = a @ x
        return y + 1.0, sfc.reduce_sum(a)
    g = sfc.trace(f, Spec((8, 8)), Spec((8,)), mesh=MESH)
    at = next(i for i, op in enumerate(g.ops) if op.kind == "dot_general")
    reader = next(i for i, op in enumerate(g.ops) if op.operands and op.operands[0] is g.ops[at].result)
    before = g.ops[:at + 1]
    moved = [g.ops[reader]]
    after = [op for op in g.ops[at + 1:] if op is not g.ops[reader]]
    _, sunk = combine._sink(before, moved, after, g)
    assert not any(op.kind in ("multiply", "dot_general") for op in sunk), sunk
    going = {id(op) for op in sunk + moved}
    for op in sunk:   # every reader of a sunk op moves too
        assert all(id(u) in going for u in before + moved if any(v in op.results for v in u.operands))
