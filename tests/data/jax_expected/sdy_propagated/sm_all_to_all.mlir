module @jit_a2a attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<16x4xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x4xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}]>] manual_axes={"data", "model"} (%arg1: tensor<4x4xf32>) {
      %1 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<4x4xf32>) -> tensor<8x2xf32>
      %2 = stablehlo.slice %arg1 [0:2, 0:4] : (tensor<4x4xf32>) -> tensor<2x4xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
      %4 = "stablehlo.all_to_all"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<2x4x1xf32>) -> tensor<1x4x2xf32>
      %5 = stablehlo.reshape %4 : (tensor<1x4x2xf32>) -> tensor<4x2xf32>
      sdy.return %1, %5 : tensor<8x2xf32>, tensor<4x2xf32>
    } : (tensor<8x8xf32>) -> (tensor<16x4xf32>, tensor<8x4xf32>)
    return %0#0, %0#1 : tensor<16x4xf32>, tensor<8x4xf32>
  }
}
