module @jit_x64_science attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf64> {mhlo.sharding = "{devices=[2,2]<=[4]}"}, %arg1: tensor<16x12xf64> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}) -> (tensor<8x12xf64> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, tensor<f64> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}, tensor<8xi64> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[2,2]<=[4] last_tile_dim_replicate}"}, tensor<8x12xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf64>, tensor<16x12xf64>) -> tensor<8x12xf64>
    %1 = stablehlo.tanh %0 : tensor<8x12xf64>
    %2 = stablehlo.abs %1 : tensor<8x12xf64>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<8x12xf64>
    %4 = stablehlo.add %2, %3 : tensor<8x12xf64>
    %5 = chlo.lgamma %4 : tensor<8x12xf64> -> tensor<8x12xf64>
    %6 = stablehlo.abs %1 : tensor<8x12xf64>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<8x12xf64>
    %8 = stablehlo.add %6, %7 : tensor<8x12xf64>
    %9 = chlo.digamma %8 : tensor<8x12xf64> -> tensor<8x12xf64>
    %10 = stablehlo.add %5, %9 : tensor<8x12xf64>
    %11 = stablehlo.cbrt %1 : tensor<8x12xf64>
    %12 = stablehlo.add %10, %11 : tensor<8x12xf64>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<8x12xf64>
    %14 = stablehlo.multiply %13, %1 : tensor<8x12xf64>
    %15 = stablehlo.sine %14 : tensor<8x12xf64>
    %16 = stablehlo.negate %1 : tensor<8x12xf64>
    %17 = stablehlo.exponential %16 : tensor<8x12xf64>
    %18 = stablehlo.multiply %15, %17 : tensor<8x12xf64>
    %19 = stablehlo.add %12, %18 : tensor<8x12xf64>
    %20 = stablehlo.abs %1 : tensor<8x12xf64>
    %21 = stablehlo.log_plus_one %20 : tensor<8x12xf64>
    %22 = stablehlo.add %19, %21 : tensor<8x12xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23:2 = stablehlo.while(%iterArg = %22, %iterArg_6 = %cst_2) : tensor<8x12xf64>, tensor<f64>
    cond {
      %cst_7 = stablehlo.constant dense<7.000000e+00> : tensor<f64>
      %38 = stablehlo.compare LT, %iterArg_6, %cst_7, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    } do {
      %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<8x12xf64>
      %39 = stablehlo.multiply %iterArg, %38 : tensor<8x12xf64>
      %40 = stablehlo.cosine %iterArg : tensor<8x12xf64>
      %cst_8 = stablehlo.constant dense<1.000000e-03> : tensor<f64>
      %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<8x12xf64>
      %42 = stablehlo.multiply %40, %41 : tensor<8x12xf64>
      %43 = stablehlo.add %39, %42 : tensor<8x12xf64>
      %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
      %44 = stablehlo.add %iterArg_6, %cst_9 : tensor<f64>
      stablehlo.return %43, %44 : tensor<8x12xf64>, tensor<f64>
    }
    %cst_3 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %24 = stablehlo.reduce(%23#0 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<8x12xf64>, tensor<f64>) -> tensor<8xf64>
    %cst_4 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %26 = stablehlo.maximum %25, %24 : tensor<8xf64>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<8xf64>) -> tensor<8x1xf64>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<8x1xf64>) -> tensor<8x12xf64>
    %29 = stablehlo.subtract %23#0, %28 : tensor<8x12xf64>
    %30 = stablehlo.exponential %29 : tensor<8x12xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<8x12xf64>, tensor<f64>) -> tensor<8xf64>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<8xf64>) -> tensor<8x1xf64>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x1xf64>) -> tensor<8x12xf64>
    %34 = stablehlo.divide %30, %33 : tensor<8x12xf64>
    %35 = call @argmax(%23#0) : (tensor<8x12xf64>) -> tensor<8xi64>
    %36 = call @cumsum(%1) : (tensor<8x12xf64>) -> tensor<8x12xf64>
    %37 = stablehlo.convert %36 : (tensor<8x12xf64>) -> tensor<8x12xf32>
    return %34, %23#1, %35, %37 : tensor<8x12xf64>, tensor<f64>, tensor<8xi64>, tensor<8x12xf32>
  }
  func.func private @argmax(%arg0: tensor<8x12xf64>) -> tensor<8xi64> {
    %0 = stablehlo.iota dim = 1 : tensor<8x12xi64>
    %cst = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x12xf64>, tensor<8x12xi64>, tensor<f64>, tensor<i64>) -> (tensor<8xf64>, tensor<8xi64>)
     reducer(%arg1: tensor<f64>, %arg3: tensor<f64>) (%arg2: tensor<i64>, %arg4: tensor<i64>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f64>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i64>
      stablehlo.return %9, %10 : tensor<f64>, tensor<i64>
    }
    return %1#1 : tensor<8xi64>
  }
  func.func private @cumsum(%arg0: tensor<8x12xf64>) -> tensor<8x12xf64> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x12xf64>) -> tensor<8x12xf64>
    return %0 : tensor<8x12xf64>
  }
  func.func private @cumsum_0(%arg0: tensor<8x12xf64>) -> tensor<8x12xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<f64>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [11, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 12>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f64>, %arg2: tensor<f64>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f64>
      stablehlo.return %2 : tensor<f64>
    }) : (tensor<8x12xf64>, tensor<f64>) -> tensor<8x12xf64>
    return %1 : tensor<8x12xf64>
  }
}
