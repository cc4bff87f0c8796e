// stablehlo.reduce with add / maximum / minimum bodies, or / and over i1 (read as max / min, printed
// as the or / and JAX writes), and an
// init value that is not the reducer's identity (folded in with one extra elementwise op).
// RUN: shardflow-opt %s | filecheck %s
module @reduce {
  func.func public @main(%x: tensor<8x16xf32>, %b: tensor<8x16xi1>, %i: tensor<8x16xi32>, %init: tensor<f32>) -> (tensor<8xf32>, tensor<16xf32>, tensor<f32>, tensor<8xi1>, tensor<16xi1>, tensor<8xf32>, tensor<8xi32>, tensor<16xf32>) {
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %pinf = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.reduce(%x init: %pinf) applies stablehlo.minimum across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %false = stablehlo.constant dense<false> : tensor<i1>
    %3 = stablehlo.reduce(%b init: %false) applies stablehlo.or across dimensions = [1] : (tensor<8x16xi1>, tensor<i1>) -> tensor<8xi1>
    %true = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%b init: %true) applies stablehlo.and across dimensions = [0] : (tensor<8x16xi1>, tensor<i1>) -> tensor<16xi1>
    %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%x init: %one) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %imin = stablehlo.constant dense<-2147483648> : tensor<i32>
    %6 = "stablehlo.reduce"(%i, %imin) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<i32>, %c: tensor<i32>):
      %m = stablehlo.maximum %c, %a : tensor<i32>
      stablehlo.return %m : tensor<i32>
    }) : (tensor<8x16xi32>, tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.reduce(%x init: %init) applies stablehlo.maximum across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<8xf32>, tensor<16xf32>, tensor<f32>, tensor<8xi1>, tensor<16xi1>, tensor<8xf32>, tensor<8xi32>, tensor<16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK: stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.add across dimensions = [1]
// CHECK: stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.maximum across dimensions = [0]
// CHECK: stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.minimum across dimensions = [0, 1]
// CHECK: stablehlo.reduce(%arg1 init: %{{.*}}) applies stablehlo.or across dimensions = [1] : (tensor<8x16xi1>
// CHECK: stablehlo.reduce(%arg1 init: %{{.*}}) applies stablehlo.and across dimensions = [0] : (tensor<8x16xi1>
// init 1.0 is not add's identity: reduce from 0, then add 1.0 once
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.reduce(%arg0 init: %[[ZERO]]) applies stablehlo.add across dimensions = [1]
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[ONE]], dims = [] : (tensor<f32>) -> tensor<8xf32>
// CHECK-NEXT: %[[S1:.*]] = stablehlo.add %[[S]], %[[B]] : tensor<8xf32>
// integer max written in the generic form with swapped block arguments
// CHECK: stablehlo.reduce(%arg2 init: %{{.*}}) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xi32>, tensor<i32>) -> tensor<8xi32>
// an init that is an argument
// CHECK: %[[M:.*]] = stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.maximum across dimensions = [0]
// CHECK-NEXT: %[[IB:.*]] = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<16xf32>
// CHECK-NEXT: %[[M1:.*]] = stablehlo.maximum %[[M]], %[[IB]] : tensor<16xf32>
// CHECK: return {{.*}}, %[[S1]], {{.*}}, %[[M1]] :
