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


CHECKPOINTING = ("disabled", "balanced")


class _Remat:
    """Gives the backward its view of a forward value: the saved value itself ("disabled"), or,
    under "balanced", a recomputation of cheap memory-bound ops from the results the rule table
    marks `checkpoint_save` (dot products, reductions, reshards) and inputs, emitted where the
    backward needs it (so forward intermediates die early)."""

    def __init__(self, builder: Builder, forward_ops, policy: str):
        self.b = builder
        self.policy = policy
        self.producer = {r: op for op in forward_ops for r in op.results}
        self.memo: dict = {}

    def __call__(self, v) -> Tensor:
        if self.policy == "disabled":
            return Tensor(v, self.b)
        if v in self.memo:
            return self.memo[v]
        op = self.producer.get(v)
        if op is None or registry.get(op.kind).checkpoint_save:
            t = Tensor(v, self.b)
        else:
            new = self.b.graph.add_op(op.kind, [self(x).value for x in op.operands], dict(op.attrs),
                                      loc=f"{op.loc} (recomputed)" if op.loc else "recomputed")
            t = Tensor(new.results[v.index], self.b)
        self.memo[v] = t
        return t


def _backward(builder: Builder, start: int, out: Tensor, wrt: Sequence[Tensor],
              checkpointing: str = "disabled") -> list[Tensor]:
    seed = F.broadcast_in_dim(F.constant(np.ones((), dtypes.to_numpy(out.dtype))), out.shape, ())
    return backward(builder, start, {out.value: seed}, wrt, checkpointing)


def backward(builder: Builder, start: int, seeds: dict, wrt: Sequence[Tensor],
             checkpointing: str = "disabled") -> list[Tensor]:
    """The cotangents of `wrt` through the ops traced since `start`, given the cotangents `seeds`
    (value -> Tensor) of some of their results (a branch's vjp, ops/control.py, or a shard_map's
    backward body, which seeds several)."""
    graph = builder.graph
    ops = graph.ops[start:]
    remat = _Remat(builder, ops, checkpointing)
    # only ops between the wrt tensors and the output matter
    live = {t.value for t in wrt}
    for op in ops:
        if any(v in live for v in op.operands):
            live.update(op.results)
    if not any(v in live for v in seeds):
        return [_zeros(t) for t in wrt]
    mark = len(graph.ops)
    ct: dict = dict(seeds)
    for op in reversed(ops):
        if not any(r in ct for r in op.results) or not any(v in live for v in op.operands):
            continue
        opdef = registry.get(op.kind)
        if any(dtypes.is_complex(v.dtype) for v in (*op.operands, *op.results)):
            # (the rules are written for real values; a complex cotangent needs conjugates they lack)
            raise TraceError(f"{op.kind} (at {op.loc}) computes in complex numbers, which shardflow cannot "
                             f"differentiate; differentiate a function of real values only")
        if opdef.vjp is None:
            raise TraceError(f"no gradient rule for {op.kind} (at {op.loc}); it cannot be differentiated")
        # several results (a case, a loop, a shard_map): one cotangent each, None where none flows
        g = ct[op.results[0]] if len(op.results) == 1 else [ct.get(r) for r in op.results]
        ins = [remat(v) for v in op.operands]
        outs = [remat(v) for v in op.results]
        grads = opdef.vjp(op, ins, outs, g)
        for v, gv in zip(op.operands, grads):
            if gv is None or v not in live:
                continue
            ct[v] = ct[v] + gv if v in ct else gv
    grads = [ct[t.value] if t.value in ct else _zeros(t) for t in wrt]
    _prune(graph, mark, [g.value for g in grads])
    return grads


def _prune(graph, mark: int, keep) -> None:
    """Drop the backward's ops (from `mark` on) that no returned gradient needs: a vjp builds every
    operand's cotangent, also for operands nobody differentiates (a convolution's kernel gradient
    when only the input's is asked for), which would otherwise be partitioned, communicated and run."""
    live = set(keep)
    kept = []
    for op in reversed(graph.ops[mark:]):
        if any(r in live for r in op.results):
            kept.append(op)
            live.update(op.operands)
    graph.ops[mark:] = kept[::-1]


def _zeros(t: Tensor) -> Tensor:
    return F.broadcast_in_dim(F.constant(np.zeros((), dtypes.to_numpy(t.dtype))), t.shape, ())


def value_and_grad(f: Callable, argnums=0, has_aux: bool = False, checkpointing: str = "disabled") -> Callable:
    """`f(*args) -> scalar` becomes `(*args) -> (value, grads)`; grads is one Tensor for an int
    `argnums`, else a tuple. Call it inside a traced function (sfc.trace / sfc.compile).

    checkpointing: "disabled" keeps every forward value the backward needs; "balanced" keeps only
    compute-bound results (dot products), reductions and reshards, and recomputes the cheap
    memory-bound ops in between during the backward (never a reshard or a collective).
    """
    nums = _as_tuple(argnums)
    if checkpointing not in CHECKPOINTING:
        raise TraceError(f"checkpointing must be one of {CHECKPOINTING}, got {checkpointing!r}")

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
        grads = _backward(builder, start, value, [args[i] for i in nums], checkpointing)
        g = grads[0] if isinstance(argnums, int) else tuple(grads)
        return ((value, aux), g) if has_aux else (value, g)

    return wrapped


def grad(f: Callable, argnums=0, has_aux: bool = False, checkpointing: str = "disabled") -> Callable:
    """The gradient of a scalar function (see value_and_grad)."""
    vg = value_and_grad(f, argnums, has_aux, checkpointing)

    def wrapped(*args):
        (v, g) = vg(*args)
        return (g, v[1]) if has_aux else g

    return wrapped
