"""StableHLO text (plain, Shardy- or GSPMD-annotated, e.g. from JAX) -> Graph IR.

The module is parsed by MLIR itself (`iree.compiler.ir`); only the sdy custom syntax is first
rewritten to generic form (`sdy_syntax`). Then the public entry function is walked op by op,
private functions reached by `func.call` are inlined, and each op becomes a Graph op.

Sharding semantics follow JAX/Shardy:
- An argument or result annotation is a user sharding (`fixed=True`); open dims (`{?}`,
  GSPMD `unspecified_dims`) stay open in the `Sharding`.
- An argument with no annotation is *open* (sharding None, not fixed): propagation decides, as
  for a `jax.jit` argument without in_shardings. It is not silently made replicated.
- `sdy.sharding_constraint`, `sdy.reshard` and `custom_call @Sharding` become `reshard` ops whose
  result is fixed; per-op annotations (`#sdy.sharding_per_value`, `mhlo.sharding` on other ops)
  are hints: the result gets that sharding with `fixed=False`.
- The mesh comes from `mesh=` when given, else from the module's `sdy.mesh`, else (GSPMD) it is
  inferred from every `mhlo.sharding` string and `mhlo.num_partitions`. When the module states
  `mhlo.num_partitions`, its mesh must have that many devices, in both forms (an ImportError
  otherwise: a mismatch means the module was edited or exported wrongly).

`stablehlo.while` loops with a static trip count (`lax.fori_loop`/`lax.scan` with static bounds:
a counter that starts at a constant and is updated by constants) are unrolled on import: the cond
region is imported on the loop-carried values and constant-folded with the rule table's NumPy
reference; while it is true the body is imported once more, and small loop-carried values that
fold (the counter) become literals, so `dynamic_slice(ws, i)` gets constant starts. A loop whose
condition does not fold (a traced bound, `lax.while_loop`), or of more than MAX_WHILE_ITERATIONS
iterations, stays a loop: a `while` op (ops/control.py), as does every loop of a module read to be
printed as Shardy propagates it (`keep_unused`), and `stablehlo.case` and `stablehlo.if`
(a `case` op). Their regions become sub-graphs (`region`): a value a region reads from around it
becomes an input of the sub-graph and an operand of the op (a constant is copied in instead).

`stablehlo.rng_bit_generator` (JAX's `rbg`/`unsafe_rbg` PRNGs) becomes two single-result ops, the
next state and the random bits (see ops/random.py); the unused one is dropped.

`jax.shard_map` (Shardy's `sdy.manual_computation`, GSPMD's SPMDFullToShardShape / body call /
SPMDShardToFullShape) becomes one `shard_map` op with its body as a Graph, and the collectives and
partition id of its body become per-device ops (importer/shard_map.py).

Every other op is built by the rule-table record that imports it (`OpDef.imports`: constant,
reshape, dot_general, reduce, gather, scatter, sort, chlo.top_k, ...; attribute readers in
importer/attrs.py); elementwise ops without attributes need no record code. Anything else (other custom calls, tuples,
dynamic shapes, dtypes shardflow does not support) raises StableHLOImportError naming the op and
its location.
"""
from __future__ import annotations

import re
from collections import ChainMap, Counter
from collections.abc import MutableMapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from math import gcd
from typing import Iterator, Sequence

import numpy as np

from shardflow.runtime.errors import ShardflowError
from shardflow.runtime import sub_axes
from shardflow.runtime.gspmd import infer_mesh, parse_gspmd, parse_gspmd_tuple
from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding
from shardflow.runtime.sharding_text import MaximalMesh, parse_axis_list, parse_mesh, parse_sharding_per_value, \
    parse_shardy

from .. import dtypes
from ..call_sites import CallSite
from ..ir import TOKEN, Graph, TensorType, Value
from ..other_mesh import AliasMeshSharding, OtherMeshSharding
from ..ops import OPS, linalg, opaque, registry
from ..passes.dead_ops import acts_when_compiled, drop_dead_ops
from ..passes.fold_constants import fold_constant_compute
from . import ragged, shard_map, sharding_rule
from .shardy_constants import split_constants
from .attrs import attr as _attr
from .attrs import sdy_text as _sdy_text
from .sdy_syntax import CALL_OP, SdySyntaxError, to_generic
from .sharding_groups import ShardingGroups


class StableHLOImportError(ShardflowError):
    """The module cannot be imported: a parse error, or an op, type or annotation shardflow does
    not support. The message starts with `file:line:col:`."""


@dataclass(frozen=True)
class ImportInfo:
    """What the input looked like, so a tool can re-emit it in the same form."""

    annotation: str | None     # "shardy", "gspmd" or None (no sharding annotations)
    mesh_name: str = "mesh"    # the sdy.mesh symbol the module used
    module_name: str | None = None
    calls: tuple[CallSite, ...] = ()       # the entry function's calls, inlined in the graph
    functions: tuple[str, ...] = ()        # the module's functions in the order it lists them
    positions: dict = field(default_factory=dict)   # id of each op -> its index as imported
    visibility: str | None = "public"      # the entry function's sym_visibility (None: not written)
    # attributes shardflow does not read, as written (name, text), printed back by shardflow-opt:
    # the module's (mhlo.num_partitions, ...), each entry argument's and result's (jax.result_info, ...)
    module_attrs: tuple[tuple[str, str], ...] = ()
    arg_attrs: tuple[tuple[tuple[str, str], ...], ...] = ()
    result_attrs: tuple[tuple[tuple[str, str], ...], ...] = ()
    # the calls a loop body or a branch makes, kept there when printed: id(region graph) -> its own
    region_calls: dict = field(default_factory=dict)
    # every sdy.mesh the module declares, used or not, in its order: name -> Mesh
    meshes: dict = field(default_factory=dict)
    # each function's attributes shardflow does not read (name -> ((name, text), ...), by name as
    # MLIR prints them): `sdy.original_func_name`, ... printed back by shardflow-opt
    func_attrs: dict = field(default_factory=dict)


# every elementwise op of the rule table whose StableHLO form has no attributes (the records of
# those that have some, compare and convert, import that form themselves)
ELEMENTWISE = {(d.stablehlo or f"stablehlo.{k}"): k for k, d in OPS.items()
               if d.elementwise and (d.stablehlo or f"stablehlo.{k}") not in d.imports}
# StableHLO allows these on i1; the rule table spells them as logic ops.
BOOL_ALIASES = {"add": "or", "maximum": "or", "multiply": "and", "minimum": "and"}
# ops a rule-table record imports itself from the MLIR op, regions included (OpDef.imports):
# MLIR op name -> fn(importer, op, ins, where)
OP_IMPORTS = {name: fn for d in OPS.values() for name, fn in d.imports.items()} | linalg.IMPORTS
# StableHLO name -> the rule table record that imports that op itself (OpDef.hlo_import)
RECORD_IMPORTS = {(d.stablehlo or f"stablehlo.{k}"): d for k, d in OPS.items() if d.hlo_import is not None}
IDENTITY_OPS = ("stablehlo.optimization_barrier",)
# ops with regions the rule table imports itself (ops/control.py): StableHLO name -> import rule
REGION_IMPORTS = {name: rule for d in OPS.values() if d.regions is not None for name, rule in d.regions.imports.items()}

# `stablehlo.while` is unrolled on import: loops with more iterations than this are refused
MAX_WHILE_ITERATIONS = 1024
# loop-carried values of at most this many elements that fold to a constant become literals
CONST_CARRY_MAX_ELEMENTS = 64
# constant folding (the loop condition, the counters) gives up on larger intermediate values
FOLD_MAX_ELEMENTS = 1 << 16

_FILE_LOC = re.compile(r'"((?:[^"\\]|\\.)*)":(\d+):(\d+)')


def import_module(text: str, *, mesh: Mesh | None = None, source_name: str = "<input>",
                  platform_index: int | None = None) -> Graph:
    """Parse StableHLO MLIR text into a Graph (see the module docstring for the semantics).
    `platform_index`: for a module `jax.export` wrote for several platforms, which one to run (its
    position in the exporter's `platforms`); the module's choice between their lowerings is then
    made on import."""
    return import_module_info(text, mesh=mesh, source_name=source_name, platform_index=platform_index)[0]


def import_module_info(text: str, *, mesh: Mesh | None = None, source_name: str = "<input>",
                       keep_unused: bool = False, print_only: bool = False,
                       apply_constraints: bool = False, platform_index: int | None = None
                       ) -> tuple[Graph, ImportInfo]:
    """`import_module`, plus how the input was annotated (for re-emitting it in the same form).
    `keep_unused`: keep the ops nothing uses and constant compute as written (`shardflow-opt
    --propagate` then drops the dead ones as MLIR does in Shardy's passes: passes/dead_ops.py), else
    unused ops are dropped and constant compute folded. `print_only`: the module is only printed, never compiled: custom
    calls of unknown targets and other ops without regions shardflow has no rule for (ops/opaque.py),
    tokens, and shardings on further meshes (other_mesh.py) are kept, to be propagated around and
    printed, not run. `apply_constraints`: a closed sharding constraint also lays out the value it
    names, whoever else reads it (Shardy's import pipeline, which `--propagate` runs unless
    `--keep-open` asks for its propagation passes alone); else only a constraint nothing reads does."""
    from iree.compiler import ir
    try:
        generic = to_generic(text, source_name)
    except SdySyntaxError as e:
        raise StableHLOImportError(str(e)) from None
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        try:
            module = ir.Module.parse(generic)
        except ir.MLIRError as e:
            diags = [f"{_loc_text(d.location, source_name)}: error: {d.message}" for d in e.error_diagnostics]
            raise StableHLOImportError("cannot parse the module:\n" + ("\n".join(diags) or str(e))) from None
        importer = _Importer(module, mesh, source_name, keep_unused, print_only, apply_constraints)
        importer.platform_index = platform_index
        return importer.run()


