"""What op records need to import themselves from MLIR (`OpDef.imports`): readers of StableHLO
attributes, the reducer of a reduce body, and whether an init value is its reducer's identity.

Kept apart from importer/stablehlo.py (which reads the rule table when it loads) so that op
modules can import these at their top without an import cycle: this module reads the rule table
only when called.
"""
from __future__ import annotations

import re
from typing import Callable

import numpy as np

from shardflow.runtime.errors import ShardingError

from .. import dtypes

# reduce body op -> reducer
REDUCE_BODIES = {"stablehlo.add": "add", "stablehlo.maximum": "max", "stablehlo.minimum": "min",
                 "stablehlo.or": "max", "stablehlo.and": "min", "stablehlo.multiply": "mul"}
# (reducer, on i1) -> the elementwise op that folds a non-identity init value into a reduction
COMBINE = {("add", False): "add", ("max", False): "maximum", ("min", False): "minimum", ("mul", False): "multiply",
           ("add", True): "or", ("max", True): "or", ("min", True): "and", ("mul", True): "and"}


def attr(op, name: str):
    """The MLIR op's attribute `name`, or None."""
    return op.attributes[name] if name in op.attributes else None


def sdy_text(a) -> str:
    """An opaque `#sdy.xxx<...>` attribute back as text (the sdy dialect is not registered)."""
    if not hasattr(a, "dialect_namespace"):
        raise ShardingError(f"expected a Shardy attribute (#sdy.sharding<...>, #sdy.mesh<...>), got {a}")
    return f"#{a.dialect_namespace}.{a.data.decode()}"


def ints(a) -> tuple[int, ...]:
    """An array attribute (or None) as a tuple of ints."""
    return tuple(int(x) for x in (a if a is not None else ()))


def enum_word(a) -> str:
    """`#stablehlo<comparison_direction GT>` -> 'GT'."""
    return str(a).rstrip(">").split()[-1]


def dimension_numbers(a) -> dict:
    """`#stablehlo.gather<offset_dims = [2], ..., index_vector_dim = 2>` (or scatter, dot) as a dict."""
    text = str(a)
    out: dict = {k: tuple(int(x) for x in v.replace(" ", "").split(",") if x)
                 for k, v in re.findall(r"(\w+) = \[([^\]]*)\]", text)}
    m = re.search(r"index_vector_dim = (\d+)", text)
    out["index_vector_dim"] = int(m.group(1)) if m else 0
    return out


def _dense_body(text: str) -> str:
    """What stands between `dense<` and its closing `>` in a printed attribute or op."""
    start = text.index("dense<") + len("dense<")
    depth, end = 1, start
    while depth:
        depth += {"<": 1, ">": -1}.get(text[end], 0)
        end += 1
    return text[start:end - 1]


def narrow_values(a, shape: tuple[int, ...], dtype: str) -> np.ndarray:
    """bf16 or f8 DenseElementsAttr values (NumPy's buffer protocol cannot read them), read from the
    attribute's own printed form: hex blob, or decimals that round-trip / hex bit patterns."""
    body = _dense_body(str(a))
    npd = dtypes.to_numpy(dtype)
    bits = np.dtype(f"u{npd.itemsize}")
    if body.startswith('"0x'):
        raw = np.frombuffer(bytes.fromhex(body[3:-1]), dtype=bits).view(npd)
        return np.broadcast_to(raw, shape).copy() if raw.size == 1 else raw.reshape(shape)
    vals = []
    for tok in re.findall(r"0x[0-9A-Fa-f]+|[-+0-9.eE]+", body):
        if tok.startswith("0x"):
            vals.append(np.array(int(tok, 16), bits).view(npd))
        else:   # (printed with enough digits: one rounding to the narrow type gives it back)
            vals.append(np.array(float(tok), np.float32).astype(npd))
    arr = np.array(vals, dtype=npd)
    return np.broadcast_to(arr, shape).copy() if arr.size == 1 else arr.reshape(shape)


