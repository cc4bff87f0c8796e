"""Graph IR -> StableHLO text, plain or annotated with Shardy (`sdy`) or GSPMD (`mhlo.sharding`).

We write generic-form MLIR, then let MLIR's own printer (through `iree.compiler.ir`) print it, so
the output is exactly what MLIR tools print and is guaranteed to parse. Shardy ops stay in generic
form (`"sdy.sharding_constraint"(...)`), which both iree.compiler.ir and JAX/XLA accept.

The writer knows no op: each op's record (compiler/ops/) says how it is written: its StableHLO
name and attributes (`stablehlo`, `hlo_attrs`: the generic form), a form of its own
(`emit_result`, given this module's `_Writer` as its toolkit), a form for IREE (`for_iree`), no op
at all (`emit_alias`), or the op and its regions (`regions`, `emit`).
"""
from __future__ import annotations

import itertools
import math
import re
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable

import numpy as np

from shardflow.runtime.sharding import Sharding
from shardflow.runtime.sharding_text import print_axis_list
from shardflow.runtime.sub_axes import whole_axes_prefix

from .. import dtypes
from ..call_sites import owners, walk
from ..importer.attrs import AS_READ, COMBINE
from ..ir import Graph, Op, TensorType, Value
from ..ops.registry import OPS
from .mlir_text import dense, i64_array, string

from ..ops.registry import reducer_identity as reducer_init  # noqa: F401  (the name importers use)

ANNOTATIONS = (None, "shardy", "gspmd")
REDUCER_OP = {"add": "stablehlo.add", "max": "stablehlo.maximum", "min": "stablehlo.minimum", "mul": "stablehlo.multiply"}


def reducer_op(reducer: str, dtype: str) -> str:
    """The StableHLO op of a reduction body: on i1 the logic op JAX writes (`jnp.all`: and, `any`: or)."""
    return f"stablehlo.{COMBINE[(reducer, True)]}" if dtype == "i1" else REDUCER_OP[reducer]


