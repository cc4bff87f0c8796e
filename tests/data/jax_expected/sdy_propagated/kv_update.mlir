module @jit_kv_update attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.slice %arg1 [0:1, 0:16] : (tensor<16x16xf32>) -> tensor<1x16xf32>
    %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x16xf32>
    %4 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %6 = stablehlo.add %3, %5 : tensor<1x16xf32>
    %7 = sdy.constant dense<0> : tensor<i32>
    %8 = sdy.constant dense<3> : tensor<i32>
    %9 = stablehlo.dynamic_update_slice %arg0, %6, %7, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %10 = stablehlo.dynamic_slice %9, %7, %7, sizes = [8, 16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    return %10 : tensor<8x16xf32>
  }
}
