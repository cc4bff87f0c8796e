module @jit_partial_manual attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"model"} (%arg2: tensor<8x4xf32>, %arg3: tensor<4x4xf32>) {
      %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
      %2 = sdy.reshard %1 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
      %3 = stablehlo.tanh %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x4xf32>
      %4 = sdy.reshard %3 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
      %5 = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, []>] manual_axes={"data"} () {
        %16 = sdy.constant dense<1> : tensor<ui32>
        %17 = sdy.constant dense<2> : tensor<ui32>
        %18 = stablehlo.partition_id : tensor<ui32>
        %19 = stablehlo.divide %18, %16 : tensor<ui32>
        %20 = stablehlo.remainder %19, %17 : tensor<ui32>
        %21 = stablehlo.convert %20 : (tensor<ui32>) -> tensor<i32>
        sdy.return %21 : tensor<i32>
      } : () -> tensor<i32>
      %6 = stablehlo.convert %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<f32>
      %7 = sdy.reshard %6 <@mesh, []> : tensor<f32>
      %8 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %9 = stablehlo.add %8, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
      %10 = sdy.reshard %9 <@mesh, []> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x4xf32>
      %12 = sdy.reshard %11 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
      %13 = stablehlo.multiply %4, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x4xf32>
      %14 = sdy.reshard %13 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
      %15 = "stablehlo.all_reduce"(%14) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %16 = stablehlo.add %arg4, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
        %17 = sdy.reshard %16 <@mesh, []> : tensor<f32>
        stablehlo.return %17 : tensor<f32>
      }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
      sdy.return %15 : tensor<8x4xf32>
    } : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
