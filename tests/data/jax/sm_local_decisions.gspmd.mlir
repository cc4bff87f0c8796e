module @jit_local_decisions attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x6xf32>, %arg1: tensor<6x6xf32>) -> (tensor<2x6xf32> {jax.result_info = "result[0]"}, tensor<2x6xf32> {jax.result_info = "result[1]"}, tensor<8x6xf32> {jax.result_info = "result[2]"}, tensor<8x6xf32> {jax.result_info = "result[3]"}, tensor<2x3xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x6xf32>) -> tensor<8x6xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x6xf32>) -> tensor<2x6xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %4:5 = call @shmap_body(%1, %3) : (tensor<2x6xf32>, tensor<6x6xf32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x3xf32>)
    %5 = stablehlo.custom_call @Sharding(%4#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %7 = stablehlo.custom_call @Sharding(%4#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %9 = stablehlo.custom_call @Sharding(%4#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %10 = stablehlo.custom_call @SPMDShardToFullShape(%9) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x6xf32>) -> tensor<8x6xf32>
    %11 = stablehlo.custom_call @Sharding(%4#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %12 = stablehlo.custom_call @SPMDShardToFullShape(%11) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x6xf32>) -> tensor<8x6xf32>
    %13 = stablehlo.custom_call @Sharding(%4#4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %14 = stablehlo.custom_call @SPMDShardToFullShape(%13) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %6, %8, %10, %12, %14 : tensor<2x6xf32>, tensor<2x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<2x3xf32>
  }
  func.func private @shmap_body(%arg0: tensor<2x6xf32>, %arg1: tensor<6x6xf32>) -> (tensor<2x6xf32> {jax.result_info = "[None, None]"}, tensor<2x6xf32> {jax.result_info = "[None, None]"}, tensor<2x6xf32> {jax.result_info = "[('model',), None]"}, tensor<2x6xf32> {jax.result_info = "[('model',), None]"}, tensor<2x3xf32> {jax.result_info = "[None, None]"}) {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = stablehlo.divide %0, %c : tensor<ui32>
    %2 = stablehlo.remainder %1, %c_0 : tensor<ui32>
    %3 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    %4 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x6xf32>) -> tensor<2x6xf32>
    %5 = stablehlo.tanh %4 : tensor<2x6xf32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.compare EQ, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where(%6, %5, %cst) : (tensor<i1>, tensor<2x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    %8 = "stablehlo.all_reduce"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %26 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare EQ, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.convert %9 : (tensor<i1>) -> tensor<i32>
    %11 = "stablehlo.case"(%10) ({
      %26 = stablehlo.cosine %5 : tensor<2x6xf32>
      stablehlo.return %26 : tensor<2x6xf32>
    }, {
      %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %26 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
      %27 = stablehlo.multiply %5, %26 : tensor<2x6xf32>
      stablehlo.return %27 : tensor<2x6xf32>
    }) : (tensor<i32>) -> tensor<2x6xf32>
    %12 = "stablehlo.all_reduce"(%11) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %26 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%5 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %13, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %15 = stablehlo.convert %14 : (tensor<i1>) -> tensor<i32>
    %16 = "stablehlo.case"(%15) ({
      %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %26 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
      %27 = stablehlo.subtract %5, %26 : tensor<2x6xf32>
      stablehlo.return %27 : tensor<2x6xf32>
    }, {
      %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %26 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
      %27 = stablehlo.add %5, %26 : tensor<2x6xf32>
      stablehlo.return %27 : tensor<2x6xf32>
    }) : (tensor<i32>) -> tensor<2x6xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %17:3 = stablehlo.while(%iterArg = %3, %iterArg_11 = %c_5, %iterArg_12 = %5) : tensor<i32>, tensor<i32>, tensor<2x6xf32>
    cond {
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.add %iterArg, %c_13 : tensor<i32>
      %27 = stablehlo.convert %iterArg_11 : tensor<i32>
      %28 = stablehlo.compare LT, %27, %26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.add %iterArg_11, %c_13 : tensor<i32>
      %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
      %28 = stablehlo.multiply %iterArg_12, %27 : tensor<2x6xf32>
      stablehlo.return %iterArg, %26, %28 : tensor<i32>, tensor<i32>, tensor<2x6xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%arg0 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.compare GT, %18, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_8 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = call @_where_0(%19, %cst_8, %cst_9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %22 = stablehlo.convert %20 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<2x3xf32>
    %25 = "stablehlo.all_reduce"(%24) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %26 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %26 : tensor<f32>
    }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %8, %12, %16, %17#2, %25 : tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x3xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x6xf32>, %arg2: tensor<f32>) -> tensor<2x6xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x6xf32>
    return %2 : tensor<2x6xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
