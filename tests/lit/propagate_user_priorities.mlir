// User priorities (Shardy's `p0`, `p1`, ...): the dimensions of priority <= i reach the whole
// program before those of priority i + 1 take part. %arg1's "c" (p0) splits every value's rows
// first; the result's own layout (p1) then only adds "b" to the columns: its "a" conflicts with
// the rows' "c" and is not taken. Priorities are printed no more once propagation ran, the
// function result's included.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}p0, {?}]>},
                %arg2: tensor<8x8xf32>)
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p1, {"b"}p1]>}) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %1 = stablehlo.divide %0, %arg2 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME:    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c", ?}, {"b", ?}]>},
// CHECK-SAME:    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}, {"b", ?}]>},
// CHECK-SAME:    %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c", ?}, {"b", ?}]>})
// CHECK-SAME:    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"b"}]>})
// CHECK-NEXT:  %[[ADD:.*]] = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"c", ?}, {"b", ?}]>]>}
// CHECK-NEXT:  stablehlo.divide %[[ADD]], %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"c", ?}, {"b", ?}]>]>}
