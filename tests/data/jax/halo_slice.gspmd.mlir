module @jit_halo_slice attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<8x8xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[4,1]<=[4]}"}) {
    %0 = stablehlo.slice %arg0 [2:10, 0:8] : (tensor<16x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.tanh %0 : tensor<8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<8x8xf32>
    %4 = stablehlo.slice %arg0 [4:12, 0:8] : (tensor<16x8xf32>) -> tensor<8x8xf32>
    %5 = stablehlo.add %3, %4 : tensor<8x8xf32>
    return %5 : tensor<8x8xf32>
  }
}
