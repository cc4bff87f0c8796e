// --propagate orders ops as Shardy's op priorities do: the ops that only move elements
// (elementwise ones, reshapes, transposes) propagate before the others, and first those whose
// operands have no other readers.
// - The first result's column split reaches the dot_general through the exp and tanh before
//   %x's row split could reach it through the dot, so the dot computes column-split.
// - The sine's result has two readers, so its row split waits: the column split of the other two
//   results reaches both of its readers first (one reshard, after the sine, not one per reader).
// RUN: %shardflow-opt %s --propagate --keep-open 2>/dev/null | %filecheck %s
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>}, %w: tensor<16x8xf32>,
                %y: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"a", ?}]>},
        tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>}, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>}) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.tanh %0 : tensor<8x8xf32>
  %2 = stablehlo.exponential %1 : tensor<8x8xf32>
  %3 = stablehlo.sine %y : tensor<8x8xf32>
  %4 = stablehlo.multiply %3, %3 : tensor<8x8xf32>
  %5 = stablehlo.subtract %3, %3 : tensor<8x8xf32>
  %6 = stablehlo.negate %4 : tensor<8x8xf32>
  %7 = stablehlo.abs %5 : tensor<8x8xf32>
  return %2, %6, %7 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-NEXT:  stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>}
// CHECK-NEXT:  stablehlo.tanh %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>}
// CHECK-NEXT:  stablehlo.exponential %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>}
// CHECK-NEXT:  stablehlo.sine %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
// CHECK-NEXT:  stablehlo.multiply %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>}
// CHECK-NEXT:  stablehlo.subtract %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>}
