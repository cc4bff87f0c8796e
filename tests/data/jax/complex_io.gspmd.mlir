module @jit_complex_io attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xcomplex<f32>> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) -> (tensor<16xcomplex<f32>> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<8x16xcomplex<f32>> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[2,2]<=[4]}"}, tensor<8x16xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) {
    %0 = stablehlo.real %arg0 : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
    %1 = stablehlo.imag %arg0 : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
    %2 = stablehlo.negate %1 : tensor<8x16xf32>
    %3 = stablehlo.complex %0, %2 : tensor<8x16xcomplex<f32>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<8x16xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x16xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16xcomplex<f32>>
    %6 = call @fft(%arg0) : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xcomplex<f32>>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<8x16xcomplex<f32>>) -> tensor<16x8xcomplex<f32>>
    %8 = call @fft_0(%7) : (tensor<16x8xcomplex<f32>>) -> tensor<16x8xcomplex<f32>>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<16x8xcomplex<f32>>) -> tensor<8x16xcomplex<f32>>
    %10 = call @angle(%arg0) : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
    return %5, %9, %10 : tensor<16xcomplex<f32>>, tensor<8x16xcomplex<f32>>, tensor<8x16xf32>
  }
  func.func private @fft(%arg0: tensor<8x16xcomplex<f32>>) -> tensor<8x16xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [8, 16] : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xcomplex<f32>>
    return %0 : tensor<8x16xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<16x8xcomplex<f32>>) -> tensor<16x8xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [8] : (tensor<16x8xcomplex<f32>>) -> tensor<16x8xcomplex<f32>>
    return %0 : tensor<16x8xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32> {
    %0 = stablehlo.real %arg0 : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
    %1 = stablehlo.imag %arg0 : (tensor<8x16xcomplex<f32>>) -> tensor<8x16xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}
