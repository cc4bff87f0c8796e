module @jit_hyperbolic attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x16xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x16xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x16xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x16xf32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.tanh %arg0 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<8x16xf32>
    %3 = chlo.sinh %2 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x16xf32>
    %6 = chlo.cosh %5 : tensor<8x16xf32> -> tensor<8x16xf32>
    %7 = stablehlo.add %3, %6 : tensor<8x16xf32>
    %8 = chlo.asin %0 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.multiply %9, %0 : tensor<8x16xf32>
    %11 = chlo.acos %10 : tensor<8x16xf32> -> tensor<8x16xf32>
    %12 = stablehlo.add %8, %11 : tensor<8x16xf32>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %14 = stablehlo.multiply %13, %arg0 : tensor<8x16xf32>
    %15 = chlo.atan %14 : tensor<8x16xf32> -> tensor<8x16xf32>
    %16 = stablehlo.add %12, %15 : tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %18 = stablehlo.multiply %17, %arg0 : tensor<8x16xf32>
    %19 = chlo.asinh %18 : tensor<8x16xf32> -> tensor<8x16xf32>
    %20 = stablehlo.multiply %arg0, %arg0 : tensor<8x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %22 = stablehlo.add %21, %20 : tensor<8x16xf32>
    %23 = call @arccosh(%22) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %24 = stablehlo.add %19, %23 : tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %26 = stablehlo.multiply %25, %0 : tensor<8x16xf32>
    %27 = chlo.atanh %26 : tensor<8x16xf32> -> tensor<8x16xf32>
    %28 = stablehlo.add %24, %27 : tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %30 = stablehlo.multiply %29, %arg0 : tensor<8x16xf32>
    %31 = stablehlo.round_nearest_afz %30 : tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+04> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %33 = stablehlo.multiply %arg0, %32 : tensor<8x16xf32>
    %34 = stablehlo.sine %33 : tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<5.000000e+04> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %36 = stablehlo.multiply %arg0, %35 : tensor<8x16xf32>
    %37 = stablehlo.cosine %36 : tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<7.000000e+02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %39 = stablehlo.multiply %arg0, %38 : tensor<8x16xf32>
    %40 = stablehlo.tan %39 : tensor<8x16xf32>
    %41 = stablehlo.multiply %37, %40 : tensor<8x16xf32>
    %42 = stablehlo.add %34, %41 : tensor<8x16xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %44 = stablehlo.multiply %arg0, %43 : tensor<8x16xf32>
    %45 = stablehlo.sine %44 : tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+05> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<8x16xf32>
    %48 = stablehlo.negate %arg0 : tensor<8x16xf32>
    %49 = stablehlo.multiply %48, %arg0 : tensor<8x16xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<8x16xf32>
    %52 = stablehlo.tan %51 : tensor<8x16xf32>
    %53 = stablehlo.add %47, %52 : tensor<8x16xf32>
    return %7, %16, %28, %31, %42, %53 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @arccosh(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = chlo.acosh %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
