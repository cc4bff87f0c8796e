module @jit_megatron_dp_train attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg3: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<2x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg5: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg7: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg8: tensor<8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<2x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2x16x32xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<2x32xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2x32x16xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<2x16xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x32xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = stablehlo.slice %arg0 [0:1, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xf32>) -> tensor<16xf32>
    %2 = stablehlo.slice %arg1 [0:1, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%arg7 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = call @_var(%arg7, %c) : (tensor<8x16xf32>, tensor<i32>) -> tensor<8x1xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %10 = stablehlo.subtract %arg7, %9 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %12 = stablehlo.add %8, %11 : tensor<8x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<8x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %15 = stablehlo.multiply %10, %14 : tensor<8x16xf32>
    %16 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<8x16xf32>
    %19 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %21 = stablehlo.add %18, %20 : tensor<8x16xf32>
    %22 = stablehlo.slice %arg2 [0:1, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.dot_general %21, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %25 = stablehlo.slice %arg3 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x32xf32>) -> tensor<32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %29 = stablehlo.add %24, %28 : tensor<8x32xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<8x32xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<8x32xf32>
    %32 = stablehlo.multiply %29, %29 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %36 = stablehlo.multiply %35, %31 : tensor<8x32xf32>
    %37 = stablehlo.add %29, %36 : tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<8x32xf32>
    %40 = stablehlo.tanh %39 : tensor<8x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %42 = stablehlo.subtract %41, %40 : tensor<8x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %44 = stablehlo.add %43, %40 : tensor<8x32xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<8x32xf32>
    %47 = stablehlo.multiply %29, %46 : tensor<8x32xf32>
    %48 = stablehlo.slice %arg4 [0:1, 0:32, 0:16] : (tensor<2x32x16xf32>) -> tensor<1x32x16xf32>
    %49 = stablehlo.reshape %48 : (tensor<1x32x16xf32>) -> tensor<32x16xf32>
    %50 = stablehlo.dot_general %47, %49, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %51 = stablehlo.add %arg7, %50 : tensor<8x16xf32>
    %52 = stablehlo.slice %arg5 [0:1, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x16xf32>) -> tensor<16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %56 = stablehlo.add %51, %55 : tensor<8x16xf32>
    %57 = stablehlo.slice %arg0 [1:2, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %58 = stablehlo.reshape %57 : (tensor<1x16xf32>) -> tensor<16xf32>
    %59 = stablehlo.slice %arg1 [1:2, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x16xf32>) -> tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%56 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %64 = stablehlo.divide %62, %63 : tensor<8x1xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %65:4 = call @_var_0(%56, %c_10) : (tensor<8x16xf32>, tensor<i32>) -> (tensor<8x1xf32>, tensor<8x16xf32>, tensor<f32>, tensor<i1>)
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %67 = stablehlo.subtract %56, %66 : tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %69 = stablehlo.add %65#0, %68 : tensor<8x1xf32>
    %70 = stablehlo.rsqrt %69 : tensor<8x1xf32>
    %71 = stablehlo.divide %70, %69 : tensor<8x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<8x1xf32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %75 = stablehlo.multiply %67, %74 : tensor<8x16xf32>
    %76 = stablehlo.broadcast_in_dim %58, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %78 = stablehlo.multiply %75, %77 : tensor<8x16xf32>
    %79 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %81 = stablehlo.add %78, %80 : tensor<8x16xf32>
    %82 = stablehlo.slice %arg2 [1:2, 0:16, 0:32] : (tensor<2x16x32xf32>) -> tensor<1x16x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %84 = stablehlo.dot_general %81, %83, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %85 = stablehlo.slice %arg3 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x32xf32>) -> tensor<32xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %89 = stablehlo.add %84, %88 : tensor<8x32xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<8x32xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<8x32xf32>
    %92 = stablehlo.multiply %89, %89 : tensor<8x32xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<8x32xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %96 = stablehlo.multiply %95, %91 : tensor<8x32xf32>
    %97 = stablehlo.add %89, %96 : tensor<8x32xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<8x32xf32>
    %100 = stablehlo.tanh %99 : tensor<8x32xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %102 = stablehlo.subtract %101, %100 : tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %104 = stablehlo.add %103, %100 : tensor<8x32xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<8x32xf32>
    %107 = stablehlo.multiply %89, %106 : tensor<8x32xf32>
    %108 = stablehlo.slice %arg4 [1:2, 0:32, 0:16] : (tensor<2x32x16xf32>) -> tensor<1x32x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x32x16xf32>) -> tensor<32x16xf32>
    %110 = stablehlo.dot_general %107, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %111 = stablehlo.add %56, %110 : tensor<8x16xf32>
    %112 = stablehlo.slice %arg5 [1:2, 0:16] : (tensor<2x16xf32>) -> tensor<1x16xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x16xf32>) -> tensor<16xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %116 = stablehlo.add %111, %115 : tensor<8x16xf32>
    %117 = stablehlo.dot_general %116, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %118:3 = call @log_softmax(%117) : (tensor<8x32xf32>) -> (tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x1xf32>)
    %119 = call @_one_hot(%arg8) : (tensor<8xi32>) -> tensor<8x32xf32>
    %120 = stablehlo.multiply %119, %118#0 : tensor<8x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %123 = stablehlo.divide %122, %cst_21 : tensor<f32>
    %124 = stablehlo.negate %123 : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.negate %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %126 = stablehlo.divide %125, %cst_23 : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0] : (tensor<8xf32>) -> tensor<8x32xf32>
    %129 = stablehlo.multiply %119, %128 : tensor<8x32xf32>
    %130 = call @log_softmax_2(%118#1, %118#2, %129) : (tensor<8x32xf32>, tensor<8x1xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %131 = stablehlo.dot_general %130, %116, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %132 = stablehlo.transpose %131, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.dot_general %130, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %135 = stablehlo.reshape %134 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.pad %137, %cst_26, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %139 = stablehlo.dot_general %133, %107, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.transpose %139, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %141 = stablehlo.dot_general %133, %109, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
    %142 = stablehlo.broadcast_in_dim %140, dims = [1, 2] : (tensor<32x16xf32>) -> tensor<1x32x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.pad %142, %cst_27, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x32x16xf32>, tensor<f32>) -> tensor<2x32x16xf32>
    %144 = stablehlo.multiply %89, %141 : tensor<8x32xf32>
    %145 = stablehlo.multiply %141, %106 : tensor<8x32xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %147 = stablehlo.multiply %146, %144 : tensor<8x32xf32>
    %148 = stablehlo.multiply %147, %102 : tensor<8x32xf32>
    %149 = stablehlo.multiply %148, %100 : tensor<8x32xf32>
    %150 = stablehlo.add %148, %149 : tensor<8x32xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<8x32xf32>
    %153 = stablehlo.add %145, %152 : tensor<8x32xf32>
    %cst_30 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %155 = stablehlo.multiply %154, %152 : tensor<8x32xf32>
    %156 = stablehlo.multiply %155, %94 : tensor<8x32xf32>
    %157 = stablehlo.add %153, %156 : tensor<8x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %159 = stablehlo.reshape %158 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_32) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.pad %161, %cst_33, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %163 = stablehlo.dot_general %157, %81, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %164 = stablehlo.transpose %163, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %165 = stablehlo.dot_general %157, %83, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32>
    %166 = stablehlo.broadcast_in_dim %164, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.pad %166, %cst_34, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x16x32xf32>, tensor<f32>) -> tensor<2x16x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%165 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %169 = stablehlo.reshape %168 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %171 = stablehlo.multiply %75, %165 : tensor<8x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %173 = stablehlo.reshape %172 : (tensor<16xf32>) -> tensor<1x16xf32>
    %174 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %175 = stablehlo.multiply %165, %174 : tensor<8x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%173 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %177 = stablehlo.multiply %67, %175 : tensor<8x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_39) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %179 = stablehlo.reshape %178 : (tensor<8xf32>) -> tensor<8x1xf32>
    %180 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %181 = stablehlo.multiply %175, %180 : tensor<8x16xf32>
    %182 = stablehlo.multiply %179, %73 : tensor<8x1xf32>
    %183 = stablehlo.negate %181 : tensor<8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_40) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %185 = stablehlo.reshape %184 : (tensor<8xf32>) -> tensor<8x1xf32>
    %186 = stablehlo.add %133, %181 : tensor<8x16xf32>
    %187 = call @_var_3(%65#1, %65#2, %65#3, %182) : (tensor<8x16xf32>, tensor<f32>, tensor<i1>, tensor<8x1xf32>) -> tensor<8x16xf32>
    %188 = stablehlo.add %186, %187 : tensor<8x16xf32>
    %cst_41 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %190 = stablehlo.divide %185, %189 : tensor<8x1xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_42) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %193 = stablehlo.add %188, %192 : tensor<8x16xf32>
    %194 = stablehlo.broadcast_in_dim %170, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.pad %194, %cst_43, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %196 = stablehlo.broadcast_in_dim %176, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.pad %196, %cst_44, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%193 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %199 = stablehlo.reshape %198 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.pad %201, %cst_47, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %203 = stablehlo.add %138, %202 : tensor<2x16xf32>
    %204 = stablehlo.dot_general %193, %47, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %205 = stablehlo.transpose %204, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %206 = stablehlo.dot_general %193, %49, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [1, 2] : (tensor<32x16xf32>) -> tensor<1x32x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.pad %207, %cst_48, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x32x16xf32>, tensor<f32>) -> tensor<2x32x16xf32>
    %209 = stablehlo.add %143, %208 : tensor<2x32x16xf32>
    %210 = stablehlo.multiply %29, %206 : tensor<8x32xf32>
    %211 = stablehlo.multiply %206, %46 : tensor<8x32xf32>
    %cst_49 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %213 = stablehlo.multiply %212, %210 : tensor<8x32xf32>
    %214 = stablehlo.multiply %213, %42 : tensor<8x32xf32>
    %215 = stablehlo.multiply %214, %40 : tensor<8x32xf32>
    %216 = stablehlo.add %214, %215 : tensor<8x32xf32>
    %cst_50 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<8x32xf32>
    %219 = stablehlo.add %211, %218 : tensor<8x32xf32>
    %cst_51 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %221 = stablehlo.multiply %220, %218 : tensor<8x32xf32>
    %222 = stablehlo.multiply %221, %34 : tensor<8x32xf32>
    %223 = stablehlo.add %219, %222 : tensor<8x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %225 = stablehlo.reshape %224 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.reduce(%225 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.pad %227, %cst_54, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %229 = stablehlo.add %162, %228 : tensor<2x32xf32>
    %230 = stablehlo.dot_general %223, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %231 = stablehlo.transpose %230, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %232 = stablehlo.dot_general %223, %23, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32>
    %233 = stablehlo.broadcast_in_dim %231, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.pad %233, %cst_55, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x16x32xf32>, tensor<f32>) -> tensor<2x16x32xf32>
    %235 = stablehlo.add %167, %234 : tensor<2x16x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%232 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %237 = stablehlo.reshape %236 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %239 = stablehlo.multiply %15, %232 : tensor<8x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %241 = stablehlo.reshape %240 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %243 = stablehlo.broadcast_in_dim %238, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.pad %243, %cst_60, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %245 = stablehlo.add %195, %244 : tensor<2x16xf32>
    %246 = stablehlo.broadcast_in_dim %242, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.pad %246, %cst_61, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %248 = stablehlo.add %197, %247 : tensor<2x16xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<2x16xf32>
    %251 = stablehlo.subtract %arg0, %250 : tensor<2x16xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %253 = stablehlo.multiply %252, %245 : tensor<2x16xf32>
    %254 = stablehlo.subtract %arg1, %253 : tensor<2x16xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %256 = stablehlo.multiply %255, %235 : tensor<2x16x32xf32>
    %257 = stablehlo.subtract %arg2, %256 : tensor<2x16x32xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %259 = stablehlo.multiply %258, %229 : tensor<2x32xf32>
    %260 = stablehlo.subtract %arg3, %259 : tensor<2x32xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x32x16xf32>
    %262 = stablehlo.multiply %261, %209 : tensor<2x32x16xf32>
    %263 = stablehlo.subtract %arg4, %262 : tensor<2x32x16xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %265 = stablehlo.multiply %264, %203 : tensor<2x16xf32>
    %266 = stablehlo.subtract %arg5, %265 : tensor<2x16xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %268 = stablehlo.multiply %267, %132 : tensor<16x32xf32>
    %269 = stablehlo.subtract %arg6, %268 : tensor<16x32xf32>
    return %124, %251, %254, %257, %260, %263, %266, %269 : tensor<f32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16x32xf32>, tensor<2x32xf32>, tensor<2x32x16xf32>, tensor<2x16xf32>, tensor<16x32xf32>
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
  func.func private @_var_0(%arg0: tensor<8x16xf32>, %arg1: tensor<i32>) -> (tensor<8x1xf32>, tensor<8x16xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16xf32>
    %6 = chlo.square %5 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x16xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where_1(%15, %14, %cst_5) : (tensor<i1>, tensor<8x1xf32>, tensor<f32>) -> tensor<8x1xf32>
    return %16, %8, %10, %15 : tensor<8x1xf32>, tensor<8x16xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<8x1xf32>, %arg2: tensor<f32>) -> tensor<8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x1xf32>
    return %2 : tensor<8x1xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x32xf32>) -> (tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x32xf32>
    %6 = stablehlo.exponential %5 : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x32xf32>
    return %11, %6, %8 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x32xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x32xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<8x32xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %5 = stablehlo.convert %4 : (tensor<8x32xi1>) -> tensor<8x32xf32>
    return %5 : tensor<8x32xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<8x32xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x32xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x32xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x32xf32>
    return %7 : tensor<8x32xf32>
  }
  func.func private @_var_3(%arg0: tensor<8x16xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8x1xf32>) -> tensor<8x16xf32> {
    %0 = call @_where_4(%arg2, %arg3) : (tensor<i1>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x16xf32>
    %6 = stablehlo.negate %5 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.reshape %7 : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x16xf32>
    return %13 : tensor<8x16xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<8x1xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
}
