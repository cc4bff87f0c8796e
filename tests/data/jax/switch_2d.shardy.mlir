module @jit_switch_2d attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg0, %c_0 : tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %2 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      stablehlo.return %2 : tensor<8x16xf32>
    }, {
      %2 = stablehlo.tanh %arg1 : tensor<8x16xf32>
      %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {"model"}]> : tensor<8x16xf32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %5 = stablehlo.multiply %3, %4 : tensor<8x16xf32>
      stablehlo.return %5 : tensor<8x16xf32>
    }, {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
      %5 = stablehlo.divide %3, %4 : tensor<1x16xf32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
      %7 = stablehlo.subtract %arg1, %6 : tensor<8x16xf32>
      stablehlo.return %7 : tensor<8x16xf32>
    }) : (tensor<i32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}