class _Writer:
    def __init__(self, graph: Graph, annotate, mesh_name, per_value, prefix: str = "", lower_indexing: bool = False):
        self.g, self.annotate, self.mesh_name, self.per_value = graph, annotate, mesh_name, per_value
        self.prefix = prefix  # makes this writer's SSA names distinct from other writers' in one function
        self.lower_indexing = lower_indexing  # gather/scatter in the one form IREE gets right (see below)
        self.names: dict[Value, str] = {}
        self.lines: list[str] = []
        self.functions: list[str] = []  # private functions the module needs (a GSPMD shard_map's body)
        self.tmp = 0
        # (operand's name, its rewritten (name, type), own=False) -> the name to use: lets the
        # multi-device lowering move an index rewrite computed from constants onto the device that
        # uses it (own=True: a constant the writer made for the rewrite of that operand)
        self.place: Callable[..., str] | None = None
        # (name, type) of a value this writer made that an op then writes into (a sort's bf16
        # keys as bits) -> the name of a buffer of the device's own (the multi-device lowering:
        # IREE would sort a buffer something else reads; `own_buffer`); set, it also has sorts'
        # iotas made on the device (`own_iota`)
        self.private: Callable[[str, TensorType], str] | None = None
        # (name, type) of a reduction's init value -> its name as this device's own value (the
        # multi-device lowering: IREE would fill one buffer with it for every device; `own_init`)
        self.device_init: Callable[[str, TensorType], str] | None = None
        # how ops inside a region (a loop body, a branch) are written: `emit_op` unless an emitter
        # writes some ops itself (collectives of a per-device program, host-staged slices)
        self.nested: Callable[[Op], None] | None = None
        # one StableHLO op that shardflow's IR holds as single-result ops (rng_bit_generator's next
        # state and bits): what the first one wrote, so that a sibling in the same block shares it
        self.shared_ops: dict[tuple, dict] = {}
        # Shardy's propagation pipeline ends by all-reducing each use of a value over the unreduced
        # (partial) axes the use does not keep (`shardflow-opt --propagate`; see `unreduced_uses`)
        self.all_reduces = False
        self.positional: list[str] | None = None   # the operand names of the op written now, by position
        self.kept: _Calls | None = None   # the calls written back as calls (regions write theirs through it)
        self.collective_mesh = None       # in a manual body: the mesh its collectives are over (emit/spmd.py)
        self.in_unregistered_op = False   # writing the region of an op IREE's MLIR does not know

    def name(self, v: Value) -> str:
        return self.names[v]

    def rewritten_operands(self, op: Op) -> tuple[int, ...]:
        """Operands this writer rewrites with ops of their own before `op` uses them (gather and
        scatter indices, see canonical_indices); the rewrite goes through `place`."""
        if not self.lower_indexing:
            return ()
        return OPS[op.kind].rewritten_operands if op.kind in OPS else ()

    def own_buffer(self, name: str, t: TensorType) -> str:
        """A value this writer made, as a buffer an op may write into (see `private`)."""
        return name if self.private is None else self.private(name, t)

    def own_iota(self, t: TensorType, dim: int, sorted_with: tuple[str, TensorType]) -> str:
        """An iota along `dim` that a sort writes into in place next to `sorted_with` (name,
        type). For the multi-device lowering (`private`) it is made from that operand's data
        (`device_made`): IREE 3.13 moved a constant iota to a device once and sorted that one
        buffer in place for every sort there, so a device's second top_k returned the first one's
        permutation composed with its own (beam search); a copy of the constant and distinct
        constants per sort were shared alike."""
        iota = self.op_line("stablehlo.iota", [], t, {"iota_dimension": f"{dim} : i64"})
        return iota if self.private is None else self.device_made(iota, t, sorted_with)

    def device_made(self, name: str, t: TensorType, data: tuple[str, TensorType]) -> str:
        """The value of `name` (a constant an op will write into in place), computed on the
        device that holds `data` (name, type): its bits plus ((bits of data's first element >>
        31) & 2), which is zero but not to IREE, so the result is a buffer of the device's own,
        made anew wherever `data` is (each loop iteration), never a constant IREE shares or
        hoists. (Complex and 64-bit values and empty arrays are left as they are: iree-compile
        3.13 ran out of memory on an f64 or ui64 array's bits added to and sorted in one dispatch.)"""
        dn, dt = data
        if t.size == 0 or dt.size == 0 or dtypes.is_complex(t.dtype) or dtypes.bit_width(t.dtype) > 32:
            return name
        x, xt = dn, TensorType((), dt.dtype)
        if dt.rank:
            one = TensorType((1,) * dt.rank, dt.dtype)
            first = self.op_line("stablehlo.slice", [(dn, dt)], one, {
                "start_indices": i64_array([0] * dt.rank), "limit_indices": i64_array([1] * dt.rank),
                "strides": i64_array([1] * dt.rank)})
            x = self.op_line("stablehlo.reshape", [(first, one)], xt)
        if dtypes.is_complex(xt.dtype):
            part = TensorType((), dtypes.complex_part(xt.dtype))
            x, xt = self.op_line("stablehlo.real", [(x, xt)], part), part
        if dtypes.is_float(xt.dtype):
            bt = TensorType((), f"i{dtypes.bit_width(xt.dtype)}")
            x, xt = self.op_line("stablehlo.bitcast_convert", [(x, xt)], bt), bt
        s32 = TensorType((), "i32")
        if xt.dtype != "i32":
            x = self.op_line("stablehlo.convert", [(x, xt)], s32)

        def scalar(k: int) -> str:
            return self.op_line("stablehlo.constant", [], s32, {"value": f"dense<{k}> : {s32.mlir()}"})
        sign = self.op_line("stablehlo.shift_right_logical", [(x, s32), (scalar(31), s32)], s32)
        zero = self.op_line("stablehlo.and", [(sign, s32), (scalar(2), s32)], s32)
        kind = f"i{dtypes.bit_width(t.dtype)}" if dtypes.is_float(t.dtype) else t.dtype
        it, zt = TensorType(t.shape, kind), TensorType((), kind)
        if kind != "i32":
            zero = self.op_line("stablehlo.convert", [(zero, s32)], zt)
        zeros = self.op_line("stablehlo.broadcast_in_dim", [(zero, zt)], it, {"broadcast_dimensions": i64_array([])})
        value = name if kind == t.dtype else self.op_line("stablehlo.bitcast_convert", [(name, t)], it)
        made = self.op_line("stablehlo.or" if kind == "i1" else "stablehlo.add", [(value, it), (zeros, it)], it)
        return made if kind == t.dtype else self.op_line("stablehlo.bitcast_convert", [(made, it)], t)

    def own_init(self, name: str, t: TensorType) -> str:
        """A reduction's init value as the device's own (see `device_init`)."""
        return name if self.device_init is None else self.device_init(name, t)

    def _placed(self, original: str, v: tuple[str, TensorType],
                written_with: tuple[tuple[int, tuple[str, TensorType]], ...] = ()) -> tuple[str, TensorType]:
        """v, the rewrite of `original`, where the lowering wants it; `written_with`: v is a
        buffer the op writes into in place, and these are (operand position, (name, type)) of
        the op's data it may be made from (`device_made`)."""
        return v if self.place is None else (self.place(original, v, written_with=written_with), v[1])

    def _placed_own(self, original: str, v: tuple[str, TensorType]) -> str:
        """A non-splat constant this writer makes for a rewrite of `original`: placed where it
        meets the rewrite unless the rewrite itself is constant-only (then the result is placed
        whole, see `place`)."""
        return v[0] if self.place is None else self.place(original, v, own=True)

    def fresh(self) -> str:
        self.tmp += 1
        return f"%{self.prefix}t{self.tmp}"

    def region_as_read(self, op: Op) -> str | None:
        """`op`'s region as the importer read it (importer/attrs.py `region_as_read`), its values
        renamed apart from this writer's; None when it kept none, or for IREE (its own form)."""
        if AS_READ not in op.attrs or self.lower_indexing:
            return None
        base = self.fresh()[1:]
        return re.sub(r"%([A-Za-z0-9_.$-]+)", lambda m: f"%{base}_{m.group(1)}", op.attrs[AS_READ])

    def sharding_attr(self, s: Sharding, *, per_value=False) -> tuple[str, str] | None:
        if self.annotate == "shardy":
            if per_value:
                one = s.to_shardy(self.mesh_name, prefix=False, mesh=self.g.mesh)
                return "sdy.sharding", f"#sdy.sharding_per_value<[{one}]>"
            return "sdy.sharding", s.to_shardy(self.mesh_name, mesh=self.g.mesh)
        if self.annotate == "gspmd":
            return "mhlo.sharding", string(self.gspmd_text(s))
        return None

    def edges_of(self, op: Op) -> list[int]:
        """The results of a loop or case read with `sdy.data_flow_edge`s (importer, `keep_unused`),
        which the Shardy form writes back (they hold the op's layouts there)."""
        return sorted(op.attrs.get("data_flow_edges", ())) if self.annotate == "shardy" else []

    def data_flow_edges(self, op: Op) -> None:
        """`op`'s data flow edges, written after it with its results' layouts; later uses read
        the edges, as in the input."""
        for k in self.edges_of(op):
            self.data_flow_edge(op.results[k])

    def data_flow_edge(self, v: Value) -> None:
        """A `sdy.data_flow_edge` of `v` with its layout; later uses of `v` read the edge."""
        edge = self.fresh()
        kv = self.sharding_attr(v.sharding) if self.per_value and v.sharding is not None else None
        attrs = f" {{sharding = {kv[1]}}}" if kv else ""
        t = v.type.mlir()
        self.lines.append(f'{edge} = "sdy.data_flow_edge"({self.name(v)}){attrs} : ({t}) -> {t}')
        self.names[v] = edge

    def func_data_flow_edge(self, v: Value, name: str) -> None:
        """Shardy's edge on a kept call's data flow (a callee argument, a call result) of the value
        named `name`, written with `v`'s layout (`v`: the edge's value); later uses read the edge."""
        edge = self.fresh()
        self.lines.append(f'{edge} = "sdy.func_data_flow_edge"({name}){self.attr_dict(self.results_sharding([v]))} '
                          f': ({v.type.mlir()}) -> {v.type.mlir()}')
        self.names[v] = edge

    def results_sharding(self, values) -> dict[str, str]:
        """The per-value sharding attribute of an op whose results are `values` ({} when values are
        not annotated, or a result has no sharding; several results only in Shardy form)."""
        return self.shardings_attr([v.sharding for v in values]) if self.per_value else {}

    def shardings_attr(self, shardings) -> dict[str, str]:
        """The per-value sharding attribute of an op whose results have these layouts ({} when there
        are none or one is None; several results in GSPMD form: a tuple sharding)."""
        if not shardings or any(s is None for s in shardings):
            return {}
        if len(shardings) == 1:
            kv = self.sharding_attr(shardings[0], per_value=True)
            return dict([kv]) if kv else {}
        if self.annotate == "gspmd":
            return {"mhlo.sharding": string("{" + ", ".join(self.gspmd_text(s) for s in shardings) + "}")}
        if self.annotate != "shardy":
            return {}
        one = ", ".join(s.to_shardy(self.mesh_name, prefix=False, mesh=self.g.mesh) for s in shardings)
        return {"sdy.sharding": f"#sdy.sharding_per_value<[{one}]>"}

    def write_shared(self, op: Op, out: str, key: tuple, which: int, types: list[TensorType],
                     write: Callable[[list[str], dict], str], *, alike: bool) -> None:
        """`op` as the one StableHLO op of several results that shardflow's IR holds as single-
        result ops (rng_bit_generator, sort, top_k; `which`: the result `op` stands for, `types`:
        every result's): the first of them in a block writes the op, the others there name its
        results and add their layouts to it (`write(names, attrs)` gives its line). A result no op
        stands for (unused), or one propagation gave no layout, takes the layout of one that has
        one (`alike`: results sharded alike) or is replicated, open where that one is. Lowered for
        IREE, each op is written alone."""
        key = (*key, id(self.lines))
        entry = None if self.lower_indexing else self.shared_ops.get(key)
        if entry is not None and entry["ops"][which] is None:
            entry["ops"][which] = op
            self.names[op.results[0]] = entry["names"][which]
            self.lines[entry["index"]] = self._shared_line(entry)
            return
        names = [self.fresh() for _ in types]
        names[which] = out
        entry = {"lines": self.lines, "names": names, "ops": [None] * len(types), "index": len(self.lines),
                 "types": types, "write": write, "alike": alike}
        entry["ops"][which] = op
        self.shared_ops[key] = entry  # holds `lines` alive: its id in the key is never reused
        self.lines.append(self._shared_line(entry))

    def insert_after(self, name: str, line: str) -> None:
        """Put `line` right after the line that defines `name` (first, when none does: an argument)."""
        base = name.split("#")[0]
        at = next((k + 1 for k in range(len(self.lines) - 1, -1, -1)
                   if " = " in self.lines[k] and base in self.lines[k].split(" = ", 1)[0].split(", ")), 0)
        self.lines.insert(at, line)
        for entry in self.shared_ops.values():   # the lines it holds by index move down
            if entry["lines"] is self.lines and entry["index"] >= at:
                entry["index"] += 1

    def _shared_line(self, entry: dict) -> str:
        shardings = [None if op is None else op.results[0].sharding for op in entry["ops"]]
        known = next((s for s in shardings if s is not None), None)
        if not self.per_value or known is None:
            return entry["write"](entry["names"], {})

        def stand_in(t):
            if entry["alike"]:
                return known
            return Sharding([()] * t.rank, open_dims=range(t.rank) if known.open_dims else ())
        shardings = [s if s is not None else stand_in(t) for s, t in zip(shardings, entry["types"], strict=True)]
        return entry["write"](entry["names"], self.shardings_attr(shardings))

    def gspmd_text(self, s: Sharding) -> str:
        """`s` as an mhlo.sharding string (emit/manual.py's body writer adds the manual axes)."""
        return s.to_gspmd(self.g.mesh)

    def attr_dict(self, attrs: dict) -> str:
        return "" if not attrs else " {" + ", ".join(f"{k} = {v}" for k, v in attrs.items()) + "}"

    @contextmanager
    def capture(self):
        """Lines written inside go to a fresh list (a region's body), yielded."""
        saved, self.lines = self.lines, []
        try:
            yield self.lines
        finally:
            self.lines = saved

    def emit_nested(self, op: Op):
        (self.nested or self.emit_op)(op)

    def emit_op(self, op: Op):
        pending = self.unreduced_uses(op) if self.all_reduces else {}
        if not pending:
            self._emit_op(op)
            if self.all_reduces:
                self.reduce_unkept(op)
            return
        saved = {v: self.names[v] for v in pending}
        opdef = OPS.get(op.kind)
        if opdef is not None and not (opdef.regions or opdef.emit or opdef.emit_result):
            # written generically: each use reads an all-reduce of its own, as in Shardy (`x * x`: two)
            self.positional = [self.all_reduced(v, *pending[v]) if v in pending else self.name(v)
                               for v in op.operands]
        else:
            for v, (axes, to) in pending.items():
                self.names[v] = self.all_reduced(v, axes, to)
        try:
            self._emit_op(op)
        finally:
            self.names.update(saved)
            self.positional = None
        self.reduce_unkept(op)

    def reduce_unkept(self, op: Op) -> None:
        """After an op whose results stay unreduced over some axes, Shardy's export all-reduces them
        over the other axes the op reduces over (those splitting its reduction factors, as a
        contraction's): every later use reads that all-reduce."""
        first = op.results[0].sharding if op.results else None
        if first is None or not first.partial or "stands_for" in op.attrs:
            return
        axes = self.mesh_ordered([a for a in _reduction_axes(op) if a not in first.partial])
        if axes:
            for r in op.results:
                if r in self.names and r.sharding is not None:
                    self.names[r] = self.all_reduced(r, axes, r.sharding.closed())

    def unreduced_uses(self, op: Op) -> dict[Value, tuple[list[str], Sharding]]:
        """The operands `op` reads all-reduced, as Shardy's export makes them explicit (its
        insert-explicit-reshards, minimal form): one holding unreduced axes that `op`'s first result
        (a reshard's: its target; a loop's: the result it flows to) is not unreduced over is
        all-reduced over those first -> {operand: (those axes, the layout left)}."""
        if not op.results or "stands_for" in op.attrs or op.attrs.get("written_as") == "sdy.all_reduce":
            return {}
        opdef = OPS.get(op.kind)
        edges = opdef is not None and opdef.regions is not None and len(op.results) == len(op.operands)
        out: dict[Value, tuple[list[str], Sharding]] = {}
        for k, v in enumerate(op.operands):
            dropped = self.unreduced_dropped(v, op.results[k if edges else 0].sharding)
            if dropped is not None and v not in out:
                out[v] = dropped
        return out

    def unreduced_dropped(self, v: Value, target: Sharding | None) -> tuple[list[str], Sharding] | None:
        """(the unreduced axes of `v` a use laid out `target` does not keep, in mesh order; the
        layout left once they are reduced), or None when it keeps them all."""
        have = v.sharding
        keep = set(target.partial) if target is not None else set()
        axes = self.mesh_ordered([a for a in have.partial if a not in keep]) if have is not None else []
        if not axes:
            return None
        return axes, Sharding(have.dims, self.mesh_ordered([a for a in have.partial if a in keep]))

    def mesh_ordered(self, axes: list[str]) -> list[str]:
        names = list(self.g.mesh.names) if self.g.mesh is not None else []
        return sorted(axes, key=lambda a: names.index(a) if a in names else len(names))

    def all_reduced(self, v: Value, axes: list[str], to: Sharding) -> str:
        """A `sdy.all_reduce` of `v` (as named now) over `axes`, leaving it laid out `to`: its name."""
        out = self.fresh()
        self.lines.append(all_reduce_line(self, self.name(v), out, v, axes, to))
        return out

    def returned(self, v: Value, layout: Sharding | None) -> str:
        """The name a function returns `v` under, given its result's `layout`: all-reduced over the
        unreduced axes `layout` does not keep where Shardy's export makes that explicit."""
        dropped = self.unreduced_dropped(v, layout) if self.all_reduces else None
        return self.name(v) if dropped is None else self.all_reduced(v, *dropped)

    def _emit_op(self, op: Op):
        opdef = OPS.get(op.kind)
        if opdef is not None and opdef.regions is not None:  # control flow: its record writes the op and its regions
            opdef.regions.emit(self, op)
            self.data_flow_edges(op)
            return
        if opdef is not None and opdef.emit is not None:  # a region (shard_map): emit/manual.py
            opdef.emit(self, op)
            return
        if "stands_for" in op.attrs:  # the importer's stand-ins: an edge of a kept call, a passed-through value
            if op.attrs["stands_for"] == "sdy.func_data_flow_edge" and self.annotate == "shardy":
                self.func_data_flow_edge(op.results[0], self.name(op.operands[0]))
            else:   # (an argument of a kept call is named as the function's: _Calls.call)
                self.names.setdefault(op.results[0], self.name(op.operands[0]))
            return
        if opdef is not None and opdef.emit_alias is not None and not self.per_value and opdef.emit_alias(op):
            self.names[op.results[0]] = self.name(op.operands[0])  # nothing to write: the operand stands for it
            return
        res = op.results[0]
        self.names[res] = f"%{self.prefix}v{len(self.names)}"
        out = self.names[res]
        extra = {}
        if self.per_value and res.sharding is not None:
            kv = self.sharding_attr(res.sharding, per_value=True)
            if kv:
                extra[kv[0]] = kv[1]
        if self.lower_indexing and opdef is not None and opdef.for_iree is not None:
            sub = opdef.for_iree([v.type for v in op.operands], op.attrs)
            if sub is not None:  # the record's form for IREE: its ops written in place of op
                self.names.update(zip(sub.inputs, (self.name(v) for v in op.operands), strict=True))
                for inner in sub.ops:
                    self.emit_op(inner)
                self.names[res] = self.name(sub.outputs[0])
                return
        if opdef is not None and opdef.emit_result is not None:
            opdef.emit_result(self, op, out, extra)
            return
        self.generic(op, out, extra)

    def generic(self, op: Op, out: str, extra: dict) -> None:
        """`op` in generic form: its record's StableHLO name (default `stablehlo.<kind>`) and
        attributes (`hlo_attrs`), then `extra` (a per-value sharding)."""
        opdef = OPS.get(op.kind)
        name = opdef.stablehlo if opdef is not None and opdef.stablehlo else f"stablehlo.{op.kind}"
        written = str(op.attrs.get("written_as", ""))
        if written.startswith(("stablehlo.", "chlo.")):  # the op it was read as
            name = written
        attrs = opdef.hlo_attrs(op.attrs) if opdef is not None and opdef.hlo_attrs else {}
        attrs.update(extra)
        names = self.positional if self.positional is not None else [self.name(v) for v in op.operands]
        n = op.attrs.get("written_operands", len(op.operands))   # (the op it was read as may read fewer)
        names, operands = names[:n], list(op.operands)[:n]
        ins = ", ".join(names)
        in_types = ", ".join(v.type.mlir() for v in operands)
        out_types = ", ".join(r.type.mlir() for r in op.results)
        self.lines.append(f'{out} = "{name}"({ins}){self.attr_dict(attrs)} : ({in_types}) -> {out_types}')

    def reducer_region(self, reducer: str, dtype: str, init: str | None = None) -> tuple[str, str, str]:
        """(scalar type, name of an emitted identity constant or the given `init`, body region) of a
        reduction."""
        scalar = dtypes.tensor_type((), dtype)
        if init is None:
            init = self.fresh()
            self.lines.append(f'{init} = "stablehlo.constant"() {{value = {dense(reducer_init(reducer, dtype), dtype)}'
                              f' : {scalar}}} : () -> {scalar}')
        body = (f'^bb0(%lhs: {scalar}, %rhs: {scalar}):\n'
                f'  %r = "{reducer_op(reducer, dtype)}"(%lhs, %rhs) : ({scalar}, {scalar}) -> {scalar}\n'
                f'  "stablehlo.return"(%r) : ({scalar}) -> ()')
        return scalar, init, body

    # -- gather / scatter -----------------------------------------------------------------------------
    @staticmethod
    def zero_attr(t: TensorType) -> str:
        return f"{dense(np.zeros((), dtypes.to_numpy(t.dtype)), t.dtype)} : {t.mlir()}"

    def op_line(self, name: str, operands, result: TensorType, attrs: dict | None = None) -> str:
        """Append one generic-form op on (ssa name, TensorType) operands; returns its result's name."""
        r = self.fresh()
        ins = ", ".join(n for n, _ in operands)
        types = ", ".join(t.mlir() for _, t in operands)
        self.lines.append(f'{r} = "{name}"({ins}){self.attr_dict(attrs or {})} : ({types}) -> {result.mlir()}')
        return r

    def reshape(self, v, shape) -> tuple[str, TensorType]:
        t = TensorType(tuple(shape), v[1].dtype)
        return (v[0], v[1]) if t == v[1] else (self.op_line("stablehlo.reshape", [v], t), t)

    def transpose(self, v, perm) -> tuple[str, TensorType]:
        if list(perm) == list(range(v[1].rank)):
            return v
        t = TensorType(tuple(v[1].shape[p] for p in perm), v[1].dtype)
        return self.op_line("stablehlo.transpose", [v], t, {"permutation": i64_array(perm)}), t

    def canonical_indices(self, idx, at: dict, gather: bool, shape, window_sizes, outside=None, place=True):
        """Rewrite gather/scatter indices (name, type) into the form IREE 3.13 lowers correctly: the
        index vector explicit and last; starts clamped into range (IREE's gather does not clamp
        and reads out of bounds); no batching dims (each becomes an iota index component, as
        StableHLO's own legalization does: IREE miscompiles or crashes on them). `gather`: a
        gather's indices (else a scatter's). Returns the new
        indices, attributes, and for a scatter which lookups fit (an i1 (name, type) over the batch
        dims): zeroing the other updates at clamped indices is XLA's skipping of them. `outside`
        (a scatter's, one start per index map entry) is where a lookup that does not fit goes
        instead of its clamped start: into padding the caller adds to the base. `place` False: the
        caller rewrites the indices further and places them itself (the mask is placed here)."""
        obk, ibk, mapk, colk = (("operand_batching_dims", "start_indices_batching_dims", "start_index_map",
                                 "collapsed_slice_dims") if gather else
                                ("input_batching_dims", "scatter_indices_batching_dims", "scatter_dims_to_operand_dims",
                                 "inserted_window_dims"))
        ivd, ibatch, obatch = int(at["index_vector_dim"]), list(at.get(ibk, ())), tuple(at.get(obk, ()))
        original = idx[0]
        t = idx[1]
        if ivd == t.rank:
            idx = self.reshape(idx, t.shape + (1,))
        else:
            perm = [d for d in range(t.rank) if d != ivd] + [ivd]
            idx = self.transpose(idx, perm)
            ibatch = [perm.index(i) for i in ibatch]
        t = idx[1]
        ivd, bshape, k = t.rank - 1, t.shape[:-1], t.shape[-1]
        bounds = np.array([int(shape[d]) - int(window_sizes[d]) for d in at[mapk]], dtypes.to_numpy(t.dtype))
        vec_t = TensorType((k,), t.dtype)
        hi = (self.op_line("stablehlo.broadcast_in_dim",
                           [(self.op_line("stablehlo.constant", [], vec_t,
                                          {"value": f"{dense(bounds, t.dtype)} : {vec_t.mlir()}"}), vec_t)], t,
                           {"broadcast_dimensions": i64_array([ivd])}), t)
        lo = (self.op_line("stablehlo.constant", [], t, {"value": self.zero_attr(t)}), t)
        valid = None
        if not gather:
            b = TensorType(t.shape, "i1")
            ge = self.op_line("stablehlo.compare", [idx, lo], b,
                              {"comparison_direction": "#stablehlo<comparison_direction GE>"})
            le = self.op_line("stablehlo.compare", [idx, hi], b,
                              {"comparison_direction": "#stablehlo<comparison_direction LE>"})
            ok = (self.op_line("stablehlo.and", [(ge, b), (le, b)], b), b)
            one = TensorType(bshape + (1,), "i1")
            acc = ok if k == 1 else None
            for c in range(k if k > 1 else 0):  # all components in range
                part = (self.op_line("stablehlo.slice", [ok], one, {
                    "start_indices": i64_array([0] * ivd + [c]), "limit_indices": i64_array(list(bshape) + [c + 1]),
                    "strides": i64_array([1] * t.rank)}), one)
                acc = part if acc is None else (self.op_line("stablehlo.and", [acc, part], one), one)
            valid = self.reshape(acc, bshape)
        if bounds.any():
            idx = (self.op_line("stablehlo.clamp", [lo, idx, hi], t), t)
        else:
            # every start must be 0 (the windows span the indexed dims): IREE 3.13 folds a clamp to
            # [0, 0] into a constant, which it then hoists into a global of one device, and the
            # pinned constants (batching iotas, window offsets) meeting it made constant-only work
            # after a transfer (a MaterializeInterfaces crash); max then min it does not fold
            idx = (self.op_line("stablehlo.maximum", [idx, lo], t), t)
            idx = (self.op_line("stablehlo.minimum", [idx, hi], t), t)
        if outside is not None:
            vt = TensorType(t.shape, "i1")
            far = np.array([int(x) for x in outside], dtypes.to_numpy(t.dtype))
            far = (self.op_line("stablehlo.broadcast_in_dim", [(self.op_line("stablehlo.constant", [], vec_t, {
                "value": f"{dense(far, t.dtype)} : {vec_t.mlir()}"}), vec_t)], t,
                {"broadcast_dimensions": i64_array([ivd])}), t)
            fits = (self.op_line("stablehlo.broadcast_in_dim", [valid], vt,
                                 {"broadcast_dimensions": i64_array(range(ivd))}), vt)
            idx = (self.op_line("stablehlo.select", [fits, idx, far], t), t)
        if t.dtype in ("i64", "ui64") and max(shape, default=0) < 2 ** 31:
            # in range now, so i32 holds them: IREE 3.13 narrows 64-bit indices itself, which after
            # a constant's placement (a transfer) was constant-only work it crashed on
            t = TensorType(t.shape, "i32")
            idx = (self.op_line("stablehlo.convert", [idx], t), t)
        if obatch:
            it = TensorType(bshape + (1,), t.dtype)
            pieces = [idx] + [(self._placed_own(original, (self.op_line("stablehlo.iota", [], it, {
                "iota_dimension": f"{i} : i64"}), it)), it) for i in ibatch]
            nt = TensorType(bshape + (k + len(obatch),), t.dtype)
            idx = (self.op_line("stablehlo.concatenate", pieces, nt, {"dimension": f"{ivd} : i64"}), nt)
        if place:
            idx = self._placed(original, idx)
        if valid is not None:
            valid = self._placed(original, valid)
        at = dict(at)
        at["index_vector_dim"] = ivd
        at[mapk] = tuple(at[mapk]) + obatch
        at[colk] = tuple(sorted(tuple(at[colk]) + obatch))
        at[obk], at[ibk] = (), ()
        return idx, at, valid

    def lower_scatter(self, idx, upd, at: dict, fill=None, outside=None):
        """`_scatter_lookups` below, then the base's dims in the order IREE 3.13 takes (the indexed
        dims first, in index order: it refuses inserted dims on both sides of a window dim, several
        after a window dim, or indexed out of order after a window dim, "expected indices to be
        equal to batch rank or batch rank + 1"). Returns indices, updates, attributes and the
        permutation the caller applies to the base (and inverts on the result), or None."""
        original = idx[0]
        idx, upd, at = self._scatter_lookups(idx, upd, at, fill, outside)
        idx = self._placed(original, idx)   # (the whole rewrite, constant-only where the indices are)
        smap, inserted = tuple(at["scatter_dims_to_operand_dims"]), tuple(at["inserted_window_dims"])
        rank = len(at["shape"])
        perm = list(smap) + [d for d in inserted if d not in smap] + [d for d in range(rank) if d not in inserted]
        if perm == list(range(rank)) or not inserted or len(inserted) == 1 and list(smap) == sorted(smap):
            return idx, upd, at, None   # (one inserted dim, indexed in order: IREE moves it itself; two side
            # by side after a window dim it refuses: x.at[:, i, j] with a short window on j)
        at["scatter_dims_to_operand_dims"] = tuple(perm.index(d) for d in smap)
        at["inserted_window_dims"] = tuple(range(len(inserted)))
        at["shape"] = tuple(at["shape"][d] for d in perm)
        return idx, upd, at, tuple(perm)

    def scatter_base(self, base, perm) -> tuple[str, TensorType]:
        """The base (name, type) in the layout `lower_scatter` chose."""
        return base if perm is None else self.transpose(base, perm)

    def scatter_target(self, out: str, result: TensorType, perm) -> tuple[str, TensorType]:
        """The name and type the scatter writes for a result `out` of type `result` (in the layout
        `lower_scatter` chose: `scatter_back` then transposes it into `out`)."""
        if perm is None:
            return out, result
        return self.fresh(), TensorType(tuple(result.shape[d] for d in perm), result.dtype)

    def scatter_back(self, written: str, out: str, result: TensorType, perm, extra: dict) -> None:
        if perm is not None:
            inverse = [perm.index(d) for d in range(len(perm))]
            t = TensorType(tuple(result.shape[d] for d in perm), result.dtype)
            attrs = self.attr_dict({"permutation": i64_array(inverse), **extra})
            self.lines.append(f'{out} = "stablehlo.transpose"({written}){attrs} : ({t.mlir()}) -> {result.mlir()}')

    def _scatter_lookups(self, idx, upd, at: dict, fill=None, outside=None):
        """A scatter's indices and updates (name, type) in the one layout IREE 3.13 takes:
        canonical indices (above), skipped updates replaced by `fill` (the combiner's identity, a
        0-d array; default zero) or sent `outside` (see canonical_indices), one lookup dim (indices
        (N, K), updates (N, window...)), and no window along an indexed dim (IREE: "expected
        indices to be equal to batch rank or batch rank + 1"): each position of such a window
        becomes a lookup of its own (start + offset; starts are clamped, so all fit) and the dim
        an inserted one. `at["shape"]` is the base's shape."""
        shape = tuple(at["shape"])
        ut = upd[1]
        window = [d for d in range(len(shape))
                  if d not in tuple(at["inserted_window_dims"]) + tuple(at.get("input_batching_dims", ()))]
        sizes = [1] * len(shape)
        for d, u in zip(window, at["update_window_dims"]):
            sizes[d] = ut.shape[u]
        original = idx[0]
        idx, at, valid = self.canonical_indices(idx, at, False, shape, sizes, outside, place=False)
        # IREE 3.13 takes a window along an unindexed dim only whole ("shape of update value dim#i
        # must match original value"): a shorter one gets a start index of its own, always 0
        short = [d for d in window if d not in at["scatter_dims_to_operand_dims"] and sizes[d] < shape[d]]
        if short:
            it = idx[1]
            zt = TensorType(it.shape[:-1] + (len(short),), it.dtype)
            zeros = self.op_line("stablehlo.constant", [], zt, {"value": self.zero_attr(zt)})
            wide = TensorType(it.shape[:-1] + (it.shape[-1] + len(short),), it.dtype)
            idx = (self.op_line("stablehlo.concatenate", [idx, (zeros, zt)], wide,
                                {"dimension": f"{it.rank - 1} : i64"}), wide)
            at["scatter_dims_to_operand_dims"] = tuple(at["scatter_dims_to_operand_dims"]) + tuple(short)
        uwd = tuple(at["update_window_dims"])
        scatter_dims = [d for d in range(ut.rank) if d not in uwd]
        if outside is None:
            keep_t = TensorType(ut.shape, "i1")
            keep = self.op_line("stablehlo.broadcast_in_dim", [valid], keep_t,
                                {"broadcast_dimensions": i64_array(scatter_dims)})
            value = self.zero_attr(ut) if fill is None else f"{dense(fill, ut.dtype)} : {ut.mlir()}"
            neutral = self.op_line("stablehlo.constant", [], ut, {"value": value})
            upd = (self.op_line("stablehlo.select", [(keep, keep_t), upd, (neutral, ut)], ut), ut)
        upd = self.transpose(upd, scatter_dims + list(uwd))
        n = int(np.prod(idx[1].shape[:-1], dtype=np.int64))
        k = idx[1].shape[-1]
        upd = self.reshape(upd, (n,) + upd[1].shape[len(scatter_dims):])
        idx = self.reshape(idx, (n, k))
        at.update(update_window_dims=tuple(range(1, 1 + len(uwd))), index_vector_dim=1)
        smap, inserted = tuple(at["scatter_dims_to_operand_dims"]), tuple(at["inserted_window_dims"])
        wdims = [d for d in range(len(shape)) if d not in inserted]
        expand = [d for d in wdims if d in smap]
        if not expand:
            return idx, upd, at
        widths = [int(sizes[d]) for d in expand]
        it = idx[1].dtype
        if all(w == 1 for w in widths):   # windows of one: the starts are the lookups
            at["inserted_window_dims"] = tuple(sorted(inserted + tuple(expand)))
            rest = [1 + j for j, d in enumerate(wdims) if d not in expand]
            at["update_window_dims"] = tuple(range(1, 1 + len(rest)))
            return idx, self.reshape(upd, (n,) + tuple(upd[1].shape[r] for r in rest)), at
        offsets = np.zeros(tuple(widths) + (k,), dtypes.to_numpy(it))
        for pos in np.ndindex(*widths):
            for j, d in enumerate(expand):
                offsets[pos + (smap.index(d),)] = pos[j]
        grid = TensorType((n,) + tuple(widths) + (k,), it)
        off_t = TensorType(tuple(widths) + (k,), it)
        off = self.op_line("stablehlo.constant", [], off_t, {"value": f"{dense(offsets, it)} : {off_t.mlir()}"})
        off = self.op_line("stablehlo.broadcast_in_dim", [(off, off_t)], grid,
                           {"broadcast_dimensions": i64_array(range(1, grid.rank))})
        # placed where it meets the indices (unless they are constants: then the sum is placed
        # whole): a broadcast after the transfer would be constant-only work after one, which
        # iree-compile 3.13 const-evaluates and crashes on
        off = self._placed_own(original, (off, grid))
        starts = self.op_line("stablehlo.broadcast_in_dim", [idx], grid,
                              {"broadcast_dimensions": i64_array([0, grid.rank - 1])})
        total = n * int(np.prod(widths, dtype=np.int64))
        idx = self.reshape((self.op_line("stablehlo.add", [(starts, grid), (off, grid)], grid), grid), (total, k))
        rest = [1 + j for j, d in enumerate(wdims) if d not in expand]
        upd = self.transpose(upd, [0] + [1 + wdims.index(d) for d in expand] + rest)
        upd = self.reshape(upd, (total,) + upd[1].shape[1 + len(expand):])
        at["inserted_window_dims"] = tuple(sorted(inserted + tuple(expand)))
        at["update_window_dims"] = tuple(range(1, 1 + len(rest)))
        return idx, upd, at

    def arg_attrs(self, v: Value, s: Sharding | None, written=()) -> str:
        """A function argument's or result's attribute dictionary: its sharding, then the
        attributes `written` as read ((name, text), printed back)."""
        kv = self.sharding_attr(s) if s is not None else None
        items = ([f"{kv[0]} = {kv[1]}"] if kv else []) + [f"{k} = {t}" for k, t in written]
        return f" {{{', '.join(items)}}}" if items else ""


