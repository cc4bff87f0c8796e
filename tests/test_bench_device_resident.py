"""bench/device_resident.py: a quick real run prints every row once, each ratio finite and positive
(timings themselves are the bench's business, not the tests')."""
import math
import re


from bench_module import bench_module

#: row label -> the ratios the row must print
EXPECTED = {"mlp 1": ["shardflow/raw"], "mlp 2": ["shardflow/raw"], "faults 1": [], "faults 2": [],
            "train 2x2": [], "tiny local-task": ["shardflow/raw"], "tiny local-sync": ["shardflow/raw"]}


def test_quick_run_prints_every_row(capsys):
    with bench_module("device_resident.py") as bench:
        status = bench.main(["--shape", "8", "16", "32", "--train-shape", "8", "16", "32", "--devices", "1", "2",
                             "--steps", "3", "--rounds", "1", "--tiny-calls", "20"])
    assert status == 0
    rows = {}
    for line in capsys.readouterr().out.splitlines():
        label, _, rest = line.partition(":")
        assert label not in rows, f"{label!r} printed twice"
        rows[label] = rest
    assert sorted(rows) == sorted(EXPECTED)
    for label, ratios in EXPECTED.items():
        rest = rows[label]
        for name in ratios + (["shardflow/jax"] if "jax not" not in rest
                              and not label.startswith(("faults", "tiny")) else []):
            m = re.search(re.escape(name) + r" ([0-9.]+)", rest)
            assert m and math.isfinite(float(m.group(1))) and float(m.group(1)) > 0, (label, rest)
    assert re.fullmatch(r" [0-9.]+ per call", rows["faults 2"]), rows["faults 2"]
