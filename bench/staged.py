"""Host-staged vs multi-device execution on CPU groups, measured side by side in one run.

Two tables:

1. **call**: wall time per call (global NumPy inputs in, global NumPy outputs out) of the same
   program compiled `mode="multi-device"` (one IREE module, one context, collectives as
   `flow.tensor.transfer`s) and `mode="host-staged"` (one-device stage functions, one context per
   member, collectives on the host), on 2 and 4 CPU devices, for
   - `mlp`: the Megatron MLP `relu(x @ w1) @ w2`, x (B, D) replicated, w1 (D, F) split on columns,
     w2 (F, D) split on rows (default 256x1024x4096 f32);
   - `train`: one SGD training step of that MLP (`value_and_grad` of the mean-squared error
     against a replicated target y, then `w - lr * g`).
   The repetitions of the two variants are interleaved (their order alternates), so background load
   hits both alike; the ratio staged/multi-device is taken of the best times, the median ratio is
   printed next to it.
2. **compile**: `sfc.compile` wall time (tracing, partitioning, lowering and iree-compile) of the
   host-staged program for a 4-member group vs a 1-member group, one compile at a time,
   repetitions interleaved, best of them (the median ratio next to it). A note says when
   iree-compile had to be rerun without data tiling (a `CompileWarning`; the retry is in the time).
   The programs the call rows run are compiled untimed, several at once.

Before anything is timed, each variant's outputs are checked against NumPy (float64 reference;
for the training step, the loss and the weight updates `w - w_new` against `lr * gradient`).

Targets (issue 7): staged <= 1.15x multi-device on the MLP (the training step rows are
information only); staged compile for 4 members <= 1.3x that for 1 member. Each such row prints
PASS or FAIL, and the exit status is 1 when any fails (`--no-check`: print only, exit 0).

    python bench/staged.py [--repeats 9] [--compile-repeats 3] [--shape 256 1024 4096]
                           [--devices 2 4] [--models mlp train] [--iree-flag=FLAG ...] [--no-check] [-q]
    python bench/staged.py --quick --no-check    # the test's smoke run: 16x32x64, 2 repeats, 1 compile
                                                 # each, iree-compile flags for speed (QUICK_IREE_FLAGS)

Progress lines go to stderr (`-q`: none); the table to stdout. Takes about 3 minutes on 2 cores.
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import threading
import time
import warnings
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass

import numpy as np

#: staged / multi-device wall time per call, per model (models not named here are not checked).
CALL_TARGETS = {"mlp": 1.15}
#: staged compile time, 4 members / 1 member.
COMPILE_TARGET = 1.3
COMPILE_MEMBERS = (1, 4)
VARIANTS = ("multi-device", "host-staged")
MODELS = ("mlp", "train")
LR = 0.1
QUICK_SHAPE = (16, 32, 64)
#: --quick compiles with these (iree-compile is most of a quick run's time; they about halve it):
#: the rows then compare fast-compiled programs, which is all a smoke test needs.
QUICK_IREE_FLAGS = ("--iree-llvmcpu-target-cpu=generic", "--iree-opt-data-tiling=false",
                    "--iree-opt-const-eval=false", "--iree-llvmcpu-enable-ukernels=none")


@dataclass
class Row:
    what: str            # "call" or "compile"
    model: str
    devices: str         # "2", "4", or "4v1" for compile rows
    base: list[float]    # seconds: multi-device (call) or 1 member (compile)
    other: list[float]   # seconds: staged (call) or 4 members (compile)
    target: float | None
    note: str = ""

    @property
    def ratio(self) -> float:
        return min(self.other) / min(self.base)

    @property
    def median_ratio(self) -> float:
        return statistics.median(self.other) / statistics.median(self.base)

    @property
    def passed(self) -> bool | None:
        if self.target is None:
            return None
        return math.isfinite(self.ratio) and self.ratio <= self.target

    def check(self, enabled: bool) -> str:
        if self.target is None:
            return "info"
        if not enabled:
            return "-"
        return "PASS" if self.passed else "FAIL"


# -- models ---------------------------------------------------------------------------------------

def make_model(model: str, shape):
    """(fn, specs, inputs, check) for `model` at shape (B, D, F); check(outputs) asserts vs NumPy."""
    from shardflow import compiler as sfc
    from shardflow.compiler import Sharding, Spec

    b, d, f = shape
    rng = np.random.default_rng(0)
    x = rng.standard_normal((b, d)).astype(np.float32)
    w1 = (rng.standard_normal((d, f)) / np.sqrt(d)).astype(np.float32)
    w2 = (rng.standard_normal((f, d)) / np.sqrt(f)).astype(np.float32)
    col, row = Sharding.split(1), Sharding.split(0)

    def mlp(x, w1, w2):
        return sfc.relu(x @ w1) @ w2

    x64, w164, w264 = (a.astype(np.float64) for a in (x, w1, w2))
    pre = x64 @ w164
    h = np.maximum(pre, 0)
    out = h @ w264

    if model == "mlp":
        def check(outs):
            (y,) = outs
            np.testing.assert_allclose(y, out, rtol=2e-4, atol=2e-4 * np.abs(out).max())
        return mlp, [Spec(x.shape), Spec(w1.shape, "f32", col), Spec(w2.shape, "f32", row)], [x, w1, w2], check

    if model != "train":
        raise ValueError(f"unknown model {model!r}; known: {', '.join(MODELS)}")
    y = rng.standard_normal((b, d)).astype(np.float32)

    def train_step(x, y, w1, w2):
        loss, (g1, g2) = sfc.value_and_grad(lambda w1, w2: sfc.mean((mlp(x, w1, w2) - y) ** 2.0),
                                            argnums=(0, 1))(w1, w2)
        return loss, w1 - LR * g1, w2 - LR * g2

    diff = out - y
    loss = np.mean(diff ** 2)
    dout = 2 * diff / diff.size
    g2 = h.T @ dout
    g1 = x64.T @ ((dout @ w264.T) * (pre > 0))

    def check(outs):
        got_loss, w1_new, w2_new = outs
        np.testing.assert_allclose(float(got_loss), loss, rtol=1e-4, err_msg="loss")
        for name, w, w_new, g in (("w1", w1, w1_new, g1), ("w2", w2, w2_new, g2)):
            step = w.astype(np.float64) - np.asarray(w_new, np.float64)
            want = LR * g
            np.testing.assert_allclose(step, want, rtol=1e-3, atol=2e-3 * np.abs(want).max(),
                                       err_msg=f"update of {name}")

    specs = [Spec(x.shape), Spec(y.shape), Spec(w1.shape, "f32", col), Spec(w2.shape, "f32", row)]
    return train_step, specs, [x, y, w1, w2], check


# -- measuring ------------------------------------------------------------------------------------

def cpu_group(n: int):
    from shardflow.runtime import Device
    return Device.group_options([Device.cpu(i) for i in range(n)]).init()


_tls = threading.local()   # the key of the program the current thread compiles


@contextmanager
def recording_fallbacks(fell_back: set):
    """While active, a CompileWarning (iree-compile rerun without data tiling) is not printed but
    its compiling thread's key (`_tls.key`) goes into `fell_back`; other warnings print as usual."""
    from shardflow.compiler.iree_driver import CompileWarning

    with warnings.catch_warnings():
        warnings.simplefilter("always", CompileWarning)
        show = warnings.showwarning

        def record(message, category, *rest, **kw):
            if issubclass(category, CompileWarning):
                fell_back.add(getattr(_tls, "key", None))
            else:
                show(message, category, *rest, **kw)
        warnings.showwarning = record
        yield


