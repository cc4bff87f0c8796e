// Printed with what propagation gives, a module keeps what shardflow does not read as written, as
// Shardy's pipeline does: the module's attributes (a module without a mesh too), each argument's
// and result's (JAX's jax.buffer_donor, jax.result_info), and, without a mesh, its constants are
// Shardy's sdy.constant (one per use; a scalar is shared). Plain printing re-emits the module
// without them.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s | %filecheck %s --check-prefix=PLAIN
module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32> {jax.buffer_donor = true}, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    return %2, %3 : tensor<4xf32>, tensor<f32>
  }
}

// CHECK: module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
// CHECK-NEXT: func.func public @main(%arg0: tensor<4xf32> {jax.buffer_donor = true}, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
// CHECK-NEXT: %[[TWO:.*]] = sdy.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[TWO]], dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %[[B]] : tensor<4xf32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[M]], %arg1 : tensor<4xf32>
// CHECK-NEXT: %[[Z:.*]] = sdy.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reduce(%[[A]] init: %[[Z]]) applies stablehlo.add across dimensions = [0]
// CHECK-NEXT: return %[[A]], %[[R]] : tensor<4xf32>, tensor<f32>

// PLAIN: module @jit_step {
// PLAIN-NEXT: func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>) {
// PLAIN-NOT: sdy.constant
