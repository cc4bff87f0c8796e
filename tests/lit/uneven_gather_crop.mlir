// An uneven split gathered to a replicated output: the all-gather brings back the padded 8 rows and
// every device crops them to the real 7 before returning.
// RUN: shardflow-opt %s --partition | filecheck %s
module @uneven_gather attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<7x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<7x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.exponential %arg0 : tensor<7x3xf32>
    return %0 : tensor<7x3xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}
// CHECK-SAME: -> (tensor<7x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
// CHECK: %[[E:.*]] = stablehlo.exponential %arg0 : tensor<2x3xf32>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.all_gather"(%[[E]]) <{all_gather_dim = 0 : i64{{.*}}}> : (tensor<2x3xf32>) -> tensor<8x3xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.slice %[[G]] [0:7, 0:3] : (tensor<8x3xf32>) -> tensor<7x3xf32>
// CHECK-NEXT: return %[[C]] : tensor<7x3xf32>
