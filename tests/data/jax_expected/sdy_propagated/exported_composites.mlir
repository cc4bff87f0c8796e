module @jit_exported_composites attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
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
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<12x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<3x6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg3: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<12x4xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x4xcomplex<f32>> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = sdy.reshard %arg3 <@mesh, [{"data"}, {"model"}]> : tensor<8x4xf32>
    %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3 = sdy.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %4 = sdy.constant dense<[5, 3, 4]> : tensor<3xi32>
    %5:2 = stablehlo.composite "chlo.top_k" %arg0 {composite_attributes = {k = 4 : i64}, decomposition = @chlo.top_k.impl, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>, version = 1 : i32} : (tensor<8x16xf32>) -> (tensor<8x4xf32>, tensor<8x4xi32>)
    %6 = call @_roll_static(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %7 = stablehlo.convert %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x4xf32>) -> tensor<8x4xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<complex<f32>>) -> tensor<8x4xcomplex<f32>>
    %9 = stablehlo.multiply %8, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x4xcomplex<f32>>
    %10 = stablehlo.convert %arg3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x4xf32>) -> tensor<8x4xcomplex<f32>>
    %11 = stablehlo.add %10, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x4xcomplex<f32>>
    %12 = stablehlo.convert %5#1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x4xi32>) -> tensor<8x4xf32>
    %13 = stablehlo.add %5#0, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x4xf32>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<12x6xf32>) -> tensor<3x12x6xf32>
    %15 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<3x12x6xi32>
    %16 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<3x12x6xi32>
    %17 = call @cumsum(%4) : (tensor<3xi32>) -> tensor<3xi32>
    %18 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %19 = stablehlo.slice %18 [0:1] : (tensor<3xi32>) -> tensor<1xi32>
    %20 = stablehlo.slice %17 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %21 = stablehlo.concatenate %19, %20, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<3xi32>) -> tensor<3x12x6xi32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<3xi32>) -> tensor<3x12x6xi32>
    %24 = stablehlo.compare LE, %23, %15, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<3x12x6xi32>, tensor<3x12x6xi32>) -> tensor<3x12x6xi1>
    %25 = stablehlo.compare LT, %16, %22, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<3x12x6xi32>, tensor<3x12x6xi32>) -> tensor<3x12x6xi1>
    %26 = stablehlo.and %24, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<3x12x6xi1>
    %27 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<3x12x6xf32>
    %28 = stablehlo.select %26, %14, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<3x12x6xi1>, tensor<3x12x6xf32>
    %29 = stablehlo.dot_general %28, %arg2, contracting_dims = [2, 0] x [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<3x12x6xf32>, tensor<3x6x4xf32>) -> tensor<12x4xf32>
    %30 = call @sort(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %31 = call @sort_0(%11) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x4xcomplex<f32>>) -> tensor<8x4xcomplex<f32>>
    return %13, %29, %30, %31 : tensor<8x4xf32>, tensor<12x4xf32>, tensor<8x16xf32>, tensor<8x4xcomplex<f32>>
  }
  func.func private @_roll_static(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.slice %arg0 [0:8, 3:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x4xf32>) -> tensor<8x1xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x4xf32>) -> tensor<8x3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x1xf32>, tensor<8x3xf32>) -> tensor<8x4xf32>
    return %2 : tensor<8x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %3 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    return %2 : tensor<3xi32>
  }
  func.func private @sort(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %2 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %3 = stablehlo.compare EQ, %arg1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.select %3, %1, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.select %5, %0, %4 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.select %7, %1, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.select %9, %0, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
  func.func private @sort_0(%arg0: tensor<8x4xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x4xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %2 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %3 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %4 = stablehlo.compare EQ, %3, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.select %4, %1, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.select %6, %0, %5 : tensor<i1>, tensor<f32>
      %8 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %9 = stablehlo.compare EQ, %8, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.select %9, %1, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare NE, %8, %8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.select %11, %0, %10 : tensor<i1>, tensor<f32>
      %13 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %14 = stablehlo.compare EQ, %13, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = stablehlo.select %14, %1, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.compare NE, %13, %13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = stablehlo.select %16, %0, %15 : tensor<i1>, tensor<f32>
      %18 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %19 = stablehlo.compare EQ, %18, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %20 = stablehlo.select %19, %1, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare NE, %18, %18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.select %21, %0, %20 : tensor<i1>, tensor<f32>
      %23 = stablehlo.compare LT, %12, %22, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.compare LT, %7, %17, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = stablehlo.compare EQ, %7, %17, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = stablehlo.and %25, %23 : tensor<i1>
      %27 = stablehlo.or %24, %26 : tensor<i1>
      stablehlo.return %27 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x4xcomplex<f32>>) -> tensor<8x4xcomplex<f32>>
    return %2 : tensor<8x4xcomplex<f32>>
  }
}
