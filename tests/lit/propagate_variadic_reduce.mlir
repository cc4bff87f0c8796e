// A variadic reduce whose body reduces each input on its own prints as the one op it was, and its
// inputs share the layout of every dimension, as Shardy's rule for the op gives: the priority-0
// "a" of %arg0 reaches %arg1 and both results before %arg2's "b" (priority 1) is seen, so the add
// keeps "a". Compiling imports one reduce per input. Checked against jaxlib's Shardy pipeline.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
// RUN: %shardflow-opt %s --partition | %filecheck %s --check-prefix=SPMD
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
func.func @main(%arg0: tensor<4x64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"a"}p0]>},
                %arg1: tensor<4x64x8xf32>,
                %arg2: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}p1]>}) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %1:2 = stablehlo.reduce(%arg0 init: %0), (%arg1 init: %0) across dimensions = [1] :
    (tensor<4x64x8xf32>, tensor<4x64x8xf32>, tensor<f32>, tensor<f32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
    reducer(%arg3: tensor<f32>, %arg5: tensor<f32>) (%arg4: tensor<f32>, %arg6: tensor<f32>)  {
      %2 = stablehlo.add %arg3, %arg5 : tensor<f32>
      %3 = stablehlo.maximum %arg4, %arg6 : tensor<f32>
      stablehlo.return %2, %3 : tensor<f32>, tensor<f32>
    }
  %2 = stablehlo.add %1#1, %arg2 : tensor<4x8xf32>
  return %1#0, %2 : tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME:    %arg1: tensor<4x64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"a"}]>}
// CHECK-NEXT:    %[[Z:.*]] = sdy.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[R:.*]]:2 = stablehlo.reduce(%arg0 init: %[[Z]]), (%arg1 init: %[[Z]]) across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"a"}]>, <@mesh, [{}, {"a"}]>]>}
// CHECK-NEXT:    reducer(%[[A0:.*]]: tensor<f32>, %[[B0:.*]]: tensor<f32>) (%[[A1:.*]]: tensor<f32>, %[[B1:.*]]: tensor<f32>)
// CHECK-NEXT:      stablehlo.add %[[A0]], %[[B0]]
// CHECK-NEXT:      stablehlo.maximum %[[A1]], %[[B1]]
// CHECK:         stablehlo.add %[[R]]#1, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"a"}]>]>}

// OPEN:        stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %cst) across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>, <@mesh, [{?}, {"a", ?}]>]>}

// SPMD-LABEL: func.func public @main(
// SPMD-COUNT-2: stablehlo.reduce
// SPMD-NOT:     stablehlo.reduce
