// Shardy's pipeline export evens every function's arguments and results (its
// update-non-divisible-input-output-shardings pass), called functions' too: per dimension, the
// axes before the first that does not divide what the ones before it leave. The one-row slice
// takes "data" from its operand, but @flip's argument and result, and the call's result, keep only
// "model"; the caller reshards what it passes, and the call's result is used as it is (also when
// functions are deduplicated fully): passed on to @negate, whose argument is evened alike, it
// needs no reshard (the result as printed, not as propagated, is what is passed).
// RUN: %shardflow-opt %s --propagate | %filecheck %s --check-prefixes=CHECK,PIPELINE
// RUN: %shardflow-opt %s --propagate --dedup-functions-fully | %filecheck %s --check-prefixes=CHECK,DEDUP
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func @main(%arg0: tensor<8x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>})
    -> (tensor<8x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
  %0 = stablehlo.slice %arg0 [1:2, 0:12] : (tensor<8x12xf32>) -> tensor<1x12xf32>
  %1 = call @flip(%0) : (tensor<1x12xf32>) -> tensor<1x12xf32>
  %2 = call @negate(%1) : (tensor<1x12xf32>) -> tensor<1x12xf32>
  %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<8x12xf32>
  %4 = stablehlo.add %3, %arg0 : tensor<8x12xf32>
  return %4 : tensor<8x12xf32>
}
func.func private @flip(%arg0: tensor<1x12xf32>) -> tensor<1x12xf32> {
  %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x12xf32>
  return %0 : tensor<1x12xf32>
}
func.func private @negate(%arg0: tensor<1x12xf32>) -> tensor<1x12xf32> {
  %0 = stablehlo.negate %arg0 : tensor<1x12xf32>
  return %0 : tensor<1x12xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-NEXT:    %[[SLICE:.*]] = stablehlo.slice %arg0 [1:2, 0:12] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>}
// CHECK-NEXT:    %[[PASSED:.*]] = sdy.reshard %[[SLICE]] <@mesh, [{}, {"model"}]>
// CHECK-NEXT:    %[[CALL:.*]] = call @flip(%[[PASSED]]) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>}
// CHECK-NEXT:    %[[NEG:.*]] = call @negate(%[[CALL]]) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>}
// CHECK-NEXT:    stablehlo.broadcast_in_dim %[[NEG]], dims = [0, 1]
// DEDUP:       func.func private @negate(%arg0: tensor<1x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>})
// CHECK:       func.func private @flip(%arg0: tensor<1x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>})
// CHECK-SAME:    -> (tensor<1x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>})
// CHECK-NEXT:    stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>}
// PIPELINE:    func.func private @negate(%arg0: tensor<1x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>})
