module @two attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @a = <["x"=4]>
  sdy.mesh @b = <["x"=2, "y"=2]>
  sdy.mesh @unused = <["z"=8]>
  func.func public @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@a, [{"x"}]>},
                         %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@b, [{"x"}]>}) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}
