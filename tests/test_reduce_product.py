"""A product reduce (`jnp.prod`): imported from StableHLO, its reduced dims gathered before the
product (no collective finishes partial products), padded dims masked with ones."""
import numpy as np
import pytest

from iree_run import run_on_iree
from shardflow import compiler as sfc
from shardflow.compiler.importer import import_module
from shardflow.compiler.passes.partition import partition
from shardflow.compiler.simulator import simulate
from shardflow.compiler import Spec
from shardflow.compiler.trace import TraceError

PROD = """
sdy.mesh @mesh = <["x"=4]>
func.func @main(%arg0: tensor<ROWSx3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<3xf32>, tensor<ROWSxf32>) {
  %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<ROWSx3xf32>, tensor<f32>) -> tensor<3xf32>
  %two = stablehlo.constant dense<2.000000e+00> : tensor<f32>
  %1 = stablehlo.reduce(%arg0 init: %two) applies stablehlo.multiply across dimensions = [1] : (tensor<ROWSx3xf32>, tensor<f32>) -> tensor<ROWSxf32>
  return %0, %1 : tensor<3xf32>, tensor<ROWSxf32>
}"""


@pytest.mark.parametrize("rows", [8, 6])  # 6 rows over 4 devices: padded, the padding masked with ones
def test_product_over_a_split_dim_matches_numpy(rows):
    g = import_module(PROD.replace("ROWS", str(rows)))
    x = np.linspace(0.5, 1.5, rows * 3, dtype=np.float32).reshape(rows, 3)
    want = [np.prod(x, axis=0), 2 * np.prod(x, axis=1)]
    for got, w in zip(simulate(partition(g), [x]), want, strict=True):
        np.testing.assert_allclose(got, w, rtol=1e-5)
    for got, w in zip(run_on_iree(g, [x]), want, strict=True):
        np.testing.assert_allclose(got, w, rtol=1e-5)


def test_product_reduce_in_the_builder_and_its_missing_gradient():
    from shardflow.compiler import functional as F
    x = np.linspace(0.5, 1.5, 12, dtype=np.float32).reshape(4, 3)
    g = sfc.trace(lambda a: F.reduce(a, (0,), "mul"), Spec((4, 3)))
    np.testing.assert_allclose(simulate(partition(g), [x])[0], np.prod(x, axis=0), rtol=1e-6)
    with pytest.raises(TraceError, match="no gradient rule for a product reduce"):
        sfc.trace(lambda a: sfc.grad(lambda y: F.reduce(y, (0, 1), "mul"))(a), Spec((4, 3)))
