module @jit_fn attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=2]> {stablehlo.mesh = {axes = [{name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<2x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg10: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg12: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg14: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg15: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg16: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg26: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg28: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg30: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg31: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg32: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg39: tensor<2x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg40: tensor<2x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg41: tensor<2x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<2x16x64xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x64xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %3 = stablehlo.convert %2 : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %4 = call @_take(%arg4, %arg39) : (tensor<256x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %5 = call @_take_0(%arg2, %1) : (tensor<16x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %6 = call @_take_1(%arg3, %arg40) : (tensor<2x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x16x64xf32>
    %8 = stablehlo.add %7, %5 : tensor<2x16x64xf32>
    %9 = chlo.square %8 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x16xf32>
    %16 = chlo.square %12 : tensor<2x16xf32> -> tensor<2x16xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x16xf32>
    %20 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %23 = stablehlo.subtract %8, %22 : tensor<2x16x64xf32>
    %cst_5 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %25 = stablehlo.add %21, %24 : tensor<2x16x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x16x1xf32>
    %27 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<2x16x64xf32>
    %31 = stablehlo.multiply %23, %30 : tensor<2x16x64xf32>
    %32 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x16x64xf32>
    %35 = stablehlo.slice %3 [0:1, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %36 = stablehlo.reshape %35 : (tensor<1x4xi32>) -> tensor<4xi32>
    %37 = stablehlo.dot_general %34, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %38 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %40 = stablehlo.add %37, %39 : tensor<2x16x64xf32>
    %41 = stablehlo.dot_general %34, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %42 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %44 = stablehlo.add %41, %43 : tensor<2x16x64xf32>
    %45 = stablehlo.dot_general %34, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %46 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x16x64xf32>
    %49 = stablehlo.reshape %40 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %50 = stablehlo.reshape %44 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %51 = stablehlo.reshape %48 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %52 = stablehlo.broadcast_in_dim %arg41, dims = [0, 3] : (tensor<2x16xi32>) -> tensor<2x1x1x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1x1x16xi32>
    %54 = stablehlo.compare GT, %52, %53, SIGNED : (tensor<2x1x1x16xi32>, tensor<2x1x1x16xi32>) -> tensor<2x1x1x16xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %56 = stablehlo.convert %55 : tensor<2x1x1x16xf32>
    %cst_7 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %58 = stablehlo.select %54, %56, %57 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %59 = stablehlo.sqrt %cst_8 : tensor<f32>
    %60 = stablehlo.convert %59 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %62 = stablehlo.divide %49, %61 : tensor<2x16x4x16xf32>
    %63 = stablehlo.dot_general %62, %50, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %64 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x4x16x16xf32>
    %65 = stablehlo.add %63, %64 : tensor<2x4x16x16xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %68 = stablehlo.maximum %67, %66 : tensor<2x4x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %71 = stablehlo.subtract %65, %70 : tensor<2x4x16x16xf32>
    %72 = stablehlo.exponential %71 : tensor<2x4x16x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %76 = stablehlo.divide %72, %75 : tensor<2x4x16x16xf32>
    %77 = stablehlo.convert %36 : (tensor<4xi32>) -> tensor<4xf32>
    %78 = stablehlo.convert %76 : tensor<2x4x16x16xf32>
    %79 = stablehlo.dot_general %77, %78, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<2x4x16x16xf32>) -> tensor<4x2x16x16xf32>
    %80 = stablehlo.transpose %79, dims = [1, 0, 2, 3] : (tensor<4x2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %81 = stablehlo.dot_general %51, %80, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %82 = stablehlo.transpose %81, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %84 = stablehlo.dot_general %83, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %85 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %87 = stablehlo.add %84, %86 : tensor<2x16x64xf32>
    %88 = stablehlo.add %87, %34 : tensor<2x16x64xf32>
    %89 = chlo.square %88 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%88 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %92 = stablehlo.divide %90, %91 : tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%89 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %95 = stablehlo.divide %93, %94 : tensor<2x16xf32>
    %96 = chlo.square %92 : tensor<2x16xf32> -> tensor<2x16xf32>
    %97 = stablehlo.subtract %95, %96 : tensor<2x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %99 = stablehlo.maximum %98, %97 : tensor<2x16xf32>
    %100 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %103 = stablehlo.subtract %88, %102 : tensor<2x16x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %105 = stablehlo.add %101, %104 : tensor<2x16x1xf32>
    %106 = stablehlo.rsqrt %105 : tensor<2x16x1xf32>
    %107 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<2x16x64xf32>
    %111 = stablehlo.multiply %103, %110 : tensor<2x16x64xf32>
    %112 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %114 = stablehlo.add %111, %113 : tensor<2x16x64xf32>
    %115 = stablehlo.dot_general %114, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %116 = stablehlo.reshape %arg15 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %118 = stablehlo.add %115, %117 : tensor<2x16x256xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<2x16x256xf32>
    %121 = stablehlo.negate %118 : tensor<2x16x256xf32>
    %cst_19 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x16x256xf32>
    %124 = chlo.erfc %123 : tensor<2x16x256xf32> -> tensor<2x16x256xf32>
    %125 = stablehlo.multiply %120, %124 : tensor<2x16x256xf32>
    %126 = stablehlo.dot_general %125, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %127 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %129 = stablehlo.add %126, %128 : tensor<2x16x64xf32>
    %130 = stablehlo.add %129, %114 : tensor<2x16x64xf32>
    %131 = chlo.square %130 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%130 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %134 = stablehlo.divide %132, %133 : tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%131 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %137 = stablehlo.divide %135, %136 : tensor<2x16xf32>
    %138 = chlo.square %134 : tensor<2x16xf32> -> tensor<2x16xf32>
    %139 = stablehlo.subtract %137, %138 : tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %141 = stablehlo.maximum %140, %139 : tensor<2x16xf32>
    %142 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %143 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %145 = stablehlo.subtract %130, %144 : tensor<2x16x64xf32>
    %cst_25 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %147 = stablehlo.add %143, %146 : tensor<2x16x1xf32>
    %148 = stablehlo.rsqrt %147 : tensor<2x16x1xf32>
    %149 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<2x16x64xf32>
    %153 = stablehlo.multiply %145, %152 : tensor<2x16x64xf32>
    %154 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %156 = stablehlo.add %153, %155 : tensor<2x16x64xf32>
    %157 = stablehlo.slice %3 [1:2, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %158 = stablehlo.reshape %157 : (tensor<1x4xi32>) -> tensor<4xi32>
    %159 = stablehlo.dot_general %156, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %160 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %162 = stablehlo.add %159, %161 : tensor<2x16x64xf32>
    %163 = stablehlo.dot_general %156, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %164 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %166 = stablehlo.add %163, %165 : tensor<2x16x64xf32>
    %167 = stablehlo.dot_general %156, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %168 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %170 = stablehlo.add %167, %169 : tensor<2x16x64xf32>
    %171 = stablehlo.reshape %162 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %172 = stablehlo.reshape %166 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %173 = stablehlo.reshape %170 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %174 = stablehlo.broadcast_in_dim %arg41, dims = [0, 3] : (tensor<2x16xi32>) -> tensor<2x1x1x16xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %175 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<2x1x1x16xi32>
    %176 = stablehlo.compare GT, %174, %175, SIGNED : (tensor<2x1x1x16xi32>, tensor<2x1x1x16xi32>) -> tensor<2x1x1x16xi1>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %178 = stablehlo.convert %177 : tensor<2x1x1x16xf32>
    %cst_28 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %180 = stablehlo.select %176, %178, %179 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xf32>
    %cst_29 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %181 = stablehlo.sqrt %cst_29 : tensor<f32>
    %182 = stablehlo.convert %181 : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %184 = stablehlo.divide %171, %183 : tensor<2x16x4x16xf32>
    %185 = stablehlo.dot_general %184, %172, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %186 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x4x16x16xf32>
    %187 = stablehlo.add %185, %186 : tensor<2x4x16x16xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_30) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %190 = stablehlo.maximum %189, %188 : tensor<2x4x16xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %193 = stablehlo.subtract %187, %192 : tensor<2x4x16x16xf32>
    %194 = stablehlo.exponential %193 : tensor<2x4x16x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %198 = stablehlo.divide %194, %197 : tensor<2x4x16x16xf32>
    %199 = stablehlo.convert %158 : (tensor<4xi32>) -> tensor<4xf32>
    %200 = stablehlo.convert %198 : tensor<2x4x16x16xf32>
    %201 = stablehlo.dot_general %199, %200, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<2x4x16x16xf32>) -> tensor<4x2x16x16xf32>
    %202 = stablehlo.transpose %201, dims = [1, 0, 2, 3] : (tensor<4x2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %203 = stablehlo.dot_general %173, %202, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %204 = stablehlo.transpose %203, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %206 = stablehlo.dot_general %205, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %207 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %209 = stablehlo.add %206, %208 : tensor<2x16x64xf32>
    %210 = stablehlo.add %209, %156 : tensor<2x16x64xf32>
    %211 = chlo.square %210 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%210 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %214 = stablehlo.divide %212, %213 : tensor<2x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%211 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %217 = stablehlo.divide %215, %216 : tensor<2x16xf32>
    %218 = chlo.square %214 : tensor<2x16xf32> -> tensor<2x16xf32>
    %219 = stablehlo.subtract %217, %218 : tensor<2x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %221 = stablehlo.maximum %220, %219 : tensor<2x16xf32>
    %222 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %225 = stablehlo.subtract %210, %224 : tensor<2x16x64xf32>
    %cst_38 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %227 = stablehlo.add %223, %226 : tensor<2x16x1xf32>
    %228 = stablehlo.rsqrt %227 : tensor<2x16x1xf32>
    %229 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %230 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %231 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<2x16x64xf32>
    %233 = stablehlo.multiply %225, %232 : tensor<2x16x64xf32>
    %234 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %236 = stablehlo.add %233, %235 : tensor<2x16x64xf32>
    %237 = stablehlo.dot_general %236, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %238 = stablehlo.reshape %arg31 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %240 = stablehlo.add %237, %239 : tensor<2x16x256xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<2x16x256xf32>
    %243 = stablehlo.negate %240 : tensor<2x16x256xf32>
    %cst_40 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<2x16x256xf32>
    %246 = chlo.erfc %245 : tensor<2x16x256xf32> -> tensor<2x16x256xf32>
    %247 = stablehlo.multiply %242, %246 : tensor<2x16x256xf32>
    %248 = stablehlo.dot_general %247, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %249 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %251 = stablehlo.add %248, %250 : tensor<2x16x64xf32>
    %252 = stablehlo.add %251, %236 : tensor<2x16x64xf32>
    %253 = chlo.square %252 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%252 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %256 = stablehlo.divide %254, %255 : tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%253 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %259 = stablehlo.divide %257, %258 : tensor<2x16xf32>
    %260 = chlo.square %256 : tensor<2x16xf32> -> tensor<2x16xf32>
    %261 = stablehlo.subtract %259, %260 : tensor<2x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %263 = stablehlo.maximum %262, %261 : tensor<2x16xf32>
    %264 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %265 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %267 = stablehlo.subtract %252, %266 : tensor<2x16x64xf32>
    %cst_46 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %269 = stablehlo.add %265, %268 : tensor<2x16x1xf32>
    %270 = stablehlo.rsqrt %269 : tensor<2x16x1xf32>
    %271 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %272 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %274 = stablehlo.multiply %272, %273 : tensor<2x16x64xf32>
    %275 = stablehlo.multiply %267, %274 : tensor<2x16x64xf32>
    %276 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %278 = stablehlo.add %275, %277 : tensor<2x16x64xf32>
    %279 = stablehlo.slice %278 [0:2, 0:1, 0:64] : (tensor<2x16x64xf32>) -> tensor<2x1x64xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x1x64xf32>) -> tensor<2x64xf32>
    %281 = stablehlo.dot_general %280, %arg38, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %282 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x64xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %284 = stablehlo.add %281, %283 : tensor<2x64xf32>
    %285 = stablehlo.tanh %284 : tensor<2x64xf32>
    return %278, %285 : tensor<2x16x64xf32>, tensor<2x64xf32>
  }
  func.func private @_take(%arg0: tensor<256x64xf32>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %16 : tensor<2x16x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @_take_0(%arg0: tensor<16x64xf32>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<16x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %16 : tensor<2x16x64xf32>
  }
  func.func private @_take_1(%arg0: tensor<2x64xf32>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<2x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %16 : tensor<2x16x64xf32>
  }
}