def body_writer(graph: Graph, names: dict[Value, str] | None = None, *, prefix: str = "") -> _Writer:
    """A plain (unannotated) op writer for other emitters: `w.emit_op(op)` appends generic-form lines
    to `w.lines`, naming results `%<prefix>v<N>` / `%<prefix>t<N>`; `w.names` maps each Value to its
    SSA name (seed it with the names of the values defined elsewhere, e.g. function arguments).
    Its programs go to iree-compile, so gathers and scatters are written in the form IREE lowers
    correctly (`_Writer.canonical_indices`)."""
    w = _Writer(graph, None, "mesh", False, prefix, lower_indexing=True)
    w.names.update(names or {})
    return w


CALL_STYLES = ("module", "pipeline", "deduplicated")   # how kept calls are named and listed (_Calls)


def emit_module(graph: Graph, *, annotate: str | None = None, mesh_name: str = "mesh",
                per_value: bool = False, module_name: str = "shardflow", pretty: bool = True,
                calls=(), functions=(), positions=None, visibility: str | None = "public",
                call_style: str = "module", all_reduces: bool = False, module_attrs=(), arg_attrs=(),
                result_attrs=(), region_calls=None, declared_meshes=None, func_attrs=None) -> str:
    """StableHLO text for `graph`.

    annotate: None (plain; reshards vanish), "shardy" or "gspmd". per_value: also annotate every
    op result with its (propagated) sharding. A graph with a shard_map is written in Shardy form when
    plain is asked: a manual region has no plain form. `calls` (importer CallSites, with the
    module's `functions` order and the ops' import `positions`): the calls the importer inlined,
    written back as calls of private functions (see `_Calls`; `call_style`: one of `CALL_STYLES`,
    how they are named and listed); not in GSPMD form. `visibility`: the function's
    (None: not written, MLIR's default, public); `region_calls`: the calls a loop body or a branch
    makes (importer ImportInfo.region_calls), kept as calls there too. `all_reduces`: in Shardy
    form, each use of a value that drops unreduced axes reads it through a `sdy.all_reduce`
    (`_Writer.unreduced_uses`), as Shardy's propagation pipeline leaves it. `module_attrs`, `arg_attrs`, `result_attrs`: attributes
    printed back as written ((name, text); per argument and per result), the module's own
    (`mhlo.num_partitions`, ...) replaced by the mesh's where one is annotated. `declared_meshes`
    (name -> Mesh, in the module's order): every mesh the input declared, printed whether used or
    not (as Shardy's propagation passes keep them), else only those the shardings use.
    `func_attrs` (function name -> its attributes as read, importer ImportInfo.func_attrs): printed
    back on each function as Shardy's passes leave them (`_FunctionAttrs`).
    """
    if annotate not in ANNOTATIONS:
        raise ValueError(f"annotate must be one of {ANNOTATIONS}, got {annotate!r}")
    if annotate == "gspmd" and graph.mesh is None:
        annotate = None
    if annotate is None and graph.mesh is not None and any(OPS[op.kind].emit for op in graph.ops):
        annotate = "shardy"
    w = _Writer(graph, annotate, mesh_name, per_value)
    w.all_reduces = all_reduces and annotate == "shardy"
    args = []
    for i, v in enumerate(graph.inputs):
        w.names[v] = f"%arg{i}"
        args.append(f"%arg{i}: {v.type.mlir()}{w.arg_attrs(v, v.sharding, arg_attrs[i] if i < len(arg_attrs) else ())}")
    if call_style not in CALL_STYLES:
        raise ValueError(f"call_style must be one of {CALL_STYLES}, got {call_style!r}")
    attrs_of = _FunctionAttrs(func_attrs or {}, call_style)
    kept = _Calls(graph, calls, functions, positions or {}, call_style, region_calls, attrs_of) \
        if (calls or region_calls) and annotate != "gspmd" else None
    w.kept = kept
    before: list[str] = []   # the functions the module lists before the entry function
    if kept is None:
        for op in graph.ops:
            w.emit_op(op)
    else:
        kept.write(w, None)
        texts = kept.texts(graph.name, "\n".join(w.lines))
        k = kept.listed_before(graph.name)
        before = texts[:k]
        w.functions.extend(texts[k:])
    shardings = []
    for i, v in enumerate(graph.outputs):
        s = graph.output_shardings[i] if i < len(graph.output_shardings) else None
        if per_value:  # what propagation gave: the user's with open dims extended, else the value's own
            layout = graph.output_layouts[i] if i < len(graph.output_layouts) else None
            s = layout or (boundary_layout(v) if s is None else s)
        shardings.append(s)
    written = dict(module_attrs)
    if graph.mesh is not None and annotate:
        written.update({"mhlo.num_partitions": f"{graph.mesh.size} : i32", "mhlo.num_replicas": "1 : i32"})
    mod_attrs = f" attributes {{{', '.join(f'{k} = {t}' for k, t in written.items())}}}" if written else ""
    head = []
    if annotate == "shardy" and (graph.mesh is not None or declared_meshes):
        used = {**({mesh_name: graph.mesh} if graph.mesh is not None else {}), **graph.other_meshes}
        meshes = {n: used.get(n, m) for n, m in declared_meshes.items()} | used if declared_meshes else used
        head += [f'"sdy.mesh"() {{mesh = #sdy.mesh{m}, sym_name = "{name}"}} : () -> ()' for name, m in meshes.items()]
    main = function_text(w, f"{visibility + ' ' if visibility else ''}{symbol(graph.name)}", args,
                         graph.outputs, shardings, result_attrs, attrs_of.entry(graph.name))
    text = (f"module @{module_name}{mod_attrs} {{\n" + "".join(f"  {h}\n" for h in head)
            + "".join("  " + f.replace("\n", "\n  ") + "\n" for f in [*before, main, *w.functions]) + "}\n")
    if kept is not None and kept.rebuilt:
        text = kept.rebuilt.rename(text)
    return reprint(text) if pretty else text.replace(f'"{REGION_CALL}"', '"func.call"')


