"""Several processes under MPI: pytest launches `mpiexec -n 2` and `-n 4` jobs (each bounded by a
timeout, its output shown on failure) and compares what the ranks compute with the reference.

- models through the runtime alone (the Megatron MLP on `model=4`, a transformer block forward and
  backward on `data=2 x model=2`), compiled once here, host-staged, and loaded by every rank;
- JAX-exported modules through `mpiexec -n N shardflow run` (a Megatron MLP and a training step on a
  2x2 mesh, a `.mlir` each rank compiles), outputs written once by rank 0, compared with XLA's;
- `samples/train_mpi.py` under -n 2 and -n 4 equals the one-process run;
- failures end the job quickly instead of hanging: a rank that raises, a stage failing on one rank,
  ranks holding different modules, a rank count that does not divide the group;
- a host file naming this host (multi-host launch without ssh).

Without mpiexec or mpi4py every test is skipped with one line (`pip install 'shardflow[mpi]'`); under
CI=true that fails instead (`requires_mpi` in conftest.py). The members use IREE's `local-sync` driver
(no worker threads) so that 4 ranks on 2 cores stay fast.
"""
import glob
import os
import socket
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.compiler.cli.main import main as shardflow_main
from shardflow.runtime import Device
import bounded_run

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "tests", "data")
TIMEOUT = 180          # seconds for a job that should succeed
QUICK = 40             # seconds for a job that should fail: a correct abort takes 2-3 s here
#: The launcher's variables of an enclosing job must not leak into the jobs the tests start.
_LAUNCHER = ("PMI_", "PMIX_", "OMPI_", "MPI_LOCAL", "MPIEXEC_", "HYDRA_")
ENV = {k: v for k, v in os.environ.items() if not k.startswith(_LAUNCHER)}
ENV.update(OMP_NUM_THREADS="1", PYTHONUNBUFFERED="1", PYTHONPATH=os.pathsep.join(
    p for p in (os.path.join(ROOT, "samples"), os.environ.get("PYTHONPATH")) if p))


def _shardflow() -> list[str]:
    here = os.path.join(os.path.dirname(sys.executable), "shardflow")
    return [here] if os.access(here, os.X_OK) else [sys.executable, "-m", "shardflow.compiler.cli.main"]


def mpirun(mpiexec: str, n: int, argv: list[str], timeout: float = TIMEOUT, launcher=()) -> subprocess.CompletedProcess:
    """Run `mpiexec -n N argv...`; on timeout end the whole job (mpiexec, its proxies and the ranks)
    and fail the test with everything it printed."""
    return bounded_run.run([mpiexec, *launcher, "-n", str(n), *argv], timeout=timeout, env=ENV)


def shown(run) -> str:
    return f"{' '.join(run.args)} -> exit {run.returncode} in {run.seconds:.1f} s\n--- stdout\n{run.stdout}\n--- stderr\n{run.stderr}"


