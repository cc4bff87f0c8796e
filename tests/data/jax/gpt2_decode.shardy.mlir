module @jit_gpt2_decode attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg4: tensor<2x4x4x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}, {}]>}, %arg5: tensor<2x4x4x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}, {}]>}, %arg6: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<2x32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg9: tensor<2x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg11: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<2x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg15: tensor<2x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<2x128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg17: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<4x64xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x4x4x16x8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}, {}]>}, tensor<2x4x4x16x8xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<4xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<4xi1>, tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x1xi32>) -> tensor<4x32xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %arg3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<16> : tensor<i32>
    %8 = stablehlo.add %arg3, %c_2 : tensor<i32>
    %9 = stablehlo.select %7, %8, %arg3 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_slice %arg1, %9, %c_3, sizes = [1, 32] : (tensor<16x32xf32>, tensor<i32>, tensor<i32>) -> tensor<1x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %12 = stablehlo.add %6, %11 : tensor<4x32xf32>
    %13 = stablehlo.iota dim = 0 : tensor<16xi32>
    %14 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %15 = stablehlo.compare LE, %13, %14, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %16 = stablehlo.slice %arg6 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x32xf32>) -> tensor<32xf32>
    %18 = stablehlo.slice %arg7 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%12 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %23 = stablehlo.divide %21, %22 : tensor<4x1xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %24 = call @_var(%12, %c_5) : (tensor<4x32xf32>, tensor<i32>) -> tensor<4x1xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %26 = stablehlo.subtract %12, %25 : tensor<4x32xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %28 = stablehlo.add %24, %27 : tensor<4x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<4x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %31 = stablehlo.multiply %26, %30 : tensor<4x32xf32>
    %32 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<4x32xf32>
    %35 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %37 = stablehlo.add %34, %36 : tensor<4x32xf32>
    %38 = stablehlo.slice %arg8 [0:1, 0:32, 0:96] : (tensor<2x32x96xf32>) -> tensor<1x32x96xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    %40 = stablehlo.dot_general %37, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x96xf32>) -> tensor<4x96xf32>
    %41 = stablehlo.slice %arg9 [0:1, 0:96] : (tensor<2x96xf32>) -> tensor<1x96xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x96xf32>) -> tensor<96xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<4x96xf32>
    %45 = stablehlo.add %40, %44 : tensor<4x96xf32>
    %46 = stablehlo.slice %45 [0:4, 0:32] : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %47 = stablehlo.slice %45 [0:4, 32:64] : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %48 = stablehlo.slice %45 [0:4, 64:96] : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %49 = stablehlo.reshape %46 : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %50 = stablehlo.reshape %47 : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %51 = stablehlo.reshape %48 : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [1, 2, 3, 4] : (tensor<4x4x1x8xf32>) -> tensor<1x4x4x1x8xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.compare LT, %arg3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<16> : tensor<i32>
    %54 = stablehlo.add %arg3, %c_8 : tensor<i32>
    %55 = stablehlo.select %53, %54, %arg3 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.dynamic_update_slice %arg4, %52, %c_9, %c_10, %c_11, %55, %c_12 : (tensor<2x4x4x16x8xf32>, tensor<1x4x4x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x16x8xf32>
    %57 = stablehlo.broadcast_in_dim %51, dims = [1, 2, 3, 4] : (tensor<4x4x1x8xf32>) -> tensor<1x4x4x1x8xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.compare LT, %arg3, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<16> : tensor<i32>
    %59 = stablehlo.add %arg3, %c_14 : tensor<i32>
    %60 = stablehlo.select %58, %59, %arg3 : tensor<i1>, tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.dynamic_update_slice %arg5, %57, %c_15, %c_16, %c_17, %60, %c_18 : (tensor<2x4x4x16x8xf32>, tensor<1x4x4x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x16x8xf32>
    %62 = stablehlo.slice %56 [0:1, 0:4, 0:4, 0:16, 0:8] : (tensor<2x4x4x16x8xf32>) -> tensor<1x4x4x16x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %64 = stablehlo.dot_general %49, %63, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x1x8xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x1x16xf32>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %65 = stablehlo.sqrt %cst_19 : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<4x4x1x16xf32>
    %67 = stablehlo.divide %64, %66 : tensor<4x4x1x16xf32>
    %68 = stablehlo.broadcast_in_dim %15, dims = [3] : (tensor<16xi1>) -> tensor<1x1x1x16xi1>
    %cst_20 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %69 = call @_where_0(%68, %67, %cst_20) : (tensor<1x1x1x16xi1>, tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1x16xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x4x1xf32>
    %72 = stablehlo.maximum %71, %70 : tensor<4x4x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x16xf32>
    %75 = stablehlo.subtract %69, %74 : tensor<4x4x1x16xf32>
    %76 = stablehlo.exponential %75 : tensor<4x4x1x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x16xf32>
    %80 = stablehlo.divide %76, %79 : tensor<4x4x1x16xf32>
    %81 = stablehlo.slice %61 [0:1, 0:4, 0:4, 0:16, 0:8] : (tensor<2x4x4x16x8xf32>) -> tensor<1x4x4x16x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %83 = stablehlo.dot_general %80, %82, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x1x16xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x1x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<4x4x1x8xf32>) -> tensor<4x32xf32>
    %85 = stablehlo.slice %arg10 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %87 = stablehlo.dot_general %84, %86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %88 = stablehlo.add %12, %87 : tensor<4x32xf32>
    %89 = stablehlo.slice %arg11 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x32xf32>) -> tensor<32xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %93 = stablehlo.add %88, %92 : tensor<4x32xf32>
    %94 = stablehlo.slice %arg12 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x32xf32>) -> tensor<32xf32>
    %96 = stablehlo.slice %arg13 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%93 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %101 = stablehlo.divide %99, %100 : tensor<4x1xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %102 = call @_var(%93, %c_26) : (tensor<4x32xf32>, tensor<i32>) -> tensor<4x1xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %104 = stablehlo.subtract %93, %103 : tensor<4x32xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %106 = stablehlo.add %102, %105 : tensor<4x1xf32>
    %107 = stablehlo.rsqrt %106 : tensor<4x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %109 = stablehlo.multiply %104, %108 : tensor<4x32xf32>
    %110 = stablehlo.broadcast_in_dim %95, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %112 = stablehlo.multiply %109, %111 : tensor<4x32xf32>
    %113 = stablehlo.broadcast_in_dim %97, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %115 = stablehlo.add %112, %114 : tensor<4x32xf32>
    %116 = stablehlo.slice %arg14 [0:1, 0:32, 0:128] : (tensor<2x32x128xf32>) -> tensor<1x32x128xf32>
    %117 = stablehlo.reshape %116 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %118 = stablehlo.dot_general %115, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x128xf32>) -> tensor<4x128xf32>
    %119 = stablehlo.slice %arg15 [0:1, 0:128] : (tensor<2x128xf32>) -> tensor<1x128xf32>
    %120 = stablehlo.reshape %119 : (tensor<1x128xf32>) -> tensor<128xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<4x128xf32>
    %123 = stablehlo.add %118, %122 : tensor<4x128xf32>
    %124 = stablehlo.multiply %123, %123 : tensor<4x128xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<4x128xf32>
    %cst_28 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<4x128xf32>
    %128 = stablehlo.add %123, %127 : tensor<4x128xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<4x128xf32>
    %131 = stablehlo.tanh %130 : tensor<4x128xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %133 = stablehlo.add %132, %131 : tensor<4x128xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<4x128xf32>
    %136 = stablehlo.multiply %123, %135 : tensor<4x128xf32>
    %137 = stablehlo.slice %arg16 [0:1, 0:128, 0:32] : (tensor<2x128x32xf32>) -> tensor<1x128x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    %139 = stablehlo.dot_general %136, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128xf32>, tensor<128x32xf32>) -> tensor<4x32xf32>
    %140 = stablehlo.add %93, %139 : tensor<4x32xf32>
    %141 = stablehlo.slice %arg17 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<1x32xf32>) -> tensor<32xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %145 = stablehlo.add %140, %144 : tensor<4x32xf32>
    %146 = stablehlo.slice %arg6 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<1x32xf32>) -> tensor<32xf32>
    %148 = stablehlo.slice %arg7 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%145 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %153 = stablehlo.divide %151, %152 : tensor<4x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %154 = call @_var(%145, %c_34) : (tensor<4x32xf32>, tensor<i32>) -> tensor<4x1xf32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %156 = stablehlo.subtract %145, %155 : tensor<4x32xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %158 = stablehlo.add %154, %157 : tensor<4x1xf32>
    %159 = stablehlo.rsqrt %158 : tensor<4x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %161 = stablehlo.multiply %156, %160 : tensor<4x32xf32>
    %162 = stablehlo.broadcast_in_dim %147, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %164 = stablehlo.multiply %161, %163 : tensor<4x32xf32>
    %165 = stablehlo.broadcast_in_dim %149, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %167 = stablehlo.add %164, %166 : tensor<4x32xf32>
    %168 = stablehlo.slice %arg8 [1:2, 0:32, 0:96] : (tensor<2x32x96xf32>) -> tensor<1x32x96xf32>
    %169 = stablehlo.reshape %168 : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    %170 = stablehlo.dot_general %167, %169, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x96xf32>) -> tensor<4x96xf32>
    %171 = stablehlo.slice %arg9 [1:2, 0:96] : (tensor<2x96xf32>) -> tensor<1x96xf32>
    %172 = stablehlo.reshape %171 : (tensor<1x96xf32>) -> tensor<96xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<4x96xf32>
    %175 = stablehlo.add %170, %174 : tensor<4x96xf32>
    %176 = stablehlo.slice %175 [0:4, 0:32] : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %177 = stablehlo.slice %175 [0:4, 32:64] : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %178 = stablehlo.slice %175 [0:4, 64:96] : (tensor<4x96xf32>) -> tensor<4x32xf32>
    %179 = stablehlo.reshape %176 : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %180 = stablehlo.reshape %177 : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %181 = stablehlo.reshape %178 : (tensor<4x32xf32>) -> tensor<4x4x1x8xf32>
    %182 = stablehlo.broadcast_in_dim %180, dims = [1, 2, 3, 4] : (tensor<4x4x1x8xf32>) -> tensor<1x4x4x1x8xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %183 = stablehlo.compare LT, %arg3, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_37 = stablehlo.constant dense<16> : tensor<i32>
    %184 = stablehlo.add %arg3, %c_37 : tensor<i32>
    %185 = stablehlo.select %183, %184, %arg3 : tensor<i1>, tensor<i32>
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %186 = stablehlo.dynamic_update_slice %56, %182, %c_38, %c_39, %c_40, %185, %c_41 : (tensor<2x4x4x16x8xf32>, tensor<1x4x4x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x16x8xf32>
    %187 = stablehlo.broadcast_in_dim %181, dims = [1, 2, 3, 4] : (tensor<4x4x1x8xf32>) -> tensor<1x4x4x1x8xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %188 = stablehlo.compare LT, %arg3, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_43 = stablehlo.constant dense<16> : tensor<i32>
    %189 = stablehlo.add %arg3, %c_43 : tensor<i32>
    %190 = stablehlo.select %188, %189, %arg3 : tensor<i1>, tensor<i32>
    %c_44 = stablehlo.constant dense<1> : tensor<i32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %191 = stablehlo.dynamic_update_slice %61, %187, %c_44, %c_45, %c_46, %190, %c_47 : (tensor<2x4x4x16x8xf32>, tensor<1x4x4x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x16x8xf32>
    %192 = stablehlo.slice %186 [1:2, 0:4, 0:4, 0:16, 0:8] : (tensor<2x4x4x16x8xf32>) -> tensor<1x4x4x16x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<1x4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %194 = stablehlo.dot_general %179, %193, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x1x8xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x1x16xf32>
    %cst_48 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %195 = stablehlo.sqrt %cst_48 : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<f32>) -> tensor<4x4x1x16xf32>
    %197 = stablehlo.divide %194, %196 : tensor<4x4x1x16xf32>
    %198 = stablehlo.broadcast_in_dim %15, dims = [3] : (tensor<16xi1>) -> tensor<1x1x1x16xi1>
    %cst_49 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %199 = call @_where_0(%198, %197, %cst_49) : (tensor<1x1x1x16xi1>, tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1x16xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_50) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x4x1xf32>
    %202 = stablehlo.maximum %201, %200 : tensor<4x4x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x16xf32>
    %205 = stablehlo.subtract %199, %204 : tensor<4x4x1x16xf32>
    %206 = stablehlo.exponential %205 : tensor<4x4x1x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<4x4x1x16xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x16xf32>
    %210 = stablehlo.divide %206, %209 : tensor<4x4x1x16xf32>
    %211 = stablehlo.slice %191 [1:2, 0:4, 0:4, 0:16, 0:8] : (tensor<2x4x4x16x8xf32>) -> tensor<1x4x4x16x8xf32>
    %212 = stablehlo.reshape %211 : (tensor<1x4x4x16x8xf32>) -> tensor<4x4x16x8xf32>
    %213 = stablehlo.dot_general %210, %212, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x1x16xf32>, tensor<4x4x16x8xf32>) -> tensor<4x4x1x8xf32>
    %214 = stablehlo.reshape %213 : (tensor<4x4x1x8xf32>) -> tensor<4x32xf32>
    %215 = stablehlo.slice %arg10 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %216 = stablehlo.reshape %215 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %217 = stablehlo.dot_general %214, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %218 = stablehlo.add %145, %217 : tensor<4x32xf32>
    %219 = stablehlo.slice %arg11 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<1x32xf32>) -> tensor<32xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %223 = stablehlo.add %218, %222 : tensor<4x32xf32>
    %224 = stablehlo.slice %arg12 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %225 = stablehlo.reshape %224 : (tensor<1x32xf32>) -> tensor<32xf32>
    %226 = stablehlo.slice %arg13 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %227 = stablehlo.reshape %226 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%223 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_54 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %231 = stablehlo.divide %229, %230 : tensor<4x1xf32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %232 = call @_var(%223, %c_55) : (tensor<4x32xf32>, tensor<i32>) -> tensor<4x1xf32>
    %233 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %234 = stablehlo.subtract %223, %233 : tensor<4x32xf32>
    %cst_56 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %236 = stablehlo.add %232, %235 : tensor<4x1xf32>
    %237 = stablehlo.rsqrt %236 : tensor<4x1xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %239 = stablehlo.multiply %234, %238 : tensor<4x32xf32>
    %240 = stablehlo.broadcast_in_dim %225, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %242 = stablehlo.multiply %239, %241 : tensor<4x32xf32>
    %243 = stablehlo.broadcast_in_dim %227, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %245 = stablehlo.add %242, %244 : tensor<4x32xf32>
    %246 = stablehlo.slice %arg14 [1:2, 0:32, 0:128] : (tensor<2x32x128xf32>) -> tensor<1x32x128xf32>
    %247 = stablehlo.reshape %246 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %248 = stablehlo.dot_general %245, %247, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x128xf32>) -> tensor<4x128xf32>
    %249 = stablehlo.slice %arg15 [1:2, 0:128] : (tensor<2x128xf32>) -> tensor<1x128xf32>
    %250 = stablehlo.reshape %249 : (tensor<1x128xf32>) -> tensor<128xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<4x128xf32>
    %253 = stablehlo.add %248, %252 : tensor<4x128xf32>
    %254 = stablehlo.multiply %253, %253 : tensor<4x128xf32>
    %255 = stablehlo.multiply %254, %253 : tensor<4x128xf32>
    %cst_57 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %257 = stablehlo.multiply %256, %255 : tensor<4x128xf32>
    %258 = stablehlo.add %253, %257 : tensor<4x128xf32>
    %cst_58 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %260 = stablehlo.multiply %259, %258 : tensor<4x128xf32>
    %261 = stablehlo.tanh %260 : tensor<4x128xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %263 = stablehlo.add %262, %261 : tensor<4x128xf32>
    %cst_60 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<4x128xf32>
    %266 = stablehlo.multiply %253, %265 : tensor<4x128xf32>
    %267 = stablehlo.slice %arg16 [1:2, 0:128, 0:32] : (tensor<2x128x32xf32>) -> tensor<1x128x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    %269 = stablehlo.dot_general %266, %268, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128xf32>, tensor<128x32xf32>) -> tensor<4x32xf32>
    %270 = stablehlo.add %223, %269 : tensor<4x32xf32>
    %271 = stablehlo.slice %arg17 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %272 = stablehlo.reshape %271 : (tensor<1x32xf32>) -> tensor<32xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %275 = stablehlo.add %270, %274 : tensor<4x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_61) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_62 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %279 = stablehlo.divide %277, %278 : tensor<4x1xf32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %280 = call @_var(%275, %c_63) : (tensor<4x32xf32>, tensor<i32>) -> tensor<4x1xf32>
    %281 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %282 = stablehlo.subtract %275, %281 : tensor<4x32xf32>
    %cst_64 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %284 = stablehlo.add %280, %283 : tensor<4x1xf32>
    %285 = stablehlo.rsqrt %284 : tensor<4x1xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %287 = stablehlo.multiply %282, %286 : tensor<4x32xf32>
    %288 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %290 = stablehlo.multiply %287, %289 : tensor<4x32xf32>
    %291 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %293 = stablehlo.add %290, %292 : tensor<4x32xf32>
    %294 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %295 = stablehlo.dot_general %293, %294, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x64xf32>) -> tensor<4x64xf32>
    return %295, %186, %191 : tensor<4x64xf32>, tensor<2x4x4x16x8xf32>, tensor<2x4x4x16x8xf32>
  }
  func.func private @_var(%arg0: tensor<4x32xf32>, %arg1: tensor<i32>) -> tensor<4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x32xf32>
    %6 = chlo.square %5 : tensor<4x32xf32> -> tensor<4x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<4x1xf32>, tensor<f32>) -> tensor<4x1xf32>
    return %14 : tensor<4x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4x1xf32>, %arg2: tensor<f32>) -> tensor<4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4x1xf32>
    return %2 : tensor<4x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x1x1x16xi1>, %arg1: tensor<4x4x1x16xf32>, %arg2: tensor<f32>) -> tensor<4x4x1x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xi1>) -> tensor<4x4x1x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x4x1x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x4x1x16xi1>, tensor<4x4x1x16xf32>
    return %2 : tensor<4x4x1x16xf32>
  }
}
