"""The MPI communicator vs raw mpi4py, and a training step across MPI ranks vs one process.

Two tables, side by side in one run:

1. **coll**: per-collective bus bandwidth of `MpiCommunicator.run` (runtime/communicators/mpi.py,
   one member per rank, mesh {"model": N}) and of raw mpi4py on the same operand buffers (one
   MPI call into a receive buffer allocated once, as a hand-written mpi4py program does):
   all-reduce (Allreduce), all-gather (Allgather), reduce-scatter (Reduce_scatter_block), all along
   dimension 0, and, as information rows, all-to-all (Alltoall, split and concat dimension 0) and a
   collective-permute (a ring shift r -> r+1; raw: Sendrecv). The operand is 16 MiB of float32 per
   rank by default. Before anything is timed, each variant's result on every rank is checked
   against NumPy (exact for moves, rtol 1e-5 for sums; a wrong result fails the run). Then the
   repetitions are interleaved (per round, every kind; per kind, communicator and raw, their order
   alternating between rounds), each op timed after a barrier, and an op's time is that of its
   slowest rank. GB/s is the **bus bandwidth** of nccl-tests (busbw): the bytes each rank receives
   under the bandwidth-optimal algorithm (the collective table's `bytes_per_device`: all-reduce
   2(n-1)/n B, all-gather (n-1) B, reduce-scatter and all-to-all (n-1)/n B, permute B, for an
   operand of B bytes) over the time. ratio = communicator GB/s / raw GB/s of the best times
   (med: of the medians). Target (issue 8): ratio >= 0.9 for all-reduce, all-gather and
   reduce-scatter; each such row prints PASS or FAIL and a FAIL makes the exit status 1
   (`--no-check`: print only).
2. **train**: wall time per call of one SGD training step of the Megatron MLP (`value_and_grad` of
   the mean-squared error of relu(x @ w1) @ w2, w1 split on columns, w2 on rows, then
   `w - 0.1 g`; bench/staged.py's `make_model("train")`), host-staged, on a group of N CPU members:
   in ONE process (all N members, the in-process communicator) and on N MPI ranks (one member
   each, the MPI communicator); the same `.vmfb`, global NumPy inputs in and global outputs out,
   both checked against NumPy first. ratio = best MPI / best one-process (information only).

Run it three ways:

    python bench/mpi.py [--ranks 2 4]     # driver: for each N, `mpiexec -n N` of itself and the
                                          # one-process run as subprocesses; one combined table
    mpiexec -n 2 python bench/mpi.py      # directly under MPI (any N); rank 0 starts the
    mpiexec -n 4 python bench/mpi.py      # one-process run and prints the table
    python bench/mpi.py --quick --no-check   # the test's smoke run: 256 KiB, 3 repeats, MLP 16x32x64

Options: --mib 16 (operand per rank), --repeats 30 (per collective variant), --shape 128 512 2048
(MLP batch, width, hidden), --train-repeats 10, --driver local-sync (the members' IREE CPU driver:
no worker threads, so N ranks and N in-process members use the same cores alike), --iree-flag=F,
--timeout 600 (seconds per subprocess), -q (no progress lines on stderr). The driver's members
are compiled once per N in the driver and loaded by the ranks and the one-process run; run
directly under mpiexec, every rank compiles (`sfc.compile(..., group=group)`, host-staged because
of mpiexec). With more ranks than cores (MPICH's ranks poll while they wait) both variants slow
down alike; the header says how many cores there are.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))

#: communicator / raw bandwidth, per checked kind.
TARGET = 0.9
KINDS = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all", "collective_permute")
CHECKED = ("all_reduce", "all_gather", "reduce_scatter")
QUICK_MIB, QUICK_REPEATS, QUICK_SHAPE, QUICK_TRAIN_REPEATS = 0.25, 3, (16, 32, 64), 3
DEFAULT_SHAPE = (128, 512, 2048)
COLS = 256          # the operand is (rows, COLS) float32, rows a multiple of N
#: Variables an MPI launcher sets: a one-process run started from a rank must not see them.
LAUNCHER = ("PMI_", "PMIX_", "OMPI_", "MPI_LOCAL", "MPIEXEC_", "HYDRA_")
NO_MPI = "MPI not found (mpiexec and mpi4py): pip install 'shardflow[mpi]'"


@dataclass
class CollRow:
    kind: str
    ranks: int
    nbytes: int                    # operand bytes per rank
    bus_bytes: float               # bytes each rank receives (bandwidth-optimal), for busbw
    comm: list[float]              # seconds per op (slowest rank), communicator
    raw: list[float]               # the same, raw mpi4py

    @property
    def public(self) -> str:
        return self.kind.replace("_", "-")

    @property
    def target(self) -> float | None:
        return TARGET if self.kind in CHECKED else None

    def gbps(self, times: list[float], how=min) -> float:
        return self.bus_bytes / how(times) / 1e9

    @property
    def ratio(self) -> float:
        return min(self.raw) / min(self.comm)

    @property
    def median_ratio(self) -> float:
        """The median of the per-round ratios (the two variants ran back to back, under the same load)."""
        return statistics.median(r / c for r, c in zip(self.raw, self.comm, strict=True))

    @property
    def passed(self) -> bool | None:
        """None for an information row; else whether the best-time or the median ratio reaches the target
        (a slower communicator lowers both; a burst of background load on this shared host rarely does)."""
        if self.target is None:
            return None
        return any(math.isfinite(x) and x >= self.target for x in (self.ratio, self.median_ratio))


@dataclass
class TrainRow:
    ranks: int
    one: list[float] = field(default_factory=list)    # seconds per call, one process, N members
    mpi: list[float] = field(default_factory=list)    # seconds per call, N ranks (slowest rank)

    @property
    def ratio(self) -> float:
        return min(self.mpi) / min(self.one)

    @property
    def median_ratio(self) -> float:
        return statistics.median(self.mpi) / statistics.median(self.one)


def log_to(quiet: bool, rank: int = 0):
    def log(msg: str) -> None:
        if not quiet and rank == 0:
            print(msg, file=sys.stderr, flush=True)
    return log


def clean_env() -> dict:
    """This environment without an MPI launcher's variables (a child is then a plain process)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(LAUNCHER)}
    env["PYTHONUNBUFFERED"] = "1"
    return env


