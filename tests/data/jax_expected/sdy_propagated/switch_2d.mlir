module @jit_switch_2d attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = sdy.constant dense<2> : tensor<i32>
    %2 = stablehlo.clamp %0, %arg0, %1 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %4 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      stablehlo.return %4 : tensor<8x16xf32>
    }, {
      %4 = stablehlo.tanh %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
      %5 = sdy.reshard %4 <@mesh, [{"data"}, {"model"}]> : tensor<8x16xf32>
      %6 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
      %8 = stablehlo.multiply %5, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
      stablehlo.return %8 : tensor<8x16xf32>
    }, {
      %4 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.reduce(%arg1 init: %4) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<16xf32>) -> tensor<1x16xf32>
      %7 = sdy.constant dense<8.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<1x16xf32>
      %9 = stablehlo.divide %6, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<1x16xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<1x16xf32>) -> tensor<8x16xf32>
      %11 = stablehlo.subtract %arg1, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
      stablehlo.return %11 : tensor<8x16xf32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<i32>) -> tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
}
