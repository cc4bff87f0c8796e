// Indexing ops and the error functions import one to one and print back as StableHLO/CHLO: a
// scatter whose body adds into a zero base is one scatter_add (its zero base printed as a constant).
// Printed with what propagation gives, the scatter keeps the base it was read with (Shardy's form).
// RUN: shardflow-opt %s | filecheck %s
// RUN: shardflow-opt %s --propagate | filecheck %s --check-prefix=PROP
module @indexing {
  func.func public @main(%x: tensor<8x16xf32>, %ids: tensor<2x3xi32>, %p: tensor<i32>, %u: tensor<2x16xf32>) -> (tensor<8x16xf32>, tensor<2x3x16xf32>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<8x16xf32>) {
    %0 = chlo.erf %x : tensor<8x16xf32> -> tensor<8x16xf32>
    %1 = chlo.erfc %0 : tensor<8x16xf32> -> tensor<8x16xf32>
    %2 = chlo.erf_inv %1 : tensor<8x16xf32> -> tensor<8x16xf32>
    %3 = stablehlo.reverse %2, dims = [1] : tensor<8x16xf32>
    %i = stablehlo.reshape %ids : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %4 = "stablehlo.gather"(%3, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<8x16xf32>, tensor<2x3x1xi32>) -> tensor<2x3x16xf32>
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %zb = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %5 = "stablehlo.scatter"(%zb, %i, %4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8x16xf32>, tensor<2x3x1xi32>, tensor<2x3x16xf32>) -> tensor<8x16xf32>
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.dynamic_slice %x, %p, %c0, sizes = [4, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<4x16xf32>
    %7 = stablehlo.dynamic_update_slice %x, %u, %p, %c0 : (tensor<8x16xf32>, tensor<2x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    return %3, %4, %5, %6, %7 : tensor<8x16xf32>, tensor<2x3x16xf32>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK: %[[E:.*]] = chlo.erf %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT: %[[C:.*]] = chlo.erfc %[[E]]
// CHECK-NEXT: %[[I:.*]] = chlo.erf_inv %[[C]]
// CHECK-NEXT: %[[R:.*]] = stablehlo.reverse %[[I]], dims = [1] : tensor<8x16xf32>
// CHECK-NEXT: %[[IDS:.*]] = stablehlo.reshape %arg1 : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.gather"(%[[R]], %[[IDS]]) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<8x16xf32>
// CHECK-NEXT: "stablehlo.scatter"(%[[Z]], %[[IDS]], %[[G]]) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}>
// CHECK: stablehlo.add
// CHECK: stablehlo.dynamic_slice %arg0, %arg2, %{{.*}}, sizes = [4, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<4x16xf32>
// CHECK-NEXT: stablehlo.dynamic_update_slice %arg0, %arg3, %arg2, %{{.*}} : (tensor<8x16xf32>, tensor<2x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>

// PROP-LABEL: func.func public @main(
// PROP: %[[Z:.*]] = sdy.constant dense<0.000000e+00> : tensor<f32>
// PROP-NEXT: %[[ZB:.*]] = stablehlo.broadcast_in_dim %[[Z]], dims = [] : (tensor<f32>) -> tensor<8x16xf32>
// PROP-NEXT: "stablehlo.scatter"(%[[ZB]], %{{.*}}, %{{.*}}) <{
