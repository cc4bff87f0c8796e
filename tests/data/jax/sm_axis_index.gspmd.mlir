module @jit_index attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x4xf32>) -> tensor<2x2xf32>
    %2:2 = call @shmap_body(%1) : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<1xi32>)
    %3 = stablehlo.custom_call @Sharding(%2#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<2x2xf32>) -> tensor<4x4xf32>
    %5 = stablehlo.custom_call @Sharding(%2#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xi32>) -> tensor<1xi32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1xi32>) -> tensor<4xi32>
    return %4, %6 : tensor<4x4xf32>, tensor<4xi32>
  }
  func.func private @shmap_body(%arg0: tensor<2x2xf32>) -> (tensor<2x2xf32> {jax.result_info = "[('data',), ('model',)]"}, tensor<1xi32> {jax.result_info = "[('data', 'model')]"}) {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %c_0 = stablehlo.constant dense<2> : tensor<ui32>
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = stablehlo.divide %0, %c : tensor<ui32>
    %2 = stablehlo.remainder %1, %c_0 : tensor<ui32>
    %3 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<ui32>
    %c_2 = stablehlo.constant dense<2> : tensor<ui32>
    %4 = stablehlo.partition_id : tensor<ui32>
    %5 = stablehlo.divide %4, %c_1 : tensor<ui32>
    %6 = stablehlo.remainder %5, %c_2 : tensor<ui32>
    %7 = stablehlo.convert %6 : (tensor<ui32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<10> : tensor<i32>
    %8 = stablehlo.multiply %c_3, %3 : tensor<i32>
    %9 = stablehlo.add %8, %7 : tensor<i32>
    %10 = stablehlo.convert %9 : (tensor<i32>) -> tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %12 = stablehlo.add %arg0, %11 : tensor<2x2xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<ui32>
    %c_5 = stablehlo.constant dense<2> : tensor<ui32>
    %13 = stablehlo.partition_id : tensor<ui32>
    %14 = stablehlo.divide %13, %c_4 : tensor<ui32>
    %15 = stablehlo.remainder %14, %c_5 : tensor<ui32>
    %16 = stablehlo.convert %15 : (tensor<ui32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.multiply %16, %c_6 : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.add %c_7, %17 : tensor<i32>
    %c_8 = stablehlo.constant dense<2> : tensor<ui32>
    %c_9 = stablehlo.constant dense<2> : tensor<ui32>
    %19 = stablehlo.partition_id : tensor<ui32>
    %20 = stablehlo.divide %19, %c_8 : tensor<ui32>
    %21 = stablehlo.remainder %20, %c_9 : tensor<ui32>
    %22 = stablehlo.convert %21 : (tensor<ui32>) -> tensor<i32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %23 = stablehlo.multiply %22, %c_10 : tensor<i32>
    %24 = stablehlo.add %18, %23 : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    return %12, %25 : tensor<2x2xf32>, tensor<1xi32>
  }
}
