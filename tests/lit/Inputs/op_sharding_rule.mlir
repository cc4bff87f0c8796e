// A sharding rule on an ordinary op whose reduction factor maps to a result dimension
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.abs %arg0 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=4} reduction={j}>} : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
