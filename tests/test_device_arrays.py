"""Device-resident ShardedArrays, group.put and donation (issue 9): results stay on the devices, a
device array in the program's layout is passed without any copy, donated arrays are deleted, and
nothing crashes at exit whatever the user keeps alive."""
import os
import sys
import textwrap

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.runtime import Device, InputError, LoadError, ShardedArray, load, transfer
from shardflow.runtime.manifest import Manifest
import bounded_run


def _group(n=2, driver="local-task"):
    return Device.group_options([Device.cpu(i, driver=driver) for i in range(n)]).init()


def _step(x, w):
    """One SGD step of a column-parallel layer: loss and the updated weights (sharded like w)."""
    loss, gw = sfc.value_and_grad(lambda w: sfc.mean(sfc.relu(x @ w) * sfc.relu(x @ w)))(w)
    return loss, w - 0.5 * gw


def _step_ref(x, w):
    h = x @ w
    r = np.maximum(h, 0)
    g = x.T @ (2 * r * (h > 0) / h.size)
    return np.mean(r * r), w - 0.5 * g


X = np.random.default_rng(0).standard_normal((8, 16)).astype(np.float32)
W = np.random.default_rng(1).standard_normal((16, 6)).astype(np.float32)   # 6 columns: 3 per device


@pytest.fixture(scope="module")
def group():
    return _group()


@pytest.fixture(scope="module")
def step(group):
    return sfc.compile(_step, Spec((8, 16)), Spec((16, 6), "f32", Sharding.split(1)), group=group,
                       donate_argnums=(1,))


@pytest.fixture
def copies(monkeypatch):
    """Counts host->device uploads and device->host reads."""
    counts = {"up": 0, "down": 0}
    up, down = transfer.to_device, transfer.to_host

    def to_device(*a, **k):
        counts["up"] += 1
        return up(*a, **k)

    def to_host(*a, **k):
        counts["down"] += 1
        return down(*a, **k)
    monkeypatch.setattr(transfer, "to_device", to_device)
    monkeypatch.setattr(transfer, "to_host", to_host)
    return counts


def test_put_places_each_member_s_piece(group):
    w = group.put(W, Sharding.split(1))
    assert w.on_device and w.group is group and w.shape == (16, 6) and w.dtype == np.float32
    assert [s.shape for s in w.shards] == [(16, 3), (16, 3)]
    np.testing.assert_array_equal(w.shards[1], W[:, 3:])
    np.testing.assert_array_equal(np.asarray(w), W)
    r = group.put(X)                                 # default: replicated on every member
    assert r.sharding == Sharding.replicated() and all(np.array_equal(s, X) for s in r.shards)
    u = group.put(np.arange(5, dtype=np.int32), (("model",)))   # spec tuple; 5 rows split unevenly
    assert [s.tolist() for s in u.shards] == [[0, 1, 2], [3, 4]]
    assert group.put([1.5, 2.5], dtype="f32").dtype == np.float32


def test_training_loop_stays_on_device_and_donates(group, step, copies):
    x, w = group.put(X), group.put(W, Sharding.split(1))
    ref_w = W.copy()
    copies["up"] = copies["down"] = 0
    for _ in range(3):
        loss, new_w = step(x, w)
        assert w.is_deleted() and not x.is_deleted()   # w was donated, x was not
        with pytest.raises(InputError, match=r"arg1 \(input 1\): this array was donated to a call"):
            step(x, w)
        w = new_w
        ref_loss, ref_w = _step_ref(X, ref_w)
    assert copies == {"up": 0, "down": 0}              # nothing crossed the host in the loop
    assert loss.on_device and w.on_device
    np.testing.assert_allclose(float(np.asarray(loss)), ref_loss, rtol=1e-5)
    np.testing.assert_allclose(np.asarray(w), ref_w, rtol=1e-5, atol=1e-6)
    assert copies["down"] == 3                          # the loss (1 distinct piece) and w's 2 shards


def test_host_inputs_still_work_and_are_not_donated(group, step):
    w = W.copy()
    loss, new_w = step(X, w)
    np.testing.assert_array_equal(w, W)                 # a NumPy input is the caller's: untouched
    np.testing.assert_allclose(np.asarray(new_w), _step_ref(X, W)[1], rtol=1e-5, atol=1e-6)
    host = ShardedArray(new_w.shards, new_w.sharding, new_w.mesh, new_w.shape, new_w.dtype)
    assert not host.on_device
    loss2, _ = step(X, host)                            # a host ShardedArray: its shards, not re-split
    np.testing.assert_allclose(float(np.asarray(loss2)), _step_ref(X, np.asarray(new_w))[0], rtol=1e-5)
    assert not host.is_deleted()


def test_donation_is_recorded_and_can_be_overridden(group, step):
    man = Manifest.from_json(step.manifest.to_json())
    assert [t.donated for t in man.inputs] == [False, True]
    with load(step.vmfb, group, donate_argnums=()) as p:
        w = group.put(W, Sharding.split(1))
        p(X, w)
        assert not w.is_deleted()
    with pytest.raises(InputError, match="names argument 5, but the program takes 2"):
        load(step.vmfb, group, donate_argnums=5)
    with pytest.raises(InputError, match="must hold argument indices"):
        sfc.compile(_step, Spec((8, 16)), Spec((16, 6)), group=group, donate_argnums=("w",))


