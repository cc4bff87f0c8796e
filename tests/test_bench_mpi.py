"""bench/mpi.py: the driver's quick run (`mpiexec -n 2` and `-n 4` of itself and the one-process
training step, as subprocesses) prints every row with a finite positive ratio; the target check
passes, fails (exit status 1) and can be turned off.

Without mpiexec or mpi4py the real run is skipped with one line (`pip install 'shardflow[mpi]'`);
under CI=true that fails instead (`requires_mpi` in conftest.py)."""
import math
import os
import sys

import pytest

from bench_module import bench_module
import bounded_run

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench", "mpi.py")
#: The launcher's variables of an enclosing job must not leak into the run.
_LAUNCHER = ("PMI_", "PMIX_", "OMPI_", "MPI_LOCAL", "MPIEXEC_", "HYDRA_")
COLL_KINDS = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all", "collective-permute")
CHECKED = ("all-reduce", "all-gather", "reduce-scatter")
RANKS = ("2", "4")
#: (what, kind or model, ranks) of every row a default run prints, in order.
EXPECTED = [("coll", k, n) for n in RANKS for k in COLL_KINDS] + [("train", "sgd", n) for n in RANKS]


@pytest.fixture(scope="module")
def bench():
    with bench_module("mpi.py") as module:
        yield module


def table_rows(out: str) -> dict[tuple[str, str, str], list[str]]:
    """Rows by (what, kind, ranks). coll: what kind ranks comm-ms raw-ms comm-GB/s raw-GB/s ratio med
    target check; train: what model ranks one-proc-ms mpi-ms ratio med check."""
    rows = {}
    for line in out.splitlines():
        tok = line.split()
        if tok and tok[0] in ("coll", "train"):
            assert len(tok) == (11 if tok[0] == "coll" else 8), line
            key = tuple(tok[:3])
            assert key not in rows, f"row {key} printed twice"
            rows[key] = tok
    return rows


def check_times(tok: str, key) -> None:
    best, med = (float(v) for v in tok.split("/"))
    assert 0 < best <= med and math.isfinite(med), (key, tok)


def test_quick_run_prints_every_row_with_a_finite_positive_ratio(requires_mpi):
    env = {k: v for k, v in os.environ.items() if not k.startswith(_LAUNCHER)}
    proc = bounded_run.run([sys.executable, BENCH, "--quick", "--no-check", "-q", "--timeout", "100"], env=env, timeout=150)
    out = proc.stdout
    assert proc.returncode == 0, out + proc.stderr
    rows = table_rows(out)
    assert list(rows) == EXPECTED, out
    for key in EXPECTED:
        tok = rows[key]
        ratios = (7, 8) if key[0] == "coll" else (5, 6)
        for col in ratios:   # best ratio and median ratio
            ratio = float(tok[col])
            assert math.isfinite(ratio) and ratio > 0, (key, tok)
        for col in (3, 4):   # best/median ms of both variants
            check_times(tok[col], key)
        if key[0] == "coll":
            for col in (5, 6):   # GB/s of both variants
                assert float(tok[col]) > 0, (key, tok)
            assert tok[10] == ("-" if key[1] in CHECKED else "info"), (key, tok)
        else:
            assert tok[7] == "info", (key, tok)
    assert out.rstrip().endswith("OK (targets not checked)"), out


# -- the target check, on made-up rows --------------------------------------------------------------

def fake_run(bench, ratio: float, slow_kind: str = "all_reduce"):
    """A driver_main that reports every kind at ratio 1.0 except `slow_kind` at `ratio` (best and median)."""
    raw = [0.010, 0.011, 0.012]

    def driver_main(args):
        coll = [bench.CollRow(k, n, 1 << 20, float(1 << 20), [t / (ratio if k == slow_kind else 1.0) for t in raw], raw)
                for n in args.ranks for k in bench.KINDS]
        train = [bench.TrainRow(n, [0.020, 0.021], [0.022, 0.025]) for n in args.ranks]
        info = {"mpi": "MPI x", "mib": 1.0, "repeats": 2, "train_repeats": 2, "shape": [16, 32, 64],
                "driver": "local-sync"}
        return bench.finish(coll, train, not args.no_check, info)
    return driver_main


