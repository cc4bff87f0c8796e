module @jit_fori_counter attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %c_0, %iterArg_4 = %c, %iterArg_5 = %arg0, %iterArg_6 = %0) : tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>
    cond {
      %c_7 = stablehlo.constant dense<5> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5:3 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6) : (tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>)
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg, %c_7 : tensor<i32>
      stablehlo.return %6, %5#0, %5#1, %5#2 : tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>
    }
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4:4 = stablehlo.while(%iterArg = %1#3, %iterArg_4 = %c_3, %iterArg_5 = %2, %iterArg_6 = %3) : tensor<8x16xf32>, tensor<i32>, tensor<16xf32>, tensor<8x16xf32>
    cond {
      %c_7 = stablehlo.constant dense<8> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<8> : tensor<i32>
      %5 = stablehlo.subtract %c_7, %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.subtract %5, %c_8 : tensor<i32>
      %7 = func.call @dynamic_index_in_dim(%iterArg, %6) : (tensor<8x16xf32>, tensor<i32>) -> tensor<16xf32>
      %8:2 = func.call @closed_call_0(%iterArg_5, %7) : (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
      %9 = func.call @dynamic_update_index_in_dim(%iterArg_6, %8#1, %6) : (tensor<8x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_4, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %10, %8#0, %9 : tensor<8x16xf32>, tensor<i32>, tensor<16xf32>, tensor<8x16xf32>
    }
    return %1#2, %4#3 : tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.tanh %arg1 : tensor<8x16xf32>
    %2 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %arg0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.convert %arg0 : tensor<i32>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.add %10, %c_2 : tensor<i32>
    %12 = stablehlo.select %9, %11, %arg0 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.dynamic_update_slice %arg2, %8, %12, %c_3 : (tensor<8x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    return %0, %6, %13 : tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x16xf32>, %arg1: tensor<i32>) -> tensor<16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xf32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<16xf32>
    return %2, %arg0 : tensor<16xf32>, tensor<16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<i32>) -> tensor<8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<8x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}
