module @jit_maxpool_grad attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x8x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg1: tensor<4x4x4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<4x8x8x3xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, tensor<4x8x8x3xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4x3xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<4x4x4x3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.pad %arg0, %cst_0, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<4x8x8x3xf32>, tensor<f32>) -> tensor<4x9x9x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = "stablehlo.select_and_scatter"(%2, %1, %cst_1) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %10 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %10 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<4x9x9x3xf32>, tensor<4x4x4x3xf32>, tensor<f32>) -> tensor<4x9x9x3xf32>
    %4 = stablehlo.slice %3 [0:4, 0:8, 0:8, 0:3] : (tensor<4x9x9x3xf32>) -> tensor<4x8x8x3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4x4x3xf32>
    %6 = stablehlo.multiply %5, %arg1 : tensor<4x4x4x3xf32>
    %cst_3 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %7 = stablehlo.pad %arg0, %cst_3, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<4x8x8x3xf32>, tensor<f32>) -> tensor<4x9x9x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = "stablehlo.select_and_scatter"(%7, %6, %cst_4) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %10 = stablehlo.compare LE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %10 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<4x9x9x3xf32>, tensor<4x4x4x3xf32>, tensor<f32>) -> tensor<4x9x9x3xf32>
    %9 = stablehlo.slice %8 [0:4, 0:8, 0:8, 0:3] : (tensor<4x9x9x3xf32>) -> tensor<4x8x8x3xf32>
    return %4, %9 : tensor<4x8x8x3xf32>, tensor<4x8x8x3xf32>
  }
}
