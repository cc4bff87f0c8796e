"""Runs of identical blocks in a per-device program, found so the lowering writes each block once.

A model written as a Python loop over layers traces to the same ops again and again (a stack of 32
transformer blocks is 32 copies of one block). iree-compile's host-side passes cost time in
proportion to the module's size, and a multi-device module holds every device's copy of every op,
so such a program compiles in time that grows with both the depth and the device count. The
multi-device lowering writes a run found here as one private function that IREE does not inline,
called once per block: the block's host-side work is compiled once.

A run is `count` consecutive chunks of `length` ops in which chunk i is chunk 0 with other values
going in: the same ops (kind, attributes, types) in the same order, wired the same way inside the
chunk, and reading the values that come from outside it (its `inputs`) in the same pattern. What a
chunk makes that anything after it reads (a later op, a program output) is its `outputs`, the same
positions in every chunk.
"""
from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from ..ir import Op, Value

#: the fewest ops a chunk must hold to be written as a function, and the fewest ops a run must cover
MIN_OPS = 24
MIN_COVERED = 96
#: the least work (multiply-adds x 2 of contractions, elements of other ops, per device) a call must
#: do: a call costs IREE 3.13 about 15 us (local-sync) to 40 us (local-task, one device) or 70 us (four
#: devices) more than the same ops inline, and on CPU devices this much work takes ~3 ms, so calls
#: cost at most about 2% of the run time; smaller blocks are written several to a function
#: (measured: 32 transformer blocks of 12.6 MFLOP each, one call per block, ran 1.25x slower)
MIN_WORK = 250e6
#: periods tried per search: the most frequent distances between equal ops
CANDIDATE_PERIODS = 8


#: set to 1 to write runs of identical blocks as calls (off by default: see `requested`)
ENV = "SHARDFLOW_OUTLINE"


def requested() -> bool:
    """Whether the user asked for runs to be written as calls (`SHARDFLOW_OUTLINE=1`).

    Off by default: IREE 3.13 compiles some modules with such calls wrongly or not at all. On a
    module with a forward and a backward run (a training step) its IPO pass crashed, or failed with
    "type from a different MLIRContext", varying from one compile to the next; its timepoint
    analysis gives up on 4-device training steps; a barrier on a function's results gave wrong
    values. Stacks of forward blocks compiled and ran right on 1, 2, 4 and 2x2 devices."""
    return os.environ.get(ENV, "").strip().lower() not in ("", "0", "false", "no", "off")


@dataclass(frozen=True)
class Run:
    start: int                              # index of chunk 0's first op in the op list
    length: int                             # ops per chunk
    inputs: list[list[Value]]               # per chunk: the values it reads from outside, in order
    outputs: list[tuple[int, int]]          # (op within the chunk, result index) read after the chunk

    @property
    def count(self) -> int:
        return len(self.inputs)

    @property
    def stop(self) -> int:
        return self.start + self.length * self.count

    def chunk(self, ops: Sequence[Op], i: int) -> Sequence[Op]:
        first = self.start + i * self.length
        return ops[first:first + self.length]

    def results(self, ops: Sequence[Op], i: int) -> list[Value]:
        chunk = self.chunk(ops, i)
        return [chunk[j].results[r] for j, r in self.outputs]


def work(op: Op, factors) -> float:
    """An op's cost on its device: 2 x the points of a contraction's factor space (`factors`: its
    FactorRule, or None), else the elements of its largest operand or result."""
    if factors is not None and factors.contracts:
        return 2.0 * float(np.prod([float(s) for s in factors.sizes]))
    return float(max((v.type.size for v in [*op.operands, *op.results]), default=0))


def _freeze(x):
    """A hashable key equal for equal attribute values (unknown objects: their identity)."""
    if isinstance(x, (str, int, float, bool, type(None))):
        return (type(x).__name__, x)
    if isinstance(x, (list, tuple)):
        return ("seq", tuple(_freeze(y) for y in x))
    if isinstance(x, dict):
        return ("map", tuple(sorted((str(k), _freeze(v)) for k, v in x.items())))
    if isinstance(x, np.ndarray):
        return ("array", x.dtype.str, x.shape, x.tobytes())
    if isinstance(x, np.generic):
        return ("scalar", x.dtype.str, x.tobytes())
    return ("object", id(x))


def _signatures(ops: Sequence[Op], eligible: Callable[[Op], bool]) -> list[int]:
    """One id per op: equal for ops of the same kind, attributes and types; unique for an op that
    may not be in a chunk."""
    ids: dict = {}
    out = []
    for k, op in enumerate(ops):
        if not eligible(op):
            out.append(-1 - k)
            continue
        key = (op.kind, _freeze(op.attrs), tuple(str(v.type) for v in op.operands),
               tuple(str(v.type) for v in op.results))
        out.append(ids.setdefault(key, len(ids)))
    return out