def _loc_text(loc, source_name: str) -> str:
    """`file:line:col` of the innermost file location in an MLIR location (source_name for '-')."""
    m = _FILE_LOC.search(str(loc))
    if not m:
        return source_name
    name = m.group(1)
    return f"{source_name if name == '-' else name}:{m.group(2)}:{m.group(3)}"


def _ops(op) -> Iterator:
    """Every op nested in `op` (pre-order)."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                yield inner
                yield from _ops(inner)


def _dict_entries(array_attr, n: int) -> list[dict]:
    """Per-argument/result attribute dicts (arg_attrs / res_attrs) as Python dicts of attributes."""
    if array_attr is None:
        return [{} for _ in range(n)]
    out = []
    for d in array_attr:
        out.append({na.name: na.attr for na in (d[i] for i in range(len(d)))})
    return out


_SHARDINGS = ("sdy.sharding", "mhlo.sharding")


#: a func.func's attributes shardflow reads itself (the others are printed back as written)
_FUNC_READ = ("sym_name", "function_type", "arg_attrs", "res_attrs", "sym_visibility")


def _named_attrs(op) -> dict:
    """The MLIR op's attributes: name -> attribute."""
    return {a.name: a.attr for a in (op.attributes[i] for i in range(len(op.attributes)))}


