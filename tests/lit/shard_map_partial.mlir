// A shard_map manual over "model" only (JAX's axis_names={"model"}): the body's values are global
// along "data", which shardflow partitions; JAX computes axis_index("model") in a nested manual
// computation over the remaining axis from stablehlo.partition_id. The per-device partition id is a
// table of device ids cut by each device (no transfer); the psum stays one all-reduce over "model".
// The in_shardings' open dimensions ({?}) follow x's split over "data", so the body runs split over
// "data" too (no all-gather), and the result comes out split over "data" (--propagate shows them,
// closed as Shardy's pipeline prints them).
// The GSPMD form (partially manual `last_tile_dims={manual, replicated}` strings) gives the same program.
// RUN: shardflow-opt %s --partition | filecheck %s
// RUN: shardflow-opt %s --emit=gspmd | shardflow-opt - --partition | filecheck %s --check-prefix=GSPMD
// RUN: shardflow-opt %s --propagate | filecheck %s --check-prefix=PROP
module @jit_partial attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x4xf32>) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{?}, {"model", ?}]>, <@mesh, [{"model", ?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"model"} (%arg2: tensor<8x4xf32>, %arg3: tensor<4x4xf32>) {
      %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
      %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {?}]> : tensor<8x4xf32>
      %3 = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, []>] manual_axes={"data"} () {
        %c = stablehlo.constant dense<1> : tensor<ui32>
        %c_0 = stablehlo.constant dense<2> : tensor<ui32>
        %10 = stablehlo.partition_id : tensor<ui32>
        %11 = stablehlo.divide %10, %c : tensor<ui32>
        %12 = stablehlo.remainder %11, %c_0 : tensor<ui32>
        %13 = stablehlo.convert %12 : (tensor<ui32>) -> tensor<i32>
        sdy.return %13 : tensor<i32>
      } : () -> tensor<i32>
      %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %6 = stablehlo.multiply %2, %5 : tensor<8x4xf32>
      %7 = "stablehlo.all_reduce"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %8 = stablehlo.add %a, %b : tensor<f32>
        %9 = sdy.sharding_constraint %8 <@mesh, []> : tensor<f32>
        stablehlo.return %9 : tensor<f32>
      }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
      sdy.return %7 : tensor<8x4xf32>
    } : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}
// CHECK-SAME: -> (tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>})
// CHECK-NOT: all_gather
// CHECK: stablehlo.dot_general %arg0, %arg1, {{.*}} -> tensor<4x4xf32>
// CHECK: %[[IDS:.*]] = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xui32>
// CHECK: stablehlo.partition_id
// CHECK: stablehlo.dynamic_slice %[[IDS]], {{.*}} -> tensor<1xui32>
// CHECK: stablehlo.remainder {{.*}} : tensor<ui32>
// CHECK: "stablehlo.all_reduce"({{.*}}replica_groups = dense<{{\[\[}}0, 1], [2, 3]]>
// CHECK-NOT: all_gather
// CHECK-NOT: manual_computation

// GSPMD-LABEL: func.func public @main(
// GSPMD-NOT: all_gather
// GSPMD: stablehlo.dot_general %arg0, %arg1, {{.*}} -> tensor<4x4xf32>
// GSPMD: stablehlo.partition_id
// GSPMD: "stablehlo.all_reduce"({{.*}}replica_groups = dense<{{\[\[}}0, 1], [2, 3]]>

// PROP-LABEL: func.func public @main(
// PROP-SAME: -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>})
// PROP-NEXT: sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"model"} (%arg2: tensor<8x4xf32>, %arg3: tensor<4x4xf32>) {
// PROP-NEXT: stablehlo.dot_general {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>
// PROP: } : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
