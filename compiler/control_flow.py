"""Control flow in traced functions, with JAX's names: `cond`, `switch`, `while_loop`, `fori_loop`.

Each branch or loop body is traced into a sub-graph of its own (`_RegionBuilder`) and becomes a
`case` or `while` op (ops/control.py): real control flow, decided at run time on every device.
Tensors of the enclosing trace that a branch or body uses are captured (they become operands, as
JAX closes over outer tracers). Operands and loop state may be a Tensor, a number, a NumPy array
or nested tuples, lists and dicts of them (returned in the same structure).

`fori_loop` with Python int bounds is unrolled while tracing (like a static-trip-count loop on
import: each copy sees its counter as a constant, and the gradient flows through the copies);
with a traced bound, or `unroll=False`, it is a `while` loop carrying the counter.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import numpy as np

from . import dtypes
from .ir import Graph, TensorType, Value
from .ops.control import align_inputs, inline, per_device_attrs, union
from .trace import Builder, Tensor, TraceError, _as_tensor

#: `fori_loop` unrolls static bounds of at most this many iterations (more: a loop)
MAX_UNROLL = 1024


# -- pytrees of tensors (tuples, lists, dicts) ----------------------------------------------------------
def _flatten(tree) -> tuple[list, Any]:
    if isinstance(tree, (tuple, list)):
        leaves, defs = [], []
        for x in tree:
            lv, d = _flatten(x)
            leaves += lv
            defs.append((len(lv), d))
        return leaves, (type(tree), defs)
    if isinstance(tree, dict):
        keys = list(tree)
        leaves, defs = _flatten([tree[k] for k in keys])
        return leaves, (dict, keys, defs)
    return [tree], None


def _unflatten(spec, leaves: list):
    if spec is None:
        return leaves[0]
    if spec[0] is dict:
        _, keys, inner = spec
        return dict(zip(keys, _unflatten(inner, leaves), strict=True))
    kind, defs = spec
    out, k = [], 0
    for n, d in defs:
        out.append(_unflatten(d, leaves[k:k + n]))
        k += n
    return kind(out)


def _tensors(leaves: list, what: str) -> list[Tensor]:
    out = []
    for i, x in enumerate(leaves):
        if not isinstance(x, (Tensor, np.ndarray, np.generic, bool, int, float)):
            raise TraceError(f"{what}: leaf {i} is a {type(x).__name__}; give Tensors, numbers or NumPy arrays "
                             f"(in tuples, lists or dicts)")
        out.append(_as_tensor(x))
    return out


def _sig(ts) -> str:
    return "(" + ", ".join(f"{t.dtype}{list(t.shape)}" for t in ts) + ")"


# -- tracing a region -----------------------------------------------------------------------------------
class _RegionBuilder(Builder):
    """Traces a branch or loop body into its own sub-graph; a tensor of a trace around it becomes
    an input of the sub-graph (`captured`: outer value -> input), in the order first used."""

    def __init__(self, graph: Graph, parent: Builder):
        super().__init__(graph, parent)
        self.captured: dict[Value, Value] = {}

    def adopt(self, t: Tensor, kind: str = "op") -> Tensor:
        if t.builder is self:
            return t
        if not self.inside(t.builder):
            raise TraceError(f"{kind}: a tensor from another trace was used here")
        outer = self.parent.adopt(t, kind)   # through every trace in between
        if outer.value not in self.captured:
            v = self.graph.add_input(outer.value.type)
            v.fixed = False
            self.captured[outer.value] = v
        return Tensor(self.captured[outer.value], self)


def _trace_region(fn: Callable, args: list[Tensor], name: str, what: str) -> tuple[Graph, Any, list[Tensor], dict]:
    """`fn(*args)` traced into a sub-graph whose first inputs stand for `args`: (graph, the
    output's structure, its output Tensors (adopted), captured outer value -> input)."""
    parent = Builder.current()
    g = Graph(name, parent.graph.mesh)
    g.scope = parent.graph.scope   # (in a shard_map body: per device, its collectives allowed)
    rb = _RegionBuilder(g, parent)
    ins = [Tensor(g.add_input(a.value.type), rb) for a in args]
    Builder._stack.append(rb)
    try:
        out = fn(*ins)
        leaves, tree = _flatten(out)
        outs = [rb.adopt(t, what) for t in _tensors(leaves, f"{what}'s result")]
    finally:
        Builder._stack.pop()
    g.set_outputs([t.value for t in outs])
    # a `.sharding` read while tracing propagated the region alone: forget it (the enclosing
    # program's propagation decides, through the op's links); user layouts (reshards) stay
    for v in g.all_values():
        if not v.fixed or v in g.inputs:
            v.sharding, v.fixed = None, False
    return g, tree, outs, rb.captured


def _close(graphs: list[Graph], captured: list[dict], base: int) -> list[Value]:
    """Give every sub-graph the same inputs: the first `base`, then one per value any of them
    captured; returns those outer values (the op's extra operands)."""
    outer = union([list(c) for c in captured])
    for g, c in zip(graphs, captured, strict=True):
        align_inputs(g, base, c, outer)
    return outer


def _operands(operands, what: str) -> tuple[list[Tensor], Any]:
    leaves, tree = _flatten(list(operands))
    return _tensors(leaves, what), tree


# -- case: cond and switch ----------------------------------------------------------------------------
def _case(index: Tensor, fns: Sequence[Callable], operands, what: str, names: Sequence[str]):
    """A `case` op on `index` over the branches `fns` (called `names` in errors)."""
    args, tree = _operands(operands, what)
    traced = [_trace_region(lambda *xs, f=f: f(*_unflatten(tree, list(xs))), args, f"branch {i}", f"{what} {name}")
              for i, (f, name) in enumerate(zip(fns, names, strict=True))]
    first = traced[0]
    for i, (g, t, outs, _) in enumerate(traced[1:], 1):
        if t != first[1] or [o.value.type for o in outs] != [o.value.type for o in first[2]]:
            raise TraceError(f"{what}: {names[i]} returns {_sig(outs)} but {names[0]} returns {_sig(first[2])}; "
                             f"every branch must return the same structure, shapes and dtypes")
    if not first[2]:
        raise TraceError(f"{what}: the branches return nothing")
    graphs = [t[0] for t in traced]
    outer = _close(graphs, [t[3] for t in traced], len(args))
    b = Builder.current()
    res = b.op_multi("case", [index] + args + [Tensor(v, b) for v in outer],
                     {"branches": graphs, **per_device_attrs(b.graph)})
    return _unflatten(first[1], res)


def cond(pred, true_fn: Callable, false_fn: Callable, *operands):
    """`true_fn(*operands)` if `pred` else `false_fn(*operands)`, decided at run time (JAX's
    `lax.cond`). `pred`: a scalar boolean (a number counts as `pred != 0`); both functions must
    return the same structure of tensors, shapes and dtypes. Only the branch taken runs; its
    gradient is the gradient of the taken branch."""
    p = _scalar(pred, "cond: pred")
    if p.dtype != "i1":
        if not (dtypes.is_int(p.dtype) or dtypes.is_float(p.dtype)):
            raise TraceError(f"cond: pred must be a boolean or a number, got {p.dtype}")
        p = p != 0
    index = p.builder.op("convert", [p], {"dtype": "i32"})
    return _case(index, [false_fn, true_fn], operands, "cond", ["false_fn", "true_fn"])


def switch(index, branches: Sequence[Callable], *operands):
    """`branches[index](*operands)`, with `index` clamped into range (JAX's `lax.switch`): an
    integer scalar chosen at run time; every branch returns the same structure, shapes, dtypes."""
    branches = list(branches)
    if not branches or not all(callable(f) for f in branches):
        raise TraceError("switch: branches must be a non-empty sequence of functions")
    i = _scalar(index, "switch: index")
    if not dtypes.is_int(i.dtype) or i.dtype == "i1":
        raise TraceError(f"switch: index must be an integer scalar, got {i.dtype}")
    if len(branches) == 1:
        return branches[0](*operands)
    b = i.builder
    if i.dtype != "i32":
        i = b.op("convert", [i], {"dtype": "i32"})
    lo = _as_tensor(np.array(0, np.int32))
    hi = _as_tensor(np.array(len(branches) - 1, np.int32))
    i = b.op("clamp", [lo, i, hi])
    return _case(i, branches, operands, "switch", [f"branch {k}" for k in range(len(branches))])


def _scalar(x, what: str) -> Tensor:
    t = _as_tensor(x)
    if t.shape != ():
        raise TraceError(f"{what} must be a scalar, got shape {list(t.shape)}")
    return t


# -- loops ------------------------------------------------------------------------------------------------
def while_loop(cond_fn: Callable, body_fn: Callable, init_val):
    """`while cond_fn(val): val = body_fn(val)`, run on the devices (JAX's `lax.while_loop`): the
    trip count may depend on run-time values. `body_fn` returns the same structure, shapes and
    dtypes it takes; `cond_fn` returns a scalar boolean. Not reverse-differentiable (as in JAX)."""
    return _while(cond_fn, body_fn, init_val, "while_loop")


def _while(cond_fn: Callable, body_fn: Callable, init_val, what: str):
    leaves, tree = _flatten(init_val)
    init = _tensors(leaves, f"{what}: the initial value")
    if not init:
        raise TraceError(f"{what}: the initial value holds no tensor")
    body, btree, bouts, bcap = _trace_region(lambda *xs: body_fn(_unflatten(tree, list(xs))), init, "while body",
                                            f"{what} body_fn")
    if btree != tree or [o.value.type for o in bouts] != [t.value.type for t in init]:
        raise TraceError(f"{what}: body_fn must return what it takes: it takes {_sig(init)} and returns "
                         f"{_sig(bouts)}")
    cond_g, ctree, couts, ccap = _trace_region(lambda *xs: cond_fn(_unflatten(tree, list(xs))), init,
                                               "while condition", f"{what} cond_fn")
    if ctree is not None or couts[0].value.type != TensorType((), "i1"):
        raise TraceError(f"{what}: cond_fn must return a scalar boolean, got {_sig(couts)}")
    outer = _close([cond_g, body], [ccap, bcap], len(init))
    b = Builder.current()
    res = b.op_multi("while", init + [Tensor(v, b) for v in outer],
                     {"carried": len(init), "cond": cond_g, "body": body, **per_device_attrs(b.graph)})
    return _unflatten(tree, res)


def fori_loop(lower, upper, body_fn: Callable, init_val, *, unroll: bool | None = None):
    """`for i in range(lower, upper): val = body_fn(i, val)` (JAX's `lax.fori_loop`). With Python
    int bounds the loop is unrolled while tracing (at most MAX_UNROLL iterations; `unroll=False`
    keeps a loop); a traced bound (a Tensor) keeps a `while` loop, run on the devices, carrying
    the counter (then not reverse-differentiable, as in JAX)."""
    static = all(isinstance(x, (int, np.integer)) and not isinstance(x, (bool, np.bool_)) for x in (lower, upper))
    if static and unroll is not False and int(upper) - int(lower) <= MAX_UNROLL:
        val = init_val
        for i in range(int(lower), int(upper)):
            val = body_fn(_as_tensor(np.array(i, np.int32)), val)
        return val
    if unroll is True:
        raise TraceError("fori_loop: unroll=True needs Python int bounds of at most "
                         f"{MAX_UNROLL} iterations")
    lo, hi = _bounds(lower, upper)

    def body(state):
        i, val = state
        return i + 1, body_fn(i, val)
    return _while(lambda s: s[0] < hi, body, (lo, init_val), "fori_loop")[1]


def _bounds(lower, upper) -> tuple[Tensor, Tensor]:
    """The bounds as integer scalar tensors of one dtype (a Python int takes the other's)."""
    ts = [x if isinstance(x, Tensor) else None for x in (lower, upper)]
    dt = next((t.dtype for t in ts if t is not None), "i32")
    out = []
    for x, t in zip((lower, upper), ts, strict=True):
        t = t if t is not None else _as_tensor(np.array(int(x), dtypes.to_numpy(dt)))
        if t.shape != () or not dtypes.is_int(t.dtype) or t.dtype == "i1":
            raise TraceError(f"fori_loop: bounds must be integer scalars, got {t.dtype}{list(t.shape)}")
        out.append(t)
    if out[0].dtype != out[1].dtype:
        raise TraceError(f"fori_loop: lower and upper have different dtypes ({out[0].dtype}, {out[1].dtype}); "
                         f"convert one")
    return out[0], out[1]


# -- gradients of a case (ops/control.py) -------------------------------------------------------------------
def branch_vjp(branch: Graph, seeded: list[int], wrt: list[int], ct_types: list[TensorType]) -> Graph:
    """The vjp of one branch as a sub-graph: inputs (the branch's inputs, the cotangents of its
    outputs `seeded`), outputs the cotangents of its inputs `wrt`: the branch replayed, then
    differentiated by autodiff."""
    from .autodiff import backward
    g = Graph(f"{branch.name} vjp", branch.mesh)
    g.scope = branch.scope
    ins = [g.add_input(v.type) for v in branch.inputs]
    cts = [g.add_input(t) for t in ct_types]
    b = Builder(g)
    Builder._stack.append(b)
    try:
        start = len(g.ops)
        outs = inline(g, branch, ins, " (replayed for the gradient)")
        seeds: dict = {}
        for m, c in zip(seeded, cts, strict=True):
            v, ct = outs[m], Tensor(c, b)
            seeds[v] = seeds[v] + ct if v in seeds else ct
        grads = backward(b, start, seeds, [Tensor(ins[j], b) for j in wrt])
    finally:
        Builder._stack.pop()
    g.set_outputs([t.value for t in grads])
    return g
