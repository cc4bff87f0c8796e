"""Running iree-compile as a process whose crash cannot hang the caller.

`iree.compiler.compile_str` waits for iree-compile to end. When iree-compile crashes, LLVM's crash
handler prints a stack dump; in a multi-threaded crash it can deadlock there instead of ending (seen
in CI: a crash in a parallel verifier thread, the handler stuck symbolizing, the compile never
returned). This runs the same command line, watches what the compiler prints, and once a crash banner
appears gives the process `CRASH_GRACE_S` seconds to end before it kills it (and anything it started);
the error then carries what the compiler printed, as a failed compile's does.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from typing import Sequence

#: seconds a crashed iree-compile may take to print its stack dump and end
CRASH_GRACE_S = 30.0
#: lines LLVM's crash handler prints first
CRASH_BANNERS = (b"Stack dump:", b"PLEASE submit a bug report", b"Please report issues to")


def compile_str(text: str, flags: Sequence[str]) -> bytes:
    """The .vmfb iree-compile makes of `text` with `flags` (the command line `iree.compiler.compile_str`
    runs); raises `iree.compiler.CompilerToolError` when it fails or crashes."""
    from iree.compiler.tools import core
    command = core.build_compile_command_line("-", core.TempFileSaver(), core.CompilerOptions(extra_args=list(flags)))
    return run_tool(command, text.encode())


def run_tool(command: Sequence[str], stdin: bytes, grace_s: float = CRASH_GRACE_S) -> bytes:
    """`command`'s stdout, given `stdin`; its stderr goes to ours when it succeeds. A run that prints
    a crash banner and has not ended `grace_s` seconds later is killed."""
    from iree.compiler import CompilerToolError
    proc = subprocess.Popen(list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)   # (its own process group: the crash handler's children too)
    out: list[bytes] = []
    err: list[bytes] = []
    crashed = threading.Event()

    def feed():
        try:
            proc.stdin.write(stdin)
            proc.stdin.close()
        except (BrokenPipeError, OSError):   # (it ended, or crashed, before reading everything)
            pass

    def pump_out():
        out.append(proc.stdout.read())

    def pump_err():
        for line in iter(proc.stderr.readline, b""):
            err.append(line)
            if any(b in line for b in CRASH_BANNERS):
                crashed.set()

    threads = [threading.Thread(target=f, daemon=True) for f in (feed, pump_out, pump_err)]
    for t in threads:
        t.start()
    killed, deadline = False, None
    try:
        while True:
            if deadline is None and crashed.is_set():
                deadline = time.monotonic() + grace_s
            try:
                proc.wait(timeout=0.5 if deadline is None else max(0.0, deadline - time.monotonic()))
                break
            except subprocess.TimeoutExpired:
                if deadline is not None and time.monotonic() >= deadline:
                    kill_group(proc)
                    killed = True
                    break
    except BaseException:   # (Ctrl-C: the compiler, in a session of its own, would not get it)
        kill_group(proc)
        raise
    for t in threads:
        t.join(timeout=5.0)   # (a killed handler's children may hold the pipes a moment longer)
    for pipe in (proc.stdin, proc.stdout, proc.stderr) if not any(t.is_alive() for t in threads) else ():
        try:
            pipe.close()
        except OSError:
            pass
    stderr = b"".join(err)
    if killed:   # (said first: errors show the first lines)
        stderr = (f"error: iree-compile crashed and had not ended {grace_s:g} s later (its crash handler "
                  f"stuck): shardflow killed it. What it printed:\n").encode() + stderr
    if proc.returncode != 0 or killed:
        raise CompilerToolError(subprocess.CompletedProcess(list(command), proc.returncode, b"".join(out), stderr))
    if stderr:
        sys.stderr.write(stderr.decode(errors="replace"))
    return b"".join(out)


def kill_group(proc: subprocess.Popen) -> None:
    """Kill `proc` and what it started: the process group of a process started in a session of its own."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()
    proc.wait()
