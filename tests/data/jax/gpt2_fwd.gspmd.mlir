module @jit_gpt2_fwd attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<16x32xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<4x8xi32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg3: tensor<2x32xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<2x32xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<2x32x96xf32> {mhlo.sharding = "{devices=[1,1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<2x96xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<2x32x32xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<2x32xf32> {mhlo.sharding = "{replicated}"}, %arg9: tensor<2x32xf32> {mhlo.sharding = "{replicated}"}, %arg10: tensor<2x32xf32> {mhlo.sharding = "{replicated}"}, %arg11: tensor<2x32x128xf32> {mhlo.sharding = "{devices=[1,1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg12: tensor<2x128xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg13: tensor<2x128x32xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg14: tensor<2x32xf32> {mhlo.sharding = "{replicated}"}, %arg15: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg16: tensor<32xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<4x8x64xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,2]<=[4]}"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<4x8xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<4x8xi1>, tensor<4x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %7 = stablehlo.slice %arg1 [0:8, 0:32] : (tensor<16x32xf32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x8x32xf32>) -> tensor<4x8x32xf32>
    %10 = stablehlo.add %6, %9 : tensor<4x8x32xf32>
    %11 = stablehlo.slice %arg3 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x32xf32>) -> tensor<32xf32>
    %13 = stablehlo.slice %arg4 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %18 = stablehlo.divide %16, %17 : tensor<4x8x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %19 = call @_var(%10, %c_2) : (tensor<4x8x32xf32>, tensor<i32>) -> tensor<4x8x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %21 = stablehlo.subtract %10, %20 : tensor<4x8x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %23 = stablehlo.add %19, %22 : tensor<4x8x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<4x8x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %26 = stablehlo.multiply %21, %25 : tensor<4x8x32xf32>
    %27 = stablehlo.broadcast_in_dim %12, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<4x8x32xf32>
    %30 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %32 = stablehlo.add %29, %31 : tensor<4x8x32xf32>
    %33 = stablehlo.slice %arg5 [0:1, 0:32, 0:96] : (tensor<2x32x96xf32>) -> tensor<1x32x96xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    %35 = stablehlo.dot_general %32, %34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x96xf32>) -> tensor<4x8x96xf32>
    %36 = stablehlo.slice %arg6 [0:1, 0:96] : (tensor<2x96xf32>) -> tensor<1x96xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x96xf32>) -> tensor<96xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<4x8x96xf32>
    %40 = stablehlo.add %35, %39 : tensor<4x8x96xf32>
    %41 = stablehlo.slice %40 [0:4, 0:8, 0:32] : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %42 = stablehlo.slice %40 [0:4, 0:8, 32:64] : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %43 = stablehlo.slice %40 [0:4, 0:8, 64:96] : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %44 = stablehlo.reshape %41 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %45 = stablehlo.reshape %42 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %46 = stablehlo.reshape %43 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %47 = stablehlo.dot_general %44, %45, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %48 = stablehlo.sqrt %cst_4 : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %50 = stablehlo.divide %47, %49 : tensor<4x4x8x8xf32>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %52 = call @tril(%51) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %53 = stablehlo.broadcast_in_dim %52, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %54 = call @_where_0(%53, %50, %cst_6) : (tensor<1x1x8x8xi1>, tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %57 = stablehlo.maximum %56, %55 : tensor<4x4x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %60 = stablehlo.subtract %54, %59 : tensor<4x4x8x8xf32>
    %61 = stablehlo.exponential %60 : tensor<4x4x8x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %65 = stablehlo.divide %61, %64 : tensor<4x4x8x8xf32>
    %66 = stablehlo.dot_general %46, %65, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %67 = stablehlo.transpose %66, dims = [0, 3, 1, 2] : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %69 = stablehlo.slice %arg7 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %70 = stablehlo.reshape %69 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %71 = stablehlo.dot_general %68, %70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %72 = stablehlo.add %10, %71 : tensor<4x8x32xf32>
    %73 = stablehlo.slice %arg8 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %74 = stablehlo.reshape %73 : (tensor<1x32xf32>) -> tensor<32xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %77 = stablehlo.add %72, %76 : tensor<4x8x32xf32>
    %78 = stablehlo.slice %arg9 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<1x32xf32>) -> tensor<32xf32>
    %80 = stablehlo.slice %arg10 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%77 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<4x8x1xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %86 = call @_var(%77, %c_12) : (tensor<4x8x32xf32>, tensor<i32>) -> tensor<4x8x1xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %88 = stablehlo.subtract %77, %87 : tensor<4x8x32xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %90 = stablehlo.add %86, %89 : tensor<4x8x1xf32>
    %91 = stablehlo.rsqrt %90 : tensor<4x8x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %93 = stablehlo.multiply %88, %92 : tensor<4x8x32xf32>
    %94 = stablehlo.broadcast_in_dim %79, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %96 = stablehlo.multiply %93, %95 : tensor<4x8x32xf32>
    %97 = stablehlo.broadcast_in_dim %81, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %99 = stablehlo.add %96, %98 : tensor<4x8x32xf32>
    %100 = stablehlo.slice %arg11 [0:1, 0:32, 0:128] : (tensor<2x32x128xf32>) -> tensor<1x32x128xf32>
    %101 = stablehlo.reshape %100 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %102 = stablehlo.dot_general %99, %101, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %103 = stablehlo.slice %arg12 [0:1, 0:128] : (tensor<2x128xf32>) -> tensor<1x128xf32>
    %104 = stablehlo.reshape %103 : (tensor<1x128xf32>) -> tensor<128xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %107 = stablehlo.add %102, %106 : tensor<4x8x128xf32>
    %108 = stablehlo.multiply %107, %107 : tensor<4x8x128xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<4x8x128xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<4x8x128xf32>
    %112 = stablehlo.add %107, %111 : tensor<4x8x128xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<4x8x128xf32>
    %115 = stablehlo.tanh %114 : tensor<4x8x128xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %117 = stablehlo.add %116, %115 : tensor<4x8x128xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<4x8x128xf32>
    %120 = stablehlo.multiply %107, %119 : tensor<4x8x128xf32>
    %121 = stablehlo.slice %arg13 [0:1, 0:128, 0:32] : (tensor<2x128x32xf32>) -> tensor<1x128x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    %123 = stablehlo.dot_general %120, %122, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %124 = stablehlo.add %77, %123 : tensor<4x8x32xf32>
    %125 = stablehlo.slice %arg14 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<1x32xf32>) -> tensor<32xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %129 = stablehlo.add %124, %128 : tensor<4x8x32xf32>
    %130 = stablehlo.slice %arg3 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %131 = stablehlo.reshape %130 : (tensor<1x32xf32>) -> tensor<32xf32>
    %132 = stablehlo.slice %arg4 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%129 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_19 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %137 = stablehlo.divide %135, %136 : tensor<4x8x1xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %138 = call @_var(%129, %c_20) : (tensor<4x8x32xf32>, tensor<i32>) -> tensor<4x8x1xf32>
    %139 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %140 = stablehlo.subtract %129, %139 : tensor<4x8x32xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %142 = stablehlo.add %138, %141 : tensor<4x8x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<4x8x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %145 = stablehlo.multiply %140, %144 : tensor<4x8x32xf32>
    %146 = stablehlo.broadcast_in_dim %131, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %148 = stablehlo.multiply %145, %147 : tensor<4x8x32xf32>
    %149 = stablehlo.broadcast_in_dim %133, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %151 = stablehlo.add %148, %150 : tensor<4x8x32xf32>
    %152 = stablehlo.slice %arg5 [1:2, 0:32, 0:96] : (tensor<2x32x96xf32>) -> tensor<1x32x96xf32>
    %153 = stablehlo.reshape %152 : (tensor<1x32x96xf32>) -> tensor<32x96xf32>
    %154 = stablehlo.dot_general %151, %153, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x96xf32>) -> tensor<4x8x96xf32>
    %155 = stablehlo.slice %arg6 [1:2, 0:96] : (tensor<2x96xf32>) -> tensor<1x96xf32>
    %156 = stablehlo.reshape %155 : (tensor<1x96xf32>) -> tensor<96xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<4x8x96xf32>
    %159 = stablehlo.add %154, %158 : tensor<4x8x96xf32>
    %160 = stablehlo.slice %159 [0:4, 0:8, 0:32] : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %161 = stablehlo.slice %159 [0:4, 0:8, 32:64] : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %162 = stablehlo.slice %159 [0:4, 0:8, 64:96] : (tensor<4x8x96xf32>) -> tensor<4x8x32xf32>
    %163 = stablehlo.reshape %160 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %164 = stablehlo.reshape %161 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %165 = stablehlo.reshape %162 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %166 = stablehlo.dot_general %163, %164, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %167 = stablehlo.sqrt %cst_22 : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %169 = stablehlo.divide %166, %168 : tensor<4x4x8x8xf32>
    %c_23 = stablehlo.constant dense<true> : tensor<i1>
    %170 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %171 = call @tril(%170) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %172 = stablehlo.broadcast_in_dim %171, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %cst_24 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %173 = call @_where_0(%172, %169, %cst_24) : (tensor<1x1x8x8xi1>, tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8x8xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_25) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %176 = stablehlo.maximum %175, %174 : tensor<4x4x8xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %179 = stablehlo.subtract %173, %178 : tensor<4x4x8x8xf32>
    %180 = stablehlo.exponential %179 : tensor<4x4x8x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x8xf32>
    %184 = stablehlo.divide %180, %183 : tensor<4x4x8x8xf32>
    %185 = stablehlo.dot_general %165, %184, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %186 = stablehlo.transpose %185, dims = [0, 3, 1, 2] : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %187 = stablehlo.reshape %186 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %188 = stablehlo.slice %arg7 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %190 = stablehlo.dot_general %187, %189, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %191 = stablehlo.add %129, %190 : tensor<4x8x32xf32>
    %192 = stablehlo.slice %arg8 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %193 = stablehlo.reshape %192 : (tensor<1x32xf32>) -> tensor<32xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %196 = stablehlo.add %191, %195 : tensor<4x8x32xf32>
    %197 = stablehlo.slice %arg9 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x32xf32>) -> tensor<32xf32>
    %199 = stablehlo.slice %arg10 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%196 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_29 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %204 = stablehlo.divide %202, %203 : tensor<4x8x1xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %205 = call @_var(%196, %c_30) : (tensor<4x8x32xf32>, tensor<i32>) -> tensor<4x8x1xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %207 = stablehlo.subtract %196, %206 : tensor<4x8x32xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %209 = stablehlo.add %205, %208 : tensor<4x8x1xf32>
    %210 = stablehlo.rsqrt %209 : tensor<4x8x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %212 = stablehlo.multiply %207, %211 : tensor<4x8x32xf32>
    %213 = stablehlo.broadcast_in_dim %198, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %215 = stablehlo.multiply %212, %214 : tensor<4x8x32xf32>
    %216 = stablehlo.broadcast_in_dim %200, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %218 = stablehlo.add %215, %217 : tensor<4x8x32xf32>
    %219 = stablehlo.slice %arg11 [1:2, 0:32, 0:128] : (tensor<2x32x128xf32>) -> tensor<1x32x128xf32>
    %220 = stablehlo.reshape %219 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %221 = stablehlo.dot_general %218, %220, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x128xf32>) -> tensor<4x8x128xf32>
    %222 = stablehlo.slice %arg12 [1:2, 0:128] : (tensor<2x128xf32>) -> tensor<1x128xf32>
    %223 = stablehlo.reshape %222 : (tensor<1x128xf32>) -> tensor<128xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x8x128xf32>
    %226 = stablehlo.add %221, %225 : tensor<4x8x128xf32>
    %227 = stablehlo.multiply %226, %226 : tensor<4x8x128xf32>
    %228 = stablehlo.multiply %227, %226 : tensor<4x8x128xf32>
    %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %230 = stablehlo.multiply %229, %228 : tensor<4x8x128xf32>
    %231 = stablehlo.add %226, %230 : tensor<4x8x128xf32>
    %cst_33 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %233 = stablehlo.multiply %232, %231 : tensor<4x8x128xf32>
    %234 = stablehlo.tanh %233 : tensor<4x8x128xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %236 = stablehlo.add %235, %234 : tensor<4x8x128xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<4x8x128xf32>
    %239 = stablehlo.multiply %226, %238 : tensor<4x8x128xf32>
    %240 = stablehlo.slice %arg13 [1:2, 0:128, 0:32] : (tensor<2x128x32xf32>) -> tensor<1x128x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    %242 = stablehlo.dot_general %239, %241, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x128xf32>, tensor<128x32xf32>) -> tensor<4x8x32xf32>
    %243 = stablehlo.add %196, %242 : tensor<4x8x32xf32>
    %244 = stablehlo.slice %arg14 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<1x32xf32>) -> tensor<32xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %248 = stablehlo.add %243, %247 : tensor<4x8x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%248 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %252 = stablehlo.divide %250, %251 : tensor<4x8x1xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %253 = call @_var(%248, %c_38) : (tensor<4x8x32xf32>, tensor<i32>) -> tensor<4x8x1xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %255 = stablehlo.subtract %248, %254 : tensor<4x8x32xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %257 = stablehlo.add %253, %256 : tensor<4x8x1xf32>
    %258 = stablehlo.rsqrt %257 : tensor<4x8x1xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %260 = stablehlo.multiply %255, %259 : tensor<4x8x32xf32>
    %261 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %263 = stablehlo.multiply %260, %262 : tensor<4x8x32xf32>
    %264 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x8x32xf32>
    %266 = stablehlo.add %263, %265 : tensor<4x8x32xf32>
    %267 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %268 = stablehlo.dot_general %266, %267, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    return %268 : tensor<4x8x64xf32>
  }
  func.func private @_var(%arg0: tensor<4x8x32xf32>, %arg1: tensor<i32>) -> tensor<4x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x8x32xf32>
    %6 = chlo.square %5 : tensor<4x8x32xf32> -> tensor<4x8x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8x1xf32>
    return %14 : tensor<4x8x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4x8x1xf32>, %arg2: tensor<f32>) -> tensor<4x8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4x8x1xf32>
    return %2 : tensor<4x8x1xf32>
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
  func.func private @_where_0(%arg0: tensor<1x1x8x8xi1>, %arg1: tensor<4x4x8x8xf32>, %arg2: tensor<f32>) -> tensor<4x4x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<4x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    return %2 : tensor<4x4x8x8xf32>
  }
}
