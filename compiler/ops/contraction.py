"""Ops that sum over dimensions: dot_general and reduce (their summed dims are reduction factors)."""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..importer.attrs import AS_READ, COMBINE, dimension_numbers, enum_word, ints, is_identity, reduce_body, \
    region_as_read, separable_reducers
from ..ir import TensorType
from .registry import (FactorRule, OpDef, OpError, check_printed_init, is_float_array, printed_init_factors, register,
                       round_result)
from .vjp_kit import F, zeros_like

REDUCERS = ("add", "max", "min", "mul")


# dot_general ---------------------------------------------------------------------------------------
def _dims(attrs):
    return (tuple(attrs.get("lhs_batching_dimensions", ())), tuple(attrs.get("rhs_batching_dimensions", ())),
            tuple(attrs["lhs_contracting_dimensions"]), tuple(attrs["rhs_contracting_dimensions"]))


def _free(rank, *used):
    taken = set(d for u in used for d in u)
    return [d for d in range(rank) if d not in taken]


def _dot_infer(types, attrs):
    if len(types) != 2:
        raise OpError(f"dot_general takes 2 operands, got {len(types)}")
    lhs, rhs = types
    if lhs.dtype != rhs.dtype and "result_dtype" not in attrs:
        raise OpError(f"dot_general: operand dtypes differ ({lhs.dtype}, {rhs.dtype}); insert a convert")
    if lhs.dtype == "i1":
        raise OpError("dot_general does not take i1 operands")
    lb, rb, lc, rc = _dims(attrs)
    if len(lb) != len(rb) or len(lc) != len(rc):
        raise OpError(f"dot_general: batching {list(lb)}x{list(rb)} / contracting {list(lc)}x{list(rc)} "
                      f"dimension lists must pair up")
    for name, ds, t in (("lhs", lb + lc, lhs), ("rhs", rb + rc, rhs)):
        if len(set(ds)) != len(ds) or any(not 0 <= d < t.rank for d in ds):
            raise OpError(f"dot_general: {name} batching/contracting dims {list(ds)} must be distinct dims of "
                          f"the rank-{t.rank} operand")
    for a, b in list(zip(lb, rb)) + list(zip(lc, rc)):
        if lhs.shape[a] != rhs.shape[b]:
            raise OpError(f"dot_general: lhs dim {a} (size {lhs.shape[a]}) and rhs dim {b} "
                          f"(size {rhs.shape[b]}) must have equal sizes")
    shape = ([lhs.shape[d] for d in lb] + [lhs.shape[d] for d in _free(lhs.rank, lb, lc)]
             + [rhs.shape[d] for d in _free(rhs.rank, rb, rc)])
    return [TensorType(tuple(shape), attrs.get("result_dtype", lhs.dtype))]


def _dot_ref(xs, attrs):
    lhs, rhs = xs
    lb, rb, lc, rc = _dims(attrs)
    letters = iter("abcdefghijklmnopqrstuvwxyz")
    ls = [None] * lhs.ndim
    rs = [None] * rhs.ndim
    for a, b in zip(lb, rb):
        ls[a] = rs[b] = next(letters)
    for a, b in zip(lc, rc):
        ls[a] = rs[b] = next(letters)
    lf = _free(lhs.ndim, lb, lc)
    rf = _free(rhs.ndim, rb, rc)
    for d in lf:
        ls[d] = next(letters)
    for d in rf:
        rs[d] = next(letters)
    out = "".join(ls[d] for d in lb) + "".join(ls[d] for d in lf) + "".join(rs[d] for d in rf)
    spec = f"{''.join(ls)},{''.join(rs)}->{out}"
    dt = lhs.dtype
    if is_float_array(lhs):
        wide = np.float64 if dt == np.float64 else np.float32
        r = np.einsum(spec, lhs.astype(wide), rhs.astype(wide))
    else:
        r = np.einsum(spec, lhs, rhs)
    return [round_result(r, dt)]


