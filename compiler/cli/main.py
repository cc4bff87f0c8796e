"""`shardflow compile | run | explain` (contract in API.md)."""
from __future__ import annotations

import argparse
import os
import sys
import warnings

import numpy as np

from shardflow.runtime import dtypes
from shardflow.runtime.errors import InputError

from .common import UsageError, parse_mesh_flag, read_text, run_main


def _import(path: str, mesh_flag: str | None):
    from shardflow.compiler.importer import import_module
    return import_module(read_text(path), mesh=parse_mesh_flag(mesh_flag), source_name=os.path.basename(path))


def _iree_flags(values) -> list[str]:
    out = []
    for v in values or []:
        out.append(v if v.startswith("--") else "--" + v)
    return out


def cmd_compile(args) -> int:
    from shardflow.compiler.driver import compile_graph
    graph = _import(args.file, args.mesh)
    compiled = compile_graph(graph, target=args.target, mode=args.mode, iree_flags=_iree_flags(args.iree_flag))
    compiled.save(args.output)
    m = compiled.manifest
    members = _members_text(m.member_backends)
    print(f"wrote {args.output}: {m.num_devices} device(s) ({members}), mesh "
          + ", ".join(f"{n}={s}" for n, s in m.mesh.axes) + f", mode {m.mode}")
    return 0


def _members_text(backends) -> str:
    """"4 cpu" or "cpu, vulkan, cpu, vulkan"."""
    return f"{len(backends)} {backends[0]}" if len(set(backends)) == 1 else ", ".join(backends)


def _random_inputs(specs, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    out = []
    for s in specs:
        if s.dtype in dtypes.FLOATS:
            a = rng.standard_normal(s.shape).astype(np.float32).astype(dtypes.to_numpy(s.dtype))
        elif s.dtype == "i1":
            a = rng.integers(0, 2, s.shape).astype(bool)
        elif dtypes.is_unsigned(s.dtype):  # the whole range: random bits, PRNG keys and states
            info = np.iinfo(dtypes.to_numpy(s.dtype))
            a = rng.integers(0, int(info.max), s.shape, dtype=dtypes.to_numpy(s.dtype), endpoint=True)
        else:
            a = rng.integers(0, 10, s.shape).astype(dtypes.to_numpy(s.dtype))
        out.append(a)
    return out


def _load_inputs(paths, specs) -> list[np.ndarray]:
    from shardflow.runtime.inputs import check_inputs
    arrays = []
    for p in paths:
        try:
            arrays.append(np.load(p, allow_pickle=False))
        except (OSError, ValueError) as e:
            raise InputError(f"cannot read input {p}: {e}") from None
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        return check_inputs(specs, arrays, [s.name for s in specs], cast=True)


def cmd_run(args) -> int:
    from shardflow.runtime.default_group import group_for
    from shardflow.runtime.program import load, read_manifest
    if args.file.endswith(".vmfb"):
        for flag, value in (("--mesh", args.mesh), ("--target", args.target), ("--mode", args.mode)):
            if value:
                raise UsageError(f"{flag} applies to .mlir input only; a .vmfb carries its mesh, targets and mode")
        with open(args.file, "rb") as f:
            vmfb = f.read()
        manifest = read_manifest(vmfb)
    else:
        from shardflow.compiler.driver import compile_graph
        compiled = compile_graph(_import(args.file, args.mesh), target=args.target or "cpu", mode=args.mode or "auto",
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
    group = group_for(manifest)
    prog = load(vmfb, group)
    try:
        outs = prog(*inputs)
        outs = outs if isinstance(outs, tuple) else (outs,)
        results = [np.asarray(o) for o in outs]
    finally:
        prog.close()
        group.close()
    if args.output_dir:
        os.makedirs(args.output_dir, exist_ok=True)
    for j, (spec, a) in enumerate(zip(manifest.outputs, results)):
        if spec.dtype == "bf16":
            a = a.astype(np.float32)
        if args.output_dir:
            np.save(os.path.join(args.output_dir, f"out{j}.npy"), a)
        print(f"out{j}: name={spec.name} shape={list(spec.shape)} dtype={spec.dtype}")
    return 0


def cmd_explain(args) -> int:
    import json
    from shardflow.compiler.driver import member_backends, resolve_mode
    from shardflow.compiler.explain import explain_json, explain_text
    from shardflow.compiler.passes.partition import partition
    graph = _import(args.file, args.mesh)
    backends = member_backends(graph, None, args.target)
    prog = partition(graph)
    mode = resolve_mode(args.mode, backends)
    print(json.dumps(explain_json(prog, mode, backends)) if args.json else explain_text(prog, mode, backends))
    return 0


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
    c.add_argument("--iree-flag", action="append", metavar="FLAG", help="passed to iree-compile unchanged")
    c.set_defaults(fn=cmd_compile)
    r = sub.add_parser("run", help="run a module on global .npy inputs")
    r.add_argument("file")
    r.add_argument("-i", "--inputs", nargs="+")
    r.add_argument("--random-inputs", type=int, metavar="SEED")
    r.add_argument("-o", "--output-dir")
    r.add_argument("--devices", type=int)
    r.add_argument("--mesh")
    r.add_argument("--target", help=TARGET_HELP + " (.mlir input; default cpu)")
    r.add_argument("--mode", choices=MODES, help=MODE_HELP + " (.mlir input)")
    r.add_argument("--iree-flag", action="append", metavar="FLAG")
    r.set_defaults(fn=cmd_run)
    e = sub.add_parser("explain", help="the collectives of the partitioned program and their cost")
    e.add_argument("file")
    e.add_argument("--mesh")
    e.add_argument("--target", default="cpu", help=TARGET_HELP)
    e.add_argument("--mode", choices=MODES, default="auto", help=MODE_HELP)
    e.add_argument("--json", action="store_true")
    e.set_defaults(fn=cmd_explain)
    return p


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    return run_main("shardflow", lambda: args.fn(args))


if __name__ == "__main__":
    sys.exit(main())
