// A stablehlo.while whose trip count is not static (lax.fori_loop(0, n, ...) with a traced n: the
// bound is a loop-carried argument) stays a loop; the bound, returned unchanged by the body, becomes
// a loop invariant that is carried after the counter and the value (re-emitted, it is still carried).
// RUN: shardflow-opt %s | filecheck %s
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
// CHECK-LABEL: func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>)
// CHECK: %[[R:.*]]:3 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[V:.*]] = %arg0, %[[B:.*]] = %arg1) : tensor<i32>, tensor<4xf32>, tensor<i32>
// CHECK: stablehlo.compare LT, %[[I]], %[[B]]
// CHECK: stablehlo.return %{{.*}}, %{{.*}}, %[[B]] : tensor<i32>, tensor<4xf32>, tensor<i32>
// CHECK: return %[[R]]#1 : tensor<4xf32>
// CHECK-NOT: Traceback
