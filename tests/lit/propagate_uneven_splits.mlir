// --propagate extends a layout by an axis that does not divide the dimension, as Shardy's
// propagation does, where the factor taking it is the minor-most one of every dimension that
// holds it (a major factor's padding would sit inside its dimension):
// - an elementwise chain takes "a"=3 on a dimension of 4;
// - a reshape 8 -> 2x4 takes "b"=6 as "b":(1)2 on the 2 and "b":(2)3 on the 4;
// - a merge 2x4 -> 8 takes "d"=3 after "c" (its 4 is minor-most in the 8);
// - a merge 2x4 -> 8 does not take "a"=3 from the 2 (major in the 8): the 8 stays unsplit.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
// RUN: %shardflow-opt %s --propagate | %filecheck %s --check-prefix=CLOSED
// Compiling pads instead: the 4 split 3 ways becomes a padded 6, two rows on each device (and
// the partitioned program prints "b" whole, not as the pieces the reshape cut it into).
// RUN: %shardflow-opt %s --partition | %filecheck %s --check-prefix=PART
sdy.mesh @mesh = <["a"=3, "b"=6, "c"=2, "d"=3]>
func.func @main(%arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>},
                %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>},
                %arg2: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}, {"d"}]>},
                %arg3: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})
    -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2x4xf32>
  %1 = stablehlo.negate %0 : tensor<2x4xf32>
  %2 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<2x4xf32>
  %3 = stablehlo.reshape %arg2 : (tensor<2x4xf32>) -> tensor<8xf32>
  %4 = stablehlo.reshape %arg3 : (tensor<2x4xf32>) -> tensor<8xf32>
  return %1, %2, %3, %4 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<8xf32>, tensor<8xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME:    -> (tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"a", ?}]>},
// CHECK-NEXT:  %[[ADD:.*]] = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>}
// CHECK-NEXT:  stablehlo.negate %[[ADD]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>}
// CHECK-NEXT:  stablehlo.reshape %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b":(1)2, ?}, {"b":(2)3, ?}]>]>}
// CHECK-NEXT:  stablehlo.reshape %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"c", "d", ?}]>]>}
// CHECK-NEXT:  stablehlo.reshape %arg3 :
// Without --keep-open the entry function's signature ends evenly split, as Shardy's pipeline
// ends it (propagate_uneven_signature.mlir): the ops keep "a" on the 4, the arguments and results
// lose it (the signature below is jaxlib's sdy-propagation-pipeline's).
// CLOSED-LABEL: func.func @main(
// CLOSED-SAME:    %arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>},
// CLOSED-SAME:    %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b":(1)2}]>},
// CLOSED-SAME:    %arg2: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}, {}]>},
// CLOSED-SAME:    %arg3: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
// CLOSED-SAME:    -> (tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>},
// CLOSED-SAME:    tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>},
// CLOSED-SAME:    tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}]>}, tensor<8xf32>) {
// CLOSED-NEXT:  stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"a"}]>]>}
// PART-LABEL: func.func public @main(
// PART-SAME:    %arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>},
// PART-SAME:    %arg1: tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>},
