module @jit_fori_traced attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<8x16xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg2: tensor<16x16xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg3: tensor<16xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<8x16xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[1,4]<=[4]}"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %arg3, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %arg1) : tensor<16x16xf32>, tensor<16xf32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg_1, %iterArg_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      %2 = stablehlo.dot_general %iterArg_3, %iterArg, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %3 = stablehlo.convert %iterArg_1 : (tensor<i32>) -> tensor<f32>
      %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %5 = stablehlo.multiply %iterArg_0, %4 : tensor<16xf32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
      %8 = stablehlo.add %2, %7 : tensor<8x16xf32>
      %9 = stablehlo.tanh %8 : tensor<8x16xf32>
      stablehlo.return %iterArg, %iterArg_0, %1, %iterArg_2, %9 : tensor<16x16xf32>, tensor<16xf32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>
    }
    return %0#4 : tensor<8x16xf32>
  }
}