def script(tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return str(path)


# -- models through the runtime alone ------------------------------------------------------------------

def _mlp(x, w1, w2):
    return sfc.relu(x @ w1) @ w2


def _block_step(heads):
    from transformer_block import transformer_block

    def loss(*a):
        y = transformer_block(*a, heads=heads)
        return sfc.mean(y * y)

    def step(*a):
        value, grads = sfc.value_and_grad(loss, argnums=tuple(range(len(a))))(*a)
        return (value,) + tuple(grads)
    return step


@pytest.fixture(scope="module")
def staged_models(tmp_path_factory, requires_mpi):
    """Host-staged .vmfb of each model, compiled once here, with its inputs and reference outputs
    (`sfc.evaluate`): name -> (folder, mesh)."""
    sys.path.insert(0, os.path.join(ROOT, "samples"))
    from transformer_block import block_specs

    work = tmp_path_factory.mktemp("mpi_models")
    rng = np.random.default_rng(0)
    models = {
        "mlp": ({"model": 4}, _mlp, [Spec((8, 16)), Spec((16, 32), "f32", Sharding.split(1)),
                                     Spec((32, 16), "f32", Sharding.split(0))]),
        "block": ({"data": 2, "model": 2}, _block_step(2), block_specs(2, 8, 16, 32)),
    }
    for name, (mesh, fn, specs) in models.items():
        group = Device.group_options([Device.cpu(i) for i in range(4)]).mesh(mesh).init()
        compiled = sfc.compile(fn, *specs, group=group, mode="host-staged")
        compiled.save(str(work / f"{name}.vmfb"))
        inputs = [(rng.standard_normal(s.shape) / 4).astype(np.float32) for s in specs]
        ref = sfc.evaluate(compiled.graph, inputs)
        np.savez(work / f"{name}.npz", **{f"in{i}": a for i, a in enumerate(inputs)},
                 **{f"ref{j}": a for j, a in enumerate(ref)})
        compiled.close()
    return work, {name: m[0] for name, m in models.items()}


RUN_MODELS = """
    import json, sys
    import numpy as np
    from shardflow.runtime import Device, load
    from shardflow.runtime.launcher import world

    rank, size = world()
    work, meshes = sys.argv[1], json.loads(sys.argv[2])
    for name, mesh in meshes.items():
        group = Device.group_options([Device.cpu(i, driver="local-sync") for i in range(4)]).mesh(mesh).init()
        prog = load(f"{work}/{name}.vmfb", group)
        d = np.load(f"{work}/{name}.npz")
        outs = prog(*[d[f"in{i}"] for i in range(len(prog.inputs))])
        outs = outs if isinstance(outs, tuple) else (outs,)
        np.savez(f"{work}/{name}.n{size}.rank{rank}.npz", *[np.asarray(o) for o in outs])
        print(f"rank {rank}: {name} on members {list(prog.members)}")
        prog.close()
        group.close()
    assert "shardflow.compiler" not in sys.modules and "iree.compiler" not in sys.modules
"""


@pytest.mark.parametrize("n", [2, 4])
def test_models_match_the_reference_on_every_rank(n, staged_models, requires_mpi, tmp_path):
    """The Megatron MLP and a transformer block's forward+backward, loaded by N ranks that import only
    shardflow.runtime; every rank gets the global outputs, equal to the reference."""
    import json

    work, meshes = staged_models
    run = mpirun(requires_mpi, n, [sys.executable, script(tmp_path, "models.py", RUN_MODELS), str(work),
                                   json.dumps(meshes)])
    assert run.returncode == 0, shown(run)
    for name in meshes:
        ref = np.load(work / f"{name}.npz")
        assert run.stdout.count(f": {name} on members") == n, shown(run)     # (ranks' lines may interleave)
        for r in range(n):
            got = np.load(work / f"{name}.n{n}.rank{r}.npz")
            assert len(got.files) == len([k for k in ref.files if k.startswith("ref")])
            for j in range(len(got.files)):
                want = ref[f"ref{j}"]
                np.testing.assert_allclose(got[f"arr_{j}"], want, rtol=1e-4, atol=1e-5 * max(np.abs(want).max(), 1),
                                           err_msg=f"{name} output {j} on rank {r} of {n}")


# -- JAX-exported modules through `shardflow run` -----------------------------------------------------

def _npys(folder, prefix):   # in0, in1, ..., in9, in10: numerically
    return sorted(glob.glob(os.path.join(folder, f"{prefix}*.npy")), key=lambda p: int(os.path.basename(p)[len(prefix):-4]))


@pytest.fixture(scope="module")
def staged_vmfbs(tmp_path_factory):
    """case -> a host-staged .vmfb compiled once (here, by the CLI) from tests/data/jax/<case>.mlir."""
    work = tmp_path_factory.mktemp("mpi_vmfb")
    made = {}

    def get(case):
        if case not in made:
            out = str(work / f"{case}.vmfb")
            assert shardflow_main(["compile", os.path.join(DATA, "jax", case + ".mlir"), "-o", out,
                                   "--mode", "host-staged"]) == 0
            made[case] = out
        return made[case]
    return get


def _check_written_once(run, out_dir, case):
    exp = os.path.join(DATA, "jax_expected", case)
    want = _npys(exp, "out")
    lines = [line for line in run.stdout.splitlines() if line.startswith("out")]
    assert [line.split(":")[0] for line in lines] == [f"out{j}" for j in range(len(want))], shown(run)  # once
    assert run.stderr.strip() == "", shown(run)
    assert len(glob.glob(os.path.join(out_dir, "out*.npy"))) == len(want)
    for w in want:
        a, b = np.load(w), np.load(os.path.join(out_dir, os.path.basename(w)))
        assert a.shape == b.shape
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=2e-5, err_msg=f"{case} {os.path.basename(w)}")


