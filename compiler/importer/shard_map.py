"""Importing `jax.shard_map`: both forms JAX writes, and the per-device ops of its bodies.

- Shardy: `sdy.manual_computation(%a, ...) in_shardings=[...] out_shardings=[...] manual_axes={...}`
  with the body as its region (rewritten to generic form by sdy_syntax first);
- GSPMD: `@Sharding` (the operand's full sharding) + `@SPMDFullToShardShape` (its `{manual}`, or
  partially manual `last_tile_dims={manual, ...}`, sharding) per operand, a `func.call` of the
  body, and per result `@Sharding {manual}` + `@SPMDShardToFullShape` (the full sharding). A
  SPMDFullToShardShape result and a body call's results are placeholders (values of the module's
  local types that never enter the graph) until the call and the SPMDShardToFullShape consume them.

Both become one `shard_map` op (ops/manual.py) whose body is imported into a Graph of its own: its
mesh the axes that stay automatic, its `scope` the device mesh and the axes manual inside. In a
body, sharding annotations may use automatic axes only (a manual subgroup in a GSPMD string must be
the body's manual axes), and these per-device ops are imported:

- `stablehlo.all_reduce` (add, max, min; variadic ones per operand), `all_gather`,
  `reduce_scatter`, `all_to_all`: the collective kinds of ops/collectives.py. Their replica groups
  (global device ids, `use_global_device_ids`) must be exactly the groups of some mesh axes, and
  those axes must be manual here;
- `stablehlo.collective_permute`: its source-target pairs as they are (device ids);
- `stablehlo.partition_id` (how JAX computes `axis_index`), and `stablehlo.replica_id` (0: JAX
  exports one replica).
"""
from __future__ import annotations

import re
from itertools import permutations
from typing import Callable, Sequence

import numpy as np

from shardflow.runtime.collectives import groups
from shardflow.runtime.gspmd import parse_gspmd_manual
from shardflow.runtime import sub_axes
from shardflow.runtime.sharding import Sharding
from shardflow.runtime.sharding_text import parse_sharding_per_value

from ..ir import Graph, ManualScope, TensorType, Value
from ..other_mesh import OtherMeshSharding
from .attrs import AS_READ, body_ops, region_as_read
from .attrs import sdy_text as _sdy_text
from ..ops.manual import KIND, auto_part, body_mesh, global_type, local_type, manual_prefix_error
from ..ops.registry import OPS, OpError
from ..passes.dead_ops import acts_when_compiled, drop_dead_ops

REDUCERS = {"stablehlo.add": "add", "stablehlo.maximum": "max", "stablehlo.minimum": "min",
            "stablehlo.or": "max", "stablehlo.and": "min"}
_GROUPED = ("stablehlo.all_reduce", "stablehlo.all_gather", "stablehlo.reduce_scatter", "stablehlo.all_to_all")


def _describe_axes(axes) -> str:
    return "[" + ", ".join(repr(a) for a in axes) + "]"


