module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x16xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16x32xf32> {jax.result_info = "result[1]"}, tensor<32x16xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x32xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %5 = stablehlo.custom_call @SPMDFullToShardShape(%4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x16xf32>) -> tensor<16x16xf32>
    %6:5 = call @shmap_body(%1, %3, %5) : (tensor<4x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xi1>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>)
    %7 = stablehlo.custom_call @Sharding(%6#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x16xf32>) -> tensor<16x16xf32>
    %9 = stablehlo.custom_call @Sharding(%6#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x16xi1>) -> tensor<4x16xi1>
    %10 = stablehlo.custom_call @SPMDShardToFullShape(%9) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x16xi1>) -> tensor<16x16xi1>
    %11 = stablehlo.custom_call @Sharding(%6#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %12 = stablehlo.custom_call @SPMDShardToFullShape(%11) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x16xf32>) -> tensor<64x16xf32>
    %13 = stablehlo.custom_call @Sharding(%6#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %14 = stablehlo.custom_call @SPMDShardToFullShape(%13) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x16xf32>) -> tensor<16x16xf32>
    %15 = stablehlo.custom_call @Sharding(%6#4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %16 = stablehlo.custom_call @SPMDShardToFullShape(%15) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<4x16xf32>) -> tensor<8x16xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %20 = stablehlo.multiply %16, %19 : tensor<8x16xf32>
    %21 = stablehlo.multiply %19, %16 : tensor<8x16xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x16xf32>
    %23 = stablehlo.custom_call @Sharding(%22) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %24 = stablehlo.custom_call @SPMDFullToShardShape(%23) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %25 = stablehlo.custom_call @Sharding(%8) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %26 = stablehlo.custom_call @SPMDFullToShardShape(%25) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<4x16xf32>
    %27 = stablehlo.custom_call @Sharding(%10) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %28 = stablehlo.custom_call @SPMDFullToShardShape(%27) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x16xi1>) -> tensor<4x16xi1>
    %29 = stablehlo.custom_call @Sharding(%12) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %30 = stablehlo.custom_call @SPMDFullToShardShape(%29) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x16xf32>) -> tensor<16x16xf32>
    %31 = stablehlo.custom_call @Sharding(%14) {backend_config = "", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %32 = stablehlo.custom_call @SPMDFullToShardShape(%31) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<4x16xf32>
    %33:2 = call @shmap_body_0(%24, %26, %28, %30, %32) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi1>, tensor<16x16xf32>, tensor<4x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>)
    %34 = stablehlo.custom_call @Sharding(%33#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %35 = stablehlo.custom_call @SPMDShardToFullShape(%34) {backend_config = "", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<16x16xf32>) -> tensor<16x32xf32>
    %36 = stablehlo.custom_call @Sharding(%33#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %37 = stablehlo.custom_call @SPMDShardToFullShape(%36) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<16x16xf32>) -> tensor<32x16xf32>
    return %18, %35, %37 : tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>
  }
  func.func private @shmap_body(%arg0: tensor<4x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>) -> (tensor<4x16xf32> {jax.result_info = "[('data', 'model'), None]"}, tensor<4x16xi1> {jax.result_info = "[('data', 'model'), None]"}, tensor<16x16xf32> {jax.result_info = "[('data', 'model'), None]"}, tensor<4x16xf32> {jax.result_info = "[('data', 'model'), None]"}, tensor<4x16xf32> {jax.result_info = "[('data',), None]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    %1 = call @relu(%0) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %4 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    %5 = "stablehlo.all_reduce"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %6 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %6 : tensor<f32>
    }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    return %arg0, %3, %arg2, %1, %5 : tensor<4x16xf32>, tensor<4x16xi1>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
  }
  func.func private @relu(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
  func.func private @shmap_body_0(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>, %arg2: tensor<4x16xi1>, %arg3: tensor<16x16xf32>, %arg4: tensor<4x16xf32>) -> (tensor<16x16xf32> {jax.result_info = "[None, ('model',)]"}, tensor<16x16xf32> {jax.result_info = "[('model',), None]"}) {
    %0 = stablehlo.dot_general %arg0, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %2 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
    %3 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %9 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.select %arg2, %2, %4 : tensor<4x16xi1>, tensor<4x16xf32>
    %6 = stablehlo.dot_general %5, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %8 = "stablehlo.all_reduce"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %9 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    return %8, %3 : tensor<16x16xf32>, tensor<16x16xf32>
  }
}
