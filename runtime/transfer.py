"""Moving arrays between the host and one IREE device: the only place buffers are read or written.

Why a module of its own: reading a result back differs per driver. On the CPU drivers a result
buffer is mappable and is copied out directly. On Vulkan it is not (IREE 3.13's
`DeviceArray.to_host()` fails with "host allocation import pointer does not satisfy Vulkan
minImportedHostPointerAlignment 4096"), so the bytes go through a host-visible staging buffer
filled by a queue copy. Every read returns a NumPy copy: a host array still mapped from device
memory after its device is released crashes the process.
"""
from __future__ import annotations

import numpy as np

from . import dtypes


def element_types() -> dict:
    """shardflow dtype name -> IREE `HalElementType`."""
    import iree.runtime as rt

    E = rt.HalElementType
    return {"f32": E.FLOAT_32, "f16": E.FLOAT_16, "bf16": E.BFLOAT_16, "f64": E.FLOAT_64, "i8": E.SINT_8, "i16": E.SINT_16,
            "i32": E.SINT_32, "i64": E.SINT_64, "i1": E.BOOL_8, "ui8": E.UINT_8, "ui16": E.UINT_16,
            "ui32": E.UINT_32, "ui64": E.UINT_64, "f8E4M3FN": E.FLOAT_8_E4M3_FN, "f8E5M2": E.FLOAT_8_E5M2,
            "complex<f32>": E.COMPLEX_64, "complex<f64>": E.COMPLEX_128}


_ETYPES: dict | None = None


def to_device(device, array: np.ndarray, dtype: str):
    """A new device-local `HalBufferView` on `device` holding a copy of `array` (of dtype `dtype`)."""
    import iree.runtime as rt

    global _ETYPES
    if _ETYPES is None:
        _ETYPES = element_types()
    return device.allocator.allocate_buffer_copy(
        memory_type=rt.MemoryType.DEVICE_LOCAL, allowed_usage=rt.BufferUsage.DEFAULT,
        device=device, buffer=np.asarray(array, order="C"), element_type=_ETYPES[dtype])


def to_host(device, view, dtype: str) -> np.ndarray:
    """A host NumPy copy of `view` (on `device`) as a `dtype` array of the view's shape."""
    import iree.runtime as rt

    want = dtypes.to_numpy(dtype)
    shape = tuple(view.shape)
    count = int(np.prod(shape, dtype=np.int64))
    buffer = view.get_buffer()
    if int(buffer.allowed_usage()) & int(rt.BufferUsage.MAPPING):
        mapped = view.map()
        out = np.array(mapped.asarray(shape, want), dtype=want, copy=True)
        del mapped
        return out
    return _staged_read(device, buffer, view.byte_length, want, count).reshape(shape)


def _staged_read(device, buffer, nbytes: int, want: np.dtype, count: int) -> np.ndarray:
    """Copy `buffer` into a host-visible staging buffer with a queue copy, then read that."""
    import iree.runtime as rt

    if nbytes == 0:
        return np.zeros((count,), want)
    staging = device.allocator.allocate_buffer(
        memory_type=rt.MemoryType.HOST_LOCAL | rt.MemoryType.DEVICE_VISIBLE,
        allowed_usage=rt.BufferUsage.TRANSFER | rt.BufferUsage.MAPPING, allocation_size=nbytes)
    done = device.create_semaphore(0)
    device.queue_copy(buffer, staging, [], [(done, 1)])
    done.wait(1)
    mapped = staging.map()
    out = np.array(mapped.asarray((nbytes // want.itemsize,), want)[:count], copy=True)
    del mapped, staging, done
    return out
