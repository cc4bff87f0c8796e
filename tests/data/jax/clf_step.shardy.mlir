module @jit_clf_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<16x32xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<32x16xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<8x32xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<8x32xf32>
    %8 = stablehlo.add %3, %7 : tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<8x32xf32>
    %11 = stablehlo.tanh %10 : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %13 = stablehlo.add %12, %11 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<8x32xf32>
    %16 = stablehlo.multiply %3, %15 : tensor<8x32xf32>
    %17 = stablehlo.dot_general %16, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %18 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %20 = stablehlo.add %17, %19 : tensor<8x16xf32>
    %21 = call @_one_hot(%arg5) : (tensor<8xi32>) -> tensor<8x16xf32>
    %22:3 = call @log_softmax(%20) : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x1xf32>)
    %23 = stablehlo.multiply %21, %22#0 : tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %26 = stablehlo.divide %25, %cst_5 : tensor<f32>
    %27 = stablehlo.negate %26 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.negate %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %29 = stablehlo.divide %28, %cst_7 : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %32 = stablehlo.multiply %21, %31 : tensor<8x16xf32>
    %33 = call @log_softmax_0(%22#1, %22#2, %32) : (tensor<8x16xf32>, tensor<8x1xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %34:5 = stablehlo.optimization_barrier %arg0, %arg1, %arg2, %arg4, %33 : tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    %35 = stablehlo.dot_general %34#3, %34#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %36 = stablehlo.broadcast_in_dim %34#1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x32xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<8x32xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<8x32xf32>
    %41 = stablehlo.multiply %38, %38 : tensor<8x32xf32>
    %cst_8 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<8x32xf32>
    %cst_9 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %45 = stablehlo.multiply %44, %40 : tensor<8x32xf32>
    %46 = stablehlo.add %38, %45 : tensor<8x32xf32>
    %cst_10 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<8x32xf32>
    %49 = stablehlo.tanh %48 : tensor<8x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %51 = stablehlo.subtract %50, %49 : tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %53 = stablehlo.add %52, %49 : tensor<8x32xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<8x32xf32>
    %56 = stablehlo.multiply %38, %55 : tensor<8x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%34#4 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %58 = stablehlo.reshape %57 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %60 = stablehlo.dot_general %34#4, %56, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %62 = stablehlo.dot_general %34#4, %34#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
    %63 = stablehlo.multiply %38, %62 : tensor<8x32xf32>
    %64 = stablehlo.multiply %62, %55 : tensor<8x32xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %66 = stablehlo.multiply %65, %63 : tensor<8x32xf32>
    %67 = stablehlo.multiply %66, %51 : tensor<8x32xf32>
    %68 = stablehlo.multiply %67, %49 : tensor<8x32xf32>
    %69 = stablehlo.add %67, %68 : tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<8x32xf32>
    %72 = stablehlo.add %64, %71 : tensor<8x32xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %74 = stablehlo.multiply %73, %71 : tensor<8x32xf32>
    %75 = stablehlo.multiply %74, %43 : tensor<8x32xf32>
    %76 = stablehlo.add %72, %75 : tensor<8x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %78 = stablehlo.reshape %77 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %80 = stablehlo.dot_general %76, %34#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %81 = stablehlo.transpose %80, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.multiply %81, %81 : tensor<16x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.add %cst_22, %83 : tensor<f32>
    %85 = stablehlo.multiply %79, %79 : tensor<32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %87 = stablehlo.add %84, %86 : tensor<f32>
    %88 = stablehlo.multiply %61, %61 : tensor<32x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<f32>
    %90 = stablehlo.add %87, %89 : tensor<f32>
    %91 = stablehlo.multiply %59, %59 : tensor<16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %93 = stablehlo.add %90, %92 : tensor<f32>
    %94 = stablehlo.sqrt %93 : tensor<f32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %95 = stablehlo.add %94, %cst_26 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.divide %cst_27, %95 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.minimum %cst_28, %96 : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %98 = stablehlo.multiply %cst_29, %97 : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %100 = stablehlo.multiply %99, %81 : tensor<16x32xf32>
    %101 = stablehlo.subtract %arg0, %100 : tensor<16x32xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %102 = stablehlo.multiply %cst_30, %97 : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %104 = stablehlo.multiply %103, %79 : tensor<32xf32>
    %105 = stablehlo.subtract %arg1, %104 : tensor<32xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %106 = stablehlo.multiply %cst_31, %97 : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %108 = stablehlo.multiply %107, %61 : tensor<32x16xf32>
    %109 = stablehlo.subtract %arg2, %108 : tensor<32x16xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %110 = stablehlo.multiply %cst_32, %97 : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %112 = stablehlo.multiply %111, %59 : tensor<16xf32>
    %113 = stablehlo.subtract %arg3, %112 : tensor<16xf32>
    return %27, %94, %101, %105, %109, %113 : tensor<f32>, tensor<f32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x16xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x16xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<8x16xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %5 = stablehlo.convert %4 : (tensor<8x16xi1>) -> tensor<8x16xf32>
    return %5 : tensor<8x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16xf32>
    %6 = stablehlo.exponential %5 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x16xf32>
    return %11, %6, %8 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<8x16xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x16xf32>
    return %7 : tensor<8x16xf32>
  }
}
