module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg5: tensor<2x8x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg6: tensor<2x8x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg7: tensor<2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<2x512xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x8x64x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, tensor<2x8x64x16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.compare LT, %arg7, %0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.add %arg7, %2 : tensor<2xi32>
    %4 = stablehlo.select %1, %3, %arg7 : tensor<2xi1>, tensor<2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xf32>, tensor<2x1xi32>) -> tensor<2x128xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x128xf32>, tensor<128x128xf32>) -> tensor<2x128xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x128xf32>) -> tensor<2x8x1x16xf32>
    %9 = stablehlo.dot_general %6, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x128xf32>, tensor<128x128xf32>) -> tensor<2x128xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x128xf32>) -> tensor<2x8x1x16xf32>
    %11 = stablehlo.dot_general %6, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x128xf32>, tensor<128x128xf32>) -> tensor<2x128xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x128xf32>) -> tensor<2x8x1x16xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %arg8, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<64> : tensor<i32>
    %14 = stablehlo.add %arg8, %c_2 : tensor<i32>
    %15 = stablehlo.select %13, %14, %arg8 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.dynamic_update_slice %arg5, %10, %c_3, %c_4, %15, %c_5 : (tensor<2x8x64x16xf32>, tensor<2x8x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x16xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %arg8, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<64> : tensor<i32>
    %18 = stablehlo.add %arg8, %c_7 : tensor<i32>
    %19 = stablehlo.select %17, %18, %arg8 : tensor<i1>, tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_update_slice %arg6, %12, %c_8, %c_9, %19, %c_10 : (tensor<2x8x64x16xf32>, tensor<2x8x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x64x16xf32>
    %21 = stablehlo.dot_general %8, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x1x16xf32>, tensor<2x8x64x16xf32>) -> tensor<2x8x1x64xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x1x64xf32>
    %23 = stablehlo.divide %21, %22 : tensor<2x8x1x64xf32>
    %24 = stablehlo.iota dim = 0 : tensor<64xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [3] : (tensor<64xi32>) -> tensor<1x1x1x64xi32>
    %26 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<i32>) -> tensor<1x1x1x64xi32>
    %27 = stablehlo.compare LE, %25, %26, SIGNED : (tensor<1x1x1x64xi32>, tensor<1x1x1x64xi32>) -> tensor<1x1x1x64xi1>
    %cst_11 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %28 = call @_where(%27, %23, %cst_11) : (tensor<1x1x1x64xi1>, tensor<2x8x1x64xf32>, tensor<f32>) -> tensor<2x8x1x64xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x1x64xf32>, tensor<f32>) -> tensor<2x8x1xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %31 = stablehlo.maximum %30, %29 : tensor<2x8x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<2x8x1x1xf32>) -> tensor<2x8x1x64xf32>
    %34 = stablehlo.subtract %28, %33 : tensor<2x8x1x64xf32>
    %35 = stablehlo.exponential %34 : tensor<2x8x1x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x8x1x64xf32>, tensor<f32>) -> tensor<2x8x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x1x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<2x8x1x1xf32>) -> tensor<2x8x1x64xf32>
    %39 = stablehlo.divide %35, %38 : tensor<2x8x1x64xf32>
    %40 = stablehlo.dot_general %39, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x1x64xf32>, tensor<2x8x64x16xf32>) -> tensor<2x8x1x16xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x8x1x16xf32>) -> tensor<2x128xf32>
    %42 = stablehlo.dot_general %41, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x128xf32>, tensor<128x128xf32>) -> tensor<2x128xf32>
    %43 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %44 = stablehlo.dot_general %42, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x128xf32>, tensor<128x512xf32>) -> tensor<2x512xf32>
    return %44, %16, %20 : tensor<2x512xf32>, tensor<2x8x64x16xf32>, tensor<2x8x64x16xf32>
  }
  func.func private @_where(%arg0: tensor<1x1x1x64xi1>, %arg1: tensor<2x8x1x64xf32>, %arg2: tensor<f32>) -> tensor<2x8x1x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xi1>) -> tensor<2x8x1x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x1x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x8x1x64xi1>, tensor<2x8x1x64xf32>
    return %3 : tensor<2x8x1x64xf32>
  }
}
