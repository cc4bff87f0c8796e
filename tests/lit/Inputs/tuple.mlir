module @tup {
  func.func public @main(%arg0: tensor<4xf32>) -> tuple<tensor<4xf32>> {
    %0 = stablehlo.tuple %arg0 : tuple<tensor<4xf32>>
    return %0 : tuple<tensor<4xf32>>
  }
}
