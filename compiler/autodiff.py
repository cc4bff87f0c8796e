"""Reverse-mode autodiff on the Graph IR: `grad` and `value_and_grad`, usable inside a traced
function, so forward, backward and the update are one graph (and one compiled program).

The backward ops are appended to the graph being traced, built from each op's vjp in the rule
table; the partitioner then shards them like any other op. A reshard's vjp is the identity, so a
cotangent's sharding is whatever propagation gives it (never a forced copy back).
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from . import dtypes
from . import functional as F
from .ops import registry
from .trace import Builder, Tensor, TraceError


def _as_tuple(argnums) -> tuple[int, ...]:
    return (argnums,) if isinstance(argnums, int) else tuple(argnums)


def _backward(builder: Builder, start: int, out: Tensor, wrt: Sequence[Tensor]) -> list[Tensor]:
    graph = builder.graph
    ops = graph.ops[start:]
    # only ops between the wrt tensors and the output matter
    live = {t.value for t in wrt}
    for op in ops:
        if any(v in live for v in op.operands):
            live.update(op.results)
    if out.value not in live:
        return [_zeros(t) for t in wrt]
    ct: dict = {out.value: F.broadcast_in_dim(F.constant(np.ones((), dtypes.to_numpy(out.dtype))), out.shape, ())}
    for op in reversed(ops):
        if not any(r in ct for r in op.results) or not any(v in live for v in op.operands):
            continue
        opdef = registry.get(op.kind)
        if opdef.vjp is None:
            raise TraceError(f"no gradient rule for {op.kind} (at {op.loc}); it cannot be differentiated")
        g = ct[op.results[0]]
        ins = [Tensor(v, builder) for v in op.operands]
        outs = [Tensor(v, builder) for v in op.results]
        grads = opdef.vjp(op, ins, outs, g)
        for v, gv in zip(op.operands, grads):
            if gv is None or v not in live:
                continue
            ct[v] = ct[v] + gv if v in ct else gv
    return [ct[t.value] if t.value in ct else _zeros(t) for t in wrt]


def _zeros(t: Tensor) -> Tensor:
    return F.broadcast_in_dim(F.constant(np.zeros((), dtypes.to_numpy(t.dtype))), t.shape, ())


def value_and_grad(f: Callable, argnums=0, has_aux: bool = False) -> Callable:
    """`f(*args) -> scalar` becomes `(*args) -> (value, grads)`; grads is one Tensor for an int
    `argnums`, else a tuple. Call it inside a traced function (sfc.trace / sfc.compile)."""
    nums = _as_tuple(argnums)

    def wrapped(*args):
        builder = Builder.current()
        for i in nums:
            if i >= len(args) or not isinstance(args[i], Tensor):
                raise TraceError(f"argnums {i}: argument {i} must be a traced Tensor")
            if not dtypes.is_float(args[i].dtype):
                raise TraceError(f"argnums {i}: cannot differentiate with respect to a {args[i].dtype} tensor")
        start = len(builder.graph.ops)
        res = f(*args)
        value, aux = (res if has_aux else (res, None))
        if not isinstance(value, Tensor) or value.shape != () or not dtypes.is_float(value.dtype):
            raise TraceError("grad needs a function returning a scalar floating-point Tensor "
                             f"(shape ()), got {value!r}")
        grads = _backward(builder, start, value, [args[i] for i in nums])
        g = grads[0] if isinstance(argnums, int) else tuple(grads)
        return ((value, aux), g) if has_aux else (value, g)

    return wrapped


def grad(f: Callable, argnums=0, has_aux: bool = False) -> Callable:
    """The gradient of a scalar function (see value_and_grad)."""
    vg = value_and_grad(f, argnums, has_aux)

    def wrapped(*args):
        (v, g) = vg(*args)
        return (g, v[1]) if has_aux else g

    return wrapped
