// Moving the "model" split from dim 0 to dim 1 is one all-to-all (split dim 1, concatenate dim 0).
// RUN: shardflow-opt %s --partition | filecheck %s
module @transpose_shards attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = stablehlo.negate %arg0 : tensor<8x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"model"}]> : tensor<8x16xf32>
    %2 = stablehlo.abs %1 : tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<2x16xf32>
// CHECK-SAME: -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>})
// CHECK: %[[N:.*]] = stablehlo.negate %arg0 : tensor<2x16xf32>
// CHECK-NEXT: "stablehlo.all_to_all"(%[[N]]) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<2x16xf32>) -> tensor<8x4xf32>
// CHECK-NOT: all_gather
