"""The rule table. Engines (reference, propagation, partitioning, autodiff, emitters) read only this."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Sequence

from shardflow.runtime.errors import ShardflowError


def is_float_array(a) -> bool:
    """Floating point, including ml_dtypes' bfloat16 and f8 types and the float64 of precise reference runs."""
    from .. import dtypes
    return dtypes.is_float_numpy(a.dtype)


def round_result(a, dtype):
    """A result computed in f32 (or wider) as a `dtype` array, rounded as XLA's CPU code rounds it:
    an f8 type through f16 (XLA computes f8 ops in f16), others once."""
    import numpy as np
    from .. import dtypes
    dtype = np.dtype(dtype)
    a = np.asarray(a)
    if dtype in (dtypes.NUMPY["f8E4M3FN"], dtypes.NUMPY["f8E5M2"]) and a.dtype != dtype:
        a = a.astype(np.float16)
    return a.astype(dtype)


def reducer_identity(reducer: str, dtype: str):
    """The identity of an add/max/min/mul reduction as a 0-d array of `dtype` (None for others)."""
    import numpy as np

    from shardflow.runtime import dtypes
    npd = dtypes.to_numpy(dtype)
    if reducer == "add":
        return np.zeros((), npd)
    if reducer == "mul":
        return np.ones((), npd)
    if reducer not in ("max", "min") or dtypes.is_complex(dtype):   # (complex numbers are unordered)
        return None
    if dtype == "i1":
        return np.array(reducer == "min")
    if dtypes.is_float(dtype):
        return np.array(-np.inf if reducer == "max" else np.inf).astype(npd)
    info = np.iinfo(npd)
    return np.array(info.min if reducer == "max" else info.max, npd)


def whole_or_through(operand, result, passes_through) -> tuple[list, list, list, set]:
    """Per-dim factors of a one-operand op that keeps some dims (`passes_through(d)`) and computes
    the others whole (separate, need-replication factors for operand and result, like Shardy's
    permutation factors): (operand dims, result dims, sizes, need_replication)."""
    sizes, opd, res, need = [], [], [], set()
    for d in range(operand.rank):
        sizes.append(operand.shape[d])
        opd.append([len(sizes) - 1])
        if passes_through(d):
            res.append([len(sizes) - 1])
        else:
            need.add(len(sizes) - 1)
            sizes.append(result.shape[d])
            res.append([len(sizes) - 1])
            need.add(len(sizes) - 1)
    return opd, res, sizes, need


# `OpDef.alike_operands`: the result is the operand itself
FORWARD = "forward"


@dataclass
class Window:
    """How one result dimension of an op reads its operands along that dimension (the `window` rule).

    The operands listed in `segments` are laid end to end along the dim into one virtual operand
    (concatenate: all of them; other ops: operand 0 at offset 0). `span(lo, hi)` is the interval of
    the virtual operand that result rows [lo, hi) read (it may reach outside the operands: those
    rows read as the fill). `fill` is what such rows hold: ("operand", k) an operand's scalar (pad's
    padding value), ("identity", reducer), or None (zero; rows no result reads). `localize(attrs,
    dim, lo, hi, a, b)` gives the per-device op's attributes when the operand along `dim` holds
    exactly rows [a, b) of the virtual operand and the device computes result rows [lo, hi); it
    must be the same on every device for the engine to use it (`dim` is the result's dim).
    `assembled`: the buffer already is the result (concatenate: the local op gets it as its single
    operand). `operand_dim`: the operands' dim that the result's dim reads (None: the same index;
    a convolution's input spatial dim may sit elsewhere than its output spatial dim)."""

    span: Callable[[int, int], tuple[int, int]]
    localize: Callable[[dict, int, int, int, int, int], dict]
    segments: list[tuple[int, int]] = field(default_factory=lambda: [(0, 0)])
    fill: tuple | None = None
    assembled: bool = False
    operand_dim: int | None = None


