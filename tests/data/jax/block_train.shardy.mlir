module @jit_block_train attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg7: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x16xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<16x16xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<16x16xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<16x16xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16x32xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32x16xf32> {jax.result_info = "result[8]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x8x16xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<2x8x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<2x8x16xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x8x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x8x16xf32>
    %24 = stablehlo.dot_general %23, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x8x16xf32>) -> tensor<2x8x4x4xf32>
    %26 = stablehlo.dot_general %23, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x16xf32>) -> tensor<2x8x4x4xf32>
    %28 = stablehlo.dot_general %23, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x8x16xf32>) -> tensor<2x8x4x4xf32>
    %30 = stablehlo.dot_general %25, %27, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x4x8x8xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %31 = stablehlo.sqrt %cst_4 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.divide %30, %32 : tensor<2x4x8x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %34 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %35 = call @tril(%34) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %36 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %37:2 = call @_where(%36, %33, %cst_5) : (tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) -> (tensor<2x4x8x8xf32>, tensor<2x4x8x8xi1>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = stablehlo.reduce(%37#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<2x4x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %43 = stablehlo.subtract %37#0, %42 : tensor<2x4x8x8xf32>
    %44 = stablehlo.exponential %43 : tensor<2x4x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %48 = stablehlo.divide %44, %47 : tensor<2x4x8x8xf32>
    %49 = stablehlo.multiply %46, %46 : tensor<2x4x8x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x8x1xf32>
    %51 = stablehlo.divide %50, %49 : tensor<2x4x8x1xf32>
    %52 = stablehlo.dot_general %29, %48, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x4x4xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x4x8xf32>
    %53 = stablehlo.transpose %52, dims = [0, 3, 1, 2] : (tensor<2x4x4x8xf32>) -> tensor<2x8x4x4xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x8x4x4xf32>) -> tensor<2x8x16xf32>
    %55 = stablehlo.dot_general %54, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %56 = stablehlo.add %arg0, %55 : tensor<2x8x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %60 = stablehlo.divide %58, %59 : tensor<2x8x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %62 = stablehlo.subtract %56, %61 : tensor<2x8x16xf32>
    %63 = stablehlo.multiply %62, %62 : tensor<2x8x16xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %65 = stablehlo.multiply %64, %62 : tensor<2x8x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%63 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %69 = stablehlo.divide %67, %68 : tensor<2x8x1xf32>
    %70 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %71 = stablehlo.subtract %56, %70 : tensor<2x8x16xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %73 = stablehlo.add %69, %72 : tensor<2x8x1xf32>
    %74 = stablehlo.rsqrt %73 : tensor<2x8x1xf32>
    %75 = stablehlo.divide %74, %73 : tensor<2x8x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<2x8x1xf32>
    %78 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %79 = stablehlo.multiply %71, %78 : tensor<2x8x16xf32>
    %80 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<2x8x16xf32>
    %83 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %85 = stablehlo.add %82, %84 : tensor<2x8x16xf32>
    %86 = stablehlo.dot_general %85, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %87 = stablehlo.multiply %86, %86 : tensor<2x8x32xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<2x8x32xf32>
    %89 = stablehlo.multiply %86, %86 : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<2x8x32xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %93 = stablehlo.multiply %92, %88 : tensor<2x8x32xf32>
    %94 = stablehlo.add %86, %93 : tensor<2x8x32xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<2x8x32xf32>
    %97 = stablehlo.tanh %96 : tensor<2x8x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.subtract %98, %97 : tensor<2x8x32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %101 = stablehlo.add %100, %97 : tensor<2x8x32xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<2x8x32xf32>
    %104 = stablehlo.multiply %86, %103 : tensor<2x8x32xf32>
    %105 = stablehlo.dot_general %104, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %106 = stablehlo.add %56, %105 : tensor<2x8x16xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<2x8x16xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %109 = stablehlo.multiply %108, %106 : tensor<2x8x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%107 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %111 = stablehlo.divide %110, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %112 = stablehlo.divide %cst_26, %cst_27 : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %114 = stablehlo.multiply %113, %109 : tensor<2x8x16xf32>
    %115 = stablehlo.dot_general %114, %104, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.transpose %115, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %117 = stablehlo.dot_general %114, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<32x16xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.multiply %86, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.multiply %117, %103 : tensor<2x8x32xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.multiply %120, %118 : tensor<2x8x32xf32>
    %122 = stablehlo.multiply %121, %99 : tensor<2x8x32xf32>
    %123 = stablehlo.multiply %122, %97 : tensor<2x8x32xf32>
    %124 = stablehlo.add %122, %123 : tensor<2x8x32xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<2x8x32xf32>
    %127 = stablehlo.add %119, %126 : tensor<2x8x32xf32>
    %cst_30 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.multiply %128, %126 : tensor<2x8x32xf32>
    %130 = stablehlo.multiply %129, %91 : tensor<2x8x32xf32>
    %131 = stablehlo.add %127, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.dot_general %131, %85, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %133 = stablehlo.transpose %132, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.dot_general %131, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<16x32xf32>) -> tensor<2x8x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %136 = stablehlo.reshape %135 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %138 = stablehlo.multiply %79, %134 : tensor<2x8x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %140 = stablehlo.reshape %139 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %141 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %142 = stablehlo.multiply %134, %141 : tensor<2x8x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%140 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %144 = stablehlo.multiply %71, %142 : tensor<2x8x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %147 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %148 = stablehlo.multiply %142, %147 : tensor<2x8x16xf32>
    %149 = stablehlo.multiply %146, %77 : tensor<2x8x1xf32>
    %150 = stablehlo.negate %148 : tensor<2x8x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %153 = stablehlo.add %114, %148 : tensor<2x8x16xf32>
    %cst_37 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %155 = stablehlo.divide %149, %154 : tensor<2x8x1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %158 = stablehlo.multiply %157, %65 : tensor<2x8x16xf32>
    %159 = stablehlo.negate %158 : tensor<2x8x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %162 = stablehlo.add %153, %158 : tensor<2x8x16xf32>
    %163 = stablehlo.add %152, %161 : tensor<2x8x1xf32>
    %cst_40 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %165 = stablehlo.divide %163, %164 : tensor<2x8x1xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %168 = stablehlo.add %162, %167 : tensor<2x8x16xf32>
    %169 = stablehlo.dot_general %168, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %170 = stablehlo.transpose %169, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %171 = stablehlo.dot_general %168, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x8x16xf32>) -> tensor<2x8x4x4xf32>
    %173 = stablehlo.transpose %172, dims = [0, 2, 3, 1] : (tensor<2x8x4x4xf32>) -> tensor<2x4x4x8xf32>
    %174 = stablehlo.dot_general %173, %29, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4x8xf32>, tensor<2x8x4x4xf32>) -> tensor<2x4x8x8xf32>
    %175 = stablehlo.dot_general %173, %48, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x4x8xf32>
    %176 = stablehlo.transpose %175, dims = [0, 3, 1, 2] : (tensor<2x4x4x8xf32>) -> tensor<2x8x4x4xf32>
    %177 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %178 = stablehlo.multiply %174, %177 : tensor<2x4x8x8xf32>
    %179 = stablehlo.multiply %178, %44 : tensor<2x4x8x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %182 = stablehlo.negate %181 : tensor<2x4x8x1xf32>
    %183 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %184 = stablehlo.divide %174, %183 : tensor<2x4x8x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%182 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %187 = stablehlo.add %184, %186 : tensor<2x4x8x8xf32>
    %188 = stablehlo.multiply %187, %44 : tensor<2x4x8x8xf32>
    %189 = call @_where_0(%37#1, %188) : (tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %190 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %191 = stablehlo.divide %189, %190 : tensor<2x4x8x8xf32>
    %192 = stablehlo.dot_general %191, %25, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x8xf32>, tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
    %193 = stablehlo.transpose %192, dims = [0, 2, 1, 3] : (tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
    %194 = stablehlo.dot_general %191, %27, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x8xf32>, tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
    %195 = stablehlo.transpose %194, dims = [0, 2, 1, 3] : (tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
    %196 = stablehlo.reshape %176 : (tensor<2x8x4x4xf32>) -> tensor<2x8x16xf32>
    %197 = stablehlo.dot_general %196, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %198 = stablehlo.transpose %197, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %199 = stablehlo.dot_general %196, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %200 = stablehlo.reshape %193 : (tensor<2x8x4x4xf32>) -> tensor<2x8x16xf32>
    %201 = stablehlo.dot_general %200, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %202 = stablehlo.transpose %201, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %203 = stablehlo.dot_general %200, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %204 = stablehlo.add %199, %203 : tensor<2x8x16xf32>
    %205 = stablehlo.reshape %195 : (tensor<2x8x4x4xf32>) -> tensor<2x8x16xf32>
    %206 = stablehlo.dot_general %205, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %207 = stablehlo.transpose %206, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %208 = stablehlo.dot_general %205, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %209 = stablehlo.add %204, %208 : tensor<2x8x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %211 = stablehlo.reshape %210 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %213 = stablehlo.add %137, %212 : tensor<16xf32>
    %214 = stablehlo.multiply %17, %209 : tensor<2x8x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%214 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %216 = stablehlo.reshape %215 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %218 = stablehlo.add %143, %217 : tensor<16xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<16xf32>
    %221 = stablehlo.subtract %arg1, %220 : tensor<16xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %223 = stablehlo.multiply %222, %213 : tensor<16xf32>
    %224 = stablehlo.subtract %arg2, %223 : tensor<16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %226 = stablehlo.multiply %225, %207 : tensor<16x16xf32>
    %227 = stablehlo.subtract %arg3, %226 : tensor<16x16xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %229 = stablehlo.multiply %228, %202 : tensor<16x16xf32>
    %230 = stablehlo.subtract %arg4, %229 : tensor<16x16xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %232 = stablehlo.multiply %231, %198 : tensor<16x16xf32>
    %233 = stablehlo.subtract %arg5, %232 : tensor<16x16xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %235 = stablehlo.multiply %234, %170 : tensor<16x16xf32>
    %236 = stablehlo.subtract %arg6, %235 : tensor<16x16xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %238 = stablehlo.multiply %237, %133 : tensor<16x32xf32>
    %239 = stablehlo.subtract %arg7, %238 : tensor<16x32xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %241 = stablehlo.multiply %240, %116 : tensor<32x16xf32>
    %242 = stablehlo.subtract %arg8, %241 : tensor<32x16xf32>
    return %111, %221, %224, %227, %230, %233, %236, %239, %242 : tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>
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
  func.func private @_where(%arg0: tensor<1x1x8x8xi1>, %arg1: tensor<2x4x8x8xf32>, %arg2: tensor<f32>) -> (tensor<2x4x8x8xf32>, tensor<2x4x8x8xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<2x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    return %2, %0 : tensor<2x4x8x8xf32>, tensor<2x4x8x8xi1>
  }
  func.func private @_where_0(%arg0: tensor<2x4x8x8xi1>, %arg1: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    return %1 : tensor<2x4x8x8xf32>
  }
}