def _dot_factors(operand_types, result_types, attrs):
    lhs, rhs = operand_types
    lb, rb, lc, rc = _dims(attrs)
    sizes: list[int] = []
    lo: list = [None] * lhs.rank
    ro: list = [None] * rhs.rank
    res: list = []

    def new(size):
        sizes.append(size)
        return len(sizes) - 1

    for a, b in zip(lb, rb):
        f = new(lhs.shape[a])
        lo[a], ro[b] = [f], [f]
        res.append([f])
    for d in _free(lhs.rank, lb, lc):
        f = new(lhs.shape[d])
        lo[d] = [f]
        res.append([f])
    for d in _free(rhs.rank, rb, rc):
        f = new(rhs.shape[d])
        ro[d] = [f]
        res.append([f])
    red = set()
    for a, b in zip(lc, rc):
        f = new(lhs.shape[a])
        lo[a], ro[b] = [f], [f]
        red.add(f)
    return FactorRule([lo, ro], [res], sizes, reduction=red)


def _dot_hlo_attrs(a):
    kept = {"precision_config": a["precision_config"]} if "precision_config" in a else {}
    if a.get("written_as") == "stablehlo.dot":   # printed as read (importer, keep_unused)
        return kept
    parts = []
    if a.get("lhs_batching_dimensions"):
        parts.append(f"lhs_batching_dimensions = {list(a['lhs_batching_dimensions'])}")
        parts.append(f"rhs_batching_dimensions = {list(a['rhs_batching_dimensions'])}")
    parts.append(f"lhs_contracting_dimensions = {list(a['lhs_contracting_dimensions'])}")
    parts.append(f"rhs_contracting_dimensions = {list(a['rhs_contracting_dimensions'])}")
    return {"dot_dimension_numbers": "#stablehlo.dot<" + ", ".join(parts) + ">", **kept}


def _dot_vjp(op, ins, outs, g):
    lhs, rhs = ins
    at = op.attrs
    lb, rb = tuple(at["lhs_batching_dimensions"]), tuple(at["rhs_batching_dimensions"])
    lc, rc = tuple(at["lhs_contracting_dimensions"]), tuple(at["rhs_contracting_dimensions"])
    lf = [d for d in range(lhs.ndim) if d not in lb + lc]
    rf = [d for d in range(rhs.ndim) if d not in rb + rc]
    nb = len(lb)
    g_batch = tuple(range(nb))
    g_lfree = tuple(range(nb, nb + len(lf)))
    g_rfree = tuple(range(nb + len(lf), nb + len(lf) + len(rf)))

    def back(other, o_batch, o_free, o_contract, g_contract_free, my_batch, my_free, my_contract, my_rank):
        # g . other over other's free dims: [batch, my free (from g), other's rest = my contracting],
        # or other . g: [batch, my contracting, my free]. Take the order that already is the operand's
        # layout: a transpose after the dot (e.g. the rhs gradient x^T g of x @ w computed as
        # (g^T x)^T) is a full pass over a weight-sized tensor, and it stops IREE fusing the update
        # (w - lr * g) into the gradient's matmul.
        rem = sorted(o_contract)
        contract_at = {mine: rem.index(theirs) for mine, theirs in zip(my_contract, o_contract, strict=True)}

        def perm(free_first):
            pos = {d: i for i, d in enumerate(my_batch)}
            free_at, contract_base = (nb, nb + len(my_free)) if free_first else (nb + len(rem), nb)
            pos.update({d: free_at + i for i, d in enumerate(my_free)})
            pos.update({d: contract_base + k for d, k in contract_at.items()})
            return tuple(pos[d] for d in range(my_rank))

        identity = tuple(range(my_rank))
        if perm(True) != identity and perm(False) == identity:
            return F.dot_general(other, g, (tuple(o_free), g_contract_free), (o_batch, g_batch))
        r = F.dot_general(g, other, (g_contract_free, tuple(o_free)), (g_batch, o_batch))
        return F.transpose(r, perm(True))

    glhs = back(rhs, rb, rf, rc, g_rfree, lb, lf, lc, lhs.ndim)
    grhs = back(lhs, lb, lf, lc, g_lfree, rb, rf, rc, rhs.ndim)
    return [glhs, grhs]