def boundary_layout(v: Value) -> Sharding | None:
    """The layout propagation gave a value, as a function argument or result prints it: none
    without axes (propagation only ever adds axes, so Shardy's gives such a boundary nothing), nor
    for a token (it holds no data: Shardy's propagation skips it); never its unreduced axes (only a
    user's sharding gives a boundary those; Shardy's export all-reduces the value there)."""
    s = v.sharding
    if s is None or not s.used_axes or v.type.is_token:
        return None
    return Sharding(s.dims, (), open_dims=s.open_dims, replicated_axes=s.replicated_axes) if s.partial else s


def function_text(w: "_Writer", head: str, args: list[str], outputs: list[Value], shardings: list,
                  written=(), attrs=()) -> str:
    """`func.func <head>(args) -> (results)` with `w`'s lines as its body, returning `outputs`
    (annotated with `shardings`, and each with the attributes `written` as read); `attrs`: the
    function's own, (name, text) as read."""
    return f"func.func {head}{_signature_and_body(w, args, outputs, shardings, written, attrs)}"


def _signature_and_body(w: "_Writer", args: list[str], outputs: list[Value], shardings: list, written=(),
                        attrs=()) -> str:
    written = list(written) + [()] * (len(outputs) - len(written))
    results = ", ".join(f"{v.type.mlir()}{w.arg_attrs(v, s, a)}"
                        for v, s, a in zip(outputs, shardings, written, strict=True))
    ret = ", ".join([w.returned(v, s) for v, s in zip(outputs, shardings, strict=True)])
    body = "".join("  " + line.replace("\n", "\n  ") + "\n" for line in w.lines)
    ret_types = ", ".join(v.type.mlir() for v in outputs)
    own = f" attributes {{{', '.join(f'{k} = {t}' for k, t in attrs)}}}" if attrs else ""
    return f'({", ".join(args)}) -> ({results}){own} {{\n{body}  "func.return"({ret}) : ({ret_types}) -> ()\n}}'


