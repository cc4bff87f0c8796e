module @ui16 {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xui16> {
    %0 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xui16>
    return %0 : tensor<4xui16>
  }
}
