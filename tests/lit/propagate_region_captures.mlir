// A loop's and a branch's regions read values from around their op, as written: --propagate prints
// them so, as Shardy's pipeline does (shardflow's own regions are closed: they take what they read as
// operands, and compiling copies constants in). The constants stay where they were, the
// predicate read inside the loop is no loop operand, and an if is printed as the if it was.
// Checked against jaxlib 0.10.2's sdy-propagation-pipeline.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}, %p: tensor<i1>) -> tensor<32x96xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<8> : tensor<i32>
  %half = stablehlo.constant dense<0.5> : tensor<32x96xf32>
  %r:2 = stablehlo.while(%x = %arg0, %i = %zero) : tensor<32x96xf32>, tensor<i32>
    cond {
    %c = stablehlo.compare  LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %y = "stablehlo.if"(%p) ({
      %m = stablehlo.multiply %x, %half : tensor<32x96xf32>
      stablehlo.return %m : tensor<32x96xf32>
    }, {
      stablehlo.return %x : tensor<32x96xf32>
    }) : (tensor<i1>) -> tensor<32x96xf32>
    stablehlo.return %y, %i1 : tensor<32x96xf32>, tensor<i32>
  }
  return %r#0 : tensor<32x96xf32>
}

// CHECK-LABEL: func.func @main(%arg0: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}, %arg1: tensor<i1>) -> (tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}) {
// CHECK-NEXT:   %0 = sdy.constant dense<0> : tensor<i32>
// CHECK-NEXT:   %1 = sdy.constant dense<1> : tensor<i32>
// CHECK-NEXT:   %2 = sdy.constant dense<8> : tensor<i32>
// CHECK-NEXT:   %3 = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {"b"}]>]>} dense<5.000000e-01> : tensor<32x96xf32>
// CHECK-NEXT:   %4:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %0) : tensor<32x96xf32>, tensor<i32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {"b"}]>, <@mesh, []>]>}
// CHECK-NEXT:   cond {
// CHECK-NEXT:     %5 = stablehlo.compare LT, %iterArg_0, %2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT:     stablehlo.return %5 : tensor<i1>
// CHECK-NEXT:   } do {
// CHECK-NEXT:     %5 = stablehlo.add %iterArg_0, %1 : tensor<i32>
// CHECK-NEXT:     %6 = "stablehlo.if"(%arg1) ({
// CHECK-NEXT:       %7 = stablehlo.multiply %iterArg, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {"b"}]>]>} : tensor<32x96xf32>
// CHECK-NEXT:       stablehlo.return %7 : tensor<32x96xf32>
// CHECK-NEXT:     }, {
// CHECK-NEXT:       stablehlo.return %iterArg : tensor<32x96xf32>
// CHECK-NEXT:     }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {"b"}]>]>} : (tensor<i1>) -> tensor<32x96xf32>
// CHECK-NEXT:     stablehlo.return %6, %5 : tensor<32x96xf32>, tensor<i32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return %4#0 : tensor<32x96xf32>
// CHECK-NEXT: }
