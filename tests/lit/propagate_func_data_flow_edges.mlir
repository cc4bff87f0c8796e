// `sdy.func_data_flow_edge`s (Shardy's marks on a kept call's data flow) are printed back where they
// were read, holding the layouts Shardy's propagation gives them: each edge is a value of its own, so
// the callee's argument edge takes the caller's "a" and, backwards, the constraint's "b"; the
// call-result edge takes the constraint's layout, open. The callee's signature and the call carry
// none (the edges hold them), and the functions keep the module's order. Checked against jaxlib's
// Shardy (sdy-aggressive-propagate on this module).
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func private @scale(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = sdy.func_data_flow_edge %arg0 : tensor<8x4xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"b"}]> : tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}
func.func @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x4xf32> {
  %0 = call @scale(%arg0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %1 = sdy.func_data_flow_edge %0 : tensor<8x4xf32>
  %2 = stablehlo.negate %1 : tensor<8x4xf32>
  return %2 : tensor<8x4xf32>
}
// CHECK-LABEL: func.func private @scale(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:    %[[IN:.*]] = sdy.func_data_flow_edge %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?}]>]>} : tensor<8x4xf32>
// CHECK-NEXT:    %[[C:.*]] = sdy.sharding_constraint %[[IN]] <@mesh, [{}, {"b"}]> : tensor<8x4xf32>
// CHECK-NEXT:    return %[[C]] : tensor<8x4xf32>
// CHECK-LABEL: func.func @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})
// CHECK-SAME:      -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"b", ?}]>}) {
// CHECK-NEXT:    %[[CALL:.*]] = call @scale(%arg0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:    %[[OUT:.*]] = sdy.func_data_flow_edge %[[CALL]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"b", ?}]>]>} : tensor<8x4xf32>
// CHECK-NEXT:    %[[NEG:.*]] = stablehlo.negate %[[OUT]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"b", ?}]>]>} : tensor<8x4xf32>
// CHECK-NEXT:    return %[[NEG]] : tensor<8x4xf32>
