module @jit_while_converge attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg1: tensor<f32> {mhlo.sharding = "{replicated}"}) -> (tensor<i32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<8x16xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[2,1]<=[2]}"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<f32>, tensor<i32>, tensor<8x16xf32>
    cond {
      %c_2 = stablehlo.constant dense<60> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %2 = stablehlo.abs %iterArg_1 : tensor<8x16xf32>
      %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
      %4 = stablehlo.compare GT, %3, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.and %1, %4 : tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %3 = stablehlo.multiply %iterArg_1, %2 : tensor<8x16xf32>
      stablehlo.return %iterArg, %1, %3 : tensor<f32>, tensor<i32>, tensor<8x16xf32>
    }
    return %0#1, %0#2 : tensor<i32>, tensor<8x16xf32>
  }
}
