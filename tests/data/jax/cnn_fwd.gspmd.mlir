module @jit_cnn_fwd attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {mhlo.sharding = "{devices=[1,1,1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<16xf32> {mhlo.sharding = "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<3x3x1x16xf32> {mhlo.sharding = "{devices=[1,1,1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<3x3x16x32xf32> {mhlo.sharding = "{devices=[1,1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<32x10xf32> {mhlo.sharding = "{replicated}"}, %arg6: tensor<10xf32> {mhlo.sharding = "{replicated}"}, %arg7: tensor<4x8x8x3xf32> {mhlo.sharding = "{devices=[2,1,1,1,2]<=[4] last_tile_dim_replicate}"}) -> (tensor<4x10xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) {
    %0 = stablehlo.convolution(%arg7, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<4x8x8x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x8x8x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x8x8x16xf32>
    %4 = call @relu(%3) : (tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xf32>
    %5 = stablehlo.convolution(%4, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x16xf32>, tensor<3x3x1x16xf32>) -> tensor<4x8x8x16xf32>
    %6 = call @relu(%5) : (tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%6, %7) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %23 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %23 : tensor<f32>
    }) : (tensor<4x8x8x16xf32>, tensor<f32>) -> tensor<4x4x4x16xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4x4x16xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x4x4x16xf32>
    %11 = stablehlo.convolution(%10, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x4x16xf32>, tensor<3x3x16x32xf32>) -> tensor<4x2x2x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<4x2x2x32xf32>
    %14 = stablehlo.add %11, %13 : tensor<4x2x2x32xf32>
    %15 = call @relu_0(%14) : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x2x2x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %18 = stablehlo.divide %16, %17 : tensor<4x32xf32>
    %19 = stablehlo.dot_general %18, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x10xf32>) -> tensor<4x10xf32>
    %20 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %22 = stablehlo.add %19, %21 : tensor<4x10xf32>
    return %22 : tensor<4x10xf32>
  }
  func.func private @relu(%arg0: tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8x8x16xf32>
    return %1 : tensor<4x8x8x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<4x2x2x32xf32>) -> tensor<4x2x2x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2x2x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x2x2x32xf32>
    return %1 : tensor<4x2x2x32xf32>
  }
}
