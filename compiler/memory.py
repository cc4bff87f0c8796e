"""Peak live bytes per device of a partitioned program, in program order (for bench/memory.py)."""
from __future__ import annotations

from .passes.partition import SpmdProgram


def peak_live_bytes(prog: SpmdProgram) -> int:
    """Largest sum of live per-device buffers: a value lives from its op to its last use; inputs
    for the whole program (the caller holds them), outputs to the end."""
    g = prog.graph
    last = {}
    for i, op in enumerate(g.ops):
        for v in op.operands:
            last[v] = i
    end = len(g.ops)
    for v in g.outputs:
        last[v] = end
    base = sum(v.type.nbytes for v in g.inputs)
    live = 0
    peak = 0
    dying: dict[int, int] = {}
    for i, op in enumerate(g.ops):
        for r in op.results:
            if r in last:
                live += r.type.nbytes
                dying[last[r]] = dying.get(last[r], 0) + r.type.nbytes
        peak = max(peak, live)
        live -= dying.pop(i, 0)
    return base + peak