def test_other_layouts_groups_and_stale_arrays(group, step):
    # replicated where the program takes a split: re-laid out through the host, still right
    loss, _ = step(X, group.put(W))
    np.testing.assert_allclose(float(np.asarray(loss)), _step_ref(X, W)[0], rtol=1e-5)
    other = _group()
    with pytest.raises(InputError, match=r"lives on <Group #\d+ .*but this program runs on <Group"):
        step(X, other.put(W, Sharding.split(1)))
    with pytest.raises(InputError, match=r"must be tensor<16x6xf32>, got a ShardedArray of shape \[6, 16\]"):
        step(X, group.put(W.T.copy()))
    gone = group.put(W, Sharding.split(1))
    gone.delete()
    with pytest.raises(InputError, match="deleted with delete()"):
        step(X, gone)
    with pytest.raises(InputError, match="deleted with delete()"):
        gone.shards
    g3 = _group()
    c = sfc.compile(lambda x: x + 1.0, Spec((4,), "f32", Sharding.split(0)), group=g3)
    a = g3.put(np.arange(4, dtype=np.float32), Sharding.split(0))
    g3.close()
    with pytest.raises(InputError, match="group.close\\(\\) has since released"):
        c(a)


def test_host_staged_program_takes_and_returns_device_arrays(group, copies):
    c = sfc.compile(_step, Spec((8, 16)), Spec((16, 6), "f32", Sharding.split(1)), group=group,
                    mode="host-staged", donate_argnums=1)
    x, w = group.put(X), group.put(W, Sharding.split(1))
    copies["up"] = 0
    loss, new_w = c(x, w)
    assert w.is_deleted() and new_w.on_device and copies["up"] <= 2   # the member indices only
    loss, new_w = c(x, new_w)
    ref = _step_ref(X, _step_ref(X, W)[1])
    np.testing.assert_allclose(float(np.asarray(loss)), ref[0], rtol=1e-5)
    np.testing.assert_allclose(np.asarray(new_w), ref[1], rtol=1e-5, atol=1e-6)


EXIT_SCRIPT = textwrap.dedent("""
    import numpy as np
    from shardflow import compiler as sfc
    from shardflow.compiler import Sharding, Spec
    from shardflow.runtime import Device
    g = Device.group_options([Device.cpu(0), Device.cpu(1)]).init()
    c = sfc.compile(lambda x: x * 2.0, Spec((4,), "f32", Sharding.split(0)), group=g)
    kept = [c(np.arange(4, dtype=np.float32)) for _ in range(3)]
    closed = sfc.compile(lambda x: x + 1.0, Spec((4,), "f32", Sharding.split(0)), group=g)
    y = closed(kept[0]); closed.close(); del closed      # a result outliving its program
    cycle = [y]; cycle.append(cycle)                      # and one kept in a reference cycle
    p = g.put(np.ones(4, np.float32), Sharding.split(0))
    shards = kept[1].shards                               # host copies made from device buffers
    print(float(np.asarray(y).sum()), float(shards[0].sum()))
    {extra}
""")


@pytest.mark.parametrize("extra", ["", "g.close()"])
def test_nothing_crashes_at_exit_whatever_is_kept(extra):
    out = bounded_run.run([sys.executable, "-c", EXIT_SCRIPT.format(extra=extra)],
                         timeout=300, env={**os.environ, "PYTHONFAULTHANDLER": "1"})
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["16.0", "2.0"]


DONATING_EXPORT = """
func.func @main(%x: tensor<4xf32>, %w: tensor<4xf32> {tf.aliasing_output = 0 : i32}) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %w : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def test_jax_donation_attributes_and_the_command_line(tmp_path):
    from shardflow.compiler.cli.main import main
    from shardflow.runtime.program import read_manifest

    src = tmp_path / "f.mlir"
    src.write_text(DONATING_EXPORT)
    out = tmp_path / "f.vmfb"
    assert main(["compile", str(src), "-o", str(out)]) == 0            # jax.jit(..., donate_argnums=1)
    assert [t.donated for t in read_manifest(str(out)).inputs] == [False, True]
    assert main(["compile", str(src), "-o", str(out), "--donate-argnums", "0"]) == 0
    assert [t.donated for t in read_manifest(str(out)).inputs] == [True, False]
    assert main(["compile", str(src), "-o", str(out), "--donate-argnums", "x"]) == 1


def test_device_arrays_on_a_mixed_cpu_vulkan_group(requires_vulkan):
    g = Device.group_options([Device.cpu(0), Device.vulkan(0)]).init()
    c = sfc.compile(_step, Spec((8, 16)), Spec((16, 6), "f32", Sharding.split(1)), group=g, donate_argnums=1)
    x, w = g.put(X), g.put(W, Sharding.split(1))
    ref = W
    for _ in range(2):
        old, (loss, w) = w, c(x, w)
        assert old.is_deleted() and w.on_device
        ref_loss, ref = _step_ref(X, ref)
    np.testing.assert_allclose(float(np.asarray(loss)), ref_loss, rtol=1e-5)
    np.testing.assert_allclose(np.asarray(w), ref, rtol=1e-5, atol=1e-6)   # the Vulkan shard via staging


def test_a_closed_program_refuses_arrays_its_fast_path_would_take(group):
    c = sfc.compile(lambda x: x * 2.0, Spec((4,), "f32", Sharding.split(0)), group=group)
    a = group.put(np.arange(4, dtype=np.float32), Sharding.split(0))
    p = load(c.vmfb, group)
    y = p(a)                                    # the steady-state path: a is in the program's layout
    z = p(y)                                    # and so is its own result
    p.close()
    with pytest.raises(LoadError, match="this Program is closed"):
        p(a)
    np.testing.assert_array_equal(np.asarray(z), np.arange(4, dtype=np.float32) * 4)   # results outlive it
