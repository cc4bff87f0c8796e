// jax.grad of a 2x2 max pool (select_and_scatter, JAX's form) imports as one op and re-emits as
// itself (select GE: the first maximum of each window). With the batch split the op runs on each
// device's batch, no collective; for IREE it is written as strided slices, selects and interior pads.
// --propagate prints it with the init value it read (an sdy.constant, as Shardy's pipeline does).
// RUN: shardflow-opt %s | filecheck %s --check-prefix=ROUND
// RUN: shardflow-opt %s --propagate | filecheck %s --check-prefix=PROP
// RUN: shardflow-opt %s --partition | filecheck %s --check-prefix=PART
module @pool_grad attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]>
  func.func public @main(%arg0: tensor<2x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<2x2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<2x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %cst) <{padding = dense<0> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x4x4xf32>, tensor<2x2x2xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    return %0 : tensor<2x4x4xf32>
  }
}

// ROUND-LABEL: func.func public @main
// ROUND: "stablehlo.select_and_scatter"(%arg0, %arg1, %{{.*}}) <{padding = dense<0> : tensor<3x2xi64>, window_dimensions = array<i64: 1, 2, 2>, window_strides = array<i64: 1, 2, 2>}>
// ROUND: stablehlo.compare GE, %[[A:.*]], %[[B:.*]], FLOAT
// ROUND: stablehlo.add

// PROP-LABEL: func.func public @main
// PROP-NEXT: %[[Z:.*]] = sdy.constant dense<0.000000e+00> : tensor<f32>
// PROP-NEXT: "stablehlo.select_and_scatter"(%arg0, %arg1, %[[Z]])

// PART-LABEL: func.func public @main(%arg0: tensor<1x4x4xf32>
// PART-NOT: all_gather
// PART-NOT: select_and_scatter
// PART: stablehlo.slice %arg0 [0:1, 0:3:2, 0:3:2] : (tensor<1x4x4xf32>) -> tensor<1x2x2xf32>
// PART: stablehlo.compare GE
// PART: stablehlo.pad %{{.*}}, %{{.*}}, low = [0, 1, 1], high = [0, 0, 0], interior = [0, 1, 1] : (tensor<1x2x2xf32>, tensor<f32>) -> tensor<1x4x4xf32>
// PART: return %{{.*}} : tensor<1x4x4xf32>
