// lax.fori_loop-style loops: the body is imported once per iteration with the counter as a constant
// (here sum_{i<3} x * i); a loop whose condition is false on entry returns its operands unchanged.
// RUN: shardflow-opt %s | filecheck %s
module @fori {
  func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.while(%i = %c0, %acc = %x) : tensor<i32>, tensor<4xf32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %f = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
      %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %t = stablehlo.multiply %x, %fb : tensor<4xf32>
      %a = stablehlo.add %acc, %t : tensor<4xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i1, %a : tensor<i32>, tensor<4xf32>
    }
    %c9 = stablehlo.constant dense<9> : tensor<i32>
    %s:2 = stablehlo.while(%j = %c9, %v = %x) : tensor<i32>, tensor<4xf32>
    cond {
      %p = stablehlo.compare LT, %j, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %v1 = stablehlo.tanh %v : tensor<4xf32>
      stablehlo.return %j, %v1 : tensor<i32>, tensor<4xf32>
    }
    return %r#1, %s#1 : tensor<4xf32>, tensor<4xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<4xf32>)
// CHECK-NEXT: %[[C0:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[F0:.*]] = stablehlo.convert %[[C0]] : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT: %[[B0:.*]] = stablehlo.broadcast_in_dim %[[F0]]
// CHECK-NEXT: %[[M0:.*]] = stablehlo.multiply %arg0, %[[B0]]
// CHECK-NEXT: %[[A0:.*]] = stablehlo.add %arg0, %[[M0]]
// CHECK-NEXT: %[[C1:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[F1:.*]] = stablehlo.convert %[[C1]]
// CHECK-NEXT: %[[B1:.*]] = stablehlo.broadcast_in_dim %[[F1]]
// CHECK-NEXT: %[[M1:.*]] = stablehlo.multiply %arg0, %[[B1]]
// CHECK-NEXT: %[[A1:.*]] = stablehlo.add %[[A0]], %[[M1]]
// CHECK-NEXT: %[[C2:.*]] = stablehlo.constant dense<2> : tensor<i32>
// CHECK-NEXT: %[[F2:.*]] = stablehlo.convert %[[C2]]
// CHECK-NEXT: %[[B2:.*]] = stablehlo.broadcast_in_dim %[[F2]]
// CHECK-NEXT: %[[M2:.*]] = stablehlo.multiply %arg0, %[[B2]]
// CHECK-NEXT: %[[A2:.*]] = stablehlo.add %[[A1]], %[[M2]]
// CHECK-NEXT: return %[[A2]], %arg0 : tensor<4xf32>, tensor<4xf32>
