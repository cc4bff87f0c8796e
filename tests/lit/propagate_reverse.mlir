// A reversed dim is Shardy's permutation factor: `--propagate` lets the operand's layout through
// it (also with --conservative-propagation), as jaxlib's Shardy does, while compiling keeps its own
// rule: the reversed dim is gathered and computed whole (device k would need device n-1-k's rows).
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open --conservative-propagation | %filecheck %s --check-prefix=CONS
// RUN: %shardflow-opt %s --partition | %filecheck %s --check-prefix=PART
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<16x8xf32> {
  %0 = stablehlo.reverse %arg0, dims = [0] : tensor<16x8xf32>
  %1 = stablehlo.negate %0 : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME:  -> (tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>})
// CHECK-NEXT:  stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>}
// CHECK-NEXT:  stablehlo.negate %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>}
// CONS:        stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {"y", ?}]>]>}
// PART-LABEL:  func.func public @main(%arg0: tensor<4x4xf32>
// PART-NEXT:   %[[ALL:.*]] = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64
// PART-NEXT:   stablehlo.reverse %[[ALL]], dims = [0] : tensor<16x4xf32>
