module @jit_gpt2_fwd attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<4x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<2x32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg6: tensor<2x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg7: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<2x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg12: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg13: tensor<2x128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg14: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<4x8x64xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x8xi32>
    %2 = stablehlo.compare LT, %arg2, %1, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %3 = sdy.constant dense<64> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x8xi32>
    %5 = stablehlo.add %arg2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x8xi32>
    %6 = stablehlo.select %2, %5, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x8xi1>, tensor<4x8xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %9 = stablehlo.slice %arg1 [0:8, 0:32] : (tensor<16x32xf32>) -> tensor<8x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x8x32xf32>) -> tensor<4x8x32xf32>
    %12 = stablehlo.add %8, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %13 = stablehlo.slice %arg3 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x32xf32>) -> tensor<32xf32>
    %15 = stablehlo.slice %arg4 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x32xf32>) -> tensor<32xf32>
    %17 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%12 init: %17) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %20 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x1xf32>
    %22 = stablehlo.divide %19, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %23 = call @_var(%12, %0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x32xf32>, tensor<i32>) -> tensor<4x8x1xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %25 = stablehlo.subtract %12, %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %26 = sdy.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x1xf32>
    %28 = stablehlo.add %23, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %29 = stablehlo.rsqrt %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %31 = stablehlo.multiply %25, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %32 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %34 = stablehlo.multiply %31, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %35 = stablehlo.broadcast_in_dim %16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %37 = stablehlo.add %34, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %38 = stablehlo.slice %arg5 [0:1, 0:32, 0:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x96xf32>) -> tensor<1x32x96xf32>
    %39 = stablehlo.reshape %38 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    %40 = stablehlo.dot_general %37, %39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x32xf32>, tensor<32x96xf32>) -> tensor<4x8x96xf32>
    %41 = stablehlo.slice %arg6 [0:1, 0:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x96xf32>) -> tensor<1x96xf32>
    %42 = stablehlo.reshape %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x96xf32>) -> tensor<96xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x96xf32>) -> tensor<4x8x96xf32>
    %45 = stablehlo.add %40, %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x96xf32>
    %46 = stablehlo.slice %45 [0:4, 0:8, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %47 = stablehlo.slice %45 [0:4, 0:8, 32:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %48 = stablehlo.slice %45 [0:4, 0:8, 64:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %49 = stablehlo.reshape %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %50 = stablehlo.reshape %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %51 = stablehlo.reshape %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %52 = stablehlo.dot_general %49, %50, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %53 = sdy.constant dense<8.000000e+00> : tensor<f32>
    %54 = stablehlo.sqrt %53 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %56 = stablehlo.divide %52, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<4x4x8x8xf32>
    %57 = sdy.constant dense<true> : tensor<i1>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %59 = call @tril(%58) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %61 = sdy.constant dense<-3.40282347E+38> : tensor<f32>
    %62 = call @_where_0(%60, %56, %61) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<1x1x8x8xi1>, tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8x8xf32>
    %63 = sdy.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.reduce(%62 init: %63) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<4x4x8xf32>
    %66 = stablehlo.maximum %65, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<4x4x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %69 = stablehlo.subtract %62, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<4x4x8x8xf32>
    %70 = stablehlo.exponential %69 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<4x4x8x8xf32>
    %71 = stablehlo.reduce(%70 init: %17) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %74 = stablehlo.divide %70, %73 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<4x4x8x8xf32>
    %75 = stablehlo.dot_general %51, %74, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %76 = stablehlo.transpose %75, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %77 = stablehlo.reshape %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %78 = stablehlo.slice %arg7 [0:1, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %79 = stablehlo.reshape %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %80 = stablehlo.dot_general %77, %79, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %81 = stablehlo.add %12, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %82 = stablehlo.slice %arg8 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x32xf32>) -> tensor<32xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %86 = stablehlo.add %81, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %87 = stablehlo.slice %arg9 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x32xf32>) -> tensor<32xf32>
    %89 = stablehlo.slice %arg10 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x32xf32>) -> tensor<32xf32>
    %91 = stablehlo.reduce(%86 init: %17) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %93 = stablehlo.divide %92, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %94 = call @_var(%86, %0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x32xf32>, tensor<i32>) -> tensor<4x8x1xf32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %96 = stablehlo.subtract %86, %95 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %97 = stablehlo.add %94, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %98 = stablehlo.rsqrt %97 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %100 = stablehlo.multiply %96, %99 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %101 = stablehlo.broadcast_in_dim %88, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %103 = stablehlo.multiply %100, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %104 = stablehlo.broadcast_in_dim %90, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %106 = stablehlo.add %103, %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %107 = stablehlo.slice %arg11 [0:1, 0:32, 0:128] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x128xf32>) -> tensor<1x32x128xf32>
    %108 = stablehlo.reshape %107 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %109 = stablehlo.dot_general %106, %108, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %110 = stablehlo.slice %arg12 [0:1, 0:128] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x128xf32>) -> tensor<1x128xf32>
    %111 = stablehlo.reshape %110 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x128xf32>) -> tensor<128xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %114 = stablehlo.add %109, %113 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %115 = stablehlo.multiply %114, %114 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %116 = stablehlo.multiply %115, %114 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %117 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x8x128xf32>
    %119 = stablehlo.multiply %118, %116 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %120 = stablehlo.add %114, %119 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %121 = sdy.constant dense<0.797884583> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x8x128xf32>
    %123 = stablehlo.multiply %122, %120 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %124 = stablehlo.tanh %123 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %125 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x8x128xf32>
    %127 = stablehlo.add %126, %124 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %128 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x8x128xf32>
    %130 = stablehlo.multiply %129, %127 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %131 = stablehlo.multiply %114, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %132 = stablehlo.slice %arg13 [0:1, 0:128, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x128x32xf32>) -> tensor<1x128x32xf32>
    %133 = stablehlo.reshape %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    %134 = stablehlo.dot_general %131, %133, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %135 = stablehlo.add %86, %134 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %136 = stablehlo.slice %arg14 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<1x32xf32>) -> tensor<32xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %140 = stablehlo.add %135, %139 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %141 = stablehlo.slice %arg3 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<1x32xf32>) -> tensor<32xf32>
    %143 = stablehlo.slice %arg4 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<1x32xf32>) -> tensor<32xf32>
    %145 = stablehlo.reduce(%140 init: %17) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %147 = stablehlo.divide %146, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %148 = call @_var(%140, %0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x32xf32>, tensor<i32>) -> tensor<4x8x1xf32>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %150 = stablehlo.subtract %140, %149 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %151 = stablehlo.add %148, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %152 = stablehlo.rsqrt %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %154 = stablehlo.multiply %150, %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %155 = stablehlo.broadcast_in_dim %142, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %157 = stablehlo.multiply %154, %156 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %158 = stablehlo.broadcast_in_dim %144, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %160 = stablehlo.add %157, %159 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %161 = stablehlo.slice %arg5 [1:2, 0:32, 0:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x96xf32>) -> tensor<1x32x96xf32>
    %162 = stablehlo.reshape %161 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    %163 = stablehlo.dot_general %160, %162, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x32xf32>, tensor<32x96xf32>) -> tensor<4x8x96xf32>
    %164 = stablehlo.slice %arg6 [1:2, 0:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x96xf32>) -> tensor<1x96xf32>
    %165 = stablehlo.reshape %164 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x96xf32>) -> tensor<96xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x96xf32>) -> tensor<4x8x96xf32>
    %168 = stablehlo.add %163, %167 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x96xf32>
    %169 = stablehlo.slice %168 [0:4, 0:8, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %170 = stablehlo.slice %168 [0:4, 0:8, 32:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %171 = stablehlo.slice %168 [0:4, 0:8, 64:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %172 = stablehlo.reshape %169 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %173 = stablehlo.reshape %170 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %174 = stablehlo.reshape %171 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %175 = stablehlo.dot_general %172, %173, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %176 = stablehlo.sqrt %53 : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %178 = stablehlo.divide %175, %177 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<4x4x8x8xf32>
    %179 = call @tril(%58) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %180 = stablehlo.broadcast_in_dim %179, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %181 = call @_where_0(%180, %178, %61) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<1x1x8x8xi1>, tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8x8xf32>
    %182 = stablehlo.reduce(%181 init: %63) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %183 = stablehlo.maximum %65, %182 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<4x4x8xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %186 = stablehlo.subtract %181, %185 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<4x4x8x8xf32>
    %187 = stablehlo.exponential %186 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<4x4x8x8xf32>
    %188 = stablehlo.reduce(%187 init: %17) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %191 = stablehlo.divide %187, %190 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<4x4x8x8xf32>
    %192 = stablehlo.dot_general %174, %191, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %193 = stablehlo.transpose %192, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %194 = stablehlo.reshape %193 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %195 = stablehlo.slice %arg7 [1:2, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %196 = stablehlo.reshape %195 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %197 = stablehlo.dot_general %194, %196, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %198 = stablehlo.add %140, %197 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %199 = stablehlo.slice %arg8 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<1x32xf32>) -> tensor<32xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %203 = stablehlo.add %198, %202 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %204 = stablehlo.slice %arg9 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<1x32xf32>) -> tensor<32xf32>
    %206 = stablehlo.slice %arg10 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %207 = stablehlo.reshape %206 : (tensor<1x32xf32>) -> tensor<32xf32>
    %208 = stablehlo.reduce(%203 init: %17) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %210 = stablehlo.divide %209, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %211 = call @_var(%203, %0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x32xf32>, tensor<i32>) -> tensor<4x8x1xf32>
    %212 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %213 = stablehlo.subtract %203, %212 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %214 = stablehlo.add %211, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %215 = stablehlo.rsqrt %214 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %217 = stablehlo.multiply %213, %216 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %218 = stablehlo.broadcast_in_dim %205, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %220 = stablehlo.multiply %217, %219 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %221 = stablehlo.broadcast_in_dim %207, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %223 = stablehlo.add %220, %222 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %224 = stablehlo.slice %arg11 [1:2, 0:32, 0:128] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x128xf32>) -> tensor<1x32x128xf32>
    %225 = stablehlo.reshape %224 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %226 = stablehlo.dot_general %223, %225, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %227 = stablehlo.slice %arg12 [1:2, 0:128] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x128xf32>) -> tensor<1x128xf32>
    %228 = stablehlo.reshape %227 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x128xf32>) -> tensor<128xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %231 = stablehlo.add %226, %230 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %232 = stablehlo.multiply %231, %231 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %233 = stablehlo.multiply %232, %231 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %234 = stablehlo.multiply %118, %233 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %235 = stablehlo.add %231, %234 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %236 = stablehlo.multiply %122, %235 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %237 = stablehlo.tanh %236 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %238 = stablehlo.add %126, %237 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %239 = stablehlo.multiply %129, %238 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %240 = stablehlo.multiply %231, %239 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<4x8x128xf32>
    %241 = stablehlo.slice %arg13 [1:2, 0:128, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x128x32xf32>) -> tensor<1x128x32xf32>
    %242 = stablehlo.reshape %241 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    %243 = stablehlo.dot_general %240, %242, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %244 = stablehlo.add %203, %243 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %245 = stablehlo.slice %arg14 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<1x32xf32>) -> tensor<32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %249 = stablehlo.add %244, %248 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %250 = stablehlo.reduce(%249 init: %17) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %252 = stablehlo.divide %251, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %253 = call @_var(%249, %0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x32xf32>, tensor<i32>) -> tensor<4x8x1xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %255 = stablehlo.subtract %249, %254 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %256 = stablehlo.add %253, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %257 = stablehlo.rsqrt %256 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %259 = stablehlo.multiply %255, %258 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %260 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %262 = stablehlo.multiply %259, %261 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %263 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %265 = stablehlo.add %262, %264 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %266 = stablehlo.transpose %arg0, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %267 = stablehlo.dot_general %265, %266, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    return %267 : tensor<4x8x64xf32>
  }
  func.func private @_where(%arg0: tensor<i1> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<4x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<4x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<i1>, tensor<4x8x1xf32>
    return %2 : tensor<4x8x1xf32>
  }
  func.func private @_var(%arg0: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<4x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %3 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x1xf32>
    %5 = stablehlo.divide %2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %7 = stablehlo.subtract %arg0, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32>
    %8 = chlo.square %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x32xf32> -> tensor<4x8x32xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %10 = stablehlo.subtract %3, %9 : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %0) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x1xf32>
    %14 = stablehlo.divide %12, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x1xf32>
    %15 = stablehlo.compare GT, %10, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %17 = call @_where(%15, %14, %16) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<i1>, tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8x1xf32>
    return %17 : tensor<4x8x1xf32>
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
  func.func private @_where_0(%arg0: tensor<1x1x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<4x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<4x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<1x1x8x8xi1>) -> tensor<4x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %2 = stablehlo.select %0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    return %2 : tensor<4x4x8x8xf32>
  }
}