def compile_timed(fn, specs, group, mode: str, iree_flags, key, fell_back: set):
    """(compiled, seconds): sfc.compile wall time, tracing and iree-compile included."""
    from shardflow import compiler as sfc

    from shardflow.compiler.compile_cache import disabled

    _tls.key = key
    with recording_fallbacks(fell_back), disabled():   # (a cached module would time nothing)
        t = time.perf_counter()
        compiled = sfc.compile(fn, *specs, group=group, mode=mode, iree_flags=list(iree_flags))
        return compiled, time.perf_counter() - t


def compile_many(jobs: dict, fn, specs, iree_flags, fell_back: set) -> dict:
    """{key: (group, mode)} -> {key: compiled}, untimed: traced here one by one (tracing is not
    thread-safe), the rest (mostly the iree-compile subprocess) in parallel, one per CPU core."""
    from shardflow import compiler as sfc

    graphs = {k: sfc.trace(fn, *specs, group=g) for k, (g, _) in jobs.items()}

    def one(key):
        _tls.key = key
        group, mode = jobs[key]
        return sfc.compile_graph(graphs[key], group=group, mode=mode, iree_flags=list(iree_flags))

    out = {}
    with recording_fallbacks(fell_back), ThreadPoolExecutor(max(1, min(len(jobs), os.cpu_count() or 1))) as pool:
        futures = {k: pool.submit(one, k) for k in jobs}
        try:
            for k, f in futures.items():
                out[k] = f.result()
        except BaseException:
            for f in futures.values():
                if f.done() and f.exception() is None:
                    f.result().close()
            raise
    return out


