"""`Sharding`: how one tensor is laid out over a mesh.

For each tensor dimension the ordered mesh axes that split it (major to minor), plus the axes over
which the value is *partial* (a pending sum: the global value is the sum over those axes). Every
other axis replicates. This is Shardy's `#sdy.sharding` model; the text forms live in
`sharding_text` (Shardy) and `gspmd` (mhlo.sharding).

A sharding can be written before the tensor's rank or mesh is known (`Sharding.split(1)` means
"dim 1 over the group's only axis"); `bind(shape, mesh)` resolves and validates it.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from .errors import ShardingError
from .mesh import Mesh

ONLY_AXIS = "<only axis>"  # placeholder resolved by bind() to the mesh's single axis


def _entry_axes(entry) -> tuple[str, ...]:
    if entry is None:
        return ()
    if isinstance(entry, str):
        return (entry,)
    if isinstance(entry, (tuple, list)):
        for a in entry:
            if not isinstance(a, str):
                raise ShardingError(f"partition spec entries name mesh axes by string; got {a!r} in {entry!r}")
        return tuple(entry)
    raise ShardingError(
        f"a partition spec entry is None, an axis name or a tuple of axis names; got {entry!r}")


def _check_block(shape: Sequence[int], counts: Sequence[int], block: Sequence[int]) -> tuple[int, ...]:
    """Validate per-device block sizes: one per dimension, and `shards * block` covers the size."""
    block = tuple(int(b) for b in block)
    if len(block) != len(shape):
        raise ShardingError(f"block shape {list(block)} does not match the rank of shape {list(shape)}")
    for d, (size, n, b) in enumerate(zip(shape, counts, block)):
        if b < 0 or n * b < size:
            raise ShardingError(f"block size {b} of dimension {d} (size {size}) over {n} shards does not "
                                f"cover the dimension; it needs at least {-(-size // n)}")
    return block


class Sharding:
    """Immutable; compare with ==. See the module docstring."""

    __slots__ = ("dims", "partial", "open_dims", "replicated_axes", "priorities", "_split")

    def __init__(self, dims: Sequence[Sequence[str]] = (), partial: Iterable[str] = (), *,
                 open_dims: Iterable[int] = (), replicated_axes: Iterable[str] = (),
                 priorities: Sequence[int | None] | None = None, _split=None):
        object.__setattr__(self, "dims", tuple(tuple(d) for d in dims))
        object.__setattr__(self, "partial", tuple(partial))
        object.__setattr__(self, "open_dims", frozenset(open_dims))
        object.__setattr__(self, "replicated_axes", tuple(replicated_axes))
        pr = tuple(priorities) if priorities is not None else (None,) * len(self.dims)
        if len(pr) != len(self.dims):
            raise ShardingError("one priority per dimension is needed")
        object.__setattr__(self, "priorities", pr)
        object.__setattr__(self, "_split", _split)

    def __setattr__(self, *_):
        raise AttributeError("Sharding is immutable")

    # -- constructors ---------------------------------------------------------------------------
    @staticmethod
    def replicated() -> "Sharding":
        """Every member holds the whole tensor."""
        return Sharding(())

    @staticmethod
    def split(dim: int, axis: str | None = None) -> "Sharding":
        """Split dimension `dim` (negative counts from the end) over `axis` (default: the only axis)."""
        if not isinstance(dim, int) or isinstance(dim, bool):
            raise ShardingError(f"Sharding.split takes an integer dimension, got {dim!r}")
        if axis is not None and not isinstance(axis, str):
            raise ShardingError(f"Sharding.split takes a mesh axis name, got {axis!r}")
        return Sharding((), _split=(dim, axis))

    @staticmethod
    def spec(*entries, partial: Iterable[str] = ()) -> "Sharding":
        """JAX PartitionSpec style: one entry per leading dimension (None, "axis", or a tuple of axes).

        `partial` names axes over which the value is a pending sum (Shardy's `unreduced`).
        """
        if isinstance(partial, str):
            partial = (partial,)
        return Sharding([_entry_axes(e) for e in entries], partial)

    @staticmethod
    def unreduced(*axes: str) -> "Sharding":
        """A whole-shaped value that is a pending sum over `axes`."""
        return Sharding((), axes)

    # -- queries ---------------------------------------------------------------------------------
    @property
    def is_bound(self) -> bool:
        return self._split is None

    @property
    def rank(self) -> int:
        self._require_bound()
        return len(self.dims)

    def _require_bound(self):
        if self._split is not None:
            raise ShardingError(f"{self!r} is not yet bound to a tensor; call bind(shape, mesh)")

    @property
    def is_replicated(self) -> bool:
        """True when every member holds the whole, finished value."""
        return self._split is None and not self.partial and all(not d for d in self.dims)

    @property
    def used_axes(self) -> tuple[str, ...]:
        return tuple(a for d in self.dims for a in d)

    def axes_of(self, dim: int) -> tuple[str, ...]:
        return self.dims[dim] if dim < len(self.dims) else ()

    def shard_counts(self, mesh: Mesh) -> tuple[int, ...]:
        out = []
        for d in self.dims:
            n = 1
            for a in d:
                n *= mesh.axis_size(a)
            out.append(n)
        return tuple(out)

    def local_shape(self, shape: Sequence[int], mesh: Mesh, block: Sequence[int] | None = None) -> tuple[int, ...]:
        """Per-device shape: the largest shard (ceil(size / shards)) when a dimension splits unevenly,
        or `block` when given (a padded layout's block sizes, e.g. a manifest's `local_shape`)."""
        counts = self.padded(len(shape)).shard_counts(mesh)
        if block is not None:
            return _check_block(shape, counts, block)
        return tuple(-(-s // n) for s, n in zip(shape, counts))

    def shard_index(self, dim: int, coords: dict[str, int], mesh: Mesh) -> int:
        """Which shard of `dim` the device at mesh `coords` holds (row-major over the dim's axes)."""
        idx = 0
        for a in self.axes_of(dim):
            idx = idx * mesh.axis_size(a) + coords[a]
        return idx

    def device_slices(self, shape: Sequence[int], mesh: Mesh, device: int,
                      block: Sequence[int] | None = None) -> tuple[slice, ...]:
        """The global index range the member `device` holds.

        Shard k of a dimension of size S is [k*L, min((k+1)*L, S)): L = ceil(S / shards) by default,
        or `block[d]` when a padded layout gives its block sizes (the manifest's `local_shape`; a
        dimension padded to P = L * shards leaves the last shards short or empty)."""
        coords = mesh.coords(device)
        counts = self.padded(len(shape)).shard_counts(mesh)
        steps = (_check_block(shape, counts, block) if block is not None
                 else tuple(-(-size // n) for size, n in zip(shape, counts)))
        out = []
        for d, (size, step) in enumerate(zip(shape, steps)):
            k = self.shard_index(d, coords, mesh)
            lo = min(k * step, size)
            out.append(slice(lo, min(lo + step, size)))
        return tuple(out)

    def padded(self, rank: int) -> "Sharding":
        """The same sharding with trailing replicated dimensions up to `rank`."""
        self._require_bound()
        if len(self.dims) >= rank:
            return self
        extra = rank - len(self.dims)
        return Sharding(self.dims + ((),) * extra, self.partial, open_dims=self.open_dims,
                        replicated_axes=self.replicated_axes, priorities=self.priorities + (None,) * extra)

    def with_dims(self, dims, partial=None) -> "Sharding":
        return Sharding(dims, self.partial if partial is None else partial)

    def without_partial(self) -> "Sharding":
        return Sharding(self.dims, ())

    def closed(self) -> "Sharding":
        """Drop open-dimension marks, priorities and explicit replication (the layout only)."""
        return Sharding(self.dims, self.partial)

    def with_open_dims(self, open_dims: Iterable[int]) -> "Sharding":
        """The same layout and explicit replication with `open_dims` open and no priorities (they
        only order propagation): how a sharding prints once propagation ran."""
        return Sharding(self.dims, self.partial, open_dims=open_dims, replicated_axes=self.replicated_axes)

    # -- binding -----------------------------------------------------------------------------------
    def bind(self, shape: Sequence[int], mesh: Mesh, *, allow_uneven: bool = False,
             what: str = "tensor") -> "Sharding":
        """Resolve against a tensor shape and mesh, and validate; returns a full-rank sharding."""
        rank = len(shape)
        s = self
        if s._split is not None:
            dim, axis = s._split
            if not -rank <= dim < rank:
                raise ShardingError(
                    f"Sharding.split({dim}) names a dimension out of range for a rank-{rank} {what} "
                    f"of shape {list(shape)}; valid dimensions are {-rank}..{rank - 1}")
            dim %= rank
            if axis is None:
                if len(mesh.axes) != 1:
                    raise ShardingError(
                        f"Sharding.split({dim}) needs an axis name on a mesh with several axes "
                        f"{list(mesh.names)}; write Sharding.split({dim}, \"{mesh.names[0]}\")")
                axis = mesh.names[0]
            s = Sharding([() if d != dim else (axis,) for d in range(rank)])
        if len(s.dims) > rank:
            raise ShardingError(
                f"sharding {s!r} has {len(s.dims)} dimension entries but the {what} has rank {rank} "
                f"(shape {list(shape)}); give at most one entry per dimension")
        s = s.padded(rank)
        seen: dict[str, str] = {}

        def use(axis, where):
            if axis == ONLY_AXIS:
                return
            if axis not in mesh.names:
                raise ShardingError(
                    f"unknown mesh axis {axis!r} in sharding {s!r} ({where}); the mesh has axes "
                    f"{list(mesh.names)}")
            if axis in seen:
                raise ShardingError(
                    f"mesh axis {axis!r} is used twice in sharding {s!r} ({seen[axis]} and {where}); "
                    f"each axis may split at most one dimension")
            seen[axis] = where

        for d, axes in enumerate(s.dims):
            for a in axes:
                use(a, f"dimension {d}")
        for a in s.partial:
            use(a, "partial axes")
        for a in s.replicated_axes:
            use(a, "replicated axes")
        if not allow_uneven:
            for d, (size, n) in enumerate(zip(shape, s.shard_counts(mesh))):
                if size % n:
                    raise ShardingError(
                        f"dimension {d} of the {what} (size {size}) does not divide into {n} shards over "
                        f"mesh axes {list(s.dims[d])}; pick a dimension whose size is a multiple of {n}")
        return s

    # -- identity ------------------------------------------------------------------------------------
    def _key(self):
        dims = list(self.dims)
        while dims and not dims[-1]:
            dims.pop()
        return (tuple(dims), tuple(sorted(self.partial)), self._split)

    def __eq__(self, other):
        return isinstance(other, Sharding) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        if self._split is not None:
            dim, axis = self._split
            return f"Sharding.split({dim})" if axis is None else f"Sharding.split({dim}, {axis!r})"
        if self.is_replicated:
            return "Sharding.replicated()"
        ents = []
        for d in self.dims:
            ents.append("None" if not d else repr(d[0]) if len(d) == 1 else repr(tuple(d)))
        args = ents + ([f"partial={self.partial!r}"] if self.partial else [])
        return f"Sharding.spec({', '.join(args)})"

    # -- text forms (see sharding_text / gspmd) -----------------------------------------------------
    def to_shardy(self, mesh_name: str = "mesh", *, prefix: bool = True, mesh: Mesh | None = None) -> str:
        from .sharding_text import print_shardy
        return print_shardy(self, mesh_name, prefix=prefix, mesh=mesh)

    @staticmethod
    def from_shardy(text: str) -> tuple[str, "Sharding"]:
        """Parse `#sdy.sharding<@mesh, [...]>` (or the bare `<...>` form); returns (mesh name, sharding)."""
        from .sharding_text import parse_shardy
        return parse_shardy(text)

    def to_gspmd(self, mesh: Mesh) -> str:
        from .gspmd import print_gspmd
        return print_gspmd(self, mesh)

    @staticmethod
    def from_gspmd(text: str, mesh: Mesh, rank: int) -> "Sharding":
        from .gspmd import parse_gspmd
        return parse_gspmd(text, mesh, rank)
