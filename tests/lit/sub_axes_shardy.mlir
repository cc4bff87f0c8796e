// Shardy sub-axes: "a":(1)2 is the major half of axis "a", "a":(2)2 its minor half. The mesh is
// refined internally into two axes; printing joins them back, and a dimension that gets both halves
// in order prints as the whole axis.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @mesh = <["a"=4, "b"=2]>
func.func @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a":(1)2}, {"a":(2)2, "b"}]>},
                %arg1: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {}]>}) -> (tensor<4x4xf32>, tensor<8x2xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<4x4xf32>
  %1 = stablehlo.abs %arg1 : tensor<8x2xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<8x2xf32>
}
// CHECK: sdy.mesh @mesh = <["a"=4, "b"=2]>
// CHECK: %arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a":(1)2}, {"a":(2)2, "b"}]>}
// CHECK-SAME: %arg1: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {}]>}
// CHECK: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a":(1)2}, {"a":(2)2, "b"}]>]>}
// CHECK: stablehlo.abs %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b"}, {}]>]>}
