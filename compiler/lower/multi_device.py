"""SPMD program -> one StableHLO + `flow` module that runs on N devices of one process.

The per-device program is specialized for every device `d` (device d's copy of every op, with
`all_slice` offsets folded in) and pinned there:

- device d's arguments and results carry `iree.abi.affinity = #hal.device.promise<@dK>`; IREE's
  affinity analysis then keeps every value computed from them on that device;
- each collective becomes a schedule of `flow.tensor.transfer` ops (only the bytes a member needs,
  sliced on the sender) plus local compute on the receiver (`stablehlo.slice`, `concatenate`,
  `add`/`maximum`/`minimum`), bandwidth-optimal rather than a star through device 0 (all-reduce =
  reduce-scatter + all-gather; over a group of two, a whole-operand exchange, which moves the same
  bytes in half the transfers). Each kind's schedule is its record's `lower` in the collective table
  (`ops.collectives.COLLECTIVE_OPS`), called with this lowering as its context (names per device,
  `move`, `slice`, `concat`, `combine`, `bind`, ...); this module has no list of kinds. Every member
  reduces in the same (group) order, so an all-reduced value is bitwise identical on all members;
  f16/bf16 sums accumulate in f32, as the SPMD simulator does.

Constants (the pitfall in reference/iree-multidevice.md §1.4): IREE CSEs identical constants of
different devices, hoists them into one global, and work that reads a global shared by several
devices loses its affinity and runs on the default device. Values computed from constants and iotas
only are therefore emitted unpinned (device-independent; IREE may fold them at compile time) and
pinned with a `flow.tensor.transfer` to device d where device d's work first uses them. Splat-valued
ones (splat constants and values computed from splats only) are left unpinned: IREE clones splats
into each consumer, and pinning one would materialize it. A `flow.tensor.transfer` of a constant
followed by more constant-only compute crashes iree-compile 3.13 (`MaterializeInterfaces`, on the
global const-eval makes of the transfer), which pinning at the boundary avoids; the writer's own
rewrite of gather/scatter indices (clamped against constant bounds) is such compute, so constant
indices are pinned after their rewrite (`emit_pinned`): GPT-2's position lookup,
`x + take(wpe, broadcast(arange(16)))` with a replicated table, crashed before. So is a `set`
scatter's constant base (padded first), and a constant an earlier op pinned bare is fenced before
an op rewrites it (`bare`: jnp.linalg.solve's pivots turned into a permutation, "undefined global"). Constants the writer
makes itself for such a rewrite (the iota index components of batching dims, scatter window
offsets) are pinned where they meet device data. Compute on constants is folded here into one
literal (the op's reference rule; splats of any size, others up to FOLD_LIMIT elements), so IREE
sees literals, not constant-only compute to hoist into a global the devices share: such a global
made work run on the default device (jnp.take's i1 bounds mask, computed per call without an
affinity) and CPU data tiling fail (BERT's head mask, `convert(broadcast(1))`, into a matmul).
An op whose result is one of its operands on a device, as the device's literals tell (a select on
a predicate made of the partition id: `jnp.where(axis_index(a) == k, y, 0)`; the record's
`forwards`), is that operand there, constant or not, so the lowering knows what IREE will fold (and
where a known mask is not uniform, the op's splat operands are pinned: IREE folds the slices of it a
collective takes, `jnp.diagonal(x) * jnp.trace(x)`); a
collective's operand and a loop's carried and invariant values enter from behind an optimization
barrier where they are constant or one number repeated (`fenced`), since the schedule's slices,
transfers and sums of them, or the loop's work on them (hoisted by IREE when invariant), would be
constant-only work after a transfer, or a broadcast IREE moves across transfers. A loop or case
of a shard_map body without collectives is lowered once per device (each device's own condition
or index decides, ops/control.py), the others once for all devices.

Buffers IREE 3.13 writes in place, and folds it makes: a sort's operands get copies of the
device's own (`clone`); the iotas a writer makes for a sort, and a scatter's constant base, are
made from the op's data on the device (`device_made`: IREE moved one constant to a device once
and every sort there, or every iteration's scatter, wrote into that buffer); a dynamic_update_slice's update, and an argument it updates
that something else reads, get copies, and a splat it updates is pinned (`updates_in_place`: the
devices wrote into one buffer of zeros, "op affinity ... is not compatible"); an argument returned as it is goes out
as a copy, and so does a returned value such an op also reads (`_written_in_place`: IREE dropped a
sort's copy of it and sorted the returned value). A reduce_window's init value is each device's own, fenced (`own_init`): IREE filled
one buffer with it for all devices and summed every device's windows into it. What IREE folds an
op of one value to (`x - x` to 0 on integers, `max(x, x)` to x) is known here (`alike_operands`,
`forwards`), so such a constant is fenced where sent and such an argument copied where returned;
an integer contraction with an operand known to be zeros on a device (the padding of an uneven
split) is zeros there, as IREE folds it, and is written as a literal (`_zero_product`).
An all-gather's result sits behind a barrier on every member (ops/collectives.py), and so does a
value a transfer brought before it is passed on as it came (`move`).

With `outline` (`SHARDFLOW_OUTLINE=1`; experimental, off by default), a run of identical blocks
(lower/repeats.py: a loop over layers) is written once, as a private function IREE does not inline,
called per block: iree-compile's host-side time then does not grow with the depth (`lower_run`).

Module ABI (shared with runtime/program.py): one public function `@main`; for N devices `@d0..@dN-1`;
arguments = for each global input, for each device (input-major), that device's local shard; results
likewise; the function's `iree.reflection` dictionary carries `reflection` (e.g. the manifest).
Compile with `--iree-hal-target-device=dK=local[K]` (K = 0..N-1) or the CUDA/HIP equivalents.
"""
from __future__ import annotations

import re
from contextlib import contextmanager

import numpy as np

from shardflow.runtime.errors import ShardflowError

from .. import dtypes
from ..emit.argument_views import viewed, views_argument
from ..emit.mlir_text import dense, i64_array, string
from ..emit.stablehlo import REDUCER_OP, body_writer, reprint
from ..ir import Graph, TensorType, Value
from ..ops import registry
from ..ops.registry import FORWARD
from ..ops.collectives import COLLECTIVE_OPS, groups
from ..passes.partition import SpmdProgram
from ..passes.fold_constants import FOLD_LIMIT, is_splat
from . import repeats
from .repeats import Run, find_runs




