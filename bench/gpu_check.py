"""Every GPU path of shardflow on one NVIDIA machine: one command, one PASS/FAIL/SKIP line per path.

    python bench/gpu_check.py [--require-gpu] [--allow-cpu-vulkan] [--max-gpus N] [--mpiexec PATH]
                              [--budget 300] [--path-timeout 150] [--only PATH ...] [--no-spmd-precheck]

Each path compiles and runs two programs and checks them against a float64 NumPy reference:

- `mlp`: the Megatron MLP `gelu(x @ w1) @ w2`, x (8, 64) replicated, w1 (64, F) split on columns,
  w2 (F, 64) split on rows (F = 256, or 64 * members when 256 does not divide): one all-reduce;
- `train`: one SGD step of it, `value_and_grad` of the mean-squared error against a replicated
  target, then `w - 0.1 * g` (the loss and each update `w - w_new` are checked, relative to their
  largest entry; tolerance 2e-3, loose enough for TF32-style matmuls, far below any sharding bug).

The paths (N = the NVIDIA GPUs IREE's CUDA driver lists, `--max-gpus` caps it):

1. `cuda-multi-device-1gpu` / `cuda-multi-device-all-gpus`: `sfc.compile(fn, *specs,
   group=Device.group_options([Device.cuda(i) for i in range(n)]).init())`, mode auto, which is
   one multi-device module (collectives as `flow.tensor.transfer`s), for n = 1 and n = N (the
   second is SKIP with one GPU);
2. `cuda-host-staged`: the same N-GPU group, `mode="host-staged"` (stages compiled once, the
   all-reduce on the host between them);
3. `cuda-spmd-mpiexec` (2+ GPUs): the per-rank module of `--mode spmd` (what
   `shardflow compile F.mlir --target cuda --mode spmd -o F.vmfb` writes: stablehlo collectives,
   which IREE lowers to channels, NCCL on CUDA), run by IREE itself, one rank per GPU:
   `mpiexec -n 2 iree-run-module --device=cuda --module=F.vmfb --input=@<this rank's shard>.npy
   ...`, through a small shell script that picks each rank's input files from the launcher's rank
   variable; the ranks' outputs are assembled into global arrays and checked. shardflow's Python
   runtime does not run spmd modules (`runtime.load` refuses them; its MPI communicator runs
   host-staged modules across processes, not spmd ones), so without `mpiexec` on PATH nothing runs
   spmd modules here, and the line is SKIP with that reason (asked of the runtime: it says so if
   `shardflow.runtime.program.read_manifest` starts accepting spmd modules);
4. `vulkan-host-staged`: a group of Vulkan members (`Device.vulkan(i)`, host-staged, the default
   for Vulkan) on the non-CPU devices IREE's Vulkan driver lists: on an NVIDIA machine that is the
   NVIDIA Vulkan ICD; the line names the Vulkan device(s) used. Two members share one device when
   there is one. When the only Vulkan device is a CPU one (llvmpipe/lavapipe, SwiftShader) the
   path is SKIP unless `--allow-cpu-vulkan` is given.

GPUs are found with IREE (`iree.runtime.get_driver("cuda").query_available_devices()`, which
raises without `libcuda.so`) and `nvidia-smi -L`. Without any NVIDIA GPU every CUDA line is SKIP
with the reason `no NVIDIA GPU found (...)` and the exit status is 0 (`--require-gpu`: 1). When
`nvidia-smi` lists GPUs but IREE's CUDA driver finds none, the CUDA lines FAIL. The exit status is 1
when any path FAILs. Each path runs in its own process (its own process group) with a timeout, so a
GPU hang or a crash of one path cannot take the others down; the whole command stays within
`--budget` seconds (default 300: a path that cannot start in time FAILs as not run).

**What the spmd path needs from IREE (3.13)**. Read from IREE's source and the strings of its 3.13
binaries, NOT verified on a GPU here (no GPU was attached when this was written); a GPU user should
confirm each point:

- IREE turns its MPI channel provider on when the launcher's `PMI_SIZE`, `OMPI_COMM_WORLD_SIZE` or
  `MPIEXEC_HOSTNAME` is set; it then `dlopen`s **`libmpi.so`** (that exact name, from
  `LD_LIBRARY_PATH` or the loader's default paths) and needs **Open MPI's** symbols
  (`ompi_mpi_comm_world` and friends): MPICH's or Intel MPI's library does not do, and with such a
  library (or none) device creation fails. Launch with Open MPI's `mpiexec`, so that the launcher
  and the library agree; rank and size then come from `MPI_Init` on `MPI_COMM_WORLD` (the
  launcher's `OMPI_COMM_WORLD_RANK`/`SIZE`, or `PMI_RANK`/`PMI_SIZE` under other launchers), and
  the NCCL unique id is broadcast over MPI. As root, Open MPI needs
  `OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1` (this script sets both).
- `--device=cuda` picks each rank's GPU from `PMI_RANK` or `OMPI_COMM_WORLD_LOCAL_RANK`
  (`--cuda_default_index_from_mpi=true`, IREE's default), so rank r uses GPU r of its host.
- IREE's CUDA driver `dlopen`s **`libnccl.so`** (unversioned: a pip `nvidia-nccl-cu12` install has
  only `libnccl.so.2`, so link it to `libnccl.so` in a directory on `LD_LIBRARY_PATH`) and
  **`libcuda.so`** (unversioned too; a container that mounts only `libcuda.so.1` needs the link).

Before launching, the spmd path checks these (the launcher says "Open MPI", `libmpi.so` loads and
has `ompi_mpi_comm_world`, `libnccl.so` loads) and is SKIP with the missing piece named;
`--no-spmd-precheck` launches anyway. `--mpiexec PATH` picks the launcher (e.g. Open MPI's next to a
pip `mpich` that comes first on PATH).

Budget: compiling is the main cost: the two programs of a path compile for CUDA in about 10-35 s
(measured one after the other on a loaded 2-core machine: 12 s for 1 GPU, 33 s for an 8-GPU
multi-device group; a path compiles its two side by side); paths run one after another, each under
`--path-timeout`. Here, without a GPU, a run takes a few seconds; `--allow-cpu-vulkan` runs the
Vulkan path on lavapipe in 15-60 s (mostly compiling, depending on the load).

Not covered: a host-staged module with CUDA members across processes (`mpiexec -n 2` ranks, each
owning one GPU, collectives through shardflow's MPI communicator). There IREE's MPI provider
(launcher variables visible on CUDA) and mpi4py's MPI share one process; whether they can (the same
Open MPI for both) is to be verified on a GPU machine.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

from shardflow.compiler.iree_process import kill_group   # (a probe runs in a session of its own)

HERE = os.path.abspath(__file__)
RESULT = "GPU_CHECK_RESULT "          # a child's last stdout line: this prefix, then JSON
PATHS = ("cuda-multi-device-1gpu", "cuda-multi-device-all-gpus", "cuda-host-staged", "cuda-spmd-mpiexec",
         "vulkan-host-staged")
BATCH, D_MODEL = 8, 64
RTOL = 2e-3
SPMD_RANKS = 2
PROBE_TIMEOUT = 60
CPU_VULKAN = re.compile(r"llvmpipe|lavapipe|swiftshader|softpipe", re.I)


# ================================================================================================
# The models and their NumPy reference
# ================================================================================================

def d_ff(members: int) -> int:
    return 256 if 256 % members == 0 else 64 * members


# the model, its training step and their float64 NumPy reference are the mixed-group sample's
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "samples"))
from mixed_group import mlp, train_step  # noqa: E402,F401
from mixed_group import numpy_forward as numpy_mlp  # noqa: E402
from mixed_group import numpy_train_step as numpy_train  # noqa: E402


def make_data(members: int) -> dict:
    rng = np.random.default_rng(0)
    ff = d_ff(members)
    return {"x": rng.standard_normal((BATCH, D_MODEL)).astype(np.float32),
            "y": rng.standard_normal((BATCH, D_MODEL)).astype(np.float32),
            "w1": (rng.standard_normal((D_MODEL, ff)) / np.sqrt(D_MODEL)).astype(np.float32),
            "w2": (rng.standard_normal((ff, D_MODEL)) / np.sqrt(ff)).astype(np.float32)}


def specs(data: dict) -> tuple[list, list]:
    """(mlp specs, train specs): x and y replicated, w1 split on columns, w2 on rows."""
    from shardflow.compiler import Sharding, Spec
    x = Spec(data["x"].shape, "f32")
    w1 = Spec(data["w1"].shape, "f32", Sharding.split(1))
    w2 = Spec(data["w2"].shape, "f32", Sharding.split(0))
    return [x, w1, w2], [x, Spec(data["y"].shape, "f32"), w1, w2]


def rel_err(got, want) -> float:
    want = np.asarray(want, np.float64)
    return float(np.abs(np.asarray(got, np.float64) - want).max() / max(np.abs(want).max(), 1e-30))


def check_outputs(data: dict, y, train_out) -> tuple[bool, str]:
    """Compare the MLP output and the training step's (loss, w1_new, w2_new) with NumPy."""
    d64 = {k: v.astype(np.float64) for k, v in data.items()}
    want_y = numpy_mlp(d64["x"], d64["w1"], d64["w2"])[2]
    want_loss, want_d1, want_d2 = numpy_train(d64["x"], d64["y"], d64["w1"], d64["w2"])
    loss, w1_new, w2_new = train_out
    errs = {"mlp": rel_err(y, want_y),
            "loss": rel_err(np.reshape(loss, ()), want_loss),
            "w1 update": rel_err(d64["w1"] - np.asarray(w1_new, np.float64), want_d1),
            "w2 update": rel_err(d64["w2"] - np.asarray(w2_new, np.float64), want_d2)}
    bad = [k for k, e in errs.items() if not e < RTOL]
    text = "errors " + ", ".join(f"{k} {e:.1e}" for k, e in errs.items())
    if bad:
        return False, f"{', '.join(bad)} off from NumPy (relative error >= {RTOL:g}): {text}"
    return True, text


