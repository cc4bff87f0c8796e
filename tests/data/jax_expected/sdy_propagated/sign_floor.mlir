module @jit_sign_floor attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.sign %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %1 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.multiply %arg0, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %4 = stablehlo.floor %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %5 = stablehlo.multiply %0, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %6 = call @round(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %7 = stablehlo.add %5, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %8 = stablehlo.iota dim = 0 : tensor<16xi32>
    %9 = sdy.constant dense<3> : tensor<i32>
    %10 = call @remainder(%8, %9) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %11 = stablehlo.convert %10 : (tensor<16xi32>) -> tensor<16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %14 = stablehlo.add %7, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    return %14 : tensor<8x16xf32>
  }
  func.func private @round(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.round_nearest_even %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @remainder(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %0, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = sdy.constant dense<1> : tensor<i32>
    %4 = call @_where(%2, %3, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %6 = stablehlo.remainder %arg0, %5 : tensor<16xi32>
    %7 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %8 = stablehlo.compare NE, %6, %7, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %9 = stablehlo.compare LT, %6, %7, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %10 = stablehlo.compare LT, %4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %12 = stablehlo.compare NE, %9, %11, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %13 = stablehlo.and %12, %8 : tensor<16xi1>
    %14 = stablehlo.add %6, %5 : tensor<16xi32>
    %15 = stablehlo.select %13, %14, %6 : tensor<16xi1>, tensor<16xi32>
    return %15 : tensor<16xi32>
  }
}