def find_mpiexec() -> str | None:
    here = os.path.join(os.path.dirname(sys.executable), "mpiexec")
    return here if os.access(here, os.X_OK) else shutil.which("mpiexec")


def rows_for(mib: float, n: int) -> int:
    """Rows of the (rows, COLS) float32 operand of about `mib` MiB, a multiple of n (>= n)."""
    rows = int(round(mib * (1 << 20) / 4 / COLS))
    return max(n, rows // n * n)


# -- collectives (under MPI) -------------------------------------------------------------------------

def operand(rank: int, rows: int) -> np.ndarray:
    return np.random.default_rng(1000 + rank).random((rows, COLS), dtype=np.float32) - np.float32(0.5)


def collective_rows(comm, mib: float, repeats: int, log) -> list[CollRow]:
    """Check, then time, every kind with the communicator and raw mpi4py; rows on rank 0, [] elsewhere."""
    from mpi4py import MPI

    from shardflow.runtime.collectives import kind as kind_record
    from shardflow.runtime.communicators.mpi import MpiCommunicator
    from shardflow.runtime.mesh import Mesh

    r, n = comm.Get_rank(), comm.Get_size()
    rows = rows_for(mib, n)
    blk = rows // n
    x = operand(r, rows)
    communicator = MpiCommunicator(Mesh.of({"model": n}))
    right, left = (r + 1) % n, (r - 1) % n
    steps = {
        "all_reduce": {"kind": "all_reduce", "axes": ["model"], "reducer": "add", "n": n},
        "all_gather": {"kind": "all_gather", "axes": ["model"], "dim": 0, "n": n},
        "reduce_scatter": {"kind": "reduce_scatter", "axes": ["model"], "dim": 0, "n": n, "reducer": "add"},
        "all_to_all": {"kind": "all_to_all", "axes": ["model"], "split_dim": 0, "concat_dim": 0, "n": n},
        "collective_permute": {"kind": "collective_permute", "axes": [], "pairs": [[k, (k + 1) % n] for k in range(n)]},
    }
    out = {"all_reduce": np.empty_like(x), "all_gather": np.empty((n * rows, COLS), np.float32),
           "reduce_scatter": np.empty((blk, COLS), np.float32), "all_to_all": np.empty_like(x),
           "collective_permute": np.empty_like(x)}
    raw = {
        "all_reduce": lambda: comm.Allreduce(x, out["all_reduce"], op=MPI.SUM),
        "all_gather": lambda: comm.Allgather(x, out["all_gather"]),
        "reduce_scatter": lambda: comm.Reduce_scatter_block(x, out["reduce_scatter"], op=MPI.SUM),
        "all_to_all": lambda: comm.Alltoall(x, out["all_to_all"]),
        "collective_permute": lambda: comm.Sendrecv(x, dest=right, recvbuf=out["collective_permute"], source=left),
    }

    def ours(k):
        return communicator.run(steps[k], {r: x})[r]

    # -- correctness against NumPy (every rank knows every rank's operand) --------------------------
    log(f"  {n} ranks: checking each collective against NumPy ({x.nbytes / 2**20:.2f} MiB per rank)")
    xs = [x if k == r else operand(k, rows) for k in range(n)]
    total = np.sum([a.astype(np.float64) for a in xs], axis=0)
    want = {"all_reduce": total, "all_gather": np.concatenate(xs), "reduce_scatter": total[r * blk:(r + 1) * blk],
            "all_to_all": np.concatenate([a[r * blk:(r + 1) * blk] for a in xs]), "collective_permute": xs[left]}
    del xs, total
    errors = []
    for k in KINDS:
        for variant, got in (("communicator", lambda: ours(k)), ("raw mpi4py", lambda: (raw[k](), out[k])[1])):
            res = got()
            ok = (res.shape == want[k].shape and res.dtype == np.float32
                  and (np.allclose(res, want[k], rtol=1e-5, atol=1e-5) if kind_record(k).reduces
                       else np.array_equal(res, want[k])))
            if not ok:
                errors.append(f"rank {r}: {k} ({variant}) differs from NumPy")
    del want
    errors = sum(comm.allgather(errors), [])
    if errors:
        raise RuntimeError("; ".join(errors))

    # -- timing: interleaved, barrier before each op ----------------------------------------------
    log(f"  {n} ranks: timing {len(KINDS)} collectives x 2 variants x {repeats} repeats")
    variants = {"communicator": lambda k: ours(k), "raw": lambda k: raw[k]()}
    times = {k: {v: [] for v in variants} for k in KINDS}
    for rep in range(repeats):
        for k in KINDS:
            for v in (list(variants) if rep % 2 == 0 else list(variants)[::-1]):
                comm.Barrier()
                t = time.perf_counter()
                variants[v](k)
                times[k][v].append(time.perf_counter() - t)
    everyone = comm.gather(times, root=0)
    if r != 0:
        return []
    slowest = {k: {v: [max(t[k][v][i] for t in everyone) for i in range(repeats)] for v in variants} for k in KINDS}
    return [CollRow(k, n, x.nbytes, kind_record(k).bytes_per_device(n, x.nbytes),
                    slowest[k]["communicator"], slowest[k]["raw"]) for k in KINDS]


# -- the training step ----------------------------------------------------------------------------

def staged_bench():
    """bench/staged.py as a module (its `make_model` and `QUICK_IREE_FLAGS`)."""
    import importlib.util

    name = "shardflow_bench_staged"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, "staged.py"))
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module   # dataclasses look their module up there
        spec.loader.exec_module(module)
    return sys.modules[name]


