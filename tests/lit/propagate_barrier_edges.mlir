// Under Shardy's strategies an optimization barrier's operand k and result k are a data flow edge
// of their own, as Shardy sees them, so an axis one pair uses never blocks another pair: "b"
// reaches %arg1 from its result's layout although the other pair holds "b" in dim 1.
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy=basic | %filecheck %s
// RUN: %shardflow-opt %s --propagate | %filecheck %s --check-prefix=PIPE
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @barrier(%arg0: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {?}]>}, %arg1: tensor<32x96xf32>)
    -> (tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"b"}]>},
        tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {?}]>}) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<32x96xf32>
  %1:2 = stablehlo.optimization_barrier %0, %arg1 : tensor<32x96xf32>, tensor<32x96xf32>
  %2 = sdy.data_flow_edge %1#0 : tensor<32x96xf32>
  %3 = sdy.data_flow_edge %1#1 : tensor<32x96xf32>
  return %2, %3 : tensor<32x96xf32>, tensor<32x96xf32>
}
// CHECK-LABEL: func.func @barrier(
// CHECK-SAME:    %arg0: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b", ?}]>}
// CHECK-SAME:    %arg1: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {?}]>}
// CHECK-NEXT:    stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?}]>]>}
// CHECK-NEXT:    %[[B:.*]]:2 = stablehlo.optimization_barrier
// CHECK-NEXT:    sdy.data_flow_edge %[[B]]#0 sharding=<@mesh, [{"a", ?}, {"b", ?}]>
// CHECK-NEXT:    sdy.data_flow_edge %[[B]]#1 sharding=<@mesh, [{"b", ?}, {?}]>

// PIPE-LABEL: func.func @barrier(
// PIPE-SAME:    %arg0: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}
// PIPE-SAME:    %arg1: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>}
