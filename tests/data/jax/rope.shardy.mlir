module @jit_rope attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2x8x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}, {}]>}) -> (tensor<2x8x4x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}, {}]>}) {
    %0 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %4 = stablehlo.add %3, %2 : tensor<2xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.power %7, %6 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %10 = stablehlo.divide %9, %8 : tensor<2xf32>
    %11 = stablehlo.iota dim = 0 : tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<8x2xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<8x2xf32>
    %17 = stablehlo.sine %16 : tensor<8x2xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %19 = stablehlo.cosine %16 : tensor<8x2xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %21 = stablehlo.slice %arg0 [0:2, 0:8, 0:4, 0:2] : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x2xf32>
    %22 = stablehlo.slice %arg0 [0:2, 0:8, 0:4, 2:4] : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x2xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<2x8x4x2xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<2x8x4x2xf32>
    %25 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<2x8x4x2xf32>
    %26 = stablehlo.multiply %22, %25 : tensor<2x8x4x2xf32>
    %27 = stablehlo.subtract %24, %26 : tensor<2x8x4x2xf32>
    %28 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<2x8x4x2xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<2x8x4x2xf32>
    %30 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x8x1x2xf32>) -> tensor<2x8x4x2xf32>
    %31 = stablehlo.multiply %22, %30 : tensor<2x8x4x2xf32>
    %32 = stablehlo.add %29, %31 : tensor<2x8x4x2xf32>
    %33 = stablehlo.concatenate %27, %32, dim = 3 : (tensor<2x8x4x2xf32>, tensor<2x8x4x2xf32>) -> tensor<2x8x4x4xf32>
    return %33 : tensor<2x8x4x4xf32>
  }
}
