// with_sharding_constraint mid-graph (reference §1.6 (c)): the constraint becomes a reshard and
// is re-emitted as sdy.sharding_constraint or as custom_call @Sharding; unannotated arguments stay open.
// RUN: shardflow-opt %s | filecheck %s --check-prefix=SDY
// RUN: shardflow-opt %s --emit=gspmd | filecheck %s --check-prefix=GSPMD

module @jit_mlp_wsc attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x16xf32>) -> (tensor<8x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = call @relu(%0) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {"model"}]> : tensor<8x32xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
}

// SDY-LABEL: func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x16xf32>) -> tensor<8x16xf32>
// SDY: %[[R:.*]] = stablehlo.maximum
// SDY-NEXT: %[[C:.*]] = "sdy.sharding_constraint"(%[[R]]) {sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>} : (tensor<8x32xf32>) -> tensor<8x32xf32>
// SDY-NEXT: stablehlo.dot_general %[[C]], %arg2

// GSPMD-LABEL: func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x16xf32>) -> tensor<8x16xf32>
// GSPMD: %[[R:.*]] = stablehlo.maximum
// GSPMD-NEXT: %[[C:.*]] = stablehlo.custom_call @Sharding(%[[R]]) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<8x32xf32>) -> tensor<8x32xf32>
// GSPMD-NEXT: stablehlo.dot_general %[[C]], %arg2
