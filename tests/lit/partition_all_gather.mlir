// A split dim made whole (sharding_constraint drops "data" from dim 0) is an all-gather over "data":
// on a 2x2 mesh the groups are the mesh columns [[0, 2], [1, 3]].
// RUN: shardflow-opt %s --partition | filecheck %s
module @gather attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = stablehlo.exponential %arg0 : tensor<8x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"model"}]> : tensor<8x16xf32>
    %2 = stablehlo.exponential %1 : tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}
// CHECK-SAME: -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>})
// CHECK: %[[E:.*]] = stablehlo.exponential %arg0 : tensor<4x8xf32>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.all_gather"(%[[E]]) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<4x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: stablehlo.exponential %[[G]] : tensor<8x8xf32>
