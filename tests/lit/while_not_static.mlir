// A stablehlo.while whose trip count is not static (lax.fori_loop(0, n, ...) with a traced n: the
// bound is a loop-carried argument) is refused with the op's location and the operand it reads.
// RUN: not shardflow-opt %s 2>&1 | filecheck %s
module @dyn {
  func.func public @main(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:3 = stablehlo.while(%i = %c0, %b = %n, %v = %x) : tensor<i32>, tensor<i32>, tensor<4xf32>
    cond {
      %p = stablehlo.compare LT, %i, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      %v1 = stablehlo.tanh %v : tensor<4xf32>
      stablehlo.return %i1, %b, %v1 : tensor<i32>, tensor<i32>, tensor<4xf32>
    }
    return %r#2 : tensor<4xf32>
  }
}
// CHECK: shardflow-opt: error: {{.*}}while_not_static.mlir:7:12: stablehlo.while: the trip count is not static: the loop condition does not fold to a constant (it reads loop-carried operand #1 (tensor<i32>), not a compile-time constant)
// CHECK-NOT: Traceback
