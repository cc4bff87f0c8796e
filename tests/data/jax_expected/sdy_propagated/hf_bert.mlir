module @jit_fn attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=2]> {stablehlo.mesh = {axes = [{name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<2x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg10: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg12: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg14: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg15: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg16: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg26: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg28: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg30: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg31: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg32: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg39: tensor<2x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg40: tensor<2x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg41: tensor<2x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<2x16x64xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<2x64xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %2 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x4xf32>
    %4 = stablehlo.convert %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %5 = stablehlo.convert %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %6 = call @_take(%arg4, %arg39) : (tensor<256x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %7 = call @_take_0(%arg2, %1) : (tensor<16x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %8 = call @_take_1(%arg3, %arg40) : (tensor<2x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %9 = stablehlo.add %6, %8 : tensor<2x16x64xf32>
    %10 = stablehlo.add %9, %7 : tensor<2x16x64xf32>
    %11 = chlo.square %10 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %12 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%10 init: %12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %14 = sdy.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.divide %13, %15 : tensor<2x16xf32>
    %17 = stablehlo.reduce(%11 init: %12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %18 = stablehlo.divide %17, %15 : tensor<2x16xf32>
    %19 = chlo.square %16 : tensor<2x16xf32> -> tensor<2x16xf32>
    %20 = stablehlo.subtract %18, %19 : tensor<2x16xf32>
    %21 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<2x16xf32>
    %23 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %26 = stablehlo.subtract %10, %25 : tensor<2x16x64xf32>
    %27 = sdy.constant dense<9.99999996E-13> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %29 = stablehlo.add %24, %28 : tensor<2x16x1xf32>
    %30 = stablehlo.rsqrt %29 : tensor<2x16x1xf32>
    %31 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<2x16x64xf32>
    %35 = stablehlo.multiply %26, %34 : tensor<2x16x64xf32>
    %36 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %38 = stablehlo.add %35, %37 : tensor<2x16x64xf32>
    %39 = stablehlo.slice %4 [0:1, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %40 = stablehlo.reshape %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x4xi32>) -> tensor<4xi32>
    %41 = stablehlo.dot_general %38, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %42 = stablehlo.reshape %arg11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %44 = stablehlo.add %41, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x64xf32>
    %45 = stablehlo.dot_general %38, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %46 = stablehlo.reshape %arg9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %48 = stablehlo.add %45, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x64xf32>
    %49 = stablehlo.dot_general %38, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %50 = stablehlo.reshape %arg13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %52 = stablehlo.add %49, %51 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x64xf32>
    %53 = stablehlo.reshape %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %54 = stablehlo.reshape %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %55 = stablehlo.reshape %52 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %56 = stablehlo.broadcast_in_dim %arg41, dims = [0, 3] : (tensor<2x16xi32>) -> tensor<2x1x1x16xi32>
    %57 = sdy.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i32>) -> tensor<2x1x1x16xi32>
    %59 = stablehlo.compare GT, %56, %58, SIGNED : (tensor<2x1x1x16xi32>, tensor<2x1x1x16xi32>) -> tensor<2x1x1x16xi1>
    %60 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %61 = stablehlo.convert %60 : tensor<2x1x1x16xf32>
    %62 = sdy.constant dense<-3.40282347E+38> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %64 = stablehlo.select %59, %61, %63 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xf32>
    %65 = sdy.constant dense<1.600000e+01> : tensor<f32>
    %66 = stablehlo.sqrt %65 : tensor<f32>
    %67 = stablehlo.convert %66 : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %69 = stablehlo.divide %53, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x16x4x16xf32>
    %70 = stablehlo.dot_general %69, %54, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %71 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x1x1x16xf32>) -> tensor<2x4x16x16xf32>
    %72 = stablehlo.add %70, %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %73 = sdy.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.reduce(%72 init: %73) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<2x4x16xf32>
    %76 = stablehlo.maximum %75, %74 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<2x4x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %79 = stablehlo.subtract %72, %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %80 = stablehlo.exponential %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %81 = stablehlo.reduce(%80 init: %12) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %84 = stablehlo.divide %80, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %85 = stablehlo.convert %40 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<4xi32>) -> tensor<4xf32>
    %86 = stablehlo.convert %84 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %87 = stablehlo.dot_general %85, %86, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : (tensor<4xf32>, tensor<2x4x16x16xf32>) -> tensor<4x2x16x16xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %89 = stablehlo.dot_general %55, %88, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %90 = stablehlo.transpose %89, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %91 = stablehlo.reshape %90 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %92 = stablehlo.dot_general %91, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %93 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %95 = stablehlo.add %92, %94 : tensor<2x16x64xf32>
    %96 = stablehlo.add %95, %38 : tensor<2x16x64xf32>
    %97 = chlo.square %96 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %98 = stablehlo.reduce(%96 init: %12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %99 = stablehlo.divide %98, %15 : tensor<2x16xf32>
    %100 = stablehlo.reduce(%97 init: %12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %101 = stablehlo.divide %100, %15 : tensor<2x16xf32>
    %102 = chlo.square %99 : tensor<2x16xf32> -> tensor<2x16xf32>
    %103 = stablehlo.subtract %101, %102 : tensor<2x16xf32>
    %104 = stablehlo.maximum %21, %103 : tensor<2x16xf32>
    %105 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %108 = stablehlo.subtract %96, %107 : tensor<2x16x64xf32>
    %109 = stablehlo.add %106, %28 : tensor<2x16x1xf32>
    %110 = stablehlo.rsqrt %109 : tensor<2x16x1xf32>
    %111 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<2x16x64xf32>
    %115 = stablehlo.multiply %108, %114 : tensor<2x16x64xf32>
    %116 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %118 = stablehlo.add %115, %117 : tensor<2x16x64xf32>
    %119 = stablehlo.dot_general %118, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %120 = stablehlo.reshape %arg15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %122 = stablehlo.add %119, %121 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %123 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x16x256xf32>
    %125 = stablehlo.multiply %124, %122 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %126 = stablehlo.negate %122 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %127 = sdy.constant dense<0.707106769> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x16x256xf32>
    %129 = stablehlo.multiply %126, %128 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %130 = chlo.erfc %129 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32> -> tensor<2x16x256xf32>
    %131 = stablehlo.multiply %125, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %132 = stablehlo.dot_general %131, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %133 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %135 = stablehlo.add %132, %134 : tensor<2x16x64xf32>
    %136 = stablehlo.add %135, %118 : tensor<2x16x64xf32>
    %137 = chlo.square %136 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %138 = stablehlo.reduce(%136 init: %12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %139 = stablehlo.divide %138, %15 : tensor<2x16xf32>
    %140 = stablehlo.reduce(%137 init: %12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %141 = stablehlo.divide %140, %15 : tensor<2x16xf32>
    %142 = chlo.square %139 : tensor<2x16xf32> -> tensor<2x16xf32>
    %143 = stablehlo.subtract %141, %142 : tensor<2x16xf32>
    %144 = stablehlo.maximum %21, %143 : tensor<2x16xf32>
    %145 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %146 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %147 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %148 = stablehlo.subtract %136, %147 : tensor<2x16x64xf32>
    %149 = stablehlo.add %146, %28 : tensor<2x16x1xf32>
    %150 = stablehlo.rsqrt %149 : tensor<2x16x1xf32>
    %151 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %154 = stablehlo.multiply %152, %153 : tensor<2x16x64xf32>
    %155 = stablehlo.multiply %148, %154 : tensor<2x16x64xf32>
    %156 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %158 = stablehlo.add %155, %157 : tensor<2x16x64xf32>
    %159 = stablehlo.slice %5 [1:2, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %160 = stablehlo.reshape %159 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x4xi32>) -> tensor<4xi32>
    %161 = stablehlo.dot_general %158, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %162 = stablehlo.reshape %arg27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %164 = stablehlo.add %161, %163 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x64xf32>
    %165 = stablehlo.dot_general %158, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %166 = stablehlo.reshape %arg25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %168 = stablehlo.add %165, %167 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x64xf32>
    %169 = stablehlo.dot_general %158, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %170 = stablehlo.reshape %arg29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %172 = stablehlo.add %169, %171 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x64xf32>
    %173 = stablehlo.reshape %164 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %174 = stablehlo.reshape %168 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %175 = stablehlo.reshape %172 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %176 = stablehlo.broadcast_in_dim %arg41, dims = [0, 3] : (tensor<2x16xi32>) -> tensor<2x1x1x16xi32>
    %177 = stablehlo.compare GT, %176, %58, SIGNED : (tensor<2x1x1x16xi32>, tensor<2x1x1x16xi32>) -> tensor<2x1x1x16xi1>
    %178 = stablehlo.convert %60 : tensor<2x1x1x16xf32>
    %179 = stablehlo.select %177, %178, %63 : tensor<2x1x1x16xi1>, tensor<2x1x1x16xf32>
    %180 = stablehlo.sqrt %65 : tensor<f32>
    %181 = stablehlo.convert %180 : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %183 = stablehlo.divide %173, %182 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x16x4x16xf32>
    %184 = stablehlo.dot_general %183, %174, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %185 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x1x1x16xf32>) -> tensor<2x4x16x16xf32>
    %186 = stablehlo.add %184, %185 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %187 = stablehlo.reduce(%186 init: %73) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %188 = stablehlo.maximum %75, %187 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<2x4x16xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %191 = stablehlo.subtract %186, %190 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %192 = stablehlo.exponential %191 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %193 = stablehlo.reduce(%192 init: %12) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %196 = stablehlo.divide %192, %195 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %197 = stablehlo.convert %160 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<4xi32>) -> tensor<4xf32>
    %198 = stablehlo.convert %196 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %199 = stablehlo.dot_general %197, %198, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : (tensor<4xf32>, tensor<2x4x16x16xf32>) -> tensor<4x2x16x16xf32>
    %200 = stablehlo.transpose %199, dims = [1, 0, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<4x2x16x16xf32>) -> tensor<2x4x16x16xf32>
    %201 = stablehlo.dot_general %175, %200, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %202 = stablehlo.transpose %201, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %203 = stablehlo.reshape %202 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %204 = stablehlo.dot_general %203, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %205 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %207 = stablehlo.add %204, %206 : tensor<2x16x64xf32>
    %208 = stablehlo.add %207, %158 : tensor<2x16x64xf32>
    %209 = chlo.square %208 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %210 = stablehlo.reduce(%208 init: %12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %211 = stablehlo.divide %210, %15 : tensor<2x16xf32>
    %212 = stablehlo.reduce(%209 init: %12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %213 = stablehlo.divide %212, %15 : tensor<2x16xf32>
    %214 = chlo.square %211 : tensor<2x16xf32> -> tensor<2x16xf32>
    %215 = stablehlo.subtract %213, %214 : tensor<2x16xf32>
    %216 = stablehlo.maximum %21, %215 : tensor<2x16xf32>
    %217 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %220 = stablehlo.subtract %208, %219 : tensor<2x16x64xf32>
    %221 = stablehlo.add %218, %28 : tensor<2x16x1xf32>
    %222 = stablehlo.rsqrt %221 : tensor<2x16x1xf32>
    %223 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<2x16x64xf32>
    %227 = stablehlo.multiply %220, %226 : tensor<2x16x64xf32>
    %228 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %230 = stablehlo.add %227, %229 : tensor<2x16x64xf32>
    %231 = stablehlo.dot_general %230, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %232 = stablehlo.reshape %arg31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %234 = stablehlo.add %231, %233 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %235 = stablehlo.multiply %124, %234 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %236 = stablehlo.negate %234 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %237 = stablehlo.multiply %236, %128 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %238 = chlo.erfc %237 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32> -> tensor<2x16x256xf32>
    %239 = stablehlo.multiply %235, %238 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %240 = stablehlo.dot_general %239, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %241 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %243 = stablehlo.add %240, %242 : tensor<2x16x64xf32>
    %244 = stablehlo.add %243, %230 : tensor<2x16x64xf32>
    %245 = chlo.square %244 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %246 = stablehlo.reduce(%244 init: %12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %247 = stablehlo.divide %246, %15 : tensor<2x16xf32>
    %248 = stablehlo.reduce(%245 init: %12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %249 = stablehlo.divide %248, %15 : tensor<2x16xf32>
    %250 = chlo.square %247 : tensor<2x16xf32> -> tensor<2x16xf32>
    %251 = stablehlo.subtract %249, %250 : tensor<2x16xf32>
    %252 = stablehlo.maximum %21, %251 : tensor<2x16xf32>
    %253 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %256 = stablehlo.subtract %244, %255 : tensor<2x16x64xf32>
    %257 = stablehlo.add %254, %28 : tensor<2x16x1xf32>
    %258 = stablehlo.rsqrt %257 : tensor<2x16x1xf32>
    %259 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %260 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %261 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<2x16x64xf32>
    %263 = stablehlo.multiply %256, %262 : tensor<2x16x64xf32>
    %264 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %266 = stablehlo.add %263, %265 : tensor<2x16x64xf32>
    %267 = stablehlo.slice %266 [0:2, 0:1, 0:64] : (tensor<2x16x64xf32>) -> tensor<2x1x64xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x1x64xf32>) -> tensor<2x64xf32>
    %269 = stablehlo.dot_general %268, %arg38, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %270 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x64xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %272 = stablehlo.add %269, %271 : tensor<2x64xf32>
    %273 = stablehlo.tanh %272 : tensor<2x64xf32>
    return %266, %273 : tensor<2x16x64xf32>, tensor<2x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @_take(%arg0: tensor<256x64xf32>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xf32> {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %3 = sdy.constant dense<256> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %5 = stablehlo.add %arg1, %4 : tensor<2x16xi32>
    %6 = call @_where(%2, %5, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %8 = sdy.constant dense<255> : tensor<1xi32>
    %9 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare GE, %7, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.broadcast_in_dim %8, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %13 = stablehlo.compare LE, %7, %12, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %14 = stablehlo.and %10, %13 : tensor<2x16x1xi1>
    %15 = sdy.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %17 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %19 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.select %18, %17, %20 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %21 : tensor<2x16x64xf32>
  }
  func.func private @_take_0(%arg0: tensor<16x64xf32>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xf32> {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %3 = sdy.constant dense<16> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %5 = stablehlo.add %arg1, %4 : tensor<2x16xi32>
    %6 = call @_where(%2, %5, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %8 = sdy.constant dense<15> : tensor<1xi32>
    %9 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare GE, %7, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.broadcast_in_dim %8, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %13 = stablehlo.compare LE, %7, %12, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %14 = stablehlo.and %10, %13 : tensor<2x16x1xi1>
    %15 = sdy.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %17 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<16x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %19 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.select %18, %17, %20 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %21 : tensor<2x16x64xf32>
  }
  func.func private @_take_1(%arg0: tensor<2x64xf32>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xf32> {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %3 = sdy.constant dense<2> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %5 = stablehlo.add %arg1, %4 : tensor<2x16xi32>
    %6 = call @_where(%2, %5, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %8 = sdy.constant dense<1> : tensor<1xi32>
    %9 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare GE, %7, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.broadcast_in_dim %8, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %13 = stablehlo.compare LE, %7, %12, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %14 = stablehlo.and %10, %13 : tensor<2x16x1xi1>
    %15 = sdy.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %17 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<2x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %19 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %21 = stablehlo.select %18, %17, %20 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %21 : tensor<2x16x64xf32>
  }
}
