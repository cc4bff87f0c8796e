module @jit_llama_fwd attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<2x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg5: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg6: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg7: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<2x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg9: tensor<2x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg10: tensor<2x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg11: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<2x8x64xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<64x32xf32>, tensor<2x8xi32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.slice %arg2 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32xf32>) -> tensor<32xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<2x8x32xf32>
    %4 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %7 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %9 = stablehlo.divide %6, %8 : tensor<2x8x1xf32>
    %10 = sdy.constant dense<9.99999997E-7> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x8x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<2x8x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %0, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.slice %arg4 [0:1, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %20 = stablehlo.reshape %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %21 = stablehlo.dot_general %18, %20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %22 = stablehlo.reshape %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %23 = stablehlo.slice %arg5 [0:1, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %24 = stablehlo.reshape %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %18, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %26 = stablehlo.reshape %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %27 = stablehlo.slice %arg6 [0:1, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %28 = stablehlo.reshape %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %29 = stablehlo.dot_general %18, %28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %30 = stablehlo.reshape %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %31 = stablehlo.iota dim = 0 : tensor<4xf32>
    %32 = stablehlo.iota dim = 0 : tensor<4xf32>
    %33 = stablehlo.iota dim = 0 : tensor<4xf32>
    %34 = stablehlo.iota dim = 0 : tensor<4xf32>
    %35 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.multiply %36, %31 : tensor<4xf32>
    %38 = stablehlo.multiply %36, %32 : tensor<4xf32>
    %39 = stablehlo.multiply %36, %33 : tensor<4xf32>
    %40 = stablehlo.multiply %36, %34 : tensor<4xf32>
    %41 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.add %41, %37 : tensor<4xf32>
    %43 = stablehlo.add %41, %38 : tensor<4xf32>
    %44 = stablehlo.add %41, %39 : tensor<4xf32>
    %45 = stablehlo.add %41, %40 : tensor<4xf32>
    %46 = sdy.constant dense<8.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.divide %42, %47 : tensor<4xf32>
    %49 = stablehlo.divide %43, %47 : tensor<4xf32>
    %50 = stablehlo.divide %44, %47 : tensor<4xf32>
    %51 = stablehlo.divide %45, %47 : tensor<4xf32>
    %52 = sdy.constant dense<1.000000e+04> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %54 = stablehlo.power %53, %48 : tensor<4xf32>
    %55 = stablehlo.power %53, %49 : tensor<4xf32>
    %56 = stablehlo.power %53, %50 : tensor<4xf32>
    %57 = stablehlo.power %53, %51 : tensor<4xf32>
    %58 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.divide %59, %54 : tensor<4xf32>
    %61 = stablehlo.divide %59, %55 : tensor<4xf32>
    %62 = stablehlo.divide %59, %56 : tensor<4xf32>
    %63 = stablehlo.divide %59, %57 : tensor<4xf32>
    %64 = stablehlo.iota dim = 0 : tensor<8xf32>
    %65 = stablehlo.iota dim = 0 : tensor<8xf32>
    %66 = stablehlo.iota dim = 0 : tensor<8xf32>
    %67 = stablehlo.iota dim = 0 : tensor<8xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %69 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %70 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %71 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %72 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %73 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %74 = stablehlo.broadcast_in_dim %62, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %75 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %76 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %77 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %78 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %79 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %80 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %81 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %82 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %83 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %84 = stablehlo.multiply %76, %80 : tensor<8x4xf32>
    %85 = stablehlo.multiply %77, %81 : tensor<8x4xf32>
    %86 = stablehlo.multiply %78, %82 : tensor<8x4xf32>
    %87 = stablehlo.multiply %79, %83 : tensor<8x4xf32>
    %88 = stablehlo.sine %84 : tensor<8x4xf32>
    %89 = stablehlo.sine %85 : tensor<8x4xf32>
    %90 = stablehlo.concatenate %88, %89, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %92 = stablehlo.cosine %86 : tensor<8x4xf32>
    %93 = stablehlo.cosine %87 : tensor<8x4xf32>
    %94 = stablehlo.concatenate %92, %93, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %96 = stablehlo.slice %22 [0:2, 0:8, 0:4, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %97 = stablehlo.slice %22 [0:2, 0:8, 0:4, 4:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %98 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %99 = stablehlo.multiply %22, %98 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %100 = stablehlo.negate %97 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x4xf32>
    %101 = stablehlo.concatenate %100, %96, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x8xf32>
    %102 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %103 = stablehlo.multiply %101, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %104 = stablehlo.add %99, %103 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %105 = stablehlo.iota dim = 0 : tensor<4xf32>
    %106 = stablehlo.iota dim = 0 : tensor<4xf32>
    %107 = stablehlo.iota dim = 0 : tensor<4xf32>
    %108 = stablehlo.iota dim = 0 : tensor<4xf32>
    %109 = stablehlo.multiply %36, %105 : tensor<4xf32>
    %110 = stablehlo.multiply %36, %106 : tensor<4xf32>
    %111 = stablehlo.multiply %36, %107 : tensor<4xf32>
    %112 = stablehlo.multiply %36, %108 : tensor<4xf32>
    %113 = stablehlo.add %41, %109 : tensor<4xf32>
    %114 = stablehlo.add %41, %110 : tensor<4xf32>
    %115 = stablehlo.add %41, %111 : tensor<4xf32>
    %116 = stablehlo.add %41, %112 : tensor<4xf32>
    %117 = stablehlo.divide %113, %47 : tensor<4xf32>
    %118 = stablehlo.divide %114, %47 : tensor<4xf32>
    %119 = stablehlo.divide %115, %47 : tensor<4xf32>
    %120 = stablehlo.divide %116, %47 : tensor<4xf32>
    %121 = stablehlo.power %53, %117 : tensor<4xf32>
    %122 = stablehlo.power %53, %118 : tensor<4xf32>
    %123 = stablehlo.power %53, %119 : tensor<4xf32>
    %124 = stablehlo.power %53, %120 : tensor<4xf32>
    %125 = stablehlo.divide %59, %121 : tensor<4xf32>
    %126 = stablehlo.divide %59, %122 : tensor<4xf32>
    %127 = stablehlo.divide %59, %123 : tensor<4xf32>
    %128 = stablehlo.divide %59, %124 : tensor<4xf32>
    %129 = stablehlo.iota dim = 0 : tensor<8xf32>
    %130 = stablehlo.iota dim = 0 : tensor<8xf32>
    %131 = stablehlo.iota dim = 0 : tensor<8xf32>
    %132 = stablehlo.iota dim = 0 : tensor<8xf32>
    %133 = stablehlo.broadcast_in_dim %129, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %134 = stablehlo.broadcast_in_dim %130, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %135 = stablehlo.broadcast_in_dim %131, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %136 = stablehlo.broadcast_in_dim %132, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %137 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %138 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %139 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %140 = stablehlo.broadcast_in_dim %128, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %141 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %142 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %143 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %144 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %145 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %146 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %147 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %148 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %149 = stablehlo.multiply %141, %145 : tensor<8x4xf32>
    %150 = stablehlo.multiply %142, %146 : tensor<8x4xf32>
    %151 = stablehlo.multiply %143, %147 : tensor<8x4xf32>
    %152 = stablehlo.multiply %144, %148 : tensor<8x4xf32>
    %153 = stablehlo.sine %149 : tensor<8x4xf32>
    %154 = stablehlo.sine %150 : tensor<8x4xf32>
    %155 = stablehlo.concatenate %153, %154, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %157 = stablehlo.cosine %151 : tensor<8x4xf32>
    %158 = stablehlo.cosine %152 : tensor<8x4xf32>
    %159 = stablehlo.concatenate %157, %158, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %161 = stablehlo.slice %26 [0:2, 0:8, 0:4, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %162 = stablehlo.slice %26 [0:2, 0:8, 0:4, 4:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %163 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.multiply %26, %163 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %165 = stablehlo.negate %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x4xf32>
    %166 = stablehlo.concatenate %165, %161, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x8xf32>
    %167 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %168 = stablehlo.multiply %166, %167 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %169 = stablehlo.add %164, %168 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %170 = stablehlo.dot_general %104, %169, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %171 = stablehlo.sqrt %46 : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %173 = stablehlo.divide %170, %172 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %174 = sdy.constant dense<true> : tensor<i1>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %176 = call @tril(%175) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %177 = stablehlo.broadcast_in_dim %176, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %178 = sdy.constant dense<-3.40282347E+38> : tensor<f32>
    %179 = call @_where_0(%177, %173, %178) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %180 = sdy.constant dense<0xFF800000> : tensor<f32>
    %181 = stablehlo.reduce(%179 init: %180) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %182 = stablehlo.broadcast_in_dim %180, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<2x4x8xf32>
    %183 = stablehlo.maximum %182, %181 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<2x4x8xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %186 = stablehlo.subtract %179, %185 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %187 = stablehlo.exponential %186 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %188 = stablehlo.reduce(%187 init: %4) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %191 = stablehlo.divide %187, %190 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %192 = stablehlo.dot_general %30, %191, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x8x4x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %193 = stablehlo.transpose %192, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %194 = stablehlo.reshape %193 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %195 = stablehlo.slice %arg7 [0:1, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %196 = stablehlo.reshape %195 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %197 = stablehlo.dot_general %194, %196, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.add %0, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.slice %arg3 [0:1, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<1x32xf32>) -> tensor<32xf32>
    %201 = stablehlo.multiply %198, %198 : tensor<2x8x32xf32>
    %202 = stablehlo.reduce(%201 init: %4) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %204 = stablehlo.divide %203, %8 : tensor<2x8x1xf32>
    %205 = stablehlo.add %204, %11 : tensor<2x8x1xf32>
    %206 = stablehlo.rsqrt %205 : tensor<2x8x1xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.multiply %198, %207 : tensor<2x8x32xf32>
    %209 = stablehlo.broadcast_in_dim %200, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.multiply %208, %210 : tensor<2x8x32xf32>
    %212 = stablehlo.slice %arg8 [0:1, 0:32, 0:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %213 = stablehlo.reshape %212 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %214 = stablehlo.dot_general %211, %213, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %215 = call @silu(%214) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %216 = stablehlo.slice %arg9 [0:1, 0:32, 0:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %217 = stablehlo.reshape %216 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %218 = stablehlo.dot_general %211, %217, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %219 = stablehlo.multiply %215, %218 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x8x64xf32>
    %220 = stablehlo.slice %arg10 [0:1, 0:64, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x64x32xf32>) -> tensor<1x64x32xf32>
    %221 = stablehlo.reshape %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %222 = stablehlo.dot_general %219, %221, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<64x32xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.add %198, %222 : tensor<2x8x32xf32>
    %224 = stablehlo.slice %arg2 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %225 = stablehlo.reshape %224 : (tensor<1x32xf32>) -> tensor<32xf32>
    %226 = stablehlo.multiply %223, %223 : tensor<2x8x32xf32>
    %227 = stablehlo.reduce(%226 init: %4) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %229 = stablehlo.divide %228, %8 : tensor<2x8x1xf32>
    %230 = stablehlo.add %229, %11 : tensor<2x8x1xf32>
    %231 = stablehlo.rsqrt %230 : tensor<2x8x1xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.multiply %223, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.broadcast_in_dim %225, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %236 = stablehlo.multiply %233, %235 : tensor<2x8x32xf32>
    %237 = stablehlo.slice %arg4 [1:2, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %238 = stablehlo.reshape %237 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %239 = stablehlo.dot_general %236, %238, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %240 = stablehlo.reshape %239 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %241 = stablehlo.slice %arg5 [1:2, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %242 = stablehlo.reshape %241 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %243 = stablehlo.dot_general %236, %242, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.reshape %243 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %245 = stablehlo.slice %arg6 [1:2, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %246 = stablehlo.reshape %245 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %247 = stablehlo.dot_general %236, %246, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.reshape %247 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %249 = stablehlo.iota dim = 0 : tensor<4xf32>
    %250 = stablehlo.iota dim = 0 : tensor<4xf32>
    %251 = stablehlo.iota dim = 0 : tensor<4xf32>
    %252 = stablehlo.iota dim = 0 : tensor<4xf32>
    %253 = stablehlo.multiply %36, %249 : tensor<4xf32>
    %254 = stablehlo.multiply %36, %250 : tensor<4xf32>
    %255 = stablehlo.multiply %36, %251 : tensor<4xf32>
    %256 = stablehlo.multiply %36, %252 : tensor<4xf32>
    %257 = stablehlo.add %41, %253 : tensor<4xf32>
    %258 = stablehlo.add %41, %254 : tensor<4xf32>
    %259 = stablehlo.add %41, %255 : tensor<4xf32>
    %260 = stablehlo.add %41, %256 : tensor<4xf32>
    %261 = stablehlo.divide %257, %47 : tensor<4xf32>
    %262 = stablehlo.divide %258, %47 : tensor<4xf32>
    %263 = stablehlo.divide %259, %47 : tensor<4xf32>
    %264 = stablehlo.divide %260, %47 : tensor<4xf32>
    %265 = stablehlo.power %53, %261 : tensor<4xf32>
    %266 = stablehlo.power %53, %262 : tensor<4xf32>
    %267 = stablehlo.power %53, %263 : tensor<4xf32>
    %268 = stablehlo.power %53, %264 : tensor<4xf32>
    %269 = stablehlo.divide %59, %265 : tensor<4xf32>
    %270 = stablehlo.divide %59, %266 : tensor<4xf32>
    %271 = stablehlo.divide %59, %267 : tensor<4xf32>
    %272 = stablehlo.divide %59, %268 : tensor<4xf32>
    %273 = stablehlo.iota dim = 0 : tensor<8xf32>
    %274 = stablehlo.iota dim = 0 : tensor<8xf32>
    %275 = stablehlo.iota dim = 0 : tensor<8xf32>
    %276 = stablehlo.iota dim = 0 : tensor<8xf32>
    %277 = stablehlo.broadcast_in_dim %273, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %278 = stablehlo.broadcast_in_dim %274, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %279 = stablehlo.broadcast_in_dim %275, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %280 = stablehlo.broadcast_in_dim %276, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %281 = stablehlo.broadcast_in_dim %269, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %282 = stablehlo.broadcast_in_dim %270, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %283 = stablehlo.broadcast_in_dim %271, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %284 = stablehlo.broadcast_in_dim %272, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %285 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %286 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %287 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %288 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %289 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %290 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %291 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %292 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %293 = stablehlo.multiply %285, %289 : tensor<8x4xf32>
    %294 = stablehlo.multiply %286, %290 : tensor<8x4xf32>
    %295 = stablehlo.multiply %287, %291 : tensor<8x4xf32>
    %296 = stablehlo.multiply %288, %292 : tensor<8x4xf32>
    %297 = stablehlo.sine %293 : tensor<8x4xf32>
    %298 = stablehlo.sine %294 : tensor<8x4xf32>
    %299 = stablehlo.concatenate %297, %298, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %301 = stablehlo.cosine %295 : tensor<8x4xf32>
    %302 = stablehlo.cosine %296 : tensor<8x4xf32>
    %303 = stablehlo.concatenate %301, %302, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %305 = stablehlo.slice %240 [0:2, 0:8, 0:4, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %306 = stablehlo.slice %240 [0:2, 0:8, 0:4, 4:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %307 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %308 = stablehlo.multiply %240, %307 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %309 = stablehlo.negate %306 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x4xf32>
    %310 = stablehlo.concatenate %309, %305, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x8xf32>
    %311 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %312 = stablehlo.multiply %310, %311 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %313 = stablehlo.add %308, %312 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %314 = stablehlo.iota dim = 0 : tensor<4xf32>
    %315 = stablehlo.iota dim = 0 : tensor<4xf32>
    %316 = stablehlo.iota dim = 0 : tensor<4xf32>
    %317 = stablehlo.iota dim = 0 : tensor<4xf32>
    %318 = stablehlo.multiply %36, %314 : tensor<4xf32>
    %319 = stablehlo.multiply %36, %315 : tensor<4xf32>
    %320 = stablehlo.multiply %36, %316 : tensor<4xf32>
    %321 = stablehlo.multiply %36, %317 : tensor<4xf32>
    %322 = stablehlo.add %41, %318 : tensor<4xf32>
    %323 = stablehlo.add %41, %319 : tensor<4xf32>
    %324 = stablehlo.add %41, %320 : tensor<4xf32>
    %325 = stablehlo.add %41, %321 : tensor<4xf32>
    %326 = stablehlo.divide %322, %47 : tensor<4xf32>
    %327 = stablehlo.divide %323, %47 : tensor<4xf32>
    %328 = stablehlo.divide %324, %47 : tensor<4xf32>
    %329 = stablehlo.divide %325, %47 : tensor<4xf32>
    %330 = stablehlo.power %53, %326 : tensor<4xf32>
    %331 = stablehlo.power %53, %327 : tensor<4xf32>
    %332 = stablehlo.power %53, %328 : tensor<4xf32>
    %333 = stablehlo.power %53, %329 : tensor<4xf32>
    %334 = stablehlo.divide %59, %330 : tensor<4xf32>
    %335 = stablehlo.divide %59, %331 : tensor<4xf32>
    %336 = stablehlo.divide %59, %332 : tensor<4xf32>
    %337 = stablehlo.divide %59, %333 : tensor<4xf32>
    %338 = stablehlo.iota dim = 0 : tensor<8xf32>
    %339 = stablehlo.iota dim = 0 : tensor<8xf32>
    %340 = stablehlo.iota dim = 0 : tensor<8xf32>
    %341 = stablehlo.iota dim = 0 : tensor<8xf32>
    %342 = stablehlo.broadcast_in_dim %338, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %343 = stablehlo.broadcast_in_dim %339, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %344 = stablehlo.broadcast_in_dim %340, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %345 = stablehlo.broadcast_in_dim %341, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %346 = stablehlo.broadcast_in_dim %334, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %347 = stablehlo.broadcast_in_dim %335, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %348 = stablehlo.broadcast_in_dim %336, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %349 = stablehlo.broadcast_in_dim %337, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %350 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %351 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %352 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %353 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %354 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %355 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %356 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %357 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %358 = stablehlo.multiply %350, %354 : tensor<8x4xf32>
    %359 = stablehlo.multiply %351, %355 : tensor<8x4xf32>
    %360 = stablehlo.multiply %352, %356 : tensor<8x4xf32>
    %361 = stablehlo.multiply %353, %357 : tensor<8x4xf32>
    %362 = stablehlo.sine %358 : tensor<8x4xf32>
    %363 = stablehlo.sine %359 : tensor<8x4xf32>
    %364 = stablehlo.concatenate %362, %363, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %366 = stablehlo.cosine %360 : tensor<8x4xf32>
    %367 = stablehlo.cosine %361 : tensor<8x4xf32>
    %368 = stablehlo.concatenate %366, %367, dim = 1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [1, 3] : (tensor<8x8xf32>) -> tensor<1x8x1x8xf32>
    %370 = stablehlo.slice %244 [0:2, 0:8, 0:4, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %371 = stablehlo.slice %244 [0:2, 0:8, 0:4, 4:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x8xf32>) -> tensor<2x8x4x4xf32>
    %372 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %373 = stablehlo.multiply %244, %372 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %374 = stablehlo.negate %371 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x4xf32>
    %375 = stablehlo.concatenate %374, %370, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x8xf32>
    %376 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x8xf32>) -> tensor<2x8x4x8xf32>
    %377 = stablehlo.multiply %375, %376 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %378 = stablehlo.add %373, %377 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<2x8x4x8xf32>
    %379 = stablehlo.dot_general %313, %378, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %380 = stablehlo.sqrt %46 : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %382 = stablehlo.divide %379, %381 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %383 = call @tril(%175) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %384 = stablehlo.broadcast_in_dim %383, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %385 = call @_where_0(%384, %382, %178) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x1x8x8xi1>, tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %386 = stablehlo.reduce(%385 init: %180) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %387 = stablehlo.maximum %182, %386 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : tensor<2x4x8xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %390 = stablehlo.subtract %385, %389 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %391 = stablehlo.exponential %390 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %392 = stablehlo.reduce(%391 init: %4) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %395 = stablehlo.divide %391, %394 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xf32>
    %396 = stablehlo.dot_general %248, %395, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<2x8x4x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %397 = stablehlo.transpose %396, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %398 = stablehlo.reshape %397 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %399 = stablehlo.slice %arg7 [1:2, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %400 = stablehlo.reshape %399 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %401 = stablehlo.dot_general %398, %400, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x32xf32>) -> tensor<2x8x32xf32>
    %402 = stablehlo.add %223, %401 : tensor<2x8x32xf32>
    %403 = stablehlo.slice %arg3 [1:2, 0:32] : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %404 = stablehlo.reshape %403 : (tensor<1x32xf32>) -> tensor<32xf32>
    %405 = stablehlo.multiply %402, %402 : tensor<2x8x32xf32>
    %406 = stablehlo.reduce(%405 init: %4) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %408 = stablehlo.divide %407, %8 : tensor<2x8x1xf32>
    %409 = stablehlo.add %408, %11 : tensor<2x8x1xf32>
    %410 = stablehlo.rsqrt %409 : tensor<2x8x1xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %412 = stablehlo.multiply %402, %411 : tensor<2x8x32xf32>
    %413 = stablehlo.broadcast_in_dim %404, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %415 = stablehlo.multiply %412, %414 : tensor<2x8x32xf32>
    %416 = stablehlo.slice %arg8 [1:2, 0:32, 0:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %417 = stablehlo.reshape %416 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %418 = stablehlo.dot_general %415, %417, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %419 = call @silu(%418) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %420 = stablehlo.slice %arg9 [1:2, 0:32, 0:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %421 = stablehlo.reshape %420 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %422 = stablehlo.dot_general %415, %421, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %423 = stablehlo.multiply %419, %422 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x8x64xf32>
    %424 = stablehlo.slice %arg10 [1:2, 0:64, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<2x64x32xf32>) -> tensor<1x64x32xf32>
    %425 = stablehlo.reshape %424 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %426 = stablehlo.dot_general %423, %425, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<64x32xf32>) -> tensor<2x8x32xf32>
    %427 = stablehlo.add %402, %426 : tensor<2x8x32xf32>
    %428 = stablehlo.multiply %427, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.reduce(%428 init: %4) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %431 = stablehlo.divide %430, %8 : tensor<2x8x1xf32>
    %432 = stablehlo.add %431, %11 : tensor<2x8x1xf32>
    %433 = stablehlo.rsqrt %432 : tensor<2x8x1xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %435 = stablehlo.multiply %427, %434 : tensor<2x8x32xf32>
    %436 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %438 = stablehlo.multiply %435, %437 : tensor<2x8x32xf32>
    %439 = stablehlo.dot_general %438, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    return %439 : tensor<2x8x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x8xi1>, %arg1: tensor<2x8xi32>, %arg2: tensor<2x8xi32>) -> tensor<2x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8xi1>, tensor<2x8xi32>
    return %0 : tensor<2x8xi32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<2x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<2x8x32xf32> {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %3 = sdy.constant dense<64> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %5 = stablehlo.add %arg1, %4 : tensor<2x8xi32>
    %6 = call @_where(%2, %5, %arg1) : (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %8 = sdy.constant dense<63> : tensor<1xi32>
    %9 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %10 = stablehlo.compare GE, %7, %9, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %11 = stablehlo.broadcast_in_dim %8, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x8x1xi32>
    %13 = stablehlo.compare LE, %7, %12, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %14 = stablehlo.and %10, %13 : tensor<2x8x1xi1>
    %15 = sdy.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.and across dimensions = [2] : (tensor<2x8x1xi1>, tensor<i1>) -> tensor<2x8xi1>
    %17 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x8x1xi32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %19 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.select %18, %17, %20 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    return %21 : tensor<2x8x32xf32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %3 = stablehlo.add %0, %2 : tensor<8x8xi32>
    %4 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %5 = stablehlo.compare GE, %3, %4, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %6 = sdy.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %8 = stablehlo.select %5, %arg0, %7 : tensor<8x8xi1>, tensor<8x8xi1>
    return %8 : tensor<8x8xi1>
  }
  func.func private @_where_0(%arg0: tensor<1x1x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<2x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<2x4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x1x8x8xi1>) -> tensor<2x4x8x8xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %2 = stablehlo.select %0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    return %2 : tensor<2x4x8x8xf32>
  }
  func.func private @silu(%arg0: tensor<2x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) -> (tensor<2x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) {
    %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x8x64xf32>
    %1 = stablehlo.exponential %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x8x64xf32>
    %2 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<2x8x64xf32>
    %4 = stablehlo.add %3, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x8x64xf32>
    %5 = stablehlo.divide %3, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x8x64xf32>
    %6 = stablehlo.multiply %arg0, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<2x8x64xf32>
    return %6 : tensor<2x8x64xf32>
  }
}