def run_once(compiled, inputs) -> list[np.ndarray]:
    outs = compiled(*inputs)
    outs = outs if isinstance(outs, tuple) else (outs,)
    return [np.asarray(o) for o in outs]


def interleaved(fns: dict, repeats: int) -> dict[str, list[float]]:
    """Each fn timed `repeats` times, one of each per round, the order alternating between rounds."""
    names = list(fns)
    times = {k: [] for k in names}
    for r in range(repeats):
        for k in (names if r % 2 == 0 else names[::-1]):
            t = time.perf_counter()
            fns[k]()
            times[k].append(time.perf_counter() - t)
    return times


def model_rows(model: str, shape, devices, repeats: int, compile_repeats: int, iree_flags, log):
    """(call rows, compile row) for one model.

    First the compile row: host-staged compiles for 1 and 4 members, timed one at a time and
    interleaved (the first round starts with 4 members, so a cold first compile counts against the
    target); the last 4-member program is kept: the 4-device call row runs it. Then the other
    programs of the call rows are compiled (untimed, in parallel), and for each group size both
    variants are checked against NumPy and timed, interleaved.
    """
    fn, specs, inputs, check = make_model(model, shape)
    groups = {n: cpu_group(n) for n in sorted(set(devices) | set(COMPILE_MEMBERS))}
    progs: dict[tuple[int, str], object] = {}
    fell_back: set = set()
    call: list[Row] = []
    try:
        # -- staged compile time, 4 members vs 1 ---------------------------------------------------
        members = sorted(COMPILE_MEMBERS, reverse=True)
        ctimes = {n: [] for n in members}
        for r in range(compile_repeats):
            for n in (members if r % 2 == 0 else members[::-1]):
                key = (n, "host-staged")
                c, secs = compile_timed(fn, specs, groups[n], "host-staged", iree_flags, key, fell_back)
                ctimes[n].append(secs)
                old = progs.pop(key, None)
                if old is not None:
                    old.close()
                if n in devices:
                    progs[key] = c
                else:
                    c.close()
                log(f"  compiled {model} host-staged for {n} member(s): {secs:.1f} s")
        lo, hi = sorted(COMPILE_MEMBERS)
        fb = [f"{n} member(s)" for n in (lo, hi) if (n, "host-staged") in fell_back]
        crow = Row("compile", model, f"{hi}v{lo}", ctimes[lo], ctimes[hi], COMPILE_TARGET,
                   f"compiled without data tiling (CompileWarning): {', '.join(fb)}" if fb else "")

        # -- wall time per call, staged vs multi-device ----------------------------------------------
        jobs = {(n, m): (groups[n], m) for n in devices for m in VARIANTS if (n, m) not in progs}
        t = time.perf_counter()
        progs.update(compile_many(jobs, fn, specs, iree_flags, fell_back))
        log(f"  compiled {model}: {', '.join(f'{n} devices {m}' for n, m in jobs)} in {time.perf_counter() - t:.1f} s")
        for n in devices:
            now = {m: progs.pop((n, m)) for m in VARIANTS}
            try:
                results = {}
                for mode, c in now.items():   # also the warm-up call
                    results[mode] = run_once(c, inputs)
                    try:
                        check(results[mode])
                    except AssertionError as e:
                        raise AssertionError(f"{model} on {n} devices, {mode}: differs from NumPy\n{e}") from None
                for a, b in zip(results["multi-device"], results["host-staged"], strict=True):
                    np.testing.assert_allclose(b, a, rtol=1e-4, atol=1e-4 * max(1e-30, float(np.abs(a).max())),
                                               err_msg=f"{model} on {n} devices: staged vs multi-device")
                times = interleaved({m: (lambda c=c: run_once(c, inputs)) for m, c in now.items()}, repeats)
            finally:
                for c in now.values():
                    c.close()
            note = "; ".join(f"{m} compiled without data tiling" for m in VARIANTS if (n, m) in fell_back)
            call.append(Row("call", model, str(n), times["multi-device"], times["host-staged"],
                            CALL_TARGETS.get(model), note))
    finally:
        for c in progs.values():
            c.close()
        for g in groups.values():
            g.close()
    return call, crow


