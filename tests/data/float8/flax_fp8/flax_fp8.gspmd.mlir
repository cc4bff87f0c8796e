module @jit__lambda attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<1xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<1xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<1xf32> {mhlo.sharding = "{replicated}"}, %arg6: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg7: tensor<1xf32> {mhlo.sharding = "{replicated}"}, %arg8: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg9: tensor<1xf32> {mhlo.sharding = "{replicated}"}, %arg10: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg11: tensor<1xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg13: tensor<16x32xf32> {mhlo.sharding = "{replicated}"}, %arg14: tensor<8xf32> {mhlo.sharding = "{replicated}"}, %arg15: tensor<32x8xf32> {mhlo.sharding = "{replicated}"}, %arg16: tensor<16x16xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<32xf32> {jax.result_info = "result['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result['Dense_0']['kernel']"}, tensor<8xf32> {jax.result_info = "result['Dense_1']['bias']"}, tensor<32x8xf32> {jax.result_info = "result['Dense_1']['kernel']"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.divide %1, %arg1 : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %3 = stablehlo.divide %cst_1, %0 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.divide %3, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.compare GT, %0, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = call @_where(%5, %4, %2) : (tensor<i1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %7 = stablehlo.is_finite %0 : (tensor<f32>) -> tensor<i1>
    %8 = call @_where_0(%7, %6, %2) : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %10 = stablehlo.divide %9, %8 : tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<1xf32>) -> tensor<16x16xf32>
    %12 = stablehlo.divide %arg16, %11 : tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
    %cst_6 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %13 = call @clip(%12, %cst_5, %cst_6) : (tensor<16x16xf32>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %14 = stablehlo.convert %13 : (tensor<16x16xf32>) -> tensor<16x16xf8E4M3FN>
    %15 = stablehlo.convert %14 : (tensor<16x16xf8E4M3FN>) -> tensor<16x16xf32>
    %16 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<1xf32>) -> tensor<16x16xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<16x16xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.reduce(%arg2 init: %cst_7) applies stablehlo.maximum across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %20 = stablehlo.divide %19, %arg3 : tensor<1xf32>
    %cst_9 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %21 = stablehlo.divide %cst_9, %18 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.compare GT, %18, %cst_11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %24 = call @_where(%23, %22, %20) : (tensor<i1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %25 = stablehlo.is_finite %18 : (tensor<f32>) -> tensor<i1>
    %26 = call @_where_0(%25, %24, %20) : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %28 = stablehlo.divide %27, %26 : tensor<1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<1xf32>) -> tensor<16x32xf32>
    %30 = stablehlo.divide %arg13, %29 : tensor<16x32xf32>
    %cst_13 = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
    %cst_14 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %31 = call @clip_1(%30, %cst_13, %cst_14) : (tensor<16x32xf32>, tensor<f32>, tensor<f32>) -> tensor<16x32xf32>
    %32 = stablehlo.convert %31 : (tensor<16x32xf32>) -> tensor<16x32xf8E4M3FN>
    %33 = stablehlo.convert %32 : (tensor<16x32xf8E4M3FN>) -> tensor<16x32xf32>
    %34 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<1xf32>) -> tensor<16x32xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<16x32xf32>
    %36 = stablehlo.dot_general %17, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %37 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x32xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %39 = stablehlo.add %36, %38 : tensor<16x32xf32>
    %40 = call @relu(%39) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %42 = stablehlo.compare GT, %39, %41, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%arg6 init: %cst_16) applies stablehlo.maximum across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %45 = stablehlo.divide %44, %arg7 : tensor<1xf32>
    %cst_18 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %46 = stablehlo.divide %cst_18, %43 : tensor<f32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.divide %46, %cst_19 : tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.compare GT, %43, %cst_20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %49 = call @_where(%48, %47, %45) : (tensor<i1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %50 = stablehlo.is_finite %43 : (tensor<f32>) -> tensor<i1>
    %51 = call @_where_0(%50, %49, %45) : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %53 = stablehlo.divide %52, %51 : tensor<1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<1xf32>) -> tensor<16x32xf32>
    %55 = stablehlo.divide %40, %54 : tensor<16x32xf32>
    %cst_22 = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
    %cst_23 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %56 = call @clip_1(%55, %cst_22, %cst_23) : (tensor<16x32xf32>, tensor<f32>, tensor<f32>) -> tensor<16x32xf32>
    %57 = stablehlo.convert %56 : (tensor<16x32xf32>) -> tensor<16x32xf8E4M3FN>
    %58 = stablehlo.convert %57 : (tensor<16x32xf8E4M3FN>) -> tensor<16x32xf32>
    %59 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<1xf32>) -> tensor<16x32xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<16x32xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %61 = stablehlo.reduce(%arg8 init: %cst_24) applies stablehlo.maximum across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %63 = stablehlo.divide %62, %arg9 : tensor<1xf32>
    %cst_26 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %64 = stablehlo.divide %cst_26, %61 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.divide %64, %cst_27 : tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.compare GT, %61, %cst_28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %67 = call @_where(%66, %65, %63) : (tensor<i1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %68 = stablehlo.is_finite %61 : (tensor<f32>) -> tensor<i1>
    %69 = call @_where_0(%68, %67, %63) : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %71 = stablehlo.divide %70, %69 : tensor<1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<1xf32>) -> tensor<32x8xf32>
    %73 = stablehlo.divide %arg15, %72 : tensor<32x8xf32>
    %cst_30 = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
    %cst_31 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %74 = call @clip_2(%73, %cst_30, %cst_31) : (tensor<32x8xf32>, tensor<f32>, tensor<f32>) -> tensor<32x8xf32>
    %75 = stablehlo.convert %74 : (tensor<32x8xf32>) -> tensor<32x8xf8E4M3FN>
    %76 = stablehlo.convert %75 : (tensor<32x8xf8E4M3FN>) -> tensor<32x8xf32>
    %77 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<1xf32>) -> tensor<32x8xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<32x8xf32>
    %79 = stablehlo.dot_general %60, %78, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    %80 = stablehlo.reshape %arg14 : (tensor<8xf32>) -> tensor<1x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %82 = stablehlo.add %79, %81 : tensor<16x8xf32>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<16x8xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %85 = stablehlo.divide %cst_33, %cst_34 : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %87 = stablehlo.multiply %86, %84 : tensor<16x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %89 = stablehlo.reshape %88 : (tensor<8xf32>) -> tensor<1x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x8xf32>) -> tensor<8xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %91 = stablehlo.reduce(%arg10 init: %cst_36) applies stablehlo.maximum across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %93 = stablehlo.divide %92, %arg11 : tensor<1xf32>
    %cst_38 = stablehlo.constant dense<5.734400e+04> : tensor<f32>
    %94 = stablehlo.divide %cst_38, %91 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.divide %94, %cst_39 : tensor<f32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.compare GT, %91, %cst_40, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %97 = call @_where_3(%96, %95, %93) : (tensor<i1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %98 = stablehlo.is_finite %91 : (tensor<f32>) -> tensor<i1>
    %99 = call @_where_4(%98, %97, %93) : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %101 = stablehlo.divide %100, %99 : tensor<1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<1xf32>) -> tensor<16x8xf32>
    %103 = stablehlo.divide %87, %102 : tensor<16x8xf32>
    %cst_42 = stablehlo.constant dense<-5.734400e+04> : tensor<f32>
    %cst_43 = stablehlo.constant dense<5.734400e+04> : tensor<f32>
    %104 = call @clip_5(%103, %cst_42, %cst_43) : (tensor<16x8xf32>, tensor<f32>, tensor<f32>) -> tensor<16x8xf32>
    %105 = stablehlo.convert %104 : (tensor<16x8xf32>) -> tensor<16x8xf8E5M2>
    %106 = stablehlo.convert %105 : (tensor<16x8xf8E5M2>) -> tensor<16x8xf32>
    %107 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<1xf32>) -> tensor<16x8xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<16x8xf32>
    %109 = stablehlo.dot_general %108, %60, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x8xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %110 = stablehlo.transpose %109, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %111 = stablehlo.dot_general %108, %78, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<16x8xf32>, tensor<32x8xf32>) -> tensor<16x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %113 = stablehlo.select %42, %111, %112 : tensor<16x32xi1>, tensor<16x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %115 = stablehlo.reshape %114 : (tensor<32xf32>) -> tensor<1x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<1x32xf32>) -> tensor<32xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %117 = stablehlo.reduce(%arg4 init: %cst_46) applies stablehlo.maximum across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %119 = stablehlo.divide %118, %arg5 : tensor<1xf32>
    %cst_48 = stablehlo.constant dense<5.734400e+04> : tensor<f32>
    %120 = stablehlo.divide %cst_48, %117 : tensor<f32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.divide %120, %cst_49 : tensor<f32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.compare GT, %117, %cst_50, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %123 = call @_where_3(%122, %121, %119) : (tensor<i1>, tensor<f32>, tensor<1xf32>) -> tensor<1xf32>
    %124 = stablehlo.is_finite %117 : (tensor<f32>) -> tensor<i1>
    %125 = call @_where_4(%124, %123, %119) : (tensor<i1>, tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %127 = stablehlo.divide %126, %125 : tensor<1xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<1xf32>) -> tensor<16x32xf32>
    %129 = stablehlo.divide %113, %128 : tensor<16x32xf32>
    %cst_52 = stablehlo.constant dense<-5.734400e+04> : tensor<f32>
    %cst_53 = stablehlo.constant dense<5.734400e+04> : tensor<f32>
    %130 = call @clip_6(%129, %cst_52, %cst_53) : (tensor<16x32xf32>, tensor<f32>, tensor<f32>) -> tensor<16x32xf32>
    %131 = stablehlo.convert %130 : (tensor<16x32xf32>) -> tensor<16x32xf8E5M2>
    %132 = stablehlo.convert %131 : (tensor<16x32xf8E5M2>) -> tensor<16x32xf32>
    %133 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<1xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<16x32xf32>
    %135 = stablehlo.dot_general %134, %17, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<16x16xf32>) -> tensor<32x16xf32>
    %136 = stablehlo.transpose %135, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    return %116, %136, %90, %110 : tensor<32xf32>, tensor<16x32xf32>, tensor<8xf32>, tensor<32x8xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<1xf32>
    return %1 : tensor<1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<1xf32>
    return %0 : tensor<1xf32>
  }
  func.func private @clip(%arg0: tensor<16x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<16x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<16x16xf32>
    return %3 : tensor<16x16xf32>
  }
  func.func private @clip_1(%arg0: tensor<16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<16x32xf32>
    return %3 : tensor<16x32xf32>
  }
  func.func private @relu(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @clip_2(%arg0: tensor<32x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<32x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<32x8xf32>
    return %3 : tensor<32x8xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<1xf32>
    return %1 : tensor<1xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<1xf32>, %arg2: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<1xf32>
    return %0 : tensor<1xf32>
  }
  func.func private @clip_5(%arg0: tensor<16x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<16x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<16x8xf32>
    return %3 : tensor<16x8xf32>
  }
  func.func private @clip_6(%arg0: tensor<16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<16x32xf32>
    return %3 : tensor<16x32xf32>
  }
}
