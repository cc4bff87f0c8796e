"""`shardflow compile | run | explain` (contract in API.md)."""
from __future__ import annotations

import argparse
import os
import sys
import warnings

import numpy as np

from shardflow.runtime import digest, dtypes
from shardflow.runtime.errors import InputError, ShardflowError

from .common import (PLATFORM_INDEX_HELP, UsageError, check_output_dir, check_output_file, decode_text, is_vmfb,
                     parse_mesh_flag, read_bytes, read_text, run_main)


def _import(args, text: str | None = None):
    """The module `args.file` (or its `text`, already read) with the command's --mesh and
    --platform-index."""
    from shardflow.compiler.importer import import_module
    return import_module(read_text(args.file) if text is None else text, mesh=parse_mesh_flag(args.mesh),
                         source_name=os.path.basename(args.file), platform_index=args.platform_index)


def _iree_flags(values) -> list[str]:
    out = []
    for v in values or []:
        out.append(v if v.startswith("--") else "--" + v)
    return out


def _argnums(text: str | None) -> tuple[int, ...] | None:
    """`--donate-argnums 1,2` as ints (an InputError names a bad entry)."""
    from shardflow.runtime.errors import InputError
    if text is None:
        return None   # what the module says (a JAX export's donation attributes), else none
    if not text.strip():
        return ()
    try:
        return tuple(int(t) for t in text.split(",") if t.strip())
    except ValueError:
        raise InputError(f"--donate-argnums takes comma-separated argument indices (e.g. 2,3), got {text!r}") from None


def cmd_compile(args) -> int:
    import time

    from shardflow.compiler.driver import compile_graph
    check_output_file(args.output)    # before the (long) compile
    start = time.perf_counter()
    graph = _import(args)
    imported = time.perf_counter() - start
    compiled = compile_graph(graph, target=args.target, mode=args.mode, iree_flags=_iree_flags(args.iree_flag),
                             donate_argnums=_argnums(args.donate_argnums), auto_shard=args.auto_shard,
                             memory_budget=args.memory_budget)
    try:
        compiled.save(args.output)
    except OSError as e:
        raise UsageError(f"cannot write {args.output}: {e.strerror or e}") from None
    m = compiled.manifest
    members = _members_text(m.member_backends)
    print(f"wrote {args.output}: {m.num_devices} device(s) ({members}), mesh "
          + ", ".join(f"{n}={s}" for n, s in m.mesh.axes) + f", mode {m.mode}")
    if compiled.auto_shard is not None:
        r = compiled.auto_shard
        print(f"auto-sharded: estimated step {r.step_time_s * 1e3:.4g} ms per device, {int(r.measured_bytes)} B per "
              f"device in collectives, peak live {r.measured_peak} B per device (`shardflow explain --auto-shard` "
              f"says why)")
    if args.timing:
        print(_timing_text({"import": imported, **compiled.timing}))
    return 0


def _bytes_flag(text: str) -> int:
    """`--memory-budget 3000000`, `512KiB`, `4MiB`, `1GiB` (also K/M/G, powers of 1000)."""
    from ..auto_shard.budget import MemoryBudgetError, parse_budget
    try:
        return parse_budget(text)
    except MemoryBudgetError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _auto_shard_args(p) -> None:
    p.add_argument("--auto-shard", action="store_true", help="choose the layout of every input and value the "
                   "module leaves unannotated (MILP over each op's strategies; annotated ones stay)")
    p.add_argument("--memory-budget", type=_bytes_flag, metavar="BYTES", help="with --auto-shard: peak live bytes "
                   "per device the chosen layouts must stay within (e.g. 4MiB)")


def _timing_text(timing: dict[str, float]) -> str:
    """`--timing`: one line per compile stage and the total, in seconds."""
    lines = [f"  {stage:<13}{secs:8.3f} s" for stage, secs in timing.items()]
    return "\n".join(["compile time:", *lines, f"  {'total':<13}{sum(timing.values()):8.3f} s"])


