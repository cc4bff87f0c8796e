"""Runs of identical blocks written once, as a function called per block (lower/repeats.py).

A Python loop over layers traces to one copy of the layer per iteration; the multi-device lowering
writes a run of such copies as one private function IREE does not inline and calls it per block
(several blocks per call when one is small), so iree-compile's host-side work does not grow with the
depth. Checked: which runs are found (distinct and shared weights, a forward and a backward pass,
blocks that differ), that the outlined module computes what the reference and the simulator give on
1, 2, 4 and 2x2 CPU devices, every device's work in the function on its own device, the bytes moved
unchanged, and the grouping of small blocks.
"""
from __future__ import annotations

import re
from itertools import pairwise

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec, reference
from shardflow.compiler.lower import lower_multi_device, repeats
from shardflow.compiler.iree_driver import CompileWarning
from shardflow.compiler.lower.multi_device import OUTLINED, _outlinable, _work, transferred_bytes
from shardflow.runtime import Device
from shardflow.compiler.passes.partition import partition

from test_lower_multi_device import M1, M2, M4, M22, check_program, iree_flags, rand  # noqa: E402

import iree.compiler as ic  # noqa: E402

D, FF, LAYERS = 16, 32, 4


def block(x, w1, w2, g):
    h = sfc.layer_norm(x, g)             # a pre-layernorm MLP block: some 30 ops
    h = sfc.gelu(h @ w1) @ w2            # Megatron: w1 split by columns, w2 by rows: one all-reduce
    return x + h


def stack(layers: int, shared: bool = False, mesh=M2):
    """(fn, specs) of `layers` blocks, each with its own weights unless `shared`; a `data` axis
    splits the batch."""
    per = 1 if shared else layers

    def fn(x, *w):
        for k in range(layers):
            j = 0 if shared else k
            x = block(x, w[3 * j], w[3 * j + 1], w[3 * j + 2])
        return (x * x).sum()
    specs = [Spec((8, D), "f32", Sharding.spec("data" if "data" in mesh.names else None))]
    for _ in range(per):
        specs += [Spec((D, FF), "f32", Sharding.spec(None, "model")), Spec((FF, D), "f32", Sharding.spec("model", None)),
                  Spec((D,), "f32")]
    return fn, specs


def programs(fn, specs, mesh, train=False):
    step = sfc.value_and_grad(fn, argnums=tuple(range(len(specs))))

    def f(*args):
        if not train:
            return fn(*args)
        value, grads = step(*args)
        return (value, *grads)
    g = sfc.trace(f, *specs, mesh=mesh)
    return g, partition(g)


@pytest.fixture
def every_run(monkeypatch):
    """Runs written as calls (SHARDFLOW_OUTLINE=1), one block per call, however little work a
    block does."""
    monkeypatch.setenv(repeats.ENV, "1")
    monkeypatch.setattr(repeats, "MIN_WORK", 0.0)


def runs_of(prog, min_work=0.0):
    g = prog.graph
    return repeats.find_runs(g.ops, g.outputs, _outlinable, _work, min_work)


# -- which runs are found -----------------------------------------------------------------------------
@pytest.mark.parametrize("shared", [False, True], ids=["own-weights", "shared-weights"])
def test_a_loop_over_layers_is_one_run_of_one_block_per_layer(shared):
    fn, specs = stack(LAYERS, shared)
    _, prog = programs(fn, specs, M2)
    runs = runs_of(prog)
    assert len(runs) == 1
    run = runs[0]
    assert run.count == LAYERS
    # a chunk is one layer: as many ops as the program's layers hold, divided evenly
    kinds = [op.kind for op in run.chunk(prog.graph.ops, 0)]
    assert kinds.count("dot_general") == 2 and kinds.count("all_reduce") == 1
    # each chunk reads the previous chunk's output, and its own (or the shared) weights
    ins = [set(i) for i in run.inputs]
    weights = set(prog.graph.inputs[1:])
    for k in range(1, run.count):
        assert set(run.results(prog.graph.ops, k - 1)) & ins[k]
        used = ins[k] & weights
        assert len(used) == 3 and (used == ins[0] & weights) == shared


def test_the_forward_and_the_backward_pass_are_runs_of_their_own():
    fn, specs = stack(LAYERS)
    _, prog = programs(fn, specs, M2, train=True)
    runs = runs_of(prog)
    assert [r.count for r in runs] == [LAYERS, LAYERS]
    assert all(a.stop <= b.start for a, b in pairwise(runs))


def test_blocks_that_differ_are_not_one_run():
    def fn(x, w1, w2, g):
        for k in range(LAYERS):
            x = block(x, w1, w2, g) if k % 2 else sfc.relu(block(x, w1, w2, g))
        return x
    _, specs = stack(1)
    _, prog = programs(fn, specs, M2)
    for run in runs_of(prog):   # a run may pair two layers (relu'd and not), never one of each kind
        kinds = [tuple(op.kind for op in run.chunk(prog.graph.ops, i)) for i in range(run.count)]
        assert len(set(kinds)) == 1 and kinds[0].count("dot_general") == 4


