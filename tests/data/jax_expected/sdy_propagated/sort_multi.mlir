module @jit_sort_multi attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x12xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<8x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<8x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}) -> (tensor<8x12xi32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x12xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x12xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, tensor<8x12xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<f32>, %arg6: tensor<f32>):
      %3 = stablehlo.compare LT, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<8x12xi32>, tensor<8x12xf32>) -> (tensor<8x12xi32>, tensor<8x12xf32>)
    %1 = stablehlo.convert %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x12xi32>) -> tensor<8x12xf32>
    %2:2 = "stablehlo.sort"(%1, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>):
      %3 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.compare EQ, %arg3, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.select %4, %3, %arg3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = sdy.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %6, %7, %5 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare EQ, %arg4, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.select %9, %3, %arg4 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.select %11, %7, %10 : tensor<i1>, tensor<f32>
      %13 = stablehlo.compare EQ, %arg5, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %14 = stablehlo.select %13, %3, %arg5 : tensor<i1>, tensor<f32>
      %15 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = stablehlo.select %15, %7, %14 : tensor<i1>, tensor<f32>
      %17 = stablehlo.compare EQ, %arg6, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %18 = stablehlo.select %17, %3, %arg6 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare NE, %arg6, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %20 = stablehlo.select %19, %7, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare LT, %16, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.compare LT, %8, %12, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.compare EQ, %8, %12, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.and %23, %21 : tensor<i1>
      %25 = stablehlo.or %22, %24 : tensor<i1>
      stablehlo.return %25 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>, <@mesh, [{}, {"data"}]>]>} : (tensor<8x12xf32>, tensor<8x12xf32>) -> (tensor<8x12xf32>, tensor<8x12xf32>)
    return %0#0, %0#1, %2#1, %2#0 : tensor<8x12xi32>, tensor<8x12xf32>, tensor<8x12xf32>, tensor<8x12xf32>
  }
}