def test_targets_pass(bench, capsys, monkeypatch):
    monkeypatch.setattr(bench, "driver_main", fake_run(bench, 0.95))
    assert bench.main(["-q"]) == 0
    out = capsys.readouterr().out
    rows = table_rows(out)
    assert list(rows) == EXPECTED, out
    assert [rows["coll", k, "2"][10] for k in COLL_KINDS] == ["PASS", "PASS", "PASS", "info", "info"]
    assert float(rows["coll", "all-reduce", "2"][7]) == pytest.approx(0.95, abs=0.01)
    assert float(rows["train", "sgd", "4"][5]) == pytest.approx(1.1, abs=0.01)
    assert out.rstrip().endswith("OK")


@pytest.mark.parametrize("slow", ["all_reduce", "all_gather", "reduce_scatter"])
def test_a_checked_row_under_target_fails_the_run(bench, capsys, monkeypatch, slow):
    monkeypatch.setattr(bench, "driver_main", fake_run(bench, 0.8, slow))
    assert bench.main(["-q"]) == 1
    out = capsys.readouterr().out
    rows = table_rows(out)
    public = slow.replace("_", "-")
    assert rows["coll", public, "2"][10] == "FAIL" and rows["coll", public, "4"][10] == "FAIL"
    assert all(rows["coll", k, n][10] == "PASS" for k in CHECKED if k != public for n in RANKS)
    assert "FAILED: 2 row(s) under target" in out


def test_a_row_passes_on_its_best_or_its_median_ratio(bench):
    raw = [0.010, 0.010, 0.010]
    lucky = bench.CollRow("all_gather", 2, 1, 1.0, [0.0095, 0.013, 0.013], raw)   # best 1.05, median 0.77
    assert lucky.ratio > 1 and lucky.median_ratio < 0.9 and lucky.passed
    noisy = bench.CollRow("all_gather", 2, 1, 1.0, [0.0105, 0.0105, 0.0105], [0.0080, 0.0110, 0.0120])
    assert noisy.ratio < 0.9 and noisy.median_ratio > 1 and noisy.passed   # raw's one lucky round
    slow = bench.CollRow("all_gather", 2, 1, 1.0, [0.0115, 0.0115, 0.0115], raw)
    assert slow.ratio < 0.9 and slow.median_ratio < 0.9 and slow.passed is False
    assert bench.CollRow("all_to_all", 2, 1, 1.0, [0.1], [0.01]).passed is None


def test_info_rows_and_no_check_never_fail(bench, capsys, monkeypatch):
    monkeypatch.setattr(bench, "driver_main", fake_run(bench, 0.5, "all_to_all"))
    assert bench.main(["-q"]) == 0
    assert table_rows(capsys.readouterr().out)["coll", "all-to-all", "2"][10] == "info"
    monkeypatch.setattr(bench, "driver_main", fake_run(bench, 0.5))
    assert bench.main(["-q", "--no-check"]) == 0
    out = capsys.readouterr().out
    assert "FAIL" not in out and "PASS" not in out


def test_bus_bandwidth_follows_the_collective_table(bench):
    from shardflow.runtime.collectives import kind

    mib = 1 << 20
    # nccl-tests busbw factors: all-reduce 2(n-1)/n, all-gather (n-1) of the operand, reduce-scatter
    # and all-to-all (n-1)/n, a permute 1
    want = {"all_reduce": 2 * 3 / 4, "all_gather": 3, "reduce_scatter": 3 / 4, "all_to_all": 3 / 4,
            "collective_permute": 1}
    for k, factor in want.items():
        assert kind(k).bytes_per_device(4, mib) == pytest.approx(factor * mib), k
    row = bench.CollRow("all_reduce", 4, mib, kind("all_reduce").bytes_per_device(4, mib), [0.001], [0.002])
    assert row.gbps(row.comm) == pytest.approx(1.5 * mib / 0.001 / 1e9)
    assert row.ratio == pytest.approx(2.0)
