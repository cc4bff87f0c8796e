// --propagate runs backwards too: unannotated arguments are open (JAX semantics), not replicated,
// and take the sharding asked for downstream: %x and %y from the result sharding of the first
// result, %z from a sharding constraint behind a transpose.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
module @back attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%x: tensor<8x16xf32>, %y: tensor<8x16xf32>, %z: tensor<8x16xf32>) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16x8xf32>) {
    %0 = stablehlo.exponential %x : tensor<8x16xf32>
    %1 = stablehlo.add %0, %y : tensor<8x16xf32>
    %2 = stablehlo.tanh %z : tensor<8x16xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"model"}, {}]> : tensor<16x8xf32>
    return %1, %4 : tensor<8x16xf32>, tensor<16x8xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}
// CHECK-SAME: %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}
// CHECK-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}
// CHECK: %[[E:.*]] = stablehlo.exponential %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>}
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[E]], %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>}
// CHECK-NEXT: %[[T:.*]] = stablehlo.tanh %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>}
// CHECK-NEXT: %[[P:.*]] = stablehlo.transpose %[[T]], dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>}
// CHECK-NEXT: %[[C:.*]] = sdy.reshard %[[P]] <@mesh, [{"model"}, {}]>
// CHECK-NEXT: return %[[S]], %[[C]]
