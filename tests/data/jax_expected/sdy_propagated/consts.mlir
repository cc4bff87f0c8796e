module @jit_consts attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xbf16>) -> (tensor<3x1xf32> {jax.result_info = "result[0]"}, tensor<3x4xf16> {jax.result_info = "result[1]"}, tensor<3x4xbf16> {jax.result_info = "result[2]"}, tensor<3xi64> {jax.result_info = "result[3]"}) {
    %0 = sdy.constant dense<[[1.500000e+00, -2.250000e+00, 3.000000e+00, 9.994500e-04]]> : tensor<1x4xbf16>
    %1 = sdy.constant dense<[9.997550e-02, 1.999510e-01, 6.550400e+04, -0.000000e+00]> : tensor<4xf16>
    %2 = sdy.constant dense<[[true, false, true, true]]> : tensor<1x4xi1>
    %3 = sdy.constant dense<[7, -3, 1099511627776]> : tensor<3xi64>
    %4 = stablehlo.transpose %0, dims = [1, 0] : (tensor<1x4xbf16>) -> tensor<4x1xbf16>
    %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xbf16>, tensor<4x1xbf16>) -> tensor<3x1xf32>
    %6 = stablehlo.convert %arg0 : (tensor<3x4xbf16>) -> tensor<3x4xf16>
    %7 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4xf16>) -> tensor<1x4xf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x4xf16>) -> tensor<3x4xf16>
    %9 = stablehlo.multiply %6, %8 : tensor<3x4xf16>
    %10 = sdy.constant dense<0> : tensor<i64>
    %11 = call @_where(%2, %arg0, %10) : (tensor<1x4xi1>, tensor<3x4xbf16>, tensor<i64>) -> tensor<3x4xbf16>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %13 = stablehlo.add %3, %12 : tensor<3xi64>
    return %5, %9, %11, %13 : tensor<3x1xf32>, tensor<3x4xf16>, tensor<3x4xbf16>, tensor<3xi64>
  }
  func.func private @_where(%arg0: tensor<1x4xi1>, %arg1: tensor<3x4xbf16>, %arg2: tensor<i64>) -> tensor<3x4xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x4xi1>) -> tensor<3x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<3x4xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<3x4xi1>, tensor<3x4xbf16>
    return %3 : tensor<3x4xbf16>
  }
}
