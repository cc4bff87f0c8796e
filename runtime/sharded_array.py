"""`ShardedArray`: a global array as the per-device pieces it is laid out in, on the devices or the host.

A program's results stay on their devices: each member's piece is an IREE buffer, and the host sees
the values only when asked (`np.asarray(y)`, `y.shards`), which copies them once and keeps the copy.
`group.put(array, sharding)` places a host array on a group the same way. Such an array passed to a
program that takes it with the same layout is handed to IREE as it is, with no copy.

Lifetime: an array keeps alive what its buffers need (their HAL devices, and the HAL module and
instance of the program that made them: IREE 3.13 crashes when a result buffer is freed after
them), and frees its buffers before those (`__del__`), whenever it goes: at `delete()`, when a
program it was donated to returns, or at interpreter exit in any order. So whatever a user keeps
alive is safe at exit (tests/test_device_arrays.py).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from . import dtypes
from .errors import InputError
from .mesh import Mesh
from .sharding import Sharding


class Layout:
    """Where each device's piece of a global array lies, computed once per program input or output.

    `block` is the per-device (padded) shape of the pieces on the devices: device k holds
    [k*B, min((k+1)*B, S)) of a dimension of size S split with block B, zero-padded to B.
    """

    __slots__ = ("shape", "dtype_name", "dtype", "sharding", "mesh", "block", "slices", "shard_shapes",
                 "padded", "distinct", "_crops")

    def __init__(self, shape: Sequence[int], dtype: str, sharding: Sharding, mesh: Mesh,
                 block: Sequence[int] | None = None):
        self.shape = tuple(int(s) for s in shape)
        self.dtype_name = dtype
        self.dtype = dtypes.to_numpy(dtype)
        self.sharding = sharding.bind(self.shape, mesh, allow_uneven=True)
        self.mesh = mesh
        self.block = tuple(self.sharding.local_shape(self.shape, mesh, block))
        self.slices = [self.sharding.device_slices(self.shape, mesh, d, self.block) for d in range(mesh.size)]
        self.shard_shapes = [tuple(s.stop - s.start for s in idx) for idx in self.slices]
        self.padded = [sh != self.block for sh in self.shard_shapes]
        self._crops = [tuple(slice(0, n) for n in sh) for sh in self.shard_shapes]
        # one copy of each distinct piece: devices at coordinate 0 of every replicating axis
        split_or_partial = set(self.sharding.used_axes) | set(self.sharding.partial)
        self.distinct = [d for d in range(mesh.size)
                         if not any(mesh.coords(d)[a] for a in mesh.names if a not in split_or_partial)]

    @classmethod
    def of(cls, shape: Sequence[int], dtype: str, sharding: Sharding, mesh: Mesh,
           block: Sequence[int] | None = None) -> "Layout":
        """The one Layout object for these values (so equal layouts compare by identity in a call)."""
        key = (tuple(shape), dtype, sharding, mesh, None if block is None else tuple(block))
        found = _LAYOUTS.get(key)
        if found is None:
            found = cls(shape, dtype, sharding, mesh, block)
            key2 = (found.shape, dtype, found.sharding, mesh, found.block)
            found = _LAYOUTS.setdefault(key2, found)
            _LAYOUTS[key] = found
        return found

    def same_as(self, other: "Layout") -> bool:
        return (self is other or self.shape == other.shape and self.dtype_name == other.dtype_name
                and self.block == other.block and self.sharding == other.sharding and self.mesh == other.mesh)

    def describe(self) -> str:
        return f"{dtypes.tensor_type(self.shape, self.dtype_name)} laid out as {self.sharding!r} (blocks {list(self.block)})"

    def pad(self, device: int, shard: np.ndarray) -> np.ndarray:
        """A device's shard as the contiguous block the device holds (zero-padded at the ends)."""
        if not self.padded[device]:
            return np.asarray(shard, order="C")   # (ascontiguousarray makes 0-d arrays 1-d)
        out = np.zeros(self.block, self.dtype)
        out[self._crops[device]] = shard
        return out

    def crop(self, device: int, block: np.ndarray) -> np.ndarray:
        return np.asarray(block[self._crops[device]], order="C") if self.padded[device] else block

    def split(self, array: np.ndarray, devices=None) -> list[np.ndarray]:
        """Each device's block of a global array (default: every device). A partial sharding puts the
        value on the devices at coordinate 0 of every partial axis and zeros elsewhere (the pieces
        then sum to it)."""
        out = []
        partial = self.sharding.partial
        for d in (range(self.mesh.size) if devices is None else devices):
            if partial and any(self.mesh.coords(d)[a] for a in partial):
                out.append(np.zeros(self.block, array.dtype))
            else:
                out.append(self.pad(d, array[self.slices[d]]))
        return out

    def assemble(self, shards: Sequence[np.ndarray]) -> np.ndarray:
        """The global value from every device's (cropped) shard."""
        out = np.zeros(self.shape, self.dtype)
        partial = bool(self.sharding.partial)
        for d in self.distinct:
            if partial:
                out[self.slices[d]] += shards[d]
            else:
                out[self.slices[d]] = shards[d]
        return out


