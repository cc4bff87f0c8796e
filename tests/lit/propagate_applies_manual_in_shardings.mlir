// --propagate runs Shardy's import pipeline first, which gives a fully closed in_sharding of a
// manual computation to the operand it names, as it does a closed sharding constraint's
// (sdy-apply-sharding-constraints): %0's closed, replicated layout then keeps the add's "model" out
// of it. An in_sharding with an open dimension does not apply (%arg2), nor does one where another
// manual computation or constraint names the value otherwise (%arg3); alike ones do (%arg4).
// With --keep-open (the propagation passes alone) none applies.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>},
                       %arg2: tensor<4x4xf32>, %arg3: tensor<4x4xf32>, %arg4: tensor<4x4xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<4x4xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<4x4xf32>
  %2 = sdy.manual_computation(%0, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {?}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {"model"}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"data"} (%a0: tensor<4x4xf32>, %a1: tensor<4x4xf32>, %a2: tensor<4x4xf32>, %a3: tensor<4x4xf32>) {
    %5 = stablehlo.add %a0, %a1 : tensor<4x4xf32>
    sdy.return %5 : tensor<4x4xf32>
  } : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = sdy.manual_computation(%arg3) in_shardings=[<@mesh, [{}, {"model"}]>] out_shardings=[<@mesh, [{}, {"model"}]>] manual_axes={"model"} (%b0: tensor<4x2xf32>) {
    sdy.return %b0 : tensor<4x2xf32>
  } : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %4 = sdy.sharding_constraint %arg4 <@mesh, [{}, {"model"}]> : tensor<4x4xf32>
  %6 = stablehlo.abs %arg2 : tensor<4x4xf32>
  %7 = stablehlo.abs %arg3 : tensor<4x4xf32>
  return %1, %2, %3, %4, %6, %7 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<4x4xf32>, %arg3: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>})
// CHECK-NEXT: %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>}
// CHECK-NEXT: %1 = stablehlo.add %0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>}
// CHECK: %5 = stablehlo.abs %arg2 : tensor<4x4xf32>
// CHECK-NEXT: %6 = stablehlo.abs %arg3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>}

// OPEN: %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}, {?}]>]>}
