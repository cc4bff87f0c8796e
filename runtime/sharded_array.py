"""`ShardedArray`: a program's output, as the per-device shards it came back as.

The shards are host NumPy copies (no IREE object outlives the call that made them: a result
buffer still alive at interpreter exit crashes IREE's teardown). `np.asarray(y)` assembles the
global value.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from .mesh import Mesh
from .sharding import Sharding


class ShardedArray:
    """A global array of `shape` and `dtype`, laid out over `mesh` as `sharding` says.

    `shards[d]` is exactly what device `d` holds of the global value: the slice
    `sharding.device_slices(shape, mesh, d, block)` (already cropped when a dimension split
    unevenly; possibly empty). `block` is the layout's per-device block shape (the manifest's
    `local_shape`); None means the default ceil(size / shards) blocks. When the sharding is
    partial over some axes, the global value is the sum of the shards over those axes.
    """

    __slots__ = ("_shards", "_sharding", "_mesh", "_shape", "_dtype", "_block")

    def __init__(self, shards: Sequence[np.ndarray], sharding: Sharding, mesh: Mesh,
                 shape: Sequence[int], dtype, block: Sequence[int] | None = None):
        shape = tuple(int(s) for s in shape)
        if len(shards) != mesh.size:
            raise ValueError(f"{len(shards)} shards for a mesh of {mesh.size} devices")
        self._sharding = sharding.bind(shape, mesh, allow_uneven=True)
        self._mesh = mesh
        self._shape = shape
        self._dtype = np.dtype(dtype)
        self._shards = tuple(shards)
        self._block = None if block is None else self._sharding.local_shape(shape, mesh, block)
        for d, s in enumerate(self._shards):
            want = self._slice_shape(d)
            if s.shape != want:
                raise ValueError(f"shard {d} has shape {list(s.shape)}; device {d} holds {list(want)}")

    def _slice_shape(self, device: int) -> tuple[int, ...]:
        return tuple(sl.stop - sl.start for sl in self.device_slices(device))

    def device_slices(self, device: int) -> tuple[slice, ...]:
        """The global index ranges `device` holds."""
        return self._sharding.device_slices(self._shape, self._mesh, device, self._block)

    @property
    def shards(self) -> list[np.ndarray]:
        """Per-device host arrays, in group member order."""
        return list(self._shards)

    @property
    def sharding(self) -> Sharding:
        return self._sharding

    @property
    def mesh(self) -> Mesh:
        return self._mesh

    @property
    def shape(self) -> tuple[int, ...]:
        return self._shape

    @property
    def dtype(self) -> np.dtype:
        """NumPy dtype (`ml_dtypes.bfloat16` for bf16, `bool` for i1)."""
        return self._dtype

    @property
    def ndim(self) -> int:
        return len(self._shape)

    @property
    def size(self) -> int:
        return int(np.prod(self._shape, dtype=np.int64))

    def __len__(self) -> int:
        if not self._shape:
            raise TypeError("len() of a 0-d ShardedArray")
        return self._shape[0]

    def numpy(self) -> np.ndarray:
        """The global value as a new NumPy array."""
        s = self._sharding
        split_or_partial = set(s.used_axes) | set(s.partial)
        out = np.zeros(self._shape, self._dtype)
        for d in range(self._mesh.size):
            coords = self._mesh.coords(d)
            # One copy of each distinct shard: devices at coordinate 0 of every replicating axis.
            if any(coords[a] for a in self._mesh.names if a not in split_or_partial):
                continue
            idx = self.device_slices(d)
            if s.partial:
                out[idx] += self._shards[d]
            else:
                out[idx] = self._shards[d]
        return out

    def __array__(self, dtype=None, copy=None):
        out = self.numpy()
        return out if dtype is None else out.astype(dtype)

    def __repr__(self) -> str:
        shard_shapes = {tuple(s.shape) for s in self._shards}
        local = (list(next(iter(shard_shapes))) if len(shard_shapes) == 1
                 else [list(s.shape) for s in self._shards])
        return (f"ShardedArray(shape={list(self._shape)}, dtype={self._dtype}, "
                f"sharding={self._sharding!r}, mesh={self._mesh.shape}, shards={local})")


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