def _kept_attrs(attrs: dict, read: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """The attributes of `attrs` (name -> MLIR attribute) other than those shardflow reads itself
    (`read`), as (name, text): printed back as written."""
    return tuple((name, str(a)) for name, a in attrs.items() if name not in read)


def _is_platform_index(attrs: dict) -> bool:
    """Whether the argument is the platform index of a module `jax.export` wrote for several
    platforms (its value picks the platform's lowering in every `stablehlo.case` on it)."""
    marker = attrs.get("jax.global_constant")
    return marker is not None and getattr(marker, "value", None) == "_platform_index"


def _donated(attrs: dict) -> bool:
    """Whether JAX exported the argument as donated (`jax.jit(..., donate_argnums=...)`): it then
    carries `tf.aliasing_output = <result>` or `jax.buffer_donor = true`."""
    donor = attrs.get("jax.buffer_donor")
    return "tf.aliasing_output" in attrs or (donor is not None and str(donor) == "true")


_SUB_AXIS = re.compile(r'"((?:[^"\\]|\\.)+)":\((\d+)\)(\d+)')


def _sub_axis_pieces(top) -> list[str]:
    """The sub-axes (`"x":(2)4`) the module's shardings name, as piece names."""
    return sorted({sub_axes.piece_name(a, int(p), int(n)) for a, p, n in _SUB_AXIS.findall(str(top))})


def _reshape_pieces(top, meshes: dict, written: list[str], extents: Sequence[int] = ()) -> list[str]:
    """The sub-axes Shardy creates to carry an axis through a reshape, as piece names: an axis of
    size n on a dimension made of factors f0, f1, ... (major first; a reshape's split or merged
    dims) is cut where the running product f0 * ... * fi meets it, at gcd(f0 * ... * fi, n) (an
    axis of 4 on 8 -> 2x4 becomes "a":(1)2 and "a":(2)2), or meets it after other axes of the dim
    took a part q of it, at gcd(f0 * ... * fi / q, n) (`{"b", "a"}` on a 4x4 -> 16 merge: "b"=2
    leaves 2 of the major 4 to "a"=4, which carries "a":(1)2). `extents` (the entry function's
    dimension sizes, when a one-mesh module is printed as Shardy's pipeline ends) are cut alike:
    Shardy's export keeps of an axis that does not divide such a dimension the sub-axis that does.
    A cut is made only where it nests with the module's own sub-axes and the other cuts (and for
    axes of one size in every mesh)."""
    sizes: dict[str, set[int]] = {}
    for m in meshes.values():
        for name, n in getattr(m, "axes", ()):
            sizes.setdefault(name, set()).add(n)
    axes = {name: next(iter(ns)) for name, ns in sizes.items() if len(ns) == 1 and next(iter(ns)) > 1}
    cuts = {name: {1, n} for name, n in axes.items()}
    taken: dict[str, set[int]] = {name: set() for name in axes}  # what the other axes of its mesh may take
    for m in meshes.values():
        named = [name for name, _ in getattr(m, "axes", ())]
        for name in named:
            if name in taken:
                taken[name] |= _subset_products([m.axis_size(o) for o in named if o != name])
    for piece in written:
        parent, pre, size = sub_axes.split(piece)
        if parent in cuts:
            cuts[parent] |= {pre, pre * size}
    out = []

    def cut(running: int) -> None:
        for name, n in axes.items():
            for q in sorted(taken[name]):
                c = gcd(running // q, n) if running % q == 0 else 1
                if 1 < c < n and c not in cuts[name] and all(c % k == 0 or k % c == 0 for k in cuts[name]):
                    cuts[name].add(c)
                    out.append(sub_axes.piece_name(name, 1, c))
    for extent in extents:
        cut(extent)
    for op in _ops(top):
        if op.operation.name != "stablehlo.reshape":
            continue
        src, dst = op.operands[0].type, op.results[0].type
        if not (src.has_static_shape and dst.has_static_shape):
            continue
        t_src, t_dst = TensorType(tuple(src.shape), "f32"), TensorType(tuple(dst.shape), "f32")
        rule = registry.get("reshape").factors([t_src], [t_dst], {"shape": t_dst.shape})
        for fs in rule.operands[0] + rule.results[0]:
            running = 1
            for f in fs[:-1]:
                running *= rule.sizes[f]
                cut(running)
    return out


def _subset_products(sizes: list[int]) -> set[int]:
    """Every product of a subset of `sizes` (1 for the empty one)."""
    out = {1}
    for n in sizes:
        out |= {p * n for p in out}
    return out


_MESH_REF = re.compile(r"<@([A-Za-z_][\w.$-]*)\s*,")


def _referenced_meshes(top) -> dict[str, int]:
    """The sdy.mesh symbols the module's shardings name, in first-use order, with their use counts."""
    return dict(Counter(_MESH_REF.findall(str(top))))


def _py_attr(attr):
    """An MLIR attribute as a Python value: ints, bools, floats, strings; int/bool arrays as tuples;
    dense elements as a NumPy array; anything else as its text."""
    from iree.compiler import ir
    if isinstance(attr, (ir.BoolAttr, ir.IntegerAttr, ir.FloatAttr, ir.StringAttr)):
        return attr.value
    if isinstance(attr, (ir.DenseI64ArrayAttr, ir.DenseI32ArrayAttr, ir.DenseBoolArrayAttr)):
        return tuple(attr)
    if isinstance(attr, ir.DenseElementsAttr):
        return np.array(attr)
    return str(attr)


class ImportContext:
    """What a record's `hlo_import` sees of one StableHLO op: its attributes as Python values
    (`_py_attr`), its imported operands, its result types, and `add` to build Graph ops at its
    location (a ShardflowError raised there gets the op's location)."""

    def __init__(self, importer, op, operands: list[Value], where: str):
        self.attrs = {op.attributes[i].name: _py_attr(op.attributes[i].attr) for i in range(len(op.attributes))}
        self.operands = operands
        self.results = [importer.tensor_type(r.type, where, f"result {k} of {op.operation.name}")
                        for k, r in enumerate(op.results)]
        self.where = where
        self._importer = importer
        self.printing = importer.keep_unused   # printed as Shardy propagates it: keep the op as written

    def add(self, kind: str, operands: list[Value], attrs: dict | None = None) -> Value:
        return self._importer.add(kind, operands, attrs, self.where)


#: the custom calls of JAX's host callbacks (jax.debug.print / debug.callback, pure_callback, io_callback)
HOST_CALLBACKS = frozenset({"xla_python_cpu_callback", "xla_ffi_python_cpu_callback", "xla_python_gpu_callback",
                            "xla_ffi_python_gpu_callback", "xla_ffi_partitioned_python_cpu_callback",
                            "xla_ffi_partitioned_python_gpu_callback"})


class DroppedCallbackWarning(UserWarning):
    """A host callback that returns nothing (jax.debug.print, jax.debug.callback) was left out."""


#: why a custom call JAX exports cannot be compiled, where the target name alone does not say
_CUSTOM_CALL_WHY = {
    "CustomSPMDPartitioning": "; it is JAX's custom_partitioning, whose partitioner is Python run at "
                              "compile time (export the function it wraps instead)",
}


class _Importer:
    def __init__(self, module, mesh: Mesh | None, source_name: str, keep_unused: bool = False,
                 print_only: bool = False, apply_constraints: bool = False):
        self.module, self.user_mesh, self.source = module, mesh, source_name
        self.keep_unused = keep_unused
        self.apply_constraints = apply_constraints
        self.platform_index: int | None = None   # jax.export's platform index argument, bound to it
        self.platform_index_of: Value | None = None   # (the constant it became)
        self.print_only = print_only
        self.meshes: dict[str, Mesh] = {}
        self.other_meshes: dict[str, Mesh] = {}  # printed only: meshes other than the partitioning one
        self.alias_meshes: dict[str, Mesh] = {}  # printed only: the module's mesh by other names, axis-less ones
        self.mesh: Mesh | None = mesh
        self.mesh_name = "mesh"
        self.graph: Graph | None = None
        self.top: Graph | None = None        # the entry function's graph
        self.funcs: dict[str, object] = {}
        self.call_stack: list[str] = []
        self.parsed: list = []   # modules the importer parsed itself (ragged.py): kept while their ops are read
        self.sites: list[CallSite] = []      # the calls being inlined into the entry graph, outermost first
        self.calls: list[CallSite] = []      # the entry function's own calls
        # printed as Shardy propagates it (keep_unused), the calls in a loop body or a branch are kept
        # too: id(region graph) -> (the graph, its own calls)
        self.region_calls: dict[int, tuple[Graph, list[CallSite]]] = {}
        self.entry_attrs: tuple[tuple, tuple] = ((), ())   # ImportInfo.arg_attrs, result_attrs
        self.call_args_apart = False         # callee arguments as values of their own (CallSite.args)
        self.pieces: list[str] = []  # Shardy sub-axes the module names (piece names, sub_axes.py)
        self.folded: dict[Value, np.ndarray | None] = {}  # constant folding memo (None: not constant)
        self.groups = ShardingGroups()       # sdy.sharding_group members, for the entry graph
        self.manual_owner: Graph | None = None  # the sdy.manual_computation body being read, if any
        self.body_edges: dict[Graph, set[int]] = {}  # body -> its arguments read with sdy.data_flow_edge

    # -- errors and locations ----------------------------------------------------------------------
    def loc(self, op) -> str:
        return _loc_text(op.location, self.source)

    def fail(self, where: str, message: str) -> StableHLOImportError:
        return StableHLOImportError(f"{where}: {message}")

    @contextmanager
    def at(self, where: str):
        """Re-raise shardflow errors (bad sharding, op rule refusals) with the op's location."""
        try:
            yield
        except StableHLOImportError:
            raise
        except ShardflowError as e:
            raise self.fail(where, str(e)) from None

    def tensor_type(self, t, where: str, what: str) -> TensorType:
        from iree.compiler import ir
        if str(t) == "!stablehlo.token":
            if not self.print_only:
                raise self.fail(where, f"unsupported type {t} for {what}: a token orders side effects (host "
                                       "callbacks, infeed/outfeed), which shardflow cannot compile; "
                                       "shardflow-opt can still print the module's propagated shardings")
            return TensorType((), TOKEN)
        if not isinstance(t, ir.RankedTensorType):
            raise self.fail(where, f"unsupported type {t} for {what}: only ranked tensors are supported")
        if not t.has_static_shape:
            raise self.fail(where, f"unsupported dynamic shape {t} for {what}: only static shapes are supported (a "
                                   f"jax.export with symbolic dimensions, export.symbolic_shape, is shape-polymorphic: "
                                   f"export it with concrete sizes)")
        et = str(t.element_type)
        if et not in dtypes.ALL:
            raise self.fail(where, f"unsupported element type {et} in {t} for {what}; "
                                   f"supported: {', '.join(dtypes.ALL)}")
        return TensorType(tuple(t.shape), et)

    # -- module level ------------------------------------------------------------------------------
    def run(self) -> tuple[Graph, ImportInfo]:
        top = self.module.operation
        annotation = self.scan_annotations(top)
        # as Shardy's propagation pipeline, whose calls become named computations: a callee's
        # argument is an edge of its own, which the callee's uses lay out too
        self.call_args_apart = self.keep_unused and self.apply_constraints and annotation != "gspmd"
        # as Shardy's propagation passes on their own (--keep-open): a call is an op without a rule,
        # its callee laid out from within (by its own argument shardings), its results from their
        # uses; only sdy.func_data_flow_edges carry layouts across (op_sdy_func_data_flow_edge)
        self.calls_opaque = self.keep_unused and not self.apply_constraints
        for op in self.module.body.operations:
            name = op.operation.name
            if name == "sdy.mesh":
                self.read_mesh(op)
            elif name == "func.func":
                self.funcs[op.attributes["sym_name"].value] = op
        entry = self.entry()
        pieces = _sub_axis_pieces(top)
        given = {} if self.user_mesh is None else {None: self.user_mesh}
        meshes_with_axes = [m for m in self.meshes.values() if getattr(m, "axes", ())]
        extents = sorted({n for t in [*entry.type.inputs, *entry.type.results] if hasattr(t, "shape")
                          and t.has_static_shape for n in t.shape}) \
            if self.print_only and self.apply_constraints and len(meshes_with_axes) <= 1 else []
        pieces += _reshape_pieces(top, {**self.meshes, **given}, pieces, extents)
        if pieces:  # Shardy sub-axes: split the mesh axes they cut (runtime/sub_axes.py)
            with self.at(self.source):
                self.meshes = {n: m if isinstance(m, MaximalMesh) else sub_axes.refine(m, pieces)
                               for n, m in self.meshes.items()}
                if self.user_mesh is not None:  # a given mesh (--mesh) is cut where the module's is
                    self.user_mesh = self.mesh = sub_axes.refine(self.user_mesh, pieces)
        self.pieces = pieces
        if self.mesh is None:
            self.mesh = self.module_mesh(annotation)
        else:
            self.check_user_mesh(annotation)
        sym = _attr(top, "sym_name")
        self.graph = self.top = Graph(entry.attributes["sym_name"].value, self.mesh)
        self.top.other_meshes = dict(self.other_meshes)
        self.import_entry(entry)
        self.top.other_meshes.update(self.alias_meshes)
        self.top.sharding_groups = self.groups.unified()
        positions = {id(op): i for i, op in enumerate(self.graph.ops)}
        region_calls = {key: sites for key, (g, sites) in self.region_calls.items() if sites}
        for g, sites in self.region_calls.values():
            if sites:   # (the calls a region makes begin at their op's index in it)
                positions.update({id(op): i for i, op in enumerate(g.ops)})
        if self.keep_unused and self.apply_constraints and annotation != "gspmd":
            # as Shardy's import pipeline: a copy of each constant expression per use (its propagation
            # pipeline gives each its own layout), every constant an sdy.constant
            split_constants(self.top, self.calls, positions, region_calls)
        info = ImportInfo(annotation, self.mesh_name, sym.value if sym is not None else None, tuple(self.calls),
                          tuple(self.funcs), positions,
                          _attr(entry, "sym_visibility").value if _attr(entry, "sym_visibility") is not None else None,
                          _kept_attrs(_named_attrs(top), ("sym_name",)),
                          self.entry_attrs[0], self.entry_attrs[1], region_calls, dict(self.meshes),
                          {name: tuple(sorted(_kept_attrs(_named_attrs(f), _FUNC_READ)))
                           for name, f in self.funcs.items()})
        self.graph.mesh = self.mesh  # an inline mesh (#sdy.sharding<mesh<[...]>, ...>) may have set it
        if not self.keep_unused:
            fold_constant_compute(self.graph)  # constant tables as literals, not compute to split
            drop_dead_ops(self.graph, acts_when_compiled)
        with self.at(self.source):
            self.graph.verify()
        return self.graph, info

    def scan_annotations(self, top) -> str | None:
        """'shardy', 'gspmd' or None; a module may not mix the two."""
        sdy = gspmd = None
        for op in _ops(top):
            name = op.operation.name
            keys = set(op.attributes[i].name for i in range(len(op.attributes)))
            for key in ("arg_attrs", "res_attrs"):
                if key in keys:
                    for d in op.attributes[key]:
                        keys |= {d[i].name for i in range(len(d))}
            if name.startswith("sdy.") or "sdy.sharding" in keys:
                sdy = sdy or op
            if "mhlo.sharding" in keys:
                gspmd = gspmd or op
        if sdy is not None and gspmd is not None:
            raise self.fail(self.loc(gspmd), "the module mixes Shardy (sdy) and GSPMD (mhlo.sharding) "
                                             "annotations; export it with one partitioner")
        return "shardy" if sdy is not None else "gspmd" if gspmd is not None else None

    def read_mesh(self, op):
        where = self.loc(op)
        name = op.attributes["sym_name"].value if "sym_name" in op.attributes else None
        attr = _attr(op, "mesh")
        if name is None or attr is None:
            raise self.fail(where, "sdy.mesh needs a symbol name and a mesh")
        with self.at(where):
            self.meshes[name] = parse_mesh(_sdy_text(attr))

    def module_mesh(self, annotation: str | None) -> Mesh | None:
        if annotation == "shardy":
            # Only the meshes the shardings name matter: modules (Shardy's own tests, libraries that
            # declare a mesh per layer kind) often declare meshes nothing uses, and an axis-less
            # mesh only ever holds replicated shardings.
            real = {n: m for n, m in self.meshes.items() if not isinstance(m, MaximalMesh) and m.axes}
            uses = _referenced_meshes(self.module.operation)
            used = {n: real[n] for n in uses if n in real}
            pool = used or real
            distinct = set(pool.values())
            if self.print_only:
                # printed only: partitioned over the mesh named most (first use breaks ties), the
                # shardings on other meshes and on single-device ones kept as written (other_mesh.py)
                self.other_meshes = {n: self.meshes[n] for n in uses
                                     if isinstance(self.meshes.get(n), MaximalMesh)}
                if len(distinct) > 1:
                    main = max(dict.fromkeys(pool.values()),
                               key=lambda m: sum(c for n, c in uses.items() if pool.get(n) == m))
                    self.other_meshes.update((n, m) for n, m in pool.items() if m != main)
                    pool = {n: m for n, m in pool.items() if m == main}
                    distinct = {main}
            if len(distinct) > 1:
                listed = ", ".join(f"@{n} = {m}" for n, m in pool.items())
                what = "module's shardings use" if used else "module declares"
                raise self.fail(self.source, f"the {what} several different meshes ({listed}); "
                                             f"shardflow partitions a module over one mesh: export it with "
                                             f"one mesh, or give the shardings the same mesh (shardflow-opt "
                                             f"without --partition or --lower prints it)")
            if pool:
                self.mesh_name = next(iter(pool))
                mesh = next(iter(distinct))
                parts = _attr(self.module.operation, "mhlo.num_partitions")
                if parts is not None and int(parts.value) != mesh.size:   # as a GSPMD module's strings are checked
                    raise self.fail(self.source, f"the module's mesh @{self.mesh_name} = {mesh} has {mesh.size} "
                                                 f"devices but its mhlo.num_partitions is {int(parts.value)}; "
                                                 f"export it again, or fix one of the two")
                return mesh
            return None
        if annotation == "gspmd":
            strings = [op.attributes["mhlo.sharding"].value for op in _ops(self.module.operation)
                       if "mhlo.sharding" in op.attributes]
            for f in self.funcs.values():
                for key in ("arg_attrs", "res_attrs"):
                    for d in _dict_entries(_attr(f, key), 0):
                        if "mhlo.sharding" in d:
                            strings.append(d["mhlo.sharding"].value)
            parts = _attr(self.module.operation, "mhlo.num_partitions")
            if parts is None:
                raise self.fail(self.source, "the module has mhlo.sharding annotations but no "
                                             "mhlo.num_partitions; pass the mesh (--mesh AXIS=N,...)")
            strings += shard_map.group_strings(self.module.operation, int(parts.value))  # body collectives
            try:
                return infer_mesh(strings, int(parts.value))
            except ShardflowError as e:
                raise self.fail(self.source, f"cannot infer the device mesh: {e}") from None
        return None

    def check_user_mesh(self, annotation: str | None):
        """A given mesh replaces the module's (e.g. to name GSPMD axes) but must match its size."""
        if annotation == "shardy":
            declared = self.module_mesh(annotation)
            size = declared.size if declared is not None else None
        else:
            parts = _attr(self.module.operation, "mhlo.num_partitions")
            size = int(parts.value) if annotation == "gspmd" and parts is not None else None
        if size is not None and size != self.mesh.size:
            raise self.fail(self.source, f"the given mesh {self.mesh} has {self.mesh.size} devices but the module "
                                         f"is annotated for {size}")

    def entry(self):
        public = [n for n, f in self.funcs.items()
                  if "sym_visibility" not in f.attributes or f.attributes["sym_visibility"].value == "public"]
        if "main" in public:
            return self.funcs["main"]
        if len(public) == 1:
            return self.funcs[public[0]]
        raise self.fail(self.source, f"cannot find the entry function: expected a public @main or exactly "
                                     f"one public function, found {['@' + n for n in public] or 'none'}")

    # -- shardings ---------------------------------------------------------------------------------
    def bind(self, s: Sharding, t: TensorType, where: str, mesh: Mesh | None = None) -> Sharding:
        mesh = mesh or self.mesh
        shard_map.check_scoped(self, s, where)  # inside a shard_map body: automatic axes only
        with self.at(where):
            return s.bind(t.shape, mesh, allow_uneven=True, what=f"value of type {t}")

    def sdy_sharding(self, mesh_ref, s: Sharding, t: TensorType, where: str) -> Sharding:
        if isinstance(mesh_ref, Mesh):
            mesh = mesh_ref
        elif mesh_ref not in self.meshes and self.user_mesh is None:
            raise self.fail(where, f"sharding refers to an unknown mesh @{mesh_ref}; declare it with sdy.mesh")
        else:
            mesh = self.meshes.get(mesh_ref, self.user_mesh)
        if not isinstance(mesh, MaximalMesh) and len(s.dims) != t.rank:  # a maximal one is `[]`
            text = s.to_shardy(mesh_ref if isinstance(mesh_ref, str) else "mesh")
            raise self.fail(where, f"sharding {text} has {len(s.dims)} dimension entries for a value of type {t} "
                                   f"(rank {t.rank}); a Shardy sharding gives one {{...}} per dimension")
        if mesh_ref in self.other_meshes:  # kept as written (a maximal one is `[]`), once checked
            bound = self.bind(s, t, where, mesh)
            return OtherMeshSharding.of(s if isinstance(mesh, MaximalMesh) else bound, mesh_ref, mesh)
        if isinstance(mesh, MaximalMesh):
            raise self.fail(where, f"a single-device (maximal) sharding on mesh @{mesh_ref} {mesh} is not "
                                   f"supported when a module is partitioned (shardflow-opt without --partition "
                                   f"or --lower prints it)")
        if self.print_only and isinstance(mesh_ref, str) and mesh_ref != self.mesh_name and self.mesh is not None \
                and (not mesh.axes or mesh == self.mesh) and self.user_mesh is None:
            # the module's mesh under another name, or one without axes: printed back under its name
            # while propagation leaves it as written (other_mesh.py)
            self.alias_meshes[mesh_ref] = mesh
            with self.at(where):
                s = sub_axes.expanded(s, self.mesh)
            return AliasMeshSharding.of(self.bind(s, t, where, self.mesh), mesh_ref)
        if not mesh.axes and self.mesh is not None:  # an axis-less mesh: replicated on the module's mesh
            mesh = self.mesh
        if isinstance(mesh_ref, Mesh) and self.pieces:
            with self.at(where):
                mesh = sub_axes.refine(mesh, self.pieces)
        with self.at(where):
            s = sub_axes.expanded(s, mesh)
        if self.user_mesh is not None:
            mesh = self.user_mesh
        elif self.mesh is None:
            self.mesh = mesh
        elif mesh != self.mesh:
            raise self.fail(where, f"sharding uses mesh {mesh} but the module's mesh is {self.mesh}; "
                                   f"shardflow supports one mesh per module")
        return self.bind(s, t, where, mesh)

    def annotation(self, attrs: dict, t: TensorType, where: str) -> Sharding | None:
        """An argument/result `sdy.sharding` or `mhlo.sharding`, bound to the mesh."""
        if "sdy.sharding" in attrs:
            with self.at(where):
                mesh_ref, s = parse_shardy(_sdy_text(attrs["sdy.sharding"]))
            return self.sdy_sharding(mesh_ref, s, t, where)
        if "mhlo.sharding" in attrs:
            return self.gspmd(attrs["mhlo.sharding"].value, t, where)
        return None

    def gspmd(self, text: str, t: TensorType, where: str) -> Sharding:
        if self.graph is not None and self.graph.scope is not None:  # (partially) manual strings in a body
            return self.bind(shard_map.scoped_gspmd(self, text, t, where), t, where)
        with self.at(where):
            return self.bind(parse_gspmd(text, self.mesh, t.rank), t, where)

    def hints(self, op, values: list[Value], where: str):
        """Per-op sharding annotations: Shardy's are user shardings of the results (open dims
        extendable), GSPMD's hints (fixed=False)."""
        fresh = [v for v in values if v.producer is not None and v.sharding is None and not v.fixed]
        if len(fresh) != len(values) or not values:
            return
        if "sdy.sharding" in op.attributes:
            with self.at(where):
                entries = parse_sharding_per_value(_sdy_text(op.attributes["sdy.sharding"]))
            if len(entries) != len(values):
                raise self.fail(where, f"#sdy.sharding_per_value has {len(entries)} entries for "
                                       f"{len(values)} results")
            for v, (mesh_ref, s) in zip(values, entries):
                # as in Shardy, a sharding written on an op is the user's: closed dims stay as
                # written, open ones ({?}) are extended by propagation
                v.sharding, v.fixed = self.sdy_sharding(mesh_ref, s, v.type, where), True
        elif "mhlo.sharding" in op.attributes and not _SHARD_AS.match(op.attributes["mhlo.sharding"].value):
            text = op.attributes["mhlo.sharding"].value
            if self.graph.scope is not None and len(values) == 1:  # in a shard_map body: manual strings
                values[0].sharding = self.gspmd(text, values[0].type, where)
                return
            with self.at(where):
                shardings = parse_gspmd_tuple(text, self.mesh, [v.type.rank for v in values])
            for v, s in zip(values, shardings):
                v.sharding = self.bind(s, v.type, where)

    # -- functions ---------------------------------------------------------------------------------
    def import_entry(self, func):
        g = self.graph
        where = self.loc(func)
        block = func.regions[0].blocks[0]
        ftype = func.attributes["function_type"].value
        arg_attrs = _dict_entries(_attr(func, "arg_attrs"), len(block.arguments))
        res_attrs = _dict_entries(_attr(func, "res_attrs"), len(ftype.results))
        self.entry_attrs = (tuple(_kept_attrs(d, _SHARDINGS) for d in arg_attrs),
                            tuple(_kept_attrs(d, _SHARDINGS) for d in res_attrs))
        args, bound = [], set()
        for i, (a, attrs) in enumerate(zip(block.arguments, arg_attrs)):
            t = self.tensor_type(a.type, where, f"argument {i} of @{g.name}")
            # (printed as read, with no index given, or as Shardy propagates it: kept as written)
            if _is_platform_index(attrs) and not self.keep_unused \
                    and (self.platform_index is not None or not self.print_only):
                args.append(self.platform_index_value(t, i, where))
                bound.add(i)
                continue
            s = self.annotation(attrs, t, where)
            args.append(g.add_input(t, s))
            if _donated(attrs):
                g.donated += (len(g.inputs) - 1,)
        if self.platform_index is not None and not any(_is_platform_index(a) for a in arg_attrs):
            raise self.fail(where, f"a platform index ({self.platform_index}) was given, but @{g.name} has no "
                                   f"platform index argument: only a module jax.export wrote for several "
                                   f"platforms takes one; drop --platform-index")
        if bound:
            self.entry_attrs = (tuple(a for i, a in enumerate(self.entry_attrs[0]) if i not in bound),
                                self.entry_attrs[1])
        outs = self.inline(block, args)
        shard_map.check_placeholders(self, outs, f"the return of @{g.name}", where)
        names, shardings = [], []
        for i, (v, attrs) in enumerate(zip(outs, res_attrs)):
            info = attrs.get("jax.result_info")
            names.append(info.value if info is not None and hasattr(info, "value") else f"out{i}")
            shardings.append(self.annotation(attrs, v.type, where))
        g.set_outputs(outs, names, shardings)

    def platform_index_value(self, t: TensorType, i: int, where: str) -> Value:
        """jax.export's platform index (an entry argument `jax.global_constant = "_platform_index"`
        of a module exported for several platforms) as the constant `platform_index`: the module's
        cases on it then keep only that platform's lowering."""
        name = self.graph.name
        if self.platform_index is None:
            raise self.fail(where, f"argument {i} of @{name} is jax.export's platform index: the module was "
                                   f"exported for several platforms (jax.export(..., platforms=[...])) and "
                                   f"chooses between their lowerings by it; say which to run with "
                                   f"--platform-index K (Python: platform_index=K), K its position in that "
                                   f"list (0 for the first), or export for one platform")
        if t != TensorType((), "i32"):
            raise self.fail(where, f"argument {i} of @{name} is marked as jax.export's platform index but "
                                   f"is {t}, not tensor<i32>")
        if isinstance(self.platform_index, bool) or not isinstance(self.platform_index, int) \
                or self.platform_index < 0:
            raise self.fail(where, f"the platform index must be a non-negative int (the position of the "
                                   f"platform to run in jax.export's platforms), got {self.platform_index!r}")
        self.platform_index_of = self.add("constant", [], {"value": np.array(self.platform_index, np.int32)}, where)
        return self.platform_index_of

    def inline(self, block, args: list[Value], outer: dict | None = None) -> list[Value]:
        """Import the ops of `block` with its arguments bound to `args`; returns the returned values.
        `outer` maps values defined around a nested region (a while's cond/body) to imported ones."""
        inner = dict(zip(block.arguments, args))
        env = ChainMap(inner, outer) if outer is not None else inner
        for op in block.operations:
            name = op.operation.name
            where = self.loc(op)
            operands = [self.lookup(env, v, name, where) for v in op.operands]
            if name in ("func.return", "stablehlo.return", "sdy.return"):
                return operands
            if name in ("func.call", CALL_OP):
                results = self.call(op, operands, where)
            elif name == "stablehlo.composite":
                results = self.composite(op, operands, where)
                self.hints(op, results, where)
            elif name in REGION_IMPORTS:
                results = REGION_IMPORTS[name](self, op, operands, where, env)
                self.hints(op, results, where)
            else:
                self.check_sharding_rule(op, name, where)
                with self.at(where):
                    results = self.convert(op, name, operands, where)
                self.hints(op, results, where)
            if len(results) != len(op.results):
                raise self.fail(where, f"internal error: {name} gave {len(results)} results, "
                                       f"expected {len(op.results)}")
            for r, v in zip(op.results, results):
                want = self.tensor_type(r.type, where, f"the result of {name}")
                if v.type != want:
                    raise self.fail(where, f"internal error: {name} imported as {v.type}, the module says {want}")
                env[r] = v
        raise self.fail(self.source, "a function body does not end in func.return")

    def check_sharding_rule(self, op, name: str, where: str) -> None:
        """A user's `sdy.sharding_rule` on an op other than a custom call (which propagates by it,
        `opaque_op`) is read only to refuse a malformed one: shardflow knows the op's own rule."""
        if "sdy.sharding_rule" not in op.attributes or name == "stablehlo.custom_call":
            return
        shapes = [[tuple(v.type.shape) if hasattr(v.type, "shape") else () for v in vs]
                  for vs in (op.operands, op.results)]
        sharding_rule.parse(str(op.attributes["sdy.sharding_rule"]), shapes[0], shapes[1],
                            lambda m: self.fail(where, f"{name}: {m}"))

    def lookup(self, env, v, user: str, where: str) -> Value:
        """The imported value of operand `v`; a value from around a region that is isolated from
        above (an sdy.manual_computation's body) is refused with its name."""
        try:
            return env[v]
        except KeyError:
            try:
                text = v.get_name()
            except Exception:  # older bindings: the value's defining text
                text = str(v)
            raise self.fail(where, f"{user} uses {text}, which is defined outside the region it is in; the body of "
                                   f"an sdy.manual_computation (like a function's) may use only its own arguments: "
                                   f"pass the value in as an operand") from None

    def composite(self, op, operands: list[Value], where: str) -> list[Value]:
        """`stablehlo.composite`: an op (jax.export writes CHLO's top_k, ragged_dot, ... so) computed
        by its decomposition function, which is inlined; printed (`print_only`) as read, with that
        function, layouts stopping at it as at a call Shardy has no rule for."""
        what = f"stablehlo.composite {op.attributes['name']}" if "name" in op.attributes else "stablehlo.composite"
        decomposition = op.attributes["decomposition"].value if "decomposition" in op.attributes else None
        if decomposition not in self.funcs:
            raise self.fail(where, f"{what}: its decomposition @{decomposition} is not a function of the module")
        if self.print_only:
            return self.opaque_op(op, operands, where, called=(decomposition,))
        if decomposition in self.call_stack:
            raise self.fail(where, f"{what}: recursive decomposition @{decomposition} is not supported")
        self.call_stack.append(decomposition)
        try:
            return self.inline(self.funcs[decomposition].regions[0].blocks[0], operands)
        finally:
            self.call_stack.pop()

    def call(self, op, operands: list[Value], where: str) -> list[Value]:
        if shard_map.is_region_call(op, operands):  # a GSPMD shard_map's body
            return shard_map.region_call(self, op, operands, where)
        callee = op.attributes["callee"].value
        if callee not in self.funcs:
            raise self.fail(where, f"func.call to unknown function @{callee}")
        if callee in self.call_stack:
            raise self.fail(where, f"recursive call to @{callee} is not supported")
        site = None
        own = self.calls if self.graph is self.top else self.region_calls.get(id(self.graph), (None, None))[1]
        if own is not None:   # (else, as when compiling, calls in a loop body or a branch stay inlined there)
            site = CallSite(callee, list(operands), len(self.graph.ops))
            (self.sites[-1].calls if self.sites else own).append(site)
            self.sites.append(site)
        self.call_stack.append(callee)
        opaque = site is not None and self.calls_opaque
        if site is not None and (self.call_args_apart or opaque):
            site.args = [self.stand_in(v, None, where, cut=opaque) for v in operands]
        # the shardings written on the callee's signature: read (a malformed one is refused
        # wherever it is), used where a call is what Shardy's passes alone see
        signature = self.callee_signature(self.funcs[callee], [v.type for v in operands])
        if opaque:
            site.opaque, site.written_results = True, signature[1]
            for v, s in zip(site.args, signature[0], strict=True):
                if s is not None:
                    v.sharding, v.fixed = s, True
        try:
            results = self.inline(self.funcs[callee].regions[0].blocks[0], site.args if site else operands)
        finally:
            self.call_stack.pop()
            if site is not None:
                self.sites.pop()
        if site is not None:
            made = {id(op) for op in self.graph.ops[site.start:]}
            # a value the callee returns without making it (an argument passed through, an outer
            # value) gets a result of its own, so the call's result prints apart from that value
            if self.keep_unused:
                results = [r if not opaque and r.producer is not None and id(r.producer) in made
                           else self.stand_in(r, None, where, cut=opaque) for r in results]
            site.results = list(results)
            site.made = {id(op) for op in self.graph.ops[site.start:]}
        return results

    def callee_signature(self, func, arg_types: list[TensorType]) -> tuple[list, list]:
        """The shardings written on a called function's arguments and results (None where none
        is), bound to the mesh: under Shardy's passes alone (`calls_opaque`) the user layouts of the
        values standing for its arguments, and its results' printed as they are (those passes lay
        out only the entry function's results)."""
        where = self.loc(func)
        name = func.attributes["sym_name"].value
        ftype = func.attributes["function_type"].value
        args = [self.annotation(attrs, t, where)
                for attrs, t in zip(_dict_entries(_attr(func, "arg_attrs"), len(arg_types)), arg_types, strict=True)]
        results = [self.annotation(attrs, self.tensor_type(t, where, f"result {k} of @{name}"), where)
                   for k, (attrs, t) in enumerate(zip(_dict_entries(_attr(func, "res_attrs"), len(ftype.results)),
                                                      ftype.results, strict=True))]
        return args, results

    def region(self, block, types: list[TensorType], env, name: str,
               order: list[int] | None = None) -> tuple[Graph, list[Value], dict[Value, Value]]:
        """Import `block` as a sub-graph (a loop body, a branch; see ops/control.py): its arguments are
        inputs of `types`, created in `order` (argument order[i] is input i); a value it reads from
        around it becomes one more input (`captured`: outer value -> input; a constant is copied in
        instead, except when printed as Shardy propagates it, `keep_unused`: the loop or case then
        prints it read from around, see ops/control.py). Returns (graph, the values the block returns, captured); the caller sets the
        graph's outputs."""
        order = list(range(len(types))) if order is None else order
        sub = Graph(name, self.graph.mesh)
        sub.scope = self.graph.scope   # (in a shard_map body, its loops and branches are per device too)
        ins = [sub.add_input(types[k]) for k in order]
        args = [ins[order.index(k)] for k in range(len(types))]
        captured: dict[Value, Value] = {}
        if self.keep_unused:
            self.region_calls[id(sub)] = (sub, [])
        saved, self.graph = self.graph, sub
        saved_sites, self.sites = self.sites, []   # a call in the region is the region's own
        try:
            out = self.inline(block, args, _Capture(env, sub, captured, copy_constants=not self.keep_unused))
        finally:
            self.graph, self.sites = saved, saved_sites
        return sub, out, captured

    # -- while loops: unrolled --------------------------------------------------------------------
    def while_loop(self, op, operands: list[Value], where: str, env: dict) -> list[Value] | None:
        """`stablehlo.while` with a static trip count, unrolled: the cond region is imported on the
        carried values into a scratch graph and constant-folded; while it folds to true the body is
        imported once more on the carried values. Small carried values that fold (the counter)
        become constants each iteration. The body may use any supported op, func.call, sharding
        constraints and nested loops. None when the condition does not fold or the loop runs more
        than MAX_WHILE_ITERATIONS iterations (it stays a loop; copies made so far are dead code)."""
        if self.keep_unused:  # printed as Shardy propagates it: the loop stays a loop
            return None
        cond, body = (r.blocks[0] for r in op.regions)
        n = len(operands)
        if len(cond.arguments) != n or len(body.arguments) != n:
            raise self.fail(where, f"stablehlo.while with {n} operands has cond/body regions with "
                                   f"{len(cond.arguments)}/{len(body.arguments)} arguments")
        carried = [self.constant_carry(v) for v in operands]
        for i in range(MAX_WHILE_ITERATIONS + 1):
            go = self.loop_condition(cond, carried, env, where)
            if go is None or (go and i == MAX_WHILE_ITERATIONS):
                return None
            if not go:
                return carried
            out = self.inline(body, carried, env)
            if len(out) != n:
                raise self.fail(where, f"the body of stablehlo.while returns {len(out)} values for {n} operands")
            carried = [self.constant_carry(v) for v in out]
        raise AssertionError("unreachable")

    def loop_condition(self, cond, carried: list[Value], env: dict, where: str) -> bool | None:
        """The loop condition on `carried`, folded to a constant (None when it does not fold)."""
        saved = self.graph
        self.graph = Graph("while_cond", saved.mesh)  # the cond's ops never enter the module's graph
        self.graph.scope = saved.scope
        try:
            out = self.inline(cond, carried, env)
        finally:
            self.graph = saved
        if len(out) != 1 or out[0].type != TensorType((), "i1"):
            raise self.fail(where, "the cond region of stablehlo.while must return one tensor<i1>")
        value = self.fold(out[0])
        return None if value is None else bool(np.asarray(value))

    def constant_carry(self, v: Value) -> Value:
        """v, or a constant op with its value when v is small, computed only from constants and
        not a sharding constraint (a loop counter: `dynamic_slice(ws, i)` then has constant starts)."""
        op = v.producer
        if op is None or OPS[op.kind].literal is not None or v.fixed or v.type.size > CONST_CARRY_MAX_ELEMENTS:
            return v
        value = self.fold(v)
        if value is None:
            return v
        c = self.add("constant", [], {"value": value}, op.loc)
        c.sharding = v.sharding
        self.folded[c] = value
        return c

    def fold(self, v: Value) -> np.ndarray | None:
        """v's value when it is computed from constants only (the rule table's NumPy reference,
        memoized), else None."""
        memo = self.folded
        stack = [v]
        while stack:
            x = stack[-1]
            if x in memo:
                stack.pop()
                continue
            op = x.producer
            if op is None:
                memo[x] = None
                stack.pop()
                continue
            pending = [o for o in op.operands if o not in memo]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            ins = [memo[o] for o in op.operands]
            outs = None
            if (all(a is not None for a in ins) and all(r.type.size <= FOLD_MAX_ELEMENTS for r in op.results)
                    and registry.get(op.kind).regions is None):  # (a loop is not run at import)
                try:
                    with np.errstate(all="ignore"):
                        outs = registry.get(op.kind).reference(ins, op.attrs)
                except Exception:  # noqa: BLE001 - not foldable here; the op itself is checked elsewhere
                    outs = None
            for k, r in enumerate(op.results):
                memo[r] = None if outs is None else np.asarray(outs[k]).astype(dtypes.to_numpy(r.dtype), copy=False)
        return memo[v]

    # -- ops -------------------------------------------------------------------------------------
    def add(self, kind: str, operands: list[Value], attrs: dict | None, where: str) -> Value:
        shard_map.check_placeholders(self, operands, f"{kind} at {where}", where)
        return self.graph.add_op(kind, operands, attrs, loc=where).result

    def result_type(self, op, where: str) -> TensorType:
        return self.tensor_type(op.results[0].type, where, f"the result of {op.operation.name}")

    def convert(self, op, name: str, ins: list[Value], where: str) -> list[Value]:
        if name in ELEMENTWISE:
            kind = ELEMENTWISE[name]
            if ins and ins[-1].dtype == "i1" and kind in BOOL_ALIASES:
                kind = BOOL_ALIASES[kind]
            # power with a small constant exponent: multiplies etc., as the builder makes them (printed
            # as Shardy propagates it, `keep_unused`: the op as written)
            rewrite = None if self.keep_unused else OPS[kind].trace_rewrite
            if rewrite is not None:
                out = rewrite(ins[0], ins[1], lambda k, operands, attrs: self.add(k, operands, attrs, where))
                if out is not None:
                    return [out]
            return [self.add(kind, ins, None, where)]
        if name in IDENTITY_OPS:  # printed back where the module is printed as Shardy propagates it
            return self.opaque_op(op, ins, where) if self.print_only and self.keep_unused else list(ins)
        if name == "sdy.sharding_group":
            group_id = _attr(op, "group_id")
            if len(ins) != 1 or group_id is None or not hasattr(group_id, "value") \
                    or not isinstance(group_id.value, int):
                raise self.fail(where, "sdy.sharding_group needs one operand and an integer group_id, as in "
                                       "`sdy.sharding_group %0 group_id=0 : tensor<8xf32>`")
            group_id = int(group_id.value)
            self.groups.add(group_id, ins[0], self.manual_owner, lambda message: self.fail(where, message))
            if self.print_only:  # printed back where it stands, renumbered as Shardy's import renumbers
                self.opaque_op(op, ins, where)
                self.graph.ops[-1].attrs[PIPELINE_DROPS] = True  # remove-sharding-groups
                self.groups.print_op(group_id, self.graph.ops[-1], self.graph)
            return []
        if name in shard_map.HANDLERS:  # shard_map regions and the per-device ops of their bodies
            return shard_map.HANDLERS[name](self, op, ins, where)
        if name in OP_IMPORTS:
            return OP_IMPORTS[name](self, op, ins, where)
        record = RECORD_IMPORTS.get(name)
        if record is not None:  # the op's record imports it (ops/<op>.py `hlo_import`)
            return record.hlo_import(ImportContext(self, op, ins, where))
        handler = getattr(self, "op_" + name.replace(".", "_"), None)
        if handler is None and self.print_only and not len(op.regions):
            return self.opaque_op(op, ins, where)
        if handler is None:
            raise self.fail(where, f"unsupported op '{name}'" + _unsupported_hint(name))
        made = handler(op, ins, where)
        return made if isinstance(made, list) else [made]

    def opaque_op(self, op, ins: list[Value], where: str, target: str | None = None,
                  called: tuple[str, ...] = ()) -> list[Value]:
        """An op (a custom call of `target`) kept for printing only (ops/opaque.py), its attributes
        as MLIR text; the functions it names (`called_computations`, or `called`) printed with it."""
        name = op.operation.name
        what = opaque.describe(name, target)
        types = [self.tensor_type(r.type, where, f"result {k} of {what}") for k, r in enumerate(op.results)]
        # shardings are its results' (importer `hints`); one with no results keeps its as written
        # (JAX's host callbacks carry a single-device sharding)
        skip = {"call_target_name"} | ({"mhlo.sharding", "sdy.sharding"} if len(op.results) else set())
        mlir_attrs = {a: str(op.attributes[a]) for a in op.attributes if a not in skip}
        shard_map.check_placeholders(self, ins, f"{what} at {where}", where)
        rule = None
        if "sdy.sharding_rule" in mlir_attrs:  # the user's rule, as Shardy propagates by it
            rule = sharding_rule.parse(mlir_attrs["sdy.sharding_rule"], [v.shape for v in ins],
                                       [t.shape for t in types], lambda m: self.fail(where, f"{what}: {m}"))
        # the functions it names (a comparator, a body) are printed with it, as written
        names = [f.value for f in op.attributes["called_computations"]] if "called_computations" in op.attributes \
            else list(called)
        called = tuple((f, str(self.funcs[f])) for f in names if f in self.funcs)
        made = self.graph.add_op(opaque.KIND, ins, {"name": name, "target": target, "result_types": types,
                                                    "mlir_attrs": mlir_attrs, "sharding_rule": rule,
                                                    "called": called}, loc=where)
        return list(made.results)

    def host_callback(self, op, target: str, where: str) -> list[Value]:
        """A host callback's Python function lives in the JAX process that lowered the module: one whose
        results nothing needs (jax.debug.print, jax.debug.callback) is left out, with a warning; one
        returning values (pure_callback, io_callback) cannot be computed."""
        if len(op.results) == 0:
            import warnings
            warnings.warn(f"{where}: left out custom_call @{target} (jax.debug.print or jax.debug.callback): its "
                          f"Python function runs only in the JAX process that lowered the module; the program's "
                          f"results do not depend on it", DroppedCallbackWarning, stacklevel=2)
            return []
        raise self.fail(where, f"custom_call @{target} is a Python host callback (jax.pure_callback or "
                               f"io_callback) returning {len(op.results)} value(s): its function runs only in the "
                               f"JAX process that lowered the module, so shardflow cannot compute it; write it with "
                               f"jax.numpy / lax ops instead")

    def op_stablehlo_custom_call(self, op, ins, where):
        target = op.attributes["call_target_name"].value
        manual = shard_map.custom_call(self, op, target, ins, where)  # GSPMD's shard_map boundary
        if manual is not None:
            return manual
        if target == "ApproxTopK" and not self.print_only:
            from ..ops.sort import approx_top_k_import
            return approx_top_k_import(self, op, ins, where)
        if target == ragged.TARGET and not self.print_only:
            return ragged.ragged_all_to_all(self, op, ins, where)
        if not self.print_only:
            solved = linalg.lapack_custom_call(self, op, target, ins, where)
            if solved is not None:
                return solved
            if target in HOST_CALLBACKS:
                return self.host_callback(op, target, where)
        if target != "Sharding":
            if self.print_only:
                return self.opaque_op(op, ins, where, target)
            why = _CUSTOM_CALL_WHY.get(target, "")
            if linalg.OTHER_LAPACK.match(target):
                why = ("; it is a solver routine JAX's lowerings call (LAPACK on CPU, cuSOLVER / hipSOLVER on GPUs: "
                       "eigendecomposition, SVD, pivoted QR, ...), which shardflow does not compute (it computes "
                       "Cholesky, triangular solves, LU and QR)")
            raise self.fail(where, f"unsupported custom_call @{target}{why}; only @Sharding (a GSPMD sharding "
                                   f"constraint), @ApproxTopK (jax.lax.approx_max_k) and shard_map's "
                                   f"@SPMDFullToShardShape / @SPMDShardToFullShape are compiled, besides the "
                                   f"LAPACK calls of Cholesky, triangular solves, LU and QR (shardflow-opt prints a "
                                   f"module with other custom calls, without compiling it)")
        if len(ins) != 1 or "mhlo.sharding" not in op.attributes:
            raise self.fail(where, "custom_call @Sharding needs one operand and an mhlo.sharding attribute")
        x = ins[0]
        group = _SHARD_AS.match(op.attributes["mhlo.sharding"].value)
        if group:  # GSPMD's form of shard_alike: a sharding group (`shard_like` too, a weaker hint)
            self.groups.add(int(group.group(1)), x, self.manual_owner, lambda message: self.fail(where, message))
            return [x]
        s = self.gspmd(op.attributes["mhlo.sharding"].value, x.type, where)
        config = _attr(op, "backend_config")
        m = re.search(r"unspecified_dims=\[([\d,\s]*)\]", config.value if hasattr(config, "value") else "")
        if m:
            open_dims = {int(d) for d in m.group(1).split(",") if d.strip()}
            s = Sharding(s.dims, s.partial, open_dims=open_dims)
        return self.reshard(x, s, where)

    def op_sdy_sharding_constraint(self, op, ins, where):
        if len(ins) != 1 or "sharding" not in op.attributes:
            raise self.fail(where, f"{op.operation.name} needs one operand and a sharding, as in "
                                   f"`{op.operation.name} %0 <@mesh, [{{\"a\"}}]> : tensor<8xf32>`")
        x = ins[0]
        with self.at(where):
            mesh_ref, s = parse_shardy(_sdy_text(op.attributes["sharding"]))
        s = self.sdy_sharding(mesh_ref, s, x.type, where)
        constraint = op.operation.name == "sdy.sharding_constraint"  # not a reshard
        unread = constraint and not list(op.results[0].uses)
        # A constraint's layout becomes the layout of the value it names, not only of its copy:
        # a closed one's whoever else reads the value (`apply_constraints`: Shardy's import pipeline,
        # as GSPMD does), else one nothing reads (it would be dropped as dead). Never when the value
        # has a layout, or another constraint or manual computation names it otherwise.
        if constraint and (self.apply_constraints or unread):
            self.lay_out_named(x, s, op.operands[0], closed_only=not unread)
        v = self.reshard(x, s, where)
        if unread and self.keep_unused:  # kept for propagation; the pipeline's end drops it as dead
            v.producer.attrs[PIPELINE_DROPS] = True
        return v

    def lay_out_named(self, x: Value, s: Sharding, named, closed_only: bool = True) -> None:
        """Give `x` the layout `s` a sharding constraint or a manual computation's in_sharding names
        it by (`named`: the MLIR value), as Shardy's import pipeline does (sdy-apply-sharding-
        constraints): only a closed one (`closed_only`), never when `x` has a layout or another
        constraint or manual computation names it otherwise."""
        if (s.open_dims and closed_only) or x.sharding is not None or x.fixed:
            return
        if _named_alike(named):
            x.sharding, x.fixed = s, True

    def op_sdy_reshard(self, op, ins, where):
        return self.written_as(self.op_sdy_sharding_constraint(op, ins, where), "sdy.reshard")

    def op_sdy_all_reduce(self, op, ins, where):
        """Shardy's all-reduce of a value's unreduced (partial) axes: in the global view a reshard to
        its out_sharding (the sum the pending axes owe is taken); printed back as read."""
        if len(ins) != 1 or "out_sharding" not in op.attributes or "reduction_axes" not in op.attributes:
            raise self.fail(where, "sdy.all_reduce needs one operand, its reduction axes and an out_sharding, as in "
                                   "`sdy.all_reduce {\"a\"} %0 out_sharding=<@mesh, [{}]> : tensor<8xf32>`")
        x = ins[0]
        with self.at(where):
            mesh_ref, s = parse_shardy(_sdy_text(op.attributes["out_sharding"]))
            axes = parse_axis_list(_sdy_text(op.attributes["reduction_axes"]))
        s = self.sdy_sharding(mesh_ref, s, x.type, where)
        mesh = self.meshes.get(mesh_ref, self.user_mesh) if isinstance(mesh_ref, str) else mesh_ref
        known = set(mesh.names) if mesh is not None else set()
        taken = set(s.used_axes) | set(s.replicated_axes)
        for a in axes:
            if a.split(":")[0] not in known:
                raise self.fail(where, f"sdy.all_reduce reduces over axis \"{a}\", which the mesh "
                                       f"{mesh} does not have")
            if a in taken:
                raise self.fail(where, f"sdy.all_reduce reduces over axis \"{a}\", which its out_sharding "
                                       f"splits a dimension over or replicates; reduce over other axes")
        if len(set(axes)) != len(axes):
            raise self.fail(where, f"sdy.all_reduce names a reduction axis twice: {axes}")
        v = self.reshard(x, s, where)
        if self.keep_unused:
            v.producer.attrs["reduction_axes"] = tuple(axes)
        return self.written_as(v, "sdy.all_reduce")

    def op_sdy_constant(self, op, ins, where):
        """Shardy's constant: a literal that is never deduplicated, imported as stablehlo.constant."""
        return self.written_as(OP_IMPORTS["stablehlo.constant"](self, op, ins, where)[0], "sdy.constant")

    def written_as(self, v: Value, name: str, operands: int | None = None) -> Value:
        """`v`, whose op prints back as the op `name` it was read from where the module is printed as
        Shardy propagates it (`keep_unused`; the op's record, or the generic writer, reads
        attrs["written_as"]); `operands`: that op reads only the first so many of `v`'s op's
        operands (chlo.square x, held as x * x)."""
        if self.keep_unused and v.producer is not None:
            v.producer.attrs["written_as"] = name
            if operands is not None:
                v.producer.attrs["written_operands"] = operands
        return v

    def op_sdy_data_flow_edge(self, op, ins, where):
        """Shardy's marker on a region op's data flow (while/case results, call arguments): the value
        itself; a sharding written on it is a hint for the value it marks."""
        x = ins[0]
        if "sharding" in op.attributes and x.sharding is None and not x.fixed and x.producer is not None:
            with self.at(where):
                mesh_ref, s = parse_shardy(_sdy_text(op.attributes["sharding"]))
            x.sharding, x.fixed = self.sdy_sharding(mesh_ref, s, x.type, where), True
        if self.keep_unused and op.operation.name == "sdy.data_flow_edge":
            if x.producer is not None and (OPS[x.producer.kind].regions is not None or opaque.is_barrier(x.producer)
                                           or x.producer.kind == shard_map.KIND):
                # printed back after the loop, case, barrier or manual computation
                x.producer.attrs.setdefault("data_flow_edges", set()).add(x.index)
                if x.producer.kind == shard_map.KIND and "sharding" in op.attributes:
                    with self.at(where):
                        mesh_ref, s = parse_shardy(_sdy_text(op.attributes["sharding"]))
                    edge = self.sdy_sharding(mesh_ref, s, x.type, where)
                    if isinstance(edge, OtherMeshSharding):
                        raise self.fail(where, f"the sdy.data_flow_edge of a sdy.manual_computation result is on "
                                               f"mesh @{edge.mesh_name}, but the manual computation is on "
                                               f"@{self.mesh_name}; give the edge the computation's mesh")
                    x.sharding = shard_map.with_edge_axes(x.sharding, edge)
            elif self.manual_owner is self.graph and any(v is x for v in self.graph.inputs):
                # a manual computation's body argument: printed back at the body's start
                self.body_edges.setdefault(self.graph, set()).add(self.graph.inputs.index(x))
        return x

    def op_sdy_func_data_flow_edge(self, op, ins, where):
        """Shardy's marker on a kept call's data flow (a callee's argument, a call's result). Where
        the module is printed as Shardy propagates it (`keep_unused`) it stays a value of its own,
        as in Shardy (a callee's argument takes the layouts of the callee's uses, not only the
        caller's), and prints back as the edge; the call site notes it: its layout is the edge's."""
        x = self.op_sdy_data_flow_edge(op, ins, where)
        if not self.keep_unused or self.graph is not self.top:
            return x
        marked = op.operands[0].maybe_downcast()
        if hasattr(marked, "arg_number") and self.sites and any(v is x for v in self.sites[-1].args):
            self.sites[-1].arg_edges.add(marked.arg_number)
            _join(x)
        elif hasattr(marked, "result_number"):
            sites = self.sites[-1].calls if self.sites else \
                self.calls if self.graph is self.top else self.region_calls.get(id(self.graph), (None, []))[1]
            site = next((c for c in reversed(sites) if any(v is x for v in c.results)), None)
            if site is None:
                return x
            site.result_edges.add(marked.result_number)
            _join(x)
        else:
            return x
        return self.stand_in(x, "sdy.func_data_flow_edge", where)

    def stand_in(self, x: Value, printed_as: str | None, where: str, cut: bool = False) -> Value:
        """A value of its own standing for `x` (an identity op), printed as `printed_as` (None:
        not printed, its uses read `x`): keeps apart in print what shardflow's inlined calls merge;
        `cut`: no layout flows between the two (an opaque call's side, `calls_opaque`)."""
        return self.add("optimization_barrier", [x], {"stands_for": printed_as, **({"cut": True} if cut else {})},
                        where)

    def reshard(self, x: Value, s: Sharding, where: str, implicit: bool = False) -> Value:
        """A constraint of `x` to `s`; `implicit`: one the next op's own sharding implies (a shard_map's
        in_sharding), which Shardy output does not write as an op of its own."""
        v = self.add("reshard", [x], {"sharding": s, "implicit": True} if implicit else {"sharding": s}, where)
        v.sharding, v.fixed = s, True
        return v


def _join(v: Value) -> None:
    """Let layouts flow through the stand-in that makes `v` again (an opaque call's argument or
    result read by a data flow edge: the edge carries them across the call)."""
    if v.producer is not None:
        v.producer.attrs.pop("cut", None)


def _named_alike(value) -> bool:
    """Whether every sdy.sharding_constraint and sdy.manual_computation reading the MLIR `value`
    names it by one sharding (an unreadable one counts as another: its own import reports it)."""
    named = set()
    for use in value.uses:
        owner = use.owner.operation if hasattr(use.owner, "operation") else use.owner
        try:
            if owner.name == "sdy.sharding_constraint":
                named.add(parse_shardy(_sdy_text(owner.attributes["sharding"])))
            elif owner.name == "sdy.manual_computation":
                named.add(parse_sharding_per_value(_sdy_text(owner.attributes["in_shardings"]))[use.operand_number])
        except (ShardflowError, IndexError, KeyError):
            return False
    return len(named) <= 1


#: the attr of an op kept only while a printed module propagates: Shardy's pipeline ends without it
#: (a sharding group; a constraint the input left unread)
PIPELINE_DROPS = "pipeline_drops"


#: GSPMD's sharding group (JAX's shard_alike): `{unknown shard_as 0}` on a custom_call @Sharding
_SHARD_AS = re.compile(r"^\{unknown shard_(?:as|like) (\d+)\}$")


def _unsupported_hint(name: str) -> str:
    if name.startswith("sdy."):
        return ": sdy ops other than mesh, sharding_constraint, reshard, sharding_group, constant, " \
               "data_flow_edge, func_data_flow_edge, propagation_barrier and manual_computation are not supported"
    ops = sorted({d.stablehlo or f"stablehlo.{k}" for k, d in OPS.items()
                  if d.spmd is None and d.regions is None and d.constrains is None and not d.imports
                  and k != "scatter_add"} | set(ELEMENTWISE) | set(REGION_IMPORTS) | set(OP_IMPORTS))
    return "; supported: " + ", ".join(ops) + ", custom_call @Sharding, sdy.sharding_constraint"


class _Capture(MutableMapping):
    """The environment of a region imported as a sub-graph (`_Importer.region`): a value defined
    around it becomes an input of the sub-graph on first use (a constant is copied in, unless
    printed as read: `copy_constants` False, then it is read from around like any value)."""

    def __init__(self, outer, graph: Graph, captured: dict, copy_constants: bool = True):
        self.outer, self.graph, self.captured, self.copy_constants = outer, graph, captured, copy_constants
        self.copies: dict[Value, Value] = {}

    def __getitem__(self, key):
        v = self.outer[key]
        op = v.producer
        if self.copy_constants and op is not None and OPS[op.kind].literal is not None:
            if v not in self.copies:
                self.copies[v] = self.graph.add_op(op.kind, [], dict(op.attrs), loc=op.loc).result
            return self.copies[v]
        if v not in self.captured:
            self.captured[v] = self.graph.add_input(v.type)
        return self.captured[v]

    def __setitem__(self, key, value):
        raise KeyError("a region's values are defined in its own scope")

    def __delitem__(self, key):
        raise KeyError(key)

    def __iter__(self):
        return iter(self.outer)

    def __len__(self):
        return len(self.outer)