# -- building the op (both forms) --------------------------------------------------------------------------
def build(imp, name: str, operands: list[Value], in_shardings: list, out_shardings: list, manual: Sequence[str],
          body_types: list[TensorType], result_types: list[TensorType],
          import_body: Callable[[list[Value]], list[Value]], where: str) -> list[Value]:
    """The shard_map op for one manual region, with its body imported by `import_body` (called with
    the body's arguments while the body graph is the importer's current graph)."""
    g = imp.graph
    scope = g.scope
    device_mesh = scope.device_mesh if scope is not None else g.mesh
    outer = scope.manual_axes if scope is not None else ()
    if g.mesh is None or device_mesh is None:
        raise imp.fail(where, f"{name} needs a device mesh: declare an sdy.mesh, or pass --mesh")
    manual = sub_axes.expand(manual, g.mesh)   # (a mesh cut into sub-axis pieces: an axis is its pieces)
    for a in manual:
        if a in outer:
            raise imp.fail(where, f"{name} is manual over mesh axis {a!r}, which an enclosing shard_map already "
                                  f"made manual")
        if a not in g.mesh.names:
            raise imp.fail(where, f"{name} is manual over {a!r}, which is not an axis of the mesh {g.mesh}")
    manual = tuple(a for a in g.mesh.names if a in manual)
    if len(in_shardings) != len(operands) or len(out_shardings) != len(result_types):
        raise imp.fail(where, f"{name} has {len(operands)} operands and {len(result_types)} results but "
                              f"{len(in_shardings)} in_shardings and {len(out_shardings)} out_shardings")
    if len(body_types) != len(operands):
        raise imp.fail(where, f"{name} has {len(operands)} operands but its body takes {len(body_types)} arguments: "
                              f"give the body one argument per operand")
    for what, shardings in (("in", in_shardings), ("out", out_shardings)):
        for k, s in enumerate(shardings):
            why = manual_prefix_error(s, manual)
            if why:
                raise imp.fail(where, f"{name}: {what}_shardings[{k}] = {s!r} cannot bound a manual region "
                                      f"over {_describe_axes(manual)}: {why}")
    fixed = [x if x.fixed and x.sharding == s and x.producer is not None and OPS[x.producer.kind].constrains is not None
             else imp.reshard(x, s, where, implicit=True) for x, s in zip(operands, in_shardings, strict=True)]
    body = Graph(f"{name.replace('.', '_')}_body", body_mesh(g.mesh, manual))
    body.scope = ManualScope(device_mesh, tuple(a for a in device_mesh.names if a in set(outer) | set(manual)))
    for k, (x, s, want) in enumerate(zip(fixed, in_shardings, body_types, strict=True)):
        try:
            t = local_type(x.type, s, manual, g.mesh)
        except OpError as e:
            raise imp.fail(where, f"{name} operand {k}: {e}") from None
        if t != want:
            raise imp.fail(where, f"{name} operand {k} of type {x.type} split by {s!r} is {t} on each device, "
                                  f"but the body takes {want}")
        body.add_input(t, imp.bind(auto_part(s, manual), t, where, body.mesh), f"arg{k}")
    saved, owner, saved_sites = imp.graph, imp.manual_owner, imp.sites
    imp.graph = imp.manual_owner = body
    imp.sites = []   # a call in the body is the body's own (kept as a call where the module is printed)
    if imp.keep_unused:
        imp.region_calls[id(body)] = (body, [])
    try:
        outs = import_body(list(body.inputs))
    finally:
        imp.graph, imp.manual_owner, imp.sites = saved, owner, saved_sites
    check_placeholders(imp, outs, f"the return of the {name} body", where)
    if len(outs) != len(result_types):
        raise imp.fail(where, f"the body of {name} returns {len(outs)} values for {len(result_types)} results")
    shardings = []
    for k, (v, s, t) in enumerate(zip(outs, out_shardings, result_types, strict=True)):
        if global_type(v.type, s, manual, g.mesh) != t:
            raise imp.fail(where, f"{name} result {k}: the body returns {v.type}, which {s!r} assembles into "
                                  f"{global_type(v.type, s, manual, g.mesh)}, not the result type {t}")
        shardings.append(imp.bind(auto_part(s, manual), v.type, where, body.mesh))
    body.set_outputs(outs, [f"out{k}" for k in range(len(outs))], shardings)
    if not imp.keep_unused:   # (printed as Shardy propagates it: shardflow-opt drops what MLIR drops)
        drop_dead_ops(body, acts_when_compiled)
    attrs = {"body": body, "mesh": device_mesh, "manual_axes": manual, "in_shardings": tuple(in_shardings),
             "out_shardings": tuple(out_shardings)}
    if body in imp.body_edges:
        attrs["arg_edges"] = imp.body_edges.pop(body)
    with imp.at(where):
        body.verify()
        op = g.add_op(KIND, fixed, attrs, loc=where)
    for r, s in zip(op.results, out_shardings, strict=True):
        r.sharding, r.fixed = s, True
    return list(op.results)


def with_edge_axes(s: Sharding, edge: Sharding) -> Sharding:
    """A manual computation's result layout `s` (its out_sharding) with the axes its data flow edge
    adds in each dimension (Shardy propagates the edge: the out_sharding is only printed back)."""
    taken = set(s.used_axes)
    dims = [tuple(d) + tuple(a for a in e if a not in taken) for d, e in zip(s.dims, edge.dims, strict=True)]
    return Sharding(dims, s.partial, open_dims=edge.open_dims)


