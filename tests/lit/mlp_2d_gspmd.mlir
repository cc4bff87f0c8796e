// The 2-D Megatron MLP as JAX writes it with the GSPMD partitioner (reference §2.3): mhlo.sharding
// strings only, the mesh is inferred (axis_0, axis_1) or given with --mesh.
// RUN: shardflow-opt %s | filecheck %s --check-prefix=GSPMD
// RUN: shardflow-opt %s --emit=shardy | filecheck %s --check-prefix=INFERRED
// RUN: shardflow-opt %s --mesh data=2,model=4 --emit=shardy | filecheck %s --check-prefix=NAMED

module @jit_mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<16x32xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<32x16xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<8x16xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = call @relu(%0) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
}

// GSPMD-NOT: sdy
// GSPMD-LABEL: func.func public @main(
// GSPMD-SAME: {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}
// GSPMD-SAME: {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}
// GSPMD-SAME: {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}
// GSPMD-SAME: -> (tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"})

// INFERRED: "sdy.mesh"() {mesh = #sdy.mesh<["axis_0"=2, "axis_1"=4]>, sym_name = "mesh"}
// INFERRED-LABEL: func.func public @main(
// INFERRED-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"axis_0"}, {}]>}
// INFERRED-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{}, {"axis_1"}]>}
// INFERRED-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"axis_1"}, {}]>}

// NAMED: "sdy.mesh"() {mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}
// NAMED-LABEL: func.func public @main(
// NAMED-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}
// NAMED-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}
// NAMED-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}
// NAMED-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>})