def compile_both(data: dict, group, mode: str) -> tuple:
    """(mlp, train) compiled for `group`: traced one by one (tracing is not thread-safe), then
    partitioned, lowered and handed to iree-compile (a subprocess) side by side."""
    from concurrent.futures import ThreadPoolExecutor

    from shardflow import compiler as sfc
    mlp_specs, train_specs = specs(data)
    graphs = [sfc.trace(mlp, *mlp_specs, group=group), sfc.trace(train_step, *train_specs, group=group)]
    with ThreadPoolExecutor(2) as pool:
        futures = [pool.submit(sfc.compile_graph, g, group=group, mode=mode) for g in graphs]
        return tuple(f.result() for f in futures)


def all_reduces(compiled) -> int:
    return sum(c["kind"] == "all-reduce" for c in compiled.explain_json()["collectives"])


# ================================================================================================
# Children: one process per path (and one for the device probe)
# ================================================================================================

def child_probe() -> dict:
    """What IREE finds: CUDA devices and Vulkan devices (each with the error when none)."""
    import iree.runtime as rt
    try:
        from importlib.metadata import version
        out = {"iree": version("iree-base-runtime")}
    except Exception:   # noqa: BLE001 - a source build has no distribution metadata
        out = {"iree": "?"}
    for name in ("cuda", "vulkan"):
        try:
            out[name] = {"devices": [dict(d) for d in rt.get_driver(name).query_available_devices()],
                         "error": None}
        except Exception as e:   # without libcuda.so / a Vulkan loader IREE raises with its status text
            out[name] = {"devices": [], "error": short_iree_error(str(e))}
    return out


