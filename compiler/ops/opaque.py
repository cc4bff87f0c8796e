"""An op shardflow cannot compute, kept so that `shardflow-opt` can print what propagation gives
around it, as Shardy does: a `stablehlo.custom_call @target` of a target it does not know, or an op
without regions it has no rule for (`stablehlo.after_all`, `send`, `recv`, `outfeed`, ...).

Shardy gives such a call no sharding rule: layouts stop at it (each dimension is a factor of its
own that needs replication). The targets Shardy knows to be pointwise (memory placement and layout
hints, elementwise helpers: POINTWISE) share each dimension's layout between their operands and
results. The importer makes one only for a module that is printed, never for one that is compiled
(importer/stablehlo.py `print_only`): evaluating or partitioning it is an OpError naming the call.
A call with a `sdy.sharding_rule` (JAX's custom_partitioning exports one) propagates by that rule;
`ApproxTopK` (jax.lax.approx_max_k, compiled as a sort: ops/sort.py) by the rule jaxlib's Shardy
gives it (SIZE_MATCHED).
Attributes: `name` (the op's), `target` (a custom call's, else None), `result_types`, `mlir_attrs`
(its other attributes as MLIR text, printed back), `sharding_rule` (the user's FactorRule or None),
`called` ((name, text) of each function its `called_computations` names, printed once after the
entry function as the module wrote it).
"""
from __future__ import annotations

from .elementwise import pointwise_factors
from .registry import FactorRule, OpDef, OpError, register

KIND = "opaque_call"

#: targets Shardy's rule registry propagates through pointwise (op_sharding_rule_registry.cc)
POINTWISE = frozenset({
    "annotate_device_placement", "Cholesky", "CompactWyHelper", "InspectSharding",
    "InvertDiagBlocksLowerTriangular", "InvertDiagBlocksUpperTriangular", "LayoutConstraint", "mhlo.erf",
    "MoveToDevice", "MoveToHost", "X64SplitHigh", "X64SplitLow", "xla.megascale.provide_metadata",
    "_SPMDInternalOp_MultiPad", "_SPMDInternalOp_RotateRight", "_SPMDInternalOp_MultiRotate",
    "_SPMDInternalOp_MultiSlice", "_SPMDInternalOp_Wrap",
})


#: targets whose first half of operands and results share a factor per dimension where their sizes
#: match, each other dimension a factor of its own (jaxlib's rule for ApproxTopK: its init values,
#: the second half, are scalars)
SIZE_MATCHED = frozenset({"ApproxTopK"})


#: ops the importer drops as identities when compiling, printed back by --propagate: layouts pass
#: from each operand to its result (Shardy's data flow edges)
BARRIERS = frozenset({"stablehlo.optimization_barrier"})


def is_barrier(op) -> bool:
    return op.kind == KIND and op.attrs["name"] in BARRIERS


def describe(name: str, target: str | None) -> str:
    """How errors name the op: `custom_call @target`, or its op name."""
    return f"custom_call @{target}" if target is not None else f"'{name}'"


def _cannot(attrs, what: str) -> OpError:
    return OpError(f"{describe(attrs['name'], attrs['target'])} cannot be {what}: shardflow does not know what "
                   f"it computes (it is only printed by shardflow-opt); replace it with ops shardflow supports "
                   f"to run the program")


def _infer(types, attrs):
    return list(attrs["result_types"])


def _reference(xs, attrs):
    raise _cannot(attrs, "evaluated")


def _own_factors(types) -> tuple[list[list[list[int]]], list[int]]:
    """A factor of its own for every dimension of every tensor: (factors per tensor, sizes)."""
    sizes, tensors = [], []
    for t in types:
        tensors.append([[len(sizes) + d] for d in range(t.rank)])
        sizes.extend(t.shape)
    return tensors, sizes


def _factors(operand_types, result_types, attrs) -> FactorRule:
    if attrs.get("sharding_rule") is not None:  # the user's sdy.sharding_rule (importer/sharding_rule.py)
        return attrs["sharding_rule"]
    if attrs["target"] is None and attrs["name"] in LINEAR_ALGEBRA:
        rule = _linear_algebra(attrs["name"], operand_types, result_types, attrs["mlir_attrs"])
        if rule is not None:
            return rule
    types = list(operand_types) + list(result_types)
    if attrs["name"] in BARRIERS:  # operand k is result k
        tensors, sizes = _own_factors(operand_types)
        return FactorRule(tensors, [[list(d) for d in t] for t in tensors], sizes)
    if attrs["target"] in POINTWISE and result_types and all(t.shape == result_types[0].shape for t in types):
        return pointwise_factors(operand_types, result_types, attrs)
    if attrs["target"] in SIZE_MATCHED:
        return _size_matched(operand_types[:len(result_types)], operand_types[len(result_types):], result_types)
    return _no_rule(operand_types, result_types)


#: StableHLO's linear algebra ops, printed as read (compiling writes them out: ops/linalg.py)
LINEAR_ALGEBRA = frozenset({"stablehlo.cholesky", "stablehlo.triangular_solve"})


