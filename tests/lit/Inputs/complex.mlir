module @f64 {
  func.func public @main(%arg0: tensor<4xf64>) -> tensor<4xf64> {
    return %arg0 : tensor<4xf64>
  }
}