def test_small_blocks_are_grouped_and_leftovers_stay_inline():
    fn, specs = stack(7)
    _, prog = programs(fn, specs, M2)
    one = runs_of(prog)[0]
    per_block = sum(_work(op) for op in one.chunk(prog.graph.ops, 0))
    (run,) = runs_of(prog, min_work=2.5 * per_block)   # three blocks a call: two calls, one layer inline
    assert run.count == 2 and run.length == 3 * one.length
    assert runs_of(prog, min_work=4 * per_block) == []  # one call of four would be no run


def test_runs_are_calls_only_when_asked_and_worth_a_call(monkeypatch):
    fn, specs = stack(LAYERS)
    _, prog = programs(fn, specs, M2)
    monkeypatch.setattr(repeats, "MIN_WORK", 0.0)
    monkeypatch.delenv(repeats.ENV, raising=False)
    assert OUTLINED in lower_multi_device(prog, outline=True) and OUTLINED not in lower_multi_device(prog)
    monkeypatch.setenv(repeats.ENV, "0")
    assert OUTLINED not in lower_multi_device(prog)
    monkeypatch.setenv(repeats.ENV, "1")
    assert OUTLINED in lower_multi_device(prog)
    monkeypatch.setattr(repeats, "MIN_WORK", 250e6)   # the default: these blocks are too small
    assert OUTLINED not in lower_multi_device(prog)


# -- the outlined module -----------------------------------------------------------------------------
def _inputs(specs, seed):
    rng = np.random.default_rng(seed)
    return [rand(s.shape, "f32", rng) * (0.3 if len(s.shape) == 2 and k else 1) for k, s in enumerate(specs)]


# (the gradient on 4 devices is the IREE failure test_an_outlined_module_iree_fails_on_... covers)
@pytest.mark.parametrize("mesh,train", [(M1, False), (M2, False), (M4, False), (M22, False),
                                        (M1, True), (M2, True), (M22, True)],
                         ids=["forward-1", "forward-2", "forward-4", "forward-2x2",
                              "gradient-1", "gradient-2", "gradient-2x2"])
def test_outlined_stack_matches_the_reference_on_every_device(every_run, mesh, train):
    fn, specs = stack(LAYERS, mesh=mesh)
    g, prog = programs(fn, specs, mesh, train)
    inputs = _inputs(specs, 1)
    text, _ = check_program(prog, inputs, reference.evaluate(g, inputs), tol=1e-4)
    # every layer but the first (it reads the program's input) is a call; the backward pass's too,
    # but its last (it reads the loss's seed)
    calls = len(re.findall(r"util\.call @block\d+", text))
    assert calls == (2 * LAYERS - 2 if train else LAYERS - 1)
    assert text.count("inlining_policy = #util.inline.never") == (2 if train else 1)


def test_outlined_shared_weights_match_the_reference(every_run):
    fn, specs = stack(LAYERS, shared=True, mesh=M2)
    g, prog = programs(fn, specs, M2, train=True)
    inputs = _inputs(specs, 2)
    text, _ = check_program(prog, inputs, reference.evaluate(g, inputs), tol=1e-4)
    assert OUTLINED in text


def test_an_outlined_module_iree_fails_on_compiles_with_every_block_written_out(every_run):
    """IREE 3.13 gives up on this one ("failed to solve for timepoint coverage": a 4-device
    training step with its layers as calls): compile warns and writes every block out."""
    fn, specs = stack(LAYERS, mesh=M4)
    step = sfc.value_and_grad(fn, argnums=tuple(range(len(specs))))

    def f(*args):
        value, grads = step(*args)
        return (value, *grads)
    group = Device.group_options([Device.cpu(i) for i in range(4)]).init()
    with pytest.warns(CompileWarning, match="repeated blocks written once.*every block written out"):
        compiled = sfc.compile(f, *specs, group=group)
    assert OUTLINED not in compiled.mlir
    inputs = _inputs(specs, 3)
    want = reference.evaluate(sfc.trace(f, *specs, mesh=M4), inputs)
    got = compiled(*inputs)
    for a, b in zip(got, want, strict=True):
        np.testing.assert_allclose(np.asarray(a), b, rtol=1e-4, atol=1e-4)


def test_every_device_runs_its_own_work_inside_the_function(every_run):
    fn, specs = stack(LAYERS)
    _, prog = programs(fn, specs, M4)
    text = lower_multi_device(prog)
    out = ic.compile_str(text, extra_args=iree_flags(4, ["--compile-to=stream"])).decode()
    body = out[out.index("@block0("):]
    body = body[:body.index("util.return")]
    places = [re.search(r"on\(#hal\.device\.affinity<@d(\d+)>", ln)
              for ln in body.splitlines() if "stream.cmd.execute" in ln]
    assert places and all(places), "an execute region in the function without a device affinity"
    assert {int(p.group(1)) for p in places} == {0, 1, 2, 3}


@pytest.mark.parametrize("train", [False, True], ids=["forward", "gradient"])
def test_outlining_moves_the_same_bytes(every_run, train):
    fn, specs = stack(LAYERS, mesh=M22)
    _, prog = programs(fn, specs, M22, train)
    inline = transferred_bytes(prog, outline=False)
    assert OUTLINED in lower_multi_device(prog)
    assert transferred_bytes(prog) == inline and sum(inline) > 0


def test_outline_false_writes_every_block(every_run):
    fn, specs = stack(LAYERS)
    _, prog = programs(fn, specs, M2)
    assert OUTLINED in lower_multi_device(prog)
    assert OUTLINED not in lower_multi_device(prog, outline=False)