# -- Shardy ---------------------------------------------------------------------------------------------
def manual_computation(imp, op, ins: list[Value], where: str) -> list[Value]:
    name = "sdy.manual_computation"
    shardings = {}
    for key in ("in_shardings", "out_shardings"):
        attr = op.attributes[key] if key in op.attributes else None
        if attr is None:
            raise imp.fail(where, f"{name} has no {key}")
        with imp.at(where):
            entries = parse_sharding_per_value(_sdy_text(attr))
        shardings[key] = entries
    axes_attr = op.attributes["manual_axes"] if "manual_axes" in op.attributes else None
    manual = re.findall(r'"([^"]*)"', str(axes_attr)) if axes_attr is not None else []
    block = op.regions[0].blocks[0]
    body_types = [imp.tensor_type(a.type, where, f"argument {i} of the {name} body")
                  for i, a in enumerate(block.arguments)]
    result_types = [imp.tensor_type(r.type, where, f"result {i} of {name}") for i, r in enumerate(op.results)]
    if len(shardings["in_shardings"]) != len(ins) or len(shardings["out_shardings"]) != len(result_types):
        raise imp.fail(where, f"{name} has {len(ins)} operands and {len(result_types)} results but "
                              f"{len(shardings['in_shardings'])} in_shardings and "
                              f"{len(shardings['out_shardings'])} out_shardings")
    ins_s = [imp.sdy_sharding(m, s, x.type, where) for (m, s), x in zip(shardings["in_shardings"], ins, strict=True)]
    outs_s = [imp.sdy_sharding(m, s, t, where) for (m, s), t in zip(shardings["out_shardings"], result_types,
                                                                    strict=True)]
    other = next((s for s in ins_s + outs_s if isinstance(s, OtherMeshSharding)), None)
    if other is not None:
        raise imp.fail(where, f"{name} is on mesh @{other.mesh_name}, but shardflow propagates this module over "
                              f"@{imp.mesh_name} (the mesh its shardings name most): a manual computation on "
                              f"another mesh is not supported; give the module one mesh")
    if imp.apply_constraints:   # a closed in_sharding lays out its operand, as a closed constraint does
        for x, s, named in zip(ins, ins_s, op.operands, strict=True):
            imp.lay_out_named(x, s, named)
    return build(imp, name, ins, ins_s, outs_s, manual, body_types, result_types,
                 lambda args: imp.inline(block, args), where)


# -- GSPMD ----------------------------------------------------------------------------------------------
class Placeholder(Value):
    """A value of a manual region's local type that never enters the graph (see module docstring)."""

    __slots__ = ("target",)


def check_placeholders(imp, values, user: str, where: str) -> None:
    """A GSPMD region's local value may only flow into its body call / SPMDShardToFullShape."""
    for v in values:
        if isinstance(v, Placeholder):
            src = ("custom_call @SPMDFullToShardShape" if v.target[0] == "in"
                   else "a shard_map body call (before its @SPMDShardToFullShape)")
            raise imp.fail(where, f"a per-device value made by {src} is used by {user}; shardflow reads a GSPMD "
                                  f"shard_map only as JAX writes it: @SPMDFullToShardShape results feed the body "
                                  f"call, whose results go through @Sharding {{manual}} to @SPMDShardToFullShape")


def _manual_string(op) -> str | None:
    """The mhlo.sharding of a custom call when it is (partially) manual."""
    if "mhlo.sharding" not in op.attributes:
        return None
    text = op.attributes["mhlo.sharding"].value
    return text if "manual" in text else None


def _target(op) -> str | None:
    return op.attributes["call_target_name"].value if op.operation.name == "stablehlo.custom_call" else None


def _open_dims(op) -> set[int]:
    config = op.attributes["backend_config"] if "backend_config" in op.attributes else None
    m = re.search(r"unspecified_dims=\[([\d,\s]*)\]", config.value if hasattr(config, "value") else "")
    return {int(d) for d in m.group(1).split(",") if d.strip()} if m else set()


