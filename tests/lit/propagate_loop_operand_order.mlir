// Printed with what propagation gives, a loop keeps every operand in its place, as Shardy prints
// it (JAX's scan carries its weights first and returns them unchanged): each operand stays carried,
// its body argument and result one data flow edge. Compiling still reads an operand the body
// returns unchanged as a loop invariant (resharded once, before the loop).
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --partition | %filecheck %s --check-prefix=PART
sdy.mesh @mesh = <["model"=4]>
func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) -> tensor<8x16xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%w = %arg1, %i = %c, %x = %arg0) : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %s = stablehlo.dynamic_slice %w, %i, %z, %z, sizes = [1, 16, 16] : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %r = stablehlo.reshape %s : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %d = stablehlo.dot_general %x, %r, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %t = stablehlo.tanh %d : tensor<8x16xf32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %w, %n, %t : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>
  }
  %1 = stablehlo.add %0#2, %0#2 : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK: %[[C:.*]] = sdy.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[W:.*]]:3 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %[[C]], %iterArg_1 = %arg0) : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>, <@mesh, []>, <@mesh, [{}, {"model"}]>]>}
// CHECK: stablehlo.compare LT, %iterArg_0, %{{.*}}, SIGNED
// CHECK: stablehlo.dynamic_slice %iterArg, %iterArg_0,
// CHECK: stablehlo.dot_general %iterArg_1, %{{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>}
// CHECK: stablehlo.return %iterArg, %{{.*}}, %{{.*}} : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>
// CHECK: stablehlo.add %[[W]]#2, %[[W]]#2

// PART-LABEL: func.func public @main(
// PART-COUNT-3: stablehlo.dot_general
