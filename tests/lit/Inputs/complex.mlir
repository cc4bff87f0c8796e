module @complex {
  func.func public @main(%arg0: tensor<4xcomplex<f16>>) -> tensor<4xcomplex<f16>> {
    return %arg0 : tensor<4xcomplex<f16>>
  }
}
