// Ops outside shardflow's set are refused with the op name and its file:line:col.
// RUN: not shardflow-opt %s 2>&1 | filecheck %s
module @branch {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
    %0 = "stablehlo.case"(%arg1) ({
      stablehlo.return %arg0 : tensor<4xf32>
    }, {
      %1 = stablehlo.negate %arg0 : tensor<4xf32>
      stablehlo.return %1 : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
// CHECK: shardflow-opt: error: {{.*}}error_unsupported_op.mlir:5:10: unsupported op 'stablehlo.case': control flow is not supported
// CHECK-NOT: Traceback
