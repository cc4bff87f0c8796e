module @jit_complex_rope attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) -> (tensor<4x8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<8xi32>
    %2 = stablehlo.convert %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8xi32>) -> tensor<8xf32>
    %3 = sdy.constant dense<8.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.divide %2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<8xf32>
    %6 = sdy.constant dense<1.000000e+04> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.power %7, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<8xf32>
    %9 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.divide %10, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<8xf32>
    %12 = stablehlo.convert %0 : (tensor<8xi32>) -> tensor<8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %17 = stablehlo.multiply %15, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<8x8xf32>
    %18 = stablehlo.convert %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8x8xf32>) -> tensor<8x8xcomplex<f32>>
    %19 = sdy.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<complex<f32>>) -> tensor<8x8xcomplex<f32>>
    %21 = stablehlo.multiply %20, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<8x8xcomplex<f32>>
    %22 = stablehlo.exponential %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<8x8xcomplex<f32>>
    %23 = stablehlo.slice %arg0 [0:4, 0:8, 0:16:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x8x8xf32>
    %24 = stablehlo.slice %arg0 [0:4, 0:8, 1:16:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x8x8xf32>
    %25 = stablehlo.complex %23, %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x8xcomplex<f32>>
    %26 = stablehlo.broadcast_in_dim %22, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<8x8xcomplex<f32>>) -> tensor<1x8x8xcomplex<f32>>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x8x8xcomplex<f32>>) -> tensor<4x8x8xcomplex<f32>>
    %28 = stablehlo.multiply %25, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x8xcomplex<f32>>
    %29 = stablehlo.real %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x8xcomplex<f32>>) -> tensor<4x8x8xf32>
    %30 = stablehlo.imag %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x8xcomplex<f32>>) -> tensor<4x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %33 = stablehlo.concatenate %31, %32, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<4x8x8x1xf32>, tensor<4x8x8x1xf32>) -> tensor<4x8x8x2xf32>
    %34 = stablehlo.reshape %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x8x2xf32>) -> tensor<4x8x16xf32>
    return %34 : tensor<4x8x16xf32>
  }
}