def _dot_convert(imp, op, ins, attrs, where):
    """dot_general; a result type other than the operands' (preferred_element_type, e.g.
    bf16 x bf16 -> f32) is computed by converting the operands to it first. A module printed as
    Shardy propagates it keeps the op as written instead: its name, precision and result type."""
    out = imp.result_type(op, where).dtype
    if imp.keep_unused:   # printed as read: the op's name, precision and result type (compiling uses none)
        if any(x.dtype != out for x in ins):
            attrs = {**attrs, "result_dtype": out}
        if "precision_config" in op.attributes:
            attrs = {**attrs, "precision_config": str(op.attributes["precision_config"])}
        if op.operation.name == "stablehlo.dot":
            attrs = {**attrs, "written_as": "stablehlo.dot"}
    else:
        ins = [x if x.dtype == out else imp.add("convert", [x], {"dtype": out}, where) for x in ins]
    return [imp.add("dot_general", ins, attrs, where)]


def _dot_general_import(imp, op, ins, where):
    dims = dimension_numbers(op.attributes["dot_dimension_numbers"])
    keys = ("lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
            "rhs_contracting_dimensions")
    return _dot_convert(imp, op, ins, {k: dims.get(k, ()) for k in keys}, where)


def _dot_import(imp, op, ins, where):
    """stablehlo.dot: vector/matrix products, contracting lhs's last dim with rhs's first."""
    lhs, rhs = ins
    if not (1 <= lhs.type.rank <= 2 and 1 <= rhs.type.rank <= 2):
        raise imp.fail(where, "stablehlo.dot takes rank-1 or rank-2 operands")
    return _dot_convert(imp, op, ins, {"lhs_batching_dimensions": (), "rhs_batching_dimensions": (),
                                       "lhs_contracting_dimensions": (lhs.type.rank - 1,),
                                       "rhs_contracting_dimensions": (0,)}, where)


KIND_DOT = "dot_general"


def _dot_for_iree(types, attrs):
    """An operand whose contracting dim comes before its batching dim is transposed to put the
    batching dims first, behind a barrier (IREE folds a bare transpose back into the contraction);
    its other dims keep their order, so the result's layout is unchanged. IREE 3.13's CPU data
    tiling miscompiles such a batched contraction (lhs (5, 2, 6, 2) contracted on dim 0 and
    batched on dim 1 gave wrong values on one device). Other contractions: None."""
    lb, rb, lc, rc = _dims(attrs)
    moved = [bool(b) and bool(c) and min(c) < max(b) for b, c in ((lb, lc), (rb, rc))]
    if not any(moved):
        return None
    from ..ir import Graph
    g = Graph("dot_general")
    ins, at = [g.add_input(t) for t in types], dict(attrs)
    for k, (side, b, c) in enumerate((("lhs", lb, lc), ("rhs", rb, rc))):
        if not moved[k]:
            continue
        perm = list(b) + [d for d in range(types[k].rank) if d not in b]
        first = g.add_op("transpose", [ins[k]], {"permutation": tuple(perm)}).result
        ins[k] = g.add_op("optimization_barrier", [first], {}).result
        at[f"{side}_batching_dimensions"] = tuple(range(len(b)))
        at[f"{side}_contracting_dimensions"] = tuple(perm.index(d) for d in c)
    g.set_outputs([g.add_op(KIND_DOT, ins, at).result])
    return g


register(OpDef("dot_general", _dot_infer, _dot_ref, _dot_factors, splat_preserving=True, checkpoint_save=True,
               hlo_attrs=_dot_hlo_attrs, vjp=_dot_vjp, partial_linear="one", for_iree=_dot_for_iree,
               imports={"stablehlo.dot_general": _dot_general_import, "stablehlo.dot": _dot_import}))


