// A vocab-parallel embedding (table rows split over model), its gradient, and a KV cache split on
// the sequence updated at a run-time position. The table is never gathered: each device clamps the
// ids into the table, shifts them by its shard offset (an iota over the shards cut per partition
// id), looks up its own rows and zeroes the others; the rows are finished by one all-reduce. The
// gradient scatters the shifted ids into the local (16, 16) shard (the scatter skips other shards'
// rows); the cache update writes into the local shard padded by the update's size and slices it back.
// RUN: shardflow-opt %s --partition | filecheck %s
module @vocab attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%table: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %ids: tensor<2x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %dy: tensor<2x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %cache: tensor<2x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %pos: tensor<i32>) -> (tensor<2x8x16xf32>, tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<2x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) {
    %i = stablehlo.reshape %ids : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %e = "stablehlo.gather"(%table, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<2x8x1xi32>) -> tensor<2x8x16xf32>
    %z = stablehlo.constant dense<0.000000e+00> : tensor<64x16xf32>
    %g = "stablehlo.scatter"(%z, %i, %dy) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<64x16xf32>
    %row = stablehlo.slice %e [0:2, 0:1, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %new = stablehlo.dynamic_update_slice %cache, %row, %c0, %pos, %c0 : (tensor<2x32x16xf32>, tensor<2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x32x16xf32>
    return %e, %g, %new : tensor<2x8x16xf32>, tensor<64x16xf32>, tensor<2x32x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<16x16xf32> {{.*}}, %arg3: tensor<2x8x16xf32>
// CHECK-NOT: all_gather
// CHECK: stablehlo.partition_id
// CHECK-NOT: all_gather
// CHECK: %[[LOCAL:.*]] = "stablehlo.gather"(%arg0, %{{.*}}) {{.*}} : (tensor<16x16xf32>, tensor<2x8x1xi32>) -> tensor<2x8x16xf32>
// CHECK: %[[ROWS:.*]] = stablehlo.select %{{.*}}, %[[LOCAL]], %{{.*}} : tensor<2x8x16xi1>, tensor<2x8x16xf32>
// CHECK-NOT: all_gather
// CHECK: %[[G:.*]] = "stablehlo.scatter"(
// CHECK: }) : (tensor<16x16xf32>, tensor<16x1xi32>, tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NOT: all_gather
// CHECK: %[[E:.*]] = "stablehlo.all_reduce"(%[[ROWS]]) {{.*}} replica_groups = dense<{{\[\[}}0, 1, 2, 3]]>
// CHECK: }) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
// CHECK-NOT: all_gather
// CHECK: %[[P:.*]] = stablehlo.pad %arg3, %{{.*}}, low = [0, 1, 0], high = [0, 1, 0]{{.*}} -> tensor<2x10x16xf32>
// CHECK: %[[W:.*]] = stablehlo.dynamic_update_slice %[[P]], {{.*}} : (tensor<2x10x16xf32>, tensor<2x1x16xf32>,
// CHECK: %[[C:.*]] = stablehlo.slice %[[W]] [0:2, 1:9, 0:16]
// CHECK: return %[[E]], %[[G]], %[[C]] : tensor<2x8x16xf32>, tensor<16x16xf32>, tensor<2x8x16xf32>
// CHECK-NOT: all_gather
