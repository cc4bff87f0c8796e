sdy.mesh @mesh = <["a"=2, "b"=2]>
sdy.mesh @other = <["x"=4]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %2 = stablehlo.abs %arg0 : tensor<8x8xf32>
  %3 = sdy.manual_computation(%arg1) in_shardings=[<@other, [{"x"}, {}]>] out_shardings=[<@other, [{"x"}, {}]>] manual_axes={"x"} (%a: tensor<2x8xf32>) {
    %4 = stablehlo.negate %a : tensor<2x8xf32>
    sdy.return %4 : tensor<2x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}
