// An argmax (JAX's variadic reduce of values and an iota, its body comparing them) is printed by
// --propagate as the one reduce it was, its body as read, as Shardy prints it; both results take the
// layout Shardy's reduce rule gives them (the reduced "model" dim gone, the kept "data" dim staying).
// Compiling reads it as a max, then the first index holding it (tests/test_jax_interop.py, accuracy).
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<8xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<8x16xi32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x16xf32>, tensor<8x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%i: tensor<i32>, %j: tensor<i32>)  {
    %2 = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.compare NE, %a, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.or %2, %3 : tensor<i1>
    %5 = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.compare LT, %i, %j, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %5, %6 : tensor<i1>
    %8 = stablehlo.or %4, %7 : tensor<i1>
    %9 = stablehlo.select %4, %a, %b : tensor<i1>, tensor<f32>
    %10 = stablehlo.select %8, %i, %j : tensor<i1>, tensor<i32>
    stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
  }
  return %1#1 : tensor<8xi32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME:    -> (tensor<8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>})
// CHECK-NEXT:    %[[IOTA:.*]] = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>}
// CHECK-NEXT:    %[[NEG:.*]] = sdy.constant dense<0xFF800000> : tensor<f32>
// CHECK-NEXT:    %[[ZERO:.*]] = sdy.constant dense<0> : tensor<i32>
// CHECK-NEXT:    %[[R:.*]]:2 = stablehlo.reduce(%arg0 init: %[[NEG]]), (%[[IOTA]] init: %[[ZERO]]) across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>, <@mesh, [{"data"}]>]>}
// CHECK-NEXT:     reducer(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>) (%[[I:.*]]: tensor<i32>, %[[J:.*]]: tensor<i32>)
// CHECK-NEXT:      %[[GT:.*]] = stablehlo.compare GT, %[[A]], %[[B]], FLOAT
// CHECK:           stablehlo.compare LT, %[[I]], %[[J]], SIGNED
// CHECK:           stablehlo.return
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#1
