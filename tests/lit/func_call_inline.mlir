// Private functions reached by func.call are inlined, at every call site and through nested
// calls (JAX emits one per jitted helper, e.g. @relu, @"<lambda>", @_where).
// RUN: shardflow-opt %s | filecheck %s
// --propagate keeps them as calls (propagate_keeps_calls.mlir), names quoted where MLIR needs it,
// each function after the entry, innermost first (as Shardy's pipeline makes them again):
// RUN: shardflow-opt %s --propagate | filecheck %s --check-prefix=KEPT
module @calls attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<16x16xf32>) -> tensor<8x16xf32> {
    %0 = call @"<lambda>"(%arg0, %arg1) : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %2 = func.call @"<lambda>"(%0, %1) : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %3 = call @outer(%2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
  func.func private @"<lambda>"(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.tanh %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @outer(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = call @inner(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.negate %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @inner(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.exponential %arg0 : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<16x16xf32>)
// CHECK: %[[D0:.*]] = stablehlo.dot_general %arg0, %arg1
// CHECK-NEXT: %[[T0:.*]] = stablehlo.tanh %[[D0]]
// CHECK-NEXT: %[[WT:.*]] = stablehlo.transpose %arg1, dims = [1, 0]
// CHECK-NEXT: %[[D1:.*]] = stablehlo.dot_general %[[T0]], %[[WT]]
// CHECK-NEXT: %[[T1:.*]] = stablehlo.tanh %[[D1]]
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %[[T1]]
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[E]]
// CHECK-NEXT: return %[[N]]
// CHECK-NOT: func.func
// CHECK-NOT: call

// KEPT: call @"<lambda>"(%arg0, %arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>}
// KEPT: call @"<lambda>"(
// KEPT: call @outer(
// KEPT: func.func private @"<lambda>"(
// KEPT: func.func private @inner(
// KEPT: func.func private @outer(
// KEPT-NEXT: call @inner(
