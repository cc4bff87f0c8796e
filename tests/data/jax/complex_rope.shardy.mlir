module @jit_complex_rope attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) -> (tensor<4x8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.iota dim = 0 : tensor<8xi32>
    %2 = stablehlo.convert %1 : (tensor<8xi32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.power %5, %4 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.divide %7, %6 : tensor<8xf32>
    %9 = stablehlo.convert %0 : (tensor<8xi32>) -> tensor<8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<8x8xf32>
    %15 = stablehlo.convert %14 : (tensor<8x8xf32>) -> tensor<8x8xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<8x8xcomplex<f32>>
    %17 = stablehlo.multiply %16, %15 : tensor<8x8xcomplex<f32>>
    %18 = stablehlo.exponential %17 : tensor<8x8xcomplex<f32>>
    %19 = stablehlo.slice %arg0 [0:4, 0:8, 0:16:2] : (tensor<4x8x16xf32>) -> tensor<4x8x8xf32>
    %20 = stablehlo.slice %arg0 [0:4, 0:8, 1:16:2] : (tensor<4x8x16xf32>) -> tensor<4x8x8xf32>
    %21 = stablehlo.complex %19, %20 : tensor<4x8x8xcomplex<f32>>
    %22 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<8x8xcomplex<f32>>) -> tensor<1x8x8xcomplex<f32>>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x8x8xcomplex<f32>>) -> tensor<4x8x8xcomplex<f32>>
    %24 = stablehlo.multiply %21, %23 : tensor<4x8x8xcomplex<f32>>
    %25 = stablehlo.real %24 : (tensor<4x8x8xcomplex<f32>>) -> tensor<4x8x8xf32>
    %26 = stablehlo.imag %24 : (tensor<4x8x8xcomplex<f32>>) -> tensor<4x8x8xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %29 = stablehlo.concatenate %27, %28, dim = 3 : (tensor<4x8x8x1xf32>, tensor<4x8x8x1xf32>) -> tensor<4x8x8x2xf32>
    %30 = stablehlo.reshape %29 : (tensor<4x8x8x2xf32>) -> tensor<4x8x16xf32>
    return %30 : tensor<4x8x16xf32>
  }
}
