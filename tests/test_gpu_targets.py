"""The Megatron MLP compiles for 2 CUDA and 2 Vulkan devices (running them needs a GPU)."""
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec
from shardflow.compiler.driver import compile_graph
from shardflow.runtime import load
from shardflow.runtime.device import Device
from shardflow.runtime.errors import LoadError


def _mlp_graph():
    return sfc.trace(lambda x, w1, w2: sfc.relu(x @ w1) @ w2, Spec((8, 16)), Spec((16, 32), "f32", Sharding.split(1)),
                     Spec((32, 16), "f32", Sharding.split(0)), mesh=Mesh.of({"model": 2}))


@pytest.mark.parametrize("target", ["cuda", "vulkan"])
def test_megatron_compiles_for_two_gpus(target, tmp_path):
    compiled = compile_graph(_mlp_graph(), target=target)
    assert compiled.manifest.backend == target and compiled.manifest.num_devices == 2
    assert len(compiled.vmfb) > 1000
    path = tmp_path / "mlp.vmfb"
    compiled.save(path)
    # a CPU group is refused with a clear message, before any device is touched
    cpu = Device.group_options([Device.cpu(0), Device.cpu(1)]).init()
    with pytest.raises(LoadError, match=rf"compiled for (a )?{target}"):
        load(str(path), cpu)


@pytest.mark.parametrize("target", ["cpu", "cuda"])
def test_spmd_mode_compiles_one_rank_program(target, tmp_path):
    """--mode spmd: one program per rank with stablehlo collectives (IREE channels: NCCL on CUDA)."""
    compiled = compile_graph(_mlp_graph(), target=target, mode="spmd")
    assert compiled.mlir.count("stablehlo.all_reduce") == 1 and "sdy.mesh" not in compiled.mlir
    path = tmp_path / "rank.vmfb"
    compiled.save(path)
    cpu = Device.group_options([Device.cpu(i) for i in range(2)]).init()
    with pytest.raises(LoadError, match="per-rank SPMD module"):
        load(str(path), cpu)


def test_host_staged_stages_compile_once_for_gpus():
    """Host-staged CUDA: one device in the module (compiled once), whatever the member count."""
    compiled = compile_graph(_mlp_graph(), target="cuda", mode="host-staged")
    assert compiled.manifest.mode == "host-staged" and compiled.manifest.member_backends == ("cuda", "cuda")
    assert "hal.device.promise" not in compiled.mlir and "stage0" in compiled.mlir


def test_spmd_mode_refuses_a_mixed_target():
    from shardflow.runtime.errors import GroupError
    with pytest.raises(GroupError, match="host-staged"):
        compile_graph(_mlp_graph(), target="cpu,cuda", mode="spmd")
