// A manual computation whose body takes more arguments than it has operands
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<8x32xf32>, %arg2: tensor<8x32xf32>) {
    %1 = stablehlo.multiply %arg1, %arg2 : tensor<8x32xf32>
    sdy.return %1 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
