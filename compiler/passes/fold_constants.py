"""Fold compute on literals into literals, in the global graph, before propagation.

JAX writes constant tables as compute on iotas and literals (`jax.image.resize`'s interpolation
weights: an iota, compares, a reduce over a dim). Left as compute, propagation may split it and
the partitioner give it collectives; IREE 3.13 then crashes (`stream.tensor.sizeof` illegal, or
`MaterializeInterfaces`) on transfers between constant-only work. As literals, the tables are
sliced per device for free. Each op is evaluated by its reference rule; splat results stay as
written (IREE clones splats, and the lowering folds them per device), as do results larger than
FOLD_LIMIT elements.
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..ir import Graph, subgraphs
from ..ops import registry

FOLD_LIMIT = 1 << 16


def is_splat(arr) -> bool:
    """One value repeated (compared as bytes, so a NaN splat is one too)."""
    flat = np.asarray(arr).reshape(-1)
    if flat.size <= 1:
        return True
    b = flat.view(np.uint8).reshape(flat.size, -1) if flat.dtype != np.bool_ else flat.reshape(-1, 1)
    return bool((b == b[0]).all())


def _computes(op) -> bool:
    """Ops whose one result is computed from their operands alone, the same on every device: not
    collectives, per-device ops (a partition id), region ops or shard_maps."""
    d = registry.get(op.kind)
    return (len(op.results) == 1 and d.spmd is None and d.regions is None and d.per_device is None
            and d.partition is None and not subgraphs(op))


def _foldable(op) -> bool:
    """Computed ops, except a sharding constraint (a user's layout, kept as written)."""
    return _computes(op) and registry.get(op.kind).constrains is None


def fold_constant_compute(graph: Graph, limit: int = FOLD_LIMIT) -> int:
    """Turn every foldable op whose operands are literals into a `constant` op (the same result
    value, so its sharding and uses stay); returns how many were folded."""
    known: dict = {}
    folded = 0
    for op in graph.ops:
        if not op.operands and _computes(op) and op.result.type.size <= limit:
            try:  # a source (a literal, an iota): known, kept as it is
                known[op.result] = np.asarray(registry.get(op.kind).reference([], op.attrs)[0])
            except Exception:  # noqa: BLE001 - e.g. a partition id: not a constant
                pass
            continue
        if not _foldable(op) or any(v not in known for v in op.operands):
            continue
        t = op.result.type
        if t.size > limit:
            continue  # a big result stays compute
        try:
            with np.errstate(all="ignore"):
                value = np.asarray(registry.get(op.kind).reference([known[v] for v in op.operands], op.attrs)[0])
        except Exception:  # noqa: BLE001 - an op its reference cannot evaluate here stays compute
            continue
        value = value.astype(dtypes.to_numpy(t.dtype), copy=False).reshape(t.shape)
        known[op.result] = value
        if is_splat(value):
            continue  # splat compute stays as written: IREE clones splats into each consumer
        op.kind, op.operands, op.attrs = "constant", [], {"value": value}
        folded += 1
    return folded
