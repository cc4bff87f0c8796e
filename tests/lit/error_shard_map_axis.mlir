// Inside a shard_map manual over "model" only, a collective over "data" (an automatic axis, which
// shardflow partitions itself) is refused, naming the op, its location and the axis; so is a
// partition id outside any shard_map body.
// RUN: not shardflow-opt %s 2>&1 | filecheck %s
// RUN: not shardflow-opt %S/Inputs/partition_id.mlir 2>&1 | filecheck %s --check-prefix=PID
module @jit_bad attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {"model"}]>] out_shardings=[<@mesh, [{}, {"model"}]>] manual_axes={"model"} (%arg1: tensor<8x4xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %2 = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %2 : tensor<f32>
      }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
      sdy.return %1 : tensor<8x4xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
// CHECK: shardflow-opt: error: {{.*}}error_shard_map_axis.mlir:10:12: stablehlo.all_reduce over mesh axis ['data'], which is not manual here: the enclosing shard_map is manual over ['model']
// PID: shardflow-opt: error: {{.*}}partition_id.mlir:3:10: stablehlo.partition_id outside a shard_map body