def train_model(shape):
    """bench/staged.py's Megatron MLP SGD step: (fn, specs, inputs, check against NumPy)."""
    return staged_bench().make_model("train", shape)


def cpu_group(n: int, driver: str):
    from shardflow.runtime import Device
    return Device.group_options([Device.cpu(i, driver=driver) for i in range(n)]).init()


def compile_train(n: int, shape, driver: str, iree_flags, mode: str = "host-staged") -> bytes:
    """The training step's host-staged `.vmfb` for a group of n CPU members (not loaded)."""
    from shardflow import compiler as sfc

    fn, specs, _, _ = train_model(shape)
    group = cpu_group(n, driver)
    try:
        c = sfc.compile(fn, *specs, group=group, mode=mode, iree_flags=list(iree_flags))
        if c.mode != "host-staged":
            raise RuntimeError(f"the training step compiled {c.mode}, not host-staged")
        return c.vmfb
    finally:
        group.close()


def call(prog, inputs) -> list[np.ndarray]:
    outs = prog(*inputs)
    outs = outs if isinstance(outs, tuple) else (outs,)
    return [np.asarray(o) for o in outs]


def train_times(prog, inputs, check, repeats: int, barrier=None) -> list[float]:
    """Check the step against NumPy (also the warm-up), one more untimed call, then `repeats` timed."""
    check(call(prog, inputs))
    call(prog, inputs)
    times = []
    for _ in range(repeats):
        if barrier is not None:
            barrier()
        t = time.perf_counter()
        call(prog, inputs)
        times.append(time.perf_counter() - t)
    return times


