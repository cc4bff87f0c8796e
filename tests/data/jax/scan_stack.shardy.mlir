module @jit_scan_stack attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg2: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<4x8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %arg2, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %0) : tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<4x8xf32>
    cond {
      %c_4 = stablehlo.constant dense<4> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<4x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %3 = func.call @dynamic_index_in_dim_0(%iterArg_0, %iterArg_1) : (tensor<4x16xf32>, tensor<i32>) -> tensor<16xf32>
      %4:2 = func.call @closed_call(%iterArg_2, %2, %3) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> (tensor<8x16xf32>, tensor<8xf32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_3, %4#1, %iterArg_1) : (tensor<4x8xf32>, tensor<8xf32>, tensor<i32>) -> tensor<4x8xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %6, %4#0, %5 : tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<4x8xf32>
    }
    return %1#3, %1#4 : tensor<8x16xf32>, tensor<4x8xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<4x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x16xf32>, %arg1: tensor<i32>) -> tensor<16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 16] : (tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xf32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16xf32>) -> (tensor<8x16xf32>, tensor<8xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8x16xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %5 = stablehlo.add %2, %4 : tensor<8x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x16xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8x16xf32>
    %10 = stablehlo.add %5, %9 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<8x16xf32>
    %13 = stablehlo.tanh %12 : tensor<8x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %15 = stablehlo.add %14, %13 : tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<8x16xf32>
    %18 = stablehlo.multiply %5, %17 : tensor<8x16xf32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"data"}, {"model"}]> : tensor<8x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    return %19, %20 : tensor<8x16xf32>, tensor<8xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<i32>) -> tensor<4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x8xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
}
