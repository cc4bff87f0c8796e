module @jit_fori_traced attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %arg3, %iterArg_1 = %0, %iterArg_2 = %arg0, %iterArg_3 = %arg1) : tensor<16x16xf32>, tensor<16xf32>, tensor<i32>, tensor<i32>, tensor<8x16xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>, <@mesh, [{"model"}]>, <@mesh, []>, <@mesh, []>, <@mesh, [{}, {"model"}]>]>}
    cond {
      %2 = stablehlo.compare LT, %iterArg_1, %iterArg_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = sdy.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_1, %2 : tensor<i32>
      %4 = stablehlo.dot_general %iterArg_3, %iterArg, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %5 = stablehlo.convert %iterArg_1 : (tensor<i32>) -> tensor<f32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<16xf32>
      %7 = stablehlo.multiply %iterArg_0, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<16xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<16xf32>) -> tensor<1x16xf32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x16xf32>) -> tensor<8x16xf32>
      %10 = stablehlo.add %4, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<8x16xf32>
      %11 = stablehlo.tanh %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<8x16xf32>
      stablehlo.return %iterArg, %iterArg_0, %3, %iterArg_2, %11 : tensor<16x16xf32>, tensor<16xf32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>
    }
    return %1#4 : tensor<8x16xf32>
  }
}