def mpi_train(comm, args, vmfb_path: str | None, log) -> tuple[list[float], bytes]:
    """Slowest-rank seconds per call on rank 0 ([] elsewhere), and the .vmfb the ranks ran."""
    from shardflow import compiler as sfc
    from shardflow.runtime import load

    r, n = comm.Get_rank(), comm.Get_size()
    fn, specs, inputs, check = train_model(args.shape)
    group = cpu_group(n, args.driver)
    try:
        if vmfb_path:
            with open(vmfb_path, "rb") as f:
                vmfb = f.read()
            prog = load(vmfb, group)
        else:
            log(f"  {n} ranks: compiling the training step on every rank")
            prog = sfc.compile(fn, *specs, group=group, iree_flags=list(args.iree_flags))
            if prog.mode != "host-staged":
                raise RuntimeError(f"under mpiexec the step compiled {prog.mode}, not host-staged")
            vmfb = prog.vmfb
        log(f"  {n} ranks: training step, {args.train_repeats} repeats")
        try:
            times = train_times(prog, inputs, check, args.train_repeats, barrier=comm.Barrier)
        finally:
            prog.close()
    finally:
        group.close()
    everyone = comm.gather(times, root=0)
    return ([max(t[i] for t in everyone) for i in range(len(times))] if r == 0 else []), vmfb


def one_process_train(n: int, args, vmfb_path: str) -> list[float]:
    """Seconds per call of the step on all n members in this process (the in-process communicator)."""
    from shardflow.runtime import load

    _, _, inputs, check = train_model(args.shape)
    group = cpu_group(n, args.driver)
    try:
        prog = load(vmfb_path, group)
        try:
            if type(prog.communicator).__name__ != "InProcessCommunicator":
                raise RuntimeError(f"the one-process run uses {type(prog.communicator).__name__}")
            return train_times(prog, inputs, check, args.train_repeats)
        finally:
            prog.close()
    finally:
        group.close()


# -- subprocesses ---------------------------------------------------------------------------------

