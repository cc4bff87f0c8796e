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


# -- the parser that measured XLA's numbers (tests/xla_hlo.py) -----------------------------------------

HLO = """HloModule m, entry_computation_layout={(f32[4,8]{1,0})->f32[8,8]{1,0}}

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

ENTRY %main.1_spmd (param: f32[4,8], param.1: bf16[8,4]) -> f32[8,8] {
  %param = f32[4,8]{1,0} parameter(0), sharding={devices=[4,1]<=[4]}
  %param.1 = bf16[8,4]{1,0} parameter(1), sharding={devices=[1,4]<=[4]}
  %r = f32[4]{0} reduce(%param, %c), dimensions={1}, to_apply=%add
  %c = f32[] constant(0)
  %all-reduce = (f32[4]{0}, f32[]) all-reduce(%r, %c), channel_id=1, replica_groups=mesh['x'=2,'y'=2] {'y'}, to_apply=%add
  %ag = f32[8,8]{1,0} all-gather(%param), channel_id=2, replica_groups=[2,2]<=[2,2]T(1,0), dimensions={0}
  %a2a = bf16[8,4]{1,0} all-to-all(%param.1), channel_id=3, replica_groups={{0,1,2,3}}, dimensions={0}
  %rs = f32[1,8]{1,0} reduce-scatter(%param), channel_id=4, replica_groups={{0,1,2,3}}, dimensions={0}, to_apply=%add
  %ags = (f32[4,8]{1,0}, f32[16,8]{1,0}) all-gather-start(%param), channel_id=5, replica_groups={}, dimensions={0}
  %agd = f32[16,8]{1,0} all-gather-done(%ags)
  %cp = f32[4,8]{1,0} collective-permute(%param), channel_id=6, source_target_pairs={{0,0},{1,2},{2,1},{3,3}}
  %keep = f32[4,8]{1,0} collective-permute(%param), channel_id=7, source_target_pairs={{0,0},{1,1},{2,2},{3,3}}
  ROOT %out = f32[8,8]{1,0} copy(%ag)
}
"""


def test_hlo_parser_prices_every_collective_form():
    from xla_hlo import xla_collectives
    rows = [(r["kind"], r["dtype"], r["shape"], r["n"], r["bytes_per_device"]) for r in xla_collectives(HLO, 4)]
    assert rows == [
        ("all-reduce", "f32", [4], 2, 16), ("all-reduce", "f32", [], 2, 4),     # tuple: one row per operand
        ("all-gather", "f32", [4, 8], 2, 128),                                   # iota groups [2,2]: n = 2
        ("all-to-all", "bf16", [8, 4], 4, 48),                                   # 3/4 of 64 B
        ("reduce-scatter", "f32", [4, 8], 4, 96),                                # 3/4 of 128 B
        ("all-gather", "f32", [4, 8], 4, 384),                                   # async: counted once
        ("collective-permute", "f32", [4, 8], 2, 128)]                           # self pairs move nothing


def test_hlo_parser_refuses_collectives_in_loop_bodies():
    from xla_hlo import HloParseError, xla_collectives
    body = """%body (p: f32[4]) -> f32[4] {
  %p = f32[4]{0} parameter(0)
  ROOT %ar = f32[4]{0} all-reduce(%p), replica_groups={{0,1}}, to_apply=%add
}

ENTRY %main (x: f32[4]) -> f32[4] {
  %x = f32[4]{0} parameter(0)
  ROOT %w = f32[4]{0} while(%x), condition=%cond, body=%body
}
"""
    with pytest.raises(HloParseError, match="computation body"):
        xla_collectives(body, 2)


# -- bench/xla_bytes.py --------------------------------------------------------------------------------

def test_bench_exits_nonzero_naming_rows_over_xla(monkeypatch, capsys):
    """A row at XLA's bytes passes, one byte less for XLA fails and is named, an unknown case is refused."""
    from bench_module import bench_module
    case = "reduce_chain.shardy"
    with bench_module("xla_bytes.py") as bench:
        ours = bench.shardflow_explain(case)["bytes_per_device_total"]
        monkeypatch.setattr(bench, "load_xla", lambda: {case: dict(XLA[case], bytes_per_device_total=ours)})
        assert bench.main([]) == 0
        assert capsys.readouterr().out.splitlines()[1].split()[:5] == ["reduce_chain", "shardy", str(ours), str(ours),
                                                                       "1.00"]
        monkeypatch.setattr(bench, "load_xla", lambda: {case: dict(XLA[case], bytes_per_device_total=ours - 1)})
        assert bench.main([]) == 1
        assert f"{case} ({ours} > {ours - 1})" in capsys.readouterr().err
        assert bench.main(["nope.shardy"]) == 2
