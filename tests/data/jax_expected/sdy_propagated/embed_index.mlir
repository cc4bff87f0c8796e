module @jit_embed_index attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<2x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<2x8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %3 = sdy.constant dense<32> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %5 = stablehlo.add %arg1, %4 : tensor<2x8xi32>
    %6 = stablehlo.select %2, %5, %arg1 : tensor<2x8xi1>, tensor<2x8xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<2x8x1xi32>) -> tensor<2x8x16xf32>
    return %8 : tensor<2x8x16xf32>
  }
}
