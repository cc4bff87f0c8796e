module @jit_fsdp_adamw attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg2: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg4: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg6: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg7: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg8: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg10: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg11: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg12: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg13: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg14: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg16: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg17: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg18: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg19: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg20: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16x64xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x16xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16xf32> {jax.result_info = "result[8]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16x64xf32> {jax.result_info = "result[9]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[10]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x16xf32> {jax.result_info = "result[11]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xf32> {jax.result_info = "result[12]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16xf32> {jax.result_info = "result[13]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16xf32> {jax.result_info = "result[14]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16x64xf32> {jax.result_info = "result[15]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[16]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x16xf32> {jax.result_info = "result[17]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xf32> {jax.result_info = "result[18]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg19 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_var(%arg19, %c) : (tensor<8x16xf32>, tensor<i32>) -> tensor<8x1xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %6 = stablehlo.subtract %arg19, %5 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %8 = stablehlo.add %4, %7 : tensor<8x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<8x16xf32>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<8x16xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %17 = stablehlo.add %14, %16 : tensor<8x16xf32>
    %18 = stablehlo.dot_general %17, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %19 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %21 = stablehlo.add %18, %20 : tensor<8x64xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<8x64xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<8x64xf32>
    %24 = stablehlo.multiply %21, %21 : tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<8x64xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %28 = stablehlo.multiply %27, %23 : tensor<8x64xf32>
    %29 = stablehlo.add %21, %28 : tensor<8x64xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<8x64xf32>
    %32 = stablehlo.tanh %31 : tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %34 = stablehlo.subtract %33, %32 : tensor<8x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %36 = stablehlo.add %35, %32 : tensor<8x64xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<8x64xf32>
    %39 = stablehlo.multiply %21, %38 : tensor<8x64xf32>
    %40 = stablehlo.dot_general %39, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %41 = stablehlo.add %arg19, %40 : tensor<8x16xf32>
    %42 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %44 = stablehlo.add %41, %43 : tensor<8x16xf32>
    %45 = stablehlo.subtract %44, %arg20 : tensor<8x16xf32>
    %46 = stablehlo.multiply %45, %45 : tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %48 = stablehlo.multiply %47, %45 : tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%46 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %50 = stablehlo.divide %49, %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %51 = stablehlo.divide %cst_11, %cst_12 : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %53 = stablehlo.multiply %52, %48 : tensor<8x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %55 = stablehlo.reshape %54 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %57 = stablehlo.dot_general %53, %39, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x64xf32>) -> tensor<16x64xf32>
    %58 = stablehlo.transpose %57, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %59 = stablehlo.dot_general %53, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<64x16xf32>) -> tensor<8x64xf32>
    %60 = stablehlo.multiply %21, %59 : tensor<8x64xf32>
    %61 = stablehlo.multiply %59, %38 : tensor<8x64xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %63 = stablehlo.multiply %62, %60 : tensor<8x64xf32>
    %64 = stablehlo.multiply %63, %34 : tensor<8x64xf32>
    %65 = stablehlo.multiply %64, %32 : tensor<8x64xf32>
    %66 = stablehlo.add %64, %65 : tensor<8x64xf32>
    %cst_16 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<8x64xf32>
    %69 = stablehlo.add %61, %68 : tensor<8x64xf32>
    %cst_17 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %71 = stablehlo.multiply %70, %68 : tensor<8x64xf32>
    %72 = stablehlo.multiply %71, %26 : tensor<8x64xf32>
    %73 = stablehlo.add %69, %72 : tensor<8x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %75 = stablehlo.reshape %74 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %77 = stablehlo.dot_general %73, %17, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %78 = stablehlo.transpose %77, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %79 = stablehlo.dot_general %73, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<16x64xf32>) -> tensor<8x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %81 = stablehlo.reshape %80 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %83 = stablehlo.multiply %11, %79 : tensor<8x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %85 = stablehlo.reshape %84 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %87 = stablehlo.convert %arg18 : (tensor<i32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.add %87, %cst_24 : tensor<f32>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %90 = stablehlo.multiply %89, %arg6 : tensor<16xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %92 = stablehlo.multiply %91, %86 : tensor<16xf32>
    %93 = stablehlo.add %90, %92 : tensor<16xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %95 = stablehlo.multiply %94, %arg7 : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %97 = stablehlo.multiply %96, %82 : tensor<16xf32>
    %98 = stablehlo.add %95, %97 : tensor<16xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %100 = stablehlo.multiply %99, %arg8 : tensor<16x64xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %102 = stablehlo.multiply %101, %78 : tensor<16x64xf32>
    %103 = stablehlo.add %100, %102 : tensor<16x64xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %105 = stablehlo.multiply %104, %arg9 : tensor<64xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %107 = stablehlo.multiply %106, %76 : tensor<64xf32>
    %108 = stablehlo.add %105, %107 : tensor<64xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %110 = stablehlo.multiply %109, %arg10 : tensor<64x16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %112 = stablehlo.multiply %111, %58 : tensor<64x16xf32>
    %113 = stablehlo.add %110, %112 : tensor<64x16xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %115 = stablehlo.multiply %114, %arg11 : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %117 = stablehlo.multiply %116, %56 : tensor<16xf32>
    %118 = stablehlo.add %115, %117 : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %120 = stablehlo.multiply %119, %arg12 : tensor<16xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %122 = stablehlo.multiply %121, %86 : tensor<16xf32>
    %123 = stablehlo.multiply %122, %86 : tensor<16xf32>
    %124 = stablehlo.add %120, %123 : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %126 = stablehlo.multiply %125, %arg13 : tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %128 = stablehlo.multiply %127, %82 : tensor<16xf32>
    %129 = stablehlo.multiply %128, %82 : tensor<16xf32>
    %130 = stablehlo.add %126, %129 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %132 = stablehlo.multiply %131, %arg14 : tensor<16x64xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %134 = stablehlo.multiply %133, %78 : tensor<16x64xf32>
    %135 = stablehlo.multiply %134, %78 : tensor<16x64xf32>
    %136 = stablehlo.add %132, %135 : tensor<16x64xf32>
    %cst_43 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %138 = stablehlo.multiply %137, %arg15 : tensor<64xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %140 = stablehlo.multiply %139, %76 : tensor<64xf32>
    %141 = stablehlo.multiply %140, %76 : tensor<64xf32>
    %142 = stablehlo.add %138, %141 : tensor<64xf32>
    %cst_45 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %144 = stablehlo.multiply %143, %arg16 : tensor<64x16xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %146 = stablehlo.multiply %145, %58 : tensor<64x16xf32>
    %147 = stablehlo.multiply %146, %58 : tensor<64x16xf32>
    %148 = stablehlo.add %144, %147 : tensor<64x16xf32>
    %cst_47 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %150 = stablehlo.multiply %149, %arg17 : tensor<16xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %152 = stablehlo.multiply %151, %56 : tensor<16xf32>
    %153 = stablehlo.multiply %152, %56 : tensor<16xf32>
    %154 = stablehlo.add %150, %153 : tensor<16xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %155 = stablehlo.power %cst_49, %88 : tensor<f32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %156 = stablehlo.subtract %cst_50, %155 : tensor<f32>
    %cst_51 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %157 = stablehlo.power %cst_51, %88 : tensor<f32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.subtract %cst_52, %157 : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %160 = stablehlo.divide %93, %159 : tensor<16xf32>
    %161 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %162 = stablehlo.divide %124, %161 : tensor<16xf32>
    %163 = stablehlo.sqrt %162 : tensor<16xf32>
    %cst_53 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %165 = stablehlo.add %163, %164 : tensor<16xf32>
    %166 = stablehlo.divide %160, %165 : tensor<16xf32>
    %cst_54 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %168 = stablehlo.multiply %167, %arg0 : tensor<16xf32>
    %169 = stablehlo.add %166, %168 : tensor<16xf32>
    %cst_55 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %171 = stablehlo.multiply %170, %169 : tensor<16xf32>
    %172 = stablehlo.subtract %arg0, %171 : tensor<16xf32>
    %173 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %174 = stablehlo.divide %98, %173 : tensor<16xf32>
    %175 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %176 = stablehlo.divide %130, %175 : tensor<16xf32>
    %177 = stablehlo.sqrt %176 : tensor<16xf32>
    %cst_56 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %179 = stablehlo.add %177, %178 : tensor<16xf32>
    %180 = stablehlo.divide %174, %179 : tensor<16xf32>
    %cst_57 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %182 = stablehlo.multiply %181, %arg1 : tensor<16xf32>
    %183 = stablehlo.add %180, %182 : tensor<16xf32>
    %cst_58 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<16xf32>
    %186 = stablehlo.subtract %arg1, %185 : tensor<16xf32>
    %187 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %188 = stablehlo.divide %103, %187 : tensor<16x64xf32>
    %189 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %190 = stablehlo.divide %136, %189 : tensor<16x64xf32>
    %191 = stablehlo.sqrt %190 : tensor<16x64xf32>
    %cst_59 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %193 = stablehlo.add %191, %192 : tensor<16x64xf32>
    %194 = stablehlo.divide %188, %193 : tensor<16x64xf32>
    %cst_60 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %196 = stablehlo.multiply %195, %arg2 : tensor<16x64xf32>
    %197 = stablehlo.add %194, %196 : tensor<16x64xf32>
    %cst_61 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<16x64xf32>
    %200 = stablehlo.subtract %arg2, %199 : tensor<16x64xf32>
    %201 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %202 = stablehlo.divide %108, %201 : tensor<64xf32>
    %203 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %204 = stablehlo.divide %142, %203 : tensor<64xf32>
    %205 = stablehlo.sqrt %204 : tensor<64xf32>
    %cst_62 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %207 = stablehlo.add %205, %206 : tensor<64xf32>
    %208 = stablehlo.divide %202, %207 : tensor<64xf32>
    %cst_63 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %210 = stablehlo.multiply %209, %arg3 : tensor<64xf32>
    %211 = stablehlo.add %208, %210 : tensor<64xf32>
    %cst_64 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<64xf32>
    %214 = stablehlo.subtract %arg3, %213 : tensor<64xf32>
    %215 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %216 = stablehlo.divide %113, %215 : tensor<64x16xf32>
    %217 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %218 = stablehlo.divide %148, %217 : tensor<64x16xf32>
    %219 = stablehlo.sqrt %218 : tensor<64x16xf32>
    %cst_65 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %221 = stablehlo.add %219, %220 : tensor<64x16xf32>
    %222 = stablehlo.divide %216, %221 : tensor<64x16xf32>
    %cst_66 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %224 = stablehlo.multiply %223, %arg4 : tensor<64x16xf32>
    %225 = stablehlo.add %222, %224 : tensor<64x16xf32>
    %cst_67 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<64x16xf32>
    %228 = stablehlo.subtract %arg4, %227 : tensor<64x16xf32>
    %229 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %230 = stablehlo.divide %118, %229 : tensor<16xf32>
    %231 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %232 = stablehlo.divide %154, %231 : tensor<16xf32>
    %233 = stablehlo.sqrt %232 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %235 = stablehlo.add %233, %234 : tensor<16xf32>
    %236 = stablehlo.divide %230, %235 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %238 = stablehlo.multiply %237, %arg5 : tensor<16xf32>
    %239 = stablehlo.add %236, %238 : tensor<16xf32>
    %cst_70 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %241 = stablehlo.multiply %240, %239 : tensor<16xf32>
    %242 = stablehlo.subtract %arg5, %241 : tensor<16xf32>
    return %50, %172, %186, %200, %214, %228, %242, %93, %98, %103, %108, %113, %118, %124, %130, %136, %142, %148, %154 : tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>
  }
  func.func private @_var(%arg0: tensor<8x16xf32>, %arg1: tensor<i32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16xf32>
    %6 = chlo.square %5 : tensor<8x16xf32> -> tensor<8x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<8x1xf32>, tensor<f32>) -> tensor<8x1xf32>
    return %14 : tensor<8x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x1xf32>, %arg2: tensor<f32>) -> tensor<8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x1xf32>
    return %2 : tensor<8x1xf32>
  }
}
