module @jit_fn attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg1: tensor<96x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg9: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg10: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg12: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg16: tensor<4x6xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4x10xi32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %0 = stablehlo.shift_right_logical %c, %c_0 : tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = stablehlo.and %c, %c_1 : tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x10xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_update_slice %7, %arg16, %c_3, %c_4 : (tensor<4x10xi32>, tensor<4x6xi32>, tensor<i32>, tensor<i32>) -> tensor<4x10xi32>
    %c_5 = stablehlo.constant dense<false> : tensor<i1>
    %9 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x10x4x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x10x4x8xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4x10xi32>
    %13 = stablehlo.iota dim = 0 : tensor<6xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<6xi32>) -> tensor<1x6xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x6xi32>) -> tensor<4x6xi32>
    %16 = call @_threefry_split(%6) : (tensor<2xui32>) -> tensor<2x2xui32>
    %17 = stablehlo.slice %16 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %18 = stablehlo.reshape %17 : (tensor<1x2xui32>) -> tensor<2xui32>
    %19 = stablehlo.slice %16 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %20 = stablehlo.reshape %19 : (tensor<1x2xui32>) -> tensor<2xui32>
    %21 = call @_take(%arg15, %arg16) : (tensor<64x32xf32>, tensor<4x6xi32>) -> tensor<4x6x32xf32>
    %22 = call @_take_0(%arg14, %15) : (tensor<16x32xf32>, tensor<4x6xi32>) -> tensor<4x6x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<4x6x32xf32>
    %24 = chlo.square %23 : tensor<4x6x32xf32> -> tensor<4x6x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%23 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %27 = stablehlo.divide %25, %26 : tensor<4x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%24 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %30 = stablehlo.divide %28, %29 : tensor<4x6xf32>
    %31 = chlo.square %27 : tensor<4x6xf32> -> tensor<4x6xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<4x6xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<4x6xf32>
    %35 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %38 = stablehlo.subtract %23, %37 : tensor<4x6x32xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %40 = stablehlo.add %36, %39 : tensor<4x6x1xf32>
    %41 = stablehlo.rsqrt %40 : tensor<4x6x1xf32>
    %42 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<4x6x32xf32>
    %46 = stablehlo.multiply %38, %45 : tensor<4x6x32xf32>
    %47 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %49 = stablehlo.add %46, %48 : tensor<4x6x32xf32>
    %50 = stablehlo.iota dim = 0 : tensor<16xi32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16x1xi32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 2] : (tensor<1x16xi32>) -> tensor<1x1x16xi32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x16x1xi32>) -> tensor<1x16x16xi32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x16xi32>) -> tensor<1x16x16xi32>
    %56 = stablehlo.compare GE, %54, %55, SIGNED : (tensor<1x16x16xi32>, tensor<1x16x16xi32>) -> tensor<1x16x16xi1>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 2, 3] : (tensor<1x16x16xi1>) -> tensor<1x1x16x16xi1>
    %58 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %59 = stablehlo.dot_general %49, %58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6x32xf32>, tensor<32x96xf32>) -> tensor<4x6x96xf32>
    %60 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<4x6x96xf32>
    %62 = stablehlo.add %59, %61 : tensor<4x6x96xf32>
    %63 = stablehlo.slice %62 [0:4, 0:6, 0:32] : (tensor<4x6x96xf32>) -> tensor<4x6x32xf32>
    %64 = stablehlo.slice %62 [0:4, 0:6, 32:64] : (tensor<4x6x96xf32>) -> tensor<4x6x32xf32>
    %65 = stablehlo.slice %62 [0:4, 0:6, 64:96] : (tensor<4x6x96xf32>) -> tensor<4x6x32xf32>
    %66 = stablehlo.reshape %63 : (tensor<4x6x32xf32>) -> tensor<4x6x4x8xf32>
    %67 = stablehlo.reshape %64 : (tensor<4x6x32xf32>) -> tensor<4x6x4x8xf32>
    %68 = stablehlo.reshape %65 : (tensor<4x6x32xf32>) -> tensor<4x6x4x8xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.compare LT, %c_14, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<16> : tensor<i32>
    %70 = stablehlo.add %c_16, %c_17 : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %71 = stablehlo.select %69, %70, %c_18 : tensor<i1>, tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %72 = stablehlo.dynamic_slice %57, %c_19, %c_20, %71, %c_21, sizes = [1, 1, 6, 10] : (tensor<1x1x16x16xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x6x10xi1>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x1x6x10xi1>) -> tensor<4x1x6x10xi1>
    %74 = stablehlo.broadcast_in_dim %12, dims = [0, 3] : (tensor<4x10xi32>) -> tensor<4x1x1x10xi32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<4x1x1x10xi32>) -> tensor<4x1x6x10xi32>
    %76 = stablehlo.convert %73 : (tensor<4x1x6x10xi1>) -> tensor<4x1x6x10xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<4x1x6x10xi32>
    %78 = stablehlo.compare NE, %75, %77, SIGNED : (tensor<4x1x6x10xi32>, tensor<4x1x6x10xi32>) -> tensor<4x1x6x10xi1>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<4x1x6x10xi32>
    %80 = stablehlo.compare NE, %76, %79, SIGNED : (tensor<4x1x6x10xi32>, tensor<4x1x6x10xi32>) -> tensor<4x1x6x10xi1>
    %81 = stablehlo.and %78, %80 : tensor<4x1x6x10xi1>
    %82 = stablehlo.convert %81 : (tensor<4x1x6x10xi1>) -> tensor<4x1x6x10xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.compare LT, %c_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<10> : tensor<i32>
    %84 = stablehlo.add %c_26, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %85 = stablehlo.select %83, %84, %c_28 : tensor<i1>, tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %86 = stablehlo.dynamic_update_slice %10, %67, %c_29, %85, %c_30, %c_31 : (tensor<4x10x4x8xf32>, tensor<4x6x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x10x4x8xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %87 = stablehlo.compare LT, %c_32, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<10> : tensor<i32>
    %88 = stablehlo.add %c_34, %c_35 : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %89 = stablehlo.select %87, %88, %c_36 : tensor<i1>, tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.dynamic_update_slice %11, %68, %c_37, %89, %c_38, %c_39 : (tensor<4x10x4x8xf32>, tensor<4x6x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x10x4x8xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<6> : tensor<i32>
    %91 = stablehlo.add %c_40, %c_41 : tensor<i32>
    %92 = stablehlo.iota dim = 0 : tensor<10xi32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %c_43 = stablehlo.constant dense<6> : tensor<i32>
    %93 = stablehlo.add %c_42, %c_43 : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %95 = stablehlo.compare LT, %92, %94, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %96 = stablehlo.broadcast_in_dim %95, dims = [3] : (tensor<10xi1>) -> tensor<4x1x6x10xi1>
    %97 = stablehlo.convert %96 : (tensor<4x1x6x10xi1>) -> tensor<4x1x6x10xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x1x6x10xf32>
    %99 = stablehlo.compare NE, %97, %98, FLOAT : (tensor<4x1x6x10xf32>, tensor<4x1x6x10xf32>) -> tensor<4x1x6x10xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x1x6x10xf32>
    %101 = stablehlo.compare NE, %82, %100, FLOAT : (tensor<4x1x6x10xf32>, tensor<4x1x6x10xf32>) -> tensor<4x1x6x10xi1>
    %102 = stablehlo.and %99, %101 : tensor<4x1x6x10xi1>
    %103 = stablehlo.convert %102 : (tensor<4x1x6x10xi1>) -> tensor<4x1x6x10xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x1x6x10xf32>
    %105 = stablehlo.compare GT, %103, %104, FLOAT : (tensor<4x1x6x10xf32>, tensor<4x1x6x10xf32>) -> tensor<4x1x6x10xi1>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x1x6x10xf32>
    %107 = stablehlo.convert %106 : tensor<4x1x6x10xf32>
    %cst_48 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4x1x6x10xf32>
    %109 = stablehlo.select %105, %107, %108 : tensor<4x1x6x10xi1>, tensor<4x1x6x10xf32>
    %cst_49 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %110 = stablehlo.sqrt %cst_49 : tensor<f32>
    %111 = stablehlo.convert %110 : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<4x6x4x8xf32>
    %113 = stablehlo.divide %66, %112 : tensor<4x6x4x8xf32>
    %114 = stablehlo.dot_general %113, %86, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x6x4x8xf32>, tensor<4x10x4x8xf32>) -> tensor<4x4x6x10xf32>
    %115 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<4x1x6x10xf32>) -> tensor<4x4x6x10xf32>
    %116 = stablehlo.add %114, %115 : tensor<4x4x6x10xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_50) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x6x10xf32>, tensor<f32>) -> tensor<4x4x6xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x4x6xf32>
    %119 = stablehlo.maximum %118, %117 : tensor<4x4x6xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<4x4x6xf32>) -> tensor<4x4x6x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<4x4x6x1xf32>) -> tensor<4x4x6x10xf32>
    %122 = stablehlo.subtract %116, %121 : tensor<4x4x6x10xf32>
    %123 = stablehlo.exponential %122 : tensor<4x4x6x10xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<4x4x6x10xf32>, tensor<f32>) -> tensor<4x4x6xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<4x4x6xf32>) -> tensor<4x4x6x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<4x4x6x1xf32>) -> tensor<4x4x6x10xf32>
    %127 = stablehlo.divide %123, %126 : tensor<4x4x6x10xf32>
    %128 = stablehlo.dot_general %90, %127, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x10x4x8xf32>, tensor<4x4x6x10xf32>) -> tensor<4x4x8x6xf32>
    %129 = stablehlo.transpose %128, dims = [0, 3, 1, 2] : (tensor<4x4x8x6xf32>) -> tensor<4x6x4x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<4x6x4x8xf32>) -> tensor<4x6x32xf32>
    %131 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6x32xf32>, tensor<32x32xf32>) -> tensor<4x6x32xf32>
    %133 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %135 = stablehlo.add %132, %134 : tensor<4x6x32xf32>
    %136 = stablehlo.add %135, %23 : tensor<4x6x32xf32>
    %137 = chlo.square %136 : tensor<4x6x32xf32> -> tensor<4x6x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%136 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_54 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %140 = stablehlo.divide %138, %139 : tensor<4x6xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%137 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_56 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %143 = stablehlo.divide %141, %142 : tensor<4x6xf32>
    %144 = chlo.square %140 : tensor<4x6xf32> -> tensor<4x6xf32>
    %145 = stablehlo.subtract %143, %144 : tensor<4x6xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %147 = stablehlo.maximum %146, %145 : tensor<4x6xf32>
    %148 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %151 = stablehlo.subtract %136, %150 : tensor<4x6x32xf32>
    %cst_58 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %153 = stablehlo.add %149, %152 : tensor<4x6x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<4x6x1xf32>
    %155 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<4x6x32xf32>
    %159 = stablehlo.multiply %151, %158 : tensor<4x6x32xf32>
    %160 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %162 = stablehlo.add %159, %161 : tensor<4x6x32xf32>
    %163 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %164 = stablehlo.dot_general %162, %163, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6x32xf32>, tensor<32x128xf32>) -> tensor<4x6x128xf32>
    %165 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x6x128xf32>
    %167 = stablehlo.add %164, %166 : tensor<4x6x128xf32>
    %168 = stablehlo.multiply %167, %167 : tensor<4x6x128xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<4x6x128xf32>
    %cst_59 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x6x128xf32>
    %171 = stablehlo.multiply %170, %169 : tensor<4x6x128xf32>
    %172 = stablehlo.add %167, %171 : tensor<4x6x128xf32>
    %cst_60 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x6x128xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<4x6x128xf32>
    %175 = stablehlo.tanh %174 : tensor<4x6x128xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x6x128xf32>
    %177 = stablehlo.add %176, %175 : tensor<4x6x128xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x6x128xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<4x6x128xf32>
    %180 = stablehlo.multiply %167, %179 : tensor<4x6x128xf32>
    %181 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %182 = stablehlo.dot_general %180, %181, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6x128xf32>, tensor<128x32xf32>) -> tensor<4x6x32xf32>
    %183 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %185 = stablehlo.add %182, %184 : tensor<4x6x32xf32>
    %186 = stablehlo.add %136, %185 : tensor<4x6x32xf32>
    %187 = chlo.square %186 : tensor<4x6x32xf32> -> tensor<4x6x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%186 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_64 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %190 = stablehlo.divide %188, %189 : tensor<4x6xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%187 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_66 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %193 = stablehlo.divide %191, %192 : tensor<4x6xf32>
    %194 = chlo.square %190 : tensor<4x6xf32> -> tensor<4x6xf32>
    %195 = stablehlo.subtract %193, %194 : tensor<4x6xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %197 = stablehlo.maximum %196, %195 : tensor<4x6xf32>
    %198 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %201 = stablehlo.subtract %186, %200 : tensor<4x6x32xf32>
    %cst_68 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %203 = stablehlo.add %199, %202 : tensor<4x6x1xf32>
    %204 = stablehlo.rsqrt %203 : tensor<4x6x1xf32>
    %205 = stablehlo.reshape %arg13 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %208 = stablehlo.multiply %206, %207 : tensor<4x6x32xf32>
    %209 = stablehlo.multiply %201, %208 : tensor<4x6x32xf32>
    %210 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %212 = stablehlo.add %209, %211 : tensor<4x6x32xf32>
    %213 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %214 = stablehlo.dot_general %212, %213, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6x32xf32>, tensor<32x64xf32>) -> tensor<4x6x64xf32>
    %215 = stablehlo.slice %214 [0:4, 5:6, 0:64] : (tensor<4x6x64xf32>) -> tensor<4x1x64xf32>
    %216 = stablehlo.reshape %215 : (tensor<4x1x64xf32>) -> tensor<4x64xf32>
    %c_69 = stablehlo.constant dense<6> : tensor<i32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %217 = stablehlo.subtract %c_69, %c_70 : tensor<i32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %c_72 = stablehlo.constant dense<1> : tensor<i32>
    %218 = call @clip(%217, %c_71, %c_72) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_73 = stablehlo.constant dense<1> : tensor<i32>
    %219 = stablehlo.subtract %c_73, %218 : tensor<i32>
    %c_74 = stablehlo.constant dense<50256> : tensor<i32>
    %220 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %222 = "stablehlo.scatter"(%216, %220, %221) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      stablehlo.return %arg18 : tensor<f32>
    }) : (tensor<4x64xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x64xf32>
    %223 = call @_where_1(%219, %222, %216) : (tensor<i32>, tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %cst_76 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %225 = stablehlo.divide %223, %224 : tensor<4x64xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %values, %indices = chlo.top_k(%225, k = 8) : tensor<4x64xf32> -> (tensor<4x8xf32>, tensor<4x8xi32>)
    %227 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_78 = stablehlo.constant dense<64> : tensor<i32>
    %228 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %229 = stablehlo.multiply %227, %228 : tensor<4xi32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x8xi32>
    %232 = stablehlo.reshape %231 : (tensor<4x8xi32>) -> tensor<32xi32>
    %233 = stablehlo.reshape %values : (tensor<4x8xf32>) -> tensor<32xf32>
    %234 = stablehlo.reshape %indices : (tensor<4x8xi32>) -> tensor<32xi32>
    %235 = stablehlo.add %234, %232 : tensor<32xi32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %236 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %237 = stablehlo.compare LT, %235, %236, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %c_80 = stablehlo.constant dense<256> : tensor<i32>
    %238 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %239 = stablehlo.add %235, %238 : tensor<32xi32>
    %240 = stablehlo.select %237, %239, %235 : tensor<32xi1>, tensor<32xi32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %242 = stablehlo.convert %226 : tensor<256xf32>
    %243 = "stablehlo.scatter"(%242, %241, %233) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      stablehlo.return %arg18 : tensor<f32>
    }) : (tensor<256xf32>, tensor<32x1xi32>, tensor<32xf32>) -> tensor<256xf32>
    %244 = stablehlo.convert %243 : tensor<256xf32>
    %245 = stablehlo.reshape %244 : (tensor<256xf32>) -> tensor<4x64xf32>
    %246 = call @_gumbel(%18) : (tensor<2xui32>) -> tensor<4x64xf32>
    %247 = stablehlo.convert %245 : tensor<4x64xf32>
    %248 = stablehlo.add %246, %247 : tensor<4x64xf32>
    %249 = call @argmax(%248) : (tensor<4x64xf32>) -> tensor<4xi32>
    %250 = stablehlo.not %9 : tensor<4xi1>
    %251 = stablehlo.convert %250 : (tensor<4xi1>) -> tensor<4xi32>
    %252 = stablehlo.multiply %249, %251 : tensor<4xi32>
    %253 = stablehlo.convert %9 : (tensor<4xi1>) -> tensor<4xi32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %254 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %255 = stablehlo.multiply %254, %253 : tensor<4xi32>
    %256 = stablehlo.add %252, %255 : tensor<4xi32>
    %c_82 = stablehlo.constant dense<50256> : tensor<i32>
    %257 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %258 = stablehlo.compare EQ, %256, %257, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %259 = stablehlo.or %9, %258 : tensor<4xi1>
    %260 = stablehlo.broadcast_in_dim %256, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_83 = stablehlo.constant dense<6> : tensor<i32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %261 = stablehlo.compare LT, %c_83, %c_84, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_85 = stablehlo.constant dense<6> : tensor<i32>
    %c_86 = stablehlo.constant dense<10> : tensor<i32>
    %262 = stablehlo.add %c_85, %c_86 : tensor<i32>
    %c_87 = stablehlo.constant dense<6> : tensor<i32>
    %263 = stablehlo.select %261, %262, %c_87 : tensor<i1>, tensor<i32>
    %c_88 = stablehlo.constant dense<0> : tensor<i32>
    %264 = stablehlo.dynamic_update_slice %8, %260, %c_88, %263 : (tensor<4x10xi32>, tensor<4x1xi32>, tensor<i32>, tensor<i32>) -> tensor<4x10xi32>
    %265 = stablehlo.slice %15 [0:4, 5:6] : (tensor<4x6xi32>) -> tensor<4x1xi32>
    %c_89 = stablehlo.constant dense<1> : tensor<i32>
    %266 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %267 = stablehlo.add %265, %266 : tensor<4x1xi32>
    %c_90 = stablehlo.constant dense<6> : tensor<i32>
    %c_91 = stablehlo.constant dense<1> : tensor<i32>
    %268 = stablehlo.add %c_90, %c_91 : tensor<i32>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %c_93 = stablehlo.constant dense<50256> : tensor<i32>
    %269:28 = stablehlo.while(%iterArg = %12, %iterArg_94 = %arg15, %iterArg_95 = %arg14, %iterArg_96 = %arg5, %iterArg_97 = %arg4, %iterArg_98 = %arg1, %iterArg_99 = %arg0, %iterArg_100 = %arg3, %iterArg_101 = %arg2, %iterArg_102 = %arg7, %iterArg_103 = %arg6, %iterArg_104 = %arg9, %iterArg_105 = %arg8, %iterArg_106 = %arg11, %iterArg_107 = %arg10, %iterArg_108 = %arg13, %iterArg_109 = %arg12, %iterArg_110 = %c_92, %iterArg_111 = %c_93, %iterArg_112 = %268, %iterArg_113 = %264, %iterArg_114 = %260, %iterArg_115 = %259, %iterArg_116 = %20, %iterArg_117 = %91, %iterArg_118 = %86, %iterArg_119 = %90, %iterArg_120 = %267) : tensor<4x10xi32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x10xi32>, tensor<4x1xi32>, tensor<4xi1>, tensor<2xui32>, tensor<i32>, tensor<4x10x4x8xf32>, tensor<4x10x4x8xf32>, tensor<4x1xi32>
    cond {
      %c_121 = stablehlo.constant dense<10> : tensor<i32>
      %270 = stablehlo.compare EQ, %iterArg_112, %c_121, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_122 = stablehlo.constant dense<true> : tensor<i1>
      %271 = stablehlo.reduce(%iterArg_115 init: %c_122) applies stablehlo.and across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      %c_123 = stablehlo.constant dense<false> : tensor<i1>
      %272 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i1>) -> tensor<i1>
      %273 = stablehlo.compare NE, %270, %272, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %274 = stablehlo.convert %273 : tensor<i1>
      %275 = stablehlo.or %274, %271 : tensor<i1>
      %276 = stablehlo.not %275 : tensor<i1>
      stablehlo.return %276 : tensor<i1>
    } do {
      %270 = func.call @_threefry_split(%iterArg_116) : (tensor<2xui32>) -> tensor<2x2xui32>
      %271 = stablehlo.slice %270 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %272 = stablehlo.reshape %271 : (tensor<1x2xui32>) -> tensor<2xui32>
      %273 = stablehlo.slice %270 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %274 = stablehlo.reshape %273 : (tensor<1x2xui32>) -> tensor<2xui32>
      %275 = func.call @_take_4(%iterArg_94, %iterArg_114) : (tensor<64x32xf32>, tensor<4x1xi32>) -> tensor<4x1x32xf32>
      %276 = func.call @_take_6(%iterArg_95, %iterArg_120) : (tensor<16x32xf32>, tensor<4x1xi32>) -> tensor<4x1x32xf32>
      %277 = stablehlo.add %275, %276 : tensor<4x1x32xf32>
      %278 = chlo.square %277 : tensor<4x1x32xf32> -> tensor<4x1x32xf32>
      %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %279 = stablehlo.reduce(%277 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<4x1x32xf32>, tensor<f32>) -> tensor<4x1xf32>
      %cst_122 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %280 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %281 = stablehlo.divide %279, %280 : tensor<4x1xf32>
      %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %282 = stablehlo.reduce(%278 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<4x1x32xf32>, tensor<f32>) -> tensor<4x1xf32>
      %cst_124 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %283 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %284 = stablehlo.divide %282, %283 : tensor<4x1xf32>
      %285 = chlo.square %281 : tensor<4x1xf32> -> tensor<4x1xf32>
      %286 = stablehlo.subtract %284, %285 : tensor<4x1xf32>
      %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %287 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %288 = stablehlo.maximum %287, %286 : tensor<4x1xf32>
      %289 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %290 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %291 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x32xf32>
      %292 = stablehlo.subtract %277, %291 : tensor<4x1x32xf32>
      %cst_126 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
      %294 = stablehlo.add %290, %293 : tensor<4x1x1xf32>
      %295 = stablehlo.rsqrt %294 : tensor<4x1x1xf32>
      %296 = stablehlo.reshape %iterArg_96 : (tensor<32xf32>) -> tensor<1x1x32xf32>
      %297 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x32xf32>
      %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x1x32xf32>
      %299 = stablehlo.multiply %297, %298 : tensor<4x1x32xf32>
      %300 = stablehlo.multiply %292, %299 : tensor<4x1x32xf32>
      %301 = stablehlo.reshape %iterArg_97 : (tensor<32xf32>) -> tensor<1x1x32xf32>
      %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x1x32xf32>
      %303 = stablehlo.add %300, %302 : tensor<4x1x32xf32>
      %c_127 = stablehlo.constant dense<true> : tensor<i1>
      %304 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i1>) -> tensor<1x16xi1>
      %305 = stablehlo.iota dim = 0 : tensor<16xi32>
      %306 = stablehlo.broadcast_in_dim %305, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
      %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16x1xi32>
      %308 = stablehlo.broadcast_in_dim %306, dims = [0, 2] : (tensor<1x16xi32>) -> tensor<1x1x16xi32>
      %309 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<1x16x1xi32>) -> tensor<1x16x16xi32>
      %310 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x1x16xi32>) -> tensor<1x16x16xi32>
      %311 = stablehlo.compare GE, %309, %310, SIGNED : (tensor<1x16x16xi32>, tensor<1x16x16xi32>) -> tensor<1x16x16xi1>
      %312 = stablehlo.broadcast_in_dim %311, dims = [0, 2, 3] : (tensor<1x16x16xi1>) -> tensor<1x1x16x16xi1>
      %313 = stablehlo.transpose %iterArg_98, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
      %314 = stablehlo.dot_general %303, %313, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32xf32>, tensor<32x96xf32>) -> tensor<4x1x96xf32>
      %315 = stablehlo.broadcast_in_dim %iterArg_99, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
      %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<4x1x96xf32>
      %317 = stablehlo.add %314, %316 : tensor<4x1x96xf32>
      %318 = stablehlo.slice %317 [0:4, 0:1, 0:32] : (tensor<4x1x96xf32>) -> tensor<4x1x32xf32>
      %319 = stablehlo.slice %317 [0:4, 0:1, 32:64] : (tensor<4x1x96xf32>) -> tensor<4x1x32xf32>
      %320 = stablehlo.slice %317 [0:4, 0:1, 64:96] : (tensor<4x1x96xf32>) -> tensor<4x1x32xf32>
      %321 = stablehlo.reshape %318 : (tensor<4x1x32xf32>) -> tensor<4x1x4x8xf32>
      %322 = stablehlo.reshape %319 : (tensor<4x1x32xf32>) -> tensor<4x1x4x8xf32>
      %323 = stablehlo.reshape %320 : (tensor<4x1x32xf32>) -> tensor<4x1x4x8xf32>
      %c_128 = stablehlo.constant dense<0> : tensor<i32>
      %324 = stablehlo.compare LT, %iterArg_117, %c_128, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_129 = stablehlo.constant dense<16> : tensor<i32>
      %325 = stablehlo.add %iterArg_117, %c_129 : tensor<i32>
      %326 = stablehlo.select %324, %325, %iterArg_117 : tensor<i1>, tensor<i32>
      %c_130 = stablehlo.constant dense<0> : tensor<i32>
      %c_131 = stablehlo.constant dense<0> : tensor<i32>
      %c_132 = stablehlo.constant dense<0> : tensor<i32>
      %327 = stablehlo.dynamic_slice %312, %c_130, %c_131, %326, %c_132, sizes = [1, 1, 1, 10] : (tensor<1x1x16x16xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x10xi1>
      %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2, 3] : (tensor<1x1x1x10xi1>) -> tensor<4x1x1x10xi1>
      %329 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<4x10xi32>) -> tensor<4x1x1x10xi32>
      %330 = stablehlo.convert %328 : (tensor<4x1x1x10xi1>) -> tensor<4x1x1x10xi32>
      %c_133 = stablehlo.constant dense<0> : tensor<i32>
      %331 = stablehlo.broadcast_in_dim %c_133, dims = [] : (tensor<i32>) -> tensor<4x1x1x10xi32>
      %332 = stablehlo.compare NE, %329, %331, SIGNED : (tensor<4x1x1x10xi32>, tensor<4x1x1x10xi32>) -> tensor<4x1x1x10xi1>
      %c_134 = stablehlo.constant dense<0> : tensor<i32>
      %333 = stablehlo.broadcast_in_dim %c_134, dims = [] : (tensor<i32>) -> tensor<4x1x1x10xi32>
      %334 = stablehlo.compare NE, %330, %333, SIGNED : (tensor<4x1x1x10xi32>, tensor<4x1x1x10xi32>) -> tensor<4x1x1x10xi1>
      %335 = stablehlo.and %332, %334 : tensor<4x1x1x10xi1>
      %336 = stablehlo.convert %335 : (tensor<4x1x1x10xi1>) -> tensor<4x1x1x10xf32>
      %c_135 = stablehlo.constant dense<0> : tensor<i32>
      %337 = stablehlo.compare LT, %iterArg_117, %c_135, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_136 = stablehlo.constant dense<10> : tensor<i32>
      %338 = stablehlo.add %iterArg_117, %c_136 : tensor<i32>
      %339 = stablehlo.select %337, %338, %iterArg_117 : tensor<i1>, tensor<i32>
      %c_137 = stablehlo.constant dense<0> : tensor<i32>
      %c_138 = stablehlo.constant dense<0> : tensor<i32>
      %c_139 = stablehlo.constant dense<0> : tensor<i32>
      %340 = stablehlo.dynamic_update_slice %iterArg_118, %322, %c_137, %339, %c_138, %c_139 : (tensor<4x10x4x8xf32>, tensor<4x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x10x4x8xf32>
      %c_140 = stablehlo.constant dense<0> : tensor<i32>
      %341 = stablehlo.compare LT, %iterArg_117, %c_140, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_141 = stablehlo.constant dense<10> : tensor<i32>
      %342 = stablehlo.add %iterArg_117, %c_141 : tensor<i32>
      %343 = stablehlo.select %341, %342, %iterArg_117 : tensor<i1>, tensor<i32>
      %c_142 = stablehlo.constant dense<0> : tensor<i32>
      %c_143 = stablehlo.constant dense<0> : tensor<i32>
      %c_144 = stablehlo.constant dense<0> : tensor<i32>
      %344 = stablehlo.dynamic_update_slice %iterArg_119, %323, %c_142, %343, %c_143, %c_144 : (tensor<4x10x4x8xf32>, tensor<4x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x10x4x8xf32>
      %c_145 = stablehlo.constant dense<1> : tensor<i32>
      %345 = stablehlo.add %iterArg_117, %c_145 : tensor<i32>
      %346 = stablehlo.iota dim = 0 : tensor<10xi32>
      %c_146 = stablehlo.constant dense<1> : tensor<i32>
      %347 = stablehlo.add %iterArg_117, %c_146 : tensor<i32>
      %348 = stablehlo.broadcast_in_dim %347, dims = [] : (tensor<i32>) -> tensor<10xi32>
      %349 = stablehlo.compare LT, %346, %348, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
      %350 = stablehlo.broadcast_in_dim %349, dims = [3] : (tensor<10xi1>) -> tensor<4x1x1x10xi1>
      %351 = stablehlo.convert %350 : (tensor<4x1x1x10xi1>) -> tensor<4x1x1x10xf32>
      %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %352 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<4x1x1x10xf32>
      %353 = stablehlo.compare NE, %351, %352, FLOAT : (tensor<4x1x1x10xf32>, tensor<4x1x1x10xf32>) -> tensor<4x1x1x10xi1>
      %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %354 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<4x1x1x10xf32>
      %355 = stablehlo.compare NE, %336, %354, FLOAT : (tensor<4x1x1x10xf32>, tensor<4x1x1x10xf32>) -> tensor<4x1x1x10xi1>
      %356 = stablehlo.and %353, %355 : tensor<4x1x1x10xi1>
      %357 = stablehlo.convert %356 : (tensor<4x1x1x10xi1>) -> tensor<4x1x1x10xf32>
      %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %358 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<4x1x1x10xf32>
      %359 = stablehlo.compare GT, %357, %358, FLOAT : (tensor<4x1x1x10xf32>, tensor<4x1x1x10xf32>) -> tensor<4x1x1x10xi1>
      %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %360 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<4x1x1x10xf32>
      %361 = stablehlo.convert %360 : tensor<4x1x1x10xf32>
      %cst_151 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %362 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<4x1x1x10xf32>
      %363 = stablehlo.select %359, %361, %362 : tensor<4x1x1x10xi1>, tensor<4x1x1x10xf32>
      %cst_152 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %364 = stablehlo.sqrt %cst_152 : tensor<f32>
      %365 = stablehlo.convert %364 : tensor<f32>
      %366 = stablehlo.broadcast_in_dim %365, dims = [] : (tensor<f32>) -> tensor<4x1x4x8xf32>
      %367 = stablehlo.divide %321, %366 : tensor<4x1x4x8xf32>
      %368 = stablehlo.dot_general %367, %340, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x1x4x8xf32>, tensor<4x10x4x8xf32>) -> tensor<4x4x1x10xf32>
      %369 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<4x1x1x10xf32>) -> tensor<4x4x1x10xf32>
      %370 = stablehlo.add %368, %369 : tensor<4x4x1x10xf32>
      %cst_153 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %371 = stablehlo.reduce(%370 init: %cst_153) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x1x10xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %cst_154 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<4x4x1xf32>
      %373 = stablehlo.maximum %372, %371 : tensor<4x4x1xf32>
      %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x10xf32>
      %376 = stablehlo.subtract %370, %375 : tensor<4x4x1x10xf32>
      %377 = stablehlo.exponential %376 : tensor<4x4x1x10xf32>
      %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %378 = stablehlo.reduce(%377 init: %cst_155) applies stablehlo.add across dimensions = [3] : (tensor<4x4x1x10xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2] : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x10xf32>
      %381 = stablehlo.divide %377, %380 : tensor<4x4x1x10xf32>
      %382 = stablehlo.dot_general %344, %381, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x10x4x8xf32>, tensor<4x4x1x10xf32>) -> tensor<4x4x8x1xf32>
      %383 = stablehlo.transpose %382, dims = [0, 3, 1, 2] : (tensor<4x4x8x1xf32>) -> tensor<4x1x4x8xf32>
      %384 = stablehlo.reshape %383 : (tensor<4x1x4x8xf32>) -> tensor<4x1x32xf32>
      %385 = stablehlo.transpose %iterArg_100, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %386 = stablehlo.dot_general %384, %385, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32xf32>, tensor<32x32xf32>) -> tensor<4x1x32xf32>
      %387 = stablehlo.broadcast_in_dim %iterArg_101, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
      %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x1x32xf32>
      %389 = stablehlo.add %386, %388 : tensor<4x1x32xf32>
      %390 = stablehlo.add %389, %277 : tensor<4x1x32xf32>
      %391 = chlo.square %390 : tensor<4x1x32xf32> -> tensor<4x1x32xf32>
      %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %392 = stablehlo.reduce(%390 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<4x1x32xf32>, tensor<f32>) -> tensor<4x1xf32>
      %cst_157 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %393 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %394 = stablehlo.divide %392, %393 : tensor<4x1xf32>
      %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %395 = stablehlo.reduce(%391 init: %cst_158) applies stablehlo.add across dimensions = [2] : (tensor<4x1x32xf32>, tensor<f32>) -> tensor<4x1xf32>
      %cst_159 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %396 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %397 = stablehlo.divide %395, %396 : tensor<4x1xf32>
      %398 = chlo.square %394 : tensor<4x1xf32> -> tensor<4x1xf32>
      %399 = stablehlo.subtract %397, %398 : tensor<4x1xf32>
      %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %400 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %401 = stablehlo.maximum %400, %399 : tensor<4x1xf32>
      %402 = stablehlo.broadcast_in_dim %394, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %403 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %404 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x32xf32>
      %405 = stablehlo.subtract %390, %404 : tensor<4x1x32xf32>
      %cst_161 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %406 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
      %407 = stablehlo.add %403, %406 : tensor<4x1x1xf32>
      %408 = stablehlo.rsqrt %407 : tensor<4x1x1xf32>
      %409 = stablehlo.reshape %iterArg_102 : (tensor<32xf32>) -> tensor<1x1x32xf32>
      %410 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x32xf32>
      %411 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x1x32xf32>
      %412 = stablehlo.multiply %410, %411 : tensor<4x1x32xf32>
      %413 = stablehlo.multiply %405, %412 : tensor<4x1x32xf32>
      %414 = stablehlo.reshape %iterArg_103 : (tensor<32xf32>) -> tensor<1x1x32xf32>
      %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x1x32xf32>
      %416 = stablehlo.add %413, %415 : tensor<4x1x32xf32>
      %417 = stablehlo.transpose %iterArg_104, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
      %418 = stablehlo.dot_general %416, %417, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32xf32>, tensor<32x128xf32>) -> tensor<4x1x128xf32>
      %419 = stablehlo.broadcast_in_dim %iterArg_105, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x1x128xf32>
      %421 = stablehlo.add %418, %420 : tensor<4x1x128xf32>
      %422 = stablehlo.multiply %421, %421 : tensor<4x1x128xf32>
      %423 = stablehlo.multiply %422, %421 : tensor<4x1x128xf32>
      %cst_162 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %424 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<4x1x128xf32>
      %425 = stablehlo.multiply %424, %423 : tensor<4x1x128xf32>
      %426 = stablehlo.add %421, %425 : tensor<4x1x128xf32>
      %cst_163 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %427 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<4x1x128xf32>
      %428 = stablehlo.multiply %427, %426 : tensor<4x1x128xf32>
      %429 = stablehlo.tanh %428 : tensor<4x1x128xf32>
      %cst_164 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %430 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<4x1x128xf32>
      %431 = stablehlo.add %430, %429 : tensor<4x1x128xf32>
      %cst_165 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %432 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<4x1x128xf32>
      %433 = stablehlo.multiply %432, %431 : tensor<4x1x128xf32>
      %434 = stablehlo.multiply %421, %433 : tensor<4x1x128xf32>
      %435 = stablehlo.transpose %iterArg_106, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
      %436 = stablehlo.dot_general %434, %435, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1x128xf32>, tensor<128x32xf32>) -> tensor<4x1x32xf32>
      %437 = stablehlo.broadcast_in_dim %iterArg_107, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
      %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x1x32xf32>
      %439 = stablehlo.add %436, %438 : tensor<4x1x32xf32>
      %440 = stablehlo.add %390, %439 : tensor<4x1x32xf32>
      %441 = chlo.square %440 : tensor<4x1x32xf32> -> tensor<4x1x32xf32>
      %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %442 = stablehlo.reduce(%440 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<4x1x32xf32>, tensor<f32>) -> tensor<4x1xf32>
      %cst_167 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %443 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %444 = stablehlo.divide %442, %443 : tensor<4x1xf32>
      %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %445 = stablehlo.reduce(%441 init: %cst_168) applies stablehlo.add across dimensions = [2] : (tensor<4x1x32xf32>, tensor<f32>) -> tensor<4x1xf32>
      %cst_169 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %446 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %447 = stablehlo.divide %445, %446 : tensor<4x1xf32>
      %448 = chlo.square %444 : tensor<4x1xf32> -> tensor<4x1xf32>
      %449 = stablehlo.subtract %447, %448 : tensor<4x1xf32>
      %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %450 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
      %451 = stablehlo.maximum %450, %449 : tensor<4x1xf32>
      %452 = stablehlo.broadcast_in_dim %444, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %453 = stablehlo.broadcast_in_dim %451, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %454 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x32xf32>
      %455 = stablehlo.subtract %440, %454 : tensor<4x1x32xf32>
      %cst_171 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %456 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
      %457 = stablehlo.add %453, %456 : tensor<4x1x1xf32>
      %458 = stablehlo.rsqrt %457 : tensor<4x1x1xf32>
      %459 = stablehlo.reshape %iterArg_108 : (tensor<32xf32>) -> tensor<1x1x32xf32>
      %460 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x1x32xf32>
      %461 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x1x32xf32>
      %462 = stablehlo.multiply %460, %461 : tensor<4x1x32xf32>
      %463 = stablehlo.multiply %455, %462 : tensor<4x1x32xf32>
      %464 = stablehlo.reshape %iterArg_109 : (tensor<32xf32>) -> tensor<1x1x32xf32>
      %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x1x32xf32>
      %466 = stablehlo.add %463, %465 : tensor<4x1x32xf32>
      %467 = stablehlo.transpose %iterArg_94, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
      %468 = stablehlo.dot_general %466, %467, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32xf32>, tensor<32x64xf32>) -> tensor<4x1x64xf32>
      %469 = stablehlo.reshape %468 : (tensor<4x1x64xf32>) -> tensor<4x64xf32>
      %c_172 = stablehlo.constant dense<0> : tensor<i32>
      %470 = stablehlo.subtract %iterArg_112, %c_172 : tensor<i32>
      %c_173 = stablehlo.constant dense<0> : tensor<i32>
      %c_174 = stablehlo.constant dense<1> : tensor<i32>
      %471 = func.call @clip_7(%470, %c_173, %c_174) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_175 = stablehlo.constant dense<1> : tensor<i32>
      %472 = stablehlo.subtract %c_175, %471 : tensor<i32>
      %c_176 = stablehlo.constant dense<50256> : tensor<i32>
      %473 = stablehlo.broadcast_in_dim %c_176, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_177 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %474 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %475 = "stablehlo.scatter"(%469, %473, %474) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
        stablehlo.return %arg18 : tensor<f32>
      }) : (tensor<4x64xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x64xf32>
      %476 = func.call @_where_8(%472, %475, %469) : (tensor<i32>, tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
      %cst_178 = stablehlo.constant dense<0.699999988> : tensor<f32>
      %477 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
      %478 = stablehlo.divide %476, %477 : tensor<4x64xf32>
      %cst_179 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %479 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<256xf32>
      %values_180, %indices_181 = chlo.top_k(%478, k = 8) : tensor<4x64xf32> -> (tensor<4x8xf32>, tensor<4x8xi32>)
      %480 = stablehlo.iota dim = 0 : tensor<4xi32>
      %c_182 = stablehlo.constant dense<64> : tensor<i32>
      %481 = stablehlo.broadcast_in_dim %c_182, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %482 = stablehlo.multiply %480, %481 : tensor<4xi32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x8xi32>
      %485 = stablehlo.reshape %484 : (tensor<4x8xi32>) -> tensor<32xi32>
      %486 = stablehlo.reshape %values_180 : (tensor<4x8xf32>) -> tensor<32xf32>
      %487 = stablehlo.reshape %indices_181 : (tensor<4x8xi32>) -> tensor<32xi32>
      %488 = stablehlo.add %487, %485 : tensor<32xi32>
      %c_183 = stablehlo.constant dense<0> : tensor<i32>
      %489 = stablehlo.broadcast_in_dim %c_183, dims = [] : (tensor<i32>) -> tensor<32xi32>
      %490 = stablehlo.compare LT, %488, %489, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
      %c_184 = stablehlo.constant dense<256> : tensor<i32>
      %491 = stablehlo.broadcast_in_dim %c_184, dims = [] : (tensor<i32>) -> tensor<32xi32>
      %492 = stablehlo.add %488, %491 : tensor<32xi32>
      %493 = stablehlo.select %490, %492, %488 : tensor<32xi1>, tensor<32xi32>
      %494 = stablehlo.broadcast_in_dim %493, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
      %495 = stablehlo.convert %479 : tensor<256xf32>
      %496 = "stablehlo.scatter"(%495, %494, %486) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
        stablehlo.return %arg18 : tensor<f32>
      }) : (tensor<256xf32>, tensor<32x1xi32>, tensor<32xf32>) -> tensor<256xf32>
      %497 = stablehlo.convert %496 : tensor<256xf32>
      %498 = stablehlo.reshape %497 : (tensor<256xf32>) -> tensor<4x64xf32>
      %499 = func.call @_gumbel_9(%272) : (tensor<2xui32>) -> tensor<4x64xf32>
      %500 = stablehlo.convert %498 : tensor<4x64xf32>
      %501 = stablehlo.add %499, %500 : tensor<4x64xf32>
      %502 = func.call @argmax(%501) : (tensor<4x64xf32>) -> tensor<4xi32>
      %503 = stablehlo.not %iterArg_115 : tensor<4xi1>
      %504 = stablehlo.convert %503 : (tensor<4xi1>) -> tensor<4xi32>
      %505 = stablehlo.multiply %502, %504 : tensor<4xi32>
      %506 = stablehlo.convert %iterArg_115 : (tensor<4xi1>) -> tensor<4xi32>
      %507 = stablehlo.broadcast_in_dim %iterArg_110, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %508 = stablehlo.multiply %507, %506 : tensor<4xi32>
      %509 = stablehlo.add %505, %508 : tensor<4xi32>
      %510 = stablehlo.broadcast_in_dim %iterArg_111, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %511 = stablehlo.compare EQ, %509, %510, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %512 = stablehlo.or %iterArg_115, %511 : tensor<4xi1>
      %513 = stablehlo.broadcast_in_dim %509, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
      %c_185 = stablehlo.constant dense<0> : tensor<i32>
      %514 = stablehlo.compare LT, %iterArg_112, %c_185, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %515 = stablehlo.convert %iterArg_112 : tensor<i32>
      %c_186 = stablehlo.constant dense<10> : tensor<i32>
      %516 = stablehlo.add %515, %c_186 : tensor<i32>
      %517 = stablehlo.select %514, %516, %iterArg_112 : tensor<i1>, tensor<i32>
      %c_187 = stablehlo.constant dense<0> : tensor<i32>
      %518 = stablehlo.dynamic_update_slice %iterArg_113, %513, %c_187, %517 : (tensor<4x10xi32>, tensor<4x1xi32>, tensor<i32>, tensor<i32>) -> tensor<4x10xi32>
      %c_188 = stablehlo.constant dense<1> : tensor<i32>
      %519 = stablehlo.broadcast_in_dim %c_188, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
      %520 = stablehlo.add %iterArg_120, %519 : tensor<4x1xi32>
      %c_189 = stablehlo.constant dense<1> : tensor<i32>
      %521 = stablehlo.add %iterArg_112, %c_189 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_94, %iterArg_95, %iterArg_96, %iterArg_97, %iterArg_98, %iterArg_99, %iterArg_100, %iterArg_101, %iterArg_102, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %iterArg_108, %iterArg_109, %iterArg_110, %iterArg_111, %521, %518, %513, %512, %274, %345, %340, %344, %520 : tensor<4x10xi32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x10xi32>, tensor<4x1xi32>, tensor<4xi1>, tensor<2xui32>, tensor<i32>, tensor<4x10x4x8xf32>, tensor<4x10x4x8xf32>, tensor<4x1xi32>
    }
    return %269#20 : tensor<4x10xi32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<4x6xi32>) -> tensor<4x6x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x6xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x6xi32>) -> tensor<4x6x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x6x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x6x1xi32>, tensor<4x6x1xi32>) -> tensor<4x6x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x6x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x6x1xi32>, tensor<4x6x1xi32>) -> tensor<4x6x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x6x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x6x1xi1>, tensor<i1>) -> tensor<4x6xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x6x1xi32>) -> tensor<4x6x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x6xi1>) -> tensor<4x6x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x6x32xi1>, tensor<4x6x32xf32>
    return %16 : tensor<4x6x32xf32>
  }
  func.func private @_where(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xi32>, %arg2: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x6xi1>, tensor<4x6xi32>
    return %0 : tensor<4x6xi32>
  }
  func.func private @_take_0(%arg0: tensor<16x32xf32>, %arg1: tensor<4x6xi32>) -> tensor<4x6x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x6xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x6xi32>) -> tensor<4x6x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x6x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x6x1xi32>, tensor<4x6x1xi32>) -> tensor<4x6x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x6x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x6x1xi32>, tensor<4x6x1xi32>) -> tensor<4x6x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x6x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x6x1xi1>, tensor<i1>) -> tensor<4x6xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<16x32xf32>, tensor<4x6x1xi32>) -> tensor<4x6x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x6xi1>) -> tensor<4x6x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x6x32xi1>, tensor<4x6x32xf32>
    return %16 : tensor<4x6x32xf32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_1(%arg0: tensor<i32>, %arg1: tensor<4x64xf32>, %arg2: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<4x64xf32>
    return %1 : tensor<4x64xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<4x64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x64xf32>
    %1 = stablehlo.log %0 : tensor<4x64xf32>
    %2 = stablehlo.negate %1 : tensor<4x64xf32>
    %3 = stablehlo.log %2 : tensor<4x64xf32>
    %4 = stablehlo.negate %3 : tensor<4x64xf32>
    return %4 : tensor<4x64xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<4x64xui64>
    %8 = stablehlo.iota dim = 1 : tensor<4x64xui64>
    %c = stablehlo.constant dense<64> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x64xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<4x64xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x64xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<4x64xui64>
    %13 = stablehlo.add %10, %12 : tensor<4x64xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x64xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<4x64xui64>
    %16 = stablehlo.convert %13 : (tensor<4x64xui64>) -> tensor<4x64xui32>
    %17 = stablehlo.convert %15 : (tensor<4x64xui64>) -> tensor<4x64xui32>
    %18:2 = call @threefry2x32_2(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<4x64xui32>, tensor<4x64xui32>) -> (tensor<4x64xui32>, tensor<4x64xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<4x64xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<4x64xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %23 = stablehlo.or %21, %22 : tensor<4x64xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<4x64xui32>) -> tensor<4x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<4x64xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x64xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<4x64xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x64xf32>
    %31 = stablehlo.add %29, %30 : tensor<4x64xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x64xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<4x64xf32>
    return %33 : tensor<4x64xf32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4x64xui32>, %arg3: tensor<4x64xui32>) -> (tensor<4x64xui32>, tensor<4x64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4x64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_3(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4x64xui32>, tensor<4x64xui32>
  }
  func.func private @closed_call_3(%arg0: tensor<i32>, %arg1: tensor<4x64xui32>, %arg2: tensor<4x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4x64xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<4x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4x64xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<4x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4x64xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<4x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4x64xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<4x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<4x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<4x64xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<4x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4x64xui32>, tensor<4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @argmax(%arg0: tensor<4x64xf32>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x64xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x64xf32>, tensor<4x64xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
  func.func private @_take_4(%arg0: tensor<64x32xf32>, %arg1: tensor<4x1xi32>) -> tensor<4x1x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = call @_where_5(%1, %3, %arg1) : (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x1x1xi32>) -> tensor<4x1x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x1x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x1x32xi1>, tensor<4x1x32xf32>
    return %16 : tensor<4x1x32xf32>
  }
  func.func private @_where_5(%arg0: tensor<4x1xi1>, %arg1: tensor<4x1xi32>, %arg2: tensor<4x1xi32>) -> tensor<4x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x1xi1>, tensor<4x1xi32>
    return %0 : tensor<4x1xi32>
  }
  func.func private @_take_6(%arg0: tensor<16x32xf32>, %arg1: tensor<4x1xi32>) -> tensor<4x1x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = call @_where_5(%1, %3, %arg1) : (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<16x32xf32>, tensor<4x1x1xi32>) -> tensor<4x1x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x1x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x1x32xi1>, tensor<4x1x32xf32>
    return %16 : tensor<4x1x32xf32>
  }
  func.func private @clip_7(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_8(%arg0: tensor<i32>, %arg1: tensor<4x64xf32>, %arg2: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<4x64xf32>
    return %1 : tensor<4x64xf32>
  }
  func.func private @_gumbel_9(%arg0: tensor<2xui32>) -> tensor<4x64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform_10(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x64xf32>
    %1 = stablehlo.log %0 : tensor<4x64xf32>
    %2 = stablehlo.negate %1 : tensor<4x64xf32>
    %3 = stablehlo.log %2 : tensor<4x64xf32>
    %4 = stablehlo.negate %3 : tensor<4x64xf32>
    return %4 : tensor<4x64xf32>
  }
  func.func private @_uniform_10(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<4x64xui64>
    %8 = stablehlo.iota dim = 1 : tensor<4x64xui64>
    %c = stablehlo.constant dense<64> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x64xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<4x64xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x64xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<4x64xui64>
    %13 = stablehlo.add %10, %12 : tensor<4x64xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x64xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<4x64xui64>
    %16 = stablehlo.convert %13 : (tensor<4x64xui64>) -> tensor<4x64xui32>
    %17 = stablehlo.convert %15 : (tensor<4x64xui64>) -> tensor<4x64xui32>
    %18:2 = call @threefry2x32_2(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<4x64xui32>, tensor<4x64xui32>) -> (tensor<4x64xui32>, tensor<4x64xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<4x64xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<4x64xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x64xui32>
    %23 = stablehlo.or %21, %22 : tensor<4x64xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<4x64xui32>) -> tensor<4x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<4x64xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x64xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<4x64xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x64xf32>
    %31 = stablehlo.add %29, %30 : tensor<4x64xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x64xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<4x64xf32>
    return %33 : tensor<4x64xf32>
  }
}
