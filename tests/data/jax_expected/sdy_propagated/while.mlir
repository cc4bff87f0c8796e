module @jit_loop attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = sdy.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.while(%iterArg = %0, %iterArg_0 = %arg0) : tensor<i64>, tensor<4xf32>
    cond {
      %2 = sdy.constant dense<3> : tensor<i64>
      %3 = stablehlo.compare LT, %iterArg, %2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %2 = func.call @closed_call(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
      %3 = sdy.constant dense<1> : tensor<i64>
      %4 = stablehlo.add %iterArg, %3 : tensor<i64>
      stablehlo.return %4, %2 : tensor<i64>, tensor<4xf32>
    }
    return %1#1 : tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
