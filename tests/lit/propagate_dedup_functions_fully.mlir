// --dedup-functions-fully (an option of Shardy's propagation pipeline): one function per callee,
// under its own name and in the module's order. Its calls are propagated as one body (each call's
// copy of @g is kept in step with the others), so @g takes "x" from the first call and "y" from
// the second, and each call reshards what it passes where that differs (%arg0, right after it is
// made). Checked against jaxlib's sdy-propagation-pipeline{dedup-functions-fully=true}.
// RUN: %shardflow-opt %s --propagate --dedup-functions-fully | %filecheck %s
// RUN: not %shardflow-opt %s --dedup-functions-fully 2>&1 | %filecheck %s --check-prefix=ALONE
// RUN: not %shardflow-opt %s --propagate --keep-open --dedup-functions-fully 2>&1 | %filecheck %s --check-prefix=ALONE
sdy.mesh @m = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = call @g(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.negate %arg1 : tensor<8x8xf32>
  %2 = call @g(%1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}
func.func private @g(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.abs %a : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME:    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>})
// CHECK-NEXT:    %[[R:.*]] = sdy.reshard %arg0 <@m, [{"x"}, {"y"}]> : tensor<8x8xf32>
// CHECK-NEXT:    %[[C0:.*]] = call @g(%[[R]]) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {"y"}]>]>}
// CHECK-NEXT:    %[[N:.*]] = stablehlo.negate %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {"y"}]>]>}
// CHECK-NEXT:    %[[C1:.*]] = call @g(%[[N]]) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {"y"}]>]>}
// CHECK-NEXT:    return %[[C0]], %[[C1]]
// CHECK-LABEL: func.func private @g(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>})
// CHECK-SAME:    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>})
// CHECK-NEXT:    stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {"y"}]>]>}
// CHECK-NOT:   func.func

// ALONE: error: --dedup-functions-fully is an option of the propagation pipeline --propagate runs: add --propagate, without --keep-open
