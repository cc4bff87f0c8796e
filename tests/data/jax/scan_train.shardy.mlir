module @jit_scan_train attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<3x16x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x8x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:6 = stablehlo.while(%iterArg = %arg1, %iterArg_10 = %c, %iterArg_11 = %arg0, %iterArg_12 = %0, %iterArg_13 = %1, %iterArg_14 = %2) : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>
    cond {
      %c_15 = stablehlo.constant dense<3> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg_10, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %18 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_10) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %19:4 = func.call @closed_call(%iterArg_11, %18) : (tensor<8x16xf32>, tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>)
      %20 = func.call @dynamic_update_index_in_dim(%iterArg_12, %19#1, %iterArg_10) : (tensor<3x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<3x8x16xf32>
      %21 = func.call @dynamic_update_index_in_dim(%iterArg_13, %19#2, %iterArg_10) : (tensor<3x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<3x8x16xf32>
      %22 = func.call @dynamic_update_index_in_dim(%iterArg_14, %19#3, %iterArg_10) : (tensor<3x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<3x8x16xf32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_10, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %23, %19#0, %20, %21, %22 : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>
    }
    %4 = stablehlo.subtract %3#2, %arg2 : tensor<8x16xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<8x16xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%5 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %9 = stablehlo.divide %8, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.divide %cst_5, %cst_6 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %12 = stablehlo.multiply %11, %7 : tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %14:7 = stablehlo.while(%iterArg = %arg1, %iterArg_10 = %3#3, %iterArg_11 = %3#4, %iterArg_12 = %3#5, %iterArg_13 = %c_8, %iterArg_14 = %12, %iterArg_15 = %13) : tensor<3x16x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x16x16xf32>
    cond {
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg_13, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<3> : tensor<i32>
      %18 = stablehlo.subtract %c_16, %iterArg_13 : tensor<i32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.subtract %18, %c_17 : tensor<i32>
      %20 = func.call @dynamic_index_in_dim(%iterArg, %19) : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %21 = func.call @dynamic_index_in_dim_0(%iterArg_10, %19) : (tensor<3x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %22 = func.call @dynamic_index_in_dim_0(%iterArg_11, %19) : (tensor<3x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %23 = func.call @dynamic_index_in_dim_0(%iterArg_12, %19) : (tensor<3x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %24:2 = func.call @closed_call_1(%iterArg_14, %20, %21, %22, %23) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16x16xf32>)
      %25 = func.call @dynamic_update_index_in_dim_2(%iterArg_15, %24#1, %19) : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.add %iterArg_13, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_10, %iterArg_11, %iterArg_12, %26, %24#0, %25 : tensor<3x16x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x16x16xf32>
    }
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %16 = stablehlo.multiply %15, %14#6 : tensor<3x16x16xf32>
    %17 = stablehlo.subtract %arg1, %16 : tensor<3x16x16xf32>
    return %9, %17 : tensor<f32>, tensor<3x16x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.tanh %0 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<8x16xf32>
    return %1, %arg0, %1, %3 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<i32>) -> tensor<3x8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x8x16xf32>, tensor<1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x8x16xf32>
    return %1 : tensor<3x8x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 16] : (tensor<3x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16x16xf32>) {
    %0 = stablehlo.multiply %arg0, %arg4 : tensor<8x16xf32>
    %1 = stablehlo.multiply %0, %arg3 : tensor<8x16xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x16xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %5 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    return %5, %4 : tensor<8x16xf32>, tensor<16x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<3x16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<i32>) -> tensor<3x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x16x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x16xf32>
    return %1 : tensor<3x16x16xf32>
  }
}
