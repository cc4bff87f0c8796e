module @jit_while_converge attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<i32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<8x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %0, %iterArg_1 = %arg0) : tensor<f32>, tensor<i32>, tensor<8x16xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {}]>]>}
    cond {
      %2 = sdy.constant dense<60> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_0, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.abs %iterArg_1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
      %5 = sdy.constant dense<0xFF800000> : tensor<f32>
      %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
      %7 = stablehlo.compare GT, %6, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.and %3, %7 : tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %2 = sdy.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_0, %2 : tensor<i32>
      %4 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
      %6 = stablehlo.multiply %iterArg_1, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
      stablehlo.return %iterArg, %3, %6 : tensor<f32>, tensor<i32>, tensor<8x16xf32>
    }
    return %1#1, %1#2 : tensor<i32>, tensor<8x16xf32>
  }
}