def short_iree_error(text: str) -> str:
    """IREE's status text without its source locations and boilerplate."""
    text = re.sub(r"Error creating driver: |c/runtime/src/\S+?:\d+: |; please ensure .*$", "", one_line(text))
    return text.strip() or one_line(text)


def child_group_path(mode: str, members: list, expect_mode: str, backend: str) -> tuple[str, str]:
    """Compile and run mlp and train on a group of `backend` devices with these ordinals."""
    from shardflow.runtime import Device

    make = {"cuda": Device.cuda, "vulkan": Device.vulkan}[backend]
    devices = [make(o) for o in members]
    group = Device.group_options(devices).init()
    group.hal_devices()                   # open every member now: a missing driver fails before compiling
    where = ""
    if backend == "vulkan":
        from shardflow.runtime.device import vulkan_devices
        found = vulkan_devices()
        used = [found[p] for p in group.physical_devices()]
        names = list(dict.fromkeys(f"{d['name']!r} (id {d['device_id']})" for d in used))
        where = f"Vulkan device {', '.join(names)}, {len(devices)} members; "
    data = make_data(len(devices))
    t0 = time.time()
    fwd, step = compile_both(data, group, mode)
    t1 = time.time()
    try:
        if fwd.mode != expect_mode or step.mode != expect_mode:
            return "FAIL", f"{where}compiled as {fwd.mode}/{step.mode}, expected {expect_mode}"
        want_reduces = 1 if len(devices) > 1 else 0
        if all_reduces(fwd) != want_reduces:
            return "FAIL", f"{where}the MLP has {all_reduces(fwd)} all-reduce(s), expected {want_reduces}"
        y = np.asarray(fwd(data["x"], data["w1"], data["w2"]))
        out = [np.asarray(a) for a in step(data["x"], data["y"], data["w1"], data["w2"])]
        t2 = time.time()
    finally:
        fwd.close()
        step.close()
        group.close()
    ok, text = check_outputs(data, y, out)
    return ("PASS" if ok else "FAIL"), f"{where}{expect_mode}: {text}; compile {t1 - t0:.1f} s, run {t2 - t1:.1f} s"


