import os
import sys
import zlib

import numpy as np
import pytest

import runtime_required

sys.path.insert(0, os.path.dirname(__file__))

NO_VULKAN = "no Vulkan driver found: apt-get install mesa-vulkan-drivers"


@pytest.fixture(autouse=True)
def _inputs_independent_of_test_order(request):
    """A test module's `RNG` is reseeded for each test from the test's id: otherwise a test's random
    inputs depend on which tests its xdist worker ran before it, and a failure (a tolerance an input
    happens to exceed) cannot be reproduced with the same command."""
    module = getattr(request, "module", None)
    if isinstance(getattr(module, "RNG", None), np.random.Generator):
        module.RNG = np.random.default_rng(zlib.crc32(request.node.nodeid.encode()))


@pytest.fixture(scope="session")
def vulkan_device_count() -> int:
    """How many Vulkan devices IREE finds. Without any, the test is skipped with one line saying
    what to install, except under CI=true, where a missing driver fails the test (CI must run it)."""
    from shardflow.runtime.device import vulkan_devices
    from shardflow.runtime.errors import GroupError

    try:
        return len(vulkan_devices())
    except GroupError as e:
        runtime_required.missing(NO_VULKAN, ci_detail=f"{NO_VULKAN} ({e})")


@pytest.fixture
def requires_vulkan(vulkan_device_count) -> int:
    """Use in a test that needs a Vulkan device (see `vulkan_device_count`)."""
    return vulkan_device_count


# -- MPI (tests/test_mpi.py) -----------------------------------------------------------------------------

NO_MPI = "MPI not found (mpiexec and mpi4py): pip install 'shardflow[mpi]'"


@pytest.fixture(scope="session")
def requires_mpi() -> str:
    """The `mpiexec` to launch ranks with (the one installed next to this Python first, as the `mpich`
    wheel and a virtual environment put it). Without mpiexec or mpi4py the test is skipped with one
    line saying what to install, except under CI=true, where it fails (CI must run the MPI tests)."""
    import importlib.util
    import shutil

    here = os.path.join(os.path.dirname(sys.executable), "mpiexec")
    mpiexec = here if os.access(here, os.X_OK) else shutil.which("mpiexec")
    absent = [what for what, ok in (("mpiexec", mpiexec), ("mpi4py", importlib.util.find_spec("mpi4py"))) if not ok]
    if absent:
        runtime_required.missing(NO_MPI, ci_detail=f"{NO_MPI} (missing: {', '.join(absent)})")
    return mpiexec


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """Jobs under mpiexec run one at a time, across xdist workers and concurrent pytest runs (a file
    lock): MPICH's ranks poll while they wait, so two jobs of 4 ranks on a 2-core machine starve each
    other far past their timeouts. A lock rather than an xdist_group: with `--dist loadgroup`, a
    worker that crashes (or that pytest-timeout ends) deadlocks the whole run (pytest-xdist #1378)."""
    if "requires_mpi" not in getattr(item, "fixturenames", ()):
        return (yield)
    import fcntl
    import tempfile

    with open(os.path.join(tempfile.gettempdir(), "shardflow-mpiexec.lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            return (yield)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def pytest_xdist_auto_num_workers(config):
    """`-n auto`: one worker per core this process may really use. os.cpu_count() counts the host's
    cores, not a container's CPU quota (cgroup cpu.max / cfs_quota_us), and each worker runs
    iree-compile: more workers than cores only add memory and thrash."""
    cores = len(os.sched_getaffinity(0))
    for path, parse in (("/sys/fs/cgroup/cpu.max", lambda t: t.split()),
                        ("/sys/fs/cgroup/cpu/cpu.cfs_quota_us", lambda t: [t.strip(), _read(
                            "/sys/fs/cgroup/cpu/cpu.cfs_period_us") or "100000"])):
        text = _read(path)
        if text:
            quota, period = parse(text)[:2]
            if quota not in ("max", "-1") and int(period) > 0:
                cores = min(cores, max(1, int(quota) // int(period)))
            break
    return max(1, cores)


def _read(path: str) -> str | None:
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


# -- one compile cache for the run --------------------------------------------------------------------
#: Many tests compile the same module (one JAX export run by several tests, one model on several
#: groups): the run shares one cache folder (compiler/compile_cache.py) between its xdist workers
#: and the processes tests start (the variable is set here, in the controller, before the workers
#: start), and removes it at the end. A cache the user set is used as it is and kept.
_OWN_CACHE = None
if not os.environ.get("SHARDFLOW_COMPILE_CACHE") and "PYTEST_XDIST_WORKER" not in os.environ:
    import tempfile
    _OWN_CACHE = tempfile.mkdtemp(prefix="shardflow-test-compile-cache-")
    os.environ["SHARDFLOW_COMPILE_CACHE"] = _OWN_CACHE


def pytest_unconfigure(config):
    if _OWN_CACHE is not None:
        import shutil
        shutil.rmtree(_OWN_CACHE, ignore_errors=True)
