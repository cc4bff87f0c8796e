"""The samples a new user starts from run and report agreement (the README's main job among them)."""
import os
import sys

import pytest
import bounded_run

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.parametrize("sample, expect", [
    ("megatron_mlp.py", "OK"),
    ("train_mlp.py", "OK: the curves agree"),
    ("transformer_block.py", "OK: matches the reference"),
])
def test_sample_runs(sample, expect):
    run = bounded_run.run([sys.executable, os.path.join(ROOT, "samples", sample)],
                         timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert expect in run.stdout


def test_memory_bench_runs():
    run = bounded_run.run([sys.executable, os.path.join(ROOT, "bench", "memory.py")],
                         timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "same" in run.stdout


def test_mixed_group_sample_runs(requires_vulkan):
    """samples/mixed_group.py: CPU and Vulkan members in one group (skipped with one line when no
    Vulkan driver is found, failed under CI=true: tests/conftest.py)."""
    run = bounded_run.run([sys.executable, os.path.join(ROOT, "samples", "mixed_group.py")], timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "OK: matches NumPy" in run.stdout
    assert "mode: host-staged" in run.stdout   # compiled.explain() is printed


def test_mixed_group_sample_without_vulkan_says_what_to_install(tmp_path):
    """With no Vulkan driver (the loader pointed at a driver list that does not exist), the sample
    exits 1 with one clear message, not a traceback."""
    nowhere = str(tmp_path / "no_icd.json")
    env = dict(os.environ, VK_ICD_FILENAMES=nowhere, VK_DRIVER_FILES=nowhere)
    run = bounded_run.run([sys.executable, os.path.join(ROOT, "samples", "mixed_group.py")], timeout=600, env=env)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "Traceback" not in run.stderr, run.stderr
    assert "mixed_group.py: cannot run on" in run.stderr and "mesa-vulkan-drivers" in run.stderr, run.stderr


def test_train_mpi_sample_runs_in_one_process():
    """samples/train_mpi.py without mpiexec: all 4 members in this process, the loss curve checked
    against the NumPy reference (tests/test_mpi.py runs it under mpiexec -n 2 and -n 4)."""
    run = bounded_run.run([sys.executable, os.path.join(ROOT, "samples", "train_mpi.py"), "--check", "--steps", "12"], timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "OK: the loss curve equals the one-process run (1 process)" in run.stdout
