"""bench/compile_time.py: a quick real run prints one well-formed row per mesh (stage times that add
up to the total, a ratio to the 1-device compile, XLA's columns or why they are missing); the targets
pass, fail (exit status 1) and can be turned off. Also the compile-stage timing it reads:
`CompiledProgram.timing` and `shardflow compile --timing`."""
import math
import os

import pytest

from bench_module import bench_module

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STAGES = ["trace", "propagate", "partition", "lower", "iree-compile"]


@pytest.fixture(scope="module")
def bench():
    with bench_module("compile_time.py") as module:
        yield module


def table_rows(out: str) -> dict[str, tuple[list[str], str]]:
    """Rows by mesh: (the shardflow columns, the XLA part after '|')."""
    rows = {}
    for line in out.splitlines():
        if "|" not in line or line.startswith("mesh"):
            continue
        left, xla = line.split("|")
        tok = left.split()
        assert len(tok) == 12, line   # mesh, devices, 5 stages, total, xN, cpu, kB, run_ms
        assert tok[0] not in rows, f"mesh {tok[0]} printed twice"
        rows[tok[0]] = (tok, xla.strip())
    return rows


def test_quick_run_prints_a_well_formed_row_per_mesh(bench, capsys):
    assert bench.main(["--quick", "--no-check", "-q"]) == 0
    out = capsys.readouterr().out
    rows = table_rows(out)
    assert list(rows) == ["1", "2"], out
    for mesh, (tok, xla) in rows.items():
        assert int(tok[1]) == int(mesh)
        stages = [float(v) for v in tok[2:7]]
        assert all(s >= 0 for s in stages) and stages[4] > 0, tok
        assert float(tok[7]) == pytest.approx(sum(stages), abs=0.01)
        for col in (8, 9, 10, 11):   # xN, cpu, kB, run_ms
            assert math.isfinite(float(tok[col])) and float(tok[col]) > 0, tok
        if xla.startswith("jax"):        # jax missing, or imported earlier with fewer devices
            continue
        secs, ratio, run = xla.split()
        assert float(secs) > 0 and float(ratio) == pytest.approx(float(tok[7]) / float(secs), rel=0.02)
        assert run == "not-run" or float(run) > 0
    assert float(rows["1"][0][8]) == 1.0
    assert out.rstrip().endswith("OK (targets not checked)")


def fake_measure(bench, four: float, xla_ratio: float | None):
    def measure(args, shape, iree_flags, log):
        rows = []
        for mesh, n, total in (("1", 1, 2.0), ("4", 4, 2.0 * four), ("2x2", 4, 2.0 * four)):
            timing = dict(zip(STAGES, [0.01, 0.01, 0.01, 0.02, total - 0.05], strict=True))
            row = bench.Row(mesh, n, timing, cpu=total, vmfb=100_000, run=0.001)
            if xla_ratio is None:
                row.xla_note = "jax not installed"
            else:
                row.xla_compile, row.xla_run = total / xla_ratio, 0.002
            rows.append(row)
        return rows
    return measure


def test_targets_pass_and_fail(bench, capsys, monkeypatch):
    monkeypatch.setattr(bench, "measure", fake_measure(bench, 1.2, 2.5))
    assert bench.main(["-q"]) == 0
    out = capsys.readouterr().out
    assert "target: 4-device / 1-device compile 1.20 (<= 1.3) PASS" in out
    assert "target: 2x2 compile / XLA 2.50 (<= 3.0) PASS" in out

    monkeypatch.setattr(bench, "measure", fake_measure(bench, 1.5, 4.0))
    assert bench.main(["-q"]) == 1
    out = capsys.readouterr().out
    assert "1.50 (<= 1.3) FAIL" in out and "4.00 (<= 3.0) FAIL" in out and "FAILED: 2 target(s) missed" in out

    assert bench.main(["-q", "--no-check"]) == 0
    out = capsys.readouterr().out
    assert "FAIL" not in out and "PASS" not in out


def test_without_jax_the_xla_columns_say_so(bench, capsys, monkeypatch):
    monkeypatch.setattr(bench, "measure", fake_measure(bench, 1.2, None))
    assert bench.main(["-q"]) == 0
    rows = table_rows(capsys.readouterr().out)
    assert [x for _, x in rows.values()] == ["jax not installed"] * 3
    assert float(rows["4"][0][8]) == pytest.approx(1.2)


# -- the stage timing the bench reads -------------------------------------------------------------------
def test_compiled_program_times_its_stages():
    from shardflow import compiler as sfc
    from shardflow.compiler import Mesh, Sharding, Spec
    g = sfc.trace(lambda x: x.with_sharding(Sharding.replicated()) * 2.0, Spec((4, 2), "f32", Sharding.split(0)),
                  mesh=Mesh.of({"model": 2}))
    c = sfc.compile_graph(g, target="cpu", iree_flags=list(QUICK))
    assert list(c.timing) == STAGES[1:] and all(v >= 0 for v in c.timing.values()) and c.timing["iree-compile"] > 0
    c = sfc.compile(lambda x: x + 1.0, Spec((4,), "f32"), target="cpu", iree_flags=list(QUICK))
    assert list(c.timing) == STAGES


def test_cli_compile_timing(tmp_path, capsys):
    from shardflow.compiler.cli.main import main
    src = os.path.join(ROOT, "tests", "lit", "lower_all_reduce_pair.mlir")
    out = str(tmp_path / "m.vmfb")
    flags = [f"--iree-flag={f}" for f in QUICK]
    assert main(["compile", src, "-o", out, "--timing", *flags]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "compile time:"
    stages = [ln.split() for ln in lines[2:]]
    assert [s[0] for s in stages] == ["import", *STAGES[1:], "total"] and all(s[2] == "s" for s in stages)
    assert float(stages[-1][1]) == pytest.approx(sum(float(s[1]) for s in stages[:-1]), abs=0.01)
    from shardflow.compiler.cli.main import build_parser
    assert build_parser().parse_args(["compile", src, "-o", out]).timing is False


QUICK = ("--iree-llvmcpu-target-cpu=generic", "--iree-opt-data-tiling=false", "--iree-opt-const-eval=false",
         "--iree-llvmcpu-enable-ukernels=none")


def test_outline_flag_asks_for_blocks_as_calls(bench, capsys, monkeypatch):
    from shardflow.compiler.lower import repeats
    monkeypatch.setenv(repeats.ENV, "0")   # (restored afterwards: the bench sets it for the process)
    seen = []
    fake = fake_measure(bench, 1.2, 2.5)

    def measure(*args):
        seen.append(repeats.requested())
        return fake(*args)
    monkeypatch.setattr(bench, "measure", measure)
    assert bench.main(["-q"]) == 0 and seen == [False]
    assert "blocks as calls" not in capsys.readouterr().out
    assert bench.main(["-q", "--outline"]) == 0 and seen == [False, True]
    assert "multi-device CPU, blocks as calls;" in capsys.readouterr().out
