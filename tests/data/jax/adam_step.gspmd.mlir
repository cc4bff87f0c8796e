module @jit_adam_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<32xf32> {mhlo.sharding = "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<32x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<16x32xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<32xf32> {mhlo.sharding = "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<32x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg8: tensor<16x32xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<32xf32> {mhlo.sharding = "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg10: tensor<32x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg11: tensor<16xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<i32> {mhlo.sharding = "{replicated}"}, %arg13: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg14: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) -> (tensor<f32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<16x32xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<32xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<32x16xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<16xf32> {jax.result_info = "result[4]", mhlo.sharding = "{replicated}"}, tensor<16x32xf32> {jax.result_info = "result[5]", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<32xf32> {jax.result_info = "result[6]", mhlo.sharding = "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<32x16xf32> {jax.result_info = "result[7]", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<16xf32> {jax.result_info = "result[8]", mhlo.sharding = "{replicated}"}, tensor<16x32xf32> {jax.result_info = "result[9]", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<32xf32> {jax.result_info = "result[10]", mhlo.sharding = "{devices=[2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<32x16xf32> {jax.result_info = "result[11]", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<16xf32> {jax.result_info = "result[12]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.multiply %arg8, %arg8 : tensor<16x32xf32>
    %1 = stablehlo.multiply %arg9, %arg9 : tensor<32xf32>
    %2 = stablehlo.multiply %arg10, %arg10 : tensor<32x16xf32>
    %3 = stablehlo.multiply %arg11, %arg11 : tensor<16xf32>
    %4 = stablehlo.dot_general %arg13, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x32xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<8x32xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8x32xf32>
    %10 = stablehlo.multiply %7, %7 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<8x32xf32>
    %15 = stablehlo.add %7, %14 : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<8x32xf32>
    %18 = stablehlo.tanh %17 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %22 = stablehlo.add %21, %18 : tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<8x32xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<8x32xf32>
    %26 = stablehlo.dot_general %25, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %27 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %29 = stablehlo.add %26, %28 : tensor<8x16xf32>
    %30 = stablehlo.subtract %29, %arg14 : tensor<8x16xf32>
    %31 = stablehlo.multiply %30, %30 : tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%31 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %35 = stablehlo.divide %34, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %36 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %38 = stablehlo.multiply %37, %33 : tensor<8x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %40 = stablehlo.reshape %39 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %42 = stablehlo.dot_general %38, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %44 = stablehlo.dot_general %38, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
    %45 = stablehlo.multiply %7, %44 : tensor<8x32xf32>
    %46 = stablehlo.multiply %44, %24 : tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %48 = stablehlo.multiply %47, %45 : tensor<8x32xf32>
    %49 = stablehlo.multiply %48, %20 : tensor<8x32xf32>
    %50 = stablehlo.multiply %49, %18 : tensor<8x32xf32>
    %51 = stablehlo.add %49, %50 : tensor<8x32xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<8x32xf32>
    %54 = stablehlo.add %46, %53 : tensor<8x32xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<8x32xf32>
    %57 = stablehlo.multiply %56, %12 : tensor<8x32xf32>
    %58 = stablehlo.add %54, %57 : tensor<8x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %60 = stablehlo.reshape %59 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %62 = stablehlo.dot_general %58, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %63 = stablehlo.transpose %62, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %65 = stablehlo.multiply %64, %arg4 : tensor<16x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %67 = stablehlo.multiply %66, %63 : tensor<16x32xf32>
    %68 = stablehlo.add %65, %67 : tensor<16x32xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %70 = stablehlo.multiply %69, %arg5 : tensor<32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %72 = stablehlo.multiply %71, %61 : tensor<32xf32>
    %73 = stablehlo.add %70, %72 : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %75 = stablehlo.multiply %74, %arg6 : tensor<32x16xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %77 = stablehlo.multiply %76, %43 : tensor<32x16xf32>
    %78 = stablehlo.add %75, %77 : tensor<32x16xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %80 = stablehlo.multiply %79, %arg7 : tensor<16xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %82 = stablehlo.multiply %81, %41 : tensor<16xf32>
    %83 = stablehlo.add %80, %82 : tensor<16xf32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %85 = stablehlo.multiply %84, %0 : tensor<16x32xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %87 = stablehlo.multiply %86, %63 : tensor<16x32xf32>
    %88 = stablehlo.multiply %87, %63 : tensor<16x32xf32>
    %89 = stablehlo.add %85, %88 : tensor<16x32xf32>
    %cst_27 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %91 = stablehlo.multiply %90, %1 : tensor<32xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %93 = stablehlo.multiply %92, %61 : tensor<32xf32>
    %94 = stablehlo.multiply %93, %61 : tensor<32xf32>
    %95 = stablehlo.add %91, %94 : tensor<32xf32>
    %cst_29 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %97 = stablehlo.multiply %96, %2 : tensor<32x16xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %99 = stablehlo.multiply %98, %43 : tensor<32x16xf32>
    %100 = stablehlo.multiply %99, %43 : tensor<32x16xf32>
    %101 = stablehlo.add %97, %100 : tensor<32x16xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %103 = stablehlo.multiply %102, %3 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %105 = stablehlo.multiply %104, %41 : tensor<16xf32>
    %106 = stablehlo.multiply %105, %41 : tensor<16xf32>
    %107 = stablehlo.add %103, %106 : tensor<16xf32>
    %108 = stablehlo.convert %arg12 : (tensor<i32>) -> tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.add %108, %cst_33 : tensor<f32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %110 = stablehlo.power %cst_34, %109 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.subtract %cst_35, %110 : tensor<f32>
    %cst_36 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %112 = stablehlo.power %cst_36, %109 : tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.subtract %cst_37, %112 : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %115 = stablehlo.divide %68, %114 : tensor<16x32xf32>
    %cst_38 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<16x32xf32>
    %118 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %119 = stablehlo.divide %89, %118 : tensor<16x32xf32>
    %120 = stablehlo.sqrt %119 : tensor<16x32xf32>
    %cst_39 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %122 = stablehlo.add %120, %121 : tensor<16x32xf32>
    %123 = stablehlo.divide %117, %122 : tensor<16x32xf32>
    %124 = stablehlo.subtract %arg0, %123 : tensor<16x32xf32>
    %125 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %126 = stablehlo.divide %73, %125 : tensor<32xf32>
    %cst_40 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<32xf32>
    %129 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %130 = stablehlo.divide %95, %129 : tensor<32xf32>
    %131 = stablehlo.sqrt %130 : tensor<32xf32>
    %cst_41 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.add %131, %132 : tensor<32xf32>
    %134 = stablehlo.divide %128, %133 : tensor<32xf32>
    %135 = stablehlo.subtract %arg1, %134 : tensor<32xf32>
    %136 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %137 = stablehlo.divide %78, %136 : tensor<32x16xf32>
    %cst_42 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<32x16xf32>
    %140 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %141 = stablehlo.divide %101, %140 : tensor<32x16xf32>
    %142 = stablehlo.sqrt %141 : tensor<32x16xf32>
    %cst_43 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %144 = stablehlo.add %142, %143 : tensor<32x16xf32>
    %145 = stablehlo.divide %139, %144 : tensor<32x16xf32>
    %146 = stablehlo.subtract %arg2, %145 : tensor<32x16xf32>
    %147 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %148 = stablehlo.divide %83, %147 : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<16xf32>
    %151 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %152 = stablehlo.divide %107, %151 : tensor<16xf32>
    %153 = stablehlo.sqrt %152 : tensor<16xf32>
    %cst_45 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %155 = stablehlo.add %153, %154 : tensor<16xf32>
    %156 = stablehlo.divide %150, %155 : tensor<16xf32>
    %157 = stablehlo.subtract %arg3, %156 : tensor<16xf32>
    return %35, %124, %135, %146, %157, %68, %73, %78, %83, %89, %95, %101, %107 : tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>
  }
}
