module @ui32 {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xui32> {
    %0 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xui32>
    return %0 : tensor<4xui32>
  }
}