def _members_text(backends) -> str:
    """"4 cpu" or "cpu, vulkan, cpu, vulkan"."""
    return f"{len(backends)} {backends[0]}" if len(set(backends)) == 1 else ", ".join(backends)


def _random_inputs(specs, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    out = []
    for s in specs:
        if s.dtype in dtypes.FLOATS:
            a = rng.standard_normal(s.shape).astype(np.float32).astype(dtypes.to_numpy(s.dtype))
        elif dtypes.is_complex(s.dtype):
            a = (rng.standard_normal(s.shape) + 1j * rng.standard_normal(s.shape)).astype(dtypes.to_numpy(s.dtype))
        elif s.dtype == "i1":
            a = rng.integers(0, 2, s.shape).astype(bool)
        elif dtypes.is_unsigned(s.dtype):  # the whole range: random bits, PRNG keys and states
            info = np.iinfo(dtypes.to_numpy(s.dtype))
            a = rng.integers(0, int(info.max), s.shape, dtype=dtypes.to_numpy(s.dtype), endpoint=True)
        else:
            a = rng.integers(0, 10, s.shape).astype(dtypes.to_numpy(s.dtype))
        out.append(a)
    return out


def _read_f8_npy(path: str) -> np.ndarray:
    """An .npy of ml_dtypes f8 values (descr '<f1', which NumPy cannot load) as raw bytes (|V1): the
    f8 parameter it is given to reads them as its own values (runtime/inputs.py)."""
    import ast
    with open(path, "rb") as f:
        major = f.read(8)[6]
        size = int.from_bytes(f.read(2 if major == 1 else 4), "little")
        header = ast.literal_eval(f.read(size).decode("latin1"))
        raw = np.frombuffer(f.read(), np.uint8)
    shape = tuple(header["shape"])
    raw = raw[:int(np.prod(shape, dtype=np.int64))].reshape(shape, order="F" if header["fortran_order"] else "C")
    return np.ascontiguousarray(raw).view(np.dtype("V1"))


def _read_npy(path: str) -> np.ndarray:
    """One input array from a .npy file; anything else is an InputError that says what the file is."""
    try:
        with open(path, "rb") as f:
            head = f.read(6)
    except OSError as e:
        raise InputError(f"cannot read input {path}: {e.strerror or e}") from None
    if head != b"\x93NUMPY":
        what = "a .npz archive (give one .npy per input)" if head[:4] == b"PK\x03\x04" else "not a .npy file"
        raise InputError(f"input {path} is {what}: each -i file must be written by numpy.save") from None
    try:
        return np.load(path, allow_pickle=False)
    except ValueError as e:
        if "'<f1'" in str(e) or "'|f1'" in str(e):   # ml_dtypes' f8 arrays, saved by NumPy: read their bytes
            return _read_f8_npy(path)
        if "pickle" in str(e) or "Object arrays" in str(e):
            raise InputError(f"input {path} holds Python objects (an object-dtype array), not numbers: save a "
                             f"numeric array (numpy.save(path, np.asarray(x, dtype=...)))") from None
        raise InputError(f"input {path} is a damaged .npy file ({e}); write it again with numpy.save") from None
    except OSError as e:
        raise InputError(f"input {path} is a damaged .npy file ({e}); write it again with numpy.save") from None


def _load_inputs(paths, specs) -> list[np.ndarray]:
    from shardflow.runtime.inputs import check_inputs
    arrays = []
    for p in paths:
        arrays.append(_read_npy(p))
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        return check_inputs(specs, arrays, [s.name for s in specs], cast=True)


def _prepare_run(args):
    """(vmfb bytes, manifest, input arrays) for `run`: reads or compiles the module, reads the inputs."""
    from shardflow.runtime.program import read_manifest
    if args.output_dir:
        check_output_dir(args.output_dir)    # before the run
    data = read_bytes(args.file)
    if args.file.endswith(".vmfb") or is_vmfb(data):
        for flag, value in (("--mesh", args.mesh), ("--target", args.target), ("--mode", args.mode),
                            ("--platform-index", args.platform_index)):
            if value is not None:
                raise UsageError(f"{flag} applies to .mlir input only; a .vmfb carries its mesh, targets and "
                                 f"mode, and was compiled for one platform")
        vmfb = data
        digest.verify(vmfb, args.file)   # names the file; load() checks the bytes again
        manifest = read_manifest(vmfb)
    else:
        from shardflow.compiler.driver import compile_graph
        graph = _import(args, decode_text(args.file, data))
        compiled = compile_graph(graph, target=args.target or "cpu", mode=args.mode or "auto",
                                 iree_flags=_iree_flags(args.iree_flag))
        vmfb, manifest = compiled.vmfb, compiled.manifest
    n = manifest.num_devices
    if args.devices is not None and args.devices != n:
        raise UsageError(f"the module needs {n} devices (mesh {manifest.mesh}) but --devices {args.devices} was given")
    if manifest.mode == "spmd":
        raise UsageError("a per-rank SPMD module (--mode spmd) runs one process per GPU under mpiexec; "
                         "compile with --mode multi-device or host-staged to run it here")
    specs = list(manifest.inputs)
    if args.inputs is not None and args.random_inputs is not None:
        raise UsageError("give either -i files or --random-inputs, not both")
    if args.inputs is not None:
        inputs = _load_inputs(args.inputs, specs)
    elif args.random_inputs is not None:
        inputs = _random_inputs(specs, args.random_inputs)
    elif not specs:
        inputs = []
    else:
        raise UsageError(f"the module takes {len(specs)} inputs: pass -i IN0.npy ... or --random-inputs SEED")
    return vmfb, manifest, inputs


def _load(vmfb, manifest):
    """(program, group): the module loaded on the group its manifest names."""
    from shardflow.runtime.default_group import group_for
    from shardflow.runtime.program import load
    group = group_for(manifest)
    try:
        return load(vmfb, group), group
    except BaseException:
        group.close()
        raise


def _call(prog, group, inputs) -> list[np.ndarray]:
    """Call the loaded program once; the global outputs as NumPy arrays. Releases program and group."""
    try:
        outs = prog(*inputs)
        outs = outs if isinstance(outs, tuple) else (outs,)
        return [np.asarray(o) for o in outs]
    finally:
        prog.close()
        group.close()


def _write_outputs(args, manifest, results) -> None:
    if args.output_dir:
        try:
            os.makedirs(args.output_dir, exist_ok=True)
        except OSError as e:
            raise UsageError(f"cannot create the output folder {args.output_dir}: {e.strerror or e}") from None
    for j, (spec, a) in enumerate(zip(manifest.outputs, results)):
        if spec.dtype == "bf16" or dtypes.is_float8(spec.dtype):   # (NumPy would save raw bytes)
            a = a.astype(np.float32)
        if args.output_dir:
            out = os.path.join(args.output_dir, f"out{j}.npy")
            try:
                np.save(out, a)
            except OSError as e:
                raise UsageError(f"cannot write {out}: {e.strerror or e}") from None
        print(f"out{j}: name={spec.name} shape={list(spec.shape)} dtype={spec.dtype}")


def cmd_run(args) -> int:
    from shardflow.runtime.launcher import under_mpi
    if under_mpi():
        return _run_mpi(args)
    vmfb, manifest, inputs = _prepare_run(args)
    _write_outputs(args, manifest, _call(*_load(vmfb, manifest), inputs))
    return 0


# -- `shardflow run` under mpiexec ---------------------------------------------------------------------
#
# Every rank runs the same command: it reads (or compiles) the module and the inputs, loads the module
# onto the members it owns (load() picks the MPI communicator), calls it once, and gets the global
# outputs; rank 0 alone writes them and prints the output lines. A rank must never wait for a rank
# that has failed, so the command settles at two checkpoints (after reading/compiling, after loading)
# where the ranks exchange their outcome: an error every rank met identically (a bad input file, a
# group size the rank count does not divide) is printed once by rank 0 and every rank exits 1; errors
# on some ranks only are printed by those ranks ("rank R of N: ...") and every rank exits 1. A failing
# rank that finds the others not at the checkpoint within CHECKPOINT_WAIT_S (stuck in a collective it
# will never join) prints its error and aborts the job. A failure during the call itself aborts the job
# from the runtime (StagedProgram prints the failing rank's error and calls MPI Abort).

#: How long a failing rank waits for the others at a checkpoint before aborting the whole job.
CHECKPOINT_WAIT_S = 60.0


class _Quiet(Exception):
    """This rank failed and the error was (or will be) printed by another rank, or already: exit 1."""


class _Ranks:
    """The ranks of this `mpiexec` job, on a private duplicate of COMM_WORLD (never matched with the
    runtime's own collectives)."""

    def __init__(self):
        from shardflow.runtime.communicators.mpi import _mpi
        self.MPI = MPI = _mpi()
        self.comm = MPI.COMM_WORLD.Dup()
        self.rank, self.size = self.comm.Get_rank(), self.comm.Get_size()

    def prefix(self) -> str:
        return f"rank {self.rank} of {self.size}: "

    def settle(self, error: BaseException | None, extra=None) -> list:
        """Exchange outcomes; raise (on rank 0, or on each failing rank) if any rank failed.

        Returns every rank's `extra` when all succeeded."""
        import time

        req = self.comm.Ibarrier()
        if error is None:
            req.Wait()
        else:
            deadline = time.monotonic() + CHECKPOINT_WAIT_S
            while not req.Test():
                if time.monotonic() > deadline:   # the others are stuck elsewhere: end the job
                    sys.stderr.write(f"shardflow: error: {self.prefix()}{_describe(error)} (the other ranks did "
                                     f"not reach the checkpoint within {CHECKPOINT_WAIT_S:.0f} s; aborting)\n")
                    sys.stderr.flush()
                    self.comm.Abort(1)
                time.sleep(0.005)
        # an error's text with this rank's own number made generic, to compare ranks' errors
        mine = None if error is None else _describe(error).replace(f"rank {self.rank} of", "rank R of")
        texts = self.comm.allgather((mine, extra))
        failed = [r for r, (t, _) in enumerate(texts) if t is not None]
        if not failed:
            return [x for _, x in texts]
        if error is None:
            raise _Quiet()
        if len(failed) == self.size and all(t == mine for t, _ in texts):   # every rank, the same error
            if self.rank == 0:
                raise error
            raise _Quiet()
        if isinstance(error, ShardflowError):
            try:
                ranked = type(error)(self.prefix() + str(error))
            except Exception:  # noqa: BLE001 - an error type with another constructor
                ranked = ShardflowError(self.prefix() + str(error))
            raise ranked from None
        sys.stderr.write(f"shardflow: error: {self.prefix()}{_describe(error)}\n")
        raise error

    def close(self) -> None:
        self.comm.Free()


def _release(prog, group) -> None:
    prog.close()
    group.close()


def _describe(e: BaseException) -> str:
    return str(e) if isinstance(e, ShardflowError) else f"{type(e).__name__}: {e}"


def _digest(vmfb: bytes) -> str:
    import hashlib
    return hashlib.sha256(vmfb).hexdigest()[:16]


def _run_mpi(args) -> int:
    from shardflow.runtime.errors import LoadError
    ranks = _Ranks()
    try:
        # 1. read or compile the module, read the inputs (every rank, no communication)
        prepared, error = None, None
        try:
            prepared = _prepare_run(args)
        except Exception as e:  # noqa: BLE001 - settled with the other ranks, then raised
            error = e
        held = ranks.settle(error, (args.file, _digest(prepared[0])) if prepared else None)
        if len({d for _, d in held}) > 1:   # identical bytes give identical outcomes of everything that follows
            detail = ", ".join(f"rank {r}: {f} sha256 {d}" for r, (f, d) in enumerate(held))
            msg = f"the MPI ranks hold different modules ({detail}); every rank must run the same module"
            if ranks.rank == 0:
                raise LoadError(msg)
            raise _Quiet()
        vmfb, manifest, inputs = prepared
        # 2. load onto the members this rank owns (load() picks the MPI communicator)
        loaded, error = None, None
        try:
            loaded = _load(vmfb, manifest)
        except Exception as e:  # noqa: BLE001
            error = e
        try:
            ranks.settle(error)
        except BaseException:
            if loaded is not None:
                _release(*loaded)
            raise
        # 3. call: a failure inside the call aborts the job (the runtime prints the failing rank's error)
        results = _call(*loaded, inputs)
        # 4. rank 0 writes the global outputs once
        if ranks.rank == 0:
            _write_outputs(args, manifest, results)
        return 0
    except _Quiet:
        return 1
    finally:
        ranks.close()


def cmd_explain(args) -> int:
    import json
    from shardflow.compiler.driver import member_backends, resolve_mode
    from shardflow.compiler.explain import explain_json, explain_text
    from shardflow.compiler.passes.partition import partition
    show = bool(args.show or args.show_all)
    if args.json and show:
        raise UsageError("--json prints one object and --show draws layouts; give one or the other")
    compare = _comparisons(args)
    if args.html:
        check_output_file(args.html, "--html")    # before the work
    graph = _import(args)
    backends = member_backends(graph, None, args.target)
    auto = None
    if args.auto_shard:
        from shardflow.compiler.auto_shard import auto_shard
        auto = auto_shard(graph, memory_budget=args.memory_budget)
    elif args.memory_budget is not None:
        from shardflow.compiler.auto_shard import AutoShardError
        raise AutoShardError("--memory-budget is the auto-sharder's limit: add --auto-shard")
    prog = partition(graph)
    mode = resolve_mode(args.mode, backends)
    report = None
    if show or args.html:
        from shardflow.compiler.report import build_report
        report = build_report(graph, prog, mode, backends, title=os.path.basename(args.file), compare=compare)
    if args.html:
        from shardflow.compiler.report import write_report
        write_report(report, args.html)
        print(f"wrote {args.html}", file=sys.stderr)
    if args.print_module:   # the chosen layouts as a Shardy module: read it, pin it, edit it
        from shardflow.compiler.emit.stablehlo import emit_module
        print(emit_module(graph, annotate="shardy", module_name="auto_sharded", per_value=True), end="")
        return 0
    if show:
        _show_layouts(report, args)
    elif args.json:
        out = explain_json(prog, mode, backends)
        if auto is not None:
            out["auto_shard"] = auto.to_json()
        print(json.dumps(out))
    else:
        print(explain_text(prog, mode, backends))
        if auto is not None:
            print(auto.text())
    return 0


def _comparisons(args) -> list:
    """`--compare LABEL=BYTES|LABEL=FILE.json` (only with --html)."""
    if args.compare and not args.html:
        raise UsageError("--compare adds bars to the HTML report; give --html PATH too")
    from shardflow.compiler.report import parse_compare_flag
    return [parse_compare_flag(c, args.file) for c in args.compare or []]


def _show_layouts(report, args) -> None:
    """`--show NAME` / `--show-all`: each layout as a terminal grid, a blank line between."""
    from shardflow.runtime.visualize import show_grid
    entries = [t for t in report.tensors if t.role != "activation"] if args.show_all else []
    for name in args.show or []:
        t = report.tensor(name)
        if t not in entries:
            entries.append(t)
    color = {"always": True, "never": False}.get(args.color)
    for k, t in enumerate(entries):
        if k:
            print()
        if t.where:
            print(f"({t.where})")
        show_grid(t.grid, color=color)


MODES = ["auto", "multi-device", "host-staged", "spmd"]
TARGET_HELP = ("cpu, cuda or vulkan for every member, or a comma list with one backend per member "
               "(a mixed group, e.g. cpu,vulkan,cpu,vulkan)")
MODE_HELP = ("auto: multi-device for CPU/CUDA groups, host-staged for Vulkan and mixed groups; host-staged: "
             "stages per member, collectives on the host; spmd: one rank's program")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="shardflow", description="Compile, run and explain sharded StableHLO on IREE.")
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("compile", help="compile a StableHLO module into one self-describing .vmfb")
    c.add_argument("file")
    c.add_argument("-o", "--output", required=True)
    c.add_argument("--target", default="cpu", help=TARGET_HELP)
    c.add_argument("--mode", choices=MODES, default="auto", help=MODE_HELP)
    c.add_argument("--mesh")
    c.add_argument("--platform-index", type=int, metavar="K", help=PLATFORM_INDEX_HELP)
    c.add_argument("--iree-flag", action="append", metavar="FLAG", help="passed to iree-compile unchanged")
    c.add_argument("--donate-argnums", metavar="I,J", help="inputs whose device arrays each call takes over "
                   "(jax.jit's donate_argnums; recorded in the module)")
    c.add_argument("--timing", action="store_true", help="print the seconds each compile stage took (import, "
                   "propagate, partition, lower, iree-compile)")
    _auto_shard_args(c)
    c.set_defaults(fn=cmd_compile)
    r = sub.add_parser("run", help="run a module on global .npy inputs")
    r.add_argument("file")
    r.add_argument("-i", "--inputs", nargs="+")
    r.add_argument("--random-inputs", type=int, metavar="SEED")
    r.add_argument("-o", "--output-dir")
    r.add_argument("--devices", type=int)
    r.add_argument("--mesh")
    r.add_argument("--platform-index", type=int, metavar="K", help=PLATFORM_INDEX_HELP)
    r.add_argument("--target", help=TARGET_HELP + " (.mlir input; default cpu)")
    r.add_argument("--mode", choices=MODES, help=MODE_HELP + " (.mlir input)")
    r.add_argument("--iree-flag", action="append", metavar="FLAG")
    r.set_defaults(fn=cmd_run)
    e = sub.add_parser("explain", help="the collectives of the partitioned program and their cost")
    e.add_argument("file")
    e.add_argument("--mesh")
    e.add_argument("--platform-index", type=int, metavar="K", help=PLATFORM_INDEX_HELP)
    e.add_argument("--target", default="cpu", help=TARGET_HELP)
    e.add_argument("--mode", choices=MODES, default="auto", help=MODE_HELP)
    e.add_argument("--json", action="store_true")
    e.add_argument("--show", action="append", metavar="NAME", help="draw the layout of an input or output (its "
                   "name, e.g. arg0 or result[1]) or of an activation (its location, e.g. f.mlir:12:5) as a "
                   "terminal grid, instead of the collectives; repeatable")
    e.add_argument("--show-all", action="store_true", help="draw the layout of every input and output")
    e.add_argument("--color", choices=["auto", "always", "never"], default="auto",
                   help="colours in --show grids (auto: on a terminal, unless NO_COLOR is set)")
    e.add_argument("--html", metavar="PATH", help="also write a self-contained HTML report (layouts, collectives "
                   "chart, memory; needs matplotlib: pip install 'shardflow[report]')")
    e.add_argument("--compare", action="append", metavar="LABEL=BYTES|LABEL=FILE.json",
                   help="a total to chart next to this program's in the --html report: bytes per device, or "
                   "an explain --json object (or a table of them keyed by module file name, e.g. XLA's); repeatable")
    _auto_shard_args(e)
    e.add_argument("--print-module", action="store_true", help="print the module with every value's layout as "
                   "Shardy annotations (with --auto-shard: the chosen ones, to read or pin) instead of the report")
    e.set_defaults(fn=cmd_explain)
    return p


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    return run_main("shardflow", lambda: args.fn(args))


if __name__ == "__main__":
    sys.exit(main())
