module @bad_axis attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"y"}]> : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