def windowed_dims(operand, result, windowed, passes_through) -> tuple[list, list, list, set, set]:
    """Per-dim factors of a one-operand op: dims that pass through share a factor; a dim with
    `windowed(d)` shares one too (size gcd of both sizes), marked need-replication and windowed;
    any other dim gets separate need-replication factors (computed whole).
    -> (operand dims, result dims, sizes, need_replication, windowed)."""
    from math import gcd
    sizes, opd, res, need, win = [], [], [], set(), set()
    for d in range(operand.rank):
        if passes_through(d):
            sizes.append(operand.shape[d])
            opd.append([len(sizes) - 1])
            res.append([len(sizes) - 1])
        elif windowed(d):
            sizes.append(gcd(operand.shape[d], result.shape[d]))
            opd.append([len(sizes) - 1])
            res.append([len(sizes) - 1])
            need.add(len(sizes) - 1)
            win.add(len(sizes) - 1)
        else:
            sizes.append(operand.shape[d])
            opd.append([len(sizes) - 1])
            sizes.append(result.shape[d])
            res.append([len(sizes) - 1])
            need.update((len(sizes) - 2, len(sizes) - 1))
    return opd, res, sizes, need, win


class OpError(ShardflowError, ValueError):
    """An op was given operands or attributes it cannot accept (shapes, dtypes, dims)."""


@dataclass
class FactorRule:
    """Shardy-style op sharding rule.

    `operands[k][d]` / `results[k][d]` list the factors (major to minor) that make up dimension d
    of operand/result k; several factors = a compound dimension (reshape). `sizes[f]` is each
    factor's size. Reduction factors appear only in operands: sharding one gives partial results.
    Need-replication factors must not be sharded (the op is computed with that dim whole).
    """

    operands: list[list[list[int]]]
    results: list[list[list[int]]]
    sizes: list[int]
    reduction: set[int] = field(default_factory=set)
    need_replication: set[int] = field(default_factory=set)
    reducer: str = "add"  # how partial results over reduction factors combine: add, max or min
    # need-replication factors that propagation still passes through (one factor shared by the
    # operand and result dims, of size gcd of theirs) and that the halo engine (passes/halo.py)
    # partitions by fetching only the rows each device lacks, with the op's `window` rule
    windowed: set[int] = field(default_factory=set)
    # factors layouts never flow through (a user's `blocked_propagation` in sdy.sharding_rule)
    blocked: set[int] = field(default_factory=set)
    # need-replication factors that Shardy's rule registry makes pass-through (a scatter's inserted
    # dims, one factor of base and result): its aggressive strategy's pass-through stage moves them
    shardy_pass_through: set[int] = field(default_factory=set)
    # factor -> the factor Shardy's rule registry has in its place (a sort's sorted dimension is one
    # factor of every operand and result there; shardflow gives the results their own, so that
    # compiling gathers the operands and never splits a result there): `as_shardy`
    shardy_alias: dict[int, int] = field(default_factory=dict)

    def as_shardy(self) -> "FactorRule":
        """The rule as Shardy's registry has it: each `shardy_alias` factor its target."""
        if not self.shardy_alias:
            return self
        alias = self.shardy_alias

        def tensors(ts):
            return [[[alias.get(f, f) for f in dim] for dim in t] for t in ts]
        return replace(self, operands=tensors(self.operands), results=tensors(self.results),
                       need_replication={alias.get(f, f) for f in self.need_replication}, shardy_alias={})

    @property
    def contracts(self) -> bool:
        """Several operands contracted over reduction factors (dot_general, convolution)."""
        return len(self.operands) > 1 and bool(self.reduction)

    def __str__(self):
        names = "ijklmnopqrstuvwxyzabcdefgh"

        def fmt(tensors):
            return ", ".join("[" + ", ".join("".join(names[f % 26] for f in d) for d in t) + "]" for t in tensors)

        sizes = ", ".join(f"{names[f % 26]}={s}" for f, s in enumerate(self.sizes))
        s = f"({fmt(self.operands)})->({fmt(self.results)}) {{{sizes}}}"
        if self.reduction:
            s += " reduction={" + ", ".join(names[f] for f in sorted(self.reduction)) + "}"
        if self.need_replication:
            s += " need_replication={" + ", ".join(names[f] for f in sorted(self.need_replication)) + "}"
        if self.windowed:
            s += " windowed={" + ", ".join(names[f] for f in sorted(self.windowed)) + "}"
        if self.blocked:
            s += " blocked_propagation={" + ", ".join(names[f] for f in sorted(self.blocked)) + "}"
        return s


