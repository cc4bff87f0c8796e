module @jit_scan_train attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<3x16x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<3x8x16xf32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3:6 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %2, %iterArg_1 = %arg0, %iterArg_2 = %1, %iterArg_3 = %1, %iterArg_4 = %1) : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>, <@mesh, []>, <@mesh, [{"data"}, {"model"}]>, <@mesh, [{}, {"data"}, {"model"}]>, <@mesh, [{}, {"data"}, {"model"}]>, <@mesh, [{}, {"data"}, {"model"}]>]>}
    cond {
      %22 = sdy.constant dense<3> : tensor<i32>
      %23 = stablehlo.compare LT, %iterArg_0, %22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %22 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %23:4 = func.call @closed_call(%iterArg_1, %22) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>)
      %24 = func.call @dynamic_update_index_in_dim(%iterArg_2, %23#1, %iterArg_0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {"model"}]>]>} : (tensor<3x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<3x8x16xf32>
      %25 = func.call @dynamic_update_index_in_dim(%iterArg_3, %23#2, %iterArg_0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {"model"}]>]>} : (tensor<3x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<3x8x16xf32>
      %26 = func.call @dynamic_update_index_in_dim(%iterArg_4, %23#3, %iterArg_0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {"model"}]>]>} : (tensor<3x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<3x8x16xf32>
      %27 = sdy.constant dense<1> : tensor<i32>
      %28 = stablehlo.add %iterArg_0, %27 : tensor<i32>
      stablehlo.return %iterArg, %28, %23#0, %24, %25, %26 : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>
    }
    %4 = stablehlo.subtract %3#2, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %5 = stablehlo.multiply %4, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %6 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.multiply %7, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %9 = stablehlo.reduce(%5 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %10 = sdy.constant dense<1.280000e+02> : tensor<f32>
    %11 = stablehlo.divide %9, %10 : tensor<f32>
    %12 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.divide %12, %10 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %15 = stablehlo.multiply %14, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %16 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<3x16x16xf32>
    %17:7 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %3#3, %iterArg_1 = %3#4, %iterArg_2 = %3#5, %iterArg_3 = %2, %iterArg_4 = %15, %iterArg_5 = %16) : tensor<3x16x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x16x16xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>, <@mesh, [{}, {"data"}, {"model"}]>, <@mesh, [{}, {"data"}, {"model"}]>, <@mesh, [{}, {"data"}, {"model"}]>, <@mesh, []>, <@mesh, [{"data"}, {"model"}]>, <@mesh, [{}, {}, {"model"}]>]>}
    cond {
      %22 = sdy.constant dense<3> : tensor<i32>
      %23 = stablehlo.compare LT, %iterArg_3, %22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %22 = sdy.reshard %iterArg_0 <@mesh, [{}, {"data"}, {}]> : tensor<3x8x16xf32>
      %23 = sdy.constant dense<3> : tensor<i32>
      %24 = stablehlo.subtract %23, %iterArg_3 : tensor<i32>
      %25 = sdy.constant dense<1> : tensor<i32>
      %26 = stablehlo.subtract %24, %25 : tensor<i32>
      %27 = func.call @dynamic_index_in_dim(%iterArg, %26) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<3x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %28 = func.call @dynamic_index_in_dim_0(%22, %26) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<3x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %29 = func.call @dynamic_index_in_dim_0_3(%iterArg_1, %26) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<3x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %30 = func.call @dynamic_index_in_dim_0_3(%iterArg_2, %26) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<3x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %31:2 = func.call @closed_call_1(%iterArg_4, %27, %28, %29, %30) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16x16xf32>)
      %32 = func.call @dynamic_update_index_in_dim_2(%iterArg_5, %31#1, %26) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<3x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<3x16x16xf32>
      %33 = stablehlo.add %iterArg_3, %25 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %iterArg_2, %33, %31#0, %32 : tensor<3x16x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<3x8x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x16x16xf32>
    }
    %18 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<3x16x16xf32>
    %20 = stablehlo.multiply %19, %17#6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<3x16x16xf32>
    %21 = stablehlo.subtract %arg1, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<3x16x16xf32>
    return %11, %21 : tensor<f32>, tensor<3x16x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %arg1, %0, %0, sizes = [1, 16, 16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2 = stablehlo.reshape %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.tanh %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %2 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.subtract %3, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    return %1, %arg0, %1, %4 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg2: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<3x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {"model"}]>]>} : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {"model"}]>]>} : (tensor<3x8x16xf32>, tensor<1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x8x16xf32>
    return %2 : tensor<3x8x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %arg1, %0, %0, sizes = [1, 8, 16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<3x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %2 = stablehlo.reshape %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
  func.func private @dynamic_index_in_dim_0_3(%arg0: tensor<3x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %arg1, %0, %0, sizes = [1, 8, 16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {"model"}]>]>} : (tensor<3x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %2 = stablehlo.reshape %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg4: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = stablehlo.multiply %arg0, %arg4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %1 = stablehlo.multiply %0, %arg3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %2 = stablehlo.add %0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %5 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    return %5, %4 : tensor<8x16xf32>, tensor<16x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<3x16x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x16x16xf32>
    return %2 : tensor<3x16x16xf32>
  }
}
