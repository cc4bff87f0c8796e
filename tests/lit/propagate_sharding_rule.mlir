// A call's sdy.sharding_rule (JAX's custom_partitioning exports one on its custom call) is the rule
// layouts propagate by, as in Shardy:
// - @CustomSPMDPartitioning "i j, j k -> i k": the result takes arg0's rows ("a"), and arg1's rows
//   take the "b" of arg0's columns through factor j;
// - @foo: a blocked_propagation factor lets nothing through (i, k); a need_replication factor (j)
//   still does under Shardy's strategies, and not when compiling's cost model decides (fewest-bytes);
// - @bar: compound dims ([ij, k] -> [i, jk]) carry "a" on i and "b" on j into the result;
// - @no_rule: without a rule, layouts stop at the call.
// The rule prints back as written. Compiling such a call is refused (it runs Python at compile time).
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefixes=CHECK,SHARDY
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy=basic | %filecheck %s --check-prefixes=CHECK,SHARDY
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy=fewest-bytes | %filecheck %s --check-prefixes=CHECK,BYTES
// RUN: not %shardflow-opt %s --partition 2>&1 | %filecheck %s --check-prefix=REFUSED
// RUN: not %shardflow-opt %S/Inputs/bad_sharding_rule.mlir --propagate 2>&1 | %filecheck %s --check-prefix=BAD
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}, %arg1: tensor<16x4xf32>,
                %arg2: tensor<8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}, {"c"}]>},
                %arg3: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {}]>})
    -> (tensor<8x4xf32>, tensor<8x8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.custom_call @CustomSPMDPartitioning(%arg0, %arg1) {backend_config = "1", sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [j, k])->([i, k]) {i=8, j=16, k=4}, custom>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.tanh %0 : tensor<8x4xf32>
  %2 = stablehlo.custom_call @foo(%arg2) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=8, j=8, k=8} need_replication={j, k} blocked_propagation={i, k}, custom>} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %3 = stablehlo.custom_call @bar(%arg3) {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k])->([i, jk]) {i=2, j=4, k=8}, custom>} : (tensor<8x8xf32>) -> tensor<2x32xf32>
  %4 = stablehlo.reshape %3 : (tensor<2x32xf32>) -> tensor<8x8xf32>
  %5 = stablehlo.custom_call @no_rule(%arg3) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1, %2, %4, %5 : tensor<8x4xf32>, tensor<8x8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME:    %arg1: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {?}]>}
// CHECK-NEXT:    %[[CP:.*]] = stablehlo.custom_call @CustomSPMDPartitioning(%arg0, %arg1) {backend_config = "1", sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [j, k])->([i, k]) {i=8, j=16, k=4}, custom>}
// CHECK-NEXT:    stablehlo.tanh %[[CP]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
// SHARDY-NEXT:   stablehlo.custom_call @foo(%arg2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"b", ?}, {?}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=8, j=8, k=8} need_replication={j, k} blocked_propagation={i, k}, custom>}
// BYTES-NEXT:    stablehlo.custom_call @foo(%arg2) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=8, j=8, k=8} need_replication={j, k} blocked_propagation={i, k}, custom>}
// CHECK-NEXT:    %[[BAR:.*]] = stablehlo.custom_call @bar(%arg3) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?}]>]>
// CHECK-NEXT:    stablehlo.reshape %[[BAR]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b", ?}, {?}]>]>}
// CHECK-NEXT:    stablehlo.custom_call @no_rule(%arg3) : (tensor<8x8xf32>) -> tensor<8x8xf32>

// REFUSED: shardflow-opt: error: {{.*}}propagate_sharding_rule.mlir:20:8: unsupported custom_call @CustomSPMDPartitioning; it is JAX's custom_partitioning, whose partitioner is Python run at compile time

// BAD: shardflow-opt: error: {{.*}}bad_sharding_rule.mlir:4:8: custom_call @fused: sharding rule #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4}>: operand 0 dimension 1 has size 8, but its factors j multiply to 4
