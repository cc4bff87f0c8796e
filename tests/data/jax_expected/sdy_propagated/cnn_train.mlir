module @jit_cnn_train attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg2: tensor<3x3x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg3: tensor<3x3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<32x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<4x8x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg8: tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<3x3x3x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, tensor<16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<3x3x1x16xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, tensor<3x3x16x32xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, tensor<32xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x10xf32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<10xf32> {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = stablehlo.convolution(%arg7, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<4x8x8x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<1x1x1x16xf32>) -> tensor<4x8x8x16xf32>
    %3 = stablehlo.add %0, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<4x8x8x16xf32>
    %4 = call @relu(%3) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xf32>
    %5 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %7 = stablehlo.compare GT, %3, %6, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>, tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xi1>
    %8 = stablehlo.convolution(%4, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>, tensor<3x3x1x16xf32>) -> tensor<4x8x8x16xf32>
    %9 = call @relu(%8) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xf32>
    %10 = stablehlo.compare GT, %8, %6, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>, tensor<4x8x8x16xf32>) -> tensor<4x8x8x16xi1>
    %11 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.reduce_window"(%9, %11) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %96 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %96 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>, tensor<f32>) -> tensor<4x4x4x16xf32>
    %13 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x4x4x16xf32>
    %15 = stablehlo.divide %12, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<4x4x4x16xf32>
    %16 = stablehlo.convolution(%15, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x4x4x16xf32>, tensor<3x3x16x32xf32>) -> tensor<4x2x2x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<1x1x1x32xf32>) -> tensor<4x2x2x32xf32>
    %19 = stablehlo.add %16, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x2x2x32xf32>
    %20 = call @relu_0_1(%19) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32xf32>
    %21 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x2x2x32xf32>
    %22 = stablehlo.compare GT, %19, %21, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x2x2x32xf32>, tensor<4x2x2x32xf32>) -> tensor<4x2x2x32xi1>
    %23 = stablehlo.reduce(%20 init: %5) applies stablehlo.add across dimensions = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x2x2x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %24 = stablehlo.broadcast_in_dim %13, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x32xf32>
    %25 = stablehlo.divide %23, %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x32xf32>
    %26 = stablehlo.dot_general %25, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32xf32>, tensor<32x10xf32>) -> tensor<4x10xf32>
    %27 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %29 = stablehlo.add %26, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x10xf32>
    %30 = call @_one_hot(%arg8) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xi32>) -> tensor<4x10xf32>
    %31:3 = call @log_softmax(%29) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<4x10xf32>) -> (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x1xf32>)
    %32 = stablehlo.multiply %30, %31#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x10xf32>
    %33 = stablehlo.reduce(%32 init: %5) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.reduce(%33 init: %5) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %35 = stablehlo.divide %34, %13 : tensor<f32>
    %36 = stablehlo.negate %35 : tensor<f32>
    %37 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.negate %37 : tensor<f32>
    %39 = stablehlo.divide %38, %13 : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<4xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xf32>) -> tensor<4x10xf32>
    %42 = stablehlo.multiply %30, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x10xf32>
    %43 = call @log_softmax_1(%31#1, %31#2, %42) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %44 = stablehlo.reduce(%43 init: %5) applies stablehlo.add across dimensions = [0] : (tensor<4x10xf32>, tensor<f32>) -> tensor<10xf32>
    %45 = stablehlo.reshape %44 : (tensor<10xf32>) -> tensor<1x10xf32>
    %46 = stablehlo.reduce(%45 init: %5) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %47 = stablehlo.dot_general %43, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x10xf32>, tensor<4x32xf32>) -> tensor<10x32xf32>
    %48 = stablehlo.transpose %47, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %49 = stablehlo.dot_general %43, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x10xf32>, tensor<32x10xf32>) -> tensor<4x32xf32>
    %50 = stablehlo.divide %49, %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x32xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x2x2x32xf32>
    %52 = stablehlo.select %22, %51, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x2x2x32xi1>, tensor<4x2x2x32xf32>
    %53 = stablehlo.reduce(%52 init: %5) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x2x2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %54 = stablehlo.reshape %53 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %55 = stablehlo.reduce(%54 init: %5) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %56 = stablehlo.convolution(%15, %52) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<4x4x4x16xf32>, tensor<4x2x2x32xf32>) -> tensor<3x3x16x32xf32>
    %57 = stablehlo.reverse %arg3, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<3x3x16x32xf32>
    %58 = stablehlo.convolution(%52, %57) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x2x2x32xf32>, tensor<3x3x16x32xf32>) -> tensor<4x4x4x16xf32>
    %59 = stablehlo.divide %58, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<4x4x4x16xf32>
    %60 = stablehlo.pad %59, %5, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x4x4x16xf32>, tensor<f32>) -> tensor<4x9x9x16xf32>
    %61 = "stablehlo.reduce_window"(%60, %11) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %96 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %96 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x9x9x16xf32>, tensor<f32>) -> tensor<4x8x8x16xf32>
    %62 = stablehlo.select %10, %61, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<4x8x8x16xi1>, tensor<4x8x8x16xf32>
    %63 = stablehlo.convolution(%4, %62) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 16 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>, tensor<4x8x8x16xf32>) -> tensor<3x3x1x16xf32>
    %64 = stablehlo.reshape %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}, {}]>]>} : (tensor<3x3x1x16xf32>) -> tensor<3x3x1x16x1xf32>
    %65 = stablehlo.transpose %64, dims = [0, 1, 3, 2, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<3x3x1x16x1xf32>) -> tensor<3x3x16x1x1xf32>
    %66 = stablehlo.reshape %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<3x3x16x1x1xf32>) -> tensor<3x3x16x1xf32>
    %67 = stablehlo.reverse %66, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<3x3x16x1xf32>
    %68 = stablehlo.convolution(%62, %67) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x16xf32>, tensor<3x3x16x1xf32>) -> tensor<4x8x8x16xf32>
    %69 = stablehlo.select %7, %68, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<4x8x8x16xi1>, tensor<4x8x8x16xf32>
    %70 = stablehlo.reduce(%69 init: %5) applies stablehlo.add across dimensions = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<4x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %71 = stablehlo.reshape %70 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %72 = stablehlo.reduce(%71 init: %5) applies stablehlo.add across dimensions = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %73 = stablehlo.convolution(%arg7, %69) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<4x8x8x3xf32>, tensor<4x8x8x16xf32>) -> tensor<3x3x3x16xf32>
    %74 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %76 = stablehlo.multiply %75, %73 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<3x3x3x16xf32>
    %77 = stablehlo.subtract %arg0, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<3x3x3x16xf32>
    %78 = stablehlo.broadcast_in_dim %74, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %79 = stablehlo.multiply %78, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<16xf32>
    %80 = stablehlo.subtract %arg1, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<16xf32>
    %81 = stablehlo.broadcast_in_dim %74, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %82 = stablehlo.multiply %81, %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<3x3x1x16xf32>
    %83 = stablehlo.subtract %arg2, %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<3x3x1x16xf32>
    %84 = stablehlo.broadcast_in_dim %74, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %85 = stablehlo.multiply %84, %56 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<3x3x16x32xf32>
    %86 = stablehlo.subtract %arg3, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<3x3x16x32xf32>
    %87 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %88 = stablehlo.multiply %87, %55 : tensor<32xf32>
    %89 = stablehlo.subtract %arg4, %88 : tensor<32xf32>
    %90 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %91 = stablehlo.multiply %90, %48 : tensor<32x10xf32>
    %92 = stablehlo.subtract %arg5, %91 : tensor<32x10xf32>
    %93 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %94 = stablehlo.multiply %93, %46 : tensor<10xf32>
    %95 = stablehlo.subtract %arg6, %94 : tensor<10xf32>
    return %36, %77, %80, %83, %86, %89, %92, %95 : tensor<f32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<3x3x1x16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32x10xf32>, tensor<10xf32>
  }
  func.func private @relu(%arg0: tensor<4x8x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {"model"}]>}) -> (tensor<4x8x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {"model"}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x8x8x16xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<4x8x8x16xf32>
    return %2 : tensor<4x8x8x16xf32>
  }
  func.func private @relu_0_1(%arg0: tensor<4x2x2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<4x2x2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x2x2x32xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x2x2x32xf32>
    return %2 : tensor<4x2x2x32xf32>
  }
  func.func private @_one_hot(%arg0: tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<4x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x1xi32>) -> tensor<4x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x10xi32>) -> tensor<4x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x10xi32>, tensor<4x10xi32>) -> tensor<4x10xi1>
    %5 = stablehlo.convert %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x10xi1>) -> tensor<4x10xf32>
    return %5 : tensor<4x10xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<4x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<4x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %0) applies stablehlo.maximum across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.maximum %2, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xf32>) -> tensor<4x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %6 = stablehlo.subtract %arg0, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x10xf32>
    %7 = stablehlo.exponential %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x10xf32>
    %8 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %8) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xf32>) -> tensor<4x1xf32>
    %11 = stablehlo.log %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %13 = stablehlo.subtract %6, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x10xf32>
    return %13, %7, %10 : tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x1xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<4x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<4x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<4x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.negate %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x10xf32>
    %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.reshape %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.divide %3, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x1xf32>
    %5 = stablehlo.reduce(%4 init: %1) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xf32>) -> tensor<4x10xf32>
    %7 = stablehlo.multiply %6, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x10xf32>
    %8 = stablehlo.add %arg2, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x10xf32>
    return %8 : tensor<4x10xf32>
  }
}
