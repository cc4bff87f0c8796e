module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg6: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg7: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg8: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg9: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg10: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg11: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<32x64xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x64xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x32xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<32x64xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x64xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x32xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<32x64xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x64xf32> {jax.result_info = "result[8]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x32xf32> {jax.result_info = "result[9]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %arg10, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %1 = stablehlo.multiply %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %2 = stablehlo.multiply %1, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %3 = stablehlo.multiply %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %4 = sdy.constant dense<3.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %6 = stablehlo.multiply %5, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %7 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %9 = stablehlo.multiply %8, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %10 = stablehlo.add %0, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %11 = sdy.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %13 = stablehlo.multiply %12, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %14 = stablehlo.tanh %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %15 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %17 = stablehlo.subtract %16, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %18 = stablehlo.add %16, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %19 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %21 = stablehlo.multiply %20, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %22 = stablehlo.multiply %0, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %23 = stablehlo.dot_general %22, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
    %24 = stablehlo.multiply %23, %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %25 = stablehlo.multiply %24, %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %26 = stablehlo.multiply %23, %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %27 = stablehlo.multiply %5, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %28 = stablehlo.multiply %8, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %29 = stablehlo.add %23, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %30 = stablehlo.multiply %12, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %31 = stablehlo.tanh %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %32 = stablehlo.subtract %16, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %33 = stablehlo.add %16, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %34 = stablehlo.multiply %20, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %35 = stablehlo.multiply %23, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %36 = stablehlo.dot_general %35, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %37 = stablehlo.subtract %36, %arg11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x32xf32>
    %38 = stablehlo.multiply %37, %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x32xf32>
    %39 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x32xf32>
    %41 = stablehlo.multiply %40, %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x32xf32>
    %42 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%38 init: %42) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x32xf32>, tensor<f32>) -> tensor<f32>
    %44 = sdy.constant dense<4.096000e+03> : tensor<f32>
    %45 = stablehlo.divide %43, %44 : tensor<f32>
    %46 = stablehlo.divide %15, %44 : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x32xf32>
    %48 = stablehlo.multiply %47, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x32xf32>
    %49 = stablehlo.dot_general %48, %35, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<128x32xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %50 = stablehlo.transpose %49, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %51 = stablehlo.dot_general %48, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<128x32xf32>, tensor<64x32xf32>) -> tensor<128x64xf32>
    %52 = stablehlo.multiply %23, %51 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %53 = stablehlo.multiply %51, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %54 = stablehlo.multiply %20, %52 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %55 = stablehlo.multiply %54, %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %56 = stablehlo.multiply %55, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %57 = stablehlo.add %55, %56 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %58 = stablehlo.multiply %12, %57 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %59 = stablehlo.add %53, %58 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %60 = stablehlo.multiply %8, %58 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %61 = stablehlo.multiply %60, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %62 = stablehlo.add %59, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %63 = stablehlo.dot_general %62, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
    %64 = stablehlo.transpose %63, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %65 = stablehlo.dot_general %62, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<128x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
    %66 = stablehlo.multiply %0, %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %67 = stablehlo.multiply %65, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %68 = stablehlo.multiply %20, %66 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %69 = stablehlo.multiply %68, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %70 = stablehlo.multiply %69, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %71 = stablehlo.add %69, %70 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %72 = stablehlo.multiply %12, %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %73 = stablehlo.add %67, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %74 = stablehlo.multiply %8, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %75 = stablehlo.multiply %74, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %76 = stablehlo.add %73, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %77 = stablehlo.dot_general %76, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<128x64xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %78 = stablehlo.transpose %77, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %79 = sdy.constant dense<0.899999976> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %81 = stablehlo.multiply %80, %arg3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %82 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %84 = stablehlo.multiply %83, %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %85 = stablehlo.add %81, %84 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %86 = stablehlo.broadcast_in_dim %79, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %87 = stablehlo.multiply %86, %arg4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %88 = stablehlo.broadcast_in_dim %82, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %89 = stablehlo.multiply %88, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %90 = stablehlo.add %87, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %91 = stablehlo.broadcast_in_dim %79, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %92 = stablehlo.multiply %91, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %93 = stablehlo.broadcast_in_dim %82, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %94 = stablehlo.multiply %93, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %95 = stablehlo.add %92, %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %96 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %98 = stablehlo.multiply %97, %arg6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %99 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %101 = stablehlo.multiply %100, %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %102 = stablehlo.multiply %101, %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %103 = stablehlo.add %98, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %104 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %105 = stablehlo.multiply %104, %arg7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %106 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %107 = stablehlo.multiply %106, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %108 = stablehlo.multiply %107, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %109 = stablehlo.add %105, %108 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %110 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %111 = stablehlo.multiply %110, %arg8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %112 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %113 = stablehlo.multiply %112, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %114 = stablehlo.multiply %113, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %115 = stablehlo.add %111, %114 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %116 = stablehlo.convert %arg9 : (tensor<i32>) -> tensor<f32>
    %117 = stablehlo.add %116, %15 : tensor<f32>
    %118 = stablehlo.power %79, %117 : tensor<f32>
    %119 = stablehlo.subtract %15, %118 : tensor<f32>
    %120 = stablehlo.power %96, %117 : tensor<f32>
    %121 = stablehlo.subtract %15, %120 : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %119, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %123 = stablehlo.divide %85, %122 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %124 = stablehlo.broadcast_in_dim %121, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %125 = stablehlo.divide %103, %124 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %126 = stablehlo.sqrt %125 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %127 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %129 = stablehlo.add %126, %128 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %130 = stablehlo.divide %123, %129 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %131 = sdy.constant dense<0.00999999977> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %133 = stablehlo.multiply %132, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %134 = stablehlo.add %130, %133 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %135 = stablehlo.multiply %100, %134 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %136 = stablehlo.subtract %arg0, %135 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<32x64xf32>
    %137 = stablehlo.broadcast_in_dim %119, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %138 = stablehlo.divide %90, %137 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %139 = stablehlo.broadcast_in_dim %121, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %140 = stablehlo.divide %109, %139 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %141 = stablehlo.sqrt %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %142 = stablehlo.broadcast_in_dim %127, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %143 = stablehlo.add %141, %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %144 = stablehlo.divide %138, %143 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %145 = stablehlo.broadcast_in_dim %131, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %146 = stablehlo.multiply %145, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %147 = stablehlo.add %144, %146 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %148 = stablehlo.multiply %106, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %149 = stablehlo.subtract %arg1, %148 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x64xf32>
    %150 = stablehlo.broadcast_in_dim %119, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %151 = stablehlo.divide %95, %150 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %152 = stablehlo.broadcast_in_dim %121, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %153 = stablehlo.divide %115, %152 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %154 = stablehlo.sqrt %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %155 = stablehlo.broadcast_in_dim %127, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %156 = stablehlo.add %154, %155 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %157 = stablehlo.divide %151, %156 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %158 = stablehlo.broadcast_in_dim %131, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %159 = stablehlo.multiply %158, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %160 = stablehlo.add %157, %159 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %161 = stablehlo.multiply %112, %160 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    %162 = stablehlo.subtract %arg2, %161 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x32xf32>
    return %45, %136, %149, %162, %85, %90, %95, %103, %109, %115 : tensor<f32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>
  }
}
