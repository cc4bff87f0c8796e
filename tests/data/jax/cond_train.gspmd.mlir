module @jit_cond_train attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg2: tensor<16x16xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) -> (tensor<f32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<16x16xf32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2:4 = "stablehlo.case"(%1) ({
      %16 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %18 = stablehlo.multiply %16, %17 : tensor<8x16xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      stablehlo.return %18, %arg1, %19, %20 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    }, {
      %16 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %17 = stablehlo.tanh %16 : tensor<8x16xf32>
      %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %19 = stablehlo.subtract %18, %17 : tensor<8x16xf32>
      stablehlo.return %17, %arg1, %17, %19 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    }) : (tensor<i32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>)
    %3 = stablehlo.subtract %2#0, %arg3 : tensor<8x16xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %9 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %11 = stablehlo.multiply %10, %6 : tensor<8x16xf32>
    %12 = "stablehlo.case"(%1) ({
      %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %17 = stablehlo.multiply %11, %16 : tensor<8x16xf32>
      %18 = stablehlo.dot_general %17, %2#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      stablehlo.return %19 : tensor<16x16xf32>
    }, {
      %16 = stablehlo.multiply %11, %2#3 : tensor<8x16xf32>
      %17 = stablehlo.multiply %16, %2#2 : tensor<8x16xf32>
      %18 = stablehlo.add %16, %17 : tensor<8x16xf32>
      %19 = stablehlo.dot_general %18, %2#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
      %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      stablehlo.return %20 : tensor<16x16xf32>
    }) : (tensor<i32>) -> tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<16x16xf32>
    %15 = stablehlo.subtract %arg2, %14 : tensor<16x16xf32>
    return %8, %15 : tensor<f32>, tensor<16x16xf32>
  }
}
