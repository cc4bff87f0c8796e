// Printed with what propagation gives, a call in a loop's body or a case's branch stays a call, as
// Shardy's pipeline leaves it (JAX's fori_loop and scan call their body that way): the callee is
// written once with the layouts found for it, after the entry function. Compiling inlines it.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate | %shardflow-opt - --partition | %filecheck %s --check-prefix=PART
sdy.mesh @mesh = <["a"=2]>
func.func private @step(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.tanh %arg0 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
func.func private @twice(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<i32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i32>, tensor<8x16xf32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %y = func.call @step(%x) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %n, %y : tensor<i32>, tensor<8x16xf32>
  }
  %1 = "stablehlo.case"(%arg1) ({
    %t = func.call @twice(%0#1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    stablehlo.return %t : tensor<8x16xf32>
  }, {
    %s = func.call @step(%0#1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    stablehlo.return %s : tensor<8x16xf32>
  }) : (tensor<i32>) -> tensor<8x16xf32>
  %2 = func.call @step(%1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %1, %2 : tensor<8x16xf32>, tensor<8x16xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK: stablehlo.while
// CHECK: } do {
// CHECK-NEXT: %[[Y:.*]] = func.call @step(%iterArg_0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK: stablehlo.return %{{.*}}, %[[Y]] : tensor<i32>, tensor<8x16xf32>
// CHECK: "stablehlo.case"(%arg1) ({
// CHECK-NEXT: %[[T:.*]] = func.call @twice(%{{.*}}#1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CHECK-NEXT: stablehlo.return %[[T]]
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[S:.*]] = func.call @step(%{{.*}}#1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CHECK: call @step(%{{.*}}) {sdy.sharding
// CHECK-LABEL: func.func private @step(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})
// CHECK-NEXT: stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CHECK-LABEL: func.func private @twice(
// CHECK-NEXT: stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CHECK-NOT: func.func

// PART-LABEL: func.func public @main(
// PART-NOT: call
// PART: stablehlo.tanh
