module @jit_adam_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg6: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg7: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg10: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg11: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg13: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg14: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<16x32xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<32x16xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x32xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<32x16xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16xf32> {jax.result_info = "result[8]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16x32xf32> {jax.result_info = "result[9]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32xf32> {jax.result_info = "result[10]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<32x16xf32> {jax.result_info = "result[11]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16xf32> {jax.result_info = "result[12]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = stablehlo.multiply %arg8, %arg8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %1 = stablehlo.multiply %arg9, %arg9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %2 = stablehlo.multiply %arg10, %arg10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %3 = stablehlo.multiply %arg11, %arg11 : tensor<16xf32>
    %4 = stablehlo.dot_general %arg13, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %7 = stablehlo.add %4, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %8 = stablehlo.multiply %7, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %9 = stablehlo.multiply %8, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %10 = stablehlo.multiply %7, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %11 = sdy.constant dense<3.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %13 = stablehlo.multiply %12, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %14 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %16 = stablehlo.multiply %15, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %17 = stablehlo.add %7, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %18 = sdy.constant dense<0.797884583> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %20 = stablehlo.multiply %19, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %21 = stablehlo.tanh %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %22 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %24 = stablehlo.subtract %23, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %25 = stablehlo.add %23, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %26 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %28 = stablehlo.multiply %27, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %29 = stablehlo.multiply %7, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %30 = stablehlo.dot_general %29, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %31 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %33 = stablehlo.add %30, %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %34 = stablehlo.subtract %33, %arg14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %35 = stablehlo.multiply %34, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %36 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %38 = stablehlo.multiply %37, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %39 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%35 init: %39) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %41 = sdy.constant dense<1.280000e+02> : tensor<f32>
    %42 = stablehlo.divide %40, %41 : tensor<f32>
    %43 = stablehlo.divide %22, %41 : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %45 = stablehlo.multiply %44, %38 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %46 = stablehlo.reduce(%45 init: %39) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %47 = stablehlo.reshape %46 : (tensor<16xf32>) -> tensor<1x16xf32>
    %48 = stablehlo.reduce(%47 init: %39) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %49 = stablehlo.dot_general %45, %29, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %50 = stablehlo.transpose %49, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %51 = stablehlo.dot_general %45, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
    %52 = stablehlo.multiply %7, %51 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %53 = stablehlo.multiply %51, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %54 = stablehlo.multiply %27, %52 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %55 = stablehlo.multiply %54, %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %56 = stablehlo.multiply %55, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %57 = stablehlo.add %55, %56 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %58 = stablehlo.multiply %19, %57 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %59 = stablehlo.add %53, %58 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %60 = stablehlo.multiply %15, %58 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %61 = stablehlo.multiply %60, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %62 = stablehlo.add %59, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %63 = stablehlo.reduce(%62 init: %39) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %64 = stablehlo.reshape %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %65 = stablehlo.reduce(%64 init: %39) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %66 = stablehlo.dot_general %62, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %67 = stablehlo.transpose %66, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %68 = sdy.constant dense<0.899999976> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %70 = stablehlo.multiply %69, %arg4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %71 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %73 = stablehlo.multiply %72, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %74 = stablehlo.add %70, %73 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %75 = stablehlo.broadcast_in_dim %68, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<32xf32>
    %76 = stablehlo.multiply %75, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %77 = stablehlo.broadcast_in_dim %71, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<32xf32>
    %78 = stablehlo.multiply %77, %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %79 = stablehlo.add %76, %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %80 = stablehlo.broadcast_in_dim %68, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x16xf32>
    %81 = stablehlo.multiply %80, %arg6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %82 = stablehlo.broadcast_in_dim %71, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x16xf32>
    %83 = stablehlo.multiply %82, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %84 = stablehlo.add %81, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %85 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %86 = stablehlo.multiply %85, %arg7 : tensor<16xf32>
    %87 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %88 = stablehlo.multiply %87, %48 : tensor<16xf32>
    %89 = stablehlo.add %86, %88 : tensor<16xf32>
    %90 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %92 = stablehlo.multiply %91, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %93 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %95 = stablehlo.multiply %94, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %96 = stablehlo.multiply %95, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %97 = stablehlo.add %92, %96 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %98 = stablehlo.broadcast_in_dim %90, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<32xf32>
    %99 = stablehlo.multiply %98, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %100 = stablehlo.broadcast_in_dim %93, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<32xf32>
    %101 = stablehlo.multiply %100, %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %102 = stablehlo.multiply %101, %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %103 = stablehlo.add %99, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %104 = stablehlo.broadcast_in_dim %90, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x16xf32>
    %105 = stablehlo.multiply %104, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %106 = stablehlo.broadcast_in_dim %93, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x16xf32>
    %107 = stablehlo.multiply %106, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %108 = stablehlo.multiply %107, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %109 = stablehlo.add %105, %108 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %110 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %111 = stablehlo.multiply %110, %3 : tensor<16xf32>
    %112 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %113 = stablehlo.multiply %112, %48 : tensor<16xf32>
    %114 = stablehlo.multiply %113, %48 : tensor<16xf32>
    %115 = stablehlo.add %111, %114 : tensor<16xf32>
    %116 = stablehlo.convert %arg12 : (tensor<i32>) -> tensor<f32>
    %117 = stablehlo.add %116, %22 : tensor<f32>
    %118 = stablehlo.power %68, %117 : tensor<f32>
    %119 = stablehlo.subtract %22, %118 : tensor<f32>
    %120 = stablehlo.power %90, %117 : tensor<f32>
    %121 = stablehlo.subtract %22, %120 : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %119, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %123 = stablehlo.divide %74, %122 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %124 = sdy.constant dense<0.00999999977> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %126 = stablehlo.multiply %125, %123 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %127 = stablehlo.broadcast_in_dim %121, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %128 = stablehlo.divide %97, %127 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %129 = stablehlo.sqrt %128 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %130 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %132 = stablehlo.add %129, %131 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %133 = stablehlo.divide %126, %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %134 = stablehlo.subtract %arg0, %133 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %135 = stablehlo.broadcast_in_dim %119, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<32xf32>
    %136 = stablehlo.divide %79, %135 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %137 = stablehlo.broadcast_in_dim %124, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<32xf32>
    %138 = stablehlo.multiply %137, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %139 = stablehlo.broadcast_in_dim %121, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<32xf32>
    %140 = stablehlo.divide %103, %139 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %141 = stablehlo.sqrt %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %142 = stablehlo.broadcast_in_dim %130, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<32xf32>
    %143 = stablehlo.add %141, %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %144 = stablehlo.divide %138, %143 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %145 = stablehlo.subtract %arg1, %144 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<32xf32>
    %146 = stablehlo.broadcast_in_dim %119, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x16xf32>
    %147 = stablehlo.divide %84, %146 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %148 = stablehlo.broadcast_in_dim %124, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x16xf32>
    %149 = stablehlo.multiply %148, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %150 = stablehlo.broadcast_in_dim %121, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x16xf32>
    %151 = stablehlo.divide %109, %150 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %152 = stablehlo.sqrt %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %153 = stablehlo.broadcast_in_dim %130, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x16xf32>
    %154 = stablehlo.add %152, %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %155 = stablehlo.divide %149, %154 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %156 = stablehlo.subtract %arg2, %155 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %157 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %158 = stablehlo.divide %89, %157 : tensor<16xf32>
    %159 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<16xf32>
    %161 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %162 = stablehlo.divide %115, %161 : tensor<16xf32>
    %163 = stablehlo.sqrt %162 : tensor<16xf32>
    %164 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %165 = stablehlo.add %163, %164 : tensor<16xf32>
    %166 = stablehlo.divide %160, %165 : tensor<16xf32>
    %167 = stablehlo.subtract %arg3, %166 : tensor<16xf32>
    return %42, %134, %145, %156, %167, %74, %79, %84, %89, %97, %103, %109, %115 : tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>
  }
}
