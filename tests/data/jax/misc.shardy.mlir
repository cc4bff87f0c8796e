module @jit_misc attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<i32>) -> (tensor<8x4xf32> {jax.result_info = "result[0]"}, tensor<4x32xf32> {jax.result_info = "result[1]"}, tensor<8x16xf32> {jax.result_info = "result[2]"}, tensor<1x16xi32> {jax.result_info = "result[3]"}, tensor<8x16xf32> {jax.result_info = "result[4]"}, tensor<8xi1> {jax.result_info = "result[5]"}, tensor<i1> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.slice %0 [0:8, 2:10:2] : (tensor<8x32xf32>) -> tensor<8x4xf32>
    %2 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %3 = stablehlo.exponential %arg0 : tensor<8x16xf32>
    %4 = stablehlo.abs %arg1 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %6 = stablehlo.add %4, %5 : tensor<8x16xf32>
    %7 = stablehlo.log %6 : tensor<8x16xf32>
    %8 = call @_where(%2, %3, %7) : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<16x8xf32>) -> tensor<4x32xf32>
    %11 = stablehlo.negate %arg0 : tensor<8x16xf32>
    %12 = stablehlo.exponential %11 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %14 = stablehlo.add %13, %12 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %16 = stablehlo.divide %15, %14 : tensor<8x16xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<8x16xf32>
    %18 = stablehlo.abs %arg0 : tensor<8x16xf32>
    %19 = stablehlo.sqrt %18 : tensor<8x16xf32>
    %20 = stablehlo.abs %arg1 : tensor<8x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x16xf32>
    %23 = stablehlo.rsqrt %22 : tensor<8x16xf32>
    %24 = stablehlo.divide %19, %23 : tensor<8x16xf32>
    %25 = stablehlo.subtract %17, %24 : tensor<8x16xf32>
    %26 = stablehlo.iota dim = 0 : tensor<16xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %29 = stablehlo.add %27, %28 : tensor<1x16xi32>
    %30 = stablehlo.negate %arg1 : tensor<8x16xf32>
    %31 = stablehlo.minimum %arg0, %30 : tensor<8x16xf32>
    %32 = stablehlo.convert %31 : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %33 = stablehlo.convert %32 : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %35 = stablehlo.compare GT, %arg0, %34, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<8x16xi1>, tensor<i1>) -> tensor<8xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %38 = stablehlo.compare GT, %arg0, %37, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_5) applies stablehlo.and across dimensions = [0, 1] : (tensor<8x16xi1>, tensor<i1>) -> tensor<i1>
    return %1, %10, %25, %29, %33, %36, %39 : tensor<8x4xf32>, tensor<4x32xf32>, tensor<8x16xf32>, tensor<1x16xi32>, tensor<8x16xf32>, tensor<8xi1>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x16xi1>, tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
