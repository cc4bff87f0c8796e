// An open dimension, P("data", P.UNCONSTRAINED) (reference §1.6 (d)): {?} survives the round trip.
// RUN: shardflow-opt %s | filecheck %s
// RUN: shardflow-opt %s | shardflow-opt - | filecheck %s

module @jit_open_dim attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.tanh %arg0 : tensor<8x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {?}]> : tensor<8x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK: %[[T:.*]] = stablehlo.tanh %arg0
// CHECK-NEXT: %[[C:.*]] = "sdy.sharding_constraint"(%[[T]]) {sharding = #sdy.sharding<@mesh, [{"data"}, {?}]>}
// CHECK: stablehlo.multiply %[[C]]
