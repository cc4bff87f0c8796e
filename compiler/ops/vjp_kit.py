"""What the records' vjps (reverse-mode rules, run by compiler/autodiff.py) are written with.

A vjp gets the op, its operands and results as Tensors and the results' cotangents, and returns one
cotangent per operand (None: no gradient flows there). `F` is compiler.functional, the tracing API,
reached on first use: the records load before it can be imported.
"""
from __future__ import annotations

import numpy as np


class _Functional:
    """compiler.functional, imported when a vjp first runs (it imports the rule table itself)."""

    def __getattr__(self, name: str):
        from .. import functional
        return getattr(functional, name)


F = _Functional()


def zeros_like(x):
    """Zeros of `x`'s shape and dtype (a broadcast scalar)."""
    from .. import dtypes
    return F.broadcast_in_dim(F.constant(np.zeros((), dtype=dtypes.to_numpy(x.dtype))), x.shape, ())


def no_gradient(op, ins, outs, g) -> list:
    """The vjp of an op no gradient flows through (comparisons, bit ops, piecewise-constant ops,
    sources, random bits), as in JAX."""
    return [None] * len(ins)


def identity(op, ins, outs, g) -> list:
    """The vjp of an op that passes its operand on unchanged (a reshard: the cotangent keeps
    whatever sharding propagation gives it, never a forced copy back)."""
    return [g]
