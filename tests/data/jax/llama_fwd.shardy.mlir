module @jit_llama_fwd attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<2x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg5: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg6: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg7: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<2x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg9: tensor<2x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg10: tensor<2x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg11: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<2x8x64xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<64x32xf32>, tensor<2x8xi32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.slice %arg2 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32xf32>) -> tensor<32xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<2x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x8x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x8x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.multiply %0, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.slice %arg4 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %15, %17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.slice %arg5 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.dot_general %15, %21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %24 = stablehlo.slice %arg6 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.dot_general %15, %25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %28 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.add %31, %30 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.divide %32, %33 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %36 = stablehlo.power %35, %34 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.divide %37, %36 : tensor<4xf32>
    %39 = stablehlo.iota dim = 0 : tensor<8xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %41 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<8x4xf32>
    %45 = stablehlo.sine %44 : tensor<8x4xf32>
    %46 = stablehlo.concatenate %45, %45, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %48 = stablehlo.cosine %44 : tensor<8x4xf32>
    %49 = stablehlo.concatenate %48, %48, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %51 = stablehlo.slice %19 [0:2, 0:8, 0:4, 0:4] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %52 = stablehlo.slice %19 [0:2, 0:8, 0:4, 4:8] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %53 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %54 = stablehlo.multiply %19, %53 : tensor<2x8x4x8xf32>
    %55 = stablehlo.negate %52 : tensor<2x8x4x4xf32>
    %56 = stablehlo.concatenate %55, %51, dim = 3 : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x8xf32>
    %57 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<2x8x4x8xf32>
    %59 = stablehlo.add %54, %58 : tensor<2x8x4x8xf32>
    %60 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %64 = stablehlo.add %63, %62 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %66 = stablehlo.divide %64, %65 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %68 = stablehlo.power %67, %66 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %70 = stablehlo.divide %69, %68 : tensor<4xf32>
    %71 = stablehlo.iota dim = 0 : tensor<8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %73 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<8x4xf32>
    %77 = stablehlo.sine %76 : tensor<8x4xf32>
    %78 = stablehlo.concatenate %77, %77, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %80 = stablehlo.cosine %76 : tensor<8x4xf32>
    %81 = stablehlo.concatenate %80, %80, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %83 = stablehlo.slice %23 [0:2, 0:8, 0:4, 0:4] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %84 = stablehlo.slice %23 [0:2, 0:8, 0:4, 4:8] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %85 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %86 = stablehlo.multiply %23, %85 : tensor<2x8x4x8xf32>
    %87 = stablehlo.negate %84 : tensor<2x8x4x4xf32>
    %88 = stablehlo.concatenate %87, %83, dim = 3 : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x8xf32>
    %89 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<2x8x4x8xf32>
    %91 = stablehlo.add %86, %90 : tensor<2x8x4x8xf32>
    %92 = stablehlo.dot_general %59, %91, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %93 = stablehlo.sqrt %cst_12 : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.divide %92, %94 : tensor<2x4x8x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %96 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %97 = call @tril(%96) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %98 = stablehlo.broadcast_in_dim %97, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %cst_13 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %99 = call @_where_0(%98, %95, %cst_13) : (tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %102 = stablehlo.maximum %101, %100 : tensor<2x4x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %105 = stablehlo.subtract %99, %104 : tensor<2x4x8x8xf32>
    %106 = stablehlo.exponential %105 : tensor<2x4x8x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %110 = stablehlo.divide %106, %109 : tensor<2x4x8x8xf32>
    %111 = stablehlo.dot_general %27, %110, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %112 = stablehlo.transpose %111, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.slice %arg7 [0:1, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %116 = stablehlo.dot_general %113, %115, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.add %0, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.slice %arg3 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<1x32xf32>) -> tensor<32xf32>
    %120 = stablehlo.multiply %117, %117 : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %124 = stablehlo.divide %122, %123 : tensor<2x8x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %126 = stablehlo.add %124, %125 : tensor<2x8x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<2x8x1xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.multiply %117, %128 : tensor<2x8x32xf32>
    %130 = stablehlo.broadcast_in_dim %119, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.multiply %129, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.slice %arg8 [0:1, 0:32, 0:64] : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %134 = stablehlo.reshape %133 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %135 = stablehlo.dot_general %132, %134, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %136 = call @silu(%135) : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %137 = stablehlo.slice %arg9 [0:1, 0:32, 0:64] : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %138 = stablehlo.reshape %137 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %139 = stablehlo.dot_general %132, %138, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %140 = stablehlo.multiply %136, %139 : tensor<2x8x64xf32>
    %141 = stablehlo.slice %arg10 [0:1, 0:64, 0:32] : (tensor<2x64x32xf32>) -> tensor<1x64x32xf32>
    %142 = stablehlo.reshape %141 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %143 = stablehlo.dot_general %140, %142, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<64x32xf32>) -> tensor<2x8x32xf32>
    %144 = stablehlo.add %117, %143 : tensor<2x8x32xf32>
    %145 = stablehlo.slice %arg2 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %146 = stablehlo.reshape %145 : (tensor<1x32xf32>) -> tensor<32xf32>
    %147 = stablehlo.multiply %144, %144 : tensor<2x8x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %151 = stablehlo.divide %149, %150 : tensor<2x8x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %153 = stablehlo.add %151, %152 : tensor<2x8x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<2x8x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.multiply %144, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.broadcast_in_dim %146, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %159 = stablehlo.multiply %156, %158 : tensor<2x8x32xf32>
    %160 = stablehlo.slice %arg4 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %162 = stablehlo.dot_general %159, %161, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.slice %arg5 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %165 = stablehlo.reshape %164 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %166 = stablehlo.dot_general %159, %165, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %168 = stablehlo.slice %arg6 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %170 = stablehlo.dot_general %159, %169, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %172 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<4xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %176 = stablehlo.add %175, %174 : tensor<4xf32>
    %cst_25 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %178 = stablehlo.divide %176, %177 : tensor<4xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %180 = stablehlo.power %179, %178 : tensor<4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %182 = stablehlo.divide %181, %180 : tensor<4xf32>
    %183 = stablehlo.iota dim = 0 : tensor<8xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %185 = stablehlo.broadcast_in_dim %182, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %186 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %187 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<8x4xf32>
    %189 = stablehlo.sine %188 : tensor<8x4xf32>
    %190 = stablehlo.concatenate %189, %189, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %192 = stablehlo.cosine %188 : tensor<8x4xf32>
    %193 = stablehlo.concatenate %192, %192, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %195 = stablehlo.slice %163 [0:2, 0:8, 0:4, 0:4] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %196 = stablehlo.slice %163 [0:2, 0:8, 0:4, 4:8] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %197 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %198 = stablehlo.multiply %163, %197 : tensor<2x8x4x8xf32>
    %199 = stablehlo.negate %196 : tensor<2x8x4x4xf32>
    %200 = stablehlo.concatenate %199, %195, dim = 3 : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x8xf32>
    %201 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<2x8x4x8xf32>
    %203 = stablehlo.add %198, %202 : tensor<2x8x4x8xf32>
    %204 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %206 = stablehlo.multiply %205, %204 : tensor<4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %208 = stablehlo.add %207, %206 : tensor<4xf32>
    %cst_30 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %210 = stablehlo.divide %208, %209 : tensor<4xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %212 = stablehlo.power %211, %210 : tensor<4xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %214 = stablehlo.divide %213, %212 : tensor<4xf32>
    %215 = stablehlo.iota dim = 0 : tensor<8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %217 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<8x4xf32>
    %221 = stablehlo.sine %220 : tensor<8x4xf32>
    %222 = stablehlo.concatenate %221, %221, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %224 = stablehlo.cosine %220 : tensor<8x4xf32>
    %225 = stablehlo.concatenate %224, %224, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %227 = stablehlo.slice %167 [0:2, 0:8, 0:4, 0:4] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %228 = stablehlo.slice %167 [0:2, 0:8, 0:4, 4:8] : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %229 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %230 = stablehlo.multiply %167, %229 : tensor<2x8x4x8xf32>
    %231 = stablehlo.negate %228 : tensor<2x8x4x4xf32>
    %232 = stablehlo.concatenate %231, %227, dim = 3 : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x8xf32>
    %233 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %234 = stablehlo.multiply %232, %233 : tensor<2x8x4x8xf32>
    %235 = stablehlo.add %230, %234 : tensor<2x8x4x8xf32>
    %236 = stablehlo.dot_general %203, %235, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %cst_33 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %237 = stablehlo.sqrt %cst_33 : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %239 = stablehlo.divide %236, %238 : tensor<2x4x8x8xf32>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %240 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %241 = call @tril(%240) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %242 = stablehlo.broadcast_in_dim %241, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %cst_35 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %243 = call @_where_0(%242, %239, %cst_35) : (tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_36) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %246 = stablehlo.maximum %245, %244 : tensor<2x4x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %249 = stablehlo.subtract %243, %248 : tensor<2x4x8x8xf32>
    %250 = stablehlo.exponential %249 : tensor<2x4x8x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_38) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %254 = stablehlo.divide %250, %253 : tensor<2x4x8x8xf32>
    %255 = stablehlo.dot_general %171, %254, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %256 = stablehlo.transpose %255, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %258 = stablehlo.slice %arg7 [1:2, 0:32, 0:32] : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %259 = stablehlo.reshape %258 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %260 = stablehlo.dot_general %257, %259, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %261 = stablehlo.add %144, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.slice %arg3 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %263 = stablehlo.reshape %262 : (tensor<1x32xf32>) -> tensor<32xf32>
    %264 = stablehlo.multiply %261, %261 : tensor<2x8x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_40 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %268 = stablehlo.divide %266, %267 : tensor<2x8x1xf32>
    %cst_41 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %270 = stablehlo.add %268, %269 : tensor<2x8x1xf32>
    %271 = stablehlo.rsqrt %270 : tensor<2x8x1xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %273 = stablehlo.multiply %261, %272 : tensor<2x8x32xf32>
    %274 = stablehlo.broadcast_in_dim %263, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %276 = stablehlo.multiply %273, %275 : tensor<2x8x32xf32>
    %277 = stablehlo.slice %arg8 [1:2, 0:32, 0:64] : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %278 = stablehlo.reshape %277 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %279 = stablehlo.dot_general %276, %278, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %280 = call @silu(%279) : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %281 = stablehlo.slice %arg9 [1:2, 0:32, 0:64] : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %282 = stablehlo.reshape %281 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %283 = stablehlo.dot_general %276, %282, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %284 = stablehlo.multiply %280, %283 : tensor<2x8x64xf32>
    %285 = stablehlo.slice %arg10 [1:2, 0:64, 0:32] : (tensor<2x64x32xf32>) -> tensor<1x64x32xf32>
    %286 = stablehlo.reshape %285 : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %287 = stablehlo.dot_general %284, %286, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<64x32xf32>) -> tensor<2x8x32xf32>
    %288 = stablehlo.add %261, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.multiply %288, %288 : tensor<2x8x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_43 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %293 = stablehlo.divide %291, %292 : tensor<2x8x1xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %295 = stablehlo.add %293, %294 : tensor<2x8x1xf32>
    %296 = stablehlo.rsqrt %295 : tensor<2x8x1xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %298 = stablehlo.multiply %288, %297 : tensor<2x8x32xf32>
    %299 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %301 = stablehlo.multiply %298, %300 : tensor<2x8x32xf32>
    %302 = stablehlo.dot_general %301, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    return %302 : tensor<2x8x64xf32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<2x8xi32>) -> tensor<2x8x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x8x1xi1>, tensor<i1>) -> tensor<2x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x8x1xi32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    return %16 : tensor<2x8x32xf32>
  }
  func.func private @_where(%arg0: tensor<2x8xi1>, %arg1: tensor<2x8xi32>, %arg2: tensor<2x8xi32>) -> tensor<2x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8xi1>, tensor<2x8xi32>
    return %0 : tensor<2x8xi32>
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
  func.func private @_where_0(%arg0: tensor<1x1x8x8xi1>, %arg1: tensor<2x4x8x8xf32>, %arg2: tensor<f32>) -> tensor<2x4x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<2x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    return %2 : tensor<2x4x8x8xf32>
  }
  func.func private @silu(%arg0: tensor<2x8x64xf32>) -> tensor<2x8x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x8x64xf32>
    %1 = stablehlo.exponential %0 : tensor<2x8x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x8x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x8x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x8x64xf32>
    return %6 : tensor<2x8x64xf32>
  }
}
