"""Shardy's sub-axes (`"x":(2)4`: the 4 devices of axis x after a more-major part of size 2), as
a refinement of the mesh: each axis that a module splits becomes consecutive piece axes, named
`x:(pre)size`, major to minor. A whole axis is then the run of all its pieces, a sub-axis the run
of the pieces it covers, and the rest of shardflow sees ordinary axes (same device order: a
row-major axis of size 8 is a row-major 2x4). Printing merges the runs back."""
from __future__ import annotations

import re
from itertools import pairwise
from typing import Iterable, Sequence

from .errors import ShardingError
from .mesh import Mesh
from .sharding import Sharding

_PIECE = re.compile(r"^(?P<parent>.+):\((?P<pre>\d+)\)(?P<size>\d+)$")


def piece_name(parent: str, pre: int, size: int) -> str:
    return f"{parent}:({pre}){size}"


def split(name: str) -> tuple[str, int, int] | None:
    """(parent, pre-size, size) of a piece or sub-axis name; None for a plain axis."""
    m = _PIECE.match(name)
    return (m["parent"], int(m["pre"]), int(m["size"])) if m else None


def refine(mesh: Mesh, sub_axes: Iterable[str]) -> Mesh:
    """`mesh` with every axis that a name of `sub_axes` splits cut into pieces at each split."""
    cuts: dict[str, set[int]] = {}
    for name in sub_axes:
        parts = split(name)
        if parts is None or parts[0] not in mesh.names:
            continue
        parent, pre, size = parts
        n = mesh.axis_size(parent)
        if pre < 1 or size < 2 or n % (pre * size):
            raise ShardingError(f"sub-axis \"{parent}\":({pre}){size} does not fit axis \"{parent}\" of size {n}: "
                                f"the pre-size times the size must divide {n} and the size must be at least 2")
        cuts.setdefault(parent, {1, n}).update((pre, pre * size))
    if not cuts:
        return mesh
    axes = []
    for name, n in mesh.axes:
        points = sorted(cuts.get(name, ()))
        for a, b in pairwise(points):
            if b % a:
                raise ShardingError(f"the sub-axes of \"{name}\" overlap without nesting (cut at {a} and {b}); "
                                    f"use sub-axes whose pre-sizes divide each other")
        if not points:
            axes.append((name, n))
        else:
            axes.extend((piece_name(name, a, b // a), b // a) for a, b in pairwise(points))
    return Mesh(tuple(axes), mesh.device_ids)


def expand(axes: Sequence[str], mesh: Mesh) -> tuple[str, ...]:
    """Axis names as the refined `mesh` spells them: a split axis becomes all its pieces, a
    sub-axis the pieces it covers."""
    out: list[str] = []
    for a in axes:
        if a in mesh.names:
            out.append(a)
            continue
        parts = split(a)
        pieces = [(n, split(n)) for n in mesh.names if (split(n) or ("",))[0] == (parts[0] if parts else a)]
        if not pieces:
            out.append(a)  # unknown: binding reports it against the mesh
            continue
        lo, hi = (parts[1], parts[1] * parts[2]) if parts else (1, None)
        covered = [n for n, (_, pre, size) in pieces if pre >= lo and (hi is None or pre * size <= hi)]
        if parts is not None:
            prod = 1
            for n in covered:
                prod *= split(n)[2]
            if prod != parts[2]:
                raise ShardingError(f"sub-axis \"{parts[0]}\":({parts[1]}){parts[2]} does not match the "
                                    f"mesh's pieces of \"{parts[0]}\"")
        out.extend(covered)
    return tuple(out)


def expanded(s: Sharding, mesh: Mesh) -> Sharding:
    """`s` with its axes as the refined `mesh` spells them (s itself when the mesh has no pieces)."""
    if not any(split(n) for n in mesh.names):
        return s
    return Sharding(tuple(expand(d, mesh) for d in s.dims), expand(s.partial, mesh), open_dims=s.open_dims,
                    replicated_axes=expand(s.replicated_axes, mesh), priorities=s.priorities)


def merge(axes: Sequence[str], mesh: Mesh | None = None) -> list[tuple[str, int, int] | str]:
    """The runs of consecutive pieces of one axis merged: a plain name, or (parent, pre, size) for
    a sub-axis; a run covering its whole axis (known from `mesh`) is the plain parent name."""
    out: list = []
    for a in axes:
        parts = split(a)
        if parts is None:
            out.append(a)
            continue
        last = out[-1] if out else None
        if isinstance(last, tuple) and last[0] == parts[0] and last[1] * last[2] == parts[1]:
            out[-1] = (last[0], last[1], last[2] * parts[2])
        else:
            out.append(parts)
    if mesh is not None:
        total: dict[str, int] = {}
        for n, s in mesh.axes:
            p = split(n)
            if p is not None:
                total[p[0]] = total.get(p[0], 1) * s
        out = [x[0] if isinstance(x, tuple) and x[1] == 1 and total.get(x[0]) == x[2] else x for x in out]
    return out


def merged_mesh_axes(mesh: Mesh) -> list[tuple[str, int]]:
    """The mesh's axes as the user wrote them: pieces of one axis joined."""
    out: list[tuple[str, int]] = []
    for n, s in mesh.axes:
        p = split(n)
        if p is not None and out and out[-1][0] == p[0] and p[1] > 1:
            out[-1] = (p[0], out[-1][1] * s)
        else:
            out.append((p[0] if p is not None else n, s))
    return out


def whole_axes_prefix(axes: Sequence[str], mesh: Mesh) -> tuple[str, ...]:
    """The axes before the first that is only part of a mesh axis (a sub-axis: a run of pieces
    that does not cover its axis), as Shardy keeps them where it makes no sub-axes."""
    pieces: dict[str, int] = {}
    for name in mesh.names:
        parts = split(name)
        if parts is not None:
            pieces[parts[0]] = pieces.get(parts[0], 0) + 1
    n = 0
    for run in merge(axes, mesh):
        if isinstance(run, tuple):
            break
        n += pieces.get(run, 1)
    return tuple(axes[:n])