@pytest.mark.parametrize("case, n", [("ffn_acts.shardy", 4),      # Megatron MLP (biases, activations), 2x2
                                     ("train_step.shardy", 4),    # SGD step of a Megatron MLP, 2x2
                                     ("train_step.shardy", 2),    # two members per rank
                                     ("complex_io.shardy", 4)])   # complex values: an all-reduce, gathers
def test_cli_runs_jax_modules_and_writes_outputs_once(case, n, staged_vmfbs, requires_mpi, tmp_path):
    out = str(tmp_path / "out")
    run = mpirun(requires_mpi, n, [*_shardflow(), "run", staged_vmfbs(case),
                                   "-i", *_npys(os.path.join(DATA, "jax_expected", case), "in"), "-o", out])
    assert run.returncode == 0, shown(run)
    _check_written_once(run, out, case)


def test_cli_compiles_mlir_on_each_rank(requires_mpi, tmp_path):
    """A .mlir under mpiexec: each rank compiles it (mode auto is host-staged under mpiexec)."""
    case, out = "mlp_1d.shardy", str(tmp_path / "out")
    run = mpirun(requires_mpi, 2, [*_shardflow(), "run", os.path.join(DATA, "jax", case + ".mlir"),
                                   "-i", *_npys(os.path.join(DATA, "jax_expected", case), "in"), "-o", out])
    assert run.returncode == 0, shown(run)
    _check_written_once(run, out, case)


def test_cli_multi_host_with_a_host_file(staged_vmfbs, requires_mpi, tmp_path):
    """`mpiexec -f HOSTS`: a host file naming this host twice (by name and as localhost; Hydra starts
    local ranks without ssh, which other hosts would need)."""
    hosts = tmp_path / "hosts"
    hosts.write_text(f"localhost:1\n{socket.gethostname()}:1\n")
    case, out = "train_step.shardy", str(tmp_path / "out")
    run = mpirun(requires_mpi, 2, [*_shardflow(), "run", staged_vmfbs(case),
                                   "-i", *_npys(os.path.join(DATA, "jax_expected", case), "in"), "-o", out],
                 launcher=("-f", str(hosts)))
    assert run.returncode == 0, shown(run)
    _check_written_once(run, out, case)


def test_cli_errors_end_every_rank(staged_vmfbs, requires_mpi, tmp_path):
    """Errors every rank meets alike are printed once; an error on one rank is printed by that rank; no
    rank waits for another: every job ends quickly with a non-zero status."""
    case = "train_step.shardy"
    vmfb = staged_vmfbs(case)
    ins = _npys(os.path.join(DATA, "jax_expected", case), "in")
    cli = _shardflow()
    missing = str(tmp_path / "missing.npy")

    # every rank: a missing input file -> one message (rank 0)
    run = mpirun(requires_mpi, 2, [*cli, "run", vmfb, "-i", *ins[:-1], missing], timeout=QUICK)
    assert run.returncode != 0, shown(run)
    assert run.stderr.count("shardflow: error:") == 1 and "cannot read input" in run.stderr, shown(run)
    assert " of 2:" not in run.stderr and run.stdout.strip() == "", shown(run)

    # one rank only (MPMD: rank 1 gets another file) -> that rank says so
    run = mpirun(requires_mpi, 1, [*cli, "run", vmfb, "-i", *ins, ":", "-n", "1", *cli, "run", vmfb,
                                   "-i", *ins[:-1], missing], timeout=QUICK)
    assert run.returncode != 0, shown(run)
    assert run.stderr.count("shardflow: error:") == 1 and "rank 1 of 2: cannot read input" in run.stderr, shown(run)

    # ranks holding different modules -> one clear error
    other = str(tmp_path / "other.vmfb")
    with open(vmfb, "rb") as f, open(other, "wb") as g:
        g.write(f.read() + b"\0")
    run = mpirun(requires_mpi, 1, [*cli, "run", vmfb, "-i", *ins, ":", "-n", "1", *cli, "run", other, "-i", *ins],
                 timeout=QUICK)
    assert run.returncode != 0, shown(run)
    assert run.stderr.count("shardflow: error:") == 1 and "hold different modules" in run.stderr, shown(run)

    # a rank count that does not divide the group's 4 members -> one clear error
    run = mpirun(requires_mpi, 3, [*cli, "run", vmfb, "-i", *ins], timeout=QUICK)
    assert run.returncode != 0, shown(run)
    assert run.stderr.count("shardflow: error:") == 1 and "cannot split a group of 4" in run.stderr, shown(run)

    # a multi-device module cannot span processes -> load()'s LoadError, once
    multi = str(tmp_path / "multi.vmfb")
    assert shardflow_main(["compile", os.path.join(DATA, "jax", "mlp_1d.shardy.mlir"), "-o", multi,
                           "--mode", "multi-device"]) == 0
    run = mpirun(requires_mpi, 2, [*cli, "run", multi, "--random-inputs", "0"], timeout=QUICK)
    assert run.returncode != 0, shown(run)
    assert run.stderr.count("shardflow: error:") == 1 and "multi-device module" in run.stderr, shown(run)
    assert "--mode host-staged" in run.stderr, shown(run)


