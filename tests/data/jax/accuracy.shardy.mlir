module @jit_accuracy attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<f32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = call @argmax(%arg0) : (tensor<8x16xf32>) -> tensor<8xi32>
    %1 = stablehlo.compare EQ, %0, %arg1, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %2 = stablehlo.convert %1 : (tensor<8xi1>) -> tensor<8xi32>
    %3 = stablehlo.convert %2 : (tensor<8xi32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %5 = stablehlo.divide %4, %cst_0 : tensor<f32>
    return %5 : tensor<f32>
  }
  func.func private @argmax(%arg0: tensor<8x16xf32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x16xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x16xf32>, tensor<8x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
}
