// stablehlo.convolution as JAX prints it (NCHW/OIHW, groups, rhs dilation, negative padding, window
// reversal, a bf16 x bf16 -> f32 preferred element type) imports and prints back with its attributes
// (the operands converted to the result type first); GSPMD input re-emits GSPMD.
// RUN: shardflow-opt %s | filecheck %s
module @conv attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<4x4x9x9xbf16> {mhlo.sharding = "{devices=[2,1,1,1]<=[2]}"}, %w: tensor<6x2x3x3xbf16>) -> (tensor<4x6x6x5xf32> {mhlo.sharding = "{devices=[2,1,1,1]<=[2]}"}) {
    %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = [[2, -1], [1, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 1], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x9x9xbf16>, tensor<6x2x3x3xbf16>) -> tensor<4x6x6x5xf32>
    return %0 : tensor<4x6x6x5xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: -> (tensor<4x6x6x5xf32> {mhlo.sharding = "{devices=[2,1,1,1]<=[2]}"})
// CHECK-DAG: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<4x4x9x9xbf16>) -> tensor<4x4x9x9xf32>
// CHECK-DAG: %[[W:.*]] = stablehlo.convert %arg1 : (tensor<6x2x3x3xbf16>) -> tensor<6x2x3x3xf32>
// CHECK: stablehlo.convolution(%[[X]], %[[W]]) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 2], pad = {{\[\[}}2, -1], [1, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 1], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<4x4x9x9xf32>, tensor<6x2x3x3xf32>) -> tensor<4x6x6x5xf32>
