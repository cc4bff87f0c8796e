"""Named device meshes: the axes a group is shaped into."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from .errors import ShardingError


@dataclass(frozen=True)
class Mesh:
    """Ordered named axes over `size` devices, row-major (the first axis is the most major).

    `device_ids[ravel(coords)]` is the group member at those mesh coordinates (iota when None),
    as in Shardy's `sdy.mesh`.
    """

    axes: tuple[tuple[str, int], ...]
    device_ids: tuple[int, ...] | None = None

    def __post_init__(self):
        seen = set()
        for name, size in self.axes:
            if not isinstance(name, str) or not name:
                raise ShardingError(f"mesh axis names must be non-empty strings, got {name!r}")
            if name in seen:
                raise ShardingError(f"mesh axis {name!r} appears twice in {self.axes}")
            if not isinstance(size, int) or size < 1:
                raise ShardingError(f"mesh axis {name!r} has size {size!r}; sizes must be positive integers")
            seen.add(name)
        if self.device_ids is not None:
            ids = tuple(int(i) for i in self.device_ids)
            if sorted(ids) != list(range(self.size)):
                raise ShardingError(
                    f"mesh device_ids {list(ids)} must be a permutation of 0..{self.size - 1}")
            object.__setattr__(self, "device_ids", None if ids == tuple(range(self.size)) else ids)

    @staticmethod
    def of(axes: Mapping[str, int] | Iterable[tuple[str, int]], device_ids=None) -> "Mesh":
        items = axes.items() if isinstance(axes, Mapping) else axes
        return Mesh(tuple((str(n), int(s)) for n, s in items), device_ids)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(n for n, _ in self.axes)

    @property
    def shape(self) -> dict[str, int]:
        return dict(self.axes)

    @property
    def size(self) -> int:
        n = 1
        for _, s in self.axes:
            n *= s
        return n

    def group_size(self, axes: Iterable[str]) -> int:
        """Devices in one group over `axes` (the product of their sizes; 1 for no axes)."""
        n = 1
        for a in axes:
            n *= self.axis_size(a)
        return n

    def axis_size(self, name: str) -> int:
        for n, s in self.axes:
            if n == name:
                return s
        raise ShardingError(f"unknown mesh axis {name!r}; this mesh has axes {list(self.names)}")

    def axis_index(self, name: str) -> int:
        for i, (n, _) in enumerate(self.axes):
            if n == name:
                return i
        raise ShardingError(f"unknown mesh axis {name!r}; this mesh has axes {list(self.names)}")

    def coords(self, device: int) -> dict[str, int]:
        """Mesh coordinates of group member `device`."""
        pos = device if self.device_ids is None else self.device_ids.index(device)
        out = {}
        for name, size in reversed(self.axes):
            out[name] = pos % size
            pos //= size
        return {n: out[n] for n in self.names}

    def device_at(self, coords: Mapping[str, int]) -> int:
        pos = 0
        for name, size in self.axes:
            pos = pos * size + coords[name]
        return pos if self.device_ids is None else self.device_ids[pos]

    def devices(self) -> list[int]:
        return list(range(self.size))

    def __str__(self) -> str:
        from .sub_axes import merged_mesh_axes  # a mesh refined for sub-axes prints as written
        inner = ", ".join(f'"{n}"={s}' for n, s in merged_mesh_axes(self))
        ids = "" if self.device_ids is None else ", device_ids=[" + ", ".join(map(str, self.device_ids)) + "]"
        return f"<[{inner}]{ids}>"
