// Ops outside shardflow's set are refused with the op name and its file:line:col.
// RUN: not shardflow-opt %s 2>&1 | filecheck %s
module @mapped {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.map"(%arg0, %arg1) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %1 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
// CHECK: shardflow-opt: error: {{.*}}error_unsupported_op.mlir:5:10: unsupported op 'stablehlo.map'; supported:
// CHECK-NOT: Traceback
