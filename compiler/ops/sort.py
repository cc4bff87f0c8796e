"""sort and top_k: StableHLO's (multi-operand) sort and CHLO's top_k.

`sort` sorts several same-shaped operands together along `dimension` by a lexicographic order of
some of them (`keys`: (operand, "asc" | "desc", "numeric" | "total") each, most significant
first), as every comparator JAX writes does (`jnp.sort`, `jnp.argsort`, `lax.sort(..., num_keys)`).
The order of a float key is "numeric" (JAX's comparator: -0 == +0, every NaN equal and after +inf)
or "total" (a `TOTALORDER` compare of the raw values: -NaN < -inf < ... < -0 < +0 < ... < +NaN);
integer keys are compared as numbers. `is_stable`: equal elements keep their order (the
reference always sorts stably, one of the orders an unstable sort may give). The Graph IR gives
each op one result, so a sort of N operands is N ops, each with `output` = the operand whose
sorted values it returns (identical sorts; IREE computes the one it is asked for).

`top_k` is `chlo.top_k` (JAX's `lax.top_k`): the k largest along the last dim in the total order
(+NaN first, +0 before -0), ties lower index first; `output` is "values" or "indices" (i32).

Sharding rule: every dim but the sorted one passes through (the same factor in every operand and
the result); the sorted dim needs replication (gathered, sorted whole, the result split again by
its consumers for free). top_k: the last dim likewise.

Comparator regions are recognized on import (`comparator_keys`): a boolean expression of
`compare` ops between the pairs of block arguments, each argument optionally canonicalized as JAX
does (`select(x == 0, 0, x)`, then NaN -> NaN), combined lexicographically (`lt_0 or (eq_0 and
(lt_1 or ...))`). Anything else is refused with the op's location. A compared value may be the real
or imaginary part of a complex argument (JAX sorts complex numbers by real part, then imaginary
part): compiling, the importer sorts each such part along as an operand of its own, keyed like any
float; a complex operand is never a key itself.
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..importer.attrs import AS_READ
from ..ir import TensorType
from .registry import FactorRule, OpDef, OpError, register

DIRECTIONS = ("asc", "desc")
ORDERS = ("numeric", "total")


# -- the order ---------------------------------------------------------------------------------------
def order_key(a: np.ndarray, direction: str = "asc", order: str = "numeric") -> np.ndarray:
    """uint64 keys whose ascending order is `a`'s order under (direction, order)."""
    a = np.asarray(a)
    if a.dtype == np.bool_:
        k = a.astype(np.uint64)
    elif dtypes.is_float_numpy(a.dtype):
        if order == "numeric":  # JAX's canonicalization: -0 -> +0, every NaN -> the positive quiet NaN
            a = np.where(a == 0, np.zeros((), a.dtype), a)
            a = np.where(np.isnan(a.astype(np.float32)), np.array(np.nan, a.dtype), a).astype(a.dtype)
        width = a.dtype.itemsize * 8
        bits = np.ascontiguousarray(a).view(f"u{a.dtype.itemsize}").astype(np.uint64)
        sign = np.uint64(1) << np.uint64(width - 1)
        full = np.uint64((1 << width) - 1)
        k = np.where(bits & sign, ~bits & full, bits | sign)
    elif a.dtype.kind == "i":
        k = (a.astype(np.int64).view(np.uint64)) ^ (np.uint64(1) << np.uint64(63))
    else:
        k = a.astype(np.uint64)
    return ~k if direction == "desc" else k


def permutation(xs, dimension: int, keys) -> np.ndarray:
    """Indices along `dimension` that sort `xs` stably by `keys` (most significant first)."""
    cols = [np.moveaxis(order_key(_part(xs[i], part), d, o), dimension, -1) for i, d, o, *part in keys]
    perm = np.lexsort(cols[::-1], axis=-1) if cols[0].size else np.zeros(cols[0].shape, np.int64)
    return np.moveaxis(perm, -1, dimension)


def _part(a, part) -> np.ndarray:
    """The values a key orders: the operand, or (`part` ["real"] / ["imag"]) a part of a complex one."""
    return a if not part else np.real(a) if part[0] == "real" else np.imag(a)


# -- sort --------------------------------------------------------------------------------------------
def _keys(attrs) -> tuple:
    """(operand, direction, order) per key, plus the part ("real", "imag") of a complex operand it
    orders by: such keys stand in graphs that shardflow-opt prints only (compiling imports them as
    keys on operands of their own: `_sort_import`)."""
    return tuple((int(k[0]), str(k[1]), str(k[2])) + tuple(str(p) for p in k[3:]) for k in attrs["keys"])


