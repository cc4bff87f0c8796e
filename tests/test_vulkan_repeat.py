"""Vulkan programs called again and again with changing inputs, every call against NumPy.

IREE 3.13's Vulkan code for a reduction fused with a consumer that broadcasts its result along
non-leading dims races on workgroup memory (compiler/lower/vulkan_fences.py has the story): only
some calls are wrong (inf on the first ones, values from the previous input later), so one call
per program proves nothing. The family below (softmax, layer norm, centring and variance over each
dim, argmax, cross-entropy, `w / abs(w).max(0)`, `w - v @ w`, `sfc.quantize` per channel) is ONE
program: one Vulkan compile.
A static check reads IREE's code for the same program: no dispatch may read workgroup memory that
another invocation writes without a barrier (lavapipe runs invocations in lock-step groups, which
hides some races a GPU would show). The fence rule itself is checked on traced graphs, without a
device.
"""
import os
import re
import sys

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec, quantize_array
from shardflow.compiler.driver import lower
from shardflow.compiler.iree_driver import build_flags
from shardflow.compiler.lower.host_staged import lower_host_staged
from shardflow.compiler.lower.vulkan_fences import BARRIER, fence_points, with_barriers
from shardflow.compiler.passes.partition import partition
from shardflow.runtime import Device
import bounded_run

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "samples"))
from transformer_block import mlp as gelu_mlp  # noqa: E402


def argmax(x, axis):
    """argmax as the importer writes JAX's: the max, then the smallest index that holds it."""
    best = x.max(axis=axis)
    hit = sfc.compare(x, sfc.broadcast_in_dim(best, x.shape, tuple(d for d in range(x.ndim) if d != axis)), "EQ")
    big = sfc.broadcast_in_dim(sfc.constant(np.array(np.iinfo(np.int32).max, np.int32)), x.shape, ())
    return sfc.reduce(sfc.select(hit, sfc.iota(x.shape, axis, "i32"), big), (axis,), "min")


def family(x, t, v, onehot):
    """x (32, 16), t (4, 8, 16), v (32,), onehot (32, 16): one-hot columns (32 classes along dim 0)."""
    def var(a, axis):
        c = a - a.mean(axis=axis, keepdims=True)
        return (c * c).mean(axis=axis)
    return (x / abs(x).max(axis=0),                               # the reported program
            sfc.softmax(x, axis=0), sfc.softmax(x, axis=1), sfc.log_softmax(x, axis=0),
            sfc.layer_norm(x, axis=0), sfc.layer_norm(x, axis=1), sfc.layer_norm(t, axis=1),
            x - x.mean(axis=0, keepdims=True), x - x.mean(axis=1, keepdims=True),
            t - t.mean(axis=(0, 2), keepdims=True), var(x, 0), var(x, 1),
            argmax(x, 0), argmax(x, 1),
            -(onehot * sfc.log_softmax(x, axis=0)).sum(axis=0).mean(),  # cross-entropy, classes on dim 0
            x - (v @ x).reshape(1, 16),                               # a vecmat, broadcast over rows
            *_quantized_parts(x))                                      # scales: a max over the rows


def _quantized_parts(x):
    q = sfc.quantize(x, "int8-per-channel")
    return q.values, q.scales, sfc.dequantize(q)


def numpy_family(x, t, v, onehot):
    x, t, v = (a.astype(np.float64) for a in (x, t, v))

    def softmax(a, axis):
        e = np.exp(a - a.max(axis, keepdims=True))
        return e / e.sum(axis, keepdims=True)

    def norm(a, axis):
        c = a - a.mean(axis, keepdims=True)
        return c / np.sqrt((c * c).mean(axis, keepdims=True) + 1e-5)
    log_softmax0 = np.log(softmax(x, 0))
    return [x / np.abs(x).max(0), softmax(x, 0), softmax(x, 1), log_softmax0,
            norm(x, 0), norm(x, 1), norm(t, 1),
            x - x.mean(0, keepdims=True), x - x.mean(1, keepdims=True), t - t.mean((0, 2), keepdims=True),
            x.var(0), x.var(1), x.argmax(0).astype(np.int32), x.argmax(1).astype(np.int32),
            -(onehot * log_softmax0).sum(0).mean(), x - v @ x, *_host_quantized(x)]


def _host_quantized(x):
    q = quantize_array(x.astype(np.float32), "int8-per-channel")
    return [q.values, q.scales, q.dequantize()]


FAMILY_SPECS = (Spec((32, 16)), Spec((4, 8, 16)), Spec((32,)), Spec((32, 16)))


