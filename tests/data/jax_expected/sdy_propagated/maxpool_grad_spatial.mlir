module @jit_maxpool_grad_spatial attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2x8x8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg1: tensor<2x4x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}) -> (tensor<2x8x8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}]>}) {
    %0 = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x8x8x4xf32>
    %1 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x8x8x4xf32>
    %3 = stablehlo.subtract %2, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x8x8x4xf32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x4x4x4xf32>
    %5 = stablehlo.multiply %4, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<2x4x4x4xf32>
    %6 = sdy.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.pad %0, %6, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x9x9x4xf32>
    %8 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %9 = "stablehlo.select_and_scatter"(%7, %5, %8) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %14 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %14 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %14 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x9x9x4xf32>, tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x9x9x4xf32>
    %10 = stablehlo.slice %9 [0:2, 0:8, 0:8, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x9x9x4xf32>) -> tensor<2x8x8x4xf32>
    %11 = stablehlo.multiply %10, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x8x8x4xf32>
    %12 = stablehlo.multiply %11, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x8x8x4xf32>
    %13 = stablehlo.add %11, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x8x8x4xf32>
    return %13 : tensor<2x8x8x4xf32>
  }
}
