// The kernel gradient of a 3x3 SAME conv as JAX writes it (batch and features swapped: the input's
// batch is contracted, the cotangent is the kernel), with the image's rows split 4 ways: the rows
// are contracted too, so each device sums over its own 4 cotangent rows, reading one input row from
// each neighbour (two collective_permutes), and one all-reduce finishes the 3x3x4x8 result; the
// 16-row operands are never gathered.
// RUN: shardflow-opt %s --partition | filecheck %s
module @kernel_grad attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["space"=4]>
  func.func public @main(%x: tensor<2x16x8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"space"}, {}, {}]>}, %g: tensor<2x16x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"space"}, {}, {}]>}) -> (tensor<3x3x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}) {
    %0 = stablehlo.convolution(%x, %g) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x8x4xf32>, tensor<2x16x8x8xf32>) -> tensor<3x3x4x8xf32>
    return %0 : tensor<3x3x4x8xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<2x4x8x4xf32> {{.*}} %arg1: tensor<2x4x8x8xf32>
// CHECK-NOT: all_gather
// CHECK: "stablehlo.collective_permute"({{.*}} : (tensor<2x1x8x4xf32>) -> tensor<2x1x8x4xf32>
// CHECK: "stablehlo.collective_permute"({{.*}} : (tensor<2x1x8x4xf32>) -> tensor<2x1x8x4xf32>
// CHECK: %[[WIN:.*]] = stablehlo.select {{.*}} : tensor<2x6x8x4xi1>, tensor<2x6x8x4xf32>
// CHECK: %[[PART:.*]] = stablehlo.convolution(%[[WIN]], %arg1) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [1, 1]]{{.*}} : (tensor<2x6x8x4xf32>, tensor<2x4x8x8xf32>) -> tensor<3x3x4x8xf32>
// CHECK: %[[SUM:.*]] = "stablehlo.all_reduce"(%[[PART]])
// CHECK-SAME: replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>
// CHECK: return %[[SUM]] : tensor<3x3x4x8xf32>
