module @jit_sort_split attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<6x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<6x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<6x16xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<6x16xi32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = call @sort(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %1 = call @argsort(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<6x16xf32>) -> tensor<6x16xi32>
    %2 = call @argsort_0(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<6x16xf32>) -> tensor<6x16xi32>
    return %0, %1, %2 : tensor<6x16xf32>, tensor<6x16xi32>, tensor<6x16xi32>
  }
  func.func private @sort(%arg0: tensor<6x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<6x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.select %2, %1, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = sdy.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %4, %5, %3 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.select %7, %1, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.select %9, %5, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<6x16xf32>) -> tensor<6x16xf32>
    return %0 : tensor<6x16xf32>
  }
  func.func private @argsort(%arg0: tensor<6x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<6x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<6x16xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg1, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.select %3, %2, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = sdy.constant dense<0x7FC00000> : tensor<f32>
      %7 = stablehlo.select %5, %6, %4 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare EQ, %arg2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.select %8, %2, %arg2 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = stablehlo.select %10, %6, %9 : tensor<i1>, tensor<f32>
      %12 = stablehlo.compare LT, %7, %11, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>, <@mesh, [{}, {"model"}]>]>} : (tensor<6x16xf32>, tensor<6x16xi32>) -> (tensor<6x16xf32>, tensor<6x16xi32>)
    return %1#1 : tensor<6x16xi32>
  }
  func.func private @argsort_0(%arg0: tensor<6x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<6x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<6x16xi32>
    %1 = stablehlo.reverse %arg0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<6x16xf32>
    %2 = stablehlo.reverse %0, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<6x16xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %5 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg1, %5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.select %6, %5, %arg1 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = sdy.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %8, %9, %7 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare EQ, %arg2, %5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.select %11, %5, %arg2 : tensor<i1>, tensor<f32>
      %13 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %14 = stablehlo.select %13, %9, %12 : tensor<i1>, tensor<f32>
      %15 = stablehlo.compare LT, %10, %14, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>, <@mesh, [{}, {"model"}]>]>} : (tensor<6x16xf32>, tensor<6x16xi32>) -> (tensor<6x16xf32>, tensor<6x16xi32>)
    %4 = stablehlo.reverse %3#1, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<6x16xi32>
    return %4 : tensor<6x16xi32>
  }
}
