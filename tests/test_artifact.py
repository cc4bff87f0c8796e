"""The saved artifact: `compiled.save(path)` writes one self-describing `.vmfb`.

It is run three ways and must agree with NumPy each time: by `shardflow.runtime.load(path, group)`
on a fresh group (in this process, and in a process that imports only the runtime), and by IREE's
own `iree-run-module` with one `--device=local-task` per mesh position and the per-device ABI of
runtime/manifest.py (for each global input, for each device, that device's local shard; results the
same way). Loading onto a group of the wrong size or backend is a LoadError that says what to do.
"""
from __future__ import annotations

import os
import shutil
import sys
import textwrap

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.runtime import Device, LoadError, load
import bounded_run

N = 4  # devices; mesh {"model": 4}
HID = 32


def mlp(x, w1, b1, w2):
    h = sfc.relu(x @ w1 + b1)       # column-parallel: h is split on dim 1
    return h @ w2, h                # row-parallel: one all-reduce; h is returned still split


SPECS = (Spec((8, 16), "f32"),                         # replicated
         Spec((16, HID), "f32", Sharding.split(1)),    # split columns
         Spec((HID,), "f32"),                          # replicated bias
         Spec((HID, 16), "f32", Sharding.split(0)))    # split rows


def reference(x, w1, b1, w2):
    h = np.maximum(x @ w1 + b1, 0)
    return h @ w2, h


@pytest.fixture(scope="module")
def inputs():
    rng = np.random.default_rng(7)
    return [rng.standard_normal(s.shape).astype(np.float32) for s in SPECS]


@pytest.fixture(scope="module")
def artifact(tmp_path_factory, inputs):
    """(path, in-process result) of the compiled and saved MLP."""
    group = Device.group_options([Device.cpu(i) for i in range(N)]).init()
    compiled = sfc.compile(mlp, *SPECS, group=group)
    path = tmp_path_factory.mktemp("artifact") / "mlp.vmfb"
    compiled.save(path)
    y, h = compiled(*inputs)
    got = (np.asarray(y), np.asarray(h))
    compiled.close()
    group.close()
    return path, got


def close(a, b):
    np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-5)


def cpu_group(n):
    return Device.group_options([Device.cpu(i) for i in range(n)]).init()


def test_compiled_program_matches_numpy(artifact, inputs):
    _, (y, h) = artifact
    want_y, want_h = reference(*inputs)
    close(y, want_y)
    close(h, want_h)


