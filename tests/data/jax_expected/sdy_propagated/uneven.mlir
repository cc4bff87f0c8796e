module @jit_uneven attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<6x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<16x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<6x10xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<10xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<6x16xf32>, tensor<16x10xf32>) -> tensor<6x10xf32>
    %1 = sdy.reshard %0 <@mesh, [{"model"}, {}]> : tensor<6x10xf32>
    %2 = sdy.reshard %1 <@mesh, [{"model":(1)2}, {}]> : tensor<6x10xf32>
    %3 = call @log_softmax(%2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {}]>]>} : (tensor<6x10xf32>) -> tensor<6x10xf32>
    %4 = stablehlo.tanh %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<6x10xf32>
    %5 = sdy.reshard %4 <@mesh, [{}, {"model"}]> : tensor<6x10xf32>
    %6 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %6) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<6x10xf32>, tensor<f32>) -> tensor<10xf32>
    return %3, %7 : tensor<6x10xf32>, tensor<10xf32>
  }
  func.func private @log_softmax(%arg0: tensor<6x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model":(1)2}, {}]>}) -> (tensor<6x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model":(1)2}, {}]>}) {
    %0 = sdy.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.maximum across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<6x10xf32>, tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.maximum %2, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<6xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<6xf32>) -> tensor<6x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<6x1xf32>) -> tensor<6x10xf32>
    %6 = stablehlo.subtract %arg0, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<6x10xf32>
    %7 = stablehlo.exponential %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<6x10xf32>
    %8 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<6x10xf32>, tensor<f32>) -> tensor<6xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<6xf32>) -> tensor<6x1xf32>
    %11 = stablehlo.log %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<6x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<6x1xf32>) -> tensor<6x10xf32>
    %13 = stablehlo.subtract %6, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<6x10xf32>
    return %13 : tensor<6x10xf32>
  }
}
