"""The SPMD simulator: runs a partitioned program on every device in lockstep, with collectives
simulated in NumPy. Global inputs are sliced per device and outputs reassembled, so its results
compare directly against the reference interpreter."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from . import dtypes
from .ops import registry
from .passes.partition import SpmdProgram
from .program_io import check_inputs


def shard(array: np.ndarray, sharding, mesh, device: int) -> np.ndarray:
    return np.ascontiguousarray(array[sharding.device_slices(array.shape, mesh, device)])


def assemble(shards: Sequence[np.ndarray], shape, sharding, mesh) -> np.ndarray:
    """Global array from per-device shards (partial axes are summed over their coordinates)."""
    out = np.zeros(shape, dtype=shards[0].dtype)
    if sharding.partial:
        acc = np.zeros(shape, dtype=np.float64 if shards[0].dtype.kind == "f" else shards[0].dtype)
        for d in mesh.devices():
            c = mesh.coords(d)
            if all(c[a] == 0 for a in mesh.names if a not in sharding.partial):
                acc[sharding.device_slices(shape, mesh, d)] += shards[d]
        return acc.astype(shards[0].dtype)
    for d in mesh.devices():
        out[sharding.device_slices(shape, mesh, d)] = shards[d]
    return out


def run_devices(prog: SpmdProgram, per_device_inputs: list[list[np.ndarray]]) -> list[list[np.ndarray]]:
    """Per-device inputs -> per-device outputs."""
    g, mesh = prog.graph, prog.mesh
    n = mesh.size
    env = {v: [per_device_inputs[d][i] for d in range(n)] for i, v in enumerate(g.inputs)}
    with np.errstate(all="ignore"):
        for op in g.ops:
            opdef = registry.get(op.kind)
            args = [env[v] for v in op.operands]
            if opdef.spmd is not None:
                outs = opdef.spmd(args[0], op.attrs, mesh)
                env[op.result] = [np.asarray(o).astype(dtypes.to_numpy(op.result.dtype)) for o in outs]
            else:
                per = [opdef.reference([a[d] for a in args], op.attrs) for d in range(n)]
                for k, r in enumerate(op.results):
                    env[r] = [np.asarray(per[d][k]).astype(dtypes.to_numpy(r.dtype)) for d in range(n)]
    return [[env[v][d] for v in g.outputs] for d in range(n)]


def simulate(prog: SpmdProgram, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    """Global inputs -> global outputs, through the per-device program."""
    params = [t for t, _ in prog.global_inputs]
    arrays = check_inputs(params, inputs)
    mesh = prog.mesh
    per_dev = [[shard(a, s, mesh, d) for a, (_, s) in zip(arrays, prog.global_inputs)] for d in mesh.devices()]
    outs = run_devices(prog, per_dev)
    return [assemble([outs[d][j] for d in mesh.devices()], t.shape, s, mesh)
            for j, (t, s) in enumerate(prog.global_outputs)]