def test_load_runs_the_saved_file_on_a_fresh_group(artifact, inputs):
    path, _ = artifact
    assert path.stat().st_size > 0
    want_y, want_h = reference(*inputs)
    group = cpu_group(N)
    try:
        with load(path, group) as prog:
            assert [t.local_shape for t in prog.inputs] == [(8, 16), (16, HID // N), (HID,), (HID // N, 16)]
            assert [t.shape for t in prog.outputs] == [(8, 16), (8, HID)]
            assert prog.mesh.size == N
            y, h = prog(*inputs)
            close(np.asarray(y), want_y)
            close(np.asarray(h), want_h)
            # h stays split: device d holds columns [8d, 8d+8)
            for d, shard in enumerate(h.shards):
                close(shard, want_h[:, d * HID // N:(d + 1) * HID // N])
        with load(path.read_bytes(), group) as prog:   # the same artifact from memory
            close(np.asarray(prog(*inputs)[0]), want_y)
    finally:
        group.close()


def test_load_needs_only_the_runtime(artifact, inputs):
    path, _ = artifact
    np.savez(path.with_suffix(".npz"), *inputs)
    script = textwrap.dedent(f"""
        import sys
        import numpy as np
        import shardflow.runtime as sf
        xs = np.load({str(path.with_suffix('.npz'))!r})
        xs = [xs[f"arr_{{i}}"] for i in range(4)]
        group = sf.Device.group_options([sf.Device.cpu(i) for i in range({N})]).init()
        with sf.load({str(path)!r}, group) as prog:
            y, h = (np.asarray(v) for v in prog(*xs))
        group.close()
        want = np.maximum(xs[0] @ xs[1] + xs[2], 0) @ xs[3]
        assert np.allclose(y, want, rtol=1e-5, atol=1e-5), abs(y - want).max()
        bad = sorted(m for m in sys.modules if m.startswith(("shardflow.compiler", "iree.compiler")))
        assert not bad, bad
        print("ok")
    """)
    r = bounded_run.run([sys.executable, "-c", script], timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "ok"


def test_load_on_a_group_of_the_wrong_size(artifact):
    path, _ = artifact
    group = cpu_group(2)
    with pytest.raises(LoadError) as e:
        load(path, group)
    msg = str(e.value)
    assert f"compiled for {N} cpu device(s)" in msg and "group has 2 member(s)" in msg, msg
    assert f"load it on a group of {N} cpu devices" in msg, msg


def test_load_on_a_group_of_the_wrong_backend(artifact):
    path, _ = artifact
    # the backend check comes before any device is created, so no Vulkan driver is needed
    group = Device.group_options([Device.vulkan(i) for i in range(N)]).init()
    with pytest.raises(LoadError) as e:
        load(path, group)
    msg = str(e.value)
    assert "compiled for cpu devices" in msg and "vulkan" in msg, msg
    assert "recompile with target 'vulkan'" in msg, msg


def test_load_rejects_a_file_that_is_not_a_module(tmp_path, artifact):
    path, _ = artifact
    bad = tmp_path / "truncated.vmfb"
    bad.write_bytes(path.read_bytes()[:64])
    with pytest.raises(LoadError, match="not a valid IREE .vmfb"):
        load(bad, cpu_group(N))
    with pytest.raises(LoadError, match="no such module file"):
        load(tmp_path / "missing.vmfb", cpu_group(N))


# -- iree-run-module ----------------------------------------------------------------------------------

def iree_run_module() -> str | None:
    """The iree-run-module binary: next to this Python (the iree-base-runtime console script), else
    the one bundled inside the iree runtime package."""
    found = shutil.which("iree-run-module", path=os.path.dirname(sys.executable))
    if found:
        return found
    try:
        import iree._runtime_libs as libs
    except ImportError:
        return None
    bundled = os.path.join(os.path.dirname(libs.__file__), "iree-run-module")
    return bundled if os.access(bundled, os.X_OK) else None


def test_iree_run_module_runs_the_artifact(artifact, inputs, tmp_path):
    tool = iree_run_module()
    assert tool is not None, "iree-run-module not found: it ships with iree-base-runtime"
    path, _ = artifact
    x, w1, b1, w2 = inputs
    k = HID // N
    # the module ABI: for each global input, for each device, that device's local shard
    shards = ([x] * N + [w1[:, d * k:(d + 1) * k] for d in range(N)] + [b1] * N
              + [w2[d * k:(d + 1) * k, :] for d in range(N)])
    args = [tool, f"--module={path}", "--function=main"] + ["--device=local-task"] * N
    for i, a in enumerate(shards):
        f = tmp_path / f"in{i}.npy"
        np.save(f, np.ascontiguousarray(a))
        args.append(f"--input=@{f}")
    outs = [tmp_path / f"out{j}.npy" for j in range(2 * N)]  # for each output, for each device
    args += [f"--output=@{f}" for f in outs]
    r = bounded_run.run(args, timeout=120)
    assert r.returncode == 0, f"{' '.join(args)}\n{r.stdout}\n{r.stderr}"
    assert "EXEC @main" in r.stdout
    got = [np.load(f) for f in outs]
    want_y, want_h = reference(*inputs)
    for d in range(N):
        assert got[d].shape == (8, 16) and got[N + d].shape == (8, k)
        close(got[d], want_y)                                  # y: replicated on every device
        close(got[N + d], want_h[:, d * k:(d + 1) * k])        # h: device d's column block
    close(np.concatenate(got[N:], axis=1), want_h)
