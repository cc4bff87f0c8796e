module @jit_ring_while attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x6xf32>, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<8x6xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"model"}, {}]>, <@mesh, []>] out_shardings=[<@mesh, [{"model"}, {}]>] manual_axes={"model"} (%arg2: tensor<2x6xf32>, %arg3: tensor<i32>) {
      %c = stablehlo.constant dense<0> : tensor<i32>
      %1:3 = stablehlo.while(%iterArg = %arg3, %iterArg_0 = %c, %iterArg_1 = %arg2) : tensor<i32>, tensor<i32>, tensor<2x6xf32>
      cond {
        %2 = stablehlo.convert %iterArg_0 : tensor<i32>
        %3 = stablehlo.compare LT, %2, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %3 : tensor<i1>
      } do {
        %c_2 = stablehlo.constant dense<1> : tensor<i32>
        %2 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
        %3 = "stablehlo.collective_permute"(%iterArg_1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x6xf32>) -> tensor<2x6xf32>
        %4 = stablehlo.add %3, %iterArg_1 : tensor<2x6xf32>
        %5 = stablehlo.tanh %4 : tensor<2x6xf32>
        stablehlo.return %iterArg, %2, %5 : tensor<i32>, tensor<i32>, tensor<2x6xf32>
      }
      sdy.return %1#2 : tensor<2x6xf32>
    } : (tensor<8x6xf32>, tensor<i32>) -> tensor<8x6xf32>
    return %0 : tensor<8x6xf32>
  }
}
