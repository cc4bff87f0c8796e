module @jit_conv_spatial attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x32x8x4xf32> {mhlo.sharding = "{devices=[1,4,1,1]<=[4]}"}, %arg1: tensor<3x3x4x8xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<3x3x8x8xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<2x16x4x8xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,4,1,1]<=[4]}"}, tensor<2x32x8x4xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[1,4,1,1]<=[4]}"}, tensor<3x3x4x8xf32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}, tensor<3x3x8x8xf32> {jax.result_info = "result[3]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x32x8x8xf32>
    %1 = call @relu(%0) : (tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x8x8xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<2x32x8x8xf32>, tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xi1>
    %4 = stablehlo.convolution(%1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x16x4x8xf32>
    %5 = stablehlo.convolution(%1, %4) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<2x16x4x8xf32>) -> tensor<3x3x8x8xf32>
    %6 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x8x8xf32>
    %7 = stablehlo.convolution(%4, %6) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x32x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x8x8xf32>
    %9 = stablehlo.select %3, %7, %8 : tensor<2x32x8x8xi1>, tensor<2x32x8x8xf32>
    %10 = stablehlo.convolution(%arg0, %9) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x4xf32>, tensor<2x32x8x8xf32>) -> tensor<3x3x4x8xf32>
    %11 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x4x8xf32>
    %12 = stablehlo.convolution(%9, %11) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x8x8xf32>, tensor<3x3x4x8xf32>) -> tensor<2x32x8x4xf32>
    return %4, %12, %10, %5 : tensor<2x16x4x8xf32>, tensor<2x32x8x4xf32>, tensor<3x3x4x8xf32>, tensor<3x3x8x8xf32>
  }
  func.func private @relu(%arg0: tensor<2x32x8x8xf32>) -> tensor<2x32x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x8x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x32x8x8xf32>
    return %1 : tensor<2x32x8x8xf32>
  }
}
