"""The collective kinds: one record each, with what every engine needs to know about it.

A collective acts over the devices that differ only in the mesh `axes` it names (major to minor); a
device's position in such a group is its coordinates along those axes, raveled (`groups`). Each
record holds:

- `resized`: which dimension attributes change size and how: a gathered dimension grows n-fold
  (+1), a scattered or sliced one is cut n ways (-1); `local_shape` derives the per-device result
  shape from the per-device operand shape with it, and `shape_error` says why an operand does not fit;
- `bytes_per_device`: what one device receives under the bandwidth-optimal algorithm, for a group of
  n and a per-device operand of B bytes (the numbers `explain` prints and API.md fixes);
- `combine`: the values of one group's members, in group order -> each member's result. This is
  the numeric meaning of the collective, shared by the compiler's SPMD simulator and the runtime's
  in-process communicator, so both compute bit-identical results (sums run in group order; f16,
  bf16 and f8 sums accumulate in f32, as the multi-device lowering does);
- `exchange`: instead of `combine`, for a kind that does not act on groups of the mesh
  (collective_permute: explicit source -> target pairs): every device's value -> every device's result;
- `reduces`: it combines values with the `reducer` attribute (add, max, min);
- `stablehlo`: the op the per-rank SPMD program uses (None: no data moves);
- `mpi`: the MPI operation a communicator maps it to.

The compiler reads this table (compiler/ops/collectives.py adds each kind's Graph-IR op, its
multi-device transfer schedule and its StableHLO emission); the runtime reads it to
perform collectives between host-staged stages. It lives in the runtime because the runtime never
imports the compiler.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

import numpy as np

from . import dtypes
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
    acc = parts[0].astype(np.float32) if dtypes.is_narrow_numpy(dt) else parts[0].copy()
    op = {"add": np.add, "max": np.maximum, "min": np.minimum}[reducer]
    for p in parts[1:]:
        op(acc, p.astype(acc.dtype, copy=False), out=acc)
    return acc.astype(dt, copy=False)


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


def _permute(values, a, mesh):
    src_of = {dst: src for src, dst in a["pairs"]}
    return {d: (values[src_of[d]].copy() if d in src_of else np.zeros_like(values[d])) for d in values}


@dataclass(frozen=True)
class CollectiveKind:
    name: str                                                   # Graph IR op kind, e.g. "all_gather"
    resized: Mapping[str, int]                                  # dim attribute -> +1 grows n-fold, -1 cut n ways
    bytes_per_device: Callable[[int, float], float]             # (n, B) -> bytes received per device
    combine: Callable[[list, Mapping], list] | None             # one group's values -> its results
    stablehlo: str | None
    mpi: str | None
    exchange: Callable[[Mapping, Mapping, Mesh], dict] | None = None  # all devices' values -> results
    reduces: bool = False

    @property
    def public_name(self) -> str:
        """The name `explain` prints ("all-gather")."""
        return self.name.replace("_", "-")

    def local_shape(self, shape: Sequence[int], attrs: Mapping) -> tuple[int, ...]:
        """The per-device result shape from the per-device operand shape."""
        out = list(shape)
        for key, sign in self.resized.items():
            out[attrs[key]] = out[attrs[key]] * attrs["n"] if sign > 0 else out[attrs[key]] // attrs["n"]
        return tuple(out)

    def shape_error(self, shape: Sequence[int], attrs: Mapping) -> str | None:
        """Why an operand of `shape` does not fit `attrs` (a dimension out of range or not divisible
        n ways), or None."""
        missing = [k for k in (*self.resized, "n") if k not in attrs] if self.resized else []
        if missing:
            return f"missing attribute(s) {missing}"
        for key in self.resized:
            if not 0 <= attrs[key] < len(shape):
                return f"dimension {attrs[key]} out of range"
        for key, sign in self.resized.items():
            if sign < 0 and shape[attrs[key]] % attrs["n"]:
                return f"dimension {attrs[key]} does not split into {attrs['n']}"
        return None

    def moves_nothing(self, attrs: Mapping, mesh: Mesh) -> bool:
        """Groups of one: every device keeps its operand (never so for explicit pairs)."""
        return self.exchange is None and (attrs.get("n") == 1 or all(len(g) == 1 for g in groups(mesh, attrs["axes"])))

    def run(self, values: Mapping[int, np.ndarray], attrs: Mapping, mesh: Mesh) -> dict[int, np.ndarray]:
        """Every device's result from every device's operand (device id -> array)."""
        if self.exchange is not None:
            return self.exchange(values, attrs, mesh)
        out: dict[int, np.ndarray] = {}
        for grp in groups(mesh, attrs["axes"]):
            res = self.combine([values[d] for d in grp], attrs)
            for d, r in zip(grp, res, strict=True):
                out[d] = r
        return out


KINDS: dict[str, CollectiveKind] = {k.name: k for k in (
    CollectiveKind("all_gather", {"dim": +1}, lambda n, b: (n - 1) * b, _gather,
                   "stablehlo.all_gather", "Allgather"),
    CollectiveKind("all_reduce", {}, lambda n, b: 2 * (n - 1) / n * b, _all_reduce,
                   "stablehlo.all_reduce", "Allreduce", reduces=True),
    CollectiveKind("reduce_scatter", {"dim": -1}, lambda n, b: (n - 1) / n * b, _reduce_scatter,
                   "stablehlo.reduce_scatter", "Reduce_scatter_block", reduces=True),
    CollectiveKind("all_to_all", {"split_dim": -1, "concat_dim": +1}, lambda n, b: (n - 1) / n * b, _all_to_all,
                   "stablehlo.all_to_all", "Alltoall"),
    CollectiveKind("collective_permute", {}, lambda n, b: b, None,
                   "stablehlo.collective_permute", "Sendrecv", exchange=_permute),
    CollectiveKind("all_slice", {"dim": -1}, lambda n, b: 0.0, _all_slice, None, None),
)}

#: Kinds that move data between devices (all_slice only keeps each device's own piece).
MOVING = tuple(k for k, rec in KINDS.items() if rec.stablehlo is not None)


def kind(name: str) -> CollectiveKind:
    try:
        return KINDS[name]
    except KeyError:
        raise ValueError(f"unknown collective {name!r}; known: {sorted(KINDS)}") from None