@dataclass
class OpDef:
    """Everything about one op kind in one place."""

    name: str
    infer: Callable[[list, dict], list]                    # operand TensorTypes, attrs -> result TensorTypes
    reference: Callable[[list, dict], list]                # numpy operands, attrs -> numpy results
    factors: Callable[[list, list, dict], FactorRule] | None = None  # operand types, result types, attrs
    vjp: Callable | None = None                            # (builder-level) cotangent rule, see autodiff
    elementwise: bool = False
    spmd: Callable | None = None                           # collectives: per-device operands -> results
    # how a pending sum passes through the op without being finished first: "all" (linear in all
    # operands together: each must be partial over the same axes), "one" (linear in each operand:
    # exactly one may be partial), "first" (linear in operand 0 only); None: finish it first.
    # A callable (operand types, attrs) -> one of those decides per op (integer division truncates)
    partial_linear: str | Callable[[list, dict], str | None] | None = None
    # a splat operand gives a splat result (the multi-device lowering lets IREE clone such values
    # into each device instead of transferring them); elementwise ops are splat-preserving too
    splat_preserving: bool = False
    # "balanced" checkpointing keeps this op's results for the backward instead of recomputing
    # them: compute-bound (dot_general), small (reduce) or communicating (reshard)
    checkpoint_save: bool = False
    # the per-device op's attributes: (attrs, local result shape, result dims' mesh axes, global
    # result shape) -> attrs, for ops whose attributes spell out sizes or counts (None: the global
    # attributes hold on every device)
    localize: Callable | None = None
    stablehlo: str | None = None                           # StableHLO op name when it differs
    # dims the op indexes at runtime (need-replication in `factors`) that can nevertheless stay
    # split: each device computes the op masked to its own shard (passes/masked_local.py).
    # (operand types, result types, attrs) -> MaskedLocal, or None when no dim qualifies
    masked_local: Callable | None = None
    # (operand types, result type, attrs, result dim) -> Window, or None where the dim cannot be
    # windowed with these attributes: how the halo engine partitions a windowed factor. For a
    # windowed reduction factor (a windowed contraction) it is called with `operand=k` and operand
    # k's dim instead: that operand's rows play the result's
    window: Callable | None = None
    # per-device ops (their attributes differ per device, e.g. halo_window): `lower(lowering, op)`
    # for the multi-device lowering, `emit(writer, op, device_index, index_type)` -> result name for
    # per-rank StableHLO (the SPMD emitter and host-staged stages), next to `spmd` for the simulator
    per_device: Any = None
    # StableHLO import: (importer context: attrs as Python values, operands, result types, add) ->
    # result Values, for ops whose StableHLO form the importer's generic handlers do not cover
    hlo_import: Callable | None = None
    # StableHLO emission: attrs -> {attribute name: MLIR attribute text} of the generic-form op
    # (`stablehlo` names it; emit/stablehlo.py's `_Writer.generic` writes it)
    hlo_attrs: Callable[[dict], dict] | None = None
    # (op) -> whether the op writes nothing in a writer that annotates no values: its result takes
    # its operand's name (a reshape to the same type, a local value relabeled at a shard_map's edge)
    emit_alias: Callable | None = None
    # programs for IREE (emit.stablehlo.body_writer): (operand types, attrs) -> a Graph that computes
    # the op in a form IREE 3.13 compiles correctly, or None to write the op as it is
    for_iree: Callable | None = None
    # uneven shardings (passes/pad_uneven.py): (attrs, real operand types, padded operand shapes,
    # padded result shapes) -> the attributes for the padded shapes, or None when they cannot follow
    # (the op is computed at its real size)
    pad_attrs: Callable | None = None
    # ops holding sub-graphs (control flow: while, case): how each engine meets them (Regions)
    regions: Any = None
    # ops the generic engines cannot see through (a shard_map's region, the per-device partition
    # id): `partition(partitioner, op)` binds the op's local results in the per-device program,
    # `emit(writer, op)` writes its annotated StableHLO (see ops/manual.py); `propagate(op,
    # propagate)` runs once propagation has given every value a layout (the barrier becomes a reshard)
    partition: Callable | None = None
    emit: Callable | None = None
    propagate: Callable | None = None
    # an op whose nested Graphs propagation walks together with the graph holding it, tied at its
    # boundary where the two sides' layouts differ by whole axes (a shard_map: its operands and body
    # inputs, body outputs and results, the manual axes carried outside only):
    # (op) -> (graphs, [(outer value, inner value, axes only the outer value carries)])
    boundary_links: Callable | None = None
    # attrs -> whether the op acts beyond its results (a custom call with side effects), so that it
    # is never dropped as unused (None: it is not)
    effects: Callable[[dict], bool] | None = None
    # attrs -> whether MLIR counts the op as acting beyond its results (memory effects) where
    # `effects` does not: a collective, an unknown op; Shardy's passes keep such an op though nothing
    # reads it, and `shardflow-opt --propagate` prints it (passes/dead_ops.py). None: it is pure
    mlir_effects: Callable[[dict], bool] | None = None
    # which way layouts may flow through the op during propagation: attrs -> "BOTH", "FORWARD"
    # (operands to results), "BACKWARD" or "NONE" (None: both ways; Shardy's propagation_barrier)
    flows: Callable[[dict], str] | None = None
    # Shardy's op priorities (passes/propagate.py `_op_stages`): the way layouts flow through the op
    # in the first stages of propagation, with the elementwise ops ("BOTH": reshape, transpose;
    # "FORWARD": dynamic_slice, dynamic_update_slice); None: only once every op takes part
    flows_early: str | None = None
    # Shardy's op priorities under its aggressive strategy: the way layouts flow through the op in
    # every stage but the last ("BACKWARD": broadcast_in_dim); None: both ways
    flows_late: str | None = None
    # StableHLO/CHLO op names this record imports, each with its importer: fn(importer, mlir op,
    # operand Values, location) -> one Value per result of the MLIR op (importer/stablehlo.py's
    # `_Importer` is the toolkit: add, fail, result_type; importer/attrs.py reads attributes)
    imports: dict[str, Callable] = field(default_factory=dict)
    # how the op is written as StableHLO once its result is named: fn(writer, op, result name, extra attrs) appends its lines
    # (emit/stablehlo.py's `_Writer` is the toolkit); None: the generic form named `stablehlo`
    emit_result: Callable | None = None
    # operands the IREE emission rewrites with ops of its own before use (gather/scatter indices),
    # which the multi-device lowering places on the device that uses them
    rewritten_operands: tuple[int, ...] = ()
    # a partitioning of its own where it beats the generic engines (a distributed scan):
    # fn(partitioner, op, rule, assign) -> the local result (sharding set), or None to decline
    partition_local: Callable | None = None
    # a sharding constraint (the reshard): (op) -> the layout it pins its result to. Its value is its
    # operand's: the partitioner reshards the operand to the result's layout, recomputes a constant
    # through it, and JAX's @Sharding of a shard_map operand may be the constraint itself
    constrains: Callable | None = None
    # in a host-staged stage (compiler/lower/host_staged.py), ops that need the stage's device and
    # move no data (an all_slice keeps the device's own piece): fn(writer, op, mesh, device index
    # name) -> the result's name (emit/stablehlo.py's `_Writer` is the toolkit)
    stage_local: Callable | None = None
    # a literal (the constant): (op) -> its value, a NumPy array. Constant folding
    # (passes/fold_constants.py) starts from literals and leaves them be; the multi-device lowering
    # tells a splat literal by its value (other ops: by their operands)
    literal: Callable | None = None
    # the result holds operand 0's elements: "same" (rearranged: reshape, broadcast_in_dim) or
    # "converted" (to another dtype: convert); the importer sees a literal through such ops when it
    # asks whether an init value is its reducer's identity or a scatter's base is zero
    # (importer/attrs.py)
    value_view: str | None = None
    # IREE 3.13 may hold the result as a view of operand 0's buffer where it keeps operand 0's bytes
    # as they are (a reshape; a transpose, broadcast or reduction of dims of size 1; a slice of
    # everything): such a returned value is fenced (emit/argument_views.py)
    views_operand: bool = False
    # IREE 3.13 writes a splat constant operand of the op into one buffer the devices share (a
    # concatenate's constant piece: one zero-filled global, filled on the default device): the
    # multi-device lowering moves each device's own behind a barrier
    pins_splats: bool = False
    # what the tracer builds instead of the op when its second operand is a known value (power with
    # a small constant exponent: multiplies): fn(operand 0's Value, operand 1 (a NumPy array or a
    # Value), emit(kind, operand Values, attrs) -> Value) -> the result Value, or None to keep the op
    trace_rewrite: Callable | None = None
    # Shardy's constant splitting (importer/shardy_constants.py): "source" (the result is a
    # constant expression: a constant, an iota), "preserving" (a constant expression when its
    # operands are: reshape, slice; elementwise ops are too) or "expanding" (preserving, and
    # copied per use even of a non-constant scalar: broadcast_in_dim); None: none of these
    constant_role: str | None = None
    # the result is one operand's value, as far as the known operand values or the operands
    # themselves tell (a select whose predicate is one known value, or whose two branches are one
    # value; a dynamic_slice as large as its operand): (known operand values, None where unknown;
    # the operands (Values); attrs) -> that operand's index, else None. The multi-device lowering then names that operand for the result on a
    # device where its partition id decides (jnp.where(axis_index(...) == k, y, 0)): IREE would
    # fold the op away and be left with constant-only work after a transfer (see its module doc)
    forwards: Callable[[list, Sequence, dict], int | None] | None = None
    # complex values (complex<f32>, complex<f64>) pass through the op; an op without it refuses
    # complex operands and results with an OpError (`gate_complex` wraps its `infer`)
    takes_complex: bool = False
    # the result when every operand is one and the same value, as IREE folds it: (dtype, attrs) ->
    # FORWARD (the operand itself: max(x, x)), a number (the result is that constant: x - x and
    # x ^ x on integers) or None. The multi-device lowering names the operand, or binds the
    # constant (a collective then fences it, and an argument it names is returned as a copy):
    # iree-compile 3.13 failed on transfers of such folded constants ("undefined global"), and
    # updated an argument in place that min(x, x) returned
    alike_operands: Callable[[str, dict], Any] | None = None
    # IREE writes the op's results into its operands' buffers (a sort sorts in place): in the
    # multi-device module a constant operand gets a buffer of its own (multi_device.py `fenced`),
    # any other a copy (`clone`), else iree-compile refuses to write into the constant or into the
    # function argument it folds a slice of ("write affecting operations on global resources")
    writes_operands: bool = False
    # IREE writes the op's result into operand 0's buffer in place: in the multi-device module the
    # other operands get a copy of their own (multi_device.py `clone`: an update read from the
    # buffer it lands in was read after it was overwritten, `dynamic_update_slice(x, x[:2, :2],
    # (1, 1))`), and so does operand 0 when it is a function argument something else reads too
    # (IREE updated the caller's array, and a result that returned it unchanged)
    updates_in_place: bool = False
    # IREE 3.13 compiles the op wrong, or crashes, when it meets certain producers of its first
    # operand in one dispatch (a pad with interior padding folds wrong into neighbouring pads and
    # slices; the reverse or gather of a strided or cut slice fails in LLVM translation): (op) ->
    # whether the lowering reads operand 0 through an optimization barrier (lower/operand_fences.py)
    fence_operand: Callable[[Any], bool] | None = None
    # the same, for every reader of the op's result: (op) -> whether they read it through a barrier
    fence_result: Callable[[Any], bool] | None = None
    # a plain sum over mesh axes (an all_reduce with an add body): (op) -> those axes, else None;
    # a shard_map's backward folds a mean's division into it (compiler/manual.py)
    sums_over: Callable | None = None


