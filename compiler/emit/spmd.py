"""SPMD program -> one per-device StableHLO module with explicit collectives (`shardflow-opt --partition`).

The module is what Shardy's `sdy-convert-global-to-local` produces and what XLA runs unchanged on
every partition (reference/jax-shardy.md §3.2-3.3):

- `module attributes {mhlo.num_partitions = N, mhlo.num_replicas = 1}` with the `sdy.mesh`;
- `@main` takes and returns LOCAL shapes; each argument/result carries `sdy.sharding` = its GLOBAL
  sharding, which says how the global value is cut into (and assembled from) the local pieces;
- ordinary ops are written by `emit.stablehlo.body_writer`; each collective is written by its record's
  `emit` in the collective table (`ops.collectives.COLLECTIVE_OPS`), with this emitter as context:
  `stablehlo.all_gather / all_reduce / reduce_scatter / all_to_all / collective_permute` with
  `replica_groups` = `ops.collectives.groups(mesh, axes)` (global device ids, members ordered by the
  collective's axes), a unique `channel_handle` (type 1 = device to device) and
  `use_global_device_ids` where the op has it;
- `all_slice` moves no data: `stablehlo.partition_id` indexes a constant table of each device's start
  offset along the sliced dimension, and `stablehlo.dynamic_slice` cuts the local piece.

A partition id is the device id (`Mesh.device_ids` order), as in XLA with num_replicas = 1.
"""
from __future__ import annotations

from ..ir import TensorType
from ..ops.collectives import COLLECTIVE_OPS, groups, slice_offsets  # noqa: F401  (slice_offsets: re-exported)
from ..ops.registry import OPS
from ..passes.partition import SpmdProgram
from .argument_views import fence, views_argument
from .stablehlo import REDUCER_OP, body_writer, reprint

MESH_NAME = "mesh"


def emit_spmd(prog: SpmdProgram, *, module_name: str = "shardflow", func_name: str = "main",
              pretty: bool = True, annotate: bool = True, func_attrs: str = "") -> str:
    """StableHLO text of the per-device program `prog` (see the module doc).

    annotate=False leaves out the `sdy` mesh and shardings (iree-compile does not know the dialect);
    func_attrs is appended to @main (e.g. the reflection manifest)."""
    return _SpmdEmitter(prog).module(module_name, func_name, pretty, annotate, func_attrs)


def replica_groups(mesh, axes) -> str:
    """`dense<[[...], ...]> : tensor<GxMxi64>` for a collective over `axes`."""
    gs = groups(mesh, axes)
    return f"dense<{gs}> : tensor<{len(gs)}x{len(gs[0])}xi64>"


def collective_emitter(writer, mesh) -> "_SpmdEmitter":
    """This emitter's collective context (`op(op)` writes any op) around another writer: the body of
    a shard_map in an annotated module (emit/manual.py), whose collectives are over `mesh`."""
    return _SpmdEmitter(None, writer=writer, mesh=mesh)