def _unquoted(text: str) -> str:
    """The string an MLIR string attribute `"..."` holds (its `\\XX` escapes read)."""
    return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), text[1:-1])


#: the attribute naming the function a call was made to before JAX or Shardy renamed it apart
ORIGINAL_NAME = "sdy.original_func_name"


@dataclass(frozen=True)
class _FunctionAttrs:
    """Each function's attributes as Shardy's passes leave them: its passes on their own keep them
    all; its propagation pipeline drops `sdy.original_func_name` (and makes the callees again under
    that name, with no other attribute; with dedup-functions-fully it keeps the callees' names and
    their other attributes)."""
    read: dict            # function name -> ((name, text), ...) as read
    style: str            # the call style (CALL_STYLES)

    def entry(self, name: str) -> tuple:
        return tuple((k, t) for k, t in self.read.get(name, ()) if self.style == "module" or k != ORIGINAL_NAME)

    def callee(self, name: str) -> tuple:
        return () if self.style == "pipeline" else self.entry(name)

    def made_again_as(self, name: str) -> str:
        """The name a callee's function is made again under by the pipeline."""
        original = dict(self.read.get(name, ())).get(ORIGINAL_NAME)
        return name if original is None or self.style != "pipeline" else _unquoted(original)


class _Calls:
    """Write the calls the importer inlined back as calls (Shardy keeps calls as calls): the ops
    made inside a call site go into a private function of their own, written with the layouts
    found for them; call sites of one callee that come out alike share one function, the others
    get `@callee_0`, `@callee_1`, ... (the first in program order keeps the name). A site whose
    operands or results no longer exist (dropped as unused) is written inline instead.

    `style` (see `CALL_STYLES`): "module" as above (the module's own order, as Shardy's
    propagation passes alone keep it); "pipeline": named and listed as Shardy's propagation pipeline
    makes them again (`_Rebuilt`); "deduplicated": as its pipeline with dedup-functions-fully, one
    function per callee, in the module's order, with the layouts of the first call (in program
    order; `shardflow-opt` propagates the calls of one function in step), the other calls
    resharding their operands to it and their results from it."""

    def __init__(self, graph: Graph, calls, functions, positions: dict, style: str = "module",
                 region_calls: dict | None = None, attrs: "_FunctionAttrs | None" = None):
        from ..passes.propagate import graphs_within
        self.graph, self.functions = graph, list(functions)
        self.attrs = attrs or _FunctionAttrs({}, style)
        self.rebuilt = _Rebuilt(graph.name) if style == "pipeline" else None
        self.deduplicated = style == "deduplicated"
        self.first: dict[str, tuple[list, list]] = {}   # deduplicated: callee -> its layouts
        regions = [(g, region_calls[id(g)]) for g in graphs_within(graph) if id(g) in (region_calls or {})]
        every = list(calls) + [site for _, sites in regions for site in sites]
        self.owner = owners(every)   # a nested call's ops are its own
        # None: the entry function; a region graph (a loop body, a branch): the calls it makes
        self.children: dict[object, list] = {None: list(calls), **{g: list(sites) for g, sites in regions}}
        self.children.update({site: list(site.calls) for site in walk(every)})
        self.home = {id(site): g for g, sites in regions for site in walk(sites)}   # (else the entry's)
        self.key = {}
        for g in [graph] + [g for g, _ in regions]:
            end = len(positions) + len(g.ops)
            self.key.update({id(op): positions.get(id(op), end + k) for k, op in enumerate(g.ops)})
        self.versions: dict[str, list[tuple[str, str]]] = {}   # callee -> [(name, text)]
        self.printed: dict[Value, Sharding | None] = {}   # a call's result -> the layout it prints

    def holds(self, region: Graph) -> bool:
        """Whether `region` (a loop body, a branch) makes calls kept as calls."""
        return region in self.children

    def items(self, site) -> list:
        """The ops made directly in `site` (None: the entry function; a region graph: that region)
        and its calls, in order."""
        if isinstance(site, Graph):
            ops, owner = site.ops, None
        else:
            ops, owner = self.home.get(id(site), self.graph).ops if site is not None else self.graph.ops, site
        own = [(self.key[id(op)], 1, op) for op in ops if self.owner.get(id(op)) is owner]
        calls = [(c.start, 0, c) for c in self.children[site]]
        return [x for _, _, x in sorted(own + calls, key=lambda t: (t[0], t[1]))]

    def write(self, w: "_Writer", site) -> None:
        for item in self.items(site):
            if isinstance(item, Op):
                w.emit_nested(item)   # (in a manual body: its collectives' writer)
            elif not self.call(w, item):
                self.write(w, item)      # written inline

    def call(self, w: "_Writer", site) -> bool:
        if not all(v in w.names for v in site.operands):
            return False
        inner = _Writer(w.g, w.annotate, w.mesh_name, w.per_value)
        inner.all_reduces, inner.kept = w.all_reduces, self
        if w.collective_mesh is not None:   # called in a manual body: its collectives written alike
            from .spmd import collective_emitter
            collective_emitter(inner, w.collective_mesh)
        arg_layouts = self.filled([None if i in site.arg_edges else boundary_layout(v)   # an edge holds it
                                   for i, v in enumerate(site.args)], site.args, site.arg_edges)
        args = []
        for i, (v, arg, layout) in enumerate(zip(site.operands, site.args, arg_layouts, strict=True)):
            inner.names.setdefault(v, f"%arg{i}")
            inner.names.setdefault(arg, f"%arg{i}")   # (one value passed twice: two arguments)
            args.append(f"%arg{i}: {v.type.mlir()}{inner.arg_attrs(v, layout)}")
        mark = self.rebuilt.open() if self.rebuilt else None
        self.write(inner, site)
        if not all(v in inner.names for v in site.results):
            if self.rebuilt:
                self.rebuilt.drop(mark)
            return False
        w.functions.extend(inner.functions)
        given = dict(zip(site.args, arg_layouts, strict=True))   # a returned argument returns its layout
        result_layouts = [None if k in site.result_edges else site.written_results[k]
                          if site.opaque else given[v] if given.get(v) is not None
                          else self.even(boundary_layout(v), v) for k, v in enumerate(site.results)]
        text = _signature_and_body(inner, args, site.results, result_layouts, (), self.attrs.callee(site.callee))
        own_results = [None if k in site.result_edges else v.sharding for k, v in enumerate(site.results)]
        if self.rebuilt:
            results = ", ".join(f"{v.type.mlir()}{inner.arg_attrs(v, s)}"
                                for v, s in zip(site.results, result_layouts, strict=True))
            name = self.rebuilt.close(self.attrs.made_again_as(site.callee), args, results, text)
        elif self.deduplicated:   # the first call's function; this one reshards to and from it
            name = site.callee
            if name not in self.first:
                self.first[name] = (arg_layouts, self.filled(own_results, site.results, site.result_edges))
                self.versions[name] = [(name, text)]
            arg_layouts = self.first[name][0]
        else:
            name = self.version(site, text)
        outs = [w.fresh() for _ in site.results]
        called = self.first[name][1] if self.deduplicated else self.filled(own_results, site.results) \
            if not site.opaque else _open_with(own_results, site.results)
        attrs = {} if site.result_edges else w.shardings_attr(called) if w.per_value else {}
        ins = ", ".join(self.passed(w, v, layout) if (arg is not v or self.deduplicated) and not site.opaque
                        else w.name(v)
                        for v, arg, layout in zip(site.operands, site.args, arg_layouts, strict=True))
        in_types = ", ".join(v.type.mlir() for v in site.operands)
        out_types = ", ".join(v.type.mlir() for v in site.results)
        lhs = f"{', '.join(outs)} = " if outs else ""
        call = REGION_CALL if w.in_unregistered_op else "func.call"
        w.lines.append(f'{lhs}"{call}"({ins}) {{callee = {symbol(name)}'
                       + "".join(f", {k} = {v}" for k, v in attrs.items()) + f"}} : ({in_types}) -> ({out_types})")
        for v, n, have, want in zip(site.results, outs, called, own_results, strict=True):
            w.names[v] = n
            want = self.even(want, v)   # (a result the export evened keeps it: no reshard back)
            if have is not None:
                self.printed[v] = have
            if self.deduplicated and needs_reshard(have, want, v) and w.annotate == "shardy" and w.per_value:
                w.names[v] = w.fresh()   # later uses read the result resharded to its own layout
                w.lines.append(reshard_line(w, n, w.names[v], v, want))
                self.printed[v] = want
        return True

    def passed(self, w: "_Writer", v: Value, layout: Sharding | None) -> str:
        """The name a call passes for an argument laid out `layout`: `v`'s, or, where v's layout
        (as printed: another call's result may be evened) differs, an `sdy.reshard` of it right
        after v is made (as Shardy's export)."""
        have = self.printed.get(v, v.sharding)
        if w.annotate != "shardy" or not w.per_value or not needs_reshard(have, layout, v):
            return w.name(v)
        out = w.fresh()
        w.insert_after(w.name(v), reshard_line(w, w.name(v), out, v, layout))
        return out

    def filled(self, layouts: list, values: list[Value], edges=()) -> list:
        """As Shardy's pipeline gives the arguments or results of a function it made again: once one
        has a layout, all do (the others replicated; those an edge holds keep none)."""
        if not (self.rebuilt or self.deduplicated) or all(s is None for s in layouts):
            return layouts
        return [replicated(v) if s is None and k not in edges else self.even(s, v)
                for k, (s, v) in enumerate(zip(layouts, values, strict=True))]

    def even(self, s: Sharding | None, v: Value) -> Sharding | None:
        """As its pipeline's export leaves a function it made again: the argument or result evenly
        sharded (`evenly_sharded`; its passes alone leave layouts as they are)."""
        if not (self.rebuilt or self.deduplicated) or v.type.is_token:
            return s
        return evenly_sharded(s, v.shape, self.graph.mesh)

    def version(self, site, text: str) -> str:
        """The function's name: an alike earlier version's, else the callee's (first) or a fresh one."""
        versions = self.versions.setdefault(site.callee, [])
        for name, t in versions:
            if t == text:
                return name
        taken = set(self.functions) | {n for vs in self.versions.values() for n, _ in vs}
        name, k = site.callee, 0
        while versions and name in taken:
            name, k = f"{site.callee}_{k}", k + 1
        versions.append((name, text))
        return name

    def order(self) -> list[str]:
        """The first version of each function: the module's own names in its order, then new ones."""
        firsts = {vs[0][0] for vs in self.versions.values()}
        return [f for f in self.functions if f in firsts] + [f for f in firsts if f not in self.functions]

    def listed_before(self, entry: str) -> int:
        """How many of `texts()` the module lists before the function `entry` (printed in its place)."""
        if self.rebuilt or self.deduplicated or entry not in self.functions:
            return 0
        earlier = set(self.functions[:self.functions.index(entry)])
        return sum(1 for _ in itertools.takewhile(lambda f: f in earlier, self.order()))

    def texts(self, entry: str = "", entry_body: str = "") -> list[str]:
        """The private functions: the module's own names in its order, then the new versions
        (deduplicated: as Shardy's pre-order-funcs orders them, `pre_ordered`)."""
        if self.rebuilt:
            return self.rebuilt.texts()
        firsts = {vs[0][0]: vs[0][1] for vs in self.versions.values()}
        order = self.pre_ordered(entry, entry_body, firsts) if self.deduplicated else self.order()
        out = [f"func.func private {symbol(f)}{firsts[f]}" for f in order]
        out += [f"func.func private {symbol(n)}{t}" for vs in self.versions.values() for n, t in vs[1:]]
        return out


    def pre_ordered(self, entry: str, entry_body: str, bodies: dict[str, str]) -> list[str]:
        """The called functions as Shardy's pipeline with dedup-functions-fully lists them after the
        entry (its pre-order-funcs pass): reverse post-order of a depth-first walk of the call graph,
        each function's calls in program order, started from every function in the module's order
        (so a callee listed before the entry is walked first)."""
        by_symbol = {symbol(f): f for f in bodies}
        calls = {f: [by_symbol[m] for m in _CALLEE.findall(text) if m in by_symbol]
                 for f, text in [(entry, entry_body), *bodies.items()]}
        done: list[str] = []
        seen: set[str] = set()

        def visit(f: str) -> None:
            seen.add(f)
            for g in calls[f]:
                if g not in seen:
                    visit(g)
            done.append(f)
        for f in [f for f in self.functions if f in calls] + [f for f in calls if f not in self.functions]:
            if f not in seen:
                visit(f)
        return [f for f in reversed(done) if f != entry]


