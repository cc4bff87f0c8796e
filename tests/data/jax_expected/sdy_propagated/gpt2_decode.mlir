module @jit_gpt2_decode attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg4: tensor<2x4x4x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}, {}]>}, %arg5: tensor<2x4x4x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}, {}]>}, %arg6: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<2x32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg9: tensor<2x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg11: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<2x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg15: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<2x128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg17: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<4x64xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x4x4x16x8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}, {}]>}, tensor<2x4x4x16x8xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}, {}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.compare LT, %arg2, %1, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %3 = sdy.constant dense<64> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.add %arg2, %4 : tensor<4xi32>
    %6 = stablehlo.select %2, %5, %arg2 : tensor<4xi1>, tensor<4xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x1xi32>) -> tensor<4x32xf32>
    %9 = stablehlo.compare LT, %arg3, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = sdy.constant dense<16> : tensor<i32>
    %11 = stablehlo.add %arg3, %10 : tensor<i32>
    %12 = stablehlo.select %9, %11, %arg3 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_slice %arg1, %12, %0, sizes = [1, 32] : (tensor<16x32xf32>, tensor<i32>, tensor<i32>) -> tensor<1x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %15 = stablehlo.add %8, %14 : tensor<4x32xf32>
    %16 = stablehlo.iota dim = 0 : tensor<16xi32>
    %17 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %18 = stablehlo.compare LE, %16, %17, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %19 = stablehlo.slice %arg6 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x32xf32>) -> tensor<32xf32>
    %21 = stablehlo.slice %arg7 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x32xf32>) -> tensor<32xf32>
    %23 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%15 init: %23) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %26 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %28 = stablehlo.divide %25, %27 : tensor<4x1xf32>
    %29 = call @_var(%15, %0) : (tensor<4x32xf32>, tensor<i32>) -> tensor<4x1xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %31 = stablehlo.subtract %15, %30 : tensor<4x32xf32>
    %32 = sdy.constant dense<9.99999974E-6> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %34 = stablehlo.add %29, %33 : tensor<4x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<4x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %37 = stablehlo.multiply %31, %36 : tensor<4x32xf32>
    %38 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %40 = stablehlo.multiply %37, %39 : tensor<4x32xf32>
    %41 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %43 = stablehlo.add %40, %42 : tensor<4x32xf32>
    %44 = stablehlo.slice %arg8 [0:1, 0:32, 0:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x96xf32>) -> tensor<1x32x96xf32>
    %45 = stablehlo.reshape %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    %46 = stablehlo.dot_general %43, %45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x32xf32>, tensor<32x96xf32>) -> tensor<4x96xf32>
    %47 = stablehlo.slice %arg9 [0:1, 0:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x96xf32>) -> tensor<1x96xf32>
    %48 = stablehlo.reshape %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x96xf32>) -> tensor<96xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<96xf32>) -> tensor<1x96xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x96xf32>) -> tensor<4x96xf32>
    %51 = stablehlo.add %46, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x96xf32>
    %52 = stablehlo.slice %51 [0:4, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %53 = stablehlo.slice %51 [0:4, 32:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %54 = stablehlo.slice %51 [0:4, 64:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %55 = stablehlo.reshape %52 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %56 = stablehlo.reshape %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %57 = stablehlo.reshape %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [1, 2, 3, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x8xf32>) -> tensor<1x4x4x1x8xf32>
    %59 = stablehlo.compare LT, %arg3, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %60 = stablehlo.add %arg3, %10 : tensor<i32>
    %61 = stablehlo.select %59, %60, %arg3 : tensor<i1>, tensor<i32>
    %62 = stablehlo.dynamic_update_slice %arg4, %58, %0, %0, %0, %61, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<2x4x4x16x8xf32>, tensor<1x4x4x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x16x8xf32>
    %63 = stablehlo.broadcast_in_dim %57, dims = [1, 2, 3, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x8xf32>) -> tensor<1x4x4x1x8xf32>
    %64 = stablehlo.compare LT, %arg3, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %65 = stablehlo.add %arg3, %10 : tensor<i32>
    %66 = stablehlo.select %64, %65, %arg3 : tensor<i1>, tensor<i32>
    %67 = stablehlo.dynamic_update_slice %arg5, %63, %0, %0, %0, %66, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<2x4x4x16x8xf32>, tensor<1x4x4x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x16x8xf32>
    %68 = stablehlo.slice %62 [0:1, 0:4, 0:4, 0:16, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<2x4x4x16x8xf32>) -> tensor<1x4x4x16x8xf32>
    %69 = stablehlo.reshape %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %70 = stablehlo.dot_general %55, %69, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x8xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x1x16xf32>
    %71 = sdy.constant dense<8.000000e+00> : tensor<f32>
    %72 = stablehlo.sqrt %71 : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x4x1x16xf32>
    %74 = stablehlo.divide %70, %73 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<4x4x1x16xf32>
    %75 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<16xi1>) -> tensor<1x1x1x16xi1>
    %76 = sdy.constant dense<-3.40282347E+38> : tensor<f32>
    %77 = call @_where_0(%75, %74, %76) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x1x1x16xi1>, tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1x16xf32>
    %78 = sdy.constant dense<0xFF800000> : tensor<f32>
    %79 = stablehlo.reduce(%77 init: %78) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<4x4x1xf32>
    %81 = stablehlo.maximum %80, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<4x4x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x16xf32>
    %84 = stablehlo.subtract %77, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<4x4x1x16xf32>
    %85 = stablehlo.exponential %84 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<4x4x1x16xf32>
    %86 = stablehlo.reduce(%85 init: %23) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x16xf32>
    %89 = stablehlo.divide %85, %88 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<4x4x1x16xf32>
    %90 = stablehlo.slice %67 [0:1, 0:4, 0:4, 0:16, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<2x4x4x16x8xf32>) -> tensor<1x4x4x16x8xf32>
    %91 = stablehlo.reshape %90 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %92 = stablehlo.dot_general %89, %91, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x16xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x1x8xf32>
    %93 = stablehlo.reshape %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x4x1x8xf32>) -> tensor<4x32xf32>
    %94 = stablehlo.slice %arg10 [0:1, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %95 = stablehlo.reshape %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %96 = stablehlo.dot_general %93, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %97 = stablehlo.add %15, %96 : tensor<4x32xf32>
    %98 = stablehlo.slice %arg11 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<1x32xf32>) -> tensor<32xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %102 = stablehlo.add %97, %101 : tensor<4x32xf32>
    %103 = stablehlo.slice %arg12 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<1x32xf32>) -> tensor<32xf32>
    %105 = stablehlo.slice %arg13 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<1x32xf32>) -> tensor<32xf32>
    %107 = stablehlo.reduce(%102 init: %23) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %109 = stablehlo.divide %108, %27 : tensor<4x1xf32>
    %110 = call @_var(%102, %0) : (tensor<4x32xf32>, tensor<i32>) -> tensor<4x1xf32>
    %111 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %112 = stablehlo.subtract %102, %111 : tensor<4x32xf32>
    %113 = stablehlo.add %110, %33 : tensor<4x1xf32>
    %114 = stablehlo.rsqrt %113 : tensor<4x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %116 = stablehlo.multiply %112, %115 : tensor<4x32xf32>
    %117 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %119 = stablehlo.multiply %116, %118 : tensor<4x32xf32>
    %120 = stablehlo.broadcast_in_dim %106, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %122 = stablehlo.add %119, %121 : tensor<4x32xf32>
    %123 = stablehlo.slice %arg14 [0:1, 0:32, 0:128] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x128xf32>) -> tensor<1x32x128xf32>
    %124 = stablehlo.reshape %123 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %125 = stablehlo.dot_general %122, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x32xf32>, tensor<32x128xf32>) -> tensor<4x128xf32>
    %126 = stablehlo.slice %arg15 [0:1, 0:128] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x128xf32>) -> tensor<1x128xf32>
    %127 = stablehlo.reshape %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x128xf32>) -> tensor<128xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<128xf32>) -> tensor<1x128xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x128xf32>) -> tensor<4x128xf32>
    %130 = stablehlo.add %125, %129 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %131 = stablehlo.multiply %130, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %132 = stablehlo.multiply %131, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %133 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x128xf32>
    %135 = stablehlo.multiply %134, %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %136 = stablehlo.add %130, %135 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %137 = sdy.constant dense<0.797884583> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x128xf32>
    %139 = stablehlo.multiply %138, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %140 = stablehlo.tanh %139 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %141 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x128xf32>
    %143 = stablehlo.add %142, %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %144 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x128xf32>
    %146 = stablehlo.multiply %145, %143 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %147 = stablehlo.multiply %130, %146 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %148 = stablehlo.slice %arg16 [0:1, 0:128, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x128x32xf32>) -> tensor<1x128x32xf32>
    %149 = stablehlo.reshape %148 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    %150 = stablehlo.dot_general %147, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128xf32>, tensor<128x32xf32>) -> tensor<4x32xf32>
    %151 = stablehlo.add %102, %150 : tensor<4x32xf32>
    %152 = stablehlo.slice %arg17 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<1x32xf32>) -> tensor<32xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %156 = stablehlo.add %151, %155 : tensor<4x32xf32>
    %157 = stablehlo.slice %arg6 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %158 = stablehlo.reshape %157 : (tensor<1x32xf32>) -> tensor<32xf32>
    %159 = stablehlo.slice %arg7 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<1x32xf32>) -> tensor<32xf32>
    %161 = stablehlo.reduce(%156 init: %23) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %163 = stablehlo.divide %162, %27 : tensor<4x1xf32>
    %164 = call @_var(%156, %0) : (tensor<4x32xf32>, tensor<i32>) -> tensor<4x1xf32>
    %165 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %166 = stablehlo.subtract %156, %165 : tensor<4x32xf32>
    %167 = stablehlo.add %164, %33 : tensor<4x1xf32>
    %168 = stablehlo.rsqrt %167 : tensor<4x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %170 = stablehlo.multiply %166, %169 : tensor<4x32xf32>
    %171 = stablehlo.broadcast_in_dim %158, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<4x32xf32>
    %174 = stablehlo.broadcast_in_dim %160, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %176 = stablehlo.add %173, %175 : tensor<4x32xf32>
    %177 = stablehlo.slice %arg8 [1:2, 0:32, 0:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x96xf32>) -> tensor<1x32x96xf32>
    %178 = stablehlo.reshape %177 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    %179 = stablehlo.dot_general %176, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x32xf32>, tensor<32x96xf32>) -> tensor<4x96xf32>
    %180 = stablehlo.slice %arg9 [1:2, 0:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x96xf32>) -> tensor<1x96xf32>
    %181 = stablehlo.reshape %180 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x96xf32>) -> tensor<96xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<96xf32>) -> tensor<1x96xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x96xf32>) -> tensor<4x96xf32>
    %184 = stablehlo.add %179, %183 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x96xf32>
    %185 = stablehlo.slice %184 [0:4, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %186 = stablehlo.slice %184 [0:4, 32:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %187 = stablehlo.slice %184 [0:4, 64:96] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %188 = stablehlo.reshape %185 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %189 = stablehlo.reshape %186 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %190 = stablehlo.reshape %187 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [1, 2, 3, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x8xf32>) -> tensor<1x4x4x1x8xf32>
    %192 = stablehlo.compare LT, %arg3, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %193 = stablehlo.add %arg3, %10 : tensor<i32>
    %194 = stablehlo.select %192, %193, %arg3 : tensor<i1>, tensor<i32>
    %195 = sdy.constant dense<1> : tensor<i32>
    %196 = stablehlo.dynamic_update_slice %62, %191, %195, %0, %0, %194, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<2x4x4x16x8xf32>, tensor<1x4x4x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x16x8xf32>
    %197 = stablehlo.broadcast_in_dim %190, dims = [1, 2, 3, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x8xf32>) -> tensor<1x4x4x1x8xf32>
    %198 = stablehlo.compare LT, %arg3, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %199 = stablehlo.add %arg3, %10 : tensor<i32>
    %200 = stablehlo.select %198, %199, %arg3 : tensor<i1>, tensor<i32>
    %201 = stablehlo.dynamic_update_slice %67, %197, %195, %0, %0, %200, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<2x4x4x16x8xf32>, tensor<1x4x4x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x16x8xf32>
    %202 = stablehlo.slice %196 [1:2, 0:4, 0:4, 0:16, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<2x4x4x16x8xf32>) -> tensor<1x4x4x16x8xf32>
    %203 = stablehlo.reshape %202 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %204 = stablehlo.dot_general %188, %203, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x8xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x1x16xf32>
    %205 = stablehlo.sqrt %71 : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x4x1x16xf32>
    %207 = stablehlo.divide %204, %206 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<4x4x1x16xf32>
    %208 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<16xi1>) -> tensor<1x1x1x16xi1>
    %209 = call @_where_0(%208, %207, %76) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x1x1x16xi1>, tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1x16xf32>
    %210 = stablehlo.reduce(%209 init: %78) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %211 = stablehlo.maximum %80, %210 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<4x4x1xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x16xf32>
    %214 = stablehlo.subtract %209, %213 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<4x4x1x16xf32>
    %215 = stablehlo.exponential %214 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<4x4x1x16xf32>
    %216 = stablehlo.reduce(%215 init: %23) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x16xf32>
    %219 = stablehlo.divide %215, %218 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<4x4x1x16xf32>
    %220 = stablehlo.slice %201 [1:2, 0:4, 0:4, 0:16, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<2x4x4x16x8xf32>) -> tensor<1x4x4x16x8xf32>
    %221 = stablehlo.reshape %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %222 = stablehlo.dot_general %219, %221, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x4x1x16xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x1x8xf32>
    %223 = stablehlo.reshape %222 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x4x1x8xf32>) -> tensor<4x32xf32>
    %224 = stablehlo.slice %arg10 [1:2, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %225 = stablehlo.reshape %224 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %226 = stablehlo.dot_general %223, %225, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %227 = stablehlo.add %156, %226 : tensor<4x32xf32>
    %228 = stablehlo.slice %arg11 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x32xf32>) -> tensor<32xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %232 = stablehlo.add %227, %231 : tensor<4x32xf32>
    %233 = stablehlo.slice %arg12 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<1x32xf32>) -> tensor<32xf32>
    %235 = stablehlo.slice %arg13 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %236 = stablehlo.reshape %235 : (tensor<1x32xf32>) -> tensor<32xf32>
    %237 = stablehlo.reduce(%232 init: %23) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %239 = stablehlo.divide %238, %27 : tensor<4x1xf32>
    %240 = call @_var(%232, %0) : (tensor<4x32xf32>, tensor<i32>) -> tensor<4x1xf32>
    %241 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %242 = stablehlo.subtract %232, %241 : tensor<4x32xf32>
    %243 = stablehlo.add %240, %33 : tensor<4x1xf32>
    %244 = stablehlo.rsqrt %243 : tensor<4x1xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %246 = stablehlo.multiply %242, %245 : tensor<4x32xf32>
    %247 = stablehlo.broadcast_in_dim %234, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %249 = stablehlo.multiply %246, %248 : tensor<4x32xf32>
    %250 = stablehlo.broadcast_in_dim %236, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %252 = stablehlo.add %249, %251 : tensor<4x32xf32>
    %253 = stablehlo.slice %arg14 [1:2, 0:32, 0:128] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x128xf32>) -> tensor<1x32x128xf32>
    %254 = stablehlo.reshape %253 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %255 = stablehlo.dot_general %252, %254, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x32xf32>, tensor<32x128xf32>) -> tensor<4x128xf32>
    %256 = stablehlo.slice %arg15 [1:2, 0:128] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x128xf32>) -> tensor<1x128xf32>
    %257 = stablehlo.reshape %256 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x128xf32>) -> tensor<128xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<128xf32>) -> tensor<1x128xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x128xf32>) -> tensor<4x128xf32>
    %260 = stablehlo.add %255, %259 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %261 = stablehlo.multiply %260, %260 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %262 = stablehlo.multiply %261, %260 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %263 = stablehlo.multiply %134, %262 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %264 = stablehlo.add %260, %263 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %265 = stablehlo.multiply %138, %264 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %266 = stablehlo.tanh %265 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %267 = stablehlo.add %142, %266 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %268 = stablehlo.multiply %145, %267 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %269 = stablehlo.multiply %260, %268 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x128xf32>
    %270 = stablehlo.slice %arg16 [1:2, 0:128, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x128x32xf32>) -> tensor<1x128x32xf32>
    %271 = stablehlo.reshape %270 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    %272 = stablehlo.dot_general %269, %271, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128xf32>, tensor<128x32xf32>) -> tensor<4x32xf32>
    %273 = stablehlo.add %232, %272 : tensor<4x32xf32>
    %274 = stablehlo.slice %arg17 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %275 = stablehlo.reshape %274 : (tensor<1x32xf32>) -> tensor<32xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %278 = stablehlo.add %273, %277 : tensor<4x32xf32>
    %279 = stablehlo.reduce(%278 init: %23) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %281 = stablehlo.divide %280, %27 : tensor<4x1xf32>
    %282 = call @_var(%278, %0) : (tensor<4x32xf32>, tensor<i32>) -> tensor<4x1xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %284 = stablehlo.subtract %278, %283 : tensor<4x32xf32>
    %285 = stablehlo.add %282, %33 : tensor<4x1xf32>
    %286 = stablehlo.rsqrt %285 : tensor<4x1xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %288 = stablehlo.multiply %284, %287 : tensor<4x32xf32>
    %289 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %291 = stablehlo.multiply %288, %290 : tensor<4x32xf32>
    %292 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %294 = stablehlo.add %291, %293 : tensor<4x32xf32>
    %295 = stablehlo.transpose %arg0, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %296 = stablehlo.dot_general %294, %295, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x32xf32>, tensor<32x64xf32>) -> tensor<4x64xf32>
    return %296, %196, %201 : tensor<4x64xf32>, tensor<2x4x4x16x8xf32>, tensor<2x4x4x16x8xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4x1xf32>, %arg2: tensor<f32>) -> tensor<4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4x1xf32>
    return %2 : tensor<4x1xf32>
  }
  func.func private @_var(%arg0: tensor<4x32xf32>, %arg1: tensor<i32>) -> tensor<4x1xf32> {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %5 = stablehlo.divide %2, %4 : tensor<4x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<4x32xf32>
    %8 = chlo.square %7 : tensor<4x32xf32> -> tensor<4x32xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %10 = stablehlo.subtract %3, %9 : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %0) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<4x1xf32>
    %15 = stablehlo.compare GT, %10, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %17 = call @_where(%15, %14, %16) : (tensor<i1>, tensor<4x1xf32>, tensor<f32>) -> tensor<4x1xf32>
    return %17 : tensor<4x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x1x1x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<4x4x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<4x4x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x1x1x16xi1>) -> tensor<4x4x1x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x4x1x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<4x4x1x16xi1>, tensor<4x4x1x16xf32>
    return %2 : tensor<4x4x1x16xf32>
  }
}