class _SpmdEmitter:
    def __init__(self, prog: SpmdProgram | None, *, writer=None, mesh=None):
        self.prog = prog
        self.g, self.mesh = (prog.graph, prog.mesh) if prog is not None else (None, mesh)
        self.w = body_writer(self.g) if prog is not None else writer
        self.lines = self.w.lines
        self.w.nested = self.op   # ops inside loops and branches: collectives written here too
        self.w.collective_mesh = self.mesh   # (a call's function written from here makes its own)
        self.channels = 0
        self.pid: str | None = None   # partition_id()
        self.zero: str | None = None  # index_zero()

    # -- helpers (the context of the collective table's `emit`) ------------------------------------
    def name(self, v) -> str:
        return self.w.name(v)

    def emit(self, text: str) -> str:
        name = self.w.fresh()
        self.w.lines.append(f"{name} = {text}")
        return name

    def channel(self, handle: int | None = None) -> str:
        """A fresh channel handle (or `handle`, the one read); type 1 = device to device."""
        if handle is None:
            self.channels += 1
            handle = self.channels
        return f"channel_handle = #stablehlo.channel_handle<handle = {handle}, type = 1>"

    def group_attrs(self, axes, *, global_ids: bool = True, handle: int | None = None) -> list[str]:
        """replica_groups over `axes`, a fresh channel (or `handle`), and use_global_device_ids unless
        told not to."""
        out = [f"replica_groups = {replica_groups(self.mesh, axes)}", self.channel(handle)]
        return out + ["use_global_device_ids"] if global_ids else out

    @staticmethod
    def region(reducer: str, dtype: str) -> str:
        s = TensorType((), dtype).mlir()
        return (f'({{\n^bb0(%lhs: {s}, %rhs: {s}):\n'
                f'  %r = "{REDUCER_OP[reducer]}"(%lhs, %rhs) : ({s}, {s}) -> {s}\n'
                f'  "stablehlo.return"(%r) : ({s}) -> ()\n}})')

    def reducer_region(self, op, reducer: str, dtype: str) -> str:
        """The collective's reducer: as read where it was read (printed by `shardflow-opt
        --propagate`), else `region`."""
        read = self.w.region_as_read(op)
        return self.region(reducer, dtype) if read is None else "({\n" + read + "\n})"

    def collective(self, op, name: str, attrs: list[str], region: str = "") -> str:
        x, res = op.operands[0], op.result
        region = region + " " if region else ""
        # printed in Shardy form: its layout, as Shardy's rule (pointwise over the automatic axes)
        attrs = attrs + [f"{k} = {v}" for k, v in self.w.results_sharding([res]).items()]
        return self.emit(f'"{name}"({self.w.name(x)}) {region}{{{", ".join(attrs)}}} : ({x.type}) -> {res.type}')

    def partition_id(self) -> str:
        """The partition id as tensor<i64>, emitted once when first needed."""
        if self.pid is None:
            pid = self.emit('"stablehlo.partition_id"() : () -> tensor<ui32>')
            self.pid = self.emit(f'"stablehlo.convert"({pid}) : (tensor<ui32>) -> tensor<i64>')
        return self.pid

    def index_zero(self) -> str:
        """A tensor<i64> 0, emitted once when first needed."""
        if self.zero is None:
            self.zero = self.emit('"stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>')
        return self.zero

    # -- ops -------------------------------------------------------------------------------------------
    def op(self, op) -> None:
        coll = COLLECTIVE_OPS.get(op.kind)
        per_device = OPS[op.kind].per_device if op.kind in OPS else None
        if per_device is not None:  # attributes that differ per device: indexed by the partition id
            self.w.names[op.result] = per_device.emit(self.w, op, self.partition_id(), "i64")
        elif coll is None:
            self.w.emit_op(op)
        elif coll.kind.moves_nothing(op.attrs, self.mesh):  # groups of one: nothing moves
            self.w.names[op.result] = self.w.name(op.operands[0])
        else:
            self.w.names[op.result] = coll.emit(self, op)

    # -- module ----------------------------------------------------------------------------------------
    def module(self, module_name: str, func_name: str, pretty: bool, annotate: bool = True,
               func_attrs: str = "") -> str:
        g, mesh = self.g, self.mesh

        def ann(s):
            return f" {{sdy.sharding = {s.to_shardy(MESH_NAME, mesh=mesh)}}}" if annotate else ""

        args = []
        for i, (v, (_, s)) in enumerate(zip(g.inputs, self.prog.global_inputs, strict=True)):
            self.w.names[v] = f"%arg{i}"
            args.append(f"%arg{i}: {v.type}{ann(s)}")
        if any(OPS[op.kind].regions is not None for op in g.ops if op.kind in OPS):
            self.partition_id()  # defined up front: a region's first use must not define it inside
            self.index_zero()
        returned, arguments = set(g.outputs), set(g.inputs)
        for op in g.ops:
            self.op(op)
            for r in op.results:   # (argument_views.py)
                if r in returned and views_argument(r, arguments):
                    fence(self.w, r)
        results = [f"{v.type}{ann(s)}" for v, (_, s) in zip(g.outputs, self.prog.global_outputs, strict=True)]
        rets = ", ".join(self.w.name(v) for v in g.outputs)
        ret_types = ", ".join(str(v.type) for v in g.outputs)
        body = "".join("    " + line.replace("\n", "\n    ") + "\n" for line in self.w.lines)
        text = (f"module @{module_name} attributes {{mhlo.num_partitions = {mesh.size} : i32, "
                f"mhlo.num_replicas = 1 : i32}} {{\n"
                + (f'  "sdy.mesh"() {{mesh = #sdy.mesh{mesh}, sym_name = "{MESH_NAME}"}} : () -> ()\n' if annotate else "")
                + f"  func.func public @{func_name}({', '.join(args)}) -> ({', '.join(results)}) {func_attrs} {{\n"
                + body
                + f'    "func.return"({rets}) : ({ret_types}) -> ()\n  }}\n}}\n')
        return reprint(text) if pretty else text

