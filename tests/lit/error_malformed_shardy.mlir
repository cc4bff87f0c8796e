// Careless Shardy inputs are refused with their location and what to change (each once crashed
// with a Python traceback or was taken silently): a manual computation body with more arguments
// than operands, a body reading a value from around it, more in_shardings than operands, a
// sharding with fewer dimension entries than the rank, a malformed sharding rule on an ordinary op.
// RUN: not %shardflow-opt %S/Inputs/manual_arity.mlir --propagate 2>&1 | %filecheck %s --check-prefix=ARITY
// RUN: not %shardflow-opt %S/Inputs/manual_captures.mlir --propagate 2>&1 | %filecheck %s --check-prefix=CAPTURE
// RUN: not %shardflow-opt %S/Inputs/manual_extra_sharding.mlir 2>&1 | %filecheck %s --check-prefix=EXTRA
// RUN: not %shardflow-opt %S/Inputs/short_sharding.mlir --propagate 2>&1 | %filecheck %s --check-prefix=SHORT
// RUN: not %shardflow-opt %S/Inputs/op_sharding_rule.mlir 2>&1 | %filecheck %s --check-prefix=RULE
// ARITY: shardflow-opt: error: {{.*}}manual_arity.mlir:4:8: sdy.manual_computation has 1 operands but its body takes 2 arguments: give the body one argument per operand
// CAPTURE: shardflow-opt: error: {{.*}}manual_captures.mlir:5:10: stablehlo.subtract uses %arg0, which is defined outside the region it is in; the body of an sdy.manual_computation (like a function's) may use only its own arguments: pass the value in as an operand
// EXTRA: shardflow-opt: error: {{.*}}manual_extra_sharding.mlir:4:8: sdy.manual_computation has 1 operands and 1 results but 2 in_shardings and 1 out_shardings
// SHORT: shardflow-opt: error: {{.*}}short_sharding.mlir:4:8: sharding #sdy.sharding<@mesh, [{"a"}]> has 1 dimension entries for a value of type tensor<16x32xf32> (rank 2); a Shardy sharding gives one {...} per dimension
// RULE: shardflow-opt: error: {{.*}}op_sharding_rule.mlir:4:8: stablehlo.abs: sharding rule {{.*}}: reduction factor j maps to a result dimension; a reduction factor belongs to operands only
