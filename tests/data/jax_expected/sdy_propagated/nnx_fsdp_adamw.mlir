module @jit_fn attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg6: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg7: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg8: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg10: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg11: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg12: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg15: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg16: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg18: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg19: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg20: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg23: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg24: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg25: tensor<4x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg26: tensor<4x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<64xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x64xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x128xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[8]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<i32> {jax.result_info = "result[9]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<64xf32> {jax.result_info = "result[10]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x64xf32> {jax.result_info = "result[11]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[12]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x128xf32> {jax.result_info = "result[13]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[14]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[15]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[16]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[17]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[18]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128x64xf32> {jax.result_info = "result[19]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<128x64xf32> {jax.result_info = "result[20]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64x128xf32> {jax.result_info = "result[21]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<64xf32> {jax.result_info = "result[22]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64xf32> {jax.result_info = "result[23]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<128xf32> {jax.result_info = "result[24]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<64x128xf32> {jax.result_info = "result[25]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0:2 = call @_take(%arg2, %arg25) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>, <@mesh, [{"data"}, {}, {}]>]>} : (tensor<128x64xf32>, tensor<4x16xi32>) -> (tensor<4x16x64xf32>, tensor<4x16x1xi32>)
    %1 = chlo.square %0#0 : tensor<4x16x64xf32> -> tensor<4x16x64xf32>
    %2 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<f32>) -> tensor<4x16x64xf32>
    %4 = stablehlo.multiply %3, %0#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %5 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%0#0 init: %5) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %7 = sdy.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %9 = stablehlo.divide %6, %8 : tensor<4x16xf32>
    %10 = stablehlo.reduce(%1 init: %5) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %11 = stablehlo.divide %10, %8 : tensor<4x16xf32>
    %12 = chlo.square %9 : tensor<4x16xf32> -> tensor<4x16xf32>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<4x16xf32>
    %15 = stablehlo.subtract %11, %12 : tensor<4x16xf32>
    %16 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<4x16xf32>
    %18 = stablehlo.compare EQ, %15, %17, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %19 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %21 = stablehlo.select %18, %20, %16 : tensor<4x16xi1>, tensor<4x16xf32>
    %22 = stablehlo.compare EQ, %16, %17, FLOAT : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %23 = stablehlo.select %22, %13, %20 : tensor<4x16xi1>, tensor<4x16xf32>
    %24 = stablehlo.divide %21, %23 : tensor<4x16xf32>
    %25 = stablehlo.reshape %9 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %26 = stablehlo.reshape %17 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %28 = stablehlo.subtract %0#0, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %29 = sdy.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %31 = stablehlo.add %26, %30 : tensor<4x16x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<4x16x1xf32>
    %33 = stablehlo.divide %32, %31 : tensor<4x16x1xf32>
    %34 = sdy.constant dense<-5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %36 = stablehlo.multiply %35, %33 : tensor<4x16x1xf32>
    %37 = stablehlo.reshape %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %38 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %40 = stablehlo.multiply %38, %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %41 = stablehlo.multiply %28, %40 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %42 = stablehlo.reshape %arg4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %44 = stablehlo.add %41, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %45 = stablehlo.dot_general %44, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x16x64xf32>, tensor<64x128xf32>) -> tensor<4x16x128xf32>
    %46 = stablehlo.reshape %arg6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<1x1x128xf32>) -> tensor<4x16x128xf32>
    %48 = stablehlo.add %45, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %49 = stablehlo.multiply %48, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %50 = stablehlo.multiply %49, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %51 = stablehlo.multiply %48, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %52 = sdy.constant dense<3.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<f32>) -> tensor<4x16x128xf32>
    %54 = stablehlo.multiply %53, %51 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %55 = sdy.constant dense<4.471500e-02> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<f32>) -> tensor<4x16x128xf32>
    %57 = stablehlo.multiply %56, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %58 = stablehlo.add %48, %57 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %59 = sdy.constant dense<0.797884583> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<f32>) -> tensor<4x16x128xf32>
    %61 = stablehlo.multiply %60, %58 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %62 = stablehlo.tanh %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %63 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<f32>) -> tensor<4x16x128xf32>
    %64 = stablehlo.subtract %63, %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %65 = stablehlo.add %63, %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %66 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<f32>) -> tensor<4x16x128xf32>
    %68 = stablehlo.multiply %67, %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %69 = stablehlo.multiply %48, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %70 = stablehlo.dot_general %69, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x16x128xf32>, tensor<128x64xf32>) -> tensor<4x16x64xf32>
    %71 = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %73 = stablehlo.add %70, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %74 = stablehlo.add %0#0, %73 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %75 = stablehlo.dot_general %74, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16x64xf32>, tensor<64x128xf32>) -> tensor<4x16x128xf32>
    %76 = stablehlo.broadcast_in_dim %arg26, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %77:2 = call @take_along_axis(%75, %76) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x16x128xf32>, tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>)
    %78 = sdy.constant dense<0> : tensor<i32>
    %79:2 = call @_take_0(%77#0, %78) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{}]>]>} : (tensor<4x16x1xf32>, tensor<i32>) -> (tensor<4x16xf32>, tensor<1xi32>)
    %80 = sdy.constant dense<0xFF800000> : tensor<f32>
    %81 = stablehlo.reduce(%75 init: %80) applies stablehlo.maximum across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<4x16xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x16xf32>
    %83 = stablehlo.maximum %82, %81 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xf32>
    %84 = stablehlo.is_finite %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x16xf32>) -> tensor<4x16xi1>
    %85 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x16xf32>
    %86 = stablehlo.select %84, %83, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xi1>, tensor<4x16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16x1xf32>) -> tensor<4x16x128xf32>
    %89 = stablehlo.subtract %75, %88 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x16x128xf32>
    %90 = stablehlo.exponential %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x16x128xf32>
    %91 = stablehlo.reduce(%90 init: %5) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<4x16xf32>
    %92 = stablehlo.abs %91 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xf32>
    %93 = stablehlo.compare GE, %91, %85, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %94 = stablehlo.log %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xf32>
    %95 = stablehlo.add %94, %86 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xf32>
    %96 = stablehlo.subtract %95, %79#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xf32>
    %97 = stablehlo.reduce(%96 init: %5) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %98 = stablehlo.divide %97, %7 : tensor<f32>
    %99 = stablehlo.divide %19, %7 : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x16xf32>
    %101 = stablehlo.negate %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xf32>
    %102 = stablehlo.divide %100, %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xf32>
    %103 = stablehlo.select %93, %85, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xi1>, tensor<4x16xf32>
    %104 = stablehlo.select %93, %102, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xi1>, tensor<4x16xf32>
    %105 = stablehlo.negate %103 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xf32>
    %106 = stablehlo.add %104, %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16xf32>) -> tensor<4x16x128xf32>
    %108 = stablehlo.multiply %107, %90 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x16x128xf32>
    %109 = call @_take_2(%79#1, %101) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1xi32>, tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %110 = call @take_along_axis_3(%77#1, %109) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x128xf32>
    %111 = stablehlo.add %108, %110 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x16x128xf32>
    %112 = stablehlo.dot_general %111, %74, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<4x16x128xf32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %113 = stablehlo.transpose %112, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %114 = stablehlo.dot_general %111, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x16x128xf32>, tensor<64x128xf32>) -> tensor<4x16x64xf32>
    %115 = stablehlo.reduce(%114 init: %5) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %116 = stablehlo.reshape %115 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %117 = stablehlo.reshape %116 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %118 = stablehlo.dot_general %114, %69, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<4x16x64xf32>, tensor<4x16x128xf32>) -> tensor<64x128xf32>
    %119 = stablehlo.transpose %118, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %120 = stablehlo.dot_general %114, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x16x64xf32>, tensor<128x64xf32>) -> tensor<4x16x128xf32>
    %121 = stablehlo.multiply %48, %120 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %122 = stablehlo.multiply %120, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %123 = stablehlo.multiply %67, %121 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %124 = stablehlo.multiply %123, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %125 = stablehlo.multiply %124, %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %126 = stablehlo.add %124, %125 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %127 = stablehlo.multiply %60, %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %128 = stablehlo.add %122, %127 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %129 = stablehlo.multiply %56, %127 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %130 = stablehlo.multiply %129, %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %131 = stablehlo.add %128, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x128xf32>
    %132 = stablehlo.reduce(%131 init: %5) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %133 = stablehlo.reshape %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %134 = stablehlo.reshape %133 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %135 = stablehlo.dot_general %131, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<4x16x128xf32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %136 = stablehlo.transpose %135, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %137 = stablehlo.dot_general %131, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x16x128xf32>, tensor<64x128xf32>) -> tensor<4x16x64xf32>
    %138 = stablehlo.reduce(%137 init: %5) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %139 = stablehlo.reshape %138 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %140 = stablehlo.reshape %139 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %141 = stablehlo.multiply %28, %137 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %142 = stablehlo.multiply %137, %40 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %143 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %144 = stablehlo.multiply %143, %141 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %145 = stablehlo.reduce(%144 init: %5) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %146 = stablehlo.reshape %145 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %147 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %148 = stablehlo.multiply %141, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %149 = stablehlo.reduce(%148 init: %5) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %150 = stablehlo.reshape %149 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %151 = stablehlo.reshape %146 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %152 = stablehlo.multiply %150, %36 : tensor<4x16x1xf32>
    %153 = stablehlo.negate %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %154 = stablehlo.reduce(%153 init: %5) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %155 = stablehlo.reshape %154 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %156 = stablehlo.add %114, %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %157 = stablehlo.reshape %152 : (tensor<4x16x1xf32>) -> tensor<4x16xf32>
    %158 = stablehlo.reshape %155 : (tensor<4x16x1xf32>) -> tensor<4x16xf32>
    %159 = stablehlo.multiply %157, %24 : tensor<4x16xf32>
    %160 = stablehlo.negate %159 : tensor<4x16xf32>
    %161 = stablehlo.multiply %160, %14 : tensor<4x16xf32>
    %162 = stablehlo.add %158, %161 : tensor<4x16xf32>
    %163 = stablehlo.divide %159, %8 : tensor<4x16xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %165 = stablehlo.divide %162, %8 : tensor<4x16xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %167 = stablehlo.add %156, %166 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %168 = stablehlo.multiply %164, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %169 = stablehlo.add %167, %168 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xf32>
    %170 = call @_take_4(%0#1, %169) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x16x1xi32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %171 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %173 = stablehlo.multiply %172, %117 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %174 = sdy.constant dense<0.899999976> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %176 = stablehlo.multiply %175, %arg9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %177 = stablehlo.add %173, %176 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %178 = stablehlo.broadcast_in_dim %171, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %179 = stablehlo.multiply %178, %119 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %180 = stablehlo.broadcast_in_dim %174, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %181 = stablehlo.multiply %180, %arg10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %182 = stablehlo.add %179, %181 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %183 = stablehlo.multiply %178, %170 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %184 = stablehlo.multiply %180, %arg11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %185 = stablehlo.add %183, %184 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %186 = stablehlo.broadcast_in_dim %171, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %187 = stablehlo.multiply %186, %113 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %188 = stablehlo.broadcast_in_dim %174, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %189 = stablehlo.multiply %188, %arg12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %190 = stablehlo.add %187, %189 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %191 = stablehlo.multiply %172, %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %192 = stablehlo.multiply %175, %arg13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %193 = stablehlo.add %191, %192 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %194 = stablehlo.multiply %172, %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %195 = stablehlo.multiply %175, %arg14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %196 = stablehlo.add %194, %195 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %197 = stablehlo.broadcast_in_dim %171, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %198 = stablehlo.multiply %197, %134 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %199 = stablehlo.broadcast_in_dim %174, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %200 = stablehlo.multiply %199, %arg15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %201 = stablehlo.add %198, %200 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %202 = stablehlo.multiply %186, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %203 = stablehlo.multiply %188, %arg16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %204 = stablehlo.add %202, %203 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %205 = stablehlo.multiply %117, %117 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %206 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %208 = stablehlo.multiply %207, %205 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %209 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %211 = stablehlo.multiply %210, %arg17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %212 = stablehlo.add %208, %211 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %213 = stablehlo.multiply %119, %119 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %214 = stablehlo.broadcast_in_dim %206, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %215 = stablehlo.multiply %214, %213 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %216 = stablehlo.broadcast_in_dim %209, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %217 = stablehlo.multiply %216, %arg18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %218 = stablehlo.add %215, %217 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %219 = stablehlo.multiply %170, %170 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %220 = stablehlo.multiply %214, %219 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %221 = stablehlo.multiply %216, %arg19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %222 = stablehlo.add %220, %221 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %223 = stablehlo.multiply %113, %113 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %224 = stablehlo.broadcast_in_dim %206, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %225 = stablehlo.multiply %224, %223 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %226 = stablehlo.broadcast_in_dim %209, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %227 = stablehlo.multiply %226, %arg20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %228 = stablehlo.add %225, %227 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %229 = stablehlo.multiply %140, %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %230 = stablehlo.multiply %207, %229 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %231 = stablehlo.multiply %210, %arg21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %232 = stablehlo.add %230, %231 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %233 = stablehlo.multiply %151, %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %234 = stablehlo.multiply %207, %233 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %235 = stablehlo.multiply %210, %arg22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %236 = stablehlo.add %234, %235 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %237 = stablehlo.multiply %134, %134 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %238 = stablehlo.broadcast_in_dim %206, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %239 = stablehlo.multiply %238, %237 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %240 = stablehlo.broadcast_in_dim %209, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %241 = stablehlo.multiply %240, %arg23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %242 = stablehlo.add %239, %241 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %243 = stablehlo.multiply %136, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %244 = stablehlo.multiply %224, %243 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %245 = stablehlo.multiply %226, %arg24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %246 = stablehlo.add %244, %245 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %247 = sdy.constant dense<2147483647> : tensor<i32>
    %248 = stablehlo.compare LT, %arg8, %247, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %249 = sdy.constant dense<1> : tensor<i32>
    %250 = stablehlo.add %arg8, %249 : tensor<i32>
    %251 = call @_where_5(%248, %250, %247) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %252 = stablehlo.convert %251 : (tensor<i32>) -> tensor<f32>
    %253 = stablehlo.power %174, %252 : tensor<f32>
    %254 = stablehlo.subtract %19, %253 : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %256 = stablehlo.divide %177, %255 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %257 = stablehlo.broadcast_in_dim %254, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %258 = stablehlo.divide %182, %257 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %259 = stablehlo.divide %185, %257 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %260 = stablehlo.broadcast_in_dim %254, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %261 = stablehlo.divide %190, %260 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %262 = stablehlo.divide %193, %255 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %263 = stablehlo.divide %196, %255 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %264 = stablehlo.broadcast_in_dim %254, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %265 = stablehlo.divide %201, %264 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %266 = stablehlo.divide %204, %260 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %267 = stablehlo.convert %251 : (tensor<i32>) -> tensor<f32>
    %268 = stablehlo.power %209, %267 : tensor<f32>
    %269 = stablehlo.subtract %19, %268 : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %271 = stablehlo.divide %212, %270 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %272 = stablehlo.broadcast_in_dim %269, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %273 = stablehlo.divide %218, %272 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %274 = stablehlo.divide %222, %272 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %275 = stablehlo.broadcast_in_dim %269, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %276 = stablehlo.divide %228, %275 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %277 = stablehlo.divide %232, %270 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %278 = stablehlo.divide %236, %270 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %279 = stablehlo.broadcast_in_dim %269, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %280 = stablehlo.divide %242, %279 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %281 = stablehlo.divide %246, %275 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %282 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %283 = stablehlo.add %271, %282 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %284 = stablehlo.sqrt %283 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %285 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %287 = stablehlo.add %284, %286 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %288 = stablehlo.divide %256, %287 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %289 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %290 = stablehlo.add %273, %289 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %291 = stablehlo.sqrt %290 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %292 = stablehlo.broadcast_in_dim %285, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %293 = stablehlo.add %291, %292 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %294 = stablehlo.divide %258, %293 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %295 = stablehlo.add %274, %289 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %296 = stablehlo.sqrt %295 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %297 = stablehlo.add %296, %292 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %298 = stablehlo.divide %259, %297 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %299 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %300 = stablehlo.add %276, %299 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %301 = stablehlo.sqrt %300 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %302 = stablehlo.broadcast_in_dim %285, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %303 = stablehlo.add %301, %302 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %304 = stablehlo.divide %261, %303 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %305 = stablehlo.add %277, %282 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %306 = stablehlo.sqrt %305 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %307 = stablehlo.add %306, %286 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %308 = stablehlo.divide %262, %307 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %309 = stablehlo.add %278, %282 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %310 = stablehlo.sqrt %309 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %311 = stablehlo.add %310, %286 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %312 = stablehlo.divide %263, %311 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %313 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %314 = stablehlo.add %280, %313 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %315 = stablehlo.sqrt %314 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %316 = stablehlo.broadcast_in_dim %285, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %317 = stablehlo.add %315, %316 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %318 = stablehlo.divide %265, %317 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %319 = stablehlo.add %281, %299 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %320 = stablehlo.sqrt %319 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %321 = stablehlo.add %320, %302 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %322 = stablehlo.divide %266, %321 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %323 = sdy.constant dense<0.00999999977> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %325 = stablehlo.multiply %324, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %326 = stablehlo.add %288, %325 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %327 = stablehlo.broadcast_in_dim %323, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %328 = stablehlo.multiply %327, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %329 = stablehlo.add %294, %328 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %330 = stablehlo.multiply %327, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %331 = stablehlo.add %298, %330 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %332 = stablehlo.broadcast_in_dim %323, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %333 = stablehlo.multiply %332, %arg3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %334 = stablehlo.add %304, %333 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %335 = stablehlo.multiply %324, %arg4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %336 = stablehlo.add %308, %335 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %337 = stablehlo.multiply %324, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %338 = stablehlo.add %312, %337 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %339 = stablehlo.broadcast_in_dim %323, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %340 = stablehlo.multiply %339, %arg6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %341 = stablehlo.add %318, %340 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %342 = stablehlo.multiply %332, %arg7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %343 = stablehlo.add %322, %342 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %344 = sdy.constant dense<-1.000000e-03> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %346 = stablehlo.multiply %345, %326 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %347 = stablehlo.broadcast_in_dim %344, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %348 = stablehlo.multiply %347, %329 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %349 = stablehlo.multiply %347, %331 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %350 = stablehlo.broadcast_in_dim %344, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %351 = stablehlo.multiply %350, %334 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %352 = stablehlo.multiply %345, %336 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %353 = stablehlo.multiply %345, %338 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %354 = stablehlo.broadcast_in_dim %344, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %355 = stablehlo.multiply %354, %341 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %356 = stablehlo.multiply %350, %343 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %357 = stablehlo.add %arg0, %346 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %358 = stablehlo.add %arg1, %348 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %359 = stablehlo.add %arg2, %349 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<128x64xf32>
    %360 = stablehlo.add %arg3, %351 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    %361 = stablehlo.add %arg4, %352 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %362 = stablehlo.add %arg5, %353 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %363 = stablehlo.add %arg6, %355 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<128xf32>
    %364 = stablehlo.add %arg7, %356 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x128xf32>
    return %98, %357, %358, %359, %360, %361, %362, %363, %364, %251, %177, %182, %185, %190, %193, %196, %201, %204, %212, %218, %222, %228, %232, %236, %242, %246 : tensor<f32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<64x128xf32>
  }
  func.func private @_where(%arg0: tensor<4x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<4x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<4x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.select %arg0, %arg1, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xi1>, tensor<4x16xi32>
    return %0 : tensor<4x16xi32>
  }
  func.func private @_take(%arg0: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<4x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<4x16x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x16xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %3 = sdy.constant dense<128> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x16xi32>
    %5 = stablehlo.add %arg1, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xi32>
    %6 = call @_where(%2, %5, %arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x16xi1>, tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %8 = sdy.constant dense<127> : tensor<1xi32>
    %9 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<i32>) -> tensor<4x16x1xi32>
    %10 = stablehlo.compare GE, %7, %9, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %11 = stablehlo.broadcast_in_dim %8, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x1xi32>) -> tensor<4x16x1xi32>
    %13 = stablehlo.compare LE, %7, %12, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %14 = stablehlo.and %10, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x16x1xi1>
    %15 = sdy.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.and across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x16x1xi1>, tensor<i1>) -> tensor<4x16xi1>
    %17 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<128x64xf32>, tensor<4x16x1xi32>) -> tensor<4x16x64xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x16xi1>) -> tensor<4x16x64xi1>
    %19 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<f32>) -> tensor<4x16x64xf32>
    %21 = stablehlo.select %18, %17, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : tensor<4x16x64xi1>, tensor<4x16x64xf32>
    return %21, %7 : tensor<4x16x64xf32>, tensor<4x16x1xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x16x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x16x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x16x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x16x1x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<i32>) -> tensor<4x16x1xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %3 = sdy.constant dense<128> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<i32>) -> tensor<4x16x1xi32>
    %5 = stablehlo.add %arg1, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x16x1xi32>
    %6 = stablehlo.select %2, %5, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x16x1xi1>, tensor<4x16x1xi32>
    %7 = stablehlo.reshape %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x16x1xi32>) -> tensor<4x16x1x1xi32>
    %8 = sdy.constant dense<127> : tensor<1xi32>
    %9 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<i32>) -> tensor<4x16x1x1xi32>
    %10 = stablehlo.compare GE, %7, %9, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %11 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<1x1x1x1xi32>) -> tensor<4x16x1x1xi32>
    %13 = stablehlo.compare LE, %7, %12, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %14 = stablehlo.and %10, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x16x1x1xi1>
    %15 = sdy.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.and across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16x1x1xi1>, tensor<i1>) -> tensor<4x16x1xi1>
    %17 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16x128xf32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1xf32>
    %18 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x16x1xf32>
    %20 = stablehlo.select %16, %17, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x16x1xi1>, tensor<4x16x1xf32>
    return %20, %7 : tensor<4x16x1xf32>, tensor<4x16x1x1xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<4x16x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<1xi32>) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = sdy.constant dense<1> : tensor<i32>
    %3 = stablehlo.add %arg1, %2 : tensor<i32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = sdy.constant dense<0> : tensor<1xi32>
    %7 = stablehlo.convert %5 : tensor<1xi32>
    %8 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %10 = stablehlo.compare LE, %7, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %11 = stablehlo.and %9, %10 : tensor<1xi1>
    %12 = sdy.constant dense<true> : tensor<i1>
    %13 = stablehlo.reduce(%11 init: %12) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %14 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 16, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x16x1xf32>, tensor<1xi32>) -> tensor<4x16xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i1>) -> tensor<4x16xi1>
    %16 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x16xf32>
    %18 = stablehlo.select %15, %14, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x16xi1>, tensor<4x16xf32>
    return %18, %5 : tensor<4x16xf32>, tensor<1xi32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4x16x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x16x1xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16x1xf32>, tensor<1xi32>, tensor<4x16xf32>) -> tensor<4x16x1xf32>
    return %2 : tensor<4x16x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<4x16x1x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg1: tensor<4x16x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x16x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x16x128xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x16x128xf32>, tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x128xf32>
    return %2 : tensor<4x16x128xf32>
  }
  func.func private @_take_4(%arg0: tensor<4x16x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}) -> (tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<128x64xf32>, tensor<4x16x1xi32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    return %2 : tensor<128x64xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
