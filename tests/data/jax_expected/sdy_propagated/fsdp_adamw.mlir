module @jit_fsdp_adamw attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg2: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg4: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg6: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg7: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg8: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg10: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg11: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg12: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg13: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg14: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg16: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg17: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg18: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg19: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg20: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16x64xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x16xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16xf32> {jax.result_info = "result[8]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16x64xf32> {jax.result_info = "result[9]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[10]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x16xf32> {jax.result_info = "result[11]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xf32> {jax.result_info = "result[12]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16xf32> {jax.result_info = "result[13]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16xf32> {jax.result_info = "result[14]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<16x64xf32> {jax.result_info = "result[15]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[16]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x16xf32> {jax.result_info = "result[17]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xf32> {jax.result_info = "result[18]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg19 init: %0) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = sdy.constant dense<1.600000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x1xf32>
    %5 = stablehlo.divide %2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x1xf32>
    %6 = sdy.constant dense<0> : tensor<i32>
    %7 = call @_var(%arg19, %6) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xf32>, tensor<i32>) -> tensor<8x1xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %9 = stablehlo.subtract %arg19, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %10 = sdy.constant dense<9.99999974E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x1xf32>
    %12 = stablehlo.add %7, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x1xf32>
    %13 = stablehlo.rsqrt %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %15 = stablehlo.multiply %9, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %16 = stablehlo.broadcast_in_dim %arg0, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %18 = stablehlo.multiply %15, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %21 = stablehlo.add %18, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %22 = stablehlo.dot_general %21, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %23 = stablehlo.broadcast_in_dim %arg3, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %25 = stablehlo.add %22, %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %26 = stablehlo.multiply %25, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %27 = stablehlo.multiply %26, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %28 = stablehlo.multiply %25, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %29 = sdy.constant dense<3.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %31 = stablehlo.multiply %30, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %32 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %34 = stablehlo.multiply %33, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %35 = stablehlo.add %25, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %36 = sdy.constant dense<0.797884583> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %38 = stablehlo.multiply %37, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %39 = stablehlo.tanh %38 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %40 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %42 = stablehlo.subtract %41, %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %43 = stablehlo.add %41, %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %44 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %46 = stablehlo.multiply %45, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %47 = stablehlo.multiply %25, %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %48 = stablehlo.dot_general %47, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %49 = stablehlo.add %arg19, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %50 = stablehlo.broadcast_in_dim %arg5, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %52 = stablehlo.add %49, %51 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %53 = stablehlo.subtract %52, %arg20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %54 = stablehlo.multiply %53, %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %55 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %57 = stablehlo.multiply %56, %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %58 = stablehlo.reduce(%54 init: %0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %59 = sdy.constant dense<1.280000e+02> : tensor<f32>
    %60 = stablehlo.divide %58, %59 : tensor<f32>
    %61 = stablehlo.divide %40, %59 : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %63 = stablehlo.multiply %62, %57 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %64 = stablehlo.reduce(%63 init: %0) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %65 = stablehlo.reshape %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %66 = stablehlo.reduce(%65 init: %0) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %67 = stablehlo.dot_general %63, %47, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<8x16xf32>, tensor<8x64xf32>) -> tensor<16x64xf32>
    %68 = stablehlo.transpose %67, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %69 = stablehlo.dot_general %63, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<8x16xf32>, tensor<64x16xf32>) -> tensor<8x64xf32>
    %70 = stablehlo.multiply %25, %69 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %71 = stablehlo.multiply %69, %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : tensor<8x64xf32>
    %72 = stablehlo.multiply %45, %70 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %73 = stablehlo.multiply %72, %42 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %74 = stablehlo.multiply %73, %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %75 = stablehlo.add %73, %74 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %76 = stablehlo.multiply %37, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %77 = stablehlo.add %71, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : tensor<8x64xf32>
    %78 = stablehlo.multiply %33, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %79 = stablehlo.multiply %78, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %80 = stablehlo.add %77, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : tensor<8x64xf32>
    %81 = stablehlo.reduce(%80 init: %0) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %82 = stablehlo.reshape %81 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<1x64xf32>
    %83 = stablehlo.reduce(%82 init: %0) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %84 = stablehlo.dot_general %80, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %86 = stablehlo.dot_general %80, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x64xf32>, tensor<16x64xf32>) -> tensor<8x16xf32>
    %87 = stablehlo.reduce(%86 init: %0) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %88 = stablehlo.reshape %87 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %89 = stablehlo.reduce(%88 init: %0) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %90 = stablehlo.multiply %15, %86 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %91 = stablehlo.reduce(%90 init: %0) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %92 = stablehlo.reshape %91 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<16xf32>) -> tensor<1x16xf32>
    %93 = stablehlo.reduce(%92 init: %0) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %94 = stablehlo.convert %arg18 : (tensor<i32>) -> tensor<f32>
    %95 = stablehlo.add %94, %40 : tensor<f32>
    %96 = sdy.constant dense<0.899999976> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %98 = stablehlo.multiply %97, %arg6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %99 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %101 = stablehlo.multiply %100, %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %102 = stablehlo.add %98, %101 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %103 = stablehlo.multiply %97, %arg7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %104 = stablehlo.multiply %100, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %105 = stablehlo.add %103, %104 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %106 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x64xf32>
    %107 = stablehlo.multiply %106, %arg8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %108 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x64xf32>
    %109 = stablehlo.multiply %108, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %110 = stablehlo.add %107, %109 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %111 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %112 = stablehlo.multiply %111, %arg9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %113 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %114 = stablehlo.multiply %113, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %115 = stablehlo.add %112, %114 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %116 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x16xf32>
    %117 = stablehlo.multiply %116, %arg10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %118 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x16xf32>
    %119 = stablehlo.multiply %118, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %120 = stablehlo.add %117, %119 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %121 = stablehlo.multiply %97, %arg11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %122 = stablehlo.multiply %100, %66 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %123 = stablehlo.add %121, %122 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %124 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %126 = stablehlo.multiply %125, %arg12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %127 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %129 = stablehlo.multiply %128, %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %130 = stablehlo.multiply %129, %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %131 = stablehlo.add %126, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %132 = stablehlo.multiply %125, %arg13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %133 = stablehlo.multiply %128, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %134 = stablehlo.multiply %133, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %135 = stablehlo.add %132, %134 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %136 = stablehlo.broadcast_in_dim %124, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x64xf32>
    %137 = stablehlo.multiply %136, %arg14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %138 = stablehlo.broadcast_in_dim %127, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x64xf32>
    %139 = stablehlo.multiply %138, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %140 = stablehlo.multiply %139, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %141 = stablehlo.add %137, %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %142 = stablehlo.broadcast_in_dim %124, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %143 = stablehlo.multiply %142, %arg15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %144 = stablehlo.broadcast_in_dim %127, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %145 = stablehlo.multiply %144, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %146 = stablehlo.multiply %145, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %147 = stablehlo.add %143, %146 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %148 = stablehlo.broadcast_in_dim %124, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x16xf32>
    %149 = stablehlo.multiply %148, %arg16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %150 = stablehlo.broadcast_in_dim %127, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x16xf32>
    %151 = stablehlo.multiply %150, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %152 = stablehlo.multiply %151, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %153 = stablehlo.add %149, %152 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %154 = stablehlo.multiply %125, %arg17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %155 = stablehlo.multiply %128, %66 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %156 = stablehlo.multiply %155, %66 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %157 = stablehlo.add %154, %156 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %158 = stablehlo.power %96, %95 : tensor<f32>
    %159 = stablehlo.subtract %40, %158 : tensor<f32>
    %160 = stablehlo.power %124, %95 : tensor<f32>
    %161 = stablehlo.subtract %40, %160 : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %159, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %163 = stablehlo.divide %102, %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %164 = stablehlo.broadcast_in_dim %161, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %165 = stablehlo.divide %131, %164 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %166 = stablehlo.sqrt %165 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %167 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %169 = stablehlo.add %166, %168 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %170 = stablehlo.divide %163, %169 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %171 = sdy.constant dense<0.00999999977> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %173 = stablehlo.multiply %172, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %174 = stablehlo.add %170, %173 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %175 = stablehlo.multiply %172, %174 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %176 = stablehlo.subtract %arg0, %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %177 = stablehlo.divide %105, %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %178 = stablehlo.divide %135, %164 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %179 = stablehlo.sqrt %178 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %180 = stablehlo.add %179, %168 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %181 = stablehlo.divide %177, %180 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %182 = stablehlo.multiply %172, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %183 = stablehlo.add %181, %182 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %184 = stablehlo.multiply %172, %183 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %185 = stablehlo.subtract %arg1, %184 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %186 = stablehlo.broadcast_in_dim %159, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x64xf32>
    %187 = stablehlo.divide %110, %186 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %188 = stablehlo.broadcast_in_dim %161, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x64xf32>
    %189 = stablehlo.divide %141, %188 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %190 = stablehlo.sqrt %189 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %191 = stablehlo.broadcast_in_dim %167, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x64xf32>
    %192 = stablehlo.add %190, %191 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %193 = stablehlo.divide %187, %192 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %194 = stablehlo.broadcast_in_dim %171, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<16x64xf32>
    %195 = stablehlo.multiply %194, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %196 = stablehlo.add %193, %195 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %197 = stablehlo.multiply %194, %196 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %198 = stablehlo.subtract %arg2, %197 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<16x64xf32>
    %199 = stablehlo.broadcast_in_dim %159, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %200 = stablehlo.divide %115, %199 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %201 = stablehlo.broadcast_in_dim %161, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %202 = stablehlo.divide %147, %201 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %203 = stablehlo.sqrt %202 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %204 = stablehlo.broadcast_in_dim %167, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %205 = stablehlo.add %203, %204 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %206 = stablehlo.divide %200, %205 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %207 = stablehlo.broadcast_in_dim %171, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %208 = stablehlo.multiply %207, %arg3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %209 = stablehlo.add %206, %208 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %210 = stablehlo.multiply %207, %209 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %211 = stablehlo.subtract %arg3, %210 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %212 = stablehlo.broadcast_in_dim %159, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x16xf32>
    %213 = stablehlo.divide %120, %212 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %214 = stablehlo.broadcast_in_dim %161, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x16xf32>
    %215 = stablehlo.divide %153, %214 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %216 = stablehlo.sqrt %215 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %217 = stablehlo.broadcast_in_dim %167, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x16xf32>
    %218 = stablehlo.add %216, %217 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %219 = stablehlo.divide %213, %218 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %220 = stablehlo.broadcast_in_dim %171, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x16xf32>
    %221 = stablehlo.multiply %220, %arg4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %222 = stablehlo.add %219, %221 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %223 = stablehlo.multiply %220, %222 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %224 = stablehlo.subtract %arg4, %223 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x16xf32>
    %225 = stablehlo.divide %123, %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %226 = stablehlo.divide %157, %164 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %227 = stablehlo.sqrt %226 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %228 = stablehlo.add %227, %168 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %229 = stablehlo.divide %225, %228 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %230 = stablehlo.multiply %172, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %231 = stablehlo.add %229, %230 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %232 = stablehlo.multiply %172, %231 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    %233 = stablehlo.subtract %arg5, %232 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<16xf32>
    return %60, %176, %185, %198, %211, %224, %233, %102, %105, %110, %115, %120, %123, %131, %135, %141, %147, %153, %157 : tensor<f32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>
  }
  func.func private @_where(%arg0: tensor<i1> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<i1>, tensor<8x1xf32>
    return %2 : tensor<8x1xf32>
  }
  func.func private @_var(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = sdy.constant dense<1.600000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x1xf32>
    %5 = stablehlo.divide %2, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %7 = stablehlo.subtract %arg0, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %8 = chlo.square %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32> -> tensor<8x16xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %10 = stablehlo.subtract %3, %9 : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %0) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x1xf32>
    %14 = stablehlo.divide %12, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x1xf32>
    %15 = stablehlo.compare GT, %10, %0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %17 = call @_where(%15, %14, %16) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i1>, tensor<8x1xf32>, tensor<f32>) -> tensor<8x1xf32>
    return %17 : tensor<8x1xf32>
  }
}