# -- failures in user scripts ---------------------------------------------------------------------------

FAILING = """
    import sys
    import numpy as np
    from shardflow.runtime import Device, load
    from shardflow.runtime.launcher import world

    rank, size = world()
    vmfb, how = sys.argv[1], sys.argv[2]
    group = Device.group_options([Device.cpu(i, driver="local-sync") for i in range(4)]).init()
    prog = load(vmfb, group)
    rng = np.random.default_rng(0)
    x, w1, w2 = (rng.standard_normal(s.shape).astype(np.float32) for s in prog.inputs)
    if rank == 1 and how == "raise":
        raise RuntimeError("rank 1 fails before the call")
    if rank == 1 and how == "shape":
        x = x[:, :-1]
    if rank == 1 and how == "stage":     # a device fault in rank 1's stage
        def broken(*a, **k):
            raise RuntimeError("simulated device fault")
        prog._member_step = broken
    y = np.asarray(prog(x, w1, w2))
    print(f"rank {rank}: done")
"""


def _aborting(mpiexec, n, argv, expect) -> "subprocess.CompletedProcess":
    """Run a job one rank of which aborts. When the abort ends MPICH's output forwarding before the
    failing rank's last lines arrive (seen under load: stderr empty or cut mid-traceback), the job
    is run once more; the checks apply to that run."""
    run = mpirun(mpiexec, n, argv, timeout=QUICK)
    if run.returncode != 0 and not all(text in run.stderr for text in expect):
        run = mpirun(mpiexec, n, argv, timeout=QUICK)
    return run


def _ended_quickly(run, *expect, within=QUICK):
    assert run.returncode != 0, shown(run)
    assert run.seconds < within, shown(run)
    assert "rank 0: done" not in run.stdout, shown(run)
    for text in expect:
        assert text in run.stderr, shown(run)


def test_a_stage_failing_on_one_rank_aborts_the_job(staged_models, requires_mpi, tmp_path):
    work, _ = staged_models
    run = _aborting(requires_mpi, 2, [sys.executable, script(tmp_path, "f.py", FAILING), str(work / "mlp.vmfb"), "stage"],
                    ("shardflow: rank 1 of 2:", "simulated device fault"))
    _ended_quickly(run, "shardflow: rank 1 of 2:", "simulated device fault")


def test_a_rank_raising_before_the_call_aborts_under_python_m_mpi4py(staged_models, requires_mpi, tmp_path):
    """`python -m mpi4py script.py` (the README's advice): an uncaught exception on one rank aborts the job."""
    work, _ = staged_models
    run = _aborting(requires_mpi, 2, [sys.executable, "-m", "mpi4py", script(tmp_path, "f.py", FAILING),
                                   str(work / "mlp.vmfb"), "raise"],
                    ("rank 1 fails before the call",))
    _ended_quickly(run, "rank 1 fails before the call")


def test_a_rank_raising_before_the_call_aborts_the_job(staged_models, requires_mpi, tmp_path):
    work, _ = staged_models
    run = _aborting(requires_mpi, 2, [sys.executable, script(tmp_path, "f.py", FAILING), str(work / "mlp.vmfb"), "raise"],
                    ("rank 1 fails before the call",))
    _ended_quickly(run, "rank 1 fails before the call", within=QUICK)


