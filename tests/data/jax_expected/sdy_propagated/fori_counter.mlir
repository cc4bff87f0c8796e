module @jit_fori_counter attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = sdy.constant dense<2> : tensor<i32>
    %3 = sdy.constant dense<0> : tensor<i32>
    %4:4 = stablehlo.while(%iterArg = %3, %iterArg_0 = %2, %iterArg_1 = %arg0, %iterArg_2 = %1) : tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {}]>, <@mesh, [{}, {}]>]>}
    cond {
      %7 = sdy.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %7:3 = func.call @closed_call(%iterArg_0, %iterArg_1, %iterArg_2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"data"}, {}]>, <@mesh, [{}, {}]>]>} : (tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>)
      %8 = sdy.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %8 : tensor<i32>
      stablehlo.return %9, %7#0, %7#1, %7#2 : tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>
    }
    %5 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6:4 = stablehlo.while(%iterArg = %4#3, %iterArg_0 = %3, %iterArg_1 = %5, %iterArg_2 = %1) : tensor<8x16xf32>, tensor<i32>, tensor<16xf32>, tensor<8x16xf32>
    cond {
      %7 = sdy.constant dense<8> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg_0, %7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %7 = sdy.constant dense<8> : tensor<i32>
      %8 = stablehlo.subtract %7, %iterArg_0 : tensor<i32>
      %9 = sdy.constant dense<1> : tensor<i32>
      %10 = stablehlo.subtract %8, %9 : tensor<i32>
      %11 = func.call @dynamic_index_in_dim(%iterArg, %10) : (tensor<8x16xf32>, tensor<i32>) -> tensor<16xf32>
      %12:2 = func.call @closed_call_0(%iterArg_1, %11) : (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
      %13 = func.call @dynamic_update_index_in_dim(%iterArg_2, %12#1, %10) : (tensor<8x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %14 = stablehlo.add %iterArg_0, %9 : tensor<i32>
      stablehlo.return %iterArg, %14, %12#0, %13 : tensor<8x16xf32>, tensor<i32>, tensor<16xf32>, tensor<8x16xf32>
    }
    return %4#2, %6#3 : tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<i32>, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xf32>) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg0, %0 : tensor<i32>
    %2 = stablehlo.tanh %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %3 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %5 = stablehlo.multiply %2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %6 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.divide %5, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %9 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %9) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %12 = sdy.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %arg0, %12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14 = stablehlo.convert %arg0 : tensor<i32>
    %15 = sdy.constant dense<8> : tensor<i32>
    %16 = stablehlo.add %14, %15 : tensor<i32>
    %17 = stablehlo.select %13, %16, %arg0 : tensor<i1>, tensor<i32>
    %18 = stablehlo.dynamic_update_slice %arg2, %11, %17, %12 : (tensor<8x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    return %1, %8, %18 : tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x16xf32>, %arg1: tensor<i32>) -> tensor<16xf32> {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %arg1, %0, sizes = [1, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x16xf32>) -> tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
    %0 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<16xf32>
    %3 = stablehlo.add %2, %arg1 : tensor<16xf32>
    return %3, %arg0 : tensor<16xf32>, tensor<16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<i32>) -> tensor<8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %1 : (tensor<8x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}