@dataclass
class Regions:
    """What an op with sub-graphs (loop bodies, branches; kept in its attributes) tells the engines
    (ops/control.py holds the records and their docs). `graphs(op)`: its sub-graphs. `links(op)`:
    pairs of equally shaped values whose layouts propagation ties (an operand and the sub-graph
    input it becomes, a sub-graph output and the result it yields). `partition(partitioner, op)`,
    `simulate(op, per-device operands, mesh, run)`, `emit(writer, op)` (StableHLO text, regions
    written through the writer), `lower(lowering, op)` (the multi-device module): the op in each
    engine. `imports`: StableHLO op name -> `(importer, op, operands, where, env)` -> results."""

    graphs: Callable
    links: Callable
    partition: Callable
    simulate: Callable
    emit: Callable
    lower: Callable
    imports: dict = field(default_factory=dict)
    # Shardy's data flow edges: (sources, targets) whose layouts one edge ties (a loop's operand and
    # body output, to its body and condition inputs and result), which Shardy's strategies
    # propagate over as one op (a conflict between sources keeps their common prefix)
    edges: Callable | None = None


@dataclass
class MaskedLocal:
    """A runtime-indexed dim kept split (Megatron's vocab-parallel embedding, a KV cache split on
    the sequence): every device shifts the indices by its shard's offset and computes locally.

    `tensor`/`dims`: the tensor whose split is kept (an operand index, or -1 for the result) and
    which of its dims may stay split (each a single need-replication factor of the op's rule).
    `partial`: the local results are partial sums over the split axes, zero where an index falls
    in another shard (gather, dynamic_slice), finished by the partitioner's usual all-reduce or
    reduce-scatter; otherwise each device's result is its own shard of the global one (scatter_add,
    dynamic_update_slice). `build(b, operands, attrs)`: the masked local op in per-device Graph IR,
    from the local operands and the local attributes; `b` (passes/masked_local.LocalBuilder) adds
    ops and gives each split dim's local size and per-device offset."""

    tensor: int
    dims: tuple[int, ...]
    partial: bool
    build: Callable


