module @jit_embed_onehot attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<2x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<2x8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) {
    %0 = call @_one_hot(%arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8xi32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    return %1 : tensor<2x8x16xf32>
  }
  func.func private @_one_hot(%arg0: tensor<2x8xi32>) -> (tensor<2x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %1 = stablehlo.iota dim = 2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<1x1x32xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x1xi32>) -> tensor<2x8x32xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x32xi32>) -> tensor<2x8x32xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xi32>, tensor<2x8x32xi32>) -> tensor<2x8x32xi1>
    %5 = stablehlo.convert %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xi1>) -> tensor<2x8x32xf32>
    return %5 : tensor<2x8x32xf32>
  }
}
