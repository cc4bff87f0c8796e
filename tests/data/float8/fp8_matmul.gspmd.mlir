module @jit_fp8_matmul attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg1: tensor<32x16xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg2: tensor<f32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<f32> {mhlo.sharding = "{replicated}"}) -> (tensor<8x16xf32> {jax.result_info = "result[0]"}, tensor<8x16xf8E5M2> {jax.result_info = "result[1]"}, tensor<8xf8E4M3FN> {jax.result_info = "result[2]"}, tensor<8x32xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.divide %arg0, %0 : tensor<8x32xf32>
    %2 = stablehlo.convert %1 : (tensor<8x32xf32>) -> tensor<8x32xf8E4M3FN>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %4 = stablehlo.divide %arg1, %3 : tensor<32x16xf32>
    %5 = stablehlo.convert %4 : (tensor<32x16xf32>) -> tensor<32x16xf8E4M3FN>
    %6 = stablehlo.dot_general %2, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf8E4M3FN>, tensor<32x16xf8E4M3FN>) -> tensor<8x16xf32>
    %7 = stablehlo.multiply %arg2, %arg3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<8x16xf32>
    %10 = stablehlo.convert %9 : (tensor<8x16xf32>) -> tensor<8x16xf8E5M2>
    %11 = stablehlo.abs %2 : tensor<8x32xf8E4M3FN>
    %cst = stablehlo.constant dense<-4.480000e+02> : tensor<f8E4M3FN>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x32xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<8xf8E4M3FN>
    %13 = stablehlo.multiply %2, %2 : tensor<8x32xf8E4M3FN>
    %14 = stablehlo.convert %13 : (tensor<8x32xf8E4M3FN>) -> tensor<8x32xf32>
    return %9, %10, %12, %14 : tensor<8x16xf32>, tensor<8x16xf8E5M2>, tensor<8xf8E4M3FN>, tensor<8x32xf32>
  }
}
