"""Host-staged execution on CPU groups: the per-device program cut at its collectives, each member
running the stages in its own IREE context, the in-process communicator performing the collectives
between them. Every result is checked against the NumPy reference (or JAX's stored outputs)."""
import glob
import os
import sys

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.compiler.cli.main import main
from shardflow.runtime import Device, LoadError, load

DATA = os.path.join(os.path.dirname(__file__), "data")
#: JAX exports run host-staged on CPU (all 68 pass; this set keeps CI short while covering both
#: annotation forms, all-reduce/all-gather/reduce-scatter/all-to-all, uneven shards, gathers, a KV
#: cache update and a training step).
CASES = ["attention.gspmd", "block_train.shardy", "fsdp.shardy", "kv_cache.shardy", "uneven.shardy",
         "xent_vocab.shardy"]


def _npys(folder, prefix):
    return sorted(glob.glob(os.path.join(folder, f"{prefix}*.npy")),
                  key=lambda p: int(os.path.basename(p)[len(prefix):-4]))


@pytest.mark.parametrize("case", CASES)
def test_jax_exports_run_host_staged(case, tmp_path, capsys):
    exp = os.path.join(DATA, "jax_expected", case)
    module = os.path.join(DATA, "jax", case + ".mlir")
    rc = main(["run", module, "--mode", "host-staged", "-i", *_npys(exp, "in"), "-o", str(tmp_path)])
    assert rc == 0, capsys.readouterr().err
    _assert_matches_jax(tmp_path, exp, rtol=1e-5, atol=2e-5)


def _assert_matches_jax(out_dir, exp, rtol, atol, *, scaled=False):
    """Every output against JAX's; with `scaled`, atol is relative to the output's largest magnitude."""
    want = _npys(exp, "out")
    assert len(want) == len(glob.glob(str(out_dir / "out*.npy")))
    for w in want:
        a = np.load(w)
        tol = atol * max(1.0, float(np.abs(a).max(initial=0))) if scaled else atol
        np.testing.assert_allclose(np.load(out_dir / os.path.basename(w)), a, rtol=rtol, atol=tol)


#: The issue's acceptance set, each on 4 members: a Megatron MLP, attention, reductions (a
#: vocab-split cross-entropy's max and sums, layer/RMS norms: what vendor Vulkan targets get wrong on
#: other devices), a training step.
VULKAN_CASES = ["mlp_1d.shardy", "attention.shardy", "xent_vocab.shardy", "norms.shardy", "train_step.shardy"]


@pytest.mark.parametrize("target", ["vulkan", "cpu,vulkan,cpu,vulkan"])
@pytest.mark.parametrize("case", VULKAN_CASES)
def test_jax_exports_on_vulkan_and_mixed_members(case, target, tmp_path, capsys, requires_vulkan):
    """`shardflow compile --target ...` for 4 members, then `shardflow run` of the .vmfb, against JAX."""
    exp = os.path.join(DATA, "jax_expected", case)
    vmfb = tmp_path / "m.vmfb"
    assert main(["compile", os.path.join(DATA, "jax", case + ".mlir"), "-o", str(vmfb), "--target", target]) == 0, \
        capsys.readouterr().err
    assert "mode host-staged" in capsys.readouterr().out
    ins = _npys(exp, "in")
    assert main(["run", str(vmfb), *(["-i", *ins] if ins else []), "-o", str(tmp_path / "o")]) == 0, \
        capsys.readouterr().err
    # GPU-style reductions sum in another order than XLA's CPU: agree to 1e-4 of the value's scale
    _assert_matches_jax(tmp_path / "o", exp, rtol=1e-4, atol=1e-4, scaled=True)


# -- the Python API: models on staged CPU, Vulkan and mixed groups --------------------------------------

SAMPLES = os.path.join(os.path.dirname(__file__), "..", "samples")
sys.path.insert(0, SAMPLES)
from transformer_block import block_specs, mlp as gelu_mlp, transformer_block  # noqa: E402
import bounded_run


def _rand(specs, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s.shape).astype(np.float32) * 0.5 for s in specs]


def _mlp_specs(n_rows=16, d=16, ff=32):
    return [Spec((n_rows, d), "f32"), Spec((d, ff), "f32", Sharding.split(1)), Spec((ff, d), "f32", Sharding.split(0))]