def shardflow_mpi_names() -> list[str]:
    """Anything in shardflow.runtime that looks like an MPI path (being added in parallel)."""
    import importlib
    import importlib.util
    found = []
    for name in ("shardflow.runtime", "shardflow.runtime.communicators"):
        try:
            mod = importlib.import_module(name)
        except Exception:   # noqa: BLE001 - a half-written module must not break the check
            continue
        found += [f"{name}.{a}" for a in dir(mod) if "mpi" in a.lower()]
    for name in ("shardflow.runtime.mpi", "shardflow.runtime.communicators.mpi"):
        try:
            if importlib.util.find_spec(name) is not None:
                found.append(name)
        except Exception:   # noqa: BLE001
            pass
    return sorted(set(found))


def spmd_prerequisites(mpiexec: str) -> list[str]:
    """What IREE's MPI + NCCL path lacks here (empty: nothing found missing)."""
    import ctypes
    missing = []
    try:
        version = subprocess.run([mpiexec, "--version"], capture_output=True, text=True, timeout=30)
        text = version.stdout + version.stderr
    except (OSError, subprocess.TimeoutExpired) as e:
        text = f"({e})"
    if not re.search(r"open mpi|openrte|open-mpi", text, re.I):
        first = one_line(text.strip().splitlines()[0] if text.strip() else "no output")
        missing.append(f"{mpiexec} is not Open MPI's launcher ({first!r}; IREE's MPI provider needs Open MPI)")
    try:
        lib = ctypes.CDLL("libmpi.so")
        if not hasattr(lib, "ompi_mpi_comm_world"):
            missing.append("libmpi.so loads but is not Open MPI's (no ompi_mpi_comm_world; MPICH?)")
    except OSError as e:
        missing.append(f"IREE dlopens libmpi.so (Open MPI's): {one_line(str(e))}")
    try:
        ctypes.CDLL("libnccl.so")
    except OSError as e:
        missing.append(f"IREE's CUDA driver dlopens libnccl.so (unversioned): {one_line(str(e))}")
    return missing


def rank_script(path: str, tool: str, vmfb: str, prefix: str, n_in: int, n_out: int) -> None:
    """A shell script that runs one rank: picks this rank's files from the launcher's rank variable."""
    rank = '"$R"'
    args = [shlex.quote(tool), "--device=cuda", f"--module={shlex.quote(vmfb)}", "--function=main"]
    args += [f"--input=@{shlex.quote(f'{prefix}.in{k}.r')}{rank}.npy" for k in range(n_in)]
    args += [f"--output=@{shlex.quote(f'{prefix}.out{k}.r')}{rank}.npy" for k in range(n_out)]
    with open(path, "w") as f:
        f.write('#!/bin/sh\n'
                'R="${OMPI_COMM_WORLD_RANK:-${PMI_RANK:-${PMIX_RANK:-${SLURM_PROCID:-}}}}"\n'
                'if [ -z "$R" ]; then echo "gpu_check: no MPI rank variable (OMPI_COMM_WORLD_RANK, PMI_RANK, '
                'PMIX_RANK, SLURM_PROCID); run under mpiexec" >&2; exit 3; fi\n'
                f'exec {" ".join(args)}\n')


