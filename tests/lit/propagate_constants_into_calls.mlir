// Constants passed into calls, printed by --propagate as Shardy's pipeline prints them. A constant
// expression (iotas, a broadcast constant, their arithmetic) that a function passes to a call is
// split per use as Shardy's import splits it, the call being the use: each of the two values @f
// passes @g reads a chain of its own (the alike broadcasts merged again at the export). Alike
// constants merged at the export and passed twice (@clip's %x and %hi) stay two arguments.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @mesh = <["x"=2]>
func.func @main(%arg0: tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x16xui32> {
  %0 = call @f(%arg0) : (tensor<8x16xui32>) -> tensor<8x16xui32>
  %hi = stablehlo.constant dense<7> : tensor<ui32>
  %lo = stablehlo.constant dense<1> : tensor<ui32>
  %hi_0 = stablehlo.constant dense<7> : tensor<ui32>
  %1 = call @clip(%hi, %lo, %hi_0) : (tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
  %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
  %3 = stablehlo.add %0, %2 : tensor<8x16xui32>
  return %3 : tensor<8x16xui32>
}
func.func private @clip(%x: tensor<ui32>, %lo: tensor<ui32>, %hi: tensor<ui32>) -> tensor<ui32> {
  %0 = stablehlo.maximum %lo, %x : tensor<ui32>
  %1 = stablehlo.minimum %hi, %0 : tensor<ui32>
  return %1 : tensor<ui32>
}
func.func private @f(%arg0: tensor<8x16xui32>) -> tensor<8x16xui32> {
  %0 = stablehlo.iota dim = 0 : tensor<8x16xui64>
  %1 = stablehlo.iota dim = 1 : tensor<8x16xui64>
  %c = stablehlo.constant dense<16> : tensor<ui64>
  %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x16xui64>
  %3 = stablehlo.multiply %2, %0 : tensor<8x16xui64>
  %4 = stablehlo.add %3, %1 : tensor<8x16xui64>
  %c2 = stablehlo.constant dense<32> : tensor<ui64>
  %5 = stablehlo.broadcast_in_dim %c2, dims = [] : (tensor<ui64>) -> tensor<8x16xui64>
  %6 = stablehlo.shift_right_logical %4, %5 : tensor<8x16xui64>
  %7 = stablehlo.convert %4 : (tensor<8x16xui64>) -> tensor<8x16xui32>
  %8 = stablehlo.convert %6 : (tensor<8x16xui64>) -> tensor<8x16xui32>
  %9 = call @g(%7, %8, %arg0) : (tensor<8x16xui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> tensor<8x16xui32>
  return %9 : tensor<8x16xui32>
}
func.func private @g(%a: tensor<8x16xui32>, %b: tensor<8x16xui32>, %c: tensor<8x16xui32>) -> tensor<8x16xui32> {
  %0 = stablehlo.add %a, %c : tensor<8x16xui32>
  %1 = stablehlo.add %0, %b : tensor<8x16xui32>
  return %1 : tensor<8x16xui32>
}

// CHECK-LABEL: func.func @main(
// CHECK:         %[[HI:.*]] = sdy.constant dense<7> : tensor<ui32>
// CHECK-NEXT:    %[[LO:.*]] = sdy.constant dense<1> : tensor<ui32>
// CHECK-NEXT:    call @clip(%[[HI]], %[[LO]], %[[HI]])
// CHECK-LABEL: func.func private @f(
// CHECK-NEXT:    %[[I0:.*]] = stablehlo.iota dim = 0
// CHECK-NEXT:    %[[J0:.*]] = stablehlo.iota dim = 0
// CHECK-NEXT:    %[[I1:.*]] = stablehlo.iota dim = 1
// CHECK-NEXT:    %[[J1:.*]] = stablehlo.iota dim = 1
// CHECK-NEXT:    sdy.constant dense<16>
// CHECK-NEXT:    %[[B:.*]] = stablehlo.broadcast_in_dim
// CHECK-NEXT:    %[[M0:.*]] = stablehlo.multiply %[[B]], %[[I0]]
// CHECK-NEXT:    %[[M1:.*]] = stablehlo.multiply %[[B]], %[[J0]]
// CHECK-NEXT:    %[[A0:.*]] = stablehlo.add %[[M0]], %[[I1]]
// CHECK-NEXT:    %[[A1:.*]] = stablehlo.add %[[M1]], %[[J1]]
// CHECK:         %[[S:.*]] = stablehlo.shift_right_logical %[[A1]]
// CHECK-NEXT:    %[[LOW:.*]] = stablehlo.convert %[[A0]]
// CHECK-NEXT:    %[[HIGH:.*]] = stablehlo.convert %[[S]]
// CHECK-NEXT:    call @g(%[[LOW]], %[[HIGH]], %arg0)
// CHECK-LABEL: func.func private @clip(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>)
// CHECK-NEXT:    %[[MAX:.*]] = stablehlo.maximum %arg1, %arg0
// CHECK-NEXT:    stablehlo.minimum %arg2, %[[MAX]]