def _sort_infer(types, attrs):
    if not types:
        raise OpError("sort takes at least one operand")
    t = types[0]
    for u in types[1:]:
        if u.shape != t.shape:
            raise OpError(f"sort: operands must have one shape, got {[list(x.shape) for x in types]}")
    dim = int(attrs["dimension"])
    if t.rank == 0 or not 0 <= dim < t.rank:
        raise OpError(f"sort: dimension {dim} out of range for rank-{t.rank} operands")
    keys = _keys(attrs)
    if not keys:
        raise OpError("sort: needs at least one key")
    for i, d, o, *part in keys:
        if not 0 <= i < len(types) or d not in DIRECTIONS or o not in ORDERS:
            raise OpError(f"sort: key {(i, d, o)} must be (operand index < {len(types)}, one of {DIRECTIONS}, "
                          f"one of {ORDERS})")
        if part and (part not in (["real"], ["imag"]) or not dtypes.is_complex(types[i].dtype)):
            raise OpError(f"sort: key {(i, d, o, *part)}: only a complex operand's key names a part, real or imag")
        if dtypes.is_complex(types[i].dtype) and not part:
            raise OpError(f"sort: key operand {i} is {types[i].dtype}, and complex numbers are unordered; sort by "
                          f"their real and imaginary parts (as jnp.sort does), carrying the complex operand along")
    out = int(attrs.get("output", 0))
    if not 0 <= out < len(types):
        raise OpError(f"sort: output {out} out of range for {len(types)} operands")
    return [types[out]]


def _sort_ref(xs, attrs):
    dim = int(attrs["dimension"])
    perm = permutation(xs, dim, _keys(attrs))
    return [np.take_along_axis(np.asarray(xs[int(attrs.get("output", 0))]), perm, axis=dim)]


def _sort_factors(operand_types, result_types, attrs):
    """Shared factors for every dim but the sorted one, which each tensor needs whole (the result's
    a factor of its own; Shardy's: the operands', `shardy_alias`)."""
    t = operand_types[0]
    dim = int(attrs["dimension"])
    sizes, dims = [], []
    for d in range(t.rank):
        sizes.append(t.shape[d])
        dims.append([len(sizes) - 1])
    res = [list(f) for f in dims]
    sizes.append(t.shape[dim])
    res[dim] = [len(sizes) - 1]
    # Shardy blocks propagation along the sorted dim when it is the only one longer than 1 (a 1-D
    # sort): a layout there would have nothing else to split
    alone = all(n == 1 for d, n in enumerate(t.shape) if d != dim)
    return FactorRule([dims] * len(operand_types), [res], sizes, need_replication={dim, len(sizes) - 1},
                      shardy_alias={len(sizes) - 1: dim}, blocked={dim, len(sizes) - 1} if alone else set())


def _sort_vjp(op, ins, outs, g):
    """The cotangent goes back to the sorted operand through the permutation (a scatter-add
    along the sorted dim, every other dim a batching dim); the other operands get none."""
    from .. import functional as F
    dim, out = int(op.attrs["dimension"]), int(op.attrs.get("output", 0))
    x = ins[out]
    perm = F.sort(list(ins) + [F.iota(x.shape, dim, "i32")], dim, keys=_keys(op.attrs),
                  output=len(ins), stable=bool(op.attrs.get("is_stable", True)))
    others = tuple(d for d in range(x.ndim) if d != dim)
    back = F.scatter_add(x.shape, perm, g, update_window_dims=(), inserted_window_dims=(dim,),
                         scatter_dims_to_operand_dims=(dim,), index_vector_dim=x.ndim, input_batching_dims=others,
                         scatter_indices_batching_dims=others)
    return [back if k == out else None for k in range(len(ins))]


# -- StableHLO: comparator regions --------------------------------------------------------------------
_FLIP = {"LT": "GT", "GT": "LT", "LE": "GE", "GE": "LE", "EQ": "EQ", "NE": "NE"}


class ComparatorError(Exception):
    """A comparator region that is not a lexicographic order of compares (the message says why)."""


