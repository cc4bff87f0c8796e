"""Issue 10, "never more bytes than XLA": on JAX-exported transformer models and sharding kernels
(tests/data/jax/make_transformers.py), shardflow's programs match JAX's outputs and make no device
receive more bytes than XLA's own SPMD partitioner does for the same module (XLA's collectives,
measured once from its partitioned HLO and priced with runtime/collectives.py's formulas, are stored
in tests/data/jax_expected/xla_bytes.json, so this needs no jax)."""
import pytest

from jax_cases import explain, expected_cases, run_matches_expected, xla_bytes

XLA = xla_bytes()
CASES = sorted(XLA)


def test_every_measured_module_has_expected_outputs():
    assert [c for c in CASES if c not in expected_cases()] == []


@pytest.mark.parametrize("case", CASES)
def test_runs_and_matches_jax(case, tmp_path, capsys):
    run_matches_expected(case, tmp_path, capsys)


def _listing(colls, key):
    return "; ".join(f"{c['kind']} {c['dtype']}{c['shape']} {key(c)}: {c['bytes_per_device']}" for c in colls)


@pytest.mark.parametrize("case", CASES)
def test_never_more_bytes_than_xla(case, capsys):
    ours, theirs = explain(case, capsys), XLA[case]
    assert ours["devices"] == theirs["devices"]
    assert list(ours["mesh"].values()) == list(theirs["mesh"].values())
    assert ours["bytes_per_device_total"] <= theirs["bytes_per_device_total"], (
        f"{case}: shardflow {ours['bytes_per_device_total']} B/device > XLA {theirs['bytes_per_device_total']} "
        f"(ratio {ours['bytes_per_device_total'] / theirs['bytes_per_device_total']:.2f})\n"
        f"  shardflow: {_listing(ours['collectives'], lambda c: 'over ' + ','.join(c['axes']))}\n"
        f"  XLA:       {_listing(theirs['collectives'], lambda c: 'n=' + str(c['n']))}")
