// A Shardy sharding with fewer dimension entries than its value's rank
sdy.mesh @mesh = <["a"=2]>
func.func @main(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
