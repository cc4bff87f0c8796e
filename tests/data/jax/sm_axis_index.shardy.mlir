module @jit_index attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data", "model"}]>] manual_axes={"data", "model"} (%arg1: tensor<2x2xf32>) {
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<2> : tensor<ui32>
      %1 = stablehlo.partition_id : tensor<ui32>
      %2 = stablehlo.divide %1, %c : tensor<ui32>
      %3 = stablehlo.remainder %2, %c_0 : tensor<ui32>
      %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<2> : tensor<ui32>
      %c_2 = stablehlo.constant dense<2> : tensor<ui32>
      %5 = stablehlo.partition_id : tensor<ui32>
      %6 = stablehlo.divide %5, %c_1 : tensor<ui32>
      %7 = stablehlo.remainder %6, %c_2 : tensor<ui32>
      %8 = stablehlo.convert %7 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<10> : tensor<i32>
      %9 = stablehlo.multiply %c_3, %4 : tensor<i32>
      %10 = stablehlo.add %9, %8 : tensor<i32>
      %11 = stablehlo.convert %10 : (tensor<i32>) -> tensor<f32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
      %13 = stablehlo.add %arg1, %12 : tensor<2x2xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<ui32>
      %c_5 = stablehlo.constant dense<2> : tensor<ui32>
      %14 = stablehlo.partition_id : tensor<ui32>
      %15 = stablehlo.divide %14, %c_4 : tensor<ui32>
      %16 = stablehlo.remainder %15, %c_5 : tensor<ui32>
      %17 = stablehlo.convert %16 : (tensor<ui32>) -> tensor<i32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.multiply %17, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.add %c_7, %18 : tensor<i32>
      %c_8 = stablehlo.constant dense<2> : tensor<ui32>
      %c_9 = stablehlo.constant dense<2> : tensor<ui32>
      %20 = stablehlo.partition_id : tensor<ui32>
      %21 = stablehlo.divide %20, %c_8 : tensor<ui32>
      %22 = stablehlo.remainder %21, %c_9 : tensor<ui32>
      %23 = stablehlo.convert %22 : (tensor<ui32>) -> tensor<i32>
      %c_10 = stablehlo.constant dense<2> : tensor<i32>
      %24 = stablehlo.multiply %23, %c_10 : tensor<i32>
      %25 = stablehlo.add %19, %24 : tensor<i32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
      sdy.return %13, %26 : tensor<2x2xf32>, tensor<1xi32>
    } : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>)
    return %0#0, %0#1 : tensor<4x4xf32>, tensor<4xi32>
  }
}
