// Constants are read exactly: splats, f32/f16/bf16 (decimal, hex bit patterns for inf/nan, and
// MLIR's hex blob form), i1, i32, i64 beyond 32 bits, scalars.
// RUN: shardflow-opt %s | filecheck %s
// RUN: shardflow-opt %s | shardflow-opt - | filecheck %s
module @consts {
  func.func public @main() -> (tensor<2x3xf32>, tensor<4xf32>, tensor<4xbf16>, tensor<3xf16>, tensor<2x2xi1>, tensor<3xi64>, tensor<i32>, tensor<2xbf16>, tensor<2xf32>, tensor<3xbf16>) {
    %0 = stablehlo.constant dense<1.500000e+00> : tensor<2x3xf32>
    %1 = stablehlo.constant dense<[0.1, -2.5, 0x7F800000, 0xFF800000]> : tensor<4xf32>
    %2 = stablehlo.constant dense<[1.5, -2.25, 3.0, 9.994500e-04]> : tensor<4xbf16>
    %3 = stablehlo.constant dense<[0.1, 65504.0, -0.0]> : tensor<3xf16>
    %4 = stablehlo.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
    %5 = stablehlo.constant dense<[7, -3, 1099511627776]> : tensor<3xi64>
    %6 = stablehlo.constant dense<-42> : tensor<i32>
    %7 = stablehlo.constant dense<"0x803FC0BF"> : tensor<2xbf16>
    %8 = stablehlo.constant dense<"0x0000803F00000040"> : tensor<2xf32>
    %9 = stablehlo.constant dense<[0x7FC0, 0xFF80, 3.389530e+38]> : tensor<3xbf16>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<2x3xf32>, tensor<4xf32>, tensor<4xbf16>, tensor<3xf16>, tensor<2x2xi1>, tensor<3xi64>, tensor<i32>, tensor<2xbf16>, tensor<2xf32>, tensor<3xbf16>
  }
}

// CHECK-LABEL: func.func public @main()
// CHECK: stablehlo.constant dense<1.500000e+00> : tensor<2x3xf32>
// CHECK: stablehlo.constant dense<[1.000000e-01, -2.500000e+00, 0x7F800000, 0xFF800000]> : tensor<4xf32>
// CHECK: stablehlo.constant dense<[1.500000e+00, -2.250000e+00, 3.000000e+00, 9.994500e-04]> : tensor<4xbf16>
// CHECK: stablehlo.constant dense<[9.997550e-02, 6.550400e+04, -0.000000e+00]> : tensor<3xf16>
// CHECK: stablehlo.constant dense<{{\[\[}}true, false], [false, true]]> : tensor<2x2xi1>
// CHECK: stablehlo.constant dense<[7, -3, 1099511627776]> : tensor<3xi64>
// CHECK: stablehlo.constant dense<-42> : tensor<i32>
// CHECK: stablehlo.constant dense<[1.000000e+00, -1.500000e+00]> : tensor<2xbf16>
// CHECK: stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: stablehlo.constant dense<[0x7FC0, 0xFF80, 3.389530e+38]> : tensor<3xbf16>
