"""Op pairs iree-compile 3.13 gets wrong in one dispatch, kept apart by an optimization barrier
(compiler/lower/operand_fences.py): a pad of a pad with interior padding (folded as if neither had
any: pad(pad([7], low=1), interior=1) gave [0, 7, 0, 0], not [0, 0, 7, 0]) and the reverse or gather
of a strided or cut slice (a crash in LLVM translation). Checked on IREE against the reference for every
pairing of edge and interior padding and for reversed strided slices, and the fence points."""
from __future__ import annotations

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Spec
from shardflow.compiler.lower.operand_fences import fence_points
from iree_run import run_on_iree

INNER = [(1, 0, 0), (0, 1, 0), (2, 0, 0), (1, 1, 1), (0, 0, 1), (-1, 0, 0)]
OUTER = [(0, 1, 1), (1, 0, 1), (0, 0, 2), (1, 1, 0), (-1, 0, 1)]


def _nested(a, b, v1=0.0, v2=0.0):
    return lambda t: [sfc.pad(sfc.pad(t, (a[0],), (a[1],), (a[2],), v1), (b[0],), (b[1],), (b[2],), v2)]


def test_nested_pads_run_as_the_reference_computes_them():
    x = np.arange(1, 4, dtype=np.float32)
    graphs = {(a, b): sfc.trace(_nested(a, b), Spec((3,), "f32")) for a in INNER for b in OUTER}
    # one program holding every pair: one compile
    g = sfc.trace(lambda t: [out for a in INNER for b in OUTER for out in _nested(a, b)(t)], Spec((3,), "f32"))
    want = sfc.evaluate(g, [x])
    got = run_on_iree(g, [x])
    for (pair, _), w, o in zip(graphs.items(), want, got, strict=True):
        np.testing.assert_array_equal(o, w, err_msg=f"pad {pair[0]} then {pair[1]}")


def test_a_pad_with_interior_padding_is_fenced_on_both_sides():
    def f(t):
        spaced = sfc.pad(t, (0,), (0,), (1,))
        edge = sfc.pad(t, (1,), (0,))
        return [sfc.pad(edge, (0,), (1,), (1,)),                    # its operand: it spaces
                sfc.pad(spaced, (1,), (1,)),                        # a reader of a spaced pad
                sfc.pad(edge, (1,), (1,)),                          # edges only: IREE folds these right
                sfc.exp(spaced)]                                    # any reader
    g = sfc.trace(f, Spec((4,), "f32"))
    spaced, edge, outer_spaced, outer_edge, edges, exp = [op for op in g.ops if op.kind != "constant"]
    assert [(op.kind, op.attrs.get("interior_padding")) for op in (spaced, edge, outer_spaced, outer_edge, edges, exp)] \
        == [("pad", (1,)), ("pad", (0,)), ("pad", (1,)), ("pad", (0,)), ("pad", (0,)), ("exponential", None)]
    assert fence_points(g) == [(spaced, 0), (outer_spaced, 0), (outer_edge, 0), (exp, 0)]


@pytest.mark.parametrize("n", [2, 4])
def test_pads_around_an_interior_pad_on_split_devices(n):
    """A pad with interior padding along one dim and edges along the split one, then an edge pad:
    on the devices each becomes halo windows (slices and edge pads) around the interior pad, which
    IREE folded with them (wrong rows on 2 devices)."""
    from shardflow.compiler import Sharding
    from shardflow.runtime import Device
    group = Device.group_options([Device.cpu(i) for i in range(n)]).mesh(x=n).init()
    try:
        g = sfc.trace(lambda t: [sfc.pad(sfc.pad(t, (1, 1), (2, -1), (1, 0)), (0, 1), (0, 1)),
                                 sfc.pad(sfc.exp(t[1:]), (2, 0), (1, 0), (1, 0))],
                      Spec((4, 8), "f32", Sharding.spec(None, "x")), group=group)
        x = np.random.default_rng(0).standard_normal((4, 8)).astype(np.float32)
        want = sfc.evaluate(g, [x])
        for w, o in zip(want, run_on_iree(g, [x], group), strict=True):
            np.testing.assert_allclose(o, w, rtol=1e-6)
    finally:
        group.close()


def test_reversed_strided_slices_compile_and_run():
    """jnp.flip of a strided slice (IREE 3.13 crashed: "LLVM Translation failed for operation:
    builtin.unrealized_conversion_cast"), alone, reshaped and between elementwise ops."""
    x = np.arange(24, dtype=np.float32).reshape(4, 6)
    g = sfc.trace(lambda t: [sfc.reverse(t[:, ::2], (0,)), sfc.reverse(t[:, ::2], (1,)).reshape(3, 4),
                             sfc.exp(sfc.reverse(sfc.exp(t * 0.01)[::2, 1::3], (0, 1))),
                             sfc.reverse(t[1:3], (0,))], Spec((4, 6), "f32"))
    assert [op.kind for op, _ in fence_points(g)] == ["reverse"] * 3
    want = sfc.evaluate(g, [x])
    for w, o in zip(want, run_on_iree(g, [x]), strict=True):
        np.testing.assert_allclose(o, w, rtol=1e-6)



def test_reverses_and_gathers_of_cut_slices_compile_and_run():
    """A slice that is not one block of its operand (a dim cut inside others not taken whole:
    `t[:2, :, 1:2]`) crashed iree-compile 3.13's LLVM translation under a reverse or a gather as
    a strided one does (random program 170016: a gather from columns another device gathered); a
    block (`t[:2]`, `t[1:2, 3:5]`) does not, and is not fenced."""
    x = np.arange(56, dtype=np.float32).reshape(4, 7, 2)
    idx = np.array([[6], [0], [3]], np.int32)

    def take(table, i):   # rows of the (2, 7, 1) table at the indices, as jnp.take(table, i, axis=1)
        return sfc.gather(table, i, offset_dims=(1, 2), collapsed_slice_dims=(1,), start_index_map=(1,),
                          index_vector_dim=1, slice_sizes=(2, 1, 1))
    g = sfc.trace(lambda t, i: [sfc.reverse(t[:2, :, 1:2], (0,)), take(t[:2, :, 1:2], i), take(t[2:, :, :1], i),
                                sfc.reverse(t[:2], (1,)), sfc.reverse(t[1:2, 3:5], (1,))],
                  Spec((4, 7, 2), "f32"), Spec((3, 1), "i32"))
    assert [op.kind for op, _ in fence_points(g)] == ["reverse", "gather", "gather"]
    want = sfc.evaluate(g, [x, idx])
    for w, o in zip(want, run_on_iree(g, [x, idx]), strict=True):
        np.testing.assert_array_equal(o, w)
