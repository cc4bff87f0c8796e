module @jit_resize_prod attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<16x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0 = call @_resize(%arg0) : (tensor<8x16xf32>) -> tensor<16x32xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.add %3, %2 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.multiply across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    return %0, %5 : tensor<16x32xf32>, tensor<8xf32>
  }
  func.func private @_resize(%arg0: tensor<8x16xf32>) -> tensor<16x32xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.add %1, %2 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<16xf32>
    %10 = stablehlo.iota dim = 0 : tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<8x16xf32>
    %16 = stablehlo.abs %15 : tensor<8x16xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %19 = stablehlo.divide %16, %18 : tensor<8x16xf32>
    %20 = stablehlo.abs %19 : tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %22 = stablehlo.subtract %21, %20 : tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %27 = stablehlo.abs %26 : tensor<1x16xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %32 = call @_where(%31, %26, %c) : (tensor<1x16xi1>, tensor<1x16xf32>, tensor<i32>) -> tensor<1x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %34 = stablehlo.divide %24, %33 : tensor<8x16xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_where_0(%29, %34, %c_10) : (tensor<1x16xi1>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_12 = stablehlo.constant dense<7.500000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %40 = stablehlo.and %37, %39 : tensor<16xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<16xi1>) -> tensor<1x16xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_where_0(%41, %35, %c_13) : (tensor<1x16xi1>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.maximum %cst_14, %cst_15 : tensor<f32>
    %44 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %46 = stablehlo.add %44, %45 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<32xf32>
    %53 = stablehlo.iota dim = 0 : tensor<16xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %58 = stablehlo.subtract %56, %57 : tensor<16x32xf32>
    %59 = stablehlo.abs %58 : tensor<16x32xf32>
    %60 = stablehlo.convert %43 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %62 = stablehlo.divide %59, %61 : tensor<16x32xf32>
    %63 = stablehlo.abs %62 : tensor<16x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<16x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<16x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %70 = stablehlo.abs %69 : tensor<1x32xf32>
    %cst_23 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %72 = stablehlo.compare GT, %70, %71, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %74 = stablehlo.compare NE, %69, %73, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %75 = call @_where_1(%74, %69, %c_25) : (tensor<1x32xi1>, tensor<1x32xf32>, tensor<i32>) -> tensor<1x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.divide %67, %76 : tensor<16x32xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %78 = call @_where_2(%72, %77, %c_26) : (tensor<1x32xi1>, tensor<16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %80 = stablehlo.compare GE, %52, %79, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_28 = stablehlo.constant dense<1.550000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %82 = stablehlo.compare LE, %52, %81, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %83 = stablehlo.and %80, %82 : tensor<32xi1>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<32xi1>) -> tensor<1x32xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_where_2(%84, %78, %c_29) : (tensor<1x32xi1>, tensor<16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
    %86 = stablehlo.dot_general %85, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<8x16xf32>) -> tensor<32x8xf32>
    %87 = stablehlo.dot_general %42, %86, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x16xf32>, tensor<32x8xf32>) -> tensor<16x32xf32>
    return %87 : tensor<16x32xf32>
  }
  func.func private @_where(%arg0: tensor<1x16xi1>, %arg1: tensor<1x16xf32>, %arg2: tensor<i32>) -> tensor<1x16xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x16xi1>, tensor<1x16xf32>
    return %2 : tensor<1x16xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x16xi1>, %arg1: tensor<8x16xf32>, %arg2: tensor<i32>) -> tensor<8x16xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x16xi1>) -> tensor<8x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x16xi1>, tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x32xi1>, %arg1: tensor<1x32xf32>, %arg2: tensor<i32>) -> tensor<1x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x32xi1>, tensor<1x32xf32>
    return %2 : tensor<1x32xf32>
  }
  func.func private @_where_2(%arg0: tensor<1x32xi1>, %arg1: tensor<16x32xf32>, %arg2: tensor<i32>) -> tensor<16x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<16x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<16x32xi1>, tensor<16x32xf32>
    return %3 : tensor<16x32xf32>
  }
}
