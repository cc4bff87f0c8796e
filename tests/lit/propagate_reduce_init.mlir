// --propagate prints a reduce with the init value it read, as Shardy does: the constant the input
// wrote (an sdy.constant per use, as Shardy's pipeline splits constants), also when it is not the
// reducer's identity (one op, not a reduce and an add); compiling folds the init in instead.
// Checked against jaxlib's sdy-propagation-pipeline.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  %2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %3 = stablehlo.reduce(%arg0 init: %2) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  %4 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
  %5 = stablehlo.add %arg0, %4 : tensor<8x16xf32>
  return %1, %3, %5 : tensor<8xf32>, tensor<8xf32>, tensor<8x16xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT:    %[[Z:.*]] = sdy.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    stablehlo.reduce(%arg0 init: %[[Z]]) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}
// CHECK-NEXT:    %[[ONE:.*]] = sdy.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    stablehlo.reduce(%arg0 init: %[[ONE]]) applies stablehlo.maximum across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}
// CHECK-NEXT:    %[[B:.*]] = stablehlo.broadcast_in_dim %[[Z]], dims = []
// CHECK-NEXT:    stablehlo.add %arg0, %[[B]]

// OPEN:        %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// OPEN-NEXT:   stablehlo.reduce(%arg0 init: %[[Z]]) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}]>]>}
// OPEN-NEXT:   %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// OPEN-NEXT:   stablehlo.reduce(%arg0 init: %[[ONE]]) applies stablehlo.maximum
// OPEN-NEXT:   stablehlo.broadcast_in_dim %[[Z]], dims = []
