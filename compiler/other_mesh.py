"""Shardings on another of a module's meshes than the one it is partitioned over, kept so that
`shardflow-opt` can print what Shardy's propagation gives a module that names several meshes.

Shardy propagates an op only within the mesh all its shardings share: layouts never flow between
meshes, and a value on a single-device (maximal) mesh stops propagation too. shardflow partitions
over one mesh, the one the module's shardings name most; a user sharding on any other mesh is an
`OtherMeshSharding`, fixed as written, and propagation leaves each op that touches such a value
alone (passes/propagate.py). Only a module that is printed holds one (importer `print_only`);
compiling a module whose shardings use several meshes is refused.
"""
from __future__ import annotations

from shardflow.runtime.errors import ShardingError
from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding


class _NamedMeshSharding(Sharding):
    """A user sharding that prints under the mesh name it was written with (`mesh_name`)."""

    __slots__ = ("mesh_name",)

    @classmethod
    def _copy(cls, s: Sharding, **names):
        out = cls(s.dims, s.partial, open_dims=s.open_dims, replicated_axes=s.replicated_axes,
                  priorities=s.priorities)
        for k, v in names.items():
            object.__setattr__(out, k, v)
        return out

    def _keep(self, s: Sharding) -> Sharding:
        """`s` (a view of this sharding) under this sharding's mesh: a copy of its own kind with
        the mesh fields (the subclasses' slots) of this one."""
        mesh_fields = {k: getattr(self, k) for c in type(self).__mro__ if issubclass(c, _NamedMeshSharding)
                       for k in c.__slots__}
        return type(self)._copy(s, **mesh_fields)

    # what printing does to a user sharding keeps its mesh

    def closed(self) -> Sharding:
        return self._keep(super().closed())

    def with_open_dims(self, open_dims) -> Sharding:
        return self._keep(super().with_open_dims(open_dims))


class OtherMeshSharding(_NamedMeshSharding):
    """A user sharding on mesh `mesh_name` (`mesh`), which is not the module's partitioning mesh."""

    __slots__ = ("mesh",)

    @classmethod
    def of(cls, s: Sharding, mesh_name: str, mesh: Mesh) -> "OtherMeshSharding":
        return cls._copy(s, mesh_name=mesh_name, mesh=mesh)

    def bind(self, shape, mesh: Mesh, *, allow_uneven: bool = False, what: str = "tensor") -> "OtherMeshSharding":
        """Checked against its own mesh, not the module's; kept as written."""
        super().bind(shape, self.mesh, allow_uneven=allow_uneven, what=what)
        return self

    def padded(self, rank: int) -> "OtherMeshSharding":
        return self  # as written: full rank, or a maximal sharding's `[]`

    def to_shardy(self, mesh_name: str = "mesh", *, prefix: bool = True, mesh: Mesh | None = None) -> str:
        return super().to_shardy(self.mesh_name, prefix=prefix, mesh=self.mesh)

    def to_gspmd(self, mesh: Mesh) -> str:
        raise ShardingError(f"a sharding on mesh @{self.mesh_name} {self.mesh}, not the module's, has no GSPMD "
                            f"form (GSPMD annotates one mesh); print the module in Shardy form")

    def _key(self):  # equal only on the same mesh
        return super()._key() + (self.mesh_name,)


def on_other_mesh(values) -> bool:
    """Whether any of `values` holds a sharding on another mesh (propagation leaves its op alone)."""
    return any(isinstance(v.sharding, OtherMeshSharding) for v in values)


class AliasMeshSharding(_NamedMeshSharding):
    """A sharding written on the module's mesh under another name, or on a mesh without axes
    (`sdy.mesh @empty_mesh = <[]>`, which can only replicate), printed only.

    Propagation treats it as the module mesh's sharding; it prints under its own mesh's name while
    propagation leaves it as written, and under the module mesh's once propagation extends it (a
    new sharding then), as Shardy moves a sharding it changes to the op's mesh.
    """

    __slots__ = ()

    @classmethod
    def of(cls, s: Sharding, mesh_name: str) -> "AliasMeshSharding":
        return cls._copy(s, mesh_name=mesh_name)

    def bind(self, shape, mesh: Mesh, *, allow_uneven: bool = False, what: str = "tensor") -> "AliasMeshSharding":
        return self._keep(super().bind(shape, mesh, allow_uneven=allow_uneven, what=what))

    def padded(self, rank: int) -> "AliasMeshSharding":
        return self._keep(super().padded(rank))

    def to_shardy(self, mesh_name: str = "mesh", *, prefix: bool = True, mesh: Mesh | None = None) -> str:
        return super().to_shardy(self.mesh_name, prefix=prefix, mesh=mesh)
