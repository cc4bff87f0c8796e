module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16x32xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32x16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %0:5 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data"}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<4x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>) {
      %10 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
      %11 = func.call @relu(%10) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %12 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %14 = stablehlo.compare GT, %10, %13, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
      %15 = stablehlo.dot_general %11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
      %16 = "stablehlo.all_reduce"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %17 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %17 : tensor<f32>
      }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      sdy.return %arg3, %14, %arg5, %11, %16 : tensor<4x16xf32>, tensor<4x16xi1>, tensor<16x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>
    } : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xi1>, tensor<64x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>)
    %1 = stablehlo.multiply %0#4, %0#4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %2 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %4 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %6 = stablehlo.multiply %0#4, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %7 = stablehlo.multiply %5, %0#4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %8 = stablehlo.add %6, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %9:2 = sdy.manual_computation(%8, %0#0, %0#1, %0#2, %0#3) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}]>] out_shardings=[<@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<4x16xf32>, %arg4: tensor<4x16xf32>, %arg5: tensor<4x16xi1>, %arg6: tensor<16x16xf32>, %arg7: tensor<4x16xf32>) {
      %10 = stablehlo.dot_general %arg3, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
      %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %12 = stablehlo.dot_general %arg3, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
      %13 = "stablehlo.all_reduce"(%11) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %20 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %14 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
      %16 = stablehlo.select %arg5, %12, %15 : tensor<4x16xi1>, tensor<4x16xf32>
      %17 = stablehlo.dot_general %16, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
      %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %19 = "stablehlo.all_reduce"(%18) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %20 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
      sdy.return %19, %13 : tensor<16x16xf32>, tensor<16x16xf32>
    } : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xi1>, tensor<64x16xf32>, tensor<16x16xf32>) -> (tensor<16x32xf32>, tensor<32x16xf32>)
    return %3, %9#0, %9#1 : tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>
  }
  func.func private @relu(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2 = stablehlo.maximum %arg0, %1 : tensor<4x16xf32>
    return %2 : tensor<4x16xf32>
  }
}