def _manual(imp, text: str, rank: int, where: str) -> tuple[Sharding, tuple[str, ...]]:
    """(layout over the mesh, manual axes) of a possibly manual GSPMD string."""
    with imp.at(where):
        return parse_gspmd_manual(text, imp.mesh, rank)


def custom_call(imp, op, target: str, ins: list[Value], where: str) -> Value | None:
    """The GSPMD shard_map custom calls; None for a custom call that is none of them."""
    if target == "SPMDFullToShardShape":
        if len(ins) != 1 or _manual_string(op) is None:
            raise imp.fail(where, "custom_call @SPMDFullToShardShape needs one operand and a manual mhlo.sharding")
        ph = Placeholder(imp.result_type(op, where))
        ph.target = ("in", ins[0], op.attributes["mhlo.sharding"].value, where)
        return ph
    if target == "SPMDShardToFullShape":
        x = ins[0] if ins else None
        if not isinstance(x, Placeholder) or x.target[0] != "out":
            raise imp.fail(where, "custom_call @SPMDShardToFullShape must take a result of a shard_map body call "
                                  "(through a @Sharding {manual} custom call)")
        return x.target[1]
    if target == "Sharding" and ins and isinstance(ins[0], Placeholder):
        return ins[0]  # the `{manual}` marker between a body call and its SPMDShardToFullShape
    return None


def is_region_call(op, operands: list[Value]) -> bool:
    """Whether a func.call is a GSPMD shard_map body: an operand comes from SPMDFullToShardShape or
    a result goes to a `@Sharding {manual}` + SPMDShardToFullShape."""
    if any(isinstance(v, Placeholder) for v in operands):
        return True
    for r in op.results:
        for use in r.uses:
            if _target(use.owner) == "Sharding" and _manual_string(use.owner) is not None:
                return True
    return False


def region_call(imp, op, operands: list[Value], where: str) -> list[Value]:
    """A GSPMD shard_map: the callee is the body; see the module docstring."""
    name = "shard_map"
    callee = op.attributes["callee"].value
    if callee not in imp.funcs:
        raise imp.fail(where, f"func.call to unknown function @{callee}")
    scope = imp.graph.scope
    outer = set(scope.manual_axes) if scope is not None else set()
    manual_sets, ins, in_shardings = [], [], []
    for k, ph in enumerate(operands):
        if not isinstance(ph, Placeholder) or ph.target[0] != "in":
            raise imp.fail(where, f"operand {k} of the shard_map body call @{callee} does not come from "
                                  f"custom_call @SPMDFullToShardShape")
        _, x, text, at = ph.target
        _, axes = _manual(imp, text, x.type.rank, at)
        manual_sets.append(set(axes))
        if not x.fixed or x.sharding is None:
            raise imp.fail(at, "custom_call @SPMDFullToShardShape needs its operand's sharding: a custom_call "
                               "@Sharding (the shard_map's in_specs) right before it")
        ins.append(x)
        in_shardings.append(x.sharding)
    result_types, out_shardings = [], []
    for k, r in enumerate(op.results):
        uses = [u.owner for u in r.uses]
        marker = uses[0] if len(uses) == 1 and _target(uses[0]) == "Sharding" else None
        text = _manual_string(marker) if marker is not None else None
        full = [u.owner for u in marker.results[0].uses] if marker is not None else []
        if text is None or len(full) != 1 or _target(full[0]) != "SPMDShardToFullShape":
            raise imp.fail(where, f"result {k} of the shard_map body call @{callee} must go through a custom_call "
                                  f"@Sharding with a manual sharding into @SPMDShardToFullShape, and nowhere else")
        t = imp.tensor_type(full[0].results[0].type, where, f"result {k} of shard_map @{callee}")
        _, axes = _manual(imp, text, t.rank, where)
        manual_sets.append(set(axes))
        s, inner = _manual(imp, full[0].attributes["mhlo.sharding"].value, t.rank, where)
        if set(inner) != outer:
            raise imp.fail(where, f"the @SPMDShardToFullShape of result {k} of @{callee} is manual over "
                                  f"{sorted(inner)}, but the enclosing shard_map is manual over {sorted(outer)}")
        result_types.append(t)
        out_shardings.append(Sharding(s.dims, s.partial, open_dims=_open_dims(full[0])))
    if not manual_sets:
        raise imp.fail(where, f"the shard_map body call @{callee} has neither operands nor results")
    manual = manual_sets[0] - outer
    if any(m - outer != manual for m in manual_sets):
        raise imp.fail(where, f"the manual shardings around the shard_map body call @{callee} disagree on the "
                              f"manual axes ({[sorted(m - outer) for m in manual_sets]})")
    in_shardings = [imp.bind(s, x.type, where) for s, x in zip(in_shardings, ins)]
    out_shardings = [imp.bind(s, t, where) for s, t in zip(out_shardings, result_types)]
    block = imp.funcs[callee].regions[0].blocks[0]
    body_types = [imp.tensor_type(a.type, where, f"argument {i} of @{callee}") for i, a in enumerate(block.arguments)]
    if callee in imp.call_stack:
        raise imp.fail(where, f"recursive call to @{callee} is not supported")
    imp.call_stack.append(callee)
    try:
        results = build(imp, name, ins, in_shardings, out_shardings, sorted(manual), body_types, result_types,
                        lambda args: imp.inline(block, args), where)
    finally:
        imp.call_stack.pop()
    out = []
    for r, v in zip(op.results, results, strict=True):
        ph = Placeholder(imp.tensor_type(r.type, where, "a shard_map body result"))
        ph.target = ("out", v)
        out.append(ph)
    return out


