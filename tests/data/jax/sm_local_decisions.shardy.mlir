module @jit_local_decisions attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x6xf32>, %arg1: tensor<6x6xf32>) -> (tensor<2x6xf32> {jax.result_info = "result[0]"}, tensor<2x6xf32> {jax.result_info = "result[1]"}, tensor<8x6xf32> {jax.result_info = "result[2]"}, tensor<8x6xf32> {jax.result_info = "result[3]"}, tensor<2x3xf32> {jax.result_info = "result[4]"}) {
    %0:5 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"model"}, {}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}, {}]>] manual_axes={"model"} (%arg2: tensor<2x6xf32>, %arg3: tensor<6x6xf32>) {
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<4> : tensor<ui32>
      %1 = stablehlo.partition_id : tensor<ui32>
      %2 = stablehlo.divide %1, %c : tensor<ui32>
      %3 = stablehlo.remainder %2, %c_0 : tensor<ui32>
      %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
      %5 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x6xf32>) -> tensor<2x6xf32>
      %6 = stablehlo.tanh %5 : tensor<2x6xf32>
      %c_1 = stablehlo.constant dense<3> : tensor<i32>
      %7 = stablehlo.compare EQ, %4, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = func.call @_where(%7, %6, %cst) : (tensor<i1>, tensor<2x6xf32>, tensor<f32>) -> tensor<2x6xf32>
      %9 = "stablehlo.all_reduce"(%8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %27 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %27 : tensor<f32>
      }) : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.compare EQ, %4, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %11 = stablehlo.convert %10 : (tensor<i1>) -> tensor<i32>
      %12 = "stablehlo.case"(%11) ({
        %27 = stablehlo.cosine %6 : tensor<2x6xf32>
        stablehlo.return %27 : tensor<2x6xf32>
      }, {
        %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
        %28 = stablehlo.multiply %6, %27 : tensor<2x6xf32>
        stablehlo.return %28 : tensor<2x6xf32>
      }) : (tensor<i32>) -> tensor<2x6xf32>
      %13 = "stablehlo.all_reduce"(%12) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %27 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %27 : tensor<f32>
      }) : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.compare GT, %14, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = stablehlo.convert %15 : (tensor<i1>) -> tensor<i32>
      %17 = "stablehlo.case"(%16) ({
        %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
        %28 = stablehlo.subtract %6, %27 : tensor<2x6xf32>
        stablehlo.return %28 : tensor<2x6xf32>
      }, {
        %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
        %28 = stablehlo.add %6, %27 : tensor<2x6xf32>
        stablehlo.return %28 : tensor<2x6xf32>
      }) : (tensor<i32>) -> tensor<2x6xf32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %18:3 = stablehlo.while(%iterArg = %4, %iterArg_11 = %c_5, %iterArg_12 = %6) : tensor<i32>, tensor<i32>, tensor<2x6xf32>
      cond {
        %c_13 = stablehlo.constant dense<1> : tensor<i32>
        %27 = stablehlo.add %iterArg, %c_13 : tensor<i32>
        %28 = stablehlo.convert %iterArg_11 : tensor<i32>
        %29 = stablehlo.compare LT, %28, %27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %29 : tensor<i1>
      } do {
        %c_13 = stablehlo.constant dense<1> : tensor<i32>
        %27 = stablehlo.add %iterArg_11, %c_13 : tensor<i32>
        %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %28 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
        %29 = stablehlo.multiply %iterArg_12, %28 : tensor<2x6xf32>
        stablehlo.return %iterArg, %27, %29 : tensor<i32>, tensor<i32>, tensor<2x6xf32>
      }
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.reduce(%arg2 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.compare GT, %19, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
      %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %21 = func.call @_where_0(%20, %cst_8, %cst_9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %23 = stablehlo.convert %21 : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %25 = stablehlo.multiply %24, %22 : tensor<2x3xf32>
      %26 = "stablehlo.all_reduce"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %27 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %27 : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      sdy.return %9, %13, %17, %18#2, %26 : tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x3xf32>
    } : (tensor<8x6xf32>, tensor<6x6xf32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<2x3xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<2x6xf32>, tensor<2x6xf32>, tensor<8x6xf32>, tensor<8x6xf32>, tensor<2x3xf32>
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
