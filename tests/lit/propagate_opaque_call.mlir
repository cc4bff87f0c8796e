// A custom call shardflow cannot compute is kept when the module is only printed: layouts stop at
// it (Shardy gives it no rule, so the add's "a" does not reach %arg0 through it), except for the
// targets Shardy propagates through pointwise (MoveToHost: %arg1 takes "b" from its user). Its
// attributes print back as written; an unused call is dropped unless it has effects (no results,
// or has_side_effect), with --propagate too (as MLIR drops it in Shardy's passes). Compiling or
// partitioning such a module is refused with the call's name and location.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s | %filecheck %s --check-prefix=PLAIN
// RUN: not %shardflow-opt %s --partition 2>&1 | %filecheck %s --check-prefix=REFUSED
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.custom_call @my_kernel(%arg0) {backend_config = "fast", has_side_effect = true} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.add %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x8xf32>
  %2 = stablehlo.custom_call @MoveToHost(%arg1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = stablehlo.negate %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} : tensor<8x8xf32>
  stablehlo.custom_call @sink(%1) {has_side_effect = true} : (tensor<8x8xf32>) -> ()
  %4 = stablehlo.custom_call @unused_pure(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}
// CHECK-LABEL: func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>})
// CHECK-NEXT:    %[[K:.*]] = stablehlo.custom_call @my_kernel(%arg0) {backend_config = "fast", has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:    stablehlo.add %[[K]], %[[K]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CHECK-NEXT:    %[[H:.*]] = stablehlo.custom_call @MoveToHost(%arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>}
// CHECK-NEXT:    stablehlo.negate %[[H]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>}
// CHECK-NEXT:    stablehlo.custom_call @sink
// CHECK-NOT:     unused_pure

// PLAIN: stablehlo.custom_call @my_kernel(%arg0) {backend_config = "fast", has_side_effect = true} : (tensor<8x8xf32>) -> tensor<8x8xf32>
// PLAIN: stablehlo.custom_call @sink({{.*}}) {has_side_effect = true} : (tensor<8x8xf32>) -> ()
// PLAIN-NOT: unused_pure

// REFUSED: shardflow-opt: error: {{.*}}propagate_opaque_call.mlir:12:8: unsupported custom_call @my_kernel