# reduce --------------------------------------------------------------------------------------------
def _reduce_infer(types, attrs):
    check_printed_init("reduce", types, 1, "the input")
    t = types[0]
    dims = tuple(attrs["dimensions"])
    if attrs.get("reducer") not in REDUCERS:
        raise OpError(f"reduce: reducer must be one of {REDUCERS}, got {attrs.get('reducer')!r}")
    if len(set(dims)) != len(dims) or any(not 0 <= d < t.rank for d in dims):
        raise OpError(f"reduce: dimensions {list(dims)} must be distinct dims of the rank-{t.rank} operand")
    if t.dtype == "i1" and attrs["reducer"] == "add":
        raise OpError("reduce: cannot sum i1 values; convert them to an integer type first")
    if dtypes.is_complex(t.dtype) and attrs["reducer"] not in ("add", "mul"):
        raise OpError(f"reduce: complex numbers are unordered: they sum or multiply, not {attrs['reducer']}")
    return [TensorType(tuple(s for d, s in enumerate(t.shape) if d not in dims), t.dtype)]


def _reduce_ref(xs, attrs):
    a = xs[0]
    dims = tuple(attrs["dimensions"])
    dt = a.dtype
    src = a.astype(np.float32) if is_float_array(a) and dt != np.float64 else a
    fn = {"add": np.sum, "max": np.max, "min": np.min, "mul": np.prod}[attrs["reducer"]]
    if len(xs) == 2:   # the init value (printing) folded in once
        init = np.asarray(xs[1]).astype(src.dtype)
        if any(a.shape[d] == 0 for d in dims):
            return [np.full(tuple(n for d, n in enumerate(a.shape) if d not in dims), init, dt)]
        both = {"add": np.add, "max": np.maximum, "min": np.minimum, "mul": np.multiply}[attrs["reducer"]]
        return [np.asarray(both(fn(src, axis=dims), init)).astype(dt)]
    if attrs["reducer"] in ("max", "min") and any(a.shape[d] == 0 for d in dims):
        raise OpError("reduce: max/min over an empty dimension")
    return [round_result(fn(src, axis=dims), dt)]


def _reduce_factors(operand_types, result_types, attrs):
    t = operand_types[0]
    dims = set(attrs["dimensions"])
    opd = [[d] for d in range(t.rank)]
    res = [[d] for d in range(t.rank) if d not in dims]
    # a product over a split dim would leave partial products no collective finishes: the reduced
    # dims are gathered first (sums, maxima and minima stay split and are finished by an all-reduce)
    whole = set(dims) if attrs["reducer"] == "mul" else set()
    return FactorRule([opd, *printed_init_factors(operand_types, 1)], [res], list(t.shape), reduction=set(dims),
                      reducer=attrs["reducer"],
                      need_replication=whole)


def _reduce_emit(w, op, out, extra):
    """`stablehlo.reduce` with the reducer's identity as its init and the reducer as its region."""
    from ..emit.mlir_text import i64_array
    x, res = op.operands[0], op.results[0]
    own = w.name(op.operands[1]) if len(op.operands) == 2 else None   # its init value as read (printing)
    scalar, init, body = w.reducer_region(op.attrs["reducer"], x.dtype, own)
    attrs = {"dimensions": i64_array(op.attrs["dimensions"]), **extra}
    w.lines.append(f'{out} = "stablehlo.reduce"({w.name(x)}, {init}) ({{\n{body}\n}}){w.attr_dict(attrs)}'
                   f' : ({x.type.mlir()}, {scalar}) -> {res.type.mlir()}')


