module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg1: tensor<64x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg2: tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg3: tensor<32x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg4: tensor<64x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg5: tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg6: tensor<32x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg7: tensor<64x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg8: tensor<64x32xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg9: tensor<i32> {mhlo.sharding = "{replicated}"}, %arg10: tensor<128x32xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg11: tensor<128x32xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<f32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<32x64xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<64x64xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<64x32xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<32x64xf32> {jax.result_info = "result[4]", mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<64x64xf32> {jax.result_info = "result[5]", mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<64x32xf32> {jax.result_info = "result[6]", mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<32x64xf32> {jax.result_info = "result[7]", mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<64x64xf32> {jax.result_info = "result[8]", mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<64x32xf32> {jax.result_info = "result[9]", mhlo.sharding = "{devices=[4,1]<=[4]}"}) {
    %0 = stablehlo.dot_general %arg10, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<128x64xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<128x64xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<128x64xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<128x64xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<128x64xf32>
    %8 = stablehlo.add %0, %7 : tensor<128x64xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<128x64xf32>
    %11 = stablehlo.tanh %10 : tensor<128x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<128x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %15 = stablehlo.add %14, %11 : tensor<128x64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<128x64xf32>
    %18 = stablehlo.multiply %0, %17 : tensor<128x64xf32>
    %19 = stablehlo.dot_general %18, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<128x64xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<128x64xf32>
    %22 = stablehlo.multiply %19, %19 : tensor<128x64xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<128x64xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %26 = stablehlo.multiply %25, %21 : tensor<128x64xf32>
    %27 = stablehlo.add %19, %26 : tensor<128x64xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<128x64xf32>
    %30 = stablehlo.tanh %29 : tensor<128x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %32 = stablehlo.subtract %31, %30 : tensor<128x64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %34 = stablehlo.add %33, %30 : tensor<128x64xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<128x64xf32>
    %37 = stablehlo.multiply %19, %36 : tensor<128x64xf32>
    %38 = stablehlo.dot_general %37, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %39 = stablehlo.subtract %38, %arg11 : tensor<128x32xf32>
    %40 = stablehlo.multiply %39, %39 : tensor<128x32xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %42 = stablehlo.multiply %41, %39 : tensor<128x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%40 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %44 = stablehlo.divide %43, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %45 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %47 = stablehlo.multiply %46, %42 : tensor<128x32xf32>
    %48 = stablehlo.dot_general %47, %37, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %50 = stablehlo.dot_general %47, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<64x32xf32>) -> tensor<128x64xf32>
    %51 = stablehlo.multiply %19, %50 : tensor<128x64xf32>
    %52 = stablehlo.multiply %50, %36 : tensor<128x64xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %54 = stablehlo.multiply %53, %51 : tensor<128x64xf32>
    %55 = stablehlo.multiply %54, %32 : tensor<128x64xf32>
    %56 = stablehlo.multiply %55, %30 : tensor<128x64xf32>
    %57 = stablehlo.add %55, %56 : tensor<128x64xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %59 = stablehlo.multiply %58, %57 : tensor<128x64xf32>
    %60 = stablehlo.add %52, %59 : tensor<128x64xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %62 = stablehlo.multiply %61, %59 : tensor<128x64xf32>
    %63 = stablehlo.multiply %62, %24 : tensor<128x64xf32>
    %64 = stablehlo.add %60, %63 : tensor<128x64xf32>
    %65 = stablehlo.dot_general %64, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
    %66 = stablehlo.transpose %65, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %67 = stablehlo.dot_general %64, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
    %68 = stablehlo.multiply %0, %67 : tensor<128x64xf32>
    %69 = stablehlo.multiply %67, %17 : tensor<128x64xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %71 = stablehlo.multiply %70, %68 : tensor<128x64xf32>
    %72 = stablehlo.multiply %71, %13 : tensor<128x64xf32>
    %73 = stablehlo.multiply %72, %11 : tensor<128x64xf32>
    %74 = stablehlo.add %72, %73 : tensor<128x64xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<128x64xf32>
    %77 = stablehlo.add %69, %76 : tensor<128x64xf32>
    %cst_21 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %79 = stablehlo.multiply %78, %76 : tensor<128x64xf32>
    %80 = stablehlo.multiply %79, %5 : tensor<128x64xf32>
    %81 = stablehlo.add %77, %80 : tensor<128x64xf32>
    %82 = stablehlo.dot_general %81, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %83 = stablehlo.transpose %82, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %85 = stablehlo.multiply %84, %arg3 : tensor<32x64xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %87 = stablehlo.multiply %86, %83 : tensor<32x64xf32>
    %88 = stablehlo.add %85, %87 : tensor<32x64xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %90 = stablehlo.multiply %89, %arg4 : tensor<64x64xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %92 = stablehlo.multiply %91, %66 : tensor<64x64xf32>
    %93 = stablehlo.add %90, %92 : tensor<64x64xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %95 = stablehlo.multiply %94, %arg5 : tensor<64x32xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %97 = stablehlo.multiply %96, %49 : tensor<64x32xf32>
    %98 = stablehlo.add %95, %97 : tensor<64x32xf32>
    %cst_28 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %100 = stablehlo.multiply %99, %arg6 : tensor<32x64xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %102 = stablehlo.multiply %101, %83 : tensor<32x64xf32>
    %103 = stablehlo.multiply %102, %83 : tensor<32x64xf32>
    %104 = stablehlo.add %100, %103 : tensor<32x64xf32>
    %cst_30 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %106 = stablehlo.multiply %105, %arg7 : tensor<64x64xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %108 = stablehlo.multiply %107, %66 : tensor<64x64xf32>
    %109 = stablehlo.multiply %108, %66 : tensor<64x64xf32>
    %110 = stablehlo.add %106, %109 : tensor<64x64xf32>
    %cst_32 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %112 = stablehlo.multiply %111, %arg8 : tensor<64x32xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %114 = stablehlo.multiply %113, %49 : tensor<64x32xf32>
    %115 = stablehlo.multiply %114, %49 : tensor<64x32xf32>
    %116 = stablehlo.add %112, %115 : tensor<64x32xf32>
    %117 = stablehlo.convert %arg9 : (tensor<i32>) -> tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.add %117, %cst_34 : tensor<f32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %119 = stablehlo.power %cst_35, %118 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.subtract %cst_36, %119 : tensor<f32>
    %cst_37 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %121 = stablehlo.power %cst_37, %118 : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.subtract %cst_38, %121 : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %124 = stablehlo.divide %88, %123 : tensor<32x64xf32>
    %125 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %126 = stablehlo.divide %104, %125 : tensor<32x64xf32>
    %127 = stablehlo.sqrt %126 : tensor<32x64xf32>
    %cst_39 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %129 = stablehlo.add %127, %128 : tensor<32x64xf32>
    %130 = stablehlo.divide %124, %129 : tensor<32x64xf32>
    %cst_40 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %132 = stablehlo.multiply %131, %arg0 : tensor<32x64xf32>
    %133 = stablehlo.add %130, %132 : tensor<32x64xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<32x64xf32>
    %136 = stablehlo.subtract %arg0, %135 : tensor<32x64xf32>
    %137 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %138 = stablehlo.divide %93, %137 : tensor<64x64xf32>
    %139 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %140 = stablehlo.divide %110, %139 : tensor<64x64xf32>
    %141 = stablehlo.sqrt %140 : tensor<64x64xf32>
    %cst_42 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %143 = stablehlo.add %141, %142 : tensor<64x64xf32>
    %144 = stablehlo.divide %138, %143 : tensor<64x64xf32>
    %cst_43 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %146 = stablehlo.multiply %145, %arg1 : tensor<64x64xf32>
    %147 = stablehlo.add %144, %146 : tensor<64x64xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %149 = stablehlo.multiply %148, %147 : tensor<64x64xf32>
    %150 = stablehlo.subtract %arg1, %149 : tensor<64x64xf32>
    %151 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %152 = stablehlo.divide %98, %151 : tensor<64x32xf32>
    %153 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %154 = stablehlo.divide %116, %153 : tensor<64x32xf32>
    %155 = stablehlo.sqrt %154 : tensor<64x32xf32>
    %cst_45 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %157 = stablehlo.add %155, %156 : tensor<64x32xf32>
    %158 = stablehlo.divide %152, %157 : tensor<64x32xf32>
    %cst_46 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %160 = stablehlo.multiply %159, %arg2 : tensor<64x32xf32>
    %161 = stablehlo.add %158, %160 : tensor<64x32xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<64x32xf32>
    %164 = stablehlo.subtract %arg2, %163 : tensor<64x32xf32>
    return %44, %136, %150, %164, %88, %93, %98, %104, %110, %116 : tensor<f32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>
  }
}
