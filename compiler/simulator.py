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


def shard(array: np.ndarray, sharding, mesh, device: int, block=None, pad_value=0) -> np.ndarray:
    """Device `device`'s local array: its slice (blocks of `block`, the program's local shape, when
    given), filled up to `block` with `pad_value` where the dimension splits unevenly."""
    part = array[sharding.device_slices(array.shape, mesh, device, block)]
    if block is not None and tuple(part.shape) != tuple(block):
        out = np.full(tuple(block), pad_value, dtype=array.dtype)
        out[tuple(slice(0, n) for n in part.shape)] = part
        part = out
    return np.asarray(part, order="C")  # (ascontiguousarray would turn a scalar into shape (1,))


class ReplicaMismatch(AssertionError):
    """Devices that should hold the same value of an output (replicas) hold different ones: the
    partitioned program left some device with a wrong or unfinished value."""


def assemble(shards: Sequence[np.ndarray], shape, sharding, mesh, block=None) -> np.ndarray:
    """Global array from per-device shards (partial axes are summed over their coordinates); with
    `block` (the program's local shape) each shard is cropped to the device's real slice first.

    Every replica is checked, not just one: devices that differ only along axes the sharding
    neither splits nor sums over must hold the same piece (for a partial sharding, the same sum over
    the partial axes), else ReplicaMismatch names the first device that differs."""
    def piece(d):
        idx = sharding.device_slices(shape, mesh, d, block)
        return idx, shards[d][tuple(slice(0, s.stop - s.start) for s in idx)]

    replicated = [a for a in mesh.names if a not in sharding.used_axes and a not in sharding.partial]
    dtype = shards[0].dtype
    acc_dtype = np.float64 if dtype.kind == "f" or dtypes.is_float8(dtypes.normalize(dtype)) else dtype
    # one value per combination of replicated coordinates: the global array as those devices see it
    views: dict = {}
    for d in mesh.devices():
        c = mesh.coords(d)
        key = tuple(c[a] for a in replicated)
        if key not in views:
            views[key] = np.zeros(shape, dtype=acc_dtype)
        idx, p = piece(d)
        if sharding.partial:
            views[key][idx] += p
        else:
            views[key][idx] = p
    keys = sorted(views)
    first = views[keys[0]]
    for key in keys[1:]:
        if not np.array_equal(views[key], first, equal_nan=registry.is_float_array(first) or first.dtype.kind == "c"):
            at = dict(zip(replicated, key, strict=True))
            raise ReplicaMismatch(f"the replicas at {at} of a {sharding!r} output differ from those at "
                                  f"{dict(zip(replicated, keys[0], strict=True))} (largest difference "
                                  f"{_largest_difference(views[key], first)})")
    return first.astype(dtype)


def _largest_difference(a: np.ndarray, b: np.ndarray):
    try:
        return float(np.nanmax(np.abs(a.astype(np.float64) - b.astype(np.float64))))
    except (TypeError, ValueError):
        return "not numeric"


def run_devices(prog: SpmdProgram, per_device_inputs: list[list[np.ndarray]]) -> list[list[np.ndarray]]:
    """Per-device inputs -> per-device outputs."""
    g, mesh = prog.graph, prog.mesh
    n = mesh.size
    with np.errstate(all="ignore"):
        outs = _run(g, [[per_device_inputs[d][i] for d in range(n)] for i in range(len(g.inputs))], mesh)
    return [[outs[j][d] for j in range(len(g.outputs))] for d in range(n)]


def _run(g, inputs: list[list[np.ndarray]], mesh) -> list[list[np.ndarray]]:
    """A per-device graph on every device in lockstep: for each input (output) its per-device values.
    An op with sub-graphs (a loop, a case) runs them through this same function (its record's
    `simulate`), so collectives inside them are simulated too."""
    n = mesh.size
    env = dict(zip(g.inputs, inputs, strict=True))

    def run(sub, args):
        return _run(sub, args, mesh)
    for op in g.ops:
        opdef = registry.get(op.kind)
        args = [env[v] for v in op.operands]
        if opdef.regions is not None:
            outs = opdef.regions.simulate(op, args, mesh, run)
            for r, per in zip(op.results, outs, strict=True):
                env[r] = [np.asarray(o).astype(dtypes.to_numpy(r.dtype), copy=False) for o in per]
        elif opdef.spmd is not None:
            outs = opdef.spmd(*args, op.attrs, mesh)  # each operand's per-device values
            env[op.result] = [np.asarray(o).astype(dtypes.to_numpy(op.result.dtype)) for o in outs]
        else:
            per = [opdef.reference([a[d] for a in args], op.attrs) for d in range(n)]
            for k, r in enumerate(op.results):
                env[r] = [np.asarray(per[d][k]).astype(dtypes.to_numpy(r.dtype)) for d in range(n)]
    return [env[v] for v in g.outputs]


def simulate(prog: SpmdProgram, inputs: Sequence[np.ndarray], *, pad_value=0) -> list[np.ndarray]:
    """Global inputs -> global outputs, through the per-device program.

    Layouts are those of the program's local shapes (blocks), as in the compiled module's manifest.
    `pad_value` fills the padding of unevenly split inputs (the runtime uses 0; a test may pass NaN
    to check that no result depends on padding)."""
    params = [t for t, _ in prog.global_inputs]
    arrays = check_inputs(params, inputs)
    mesh, g = prog.mesh, prog.graph
    per_dev = [[shard(a, s, mesh, d, v.shape, pad_value if a.dtype.kind == "f" or dtypes.is_float8(v.type.dtype) else 0)
                for a, (_, s), v in zip(arrays, prog.global_inputs, g.inputs)] for d in mesh.devices()]
    outs = run_devices(prog, per_dev)
    return [assemble([outs[d][j] for d in mesh.devices()], t.shape, s, mesh, v.shape)
            for j, ((t, s), v) in enumerate(zip(prog.global_outputs, g.outputs))]
