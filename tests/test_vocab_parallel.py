"""Vocab-parallel lookups and sharded KV caches (passes/masked_local.py): a dim an op indexes at run
time stays split. Lookups (gather, dynamic_slice) become partial sums finished by an all-reduce of
the looked-up rows (or a reduce-scatter), never an all-gather of the table; updates (scatter_add,
dynamic_update_slice) write each device's own shard. Numbers against the reference via the SPMD
simulator and on IREE CPU devices, bytes exactly, and the JAX-exported GPT-2 style decode step
against the bytes XLA moves for it."""
from __future__ import annotations

import pathlib

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Device, Mesh, Sharding, Spec
from iree_run import run_on_iree
from shardflow.compiler.explain import explain_json
from shardflow.compiler.importer import import_module
from shardflow.compiler.simulator import simulate

RNG = np.random.default_rng(11)
S = Sharding.spec
M4 = Mesh.of({"model": 4})
M22 = Mesh.of({"data": 2, "model": 2})
DATA = pathlib.Path(__file__).parent / "data" / "vocab_parallel"


def lookup(t, i):
    """StableHLO's gather of rows (no wrapping of negative ids: out-of-range ones are clamped)."""
    return sfc.gather(t, sfc.reshape(i, tuple(i.shape) + (1,)), offset_dims=(len(i.shape),),
                      collapsed_slice_dims=(0,), start_index_map=(0,), index_vector_dim=len(i.shape),
                      slice_sizes=(1, t.shape[1]))


def check(graph, xs, collectives, fallbacks=()):
    """Simulated numbers equal the reference; collectives are exactly [(kind, axes, local shape, bytes)]."""
    prog = sfc.partition(graph)
    for w, s in zip(sfc.evaluate(graph, xs), simulate(prog, xs), strict=True):
        np.testing.assert_allclose(s, w, rtol=1e-6, atol=1e-6)
    got = [(c.kind, c.axes, c.shape, c.to_json()["bytes_per_device"]) for c in prog.collectives]
    assert got == list(collectives), [c.to_json() for c in prog.collectives]
    assert len(prog.replicated_fallbacks) == len(fallbacks), prog.replicated_fallbacks
    for want, note in zip(fallbacks, prog.replicated_fallbacks, strict=True):
        assert note.startswith(want), note
    return prog


def table_and_ids(vocab=32, hidden=16, ids_shape=(2, 8), dtype=np.int32, low=-6, high=40):
    ids = RNG.integers(low, high, ids_shape).astype(dtype)
    return RNG.standard_normal((vocab, hidden)).astype(np.float32), ids


# -- lookups ----------------------------------------------------------------------------------------
def test_vocab_split_lookup_all_reduces_the_rows_not_the_table():
    """(2, 8, 16) f32 rows on every device, partial over model: 2 * 3/4 * 1024 B; out-of-range and
    negative ids are clamped into the table as StableHLO's gather does."""
    g = sfc.trace(lookup, Spec((32, 16), "f32", S("model")), Spec((2, 8), "i32"), mesh=M4)
    t, ids = table_and_ids()
    ids[0, :4] = [-100, -1, 31, 32]
    prog = check(g, [t, ids], [("all_reduce", ("model",), (2, 8, 16), 1536)])
    assert prog.global_inputs[0][1] == S("model")
    local = next(op for op in prog.graph.ops if op.kind == "gather")
    assert local.operands[0].shape == (8, 16)  # each device looks up in its own 8 rows


@pytest.mark.parametrize("form", ["take", "getitem"])
def test_take_and_getitem_wrap_negative_ids_then_look_up_locally(form):
    f = (lambda t, i: sfc.take(t, i)) if form == "take" else (lambda t, i: t[i])
    g = sfc.trace(f, Spec((32, 16), "f32", S("model")), Spec((2, 8), "i32"), mesh=M4)
    check(g, list(table_and_ids(low=-32, high=32)), [("all_reduce", ("model",), (2, 8, 16), 1536)])


def test_consumer_split_on_hidden_gets_a_reduce_scatter():
    """Rows wanted split on hidden: the lookup keeps the vocab split and a reduce-scatter finishes
    it (3/4 * 1024 B), where moving the table to a hidden split would be an all-to-all of 6 KiB."""
    g = sfc.trace(lookup, Spec((512, 16), "f32", S("model")), Spec((2, 8), "i32"), mesh=M4)
    g.output_shardings = [S(None, None, "model")]
    check(g, list(table_and_ids(vocab=512, high=600)), [("reduce_scatter", ("model",), (2, 8, 16), 768)])


def test_a_small_table_moves_to_a_hidden_split_instead():
    """The same with a 32-row table: its all-to-all (3/4 * 512 B) beats the rows' reduce-scatter."""
    g = sfc.trace(lookup, Spec((32, 16), "f32", S("model")), Spec((2, 8), "i32"), mesh=M4)
    g.output_shardings = [S(None, None, "model")]
    check(g, list(table_and_ids()), [("all_to_all", ("model",), (8, 16), 384)], fallbacks=["gather"])


