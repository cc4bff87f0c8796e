// Unreduced (partial) values as Shardy's propagation pipeline leaves them: every use that drops
// unreduced axes reads a `sdy.all_reduce` over them (one per use, so `%0 * %0` reads two); an op
// whose result stays unreduced over fewer axes than its contraction reduces over is all-reduced
// over the others right after it; a function result keeps the unreduced axes only its own
// sharding names (result 0 and 2 print none and return all-reduced values). Shardy's basic
// propagation (--keep-open) writes no all-reduce; the printed module reads back (an all-reduce is
// a reshard to its out_sharding) and prints the same under it.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate | %shardflow-opt - --propagate --keep-open | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=KEEP
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b", "c"}]>},
                %arg1: tensor<8x16xf32>)
    -> (tensor<8x16xf32>, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}], unreduced={"c"}>},
        tensor<8x16xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}], unreduced={"b"}>]>} : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.multiply %0, %0 : tensor<8x16xf32>
  %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}], unreduced={"b", "c"}>]>} : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %3 = sdy.reshard %2 <@mesh, [{"a"}, {}], unreduced={"c"}> : tensor<8x16xf32>
  %4 = stablehlo.negate %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}], unreduced={"c"}>]>} : tensor<8x16xf32>
  return %1, %4, %4 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}], unreduced={"c"}>}, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})
// CHECK-NEXT: %[[D0:.*]] = stablehlo.dot_general %arg0, %arg1, {{.*}}unreduced={"b"}>]>}
// CHECK-NEXT: %[[C:.*]] = sdy.all_reduce {"c"} %[[D0]] out_sharding=<@mesh, [{"a"}, {}], unreduced={"b"}> : tensor<8x16xf32>
// CHECK-NEXT: %[[B1:.*]] = sdy.all_reduce {"b"} %[[C]] out_sharding=<@mesh, [{"a"}, {}]> : tensor<8x16xf32>
// CHECK-NEXT: %[[B2:.*]] = sdy.all_reduce {"b"} %[[C]] out_sharding=<@mesh, [{"a"}, {}]> : tensor<8x16xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[B1]], %[[B2]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CHECK-NEXT: %[[D1:.*]] = stablehlo.dot_general %arg0, %arg1, {{.*}}unreduced={"b", "c"}>]>}
// CHECK-NEXT: %[[B:.*]] = sdy.all_reduce {"b"} %[[D1]] out_sharding=<@mesh, [{"a"}, {}], unreduced={"c"}> : tensor<8x16xf32>
// CHECK-NEXT: %[[R:.*]] = sdy.reshard %[[B]] <@mesh, [{"a"}, {}], unreduced={"c"}> : tensor<8x16xf32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[R]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}], unreduced={"c"}>]>}
// CHECK-NEXT: %[[NC:.*]] = sdy.all_reduce {"c"} %[[N]] out_sharding=<@mesh, [{"a"}, {}]> : tensor<8x16xf32>
// CHECK-NEXT: return %[[M]], %[[N]], %[[NC]]

// KEEP-LABEL: func.func @main(
// KEEP-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>}, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}], unreduced={"c"}>}, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>})
// KEEP-NOT: sdy.all_reduce
// KEEP: return
