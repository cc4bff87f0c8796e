// Ops outside shardflow's set are refused with the op name and its file:line:col.
// RUN: not shardflow-opt %s 2>&1 | filecheck %s
module @loop {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i64>, tensor<4xf32>
    cond {
      %c_1 = stablehlo.constant dense<3> : tensor<i64>
      %1 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i64>
      %2 = stablehlo.add %iterArg, %c_1 : tensor<i64>
      stablehlo.return %2, %iterArg_0 : tensor<i64>, tensor<4xf32>
    }
    return %0#1 : tensor<4xf32>
  }
}
// CHECK: shardflow-opt: error: {{.*}}error_unsupported_op.mlir:6:12: unsupported op 'stablehlo.while': control flow is not supported
// CHECK-NOT: Traceback