def family_inputs(seed):
    rng = np.random.default_rng(seed)
    onehot = np.eye(32, dtype=np.float32)[rng.integers(0, 32, 16)].T.copy()
    return [rng.standard_normal(s.shape).astype(np.float32) for s in FAMILY_SPECS[:3]] + [onehot]


@pytest.fixture(scope="module")
def vulkan1(vulkan_device_count):
    g = Device.group_options([Device.vulkan(0)]).init()
    yield g
    g.close()


@pytest.fixture(scope="module")
def compiled_family(vulkan1):
    c = sfc.compile(family, *FAMILY_SPECS, group=vulkan1)
    yield c
    c.close()


# -- every call, changing inputs ----------------------------------------------------------------------

def test_every_call_of_the_reduction_family_matches_numpy(compiled_family):
    inputs = [family_inputs(seed) for seed in range(3)]
    for call, k in enumerate([0, 1, 0, 2, 2, 1]):   # a new input, the same again, back to an old one
        got = compiled_family(*inputs[k])
        want = numpy_family(*inputs[k])
        for j, (g, w) in enumerate(zip(got, want, strict=True)):
            # int8 values: a division the device rounds otherwise may land one step away
            atol = 1 if w.dtype == np.int8 else np.abs(want[-2]).max() if j == len(want) - 1 else 1e-5
            np.testing.assert_allclose(np.asarray(g), w, rtol=1e-4, atol=atol,
                                       err_msg=f"call {call} (inputs {k}), output {j}")


def test_every_call_of_a_training_step_matches_the_reference(requires_vulkan):
    """The MLP step of tests/test_host_staged.py on 2 Vulkan members (model-split, one all-reduce),
    its updated weights fed back in, every call against the NumPy reference (the graph's)."""
    def step(x, y, w1, w2):
        loss, (g1, g2) = sfc.value_and_grad(lambda w1, w2: sfc.mean((gelu_mlp(x, w1, w2) - y) ** 2.0),
                                            argnums=(0, 1))(w1, w2)
        return loss, w1 - 0.1 * g1, w2 - 0.1 * g2
    specs = (Spec((16, 16)), Spec((16, 16)), Spec((16, 32), "f32", Sharding.split(1)),
             Spec((32, 16), "f32", Sharding.split(0)))
    g = Device.group_options([Device.vulkan(0), Device.vulkan(1)]).init()
    c = sfc.compile(step, *specs, group=g)
    rng = np.random.default_rng(0)
    w1, w2 = (rng.standard_normal(s.shape).astype(np.float32) * 0.3 for s in specs[2:])
    try:
        for call in range(4):
            x, y = (rng.standard_normal((16, 16)).astype(np.float32) for _ in range(2))
            want = sfc.evaluate(c.graph, [x, y, w1, w2], float64=True)
            got = [np.asarray(o) for o in c(x, y, w1, w2)]
            for j, (a, w) in enumerate(zip(got, want, strict=True)):
                np.testing.assert_allclose(a, w, rtol=1e-4, atol=1e-5, err_msg=f"call {call}, output {j}")
            w1, w2 = got[1], got[2]
    finally:
        c.close()
        g.close()


# -- IREE's code for the family: no unsynchronized workgroup memory -----------------------------------

