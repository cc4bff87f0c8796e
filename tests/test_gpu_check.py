"""bench/gpu_check.py: without a GPU every path says so (exit 0; --require-gpu: exit 1); with
--allow-cpu-vulkan the Vulkan path runs on lavapipe and passes; the GPU-side planning (members,
paths run or skipped) on made-up probes."""
import os
import shutil
import sys

import pytest

from bench_module import bench_module
import bounded_run

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(ROOT, "bench", "gpu_check.py")


@pytest.fixture(scope="module")
def gc():
    with bench_module("gpu_check.py") as module:
        yield module


@pytest.fixture(scope="module")
def no_gpu():
    """Skip on a machine with an NVIDIA GPU: these tests check the no-GPU output."""
    import iree.runtime as rt
    try:
        found = rt.get_driver("cuda").query_available_devices()
    except Exception:   # noqa: BLE001 - IREE raises without libcuda.so
        found = []
    if found or shutil.which("nvidia-smi"):
        pytest.skip("an NVIDIA GPU (or nvidia-smi) is present: run bench/gpu_check.py itself")


def run(*args, timeout=300):
    r = bounded_run.run([sys.executable, SCRIPT, *args], timeout=timeout)
    return r.returncode, r.stdout, r.stderr


def path_lines(gc, out: str) -> dict:
    lines = {}
    for line in out.splitlines():
        tok = line.split()
        if len(tok) >= 2 and tok[0] in ("PASS", "FAIL", "SKIP") and tok[1] in gc.PATHS:
            assert tok[1] not in lines, f"two lines for {tok[1]}:\n{out}"
            lines[tok[1]] = (tok[0], line)
    return lines


def test_no_gpu_every_path_says_so(gc, no_gpu):
    code, out, err = run()
    assert code == 0, out + err
    lines = path_lines(gc, out)
    assert list(lines) == list(gc.PATHS), out
    for path in gc.PATHS:
        status, line = lines[path]
        assert status == "SKIP" and "no NVIDIA GPU found (" in line, line
    assert "no NVIDIA GPU found" in out.splitlines()[-1]


def test_require_gpu_exits_1(gc, no_gpu):
    code, out, err = run("--require-gpu")
    assert code == 1, out + err
    assert all(s == "SKIP" for s, _ in path_lines(gc, out).values())
    assert "--require-gpu: no NVIDIA GPU found" in err


def test_vulkan_path_runs_on_lavapipe(gc, no_gpu, requires_vulkan):
    code, out, err = run("--allow-cpu-vulkan")
    assert code == 0, out + err
    lines = path_lines(gc, out)
    status, line = lines["vulkan-host-staged"]
    assert status == "PASS", out + err
    assert "Vulkan device '" in line and "2 members; host-staged" in line, line
    assert all(lines[p][0] == "SKIP" for p in gc.PATHS if p != "vulkan-host-staged"), out


# -- planning on made-up probes (no subprocess) ----------------------------------------------------

LLVMPIPE = {"device_id": 1, "path": "x", "name": "llvmpipe (LLVM 15.0.6, 256 bits)"}
NVIDIA_VK = {"device_id": 2, "path": "y", "name": "NVIDIA H200"}


def probe(cuda: int, vulkan: list) -> dict:
    return {"iree": "3.13.0", "cuda": {"devices": [{"device_id": i, "path": f"GPU-{i}", "name": "NVIDIA H200"}
                                                   for i in range(cuda)],
                                       "error": None if cuda else "UNAVAILABLE; no libcuda.so"},
            "vulkan": {"devices": vulkan, "error": None if vulkan else "no loader"}}


def args(*flags):
    import argparse
    ns = argparse.Namespace(max_gpus=0, mpiexec="/usr/bin/mpiexec", no_spmd_precheck=False, allow_cpu_vulkan=False)
    for a in flags:
        setattr(ns, a, True)
    return ns


def test_vulkan_members_land_on_the_gpu(gc):
    # member k opens listed device k % count: ordinals 1 and 3 are both the NVIDIA device, distinct
    assert gc.vulkan_members([LLVMPIPE, NVIDIA_VK], False, 2) == ([1, 3], [NVIDIA_VK])
    assert gc.vulkan_members([NVIDIA_VK, dict(NVIDIA_VK, device_id=3)], False, 2)[0] == [0, 1]
    assert gc.vulkan_members([LLVMPIPE], False, 2) == ([], [])
    assert gc.vulkan_members([LLVMPIPE], True, 2)[0] == [0, 1]


