"""Collectives: ops of partitioned (per-device, SPMD) programs only.

Each acts over the devices that differ only in the mesh `axes` it names (major to minor); a
device's position in such a group is its coordinates along those axes, raveled. Their `spmd`
rule runs the op for every device at once (the SPMD simulator); `all_slice` moves no data (each
device keeps its own piece).
"""
from __future__ import annotations

import numpy as np

from ..ir import TensorType
from .registry import OpDef, OpError, register

COLLECTIVES = ("all_gather", "all_reduce", "reduce_scatter", "all_to_all", "collective_permute")


def groups(mesh, axes) -> list[list[int]]:
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


def _one(name, types):
    if len(types) != 1:
        raise OpError(f"{name} takes 1 operand, got {len(types)}")
    return types[0]


def _scaled(t, dim, num, den, name):
    shape = list(t.shape)
    if not 0 <= dim < len(shape):
        raise OpError(f"{name}: dimension {dim} out of range for {t}")
    if (shape[dim] * num) % den:
        raise OpError(f"{name}: dimension {dim} of {t} does not split into {den}")
    shape[dim] = shape[dim] * num // den
    return TensorType(tuple(shape), t.dtype)


def _by_group(xs, mesh, axes, fn):
    out = [None] * len(xs)
    for grp in groups(mesh, axes):
        res = fn([xs[d] for d in grp])
        for k, d in enumerate(grp):
            out[d] = res[k]
    return out


_REDUCE = {"add": lambda a: np.sum(a, axis=0), "max": lambda a: np.max(a, axis=0), "min": lambda a: np.min(a, axis=0)}


def _sum(parts, reducer="add"):
    dt = parts[0].dtype
    stack = np.stack([p.astype(np.float32) if dt.kind == "f" or dt.name == "bfloat16" else p for p in parts])
    return _REDUCE[reducer](stack).astype(dt)


def _gather_spmd(xs, at, mesh):
    return _by_group(xs, mesh, at["axes"], lambda p: [np.concatenate(p, axis=at["dim"])] * len(p))


def _reduce_spmd(xs, at, mesh):
    return _by_group(xs, mesh, at["axes"], lambda p: [_sum(p, at.get("reducer", "add"))] * len(p))


def _rs_spmd(xs, at, mesh):
    return _by_group(xs, mesh, at["axes"], lambda p: np.split(_sum(p), len(p), axis=at["dim"]))


def _a2a_spmd(xs, at, mesh):
    def f(parts):
        chunks = [np.split(p, len(parts), axis=at["split_dim"]) for p in parts]
        return [np.concatenate([chunks[j][k] for j in range(len(parts))], axis=at["concat_dim"])
                for k in range(len(parts))]
    return _by_group(xs, mesh, at["axes"], f)


def _slice_spmd(xs, at, mesh):
    return _by_group(xs, mesh, at["axes"], lambda p: [np.split(x, len(p), axis=at["dim"])[k] for k, x in enumerate(p)])


def _permute_spmd(xs, at, mesh):
    out = [np.zeros_like(x) for x in xs]
    for src, dst in at["pairs"]:
        out[dst] = xs[src]
    return out


def _no_reference(name):
    def ref(xs, attrs):
        raise OpError(f"{name} is a per-device collective: run it with the SPMD simulator, not the reference")
    return ref


register(OpDef("all_gather", lambda t, a: [_scaled(_one("all_gather", t), a["dim"], a["n"], 1, "all_gather")],
               _no_reference("all_gather")))
register(OpDef("all_slice", lambda t, a: [_scaled(_one("all_slice", t), a["dim"], 1, a["n"], "all_slice")],
               _no_reference("all_slice"), splat_preserving=True))
register(OpDef("all_reduce", lambda t, a: [_one("all_reduce", t)], _no_reference("all_reduce")))
register(OpDef("reduce_scatter", lambda t, a: [_scaled(_one("reduce_scatter", t), a["dim"], 1, a["n"], "reduce_scatter")],
               _no_reference("reduce_scatter")))
register(OpDef("all_to_all", lambda t, a: [_scaled(_scaled(_one("all_to_all", t), a["split_dim"], 1, a["n"], "all_to_all"),
                                                   a["concat_dim"], a["n"], 1, "all_to_all")],
               _no_reference("all_to_all")))
register(OpDef("collective_permute", lambda t, a: [_one("collective_permute", t)], _no_reference("collective_permute")))

SPMD_RULES = {"all_gather": _gather_spmd, "all_slice": _slice_spmd, "all_reduce": _reduce_spmd,
              "reduce_scatter": _rs_spmd, "all_to_all": _a2a_spmd, "collective_permute": _permute_spmd}
for _k, _f in SPMD_RULES.items():
    from .registry import OPS as _OPS
    _OPS[_k].spmd = _f
