"""The collective kinds: one record each, with what every engine needs to know about it.

A collective acts over the devices that differ only in the mesh `axes` it names (major to minor); a
device's position in such a group is its coordinates along those axes, raveled (`groups`). Each
record holds:

- `local_shape`: the per-device result shape from the per-device operand shape;
- `bytes_per_device`: what one device receives under the bandwidth-optimal algorithm, for a group of
  n and a per-device operand of B bytes (the numbers `explain` prints and API.md fixes);
- `combine`: the values of one group's members, in group order -> each member's result. This is
  the numeric meaning of the collective, shared by the compiler's SPMD simulator and the runtime's
  in-process communicator, so both compute bit-identical results (sums run in group order; f16 and
  bf16 sums accumulate in f32, as the multi-device lowering does);
- `stablehlo`: the op the per-rank SPMD program uses (None: no data moves);
- `mpi`: the MPI operation a communicator maps it to.

The compiler reads this table (ops/collectives.py adds the Graph-IR side); the runtime reads it to
perform collectives between host-staged stages. It lives in the runtime because the runtime never
imports the compiler.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

import numpy as np

from .mesh import Mesh


def groups(mesh: Mesh, axes: Sequence[str]) -> list[list[int]]:
    """Device groups for a collective over `axes`: members ordered by their raveled axis coords."""
    out: dict[tuple, list[tuple[int, int]]] = {}
    for d in mesh.devices():
        c = mesh.coords(d)
        key = tuple(c[a] for a in mesh.names if a not in axes)
        pos = 0
        for a in axes:
            pos = pos * mesh.axis_size(a) + c[a]
        out.setdefault(key, []).append((pos, d))
    return [[d for _, d in sorted(m)] for _, m in sorted(out.items())]


_REDUCERS = {"add": lambda a: np.sum(a, axis=0), "max": lambda a: np.max(a, axis=0),
             "min": lambda a: np.min(a, axis=0)}


def reduce_parts(parts: Sequence[np.ndarray], reducer: str = "add") -> np.ndarray:
    """Elementwise reduction of equally shaped parts, left to right; low-precision floats in f32."""
    if reducer not in _REDUCERS:
        raise ValueError(f"unknown reducer {reducer!r}; expected one of {sorted(_REDUCERS)}")
    dt = parts[0].dtype
    wide = dt.kind == "f" or dt.name == "bfloat16"
    acc = parts[0].astype(np.float32) if wide and dt.itemsize < 4 else parts[0].copy()
    op = {"add": np.add, "max": np.maximum, "min": np.minimum}[reducer]
    for p in parts[1:]:
        op(acc, p.astype(acc.dtype, copy=False), out=acc)
    return acc.astype(dt, copy=False)


def _scaled(shape, dim, num, den):
    out = list(shape)
    out[dim] = out[dim] * num // den
    return tuple(out)


def _gather(parts, a):
    whole = np.concatenate(parts, axis=a["dim"])
    return [whole] * len(parts)


def _all_reduce(parts, a):
    total = reduce_parts(parts, a.get("reducer", "add"))
    return [total] * len(parts)


def _reduce_scatter(parts, a):
    return np.split(reduce_parts(parts, a.get("reducer", "add")), len(parts), axis=a["dim"])


def _all_to_all(parts, a):
    n = len(parts)
    chunks = [np.split(p, n, axis=a["split_dim"]) for p in parts]
    return [np.concatenate([chunks[j][k] for j in range(n)], axis=a["concat_dim"]) for k in range(n)]


def _all_slice(parts, a):
    return [np.split(x, len(parts), axis=a["dim"])[k] for k, x in enumerate(parts)]


@dataclass(frozen=True)
class CollectiveKind:
    name: str                                                   # Graph IR op kind, e.g. "all_gather"
    local_shape: Callable[[tuple, Mapping], tuple]
    bytes_per_device: Callable[[int, float], float]             # (n, B) -> bytes received per device
    combine: Callable[[list, Mapping], list] | None             # one group's values -> its results
    stablehlo: str | None
    mpi: str | None

    @property
    def public_name(self) -> str:
        """The name `explain` prints ("all-gather")."""
        return self.name.replace("_", "-")

    def run(self, values: Mapping[int, np.ndarray], attrs: Mapping, mesh: Mesh) -> dict[int, np.ndarray]:
        """Every device's result from every device's operand (device id -> array)."""
        if self.name == "collective_permute":
            src_of = {dst: src for src, dst in attrs["pairs"]}
            return {d: (values[src_of[d]].copy() if d in src_of else np.zeros_like(values[d])) for d in values}
        out: dict[int, np.ndarray] = {}
        for grp in groups(mesh, attrs["axes"]):
            res = self.combine([values[d] for d in grp], attrs)
            for d, r in zip(grp, res, strict=True):
                out[d] = r
        return out


KINDS: dict[str, CollectiveKind] = {k.name: k for k in (
    CollectiveKind("all_gather", lambda s, a: _scaled(s, a["dim"], a["n"], 1),
                   lambda n, b: (n - 1) * b, _gather, "stablehlo.all_gather", "Allgather"),
    CollectiveKind("all_reduce", lambda s, a: tuple(s),
                   lambda n, b: 2 * (n - 1) / n * b, _all_reduce, "stablehlo.all_reduce", "Allreduce"),
    CollectiveKind("reduce_scatter", lambda s, a: _scaled(s, a["dim"], 1, a["n"]),
                   lambda n, b: (n - 1) / n * b, _reduce_scatter, "stablehlo.reduce_scatter",
                   "Reduce_scatter_block"),
    CollectiveKind("all_to_all", lambda s, a: _scaled(_scaled(s, a["split_dim"], 1, a["n"]), a["concat_dim"], a["n"], 1),
                   lambda n, b: (n - 1) / n * b, _all_to_all, "stablehlo.all_to_all", "Alltoall"),
    CollectiveKind("collective_permute", lambda s, a: tuple(s),
                   lambda n, b: b, None, "stablehlo.collective_permute", "Sendrecv"),
    CollectiveKind("all_slice", lambda s, a: _scaled(s, a["dim"], 1, a["n"]),
                   lambda n, b: 0.0, _all_slice, None, None),
)}

#: Kinds that move data between devices (all_slice only keeps each device's own piece).
MOVING = tuple(k for k, rec in KINDS.items() if rec.stablehlo is not None)


def kind(name: str) -> CollectiveKind:
    try:
        return KINDS[name]
    except KeyError:
        raise ValueError(f"unknown collective {name!r}; known: {sorted(KINDS)}") from None