def _train_step(x, y, w1, w2):
    loss, (g1, g2) = sfc.value_and_grad(lambda w1, w2: sfc.mean((gelu_mlp(x, w1, w2) - y) ** 2.0),
                                        argnums=(0, 1))(w1, w2)
    return loss, w1 - 0.1 * g1, w2 - 0.1 * g2


def _relu_train_step(x, y, w1, w2):
    """relu's backward keeps boolean masks alive across the all-reduce: they cross stages as i32."""
    loss, (g1, g2) = sfc.value_and_grad(lambda w1, w2: sfc.mean((sfc.relu(x @ w1) @ w2 - y) ** 2.0),
                                        argnums=(0, 1))(w1, w2)
    return loss, w1 - 0.1 * g1, w2 - 0.1 * g2


def _block_fwd_bwd(*args):
    def loss(*ws):
        return sfc.mean(transformer_block(args[0], *ws, heads=2) ** 2.0)
    value, grads = sfc.value_and_grad(loss, argnums=tuple(range(8)))(*args[1:])
    return (value, *grads)


def _reference(fn, specs, inputs):
    """The same program on a single CPU device, multi-device mode (itself checked elsewhere)."""
    one = Device.group_options([Device.cpu(0)]).init()
    plain = [Spec(s.shape, s.dtype) for s in specs]
    with one:
        c = sfc.compile(fn, *plain, group=one)
        try:
            outs = c(*inputs)
            return [np.asarray(o) for o in (outs if isinstance(outs, tuple) else (outs,))]
        finally:
            c.close()


def _check(fn, specs, members, mesh=None, rtol=2e-5, atol=2e-5, mode="host-staged"):
    inputs = _rand(specs)
    want = _reference(fn, specs, inputs)
    opts = Device.group_options(members)
    group = (opts.mesh(**mesh) if mesh else opts).init()
    c = sfc.compile(fn, *specs, group=group, mode=mode)
    try:
        assert c.mode == "host-staged"
        outs = c(*inputs)
        outs = outs if isinstance(outs, tuple) else (outs,)
        for got, w in zip(outs, want, strict=True):
            np.testing.assert_allclose(np.asarray(got), w, rtol=rtol, atol=atol)
            for d, shard in enumerate(got.shards):  # every member's copy, not only the assembled value
                np.testing.assert_allclose(shard, w[got.device_slices(d)] if not got.sharding.partial else shard,
                                           rtol=rtol, atol=atol)
        return c
    finally:
        c.close()
        group.close()


def _cpus(n, driver="local-task"):
    return [Device.cpu(i, driver=driver) for i in range(n)]


MODELS = {
    "mlp": (gelu_mlp, _mlp_specs(), None),
    "train_step": (_train_step, [Spec((16, 16), "f32"), Spec((16, 16), "f32")] + _mlp_specs()[1:], None),
    "block_fwd_bwd": (_block_fwd_bwd, block_specs(2, 8, 16, 32), {"data": 2, "model": 2}),
    "relu_train_step": (_relu_train_step, [Spec((16, 16), "f32"), Spec((16, 16), "f32")] + _mlp_specs()[1:], None),
}


#: (model, members): the MLP on 2 and 4 members, the rest on 4 (the block on a 2x2 mesh); relu's masks
#: crossing stages on CPU are covered by test_masks_cross_stages_as_i32_and_compile_without_fallback.
CPU_CASES = [("mlp", 2), ("mlp", 4), ("train_step", 4), ("block_fwd_bwd", 4)]
VULKAN_MODELS = [("mlp", 2), ("train_step", 2), ("mlp", 4), ("train_step", 4), ("block_fwd_bwd", 4),
                 ("relu_train_step", 4)]


@pytest.mark.parametrize("model, n", CPU_CASES)
def test_models_on_staged_cpu_groups(model, n):
    fn, specs, mesh = MODELS[model]
    _check(fn, specs, _cpus(n), mesh)


def test_masks_cross_stages_as_i32_and_compile_without_fallback():
    import warnings
    group = Device.group_options(_cpus(2)).init()
    with warnings.catch_warnings():
        warnings.simplefilter("error")   # no data-tiling fallback: IREE gets no i1 stage arguments
        c = sfc.compile(_relu_train_step, *MODELS["relu_train_step"][1], group=group, mode="host-staged")
    plan = c.manifest.staged
    crossing = {s for st in plan["stages"][1:] for s in st["inputs"]}
    assert len(plan["stages"]) == 2 and crossing
    assert all(plan["slots"][s][1] != "i1" for s in crossing)
    assert any(plan["slots"][s][1] == "i32" for s in crossing)  # the relu masks
    c.close()


