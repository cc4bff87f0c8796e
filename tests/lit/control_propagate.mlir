// --propagate through control flow: a carried value's layout links its initial value, the body's
// argument, the body's next value and the loop's result (Shardy's data-flow edges), so the batch
// split of %x reaches every op in the body and the loop's result; a case's branches see their
// operands' layouts and give theirs to the case's result. The condition reads %n from around the
// loop, as written (it is no operand of the loop), as Shardy's pipeline prints it.
// RUN: shardflow-opt %s --propagate 2>/dev/null | filecheck %s
module @prop attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["data"=2]>
  func.func public @main(%x: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %n: tensor<i32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
    %z = stablehlo.constant dense<0.0> : tensor<8x4xf32>
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:3 = stablehlo.while(%i = %c0, %acc = %z, %v = %x) : tensor<i32>, tensor<8x4xf32>, tensor<8x4xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      %s = stablehlo.sine %v : tensor<8x4xf32>
      %a = stablehlo.add %acc, %s : tensor<8x4xf32>
      stablehlo.return %i1, %a, %s : tensor<i32>, tensor<8x4xf32>, tensor<8x4xf32>
    }
    %u = "stablehlo.case"(%n) ({
      %e = stablehlo.exponential %r#1 : tensor<8x4xf32>
      stablehlo.return %e : tensor<8x4xf32>
    }, {
      stablehlo.return %x : tensor<8x4xf32>
    }) : (tensor<i32>) -> tensor<8x4xf32>
    return %r#1, %u : tensor<8x4xf32>, tensor<8x4xf32>
  }
}
// CHECK-LABEL: func.func public @main
// CHECK: %[[Z:.*]] = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} dense<0.000000e+00> : tensor<8x4xf32>
// CHECK: stablehlo.while({{.*}}) : tensor<i32>, tensor<8x4xf32>, tensor<8x4xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>}
// CHECK-NEXT: cond {
// CHECK-NEXT: stablehlo.compare LT, %iterArg, %arg1, SIGNED
// CHECK: } do {
// CHECK: stablehlo.sine {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>}
// CHECK: stablehlo.add {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>}
// CHECK: "stablehlo.case"
// CHECK: stablehlo.exponential {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>}
// CHECK: }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<8x4xf32>
