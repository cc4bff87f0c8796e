"""Run each lit + FileCheck test in tests/lit as its own pytest test."""
import os
import sys

import pytest
import bounded_run

LIT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lit")
TESTS = sorted(f for f in os.listdir(LIT_DIR) if f.endswith(".mlir"))


def test_lit_files_exist():
    assert len(TESTS) >= 15


@pytest.mark.parametrize("name", TESTS)
def test_lit(name):
    # lit ships no __main__; run its entry point with this interpreter so the venv's tools are found
    cmd = [sys.executable, "-c", "import sys; from lit.main import main; sys.argv[0] = 'lit'; main()",
           "-v", os.path.join(LIT_DIR, name)]
    proc = bounded_run.run(cmd, timeout=300)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0 and "Passed: 1" in out, f"lit failed for {name}:\n{out}"
