// A module MLIR cannot parse: the diagnostics, with their locations, become the error.
// RUN: not shardflow-opt %s 2>&1 | filecheck %s
module @bad {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.tanh %undefined : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
// CHECK: shardflow-opt: error: cannot parse the module:
// CHECK-NEXT: {{.*}}error_parse.mlir:5:25: error: use of undeclared SSA value name
// CHECK-NOT: Traceback