def complex_values(a, shape: tuple[int, ...], dtype: str) -> np.ndarray:
    """complex<f32>/complex<f64> dense values, read from the printed form of `a` (an op or attribute
    holding one `dense<...>`; MLIR's Python bindings cannot even hand out such an attribute: reading
    it raises, and reading it by index aborts): a hex blob, or `(re,im)` pairs whose parts are
    round-tripping decimals or hex bits."""
    body = _dense_body(str(a))
    npd = dtypes.to_numpy(dtype)
    part = np.dtype(f"f{npd.itemsize // 2}")
    if body.startswith('"0x'):
        arr = np.frombuffer(bytes.fromhex(body[3:-1]), dtype=npd)
    else:
        pairs = re.findall(r"\(\s*([^,()]+?)\s*,\s*([^,()]+?)\s*\)", body)
        arr = np.array([complex(_part(re_, part), _part(im, part)) for re_, im in pairs], dtype=npd)
    return np.broadcast_to(arr[0], shape).copy() if arr.size == 1 else arr.reshape(shape)


def _part(tok: str, part: np.dtype):
    """One part of a complex literal: a decimal, or hex bits of the part's float type."""
    tok = tok.strip()
    if tok.lower().startswith("0x"):
        return np.array(int(tok, 16), f"u{part.itemsize}").view(part)
    return part.type(float(tok))


def _is_constraint(o) -> bool:
    name = o.operation.name
    return len(o.operands) == 1 and len(o.results) == 1 and (
        name in ("sdy.sharding_constraint", "sdy.reshard")
        or name == "stablehlo.custom_call" and "call_target_name" in o.attributes
        and o.attributes["call_target_name"].value == "Sharding")


def body_ops(block) -> tuple[list, list, Callable]:
    """A combiner region's (arguments, operations, `source`) with the sharding constraints JAX and
    Shardy write on its scalars looked through: they are left out of the operations, and
    `source(v)` is the value a constraint's result stands for (v itself otherwise)."""
    alias: dict = {}
    ops = []
    for o in block.operations:
        if _is_constraint(o):
            alias[o.results[0]] = alias.get(o.operands[0], o.operands[0])
        else:
            ops.append(o)
    return list(block.arguments), ops, lambda v: alias.get(v, v)


def _reducer_of(name: str, dtype: str) -> str | None:
    """The reducer an add / maximum / minimum / multiply (or, and on i1) of two block arguments is
    over `dtype` (i1 addition is or, i1 multiplication is and); None for anything else."""
    if name not in REDUCE_BODIES or name in ("stablehlo.or", "stablehlo.and") and dtype != "i1":
        return None
    if dtype == "i1" and name in ("stablehlo.add", "stablehlo.multiply"):
        return "max" if name == "stablehlo.add" else "min"
    return REDUCE_BODIES[name]


def reduce_body(imp, op, x, where: str, name: str = "stablehlo.reduce") -> str:
    """The reducer of a single add / maximum / minimum / multiply (or, and on i1) body of `op`
    reducing `x`; `imp.fail` names anything else."""
    args, inner, source = body_ops(op.regions[0].blocks[0])
    first = inner[0].operation.name if inner else "nothing"
    if (len(inner) != 2 or first not in REDUCE_BODIES or inner[1].operation.name != "stablehlo.return"
            or {source(v) for v in inner[0].operands} != set(args) or len(args) != 2
            or [source(v) for v in inner[1].operands] != [inner[0].results[0]]):
        scan = ("; a window along one dim takes any elementwise body when it is cumulative (JAX's "
                "cumulative reductions) or unpadded, with stride 1" if name == "stablehlo.reduce_window" else "")
        raise imp.fail(where, f"unsupported {name} body (starting with {first}): only a single "
                              f"add, maximum, minimum, multiply, or, and of the two block arguments is "
                              f"supported{scan}")
    reducer = _reducer_of(first, x.dtype)
    if reducer is None:
        raise imp.fail(where, f"unsupported bitwise reduction ({first}) over {x.dtype}")
    return reducer


