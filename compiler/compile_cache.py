"""A persistent cache of iree-compile's results, as JAX's `jax_compilation_cache_dir`: set
`SHARDFLOW_COMPILE_CACHE=/some/dir` (or call `set_compile_cache`) and a module compiled before
with the same text, flags and IREE compiler version is read back instead of compiled again
(`shardflow run model.mlir` twice compiles once). The key also holds this machine's CPU model and
features: CPU code is compiled for the host's CPU.

An entry is the sealed .vmfb (runtime/digest.py: a damaged entry fails its digest and is compiled
again) and, when IREE needed a fallback, the warning that compile gave, which a hit gives again.
Entries are written to a temporary file and renamed into place, so processes sharing the folder
(MPI ranks, test workers) never read half an entry. Nothing is evicted: delete the folder to
reclaim its space. Failed compiles are not cached.
"""
from __future__ import annotations

import functools
import hashlib
import os
import tempfile
from contextlib import contextmanager
from typing import Iterator, Sequence

from shardflow.runtime.digest import sealed_digest, verify
from shardflow.runtime.errors import LoadError

ENV = "SHARDFLOW_COMPILE_CACHE"
_folder: str | None = None
_off = 0


def set_compile_cache(folder: str | os.PathLike | None) -> None:
    """Cache compiled modules in `folder` (created when missing); None: the `SHARDFLOW_COMPILE_CACHE`
    environment variable decides again (unset or empty: no cache)."""
    global _folder
    _folder = None if folder is None else os.fspath(folder)


def folder() -> str | None:
    """The cache folder in use, or None."""
    if _off:
        return None
    return _folder if _folder is not None else (os.environ.get(ENV) or None)


@contextmanager
def disabled() -> Iterator[None]:
    """Every compile inside runs iree-compile (a benchmark that times compiles)."""
    global _off
    _off += 1
    try:
        yield
    finally:
        _off -= 1


@functools.lru_cache(maxsize=None)
def _host() -> str:
    """This machine's CPU (architecture, model and feature flags): CPU modules are compiled for the
    host's CPU (`--iree-llvmcpu-target-cpu=host`), so a folder shared between machines must not
    give one machine's code to another."""
    import platform
    lines = []
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.split(":")[0].strip() in ("model name", "flags", "Features", "CPU part") and line not in lines:
                    lines.append(line)
    except OSError:
        pass
    return platform.machine() + platform.processor() + "".join(lines)


def _key(text: str, flags: Sequence[str]) -> str:
    from importlib.metadata import version
    h = hashlib.sha256()
    for part in (version("iree-base-compiler"), _host(), *flags):
        h.update(part.encode())
        h.update(b"\0")
    h.update(text.encode())
    return h.hexdigest()


def lookup(text: str, flags: Sequence[str]) -> tuple[bytes, str | None] | None:
    """(sealed .vmfb, the fallback warning it was compiled with or None), or None on a miss."""
    where = folder()
    if where is None:
        return None
    path = os.path.join(where, _key(text, flags))
    try:
        with open(path + ".vmfb", "rb") as f:
            vmfb = f.read()
    except OSError:
        return None
    try:
        if sealed_digest(vmfb) is None:
            return None
        verify(vmfb, "a cached module")
    except LoadError:
        return None
    try:
        with open(path + ".warning", encoding="utf-8") as f:
            warning = f.read()
    except OSError:
        warning = None
    return vmfb, warning


def store(text: str, flags: Sequence[str], vmfb: bytes, warning: str | None = None) -> None:
    """Keep a compiled module (best effort: a folder that cannot be written is no error)."""
    where = folder()
    if where is None:
        return
    path = os.path.join(where, _key(text, flags))
    try:
        os.makedirs(where, exist_ok=True)
        if warning is not None:   # (written first: a reader that sees the module sees its warning)
            _write(path + ".warning", warning.encode("utf-8"))
        _write(path + ".vmfb", vmfb)
    except OSError:
        pass


def _write(path: str, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".part-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
