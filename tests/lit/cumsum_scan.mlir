// jnp.cumsum along the dim split over model=4 is a distributed scan: each device scans its own
// 4 columns, the shard totals (one column each) are all-gathered, and each device adds the total
// of the shards before it (its own entry of the totals' scan, a per-device slice). No halo, no
// collective permute. For IREE the scans are shift-and-add steps (no reduce_window).
// RUN: shardflow-opt %s --partition | filecheck %s
module @cumsum attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %2 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    return %1 : tensor<2x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<2x4xf32>
// CHECK-NOT: reduce_window
// CHECK-NOT: collective_permute
// CHECK: %[[TOTAL:.*]] = stablehlo.slice %[[LOCAL:[0-9]+]] [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
// CHECK: "stablehlo.all_gather"(%[[TOTAL]]) <{all_gather_dim = 1 : i64{{.*}}> : (tensor<2x1xf32>) -> tensor<2x4xf32>
// CHECK: %[[MINE:.*]] = stablehlo.dynamic_slice %{{.*}}, %{{.*}}, %{{.*}}, sizes = [2, 1] : (tensor<2x5xf32>, tensor<i64>, tensor<i64>) -> tensor<2x1xf32>
// CHECK: %[[PRE:.*]] = stablehlo.broadcast_in_dim %[[MINE]], dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
// CHECK: %[[R:.*]] = stablehlo.add %[[LOCAL]], %[[PRE]] : tensor<2x4xf32>
// CHECK: return %[[R]] : tensor<2x4xf32>
