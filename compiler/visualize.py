"""`sfc.visualize`: the runtime's layout grid, also for a traced tensor (its propagated sharding)."""
from __future__ import annotations

from typing import Sequence, TextIO

from shardflow.runtime.errors import ShardingError
from shardflow.runtime.visualize import LayoutGrid, grid_of, show_grid

from .trace import Tensor


def layout_grid(x, shape: Sequence[int] | None = None, mesh=None, *, name: str | None = None) -> LayoutGrid:
    """The LayoutGrid of a traced Tensor (the sharding propagation gives it so far), a ShardedArray,
    or a Sharding with `shape` and `mesh`."""
    if isinstance(x, Tensor):
        if shape is not None or mesh is not None:
            raise ShardingError("visualize(tensor) takes the shape and mesh from the traced tensor; give shape "
                                "and mesh only with a Sharding")
        g = x.builder.graph
        if g.mesh is None:
            raise ShardingError("visualize: this tensor is not on a device group, so it has no layout; pass "
                                "group= (or mesh=) to sfc.trace / sfc.compile")
        return LayoutGrid(x.shape, x.sharding, g.mesh, dtype=x.dtype, name=name or x.value.name)
    return grid_of(x, shape, mesh, name=name)


def visualize(x, shape: Sequence[int] | None = None, mesh=None, *, name: str | None = None,
              color: bool | None = None, file: TextIO | None = None) -> None:
    """Print which device holds which block of `x`: a traced Tensor, a ShardedArray, or a Sharding
    with the global `shape` and the `mesh`. Colours on a terminal, plain text when piped or when
    NO_COLOR is set (`color=` forces either). See `shardflow.runtime.visualize`."""
    show_grid(layout_grid(x, shape, mesh, name=name), color=color, file=file)
