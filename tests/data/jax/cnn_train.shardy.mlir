module @jit_cnn_train attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg2: tensor<3x3x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg3: tensor<3x3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<32x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<4x8x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg8: tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<3x3x3x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, tensor<16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<3x3x1x16xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, tensor<3x3x16x32xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, tensor<32xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x10xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<10xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = stablehlo.convolution(%arg7, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<4x8x8x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x8x8x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x8x8x16xf32>
    %4 = call @relu(%3) : (tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<4x8x8x16xf32>, tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xi1>
    %7 = stablehlo.convolution(%4, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x16xf32>, tensor<3x3x1x16xf32>) -> tensor<4x8x8x16xf32>
    %8 = call @relu(%7) : (tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %10 = stablehlo.compare GT, %7, %9, FLOAT : (tensor<4x8x8x16xf32>, tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.reduce_window"(%8, %11) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %99 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %99 : tensor<f32>
    }) : (tensor<4x8x8x16xf32>, tensor<f32>) -> tensor<4x4x4x16xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4x4x16xf32>
    %14 = stablehlo.divide %12, %13 : tensor<4x4x4x16xf32>
    %15 = stablehlo.convolution(%14, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x4x16xf32>, tensor<3x3x16x32xf32>) -> tensor<4x2x2x32xf32>
    %16 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<4x2x2x32xf32>
    %18 = stablehlo.add %15, %17 : tensor<4x2x2x32xf32>
    %19 = call @relu_0(%18) : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x2x2x32xf32>
    %21 = stablehlo.compare GT, %18, %20, FLOAT : (tensor<4x2x2x32xf32>, tensor<4x2x2x32xf32>) -> tensor<4x2x2x32xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%19 init: %cst_4) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x2x2x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %24 = stablehlo.divide %22, %23 : tensor<4x32xf32>
    %25 = stablehlo.dot_general %24, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x10xf32>) -> tensor<4x10xf32>
    %26 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %28 = stablehlo.add %25, %27 : tensor<4x10xf32>
    %29 = call @_one_hot(%arg8) : (tensor<4xi32>) -> tensor<4x10xf32>
    %30:3 = call @log_softmax(%28) : (tensor<4x10xf32>) -> (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x1xf32>)
    %31 = stablehlo.multiply %29, %30#0 : tensor<4x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %34 = stablehlo.divide %33, %cst_8 : tensor<f32>
    %35 = stablehlo.negate %34 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.negate %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %37 = stablehlo.divide %36, %cst_10 : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<4xf32>) -> tensor<4x10xf32>
    %40 = stablehlo.multiply %29, %39 : tensor<4x10xf32>
    %41 = call @log_softmax_1(%30#1, %30#2, %40) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<4x10xf32>, tensor<f32>) -> tensor<10xf32>
    %43 = stablehlo.reshape %42 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %45 = stablehlo.dot_general %41, %24, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x10xf32>, tensor<4x32xf32>) -> tensor<10x32xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %47 = stablehlo.dot_general %41, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x10xf32>, tensor<32x10xf32>) -> tensor<4x32xf32>
    %cst_13 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %49 = stablehlo.divide %47, %48 : tensor<4x32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 3] : (tensor<4x32xf32>) -> tensor<4x2x2x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x2x2x32xf32>
    %52 = stablehlo.select %21, %50, %51 : tensor<4x2x2x32xi1>, tensor<4x2x2x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x2x2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %54 = stablehlo.reshape %53 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %56 = stablehlo.convolution(%14, %52) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x4x16xf32>, tensor<4x2x2x32xf32>) -> tensor<3x3x16x32xf32>
    %57 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x16x32xf32>
    %58 = stablehlo.convolution(%52, %57) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2x2x32xf32>, tensor<3x3x16x32xf32>) -> tensor<4x4x4x16xf32>
    %cst_17 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x4x4x16xf32>
    %60 = stablehlo.divide %58, %59 : tensor<4x4x4x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.pad %60, %cst_18, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<4x4x4x16xf32>, tensor<f32>) -> tensor<4x9x9x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<f32>
    %63 = "stablehlo.reduce_window"(%61, %62) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %99 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %99 : tensor<f32>
    }) : (tensor<4x9x9x16xf32>, tensor<f32>) -> tensor<4x8x8x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %65 = stablehlo.select %10, %63, %64 : tensor<4x8x8x16xi1>, tensor<4x8x8x16xf32>
    %66 = stablehlo.convolution(%4, %65) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 16 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x16xf32>, tensor<4x8x8x16xf32>) -> tensor<3x3x1x16xf32>
    %67 = stablehlo.reshape %arg2 : (tensor<3x3x1x16xf32>) -> tensor<3x3x1x16x1xf32>
    %68 = stablehlo.transpose %67, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x16x1xf32>) -> tensor<3x3x16x1x1xf32>
    %69 = stablehlo.reshape %68 : (tensor<3x3x16x1x1xf32>) -> tensor<3x3x16x1xf32>
    %70 = stablehlo.reverse %69, dims = [0, 1] : tensor<3x3x16x1xf32>
    %71 = stablehlo.convolution(%65, %70) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x16xf32>, tensor<3x3x16x1xf32>) -> tensor<4x8x8x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %73 = stablehlo.select %6, %71, %72 : tensor<4x8x8x16xi1>, tensor<4x8x8x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %75 = stablehlo.reshape %74 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %77 = stablehlo.convolution(%arg7, %73) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x3xf32>, tensor<4x8x8x16xf32>) -> tensor<3x3x3x16xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<3x3x3x16xf32>
    %80 = stablehlo.subtract %arg0, %79 : tensor<3x3x3x16xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %82 = stablehlo.multiply %81, %76 : tensor<16xf32>
    %83 = stablehlo.subtract %arg1, %82 : tensor<16xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %85 = stablehlo.multiply %84, %66 : tensor<3x3x1x16xf32>
    %86 = stablehlo.subtract %arg2, %85 : tensor<3x3x1x16xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %88 = stablehlo.multiply %87, %56 : tensor<3x3x16x32xf32>
    %89 = stablehlo.subtract %arg3, %88 : tensor<3x3x16x32xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %91 = stablehlo.multiply %90, %55 : tensor<32xf32>
    %92 = stablehlo.subtract %arg4, %91 : tensor<32xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %94 = stablehlo.multiply %93, %46 : tensor<32x10xf32>
    %95 = stablehlo.subtract %arg5, %94 : tensor<32x10xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %97 = stablehlo.multiply %96, %44 : tensor<10xf32>
    %98 = stablehlo.subtract %arg6, %97 : tensor<10xf32>
    return %35, %80, %83, %86, %89, %92, %95, %98 : tensor<f32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<3x3x1x16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32x10xf32>, tensor<10xf32>
  }
  func.func private @relu(%arg0: tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8x8x16xf32>
    return %1 : tensor<4x8x8x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<4x2x2x32xf32>) -> tensor<4x2x2x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2x2x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x2x2x32xf32>
    return %1 : tensor<4x2x2x32xf32>
  }
  func.func private @_one_hot(%arg0: tensor<4xi32>) -> tensor<4x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<4x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4x10xi32>, tensor<4x10xi32>) -> tensor<4x10xi1>
    %5 = stablehlo.convert %4 : (tensor<4x10xi1>) -> tensor<4x10xf32>
    return %5 : tensor<4x10xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x10xf32>) -> (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x10xf32>
    %6 = stablehlo.exponential %5 : tensor<4x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.log %8 : tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x10xf32>
    return %11, %6, %8 : tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x1xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<4x10xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x10xf32>) -> tensor<4x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reshape %1 : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x10xf32>
    return %7 : tensor<4x10xf32>
  }
}
