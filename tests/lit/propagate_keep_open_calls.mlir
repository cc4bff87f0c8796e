// Shardy's propagation passes on their own (--keep-open) see a call as an op without a rule: no
// layout crosses it unless an sdy.func_data_flow_edge carries it (propagate_func_data_flow_edges.mlir).
// The callee is laid out from within, by its own argument shardings (@foo's %arg0, closed dims
// kept closed; its %arg1 takes what its uses take), the call's result from its uses (the
// constraint on it), and a called function's results keep their shardings as written (Shardy lays
// out only the entry function's). Arguments are passed as they are, with no reshard.
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy=basic | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {?}]>}, %arg1: tensor<8x8xf32>)
    -> (tensor<8x8xf32>, !stablehlo.token) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %t = stablehlo.create_token : !stablehlo.token
  %1:3 = call @foo(%0, %arg1, %t) : (tensor<8x8xf32>, tensor<8x8xf32>, !stablehlo.token) -> (tensor<8x8xf32>, tensor<8x8xf32>, !stablehlo.token)
  %2 = sdy.sharding_constraint %1#1 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  %3 = stablehlo.add %1#0, %2 : tensor<8x8xf32>
  return %3, %1#2 : tensor<8x8xf32>, !stablehlo.token
}
func.func private @foo(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b", ?}]>}, %arg1: tensor<8x8xf32>,
                       %arg2: !stablehlo.token)
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>}, tensor<8x8xf32>, !stablehlo.token) {
  %0 = stablehlo.abs %arg0 : tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<8x8xf32>
  return %1, %arg1, %arg2 : tensor<8x8xf32>, tensor<8x8xf32>, !stablehlo.token
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME:    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>}
// CHECK-NEXT:    %[[ADD:.*]] = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
// CHECK-NEXT:    %[[TOKEN:.*]] = stablehlo.create_token
// CHECK-NEXT:    %[[CALL:.*]]:3 = call @foo(%[[ADD]], %arg1, %[[TOKEN]]) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>, <@mesh, [{?}, {"a", ?}]>, <@mesh, []>]>}
// CHECK-NEXT:    sdy.sharding_constraint %[[CALL]]#1 <@mesh, [{}, {"a"}]>
// CHECK:       func.func private @foo(
// CHECK-SAME:    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b", ?}]>}
// CHECK-SAME:    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"b", ?}]>}
// CHECK-SAME:    %arg2: !stablehlo.token)
// CHECK-SAME:    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>}, tensor<8x8xf32>, !stablehlo.token)
// CHECK-NEXT:    stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?}]>]>}
