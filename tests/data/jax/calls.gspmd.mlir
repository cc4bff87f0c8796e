module @jit_calls attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg1: tensor<16x16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<8x16xf32> {jax.result_info = "result"}) {
    %0 = call @"<lambda>"(%arg0, %arg1) : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %2 = call @"<lambda>"(%0, %1) : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
  func.func private @"<lambda>"(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.tanh %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}
