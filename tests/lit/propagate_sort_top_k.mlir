// --propagate prints a sort of several operands and a top_k as the one op each was (shardflow
// holds one op per result), with every result's layout: per value in Shardy form, a tuple
// sharding in GSPMD form. (Propagated as shardflow compiles, fewest-bytes: Shardy's own strategies
// let no layout through chlo.top_k, propagate_chlo_no_rule.mlir.)
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy=fewest-bytes | %filecheck %s
// RUN: %shardflow-opt %s --propagate --emit gspmd --propagation-strategy=fewest-bytes | %filecheck %s --check-prefix=GSPMD
module @multi attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func public @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %y: tensor<8x16xi32>)
      -> (tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x4xf32>, tensor<8x4xi32>) {
    // CHECK:      %[[S:.*]]:2 = "stablehlo.sort"(%arg0, %arg1)
    // CHECK:      }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>, <@mesh, [{"a", ?}, {?}]>]>}
    // CHECK-SAME:   -> (tensor<8x16xf32>, tensor<8x16xi32>)
    // CHECK-NOT:  stablehlo.sort
    // CHECK:      %[[V:.*]], %[[I:.*]] = chlo.top_k(%arg0, k = 4)
    // CHECK-SAME:   {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>, <@mesh, [{"a", ?}, {?}]>]>}
    // CHECK-NOT:  chlo.top_k
    // CHECK:      return %[[S]]#0, %[[S]]#1, %[[V]], %[[I]]
    // GSPMD:      "stablehlo.sort"(%arg0, %arg1)
    // GSPMD:      }) {mhlo.sharding = "{{[{]}}{devices=[2,1,2]<=[4] last_tile_dim_replicate}, {devices=[2,1,2]<=[4] last_tile_dim_replicate}}"}
    // GSPMD:      chlo.top_k(%arg0, k = 4)
    // GSPMD-SAME:   {mhlo.sharding = "{{[{]}}{devices=[2,1,2]<=[4] last_tile_dim_replicate}, {devices=[2,1,2]<=[4] last_tile_dim_replicate}}"}
    %0:2 = "stablehlo.sort"(%x, %y) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
      %p = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }) {dimension = 1 : i64, is_stable = true} : (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
    %v, %i = chlo.top_k(%x, k = 4) : tensor<8x16xf32> -> (tensor<8x4xf32>, tensor<8x4xi32>)
    return %0#0, %0#1, %v, %i : tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x4xf32>, tensor<8x4xi32>
  }
}
