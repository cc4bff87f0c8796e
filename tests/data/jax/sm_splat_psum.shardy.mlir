module @jit_splat_psum attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x6xf32>) -> (tensor<8x6xf32> {jax.result_info = "result[0]"}, tensor<2x3xf32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"model"}, {}]>, <@mesh, [{}, {}]>] manual_axes={"model"} (%arg1: tensor<2x6xf32>) {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
      %2 = stablehlo.add %arg1, %1 : tensor<2x6xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.compare GT, %3, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
      %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %5 = func.call @_where(%4, %cst_2, %cst_3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %7 = stablehlo.convert %5 : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %9 = stablehlo.multiply %8, %6 : tensor<2x3xf32>
      %10 = "stablehlo.all_reduce"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %11 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %11 : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      sdy.return %2, %10 : tensor<2x6xf32>, tensor<2x3xf32>
    } : (tensor<8x6xf32>) -> (tensor<8x6xf32>, tensor<2x3xf32>)
    return %0#0, %0#1 : tensor<8x6xf32>, tensor<2x3xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