_CALLEE = re.compile(r'callee = (@"(?:[^"\\]|\\.)*"|@[\w$.]+)')


def evenly_sharded(s: Sharding | None, shape, mesh, whole_axes: Callable[[int], bool] = lambda d: False):
    """`s` as Shardy's export (update-non-divisible-input-output-shardings) leaves a function's
    argument or result: per dimension, the axes before the first that does not divide what the
    ones before it leave of the dimension; `whole_axes(d)`: dimension d keeps no trailing sub-axis
    (a piece of a mesh axis the importer cut). A layout on another mesh stays as written."""
    from ..other_mesh import AliasMeshSharding, OtherMeshSharding
    if s is None or mesh is None or isinstance(s, (OtherMeshSharding, AliasMeshSharding)):
        return s
    dims = list(s.padded(len(shape)).dims)
    for d, size in enumerate(shape):
        keep, left = [], size
        for a in dims[d]:
            n = mesh.axis_size(a)
            if math.gcd(n, left) != n:
                break
            keep.append(a)
            left //= n
        dims[d] = whole_axes_prefix(keep, mesh) if whole_axes(d) else tuple(keep)
    if tuple(dims) == tuple(s.padded(len(shape)).dims):
        return s
    return Sharding(dims, s.partial, open_dims=s.open_dims, replicated_axes=s.replicated_axes,
                    priorities=s.priorities)


