// --propagate prints the Shardy ops it read as Shardy prints them after propagation: sdy.constant
// stays sdy.constant (its sharding before the value), sdy.reshard stays a reshard, and a
// propagation barrier stays a barrier with the layout propagation gave its result (here only
// backward: the tanh's "b" reaches %arg0 through it, the add's "a" does not reach the tanh). A
// barrier whose result propagation split over no axis (%6 lets layouts through backward only, and
// nothing reads it) prints no sharding, as Shardy prints none. The output reads back.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %shardflow-opt - --propagate --keep-open | %filecheck %s
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = sdy.constant dense<1.000000e+00> : tensor<8x8xf32>
  %1 = stablehlo.add %arg1, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x8xf32>
  %2 = sdy.reshard %1 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  %3 = sdy.propagation_barrier %arg0 allowed_direction=BACKWARD : tensor<8x8xf32>
  %4 = stablehlo.tanh %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>} : tensor<8x8xf32>
  %5 = stablehlo.add %4, %1 : tensor<8x8xf32>
  %6 = sdy.propagation_barrier %arg1 allowed_direction=BACKWARD : tensor<8x8xf32>
  return %2, %5, %6 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
// CHECK-LABEL: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {?}]>}
// CHECK-NEXT:    %[[C:.*]] = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>} dense<1.000000e+00> : tensor<8x8xf32>
// CHECK-NEXT:    %[[ADD:.*]] = stablehlo.add %arg1, %[[C]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CHECK-NEXT:    sdy.reshard %[[ADD]] <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
// CHECK-NEXT:    %[[B:.*]] = sdy.propagation_barrier %arg0 allowed_direction=BACKWARD {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {?}]>]>} : tensor<8x8xf32>
// CHECK-NEXT:    stablehlo.tanh %[[B]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>}
// CHECK:         sdy.propagation_barrier %arg1 allowed_direction=BACKWARD : tensor<8x8xf32>