OPS: dict[str, OpDef] = {}


def check_printed_init(kind: str, types: Sequence, n: int, what: str) -> None:
    """The operand types of an op of `n` operands (`what` names them) that, in a module only
    printed (the importer's `keep_unused`), also takes the init value it was read with: one scalar
    of its first operand's dtype."""
    if len(types) not in (n, n + 1):
        raise OpError(f"{kind} takes {n} operand{'s' if n > 1 else ''} ({what}; or {n + 1}: and its init value), "
                      f"got {len(types)}")
    if len(types) == n + 1 and (types[n].rank != 0 or types[n].dtype != types[0].dtype):
        raise OpError(f"{kind}: the init value must be a {types[0].dtype} scalar, got {types[n]}")


def printed_init_factors(operand_types: Sequence, n: int) -> list:
    """The factor lists of a printed op's init value after its `n` operands (none or one): a
    scalar of no factor."""
    return [[]] * (len(operand_types) - n)


def register(opdef: OpDef) -> OpDef:
    OPS[opdef.name] = opdef
    return opdef


def gate_complex() -> None:
    """Every registered op without `takes_complex` refuses complex values (run once every op is
    registered: ops/__init__.py)."""
    for d in OPS.values():
        if not d.takes_complex and not getattr(d.infer, "refuses_complex", False):
            d.infer = _refusing_complex(d.name, d.infer)


