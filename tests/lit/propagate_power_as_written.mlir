// A power with a small constant exponent is compiled as multiplies (or sqrt, rsqrt, a divide), but
// printed as Shardy propagates it, it stays the power it was: `x ^ 1.0`, `x ^ 2.0` and `x ^ 0.5` are
// not rewritten, and nothing is added.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
sdy.mesh @mesh = <["x"=2]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %one = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
  %two = stablehlo.constant dense<2.000000e+00> : tensor<8xf32>
  %half = stablehlo.constant dense<5.000000e-01> : tensor<8xf32>
  %0 = stablehlo.power %arg0, %one : tensor<8xf32>
  %1 = stablehlo.power %0, %two : tensor<8xf32>
  %2 = stablehlo.power %1, %half : tensor<8xf32>
  return %2 : tensor<8xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-NOT:     stablehlo.{{multiply|sqrt|rsqrt|divide}}
// CHECK:         %[[P0:.*]] = stablehlo.power %arg0, %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"{{.*}}}]>]>} : tensor<8xf32>
// CHECK-NEXT:    %[[P1:.*]] = stablehlo.power %[[P0]], %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"{{.*}}}]>]>} : tensor<8xf32>
// CHECK-NEXT:    %[[P2:.*]] = stablehlo.power %[[P1]], %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"{{.*}}}]>]>} : tensor<8xf32>
// CHECK-NEXT:    return %[[P2]]