def test_members_on_different_cpu_drivers():
    members = [Device.cpu(0), Device.cpu(1, driver="local-sync"), Device.cpu(2), Device.cpu(3, driver="local-sync")]
    _check(gelu_mlp, _mlp_specs(), members)


@pytest.mark.parametrize("model, n", VULKAN_MODELS)
def test_models_on_vulkan_groups(model, n, requires_vulkan):
    fn, specs, mesh = MODELS[model]
    _check(fn, specs, [Device.vulkan(i) for i in range(n)], mesh, mode="auto", rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("model", sorted(MODELS))
def test_models_on_mixed_cpu_vulkan_groups(model, requires_vulkan):
    fn, specs, mesh = MODELS[model]
    members = [Device.cpu(0), Device.vulkan(0), Device.cpu(1), Device.vulkan(1)]
    _check(fn, specs, members, mesh, mode="auto", rtol=1e-4, atol=1e-4)


def _uneven(x, w):
    return sfc.relu(x @ w).with_sharding(Sharding.split(0))


def test_uneven_shards_and_device_dependent_slices():
    """10 rows over 4 members: padded blocks, and `all_slice` reading each member's index."""
    specs = [Spec((10, 8), "f32", Sharding.split(0)), Spec((8, 6), "f32")]
    c = _check(lambda x, w: (_uneven(x, w).with_sharding(Sharding.replicated()) * 2.0).with_sharding(Sharding.split(1)),
               specs, _cpus(4))
    assert any(st["device"] for st in c.manifest.staged["stages"])


@pytest.mark.parametrize("reshard", ["all_to_all", "reduce_scatter", "gather_then_slice"])
def test_each_collective_through_the_communicator(reshard):
    def fn(x, w):
        y = x @ w                                         # partial over model
        if reshard == "reduce_scatter":
            return y.with_sharding(Sharding.split(0))
        if reshard == "all_to_all":
            return (y * 1.0).with_sharding(Sharding.split(1)).with_sharding(Sharding.split(0))
        return (y * 1.0).with_sharding(Sharding.replicated()).with_sharding(Sharding.split(1))
    specs = [Spec((8, 16), "f32", Sharding.split(1)), Spec((16, 8), "f32", Sharding.split(0))]
    c = _check(fn, specs, _cpus(4))
    kinds = {r["kind"] for rnd in c.manifest.staged["rounds"] for r in rnd}
    want = {"all_to_all": "all_to_all", "reduce_scatter": "reduce_scatter", "gather_then_slice": "all_reduce"}[reshard]
    assert want in kinds, kinds


def test_stages_follow_the_collective_depth_and_values_stay_on_device():
    group = Device.group_options(_cpus(2)).init()
    c = sfc.compile(gelu_mlp, *_mlp_specs(), group=group, mode="host-staged")
    plan = c.manifest.staged
    # one all-reduce: one stage computes everything, the round after it finishes the output
    assert [len(r) for r in plan["rounds"]] == [1]
    assert plan["stages"][0]["outputs"] == [plan["rounds"][0][0]["operand"]]  # only the partial sum leaves
    assert plan["outputs"] == [plan["rounds"][0][0]["result"]]
    # compiled once: one device in the module, whatever the member count
    four = Device.group_options(_cpus(4)).init()
    c4 = sfc.compile(gelu_mlp, *_mlp_specs(), group=four, mode="host-staged")
    assert [s["function"] for s in c4.manifest.staged["stages"]] == ["stage0"]
    for cc, g in ((c, group), (c4, four)):
        cc.close()
        g.close()


def test_saved_module_runs_with_the_runtime_only(tmp_path):
    group = Device.group_options(_cpus(2)).init()
    c = sfc.compile(gelu_mlp, *_mlp_specs(), group=group, mode="host-staged")
    path = tmp_path / "staged.vmfb"
    c.save(path)
    c.close()
    inputs = _rand(_mlp_specs())
    for a, name in zip(inputs, "xyz", strict=True):
        np.save(tmp_path / f"{name}.npy", a)
    script = f"""
import sys, numpy as np
from shardflow.runtime import Device, load
from shardflow.runtime.staged import StagedProgram
group = Device.group_options([Device.cpu(0), Device.cpu(1)]).init()
prog = load({str(path)!r}, group)
assert isinstance(prog, StagedProgram), prog
x, y, z = (np.load({str(tmp_path)!r} + f"/{{n}}.npy") for n in "xyz")
out = np.asarray(prog(x, y, z))
np.save({str(tmp_path)!r} + "/out.npy", out)
prog.close()
assert not any(m.startswith("shardflow.compiler") for m in sys.modules), "the runtime imported the compiler"
"""
    done = bounded_run.run([sys.executable, "-c", script], timeout=120)
    assert done.returncode == 0, done.stderr  # no crash at teardown either
    want = _reference(gelu_mlp, _mlp_specs(), inputs)[0]
    np.testing.assert_allclose(np.load(tmp_path / "out.npy"), want, rtol=2e-5, atol=2e-5)
    group.close()


def test_load_refuses_a_group_that_does_not_match(tmp_path):
    group = Device.group_options(_cpus(2)).init()
    c = sfc.compile(gelu_mlp, *_mlp_specs(), group=group, mode="host-staged")
    with pytest.raises(LoadError, match="compiled for 2 member"):
        load(c.vmfb, Device.group_options(_cpus(4)).init())
    c.close()


def test_mixed_group_refuses_multi_device_mode(requires_vulkan):
    from shardflow.runtime import GroupError
    group = Device.group_options([Device.cpu(0), Device.vulkan(0)]).init()
    with pytest.raises(GroupError, match="host-staged"):
        sfc.compile(gelu_mlp, *_mlp_specs(), group=group, mode="multi-device")


def test_cli_compiles_for_a_target_list_and_runs_it(tmp_path, capsys, requires_vulkan):
    case = "mlp_1d.shardy"
    exp = os.path.join(DATA, "jax_expected", case)
    vmfb = tmp_path / "m.vmfb"
    assert main(["compile", os.path.join(DATA, "jax", case + ".mlir"), "-o", str(vmfb),
                 "--target", "cpu,vulkan,cpu,vulkan"]) == 0
    assert "mode host-staged" in capsys.readouterr().out
    assert main(["run", str(vmfb), "-i", *_npys(exp, "in"), "-o", str(tmp_path / "o")]) == 0, capsys.readouterr().err
    capsys.readouterr()
    np.testing.assert_allclose(np.load(tmp_path / "o" / "out0.npy"), np.load(os.path.join(exp, "out0.npy")),
                               rtol=1e-5, atol=2e-5)
    assert main(["explain", os.path.join(DATA, "jax", case + ".mlir"), "--target", "cpu,vulkan,cpu,vulkan",
                 "--json"]) == 0
    import json
    report = json.loads(capsys.readouterr().out)
    assert report["mode"] == "host-staged" and report["backends"] == ["cpu", "vulkan", "cpu", "vulkan"]
    assert [c["performed"] for c in report["collectives"]] == ["host"]


def test_local_outputs_feed_a_program_as_local_inputs():
    """outputs="local": each process keeps its members' shards; such shards are accepted as an input."""
    from shardflow.runtime import InputError, LocalShards
    group = Device.group_options(_cpus(4)).init()
    specs = _mlp_specs()
    c = sfc.compile(lambda x, a, b: gelu_mlp(x, a, b).with_sharding(Sharding.split(1)), *specs, group=group,
                    mode="host-staged")
    inputs = _rand(specs)
    y = load(c.vmfb, group, outputs="local")(*inputs)
    assert isinstance(y, LocalShards) and sorted(y.shards) == [0, 1, 2, 3]
    want = _reference(gelu_mlp, specs, inputs)[0]
    for m, shard in y.shards.items():
        np.testing.assert_allclose(shard, want[y.device_slices(m)], rtol=2e-5, atol=2e-5)
    double = sfc.compile(lambda t: t * 2.0, Spec((16, 16), "f32", Sharding.split(1)), group=group, mode="host-staged")
    np.testing.assert_allclose(np.asarray(double(y)), 2 * want, rtol=2e-5, atol=2e-5)
    y.shards.pop(3)
    with pytest.raises(InputError, match="no shard for member 3"):
        double(y)
    for cc in (c, double):
        cc.close()