#: interned layouts (`Layout.of`); a handful per program
_LAYOUTS: dict = {}


class ShardedArray:
    """A global array of `shape` and `dtype`, laid out over `mesh` as `sharding` says.

    `shards[d]` is exactly what device `d` holds of the global value: the slice
    `sharding.device_slices(shape, mesh, d, block)` (already cropped when a dimension split
    unevenly; possibly empty). `block` is the layout's per-device block shape (the manifest's
    `local_shape`); None means the default ceil(size / shards) blocks. When the sharding is
    partial over some axes, the global value is the sum of the shards over those axes.

    Made from host shards (this constructor), by `group.put(array, sharding)`, or returned by a
    program: then `on_device` is true, and each piece is a device buffer until the host asks.
    """

    __slots__ = ("_parts", "_host", "_owners", "_layout", "_devices", "_group", "_generation", "_deleted",
                 "_home", "__weakref__")

    def __init__(self, shards: Sequence[np.ndarray], sharding: Sharding, mesh: Mesh,
                 shape: Sequence[int], dtype, block: Sequence[int] | None = None):
        if len(shards) != mesh.size:
            raise ValueError(f"{len(shards)} shards for a mesh of {mesh.size} devices")
        layout = Layout.of(shape, dtypes.normalize(dtype), sharding, mesh, block)
        for d, s in enumerate(shards):
            if tuple(s.shape) != layout.shard_shapes[d]:
                raise ValueError(f"shard {d} has shape {list(s.shape)}; device {d} holds {list(layout.shard_shapes[d])}")
        self._layout, self._parts, self._devices, self._group, self._generation = layout, list(shards), None, None, 0
        self._host, self._owners, self._deleted, self._home = list(self._parts), (), None, None

    @classmethod
    def _on_devices(cls, parts: list, home: tuple, owners=()) -> "ShardedArray":
        """An array whose pieces are device buffers (`HalBufferView`s of the layout's block) or padded
        host blocks. `home` = (layout, devices, group, generation), from `Group.home`: `parts[d]` is
        on `devices[d]` of `group` as of the group's `generation`; one object per placement, so a
        program recognises an argument in its layout by identity. `owners`: what the buffers need
        alive until they are freed (IREE 3.13 crashes when a result buffer outlives the HAL module
        of the context that made it)."""
        self = object.__new__(cls)
        self._home, self._parts, self._owners = home, parts, owners
        self._layout, self._devices, self._group, self._generation = home
        self._deleted = self._host = None
        return self

    def __del__(self):
        # the buffers go before what they need (`_owners`); Python frees slots in name order
        self._parts = self._host = None

    # -- where the pieces are -----------------------------------------------------------------------
    @property
    def on_device(self) -> bool:
        """True while the pieces live in device buffers (until `delete()` or donation)."""
        return self._devices is not None and self._deleted is None

    @property
    def group(self):
        """The group whose devices hold the pieces, or None for a host array."""
        return self._group

    def is_deleted(self) -> bool:
        return self._deleted is not None

    def delete(self, reason: str = "deleted with delete()") -> None:
        """Free the device buffers now; the array cannot be used afterwards."""
        if self._deleted is None:
            self._deleted = reason
            self._parts = self._host = None
            self._owners = ()

    def _check_usable(self, what: str) -> None:
        if self._deleted is not None:
            raise InputError(f"{what}: this array was {self._deleted}; its buffers are gone. Use the array "
                             f"the call returned (or np.asarray a copy before donating it)")
        if self._group is not None and self._generation != self._group.generation:
            raise InputError(f"{what}: this array lives on devices of {self._group!r} that group.close() has "
                             f"since released; np.asarray(...) it before closing the group, or put it again")

    def _block(self, d: int) -> np.ndarray:
        """Device d's padded block as a host array (copied from the device on first use)."""
        from . import transfer

        part = self._parts[d]
        if isinstance(part, np.ndarray):
            return self._layout.pad(d, part) if self._devices is None else part
        return transfer.to_host(self._devices[d], part, self._layout.dtype_name)

    # -- NumPy ---------------------------------------------------------------------------------------
    @property
    def shards(self) -> list[np.ndarray]:
        """Per-device host arrays, in group member order (copied from the devices once, then kept)."""
        return [self._shard(d) for d in range(len(self._layout.slices))]

    def _shard(self, d: int) -> np.ndarray:
        """Device d's shard on the host (copied from the device on first use, then kept)."""
        self._check_usable("reading its values")
        host = self._host
        if host is None:
            host = self._host = [None] * len(self._parts)
        if host[d] is None:
            part = self._parts[d]
            host[d] = part if self._devices is None else self._layout.crop(d, self._block(d))
        return host[d]

    def device_slices(self, device: int) -> tuple[slice, ...]:
        """The global index ranges `device` holds."""
        return self._layout.slices[device]

    @property
    def sharding(self) -> Sharding:
        return self._layout.sharding

    @property
    def mesh(self) -> Mesh:
        return self._layout.mesh

    @property
    def shape(self) -> tuple[int, ...]:
        return self._layout.shape

    @property
    def dtype(self) -> np.dtype:
        """NumPy dtype (`ml_dtypes.bfloat16` for bf16, `bool` for i1)."""
        return self._layout.dtype

    @property
    def ndim(self) -> int:
        return len(self._layout.shape)

    @property
    def size(self) -> int:
        return int(np.prod(self._layout.shape, dtype=np.int64))

    def __len__(self) -> int:
        if not self.shape:
            raise TypeError("len() of a 0-d ShardedArray")
        return self.shape[0]

    def numpy(self) -> np.ndarray:
        """The global value as a new NumPy array (reads one copy of each distinct piece)."""
        layout = self._layout
        shards = [None] * len(layout.slices)
        for d in layout.distinct:
            shards[d] = self._shard(d)
        return layout.assemble(shards)

    def __array__(self, dtype=None, copy=None):
        out = self.numpy()
        return out if dtype is None else out.astype(dtype)

    def __repr__(self) -> str:
        layout = self._layout
        shard_shapes = set(layout.shard_shapes)
        local = (list(next(iter(shard_shapes))) if len(shard_shapes) == 1
                 else [list(s) for s in layout.shard_shapes])
        where = ", deleted" if self._deleted else (f", on {self._group!r}" if self._group is not None else "")
        return (f"ShardedArray(shape={list(layout.shape)}, dtype={layout.dtype}, "
                f"sharding={layout.sharding!r}, mesh={layout.mesh.shape}, shards={local}{where})")


class LocalShards:
    """One process's part of a global array under MPI: the shards of the members it runs.

    `shards[m]` is exactly what member `m` holds (as in `ShardedArray.shards`); `device_slices(m)`
    says where that is in the global array. Returned by programs loaded with `outputs="local"`,
    which skip gathering every member's result to every process.
    """

    __slots__ = ("shards", "sharding", "mesh", "shape", "dtype", "_block")

    def __init__(self, shards: dict, sharding: Sharding, mesh: Mesh, shape, dtype, block=None):
        self.shards = dict(shards)
        self.sharding = sharding.bind(tuple(shape), mesh, allow_uneven=True)
        self.mesh, self.shape, self.dtype = mesh, tuple(int(s) for s in shape), np.dtype(dtype)
        self._block = None if block is None else self.sharding.local_shape(self.shape, mesh, block)

    def device_slices(self, member: int) -> tuple[slice, ...]:
        return self.sharding.device_slices(self.shape, self.mesh, member, self._block)

    def __repr__(self) -> str:
        return (f"LocalShards(shape={list(self.shape)}, dtype={self.dtype}, members={sorted(self.shards)}, "
                f"sharding={self.sharding!r})")