def unsynchronized_workgroup_reads(module_text: str, tmp_path) -> tuple[int, list[str]]:
    """(number of Vulkan dispatches, those that race): IREE's code for each dispatch after its last
    barrier pass; a workgroup buffer accessed at several index expressions (an invocation reads
    what another wrote) in a dispatch without any `gpu.barrier` races."""
    from iree.compiler.tools.binaries import find_tool
    src = tmp_path / "stages.mlir"
    src.write_text(module_text)
    r = bounded_run.run([find_tool("iree-compile"), str(src), "-o", os.devnull, *build_flags(("vulkan",), 1),
                         "--mlir-print-ir-after=gpu-eliminate-barriers", "--mlir-disable-threading"], timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    dispatches = r.stderr.split("// -----// IR Dump After GpuEliminateBarriers")[1:]
    racy = []
    for d in dispatches:
        name = re.search(r"func\.func @(\S+)\(", d).group(1)
        for buf in re.findall(r"(%\w+) = memref\.alloc\(\)[^\n]*#gpu\.address_space<workgroup>", d):
            if len(set(re.findall(re.escape(buf) + r"\[([^\]]*)\]", d))) > 1 and "gpu.barrier" not in d:
                racy.append(name)
    return len(dispatches), racy


def test_no_vulkan_dispatch_reads_workgroup_memory_unsynchronized(compiled_family, tmp_path):
    n, racy = unsynchronized_workgroup_reads(compiled_family.mlir, tmp_path)
    assert n >= 10 and racy == []
    assert compiled_family.mlir.count(f"stablehlo.{BARRIER}") >= 10
    # the check sees the race: the reported program lowered without its fence
    unfenced, _ = lower_host_staged(partition(sfc.trace(lambda w: w / abs(w).max(axis=0), S)), lambda plan: {})
    assert BARRIER not in unfenced
    assert unsynchronized_workgroup_reads(unfenced, tmp_path) == (1, ["stage0_dispatch_0_reduction_16x32_f32"])


# -- the fence rule, on traced graphs (no device) -----------------------------------------------------

def _fenced(fn, *specs):
    """(consumer kind, operand's producer kind) of each fence `fn`'s graph gets."""
    g = sfc.trace(fn, *specs)
    return [(op.kind, op.operands[k].producer.kind) for op, k in fence_points(g)]


S = Spec((32, 16))


def test_broadcasts_along_leading_dims_of_a_reduction_are_fenced():
    assert _fenced(lambda w: w / abs(w).max(axis=0), S) == [("broadcast_in_dim", "reduce")]
    assert len(_fenced(lambda w: sfc.softmax(w, axis=0), S)) == 2
    assert len(_fenced(lambda t: sfc.layer_norm(t, axis=1), Spec((4, 8, 16)))) == 2
    assert len(_fenced(lambda w: w - w.sum(axis=(0, 1), keepdims=True), Spec((4, 8, 16)))) == 1
    assert _fenced(lambda w, v: w - (v @ w).reshape(1, 16), S, Spec((32,))) == [("broadcast_in_dim", "reshape")]
    # a window reduction (cumulative max over the rows) read by every row
    assert len(_fenced(lambda w: w - sfc.reduce_window(w, "max", (32, 1)), S)) == 1


def test_broadcasts_along_trailing_dims_and_uncomputed_operands_are_not():
    assert _fenced(lambda w: sfc.softmax(w, axis=-1), S) == []
    assert _fenced(lambda w: sfc.layer_norm(w, axis=-1), S) == []
    assert _fenced(lambda w: w - w.max(axis=1, keepdims=True), S) == []
    assert _fenced(lambda w: w / w.sum(), S) == []                              # a scalar
    assert _fenced(lambda w, g: w * (g * 2.0), S, Spec((16,))) == []            # no reduction behind
    assert _fenced(lambda w: w + sfc.constant(np.ones((32, 16), np.float32)).sum(axis=0), S) == []
    assert _fenced(lambda w: w.sum(axis=0) * 2.0, S) == []                      # no broadcast
    assert _fenced(lambda w: w.sum(axis=1).reshape(4, 8).T * 2.0, S) == []     # read whole by a transpose


def test_fences_are_added_for_vulkan_members_only():
    with Device.group_options([Device.cpu(0), Device.cpu(1)]).init() as two:   # a mesh of 2
        g = sfc.trace(lambda w: w / abs(w).max(axis=0), Spec((32, 16), "f32", Sharding.split(1)), group=two)
    prog = partition(g)
    assert f"stablehlo.{BARRIER}" in lower(prog, g, "vulkan", "host-staged", ("vulkan",) * 2)[0]
    assert f"stablehlo.{BARRIER}" in lower(prog, g, "vulkan", "multi-device", ("vulkan",) * 2)[0]
    assert f"stablehlo.{BARRIER}" in lower(prog, g, "mixed", "host-staged", ("cpu", "vulkan"))[0]
    assert BARRIER not in lower(prog, g, "cpu", "host-staged", ("cpu",) * 2)[0]
    assert BARRIER not in lower(prog, g, "cpu", "multi-device", ("cpu",) * 2)[0]


def test_a_fenced_graph_is_a_copy_that_computes_the_same():
    g = sfc.trace(lambda w: (sfc.softmax(w, axis=0), w.max(axis=0)), S)
    ops = list(g.ops)
    fenced = with_barriers(g, fence_points(g))
    assert g.ops == ops and BARRIER not in [op.kind for op in g.ops]     # the original is untouched
    assert [op.kind for op in fenced.ops].count(BARRIER) == 2
    fenced.verify()
    x = np.random.default_rng(0).standard_normal((32, 16)).astype(np.float32)
    for a, b in zip(sfc.evaluate(fenced, [x]), sfc.evaluate(g, [x]), strict=True):
        np.testing.assert_array_equal(a, b)
