module @jit_diag_trace attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = stablehlo.slice %arg0 [0:8, 0:8] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %1 = call @diagonal(%0) : (tensor<8x8xf32>) -> tensor<8xf32>
    %2 = stablehlo.slice %arg0 [0:8, 8:16] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %3 = call @trace(%2) : (tensor<8x8xf32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @diagonal(%arg0: tensor<8x8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %1 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %3 = stablehlo.add %0, %2 : tensor<8x8xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %5 = stablehlo.convert %4 : (tensor<8x8xi1>) -> tensor<8x8xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<8xi32>
      %9 = stablehlo.iota dim = 0 : tensor<8xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_2 = stablehlo.constant dense<8> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %13 = stablehlo.add %8, %12 : tensor<8xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<8xi1>, tensor<8xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_4 = stablehlo.constant dense<8> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %18 = stablehlo.add %9, %17 : tensor<8xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<8xi1>, tensor<8xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x2xi32>) -> tensor<8xf32>
      stablehlo.return %23 : tensor<8xf32>
    }) : (tensor<i32>) -> tensor<8xf32>
    return %7 : tensor<8xf32>
  }
  func.func private @trace(%arg0: tensor<8x8xf32>) -> tensor<f32> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %1 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %3 = stablehlo.add %0, %2 : tensor<8x8xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %6 = call @_where(%4, %arg0, %5) : (tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8xi1>, tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