def test_plan_with_gpus(gc):
    one = gc.plan(args(), probe(1, [LLVMPIPE, NVIDIA_VK]), ["GPU 0: NVIDIA H200"], "")
    assert one["cuda-multi-device-1gpu"] == ("run", {"backend": "cuda", "mode": "auto", "members": [0],
                                                     "expect": "multi-device"})
    assert one["cuda-multi-device-all-gpus"][0] == "SKIP"
    assert one["cuda-host-staged"][1]["members"] == [0]
    assert one["cuda-spmd-mpiexec"] == ("SKIP", "needs 2+ NVIDIA GPUs, found 1")
    assert one["vulkan-host-staged"][1]["members"] == [1, 3]
    four = gc.plan(args(), probe(4, [NVIDIA_VK]), ["GPU 0"] * 4, "")
    assert four["cuda-multi-device-all-gpus"][1]["members"] == [0, 1, 2, 3]
    assert four["cuda-host-staged"][1] == {"backend": "cuda", "mode": "host-staged", "members": [0, 1, 2, 3],
                                           "expect": "host-staged"}
    assert four["cuda-spmd-mpiexec"] == ("run", {"mpiexec": "/usr/bin/mpiexec", "precheck": True})


def test_plan_when_nvidia_smi_sees_gpus_iree_does_not(gc):
    plan = gc.plan(args(), probe(0, []), ["GPU 0: NVIDIA H200"], "")
    for p in gc.PATHS[:4]:
        assert plan[p][0] == "FAIL" and "nvidia-smi lists 1 GPU(s)" in plan[p][1]
    status, reason = plan["vulkan-host-staged"]
    assert status == "SKIP" and reason.startswith("no Vulkan device (no loader); the NVIDIA GPU has no Vulkan device")


def test_rank_script_picks_this_ranks_files(gc, tmp_path):
    script = tmp_path / "rank.sh"
    gc.rank_script(str(script), "echo", "/d/m.vmfb", "/d/mlp", 2, 1)
    for var in ("OMPI_COMM_WORLD_RANK", "PMI_RANK"):
        env = {k: v for k, v in os.environ.items() if k not in ("OMPI_COMM_WORLD_RANK", "PMI_RANK")}
        r = bounded_run.run(["sh", str(script)], env=dict(env, **{var: "1"}), timeout=120)
        assert r.stdout.split() == ["--device=cuda", "--module=/d/m.vmfb", "--function=main",
                                    "--input=@/d/mlp.in0.r1.npy", "--input=@/d/mlp.in1.r1.npy",
                                    "--output=@/d/mlp.out0.r1.npy"], r.stdout + r.stderr
    env = {k: v for k, v in os.environ.items() if k not in ("OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK",
                                                             "SLURM_PROCID")}
    r = bounded_run.run(["sh", str(script)], env=env, timeout=120)
    assert r.returncode == 3 and "no MPI rank variable" in r.stderr


def test_spmd_without_a_launcher_says_nothing_runs_it(gc, monkeypatch):
    class Stub:
        vmfb = b""
    monkeypatch.setattr(gc, "compile_both", lambda data, group, mode: (Stub(), Stub()))
    monkeypatch.setattr(gc, "shardflow_spmd_note", lambda vmfb: (False, "the runtime refuses them"))
    status, reason = gc.child_spmd(None, True, 10.0)
    assert status == "SKIP" and reason.startswith("nothing runs spmd modules yet: there is no mpiexec"), reason
    assert reason.endswith("and the runtime refuses them"), reason


def test_spmd_note_asks_the_runtime(gc):
    """The note comes from shardflow.runtime itself (today: load refuses spmd modules)."""
    from shardflow import compiler as sfc
    from shardflow.compiler import Sharding, Spec
    from shardflow.runtime import Device

    group = Device.group_options([Device.cpu(0), Device.cpu(1)]).init()
    rank = sfc.compile(lambda x: x * 2.0, Spec((4, 4), "f32", Sharding.split(0)), group=group, mode="spmd")
    runs, note = gc.shardflow_spmd_note(rank.vmfb)
    assert runs or note.startswith("shardflow.runtime.load refuses --mode spmd modules"), note


def test_spmd_precheck_names_a_non_open_mpi_launcher(gc, requires_mpi):
    mpiexec = requires_mpi
    version = bounded_run.run([mpiexec, "--version"], timeout=30)
    if "HYDRA" not in version.stdout + version.stderr:
        pytest.skip("this check is about MPICH's launcher (the project's mpi extra); the mpiexec on PATH is another MPI's")
    missing = gc.spmd_prerequisites(mpiexec)
    assert any("is not Open MPI's launcher" in m for m in missing), missing
