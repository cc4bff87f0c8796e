module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x16xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16x32xf32> {jax.result_info = "result[1]"}, tensor<32x16xf32> {jax.result_info = "result[2]"}) {
    %0:5 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data"}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<4x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>) {
      %8 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
      %9 = func.call @relu(%8) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %11 = stablehlo.compare GT, %8, %10, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
      %12 = stablehlo.dot_general %9, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
      %13 = "stablehlo.all_reduce"(%12) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %14 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %14 : tensor<f32>
      }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      sdy.return %arg3, %11, %arg5, %9, %13 : tensor<4x16xf32>, tensor<4x16xi1>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
    } : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xi1>, tensor<64x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>)
    %1 = stablehlo.multiply %0#4, %0#4 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.multiply %0#4, %3 : tensor<8x16xf32>
    %5 = stablehlo.multiply %3, %0#4 : tensor<8x16xf32>
    %6 = stablehlo.add %4, %5 : tensor<8x16xf32>
    %7:2 = sdy.manual_computation(%6, %0#0, %0#1, %0#2, %0#3) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>] out_shardings=[<@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<4x16xf32>, %arg4: tensor<4x16xf32>, %arg5: tensor<4x16xi1>, %arg6: tensor<16x16xf32>, %arg7: tensor<4x16xf32>) {
      %8 = stablehlo.dot_general %arg3, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
      %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %10 = stablehlo.dot_general %arg3, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
      %11 = "stablehlo.all_reduce"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %17 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %17 : tensor<f32>
      }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %13 = stablehlo.select %arg5, %10, %12 : tensor<4x16xi1>, tensor<4x16xf32>
      %14 = stablehlo.dot_general %13, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
      %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %16 = "stablehlo.all_reduce"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %17 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %17 : tensor<f32>
      }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
      sdy.return %16, %11 : tensor<16x16xf32>, tensor<16x16xf32>
    } : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xi1>, tensor<64x16xf32>, tensor<16x16xf32>) -> (tensor<16x32xf32>, tensor<32x16xf32>)
    return %2, %7#0, %7#1 : tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>
  }
  func.func private @relu(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
}
