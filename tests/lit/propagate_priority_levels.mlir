// While an earlier priority propagates, a user dim of a later priority is closed and empty, its
// axes replicated, as in Shardy: at p0 the subtract's rows (its "z" is p1) take nothing, so %arg2,
// an operand of that elementwise op, takes no more than its result did (nothing), though %0 offers
// "x"; at p1 the subtract's "z" meets %0's "x" on the rows (a conflict: neither is taken for
// %arg2) while its closed empty columns keep "y" from %arg2.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
sdy.mesh @mesh = <["x"=2, "y"=2, "z"=2]>
func.func @main(%arg0: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {"y"}p0]>},
                %arg1: tensor<16x4xf32>, %arg2: tensor<16x4xf32>) -> tensor<16x4xf32> {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<16x4xf32>
  %1 = stablehlo.subtract %0, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"z"}p1, {}]>]>} : tensor<16x4xf32>
  return %1 : tensor<16x4xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME:    %arg0: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>},
// CHECK-SAME:    %arg1: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {"y", ?}]>},
// CHECK-SAME:    %arg2: tensor<16x4xf32>)
// CHECK-NEXT:  %[[MUL:.*]] = stablehlo.multiply %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {"y", ?}]>]>}
// CHECK-NEXT:  stablehlo.subtract %[[MUL]], %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"z"}, {}]>]>}