def _reduce_vjp(op, ins, outs, g):
    a = ins[0]
    dims = tuple(op.attrs["dimensions"])
    kept = tuple(d for d in range(a.ndim) if d not in dims)
    gb = F.broadcast_in_dim(g, a.shape, kept)
    if len(ins) == 2:   # its own init value (printing): it takes part in the sum once
        if op.attrs["reducer"] != "add":
            from ..trace import TraceError
            raise TraceError(f"no gradient rule for a {op.attrs['reducer']} reduce with its own init value (at "
                             f"{op.loc}): only printing keeps one; import the module to compile it")
        return [gb, F.reduce_sum(g, tuple(range(len(g.shape))))]
    if op.attrs["reducer"] == "add":
        return [gb]
    if op.attrs["reducer"] == "mul":
        from ..trace import TraceError
        raise TraceError(f"no gradient rule for a product reduce (at {op.loc}) yet; write it as "
                         f"exp(sum(log(x))) for positive x, or keep the product out of the differentiated part")
    hit = a == F.broadcast_in_dim(outs[0], a.shape, kept)
    count = F.reduce_sum(F.convert(hit, a.dtype), dims)
    return [F.where(hit, F.broadcast_in_dim(g / count, a.shape, kept), zeros_like(gb))]


def _arg_reduce_import(imp, op, ins, where):
    """argmax/argmin as JAX writes it: a 2-input reduce of (values, iota along the reduced dim)
    whose body compares the values. Rewritten as max/min, then the smallest index that holds it
    (JAX's first-occurrence rule; a NaN counts as the largest and the smallest). None for any other
    2-input reduce."""
    x, idx, _, _ = ins
    dims = ints(op.attributes["dimensions"])
    src = idx.producer
    if len(dims) != 1 or src is None or src.kind != "iota" or src.attrs["iota_dimension"] != dims[0]:
        return None
    args = list(op.regions[0].blocks[0].arguments)
    direction = None
    for inner in op.regions[0].blocks[0].operations:
        if inner.operation.name == "stablehlo.compare" and list(inner.operands)[:2] in (
                [args[0], args[2]], [args[2], args[0]]):
            d = enum_word(inner.attributes["comparison_direction"])
            if d in ("GT", "GE", "LT", "LE"):
                flipped = list(inner.operands)[0] == args[2]
                direction = ("max" if d in ("GT", "GE") else "min") if not flipped else \
                    ("min" if d in ("GT", "GE") else "max")
                break
    if direction is None or not dtypes.is_int(idx.dtype):
        return None
    best = imp.add("reduce", [x], {"dimensions": dims, "reducer": direction}, where)
    kept = tuple(d for d in range(x.type.rank) if d not in dims)
    wide = imp.add("broadcast_in_dim", [best], {"shape": x.type.shape, "broadcast_dimensions": kept}, where)
    hit = imp.add("compare", [x, wide], {"comparison_direction": "EQ"}, where)
    if dtypes.is_float(x.dtype):   # a NaN is JAX's max and min, and equals nothing: the first NaN's index
        nan = imp.add("and", [imp.add("compare", [x, x], {"comparison_direction": "NE"}, where),
                              imp.add("compare", [wide, wide], {"comparison_direction": "NE"}, where)], None, where)
        hit = imp.add("or", [hit, nan], None, where)
    big = imp.add("constant", [], {"value": np.array(np.iinfo(dtypes.to_numpy(idx.dtype)).max,
                                                     dtypes.to_numpy(idx.dtype))}, where)
    big = imp.add("broadcast_in_dim", [big], {"shape": x.type.shape, "broadcast_dimensions": ()}, where)
    first = imp.add("reduce", [imp.add("select", [hit, idx, big], None, where)],
                    {"dimensions": dims, "reducer": "min"}, where)
    return [best, first]


