// --propagate runs Shardy's import pipeline first, which gives a closed sharding constraint's
// layout to the value it names, whoever else reads it (as GSPMD does): the add and the multiply
// reading it follow the constraint, not the argument. An open constraint does not apply, nor does
// any with --keep-open (Shardy's propagation passes alone, without the import pipeline). The
// subtract keeps its operand's "b": it is returned too, and a return is a reader, so the
// constraint is not among the ops Shardy's op priorities run first (it would give "c").
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
module @applies attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
  func.func public @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>},
                         %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>})
      -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
    // CHECK:      %[[ADD:.*]] = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>}
    // CHECK-NEXT: sdy.reshard %[[ADD]] <@mesh, [{}, {"b"}]>
    // CHECK-NEXT: stablehlo.multiply %[[ADD]], %[[ADD]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>}
    // CHECK-NEXT: %[[SUB:.*]] = stablehlo.subtract %arg1, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>}
    // CHECK-NEXT: sdy.reshard %[[SUB]] <@mesh, [{}, {"c"}]>
    // OPEN:       stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?}]>]>}
    // OPEN:       stablehlo.subtract %arg1, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"b", ?}]>]>}
    %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"b"}]> : tensor<8x8xf32>
    %2 = stablehlo.multiply %0, %0 : tensor<8x8xf32>
    %3 = stablehlo.subtract %arg1, %arg1 : tensor<8x8xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{?}, {"c"}]> : tensor<8x8xf32>
    return %1, %2, %3, %4 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  }
}
