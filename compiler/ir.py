"""The Graph IR: SSA values with global shapes and shardings, ops with StableHLO semantics.

Ops are plain records (kind, operands, attrs, results); everything an op *means* lives in the
rule table (`ops.registry`), so every pass walks the same small structures.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

from shardflow.runtime.errors import ShardflowError
from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding

from . import dtypes


class VerifyError(ShardflowError):
    """The graph breaks an invariant (a bug in a pass, or a malformed import)."""


#: element type of `!stablehlo.token`, which orders side effects and carries no data: a rank-0 value
#: with nothing to shard. Only modules that are printed hold one (importer `print_only`).
TOKEN = "token"


@dataclass(frozen=True)
class TensorType:
    shape: tuple[int, ...]
    dtype: str

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def is_token(self) -> bool:
        return self.dtype == TOKEN

    @property
    def nbytes(self) -> int:
        return 0 if self.is_token else self.size * dtypes.itemsize(self.dtype)

    def mlir(self) -> str:
        return "!stablehlo.token" if self.is_token else dtypes.tensor_type(self.shape, self.dtype)

    def __str__(self):
        return self.mlir()


class Value:
    """One SSA value. `sharding` is the user's (fixed) or the propagated one; None = not decided."""

    __slots__ = ("type", "sharding", "producer", "index", "name", "fixed")

    def __init__(self, type: TensorType, *, sharding: Sharding | None = None, name: str | None = None,
                 fixed: bool = False):
        self.type = type
        self.sharding = sharding
        self.producer: Op | None = None
        self.index = 0
        self.name = name
        self.fixed = fixed  # a user sharding that propagation must not change

    @property
    def shape(self) -> tuple[int, ...]:
        return self.type.shape

    @property
    def dtype(self) -> str:
        return self.type.dtype

    def __repr__(self):
        return f"Value({self.name or hex(id(self))}: {self.type})"


@dataclass(eq=False)
class Op:
    kind: str
    operands: list[Value]
    attrs: dict[str, Any]
    results: list[Value] = field(default_factory=list)
    loc: str | None = None

    @property
    def result(self) -> Value:
        return self.results[0]

    def __repr__(self):
        return f"Op({self.kind}, loc={self.loc})"


def subgraphs(op: Op) -> list["Graph"]:
    """The sub-graphs an op holds (a loop's condition and body, a case's branches), else []."""
    from .ops.registry import get
    regions = get(op.kind, op.loc).regions
    return regions.graphs(op) if regions is not None else []


@dataclass(frozen=True)
class ManualScope:
    """Where a shard_map body runs: the device mesh its collectives and partition ids refer to, and
    the axes that are manual there (its own and every enclosing body's). The body Graph's `mesh`
    holds only the other (automatic) axes: those are what its shardings may use."""

    device_mesh: Mesh
    manual_axes: tuple[str, ...]


class Graph:
    """A function: inputs, ops in a valid topological order, outputs, and its mesh (None = no group).
    A shard_map body also has its `scope` (ManualScope; None elsewhere)."""

    def __init__(self, name: str = "main", mesh: Mesh | None = None):
        self.name = name
        self.mesh = mesh
        self.inputs: list[Value] = []
        self.outputs: list[Value] = []
        self.ops: list[Op] = []
        self.input_names: list[str] = []
        self.donated: tuple[int, ...] = ()   # inputs a call takes over (JAX's donate_argnums, from an import)
        self.output_names: list[str] = []
        self.output_shardings: list[Sharding | None] = []  # user-fixed result shardings
        # propagation's: each user result sharding with its open dims (`{?}`) extended (None: no user one)
        self.output_layouts: list[Sharding | None] = []
        self.scope: ManualScope | None = None
        # Shardy's sharding groups (`sdy.sharding_group`, JAX's shard_alike): values that must end
        # with one layout; propagation ties each group as an identity would
        self.sharding_groups: dict[int, list[Value]] = {}
        # peak live bytes per device the partitioned program must fit (auto_shard sets it; the
        # partitioner then makes long-lived values again where needed: passes/remat_collectives.py)
        self.memory_budget: int | None = None
        # a module only printed may name meshes other than `mesh` (other_mesh.py): name -> mesh
        self.other_meshes: dict[str, Mesh] = {}

    def add_input(self, type: TensorType, sharding: Sharding | None = None, name: str | None = None) -> Value:
        v = Value(type, sharding=sharding, name=name or f"arg{len(self.inputs)}", fixed=sharding is not None)
        self.inputs.append(v)
        self.input_names.append(v.name)
        return v

    def add_op(self, kind: str, operands: Sequence[Value], attrs: dict | None = None,
               loc: str | None = None) -> Op:
        """Append an op; result types come from the rule table."""
        from .ops.registry import infer_types
        attrs = dict(attrs or {})
        types = infer_types(kind, [v.type for v in operands], attrs, loc)
        op = Op(kind, list(operands), attrs, loc=loc)
        for i, t in enumerate(types):
            v = Value(t)
            v.producer, v.index = op, i
            op.results.append(v)
        self.ops.append(op)
        return op

    def set_outputs(self, values: Iterable[Value], names: Iterable[str] | None = None,
                    shardings: Iterable[Sharding | None] | None = None):
        self.outputs = list(values)
        self.output_names = list(names) if names is not None else [f"out{i}" for i in range(len(self.outputs))]
        self.output_shardings = list(shardings) if shardings is not None else [None] * len(self.outputs)
        self.output_layouts = []

    def users(self) -> dict[Value, list[Op]]:
        out: dict[Value, list[Op]] = {}
        for op in self.ops:
            for v in op.operands:
                out.setdefault(v, []).append(op)
        return out

    def values(self) -> list[Value]:
        vals = list(self.inputs)
        for op in self.ops:
            vals.extend(op.results)
        return vals

    def all_values(self) -> list[Value]:
        """`values()` and those of every sub-graph (loop bodies, branches), nested ones too."""
        vals = list(self.inputs)
        for op in self.ops:
            vals.extend(op.results)
            for sub in subgraphs(op):
                vals.extend(sub.all_values())
        return vals

    def verify(self) -> None:
        """Check SSA order, types against the rule table, and shardings against the mesh."""
        from .ops.registry import infer_types
        defined = set(self.inputs)
        for op in self.ops:
            for v in op.operands:
                if v not in defined:
                    raise VerifyError(f"{op.kind} at {op.loc} uses a value defined later or elsewhere: {v!r}")
            want = infer_types(op.kind, [v.type for v in op.operands], op.attrs, op.loc)
            got = [v.type for v in op.results]
            if want != got:
                raise VerifyError(f"{op.kind} at {op.loc}: result types {got} but the rule gives {want}")
            for sub in subgraphs(op):
                sub.verify()
            defined.update(op.results)
        for v in self.outputs:
            if v not in defined:
                raise VerifyError(f"output {v!r} is not defined in the graph")
        if self.mesh is not None:
            for v in self.values():
                if v.sharding is not None:
                    v.sharding.bind(v.shape, self.mesh, allow_uneven=True, what=f"value {v.name or ''}")

    def __str__(self):
        from .printer import print_graph
        return print_graph(self)
