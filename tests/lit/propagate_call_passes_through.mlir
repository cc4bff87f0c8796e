// A callee that returns its argument as it came (here called twice on one value) prints back as
// written: each call's result is a value of its own, so the second call still reads %0, not the
// first call's result. Checked against jaxlib's Shardy (sdy-propagation-pipeline on this module).
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> (tensor<8x2xf32>, tensor<8x2xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<8x2xf32>
  %1 = call @same(%0) : (tensor<8x2xf32>) -> tensor<8x2xf32>
  %2 = call @same(%0) : (tensor<8x2xf32>) -> tensor<8x2xf32>
  %3 = stablehlo.add %1, %2 : tensor<8x2xf32>
  return %3, %0 : tensor<8x2xf32>, tensor<8x2xf32>
}
func.func private @same(%arg0: tensor<8x2xf32>) -> tensor<8x2xf32> {
  return %arg0 : tensor<8x2xf32>
}
// CHECK-LABEL: func.func @main(%arg0: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})
// CHECK-NEXT:    %[[NEG:.*]] = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x2xf32>
// CHECK-NEXT:    %[[C1:.*]] = call @same(%[[NEG]]) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : (tensor<8x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT:    %[[C2:.*]] = call @same(%[[NEG]]) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : (tensor<8x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT:    %[[ADD:.*]] = stablehlo.add %[[C1]], %[[C2]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x2xf32>
// CHECK-NEXT:    return %[[ADD]], %[[NEG]] : tensor<8x2xf32>, tensor<8x2xf32>
// CHECK:       func.func private @same(%arg0: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> (tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) {
// CHECK-NEXT:    return %arg0 : tensor<8x2xf32>
