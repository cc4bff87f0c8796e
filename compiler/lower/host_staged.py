"""SPMD program -> host-staged stages: one-device functions cut at the collectives.

Host-staged execution runs the per-device program (the one `shardflow-opt --partition` prints) on
each member in its own IREE context, and performs every collective on the host between calls
(runtime/staged.py, through a communicator). This module cuts the program:

- A value's *stage* is the number of collective rounds before it: inputs are in stage 0; an op's
  results are in the latest stage of its operands; a collective's result is one stage after its
  operand. Collectives whose operands are in stage k run together after stage k (round k), so the
  number of stages is the depth of the collective chain, not the number of collectives.
- Values that depend on neither an input nor a collective (constants, iotas and what is computed from
  them, each device's slice of them) are *floating*: re-emitted in every stage that uses them, never
  passed between stages, so IREE folds them as it would in one function.
- `all_slice` is the only op whose result depends on the device: it reads the member's device index
  (a `tensor<i32>` argument of the stages that need it) from a table of offsets, as XLA reads
  `partition_id`. Everything else is the same on every member, so the stages compile ONCE for one
  device, whatever the member count; a mixed group compiles them once for a device that selects
  among its backends at run time (`--iree-hal-target-device=local,vulkan`).
- Stage k is `@stage<k>(device?, live-ins...) -> (live-outs...)`: its live-ins are the inputs,
  collective results and earlier stage outputs its ops use; its live-outs are the values it defines
  that a later stage, a collective or the program's outputs use. Every such value is a numbered
  *slot*; the runtime keeps a member's slots in device buffers (only collective operands and
  results cross the host) and frees each after its last use.

The plan (`StagedPlan.to_dict()`) travels in the manifest (runtime/manifest.py); `@stage0` carries
the manifest in its `iree.reflection`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from shardflow.runtime.collectives import KINDS, MOVING

from ..emit.argument_views import fence, views_argument
from ..emit.stablehlo import body_writer, reprint
from ..ir import Op, TensorType, Value, subgraphs
from ..ops.control import ControlFlowError
from ..ops.registry import OPS
from ..passes.partition import SpmdProgram
from .multi_device import reflection_attr

DEVICE_ARG = "%device"


@dataclass
class StagedPlan:
    """Where every slot comes from and goes to (the JSON form is the manifest's `staged` block)."""

    slots: list[tuple[tuple[int, ...], str]] = field(default_factory=list)   # slot -> (local shape, dtype)
    inputs: list[int] = field(default_factory=list)                           # program input i -> slot
    outputs: list[int] = field(default_factory=list)                          # program output j -> slot
    stages: list[dict] = field(default_factory=list)      # {"function", "inputs", "outputs", "device"}
    rounds: list[list[dict]] = field(default_factory=list)  # after stage k: {"kind", "operand", "result", attrs}

    def to_dict(self) -> dict:
        return {"slots": [[list(s), d] for s, d in self.slots], "inputs": self.inputs, "outputs": self.outputs,
                "stages": self.stages, "rounds": self.rounds}


def _collective_attrs(op: Op) -> dict:
    a = op.attrs
    out = {"axes": list(a.get("axes", ()))}
    for key in ("dim", "split_dim", "concat_dim", "n", "reducer"):
        if key in a:
            out[key] = a[key]
    if "pairs" in a:
        out["pairs"] = [list(p) for p in a["pairs"]]
    return out


class _Stager:
    def __init__(self, prog: SpmdProgram):
        self.prog, self.g, self.mesh = prog, prog.graph, prog.mesh
        self.alias: dict[Value, Value] = {}     # results of collectives over groups of one -> operand
        self.floating: set[Value] = set()
        self.stage: dict[Value, int] = {}
        self.producer: dict[Value, Op] = {}
        self.slot: dict[Value, int] = {}
        self.widened: set[Value] = set()       # i1 values carried between stages as i32
        self.plan = StagedPlan()

    def real(self, v: Value) -> Value:
        while v in self.alias:
            v = self.alias[v]
        return v

    def moves_data(self, op: Op) -> bool:
        """A collective the communicator must perform between stages (not a local slice, not a group of one)."""
        return op.kind in MOVING and not KINDS[op.kind].moves_nothing(op.attrs, self.mesh)

    def is_trivial(self, op: Op) -> bool:
        """A moving collective over groups of one: its result is its operand."""
        return op.kind in MOVING and KINDS[op.kind].moves_nothing(op.attrs, self.mesh)

    def slot_of(self, v: Value) -> int:
        v = self.real(v)
        if v not in self.slot:
            self.slot[v] = len(self.plan.slots)
            self.plan.slots.append((tuple(v.shape), "i32" if v in self.widened else v.dtype))
        return self.slot[v]

    # -- analysis ------------------------------------------------------------------------------------
    def classify(self) -> None:
        for v in self.g.inputs:
            self.stage[v] = 0
        for op in self.g.ops:
            for r in op.results:
                self.producer[r] = op
            if self.is_trivial(op):
                self.alias[op.result] = op.operands[0]
                continue
            srcs = [self.real(v) for v in op.operands]
            self.check_regions(op)
            if self.moves_data(op):
                x = srcs[0]
                self.stage[op.result] = (0 if x in self.floating else self.stage[x]) + 1
                continue
            if all(v in self.floating for v in srcs):
                self.floating.update(op.results)
                continue
            s = max(self.stage[v] for v in srcs if v not in self.floating)
            for r in op.results:
                self.stage[r] = s

    def check_regions(self, op: Op) -> None:
        """A loop or branch runs inside one stage: refused when it communicates (the host would
        have to drive the loop between stages)."""
        for sub in subgraphs(op):
            for inner in sub.ops:
                if self.moves_data(inner):
                    raise ControlFlowError(
                        f"{op.kind} at {op.loc or '?'}: its {sub.name} communicates ({inner.kind} for "
                        f"{inner.loc or '?'}), and host-staged execution runs each loop or branch inside one "
                        f"stage; run it in the multi-device mode (mode='multi-device', the default for CPU "
                        f"groups), or shard it so that its body needs no collective")
                self.check_regions(inner)

    def lower(self) -> StagedPlan:
        self.classify()
        ops = [op for op in self.g.ops if op.result not in self.alias and op.results[0] not in self.floating]
        n_stages = 1 + max([self.stage[v] - (1 if self.moves_data(self.producer[v]) else 0)
                            for op in ops for v in op.results] + [0])
        local_ops: list[list[Op]] = [[] for _ in range(n_stages)]
        rounds: list[list[Op]] = [[] for _ in range(n_stages)]
        for op in ops:
            if self.moves_data(op):
                rounds[self.stage[op.result] - 1].append(op)
            else:
                local_ops[self.stage[op.result]].append(op)
        self.plan.inputs = [self.slot_of(v) for v in self.g.inputs]
        defined_in: dict[Value, int] = {}
        for k in range(n_stages):
            for op in local_ops[k]:
                for r in op.results:
                    defined_in[r] = k
        # a value defined in stage k is exported when a later stage, a round >= k, or an output uses it;
        # a floating value only when a round or an output needs it as a slot
        exports: list[list[Value]] = [[] for _ in range(n_stages)]
        exported: set[Value] = set()

        def want(v: Value, k: int) -> None:
            v = self.real(v)
            if v in exported:
                return
            if v in self.floating:
                exports[k].append(v)
            elif v in defined_in:
                exports[defined_in[v]].append(v)
            else:
                return  # an input or a collective result: a slot already
            exported.add(v)

        for k in range(n_stages):
            for op in local_ops[k]:
                for v in op.operands:
                    v = self.real(v)
                    if v not in self.floating and defined_in.get(v, k) < k:
                        want(v, k)
            for op in rounds[k]:
                want(op.operands[0], k)
        for v in self.g.outputs:
            want(v, n_stages - 1)
        # masks handed from stage to stage travel as i32: IREE 3.13 cannot data-tile a dispatch that
        # reads an i1 argument into a matmul on the CPU, nor store i1/i8 buffers on baseline Vulkan
        handed = {self.real(op.operands[0]) for rnd in rounds for op in rnd} | {self.real(v) for v in self.g.outputs}
        self.widened = {v for vs in exports for v in vs if v.dtype == "i1" and v not in handed}
        self.stage_ops = local_ops
        self.exports = exports
        self.n_stages = n_stages
        self.defined_in = defined_in
        self.rounds = rounds
        return self.plan

    # -- emission --------------------------------------------------------------------------------------
    def emit_stage(self, k: int, reflection: dict[str, str] | None) -> str:
        w = body_writer(self.g, prefix=f"s{k}_")
        args: list[str] = []
        in_slots: list[int] = []
        needs_device = [False]
        emitted: set[Value] = set()
        slots_in: set[Value] = set()   # the values this stage takes as arguments
        exported = set(self.exports[k])

        def ensure(v: Value) -> str:
            v = self.real(v)
            if v in emitted:
                return w.names[v]
            if v in self.floating:
                op = self.producer[v]
                for x in op.operands:
                    ensure(x)
                emit(op)
                return w.names[self.real(v)]
            # a slot: an input of this stage
            name = f"%in{len(args)}"
            emitted.add(v)
            in_slots.append(self.slot_of(v))
            if v in self.widened:
                wide = TensorType(v.shape, "i32")
                args.append(f"{name}: {wide}")
                zero = w.fresh()
                w.lines.append(f'{zero} = "stablehlo.constant"() {{value = dense<0> : {wide}}} : () -> {wide}')
                name, arg = w.fresh(), name
                w.lines.append(f'{name} = "stablehlo.compare"({arg}, {zero}) {{comparison_direction = '
                               f'#stablehlo<comparison_direction NE>}} : ({wide}, {wide}) -> {v.type}')
            else:
                args.append(f"{name}: {v.type}")
            w.names[v] = name
            slots_in.add(v)
            return name

        def emit(op: Op) -> None:
            for x in op.operands:
                w.names[x] = ensure(x)
            nested(op)
            emitted.update(op.results)
            for r in op.results:   # (emit/argument_views.py)
                if r in exported and views_argument(r, slots_in):
                    fence(w, r)

        def nested(op: Op) -> None:   # (also ops inside a loop or branch: values of their own, no slots)
            rec = OPS[op.kind]
            if rec.stage_local is not None:  # the device's own piece (all_slice): nothing moves
                needs_device[0] = True
                w.names[op.result] = rec.stage_local(w, op, self.mesh, DEVICE_ARG)
            elif rec.per_device is not None:  # attributes that differ per device (halo_window)
                needs_device[0] = True
                w.names[op.result] = rec.per_device.emit(w, op, DEVICE_ARG, "i32")
            else:
                w.emit_op(op)

        w.nested = nested
        for op in self.stage_ops[k]:
            emit(op)
        rets = []
        for v in self.exports[k]:
            name = ensure(v)
            if v in self.widened:
                wide = w.fresh()
                w.lines.append(f'{wide} = "stablehlo.convert"({name}) : ({v.type}) -> {TensorType(v.shape, "i32")}')
                name = wide
            rets.append(name)
        out_slots = [self.slot_of(v) for v in self.exports[k]]
        self.plan.stages.append({"function": f"stage{k}", "inputs": in_slots, "outputs": out_slots,
                                 "device": needs_device[0]})
        if needs_device[0]:
            args.insert(0, f"{DEVICE_ARG}: tensor<i32>")
        attrs = f" attributes {{iree.reflection = {reflection_attr(reflection)}}}" if reflection else ""
        types = [str(TensorType(v.shape, "i32") if v in self.widened else v.type) for v in self.exports[k]]
        body = "".join("    " + line.replace("\n", "\n    ") + "\n" for line in w.lines)
        return (f"  func.func public @stage{k}({', '.join(args)}) -> ({', '.join(types)}){attrs} {{\n" + body
                + f'    "func.return"({", ".join(rets)}) : ({", ".join(types)}) -> ()\n  }}\n')

    def module(self, reflection_of, module_name: str, pretty: bool) -> str:
        funcs = [self.emit_stage(k, None) for k in range(self.n_stages)]
        for k in range(self.n_stages):
            self.plan.rounds.append([
                {"kind": op.kind, "operand": self.slot_of(op.operands[0]), "result": self.slot_of(op.result),
                 **_collective_attrs(op)} for op in self.rounds[k]])
        self.plan.outputs = [self.slot_of(v) for v in self.g.outputs]
        # the manifest (which holds the finished plan) rides on @stage0
        funcs[0] = self.emit_stage_with_reflection(funcs[0], reflection_of(self.plan))
        text = f"module @{module_name} {{\n" + "".join(funcs) + "}\n"
        return reprint(text) if pretty else text

    @staticmethod
    def emit_stage_with_reflection(func: str, reflection: dict[str, str]) -> str:
        head, sep, rest = func.partition(") {\n")
        return f"{head}) attributes {{iree.reflection = {reflection_attr(reflection)}}} {{\n{rest}"


def lower_host_staged(prog: SpmdProgram, reflection_of, *, module_name: str = "shardflow",
                      pretty: bool = True) -> tuple[str, StagedPlan]:
    """The stage module's text and its plan. `reflection_of(plan)` gives @stage0's reflection entries
    (the manifest, which embeds the plan)."""
    st = _Stager(prog)
    st.lower()
    return st.module(reflection_of, module_name, pretty), st.plan
