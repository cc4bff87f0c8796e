module @jit_reshard_chain attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2]> {stablehlo.mesh = {axes = [{name = "a", size = 2 : i64}, {name = "b", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {}]>}) -> (tensor<16x8xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"b", "a"}, {}]>}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16x8xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"b"}, {}]> : tensor<16x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %4 = stablehlo.add %2, %3 : tensor<16x8xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"a"}, {}]> : tensor<16x8xf32>
    %6 = stablehlo.tanh %5 : tensor<16x8xf32>
    %7 = sdy.sharding_constraint %6 <@mesh, [{}, {"b"}]> : tensor<16x8xf32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<16x8xf32>
    return %9 : tensor<16x8xf32>
  }
}
