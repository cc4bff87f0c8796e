module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24x3xf32>, %arg1: tensor<8xi32>, %arg2: tensor<48x3xf32>) -> (tensor<48x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<24x3xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<24x3xf32>) -> tensor<24x3xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<24x3xf32>) -> tensor<6x3xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<8xi32>) -> tensor<8xi32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8xi32>) -> tensor<2xi32>
    %4:4 = call @shmap_body(%1, %3) : (tensor<6x3xf32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<12x3xf32>)
    %5 = stablehlo.custom_call @Sharding(%4#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2xi32>) -> tensor<2xi32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<2xi32>) -> tensor<8xi32>
    %7 = stablehlo.custom_call @Sharding(%4#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2xi32>) -> tensor<2xi32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<2xi32>) -> tensor<8xi32>
    %9 = stablehlo.custom_call @Sharding(%4#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2xi32>) -> tensor<2xi32>
    %10 = stablehlo.custom_call @SPMDShardToFullShape(%9) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<2xi32>) -> tensor<8xi32>
    %11 = stablehlo.custom_call @Sharding(%4#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<12x3xf32>) -> tensor<12x3xf32>
    %12 = stablehlo.custom_call @SPMDShardToFullShape(%11) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<12x3xf32>) -> tensor<48x3xf32>
    %13 = stablehlo.multiply %12, %arg2 : tensor<48x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<48x3xf32>
    %16 = stablehlo.multiply %15, %arg2 : tensor<48x3xf32>
    %17 = stablehlo.custom_call @Sharding(%16) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<48x3xf32>) -> tensor<48x3xf32>
    %18 = stablehlo.custom_call @SPMDFullToShardShape(%17) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<48x3xf32>) -> tensor<12x3xf32>
    %19 = stablehlo.custom_call @Sharding(%6) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<8xi32>) -> tensor<8xi32>
    %20 = stablehlo.custom_call @SPMDFullToShardShape(%19) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8xi32>) -> tensor<2xi32>
    %21 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<8xi32>) -> tensor<8xi32>
    %22 = stablehlo.custom_call @SPMDFullToShardShape(%21) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8xi32>) -> tensor<2xi32>
    %23 = stablehlo.custom_call @Sharding(%8) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<8xi32>) -> tensor<8xi32>
    %24 = stablehlo.custom_call @SPMDFullToShardShape(%23) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8xi32>) -> tensor<2xi32>
    %25 = stablehlo.custom_call @Sharding(%10) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<8xi32>) -> tensor<8xi32>
    %26 = stablehlo.custom_call @SPMDFullToShardShape(%25) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8xi32>) -> tensor<2xi32>
    %27 = call @shmap_body_1(%18, %20, %22, %24, %26) : (tensor<12x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<6x3xf32>
    %28 = stablehlo.custom_call @Sharding(%27) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<6x3xf32>) -> tensor<6x3xf32>
    %29 = stablehlo.custom_call @SPMDShardToFullShape(%28) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<6x3xf32>) -> tensor<24x3xf32>
    return %12, %14, %29 : tensor<48x3xf32>, tensor<f32>, tensor<24x3xf32>
  }
  func.func private @shmap_body(%arg0: tensor<6x3xf32>, %arg1: tensor<2xi32>) -> (tensor<2xi32> {jax.result_info = "[('data', 'model')]"}, tensor<2xi32> {jax.result_info = "[('data', 'model')]"}, tensor<2xi32> {jax.result_info = "[('data', 'model')]"}, tensor<12x3xf32> {jax.result_info = "[('data', 'model'), None]"}) {
    %0 = call @cumsum(%arg1) : (tensor<2xi32>) -> tensor<2xi32>
    %1 = stablehlo.subtract %0, %arg1 : tensor<2xi32>
    %2 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<2xi32>) -> tensor<2xi32>
    %3 = stablehlo.iota dim = 0 : tensor<2xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %c_0 = stablehlo.constant dense<2> : tensor<ui32>
    %5 = stablehlo.partition_id : tensor<ui32>
    %6 = stablehlo.divide %5, %c : tensor<ui32>
    %7 = stablehlo.remainder %6, %c_0 : tensor<ui32>
    %8 = stablehlo.convert %7 : (tensor<ui32>) -> tensor<i32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %10 = stablehlo.compare LT, %4, %9, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xi32>) -> tensor<1x2xi32>
    %12 = "stablehlo.all_gather"(%11) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<1x2xi32>) -> tensor<2x2xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = call @_where(%10, %12, %c_1) : (tensor<2x1xi1>, tensor<2x2xi32>, tensor<i32>) -> tensor<2x2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.reduce(%13 init: %c_2) applies stablehlo.add across dimensions = [0] : (tensor<2x2xi32>, tensor<i32>) -> tensor<2xi32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %16 = stablehlo.custom_call @ragged_all_to_all(%arg0, %15, %1, %arg1, %14, %2) {api_version = 4 : i32, backend_config = {channel_id = 1 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}} : (tensor<6x3xf32>, tensor<12x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<12x3xf32>
    return %1, %14, %2, %16 : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<12x3xf32>
  }
  func.func private @cumsum(%arg0: tensor<2xi32>) -> tensor<2xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<2xi32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<2xi32>) -> tensor<2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[1, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
    return %1 : tensor<2xi32>
  }
  func.func private @_where(%arg0: tensor<2x1xi1>, %arg1: tensor<2x2xi32>, %arg2: tensor<i32>) -> tensor<2x2xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2xi1>, tensor<2x2xi32>
    return %3 : tensor<2x2xi32>
  }
  func.func private @shmap_body_1(%arg0: tensor<12x3xf32>, %arg1: tensor<2xi32>, %arg2: tensor<2xi32>, %arg3: tensor<2xi32>, %arg4: tensor<2xi32>) -> (tensor<6x3xf32> {jax.result_info = "[('data', 'model'), None]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %1 = "stablehlo.all_to_all"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<2xi32>) -> tensor<2xi32>
    %2 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<2xi32>) -> tensor<2xi32>
    %3 = stablehlo.custom_call @ragged_all_to_all(%arg0, %0, %1, %arg4, %2, %arg2) {api_version = 4 : i32, backend_config = {channel_id = 1 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}} : (tensor<12x3xf32>, tensor<6x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<6x3xf32>
    return %3 : tensor<6x3xf32>
  }
}
