// Spatial parallelism: the image's rows split 4 ways, a 3x3 SAME conv. Each device fetches one row
// from each neighbour (two collective_permutes, 256 B each, instead of gathering the 16 rows), cuts
// its 6-row window (zeros past the image's edges: the conv's padding) and convolves it with no
// padding along the rows.
// RUN: shardflow-opt %s --partition | filecheck %s
module @spatial attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["space"=4]>
  func.func public @main(%x: tensor<2x16x8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"space"}, {}, {}]>}, %w: tensor<3x3x4x8xf32>) -> (tensor<2x16x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"space"}, {}, {}]>}) {
    %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x16x8x8xf32>
    return %0 : tensor<2x16x8x8xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<2x4x8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"space"}, {}, {}]>}
// CHECK-NOT: all_gather
// CHECK: %[[UP:.*]] = "stablehlo.collective_permute"(%{{.*}}) {{.*}}source_target_pairs = dense<{{\[\[}}0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<2x1x8x4xf32>) -> tensor<2x1x8x4xf32>
// CHECK: %[[DOWN:.*]] = "stablehlo.collective_permute"(%{{.*}}) {{.*}}source_target_pairs = dense<{{\[\[}}1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<2x1x8x4xf32>) -> tensor<2x1x8x4xf32>
// CHECK: stablehlo.concatenate %[[UP]], %arg0, %[[DOWN]], dim = 1 : (tensor<2x1x8x4xf32>, tensor<2x4x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x6x8x4xf32>
// CHECK: %[[WIN:.*]] = stablehlo.select
// CHECK: %[[Y:.*]] = stablehlo.convolution(%[[WIN]], %arg1) {{.*}}pad = {{\[\[}}0, 0], [1, 1]]{{.*}} : (tensor<2x6x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x4x8x8xf32>
// CHECK-NOT: collective
// CHECK: return %[[Y]]
