module @jit_rng_bits attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<8x16xui32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<6x3xui8> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<7x3xui32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<3x5xui64> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<5xui64> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4xui32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4xui32> {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %1, algorithm = DEFAULT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x16xui32>)
    %2 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<2x2xui32>) -> tensor<4xui32>
    %4 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_0, %output_1 = stablehlo.rng_bit_generator %5, algorithm = PHILOX {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6x3xui8>)
    %6 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %7 = stablehlo.bitcast_convert %6 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_2, %output_3 = stablehlo.rng_bit_generator %7, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7x3xui32>)
    %8 = stablehlo.bitcast_convert %output_state_2 : (tensor<2xui64>) -> tensor<2x2xui32>
    %9 = stablehlo.reshape %8 : (tensor<2x2xui32>) -> tensor<4xui32>
    %10 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_4, %output_5 = stablehlo.rng_bit_generator %11, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui64>)
    %12 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %13 = stablehlo.bitcast_convert %12 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_6, %output_7 = stablehlo.rng_bit_generator %13, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<5xui64>)
    return %output, %output_1, %output_3, %output_5, %output_7, %3, %9 : tensor<8x16xui32>, tensor<6x3xui8>, tensor<7x3xui32>, tensor<3x5xui64>, tensor<5xui64>, tensor<4xui32>, tensor<4xui32>
  }
}
