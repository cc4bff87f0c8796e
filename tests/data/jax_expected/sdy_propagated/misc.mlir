module @jit_misc attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<i32>) -> (tensor<8x4xf32> {jax.result_info = "result[0]"}, tensor<4x32xf32> {jax.result_info = "result[1]"}, tensor<8x16xf32> {jax.result_info = "result[2]"}, tensor<1x16xi32> {jax.result_info = "result[3]"}, tensor<8x16xf32> {jax.result_info = "result[4]"}, tensor<8xi1> {jax.result_info = "result[5]"}, tensor<i1> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.slice %0 [0:8, 2:10:2] : (tensor<8x32xf32>) -> tensor<8x4xf32>
    %2 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %3 = stablehlo.exponential %arg0 : tensor<8x16xf32>
    %4 = stablehlo.abs %arg1 : tensor<8x16xf32>
    %5 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x16xf32>
    %8 = stablehlo.log %7 : tensor<8x16xf32>
    %9 = call @_where(%2, %3, %8) : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<16x8xf32>) -> tensor<4x32xf32>
    %12 = stablehlo.negate %arg0 : tensor<8x16xf32>
    %13 = stablehlo.exponential %12 : tensor<8x16xf32>
    %14 = stablehlo.add %6, %13 : tensor<8x16xf32>
    %15 = stablehlo.divide %6, %14 : tensor<8x16xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<8x16xf32>
    %17 = stablehlo.abs %arg0 : tensor<8x16xf32>
    %18 = stablehlo.sqrt %17 : tensor<8x16xf32>
    %19 = stablehlo.abs %arg1 : tensor<8x16xf32>
    %20 = stablehlo.add %19, %6 : tensor<8x16xf32>
    %21 = stablehlo.rsqrt %20 : tensor<8x16xf32>
    %22 = stablehlo.divide %18, %21 : tensor<8x16xf32>
    %23 = stablehlo.subtract %16, %22 : tensor<8x16xf32>
    %24 = stablehlo.iota dim = 0 : tensor<16xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %26 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %27 = stablehlo.add %25, %26 : tensor<1x16xi32>
    %28 = stablehlo.negate %arg1 : tensor<8x16xf32>
    %29 = stablehlo.minimum %arg0, %28 : tensor<8x16xf32>
    %30 = stablehlo.convert %29 : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %31 = stablehlo.convert %30 : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %32 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %34 = stablehlo.compare GT, %arg0, %33, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %35 = sdy.constant dense<false> : tensor<i1>
    %36 = stablehlo.reduce(%34 init: %35) applies stablehlo.or across dimensions = [1] : (tensor<8x16xi1>, tensor<i1>) -> tensor<8xi1>
    %37 = stablehlo.compare GT, %arg0, %33, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %38 = sdy.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%37 init: %38) applies stablehlo.and across dimensions = [0, 1] : (tensor<8x16xi1>, tensor<i1>) -> tensor<i1>
    return %1, %11, %23, %27, %31, %36, %39 : tensor<8x4xf32>, tensor<4x32xf32>, tensor<8x16xf32>, tensor<1x16xi32>, tensor<8x16xf32>, tensor<8xi1>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x16xi1>, tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
