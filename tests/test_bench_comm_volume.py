"""bench/comm_volume.py: every row at most its Megatron-LM ideal, counted both ways (explain's
formula and the bytes the lowered module transfers), and the bench fails when the partitioner or a
lowered schedule is broken on purpose (the check can fail)."""
import contextlib
import io
import os
import sys

from bench_module import bench_module

from shardflow.compiler.ops import collectives as collective_ops
from shardflow.compiler.passes import partition as partition_pass
import bounded_run

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODELS = ["attention", "block", "mlp"]


def _rows(stdout: str) -> dict:
    """(model, pass, mesh) -> (explain bytes, lowered bytes, ideal, ratio), each row once."""
    rows = {}
    for line in stdout.splitlines()[1:]:
        model, pass_, rest = line.split(None, 2)
        mesh, _, numbers = rest.rpartition(">")
        got, lowered, ideal, ratio, _collectives = numbers.split(None, 4)
        key = (model, pass_, mesh + ">")
        assert key not in rows, f"row {key} printed twice"
        rows[key] = (int(got), int(lowered), int(ideal), float(ratio))
    assert sorted({k[0] for k in rows}) == MODELS
    assert len(rows) == 18, sorted(rows)
    return rows


def _run_in_process() -> tuple[int, dict]:
    out, err = io.StringIO(), io.StringIO()
    with bench_module("comm_volume.py") as bench, contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = bench.main()
    return rc, _rows(out.getvalue())


def test_every_row_at_the_ideal_explained_and_lowered():
    """Each of the 18 rows (3 models x forward/backward/step x 2 meshes) printed once, its ratio the
    one its byte counts give, and both counts at most the ideal (which includes the step's loss)."""
    run = bounded_run.run([sys.executable, os.path.join(ROOT, "bench", "comm_volume.py")], timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    for key, (got, lowered, ideal, ratio) in _rows(run.stdout).items():
        assert ratio == round(lowered / ideal, 2), (key, lowered, ideal, ratio)
        assert got <= ideal and lowered <= ideal, (key, got, lowered, ideal)


def test_a_partitioner_that_gathers_weights_fails_the_bench(monkeypatch):
    """Mutation: `choose` takes the least parallel option (weights gathered, compute replicated)."""
    original = partition_pass._Partitioner.choose

    def gather_weights(self, op, rule, base, red, carry=(), carriers=()):
        chosen = original(self, op, rule, base, red, carry, carriers)
        return {f: (() if f in red else axes) for f, axes in chosen.items()}

    monkeypatch.setattr(partition_pass._Partitioner, "choose", gather_weights)
    rc, rows = _run_in_process()
    assert rc == 1
    over = [k for k, (got, lowered, ideal, _) in rows.items() if max(got, lowered) > ideal]
    assert len(over) >= 6, over


def test_a_schedule_that_moves_more_than_its_formula_fails_the_bench(monkeypatch):
    """Mutation: every all-reduce lowered as a whole-operand exchange ((n-1)B, not 2(n-1)/n B): the
    formula `explain` prints is unchanged, so only the lowered count catches it."""
    coll = collective_ops.COLLECTIVE_OPS["all_reduce"]

    def whole_exchange(low, op):
        x, reducer = op.operands[0], op.attrs.get("reducer", "add")
        for grp in low.members(op):
            for d in grp:
                parts = [low.move(low.name(x, s), x.type, s, d) for s in grp]
                low.bind(op.result, d, low.combine(parts, x.type, reducer))

    monkeypatch.setitem(collective_ops.COLLECTIVE_OPS, "all_reduce",
                        collective_ops.CollectiveOp(coll.kind, whole_exchange, coll.emit, coll.layout))
    rc, rows = _run_in_process()
    assert rc == 1
    model4 = {k: v for k, v in rows.items() if '"model"=4' in k[2]}
    assert model4 and all(got <= ideal < lowered for got, lowered, ideal, _ in model4.values()), model4