def _open_with(layouts: list, values: list[Value]) -> list:
    """As Shardy gives an op's results once one has a layout: the others fully open (a token: no
    dimension), none while none has one."""
    if all(s is None for s in layouts):
        return layouts
    return [Sharding([()] * v.type.rank, open_dims=range(v.type.rank)) if s is None else s
            for s, v in zip(layouts, values, strict=True)]


def replicated(v: Value) -> Sharding:
    """The closed replicated layout of `v`, one empty dim per dim of it."""
    return Sharding([()] * v.type.rank)


def needs_reshard(have: Sharding | None, want: Sharding | None, v: Value) -> bool:
    """Whether a value laid out `have` needs a reshard to be `want` (None: replicated; open and
    closed dims alike; a token never)."""
    return not v.type.is_token and (have or replicated(v)) != (want or replicated(v))


def reshard_line(w: "_Writer", src: str, out: str, v: Value, to: Sharding | None) -> str:
    to = to if to is not None else replicated(v)
    t = v.type.mlir()
    return f'{out} = "sdy.reshard"({src}) {{sharding = {to.to_shardy(w.mesh_name, mesh=w.g.mesh)}}} : ({t}) -> {t}'


def _reduction_axes(op: Op) -> list[str]:
    """The axes splitting `op`'s reduction factors (a contraction's contracting dimensions), as its
    operands are laid out: what its results owe a sum over."""
    opdef = OPS.get(op.kind)
    if opdef is None or opdef.factors is None or opdef.regions is not None:
        return []
    rule = opdef.factors([v.type for v in op.operands], [r.type for r in op.results], op.attrs)
    axes: list[str] = []
    for f in sorted(rule.reduction):
        for v, dims in zip(op.operands, rule.operands, strict=True):
            d = next((d for d, fs in enumerate(dims) if list(fs) == [f]), None)
            if v.sharding is not None and d is not None and d < len(v.sharding.dims):
                axes += [a for a in v.sharding.dims[d] if a not in axes]
                break
    return axes


