// --propagate through reshape (Shardy factor rules): a sharding on the major factor of a merged or
// split dimension carries over, forwards and backwards; one on a minor factor cannot be expressed
// on the merged dimension (the shards would be strided), so that result is replicated.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
module @reshape attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %y: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %z: tensor<4x8x4xf32>) -> (tensor<128xf32>, tensor<4x2x16xf32>, tensor<128xf32>, tensor<32x4xf32>) {
    %0 = stablehlo.reshape %x : (tensor<8x16xf32>) -> tensor<128xf32>
    %1 = stablehlo.reshape %0 : (tensor<128xf32>) -> tensor<4x2x16xf32>
    %2 = stablehlo.reshape %y : (tensor<8x16xf32>) -> tensor<128xf32>
    %3 = stablehlo.reshape %z : (tensor<4x8x4xf32>) -> tensor<32x4xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"model"}, {}]> : tensor<32x4xf32>
    return %0, %1, %2, %4 : tensor<128xf32>, tensor<4x2x16xf32>, tensor<128xf32>, tensor<32x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// backwards: 32 = 4 x 8, the constraint's split of dim 0 lands on %z's major dim of size 4
// CHECK-SAME: %arg2: tensor<4x8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}
// CHECK: %[[M:.*]] = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8x16xf32>) -> tensor<128xf32>
// CHECK-NEXT: stablehlo.reshape %[[M]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<128xf32>) -> tensor<4x2x16xf32>
// CHECK-NEXT: stablehlo.reshape %arg1 : (tensor<8x16xf32>) -> tensor<128xf32>
// CHECK-NEXT: stablehlo.reshape %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<4x8x4xf32>) -> tensor<32x4xf32>
