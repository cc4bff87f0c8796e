// Shardy's sharding groups (JAX's shard_alike): values that must end with one layout.
// - Groups that share a value are one group, numbered from 0 by their smallest id (7 and 5 are
//   group 0, 9 is group 1); a value is named once per group; the group ops print back in place.
// - Members whose user shardings agree give that sharding to every member (the constant).
// - Members sharded differently (%arg0 and %arg1) each get an open sharding constraint right after
//   them, read by every later use; the constraints end with one layout, with a warning.
// - A group spans a while body and the values around it.
// - Reading the output again gives it again.
// RUN: %shardflow-opt %s --propagate --keep-open 2>&1 | %filecheck %s --check-prefixes=WARN,CHECK
// RUN: %shardflow-opt %s --propagate --keep-open 2>/dev/null | %shardflow-opt - --propagate --keep-open 2>&1 | %filecheck %s --check-prefixes=AGAIN,CHECK
// RUN: %shardflow-opt %s --propagate 2>/dev/null | %filecheck %s --check-prefix=CLOSED
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>},
                %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>},
                %arg3: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>})
    -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<16x16xf32>) {
  %0 = stablehlo.negate %arg2 : tensor<8x8xf32>
  %1 = stablehlo.constant dense<1.0> : tensor<8x8xf32>
  sdy.sharding_group %0 group_id = 7 : tensor<8x8xf32>
  sdy.sharding_group %1 group_id = 5 : tensor<8x8xf32>
  sdy.sharding_group %0 group_id = 5 : tensor<8x8xf32>
  %2 = stablehlo.multiply %arg0, %arg1 : tensor<8x8xf32>
  sdy.sharding_group %arg0 group_id = 9 : tensor<8x8xf32>
  sdy.sharding_group %arg1 group_id = 9 : tensor<8x8xf32>
  %3 = stablehlo.constant dense<2.0> : tensor<16x16xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c4 = stablehlo.constant dense<4> : tensor<i32>
  %4:2 = stablehlo.while(%iterArg = %arg3, %iterArg_1 = %c0) : tensor<16x16xf32>, tensor<i32>
    cond {
    %6 = stablehlo.compare LT, %iterArg_1, %c4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %6 : tensor<i1>
  } do {
    %6 = stablehlo.add %iterArg_1, %c1 : tensor<i32>
    %7 = stablehlo.multiply %iterArg, %iterArg : tensor<16x16xf32>
    sdy.sharding_group %7 group_id = 11 : tensor<16x16xf32>
    stablehlo.return %7, %6 : tensor<16x16xf32>, tensor<i32>
  }
  sdy.sharding_group %3 group_id = 11 : tensor<16x16xf32>
  %5 = stablehlo.add %4#0, %3 : tensor<16x16xf32>
  return %0, %2, %5 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<16x16xf32>
}

// WARN:       warning: sharding conflict: sharding_group 1 of argument arg0: its members are sharded differently ([{"a"}, {}] vs [{"b"}, {}]); each member got an open sharding constraint
// AGAIN-NOT:  warning
// CHECK-LABEL: func.func @main(
// CHECK-NEXT:  %[[C1:.*]] = sdy.sharding_constraint %arg1 <@mesh, [{"b", ?}, {?}]>
// CHECK-NEXT:  %[[C0:.*]] = sdy.sharding_constraint %arg0 <@mesh, [{"b", ?}, {?}]>
// CHECK-NEXT:  %[[NEG:.*]] = stablehlo.negate %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
// CHECK-NEXT:  %[[ONE:.*]] = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
// CHECK-NEXT:  sdy.sharding_group %[[NEG]] group_id=0 : tensor<8x8xf32>
// CHECK-NEXT:  sdy.sharding_group %[[ONE]] group_id=0 : tensor<8x8xf32>
// CHECK-NEXT:  stablehlo.multiply %[[C0]], %[[C1]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {?}]>]>}
// CHECK-NEXT:  sdy.sharding_group %[[C0]] group_id=1 : tensor<8x8xf32>
// CHECK-NEXT:  sdy.sharding_group %[[C1]] group_id=1 : tensor<8x8xf32>
// CHECK-NEXT:  %[[TWO:.*]] = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"b", ?}]>]>} dense<2.000000e+00>
// CHECK:       stablehlo.while
// CHECK:       %[[SQ:.*]] = stablehlo.multiply %iterArg, %iterArg {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"b", ?}]>]>}
// CHECK-NEXT:  sdy.sharding_group %[[SQ]] group_id=2 : tensor<16x16xf32>
// CHECK:       sdy.sharding_group %[[TWO]] group_id=2 : tensor<16x16xf32>

// At the pipeline's end the constraints are reshards, every layout is closed and the groups are
// gone (Shardy's remove-sharding-groups). Its import drops a constant only groups read (the 1.0)
// and makes the others sdy.constants. Checked against jaxlib's Shardy (sdy-propagation-pipeline).
// CLOSED-NOT:   sharding_group
// CLOSED-LABEL: func.func @main(
// CLOSED-NEXT:  sdy.reshard %arg1 <@mesh, [{"b"}, {}]>
// CLOSED-NEXT:  sdy.reshard %arg0 <@mesh, [{"b"}, {}]>
// CLOSED-NEXT:  stablehlo.negate %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CLOSED-NEXT:  stablehlo.multiply
// CLOSED-NEXT:  sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} dense<2.000000e+00>
// CLOSED-NOT:   sharding_group
