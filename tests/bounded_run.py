"""Subprocesses for tests that can never hang the suite.

`subprocess.run(..., timeout=T)` kills only the child it started; a grandchild that holds the
output pipes (mpiexec's ranks, an xdist worker, iree-compile) keeps `communicate()` waiting
forever. Here each child runs in its own session and a timeout ends the whole session, then
fails the test with everything the job printed.
"""
from __future__ import annotations

import os
import signal
import subprocess
import time

import pytest


def run(cmd: list[str], *, timeout: float, **popen_kwargs) -> subprocess.CompletedProcess:
    """Run cmd to completion, capturing text output; `.seconds` holds its wall time."""
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, **popen_kwargs)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        out, err = _end_session(proc)
        pytest.fail(f"{' '.join(map(str, cmd))} did not finish within {timeout} s (a hang?)\n"
                    f"--- stdout\n{out}\n--- stderr\n{err}", pytrace=False)
    done = subprocess.CompletedProcess(cmd, proc.returncode, out, err)
    done.seconds = time.monotonic() - t0
    return done


def _end_session(proc: subprocess.Popen) -> tuple[str, str]:
    """SIGTERM, then SIGKILL, the child's whole session; what it printed until then."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            break
        try:
            return proc.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            continue
    for stream in (proc.stdout, proc.stderr):  # every writer is dead or detached: stop reading
        stream.close()
    proc.wait()
    return "", ""