def separable_reducers(op, dtypes_: list[str]) -> list[str] | None:
    """The reducer of each input of a variadic reduce whose body reduces every input on its own
    (result k is one add / maximum / ... of accumulator k and element k, and the body holds nothing
    else): the same as one reduce per input. None for any other body."""
    args, inner, source = body_ops(op.regions[0].blocks[0])
    n = len(dtypes_)
    if len(args) != 2 * n or len(inner) != n + 1 or inner[-1].operation.name != "stablehlo.return":
        return None
    made = {o.results[0]: o for o in inner[:-1] if len(o.results) == 1}
    reducers = []
    for k, v in enumerate(source(v) for v in inner[-1].operands):
        o = made.get(v)
        if o is None or len(o.operands) != 2 or {source(x) for x in o.operands} != {args[k], args[n + k]}:
            return None
        reducers.append(_reducer_of(o.operation.name, dtypes_[k]))
    return reducers if len(reducers) == n and None not in reducers else None


def _literal_through(v, views: tuple[str, ...]) -> np.ndarray | None:
    """The literal a value is, seen through ops whose record's `value_view` is one of `views`
    (JAX broadcasts and reshapes a scalar 0 into an init value), else None."""
    from ..ops.registry import get
    op = v.producer
    while op is not None and get(op.kind).value_view in views:
        op = op.operands[0].producer
    literal = None if op is None else get(op.kind).literal
    return None if literal is None else np.asarray(literal(op))


def is_identity(init, reducer: str) -> bool:
    """Whether `init` is the identity of `reducer` (a literal, possibly broadcast or reshaped)."""
    from ..ops.registry import reducer_identity
    value = _literal_through(init, ("same",))
    return value is not None and bool(np.array_equal(value, reducer_identity(reducer, init.dtype)))


def is_zero(v) -> bool:
    """Whether `v` is a zero literal (possibly broadcast, reshaped or converted)."""
    value = _literal_through(v, ("same", "converted"))
    return value is not None and not np.any(value)


#: the attribute holding a region kept as read (`region_as_read`), to be printed back as it was
AS_READ = "region_as_read"
#: the attribute holding the promises a gather or scatter was read with (`written_promises`)
PROMISES = "written_promises"


def written_promises(op) -> dict[str, str]:
    """The indexing promises the MLIR op spells out (`indices_are_sorted`, `unique_indices`, true or
    false), as attribute texts: printed back as read (one left out stays out, as MLIR prints a
    default), never relied on (a partitioned op's local indices need not keep them)."""
    return {k: "true" if str(op.attributes[k]) == "true" else "false"
            for k in ("indices_are_sorted", "unique_indices") if k in op.attributes}


def printed_as_read(imp, op) -> dict:
    """What a gather's or scatter's record keeps to print `op` as it was read (`keep_unused`): its
    promises and, for a scatter, its body."""
    if not imp.keep_unused:
        return {}
    kept = {PROMISES: written_promises(op)}
    body = region_as_read(op) if len(op.regions) else None
    return {**kept, AS_READ: body} if body is not None else kept
_SSA = re.compile(r"%([A-Za-z0-9_.$-]+)(?:#\d+)?")
_DEFINED = re.compile(r"^\s*(?:\^bb\d+\((.*)\):|((?:%[A-Za-z0-9_.$-]+(?::\d+)?(?:, )?)+) = )")


def region_as_read(op, index: int = 0) -> str | None:
    """Region `index` of the MLIR op as MLIR prints it in generic form (its block's `^bb0(...)`
    line and ops), for printing the op back as it was read; None when the region reads a
    value defined around it, has several blocks, or holds regions of its own."""
    lines = op.get_asm(print_generic_op_form=True, use_local_scope=True).split("\n")
    bounds = [k for k, line in enumerate(lines) if line.endswith("({") or line == "}, {" or line.startswith("})")]
    if index + 1 >= len(bounds):
        return None
    body = lines[bounds[index] + 1:bounds[index + 1]]
    if any(not line.startswith(("  ", "^")) or line.startswith("   ") for line in body):
        return None   # nested regions (indented deeper)
    body = [line if line.startswith("^") else line[2:] for line in body]
    defined = set()
    for line in body:
        m = _DEFINED.match(line)
        if m is not None:
            defined.update(_SSA.findall(m.group(1) or m.group(2)))
    used = {name for line in body for name in _SSA.findall(line)}
    if not used <= defined or sum(line.startswith("^") for line in body) > 1:
        return None
    return "\n".join(body)