def _wiring(ops: Sequence[Op], first: int, length: int, where: dict[int, int]):
    """(How chunk [first, first + length) reads its operands, the values it reads from outside in
    first-use order): an operand made inside is ("in", op offset, result index), one from outside
    ("out", its position in that list)."""
    outside: dict[Value, int] = {}
    wiring = []
    for op in ops[first:first + length]:
        for v in op.operands:
            at = where.get(id(v.producer)) if v.producer is not None else None
            if at is not None and first <= at < first + length:
                wiring.append(("in", at - first, v.index))
            else:
                wiring.append(("out", outside.setdefault(v, len(outside))))
    return tuple(wiring), list(outside)


def find_runs(ops: Sequence[Op], outputs: Sequence[Value], eligible: Callable[[Op], bool],
              work: Callable[[Op], float] | None = None, min_work: float = 0.0) -> list[Run]:
    """Non-overlapping runs of identical chunks in `ops` (see the module doc), in op order. With
    `work` (an op's cost), each chunk is made of as many consecutive blocks as it takes to do at
    least `min_work`, and a run of fewer than two such chunks is dropped."""
    ops = list(ops)
    sig = np.array(_signatures(ops, eligible), dtype=np.int64)
    where = {id(op): k for k, op in enumerate(ops)}
    last_use: dict[Value, int] = {v: len(ops) for v in outputs}
    for k, op in enumerate(ops):
        for v in op.operands:
            last_use[v] = max(last_use.get(v, -1), k)
    runs: list[Run] = []
    _search(ops, sig, where, last_use, 0, len(ops), runs)
    if work is not None:
        runs = [r for r in (_grouped(ops, r, work, min_work, where, last_use) for r in runs) if r is not None]
    return sorted(runs, key=lambda r: r.start)


def _grouped(ops, run: Run, work, min_work: float, where, last_use) -> Run | None:
    """`run` with chunks of g consecutive blocks, g the fewest that do `min_work` (the blocks left
    over are not in the run); None if fewer than two chunks remain."""
    per_block = sum(work(op) for op in run.chunk(ops, 0))
    g = max(1, -int(-min_work // max(per_block, 1.0)))
    if run.count // g < 2:
        return None
    if g == 1:
        return run
    return _verified(ops, where, last_use, run.start, run.length * g, run.count // g, least=0)


def _periods(sig: np.ndarray) -> list[int]:
    """The most frequent distances between consecutive equal ops (the candidate chunk lengths)."""
    last: dict[int, int] = {}
    dist: Counter = Counter()
    for k, s in enumerate(sig.tolist()):
        if s >= 0:
            if s in last and k - last[s] >= MIN_OPS:
                dist[k - last[s]] += 1
            last[s] = k
    return [p for p, _ in dist.most_common(CANDIDATE_PERIODS)]


def _search(ops, sig, where, last_use, lo: int, hi: int, runs: list[Run]) -> None:
    """The run covering most ops in [lo, hi), then recursively the parts before and after it."""
    if hi - lo < max(2 * MIN_OPS, MIN_COVERED):
        return
    best: Run | None = None
    for length in _periods(sig[lo:hi]):
        for run in _runs_of(ops, sig, where, last_use, lo, hi, length):
            if best is None or run.length * run.count > best.length * best.count:
                best = run
    if best is None:
        return
    runs.append(best)
    _search(ops, sig, where, last_use, lo, best.start, runs)
    _search(ops, sig, where, last_use, best.stop, hi, runs)


def _runs_of(ops, sig, where, last_use, lo: int, hi: int, length: int):
    """Runs of chunks of `length` ops in [lo, hi): stretches where every op equals the one `length`
    later, cut into chunks from their start, each chunk wired as the first."""
    if hi - lo < 2 * length:
        return
    seg = sig[lo:hi]
    same = (seg[:-length] == seg[length:]) & (seg[:-length] >= 0)
    k, n = 0, len(same)
    while k < n:
        if not same[k]:
            k += 1
            continue
        stop = k
        while stop < n and same[stop]:
            stop += 1
        # [k, stop) equals [k + length, stop + length): chunks at k, k + length, ... up to stop + length
        count = (stop - k) // length + 1
        if count >= 2 and length * count >= MIN_COVERED:
            run = _verified(ops, where, last_use, lo + k, length, count)
            if run is not None:
                yield run
        k = stop


def _verified(ops, where, last_use, start: int, length: int, count: int, least: int = MIN_COVERED) -> Run | None:
    """The longest prefix (at least two chunks, `least` ops) of `count` chunks from `start` wired alike."""
    wiring, first_inputs = _wiring(ops, start, length, where)
    inputs = [first_inputs]
    for i in range(1, count):
        w, ins = _wiring(ops, start + i * length, length, where)
        if w != wiring:
            break
        inputs.append(ins)
    if len(inputs) < 2 or length * len(inputs) < least:
        return None
    outputs: set[tuple[int, int]] = set()
    for i in range(len(inputs)):
        end = start + (i + 1) * length
        for j, op in enumerate(ops[start + i * length:end]):
            for r, v in enumerate(op.results):
                if last_use.get(v, -1) >= end:
                    outputs.add((j, r))
    return Run(start, length, inputs, sorted(outputs))
