module @jit_maxpool_grad attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x8x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg1: tensor<4x4x4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<4x8x8x3xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, tensor<4x8x8x3xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) {
    %0 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x4x4x3xf32>
    %2 = stablehlo.multiply %1, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x4x4x3xf32>
    %3 = sdy.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.pad %arg0, %3, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x8x8x3xf32>, tensor<f32>) -> tensor<4x9x9x3xf32>
    %5 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %6 = "stablehlo.select_and_scatter"(%4, %2, %5) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %13 = stablehlo.compare GE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %13 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %13 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x9x9x3xf32>, tensor<4x4x4x3xf32>, tensor<f32>) -> tensor<4x9x9x3xf32>
    %7 = stablehlo.slice %6 [0:4, 0:8, 0:8, 0:3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x9x9x3xf32>) -> tensor<4x8x8x3xf32>
    %8 = stablehlo.multiply %1, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x4x4x3xf32>
    %9 = sdy.constant dense<0x7F800000> : tensor<f32>
    %10 = stablehlo.pad %arg0, %9, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x8x8x3xf32>, tensor<f32>) -> tensor<4x9x9x3xf32>
    %11 = "stablehlo.select_and_scatter"(%10, %8, %5) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %13 = stablehlo.compare LE, %arg2, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %13 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %13 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x9x9x3xf32>, tensor<4x4x4x3xf32>, tensor<f32>) -> tensor<4x9x9x3xf32>
    %12 = stablehlo.slice %11 [0:4, 0:8, 0:8, 0:3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x9x9x3xf32>) -> tensor<4x8x8x3xf32>
    return %7, %12 : tensor<4x8x8x3xf32>, tensor<4x8x8x3xf32>
  }
}