def iree_run_module() -> str | None:
    """The iree-run-module binary of the installed iree-base-runtime (not its Python shim), else PATH's."""
    try:
        import iree._runtime_libs as libs
        exe = os.path.join(os.path.dirname(libs.__file__), "iree-run-module")
        if os.access(exe, os.X_OK):
            return exe
    except ImportError:
        pass
    return shutil.which("iree-run-module")


def shardflow_spmd_note(vmfb: bytes) -> tuple[bool, str]:
    """(whether shardflow.runtime would run this spmd module, a note saying so), asked of the
    runtime itself: `read_manifest` reads a module's manifest without creating any device."""
    from shardflow.runtime.errors import LoadError
    from shardflow.runtime.program import read_manifest

    names = shardflow_mpi_names()
    mpi = f" (its MPI path, {', '.join(names)}, runs host-staged modules)" if names else " (it has no MPI path)"
    try:
        read_manifest(vmfb)
    except LoadError as e:
        return False, f"shardflow.runtime.load refuses --mode spmd modules{mpi}: {one_line(str(e), 120)}"
    return True, ("shardflow.runtime now reads spmd modules; this check still runs them with IREE's "
                  "iree-run-module")


def child_spmd(mpiexec: str | None, precheck: bool, timeout: float) -> tuple[str, str]:
    from shardflow.runtime import Device

    # compiling touches no GPU: this process never opens a CUDA device (the ranks do)
    group = Device.group_options([Device.cuda(i) for i in range(SPMD_RANKS)]).init()
    data = make_data(SPMD_RANKS)
    deadline = time.time() + timeout
    t0 = time.time()
    programs = compile_both(data, group, "spmd")
    t_compile = time.time() - t0
    _, note = shardflow_spmd_note(programs[0].vmfb)
    tool = iree_run_module()
    if not mpiexec or not tool:
        lacking = "there is no mpiexec on PATH (or --mpiexec)" if not mpiexec else "there is no iree-run-module"
        return "SKIP", (f"nothing runs spmd modules yet: {lacking} for `mpiexec -n {SPMD_RANKS} iree-run-module "
                        f"--device=cuda`, and {note}")
    if precheck:
        missing = spmd_prerequisites(mpiexec)
        if missing:
            return "SKIP", "IREE's MPI + NCCL prerequisites missing: " + "; ".join(missing) + \
                " (see the docstring; --no-spmd-precheck runs anyway)"

    tmp = tempfile.mkdtemp(prefix="gpu-check-spmd-")
    env = dict(os.environ)
    if hasattr(os, "geteuid") and os.geteuid() == 0:   # Open MPI refuses root without these
        env.update(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    results, t_run = {}, 0.0
    for name, compiled, inputs in (("mlp", programs[0], ("x", "w1", "w2")),
                                   ("train", programs[1], ("x", "y", "w1", "w2"))):
        if name == "mlp" and all_reduces(compiled) != 1:
            return "FAIL", f"the rank program has {all_reduces(compiled)} all-reduce(s), expected 1"
        vmfb = os.path.join(tmp, f"{name}.vmfb")
        compiled.save(vmfb)
        m = compiled.manifest
        prefix = os.path.join(tmp, name)
        for k, (key, spec) in enumerate(zip(inputs, m.inputs, strict=True)):
            s = spec.parsed_sharding(m.mesh)
            for r in range(SPMD_RANKS):
                np.save(f"{prefix}.in{k}.r{r}.npy",
                        np.ascontiguousarray(data[key][s.device_slices(spec.shape, m.mesh, r)]))
        script = os.path.join(tmp, f"{name}.sh")
        rank_script(script, tool, vmfb, prefix, len(m.inputs), len(m.outputs))
        cmd = [mpiexec, "-n", str(SPMD_RANKS), "sh", script]
        t0 = time.time()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
                                start_new_session=True)
        try:
            log, _ = proc.communicate(timeout=max(5.0, deadline - time.time()))
        except subprocess.TimeoutExpired:
            kill_group(proc)
            return "FAIL", f"{name}: `{' '.join(cmd)}` timed out (NCCL/MPI rendezvous hang?)"
        t_run += time.time() - t0
        if proc.returncode != 0:
            return "FAIL", (f"{name}: `mpiexec -n {SPMD_RANKS} iree-run-module --device=cuda` exited "
                            f"{proc.returncode}: {tail(log)} (files in {tmp})")
        outs = []
        for k, spec in enumerate(m.outputs):
            s = spec.parsed_sharding(m.mesh)
            full = np.zeros(spec.shape, np.float32)
            locs = [np.load(f"{prefix}.out{k}.r{r}.npy") for r in range(SPMD_RANKS)]
            for r, loc in enumerate(locs):
                if tuple(loc.shape) != tuple(spec.local_shape):
                    return "FAIL", f"{name}: rank {r} output {k} has shape {loc.shape}, expected {spec.local_shape}"
                full[s.device_slices(spec.shape, m.mesh, r)] = loc
            for r, loc in enumerate(locs):    # replicas must agree
                if rel_err(loc, full[s.device_slices(spec.shape, m.mesh, r)]) > RTOL:
                    return "FAIL", f"{name}: the ranks disagree on replicated output {k}"
            outs.append(full)
        results[name] = outs
    ok, text = check_outputs(data, results["mlp"][0], results["train"])
    if ok:
        shutil.rmtree(tmp, ignore_errors=True)   # kept on a failure, for a look at the rank files
    return ("PASS" if ok else "FAIL"), (f"spmd, {SPMD_RANKS} ranks, `{os.path.basename(mpiexec)} -n {SPMD_RANKS} "
                                        f"iree-run-module --device=cuda`, IREE channels: {text}; compile "
                                        f"{t_compile:.1f} s, run {t_run:.1f} s")


