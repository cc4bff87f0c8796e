// Every elementwise op kind maps one to one (i1 add/multiply/maximum/minimum become or/and).
// RUN: shardflow-opt %s | filecheck %s
module @elementwise {
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %p: tensor<4xi1>, %q: tensor<4xi1>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi1>, tensor<4xi32>) {
    %0 = stablehlo.add %a, %b : tensor<4xf32>
    %1 = stablehlo.subtract %0, %b : tensor<4xf32>
    %2 = stablehlo.multiply %1, %b : tensor<4xf32>
    %3 = stablehlo.divide %2, %b : tensor<4xf32>
    %4 = stablehlo.maximum %3, %b : tensor<4xf32>
    %5 = stablehlo.minimum %4, %b : tensor<4xf32>
    %6 = stablehlo.power %5, %b : tensor<4xf32>
    %7 = stablehlo.negate %6 : tensor<4xf32>
    %8 = stablehlo.abs %7 : tensor<4xf32>
    %9 = stablehlo.exponential %8 : tensor<4xf32>
    %10 = stablehlo.log %9 : tensor<4xf32>
    %11 = stablehlo.tanh %10 : tensor<4xf32>
    %12 = stablehlo.logistic %11 : tensor<4xf32>
    %13 = stablehlo.sqrt %12 : tensor<4xf32>
    %14 = stablehlo.rsqrt %13 : tensor<4xf32>
    %15 = stablehlo.and %p, %q : tensor<4xi1>
    %16 = stablehlo.or %15, %q : tensor<4xi1>
    %17 = stablehlo.not %16 : tensor<4xi1>
    %18 = stablehlo.add %17, %p : tensor<4xi1>
    %19 = stablehlo.multiply %18, %q : tensor<4xi1>
    %20 = stablehlo.and %i, %i : tensor<4xi32>
    %21 = stablehlo.not %20 : tensor<4xi32>
    %22 = stablehlo.power %21, %i : tensor<4xi32>
    return %14, %19, %22 : tensor<4xf32>, tensor<4xi1>, tensor<4xi32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK: stablehlo.add %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: stablehlo.subtract
// CHECK-NEXT: stablehlo.multiply
// CHECK-NEXT: stablehlo.divide
// CHECK-NEXT: stablehlo.maximum
// CHECK-NEXT: stablehlo.minimum
// CHECK-NEXT: stablehlo.power {{.*}} : tensor<4xf32>
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: stablehlo.abs
// CHECK-NEXT: stablehlo.exponential
// CHECK-NEXT: stablehlo.log
// CHECK-NEXT: stablehlo.tanh
// CHECK-NEXT: stablehlo.logistic
// CHECK-NEXT: stablehlo.sqrt
// CHECK-NEXT: stablehlo.rsqrt
// CHECK-NEXT: stablehlo.and %arg2, %arg3 : tensor<4xi1>
// CHECK-NEXT: stablehlo.or {{.*}} : tensor<4xi1>
// CHECK-NEXT: stablehlo.not {{.*}} : tensor<4xi1>
// CHECK-NEXT: stablehlo.or {{.*}}, %arg2 : tensor<4xi1>
// CHECK-NEXT: stablehlo.and {{.*}}, %arg3 : tensor<4xi1>
// CHECK-NEXT: stablehlo.and %arg4, %arg4 : tensor<4xi32>
// CHECK-NEXT: stablehlo.not {{.*}} : tensor<4xi32>
// CHECK-NEXT: stablehlo.power {{.*}} : tensor<4xi32>