def run_child(cmd: list[str], timeout: float, what: str) -> None:
    """Run cmd (its own session, launcher variables removed); on failure or timeout raise with its output."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=clean_env(),
                            start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        out, err = proc.communicate()
        raise RuntimeError(f"{what}: no result after {timeout:g} s\n{out[-3000:]}{err[-3000:]}") from None
    if proc.returncode != 0:
        raise RuntimeError(f"{what}: exit status {proc.returncode}\n{out[-3000:]}{err[-3000:]}")


def common_args(args) -> list[str]:
    a = ["--mib", repr(args.mib), "--repeats", str(args.repeats), "--train-repeats", str(args.train_repeats),
         "--shape", *map(str, args.shape), "--driver", args.driver]
    a += [f"--iree-flag={f}" for f in args.iree_flags]
    return a + (["-q"] if args.quiet else [])


def one_process_child(n: int, args, vmfb_path: str, tmp: str) -> list[float]:
    out = os.path.join(tmp, f"one_{n}.json")
    run_child([sys.executable, os.path.abspath(__file__), "--one-process", str(n), "--vmfb", vmfb_path,
               "--json", out, *common_args(args)], args.timeout, f"the one-process run of {n} members")
    with open(out) as f:
        return json.load(f)["times"]


# -- report ---------------------------------------------------------------------------------------

def ms(ts: list[float]) -> str:
    return f"{min(ts) * 1e3:.2f}/{statistics.median(ts) * 1e3:.2f}"


def print_table(coll: list[CollRow], train: list[TrainRow], check: bool, info: dict) -> None:
    cores = os.cpu_count()
    mib = coll[0].nbytes / 2**20 if coll else info["mib"]
    print(f"shardflow MPI communicator vs raw mpi4py ({info['mpi']}), {cores} CPU cores")
    print(f"coll: {mib:g} MiB float32 operand per rank (dimension 0), {info['repeats']} interleaved repeats, barrier "
          f"before each op, an op's time = its slowest rank's; ms best/median")
    print("  GB/s = bus bandwidth (nccl-tests busbw: bytes each rank receives under the bandwidth-optimal "
          "algorithm / best time)")
    print(f"  ratio = communicator GB/s / raw mpi4py GB/s of the best times; med = median of the per-round ratios; "
          f"target: ratio or med >= {TARGET:g}")
    head = (f"{'what':<5} {'kind':<18} {'ranks':>5} {'comm ms':>15} {'raw ms':>15} {'comm GB/s':>9} {'raw GB/s':>9} "
            f"{'ratio':>6} {'med':>6} {'target':>6} check")
    print(head)
    print("-" * len(head))
    for row in coll:
        target = f">={row.target:g}" if row.target is not None else "-"
        verdict = "info" if row.target is None else ("-" if not check else ("PASS" if row.passed else "FAIL"))
        print(f"{'coll':<5} {row.public:<18} {row.ranks:>5} {ms(row.comm):>15} {ms(row.raw):>15} "
              f"{row.gbps(row.comm):>9.2f} {row.gbps(row.raw):>9.2f} {row.ratio:>6.2f} {row.median_ratio:>6.2f} "
              f"{target:>6} {verdict}")
    b, d, f = info["shape"]
    print()
    print(f"train: Megatron MLP SGD step {b}x{d}x{f} f32 (value_and_grad + update), host-staged, {info['driver']} "
          f"CPU members, {info['train_repeats']} repeats, ms per call best/median (global inputs in, outputs out)")
    print("  one-proc = all N members in one process (in-process communicator); mpi = N ranks under mpiexec, one "
          "member each (MPI communicator, slowest rank); ratio = best mpi / best one-proc")
    head = f"{'what':<5} {'model':<6} {'ranks':>5} {'one-proc ms':>15} {'mpi ms':>15} {'ratio':>6} {'med':>6} check"
    print(head)
    print("-" * len(head))
    for row in train:
        print(f"{'train':<5} {'sgd':<6} {row.ranks:>5} {ms(row.one):>15} {ms(row.mpi):>15} {row.ratio:>6.2f} "
              f"{row.median_ratio:>6.2f} info")


def finish(coll: list[CollRow], train: list[TrainRow], check: bool, info: dict) -> int:
    print_table(coll, train, check, info)
    failed = [r for r in coll if r.passed is False]
    if check and failed:
        print(f"FAILED: {len(failed)} row(s) under target: "
              + ", ".join(f"{r.public} {r.ranks} ({r.ratio:.2f} < {r.target:g})" for r in failed))
        return 1
    print("OK" if check else "OK (targets not checked)")
    return 0


# -- modes ----------------------------------------------------------------------------------------

def mpi_main(args) -> int:
    """Under mpiexec: this rank's part of the collectives and of the training step. Rank 0 writes the
    rows to --json (the driver's job) or, run directly, runs the one-process step and prints the table."""
    from mpi4py import MPI

    comm = MPI.COMM_WORLD
    r, n = comm.Get_rank(), comm.Get_size()
    log = log_to(args.quiet, r)
    try:
        coll = collective_rows(comm, args.mib, args.repeats, log)
        mpi_times, vmfb = mpi_train(comm, args, args.vmfb, log)
    except Exception as e:   # a rank that fails must not leave the others waiting
        sys.stderr.write(f"bench/mpi.py: rank {r} of {n}: {type(e).__name__}: {e}\n")
        sys.stderr.flush()
        comm.Abort(1)
    info = {"mpi": " ".join(MPI.Get_library_version().splitlines()[0].split()), "mib": args.mib,
            "repeats": args.repeats, "train_repeats": args.train_repeats, "shape": list(args.shape),
            "driver": args.driver}
    if args.json:
        if r == 0:
            with open(args.json, "w") as f:
                json.dump({"coll": [asdict(c) for c in coll], "train": mpi_times, "info": info}, f)
        return 0
    # run directly: rank 0 runs the one-process step while the others wait without polling hard
    status = 0
    if r == 0:
        try:
            with tempfile.TemporaryDirectory(prefix="shardflow-bench-mpi-") as tmp:
                path = os.path.join(tmp, f"train_{n}.vmfb")
                with open(path, "wb") as f:
                    f.write(vmfb)
                log(f"  one process, {n} members: training step")
                one = one_process_child(n, args, path, tmp)
            status = finish(coll, [TrainRow(n, one, mpi_times)], not args.no_check, info)
        except Exception as e:
            print(f"bench/mpi.py: {e}", file=sys.stderr)
            status = 1
    request = comm.Ibarrier()
    while not request.Test():
        time.sleep(0.01)
    return comm.bcast(status, root=0)


def driver_main(args) -> int:
    """Not under MPI: for each N, compile the step, run `mpiexec -n N` of this script, then the step
    in one process; print one table."""
    log = log_to(args.quiet)
    mpiexec = find_mpiexec()
    if importlib.util.find_spec("mpi4py") is None:
        mpiexec = None
    if mpiexec is None:
        print(f"bench/mpi.py: {NO_MPI}", file=sys.stderr)
        return 1
    coll, train, info = [], [], None
    with tempfile.TemporaryDirectory(prefix="shardflow-bench-mpi-") as tmp:
        try:
            for n in args.ranks:
                t = time.perf_counter()
                vmfb = os.path.join(tmp, f"train_{n}.vmfb")
                with open(vmfb, "wb") as f:
                    f.write(compile_train(n, args.shape, args.driver, args.iree_flags))
                log(f"compiled the training step for {n} members in {time.perf_counter() - t:.1f} s")
                log(f"mpiexec -n {n}: collectives and the training step")
                out = os.path.join(tmp, f"mpi_{n}.json")
                run_child([mpiexec, "-n", str(n), sys.executable, os.path.abspath(__file__), "--vmfb", vmfb,
                           "--json", out, *common_args(args)], args.timeout, f"mpiexec -n {n}")
                with open(out) as f:
                    got = json.load(f)
                coll += [CollRow(**c) for c in got["coll"]]
                info = got["info"]
                log(f"one process, {n} members: the training step")
                train.append(TrainRow(n, one_process_child(n, args, vmfb, tmp), got["train"]))
        except RuntimeError as e:
            print(f"bench/mpi.py: {e}", file=sys.stderr)
            return 1
    return finish(coll, train, not args.no_check, info)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ranks", type=int, nargs="+", default=[2, 4], help="driver: MPI job sizes (default 2 4)")
    ap.add_argument("--mib", type=float, default=None, help=f"operand MiB per rank (default 16; --quick: {QUICK_MIB})")
    ap.add_argument("--repeats", type=int, default=None,
                    help=f"timed ops per collective variant (default 30; --quick: {QUICK_REPEATS})")
    ap.add_argument("--shape", type=int, nargs=3, default=None, metavar=("BATCH", "D", "FF"),
                    help=f"MLP shape of the training step (default {' '.join(map(str, DEFAULT_SHAPE))}; "
                         f"--quick: {' '.join(map(str, QUICK_SHAPE))})")
    ap.add_argument("--train-repeats", type=int, default=None,
                    help=f"timed training steps per variant (default 10; --quick: {QUICK_TRAIN_REPEATS})")
    ap.add_argument("--driver", choices=["local-sync", "local-task"], default="local-sync",
                    help="IREE CPU driver of the members")
    ap.add_argument("--iree-flag", dest="iree_flags", action="append", default=None, metavar="FLAG",
                    help="extra iree-compile flag (repeatable; --quick: bench/staged.py's QUICK_IREE_FLAGS)")
    ap.add_argument("--timeout", type=float, default=600, help="seconds per subprocess (default 600)")
    ap.add_argument("--quick", action="store_true", help="small buffers and shapes, few repeats (a smoke test)")
    ap.add_argument("--no-check", action="store_true", help="print only; never fail on the target")
    ap.add_argument("-q", "--quiet", action="store_true", help="no progress lines")
    ap.add_argument("--vmfb", help=argparse.SUPPRESS)          # the driver's compiled step
    ap.add_argument("--json", help=argparse.SUPPRESS)          # where a child writes its results
    ap.add_argument("--one-process", type=int, help=argparse.SUPPRESS)   # child: the step on N members here
    args = ap.parse_args(argv)
    args.mib = args.mib if args.mib is not None else (QUICK_MIB if args.quick else 16.0)
    args.repeats = args.repeats or (QUICK_REPEATS if args.quick else 30)
    args.train_repeats = args.train_repeats or (QUICK_TRAIN_REPEATS if args.quick else 10)
    args.shape = tuple(args.shape or (QUICK_SHAPE if args.quick else DEFAULT_SHAPE))
    if args.iree_flags is None:
        args.iree_flags = list(staged_bench().QUICK_IREE_FLAGS) if args.quick else []
    if args.mib <= 0 or args.repeats < 1 or args.train_repeats < 1:
        ap.error("--mib, --repeats and --train-repeats must be positive")

    from shardflow.runtime.launcher import under_mpi, world

    if args.one_process:
        times = one_process_train(args.one_process, args, args.vmfb)
        with open(args.json, "w") as f:
            json.dump({"times": times}, f)
        return 0
    if under_mpi():
        if args.shape[2] % world()[1]:
            ap.error(f"the hidden dimension {args.shape[2]} must divide by the {world()[1]} ranks")
        return mpi_main(args)
    if any(n < 2 or args.shape[2] % n for n in args.ranks):
        ap.error(f"every --ranks value must be >= 2 and divide the hidden dimension {args.shape[2]}")
    return driver_main(args)


if __name__ == "__main__":
    sys.exit(main())
