// --propagate under Shardy's aggressive strategy (the default) runs its op-priority stages before
// the last one: every op through its pass-through factors only, then through all factors, with a
// broadcast passing layouts backward only in both.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
// The cost-model strategy has no such stages: the bigger operand's contracting split wins there,
// and the broadcast passes its operand's layout forward.
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy fewest-bytes | %filecheck %s --check-prefix=BYTES
module @late_stages attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func public @main(%a: tensor<16x512xf32>,
      %w: tensor<512x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {"y", ?}]>},
      %v: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>})
      -> (tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {"y", ?}]>},
          tensor<16x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}, {}]>}) {
    %0 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<16x512xf32>, tensor<512x8xf32>) -> tensor<16x8xf32>
    %1 = stablehlo.broadcast_in_dim %v, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x8xf32>
    return %0, %2 : tensor<16x8xf32>, tensor<16x4x8xf32>
  }
}

// the rows factor (pass-through) takes "x" from the result before the contracting factor (a
// reduction) can take it from the bigger %w
// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<16x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {?}]>}
// the result's "y" on dim 1 reaches the first broadcast backward before %v's "y" flows forward
// CHECK: stablehlo.broadcast_in_dim %arg2, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"y", ?}]>]>}
// CHECK-NEXT: stablehlo.broadcast_in_dim %{{.*}}, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"y", ?}, {?}]>]>}

// BYTES-LABEL: func.func public @main(
// BYTES-SAME: %arg0: tensor<16x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x", ?}]>}
// BYTES: stablehlo.broadcast_in_dim %arg2, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y", ?}, {?}]>]>}