def group_strings(top, devices: int) -> list[str]:
    """The replica groups of the collectives in `top` as GSPMD strings (each group's members a tile
    dimension, the groups a replication one), for inferring a GSPMD module's mesh: a shard_map whose
    specs split nothing still tells the mesh by the groups its collectives run over."""
    from .stablehlo import _ops
    out = []
    for op in _ops(top):
        if op.operation.name in _GROUPED and "replica_groups" in op.attributes:
            grp = np.asarray(op.attributes["replica_groups"]).astype(np.int64)
            if grp.ndim == 2 and grp.size == devices and sorted(grp.ravel().tolist()) == list(range(devices)):
                m, g = grp.shape[1], grp.shape[0]
                out.append("{devices=[" + f"{m},{g}]" + ",".join(map(str, grp.T.ravel().tolist()))
                           + " last_tile_dim_replicate}")
    return out


# -- per-device ops in bodies ------------------------------------------------------------------------------
def _scope(imp, name: str, where: str) -> ManualScope:
    scope = imp.graph.scope
    if scope is None:
        raise imp.fail(where, f"{name} outside a shard_map body: it acts on per-device values, which a global "
                              f"program does not have (write it inside jax.shard_map)")
    return scope


def _axes_of_groups(imp, name: str, op, where: str) -> tuple[str, ...]:
    """The manual mesh axes whose device groups are the op's replica_groups."""
    scope = _scope(imp, name, where)
    mesh = scope.device_mesh
    attr = op.attributes["replica_groups"] if "replica_groups" in op.attributes else None
    given = np.asarray(attr).astype(np.int64) if attr is not None else np.zeros((0, 0), np.int64)
    if given.size == 0:
        given = np.arange(mesh.size).reshape(1, -1)  # empty: one group of every device
    want = {tuple(int(d) for d in g) for g in given}
    names = [a for a in mesh.names if mesh.axis_size(a) > 1]
    for r in range(len(names) + 1):
        for axes in permutations(names, r):
            if {tuple(g) for g in groups(mesh, axes)} == want:
                auto = [a for a in axes if a not in scope.manual_axes]
                if auto:
                    raise imp.fail(where, f"{name} over mesh axis {_describe_axes(auto)}, which is not manual "
                                          f"here: the enclosing shard_map is manual over "
                                          f"{_describe_axes(scope.manual_axes)} and shardflow partitions the "
                                          f"automatic axes itself (make the axis manual, or let the sharding of "
                                          f"the values move data over it)")
                return axes
    raise imp.fail(where, f"{name}: replica_groups {given.tolist()} are not the device groups of any mesh axes of "
                          f"{mesh} (a group must be the devices that differ only along some axes)")


