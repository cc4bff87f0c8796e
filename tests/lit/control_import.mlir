// stablehlo.if and stablehlo.case are imported as `case` ops and re-emitted as stablehlo.case: `if`
// becomes a case on convert(pred) with its branches swapped (false, true), as JAX lowers lax.cond.
// Values the branches read from around them stay read from around them; a constant is copied in.
// RUN: shardflow-opt %s | filecheck %s
module @branches {
  func.func public @main(%p: tensor<i1>, %k: tensor<i32>, %x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %two = stablehlo.constant dense<2.0> : tensor<4xf32>
    %a = "stablehlo.if"(%p) ({
      %t = stablehlo.multiply %x, %two : tensor<4xf32>
      stablehlo.return %t : tensor<4xf32>
    }, {
      %e = stablehlo.negate %y : tensor<4xf32>
      stablehlo.return %e : tensor<4xf32>
    }) : (tensor<i1>) -> tensor<4xf32>
    %b = "stablehlo.case"(%k) ({
      stablehlo.return %a : tensor<4xf32>
    }, {
      %s = stablehlo.add %a, %x : tensor<4xf32>
      stablehlo.return %s : tensor<4xf32>
    }, {
      %c = stablehlo.exponential %y : tensor<4xf32>
      stablehlo.return %c : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    return %a, %b : tensor<4xf32>, tensor<4xf32>
  }
}
// CHECK-LABEL: func.func public @main(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>)
// CHECK: %[[IDX:.*]] = stablehlo.convert %arg0 : (tensor<i1>) -> tensor<i32>
// CHECK-NEXT: %[[A:.*]] = "stablehlo.case"(%[[IDX]]) ({
// CHECK-NEXT: stablehlo.negate %arg3
// CHECK: }, {
// CHECK-NEXT: %[[TWO:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK-NEXT: stablehlo.multiply %arg2, %[[TWO]]
// CHECK: }) : (tensor<i32>) -> tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = "stablehlo.case"(%arg1) ({
// CHECK-NEXT: stablehlo.return %[[A]] : tensor<4xf32>
// CHECK-NEXT: }, {
// CHECK-NEXT: stablehlo.add %[[A]], %arg2
// CHECK: }, {
// CHECK-NEXT: stablehlo.exponential %arg3
// CHECK: return %[[A]], %[[B]] : tensor<4xf32>, tensor<4xf32>