def _linear_algebra(name: str, operand_types, result_types, mlir_attrs: dict) -> FactorRule | None:
    """Shardy's registry rule for `name`: the batch dims shared by every operand and result, the
    matrix dims needing replication (a triangular solve's shared as the solve pairs them: b's rows
    with a's rows or columns on the left, its columns on the right). None for malformed types."""
    a = operand_types[0]
    nb = a.rank - 2
    if nb < 0 or any(t.shape[:nb] != a.shape[:nb] or t.rank != a.rank for t in [*operand_types, *result_types]):
        return None
    batch = [[d] for d in range(nb)]
    if name == "stablehlo.cholesky":
        dims = batch + [[nb], [nb + 1]]
        return FactorRule([dims], [dims], list(a.shape), need_replication={nb, nb + 1})
    if len(operand_types) != 2:
        return None
    b = operand_types[1]
    rows, cols, other = nb, nb + 1, nb + 2
    left = mlir_attrs.get("left_side") == "true"
    transposed = "NO_TRANSPOSE" not in mlir_attrs.get("transpose_a", "NO_TRANSPOSE")
    shared = rows if left else cols
    a_dims = [other, shared] if left == transposed else [shared, other]
    result = [other, cols] if left else [rows, other]
    sizes = [*a.shape[:nb], b.shape[-2], b.shape[-1], a.shape[-1]]
    return FactorRule([batch + [[f] for f in a_dims], batch + [[rows], [cols]]], [batch + [[f] for f in result]],
                      sizes, need_replication={rows, cols, other})


def _no_rule(operand_types, result_types) -> FactorRule:
    """Each dimension a factor of its own, needing replication."""
    tensors, sizes = _own_factors([*operand_types, *result_types])
    n = len(operand_types)
    return FactorRule(tensors[:n], tensors[n:], sizes, need_replication=set(range(len(sizes))))


def _size_matched(main, rest, result_types) -> FactorRule:
    """One factor per dim of the `main` operands (same shapes); a result dim of that size shares it,
    another size is a factor of its own; both of a mismatched pair need replication."""
    base = main[0] if main else None
    if base is None or any(t.shape != base.shape for t in main) or any(t.rank for t in rest) or any(
            t.rank != base.rank for t in result_types):
        return _no_rule([*main, *rest], result_types)
    sizes, result_dims, replicated = list(base.shape), [], set()
    for d, n in enumerate(base.shape):
        if result_types[0].shape[d] == n and all(t.shape[d] == n for t in result_types):
            result_dims.append([d])
        else:
            replicated |= {d, len(sizes)}
            result_dims.append([len(sizes)])
            sizes.append(result_types[0].shape[d])
    operand_dims = [[[d] for d in range(base.rank)] for _ in main] + [[] for _ in rest]
    return FactorRule(operand_dims, [[list(f) for f in result_dims] for _ in result_types], sizes,
                      need_replication=replicated)


def _partition(p, op):
    raise _cannot(op.attrs, "partitioned")


def _vjp(op, ins, outs, g):
    raise _cannot(op.attrs, "differentiated")


def _emit(w, op):
    """`"<name>"(...) {its attributes}` (a custom call's target first), with its results' layouts."""
    at = op.attrs
    base, n = w.fresh(), len(op.results)
    w.names.update((r, f"{base}#{k}" if n > 1 else base) for k, r in enumerate(op.results))
    target = {} if at["target"] is None else {"call_target_name": f'"{at["target"]}"'}
    edges = w.edges_of(op)  # a barrier's results read by data flow edges: the edges hold the layouts
    attrs = {**target, **at["mlir_attrs"], **({} if edges else w.results_sharding(op.results))}
    ins = ", ".join(w.name(v) for v in op.operands)
    in_types = ", ".join(v.type.mlir() for v in op.operands)
    outs = ", ".join(r.type.mlir() for r in op.results)
    lhs = f"{base}{f':{n}' if n > 1 else ''} = " if n else ""
    w.lines.append(f'{lhs}"{at["name"]}"({ins}){w.attr_dict(attrs)} : ({in_types}) -> ({outs})')
    w.data_flow_edges(op)
    written = w.__dict__.setdefault("_called_written", set())
    for name, text in at.get("called", ()):
        if name not in written:
            written.add(name)
            w.functions.append(text)


def _effects(attrs) -> bool:
    """An op with no results but tokens (`send`, `outfeed`), or a call marked `has_side_effect`, is
    there for what it does."""
    return (all(t.is_token for t in attrs["result_types"])
            or attrs["mlir_attrs"].get("has_side_effect") == "true")


#: StableHLO ops with memory effects to MLIR; its other StableHLO, CHLO and MHLO ops are pure (a
#: custom call unless `has_side_effect = true`), an op of a dialect it does not know is not
ACTING = frozenset({
    "stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.all_to_all", "stablehlo.collective_broadcast",
    "stablehlo.collective_permute", "stablehlo.composite", "stablehlo.infeed", "stablehlo.outfeed",
    "stablehlo.recv", "stablehlo.reduce_scatter", "stablehlo.rng", "stablehlo.send",
})


def _mlir_effects(attrs) -> bool:
    """Whether MLIR keeps the op though nothing reads it (Shardy's passes then print it)."""
    name = attrs["name"]
    if name == "stablehlo.custom_call":
        return attrs["mlir_attrs"].get("has_side_effect") == "true"
    return name in ACTING or not name.startswith(("stablehlo.", "chlo.", "mhlo."))


register(OpDef(KIND, _infer, _reference, _factors, partition=_partition, emit=_emit, vjp=_vjp, effects=_effects,
               mlir_effects=_mlir_effects))
