// --propagate ends as Shardy's propagation pipeline ends: every sharding closed and without its
// explicit replication (close-shardings), every sharding constraint the sdy.reshard it has become
// (sharding-constraint-to-reshard). --keep-open prints what the basic propagation passes leave:
// open dims, `replicated={...}` and the constraint as written. A side-effecting call without
// results keeps the sharding written on it (JAX's host callbacks: a single-device one), and its
// mesh is declared. A constraint nothing reads (%1) takes part in propagation and is gone at the
// end, as Shardy's pipeline removes dead code.
// RUN: %shardflow-opt %s --propagate 2>/dev/null | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open 2>/dev/null | %filecheck %s --check-prefix=OPEN
sdy.mesh @mesh = <["a"=2, "b"=2]>
sdy.mesh @maximal_mesh = <[], device_ids=[0]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {}], replicated={"b"}>}) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
  stablehlo.custom_call @xla_python_cpu_callback(%0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh, []>]>} : (tensor<8x8xf32>) -> ()
  %1 = sdy.sharding_constraint %0 <@mesh, [{"b"}, {"a"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
// CHECK:       sdy.mesh @maximal_mesh = <[], device_ids=[0]>
// CHECK-LABEL: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>})
// CHECK-NEXT:    %[[R:.*]] = sdy.reshard %arg0 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
// CHECK-NEXT:    stablehlo.custom_call @xla_python_cpu_callback(%[[R]]) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh, []>]>} : (tensor<8x8xf32>) -> ()
// CHECK-NEXT:    return %[[R]]

// OPEN-LABEL: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {}], replicated={"b"}>})
// OPEN-NEXT:    %[[C:.*]] = sdy.sharding_constraint %arg0 <@mesh, [{}, {"a"}]> : tensor<8x8xf32>
// OPEN:         sdy.sharding_constraint %[[C]] <@mesh, [{"b"}, {"a"}]> : tensor<8x8xf32>
