"""Turning IREE's RESOURCE_EXHAUSTED into an error that names the tensor, its bytes and the device.

IREE's status text names only the allocator that failed ("libc allocator failed the request; while
invoking native function hal.device.queue.alloca"). The manifest knows every input's and output's
per-device shape, so the error names the largest of them, what it needs per device and what the
device holds (host memory for CPU devices; unknown elsewhere).
"""
from __future__ import annotations

import os

from . import dtypes
from .errors import DeviceMemoryError
from .manifest import Manifest


def is_out_of_memory(e: BaseException) -> bool:
    return "RESOURCE_EXHAUSTED" in str(e)


def size_text(n: int) -> str:
    """1.5 KiB, 4.0 TiB, ..."""
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if n < 1024 or unit == "TiB":
            return f"{n} B" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    raise AssertionError("unreachable")


def host_memory() -> int | None:
    """Physical memory of this machine in bytes, where the OS says."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None


def out_of_memory(manifest: Manifest, devices: str, backend: str) -> DeviceMemoryError:
    """The error for a call of the module described by `manifest` that exhausted `devices`' memory."""
    tensors = [(dtypes.itemsize(t.dtype) * _count(t.local_shape), kind, t)
               for kind, specs in (("input", manifest.inputs), ("output", manifest.outputs)) for t in specs]
    total = sum(n for n, _, _ in tensors)
    held = host_memory() if backend == "cpu" else None
    where = f"{devices}" + (f", which has {size_text(held)} of memory" if held else "")
    if not tensors:
        return DeviceMemoryError(f"out of device memory on {where}: the program's intermediate buffers do not "
                                 f"fit; shard them over more devices or make them smaller")
    n, kind, t = max(tensors, key=lambda x: x[0])
    return DeviceMemoryError(
        f"out of device memory on {where}: {kind} {t.name!r} ({dtypes.tensor_type(t.shape, t.dtype)}) needs "
        f"{size_text(n)} ({n} bytes) per device (inputs and outputs together {size_text(total)}, plus "
        f"intermediates); shard it over more devices or make it smaller")


def _count(shape) -> int:
    n = 1
    for d in shape:
        n *= int(d)
    return n
