module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<24x3xf32>, %arg1: tensor<8xi32>, %arg2: tensor<48x3xf32>) -> (tensor<48x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<24x3xf32> {jax.result_info = "result[2]"}) {
    %0:4 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}]>] out_shardings=[<@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<6x3xf32>, %arg4: tensor<2xi32>) {
      %6 = func.call @cumsum(%arg4) : (tensor<2xi32>) -> tensor<2xi32>
      %7 = stablehlo.subtract %6, %arg4 : tensor<2xi32>
      %8 = "stablehlo.all_to_all"(%arg4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<2xi32>) -> tensor<2xi32>
      %9 = stablehlo.iota dim = 0 : tensor<2xi32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_1 = stablehlo.constant dense<2> : tensor<ui32>
      %11 = stablehlo.partition_id : tensor<ui32>
      %12 = stablehlo.divide %11, %c : tensor<ui32>
      %13 = stablehlo.remainder %12, %c_1 : tensor<ui32>
      %14 = stablehlo.convert %13 : (tensor<ui32>) -> tensor<i32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
      %16 = stablehlo.compare LT, %10, %15, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
      %17 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2xi32>) -> tensor<1x2xi32>
      %18 = "stablehlo.all_gather"(%17) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<1x2xi32>) -> tensor<2x2xi32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %19 = func.call @_where(%16, %18, %c_2) : (tensor<2x1xi1>, tensor<2x2xi32>, tensor<i32>) -> tensor<2x2xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.reduce(%19 init: %c_3) applies stablehlo.add across dimensions = [0] : (tensor<2x2xi32>, tensor<i32>) -> tensor<2xi32>
      %cst_4 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
      %22 = stablehlo.custom_call @ragged_all_to_all(%arg3, %21, %7, %arg4, %20, %8) {api_version = 4 : i32, backend_config = {channel_id = 1 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}} : (tensor<6x3xf32>, tensor<12x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<12x3xf32>
      sdy.return %7, %20, %8, %22 : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<12x3xf32>
    } : (tensor<24x3xf32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<48x3xf32>)
    %1 = stablehlo.multiply %0#3, %arg2 : tensor<48x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<48x3xf32>
    %4 = stablehlo.multiply %3, %arg2 : tensor<48x3xf32>
    %5 = sdy.manual_computation(%4, %0#0, %arg1, %0#1, %0#2) in_shardings=[<@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}]>] out_shardings=[<@mesh, [{"data", "model"}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<12x3xf32>, %arg4: tensor<2xi32>, %arg5: tensor<2xi32>, %arg6: tensor<2xi32>, %arg7: tensor<2xi32>) {
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
      %7 = "stablehlo.all_to_all"(%arg6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<2xi32>) -> tensor<2xi32>
      %8 = "stablehlo.all_to_all"(%arg4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64}> : (tensor<2xi32>) -> tensor<2xi32>
      %9 = stablehlo.custom_call @ragged_all_to_all(%arg3, %6, %7, %arg7, %8, %arg5) {api_version = 4 : i32, backend_config = {channel_id = 1 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}} : (tensor<12x3xf32>, tensor<6x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<6x3xf32>
      sdy.return %9 : tensor<6x3xf32>
    } : (tensor<48x3xf32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> tensor<24x3xf32>
    return %0#3, %2, %5 : tensor<48x3xf32>, tensor<f32>, tensor<24x3xf32>
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
}
