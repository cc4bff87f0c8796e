"""Make long-lived values again to fit a memory budget (FSDP's re-gather in the backward).

The partitioner makes each (value, layout) once and reuses it: a parameter all-gathered for the
forward pass stays whole until the backward pass reads it again, which is what makes a sharded
parameter cost a whole one's memory; a constant broadcast to an activation's shape (gelu's
coefficients) lives from the forward pass to the backward one too. When the per-device program's
peak (compiler/memory.py) exceeds the budget, the largest such value live at the peak is made
again just before its first use after the peak, and its first copy dies at its last use before
the peak. Constants first (remaking them moves nothing), then reshards of program inputs (one more
collective each). Repeated until the peak fits or nothing live at the peak can be made again (its
sources must still be at hand: constants and program inputs, which live throughout).
"""
from __future__ import annotations

from shardflow.runtime.collectives import KINDS, MOVING

from ..ir import Op, Value, subgraphs
from ..memory import memory_profile
from .partition import CollectiveRecord, SpmdProgram

#: re-issues at most this many collectives (each one costs a partitioned-program scan)
MAX_REISSUES = 64


def _recipe(v: Value, inputs: set[Value]) -> tuple[list[Op], bool] | None:
    """(the ops that make `v` again, in program order; whether any is a collective) when `v` is
    made by reshard steps (collectives, local slices) from a program input, or from constants alone
    (reshard steps among them); None otherwise (it needs computed data, or a loop)."""
    ops: list[Op] = []
    seen: set[int] = set()

    def take(op: Op) -> bool:
        if id(op) not in seen:
            seen.add(id(op))
            ops.append(op)
        return True

    def constant(x: Value) -> bool:          # computed from constants alone
        op = x.producer
        if x in inputs or op is None or subgraphs(op):
            return False
        return all(constant(o) for o in op.operands) and take(op)

    def remade(x: Value) -> bool:            # a program input, or reshard steps from one
        op = x.producer
        if x in inputs:
            return True
        if op is not None and op.kind in KINDS and len(op.operands) == 1:
            return remade(op.operands[0]) and take(op)
        return constant(x)

    if v in inputs or not remade(v):
        return None
    return ops, any(op.kind in MOVING for op in ops)


def fit_budget(prog: SpmdProgram, budget: int) -> int:
    """Re-issue collectives until `prog`'s peak live bytes per device is at most `budget` (or
    nothing at the peak can be re-issued); returns how many were re-issued."""
    g = prog.graph
    inputs = set(g.inputs)
    done = 0
    while done < MAX_REISSUES:
        mp = memory_profile(prog)
        if mp.peak <= budget or mp.peak_op is None:
            break
        t = mp.peak_op
        index = {id(op): i for i, op in enumerate(g.ops)}
        reads: dict[int, list[int]] = {}
        for i, op in enumerate(g.ops):
            for x in dict.fromkeys(op.operands):
                reads.setdefault(id(x), []).append(i)
        best = None
        for v in mp.at_peak:
            if v in inputs or index[id(v.producer)] >= t:
                continue
            recipe = _recipe(v, inputs)
            if recipe is None:
                continue
            uses = [(i, g.ops[i]) for i in reads.get(id(v), [])]
            if any(i == t for i, _ in uses):
                continue  # read at the peak itself: a second copy would not help there
            late = [(i, op) for i, op in uses if i > t]
            if not late and not any(o is v for o in g.outputs):
                continue
            key = (not recipe[1], v.type.nbytes)     # constants first, then the largest
            if best is None or key > best[0]:
                best = (key, v, recipe[0], late)
        if best is None:
            break
        _reissue(prog, *best[1:])
        done += 1
    return done


def _reissue(prog: SpmdProgram, v: Value, recipe: list[Op], late: list[tuple[int, Op]]) -> None:
    """Make `v` again just before its first use after the peak (or at the end, for an output) and
    point those uses at the new copy."""
    g = prog.graph
    at, first = late[0][0] if late else len(g.ops), len(g.ops)
    new: dict[int, Value] = {}
    for old in recipe:   # appended by the graph's own add_op, then moved to `at`
        operands = [new.get(id(x), x) for x in old.operands]
        loc = f"{old.loc} (made again for the memory budget)" if old.loc else "made again for the memory budget"
        op = g.add_op(old.kind, operands, dict(old.attrs), loc=loc)
        for r, nr in zip(old.results, op.results, strict=True):
            nr.sharding = r.sharding
            new[id(r)] = nr
        if old.kind in MOVING:
            prog.collectives.append(CollectiveRecord.of(old.kind, old.attrs, operands[0], loc))
    made = g.ops[first:]
    del g.ops[first:]
    g.ops[at:at] = made
    copy = new[id(v)]
    for _, op in late:
        op.operands = [copy if x is v else x for x in op.operands]
    g.outputs = [copy if o is v else o for o in g.outputs]
