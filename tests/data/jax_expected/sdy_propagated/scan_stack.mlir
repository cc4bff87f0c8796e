module @jit_scan_stack attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg2: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<4x8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<f32>) -> tensor<4x8xf32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3:5 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %arg2, %iterArg_1 = %2, %iterArg_2 = %arg0, %iterArg_3 = %1) : tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<4x8xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>, <@mesh, [{}, {"model"}]>, <@mesh, []>, <@mesh, [{"data"}, {"model"}]>, <@mesh, [{}, {"data"}]>]>}
    cond {
      %4 = sdy.constant dense<4> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_1, %4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %4 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %5 = func.call @dynamic_index_in_dim_0(%iterArg_0, %iterArg_1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<4x16xf32>, tensor<i32>) -> tensor<16xf32>
      %6:2 = func.call @closed_call(%iterArg_2, %4, %5) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}]>]>} : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16xf32>) -> (tensor<8x16xf32>, tensor<8xf32>)
      %7 = func.call @dynamic_update_index_in_dim(%iterArg_3, %6#1, %iterArg_1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<4x8xf32>, tensor<8xf32>, tensor<i32>) -> tensor<4x8xf32>
      %8 = sdy.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg_1, %8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %9, %6#0, %7 : tensor<4x16x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<4x8xf32>
    }
    return %3#3, %3#4 : tensor<8x16xf32>, tensor<4x8xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %arg1, %0, %0, sizes = [1, 16, 16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<4x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2 = stablehlo.reshape %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %arg1, %0, sizes = [1, 16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %2 = stablehlo.reshape %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x16xf32>) -> tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %1 = sdy.constant dense<2.500000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.multiply %0, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %6 = stablehlo.add %3, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %7 = stablehlo.multiply %6, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %8 = stablehlo.multiply %7, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %9 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %11 = stablehlo.multiply %10, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %12 = stablehlo.add %6, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %13 = sdy.constant dense<0.797884583> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %15 = stablehlo.multiply %14, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %16 = stablehlo.tanh %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %17 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %19 = stablehlo.add %18, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %20 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %22 = stablehlo.multiply %21, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %23 = stablehlo.multiply %6, %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %24 = sdy.reshard %23 <@mesh, [{"data"}, {"model"}]> : tensor<8x16xf32>
    %25 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%24 init: %25) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    return %24, %26 : tensor<8x16xf32>, tensor<8xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg2: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<4x8xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
}
