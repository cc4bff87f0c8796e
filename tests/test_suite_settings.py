"""The suite's own pytest settings keep CI finishing: a worker that crashes (a segfault in native
code, pytest-timeout ending a hung test) must cost one failed test, never the whole run."""
import os
import sys

import bounded_run

PYPROJECT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "pyproject.toml")

TESTS_AROUND_A_CRASH = """import os, time
{tests}
"""


def test_a_crashing_worker_fails_one_test_and_the_run_goes_on(tmp_path):
    # pytest-xdist's loadgroup / loadscope schedulers deadlock once a crashed worker is replaced
    # (pytest-xdist #1378): under them this run never ends, which is how CI once timed out
    for f in range(4):
        tests = "\n".join(f"def test_{i}():\n    time.sleep(0.02)" + ("\n    os.abort()" if (f, i) == (1, 3) else "")
                          for i in range(15))
        (tmp_path / f"test_f{f}.py").write_text(TESTS_AROUND_A_CRASH.format(tests=tests))
    run = bounded_run.run([sys.executable, "-m", "pytest", "-c", PYPROJECT, "--rootdir", str(tmp_path),
                           "-n", "2", "-q", "-p", "no:cacheprovider", str(tmp_path)], timeout=120, cwd=tmp_path)
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    assert "FAILED test_f1.py::test_3" in out and "1 failed, 59 passed" in out, out
