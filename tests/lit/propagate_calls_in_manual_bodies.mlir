// Calls in a manual computation's body stay calls when --propagate prints the module, as Shardy's
// pipeline leaves them (jaxlib 0.10.2 prints this output): in a fully manual body with no layout, in a
// partially manual one with the free axes' layout on the call and on its function's signature.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func private @relu(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
  %1 = stablehlo.maximum %arg0, %0 : tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func private @double(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
func.func public @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>] manual_axes={"data", "model"} (%arg1: tensor<4x4xf32>) {
    %1 = stablehlo.negate %arg1 : tensor<4x4xf32>
    sdy.return %1 : tensor<4x4xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {?}]>] manual_axes={"data"} (%arg1: tensor<4x8xf32>) {
    %3 = func.call @relu(%arg1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    sdy.return %3 : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %4 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {"model"}]>] out_shardings=[<@mesh, [{}, {"model"}]>] manual_axes={"model"} (%arg1: tensor<8x4xf32>) {
    %5 = func.call @double(%arg1) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %6 = stablehlo.multiply %5, %arg1 : tensor<8x4xf32>
    sdy.return %6 : tensor<8x4xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %7 = stablehlo.add %2, %4 : tensor<8x8xf32>
  return %0, %7 : tensor<8x8xf32>, tensor<8x8xf32>
}

// CHECK-LABEL: func.func public @main(
// CHECK:      sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>] manual_axes={"data"} (%arg1: tensor<4x8xf32>) {
// CHECK-NEXT:   %[[R:.*]] = func.call @relu(%arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:   sdy.return %[[R]] : tensor<4x8xf32>
// CHECK:      manual_axes={"model"} (%arg1: tensor<8x4xf32>) {
// CHECK-NEXT:   %[[D:.*]] = func.call @double(%arg1) : (tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:   stablehlo.multiply %[[D]], %arg1 : tensor<8x4xf32>
// CHECK:      func.func private @relu(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
// CHECK-NEXT:   sdy.constant
// CHECK-NEXT:   stablehlo.broadcast_in_dim
// CHECK-NEXT:   stablehlo.maximum %arg0
// CHECK:      func.func private @double(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:   stablehlo.add %arg0, %arg0 : tensor<8x4xf32>
