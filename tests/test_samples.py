"""The samples a new user starts from run and report agreement (the README's main job among them)."""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.parametrize("sample, expect", [
    ("megatron_mlp.py", "OK"),
    ("train_mlp.py", "OK: the curves agree"),
    ("transformer_block.py", "OK: matches the reference"),
])
def test_sample_runs(sample, expect):
    run = subprocess.run([sys.executable, os.path.join(ROOT, "samples", sample)], capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert expect in run.stdout


@pytest.mark.parametrize("bench, expect", [("comm_volume.py", "1.00"), ("memory.py", "same")])
def test_benchmarks_run(bench, expect):
    run = subprocess.run([sys.executable, os.path.join(ROOT, "bench", bench)], capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert expect in run.stdout