def _reduce_import(imp, op, ins, where):
    """A single-input reduce with an add/max/min/mul body (another init value is folded in once,
    as the semantics allow: reduce(x) (op) init), argmax/argmin, or a variadic reduce whose body
    reduces each input on its own (one reduce per input)."""
    n = len(ins) // 2
    if n == 1:
        return [_one_reduce(imp, op, ins[0], ins[1], reduce_body(imp, op, ins[0], where), where)]
    reducers = separable_reducers(op, [x.dtype for x in ins[:n]])
    body = region_as_read(op) if imp.keep_unused else None
    if imp.keep_unused and (reducers is not None or body is not None):   # printed as the one op it was
        attrs = {"dimensions": ints(op.attributes["dimensions"]), "n": n,
                 "reducers": None if reducers is None else tuple(reducers)}
        if body is not None:
            attrs[AS_READ] = body
        return [imp.add(VARIADIC, ins, {**attrs, "output": k}, where) for k in range(n)]
    if n == 2:
        out = _arg_reduce_import(imp, op, ins, where)
        if out is not None:
            return out
    if reducers is None:
        raise imp.fail(where, f"unsupported variadic stablehlo.reduce with {n} inputs: only argmax/argmin (values "
                              f"and an iota along the reduced dimension) and bodies that reduce each input on "
                              f"its own (result k an add/maximum/minimum/multiply of accumulator k and element k) "
                              f"are supported")
    return [_one_reduce(imp, op, x, init, r, where) for x, init, r in zip(ins[:n], ins[n:], reducers, strict=True)]


def _one_reduce(imp, op, x, init, reducer: str, where):
    if imp.keep_unused:   # printed as read: the init value stays the reduce's own operand
        return imp.add("reduce", [x, init], {"dimensions": ints(op.attributes["dimensions"]), "reducer": reducer},
                       where)
    r = imp.add("reduce", [x], {"dimensions": ints(op.attributes["dimensions"]), "reducer": reducer}, where)
    if is_identity(init, reducer):
        return r
    init_b = init if r.type.rank == 0 else imp.add(
        "broadcast_in_dim", [init], {"shape": r.type.shape, "broadcast_dimensions": ()}, where)
    return imp.add(COMBINE[(reducer, x.dtype == "i1")], [r, init_b], None, where)


def _reduce_for_iree(types, attrs):
    """An f16/bf16 sum or product accumulates in f32 (as XLA's CPU backend and the reference do):
    IREE 3.13 accumulates in the narrow type (a 4096-element f16 sum came out 0.5% off). (An f8
    reduce is computed in f32 whatever its reducer: compiler/ops/float8.py.)"""
    t = types[0]
    if len(types) != 1 or t.dtype not in ("f16", "bf16") or attrs["reducer"] not in ("add", "mul"):
        return None
    from ..ir import Graph
    g = Graph("reduce")
    wide = g.add_op("convert", [g.add_input(t)], {"dtype": "f32"}).result
    r = g.add_op("reduce", [wide], dict(attrs)).result
    g.set_outputs([g.add_op("convert", [r], {"dtype": t.dtype}).result])
    return g


register(OpDef("reduce", _reduce_infer, _reduce_ref, _reduce_factors, splat_preserving=True, checkpoint_save=True,
               views_operand=True,
               emit_result=_reduce_emit, vjp=_reduce_vjp, for_iree=_reduce_for_iree,
               # a pending sum passes through a sum, not through a max / min / product
               partial_linear=lambda types, attrs: "all" if attrs["reducer"] == "add" else None,
               imports={"stablehlo.reduce": _reduce_import}))


# -- a variadic reduce, as printing keeps it ---------------------------------------------------------
# One op per result, each reading every input and init value (as a sort of several operands), so
# propagation lays the inputs out alike, as Shardy's rule for the one op does; printing writes the
# one `stablehlo.reduce` they were, with its body as read (AS_READ) where it was kept. Compiling
# imports one plain reduce per input instead (an argmax: a max, then the first index holding it).
# A body that reduces its inputs together (an argmax's) has no `reducers`: such an op is printed
# only, never computed.
VARIADIC = "reduce_variadic"


