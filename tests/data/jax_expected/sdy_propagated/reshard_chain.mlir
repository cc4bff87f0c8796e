module @jit_reshard_chain attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2]> {stablehlo.mesh = {axes = [{name = "a", size = 2 : i64}, {name = "b", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {}]>}) -> (tensor<16x8xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"b", "a"}, {}]>}) {
    %0 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.multiply %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>} : tensor<16x8xf32>
    %3 = sdy.reshard %2 <@mesh, [{"b"}, {}]> : tensor<16x8xf32>
    %4 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %6 = stablehlo.add %3, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<16x8xf32>
    %7 = sdy.reshard %6 <@mesh, [{"a"}, {}]> : tensor<16x8xf32>
    %8 = stablehlo.tanh %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} : tensor<16x8xf32>
    %9 = sdy.reshard %8 <@mesh, [{}, {"b"}]> : tensor<16x8xf32>
    %10 = sdy.constant dense<3.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", "a"}, {}]>]>} : (tensor<f32>) -> tensor<16x8xf32>
    %12 = stablehlo.multiply %9, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", "a"}, {}]>]>} : tensor<16x8xf32>
    return %12 : tensor<16x8xf32>
  }
}
