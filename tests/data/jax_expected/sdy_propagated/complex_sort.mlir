module @jit_complex_sort attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x6xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x6xcomplex<f32>> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x6xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<[(1.000000e+00,2.000000e+00), (1.000000e+00,-1.000000e+00), (0.000000e+00,1.000000e+00)]> : tensor<3xcomplex<f32>>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.concatenate %2, %2, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4 = "stablehlo.scatter"(%arg0, %3, %0) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      stablehlo.return %arg2 : tensor<complex<f32>>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x6xcomplex<f32>>, tensor<2xi32>, tensor<3xcomplex<f32>>) -> tensor<8x6xcomplex<f32>>
    %5 = call @sort(%4) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x6xcomplex<f32>>) -> tensor<8x6xcomplex<f32>>
    %6 = call @argsort(%4) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x6xcomplex<f32>>) -> tensor<8x6xi32>
    return %5, %6 : tensor<8x6xcomplex<f32>>, tensor<8x6xi32>
  }
  func.func private @sort(%arg0: tensor<8x6xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x6xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %2 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.select %3, %2, %1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = sdy.constant dense<0x7FC00000> : tensor<f32>
      %7 = stablehlo.select %5, %6, %4 : tensor<i1>, tensor<f32>
      %8 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %9 = stablehlo.compare EQ, %8, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.select %9, %2, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare NE, %8, %8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.select %11, %6, %10 : tensor<i1>, tensor<f32>
      %13 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %14 = stablehlo.compare EQ, %13, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %15 = stablehlo.select %14, %2, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.compare NE, %13, %13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %17 = stablehlo.select %16, %6, %15 : tensor<i1>, tensor<f32>
      %18 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %19 = stablehlo.compare EQ, %18, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %20 = stablehlo.select %19, %2, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare NE, %18, %18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.select %21, %6, %20 : tensor<i1>, tensor<f32>
      %23 = stablehlo.compare LT, %12, %22, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.compare LT, %7, %17, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = stablehlo.compare EQ, %7, %17, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = stablehlo.and %25, %23 : tensor<i1>
      %27 = stablehlo.or %24, %26 : tensor<i1>
      stablehlo.return %27 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x6xcomplex<f32>>) -> tensor<8x6xcomplex<f32>>
    return %0 : tensor<8x6xcomplex<f32>>
  }
  func.func private @argsort(%arg0: tensor<8x6xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x6xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x6xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %3 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.select %4, %3, %2 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = sdy.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %6, %7, %5 : tensor<i1>, tensor<f32>
      %9 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %10 = stablehlo.compare EQ, %9, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = stablehlo.select %10, %3, %9 : tensor<i1>, tensor<f32>
      %12 = stablehlo.compare NE, %9, %9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = stablehlo.select %12, %7, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %15 = stablehlo.compare EQ, %14, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = stablehlo.select %15, %3, %14 : tensor<i1>, tensor<f32>
      %17 = stablehlo.compare NE, %14, %14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %18 = stablehlo.select %17, %7, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %20 = stablehlo.compare EQ, %19, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = stablehlo.select %20, %3, %19 : tensor<i1>, tensor<f32>
      %22 = stablehlo.compare NE, %19, %19, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.select %22, %7, %21 : tensor<i1>, tensor<f32>
      %24 = stablehlo.compare LT, %13, %23, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = stablehlo.compare LT, %8, %18, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %26 = stablehlo.compare EQ, %8, %18, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %27 = stablehlo.and %26, %24 : tensor<i1>
      %28 = stablehlo.or %25, %27 : tensor<i1>
      stablehlo.return %28 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x6xcomplex<f32>>, tensor<8x6xi32>) -> (tensor<8x6xcomplex<f32>>, tensor<8x6xi32>)
    return %1#1 : tensor<8x6xi32>
  }
}
