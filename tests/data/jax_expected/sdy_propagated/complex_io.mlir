module @jit_complex_io attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<16xcomplex<f32>> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<8x16xcomplex<f32>> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.real %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
    %1 = stablehlo.imag %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
    %2 = stablehlo.negate %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %3 = stablehlo.complex %0, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xcomplex<f32>>
    %4 = stablehlo.multiply %arg0, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xcomplex<f32>>
    %5 = sdy.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.reduce(%4 init: %5) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8x16xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16xcomplex<f32>>
    %7 = call @fft(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xcomplex<f32>>
    %8 = stablehlo.transpose %7, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<8x16xcomplex<f32>>) -> tensor<16x8xcomplex<f32>>
    %9 = call @fft_0(%8) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<16x8xcomplex<f32>>) -> tensor<16x8xcomplex<f32>>
    %10 = stablehlo.transpose %9, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<16x8xcomplex<f32>>) -> tensor<8x16xcomplex<f32>>
    %11 = call @angle(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
    return %6, %10, %11 : tensor<16xcomplex<f32>>, tensor<8x16xcomplex<f32>>, tensor<8x16xf32>
  }
  func.func private @fft(%arg0: tensor<8x16xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x16xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8, 16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xcomplex<f32>>
    return %0 : tensor<8x16xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<16x8xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}) -> (tensor<16x8xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}) {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<16x8xcomplex<f32>>) -> tensor<16x8xcomplex<f32>>
    return %0 : tensor<16x8xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<8x16xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.real %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
    %1 = stablehlo.imag %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
    %2 = stablehlo.atan2 %1, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}
