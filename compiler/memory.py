"""Live bytes per device of a partitioned program, in program order (bench/memory.py, the report).

Every device runs the same per-device program on blocks of the same (padded) size, so one count
holds for each device.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ir import Value
from .passes.partition import SpmdProgram


@dataclass
class MemoryProfile:
    """`timeline[i]`: bytes live on each device while op i runs (its results allocated, its dying
    operands not yet freed); `inputs`/`outputs`: the argument and result buffers; `at_peak`: the
    values live at the peak, largest first."""

    timeline: list[int]
    inputs: int
    outputs: int
    peak: int
    peak_op: int | None            # index into the program's ops; None: no op (the inputs are the peak)
    at_peak: list[Value]


def memory_profile(prog: SpmdProgram) -> MemoryProfile:
    """A value lives from its op to its last use; inputs for the whole program (the caller holds
    them), outputs to the end."""
    g = prog.graph
    last: dict[Value, int] = {}
    for i, op in enumerate(g.ops):
        for v in op.operands:
            last[v] = i
    end = len(g.ops)
    for v in g.outputs:
        last[v] = end
    base = sum(v.type.nbytes for v in g.inputs)
    live, timeline, peak_op = 0, [], None
    dying: dict[int, list[Value]] = {}
    best = 0
    for i, op in enumerate(g.ops):
        for r in op.results:
            if r in last:
                live += r.type.nbytes
                dying.setdefault(last[r], []).append(r)
        timeline.append(base + live)
        if live > best or peak_op is None and live == best:
            best, peak_op = live, i
        for v in dying.get(i, ()):
            live -= v.type.nbytes
    alive: set[Value] = set()   # replayed up to the peak (a copy at every new high would be quadratic)
    for i, op in enumerate(g.ops[:0 if peak_op is None else peak_op + 1]):
        alive.update(r for r in op.results if r in last)
        if i != peak_op:
            alive.difference_update(dying.get(i, ()))
    at_peak = sorted(set(g.inputs) | alive, key=lambda v: -v.type.nbytes)
    outputs = sum(v.type.nbytes for v in set(g.outputs))
    return MemoryProfile(timeline, base, outputs, base + best, peak_op if g.ops else None, at_peak)


def peak_live_bytes(prog: SpmdProgram) -> int:
    """Largest sum of live per-device buffers (see `memory_profile`)."""
    return memory_profile(prog).peak
