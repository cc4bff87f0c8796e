module @jit_unreduced attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}], unreduced={"model"}>]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %1 = sdy.reshard %0 <@mesh, [{"data"}, {}], unreduced={"model"}> : tensor<8x16xf32>
    %2 = sdy.all_reduce {"model"} %1 out_sharding=<@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %3 = sdy.reshard %2 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
}