def _refusing_complex(name: str, infer: Callable) -> Callable:
    def checked(types, attrs):
        from .. import dtypes
        for t in types:
            if dtypes.is_complex(getattr(t, "dtype", "")):
                raise OpError(f"{name} does not take complex values ({t.dtype}); take their real and "
                              f"imaginary parts (real, imag) first")
        out = infer(types, attrs)
        for t in out:
            if dtypes.is_complex(getattr(t, "dtype", "")):
                raise OpError(f"{name} does not make complex values ({t.dtype})")
        return out
    checked.__name__, checked.__doc__ = getattr(infer, "__name__", "infer"), infer.__doc__
    checked.refuses_complex = True
    return checked


def get(kind: str, loc: str | None = None) -> OpDef:
    try:
        return OPS[kind]
    except KeyError:
        where = f" at {loc}" if loc else ""
        raise OpError(f"unknown op {kind!r}{where}; supported ops: {', '.join(sorted(OPS))}") from None


def infer_types(kind: str, types: Sequence, attrs: dict[str, Any], loc: str | None = None) -> list:
    opdef = get(kind, loc)
    try:
        return opdef.infer(list(types), attrs)
    except OpError as e:
        if loc and loc not in str(e):
            raise OpError(f"{e} (at {loc})") from None
        raise
