// A scatter's inserted dims (the base dims its indices pick) are one factor of base and result that
// Shardy's rule registry makes pass-through (shardflow's own partitioning needs them whole, or masked:
// passes/masked_local.py). So Shardy's aggressive strategy moves them in its pass-through stage, and
// the base of an embedding gradient follows the result's "data" on dim 0 (the larger tensor), not
// the updates' on dim 1, as jaxlib 0.10.2's sdy-propagation-pipeline prints it.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @mesh = <["data"=2]>
func.func public @main(%arg0: tensor<4x16x1xi32>, %arg1: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}) -> (tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
  %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %2 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<128x64xf32>, tensor<4x16x1xi32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
  return %1 : tensor<128x64xf32>
}

// CHECK-LABEL: func.func public @main(
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
// CHECK-NEXT: "stablehlo.scatter"
// CHECK: }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<128x64xf32>, tensor<4x16x1xi32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
