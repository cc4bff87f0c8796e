// An embedding lookup and its gradient on data x model: the table stays split on its hidden dim
// (the local gather takes 8 of 16 columns), the ids stay split on data, and the scatter-add of
// each data shard is finished by one all-reduce over data. For IREE the indices are clamped (the
// gather), out-of-range updates zeroed and the lookups flattened (the scatter).
// RUN: shardflow-opt %s --partition | filecheck %s
module @embedding attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%table: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %ids: tensor<4x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %dy: tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) -> (tensor<4x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}, tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %i = stablehlo.reshape %ids : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %e = "stablehlo.gather"(%table, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<4x8x1xi32>) -> tensor<4x8x16xf32>
    %z = stablehlo.constant dense<0.000000e+00> : tensor<32x16xf32>
    %g = "stablehlo.scatter"(%z, %i, %dy) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<32x16xf32>, tensor<4x8x1xi32>, tensor<4x8x16xf32>) -> tensor<32x16xf32>
    return %e, %g : tensor<4x8x16xf32>, tensor<32x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<32x8xf32> {{.*}}, %arg1: tensor<2x8xi32> {{.*}}, %arg2: tensor<2x8x8xf32>
// CHECK: %[[IDS:.*]] = stablehlo.reshape %arg1 : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
// CHECK: %[[CL:.*]] = stablehlo.clamp %{{.*}}, %[[IDS]], %{{.*}} : tensor<2x8x1xi32>
// CHECK-NEXT: %[[E:.*]] = "stablehlo.gather"(%arg0, %[[CL]]) {{.*}} slice_sizes = array<i64: 1, 8>}> : (tensor<32x8xf32>, tensor<2x8x1xi32>) -> tensor<2x8x8xf32>
// CHECK-NOT: all_gather
// CHECK: stablehlo.select %{{.*}}, %arg2, %{{.*}} : tensor<2x8x8xi1>, tensor<2x8x8xf32>
// CHECK: %[[S:.*]] = "stablehlo.scatter"({{.*}}) <{{.*}}update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
// CHECK: }) : (tensor<32x8xf32>, tensor<16x1xi32>, tensor<16x8xf32>) -> tensor<32x8xf32>
// CHECK: %[[G:.*]] = "stablehlo.all_reduce"(%[[S]]) {{.*}} replica_groups = dense<{{\[\[}}0, 2], [1, 3]]> : tensor<2x2xi64>
// CHECK: return %[[E]], %[[G]] : tensor<2x8x8xf32>, tensor<32x8xf32>
