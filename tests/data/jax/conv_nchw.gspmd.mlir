module @jit_conv_nchw attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4x9x9xf32> {mhlo.sharding = "{devices=[2,1,1,1,2]<=[4] last_tile_dim_replicate}"}, %arg1: tensor<6x2x3x3xf32> {mhlo.sharding = "{devices=[2,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}) -> (tensor<4x6x8x5xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[2,2,1,1]<=[4]}"}, tensor<6x2x3x3xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[2,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[2, 1], [1, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x9x9xf32>, tensor<6x2x3x3xf32>) -> tensor<4x6x8x5xf32>
    %1 = stablehlo.tanh %0 : tensor<4x6x8x5xf32>
    %2 = stablehlo.convolution(%arg0, %1) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [2, 1], pad = [[2, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x9x9xf32>, tensor<4x6x8x5xf32>) -> tensor<6x2x3x3xf32>
    return %0, %2 : tensor<4x6x8x5xf32>, tensor<6x2x3x3xf32>
  }
}
