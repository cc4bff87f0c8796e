// An optimization_barrier (jax.checkpoint writes them) is printed back by --propagate, as Shardy
// keeps it: layouts pass from each operand to its result; where data flow edges read its results
// (Shardy's own input), the edges hold the layouts and the barrier prints none. Compiling drops it
// (it only orders work, and the program is partitioned whole).
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
// RUN: %shardflow-opt %s --partition | %filecheck %s --check-prefix=PARTITION
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {?}]>}, %arg1: tensor<32x96xf32>)
    -> (tensor<32x96xf32>, tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {?}]>}, tensor<32x96xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<32x96xf32>
  %1:2 = stablehlo.optimization_barrier %0, %arg1 : tensor<32x96xf32>, tensor<32x96xf32>
  %2 = sdy.data_flow_edge %1#0 : tensor<32x96xf32>
  %3 = sdy.data_flow_edge %1#1 : tensor<32x96xf32>
  %4 = stablehlo.optimization_barrier %arg0 : tensor<32x96xf32>
  %5 = stablehlo.negate %4 : tensor<32x96xf32>
  return %2, %3, %5 : tensor<32x96xf32>, tensor<32x96xf32>, tensor<32x96xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME:    %arg1: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {?}]>}
// CHECK-NEXT:    %[[ADD:.*]] = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
// CHECK-NEXT:    %[[B:.*]]:2 = stablehlo.optimization_barrier %[[ADD]], %arg1 : tensor<32x96xf32>, tensor<32x96xf32>
// CHECK-NEXT:    %[[E0:.*]] = sdy.data_flow_edge %[[B]]#0 sharding=<@mesh, [{"a", ?}, {?}]>
// CHECK-NEXT:    %[[E1:.*]] = sdy.data_flow_edge %[[B]]#1 sharding=<@mesh, [{"b", ?}, {?}]>
// CHECK-NEXT:    %[[B2:.*]] = stablehlo.optimization_barrier {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>} %arg0
// CHECK-NEXT:    %[[NEG:.*]] = stablehlo.negate %[[B2]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
// CHECK-NEXT:    return %[[E0]], %[[E1]], %[[NEG]]

// PARTITION-NOT: optimization_barrier
