module @jit_attention attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x16xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"}, %arg1: tensor<16x16xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<16x16xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<16x16xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<16x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}) -> (tensor<2x8x16xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<2x8x16xf32>) -> tensor<2x8x4x4xf32>
    %2 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<2x8x16xf32>) -> tensor<2x8x4x4xf32>
    %4 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x8x16xf32>) -> tensor<2x8x4x4xf32>
    %6 = stablehlo.dot_general %1, %3, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x4x8x8xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %7 = stablehlo.sqrt %cst : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %9 = stablehlo.divide %6, %8 : tensor<2x4x8x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %11 = call @tril(%10) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %cst_0 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %13 = call @_where(%12, %9, %cst_0) : (tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2x4x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %19 = stablehlo.subtract %13, %18 : tensor<2x4x8x8xf32>
    %20 = stablehlo.exponential %19 : tensor<2x4x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %24 = stablehlo.divide %20, %23 : tensor<2x4x8x8xf32>
    %25 = stablehlo.dot_general %5, %24, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x4xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 3, 1, 2] : (tensor<2x4x4x8xf32>) -> tensor<2x8x4x4xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x4x4xf32>) -> tensor<2x8x16xf32>
    %28 = stablehlo.dot_general %27, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    return %28 : tensor<2x8x16xf32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_where(%arg0: tensor<1x1x8x8xi1>, %arg1: tensor<2x4x8x8xf32>, %arg2: tensor<f32>) -> tensor<2x4x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<2x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    return %2 : tensor<2x4x8x8xf32>
  }
}
