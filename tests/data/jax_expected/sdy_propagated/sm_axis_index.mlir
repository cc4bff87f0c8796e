module @jit_index attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<4x4xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<4xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}]>}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data", "model"}]>] manual_axes={"data", "model"} (%arg1: tensor<2x2xf32>) {
      %1 = sdy.constant dense<1> : tensor<ui32>
      %2 = sdy.constant dense<2> : tensor<ui32>
      %3 = stablehlo.partition_id : tensor<ui32>
      %4 = stablehlo.divide %3, %1 : tensor<ui32>
      %5 = stablehlo.remainder %4, %2 : tensor<ui32>
      %6 = stablehlo.convert %5 : (tensor<ui32>) -> tensor<i32>
      %7 = stablehlo.partition_id : tensor<ui32>
      %8 = stablehlo.divide %7, %2 : tensor<ui32>
      %9 = stablehlo.remainder %8, %2 : tensor<ui32>
      %10 = stablehlo.convert %9 : (tensor<ui32>) -> tensor<i32>
      %11 = sdy.constant dense<10> : tensor<i32>
      %12 = stablehlo.multiply %11, %6 : tensor<i32>
      %13 = stablehlo.add %12, %10 : tensor<i32>
      %14 = stablehlo.convert %13 : (tensor<i32>) -> tensor<f32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
      %16 = stablehlo.add %arg1, %15 : tensor<2x2xf32>
      %17 = stablehlo.partition_id : tensor<ui32>
      %18 = stablehlo.divide %17, %1 : tensor<ui32>
      %19 = stablehlo.remainder %18, %2 : tensor<ui32>
      %20 = stablehlo.convert %19 : (tensor<ui32>) -> tensor<i32>
      %21 = sdy.constant dense<1> : tensor<i32>
      %22 = stablehlo.multiply %20, %21 : tensor<i32>
      %23 = sdy.constant dense<0> : tensor<i32>
      %24 = stablehlo.add %23, %22 : tensor<i32>
      %25 = stablehlo.partition_id : tensor<ui32>
      %26 = stablehlo.divide %25, %2 : tensor<ui32>
      %27 = stablehlo.remainder %26, %2 : tensor<ui32>
      %28 = stablehlo.convert %27 : (tensor<ui32>) -> tensor<i32>
      %29 = sdy.constant dense<2> : tensor<i32>
      %30 = stablehlo.multiply %28, %29 : tensor<i32>
      %31 = stablehlo.add %24, %30 : tensor<i32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i32>) -> tensor<1xi32>
      sdy.return %16, %32 : tensor<2x2xf32>, tensor<1xi32>
    } : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>)
    return %0#0, %0#1 : tensor<4x4xf32>, tensor<4xi32>
  }
}