class LowerError(ShardflowError, ValueError):
    """The program cannot be lowered to a multi-device module (e.g. an unsupported collective)."""


def promise(device: int) -> str:
    """The affinity attribute naming device `device` (declared by `--iree-hal-target-device=dK=...`)."""
    return f"#hal.device.promise<@d{device}>"


mlir_string = string


def _attr_key(k: str) -> str:
    return k if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$.]*", k) else mlir_string(k)


def reflection_attr(reflection: dict[str, str]) -> str:
    """`{key = "value", ...}` for a function's `iree.reflection` attribute."""
    for k, v in reflection.items():
        if not isinstance(k, str) or not isinstance(v, str):
            raise TypeError(f"reflection entries must map str to str, got {k!r}: {type(v).__name__}")
    return "{" + ", ".join(f"{_attr_key(k)} = {mlir_string(v)}" for k, v in reflection.items()) + "}"


def lower_multi_device(prog: SpmdProgram, *, reflection: dict[str, str] | None = None, func_name: str = "main",
                       module_name: str = "shardflow", pretty: bool = True, outline: bool | None = None) -> str:
    """StableHLO + flow text of `prog` for `prog.mesh.size` devices `@d0..` (see the module doc);
    `outline`: runs of identical blocks are written once, as a function called per block
    (lower/repeats.py; None: as `SHARDFLOW_OUTLINE` says, off by default)."""
    if outline is None:
        outline = repeats.requested()
    return _Lowering(prog, outline=outline).module(reflection, func_name, module_name, pretty)


def transferred_bytes(prog: SpmdProgram, axes: tuple[str, ...] | None = None, *,
                      outline: bool | None = None) -> list[int]:
    """Bytes each device receives from other devices in the lowered module (the `flow.tensor.transfer`s
    of its collectives' schedules; only the collectives over exactly `axes` when given), per device:
    what the program really moves, next to the bandwidth-optimal formula `explain` reports (they
    differ only where a schedule cannot split a value evenly, e.g. an all-reduce of fewer elements
    than members is exchanged whole)."""
    low = _Lowering(prog, outline=repeats.requested() if outline is None else outline)
    low.module(None, "main", "shardflow", False)
    total = [0] * low.n
    for op, received in low.transfers:
        if axes is None or tuple(op.attrs["axes"]) == tuple(axes):
            total = [a + b for a, b in zip(total, received, strict=True)]
    return total


def _contracts(op) -> bool:
    """Whether op contracts several operands (its rule's `contracts`: dot_general, convolution)."""
    opdef = registry.get(op.kind)
    return opdef.factors is not None and opdef.factors(
        [v.type for v in op.operands], [v.type for v in op.results], op.attrs).contracts


def _written_in_place(g: Graph) -> set[Value]:
    """The values of `g` an op writes into in IREE (`writes_operands`; operand 0 of one that
    `updates_in_place`), and the values they view (`OpDef.views_operand`: a reshape of them)."""
    out: set[Value] = set()
    for op in g.ops:
        opdef = registry.get(op.kind)
        targets = op.operands if opdef.writes_operands else op.operands[:1] if opdef.updates_in_place else ()
        for x in targets:
            out.update(viewed(x))
    return out


def _permuted(g: Graph) -> set[Value]:
    """The values of `g` computed from what a point-to-point collective (a collective-permute: its
    record's `exchange`) brought."""
    out: set[Value] = set()
    for op in g.ops:
        coll = COLLECTIVE_OPS.get(op.kind)
        if coll is not None and coll.kind.exchange is not None or any(x in out for x in op.operands):
            out.update(op.results)
    return out


#: the functions runs of identical blocks become are @block0, @block1, ...; OUTLINED is in the text of
#: a module that has one
FUNCTION_PREFIX = "block"
OUTLINED = f"util.call @{FUNCTION_PREFIX}"


_ABSENT = object()   # (an entry a table did not have)


def _indented(lines: list[str], pad: str) -> str:
    """`lines` (each may hold several) as text, every line after `pad`."""
    return "".join(pad + line.replace("\n", "\n" + pad) + "\n" for line in lines)


def _outlinable(op) -> bool:
    """May `op` be in a run written as a function (lower/repeats.py)? Not a loop or case, an op
    with per-device attributes, one that writes into its operands (their copies are decided against
    the whole program), or a collective-permute (what it brings is fenced where sent on)."""
    coll = COLLECTIVE_OPS.get(op.kind)
    if coll is not None:
        return coll.kind.exchange is None
    opdef = registry.get(op.kind)
    return (opdef.regions is None and opdef.per_device is None and not opdef.writes_operands
            and not opdef.updates_in_place)


def _work(op) -> float:
    """The op's cost for grouping blocks into calls (lower/repeats.py `work`)."""
    opdef = registry.get(op.kind)
    factors = opdef.factors([v.type for v in op.operands], [v.type for v in op.results], op.attrs) \
        if opdef.factors is not None else None
    return repeats.work(op, factors)


