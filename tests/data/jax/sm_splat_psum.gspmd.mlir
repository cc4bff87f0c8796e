module @jit_splat_psum attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x6xf32>) -> (tensor<8x6xf32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x6xf32>) -> tensor<8x6xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x6xf32>) -> tensor<2x6xf32>
    %2:2 = call @shmap_body(%1) : (tensor<2x6xf32>) -> (tensor<2x6xf32>, tensor<2x3xf32>)
    %3 = stablehlo.custom_call @Sharding(%2#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x6xf32>) -> tensor<8x6xf32>
    %5 = stablehlo.custom_call @Sharding(%2#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %4, %6 : tensor<8x6xf32>, tensor<2x3xf32>
  }
  func.func private @shmap_body(%arg0: tensor<2x6xf32>) -> (tensor<2x6xf32> {jax.result_info = "[('model',), None]"}, tensor<2x3xf32> {jax.result_info = "[None, None]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.compare GT, %2, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = call @_where(%3, %cst_2, %cst_3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %6 = stablehlo.convert %4 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x3xf32>
    %9 = "stablehlo.all_reduce"(%8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %10 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %1, %9 : tensor<2x6xf32>, tensor<2x3xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