def _global_ids(imp, name: str, op, where: str):
    if "use_global_device_ids" not in op.attributes:
        raise imp.fail(where, f"{name} without use_global_device_ids is not supported: its replica_groups would "
                              f"name replicas, not the devices of the mesh (JAX's shard_map sets it)")


def _reducer(imp, name: str, op, dtype: str, where: str) -> str:
    """add / max / min of the op's body region (constraints JAX adds inside are ignored)."""
    args, inner, source = body_ops(op.regions[0].blocks[0])
    inner = [o for o in inner if o.operation.name != "stablehlo.return"]
    if len(args) != 2 or len(inner) != 1 or inner[0].operation.name not in REDUCERS \
            or {source(v) for v in inner[0].operands} != set(args):
        what = ", ".join(o.operation.name for o in inner) or "nothing"
        raise imp.fail(where, f"unsupported {name} body ({what}): only a single add, maximum, minimum (or, and on "
                              f"i1) of the two block arguments is supported")
    kind = inner[0].operation.name
    if kind in ("stablehlo.or", "stablehlo.and") and dtype != "i1":
        raise imp.fail(where, f"unsupported bitwise {name} ({kind}) over {dtype}")
    return "max" if kind == "stablehlo.add" and dtype == "i1" else REDUCERS[kind]


def _channel(imp, op) -> dict:
    """The channel handle a collective was read with, to print it back (JAX writes handle 1 on
    every one); compiling numbers them afresh."""
    if not imp.print_only or "channel_handle" not in op.attributes:
        return {}
    m = re.search(r"handle = (\d+)", str(op.attributes["channel_handle"]))
    return {"channel": int(m.group(1))} if m else {}


def _reducer_as_read(imp, op, ins) -> dict:
    """A one-operand collective's reducer region as read, printed back so (`keep_unused`: a partly
    manual body's reducer holds JAX's sharding constraints, which Shardy lays out); compiling
    writes its own."""
    body = region_as_read(op) if imp.keep_unused and len(ins) == 1 else None
    return {AS_READ: body} if body is not None else {}


def all_reduce(imp, op, ins, where):
    name = "stablehlo.all_reduce"
    _global_ids(imp, name, op, where)
    axes = _axes_of_groups(imp, name, op, where)
    mesh = imp.graph.scope.device_mesh
    reducer = _reducer(imp, name, op, ins[0].dtype, where)
    return [imp.add("all_reduce", [x], {"axes": axes, "n": mesh.group_size(axes), "reducer": reducer,
                                         **_channel(imp, op), **_reducer_as_read(imp, op, ins)}, where)
            for x in ins]


def all_gather(imp, op, ins, where):
    name = "stablehlo.all_gather"
    _global_ids(imp, name, op, where)
    axes = _axes_of_groups(imp, name, op, where)
    n = imp.graph.scope.device_mesh.group_size(axes)
    dim = int(op.attributes["all_gather_dim"].value)
    return [imp.add("all_gather", [x], {"dim": dim, "axes": axes, "n": n, **_channel(imp, op)}, where)
            for x in ins]


def reduce_scatter(imp, op, ins, where):
    name = "stablehlo.reduce_scatter"
    _global_ids(imp, name, op, where)
    axes = _axes_of_groups(imp, name, op, where)
    n = imp.graph.scope.device_mesh.group_size(axes)
    reducer = _reducer(imp, name, op, ins[0].dtype, where)
    dim = int(op.attributes["scatter_dimension"].value)
    return [imp.add("reduce_scatter", ins, {"dim": dim, "axes": axes, "n": n, "reducer": reducer,
                                               **_channel(imp, op), **_reducer_as_read(imp, op, ins)}, where)]


