module @unknown attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = sdy.sharding_constraint %arg0 <@other, [{"x"}]> : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
