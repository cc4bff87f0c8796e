module @jit_ring_while attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x6xf32>, %arg1: tensor<i32> {mhlo.sharding = "{replicated}"}) -> (tensor<8x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x6xf32>) -> tensor<8x6xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x6xf32>) -> tensor<2x6xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<i32>) -> tensor<i32>
    %4 = call @shmap_body(%1, %3) : (tensor<2x6xf32>, tensor<i32>) -> tensor<2x6xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x6xf32>) -> tensor<8x6xf32>
    return %6 : tensor<8x6xf32>
  }
  func.func private @shmap_body(%arg0: tensor<2x6xf32>, %arg1: tensor<i32>) -> (tensor<2x6xf32> {jax.result_info = "[('model',), None]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0) : tensor<i32>, tensor<i32>, tensor<2x6xf32>
    cond {
      %1 = stablehlo.convert %iterArg_0 : tensor<i32>
      %2 = stablehlo.compare LT, %1, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      %2 = "stablehlo.collective_permute"(%iterArg_1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %3 = stablehlo.add %2, %iterArg_1 : tensor<2x6xf32>
      %4 = stablehlo.tanh %3 : tensor<2x6xf32>
      stablehlo.return %iterArg, %1, %4 : tensor<i32>, tensor<i32>, tensor<2x6xf32>
    }
    return %0#2 : tensor<2x6xf32>
  }
}
