module @jit_cnn_fwd attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg2: tensor<3x3x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg3: tensor<3x3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<32x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<4x8x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<4x10xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.convolution(%arg7, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<4x8x8x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<1x1x1x16xf32>) -> tensor<4x8x8x16xf32>
    %3 = stablehlo.add %0, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<4x8x8x16xf32>
    %4 = call @relu(%3) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xf32>
    %5 = stablehlo.convolution(%4, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>, tensor<3x3x1x16xf32>) -> tensor<4x8x8x16xf32>
    %6 = call @relu(%5) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xf32>
    %7 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.reduce_window"(%6, %8) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %25 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %25 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>, tensor<f32>) -> tensor<4x4x4x16xf32>
    %10 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x4x4x16xf32>
    %12 = stablehlo.divide %9, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<4x4x4x16xf32>
    %13 = stablehlo.convolution(%12, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x4x4x16xf32>, tensor<3x3x16x32xf32>) -> tensor<4x2x2x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<1x1x1x32xf32>) -> tensor<4x2x2x32xf32>
    %16 = stablehlo.add %13, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x2x2x32xf32>
    %17 = call @relu_0_1(%16) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32xf32>
    %18 = stablehlo.reduce(%17 init: %7) applies stablehlo.add across dimensions = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x2x2x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %19 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x32xf32>
    %20 = stablehlo.divide %18, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x32xf32>
    %21 = stablehlo.dot_general %20, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32xf32>, tensor<32x10xf32>) -> tensor<4x10xf32>
    %22 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %24 = stablehlo.add %21, %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x10xf32>
    return %24 : tensor<4x10xf32>
  }
  func.func private @relu(%arg0: tensor<4x8x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {"model"}]>}) -> (tensor<4x8x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {"model"}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<4x8x8x16xf32>
    return %2 : tensor<4x8x8x16xf32>
  }
  func.func private @relu_0_1(%arg0: tensor<4x2x2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<4x2x2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x2x2x32xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x2x2x32xf32>
    return %2 : tensor<4x2x2x32xf32>
  }
}
