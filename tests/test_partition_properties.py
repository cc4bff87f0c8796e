"""Property tests: the partitioned per-device program, run on every device by the SPMD simulator
(which also checks every replica), computes what the reference interpreter computes, over programs
from the rule-table-driven generator (tests/graphgen.py): every op kind and dtype of the rule table,
1-D to 3-D meshes, uneven dims, tensors of rank 1-4, most cases moving data.

The corpus is deterministic (one case per focus (kind, dtype) pair), plus a small hypothesis budget
over other seeds. Mutation tests plant a broken partitioner piece and assert the same check fails on
the corpus, so a check that cannot fail would show here."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec
from shardflow.compiler.ops.registry import OPS
from shardflow.compiler.passes import partition as partition_mod
from shardflow.compiler.simulator import simulate
from shardflow.runtime import dtypes
from shardflow.runtime.collectives import groups

from graphgen import check_case, corpus_case, focus_pairs, make_case

CORPUS = range(len(focus_pairs()))  # seed i focuses on the i-th (kind, dtype) pair: all of them


@pytest.mark.parametrize("seed", CORPUS)
def test_generated_case_matches_reference(seed):
    check_case(*corpus_case(seed))


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(st.integers(len(CORPUS), 10 ** 6))
def test_random_generated_cases_match_reference(seed):
    check_case(make_case(seed))


# -- bugs the generator found (kept as plain regression tests) -----------------------------------------
def _run(fn, specs, mesh, xs):
    g = sfc.trace(fn, *specs, mesh=mesh)
    want, got = sfc.evaluate(g, xs), simulate(sfc.partition(g), xs)
    for w, o in zip(want, got, strict=True):
        np.testing.assert_array_equal(o, w) if w.dtype.kind in "iub" else np.testing.assert_allclose(o, w, rtol=1e-5, atol=1e-5)


def test_all_gather_drops_trailing_size_one_axes():
    # the planner ignores size-1 axes; the partitioner's bookkeeping kept 'c' on dim 1 after gathering
    # ('c', 'b', 'a'), so the dot's operand claimed 'c' twice
    mesh = Mesh.of({"a": 1, "b": 3, "c": 2})
    rng = np.random.default_rng(0)
    xs = [rng.standard_normal((4, 6, 5)).astype(np.float32), rng.standard_normal((4, 5)).astype(np.float32)]
    _run(lambda x, y: sfc.dot_general(x, y, ((2,), (1,)), ((0,), (0,))),
         [Spec((4, 6, 5), "f32", Sharding.spec("c", None, None)), Spec((4, 5), "f32", Sharding.spec(None, ("c", "b", "a")))],
         mesh, xs)


@pytest.mark.parametrize("n", [3, 4])
def test_unevenly_split_rng_state_advances_by_the_bits_shape(n):
    # pad_uneven took rng_bit_generator's `shape` (the bits' shape) for its result shape (the state's)
    xs = [np.array([123456789, 987654321], np.uint64)]
    _run(lambda s: sfc.rng_bit_generator(s, (6, 1, 4), "ui64", "PHILOX")[0], [Spec((2,), "ui64", Sharding.split(0, "x"))],
         Mesh.of({"x": n}), xs)


@pytest.mark.parametrize("op", [sfc.shift_left, sfc.shift_right_logical, sfc.shift_right_arithmetic])
def test_shift_of_a_scalar_stays_a_scalar(op):
    xs = [np.arange(4).astype(np.uint8), np.array(1, np.uint8)]
    _run(lambda x, y: op(x.sum(0), y), [Spec((4,), "ui8", Sharding.split(0, "a")), Spec((), "ui8")], Mesh.of({"a": 4}), xs)


# -- mutation tests: each broken piece must make the check fail on the corpus --------------------------
def _first_failure(limit: int = len(CORPUS)):
    """The first corpus case the check rejects (seed, exception), or None."""
    for seed in range(limit):
        try:
            check_case(make_case(seed))
        except Exception as e:  # a wrong number, a replica mismatch or a program that no longer fits
            return seed, e
    return None


def _patch_plan(monkeypatch, mutate):
    right = partition_mod.plan

    def broken(src, dst, rank, mesh):
        return [mutate(s, rank, mesh) for s in right(src, dst, rank, mesh)]
    monkeypatch.setattr(partition_mod, "plan", broken)


def _caught(monkeypatch, numeric: bool = True):
    found = _first_failure()
    assert found is not None, "the planted bug passed every generated case"
    seed, e = found
    if numeric:  # a wrong value, not a crash of the broken compiler
        assert isinstance(e, AssertionError), f"seed {seed}: {type(e).__name__}: {e}"
    return found


def test_mutation_all_gather_on_the_wrong_dim_is_caught(monkeypatch):
    def mutate(step, rank, mesh):
        if step.kind == "all_gather" and rank >= 2:
            step.attrs["dim"] = (step.attrs["dim"] + 1) % rank
        return step
    _patch_plan(monkeypatch, mutate)
    _caught(monkeypatch, numeric=False)


def test_mutation_all_to_all_with_swapped_dims_is_caught(monkeypatch):
    def mutate(step, rank, mesh):
        if step.kind == "all_to_all":
            a = step.attrs
            a["split_dim"], a["concat_dim"] = a["concat_dim"], a["split_dim"]
        return step
    _patch_plan(monkeypatch, mutate)
    _caught(monkeypatch, numeric=False)


def test_mutation_unfinished_partial_sum_is_caught(monkeypatch):
    # the planner forgets the all-reduce that finishes a pending sum
    right = partition_mod.plan
    monkeypatch.setattr(partition_mod, "plan", lambda *a: [s for s in right(*a) if s.kind != "all_reduce"])
    _caught(monkeypatch)


def test_mutation_collective_permute_from_the_wrong_device_is_caught(monkeypatch):
    def mutate(step, rank, mesh):
        if step.kind == "collective_permute":
            n = mesh.size
            step.attrs["pairs"] = tuple(((s + 1) % n, t) for s, t in step.attrs["pairs"])
        return step
    _patch_plan(monkeypatch, mutate)
    _caught(monkeypatch)


def test_mutation_reduce_scatter_pieces_in_the_wrong_order_is_caught(monkeypatch):
    _patch_spmd(monkeypatch, "reduce_scatter", lambda i, n: n - 1 - i)
    _caught(monkeypatch)


def test_mutation_localize_that_keeps_global_sizes_is_caught(monkeypatch):
    # the per-device op keeps its global size attributes (broadcast_in_dim, reshape, slice, ...)
    monkeypatch.setattr(partition_mod._Partitioner, "localize", lambda self, op, res_dims: dict(op.attrs))
    _caught(monkeypatch, numeric=False)


def _patch_spmd(monkeypatch, kind, reorder):
    """Plant a collective whose results go to the wrong members: member i of each group gets what
    member reorder(i, n) should."""
    op = OPS[kind]
    right = op.spmd

    def broken(xs, attrs, mesh):
        done = right(xs, attrs, mesh)
        out = list(done)
        for grp in groups(mesh, attrs["axes"]):
            for i, d in enumerate(grp):
                out[d] = done[grp[reorder(i, len(grp))]]
        return out
    monkeypatch.setattr(op, "spmd", broken)


def test_mutation_all_gather_pieces_in_the_wrong_order_is_caught(monkeypatch):
    op = OPS["all_gather"]
    right = op.spmd

    def broken(xs, attrs, mesh):  # each group concatenates its members last to first
        ys = list(xs)
        for grp in groups(mesh, attrs["axes"]):
            for i, d in enumerate(grp):
                ys[d] = xs[grp[-1 - i]]
        return right(ys, attrs, mesh)
    monkeypatch.setattr(op, "spmd", broken)
    _caught(monkeypatch)


def test_mutation_all_slice_keeping_a_neighbours_piece_is_caught(monkeypatch):
    _patch_spmd(monkeypatch, "all_slice", lambda i, n: (i + 1) % n)
    _caught(monkeypatch)


def test_mutation_all_to_all_chunks_to_the_wrong_member_is_caught(monkeypatch):
    _patch_spmd(monkeypatch, "all_to_all", lambda i, n: n - 1 - i)
    _caught(monkeypatch)


@pytest.mark.parametrize("dtype", ["i32", "ui8"])
def test_integer_division_finishes_the_pending_sum_first(dtype):
    # x / y is linear in x for floats only: the partitioner carried a dot's partial sum through an
    # integer divide, and the sum of truncated quotients is not the truncated quotient of the sum
    rng = np.random.default_rng(0)
    npd = dtypes.to_numpy(dtype)
    xs = [rng.integers(0, 21, (8, 7)).astype(npd), rng.integers(1, 6, (7,)).astype(npd)]
    _run(lambda x, y: sfc.divide(sfc.dot_general(x, x, ((0,), (0,)), ((1,), (1,))), y),
         [Spec((8, 7), dtype, Sharding.split(0, "b")), Spec((7,), dtype)], Mesh.of({"b": 2}), xs)
