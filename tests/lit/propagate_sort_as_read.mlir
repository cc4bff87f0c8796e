// --propagate prints a sort's comparator as it was read (JAX's canonicalizing one here), as Shardy
// prints it: its constants sdy.constant and alike ones one after the pipeline (as its import and
// export make them), as written with --keep-open. Shardy's rule for a sort has the sorted dimension
// as one factor of every operand and result: the operand's "model" reaches both results and the
// iota (compiling gives the results a factor of their own there, never splitting a result along it:
// fewest-bytes leaves them unsharded).
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
// RUN: %shardflow-opt %s --propagate --propagation-strategy=fewest-bytes | %filecheck %s --check-prefix=BYTES
sdy.mesh @mesh = <["model"=4]>
func.func @main(%arg0: tensor<6x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> tensor<6x16xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<6x16xi32>
  %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %eq = stablehlo.compare EQ, %a, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %zero_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %x = stablehlo.select %eq, %zero_0, %a : tensor<i1>, tensor<f32>
    %zero_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %eq2 = stablehlo.compare EQ, %b, %zero_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %zero_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %y = stablehlo.select %eq2, %zero_2, %b : tensor<i1>, tensor<f32>
    %p = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<6x16xf32>, tensor<6x16xi32>) -> (tensor<6x16xf32>, tensor<6x16xi32>)
  return %1#1 : tensor<6x16xi32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME:    -> (tensor<6x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>})
// CHECK-NEXT:    %[[IOTA:.*]] = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>}
// CHECK-NEXT:    "stablehlo.sort"(%arg0, %[[IOTA]]) <{dimension = 1 : i64, is_stable = true}> ({
// CHECK-NEXT:    ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK-NEXT:      %[[Z:.*]] = sdy.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:      %[[E:.*]] = stablehlo.compare EQ, %[[A]], %[[Z]], FLOAT
// CHECK-NEXT:      %[[X:.*]] = stablehlo.select %[[E]], %[[Z]], %[[A]]
// CHECK-NEXT:      %[[F:.*]] = stablehlo.compare EQ, %[[B]], %[[Z]], FLOAT
// CHECK-NEXT:      %[[Y:.*]] = stablehlo.select %[[F]], %[[Z]], %[[B]]
// CHECK-NEXT:      %[[P:.*]] = stablehlo.compare LT, %[[X]], %[[Y]], TOTALORDER
// CHECK-NEXT:      stablehlo.return %[[P]] : tensor<i1>
// CHECK-NEXT:    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>, <@mesh, [{}, {"model"}]>]>}

// OPEN:          ^bb0(
// OPEN-NEXT:       %[[Z0:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// OPEN-NEXT:       stablehlo.compare EQ, %{{.*}}, %[[Z0]], FLOAT
// OPEN-NEXT:       %[[Z1:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// OPEN-NEXT:       stablehlo.select %{{.*}}, %[[Z1]], %{{.*}}
// OPEN:          }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"model", ?}]>, <@mesh, [{?}, {"model", ?}]>]>}

// BYTES-LABEL: func.func @main(
// BYTES-NOT:     sdy.sharding_per_value
// BYTES:         return