def _variadic_infer(types, attrs):
    n, k = int(attrs["n"]), int(attrs["output"])
    if len(types) != 2 * n or not 0 <= k < n:
        raise OpError(f"{VARIADIC}: {n} inputs and {n} init values, result {k}; got {len(types)} operands")
    if any(t.shape != types[0].shape for t in types[:n]):
        raise OpError(f"{VARIADIC}: the inputs differ in shape: {[t.shape for t in types[:n]]}")
    return _reduce_infer([types[k], types[n + k]], _variadic_one(attrs))


def _variadic_one(attrs) -> dict:
    """Result k as a reduce of its own (a body without `reducers` stands as a sum: shapes and
    factors do not depend on it)."""
    k = int(attrs["output"])
    return {"dimensions": attrs["dimensions"], "reducer": attrs["reducers"][k] if attrs["reducers"] else "add"}


def _variadic_ref(xs, attrs):
    n, k = int(attrs["n"]), int(attrs["output"])
    if attrs["reducers"] is None:
        raise OpError(f"{VARIADIC}: a reduce whose body reduces its inputs together is printed only, not computed")
    return _reduce_ref([xs[k], xs[n + k]], _variadic_one(attrs))


def _variadic_factors(operand_types, result_types, attrs):
    n = int(attrs["n"])
    one = _reduce_factors(operand_types[:1], result_types, _variadic_one(attrs))
    one.operands = [one.operands[0]] * n + [[]] * n
    return one


def _variadic_vjp(op, ins, outs, g):
    """Result k is the reduce of input k (from init value k): only they get a gradient."""
    from types import SimpleNamespace
    n, k = int(op.attrs["n"]), int(op.attrs["output"])
    if op.attrs["reducers"] is None:
        raise OpError(f"{VARIADIC}: a reduce whose body reduces its inputs together is printed only, not differentiated")
    one = SimpleNamespace(attrs=_variadic_one(op.attrs), loc=op.loc)
    gx, ginit = _reduce_vjp(one, [ins[k], ins[n + k]], outs, g)
    grads = [None] * (2 * n)
    grads[k], grads[n + k] = gx, ginit
    return grads


def _variadic_emit(w, op, out, extra):
    from ..emit.mlir_text import i64_array
    from ..emit.stablehlo import reducer_op
    n, k = int(op.attrs["n"]), int(op.attrs["output"])
    dims = tuple(op.attrs["dimensions"])
    ins = [w.name(v) for v in op.operands]
    scalars = [v.type.mlir() for v in op.operands[n:]]
    outs = [TensorType(tuple(s for d, s in enumerate(v.type.shape) if d not in dims), v.dtype) for v in op.operands[:n]]
    region = w.region_as_read(op)
    if region is None:
        args = ", ".join(f"%a{j}: {t}" for j, t in enumerate(scalars)) + ", " + \
            ", ".join(f"%b{j}: {t}" for j, t in enumerate(scalars))
        body = "".join(f'  %r{j} = "{reducer_op(r, v.dtype)}"(%a{j}, %b{j}) : ({t}, {t}) -> {t}\n'
                       for j, (r, t, v) in enumerate(zip(op.attrs["reducers"], scalars, op.operands[n:], strict=True)))
        region = (f"^bb0({args}):\n{body}"
                  f'  "stablehlo.return"({", ".join(f"%r{j}" for j in range(n))}) : ({", ".join(scalars)}) -> ()')
    types = ", ".join(v.type.mlir() for v in op.operands)

    def write(names, shardings):
        attrs = {"dimensions": i64_array(dims), **shardings}
        return (f'{", ".join(names)} = "stablehlo.reduce"({", ".join(ins)}) ({{\n{region}\n}}){w.attr_dict(attrs)}'
                f' : ({types}) -> ({", ".join(t.mlir() for t in outs)})')
    w.write_shared(op, out, ("reduce", *ins, dims), k, outs, write, alike=True)


register(OpDef(VARIADIC, _variadic_infer, _variadic_ref, _variadic_factors, emit_result=_variadic_emit,
               vjp=_variadic_vjp))
