// --propagate prints a reduce_window with the init value it read, as Shardy does (JAX's cumsum
// writes a broadcast of its 0 as the init): the constant the input wrote, an sdy.constant, also
// when it is not the reducer's identity (one op, not a window and a maximum); compiling folds the
// init in instead.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --partition | %filecheck %s --check-prefix=PART
sdy.mesh @mesh = <["data"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16xf32>, tensor<8x8xf32>) {
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 16>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %2 = "stablehlo.reduce_window"(%arg0, %one) <{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x8xf32>
  return %1, %2 : tensor<8x16xf32>, tensor<8x8xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[Z:.*]] = sdy.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[ZB:.*]] = stablehlo.broadcast_in_dim %[[Z]], dims = [] : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: "stablehlo.reduce_window"(%arg0, %[[ZB]])
// CHECK: stablehlo.add
// CHECK: }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
// CHECK-NEXT: %[[ONE:.*]] = sdy.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: "stablehlo.reduce_window"(%arg0, %[[ONE]])
// CHECK: stablehlo.maximum
// CHECK: }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x8xf32>

// PART-LABEL: func.func public @main(
// PART: %[[W:.*]] = "stablehlo.reduce_window"(%arg0, %{{.*}})
// PART: stablehlo.maximum %[[W]], %{{.*}} : tensor<4x8xf32>
