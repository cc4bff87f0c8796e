module @jit_top_k attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8x4xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8x2xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %values, %indices = chlo.top_k(%arg0, k = 4) : tensor<8x32xf32> -> (tensor<8x4xf32>, tensor<8x4xi32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<8x32xf32>
    %6 = stablehlo.exponential %5 : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %10 = stablehlo.divide %6, %9 : tensor<8x32xf32>
    %values_2, %indices_3 = chlo.top_k(%10, k = 2) : tensor<8x32xf32> -> (tensor<8x2xf32>, tensor<8x2xi32>)
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%values_2 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %14 = stablehlo.divide %values_2, %13 : tensor<8x2xf32>
    %15 = stablehlo.convert %indices_3 : (tensor<8x2xi32>) -> tensor<8x2xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x2xf32>
    return %values, %indices, %16 : tensor<8x4xf32>, tensor<8x4xi32>, tensor<8x2xf32>
  }
}