def test_a_wrong_input_on_one_rank_aborts_the_job(staged_models, requires_mpi, tmp_path):
    work, _ = staged_models
    run = _aborting(requires_mpi, 2, [sys.executable, script(tmp_path, "f.py", FAILING), str(work / "mlp.vmfb"), "shape"],
                    ("shardflow: rank 1 of 2:", "shape"))
    _ended_quickly(run, "shardflow: rank 1 of 2:", "shape", within=QUICK)


LOADING = """
    import sys
    from shardflow.runtime import Device, load
    from shardflow.runtime.errors import LoadError
    from shardflow.runtime.launcher import world

    rank, size = world()
    members = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    group = Device.group_options([Device.cpu(i, driver="local-sync") for i in range(members)]).init()
    try:
        load(sys.argv[1], group)
    except LoadError as e:
        print(f"rank {rank}: LoadError: {e}")
        sys.exit(1)
    print(f"rank {rank}: loaded")
"""


def test_load_errors_reach_every_rank(staged_models, requires_mpi, tmp_path):
    """Ranks holding different modules, or a rank count that does not divide the group: LoadError on
    every rank, and the job ends."""
    work, _ = staged_models
    good = str(work / "mlp.vmfb")
    other = str(tmp_path / "other.vmfb")
    with open(good, "rb") as f, open(other, "wb") as g:
        g.write(f.read() + b"\0")
    code = script(tmp_path, "load.py", LOADING)
    run = mpirun(requires_mpi, 1, [sys.executable, code, good, ":", "-n", "1", sys.executable, code, other],
                 timeout=QUICK)
    assert run.returncode != 0, shown(run)
    for r in (0, 1):
        assert f"rank {r}: LoadError: the MPI ranks disagree on the module" in run.stdout, shown(run)
    run = mpirun(requires_mpi, 3, [sys.executable, code, good], timeout=QUICK)
    assert run.returncode != 0, shown(run)
    for r in (0, 1, 2):
        assert f"rank {r}: LoadError: 3 MPI processes cannot split a group of 4" in run.stdout, shown(run)
    # a module one rank cannot open, before any collective: settled, not a hang
    missing = str(tmp_path / "nowhere.vmfb")
    run = mpirun(requires_mpi, 1, [sys.executable, code, good, ":", "-n", "1", sys.executable, code, missing],
                 timeout=QUICK)
    assert run.returncode != 0, shown(run)
    for r in (0, 1):
        assert f"rank {r}: LoadError: loading the module failed on 1 of 2 MPI ranks (rank 1: LoadError: no such " \
               f"module file" in run.stdout, shown(run)


def test_a_group_that_does_not_match_on_one_rank_is_an_error_everywhere(staged_models, requires_mpi, tmp_path):
    work, _ = staged_models
    good = str(work / "mlp.vmfb")
    code = script(tmp_path, "mismatch.py", LOADING)
    run = mpirun(requires_mpi, 1, [sys.executable, code, good, "4", ":", "-n", "1", sys.executable, code, good, "2"],
                 timeout=QUICK)
    assert run.returncode != 0, shown(run)
    for r in (0, 1):
        assert f"rank {r}: LoadError: loading the module failed on 1 of 2 MPI ranks (rank 1: LoadError: module was " \
               f"compiled for 4 member(s)" in run.stdout, shown(run)


# -- the sample -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("n, args", [(2, ["--mesh", "4", "--opt", "adam"]), (4, ["--mesh", "2x2", "--opt", "sgd"])])
def test_train_mpi_sample_equals_the_one_process_run(n, args, requires_mpi):
    run = mpirun(requires_mpi, n, [sys.executable, os.path.join(ROOT, "samples", "train_mpi.py"), "--check",
                                   "--steps", "12", "--driver", "local-sync", *args])
    assert run.returncode == 0, shown(run)
    assert f"OK: the loss curve equals the one-process run ({n} processes)" in run.stdout, shown(run)
    assert run.stdout.count(" step ") == 1, shown(run)     # printed by rank 0 only
    assert "mode host-staged" in run.stdout, shown(run)
