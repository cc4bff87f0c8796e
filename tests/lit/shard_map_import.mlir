// jax.shard_map in Shardy form (sdy.manual_computation) is imported as one shard_map op and printed
// back the same way, or in GSPMD form: @Sharding + @SPMDFullToShardShape, a call of the body,
// @Sharding {manual} + @SPMDShardToFullShape.
// RUN: shardflow-opt %s | filecheck %s
// RUN: shardflow-opt %s --emit=gspmd | filecheck %s --check-prefix=GSPMD
module @jit_smap attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%arg0: tensor<8x32xf32>, %arg1: tensor<32x16xf32>) -> (tensor<8x16xf32>) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data", "model"} (%arg2: tensor<4x16xf32>, %arg3: tensor<16x16xf32>) {
      %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
      %2 = func.call @scale(%1) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %3 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %4 = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      sdy.return %3 : tensor<4x16xf32>
    } : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func private @scale(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %0 = stablehlo.add %x, %x : tensor<4x16xf32>
    return %0 : tensor<4x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-NOT: sharding_constraint
// CHECK: "sdy.manual_computation"(%arg0, %arg1) ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<4x16xf32>, %[[B:.*]]: tensor<16x16xf32>):
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %[[A]], %[[B]], {{.*}} -> tensor<4x16xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[D]], %[[D]] : tensor<4x16xf32>
// CHECK-NEXT: %[[R:.*]] = "stablehlo.all_reduce"(%[[S]]) {{.*}}replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}>
// CHECK: "sdy.return"(%[[R]]) : (tensor<4x16xf32>) -> ()
// CHECK-NEXT: }) {in_shardings = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {}]>]>, manual_axes = #sdy<manual_axes{"data", "model"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
// CHECK-NOT: func.func private

// GSPMD-LABEL: func.func public @main(
// GSPMD: %[[F:.*]] = stablehlo.custom_call @Sharding(%{{.*}}) {backend_config = "", mhlo.sharding = "{devices=[2,2]<=[4]}"}
// GSPMD: %[[L:.*]] = stablehlo.custom_call @SPMDFullToShardShape(%[[F]]) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x32xf32>) -> tensor<4x16xf32>
// GSPMD: %[[C:.*]] = call @shmap_body_0(%[[L]], %{{.*}}) : (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>
// GSPMD-NEXT: %[[M:.*]] = stablehlo.custom_call @Sharding(%[[C]]) {backend_config = "", mhlo.sharding = "{manual}"}
// GSPMD-NEXT: stablehlo.custom_call @SPMDShardToFullShape(%[[M]]) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<4x16xf32>) -> tensor<8x16xf32>
// GSPMD-LABEL: func.func private @shmap_body_0(
// GSPMD: "stablehlo.all_reduce"{{.*}}replica_groups = dense<{{\[\[}}0, 1], [2, 3]]>
