// x.at[ids].set(u) with the base's rows split over model=2 and the result split alike: each device
// shifts the row ids by its shard's offset and scatters into its own rows (a masked local op, no
// collective). For IREE a row that does not fit is sent into one row of padding after the base,
// cut off again (IREE does not skip it, and a set has no neutral value).
// RUN: shardflow-opt %s --partition | filecheck %s
module @set_rows attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=2]>
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<3x1xi32>, %arg2: tensor<3x4xf32>) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      stablehlo.return %b : tensor<f32>
    }) : (tensor<8x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<4x4xf32>
// CHECK-NOT: all_gather
// CHECK: %[[LOCAL:.*]] = stablehlo.subtract %arg1, %{{.*}} : tensor<3x1xi32>
// CHECK: %[[BASE:.*]] = stablehlo.pad %arg0, %{{.*}}, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<5x4xf32>
// CHECK: %[[FAR:.*]] = stablehlo.constant dense<4> : tensor<1xi32>
// CHECK: %[[FARS:.*]] = stablehlo.broadcast_in_dim %[[FAR]], dims = [1] : (tensor<1xi32>) -> tensor<3x1xi32>
// CHECK: %[[IDS:.*]] = stablehlo.select %{{.*}}, %{{.*}}, %[[FARS]] : tensor<3x1xi1>, tensor<3x1xi32>
// CHECK: %[[S:.*]] = "stablehlo.scatter"(%[[BASE]], %[[IDS]], %arg2)
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<f32>, %[[NEW:.*]]: tensor<f32>):
// CHECK-NEXT: stablehlo.return %[[NEW]] : tensor<f32>
// CHECK: %[[R:.*]] = stablehlo.slice %[[S]] [0:4, 0:4] : (tensor<5x4xf32>) -> tensor<4x4xf32>
// CHECK: return %[[R]] : tensor<4x4xf32>