def all_to_all(imp, op, ins, where):
    name = "stablehlo.all_to_all"
    axes = _axes_of_groups(imp, name, op, where)
    n = imp.graph.scope.device_mesh.group_size(axes)
    count = int(op.attributes["split_count"].value)
    if count != n:
        raise imp.fail(where, f"{name}: split_count {count} but its groups have {n} devices")
    split, concat = int(op.attributes["split_dimension"].value), int(op.attributes["concat_dimension"].value)
    return [imp.add("all_to_all", [x], {"split_dim": split, "concat_dim": concat, "axes": axes, "n": n,
                                       **_channel(imp, op)}, where)
            for x in ins]


def collective_permute(imp, op, ins, where):
    name = "stablehlo.collective_permute"
    scope = _scope(imp, name, where)
    mesh = scope.device_mesh
    pairs = tuple((int(a), int(b)) for a, b in np.asarray(op.attributes["source_target_pairs"]).reshape(-1, 2))
    moved = sorted({a for s, t in pairs for a in mesh.names if mesh.coords(s)[a] != mesh.coords(t)[a]
                    if 0 <= s < mesh.size and 0 <= t < mesh.size}, key=mesh.names.index)
    bad = [p for p in pairs if not all(0 <= d < mesh.size for d in p)]
    if bad:
        raise imp.fail(where, f"{name}: pairs {bad} name devices outside the {mesh.size} of the mesh")
    auto = [a for a in moved if a not in scope.manual_axes]
    if auto:
        raise imp.fail(where, f"{name} moves data along mesh axis {_describe_axes(auto)}, which is not manual here "
                              f"(the enclosing shard_map is manual over {_describe_axes(scope.manual_axes)})")
    return [imp.add("collective_permute", ins, {"pairs": pairs, "axes": tuple(moved), "n": mesh.group_size(moved),
                                                **_channel(imp, op)}, where)]


def partition_id(imp, op, ins, where):
    _scope(imp, "stablehlo.partition_id", where)
    return [imp.add("partition_id", [], None, where)]


def replica_id(imp, op, ins, where):
    _scope(imp, "stablehlo.replica_id", where)
    replicas = imp.module.operation.attributes["mhlo.num_replicas"] \
        if "mhlo.num_replicas" in imp.module.operation.attributes else None
    if replicas is not None and int(replicas.value) != 1:
        raise imp.fail(where, f"stablehlo.replica_id in a module of {int(replicas.value)} replicas: shardflow "
                              f"runs one replica (partitions are its devices)")
    return [imp.add("constant", [], {"value": np.array(0, np.uint32)}, where)]


#: per-device and region ops: StableHLO / sdy name -> handler(importer, op, operands, loc) -> results
HANDLERS: dict[str, Callable] = {
    "sdy.manual_computation": manual_computation,
    "stablehlo.all_reduce": all_reduce,
    "stablehlo.all_gather": all_gather,
    "stablehlo.reduce_scatter": reduce_scatter,
    "stablehlo.all_to_all": all_to_all,
    "stablehlo.collective_permute": collective_permute,
    "stablehlo.partition_id": partition_id,
    "stablehlo.replica_id": replica_id,
}


def scoped_gspmd(imp, text: str, t: TensorType, where: str) -> Sharding:
    """A GSPMD sharding annotation inside a body: its manual subgroup must be the body's manual axes,
    and its tile layout (automatic axes only) is the value's sharding."""
    scope = imp.graph.scope
    s, manual = _manual(imp, text, t.rank, where)
    if set(manual) != set(scope.manual_axes):
        raise imp.fail(where, f"sharding {text!r} inside a shard_map body is manual over {sorted(manual)}, but the "
                              f"body is manual over {sorted(scope.manual_axes)}")
    return s


def check_scoped(imp, s: Sharding, where: str) -> None:
    """A sharding inside a body may not use the body's manual axes."""
    scope = imp.graph.scope if imp.graph is not None else None
    if scope is None:
        return
    used = [a for a in list(s.used_axes) + list(s.partial) if a in scope.manual_axes]
    if used:
        raise imp.fail(where, f"sharding {s!r} inside a shard_map body uses manual axes {_describe_axes(used)}; "
                              f"values there are already per-device along them")


__all__ = ["HANDLERS", "Placeholder", "build", "check_placeholders", "check_scoped", "custom_call", "group_strings",
           "is_region_call", "region_call",
           "scoped_gspmd"]
