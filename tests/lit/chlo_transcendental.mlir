// The hyperbolic and inverse trigonometric functions JAX writes as CHLO, and lax.round's
// stablehlo.round_nearest_afz, import one to one and print back as read; lowered for IREE, each is
// written out of ops IREE computes well (compiler/ops/transcendental.py): no CHLO op is left, sinh
// takes expm1 of |x|, asin/acos/atan take atan2, asinh/acosh/atanh take log1p.
// RUN: %shardflow-opt %s | %filecheck %s
// RUN: %shardflow-opt %s --lower=multi-device | %filecheck %s --check-prefix=LOWER
sdy.mesh @mesh = <["x"=2]>
func.func @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) {
  %0 = chlo.sinh %arg0 : tensor<8x4xf32> -> tensor<8x4xf32>
  %1 = chlo.cosh %0 : tensor<8x4xf32> -> tensor<8x4xf32>
  %2 = chlo.asin %1 : tensor<8x4xf32> -> tensor<8x4xf32>
  %3 = chlo.acos %2 : tensor<8x4xf32> -> tensor<8x4xf32>
  %4 = chlo.atan %3 : tensor<8x4xf32> -> tensor<8x4xf32>
  %5 = chlo.asinh %4 : tensor<8x4xf32> -> tensor<8x4xf32>
  %6 = chlo.acosh %5 : tensor<8x4xf32> -> tensor<8x4xf32>
  %7 = chlo.atanh %6 : tensor<8x4xf32> -> tensor<8x4xf32>
  %8 = stablehlo.round_nearest_afz %7 : tensor<8x4xf32>
  return %4, %7, %8 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>
}
// CHECK-LABEL: func.func public @main(
// CHECK:       %[[S:.*]] = chlo.sinh %arg0 : tensor<8x4xf32> -> tensor<8x4xf32>
// CHECK-NEXT:  %[[C:.*]] = chlo.cosh %[[S]]
// CHECK-NEXT:  %[[AS:.*]] = chlo.asin %[[C]]
// CHECK-NEXT:  %[[AC:.*]] = chlo.acos %[[AS]]
// CHECK-NEXT:  %[[AT:.*]] = chlo.atan %[[AC]]
// CHECK-NEXT:  %[[ASH:.*]] = chlo.asinh %[[AT]]
// CHECK-NEXT:  %[[ACH:.*]] = chlo.acosh %[[ASH]]
// CHECK-NEXT:  %[[ATH:.*]] = chlo.atanh %[[ACH]]
// CHECK-NEXT:  %[[R:.*]] = stablehlo.round_nearest_afz %[[ATH]] : tensor<8x4xf32>
// CHECK-NEXT:  return %[[AT]], %[[ATH]], %[[R]]

// LOWER-LABEL: func.func public @main(
// LOWER-NOT:   chlo.
// LOWER:       stablehlo.abs %arg0
// LOWER:       stablehlo.exponential_minus_one
// LOWER-NOT:   chlo.
// LOWER:       stablehlo.atan2
// LOWER-NOT:   chlo.
// LOWER:       stablehlo.log_plus_one
// LOWER-NOT:   chlo.
// LOWER:       stablehlo.round_nearest_afz
// LOWER-NOT:   chlo.
// LOWER:       return
