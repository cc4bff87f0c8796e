// jax.ops.segment_max: data and segment ids split over data=2. Each device scatters its own rows
// into the base (max combiner; the base on every device does not matter to a max) and one
// all-reduce with a maximum body finishes. For IREE an update whose row does not fit becomes max's
// identity (-inf) at a clamped index.
// RUN: shardflow-opt %s --partition | filecheck %s
module @segment_max attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]>
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<5x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %1 = "stablehlo.scatter"(%0, %arg1, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %2 = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<5x4xf32>, tensor<8x1xi32>, tensor<8x4xf32>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<4x4xf32> {{.*}}, %arg1: tensor<4x1xi32>
// CHECK: %[[NEG:.*]] = stablehlo.constant dense<0xFF800000> : tensor<4x4xf32>
// CHECK: %[[U:.*]] = stablehlo.select %{{.*}}, %arg0, %[[NEG]] : tensor<4x4xi1>, tensor<4x4xf32>
// CHECK: %[[S:.*]] = "stablehlo.scatter"(%{{.*}}, %{{.*}}, %[[U]])
// CHECK: stablehlo.maximum
// CHECK: }) : (tensor<5x4xf32>, tensor<4x1xi32>, tensor<4x4xf32>) -> tensor<5x4xf32>
// CHECK: %[[R:.*]] = "stablehlo.all_reduce"(%[[S]]) {{.*}} replica_groups = dense<{{\[\[}}0, 1]]>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.maximum
// CHECK: return %[[R]] : tensor<5x4xf32>
