module @jit_fn attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=2]> {stablehlo.mesh = {axes = [{name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg1: tensor<192x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg9: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg12: tensor<192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg13: tensor<192x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg21: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg28: tensor<2x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<2x16x256xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) {
    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<2x16xi32>
    %3 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %5 = stablehlo.convert %4 : (tensor<2x16xf32>) -> tensor<2x16xi32>
    %6 = stablehlo.convert %4 : (tensor<2x16xf32>) -> tensor<2x16xi32>
    %7 = call @_take(%arg27, %arg28) : (tensor<256x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %8 = call @_take_0(%arg26, %2) : (tensor<16x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x16x64xf32>
    %10 = chlo.square %9 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %11 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%9 init: %11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %13 = sdy.constant dense<6.400000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %15 = stablehlo.divide %12, %14 : tensor<2x16xf32>
    %16 = stablehlo.reduce(%10 init: %11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %17 = stablehlo.divide %16, %14 : tensor<2x16xf32>
    %18 = chlo.square %15 : tensor<2x16xf32> -> tensor<2x16xf32>
    %19 = stablehlo.subtract %17, %18 : tensor<2x16xf32>
    %20 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<2x16xf32>
    %22 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %25 = stablehlo.subtract %9, %24 : tensor<2x16x64xf32>
    %26 = sdy.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %28 = stablehlo.add %23, %27 : tensor<2x16x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<2x16x1xf32>
    %30 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<2x16x64xf32>
    %34 = stablehlo.multiply %25, %33 : tensor<2x16x64xf32>
    %35 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x16x64xf32>
    %38 = stablehlo.iota dim = 0 : tensor<16xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16x1xi32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 2] : (tensor<1x16xi32>) -> tensor<1x1x16xi32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x16x1xi32>) -> tensor<1x16x16xi32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x16xi32>) -> tensor<1x16x16xi32>
    %44 = stablehlo.compare GE, %42, %43, SIGNED : (tensor<1x16x16xi32>, tensor<1x16x16xi32>) -> tensor<1x16x16xi1>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 2, 3] : (tensor<1x16x16xi1>) -> tensor<1x1x16x16xi1>
    %46 = stablehlo.transpose %arg1, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %47 = stablehlo.dot_general %37, %46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %48 = stablehlo.broadcast_in_dim %arg0, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %50 = stablehlo.add %47, %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x192xf32>
    %51 = stablehlo.slice %50 [0:2, 0:16, 0:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %52 = stablehlo.slice %50 [0:2, 0:16, 64:128] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %53 = stablehlo.slice %50 [0:2, 0:16, 128:192] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %54 = stablehlo.reshape %51 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %55 = stablehlo.reshape %52 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %56 = stablehlo.reshape %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %57 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<2x1x16x16xi1>
    %58 = stablehlo.broadcast_in_dim %5, dims = [0, 3] : (tensor<2x16xi32>) -> tensor<2x1x1x16xi32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xi32>) -> tensor<2x1x16x16xi32>
    %60 = stablehlo.convert %57 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xi32>
    %61 = sdy.constant dense<0> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i32>) -> tensor<2x1x16x16xi32>
    %63 = stablehlo.compare NE, %59, %62, SIGNED : (tensor<2x1x16x16xi32>, tensor<2x1x16x16xi32>) -> tensor<2x1x16x16xi1>
    %64 = stablehlo.compare NE, %60, %62, SIGNED : (tensor<2x1x16x16xi32>, tensor<2x1x16x16xi32>) -> tensor<2x1x16x16xi1>
    %65 = stablehlo.and %63, %64 : tensor<2x1x16x16xi1>
    %66 = stablehlo.convert %65 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xf32>
    %67 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %68 = stablehlo.compare GT, %66, %67, FLOAT : (tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>) -> tensor<2x1x16x16xi1>
    %69 = stablehlo.convert %67 : tensor<2x1x16x16xf32>
    %70 = sdy.constant dense<-3.40282347E+38> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %72 = stablehlo.select %68, %69, %71 : tensor<2x1x16x16xi1>, tensor<2x1x16x16xf32>
    %73 = sdy.constant dense<1.600000e+01> : tensor<f32>
    %74 = stablehlo.sqrt %73 : tensor<f32>
    %75 = stablehlo.convert %74 : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %77 = stablehlo.divide %54, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x16x4x16xf32>
    %78 = stablehlo.dot_general %77, %55, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %79 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %80 = stablehlo.add %78, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %81 = sdy.constant dense<0xFF800000> : tensor<f32>
    %82 = stablehlo.reduce(%80 init: %81) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<2x4x16xf32>
    %84 = stablehlo.maximum %83, %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<2x4x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %87 = stablehlo.subtract %80, %86 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %88 = stablehlo.exponential %87 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %89 = stablehlo.reduce(%88 init: %11) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %92 = stablehlo.divide %88, %91 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %93 = stablehlo.dot_general %56, %92, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %94 = stablehlo.transpose %93, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %95 = stablehlo.reshape %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %96 = stablehlo.transpose %arg3, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %97 = stablehlo.dot_general %95, %96, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %98 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %100 = stablehlo.add %97, %99 : tensor<2x16x64xf32>
    %101 = stablehlo.add %100, %9 : tensor<2x16x64xf32>
    %102 = chlo.square %101 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %103 = stablehlo.reduce(%101 init: %11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %104 = stablehlo.divide %103, %14 : tensor<2x16xf32>
    %105 = stablehlo.reduce(%102 init: %11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %106 = stablehlo.divide %105, %14 : tensor<2x16xf32>
    %107 = chlo.square %104 : tensor<2x16xf32> -> tensor<2x16xf32>
    %108 = stablehlo.subtract %106, %107 : tensor<2x16xf32>
    %109 = stablehlo.maximum %20, %108 : tensor<2x16xf32>
    %110 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %111 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %113 = stablehlo.subtract %101, %112 : tensor<2x16x64xf32>
    %114 = stablehlo.add %111, %27 : tensor<2x16x1xf32>
    %115 = stablehlo.rsqrt %114 : tensor<2x16x1xf32>
    %116 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x16x64xf32>
    %120 = stablehlo.multiply %113, %119 : tensor<2x16x64xf32>
    %121 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %123 = stablehlo.add %120, %122 : tensor<2x16x64xf32>
    %124 = stablehlo.transpose %arg9, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %126 = stablehlo.broadcast_in_dim %arg8, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %128 = stablehlo.add %125, %127 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %129 = stablehlo.multiply %128, %128 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %130 = stablehlo.multiply %129, %128 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %131 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x16x256xf32>
    %133 = stablehlo.multiply %132, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %134 = stablehlo.add %128, %133 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %135 = sdy.constant dense<0.797884583> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x16x256xf32>
    %137 = stablehlo.multiply %136, %134 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %138 = stablehlo.tanh %137 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %139 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x16x256xf32>
    %140 = stablehlo.add %139, %138 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %141 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x16x256xf32>
    %143 = stablehlo.multiply %142, %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %144 = stablehlo.multiply %128, %143 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %145 = stablehlo.transpose %arg11, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %146 = stablehlo.dot_general %144, %145, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %147 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.add %146, %148 : tensor<2x16x64xf32>
    %150 = stablehlo.add %101, %149 : tensor<2x16x64xf32>
    %151 = chlo.square %150 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %152 = stablehlo.reduce(%150 init: %11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %153 = stablehlo.divide %152, %14 : tensor<2x16xf32>
    %154 = stablehlo.reduce(%151 init: %11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %155 = stablehlo.divide %154, %14 : tensor<2x16xf32>
    %156 = chlo.square %153 : tensor<2x16xf32> -> tensor<2x16xf32>
    %157 = stablehlo.subtract %155, %156 : tensor<2x16xf32>
    %158 = stablehlo.maximum %20, %157 : tensor<2x16xf32>
    %159 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %160 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %161 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %162 = stablehlo.subtract %150, %161 : tensor<2x16x64xf32>
    %163 = stablehlo.add %160, %27 : tensor<2x16x1xf32>
    %164 = stablehlo.rsqrt %163 : tensor<2x16x1xf32>
    %165 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %166 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %167 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<2x16x64xf32>
    %169 = stablehlo.multiply %162, %168 : tensor<2x16x64xf32>
    %170 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %172 = stablehlo.add %169, %171 : tensor<2x16x64xf32>
    %173 = stablehlo.iota dim = 0 : tensor<16xi32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16x1xi32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 2] : (tensor<1x16xi32>) -> tensor<1x1x16xi32>
    %177 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x16x1xi32>) -> tensor<1x16x16xi32>
    %178 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x16xi32>) -> tensor<1x16x16xi32>
    %179 = stablehlo.compare GE, %177, %178, SIGNED : (tensor<1x16x16xi32>, tensor<1x16x16xi32>) -> tensor<1x16x16xi1>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 2, 3] : (tensor<1x16x16xi1>) -> tensor<1x1x16x16xi1>
    %181 = stablehlo.transpose %arg13, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %182 = stablehlo.dot_general %172, %181, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x192xf32>) -> tensor<2x16x192xf32>
    %183 = stablehlo.broadcast_in_dim %arg12, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x192xf32>) -> tensor<2x16x192xf32>
    %185 = stablehlo.add %182, %184 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x192xf32>
    %186 = stablehlo.slice %185 [0:2, 0:16, 0:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %187 = stablehlo.slice %185 [0:2, 0:16, 64:128] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %188 = stablehlo.slice %185 [0:2, 0:16, 128:192] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x192xf32>) -> tensor<2x16x64xf32>
    %189 = stablehlo.reshape %186 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %190 = stablehlo.reshape %187 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %191 = stablehlo.reshape %188 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %192 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<2x1x16x16xi1>
    %193 = stablehlo.broadcast_in_dim %6, dims = [0, 3] : (tensor<2x16xi32>) -> tensor<2x1x1x16xi32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xi32>) -> tensor<2x1x16x16xi32>
    %195 = stablehlo.convert %192 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xi32>
    %196 = stablehlo.compare NE, %194, %62, SIGNED : (tensor<2x1x16x16xi32>, tensor<2x1x16x16xi32>) -> tensor<2x1x16x16xi1>
    %197 = stablehlo.compare NE, %195, %62, SIGNED : (tensor<2x1x16x16xi32>, tensor<2x1x16x16xi32>) -> tensor<2x1x16x16xi1>
    %198 = stablehlo.and %196, %197 : tensor<2x1x16x16xi1>
    %199 = stablehlo.convert %198 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xf32>
    %200 = stablehlo.compare GT, %199, %67, FLOAT : (tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>) -> tensor<2x1x16x16xi1>
    %201 = stablehlo.convert %67 : tensor<2x1x16x16xf32>
    %202 = stablehlo.select %200, %201, %71 : tensor<2x1x16x16xi1>, tensor<2x1x16x16xf32>
    %203 = stablehlo.sqrt %73 : tensor<f32>
    %204 = stablehlo.convert %203 : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<2x16x4x16xf32>
    %206 = stablehlo.divide %189, %205 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x16x4x16xf32>
    %207 = stablehlo.dot_general %206, %190, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %208 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %209 = stablehlo.add %207, %208 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %210 = stablehlo.reduce(%209 init: %81) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %211 = stablehlo.maximum %83, %210 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<2x4x16xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %214 = stablehlo.subtract %209, %213 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %215 = stablehlo.exponential %214 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %216 = stablehlo.reduce(%215 init: %11) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %219 = stablehlo.divide %215, %218 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x16x16xf32>
    %220 = stablehlo.dot_general %191, %219, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %221 = stablehlo.transpose %220, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %222 = stablehlo.reshape %221 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %223 = stablehlo.transpose %arg15, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %224 = stablehlo.dot_general %222, %223, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %225 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %227 = stablehlo.add %224, %226 : tensor<2x16x64xf32>
    %228 = stablehlo.add %227, %150 : tensor<2x16x64xf32>
    %229 = chlo.square %228 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %230 = stablehlo.reduce(%228 init: %11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %231 = stablehlo.divide %230, %14 : tensor<2x16xf32>
    %232 = stablehlo.reduce(%229 init: %11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %233 = stablehlo.divide %232, %14 : tensor<2x16xf32>
    %234 = chlo.square %231 : tensor<2x16xf32> -> tensor<2x16xf32>
    %235 = stablehlo.subtract %233, %234 : tensor<2x16xf32>
    %236 = stablehlo.maximum %20, %235 : tensor<2x16xf32>
    %237 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %239 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %240 = stablehlo.subtract %228, %239 : tensor<2x16x64xf32>
    %241 = stablehlo.add %238, %27 : tensor<2x16x1xf32>
    %242 = stablehlo.rsqrt %241 : tensor<2x16x1xf32>
    %243 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %245 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<2x16x64xf32>
    %247 = stablehlo.multiply %240, %246 : tensor<2x16x64xf32>
    %248 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %250 = stablehlo.add %247, %249 : tensor<2x16x64xf32>
    %251 = stablehlo.transpose %arg21, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %252 = stablehlo.dot_general %250, %251, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    %253 = stablehlo.broadcast_in_dim %arg20, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<1x1x256xf32>) -> tensor<2x16x256xf32>
    %255 = stablehlo.add %252, %254 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %256 = stablehlo.multiply %255, %255 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %257 = stablehlo.multiply %256, %255 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %258 = stablehlo.multiply %132, %257 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %259 = stablehlo.add %255, %258 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %260 = stablehlo.multiply %136, %259 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %261 = stablehlo.tanh %260 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %262 = stablehlo.add %139, %261 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %263 = stablehlo.multiply %142, %262 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %264 = stablehlo.multiply %255, %263 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x16x256xf32>
    %265 = stablehlo.transpose %arg23, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %266 = stablehlo.dot_general %264, %265, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x256xf32>, tensor<256x64xf32>) -> tensor<2x16x64xf32>
    %267 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %269 = stablehlo.add %266, %268 : tensor<2x16x64xf32>
    %270 = stablehlo.add %228, %269 : tensor<2x16x64xf32>
    %271 = chlo.square %270 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %272 = stablehlo.reduce(%270 init: %11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %273 = stablehlo.divide %272, %14 : tensor<2x16xf32>
    %274 = stablehlo.reduce(%271 init: %11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %275 = stablehlo.divide %274, %14 : tensor<2x16xf32>
    %276 = chlo.square %273 : tensor<2x16xf32> -> tensor<2x16xf32>
    %277 = stablehlo.subtract %275, %276 : tensor<2x16xf32>
    %278 = stablehlo.maximum %20, %277 : tensor<2x16xf32>
    %279 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %281 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %282 = stablehlo.subtract %270, %281 : tensor<2x16x64xf32>
    %283 = stablehlo.add %280, %27 : tensor<2x16x1xf32>
    %284 = stablehlo.rsqrt %283 : tensor<2x16x1xf32>
    %285 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %286 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %287 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<2x16x64xf32>
    %289 = stablehlo.multiply %282, %288 : tensor<2x16x64xf32>
    %290 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %292 = stablehlo.add %289, %291 : tensor<2x16x64xf32>
    %293 = stablehlo.transpose %arg27, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %294 = stablehlo.dot_general %292, %293, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x16x64xf32>, tensor<64x256xf32>) -> tensor<2x16x256xf32>
    return %294 : tensor<2x16x256xf32>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @_take(%arg0: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<2x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<2x16x64xf32> {
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
}
