module @jit_block_train attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg7: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x16xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<16x16xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<16x16xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<16x16xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16x32xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32x16xf32> {jax.result_info = "result[8]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %3 = sdy.constant dense<1.600000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x8x1xf32>
    %5 = stablehlo.divide %2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %7 = stablehlo.subtract %arg0, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %8 = stablehlo.multiply %7, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %9 = stablehlo.reduce(%8 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.divide %10, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %12 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %13 = stablehlo.subtract %arg0, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %14 = sdy.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x8x1xf32>
    %16 = stablehlo.add %11, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %17 = stablehlo.rsqrt %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %19 = stablehlo.multiply %13, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %20 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %22 = stablehlo.multiply %19, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %23 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %25 = stablehlo.add %22, %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %26 = stablehlo.dot_general %25, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %27 = stablehlo.reshape %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<2x8x16xf32>) -> tensor<2x8x4x4xf32>
    %28 = stablehlo.dot_general %25, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %29 = stablehlo.reshape %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<2x8x16xf32>) -> tensor<2x8x4x4xf32>
    %30 = stablehlo.dot_general %25, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %31 = stablehlo.reshape %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<2x8x16xf32>) -> tensor<2x8x4x4xf32>
    %32 = stablehlo.dot_general %27, %29, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x4x8x8xf32>
    %33 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %34 = stablehlo.sqrt %33 : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %36 = stablehlo.divide %32, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %37 = sdy.constant dense<true> : tensor<i1>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %39 = call @tril(%38) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %40 = stablehlo.broadcast_in_dim %39, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %41 = sdy.constant dense<-3.40282347E+38> : tensor<f32>
    %42:2 = call @_where(%40, %36, %41) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>, <@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) -> (tensor<2x4x8x8xf32>, tensor<2x4x8x8xi1>)
    %43 = sdy.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.reduce(%42#0 init: %43) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<2x4x8xf32>
    %46 = stablehlo.maximum %45, %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<2x4x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %49 = stablehlo.subtract %42#0, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %50 = stablehlo.exponential %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %51 = stablehlo.reduce(%50 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.divide %50, %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %55 = stablehlo.multiply %52, %52 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x1xf32>
    %56 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x4x8x1xf32>
    %58 = stablehlo.divide %57, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x1xf32>
    %59 = stablehlo.dot_general %31, %54, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x8x4x4xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x4x8xf32>
    %60 = stablehlo.transpose %59, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<2x4x4x8xf32>) -> tensor<2x8x4x4xf32>
    %61 = stablehlo.reshape %60 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x16xf32>
    %62 = stablehlo.dot_general %61, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %63 = stablehlo.add %arg0, %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %64 = stablehlo.reduce(%63 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %66 = stablehlo.divide %65, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %68 = stablehlo.subtract %63, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %69 = stablehlo.multiply %68, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %70 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x8x16xf32>
    %72 = stablehlo.multiply %71, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %73 = stablehlo.reduce(%69 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %75 = stablehlo.divide %74, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %76 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %77 = stablehlo.subtract %63, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %78 = stablehlo.add %75, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %79 = stablehlo.rsqrt %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %80 = stablehlo.divide %79, %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %81 = sdy.constant dense<-5.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x8x1xf32>
    %83 = stablehlo.multiply %82, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %84 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %85 = stablehlo.multiply %77, %84 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %86 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %88 = stablehlo.multiply %85, %87 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %89 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %91 = stablehlo.add %88, %90 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %92 = stablehlo.dot_general %91, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %93 = stablehlo.multiply %92, %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %94 = stablehlo.multiply %93, %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %95 = stablehlo.multiply %92, %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %96 = sdy.constant dense<3.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.multiply %97, %95 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %99 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x8x32xf32>
    %101 = stablehlo.multiply %100, %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %102 = stablehlo.add %92, %101 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %103 = sdy.constant dense<0.797884583> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x8x32xf32>
    %105 = stablehlo.multiply %104, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %106 = stablehlo.tanh %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %107 = stablehlo.broadcast_in_dim %56, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x8x32xf32>
    %108 = stablehlo.subtract %107, %106 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %109 = stablehlo.add %107, %106 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %110 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.multiply %111, %109 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %113 = stablehlo.multiply %92, %112 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %114 = stablehlo.dot_general %113, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %115 = stablehlo.add %63, %114 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %116 = stablehlo.multiply %115, %115 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %117 = stablehlo.multiply %71, %115 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %118 = stablehlo.reduce(%116 init: %0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<f32>
    %119 = sdy.constant dense<2.560000e+02> : tensor<f32>
    %120 = stablehlo.divide %118, %119 : tensor<f32>
    %121 = stablehlo.divide %56, %119 : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x8x16xf32>
    %123 = stablehlo.multiply %122, %117 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %124 = stablehlo.dot_general %123, %113, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x8x16xf32>, tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.transpose %124, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %126 = stablehlo.dot_general %123, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<2x8x16xf32>, tensor<32x16xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.multiply %92, %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %128 = stablehlo.multiply %126, %112 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %129 = stablehlo.multiply %111, %127 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %130 = stablehlo.multiply %129, %108 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %131 = stablehlo.multiply %130, %106 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %132 = stablehlo.add %130, %131 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %133 = stablehlo.multiply %104, %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %134 = stablehlo.add %128, %133 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %135 = stablehlo.multiply %100, %133 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %136 = stablehlo.multiply %135, %98 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %137 = stablehlo.add %134, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<2x8x32xf32>
    %138 = stablehlo.dot_general %137, %91, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %139 = stablehlo.transpose %138, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.dot_general %137, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x32xf32>, tensor<16x32xf32>) -> tensor<2x8x16xf32>
    %141 = stablehlo.reduce(%140 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %142 = stablehlo.reshape %141 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %143 = stablehlo.reduce(%142 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %144 = stablehlo.multiply %85, %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %145 = stablehlo.reduce(%144 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %146 = stablehlo.reshape %145 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %147 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %148 = stablehlo.multiply %140, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %149 = stablehlo.reduce(%146 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %150 = stablehlo.multiply %77, %148 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %151 = stablehlo.reduce(%150 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %152 = stablehlo.reshape %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %153 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %154 = stablehlo.multiply %148, %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %155 = stablehlo.multiply %152, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %156 = stablehlo.negate %154 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %157 = stablehlo.reduce(%156 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %158 = stablehlo.reshape %157 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %159 = stablehlo.add %123, %154 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %160 = stablehlo.divide %155, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %161 = stablehlo.reduce(%160 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %163 = stablehlo.multiply %162, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %164 = stablehlo.negate %163 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %165 = stablehlo.reduce(%164 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %166 = stablehlo.reshape %165 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %167 = stablehlo.add %159, %163 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %168 = stablehlo.add %158, %166 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %169 = stablehlo.divide %168, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x1xf32>
    %170 = stablehlo.reduce(%169 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %172 = stablehlo.add %167, %171 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %173 = stablehlo.dot_general %172, %61, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %174 = stablehlo.transpose %173, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %175 = stablehlo.dot_general %172, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %176 = stablehlo.reshape %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<2x8x16xf32>) -> tensor<2x8x4x4xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 3, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x8x4x4xf32>) -> tensor<2x4x4x8xf32>
    %178 = stablehlo.dot_general %177, %31, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x4x8xf32>, tensor<2x8x4x4xf32>) -> tensor<2x4x8x8xf32>
    %179 = stablehlo.dot_general %177, %54, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x4x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x4x8xf32>
    %180 = stablehlo.transpose %179, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<2x4x4x8xf32>) -> tensor<2x8x4x4xf32>
    %181 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %182 = stablehlo.multiply %178, %181 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %183 = stablehlo.multiply %182, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %184 = stablehlo.reduce(%183 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %185 = stablehlo.reshape %184 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %186 = stablehlo.negate %185 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x1xf32>
    %187 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %188 = stablehlo.divide %178, %187 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %189 = stablehlo.reduce(%186 init: %0) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %191 = stablehlo.add %188, %190 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %192 = stablehlo.multiply %191, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %193 = call @_where_0(%42#1, %192) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %194 = stablehlo.divide %193, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %195 = stablehlo.dot_general %194, %27, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x8x8xf32>, tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
    %196 = stablehlo.transpose %195, dims = [0, 2, 1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
    %197 = stablehlo.dot_general %194, %29, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<2x4x8x8xf32>, tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
    %198 = stablehlo.transpose %197, dims = [0, 2, 1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
    %199 = stablehlo.reshape %180 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x16xf32>
    %200 = stablehlo.dot_general %199, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %201 = stablehlo.transpose %200, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %202 = stablehlo.dot_general %199, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %203 = stablehlo.reshape %196 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x16xf32>
    %204 = stablehlo.dot_general %203, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %205 = stablehlo.transpose %204, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %206 = stablehlo.dot_general %203, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %207 = stablehlo.add %202, %206 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %208 = stablehlo.reshape %198 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x16xf32>
    %209 = stablehlo.dot_general %208, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %210 = stablehlo.transpose %209, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %211 = stablehlo.dot_general %208, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %212 = stablehlo.add %207, %211 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %213 = stablehlo.reduce(%212 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %214 = stablehlo.reshape %213 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %215 = stablehlo.reduce(%214 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %216 = stablehlo.add %143, %215 : tensor<16xf32>
    %217 = stablehlo.multiply %19, %212 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<2x8x16xf32>
    %218 = stablehlo.reduce(%217 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %219 = stablehlo.reshape %218 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %220 = stablehlo.reduce(%219 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %221 = stablehlo.add %149, %220 : tensor<16xf32>
    %222 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %224 = stablehlo.multiply %223, %221 : tensor<16xf32>
    %225 = stablehlo.subtract %arg1, %224 : tensor<16xf32>
    %226 = stablehlo.multiply %223, %216 : tensor<16xf32>
    %227 = stablehlo.subtract %arg2, %226 : tensor<16xf32>
    %228 = stablehlo.broadcast_in_dim %222, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x16xf32>
    %229 = stablehlo.multiply %228, %210 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x16xf32>
    %230 = stablehlo.subtract %arg3, %229 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x16xf32>
    %231 = stablehlo.multiply %228, %205 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x16xf32>
    %232 = stablehlo.subtract %arg4, %231 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x16xf32>
    %233 = stablehlo.multiply %228, %201 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x16xf32>
    %234 = stablehlo.subtract %arg5, %233 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x16xf32>
    %235 = stablehlo.broadcast_in_dim %222, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<16x16xf32>
    %236 = stablehlo.multiply %235, %174 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<16x16xf32>
    %237 = stablehlo.subtract %arg6, %236 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<16x16xf32>
    %238 = stablehlo.broadcast_in_dim %222, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %239 = stablehlo.multiply %238, %139 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %240 = stablehlo.subtract %arg7, %239 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %241 = stablehlo.broadcast_in_dim %222, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x16xf32>
    %242 = stablehlo.multiply %241, %125 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %243 = stablehlo.subtract %arg8, %242 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    return %120, %225, %227, %230, %232, %234, %237, %240, %243 : tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %3 = stablehlo.add %0, %2 : tensor<8x8xi32>
    %4 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %5 = stablehlo.compare GE, %3, %4, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %6 = sdy.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %8 = stablehlo.select %5, %arg0, %7 : tensor<8x8xi1>, tensor<8x8xi1>
    return %8 : tensor<8x8xi1>
  }
  func.func private @_where(%arg0: tensor<1x1x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<2x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<2x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, tensor<2x4x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<1x1x8x8xi1>) -> tensor<2x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %2 = stablehlo.select %0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    return %2, %0 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xi1>
  }
  func.func private @_where_0(%arg0: tensor<2x4x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg1: tensor<2x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) -> (tensor<2x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    return %2 : tensor<2x4x8x8xf32>
  }
}
