// Replicated -> split moves no data: each device looks up its offset along dim 1 by partition id
// and cuts its piece with a dynamic_slice (Shardy's sdy-convert-global-to-local form).
// RUN: shardflow-opt %s --partition | filecheck %s
module @slice attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = stablehlo.exponential %arg0 : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>})
// CHECK-DAG: %[[TABLE:.*]] = stablehlo.constant dense<[0, 4, 8, 12]> : tensor<4xi64>
// CHECK-DAG: %[[PID:.*]] = stablehlo.partition_id : tensor<ui32>
// CHECK: %[[I:.*]] = stablehlo.convert %[[PID]] : (tensor<ui32>) -> tensor<i64>
// CHECK: %[[OFF:.*]] = stablehlo.dynamic_slice %[[TABLE]], %[[I]], sizes = [1]
// CHECK: %[[S:.*]] = stablehlo.reshape %[[OFF]] : (tensor<1xi64>) -> tensor<i64>
// CHECK: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<i64>
// CHECK: %[[X:.*]] = stablehlo.dynamic_slice %arg0, %[[Z]], %[[S]], sizes = [8, 4] : (tensor<8x16xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
// CHECK: stablehlo.exponential %[[X]] : tensor<8x4xf32>
// CHECK-NOT: all_
