"""Shardy's factor propagation strategies, for printing the layouts Shardy gives (`shardflow-opt
--propagate --propagation-strategy`); compiling resolves conflicts by bytes instead (propagate.py).

Both strategies first find, per factor, the axes every tensor's layout agrees on (`agreed`: the
longest list each tensor's axes are a prefix of, or on a conflict their common prefix). `basic`
then keeps, factor by factor, the prefix no tensor objects to (an axis another factor of some tensor
holds, a replicated or unreduced axis, a closed dimension, an axis that would split a major factor
unevenly) and gives it to every tensor it extends. `aggressive` instead settles each tensor on its
own, factors in the order of the largest tensor they come from: an axis is dropped only where that
tensor objects to it, so a conflict between factors is won by the larger source.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from math import prod
from typing import Callable

from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sub_axes import whole_axes_prefix

from .factors import project

STRATEGIES = ("basic", "aggressive")

def has_no_rule(op) -> bool:
    """Whether Shardy propagates nothing through `op`: its rule registry has rules for StableHLO
    ops only, none for CHLO's (jaxlib 0.10.2: chlo.square, chlo.erf, chlo.erf_inv, chlo.lgamma,
    chlo.top_k, ...), so no layout passes an op read from CHLO (its StableHLO name, or the CHLO op
    shardflow reads as an op of its own: `written_as`)."""
    from ..ops import OPS
    d = OPS[op.kind]
    own = f"stablehlo.{op.kind}" if d.elementwise else next(iter(d.imports), f"stablehlo.{op.kind}")
    return (op.attrs.get("written_as") or d.stablehlo or own).startswith("chlo.")


@dataclass(frozen=True)
class Strategy:
    """A Shardy strategy by name ("basic" or "aggressive"), whether it runs as Shardy's
    `conservative-propagation` option asks (no sub-axes; propagate.py also blocks windowed factors),
    and whether user priorities order it (as in Shardy's pipeline; its basic pass alone has none)."""
    name: str
    conservative: bool = False
    user_priorities: bool = True

    def __post_init__(self):
        if self.name not in STRATEGIES:
            raise ValueError(f"unknown Shardy propagation strategy {self.name!r}; expected one of {STRATEGIES}")


@dataclass
class TensorFactors:
    """One tensor of an op as factors: its current axes per factor, and what limits them."""
    axes: dict[int, tuple[str, ...]]
    size: int                                   # elements: the product of its factors' sizes
    minor: frozenset[int]                       # factors minor-most in their dimension
    closed: frozenset[int] = frozenset()        # factors of dimensions the user closed
    blocked: frozenset[str] = field(default_factory=frozenset)  # replicated, unreduced, manual axes


def _fold(old: tuple, new: tuple, can_expand: bool) -> tuple[tuple, bool]:
    """The axes compatible with both lists (one a prefix of the other), or their common prefix and
    no further expansion on a conflict; `can_expand` False keeps `old`'s length at most."""
    n = 0
    while n < len(old) and n < len(new):
        if old[n] != new[n]:
            return old[:n], False
        n += 1
    out = old + (new[n:] if can_expand else ())
    return out, can_expand


def agreed(tensors: list[TensorFactors], f: int, direction: str, n_operands: int,
           blocked: frozenset[int] = frozenset()) -> tuple[str, ...]:
    """The axes the tensors agree on for factor f; along one direction only the source side may
    lengthen them, the other only shortens them on a conflict; none for a `blocked` factor."""
    if direction == "NONE" or f in blocked:
        return ()
    first, second = tensors[:n_operands], tensors[n_operands:]
    if direction == "BACKWARD":
        first, second = second, first
    out, can = (), True
    for k, group in enumerate((first, second)):
        if k == 1 and direction != "BOTH":
            can = False
        for t in group:
            if f in t.axes:
                out, can = _fold(out, t.axes[f], can)
    return out


def _fits(t: TensorFactors, f: int, axis: str, before: int, sizes: list[int], mesh: Mesh) -> bool:
    """Whether tensor t may hold `axis` on factor f after axes of total size `before`."""
    if axis in t.blocked:
        return False
    if axis in t.axes[f]:
        return True
    if f in t.closed:
        return False
    if f in t.minor:
        return True
    rest, r = divmod(sizes[f], before)
    return r == 0 and rest % mesh.axis_size(axis) == 0


def _elsewhere(t: TensorFactors, f: int, axis: str) -> bool:
    """Whether t holds `axis` on a factor other than f."""
    return any(axis in axes for g, axes in t.axes.items() if g != f)


def _truncate(axes: tuple[str, ...], keeps: Callable[[str, int], bool], mesh: Mesh) -> tuple[str, ...]:
    before = 1
    for n, a in enumerate(axes):
        if not keeps(a, before):
            return axes[:n]
        before *= mesh.axis_size(a)
    return axes


def _extends(old: tuple, new: tuple) -> bool:
    return len(new) > len(old) and new[:len(old)] == old


def basic(tensors: list[TensorFactors], sizes: list[int], mesh: Mesh, direction: str,
          n_operands: int, elementwise: bool = False, blocked: frozenset[int] = frozenset(),
          whole_axes: bool = False) -> None:
    """Shardy's basic strategy: each factor in turn, the agreed axes no tensor objects to
    (`elementwise` plays no part; it keeps the strategies' signatures one); `whole_axes`: none
    after the first sub-axis."""
    for f in range(len(sizes)):
        axes = agreed(tensors, f, direction, n_operands, blocked)
        axes = _truncate(axes, lambda a, before: all(
            not _elsewhere(t, f, a) and (f not in t.axes or _fits(t, f, a, before, sizes, mesh))
            for t in tensors), mesh)
        if whole_axes:
            axes = whole_axes_prefix(axes, mesh)
        for t in tensors:
            if f in t.axes and _extends(t.axes[f], axes):
                t.axes[f] = axes


def aggressive(tensors: list[TensorFactors], sizes: list[int], mesh: Mesh, direction: str,
               n_operands: int, elementwise: bool = False, blocked: frozenset[int] = frozenset(),
               whole_axes: bool = False) -> None:
    """Shardy's aggressive strategy: every tensor takes the agreed axes of its factors, larger
    sources first, dropping only those it objects to itself (`whole_axes`: none after the first
    sub-axis)."""
    wanted = [agreed(tensors, f, direction, n_operands, blocked) for f in range(len(sizes))]
    if not any(wanted):
        return
    source = {}
    for i, t in enumerate(tensors):
        for f, axes in t.axes.items():
            if wanted[f] and axes[:len(wanted[f])] == wanted[f] and t.size > source.get(f, (-1, 0))[0]:
                source[f] = (t.size, i)

    def rank(f):
        size, index = source.get(f, (-1, -1))
        spread = prod(mesh.axis_size(a) for a in wanted[f]) if elementwise else 0
        return (-size, -spread, index, f)
    order = sorted(range(len(sizes)), key=rank)
    results = tensors[n_operands:]
    for k in list(range(n_operands, len(tensors))) + list(range(n_operands)):
        t = tensors[k]
        for f in order:
            if f not in t.axes:
                continue
            axes = _truncate(wanted[f], lambda a, before: _fits(t, f, a, before, sizes, mesh), mesh)
            if not _extends(t.axes[f], axes):
                continue
            axes = _truncate(axes, lambda a, before: not _elsewhere(t, f, a), mesh)
            if whole_axes:
                axes = whole_axes_prefix(axes, mesh)
            if k < n_operands and elementwise:  # an operand takes no more than the result took
                for r in results:
                    if f in r.axes and _extends(r.axes[f], axes):
                        axes = r.axes[f]
            if _extends(t.axes[f], axes):
                t.axes[f] = axes


def tensor_factors(dims: tuple[tuple[str, ...], ...], factors: list[list[int]], sizes: list[int], mesh: Mesh,
                   closed_dims=(), blocked=frozenset()) -> TensorFactors:
    """A tensor's layout as Shardy projects it: a dimension's last factor takes every axis left."""
    minor = frozenset(fs[-1] for fs in factors if fs)
    axes = project(dims, factors, sizes, mesh, minor)
    closed = frozenset(f for d in closed_dims if d < len(factors) for f in factors[d])
    return TensorFactors(dict(axes), prod(sizes[f] for fs in factors for f in fs), minor, closed,
                         frozenset(blocked))
