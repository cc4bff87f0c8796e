"""Projection between tensor-dimension shardings and factor shardings (Shardy's ShardingProjection).

A dimension made of several factors (a reshape's compound dim) is sharded major factor first: its
axes fill the major factor until their product equals the factor's size, then the next factor.
"""
from __future__ import annotations

from shardflow.runtime.mesh import Mesh


def project_dim(axes: tuple[str, ...], factors: list[int], sizes: list[int], mesh: Mesh,
                uneven: frozenset[int] = frozenset()) -> dict[int, tuple[str, ...]]:
    """Split one dim's axes among its factors; axes that do not fit exactly are dropped, except by
    the minor-most factor when it is in `uneven` (see `minor_most`)."""
    out: dict[int, tuple[str, ...]] = {f: () for f in factors}
    if not factors:
        return out
    k, filled, cur = 0, 1, []
    for a in axes:
        n = mesh.axis_size(a)
        # a filled factor keeps taking size-1 axes (Shardy keeps them with the axes before them)
        while k + 1 < len(factors) and filled == sizes[factors[k]] and (n > 1 or filled == 1):
            out[factors[k]] = tuple(cur)
            k, filled, cur = k + 1, 1, []
        if k >= len(factors) or sizes[factors[k]] % (filled * n) and not (k + 1 == len(factors) and factors[k] in uneven):
            break
        cur.append(a)
        filled *= n
    if k < len(factors):
        out[factors[k]] = tuple(cur)
    return out


def project(dims: tuple[tuple[str, ...], ...], tensor_factors: list[list[int]], sizes: list[int],
            mesh: Mesh, uneven: frozenset[int] = frozenset()) -> dict[int, tuple[str, ...]]:
    """Factor -> axes for one tensor."""
    out: dict[int, tuple[str, ...]] = {}
    for d, fs in enumerate(tensor_factors):
        axes = dims[d] if d < len(dims) else ()
        out.update(project_dim(axes, fs, sizes, mesh, uneven))
    return out


def unproject(assign: dict[int, tuple[str, ...]], tensor_factors: list[list[int]], sizes: list[int],
              mesh: Mesh) -> tuple[tuple[str, ...], ...]:
    """Factor axes -> dim axes for one tensor; a minor factor's axes count only when every more
    major factor of the dim is fully sharded (otherwise the layout would not be a plain split)."""
    dims = []
    for fs in tensor_factors:
        axes: list[str] = []
        for i, f in enumerate(fs):
            fa = assign.get(f, ())
            axes.extend(fa)
            n = 1
            for a in fa:
                n *= mesh.axis_size(a)
            if n != sizes[f] and i + 1 < len(fs):
                break
        dims.append(tuple(axes))
    return tuple(dims)


def minor_most(tensors: list[list[list[int]]]) -> frozenset[int]:
    """The factors that are the minor-most factor of every dim holding them, in every tensor: the
    ones Shardy lets an axis split unevenly (a major factor's padding would sit inside its dim)."""
    major = {f for tf in tensors for fs in tf for f in fs[:-1]}
    return frozenset(f for tf in tensors for fs in tf for f in fs[-1:] if f not in major)