class _Lowering:
    fold_limit = FOLD_LIMIT  # the most elements of a non-splat constant expression made one literal

    def __init__(self, prog: SpmdProgram, *, outline: bool = False):
        self.prog, self.g, self.mesh = prog, prog.graph, prog.mesh
        self.outline = outline
        self.functions: list[str] = []   # the private functions runs of identical blocks became
        self._position = {id(op): k for k, op in enumerate(self.g.ops)}
        self.n = self.mesh.size
        self.lines: list[str] = []
        self.w = [body_writer(self.g, prefix=f"d{d}_") for d in range(self.n)]
        for w in self.w:
            w.lines = self.lines
            # what a sort writes into that the writer made (bf16 keys as bits) is a copy made on
            # the device (`own_copy`)
            w.private = lambda name, t, w=w: self.own_copy(w, name, t)
        # per device: values that are device-independent constant expressions, not yet pinned to the
        # device (value -> True when splat-valued). Absent: the value lives on that device.
        self.const: list[dict[Value, bool]] = [{} for _ in range(self.n)]
        # constants moved to a device with no barrier after the transfer (`pin`): an op that
        # rewrites one before use (`rewritten_operands`) fences it first (`emit_pinned`)
        self.bare: list[set[Value]] = [set() for _ in range(self.n)]
        self.depth = 0   # how many loop bodies and branches (not functions) the ops lowered now are in
        self.values: dict[Value, np.ndarray] = {}   # constant expressions folded into literals
        # per device: constants that differ per device (a slice of a constant table: a partition id)
        # folded into literals, so that compute on them folds too
        self.dvalues: list[dict[Value, np.ndarray]] = [{} for _ in range(self.n)]
        self.tmp = 0
        self.received = [0] * self.n   # bytes each device receives from the others (transferred_bytes)
        # values made from rows a collective-permute brought (halos), and their names on each device:
        # moving one on fences the transfer (`move`)
        self.permuted = _permuted(self.g)
        self.permuted_names: set[str] = set()
        self.moved: set[str] = set()   # the names transfers made (`move`)
        self.transfers: list[tuple] = []  # (collective op, bytes each device received for it)
        # the devices whose copies of an op `lower_op` writes: all, or one inside a loop or case
        # lowered per device (ops/control.py)
        self.devices: list[int] = list(range(self.n))
        self._splats: dict[Value, bool] = {}   # (`_splat_like`)
        self._inputs, self._reads = set(self.g.inputs), None   # (`_read_elsewhere`)
        self._returned, self._arg_names = set(self.g.outputs), set()   # (`lower_op`; `module`)
        self.literals: dict[str, np.ndarray] = {}   # the bool literals' values, by name (`_flow_op`)
        self.const_names: set[str] = set()   # the names constants are bound to (`bind`; `_flow_op`)
        # per device: values computed from the program's scalar inputs (and constants) only, not yet
        # pinned to the device (`emit_pinned`)
        self.scalar_rooted: list[set[Value]] = [set() for _ in range(self.n)]

    # -- small emitters (generic form; every result lives where its operands live) ----------------
    def fresh(self) -> str:
        self.tmp += 1
        return f"%x{self.tmp}"

    def emit(self, name: str, text: str) -> str:
        self.lines.append(f"{name} = {text}")
        return name

    def transfer(self, x: str, t: TensorType, dst: int) -> str:
        return self._flow_op(x, t, "flow.tensor.transfer", f" {{target = {promise(dst)}}}")

    def barrier(self, x: str, t: TensorType) -> str:
        """x behind a `stablehlo.optimization_barrier` (free at run time): what IREE may not fold or
        move across (see where it is used)."""
        return self.emit(self.fresh(), f'"stablehlo.optimization_barrier"({x}) : ({t}) -> {t}')

    def own_copy(self, w, x: str, t: TensorType) -> str:
        """A copy of device data x that an op writes into in place (a sort's operands), computed
        on the device from x (`device_made`), or a clone where that cannot be made (complex).
        IREE 3.13 dropped a clone (`flow.tensor.clone`) of a sort's operand and sorted a buffer
        something else read afterwards: GPT-2's top-k sampling then read its token embeddings as
        zeros from the decoding loop's second step."""
        made = w.device_made(x, t, (x, t))
        return made if made != x else self.clone(x, t)

    def clone(self, x: str, t: TensorType) -> str:
        """A copy of x in a buffer of its own."""
        return self._flow_op(x, t, "flow.tensor.clone", "")

    def _flow_op(self, x: str, t: TensorType, name: str, attrs: str) -> str:
        if dtypes.is_unsigned(t.dtype):
            # IREE 3.13 makes StableHLO's unsigned types signless but not a flow op's: move the
            # bits as the signless type of the same width, behind a barrier: the bitcast back of a
            # moved constant (a pinned ui16 iota) is constant-only work after a transfer, which
            # IREE 3.13 hoisted into a global it then did not find ("undefined global @d1")
            s = TensorType(t.shape, f"i{dtypes.bit_width(t.dtype)}")
            x = self.emit(self.fresh(), f'"stablehlo.bitcast_convert"({x}) : ({t}) -> {s}')
            y = self.barrier(self.emit(self.fresh(), f'"{name}"({x}){attrs} : ({s}) -> {s}'), s)
            return self.emit(self.fresh(), f'"stablehlo.bitcast_convert"({y}) : ({s}) -> {t}')
        if t.dtype == "i1" and t.size > 1 and (x in self.literals or x not in self.const_names):
            # a bool array moves as i8 and is made bool again where it arrives: IREE 3.13's CPU data
            # tiling fails on an i1 tensor read from memory into a contraction's operand ("linalg.pack
            # op expected padding_value has 'i8' but got 'i1'": a dropout mask folded to a constant,
            # pinned, and used in the backward matmul), and then the whole module compiles without it.
            # A literal becomes an i8 literal: a conversion of a constant before the transfer would be
            # constant-only work several devices share (see the module doc); a constant expression
            # not folded into a literal moves as it is. (No barrier after the move, unlike the unsigned
            # types': behind one, the written-out LU's masks of jnp.linalg.solve left IREE 3.13 an op
            # "not compatible with the partition affinity".)
            s = TensorType(t.shape, "i8")
            x = self.constant(self.literals[x].astype(np.int8), s) if x in self.literals \
                else self.emit(self.fresh(), f'"stablehlo.convert"({x}) : ({t}) -> {s}')
            y = self.emit(self.fresh(), f'"{name}"({x}){attrs} : ({s}) -> {s}')
            return self.emit(self.fresh(), f'"stablehlo.convert"({y}) : ({s}) -> {t}')
        return self.emit(self.fresh(), f'"{name}"({x}){attrs} : ({t}) -> {t}')

    def slice(self, x: str, t: TensorType, dim: int, start: int, stop: int) -> tuple[str, TensorType]:
        if start == 0 and stop == t.shape[dim]:
            return x, t
        shape = list(t.shape)
        shape[dim] = stop - start
        r = TensorType(tuple(shape), t.dtype)
        lo = [0] * t.rank
        lo[dim] = start
        hi = list(t.shape)
        hi[dim] = stop
        attrs = (f"start_indices = {i64_array(lo)}, limit_indices = {i64_array(hi)}, "
                 f"strides = {i64_array([1] * t.rank)}")
        return self.emit(self.fresh(), f'"stablehlo.slice"({x}) {{{attrs}}} : ({t}) -> {r}'), r

    def concat(self, xs: list[str], ts: list[TensorType], dim: int) -> str:
        if len(xs) == 1:
            return xs[0]
        shape = list(ts[0].shape)
        shape[dim] = sum(t.shape[dim] for t in ts)
        r = TensorType(tuple(shape), ts[0].dtype)
        return self.emit(self.fresh(), f'"stablehlo.concatenate"({", ".join(xs)}) {{dimension = {dim} : i64}} : '
                                       f'({", ".join(str(t) for t in ts)}) -> {r}')

    def reshape(self, x: str, t: TensorType, r: TensorType) -> str:
        return self.emit(self.fresh(), f'"stablehlo.reshape"({x}) : ({t}) -> {r}')

    def convert(self, x: str, t: TensorType, dtype: str) -> str:
        r = TensorType(t.shape, dtype)
        return self.emit(self.fresh(), f'"stablehlo.convert"({x}) : ({t}) -> {r}')

    def combine(self, xs: list[str], t: TensorType, reducer: str) -> str:
        """Reduce equally shaped pieces left to right (the simulator's order); f16/bf16/f8 sums in f32."""
        if reducer not in REDUCER_OP:
            self.fail(f"unsupported reducer {reducer!r}; expected one of {sorted(REDUCER_OP)}")
        if dtypes.is_float8(t.dtype):
            return self.combine_f8(xs, t, reducer)
        wide = reducer == "add" and dtypes.is_narrow(t.dtype)
        ct = TensorType(t.shape, "f32") if wide else t
        parts = [self.convert(x, t, "f32") for x in xs] if wide else list(xs)
        acc = parts[0]
        for p in parts[1:]:
            acc = self.emit(self.fresh(), f'"{REDUCER_OP[reducer]}"({acc}, {p}) : ({ct}, {ct}) -> {ct}')
        return self.convert(acc, ct, t.dtype) if wide else acc

    def combine_f8(self, xs: list[str], t: TensorType, reducer: str) -> str:
        """f8 pieces combined in f32 whatever the reducer and rounded once (as the simulator does),
        through the f8 conversions IREE computes right (ops/iree_forms.py; IREE 3.13's own f8
        arithmetic is wrong: ops/float8.py)."""
        from ..ir import Graph
        from ..ops.iree_forms import f8_from_f32, f32_from_f8
        g = Graph("combine_f8")
        ins = [g.add_input(t) for _ in xs]
        parts = [f32_from_f8(g, x) for x in ins]
        acc = parts[0]
        for p in parts[1:]:
            acc = g.add_op(REDUCER_OP[reducer].split(".")[1], [acc, p], {}).result
        g.set_outputs([f8_from_f32(g, acc, t.dtype)])
        w = self.w[0]
        w.names.update(zip(ins, xs, strict=True))
        for op in g.ops:
            w.emit_op(op)
        return w.name(g.outputs[0])

    def constant(self, value: np.ndarray, t: TensorType) -> str:
        """A literal of `value` (a scalar: splat) of type t."""
        name = self.emit(self.fresh(), f'"stablehlo.constant"() {{value = {dense(value, t.dtype)} : {t}}} : () -> {t}')
        if t.dtype == "i1":
            self.literals[name] = np.broadcast_to(value, t.shape)
        return name

    def zeros(self, t: TensorType) -> str:
        return self.constant(np.zeros((), dtypes.to_numpy(t.dtype)), t)

    def move(self, x: str, t: TensorType, src: int, dst: int) -> str:
        """x (a value on device src) as a value on device dst: itself when src == dst, else a transfer."""
        if src == dst:
            return x
        self.received[dst] += t.nbytes
        if x in self.moved:
            # a value passed on as it came (an all-gather of what a collective-permute brought):
            # iree-compile 3.13 folds the two transfers into one from the first sender and then
            # cannot place it ("op affinity ... is not compatible with the partition affinity")
            x = self.barrier(x, t)
        out = self.transfer(x, t, dst)
        self.moved.add(out)
        if x in self.permuted_names:
            # rows a halo brought, sent on (an all-gather after a slice on a split dimension) may be
            # sent back where they came from; iree-compile 3.13 folds such a round trip and then
            # cannot place the ops on it ("op affinity ... is not compatible with the partition
            # affinity"): the barrier (free at run time) keeps the transfer as written
            out = self.barrier(out, t)
        return out

    def fail(self, message: str):
        raise LowerError(message)

    @contextmanager
    def region(self, control: bool = True):
        """Lines emitted inside (by this lowering and every device's writer) go to a fresh list,
        yielded: the body of a loop or branch (ops/control.py; `control`), or of an outlined
        function (`_function`)."""
        saved = self.lines
        self.lines = []
        self.depth += control
        for w in self.w:
            w.lines = self.lines
        try:
            yield self.lines
        finally:
            self.depth -= control
            self.lines = saved
            for w in self.w:
                w.lines = saved

    @contextmanager
    def only(self, d: int):
        """Inside: `lower_op` writes device d's copy of each op only (a loop or case of its own)."""
        saved, self.devices = self.devices, [d]
        try:
            yield
        finally:
            self.devices = saved

    # -- placement ---------------------------------------------------------------------------------
    def name(self, v: Value, d: int) -> str:
        name = self.w[d].names[v]
        if v in self.permuted:
            self.permuted_names.add(name)
        return name

    def bind(self, v: Value, d: int, name: str, const: bool | None = None) -> None:
        """v is `name` on device d; const: it is a device-independent constant not yet pinned to d
        (True when splat-valued), None: it lives on d."""
        self.w[d].names[v] = name
        if const is not None:
            self.const[d][v] = const
            self.const_names.add(name)

    def const_of(self, v: Value, d: int) -> bool | None:
        """Whether v is an unpinned constant on device d (True: splat-valued); None: it lives on d."""
        return self.const[d].get(v)

    def pin(self, v: Value, d: int, *, splats_too: bool = False, fence: bool = False) -> str:
        """v's name on device d, first moving a device-independent constant there if needed
        (behind a barrier with `fence`)."""
        c = self.const[d]
        if v in c and (splats_too or not c[v]):
            moved = self.transfer(self.name(v, d), v.type, d)
            self.w[d].names[v] = self.barrier(moved, v.type) if fence else moved
            if not fence:
                self.bare[d].add(v)
            del c[v]
        return self.name(v, d)

    def pinned(self, v: Value, d: int) -> str:
        return self.pin(v, d, splats_too=True)

    def fenced(self, v: Value, d: int) -> str:
        """v's name on device d for work iree-compile must not const-evaluate: a device-independent
        constant (or one number repeated, `_splat_like`) moved there behind an optimization barrier
        (free at run time); v's own name and constant status stay as they are for its other uses.
        A collective's schedule slices, moves and combines its operand, and a loop's condition and
        body work on its carried and invariant values (IREE hoists loop-invariant work out of the
        loop): on a pinned constant (the zeros of `jnp.where(axis_index(a) == k, y, 0)` on the
        devices other than k; a bound from `axis_index`) that is constant-only work after a
        transfer, which iree-compile 3.13 const-evaluates and crashes on (see the module doc)."""
        if v in self.const[d]:
            name = self.transfer(self.name(v, d), v.type, d)
        elif self._splat_like(v):
            name = self.name(v, d)
        else:
            return self.name(v, d)
        return self.barrier(name, v.type)

    def _zero_product(self, v: Value, d: int) -> bool:
        """Whether v is an integer contraction (dot_general, convolution) of which one operand is
        zeros on device d (the padding of an uneven split, a `jnp.where` mask's other side):
        iree-compile 3.13 folds such a product to zeros, and a collective's slices, transfers and
        sums of it were then constant-only work after a transfer (a crash in MaterializeInterfaces)
        or work of no device ("op affinity ... is not compatible"). A float product is not folded
        (an inf or NaN times zero is NaN)."""
        op = v.producer
        if op is None or dtypes.is_float(v.type.dtype) or not any(
                (k := self.known(x, d)) is not None and is_splat(k) and not np.asarray(k).any() for x in op.operands):
            return False
        return _contracts(op)

    def sent(self, v: Value, d: int) -> str:
        """v's name on device d as a collective sends it (`fenced`), named so while the collective's
        lowering reads it (`lower_op` gives v its own name back)."""
        self.w[d].names[v] = name = self.fenced(v, d)
        return name

    def _splat_like(self, v: Value) -> bool:
        """Whether v holds one value repeated, made on the device: a broadcast of a scalar, or
        elementwise or splat-preserving work on such values and splat constants (`jnp.where(
        x.sum() > 0, 5.0, 2.0) * ones`). iree-compile 3.13 rewrites a collective's slices and
        transfers of one (moving the broadcast across them) and then cannot place the ops ("op
        affinity ... is not compatible with the partition affinity"): `sent` fences it."""
        memo, stack = self._splats, [v]
        while stack:   # (iterative: an unrolled loop makes long elementwise chains)
            x = stack[-1]
            if x in memo:
                stack.pop()
                continue
            op = x.producer
            opdef = registry.get(op.kind) if op is not None else None
            if opdef is None or x.type.size <= 1 or len(op.results) != 1:
                memo[x] = False
            elif opdef.literal is not None or opdef.value_view == "same" and op.operands[0].type.size == 1:
                memo[x] = opdef.literal is None or is_splat(opdef.literal(op))
            elif not op.operands or not (opdef.elementwise or opdef.splat_preserving):
                memo[x] = False
            else:   # splat-like when every operand is (or is one element)
                big = [o for o in op.operands if o.type.size > 1]
                if any(memo.get(o) is False for o in big):
                    memo[x] = False
                elif all(memo.get(o) for o in big):
                    memo[x] = True
                else:
                    stack.extend(o for o in big if o not in memo)
                    continue
            stack.pop()
        return memo[v]

    def members(self, op) -> list[list[int]]:
        """The op's device groups (members in group order), each member's operand on it (`sent`)."""
        out = groups(self.mesh, op.attrs["axes"])
        for grp in out:
            for d in grp:
                self.sent(op.operands[0], d)
        return out

    # -- ops -----------------------------------------------------------------------------------------
    def lower_op(self, op):
        self._lower_op(op)
        for r in op.results:
            if r not in self._returned:
                continue
            for d in self.devices:   # (emit/argument_views.py; an argument on d: a collective can
                names = self.w[d].names   # leave a device its own piece, as it came)
                if names[r] not in self._arg_names and self.const_of(r, d) is None and views_argument(
                        r, lambda x: names.get(x) in self._arg_names):
                    names[r] = self.barrier(names[r], r.type)

    def _lower_op(self, op):
        coll = COLLECTIVE_OPS.get(op.kind)
        if coll is not None:
            if coll.kind.moves_nothing(op.attrs, self.mesh):  # a group of one: nothing moves
                x = op.operands[0]
                for d in range(self.n):
                    self.bind(op.result, d, self.name(x, d), self.const_of(x, d))
            else:
                before = list(self.received)
                x = op.operands[0]
                own = {d: self.w[d].names[x] for d in range(self.n)}
                coll.lower(self, op)
                for d, name in own.items():   # (its other uses read it as it was: `sent`)
                    self.w[d].names[x] = name
                self.transfers.append((op, [a - b for a, b in zip(self.received, before, strict=True)]))
            return
        res = op.result
        opdef = registry.get(op.kind)
        if opdef.per_device is not None:  # attributes that differ per device (halo_window)
            opdef.per_device.lower(self, op)
            return
        if opdef.regions is not None:  # control flow: one loop / case holding every device's copy
            opdef.regions.lower(self, op)
            return
        if self._shared(op.operands):
            # a device-independent constant expression (constant, iota, ops on those): emitted once,
            # every device refers to it until it is pinned where used; folded into one literal here
            # when it is small (see the module doc)
            value = self.fold(op)
            first = self.devices[0]   # (the writer whose names it takes: one per device lowered apart)
            if value is not None:
                self.values[res] = value
                if op.operands:   # (constants and iotas are emitted as they are)
                    name = self.constant(value, res.type)
                    for d in self.devices:
                        self.bind(res, d, name, is_splat(value))
                    return
            self.w[first].emit_op(op)
            if value is not None and res.type.dtype == "i1":   # a constant op's literal (`_flow_op`)
                self.literals[self.name(res, first)] = value
            splat = (is_splat(opdef.literal(op)) if opdef.literal is not None else res.type.size <= 1 or (
                     bool(op.operands) and all(self.const[first][v] for v in op.operands)
                     and (opdef.elementwise or opdef.splat_preserving)))
            for d in self.devices:
                self.bind(res, d, self.name(res, first), splat)
            return
        alike = opdef.alike_operands(op.operands[0].dtype, op.attrs) if opdef.alike_operands is not None and len(
            op.operands) > 1 and all(v is op.operands[0] for v in op.operands) else None
        for d in self.devices:
            c = self.const[d]
            if alike is not None:   # what IREE folds an op of one value to (`alike_operands`)
                x = op.operands[0]
                if self._scalar_rooted(op, d):
                    self.scalar_rooted[d].add(res)
                if alike == FORWARD:
                    self.bind(res, d, self.name(x, d), self.const_of(x, d))
                    if self.known(x, d) is not None:
                        self.dvalues[d][res] = self.known(x, d)
                else:
                    self.literal(res, d, np.full(res.type.shape, alike, dtypes.to_numpy(res.type.dtype)))
                continue
            k = opdef.forwards([self.known(v, d) for v in op.operands], op.operands, op.attrs) \
                if opdef.forwards is not None else None
            if k is not None:   # the result is operand k's value on this device: its name
                x = op.operands[k]
                if x in self.scalar_rooted[d]:
                    self.scalar_rooted[d].add(res)
                self.bind(res, d, self.name(x, d), self.const_of(x, d))
                if self.known(x, d) is not None:
                    self.dvalues[d][res] = self.known(x, d)
                continue
            if self._zero_product(res, d):   # zeros, as IREE folds it: a literal here
                self.literal(res, d, np.zeros(res.type.shape, dtypes.to_numpy(res.type.dtype)))
                continue
            if all(v in c for v in op.operands):
                value = self.fold(op, d) if any(v in self.dvalues[d] for v in op.operands) else None
                if value is not None:  # a device-dependent constant expression: device d's literal
                    self.literal(res, d, value)
                    continue
                self.w[d].emit_op(op)
                self.bind(res, d, self.name(res, d), res.type.size <= 1 or (
                    all(c[v] for v in op.operands) and (opdef.elementwise or opdef.splat_preserving)))
            else:
                self.emit_pinned(op, d)

    def literal(self, v: Value, d: int, value: np.ndarray) -> None:
        """Bind v on device d to a literal of `value` (a device-dependent constant, unpinned)."""
        t = v.type
        value = np.asarray(value).astype(dtypes.to_numpy(t.dtype), copy=False).reshape(t.shape)
        name = self.constant(value, t)
        self.dvalues[d][v] = value
        self.bind(v, d, name, is_splat(value))

    def folded(self, v: Value, d: int, value: np.ndarray) -> bool:
        """Bind v on device d to a literal of `value` if it is a splat or at most FOLD_LIMIT
        elements (see `fold`); whether it did."""
        if np.size(value) > FOLD_LIMIT and not is_splat(np.asarray(value)):
            return False
        self.literal(v, d, value)
        return True

    def known(self, v: Value, d: int) -> np.ndarray | None:
        """v's folded value on device d, if any."""
        return self.values[v] if v in self.values else self.dvalues[d].get(v)

    def fold(self, op, d: int | None = None) -> np.ndarray | None:
        """The value of a constant expression whose operands are folded literals (by the op's
        reference rule; with `d`, device d's literals count too), if it is a splat or at most
        FOLD_LIMIT elements; else None."""
        ins = [self.values.get(v) if d is None else self.known(v, d) for v in op.operands]
        if len(op.results) != 1 or any(x is None for x in ins):
            return None
        t = op.result.type
        with np.errstate(all="ignore"):
            value = np.asarray(registry.get(op.kind).reference(ins, op.attrs)[0])
        value = value.astype(dtypes.to_numpy(t.dtype), copy=False).reshape(t.shape)
        return value if value.size <= FOLD_LIMIT or is_splat(value) else None

    def emit_pinned(self, op, d: int) -> None:
        """Device d's copy of `op`, its constant operands pinned to d first, except operands the
        writer rewrites before use (gather/scatter indices): a rewrite of a constant is pinned
        after it, so no constant-only compute follows a transfer (see the module doc)."""
        w, c = self.w[d], self.const[d]
        later = set(w.rewritten_operands(op))
        for k in later:   # a constant pinned for an earlier op: the rewrite would be constant-only work
            v = op.operands[k]   # after a transfer (jnp.linalg.solve's iota, gathered, then scattered into)
            if v in self.bare[d]:
                w.names[v] = self.barrier(w.names[v], v.type)
                self.bare[d].discard(v)
        # IREE brings the operands of a contraction (dot_general, convolution) into its matmul
        # form (a lhs contracted on dim 0 is transposed): a literal pinned first would be
        # constant-only work after a transfer, which crashes iree-compile 3.13 (jax.image.resize's
        # weights); the contraction takes its device from its other operands, so the literal stays
        # unpinned. (Other ops keep theirs pinned; a sort, which writes into its operands, gets a
        # buffer of its own for each: `writes_operands`; a dynamic_update_slice's update and an
        # argument it updates that something else reads get copies: `updates_in_place`.)
        opdef = registry.get(op.kind)
        contracts = _contracts(op)
        # an op that is one of its operands where a known operand says so (a select on a constant
        # mask: `forwards`) is that operand in the slices where the mask is uniform, which IREE
        # folds once a collective slices the result: a splat operand left unpinned would then be
        # constant-only work sent to another device ("op affinity ... is not compatible with the
        # partition affinity": jnp.diagonal(x) * jnp.trace(x) on 4 devices), so it is pinned too
        pieces = opdef.forwards is not None and opdef.elementwise and any(
            (known := self.known(v, d)) is not None and not is_splat(known) for v in op.operands)
        # (and an op that would write a splat operand into a buffer the devices share: `pins_splats`)
        pieces = pieces or opdef.pins_splats
        # an op written as several (its form for IREE, or a CHLO op IREE decomposes: next_after)
        # would do constant-only work on a pinned constant after its transfer, on which
        # iree-compile 3.13 crashed (MaterializeInterfaces): such an op gets its constants fenced
        types = [v.type for v in op.operands]
        decomposed = opdef.pins_splats or (opdef.stablehlo or "").startswith("chlo.") or (
            opdef.for_iree is not None and opdef.for_iree(types, op.attrs) is not None)
        own: dict[Value, str] = {}   # a constant the op writes into: its own buffer, for this op only
        # IREE 3.13 computes what only the program's scalar inputs (and constants) give apart from
        # the devices (a dropout mask or noise from `jax.random.key(seed)`, a scalar learning rate
        # broadcast); where such an array meets device data it has no device for CPU data tiling
        # ("stream.tensor.sizeof ... illegal" at the matmul it reaches): it is pinned there
        rooted = self.scalar_rooted[d]
        if any(v in rooted for v in op.operands):
            if self._scalar_rooted(op, d):
                rooted.update(op.results)
            else:
                for v in op.operands:
                    if v in rooted and v.type.size > 1:
                        w.names[v] = self.transfer(w.names[v], v.type, d)
                        rooted.discard(v)
        for k, v in enumerate(op.operands):
            if opdef.writes_operands or opdef.updates_in_place and v not in c and (k > 0 or self._read_elsewhere(v)):
                own.setdefault(v, self.w[d].names[v])
                if v in c:
                    self.w[d].names[v] = self.fenced(v, d)
                elif opdef.writes_operands:   # (a sort's operands)
                    self.w[d].names[v] = self.own_copy(w, self.name(v, d), v.type)
                else:
                    self.w[d].names[v] = self.clone(self.name(v, d), v.type)
            elif k not in later and not (contracts and self.known(v, d) is not None):
                # (a splat an op updates in place is the device's own: every device wrote into one)
                self.pin(v, d, splats_too=pieces or opdef.updates_in_place and k == 0, fence=decomposed)
                if contracts and self.depth and self.n > 1 and v not in c:
                    # inside a loop or branch IREE 3.13 leaves a contraction's operands without a
                    # device, and its CPU data tiling then cannot size their packed layout
                    # ("stream.tensor.sizeof ... illegal"): a transfer to where they are says it
                    own.setdefault(v, w.names[v])
                    w.names[v] = self.transfer(w.names[v], v.type, d)
        # (splats too: the rewrite of one, a clamp IREE folds, plus offsets, is no splat)
        unpinned = {self.name(v, d) for k, v in enumerate(op.operands) if k in later and v in c}

        def place(original, v, own=False, written_with=()):
            # a rewritten constant operand is pinned after its rewrite; a constant of the writer's
            # own (a batching iota, window offsets) where it meets device data, i.e. unless the
            # rewrite is constant. A constant the op writes into (a scatter's base) is made from
            # the op's device data instead (`device_made`): IREE 3.13 moved it once, out of a
            # loop, and the scatters of the iterations raced on it (top-k sampling's -inf row, 4
            # devices). (Made from constant data, it would be constant-only work after a transfer:
            # a crash in MaterializeInterfaces, diffrax's checkpointed gradient.)
            pin = original not in unpinned if own else original in unpinned
            data = next((x for k, x in written_with if op.operands[k] not in c), None)
            if pin and data is not None:
                return w.device_made(v[0], v[1], data)
            return self.transfer(v[0], v[1], d) if pin else v[0]
        w.place = place
        if self.n > 1:   # a reduction's init: the device's own value (`own_init`), fenced
            w.device_init = lambda name, t: self.barrier(self.transfer(name, t, d), t)
        try:
            w.emit_op(op)
        finally:
            w.place = w.device_init = None
            w.names.update(own)

    def _read_elsewhere(self, v: Value) -> bool:
        """Is v a function argument that more than one op (or a result) reads?"""
        if self._reads is None:
            self._reads = {}
            for x in [u for op in self.g.ops for u in op.operands] + list(self.g.outputs):
                self._reads[x] = self._reads.get(x, 0) + 1
        return v in self._inputs and self._reads.get(v, 0) > 1

    def _scalar_rooted(self, op, d: int) -> bool:
        """Whether op's results on device d come from the program's scalar inputs and constants only
        (and from some scalar input: `emit_pinned`)."""
        rooted, c = self.scalar_rooted[d], self.const[d]
        return any(v in rooted for v in op.operands) and all(v in rooted or v in c for v in op.operands)

    def _shared(self, values) -> bool:
        """Are `values` unpinned constants with one name on every device (lowered now)?"""
        return all(v in self.const[d] for d in self.devices for v in values) and all(
            len({self.name(v, d) for d in self.devices}) == 1 for v in values)

    # -- runs of identical blocks (lower/repeats.py) ---------------------------------------------------
    def lower_run(self, run: Run) -> None:
        """A run's chunk lowered once into a private function IREE does not inline
        (`inlining_policy = #util.inline.never`; what each device's copy of the chunk reads from
        outside comes in as arguments, what is read after it goes out as results), then one call
        per chunk. Inputs that are the same folded literal in every chunk are written inside.

        IREE 3.13 gives a function argument one buffer lifetime from all its calls but leaves the
        calls' operands as they were ("'util.call' op function type mismatch"): a program input or
        output is external, a value made here transient. So only the chunks that read and make the
        kinds of values most of them do are calls (the first layer reads the program's input where
        the others read the layer before; the last layer of a backward pass reads the loss's
        constant seed, and its sum of a shared weight's gradients is a result); the others are
        lowered in place."""
        ops, devs = self.g.ops, range(self.n)
        inputs, outputs = set(self.g.inputs), set(self.g.outputs)

        def kinds(i: int) -> tuple[str, ...]:
            out = []
            for v in run.inputs[i]:
                before = v.producer is None or self._position[id(v.producer)] < run.start
                out.append("input" if v in inputs else "output" if v in outputs else
                           "constant" if before and any(v in c for c in self.const) else "made")
            return (*out, *("output" if v in outputs else "made" for v in run.results(ops, i)))
        seen = [kinds(i) for i in range(run.count)]
        common = max(set(seen), key=seen.count)
        called = [k == common for k in seen]
        # (IREE 3.13 makes StableHLO's unsigned types signless, but not a function's signature)
        unsigned = any(dtypes.is_unsigned(v.dtype) for v in [*run.inputs[0], *run.results(ops, 0)])
        if sum(called) < 2 or unsigned:
            for op in ops[run.start:run.stop]:
                self.lower_op(op)
            return
        c = called.index(True)
        # inputs every chunk gets as one folded literal are written inside: passed, the devices' fenced
        # copies of it are one value to IREE, whose IPO pass crashed on such an argument every call shares
        inside = [all(ins[k] in self.values and np.array_equal(self.values[ins[k]], self.values[v])
                      for ins in run.inputs) for k, v in enumerate(run.inputs[c])]
        fn, params, rets, moves = self._function(run, c, inside)
        in_types = ", ".join(str(t) for _, t in params)
        types = ", ".join(str(t) for _, t in rets)
        for i in range(run.count):
            if not called[i]:
                for op in run.chunk(ops, i):
                    self.lower_op(op)
                continue
            args = [self.fenced(v, d) for v, literal in zip(run.inputs[i], inside, strict=True) if not literal
                    for d in devs]
            base = self.fresh()
            self.lines.append(f"{base}{':' + str(len(rets)) if len(rets) > 1 else ''} = util.call {fn}"
                              f"({', '.join(args)}) : ({in_types}) -> ({types})")
            outs = iter(f"{base}#{m}" if len(rets) > 1 else base for m in range(len(rets)))
            for v in run.results(ops, i):
                for d in devs:
                    self.bind(v, d, next(outs))
            # the chunk moves what the function's chunk moved (transferred_bytes)
            chunk = run.chunk(ops, i)
            self.transfers += [(chunk[j], got) for j, got in moves]

    def _function(self, run: Run, c: int, inside: list[bool]):
        """Chunk c of `run` lowered into a private function: (its name, its parameters (name, type),
        its results (name, type), the bytes each of its collectives moved per device, by position)."""
        ops, devs = self.g.ops, range(self.n)
        first = run.inputs[c]
        # the caller's view of the chunk's inputs, which the function's own replaces while it is lowered
        tables = [*[w.names for w in self.w], *self.const, *self.dvalues, self.values]
        saved = [(table, v, table.get(v, _ABSENT)) for table in tables for v in first]
        params: list[tuple[str, TensorType]] = []
        recorded = len(self.transfers)
        with self.region(control=False) as lines:
            for v, literal in zip(first, inside, strict=True):
                if literal:
                    value = self.values[v]
                    name = self.constant(value, v.type)
                    for d in devs:
                        self.bind(v, d, name, is_splat(value))
                    continue
                self.values.pop(v, None)
                for d in devs:
                    self.const[d].pop(v, None)
                    self.dvalues[d].pop(v, None)
                    params.append((self.fresh(), v.type))
                    self.w[d].names[v] = params[-1][0]
            for op in run.chunk(ops, c):
                self.lower_op(op)
            names = {name for name, _ in params}
            rets = []
            for v in run.results(ops, c):
                for d in devs:
                    name = self.pinned(v, d)
                    rets.append((self.clone(name, v.type) if name in names else name, v.type))
        for table, v, entry in saved:   # the caller's view again
            table.pop(v, None)
            if entry is not _ABSENT:
                table[v] = entry
        # (the transfers are recorded per call)
        offset = {id(op): j for j, op in enumerate(run.chunk(ops, c))}
        moves = [(offset[id(op)], got) for op, got in self.transfers[recorded:]]
        del self.transfers[recorded:]
        fn = f"@{FUNCTION_PREFIX}{len(self.functions)}"
        types = ", ".join(str(t) for _, t in rets)
        self.functions.append(
            f"util.func private {fn}({', '.join(f'{x}: {t}' for x, t in params)}) -> ({types}) "
            f"attributes {{inlining_policy = #util.inline.never}} {{\n"
            + _indented(lines, "  ")
            + f"  util.return {', '.join(x for x, _ in rets)} : {types}\n}}")
        return fn, params, rets, moves

    # -- module ----------------------------------------------------------------------------------------
    def module(self, reflection, func_name, module_name, pretty) -> str:
        g, n = self.g, self.n
        args = []
        for i, v in enumerate(g.inputs):
            for d in range(n):
                name = f"%arg{i * n + d}"
                self.w[d].names[v] = name
                args.append(f"{name}: {v.type} {{iree.abi.affinity = {promise(d)}}}")
        arg_names = self._arg_names = {self.w[d].names[v] for v in g.inputs for d in range(n)}
        if n > 1:
            for rooted in self.scalar_rooted:
                rooted.update(v for v in g.inputs if v.type.rank == 0)
        runs = {r.start: r for r in find_runs(g.ops, g.outputs, _outlinable, _work, repeats.MIN_WORK)
                if not any(v in self.permuted for ins in r.inputs for v in ins)} if self.outline else {}
        k = 0
        while k < len(g.ops):
            if k in runs:
                self.lower_run(runs[k])
                k = runs[k].stop
            else:
                self.lower_op(g.ops[k])
                k += 1
        rets, ret_types, results = [], [], []
        written = _written_in_place(g)
        for v in g.outputs:
            for d in range(n):
                # an argument returned as it is (or as an op IREE folds to it, `alike_operands`)
                # goes out as a copy: IREE 3.13 otherwise let an op that updates the argument in
                # place (a dynamic_update_slice of it) write into the caller's array and the result;
                # so does a value an op writing its operands in place reads (a sort: IREE 3.13
                # dropped the sort's copy of it and sorted the returned value)
                name = self.pinned(v, d)
                rets.append(self.clone(name, v.type) if name in arg_names or v in written else name)
                ret_types.append(str(v.type))
                results.append(f"{v.type} {{iree.abi.affinity = {promise(d)}}}")
        attrs = f" attributes {{iree.reflection = {reflection_attr(reflection)}}}" if reflection else ""
        body = _indented(self.lines, "    ")
        functions = _indented(self.functions, "  ")
        text = (f"module @{module_name} {{\n" + functions +
                f"  func.func public @{func_name}({', '.join(args)}) -> ({', '.join(results)}){attrs} {{\n"
                + body
                + f'    "func.return"({", ".join(rets)}) : ({", ".join(ret_types)}) -> ()\n  }}\n}}\n')
        return reprint(text) if pretty else text