# -- report ---------------------------------------------------------------------------------------

def stats(ts: list[float], scale: float) -> str:
    return f"{min(ts) * scale:.2f}/{statistics.median(ts) * scale:.2f}"


def print_table(rows: list[Row], check: bool, shape, repeats: int, compile_repeats: int) -> None:
    b, d, f = shape
    head = (f"{'what':<8} {'model':<6} {'devices':<7} {'base best/med':>16} {'other best/med':>16} "
            f"{'ratio':>6} {'med':>6} {'target':>7} check")
    print(f"shardflow host-staged vs multi-device, CPU, MLP {b}x{d}x{f} f32")
    print(f"call: ms per call, base = multi-device, other = host-staged, {repeats} interleaved repeats; "
          f"ratio = best staged / best multi-device, med = ratio of medians")
    print(f"compile: s per sfc.compile (host-staged), base = 1 member, other = 4 members, "
          f"{compile_repeats} interleaved repeats")
    print(head)
    print("-" * len(head))
    for r in rows:
        scale = 1e3 if r.what == "call" else 1.0
        target = f"<={r.target:g}" if r.target is not None else "-"
        print(f"{r.what:<8} {r.model:<6} {r.devices:<7} {stats(r.base, scale):>16} {stats(r.other, scale):>16} "
              f"{r.ratio:>6.2f} {r.median_ratio:>6.2f} {target:>7} {r.check(check)}")
    for r in rows:
        if r.note:
            print(f"note: {r.what} {r.model} {r.devices}: {r.note}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shape", type=int, nargs=3, default=None, metavar=("BATCH", "D", "FF"),
                    help="MLP shape (default 256 1024 4096; --quick: 16 32 64)")
    ap.add_argument("--repeats", type=int, default=None, help="timed calls per variant (default 9; --quick: 2)")
    ap.add_argument("--compile-repeats", type=int, default=None,
                    help="compiles per member count (default 3; --quick: 1)")
    ap.add_argument("--devices", type=int, nargs="+", default=[2, 4], help="CPU group sizes for the call rows")
    ap.add_argument("--models", nargs="+", choices=MODELS, default=list(MODELS))
    ap.add_argument("--iree-flag", action="append", default=None, metavar="FLAG",
                    help="extra iree-compile flag for every compile (repeatable; --quick: generic CPU, "
                         "no data tiling, no ukernels)")
    ap.add_argument("--quick", action="store_true", help="small shapes and few repeats (a smoke test)")
    ap.add_argument("--no-check", action="store_true", help="print only; never fail on a target")
    ap.add_argument("-q", "--quiet", action="store_true", help="no progress lines")
    args = ap.parse_args(argv)
    shape = tuple(args.shape or (QUICK_SHAPE if args.quick else (256, 1024, 4096)))
    repeats = args.repeats or (2 if args.quick else 9)
    compile_repeats = args.compile_repeats or (1 if args.quick else 3)
    if any(n < 1 or shape[2] % n for n in args.devices + list(COMPILE_MEMBERS)):
        ap.error(f"the FF dimension {shape[2]} must divide by every group size")

    def log(msg: str) -> None:
        if not args.quiet:
            print(msg, file=sys.stderr, flush=True)

    iree_flags = list(args.iree_flag) if args.iree_flag is not None else list(QUICK_IREE_FLAGS if args.quick else ())
    calls, compiles = [], []
    for model in args.models:
        c, k = model_rows(model, shape, args.devices, repeats, compile_repeats, iree_flags, log)
        calls += c
        compiles.append(k)
    rows = calls + compiles
    check = not args.no_check
    print_table(rows, check, shape, repeats, compile_repeats)
    failed = [r for r in rows if r.passed is False]
    if check and failed:
        print(f"FAILED: {len(failed)} row(s) over target: "
              + ", ".join(f"{r.what} {r.model} {r.devices} ({r.ratio:.2f} > {r.target:g})" for r in failed))
        return 1
    print("OK" if check else "OK (targets not checked)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
