// Megatron MLP on a 2x2 mesh (rows over "data", the hidden dim over "model"): the all-reduce runs
// within each "data" row, i.e. replica groups [[0, 1], [2, 3]] (device id = row-major mesh coords).
// RUN: shardflow-opt %s --partition | filecheck %s
module @jit_mlp attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x32xf32>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}

// CHECK: "sdy.mesh"() {mesh = #sdy.mesh<["data"=2, "model"=2]>, sym_name = "mesh"}
// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}
// CHECK-SAME: -> (tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>})
// CHECK: stablehlo.tanh %{{.*}} : tensor<4x16xf32>
// CHECK: "stablehlo.all_reduce"({{.*}}replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}>
// CHECK-NOT: all_reduce
