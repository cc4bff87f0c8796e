module @jit_random_unsafe_rbg attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<32> : tensor<i32>
    %1 = stablehlo.shift_right_logical %arg1, %0 : tensor<i32>
    %2 = stablehlo.convert %1 : (tensor<i32>) -> tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = sdy.constant dense<-1> : tensor<i32>
    %5 = stablehlo.and %arg1, %4 : tensor<i32>
    %6 = stablehlo.convert %5 : (tensor<i32>) -> tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.concatenate %3, %7, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %9 = stablehlo.concatenate %8, %8, dim = 0 : (tensor<2xui32>, tensor<2xui32>) -> tensor<4xui32>
    %10 = stablehlo.reshape %9 : (tensor<4xui32>) -> tensor<2x2xui32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %11, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<20x4xui32>)
    %12 = stablehlo.slice %output [0:20:10, 0:4] : (tensor<20x4xui32>) -> tensor<2x4xui32>
    %13 = stablehlo.slice %12 [0:1, 0:4] : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %14 = stablehlo.reshape %13 : (tensor<1x4xui32>) -> tensor<4xui32>
    %15 = stablehlo.slice %12 [1:2, 0:4] : (tensor<2x4xui32>) -> tensor<1x4xui32>
    %16 = stablehlo.reshape %15 : (tensor<1x4xui32>) -> tensor<4xui32>
    %17 = call @_normal(%14) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xui32>) -> tensor<8x16xf32>
    %18 = stablehlo.add %arg0, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %19 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %20 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %21 = call @_uniform_0(%16, %19, %20) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %22 = stablehlo.multiply %arg0, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    return %18, %22 : tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @_uniform(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %3, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x16xui32>)
    %4 = sdy.constant dense<9> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %6 = stablehlo.shift_right_logical %output, %5 : tensor<8x16xui32>
    %7 = sdy.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %9 = stablehlo.or %6, %8 : tensor<8x16xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %11 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %13 = stablehlo.subtract %10, %12 : tensor<8x16xf32>
    %14 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<8x16xf32>
    %17 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x16xf32>
    %19 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<8x16xf32>
    return %20 : tensor<8x16xf32>
  }
  func.func private @_normal_real(%arg0: tensor<4xui32>) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<-0.99999994> : tensor<f32>
    %1 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %2 = call @_uniform(%arg0, %0, %1) : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %3 = chlo.erf_inv %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32> -> tensor<8x16xf32>
    %4 = sdy.constant dense<1.41421354> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %6 = stablehlo.multiply %5, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    return %6 : tensor<8x16xf32>
  }
  func.func private @_normal(%arg0: tensor<4xui32>) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = call @_normal_real(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xui32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func private @_uniform_0(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %5, algorithm = DEFAULT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x16xui32>)
    %6 = sdy.constant dense<9> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %8 = stablehlo.shift_right_logical %output, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %9 = sdy.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %11 = stablehlo.or %8, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %12 = stablehlo.bitcast_convert %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %13 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %15 = stablehlo.subtract %12, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %16 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %18 = stablehlo.multiply %15, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %19 = stablehlo.broadcast_in_dim %2, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %20 = stablehlo.add %18, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %21 = stablehlo.broadcast_in_dim %2, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %22 = stablehlo.maximum %21, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    return %22 : tensor<8x16xf32>
  }
}
