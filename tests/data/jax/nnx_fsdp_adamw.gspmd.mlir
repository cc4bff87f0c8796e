module @jit_fn attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg1: tensor<128x64xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg2: tensor<128x64xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg3: tensor<64x128xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg4: tensor<64xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg5: tensor<64xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg6: tensor<128xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg7: tensor<64x128xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg8: tensor<i32> {mhlo.sharding = "{replicated}"}, %arg9: tensor<64xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg10: tensor<128x64xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg11: tensor<128x64xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg12: tensor<64x128xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg13: tensor<64xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg14: tensor<64xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg15: tensor<128xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg16: tensor<64x128xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg17: tensor<64xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg18: tensor<128x64xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg19: tensor<128x64xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg20: tensor<64x128xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg21: tensor<64xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg22: tensor<64xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg23: tensor<128xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}, %arg24: tensor<64x128xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg25: tensor<4x16xi32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg26: tensor<4x16xi32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) -> (tensor<f32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<64xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<128x64xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<128x64xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<64x128xf32> {jax.result_info = "result[4]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<64xf32> {jax.result_info = "result[5]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<64xf32> {jax.result_info = "result[6]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<128xf32> {jax.result_info = "result[7]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<64x128xf32> {jax.result_info = "result[8]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<i32> {jax.result_info = "result[9]", mhlo.sharding = "{replicated}"}, tensor<64xf32> {jax.result_info = "result[10]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<128x64xf32> {jax.result_info = "result[11]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<128x64xf32> {jax.result_info = "result[12]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<64x128xf32> {jax.result_info = "result[13]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<64xf32> {jax.result_info = "result[14]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<64xf32> {jax.result_info = "result[15]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<128xf32> {jax.result_info = "result[16]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<64x128xf32> {jax.result_info = "result[17]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<64xf32> {jax.result_info = "result[18]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<128x64xf32> {jax.result_info = "result[19]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<128x64xf32> {jax.result_info = "result[20]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<64x128xf32> {jax.result_info = "result[21]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<64xf32> {jax.result_info = "result[22]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<64xf32> {jax.result_info = "result[23]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<128xf32> {jax.result_info = "result[24]", mhlo.sharding = "{devices=[2]<=[2]}"}, tensor<64x128xf32> {jax.result_info = "result[25]", mhlo.sharding = "{devices=[2,1]<=[2]}"}) {
    %0:2 = call @_take(%arg2, %arg25) : (tensor<128x64xf32>, tensor<4x16xi32>) -> (tensor<4x16x64xf32>, tensor<4x16x1xi32>)
    %1 = chlo.square %0#0 : tensor<4x16x64xf32> -> tensor<4x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %3 = stablehlo.multiply %2, %0#0 : tensor<4x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0#0 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4x16xf32>
    %10 = chlo.square %6 : tensor<4x16xf32> -> tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<4x16xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<4x16xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<4x16xi1>, tensor<4x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<4x16xi1>, tensor<4x16xf32>
    %25 = stablehlo.divide %19, %24 : tensor<4x16xf32>
    %26 = stablehlo.reshape %6 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %27 = stablehlo.reshape %15 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %29 = stablehlo.subtract %0#0, %28 : tensor<4x16x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %31 = stablehlo.add %27, %30 : tensor<4x16x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<4x16x1xf32>
    %33 = stablehlo.divide %32, %31 : tensor<4x16x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<4x16x1xf32>
    %36 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %37 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<4x16x64xf32>
    %40 = stablehlo.multiply %29, %39 : tensor<4x16x64xf32>
    %41 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %43 = stablehlo.add %40, %42 : tensor<4x16x64xf32>
    %44 = stablehlo.dot_general %43, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x128xf32>) -> tensor<4x16x128xf32>
    %45 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x16x128xf32>
    %47 = stablehlo.add %44, %46 : tensor<4x16x128xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<4x16x128xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<4x16x128xf32>
    %50 = stablehlo.multiply %47, %47 : tensor<4x16x128xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<4x16x128xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %54 = stablehlo.multiply %53, %49 : tensor<4x16x128xf32>
    %55 = stablehlo.add %47, %54 : tensor<4x16x128xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<4x16x128xf32>
    %58 = stablehlo.tanh %57 : tensor<4x16x128xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %60 = stablehlo.subtract %59, %58 : tensor<4x16x128xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %62 = stablehlo.add %61, %58 : tensor<4x16x128xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<4x16x128xf32>
    %65 = stablehlo.multiply %47, %64 : tensor<4x16x128xf32>
    %66 = stablehlo.dot_general %65, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<128x64xf32>) -> tensor<4x16x64xf32>
    %67 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %69 = stablehlo.add %66, %68 : tensor<4x16x64xf32>
    %70 = stablehlo.add %0#0, %69 : tensor<4x16x64xf32>
    %71 = stablehlo.dot_general %70, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x128xf32>) -> tensor<4x16x128xf32>
    %72 = stablehlo.broadcast_in_dim %arg26, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %73:2 = call @take_along_axis(%71, %72) : (tensor<4x16x128xf32>, tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %74:2 = call @_take_0(%73#0, %c) : (tensor<4x16x1xf32>, tensor<i32>) -> (tensor<4x16xf32>, tensor<1xi32>)
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.reduce(%71 init: %cst_19) applies stablehlo.maximum across dimensions = [2] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %77 = stablehlo.maximum %76, %75 : tensor<4x16xf32>
    %78 = stablehlo.is_finite %77 : (tensor<4x16xf32>) -> tensor<4x16xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %80 = stablehlo.select %78, %77, %79 : tensor<4x16xi1>, tensor<4x16xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x128xf32>
    %83 = stablehlo.subtract %71, %82 : tensor<4x16x128xf32>
    %84 = stablehlo.exponential %83 : tensor<4x16x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<4x16xf32>
    %86 = stablehlo.abs %85 : tensor<4x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %88 = stablehlo.compare GE, %85, %87, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %89 = stablehlo.log %86 : tensor<4x16xf32>
    %90 = stablehlo.add %89, %80 : tensor<4x16xf32>
    %91 = stablehlo.subtract %90, %74#0 : tensor<4x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %93 = stablehlo.divide %92, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %94 = stablehlo.divide %cst_26, %cst_27 : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %96 = stablehlo.negate %95 : tensor<4x16xf32>
    %97 = stablehlo.divide %95, %86 : tensor<4x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %99 = stablehlo.select %88, %98, %97 : tensor<4x16xi1>, tensor<4x16xf32>
    %100 = stablehlo.select %88, %97, %98 : tensor<4x16xi1>, tensor<4x16xf32>
    %101 = stablehlo.negate %99 : tensor<4x16xf32>
    %102 = stablehlo.add %100, %101 : tensor<4x16xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x128xf32>
    %104 = stablehlo.multiply %103, %84 : tensor<4x16x128xf32>
    %105 = call @_take_2(%74#1, %96) : (tensor<1xi32>, tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %106 = call @take_along_axis_3(%73#1, %105) : (tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x128xf32>
    %107 = stablehlo.add %104, %106 : tensor<4x16x128xf32>
    %108 = stablehlo.dot_general %107, %70, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %109 = stablehlo.transpose %108, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %110 = stablehlo.dot_general %107, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<64x128xf32>) -> tensor<4x16x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %112 = stablehlo.reshape %111 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %114 = stablehlo.dot_general %110, %65, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x128xf32>) -> tensor<64x128xf32>
    %115 = stablehlo.transpose %114, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %116 = stablehlo.dot_general %110, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<128x64xf32>) -> tensor<4x16x128xf32>
    %117 = stablehlo.multiply %47, %116 : tensor<4x16x128xf32>
    %118 = stablehlo.multiply %116, %64 : tensor<4x16x128xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %120 = stablehlo.multiply %119, %117 : tensor<4x16x128xf32>
    %121 = stablehlo.multiply %120, %60 : tensor<4x16x128xf32>
    %122 = stablehlo.multiply %121, %58 : tensor<4x16x128xf32>
    %123 = stablehlo.add %121, %122 : tensor<4x16x128xf32>
    %cst_31 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<4x16x128xf32>
    %126 = stablehlo.add %118, %125 : tensor<4x16x128xf32>
    %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %128 = stablehlo.multiply %127, %125 : tensor<4x16x128xf32>
    %129 = stablehlo.multiply %128, %52 : tensor<4x16x128xf32>
    %130 = stablehlo.add %126, %129 : tensor<4x16x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %132 = stablehlo.reshape %131 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %133 = stablehlo.reshape %132 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %134 = stablehlo.dot_general %130, %43, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %135 = stablehlo.transpose %134, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %136 = stablehlo.dot_general %130, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<64x128xf32>) -> tensor<4x16x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %138 = stablehlo.reshape %137 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %139 = stablehlo.reshape %138 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %140 = stablehlo.multiply %29, %136 : tensor<4x16x64xf32>
    %141 = stablehlo.multiply %136, %39 : tensor<4x16x64xf32>
    %142 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %143 = stablehlo.multiply %142, %140 : tensor<4x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %145 = stablehlo.reshape %144 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %146 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %147 = stablehlo.multiply %140, %146 : tensor<4x16x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %149 = stablehlo.reshape %148 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %150 = stablehlo.reshape %145 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %151 = stablehlo.multiply %149, %35 : tensor<4x16x1xf32>
    %152 = stablehlo.negate %141 : tensor<4x16x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %154 = stablehlo.reshape %153 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %155 = stablehlo.add %110, %141 : tensor<4x16x64xf32>
    %156 = stablehlo.reshape %151 : (tensor<4x16x1xf32>) -> tensor<4x16xf32>
    %157 = stablehlo.reshape %154 : (tensor<4x16x1xf32>) -> tensor<4x16xf32>
    %158 = stablehlo.multiply %156, %25 : tensor<4x16xf32>
    %159 = stablehlo.negate %158 : tensor<4x16xf32>
    %160 = stablehlo.multiply %159, %12 : tensor<4x16xf32>
    %161 = stablehlo.add %157, %160 : tensor<4x16xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %163 = stablehlo.divide %158, %162 : tensor<4x16xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %166 = stablehlo.divide %161, %165 : tensor<4x16xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %168 = stablehlo.add %155, %167 : tensor<4x16x64xf32>
    %169 = stablehlo.multiply %164, %3 : tensor<4x16x64xf32>
    %170 = stablehlo.add %168, %169 : tensor<4x16x64xf32>
    %171 = call @_take_4(%0#1, %170) : (tensor<4x16x1xi32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %173 = stablehlo.multiply %172, %113 : tensor<64xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %175 = stablehlo.multiply %174, %arg9 : tensor<64xf32>
    %176 = stablehlo.add %173, %175 : tensor<64xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %178 = stablehlo.multiply %177, %115 : tensor<128x64xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %180 = stablehlo.multiply %179, %arg10 : tensor<128x64xf32>
    %181 = stablehlo.add %178, %180 : tensor<128x64xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %183 = stablehlo.multiply %182, %171 : tensor<128x64xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %185 = stablehlo.multiply %184, %arg11 : tensor<128x64xf32>
    %186 = stablehlo.add %183, %185 : tensor<128x64xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %188 = stablehlo.multiply %187, %109 : tensor<64x128xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %190 = stablehlo.multiply %189, %arg12 : tensor<64x128xf32>
    %191 = stablehlo.add %188, %190 : tensor<64x128xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %193 = stablehlo.multiply %192, %139 : tensor<64xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %195 = stablehlo.multiply %194, %arg13 : tensor<64xf32>
    %196 = stablehlo.add %193, %195 : tensor<64xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %198 = stablehlo.multiply %197, %150 : tensor<64xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %200 = stablehlo.multiply %199, %arg14 : tensor<64xf32>
    %201 = stablehlo.add %198, %200 : tensor<64xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %203 = stablehlo.multiply %202, %133 : tensor<128xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %205 = stablehlo.multiply %204, %arg15 : tensor<128xf32>
    %206 = stablehlo.add %203, %205 : tensor<128xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %208 = stablehlo.multiply %207, %135 : tensor<64x128xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %210 = stablehlo.multiply %209, %arg16 : tensor<64x128xf32>
    %211 = stablehlo.add %208, %210 : tensor<64x128xf32>
    %212 = stablehlo.multiply %113, %113 : tensor<64xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<64xf32>
    %cst_57 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %216 = stablehlo.multiply %215, %arg17 : tensor<64xf32>
    %217 = stablehlo.add %214, %216 : tensor<64xf32>
    %218 = stablehlo.multiply %115, %115 : tensor<128x64xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<128x64xf32>
    %cst_59 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %222 = stablehlo.multiply %221, %arg18 : tensor<128x64xf32>
    %223 = stablehlo.add %220, %222 : tensor<128x64xf32>
    %224 = stablehlo.multiply %171, %171 : tensor<128x64xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<128x64xf32>
    %cst_61 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %228 = stablehlo.multiply %227, %arg19 : tensor<128x64xf32>
    %229 = stablehlo.add %226, %228 : tensor<128x64xf32>
    %230 = stablehlo.multiply %109, %109 : tensor<64x128xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<64x128xf32>
    %cst_63 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %234 = stablehlo.multiply %233, %arg20 : tensor<64x128xf32>
    %235 = stablehlo.add %232, %234 : tensor<64x128xf32>
    %236 = stablehlo.multiply %139, %139 : tensor<64xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<64xf32>
    %cst_65 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %240 = stablehlo.multiply %239, %arg21 : tensor<64xf32>
    %241 = stablehlo.add %238, %240 : tensor<64xf32>
    %242 = stablehlo.multiply %150, %150 : tensor<64xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<64xf32>
    %cst_67 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %246 = stablehlo.multiply %245, %arg22 : tensor<64xf32>
    %247 = stablehlo.add %244, %246 : tensor<64xf32>
    %248 = stablehlo.multiply %133, %133 : tensor<128xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<128xf32>
    %cst_69 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %252 = stablehlo.multiply %251, %arg23 : tensor<128xf32>
    %253 = stablehlo.add %250, %252 : tensor<128xf32>
    %254 = stablehlo.multiply %135, %135 : tensor<64x128xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %256 = stablehlo.multiply %255, %254 : tensor<64x128xf32>
    %cst_71 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %258 = stablehlo.multiply %257, %arg24 : tensor<64x128xf32>
    %259 = stablehlo.add %256, %258 : tensor<64x128xf32>
    %c_72 = stablehlo.constant dense<2147483647> : tensor<i32>
    %260 = stablehlo.compare LT, %arg8, %c_72, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_73 = stablehlo.constant dense<1> : tensor<i32>
    %261 = stablehlo.add %arg8, %c_73 : tensor<i32>
    %c_74 = stablehlo.constant dense<2147483647> : tensor<i32>
    %262 = call @_where_5(%260, %261, %c_74) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %263 = stablehlo.convert %262 : (tensor<i32>) -> tensor<f32>
    %264 = stablehlo.power %cst_75, %263 : tensor<f32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %265 = stablehlo.subtract %cst_76, %264 : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %267 = stablehlo.divide %176, %266 : tensor<64xf32>
    %268 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %269 = stablehlo.divide %181, %268 : tensor<128x64xf32>
    %270 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %271 = stablehlo.divide %186, %270 : tensor<128x64xf32>
    %272 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %273 = stablehlo.divide %191, %272 : tensor<64x128xf32>
    %274 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %275 = stablehlo.divide %196, %274 : tensor<64xf32>
    %276 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %277 = stablehlo.divide %201, %276 : tensor<64xf32>
    %278 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %279 = stablehlo.divide %206, %278 : tensor<128xf32>
    %280 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %281 = stablehlo.divide %211, %280 : tensor<64x128xf32>
    %cst_77 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %282 = stablehlo.convert %262 : (tensor<i32>) -> tensor<f32>
    %283 = stablehlo.power %cst_77, %282 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %284 = stablehlo.subtract %cst_78, %283 : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %286 = stablehlo.divide %217, %285 : tensor<64xf32>
    %287 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %288 = stablehlo.divide %223, %287 : tensor<128x64xf32>
    %289 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %290 = stablehlo.divide %229, %289 : tensor<128x64xf32>
    %291 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %292 = stablehlo.divide %235, %291 : tensor<64x128xf32>
    %293 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %294 = stablehlo.divide %241, %293 : tensor<64xf32>
    %295 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %296 = stablehlo.divide %247, %295 : tensor<64xf32>
    %297 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %298 = stablehlo.divide %253, %297 : tensor<128xf32>
    %299 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %300 = stablehlo.divide %259, %299 : tensor<64x128xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %302 = stablehlo.add %286, %301 : tensor<64xf32>
    %303 = stablehlo.sqrt %302 : tensor<64xf32>
    %cst_80 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %305 = stablehlo.add %303, %304 : tensor<64xf32>
    %306 = stablehlo.divide %267, %305 : tensor<64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %308 = stablehlo.add %288, %307 : tensor<128x64xf32>
    %309 = stablehlo.sqrt %308 : tensor<128x64xf32>
    %cst_82 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %311 = stablehlo.add %309, %310 : tensor<128x64xf32>
    %312 = stablehlo.divide %269, %311 : tensor<128x64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %314 = stablehlo.add %290, %313 : tensor<128x64xf32>
    %315 = stablehlo.sqrt %314 : tensor<128x64xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %317 = stablehlo.add %315, %316 : tensor<128x64xf32>
    %318 = stablehlo.divide %271, %317 : tensor<128x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %320 = stablehlo.add %292, %319 : tensor<64x128xf32>
    %321 = stablehlo.sqrt %320 : tensor<64x128xf32>
    %cst_86 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %323 = stablehlo.add %321, %322 : tensor<64x128xf32>
    %324 = stablehlo.divide %273, %323 : tensor<64x128xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %326 = stablehlo.add %294, %325 : tensor<64xf32>
    %327 = stablehlo.sqrt %326 : tensor<64xf32>
    %cst_88 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %329 = stablehlo.add %327, %328 : tensor<64xf32>
    %330 = stablehlo.divide %275, %329 : tensor<64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %332 = stablehlo.add %296, %331 : tensor<64xf32>
    %333 = stablehlo.sqrt %332 : tensor<64xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %335 = stablehlo.add %333, %334 : tensor<64xf32>
    %336 = stablehlo.divide %277, %335 : tensor<64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %338 = stablehlo.add %298, %337 : tensor<128xf32>
    %339 = stablehlo.sqrt %338 : tensor<128xf32>
    %cst_92 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %341 = stablehlo.add %339, %340 : tensor<128xf32>
    %342 = stablehlo.divide %279, %341 : tensor<128xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %344 = stablehlo.add %300, %343 : tensor<64x128xf32>
    %345 = stablehlo.sqrt %344 : tensor<64x128xf32>
    %cst_94 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %347 = stablehlo.add %345, %346 : tensor<64x128xf32>
    %348 = stablehlo.divide %281, %347 : tensor<64x128xf32>
    %cst_95 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %350 = stablehlo.multiply %349, %arg0 : tensor<64xf32>
    %351 = stablehlo.add %306, %350 : tensor<64xf32>
    %cst_96 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %353 = stablehlo.multiply %352, %arg1 : tensor<128x64xf32>
    %354 = stablehlo.add %312, %353 : tensor<128x64xf32>
    %cst_97 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %356 = stablehlo.multiply %355, %arg2 : tensor<128x64xf32>
    %357 = stablehlo.add %318, %356 : tensor<128x64xf32>
    %cst_98 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %359 = stablehlo.multiply %358, %arg3 : tensor<64x128xf32>
    %360 = stablehlo.add %324, %359 : tensor<64x128xf32>
    %cst_99 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %362 = stablehlo.multiply %361, %arg4 : tensor<64xf32>
    %363 = stablehlo.add %330, %362 : tensor<64xf32>
    %cst_100 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %365 = stablehlo.multiply %364, %arg5 : tensor<64xf32>
    %366 = stablehlo.add %336, %365 : tensor<64xf32>
    %cst_101 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %368 = stablehlo.multiply %367, %arg6 : tensor<128xf32>
    %369 = stablehlo.add %342, %368 : tensor<128xf32>
    %cst_102 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %371 = stablehlo.multiply %370, %arg7 : tensor<64x128xf32>
    %372 = stablehlo.add %348, %371 : tensor<64x128xf32>
    %cst_103 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %374 = stablehlo.multiply %373, %351 : tensor<64xf32>
    %cst_104 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %376 = stablehlo.multiply %375, %354 : tensor<128x64xf32>
    %cst_105 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %378 = stablehlo.multiply %377, %357 : tensor<128x64xf32>
    %cst_106 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %380 = stablehlo.multiply %379, %360 : tensor<64x128xf32>
    %cst_107 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %382 = stablehlo.multiply %381, %363 : tensor<64xf32>
    %cst_108 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %384 = stablehlo.multiply %383, %366 : tensor<64xf32>
    %cst_109 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %386 = stablehlo.multiply %385, %369 : tensor<128xf32>
    %cst_110 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %388 = stablehlo.multiply %387, %372 : tensor<64x128xf32>
    %389 = stablehlo.add %arg0, %374 : tensor<64xf32>
    %390 = stablehlo.add %arg1, %376 : tensor<128x64xf32>
    %391 = stablehlo.add %arg2, %378 : tensor<128x64xf32>
    %392 = stablehlo.add %arg3, %380 : tensor<64x128xf32>
    %393 = stablehlo.add %arg4, %382 : tensor<64xf32>
    %394 = stablehlo.add %arg5, %384 : tensor<64xf32>
    %395 = stablehlo.add %arg6, %386 : tensor<128xf32>
    %396 = stablehlo.add %arg7, %388 : tensor<64x128xf32>
    return %93, %389, %390, %391, %392, %393, %394, %395, %396, %262, %176, %181, %186, %191, %196, %201, %206, %211, %217, %223, %229, %235, %241, %247, %253, %259 : tensor<f32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>
  }
  func.func private @_take(%arg0: tensor<128x64xf32>, %arg1: tensor<4x16xi32>) -> (tensor<4x16x64xf32>, tensor<4x16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x16x1xi1>, tensor<i1>) -> tensor<4x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xf32>, tensor<4x16x1xi32>) -> tensor<4x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x16xi1>) -> tensor<4x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x16x64xi1>, tensor<4x16x64xf32>
    return %16, %5 : tensor<4x16x64xf32>, tensor<4x16x1xi32>
  }
  func.func private @_where(%arg0: tensor<4x16xi1>, %arg1: tensor<4x16xi32>, %arg2: tensor<4x16xi32>) -> tensor<4x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x16xi1>, tensor<4x16xi32>
    return %0 : tensor<4x16xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x16x128xf32>, %arg1: tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x16x1xi1>, tensor<4x16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x16x1xi32>) -> tensor<4x16x1x1xi32>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x16x1x1xi1>, tensor<i1>) -> tensor<4x16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x16x128xf32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x16x1xi1>, tensor<4x16x1xf32>
    return %15, %5 : tensor<4x16x1xf32>, tensor<4x16x1x1xi32>
  }
  func.func private @_take_0(%arg0: tensor<4x16x1xf32>, %arg1: tensor<i32>) -> (tensor<4x16xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_1(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 16, 1>}> : (tensor<4x16x1xf32>, tensor<1xi32>) -> tensor<4x16xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<4x16xi1>, tensor<4x16xf32>
    return %13, %3 : tensor<4x16xf32>, tensor<1xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<4x16xf32>) -> tensor<4x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x16x1xf32>, tensor<1xi32>, tensor<4x16xf32>) -> tensor<4x16x1xf32>
    return %1 : tensor<4x16x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<4x16x1x1xi32>, %arg1: tensor<4x16x1xf32>) -> tensor<4x16x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x16x128xf32>, tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x128xf32>
    return %1 : tensor<4x16x128xf32>
  }
  func.func private @_take_4(%arg0: tensor<4x16x1xi32>, %arg1: tensor<4x16x64xf32>) -> tensor<128x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<128x64xf32>, tensor<4x16x1xi32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
