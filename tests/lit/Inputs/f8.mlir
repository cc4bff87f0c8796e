module @f8 {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf8E4M3FNUZ> {
    %0 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf8E4M3FNUZ>
    return %0 : tensor<4xf8E4M3FNUZ>
  }
}
