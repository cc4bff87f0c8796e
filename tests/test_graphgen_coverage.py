"""The generator (tests/graphgen.py) covers what it claims: every op kind of the rule table and every
dtype its rule accepts, and a corpus in which most cases move data with every collective kind on
tensors of rank 1-4. Counted from the partitioner's output (the per-device program's collectives)."""
import collections
import functools


from shardflow.compiler.ops.registry import OPS, OpDef
from shardflow.runtime import dtypes
from shardflow.runtime.collectives import KINDS, MOVING

import graphgen
from graphgen import ARGS, EXCLUDED, GEN_KINDS, PER_DEVICE, accepted_dtypes, case_stats, corpus_case, focus_pairs

CORPUS = range(len(focus_pairs()))
# all_to_all moves an axis from one dim to another: it needs a tensor of rank 2 or more
MIN_RANK = {"all_to_all": 2}


def test_every_op_kind_has_an_argument_generator():
    assert graphgen.missing_generators() == []
    assert set(ARGS) <= set(OPS), f"generators for unknown op kinds: {sorted(set(ARGS) - set(OPS))}"
    # per-device ops: the collectives, the ops whose attributes differ per device (halo_window), and
    # the ops partitioned by their own rule (shard_map and its partition_id: tests/test_shard_map.py)
    assert set(PER_DEVICE) == set(KINDS) | {k for k, d in OPS.items() if d.per_device is not None or d.partition} \
        - set(EXCLUDED)
    for kind, why in EXCLUDED.items():
        assert kind in OPS and why, f"EXCLUDED[{kind!r}] must name a registered kind and give a reason"


def test_an_op_added_without_a_generator_is_reported(monkeypatch):
    monkeypatch.setitem(OPS, "new_op", OpDef("new_op", lambda t, a: t, lambda x, a: x))
    assert graphgen.missing_generators() == ["new_op"]


def test_every_kind_takes_some_dtype_and_floats_where_its_rule_does():
    for kind in GEN_KINDS:
        got = accepted_dtypes(kind)
        assert got, f"{kind}: its generator's arguments fit no dtype"
        assert set(got) <= set(graphgen.GEN_DTYPES)
    # spot checks against the rule table's own wording
    assert accepted_dtypes("tanh") == tuple(d for d in dtypes.FLOATS if d in graphgen.GEN_DTYPES)
    assert set(accepted_dtypes("shift_left")) == set(dtypes.INTS)
    assert accepted_dtypes("rng_bit_generator") == ("ui8", "ui32", "ui64")
    assert "i1" in accepted_dtypes("select") and "i1" not in accepted_dtypes("add")


@functools.lru_cache(maxsize=None)
def corpus_stats():
    """(stats per case, (kind, dtype) pairs in the global graphs) over the deterministic corpus."""
    per_case, pairs = [], set()
    for seed in CORPUS:
        case, prog = corpus_case(seed)
        pairs.update(case.made)
        per_case.append((case, case_stats(prog)))
    return per_case, pairs


def test_corpus_covers_every_op_kind_and_dtype():
    per_case, pairs = corpus_stats()
    assert {c.focus for c, _ in per_case} == set(GEN_KINDS)
    assert {op.kind for c, _ in per_case for op in c.graph.ops} >= set(GEN_KINDS)
    want = {(k, dt) for k in GEN_KINDS for dt in accepted_dtypes(k)}
    assert want <= pairs, f"never generated: {sorted(want - pairs)}"
    assert {m.size for c, _ in per_case for m in [c.mesh]} >= {1, 2, 3, 4, 6, 8}
    assert {len(c.mesh.names) for c, _ in per_case} == {1, 2, 3}


def test_corpus_moves_data_with_every_collective_on_ranks_1_to_4(capsys):
    per_case, _ = corpus_stats()
    n = len(per_case)
    moving = sum(s.moving for _, s in per_case)
    multi = sum(s.devices > 1 for _, s in per_case)
    seen = collections.Counter(kr for _, s in per_case for kr in s.collectives)
    with capsys.disabled():
        print(f"\n{n} cases: {moving} ({moving / n:.0%}) move data, {multi} ({multi / n:.0%}) on >1 device; "
              f"collectives by (kind, rank): " + ", ".join(f"{k}: " + " ".join(f"r{r}={seen[(k, r)]}" for r in range(5))
                                                      for k in KINDS))
    assert moving >= 0.6 * n
    assert multi >= 0.8 * n
    for kind in KINDS:
        for rank in range(MIN_RANK.get(kind, 1), 5):
            assert seen[(kind, rank)] > 0, f"no {kind} on a rank-{rank} tensor in the corpus"
    assert set(MOVING) == {k for k in KINDS if k != "all_slice"}
