// 9 rows split over "data" (2 shards) and, after a sharding_constraint, over data x model (4 shards):
// both layouts share one padded size, the smallest multiple of 2 and 4 >= 9, i.e. 12, so the
// blocks are 6 and 3 rows (not ceil(9/2) = 5) and the reshard is a local slice.
// RUN: shardflow-opt %s --partition | filecheck %s
module @uneven_lcm attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%arg0: tensor<9x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<9x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>}) {
    %0 = stablehlo.exponential %arg0 : tensor<9x4xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data", "model"}, {}]> : tensor<9x4xf32>
    %2 = stablehlo.tanh %1 : tensor<9x4xf32>
    return %2 : tensor<9x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}
// CHECK-SAME: -> (tensor<3x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}, {}]>})
// CHECK: stablehlo.constant dense<[0, 3, 0, 3]> : tensor<4xi64>
// CHECK: %[[S:.*]] = stablehlo.dynamic_slice %arg0, %{{.*}}, %{{.*}}, sizes = [3, 4] : (tensor<6x4xf32>, tensor<i64>, tensor<i64>) -> tensor<3x4xf32>
// CHECK-NOT: all_gather
// CHECK: stablehlo.tanh %{{.*}} : tensor<3x4xf32>
