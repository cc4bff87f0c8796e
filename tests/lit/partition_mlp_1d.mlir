// Megatron MLP on a 1-D mesh (column- then row-parallel): --partition prints the per-device program
// with local shapes, the global shardings kept on @main, and exactly one all-reduce (of the output).
// RUN: shardflow-opt %s --partition | filecheck %s
module @jit_mlp attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %z = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %0, %z : tensor<8x32xf32>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}

// CHECK: module @jit_mlp attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32}
// CHECK: "sdy.mesh"() {mesh = #sdy.mesh<["model"=4]>, sym_name = "mesh"}
// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}
// CHECK-SAME: %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}
// CHECK-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
// CHECK-NOT: all_gather
// CHECK-NOT: all_reduce
// CHECK: %[[H:.*]] = stablehlo.dot_general %arg0, %arg1, {{.*}} -> tensor<8x8xf32>
// CHECK: %[[Y:.*]] = stablehlo.dot_general %{{.*}}, %arg2, {{.*}} -> tensor<8x16xf32>
// CHECK-NEXT: %[[R:.*]] = "stablehlo.all_reduce"(%[[Y]]) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: stablehlo.return
// CHECK-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NOT: all_reduce
// CHECK: return %[[R]] : tensor<8x16xf32>
// CHECK-NOT: all_reduce
