"""Returned values IREE may hold as views of a function argument's buffer.

IREE 3.13 folds a reshape of an argument (and what it canonicalizes to one: a reduction over
dimensions of size 1, a broadcast that adds only such dimensions) into a view of the argument's
buffer, and its copy elision then lets an op that writes a copy of the same argument in place (a
sort, a dynamic_update_slice) write into the argument itself: a function returning
`x.reshape(-1)` next to `jnp.sort(x)` returned the view sorted, on one device and on several. A
barrier (`stablehlo.optimization_barrier`, free at run time) right after the op that makes the
returned value keeps it apart; every emitter of a function (multi-device, host-staged stages, the
per-rank SPMD module) puts one there.
"""
from __future__ import annotations

import itertools
from typing import Callable, Container, Iterator

from ..dtypes import itemsize
from ..ir import Value
from ..ops import registry


def viewed(v: Value) -> Iterator[Value]:
    """v, then each value v may view back through its producers: each op on the way may view its
    first operand (`OpDef.views_operand`: a reshape, a transpose, ...) and keeps all of its bytes,
    its other operands constants."""
    x = v
    while True:
        yield x
        op = x.producer
        if op is None or len(op.results) != 1 or not op.operands or not registry.get(op.kind).views_operand:
            return
        y = op.operands[0]
        if _bytes(y.type) != _bytes(x.type) or any(
                u.producer is None or registry.get(u.producer.kind).literal is None for u in op.operands[1:]):
            return
        x = y


def views_argument(v: Value, arguments: Container[Value] | Callable[[Value], bool]) -> bool:
    """Whether v holds the bytes of one of `arguments` (the values, or a test of a value) as they
    are, rearranged at most (`viewed`), v not being one itself."""
    is_argument = arguments if callable(arguments) else arguments.__contains__
    return any(is_argument(x) for x in itertools.islice(viewed(v), 1, None))


def _bytes(t) -> int:
    return t.size * itemsize(t.dtype)


def fence(w, v: Value) -> None:
    """Put v (written by the body writer `w`) behind a barrier: its later uses read the barrier."""
    name = w.fresh()
    w.lines.append(f'{name} = "stablehlo.optimization_barrier"({w.names[v]}) : ({v.type}) -> {v.type}')
    w.names[v] = name
