// The entry function's argument and result shardings end evenly split, as Shardy's pipeline ends
// (its update-non-divisible-input-output-shardings export pass, as jaxlib 0.10.2 runs it): per
// dimension the axes stop at the first that does not divide what the ones before it leave. A closed
// dimension keeps that axis's sub-axis that does ({"x"} on 18 rows -> {"x":(1)2}); an open or
// propagated one whole axes only. The ops inside keep their uneven layouts. Checked against
// jaxlib's sdy-propagation-pipeline; --keep-open (its propagation passes) leaves them uneven.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<18x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {}]>},
                %arg1: tensor<6x4xf32>,
                %arg2: tensor<6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x"}, {}]>})
    -> (tensor<18x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<6x4xf32>, tensor<18x4xf32>) {
  %0 = stablehlo.negate %arg0 : tensor<18x4xf32>
  %1 = stablehlo.add %arg1, %arg2 : tensor<6x4xf32>
  %2 = stablehlo.abs %0 : tensor<18x4xf32>
  return %0, %1, %2 : tensor<18x4xf32>, tensor<6x4xf32>, tensor<18x4xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME:  %arg0: tensor<18x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>},
// CHECK-SAME:  %arg1: tensor<6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>},
// CHECK-SAME:  %arg2: tensor<6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>})
// CHECK-SAME:  -> (tensor<18x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {}]>},
// CHECK-SAME:  tensor<6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>},
// CHECK-SAME:  tensor<18x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
// CHECK-NEXT:  stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
// CHECK-NEXT:  stablehlo.add %arg1, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y", "x"}, {}]>]>}
// CHECK-NEXT:  stablehlo.abs %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
// OPEN-LABEL: func.func @main(
// OPEN-SAME:  %arg0: tensor<18x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {}]>},
// OPEN-SAME:  -> (tensor<18x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
