"""The compiler's view of a device group: its mesh and backend."""
from __future__ import annotations

from shardflow.runtime.errors import GroupError
from shardflow.runtime.mesh import Mesh


def mesh_of_group(group) -> Mesh:
    if not getattr(group, "is_group", False):
        raise GroupError(f"group= must be a device group from Device.group_options([...]).init(), got {group!r}")
    topo = getattr(group, "topology", None)
    if isinstance(topo, Mesh):
        return topo
    return Mesh.of(group.mesh)
