module @jit_fno_spectral attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4x12xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4]}"}, %arg1: tensor<4x6x5xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<4x6x5xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}) -> (tensor<8x6x12xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"}) {
    %0 = call @fft(%arg0) : (tensor<8x4x12xf32>) -> tensor<8x4x7xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:8, 0:4, 0:5] : (tensor<8x4x7xcomplex<f32>>) -> tensor<8x4x5xcomplex<f32>>
    %2 = stablehlo.complex %arg1, %arg2 : tensor<4x6x5xcomplex<f32>>
    %3 = stablehlo.dot_general %2, %1, batching_dims = [2] x [2], contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x6x5xcomplex<f32>>, tensor<8x4x5xcomplex<f32>>) -> tensor<5x6x8xcomplex<f32>>
    %4 = stablehlo.transpose %3, dims = [2, 1, 0] : (tensor<5x6x8xcomplex<f32>>) -> tensor<8x6x5xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_pad(%4, %c) : (tensor<8x6x5xcomplex<f32>>, tensor<i32>) -> tensor<8x6x7xcomplex<f32>>
    %6 = call @fft_0(%5) : (tensor<8x6x7xcomplex<f32>>) -> tensor<8x6x12xf32>
    return %6 : tensor<8x6x12xf32>
  }
  func.func private @fft(%arg0: tensor<8x4x12xf32>) -> tensor<8x4x7xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [12] : (tensor<8x4x12xf32>) -> tensor<8x4x7xcomplex<f32>>
    return %0 : tensor<8x4x7xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<8x6x5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<8x6x7xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 2], interior = [0, 0, 0] : (tensor<8x6x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8x6x7xcomplex<f32>>
    return %1 : tensor<8x6x7xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<8x6x7xcomplex<f32>>) -> tensor<8x6x12xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [12] : (tensor<8x6x7xcomplex<f32>>) -> tensor<8x6x12xf32>
    return %0 : tensor<8x6x12xf32>
  }
}
