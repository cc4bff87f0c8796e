"""Where a loaded program's VM module goes when the program is done with it.

IREE's Python bindings free a module's bytecode (a Python buffer: the `copy_buffer` copy, or the
`mmap`) from a callback that takes the GIL, on whichever thread drops the module's last
reference. A device's worker thread can be that thread: it retires a call's last work a moment
after the call's results are ready. If the main thread is destroying that device just then (as
when a program and its group are closed right after a call), it waits for the worker while
holding the GIL the worker waits for, and the process hangs, or crashes. So a program never
drops its module itself: it hands the module here, where it stays for a grace period far longer
than any retire and is then released by a Python thread of this module's (holding the GIL, which
no device waits for), or at exit (an atexit handler ends that thread, then waits out the newest
one's grace, at most `GRACE_S`, and releases the rest). A program still alive when the
interpreter shuts down drops its module with itself, as any Python object goes then; only a call
that ends within microseconds of the interpreter's teardown is not covered.
"""
from __future__ import annotations

import atexit
import collections
import ctypes
import os
import threading
import time

#: seconds a retired module is kept (a worker retires a call's work within microseconds of its end)
GRACE_S = 0.25

_retired: collections.deque = collections.deque()   # (time retired, module), oldest first
_lock = threading.Lock()
_retiring = threading.Condition(_lock)              # wakes the releaser when a module is retired
_releaser: threading.Thread | None = None
_stopping = False   # set at exit: the releaser ends before the interpreter's teardown
# never freed: a module retired during interpreter teardown (a program collected then) must not be
# released while devices are being destroyed
ctypes.pythonapi.Py_IncRef(ctypes.py_object(_retired))


def retire(module) -> None:
    """Keep `module` for `GRACE_S` seconds; the releaser thread drops it then."""
    global _releaser
    with _lock:
        _retired.append((time.monotonic(), module))
        if _releaser is None:
            _releaser = threading.Thread(target=_release_after_grace, name="shardflow-module-releaser",
                                         daemon=True)
            _releaser.start()
        _retiring.notify()


def _release_after_grace() -> None:
    while _next_expired() is not None:   # the module it hands back is released here, outside the lock
        pass


def _next_expired() -> tuple | None:
    """Wait for the oldest retired module's grace to end, and take it out: (time retired, module);
    None once the process is exiting."""
    with _lock:
        while True:
            while not _retired and not _stopping:
                _retiring.wait()
            if _stopping:
                return None
            wait = _retired[0][0] + GRACE_S - time.monotonic()
            if wait <= 0:
                return _retired.popleft()
            _retiring.wait(wait)


def _after_fork_in_child() -> None:
    """A forked child has no releaser thread, and maybe a lock another thread held: start afresh."""
    global _lock, _retiring, _releaser
    _lock = threading.Lock()
    _retiring = threading.Condition(_lock)
    _releaser = None


os.register_at_fork(after_in_child=_after_fork_in_child)


def holds(module) -> bool:
    """Whether `module` is retired and still kept."""
    with _lock:
        return any(kept is module for _, kept in _retired)


@atexit.register
def _release_at_exit() -> None:
    """Release every retired module once the newest has had its grace: before interpreter teardown
    destroys the devices, and without nanobind reporting the modules as leaked. The releaser thread
    is ended first: one still releasing a module when teardown begins dies holding IREE's GIL
    guard, and Python aborts ("PyGILState_Release: thread state ... must be current")."""
    global _stopping
    with _lock:
        _stopping = True
        _retiring.notify_all()
        releaser = _releaser
    if releaser is not None:
        releaser.join(timeout=10)
    with _lock:
        newest = _retired[-1][0] if _retired else None
    if newest is not None:
        time.sleep(max(0.0, GRACE_S - (time.monotonic() - newest)))
    with _lock:
        expired = list(_retired)
        _retired.clear()
    del expired
