"""bench/staged.py: a quick real run prints every row with a finite positive ratio; the target
check passes, fails (exit status 1) and can be turned off."""
import math

import pytest

from bench_module import bench_module


@pytest.fixture(scope="module")
def bench():
    with bench_module("staged.py") as module:
        yield module


#: (what, model, devices) of every row a default run prints, in order.
EXPECTED = [
    ("call", "mlp", "2"),
    ("call", "mlp", "4"),
    ("call", "train", "2"),
    ("call", "train", "4"),
    ("compile", "mlp", "4v1"),
    ("compile", "train", "4v1"),
]


def table_rows(out: str) -> dict[tuple[str, str, str], list[str]]:
    """The table's rows by (what, model, devices): columns what, model, devices, base best/med,
    other best/med, ratio, med, target, check."""
    rows = {}
    for line in out.splitlines():
        tok = line.split()
        if tok and tok[0] in ("call", "compile"):
            assert len(tok) == 9, line
            key = tuple(tok[:3])
            assert key not in rows, f"row {key} printed twice"
            rows[key] = tok
    return rows


def test_quick_run_prints_every_row_with_a_finite_positive_ratio(bench, capsys):
    assert bench.main(["--quick", "--no-check", "-q"]) == 0
    out = capsys.readouterr().out
    rows = table_rows(out)
    assert list(rows) == EXPECTED, out
    for key in EXPECTED:
        tok = rows[key]
        for col in (5, 6):   # best ratio and median ratio
            ratio = float(tok[col])
            assert math.isfinite(ratio) and ratio > 0, (key, tok)
        for col in (3, 4):   # best/median times
            best, med = (float(v) for v in tok[col].split("/"))
            assert 0 < best <= med, (key, tok)
        assert tok[8] == ("info" if key[:2] == ("call", "train") else "-"), (key, tok)
    assert out.rstrip().endswith("OK (targets not checked)")


def fake_rows(bench, call_ratio: float, compile_ratio: float):
    def model_rows(model, shape, devices, repeats, compile_repeats, iree_flags, log):
        calls = [bench.Row("call", model, str(n), [0.010, 0.012], [0.010 * call_ratio, 0.013],
                           bench.CALL_TARGETS.get(model)) for n in devices]
        return calls, bench.Row("compile", model, "4v1", [2.0], [2.0 * compile_ratio], bench.COMPILE_TARGET)
    return model_rows


def test_targets_pass(bench, capsys, monkeypatch):
    monkeypatch.setattr(bench, "model_rows", fake_rows(bench, 1.1, 1.2))
    assert bench.main(["-q"]) == 0
    rows = table_rows(capsys.readouterr().out)
    assert list(rows) == EXPECTED
    assert [r[8] for r in rows.values()] == ["PASS", "PASS", "info", "info", "PASS", "PASS"]
    assert float(rows["call", "mlp", "2"][5]) == pytest.approx(1.1, abs=0.01)


def test_a_row_over_its_target_fails_the_run(bench, capsys, monkeypatch):
    monkeypatch.setattr(bench, "model_rows", fake_rows(bench, 1.2, 1.2))
    assert bench.main(["-q"]) == 1
    out = capsys.readouterr().out
    rows = table_rows(out)
    assert rows["call", "mlp", "2"][8] == "FAIL" and rows["call", "mlp", "4"][8] == "FAIL"
    assert rows["compile", "mlp", "4v1"][8] == "PASS"
    assert "FAILED: 2 row(s) over target" in out

    monkeypatch.setattr(bench, "model_rows", fake_rows(bench, 1.0, 1.5))
    assert bench.main(["-q"]) == 1
    rows = table_rows(capsys.readouterr().out)
    assert rows["compile", "train", "4v1"][8] == "FAIL" and rows["call", "mlp", "4"][8] == "PASS"


def test_no_check_only_prints(bench, capsys, monkeypatch):
    monkeypatch.setattr(bench, "model_rows", fake_rows(bench, 3.0, 3.0))
    assert bench.main(["-q", "--no-check"]) == 0
    out = capsys.readouterr().out
    assert "FAIL" not in out and "PASS" not in out


def test_interleaved_alternates_the_order(bench):
    calls = []
    bench.interleaved({"a": lambda: calls.append("a"), "b": lambda: calls.append("b")}, 3)
    assert calls == ["a", "b", "b", "a", "a", "b"]
