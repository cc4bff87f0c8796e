module @dyn {
  func.func public @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
}
