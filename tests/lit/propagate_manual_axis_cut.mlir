// Printing as Shardy propagates it, the mesh axes may be cut into sub-axis pieces (where extents
// of the entry's arguments and results, here 6 and 3 beside 4, may make Shardy split an axis); a
// manual computation over a cut axis is manual over all its pieces, and prints its manual axes
// (and the axes of its collectives) whole, as written. This module (a jax.shard_map with
// axis_index and all_to_all) was refused: "manual over 'model', which is not an axis of the mesh".
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @mesh = <["model"=4]>
func.func public @main(%arg0: tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
    -> (tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
  %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"model"}, {}]>, <@mesh, [{"model"}, {}]>] manual_axes={"model"} (%arg1: tensor<2x6xf32>) {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %1 = stablehlo.partition_id : tensor<ui32>
    %2 = stablehlo.divide %1, %c : tensor<ui32>
    %3 = stablehlo.remainder %2, %c_0 : tensor<ui32>
    %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
    %5 = stablehlo.convert %4 : (tensor<i32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %11 = "stablehlo.all_to_all"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %14 = stablehlo.add %arg1, %13 : tensor<2x6xf32>
    sdy.return %14, %11 : tensor<2x6xf32>, tensor<4x3xf32>
  } : (tensor<8x6xf32>) -> (tensor<8x6xf32>, tensor<16x3xf32>)
  return %0#0, %0#1 : tensor<8x6xf32>, tensor<16x3xf32>
}
// CHECK-LABEL: func.func public @main(
// CHECK:         sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"model"}, {}]>, <@mesh, [{"model"}, {}]>] manual_axes={"model"} (%arg1: tensor<2x6xf32>) {
// CHECK:           stablehlo.partition_id
// CHECK:           "stablehlo.all_to_all"
// CHECK:           sdy.return
// CHECK-NEXT:    } : (tensor<8x6xf32>) -> (tensor<8x6xf32>, tensor<16x3xf32>)
