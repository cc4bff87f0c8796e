"""shard_map: a region of per-device code inside a global program, and the per-device partition id.

`shard_map` (JAX's `jax.shard_map`, Shardy's `sdy.manual_computation`) holds a body Graph written
for ONE device of each group of its manual mesh axes: the body's values have shapes local over the
manual axes (global over the others), and its collectives (`all_reduce`, `all_gather`,
`reduce_scatter`, `all_to_all`, `collective_permute`: the kinds of ops/collectives.py, with their
replica groups taken over the whole device mesh) and `partition_id` (the device id, from which
`axis_index` is computed as JAX does) talk across those groups. Attributes:

- `body`: the Graph; its `mesh` holds the axes that stay automatic inside (the shardings of its
  values use only those: propagation and partitioning work there as anywhere else), its `scope`
  (ir.ManualScope) the device mesh and every axis that is manual inside (enclosing bodies' too);
- `mesh`: the device mesh (its device ids are what `partition_id` returns);
- `manual_axes`: the axes this op makes manual, in mesh order;
- `in_shardings` / `out_shardings`: one per operand / result, over the mesh of the graph holding the
  op. In each dimension the manual axes come first (major): operand k's body input is the piece of
  the operand those axes select, and result k is assembled from the body outputs of every group
  member by the manual axes its sharding names. An axis a result's sharding does not name takes the
  output of the member at coordinate 0 (JAX requires it to be the same on every member); the
  remaining (automatic) axes of a sharding lay out the body's value.

The boundary is fixed: the builder and the importer put a `reshard` to `in_shardings[k]` before
operand k and give result k `out_shardings[k]` as a fixed sharding. Propagation walks the body
with the graph holding the op, each operand tied to its body input and each body output to its
result with the manual axes hidden from the body side (`_links`), so open dimensions (`{?}`) of the
boundary shardings follow the layouts on both sides, as Shardy extends them; the op's own factor
rule (every dimension a factor that needs replication) moves nothing. Partitioning (passes/manual.py) splices the
partitioned body into the per-device program between the boundary reshards; emission
(emit/manual.py) writes `sdy.manual_computation` or GSPMD's custom calls and body function.

The numpy reference runs the body on every device of the mesh in lockstep (`run_body`), with
collectives simulated by the same code as the SPMD simulator's and `partition_id` = device id.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding

from .. import dtypes
from ..ir import Graph, TensorType
from .registry import FactorRule, OpDef, OpError, register

KIND = "shard_map"


def manual_part(s: Sharding, manual: Sequence[str]) -> Sharding:
    """The manual axes of each dimension of `s` (what selects a body's piece)."""
    return Sharding([tuple(a for a in d if a in manual) for d in s.dims])


def auto_part(s: Sharding, manual: Sequence[str]) -> Sharding:
    """The other axes of each dimension of `s` (how the body's value is laid out), open dims and
    priorities kept (Shardy's user priorities order a body argument's data flow edge too)."""
    return Sharding([tuple(a for a in d if a not in manual) for d in s.dims], s.partial,
                    open_dims=s.open_dims, priorities=s.priorities)


def manual_prefix_error(s: Sharding, manual: Sequence[str]) -> str | None:
    """Why `s` cannot be a shard_map boundary sharding, or None: in every dimension the manual
    axes must come first (major), and it may not be a pending sum over a manual axis."""
    for d, axes in enumerate(s.dims):
        mine = [a for a in axes if a in manual]
        if list(axes[:len(mine)]) != mine:
            return (f"dimension {d} is split over {list(axes)}, where the manual axes {mine} must come before "
                    f"the automatic ones")
    if set(s.partial) & set(manual):
        return f"it is a pending sum over manual axes {sorted(set(s.partial) & set(manual))}"
    return None


def counts(s: Sharding, rank: int, mesh: Mesh) -> tuple[int, ...]:
    return s.padded(rank).shard_counts(mesh)


def local_type(t: TensorType, s: Sharding, manual: Sequence[str], mesh: Mesh) -> TensorType:
    """The body's type of a global value `t` split by the manual axes of `s`."""
    n = counts(manual_part(s, manual), t.rank, mesh)
    if any(size % k for size, k in zip(t.shape, n)):
        raise OpError(f"{t} does not split evenly over the manual axes of {s!r} ({list(n)} pieces per dimension)")
    return TensorType(tuple(size // k for size, k in zip(t.shape, n)), t.dtype)


def global_type(t: TensorType, s: Sharding, manual: Sequence[str], mesh: Mesh) -> TensorType:
    """The global type a body output `t` assembles into by the manual axes of `s`."""
    n = counts(manual_part(s, manual), t.rank, mesh)
    return TensorType(tuple(size * k for size, k in zip(t.shape, n)), t.dtype)


def body_mesh(mesh: Mesh, manual: Sequence[str]) -> Mesh:
    """The axes of `mesh` that stay automatic inside a body manual over `manual`."""
    return Mesh.of([(a, s) for a, s in mesh.axes if a not in manual])


# -- partition_id ------------------------------------------------------------------------------------------
def _pid_infer(types, attrs):
    if types:
        raise OpError("partition_id takes no operands")
    return [TensorType((), "ui32")]


def _pid_reference(xs, attrs):
    raise OpError("partition_id is the id of the device running it: it has a value only inside a shard_map "
                  "body (use it there, e.g. through sfc.axis_index)")


def _pid_spmd(attrs, mesh: Mesh):
    return [np.array(d, np.uint32) for d in mesh.devices()]


def _pid_partition(p, op):
    from ..passes.manual import partition_partition_id
    partition_partition_id(p, op)


register(OpDef("partition_id", _pid_infer, _pid_reference, lambda ots, rts, at: FactorRule([], [[]], []),
               spmd=_pid_spmd, partition=_pid_partition, vjp=lambda op, ins, outs, g: []))


# -- shard_map ---------------------------------------------------------------------------------------------
def _infer(types, attrs):
    body: Graph = attrs["body"]
    manual, mesh = attrs["manual_axes"], attrs["mesh"]
    ins, outs = attrs["in_shardings"], attrs["out_shardings"]
    if len(types) != len(body.inputs) or len(ins) != len(types):
        raise OpError(f"shard_map has {len(types)} operands, {len(ins)} in_shardings and a body of "
                      f"{len(body.inputs)} arguments")
    if len(outs) != len(body.outputs):
        raise OpError(f"shard_map has {len(outs)} out_shardings for a body of {len(body.outputs)} results")
    for k, (t, s, v) in enumerate(zip(types, ins, body.inputs)):
        want = local_type(t, s, manual, mesh)
        if want != v.type:
            raise OpError(f"shard_map operand {k} of type {t} split by {s!r} is {want} per device, but the body "
                          f"takes {v.type}")
    return [global_type(v.type, s, manual, mesh) for v, s in zip(body.outputs, outs)]


def _factors(operand_types, result_types, attrs):
    """A factor of its own per dimension, each needing replication: nothing propagates through."""
    sizes, tensors = [], []
    for t in list(operand_types) + list(result_types):
        dims = []
        for d in t.shape:
            sizes.append(d)
            dims.append([len(sizes) - 1])
        tensors.append(dims)
    n = len(operand_types)
    return FactorRule(tensors[:n], tensors[n:], sizes, need_replication=set(range(len(sizes))))


def _cast(a, dtype: str) -> np.ndarray:
    """`a` as `dtype`, except that float64 stays (the reference's float64 mode)."""
    a = np.asarray(a)
    if a.dtype == np.float64 and dtypes.is_float(dtype):
        return a
    return a.astype(dtypes.to_numpy(dtype), copy=False)


def run_body(body: Graph, inputs: Sequence[Sequence[np.ndarray]], mesh: Mesh) -> list[list[np.ndarray]]:
    """Every device's outputs of `body` (per output, per device) from every device's inputs (per
    input, per device): ops with an `spmd` rule (collectives, partition_id, nested shard_maps) see
    all devices at once, as do loops and branches (their regions run as bodies: each device its
    own iterations and branch), the others run per device with their reference."""
    from .registry import get
    n = mesh.size
    env = {v: list(per) for v, per in zip(body.inputs, inputs, strict=True)}
    for op in body.ops:
        opdef = get(op.kind, op.loc)
        args = [env[v] for v in op.operands]
        if opdef.spmd is not None:
            outs = opdef.spmd(*args, op.attrs, mesh)
            per_result = outs if len(op.results) > 1 else [outs]
        elif opdef.regions is not None:   # a loop or branch: its regions run as a body (collectives in them)
            per_result = opdef.regions.simulate(op, args, mesh, lambda g, ins: run_body(g, ins, mesh))
        else:
            per = [opdef.reference([a[d] for a in args], op.attrs) for d in range(n)]
            per_result = [[per[d][k] for d in range(n)] for k in range(len(op.results))]
        for r, vals in zip(op.results, per_result, strict=True):
            env[r] = [_cast(a, r.dtype) for a in vals]
    return [env[v] for v in body.outputs]


def _devices(*args):
    """The shard_map on every device at once: operands per device -> results per device."""
    *operands, attrs, mesh = args
    manual = attrs["manual_axes"]
    body: Graph = attrs["body"]
    ins = []
    for xs, s in zip(operands, attrs["in_shardings"], strict=True):
        m = manual_part(s, manual)
        ins.append([np.ascontiguousarray(np.asarray(x)[m.device_slices(np.shape(x), mesh, d)])
                    for d, x in enumerate(xs)])
    outs = run_body(body, ins, mesh)
    results = []
    for ys, s, v in zip(outs, attrs["out_shardings"], body.outputs, strict=True):
        m = manual_part(s, manual)
        shape = global_type(v.type, s, manual, mesh).shape
        named = set(m.used_axes)
        whole: dict = {}  # one assembled value per group (devices that differ only in manual axes)
        per_device = []
        for d in mesh.devices():
            c = mesh.coords(d)
            key = tuple(c[a] for a in mesh.names if a not in manual)
            if key not in whole:
                acc = np.zeros(shape, dtype=ys[d].dtype)
                for e in mesh.devices():
                    ce = mesh.coords(e)
                    if tuple(ce[a] for a in mesh.names if a not in manual) != key:
                        continue
                    if any(ce[a] for a in manual if a not in named):
                        continue  # an axis the sharding does not name: the member at coordinate 0
                    acc[m.device_slices(shape, mesh, e)] = ys[e]
                whole[key] = acc
            per_device.append(whole[key])
        results.append(per_device)
    return results[0] if len(results) == 1 else results


def _reference(xs, attrs):
    mesh = attrs["mesh"]
    outs = _devices(*[[x] * mesh.size for x in xs], attrs, mesh)
    outs = [outs] if len(attrs["out_shardings"]) == 1 else outs
    return [o[0] for o in outs]


def _links(op):
    """Propagation sees through the boundary (OpDef.boundary_links): operand k is body input k and
    body output k is result k, the manual axes carried outside only, so open dimensions of the
    in/out shardings follow the layouts on both sides, as Shardy's propagation extends them."""
    at = op.attrs
    body, manual = at["body"], at["manual_axes"]
    ins = [(v, bv, manual) for v, bv in zip(op.operands, body.inputs, strict=True)]
    outs = [(r, bo, manual) for r, bo in zip(op.results, body.outputs, strict=True)]
    return ins, [body], outs


def boundary(v, s: Sharding, manual: Sequence[str]) -> Sharding:
    """The layout a boundary value has per device: its (possibly extended by propagation) sharding
    when that keeps the manual axes of `s`, else `s`."""
    if v.sharding is not None and manual_part(v.sharding, manual) == manual_part(s, manual) \
            and manual_prefix_error(v.sharding, manual) is None:
        return Sharding(v.sharding.dims)
    return Sharding(s.dims)


def _partition(p, op):
    from ..passes.manual import partition_shard_map
    partition_shard_map(p, op)


def _emit(w, op):
    from ..emit.manual import emit_shard_map
    emit_shard_map(w, op)


def _vjp(op, ins, outs, g):
    """A shard_map of the body's per-device backward (compiler/manual.py's module doc)."""
    from ..manual import shard_map_vjp
    return shard_map_vjp(op, ins, outs, g)


register(OpDef(KIND, _infer, _reference, _factors, spmd=_devices, checkpoint_save=True, partition=_partition,
               emit=_emit, boundary_links=_links, vjp=_vjp))