@pytest.mark.parametrize("itype", ["ui32", "i64"])
def test_other_index_dtypes(itype):
    g = sfc.trace(lookup, Spec((32, 16), "f32", S("model")), Spec((5,), itype), mesh=M4)
    t, ids = table_and_ids(ids_shape=(5,), dtype=np.uint32 if itype == "ui32" else np.int64, low=0)
    check(g, [t, ids], [("all_reduce", ("model",), (5, 16), 480)])


def test_data_split_ids_and_a_2d_mesh():
    """ids over data, table rows over model: each data shard's rows are all-reduced over model."""
    g = sfc.trace(lookup, Spec((32, 16), "f32", S("model")), Spec((4, 8), "i32", S("data")), mesh=M22)
    prog = check(g, list(table_and_ids(ids_shape=(4, 8))), [("all_reduce", ("model",), (2, 8, 16), 1024)])
    assert prog.global_outputs[0][1] == S("data")


def test_two_indexed_dims_split_over_two_axes():
    """A 2-component index into a (8, 6, 4) table split on dims 0 (data) and 1 (model): one device
    of the four holds each looked-up row."""
    def f(t, i):
        return sfc.gather(t, i, offset_dims=(1,), collapsed_slice_dims=(0, 1), start_index_map=(0, 1),
                          index_vector_dim=1, slice_sizes=(1, 1, 4))
    g = sfc.trace(f, Spec((8, 6, 4), "f32", S("data", "model")), Spec((10, 2), "i32"), mesh=M22)
    t = RNG.standard_normal((8, 6, 4)).astype(np.float32)
    ids = np.stack([RNG.integers(-2, 10, 10), RNG.integers(-2, 8, 10)], 1).astype(np.int32)
    check(g, [t, ids], [("all_reduce", ("data", "model"), (10, 4), 240)])


def test_a_tiny_table_with_many_lookups_is_gathered_instead():
    """Gathering 4 rows of 8 f32 (3 * 32 B) moves less than all-reducing 512 looked-up rows."""
    g = sfc.trace(lookup, Spec((4, 8), "f32", S("model")), Spec((512,), "i32"), mesh=M4)
    t, ids = table_and_ids(vocab=4, hidden=8, ids_shape=(512,), low=-1, high=5)
    check(g, [t, ids], [("all_gather", ("model",), (1, 8), 96)], fallbacks=["gather"])


# -- gradient ---------------------------------------------------------------------------------------
def embedding_step(t, ids, y):
    def loss(t):
        return sfc.mean((sfc.tanh(lookup(t, ids)) - y) ** 2.0)
    v, gt = sfc.value_and_grad(loss)(t)
    return v, t - 0.5 * gt


def test_gradient_scatters_into_the_local_shard():
    """value_and_grad through a vocab-split lookup on data x model: the rows' all-reduce over model,
    the loss's, and the table gradient's over data of the local (16, 16) shard only: the table is
    never gathered, its gradient never all-reduced whole. The last two need neither each other:
    one all-reduce of their 16 * 16 + 1 values (passes/combine_all_reduces.py)."""
    specs = [Spec((32, 16), "f32", S("model")), Spec((4, 8), "i32", S("data")), Spec((4, 8, 16), "f32", S("data"))]
    g = sfc.trace(embedding_step, *specs, mesh=M22)
    t, ids = table_and_ids(ids_shape=(4, 8))
    y = RNG.standard_normal((4, 8, 16)).astype(np.float32)
    prog = check(g, [t, ids, y], [("all_reduce", ("model",), (2, 8, 16), 1024),
                                  ("all_reduce", ("data",), (16 * 16 + 1,), 1028)])
    assert prog.global_outputs[1][1] == S("model")
    scatter = next(op for op in prog.graph.ops if op.kind == "scatter_add")
    assert scatter.attrs["shape"] == (16, 16) and scatter.operands[1].shape == (2, 8, 16)


def test_scatter_add_with_out_of_range_ids_skips_them_on_every_shard():
    def f(i, u):
        return sfc.scatter_add(sfc.constant(np.zeros((32, 4), np.float32)), sfc.reshape(i, (6, 1)), u,
                               update_window_dims=(1,), inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,),
                               index_vector_dim=1)
    g = sfc.trace(f, Spec((6,), "i32"), Spec((6, 4), "f32"), mesh=M4)
    g.output_shardings = [S("model")]
    ids = np.array([-1, 0, 7, 8, 31, 32], np.int32)
    prog = check(g, [ids, RNG.standard_normal((6, 4)).astype(np.float32)], [])
    assert next(op for op in prog.graph.ops if op.kind == "scatter_add").attrs["shape"] == (8, 4)


# -- KV caches ----------------------------------------------------------------------------------------
CACHE = (2, 4, 16, 8)  # batch, heads, seq, head_dim