def child_main(args) -> int:
    """Run one path (or the probe) and print its result as the last stdout line."""
    try:
        if args.child == "probe":
            result = child_probe()
        else:
            cfg = json.loads(args.config)
            if args.child == "cuda-spmd-mpiexec":
                status, reason = child_spmd(cfg["mpiexec"], cfg["precheck"], cfg["timeout"])
            else:
                status, reason = child_group_path(cfg["mode"], cfg["members"], cfg["expect"], cfg["backend"])
            result = {"status": status, "reason": reason}
    except Exception as e:   # noqa: BLE001 - any error is this path's FAIL, with its message
        import traceback
        traceback.print_exc()
        result = {"status": "FAIL", "reason": f"{type(e).__name__}: {one_line(str(e))}"}
    sys.stdout.flush()
    print(RESULT + json.dumps(result), flush=True)
    return 0


# ================================================================================================
# The parent: probe, plan, run each path in its own process
# ================================================================================================

def one_line(text: str, limit: int = 400) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def tail(text: str, lines: int = 4) -> str:
    rows = [r for r in (text or "").strip().splitlines() if r.strip()]
    return one_line(" | ".join(rows[-lines:]) or "no output", 600)


def run_child(name: str, cfg: dict | None, timeout: float) -> tuple[dict | None, str]:
    """(result or None, why none) of `gpu_check.py --child name` within `timeout` seconds."""
    cmd = [sys.executable, HERE, "--child", name]
    if cfg is not None:
        cmd += ["--config", json.dumps(cfg)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_group(proc)
        try:
            out, err = proc.communicate(timeout=5)
        except (subprocess.TimeoutExpired, ValueError):
            out = err = ""
        return None, f"timed out after {timeout:.0f} s and was killed (a GPU hang?); last output: {tail(err or out)}"
    for line in reversed(out.splitlines()):
        if line.startswith(RESULT):
            return json.loads(line[len(RESULT):]), ""
    code = proc.returncode
    why = f"signal {-code}" if code < 0 else f"exit {code}"
    return None, f"crashed ({why}) before reporting: {tail(err or out)}"


def nvidia_smi() -> tuple[list[str], str]:
    """(GPU lines of `nvidia-smi -L`, why none)."""
    exe = shutil.which("nvidia-smi")
    if not exe:
        return [], "nvidia-smi: not on PATH"
    try:
        r = subprocess.run([exe, "-L"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as e:
        return [], f"nvidia-smi -L: {one_line(str(e))}"
    gpus = [ln.strip() for ln in r.stdout.splitlines() if ln.strip().startswith("GPU ")]
    if not gpus:
        return [], f"nvidia-smi -L: {tail(r.stdout + r.stderr, 2)} (exit {r.returncode})"
    return gpus, ""


def vulkan_members(devices: list[dict], allow_cpu: bool, want: int) -> tuple[list[int], list[dict]]:
    """Ordinals for `Device.vulkan` that land on the GPU devices (member k opens device k % count):
    device index g plus multiples of count keep ordinals distinct on the same device."""
    gpus = [i for i, d in enumerate(devices) if not CPU_VULKAN.search(d.get("name", ""))]
    if not gpus and allow_cpu:
        gpus = list(range(len(devices)))
    if not gpus:
        return [], []
    count = len(devices)
    n = max(want, len(gpus))
    ordinals = [gpus[k % len(gpus)] + (k // len(gpus)) * count for k in range(n)]
    return ordinals, [devices[g] for g in gpus]


def plan(args, probe: dict, smi: list[str], smi_why: str) -> dict:
    """Path name -> ("run", child config) or (status, reason) decided without running it."""
    cuda = probe["cuda"]
    n_gpus = len(cuda["devices"])
    if args.max_gpus:
        n_gpus = min(n_gpus, args.max_gpus)
    iree_why = f"IREE cuda driver: {cuda['error']}" if cuda["error"] else "IREE's cuda driver lists no device"
    decided: dict[str, tuple] = {}
    if n_gpus == 0:
        if smi:
            why = (f"nvidia-smi lists {len(smi)} GPU(s) but {iree_why} (IREE dlopens libcuda.so, unversioned: "
                   f"link libcuda.so.1 to it if only that exists)")
            cuda_verdict = ("FAIL", why)
        else:
            cuda_verdict = ("SKIP", f"no NVIDIA GPU found ({iree_why}; {smi_why})")
        for p in PATHS[:4]:
            decided[p] = cuda_verdict
    else:
        every = list(range(n_gpus))
        decided["cuda-multi-device-1gpu"] = ("run", {"backend": "cuda", "mode": "auto", "members": [0],
                                                     "expect": "multi-device"})
        decided["cuda-multi-device-all-gpus"] = (
            ("run", {"backend": "cuda", "mode": "auto", "members": every, "expect": "multi-device"}) if n_gpus > 1
            else ("SKIP", "1 NVIDIA GPU: the 1-GPU group is cuda-multi-device-1gpu"))
        decided["cuda-host-staged"] = ("run", {"backend": "cuda", "mode": "host-staged", "members": every,
                                               "expect": "host-staged"})
        decided["cuda-spmd-mpiexec"] = (
            ("run", {"mpiexec": args.mpiexec, "precheck": not args.no_spmd_precheck}) if n_gpus >= SPMD_RANKS
            else ("SKIP", f"needs {SPMD_RANKS}+ NVIDIA GPUs, found {n_gpus}"))
    vk = probe["vulkan"]
    ordinals, used = vulkan_members(vk["devices"], args.allow_cpu_vulkan, want=2)
    no_gpu = f"no NVIDIA GPU found ({iree_why}; {smi_why})" if n_gpus == 0 and not smi else ""
    if ordinals:
        decided["vulkan-host-staged"] = ("run", {"backend": "vulkan", "mode": "auto", "members": ordinals,
                                                 "expect": "host-staged"})
    else:
        if vk["error"] or not vk["devices"]:
            what = f"no Vulkan device ({vk['error'] or 'the driver lists none'})"
        else:
            names = ", ".join(repr(d.get("name", "?")) for d in vk["devices"])
            what = f"the only Vulkan device is a CPU one ({names}); --allow-cpu-vulkan runs this path on it"
        if n_gpus or smi:
            what += ("; the NVIDIA GPU has no Vulkan device: install NVIDIA's Vulkan ICD (nvidia_icd.json, "
                     "libnvidia-gl); in a container NVIDIA_DRIVER_CAPABILITIES must include graphics")
        decided["vulkan-host-staged"] = ("SKIP", f"{no_gpu}; {what}" if no_gpu else what)
    return decided


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--require-gpu", action="store_true", help="exit 1 when no NVIDIA GPU is found")
    ap.add_argument("--allow-cpu-vulkan", action="store_true",
                    help="run the Vulkan path on a CPU Vulkan device (llvmpipe/lavapipe) when there is no other")
    ap.add_argument("--max-gpus", type=int, default=0, help="use at most this many GPUs (default: all)")
    ap.add_argument("--mpiexec", default=shutil.which("mpiexec"),
                    help="the MPI launcher for the spmd path (default: mpiexec on PATH; Open MPI's is needed)")
    ap.add_argument("--no-spmd-precheck", action="store_true",
                    help="launch the spmd path even when Open MPI / libnccl.so look missing")
    ap.add_argument("--budget", type=float, default=300.0, help="seconds for the whole command (default 300)")
    ap.add_argument("--path-timeout", type=float, default=150.0, help="seconds per path at most (default 150)")
    ap.add_argument("--only", nargs="+", choices=PATHS, help="run only these paths")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--config", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        return child_main(args)

    start = time.time()
    deadline = start + args.budget
    smi, smi_why = nvidia_smi()
    probe, why = run_child("probe", None, min(PROBE_TIMEOUT, args.budget))
    if probe is None:
        print(f"gpu_check: the device probe {why}")
        for p in PATHS:
            print(f"FAIL  {p}: the device probe {why}")
        return 1
    n_cuda = len(probe["cuda"]["devices"])
    if n_cuda:
        print(f"gpu_check: IREE {probe['iree']}: {n_cuda} NVIDIA GPU(s): "
              + "; ".join(d.get("name", str(d.get("path"))) for d in probe["cuda"]["devices"]))
    else:
        err = probe["cuda"]["error"] or "IREE's cuda driver lists no device"
        print(f"gpu_check: IREE {probe['iree']}: no NVIDIA GPU found by IREE (cuda driver: {err}); "
              f"{'nvidia-smi lists ' + str(len(smi)) + ' GPU(s)' if smi else smi_why}")
    vk = probe["vulkan"]
    print("gpu_check: Vulkan devices: " + ("; ".join(
        f"[{i}] {d.get('name', '?')}{' (CPU)' if CPU_VULKAN.search(d.get('name', '')) else ''}"
        for i, d in enumerate(vk["devices"])) or f"none ({vk['error'] or 'the driver lists none'})"))
    sys.stdout.flush()

    decided = plan(args, probe, smi, smi_why)
    counts = {"PASS": 0, "FAIL": 0, "SKIP": 0}
    width = max(map(len, PATHS))
    for p in PATHS:
        if args.only and p not in args.only:
            continue
        verdict = decided[p]
        if verdict[0] == "run":
            left = deadline - time.time() - 2
            if left < 10:
                verdict = ("FAIL", f"not run: the {args.budget:.0f} s budget is spent")
            else:
                timeout = min(args.path_timeout, left)
                cfg = dict(verdict[1], timeout=timeout - 5)
                print(f"gpu_check: running {p} (at most {timeout:.0f} s)...", file=sys.stderr, flush=True)
                result, why = run_child(p, cfg, timeout)
                verdict = (result["status"], result["reason"]) if result else ("FAIL", why)
        counts[verdict[0]] += 1
        print(f"{verdict[0]:<5} {p:<{width}}  {verdict[1]}", flush=True)
    no_gpu = n_cuda == 0 and not smi
    print(f"gpu_check: {counts['PASS']} PASS, {counts['FAIL']} FAIL, {counts['SKIP']} SKIP in "
          f"{time.time() - start:.1f} s" + ("; no NVIDIA GPU found" if no_gpu else ""))
    if counts["FAIL"]:
        return 1
    if args.require_gpu and no_gpu:
        print("gpu_check: --require-gpu: no NVIDIA GPU found", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
