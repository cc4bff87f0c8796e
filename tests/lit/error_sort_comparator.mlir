// A sort comparator that is not a lexicographic order of the operands is refused with its
// location and what shardflow accepts.
// RUN: not shardflow-opt %s 2>&1 | filecheck %s
module @odd_sort {
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %e = stablehlo.abs %a : tensor<f32>
      %f = stablehlo.abs %b : tensor<f32>
      %1 = stablehlo.compare LT, %e, %f, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
// CHECK: shardflow-opt: error: {{.*}}error_sort_comparator.mlir:6:10: unsupported stablehlo.sort comparator: a compared value is computed by stablehlo.abs; only lexicographic orders of the operands (as jnp.sort, jnp.argsort and lax.sort write them) are supported
// CHECK-NOT: Traceback
