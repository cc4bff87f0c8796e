module @jit_maxpool_grad_spatial attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x8x4xf32> {mhlo.sharding = "{devices=[2,2,1,1]<=[4]}"}, %arg1: tensor<2x4x4x4xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<2x8x8x4xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[1,2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}) {
    %0 = stablehlo.tanh %arg0 : tensor<2x8x8x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x4xf32>
    %2 = stablehlo.subtract %1, %0 : tensor<2x8x8x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %4 = stablehlo.multiply %3, %arg1 : tensor<2x4x4x4xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.pad %0, %cst_1, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x9x9x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = "stablehlo.select_and_scatter"(%5, %4, %cst_2) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %11 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %11 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %11 : tensor<f32>
    }) : (tensor<2x9x9x4xf32>, tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x9x9x4xf32>
    %7 = stablehlo.slice %6 [0:2, 0:8, 0:8, 0:4] : (tensor<2x9x9x4xf32>) -> tensor<2x8x8x4xf32>
    %8 = stablehlo.multiply %7, %2 : tensor<2x8x8x4xf32>
    %9 = stablehlo.multiply %8, %0 : tensor<2x8x8x4xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x8x8x4xf32>
    return %10 : tensor<2x8x8x4xf32>
  }
}
