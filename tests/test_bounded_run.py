"""bounded_run ends a job whose grandchild keeps the output pipes open (what subprocess.run's
timeout does not do: it kills the child and then waits on the pipes forever)."""
import sys
import time

import pytest

import bounded_run

GRANDCHILD = ("import subprocess, sys, time; "
              "p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)']); "
              "print(p.pid, flush=True); time.sleep(600)")


def test_a_hung_job_and_its_grandchildren_are_ended_and_the_test_fails():
    t0 = time.monotonic()
    with pytest.raises(pytest.fail.Exception, match=r"did not finish within 1 s \(a hang\?\)") as failed:
        bounded_run.run([sys.executable, "-c", GRANDCHILD], timeout=1)
    assert time.monotonic() - t0 < 30
    grandchild = int(str(failed.value).split("--- stdout\n")[1].split()[0])
    time.sleep(0.5)
    assert _gone_or_zombie(grandchild)


def _gone_or_zombie(pid: int) -> bool:
    """Dead: no such process, or a zombie (a container's init may never reap it)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def test_a_finished_job_gives_its_output_status_and_time():
    done = bounded_run.run([sys.executable, "-c", "import sys; print('out'); print('err', file=sys.stderr); sys.exit(3)"],
                           timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (3, "out\n", "err\n")
    assert 0 < done.seconds < 60
