// --propagate keeps a stablehlo.while with a static trip count as a loop, as Shardy prints it
// (compiling unrolls it): the carried value's layout reaches the loop's results and the body.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --partition | %filecheck %s --check-prefix=UNROLLED
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x8xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c, %x = %arg0) : tensor<i32>, tensor<8x8xf32>
  cond {
    %c4 = stablehlo.constant dense<4> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %one : tensor<i32>
    %y = stablehlo.tanh %x : tensor<8x8xf32>
    stablehlo.return %n, %y : tensor<i32>, tensor<8x8xf32>
  }
  return %0#1 : tensor<8x8xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME:    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})
// CHECK-NEXT:    sdy.constant dense<0> : tensor<i32>
// CHECK-NEXT:    stablehlo.while({{.*}}) : tensor<i32>, tensor<8x8xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"a"}, {}]>]>}
// CHECK:         } do {
// CHECK:         stablehlo.tanh {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}

// UNROLLED-LABEL: func.func
// UNROLLED-NOT:   stablehlo.while
// UNROLLED-COUNT-4: stablehlo.tanh
