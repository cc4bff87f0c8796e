module @maximal attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]>
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>]>} : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
