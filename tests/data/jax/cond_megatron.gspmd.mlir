module @jit_cond_megatron attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<8x16xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<16x32xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg3: tensor<32x16xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<8x16xf32> {jax.result_info = "result", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %4 = stablehlo.multiply %arg1, %3 : tensor<8x16xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %6 = stablehlo.add %4, %5 : tensor<8x16xf32>
      stablehlo.return %6 : tensor<8x16xf32>
    }, {
      %3 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
      %4 = stablehlo.tanh %3 : tensor<8x32xf32>
      %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
      stablehlo.return %5 : tensor<8x16xf32>
    }) : (tensor<i32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}
