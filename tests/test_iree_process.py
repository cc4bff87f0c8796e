"""iree-compile run so that its crash cannot hang the caller (compiler/iree_process.py).

A crash handler that deadlocks cannot be produced on demand (it depends on which thread crashed
holding which lock), so the watchdog is exercised with a small Python program that behaves as one
does: it prints LLVM's crash banner and never ends. The real compiler runs through the same path in
every other compile of the suite; here it fails on a malformed module and compiles a good one."""
import sys
import time

import pytest
from iree.compiler import CompilerToolError

from shardflow.compiler import iree_process
from shardflow.compiler.iree_driver import CompileError, compile_mlir

HANGS_AFTER_A_CRASH = ("import sys, time\nsys.stdin.read()\n"
                       "sys.stderr.write('Please report issues to https://example.invalid\\nStack dump:\\n #0 0x1 f\\n')\n"
                       "sys.stderr.flush()\ntime.sleep(600)\n")
CRASHES_AND_ENDS = ("import os, sys\nsys.stdin.read()\nsys.stderr.write('Stack dump:\\n #0 0x1 f\\n')\n"
                    "sys.stderr.flush()\nos._exit(139)\n")
ECHOES = "import sys\nsys.stderr.write('a warning\\n')\nsys.stdout.buffer.write(sys.stdin.buffer.read()[::-1])\n"


def test_a_crash_that_hangs_is_killed_after_the_grace_period():
    start = time.monotonic()
    with pytest.raises(CompilerToolError) as e:
        iree_process.run_tool([sys.executable, "-c", HANGS_AFTER_A_CRASH], b"module {}", grace_s=1.0)
    took = time.monotonic() - start
    assert 1.0 <= took < 30, took
    text = str(e.value)
    assert "iree-compile crashed and had not ended 1 s later (its crash handler stuck): shardflow killed it" in text
    assert "Stack dump:" in text and "#0 0x1 f" in text


def test_a_crash_that_ends_is_an_ordinary_failure():
    with pytest.raises(CompilerToolError) as e:
        iree_process.run_tool([sys.executable, "-c", CRASHES_AND_ENDS], b"x" * 100, grace_s=60.0)
    assert "Error code: 139" in str(e.value) and "killed" not in str(e.value)


def test_output_and_warnings_pass_through_with_large_inputs(capsys):
    data = bytes(range(256)) * 40000   # 10 MB each way: no pipe may fill up unread
    assert iree_process.run_tool([sys.executable, "-c", ECHOES], data) == data[::-1]
    assert capsys.readouterr().err == "a warning\n"


def test_the_real_compiler_through_it():
    good = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n"
    vmfb = compile_mlir(good)
    assert vmfb.startswith(b"PK") and b"module.fb" in vmfb   # (IREE's archive, its flatbuffer inside)
    with pytest.raises(CompileError, match="custom op 'stablehlo.nope' is unknown"):
        compile_mlir(good.replace("return %a", "%b = stablehlo.nope %a : tensor<4xf32>\n  return %b"))


def test_an_interrupted_compile_takes_the_compiler_with_it(monkeypatch):
    """Ctrl-C while waiting (here: the wait loop's second look at the crash flag raises
    KeyboardInterrupt) kills the compiler, which runs in a session of its own and would not see the
    terminal's interrupt."""
    import subprocess
    import threading
    import types
    started = []
    real_popen = subprocess.Popen

    class InterruptedEvent(threading.Event):
        looks = 0

        def is_set(self):
            InterruptedEvent.looks += 1
            if InterruptedEvent.looks == 2:
                raise KeyboardInterrupt
            return super().is_set()

    def popen(*args, **kwargs):
        started.append(real_popen(*args, **kwargs))
        return started[-1]
    monkeypatch.setattr(iree_process, "threading", types.SimpleNamespace(Event=InterruptedEvent, Thread=threading.Thread))
    monkeypatch.setattr(subprocess, "Popen", popen)
    with pytest.raises(KeyboardInterrupt):
        iree_process.run_tool([sys.executable, "-c", "import time; time.sleep(600)"], b"")
    assert started[0].wait(timeout=10) == -9   # (killed: it would sleep 600 s)