def comparator_keys(block, n: int) -> tuple:
    """(operand, direction, order) keys of a sort comparator region over 2n scalar arguments."""
    from ..importer.attrs import enum_word as _enum_word
    args = list(block.arguments)
    ops = list(block.operations)
    if (not ops or ops[-1].operation.name not in ("stablehlo.return", "func.return")
            or len(list(ops[-1].operands)) != 1):
        raise ComparatorError("the comparator does not return one i1")
    defs = {}
    for o in ops[:-1]:
        for r in o.results:
            defs[r] = o

    def source(v):
        """(block argument index, canonicalized, part) of a compared value: the argument itself
        (part None), or the real or imaginary part of a complex one (JAX's sort of complex numbers)."""
        seen = False
        while v in defs and defs[v].operation.name == "stablehlo.select":
            pred, t, f = list(defs[v].operands)
            if pred not in defs or defs[pred].operation.name != "stablehlo.compare" or not _constant(defs, t):
                raise ComparatorError("a compared value is not JAX's canonicalization")
            seen, v = True, f
        part = None
        if v in defs and defs[v].operation.name in ("stablehlo.real", "stablehlo.imag"):
            part, v = defs[v].operation.name.split(".")[1], list(defs[v].operands)[0]
        if v in defs:
            raise ComparatorError(f"a compared value is computed by {defs[v].operation.name}")
        if v not in args:
            raise ComparatorError("a compared value is neither a block argument nor derived from one")
        return args.index(v), seen, part

    def compare(v):
        o = defs.get(v)
        if o is None or o.operation.name != "stablehlo.compare":
            return None
        direction = _enum_word(o.attributes["comparison_direction"])
        ctype = _enum_word(o.attributes["compare_type"]) if "compare_type" in o.attributes else ""
        (a, ca, pa), (b, cb, pb) = (source(x) for x in o.operands)
        if pa != pb:
            raise ComparatorError("a compare compares different parts of complex numbers")
        return direction, ctype, a, b, ca or cb, pa

    def key_of(cmp):
        direction, ctype, a, b, canon, part = cmp
        if {a, b} != {a - a % 2, a - a % 2 + 1}:
            raise ComparatorError("a compare does not compare the two arguments of one operand")
        if a % 2:
            direction = _FLIP[direction]
        if direction not in ("LT", "GT"):
            raise ComparatorError(f"a key compares with {direction} (only LT and GT define a sort order)")
        order = "total" if ctype == "TOTALORDER" and not canon else "numeric"
        key = (a // 2, "asc" if direction == "LT" else "desc", order)
        return key if part is None else key + (part,)

    def lex(v):
        """lt | (eq & lex(rest)) | lt  ->  [key, ...]"""
        cmp = compare(v)
        if cmp is not None:
            return [key_of(cmp)]
        o = defs.get(v)
        if o is None or o.operation.name != "stablehlo.or":
            raise ComparatorError(f"the comparator combines keys with {o.operation.name if o else 'an argument'}")
        x, y = list(o.operands)
        first = compare(x)
        if first is None or (defs.get(y) is None or defs[y].operation.name != "stablehlo.and"):
            x, y = y, x
            first = compare(x)
        if first is None or defs.get(y) is None or defs[y].operation.name != "stablehlo.and":
            raise ComparatorError("the comparator is not `lt or (eq and ...)`")
        p, q = list(defs[y].operands)
        eq = compare(p)
        if eq is None or eq[0] != "EQ":
            p, q = q, p
            eq = compare(p)
        if eq is None or eq[0] != "EQ" or {eq[2], eq[3]} != {first[2], first[3]} or eq[5] != first[5]:
            raise ComparatorError("a tie-break does not test the previous key for equality")
        return [key_of(first)] + lex(q)

    keys = lex(list(ops[-1].operands)[0])
    if any(k[0] >= n for k in keys):
        raise ComparatorError("a key is not an operand")
    return tuple(keys)


def _constant(defs, v) -> bool:
    """`v` is a constant (or a broadcast one), made in the comparator or around the sort: jax.export's
    canonicalization moves the comparator's constants out of its region, next to alike ones."""
    o = _defined_by(defs, v)
    while o is not None and o.operation.name == "stablehlo.broadcast_in_dim":
        o = _defined_by(defs, list(o.operands)[0])
    return o is not None and o.operation.name == "stablehlo.constant"


def _defined_by(defs, v):
    """The op making `v`: in the comparator (`defs`), or around it; None for a block argument."""
    if v in defs:
        return defs[v]
    owner = getattr(v, "owner", None)
    return owner if hasattr(owner, "operation") and hasattr(owner.operation, "name") else None


def _sort_import(imp, op, ins, where):
    n = len(ins)
    try:
        keys = comparator_keys(op.regions[0].blocks[0], n)
    except ComparatorError as e:
        raise imp.fail(where, f"unsupported stablehlo.sort comparator: {e}; only lexicographic orders of the "
                              f"operands (as jnp.sort, jnp.argsort and lax.sort write them) are supported") from None
    dim = int(op.attributes["dimension"].value) if "dimension" in op.attributes else -1
    if dim < 0:
        dim += ins[0].type.rank
    stable = "is_stable" in op.attributes and str(op.attributes["is_stable"]) == "true"
    operands = list(ins)
    if imp.keep_unused:   # printed as read: the comparator as written (Shardy prints it so)
        from ..importer.attrs import region_as_read
        attrs = {"dimension": dim, "is_stable": stable, "keys": keys}
        if (text := region_as_read(op)) is not None:
            attrs[AS_READ] = text
    else:
        # a key on a part of a complex operand (jnp.sort of complex numbers: real part, then imaginary)
        # orders by that part, sorted along as one more operand
        parts: dict[tuple, int] = {}
        for key in keys:
            if len(key) == 4 and key[::3] not in parts:
                parts[key[::3]] = len(operands)
                operands.append(imp.add(key[3], [ins[key[0]]], None, where))
        keys = tuple((parts[k[::3]],) + k[1:3] if len(k) == 4 else k for k in keys)
        attrs = {"dimension": dim, "is_stable": stable, "keys": keys}
    return [imp.add("sort", operands, {**attrs, "output": k}, where) for k in range(n)]


def approx_top_k_import(imp, op, ins, where):
    """JAX's approx_max_k / approx_min_k as exported for CPU and GPU (`custom_call @ApproxTopK`,
    `is_fallback`): what XLA runs there, an exact sort of the operands along the reduction dim by
    the called comparator, each cut to the result's length (the init values only pad TPU's
    approximate form, whose results this exact one is a valid answer for)."""
    n = len(op.results)
    config = op.attributes["mhlo.backend_config"] if "mhlo.backend_config" in op.attributes else None
    called = op.attributes["called_computations"] if "called_computations" in op.attributes else None
    if n == 0 or len(ins) != 2 * n or config is None or called is None or len(called) != 1:
        raise imp.fail(where, f"custom_call @ApproxTopK needs N operands, their N init values, N results, an "
                              f"mhlo.backend_config and one called comparator (as jax.lax.approx_max_k writes it); "
                              f"got {len(ins)} operands, {n} results")
    try:
        dim = int(config["reduction_dim"].value)
    except (KeyError, ValueError, AttributeError):
        raise imp.fail(where, "custom_call @ApproxTopK: mhlo.backend_config has no integer reduction_dim") from None
    operands, rank = list(ins[:n]), ins[0].type.rank
    dim += rank if dim < 0 else 0
    comparator = imp.funcs.get(called[0].value)
    if not 0 <= dim < rank or comparator is None:
        raise imp.fail(where, f"custom_call @ApproxTopK: reduction_dim {dim} is not a dim of {ins[0].type}, or its "
                              f"comparator @{called[0].value} is not a function of the module")
    try:
        keys = comparator_keys(comparator.regions[0].blocks[0], n)
    except ComparatorError as e:
        raise imp.fail(where, f"unsupported @ApproxTopK comparator @{called[0].value}: {e}") from None
    results = []
    for k, r in enumerate(op.results):
        t = imp.tensor_type(r.type, where, "a result of custom_call @ApproxTopK")
        shape = operands[k].shape
        if t.rank != rank or t.shape[dim] > shape[dim] or any(
                a != b for d, (a, b) in enumerate(zip(t.shape, shape)) if d != dim):
            raise imp.fail(where, f"custom_call @ApproxTopK: result {k} ({t}) is not a prefix of operand {k} "
                                  f"({operands[k].type}) along reduction_dim {dim}")
        whole = imp.add("sort", operands, {"dimension": dim, "is_stable": True, "keys": keys, "output": k}, where)
        results.append(imp.add("slice", [whole], {"start_indices": (0,) * rank, "limit_indices": t.shape,
                                                  "strides": (1,) * rank}, where))
    return results


def comparator_region(types, keys, integer_order: bool = False, float_bits: dict | None = None) -> str:
    """The comparator region of `keys` over operands of `types` (JAX's form for numeric floats).
    `integer_order`: float keys are compared as the signed integers whose order is the total
    order (bits xor'ed with 0x7f.. where negative), for IREE, whose TOTALORDER compare is an
    ordinary float compare (NaN unordered). `float_bits`: operand -> the float dtype whose bits
    that (integer) operand holds; its keys order it as that float (with `integer_order`)."""
    lines, n = [], [0]
    float_bits = float_bits or {}

    def fresh():
        n[0] += 1
        return f"%c{n[0]}"

    scalars = [dtypes.tensor_type((), t.dtype) for t in types]
    head = ", ".join(f"%a{k}: {scalars[k // 2]}" for k in range(2 * len(types)))

    def canon(arg, k, dt=None, sc=None):
        dt, sc = dt or types[k].dtype, sc or scalars[k]
        zero = fresh()
        lines.append(f'{zero} = "stablehlo.constant"() {{value = dense<0.0> : {sc}}} : () -> {sc}')
        iz, sel, nan_c, isn, out = fresh(), fresh(), fresh(), fresh(), fresh()
        b1 = "tensor<i1>"
        ftype = "#stablehlo<comparison_type FLOAT>"
        lines.append(f'{iz} = "stablehlo.compare"({arg}, {zero}) {{comparison_direction = '
                     f'#stablehlo<comparison_direction EQ>, compare_type = {ftype}}} : ({sc}, {sc}) -> {b1}')
        lines.append(f'{sel} = "stablehlo.select"({iz}, {zero}, {arg}) : ({b1}, {sc}, {sc}) -> {sc}')
        lines.append(f'{isn} = "stablehlo.compare"({arg}, {arg}) {{comparison_direction = '
                     f'#stablehlo<comparison_direction NE>, compare_type = {ftype}}} : ({sc}, {sc}) -> {b1}')
        nan = np.array(np.nan, dtypes.to_numpy(dt))
        from ..emit.mlir_text import dense
        lines.append(f'{nan_c} = "stablehlo.constant"() {{value = {dense(nan, dt)} : {sc}}} : () -> {sc}')
        lines.append(f'{out} = "stablehlo.select"({isn}, {nan_c}, {sel}) : ({b1}, {sc}, {sc}) -> {sc}')
        return out

    def const(value, t):
        c = fresh()
        lines.append(f'{c} = "stablehlo.constant"() {{value = dense<{value}> : {t}}} : () -> {t}')
        return c

    def canon_bits(arg, k):
        """`canon` of the float whose bits the integer `arg` holds: -0 -> +0, every NaN -> +NaN."""
        bits = 8 * dtypes.itemsize(types[k].dtype)
        it, b1 = scalars[k], "tensor<i1>"
        nan = int(np.array(np.nan, dtypes.to_numpy(float_bits[k])).view(f"uint{bits}"))
        inf = int(np.array(np.inf, dtypes.to_numpy(float_bits[k])).view(f"uint{bits}"))
        mag, iz, isn, sel, out = fresh(), fresh(), fresh(), fresh(), fresh()
        lines.append(f'{mag} = "stablehlo.and"({arg}, {const((1 << (bits - 1)) - 1, it)}) : ({it}, {it}) -> {it}')
        lines.append(f'{iz} = "stablehlo.compare"({mag}, {const(0, it)}) {{comparison_direction = '
                     f'#stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>}} '
                     f': ({it}, {it}) -> {b1}')
        lines.append(f'{sel} = "stablehlo.select"({iz}, {mag}, {arg}) : ({b1}, {it}, {it}) -> {it}')
        lines.append(f'{isn} = "stablehlo.compare"({mag}, {const(inf, it)}) {{comparison_direction = '
                     f'#stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>}} '
                     f': ({it}, {it}) -> {b1}')
        lines.append(f'{out} = "stablehlo.select"({isn}, {const(nan, it)}, {sel}) : ({b1}, {it}, {it}) -> {it}')
        return out

    def as_int(arg, k):
        """The float `arg` (or the bits of one, `float_bits`) as a signed integer ordered like the
        total order."""
        bits = 8 * dtypes.itemsize(types[k].dtype)
        it = f"tensor<i{bits}>"
        i, sh, m, out = fresh(), fresh(), fresh(), fresh()
        if k in float_bits:
            i = arg
        else:
            lines.append(f'{i} = "stablehlo.bitcast_convert"({arg}) : ({scalars[k]}) -> {it}')
        c_sh, c_m = const(bits - 1, it), const((1 << (bits - 1)) - 1, it)
        lines.append(f'{sh} = "stablehlo.shift_right_arithmetic"({i}, {c_sh}) : ({it}, {it}) -> {it}')
        lines.append(f'{m} = "stablehlo.and"({sh}, {c_m}) : ({it}, {it}) -> {it}')
        lines.append(f'{out} = "stablehlo.xor"({i}, {m}) : ({it}, {it}) -> {it}')
        return out, it

    keyed: dict = {}  # (operand, order, part) -> the compared (a, b, scalar type, compare type), made once

    def cmp(k, direction, order, how, part=None):
        dt = types[k].dtype
        if (k, order, part) not in keyed:
            a, b, sc = f"%a{2 * k}", f"%a{2 * k + 1}", scalars[k]
            if part is not None:   # (printed only: a compiled sort has the part as an operand of its own)
                dt = dtypes.complex_part(dt)
                sc, args = dtypes.tensor_type((), dt), []
                for arg in (a, b):
                    args.append(fresh())
                    lines.append(f'{args[-1]} = "stablehlo.{part}"({arg}) : ({scalars[k]}) -> {sc}')
                a, b = args
                if order == "numeric":
                    a, b = canon(a, k, dt, sc), canon(b, k, dt, sc)
                ctype = "TOTALORDER"
            elif k in float_bits:   # (only with integer_order)
                if order == "numeric":
                    a, b = canon_bits(a, k), canon_bits(b, k)
                (a, sc), (b, _) = as_int(a, k), as_int(b, k)
                ctype = "SIGNED"
            elif dtypes.is_float(dt):
                if order == "numeric":
                    a, b = canon(a, k), canon(b, k)
                ctype = "TOTALORDER"
                if integer_order:
                    (a, sc), (b, _) = as_int(a, k), as_int(b, k)
                    ctype = "SIGNED"
            else:
                ctype = "UNSIGNED" if dtypes.is_unsigned(dt) or dt == "i1" else "SIGNED"
            keyed[(k, order, part)] = (a, b, sc, ctype)
        a, b, sc, ctype = keyed[(k, order, part)]
        word = {"lt": "LT" if direction == "asc" else "GT", "eq": "EQ"}[how]
        r = fresh()
        lines.append(f'{r} = "stablehlo.compare"({a}, {b}) {{comparison_direction = #stablehlo<comparison_direction '
                     f'{word}>, compare_type = #stablehlo<comparison_type {ctype}>}} : ({sc}, {sc}) -> tensor<i1>')
        return r

    if any(len(k) > 3 for k in keys) and (integer_order or float_bits):
        raise OpError("sort: a key on a part of a complex operand cannot be written as an integer comparator; "
                      "sort by the part as an operand of its own")
    acc = None
    for i, d, o, *part in reversed(keys):
        part = part[0] if part else None
        lt = cmp(i, d, o, "lt", part)
        if acc is None:
            acc = lt
            continue
        eq = cmp(i, d, o, "eq", part)
        both, either = fresh(), fresh()
        lines.append(f'{both} = "stablehlo.and"({eq}, {acc}) : (tensor<i1>, tensor<i1>) -> tensor<i1>')
        lines.append(f'{either} = "stablehlo.or"({lt}, {both}) : (tensor<i1>, tensor<i1>) -> tensor<i1>')
        acc = either
    lines.append(f'"stablehlo.return"({acc}) : (tensor<i1>) -> ()')
    return f"^bb0({head}):\n  " + "\n  ".join(lines)


def _sort_emit(w, op, out, extra):
    """`stablehlo.sort` of every operand; this op's result is its `output`-th result. For IREE, a
    stable sort gets an iota tie-break key (`_for_iree`), float keys are compared as integers
    (`comparator_region`), and the result passes an optimization barrier: IREE 3.13 fails
    affinity analysis ("op affinity @d0 is not compatible with the partition affinity @d1") when
    a sort result is both used on its device and transferred to another."""
    types = [v.type for v in op.operands]
    operands = [w.name(v) for v in op.operands]
    keys = _keys(op.attrs)
    k = int(op.attrs.get("output", 0))
    dim = int(op.attrs["dimension"])
    stable = bool(op.attrs.get("is_stable", True))
    # the sorts of one `lax.sort` (one op per result) are written once per writer for IREE
    same = (tuple(operands), keys, dim, stable)
    done = w.__dict__.setdefault("_sorted", {}) if w.lower_indexing else {}
    if same in done:
        t = op.results[0].type.mlir()
        w.lines.append(f'{out} = "stablehlo.optimization_barrier"({done[same][k]}) : ({t}) -> {t}')
        return
    position = list(range(len(operands)))   # each operand's position in the sort written
    if w.lower_indexing:
        types, operands, keys = _for_iree(w, types, operands, keys, dim, stable)
        # one value given as several operands (`lax.sort((x, x, y))`) is sorted once and its result
        # stands for each: IREE 3.13 sorts its operands in place and refused one buffer written
        # twice ("write affecting operations on global resources"), on one device too
        first = {}
        position = [first.setdefault(name, len(first)) for name in operands]
        if len(first) < len(operands):
            types = [types[operands.index(name)] for name in first]
            operands = list(first)
            keys = tuple((position[i], *rest) for i, *rest in keys)
    float_bits = {}
    if w.lower_indexing:
        for i, t in enumerate(types):
            if t.dtype in SORTED_AS_BITS:
                operands[i], types[i] = _as_bits(w, operands[i], t)
                float_bits[i] = t.dtype
    region = w.region_as_read(op) or comparator_region(types, keys, integer_order=w.lower_indexing,
                                                        float_bits=float_bits)
    tys = ", ".join(t.mlir() for t in types)

    def write(names, shardings):
        attrs = {"dimension": f"{dim} : i64", "is_stable": "true" if stable else "false", **shardings}
        return (f'{", ".join(names)} = "stablehlo.sort"({", ".join(operands)}) ({{\n{region}\n}})'
                f'{w.attr_dict(attrs)} : ({tys}) -> ({tys})')
    if not w.lower_indexing:  # the sorts of one `lax.sort` are printed as the one op they were
        w.write_shared(op, out, ("sort", *same), k, types, write, alike=True)
        return
    names = [w.fresh() for _ in types]
    w.lines.append(write(names, {}))
    for i, ft in float_bits.items():
        names[i] = _from_bits(w, names[i], types[i], ft)
    names = [names[p] for p in position]
    done[same] = names
    t = op.results[0].type.mlir()
    w.lines.append(f'{out} = "stablehlo.optimization_barrier"({names[k]}) : ({t}) -> {t}')


#: IREE 3.13's CPU sort moves bf16 values through f32 and writes NaNs back without their sign (a
#: -NaN came out +NaN, sorted last in the total order, not first): such operands of a sort or a
#: top_k are sorted as their bits, compared as the float they hold, and read back after the sort
SORTED_AS_BITS = ("bf16",)


def _as_bits(w, name: str, t: TensorType) -> tuple[str, TensorType]:
    bt = TensorType(t.shape, f"i{8 * dtypes.itemsize(t.dtype)}")
    return w.own_buffer(w.op_line("stablehlo.bitcast_convert", [(name, t)], bt), bt), bt


def _from_bits(w, name: str, bt: TensorType, dtype: str) -> str:
    return w.op_line("stablehlo.bitcast_convert", [(name, bt)], TensorType(bt.shape, dtype))


def _for_iree(w, types, operands, keys, dim, stable):
    """IREE 3.13's sort is not stable: a stable sort gets an iota along the dim as its last key
    (ties then follow the original order whatever the algorithm)."""
    if not stable:
        return types, operands, keys
    it = TensorType(types[0].shape, "i32")
    iota = w.own_iota(it, dim, (operands[0], types[0]))
    return types + [it], operands + [iota], keys + ((len(types), "asc", "numeric"),)


register(OpDef("sort", _sort_infer, _sort_ref, _sort_factors, vjp=_sort_vjp, emit_result=_sort_emit,
               imports={"stablehlo.sort": _sort_import}, writes_operands=True))


# -- top_k -------------------------------------------------------------------------------------------
def _top_k_infer(types, attrs):
    if len(types) != 1:
        raise OpError(f"top_k takes 1 operand, got {len(types)}")
    t = types[0]
    k = int(attrs["k"])
    if t.rank == 0 or not 0 <= k <= t.shape[-1]:
        raise OpError(f"top_k: k={k} must be between 0 and the last dim of {t} (rank >= 1)")
    if attrs.get("output", "values") not in ("values", "indices"):
        raise OpError(f"top_k: output must be 'values' or 'indices', got {attrs.get('output')!r}")
    shape = t.shape[:-1] + (k,)
    return [TensorType(shape, t.dtype if attrs.get("output", "values") == "values" else "i32")]


def _top_k_ref(xs, attrs):
    (x,) = xs
    k = int(attrs["k"])
    perm = permutation([x], x.ndim - 1, [(0, "desc", "total")])[..., :k]
    if attrs.get("output", "values") == "indices":
        return [perm.astype(np.int32)]
    return [np.take_along_axis(x, perm, axis=-1)]


def _top_k_factors(operand_types, result_types, attrs):
    t = operand_types[0]
    sizes = list(t.shape) + [int(attrs["k"])]
    opd = [[d] for d in range(t.rank)]
    res = [[d] for d in range(t.rank - 1)] + [[t.rank]]
    return FactorRule([opd], [res], sizes, need_replication={t.rank - 1, t.rank})


def _top_k_vjp(op, ins, outs, g):
    """The values' cotangent lands at their indices (a scatter-add along the last dim)."""
    from .. import functional as F
    if op.attrs.get("output", "values") == "indices":
        return [None]
    (x,) = ins
    idx = F.top_k(x, int(op.attrs["k"]))[1]
    others = tuple(range(x.ndim - 1))
    return [F.scatter_add(x.shape, idx, g, update_window_dims=(), inserted_window_dims=(x.ndim - 1,),
                          scatter_dims_to_operand_dims=(x.ndim - 1,), index_vector_dim=x.ndim,
                          input_batching_dims=others, scatter_indices_batching_dims=others)]


def _top_k_emit(w, op, out, extra):
    """`chlo.top_k`; for IREE (`w.lower_indexing`) a descending TOTALORDER sort of (x, iota),
    ties broken by the iota, sliced to k, which is how CHLO defines it (IREE's own top_k never
    ranks NaN first), behind an optimization barrier as for sort."""
    from ..emit.mlir_text import i64_array
    x = op.operands[0]
    k = int(op.attrs["k"])
    vt = TensorType(x.shape[:-1] + (k,), x.dtype)
    it = TensorType(x.shape[:-1] + (k,), "i32")
    want = op.attrs.get("output", "values")
    if w.lower_indexing:
        last = x.type.rank - 1
        full = TensorType(x.shape, "i32")
        # values and indices share one sort: keyed by the operand itself (the multi-device lowering
        # hands each op a copy of its own to sort, `writes_operands`), in the block written now
        done = w.__dict__.setdefault("_top_k_sorted", {})
        key = (x, k, id(w.lines))
        if key not in done:
            iota = w.own_iota(full, last, (w.name(x), x.type))
            operand, xt = w.name(x), x.type
            bits = x.dtype in SORTED_AS_BITS
            if bits:
                operand, xt = _as_bits(w, operand, xt)
            region = comparator_region([xt, full], ((0, "desc", "total"), (1, "asc", "numeric")),
                                       integer_order=True, float_bits={0: x.dtype} if bits else None)
            names = [w.fresh(), w.fresh()]
            w.lines.append(f'{names[0]}, {names[1]} = "stablehlo.sort"({operand}, {iota}) ({{\n{region}\n}}) '
                           f'{{dimension = {last} : i64, is_stable = true}} : ({xt.mlir()}, {full.mlir()}) '
                           f'-> ({xt.mlir()}, {full.mlir()})')
            if bits:
                names[0] = _from_bits(w, names[0], xt, x.dtype)
            done[key] = tuple(names)
        names = done[key]
        src, t = (names[0], x.type) if want == "values" else (names[1], full)
        rt = vt if want == "values" else it
        attrs = {"start_indices": i64_array([0] * x.type.rank), "limit_indices": i64_array(rt.shape),
                 "strides": i64_array([1] * x.type.rank)}
        cut = w.op_line("stablehlo.slice", [(src, t)], rt, attrs)
        w.lines.append(f'{out} = "stablehlo.optimization_barrier"({cut}) : ({rt.mlir()}) -> {rt.mlir()}')
        return

    def write(names, shardings):
        attrs = {"k": f"{k} : i64", **shardings}
        return (f'{names[0]}, {names[1]} = "chlo.top_k"({w.name(x)}){w.attr_dict(attrs)} : ({x.type.mlir()}) '
                f'-> ({vt.mlir()}, {it.mlir()})')
    # (a result nothing reads prints unsharded: Shardy has no rule for chlo.top_k, so its layout
    # never reaches the other result)
    w.write_shared(op, out, ("top_k", w.name(x), k), 0 if want == "values" else 1, [vt, it], write, alike=False)


def _top_k_import(imp, op, ins, where):
    k = int(op.attributes["k"].value)
    it = imp.tensor_type(op.results[1].type, where, "the indices of chlo.top_k")
    vals = imp.add("top_k", ins, {"k": k, "output": "values"}, where)
    idx = imp.add("top_k", ins, {"k": k, "output": "indices"}, where)
    if it.dtype != "i32":
        idx = imp.add("convert", [idx], {"dtype": it.dtype}, where)
    return [vals, idx]


register(OpDef("top_k", _top_k_infer, _top_k_ref, _top_k_factors, vjp=_top_k_vjp, emit_result=_top_k_emit,
               imports={"chlo.top_k": _top_k_import}, writes_operands=True))   # (IREE's form is a sort)
