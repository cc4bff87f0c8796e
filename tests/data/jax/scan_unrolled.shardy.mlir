module @jit_scan_unrolled attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.slice %arg1 [0:0, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<0x16x16xf32>
    %1 = stablehlo.slice %arg1 [0:3, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<3x16x16xf32>
    %2 = stablehlo.slice %1 [0:1, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %4 = call @closed_call(%arg0, %3) : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %5 = stablehlo.slice %1 [1:2, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %7 = call @closed_call(%4, %6) : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %8 = stablehlo.slice %1 [2:3, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %10 = call @closed_call(%7, %9) : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    return %10 : tensor<8x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.tanh %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}
