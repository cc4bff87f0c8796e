// A CNN block on data x model: conv (kernels' output channels split over model: column parallel),
// depthwise conv on the channel-split activations (no communication: each device keeps 4 of the 8
// groups, feature_group_count = 4 locally), strided conv contracting the split channels (row
// parallel: a partial sum finished by one all-reduce over model). The batch stays split on data.
// RUN: shardflow-opt %s --partition | filecheck %s
module @cnn attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%x: tensor<4x8x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %w1: tensor<3x3x3x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %wd: tensor<3x3x1x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %w2: tensor<3x3x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}) -> (tensor<4x4x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) {
    %0 = stablehlo.convolution(%x, %w1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<4x8x8x8xf32>
    %1 = stablehlo.convolution(%0, %wd) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64} : (tensor<4x8x8x8xf32>, tensor<3x3x1x8xf32>) -> tensor<4x8x8x8xf32>
    %2 = stablehlo.convolution(%1, %w2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<4x4x4x16xf32>
    return %2 : tensor<4x4x4x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<2x8x8x3xf32> {{.*}} %arg1: tensor<3x3x3x4xf32> {{.*}} %arg2: tensor<3x3x1x4xf32> {{.*}} %arg3: tensor<3x3x4x16xf32>
// CHECK-SAME: -> (tensor<2x4x4x16xf32>
// CHECK-NOT: all_gather
// CHECK: %[[C1:.*]] = stablehlo.convolution(%arg0, %arg1) {{.*}} feature_group_count = 1 : i64} : (tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x8x8x4xf32>
// CHECK-NOT: collective
// CHECK: %[[DW:.*]] = stablehlo.convolution(%[[C1]], %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]]{{.*}}feature_group_count = 4 : i64} : (tensor<2x8x8x4xf32>, tensor<3x3x1x4xf32>) -> tensor<2x8x8x4xf32>
// CHECK: %[[C2:.*]] = stablehlo.convolution(%[[DW]], %arg3) {{.*}}stride = [2, 2], pad = {{\[\[}}0, 1], [0, 1]]{{.*}} : (tensor<2x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<2x4x4x16xf32>
// CHECK: %[[R:.*]] = "stablehlo.all_reduce"(%[[C2]])
// CHECK-SAME: replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>
// CHECK: return %[[R]] : tensor<2x4x4x16xf32>
