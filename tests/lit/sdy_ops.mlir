// sdy custom syntax for every op the importer reads: sdy.reshard (a reshard, like a constraint),
// sdy.propagation_barrier (kept: it blocks propagation one way), sdy.sharding_group (printed back,
// its groups numbered from 0 as Shardy's import numbers them), per-op
// #sdy.sharding_per_value hints, open dims, priorities and replicated={...}.
// RUN: shardflow-opt %s | filecheck %s
// RUN: shardflow-opt %s | shardflow-opt - | filecheck %s
module @sdy_ops attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @grid = <["x"=2, "y"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@grid, [{"x", ?}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@grid, [{}, {"y"}]>}) {
    %0 = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@grid, [{"x"}, {"y"}]>]>} : tensor<8x16xf32>
    sdy.sharding_group %0 group_id=3 : tensor<8x16xf32>
    %1 = sdy.propagation_barrier %0 allowed_direction=BACKWARD : tensor<8x16xf32>
    %2 = sdy.reshard %1 <@grid, [{}, {"x", "y"}]> : tensor<8x16xf32>
    %3 = sdy.sharding_constraint %2 <@grid, [{"y"}p1, {?}], replicated={"x"}> {extra = 1 : i64} : tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
}

// CHECK: "sdy.mesh"() {mesh = #sdy.mesh<["x"=2, "y"=4]>, sym_name = "grid"}
// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@grid, [{"x", ?}, {}]>}
// CHECK-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@grid, [{}, {"y"}]>})
// CHECK-NEXT: %[[T:.*]] = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@grid, [{"x"}, {"y"}]>]>}
// CHECK-NEXT: "sdy.sharding_group"(%[[T]]) {group_id = 0 : i64} : (tensor<8x16xf32>) -> ()
// CHECK-NEXT: %[[B:.*]] = "sdy.propagation_barrier"(%[[T]]) {allowed_direction = "BACKWARD"}
// CHECK-NEXT: %[[R:.*]] = "sdy.sharding_constraint"(%[[B]]) {sharding = #sdy.sharding<@grid, [{}, {"x", "y"}]>}
// CHECK-NEXT: %[[C:.*]] = "sdy.sharding_constraint"(%[[R]]) {sharding = #sdy.sharding<@grid, [{"y"}p1, {?}], replicated={"x"}>}
// CHECK-NEXT: return %[[C]]
