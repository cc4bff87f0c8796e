// A gather and a scatter printed by --propagate as they were read, as Shardy's pipeline prints them:
// their promises (indices_are_sorted, unique_indices) kept, and a scatter body that is more than its
// combiner (here sharding constraints on its scalars) kept as written, its constraints reshards once
// exported (--keep-open: still constraints). Checked against jaxlib 0.10.2's sdy-propagation-pipeline.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<4x1000xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<4x1xi32>, %arg2: tensor<4xi32>, %arg3: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>}, %arg4: tensor<3x1xi32>) -> (tensor<4x1000xi32>, tensor<3x16xf32>) {
  %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{
      indices_are_sorted = true,
      scatter_dimension_numbers = #stablehlo.scatter<
        inserted_window_dims = [1],
        input_batching_dims = [0],
        scatter_indices_batching_dims = [0],
        scatter_dims_to_operand_dims = [1],
        index_vector_dim = 1>,
      unique_indices = true}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %1 = sdy.sharding_constraint %a <@mesh, []> : tensor<i32>
    %2 = sdy.sharding_constraint %b <@mesh, []> : tensor<i32>
    %3 = stablehlo.add %1, %2 : tensor<i32>
    stablehlo.return %3 : tensor<i32>
  }) : (tensor<4x1000xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<4x1000xi32>
  %4 = "stablehlo.gather"(%arg3, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 16>}> : (tensor<8x16xf32>, tensor<3x1xi32>) -> tensor<3x16xf32>
  return %0, %4 : tensor<4x1000xi32>, tensor<3x16xf32>
}

// CHECK-LABEL: func.func @main(%arg0: tensor<4x1000xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<4x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg2: tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}, %arg3: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>}, %arg4: tensor<3x1xi32>) -> (tensor<4x1000xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, tensor<3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>}) {
// CHECK-NEXT:   %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
// CHECK-NEXT:   ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
// CHECK-NEXT:     %2 = sdy.reshard %arg5 <@mesh, []> : tensor<i32>
// CHECK-NEXT:     %3 = sdy.reshard %arg6 <@mesh, []> : tensor<i32>
// CHECK-NEXT:     %4 = stablehlo.add %2, %3 : tensor<i32>
// CHECK-NEXT:     stablehlo.return %4 : tensor<i32>
// CHECK-NEXT:   }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : (tensor<4x1000xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<4x1000xi32>
// CHECK-NEXT:   %1 = "stablehlo.gather"(%arg3, %arg4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 16>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} : (tensor<8x16xf32>, tensor<3x1xi32>) -> tensor<3x16xf32>
// CHECK-NEXT:   return %0, %1 : tensor<4x1000xi32>, tensor<3x16xf32>
// CHECK-NEXT: }

// OPEN:      "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true,
// OPEN-NEXT: ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
// OPEN-NEXT:   %2 = sdy.sharding_constraint %arg5 <@mesh, []> : tensor<i32>
// OPEN-NEXT:   %3 = sdy.sharding_constraint %arg6 <@mesh, []> : tensor<i32>
