// shard_map (sdy.manual_computation) is refused before parsing, naming the line.
// RUN: not shardflow-opt %s 2>&1 | filecheck %s
module @jit_smap attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<8x32xf32>, %arg1: tensor<32x16xf32>) -> (tensor<8x16xf32>) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data", "model"} (%arg2: tensor<4x8xf32>, %arg3: tensor<8x16xf32>) {
      %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
      sdy.return %1 : tensor<4x16xf32>
    } : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
// CHECK: shardflow-opt: error: {{.*}}error_shard_map.mlir:6:10: unsupported op 'sdy.manual_computation': shard_map
