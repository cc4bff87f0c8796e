"""A deployed model needs only the runtime: loading and running a saved .vmfb must not import the
compiler (ours or IREE's), and the process must exit cleanly."""
import sys
import textwrap

from shardflow.compiler.iree_driver import compile_mlir
from shardflow.runtime import Mesh
from shardflow.runtime.manifest import Manifest, TensorSpec
import bounded_run

SHARDED = '#sdy.sharding<@mesh, [{"model"}]>'
MODULE = """
func.func @main(%x0: tensor<2xf32> {iree.abi.affinity = #hal.device.promise<@d0>},
                %x1: tensor<2xf32> {iree.abi.affinity = #hal.device.promise<@d1>})
    -> (tensor<2xf32> {iree.abi.affinity = #hal.device.promise<@d0>},
        tensor<2xf32> {iree.abi.affinity = #hal.device.promise<@d1>}) {
  %0 = stablehlo.multiply %x0, %x0 : tensor<2xf32>
  %1 = stablehlo.multiply %x1, %x1 : tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}
"""


def test_runtime_runs_a_saved_module_without_the_compiler(tmp_path):
    manifest = Manifest("cpu", 2, Mesh.of({"model": 2}), [TensorSpec("x", (4,), "f32", SHARDED, (2,))],
                        [TensorSpec("y", (4,), "f32", SHARDED, (2,))])
    path = tmp_path / "square.vmfb"
    path.write_bytes(compile_mlir(MODULE, num_devices=2, manifest=manifest))
    script = textwrap.dedent(f"""
        import sys
        import numpy as np
        import shardflow.runtime as sf
        group = sf.Device.group_options([sf.Device.cpu(0), sf.Device.cpu(1)]).init()
        with sf.load({str(path)!r}, group) as prog:
            y = prog(np.array([1, 2, 3, 4], np.float32))
        assert np.asarray(y).tolist() == [1, 4, 9, 16], np.asarray(y)
        assert [s.tolist() for s in y.shards] == [[1, 4], [9, 16]]
        group.close()
        bad = sorted(m for m in sys.modules if m.startswith(("shardflow.compiler", "iree.compiler")))
        assert not bad, bad
        print("ok")
    """)
    r = bounded_run.run([sys.executable, "-c", script], timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "ok" and r.stderr == ""