def kv_step(cache, kv, q, pos):
    """Write this step's keys at a run-time position, read a window back, attend over the cache."""
    cache = sfc.dynamic_update_slice(cache, kv, [0, 0, pos, 0])
    window = sfc.dynamic_slice(cache, [0, 0, pos, 0], (2, 4, 3, 8))
    scores = sfc.reduce_sum(cache * q, (3,))
    return cache, window, scores


@pytest.mark.parametrize("split", ["heads", "seq"])
@pytest.mark.parametrize("pos", [-3, 0, 3, 4, 13, 15, 40])
def test_kv_cache_update_at_a_runtime_index_stays_local(split, pos):
    """Update of 2 rows (straddling shards at pos 3, 15 clamped to 14) and a 3-row window read.
    Split on heads both pass through; split on seq the update is a masked local write and the
    window a partial sum (its (2, 4, 3, 8) f32 all-reduce, 2 * 3/4 * 768 B); the cache never moves
    (split on heads, the window stays split on heads: no collective at all)."""
    sh = S(None, "model") if split == "heads" else S(None, None, "model")
    specs = [Spec(CACHE, "f32", sh), Spec((2, 4, 2, 8), "f32"), Spec((2, 4, 1, 8), "f32"), Spec((), "i32")]
    g = sfc.trace(kv_step, *specs, mesh=M4)
    g.output_shardings = [sh, None, sh]
    xs = [RNG.standard_normal(CACHE).astype(np.float32), RNG.standard_normal((2, 4, 2, 8)).astype(np.float32),
          RNG.standard_normal((2, 4, 1, 8)).astype(np.float32), np.int32(pos)]
    check(g, xs, [] if split == "heads" else [("all_reduce", ("model",), (2, 4, 3, 8), 1152)])


@pytest.mark.parametrize("mode", ["multi-device", "host-staged"])
def test_kv_cache_on_four_cpu_devices(mode):
    """The seq-split cache step and the vocab-split embedding step, compiled and run on IREE (the
    shard offsets: folded per device, or read from the member's index in host-staged stages)."""
    group = Device.group_options([Device.cpu(i) for i in range(4)]).mesh({"model": 4}).init()
    try:
        specs = [Spec(CACHE, "f32", S(None, None, "model")), Spec((2, 4, 2, 8), "f32"), Spec((2, 4, 1, 8), "f32"),
                 Spec((), "i32"), Spec((32, 16), "f32", S("model")), Spec((3, 5), "i32"), Spec((3, 5, 16), "f32")]

        def f(cache, kv, q, pos, t, ids, y):
            return (*kv_step(cache, kv, q, pos), *embedding_step(t, ids, y))
        graph = sfc.trace(f, *specs, group=group)
        graph.output_shardings = [S(None, None, "model"), None, S(None, None, "model"), None, None]
        t, ids = table_and_ids(ids_shape=(3, 5))
        xs = [RNG.standard_normal(CACHE).astype(np.float32), RNG.standard_normal((2, 4, 2, 8)).astype(np.float32),
              RNG.standard_normal((2, 4, 1, 8)).astype(np.float32), np.int32(7), t, ids,
              RNG.standard_normal((3, 5, 16)).astype(np.float32)]
        want = sfc.evaluate(graph, xs)
        prog = sfc.partition(graph)
        # the two steps' all-reduces need neither each other: one of both (combine_all_reduces.py)
        assert [c.kind for c in prog.collectives] == ["all_reduce"], [c.to_json() for c in prog.collectives]
        assert "2 independent all-reduces combined" in prog.collectives[0].op
        for w, o in zip(want, run_on_iree(graph, xs, group, mode), strict=True):
            np.testing.assert_allclose(o, w, rtol=1e-5, atol=1e-5)
    finally:
        group.close()


# -- a JAX-exported GPT-2 style decode step -------------------------------------------------------------
# XLA's bytes per device for the same jitted step on 4 devices (make_decode.py: the collectives of
# `.compile().as_text()`, counted with API.md's formulas): heads 2 all-reduces of (2, 128) f32;
# seq 3 all-gathers of the new k/v heads, 3 small all-reduces (softmax), 2 of (2, 128)
XLA_BYTES = {"heads": 3072, "seq": 7104}


@pytest.mark.parametrize("split", ["heads", "seq"])
def test_jax_decode_step_moves_no_more_than_xla(split):
    g = import_module((DATA / f"decode_{split}.shardy.mlir").read_text())
    prog = sfc.partition(g)
    ex = explain_json(prog)
    kinds = [(c["kind"], tuple(c["shape"])) for c in ex["collectives"]]
    assert ("all-reduce", (2, 128)) == kinds[0], kinds  # the embedding rows, not the (512, 128) table
    assert not any(k == "all-gather" and s[0] == 128 for k, s in kinds), kinds
    assert ex["replicated_fallbacks"] == []
    assert ex["bytes_per_device_total"] == {"heads": 3072, "seq": 6336}[split] <= XLA_BYTES[split]
