module @jit_exported_composites attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<12x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<3x6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg3: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<12x4xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x4xcomplex<f32>> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %c_1 = stablehlo.constant dense<[5, 3, 4]> : tensor<3xi32>
    %0:2 = stablehlo.composite "chlo.top_k" %arg0 {composite_attributes = {k = 4 : i64}, decomposition = @chlo.top_k.impl, version = 1 : i32} : (tensor<8x16xf32>) -> (tensor<8x4xf32>, tensor<8x4xi32>)
    %1 = call @_roll_static(%arg3) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %2 = stablehlo.convert %1 : (tensor<8x4xf32>) -> tensor<8x4xcomplex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<8x4xcomplex<f32>>
    %4 = stablehlo.multiply %3, %2 : tensor<8x4xcomplex<f32>>
    %5 = stablehlo.convert %arg3 : (tensor<8x4xf32>) -> tensor<8x4xcomplex<f32>>
    %6 = stablehlo.add %5, %4 : tensor<8x4xcomplex<f32>>
    %7 = stablehlo.convert %0#1 : (tensor<8x4xi32>) -> tensor<8x4xf32>
    %8 = stablehlo.add %0#0, %7 : tensor<8x4xf32>
    %9 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<12x6xf32>) -> tensor<3x12x6xf32>
    %10 = stablehlo.iota dim = 1 : tensor<3x12x6xi32>
    %11 = call @cumsum(%c_1) : (tensor<3xi32>) -> tensor<3xi32>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %13 = stablehlo.slice %12 [0:1] : (tensor<3xi32>) -> tensor<1xi32>
    %14 = stablehlo.slice %11 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
    %16 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi32>) -> tensor<3x12x6xi32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xi32>) -> tensor<3x12x6xi32>
    %18 = stablehlo.compare LE, %17, %10, SIGNED : (tensor<3x12x6xi32>, tensor<3x12x6xi32>) -> tensor<3x12x6xi1>
    %19 = stablehlo.compare LT, %10, %16, SIGNED : (tensor<3x12x6xi32>, tensor<3x12x6xi32>) -> tensor<3x12x6xi1>
    %20 = stablehlo.and %18, %19 : tensor<3x12x6xi1>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x12x6xf32>
    %22 = stablehlo.select %20, %9, %21 : tensor<3x12x6xi1>, tensor<3x12x6xf32>
    %23 = stablehlo.dot_general %22, %arg2, contracting_dims = [2, 0] x [1, 0] : (tensor<3x12x6xf32>, tensor<3x6x4xf32>) -> tensor<12x4xf32>
    %24 = call @sort(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %25 = call @sort_0(%6) : (tensor<8x4xcomplex<f32>>) -> tensor<8x4xcomplex<f32>>
    return %8, %23, %24, %25 : tensor<8x4xf32>, tensor<12x4xf32>, tensor<8x16xf32>, tensor<8x4xcomplex<f32>>
  }
  func.func private @chlo.top_k.impl(%arg0: tensor<8x16xf32>) -> (tensor<8x4xf32>, tensor<8x4xi32>) {
    %0 = stablehlo.iota dim = 1 : tensor<8x16xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
    %2 = stablehlo.slice %1#0 [0:8, 0:4] : (tensor<8x16xf32>) -> tensor<8x4xf32>
    %3 = stablehlo.slice %1#1 [0:8, 0:4] : (tensor<8x16xi32>) -> tensor<8x4xi32>
    return %2, %3 : tensor<8x4xf32>, tensor<8x4xi32>
  }
  func.func private @_roll_static(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 3:4] : (tensor<8x4xf32>) -> tensor<8x1xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:3] : (tensor<8x4xf32>) -> tensor<8x3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<8x1xf32>, tensor<8x3xf32>) -> tensor<8x4xf32>
    return %2 : tensor<8x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func private @sort(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.compare EQ, %arg1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.select %3, %cst, %2 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.select %5, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.select %7, %cst, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func private @sort_0(%arg0: tensor<8x4xcomplex<f32>>) -> tensor<8x4xcomplex<f32>> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %2 = stablehlo.compare EQ, %1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.select %2, %cst_0, %1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.select %4, %cst, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %7 = stablehlo.compare EQ, %6, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.select %7, %cst_0, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %6, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.select %9, %cst, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %12 = stablehlo.compare EQ, %11, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = stablehlo.select %12, %cst_0, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = stablehlo.select %14, %cst, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %17 = stablehlo.compare EQ, %16, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %18 = stablehlo.select %17, %cst_0, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %20 = stablehlo.select %19, %cst, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare LT, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.compare LT, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.compare EQ, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.and %23, %21 : tensor<i1>
      %25 = stablehlo.or %22, %24 : tensor<i1>
      stablehlo.return %25 : tensor<i1>
    }) : (tensor<8x4xcomplex<f32>>) -> tensor<8x4xcomplex<f32>>
    return %0 : tensor<8x4xcomplex<f32>>
  }
}
