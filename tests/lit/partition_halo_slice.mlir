// Halo exchange: c[2:10] of a row-split f32[16,16] stays split; result shard k reads rows 2+2k..3+2k,
// so devices 2 and 3 get 2 rows from their left neighbour with one collective_permute (128 B, what
// XLA sends) instead of an all_gather of the whole dim (768 B). Each sender cuts its piece at its
// own offset (partition-id-indexed table), each receiver cuts its rows out of halo ++ own shard.
// RUN: shardflow-opt %s --partition | filecheck %s
// RUN: shardflow-opt %s --partition | filecheck %s --check-prefix=WHOLE
module @halo attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %0 = stablehlo.slice %arg0 [2:10, 0:16] : (tensor<16x16xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}
// CHECK-SAME: -> (tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
// CHECK-DAG: %[[PID:.*]] = stablehlo.partition_id : tensor<ui32>
// CHECK-DAG: %[[SEND:.*]] = stablehlo.constant dense<[0, 2, 0, 0]> : tensor<4xi64>
// CHECK: %[[PIECE:.*]] = stablehlo.dynamic_slice %arg0, %{{.*}}, %{{.*}}, sizes = [2, 16] : (tensor<4x16xf32>, tensor<i64>, tensor<i64>) -> tensor<2x16xf32>
// CHECK: %[[HALO:.*]] = "stablehlo.collective_permute"(%[[PIECE]])
// CHECK-SAME: source_target_pairs = dense<{{\[}}[1, 2], [2, 3]]> : tensor<2x2xi64>
// CHECK-SAME: (tensor<2x16xf32>) -> tensor<2x16xf32>
// CHECK: %[[BUF:.*]] = stablehlo.concatenate %[[HALO]], %arg0, dim = 0 : (tensor<2x16xf32>, tensor<4x16xf32>) -> tensor<6x16xf32>
// CHECK: stablehlo.constant dense<[4, 2, 0, 0]> : tensor<4xi64>
// CHECK: stablehlo.dynamic_slice %[[BUF]], %{{.*}}, %{{.*}}, sizes = [2, 16] : (tensor<6x16xf32>, tensor<i64>, tensor<i64>) -> tensor<2x16xf32>
// CHECK-NOT: all_gather
// CHECK-NOT: collective_permute

// WHOLE-LABEL: func.func public @main(
// WHOLE-NOT: all_gather
// WHOLE: return
