module @jit_fft_conv attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<4x8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = call @_pad(%arg0, %0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x8x16xf32>, tensor<i32>) -> tensor<4x8x32xf32>
    %2 = call @fft(%1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x8x32xf32>) -> tensor<4x8x17xcomplex<f32>>
    %3 = call @_pad_0(%arg1, %0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x16xf32>, tensor<i32>) -> tensor<8x32xf32>
    %4 = call @fft_1(%3) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x32xf32>) -> tensor<8x17xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<8x17xcomplex<f32>>) -> tensor<1x8x17xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<1x8x17xcomplex<f32>>) -> tensor<4x8x17xcomplex<f32>>
    %7 = stablehlo.multiply %2, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<4x8x17xcomplex<f32>>
    %8 = call @_pad_2(%7, %0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x8x17xcomplex<f32>>, tensor<i32>) -> tensor<4x8x17xcomplex<f32>>
    %9 = call @fft_3(%8) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x8x17xcomplex<f32>>) -> tensor<4x8x32xf32>
    %10 = stablehlo.slice %9 [0:4, 0:8, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x8x32xf32>) -> tensor<4x8x16xf32>
    return %10 : tensor<4x8x16xf32>
  }
  func.func private @_pad(%arg0: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 16], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x8x32xf32>
    return %1 : tensor<4x8x32xf32>
  }
  func.func private @fft(%arg0: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) -> (tensor<4x8x17xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x8x32xf32>) -> tensor<4x8x17xcomplex<f32>>
    return %0 : tensor<4x8x17xcomplex<f32>>
  }
  func.func private @_pad_0(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 16], interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @fft_1(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x17xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x32xf32>) -> tensor<8x17xcomplex<f32>>
    return %0 : tensor<8x17xcomplex<f32>>
  }
  func.func private @_pad_2(%arg0: tensor<4x8x17xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<4x8x17xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x8x17xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x8x17xcomplex<f32>>
    return %1 : tensor<4x8x17xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<4x8x17xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) -> (tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x8x17xcomplex<f32>>) -> tensor<4x8x32xf32>
    return %0 : tensor<4x8x32xf32>
  }
}
