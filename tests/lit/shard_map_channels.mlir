// The collectives of a shard_map print back with the channel handles they were read with (JAX
// writes handle 1 on every one, as jaxlib's Shardy pipeline prints them); the per-device program
// --partition writes numbers its channels afresh.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --partition | %filecheck %s --check-prefix=SPMD
module @jit_channels attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg1: tensor<4x4xf32>) {
      %1 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0], [2, 3], [3, 2]]> : tensor<4x2xi64>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
      %2 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %3 = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %3 : tensor<f32>
      }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
      sdy.return %1, %2 : tensor<4x4xf32>, tensor<4x4xf32>
    } : (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>)
    return %0#0, %0#1 : tensor<8x4xf32>, tensor<8x4xf32>
  }
}

// CHECK:      "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
// CHECK-NEXT: "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>

// SPMD-DAG: "stablehlo.collective_permute"{{.*}}channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
// SPMD-DAG: "stablehlo.all_reduce"{{.*}}channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>