def all_reduce_line(w: "_Writer", src: str, out: str, v: Value, axes, to: Sharding) -> str:
    """Shardy's `sdy.all_reduce` of `src` (laid out as `v`) over `axes`, leaving it laid out `to`."""
    t = v.type.mlir()
    return (f'{out} = "sdy.all_reduce"({src}) {{out_sharding = {to.to_shardy(w.mesh_name, mesh=w.g.mesh)}, '
            f'reduction_axes = #sdy<axis_ref_list{print_axis_list(axes, w.g.mesh)}>}} : ({t}) -> {t}')


class _Rebuilt:
    """Calls named and listed as Shardy's propagation pipeline leaves them. It gives every call site
    a body of its own, and once propagation is done makes each one a function again, after the
    entry, innermost first in program order (post-order): the first takes the callee's name, a
    later one `@callee_<k>` with one counter for all names, as MLIR's symbol table renames a clash.
    Then calls of one callee whose function arguments and results have the same layouts share one
    function: the one called first, walking the calls of the entry and then those of each
    function in that list. Call lines name a placeholder until `texts()` knows the names."""

    def __init__(self, entry: str):
        self.entry = entry
        self.sites: list[dict] = []          # in the order they become functions again
        self.children: list[list[dict]] = [[]]   # the calls being written, one list per function

    def open(self) -> tuple[int, int]:
        self.children.append([])
        return len(self.sites), len(self.children)

    def drop(self, mark: tuple[int, int]) -> None:
        """Forget a site written inline after all (and the calls made inside it)."""
        del self.sites[mark[0]:]
        del self.children[mark[1] - 1:]

    def close(self, callee: str, args: list[str], results: str, text: str) -> str:
        site = {"callee": callee, "key": (callee, tuple(args), results), "text": text,
                "calls": self.children.pop(), "placeholder": f"__shardflow_call_{len(self.sites)}"}
        self.sites.append(site)
        self.children[-1].append(site)
        return site["placeholder"]

    def texts(self) -> list[str]:
        """The functions, in the module's order (their calls still name placeholders: `rename`)."""
        taken, counter = {self.entry}, 0
        for site in self.sites:
            name = site["callee"]
            while name in taken:
                name, counter = f"{site['callee']}_{counter}", counter + 1
            taken.add(name)
            site["name"] = name
        first: dict[tuple, dict] = {}
        for calls in [self.children[0], *(site["calls"] for site in self.sites)]:
            for site in calls:
                first.setdefault(site["key"], site)
        self.names = {site["placeholder"]: first[site["key"]]["name"] for site in self.sites}
        return [f"func.func private {symbol(site['name'])}{site['text']}"
                for site in self.sites if first[site["key"]] is site]

    def rename(self, text: str) -> str:
        """`text` with each call's function name in place of its placeholder (after `texts()`)."""
        return re.sub(r"@__shardflow_call_\d+\b", lambda m: symbol(self.names[m.group(0)[1:]]), text)


def symbol(name: str) -> str:
    """`@name` as MLIR writes a symbol reference: quoted unless a bare identifier (JAX names helper
    functions `<lambda>`)."""
    if re.fullmatch(r"[A-Za-z_][\w$.]*", name):
        return f"@{name}"
    return '@"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


#: a call written in the region of an op MLIR does not know (sdy.manual_computation, unregistered in
#: IREE's MLIR): MLIR would look its callee up in that op, which may be a symbol table to it, so it
#: is parsed under this name and written back as func.call (`calls_in_unregistered_ops`)
REGION_CALL = "shardflow.call_in_unregistered_op"


def calls_in_unregistered_ops(text: str) -> str:
    """`text` with each REGION_CALL made the func.call it stands for (generic form in, as MLIR
    prints an unregistered op; `func.call @f(%a) {attrs} : types` out)."""
    head = f'"{REGION_CALL}"('
    out, at = [], 0
    while (k := text.find(head, at)) >= 0:
        close = text.index(")", k + len(head))
        operands = text[k + len(head):close]
        rest = close + 1
        attrs = ""
        if text.startswith(" {", rest):   # the attribute dict, braces nested in its values
            depth, j = 0, rest + 1
            while True:
                depth += {"{": 1, "}": -1}.get(text[j], 0)
                j += 1
                if depth == 0:
                    break
            attrs, rest = text[rest + 2:j - 1], j
        m = re.match(r'callee = (@"(?:[^"\\]|\\.)*"|@[^\s,]+)(?:, )?', attrs)
        callee, attrs = m.group(1), attrs[m.end():]
        out.append(text[at:k] + f"func.call {callee}({operands})" + (f" {{{attrs}}}" if attrs else ""))
        at = rest
    return "".join(out) + text[at:]


def reprint(text: str) -> str:
    """Parse with MLIR and print in MLIR's canonical form (fails loudly if we wrote bad IR)."""
    from iree.compiler import ir
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        return calls_in_unregistered_ops(str(ir.Module.parse(text)))
