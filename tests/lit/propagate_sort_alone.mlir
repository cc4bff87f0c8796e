// Shardy's sort rule blocks propagation along the sorted dim when every other dim has size 1 (a
// 1-D sort, or 16x1): the operands' split stays on them, and nothing reaches the results or the
// iota sorted with them (%0, %1). With a batch dim longer than 1 (%3) the sorted dim's layout
// flows through as a factor that needs replication, as Shardy's does; jaxlib 0.10.2's
// sdy-propagation-pipeline prints the same.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @mesh = <["x"=4]>
func.func @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>},
                %arg1: tensor<16x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                %arg2: tensor<16x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<16xf32>, tensor<16xi32>, tensor<16x1xf32>, tensor<16x2xf32>) {
  %0 = stablehlo.iota dim = 0 : tensor<16xi32>
  %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %t = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<16xf32>, tensor<16xi32>) -> (tensor<16xf32>, tensor<16xi32>)
  %2 = "stablehlo.sort"(%arg1) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<16x1xf32>) -> tensor<16x1xf32>
  %3 = "stablehlo.sort"(%arg2) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<16x2xf32>) -> tensor<16x2xf32>
  return %1#0, %1#1, %2, %3 : tensor<16xf32>, tensor<16xi32>, tensor<16x1xf32>, tensor<16x2xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME:    -> (tensor<16xf32>, tensor<16xi32>, tensor<16x1xf32>, tensor<16x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
// CHECK-NEXT:    %0 = stablehlo.iota dim = 0 : tensor<16xi32>
// CHECK-NEXT:    %1:2 = "stablehlo.sort"(%arg0, %0)
// CHECK:         }) : (tensor<16xf32>, tensor<16xi32>) -> (tensor<16xf32>, tensor<16xi32>)
// CHECK:         %2 = "stablehlo.sort"(%arg1)
// CHECK:         }) : (tensor<16x1xf32>) -> tensor<16x1xf32>
// CHECK:         %3 = "stablehlo.sort"(%arg2)
// CHECK:         }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<16x2xf32>) -> tensor<16x2xf32>
