// A module whose shardings name several meshes is printed as Shardy propagates it: layouts never
// flow between meshes. shardflow propagates over the mesh the shardings name most (@mesh); a user
// sharding on another mesh (@small) or on a single-device one (@maximal) is kept as written, and an
// op that touches such a value is left alone: the add of a @mesh and a @small value gets no
// sharding, the exponential's layout does not reach the result on @small, the abs keeps its own.
// Printing in GSPMD form (one mesh) and partitioning are refused, as is a manual computation on a
// mesh other than the one propagation runs over. A module whose one mesh is a maximal one (nothing
// to propagate over) still prints it.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %S/Inputs/maximal_mesh_only.mlir --propagate | %filecheck %s --check-prefix=MAXIMAL
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
// RUN: not %shardflow-opt %s --propagate --emit gspmd 2>&1 | %filecheck %s --check-prefix=GSPMD
// RUN: not %shardflow-opt %s --partition 2>&1 | %filecheck %s --check-prefix=PARTITION
// RUN: not %shardflow-opt %S/Inputs/manual_other_mesh.mlir --propagate 2>&1 | %filecheck %s --check-prefix=MANUAL
sdy.mesh @small = <["x"=2]>
sdy.mesh @mesh = <["a"=2, "b"=2]>
sdy.mesh @maximal = <[], device_ids=[1]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@small, [{"x", ?}, {}]>},
                %arg2: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@small, [{?}, {?}]>}) {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<8x8xf32>
  %2 = stablehlo.abs %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} : tensor<8x8xf32>
  %3 = stablehlo.tanh %2 {sdy.sharding = #sdy.sharding_per_value<[<@maximal, []>]>} : tensor<8x8xf32>
  %4 = stablehlo.exponential %0 : tensor<8x8xf32>
  return %1, %3, %4 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
// CHECK:       sdy.mesh @small = <["x"=2]>
// CHECK-NEXT:  sdy.mesh @mesh = <["a"=2, "b"=2]>
// CHECK-NEXT:  sdy.mesh @maximal = <[], device_ids=[1]>
// CHECK-LABEL: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@small, [{"x"}, {}]>}, %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>})
// CHECK-SAME:      -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@small, [{}, {}]>})
// CHECK-NEXT:    %[[NEG:.*]] = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CHECK-NEXT:    %[[ADD:.*]] = stablehlo.add %[[NEG]], %arg1 : tensor<8x8xf32>
// CHECK-NEXT:    %[[ABS:.*]] = stablehlo.abs %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>}
// CHECK-NEXT:    %[[TANH:.*]] = stablehlo.tanh %[[ABS]] {sdy.sharding = #sdy.sharding_per_value<[<@maximal, []>]>}
// CHECK-NEXT:    %[[EXP:.*]] = stablehlo.exponential %[[NEG]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CHECK-NEXT:    return %[[ADD]], %[[TANH]], %[[EXP]]

// OPEN: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@small, [{"x", ?}, {}]>}, %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"b", ?}]>})
// OPEN-SAME: -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@small, [{?}, {?}]>})

// GSPMD: shardflow-opt: error: a sharding on mesh @small <["x"=2]>, not the module's, has no GSPMD form (GSPMD annotates one mesh); print the module in Shardy form
// PARTITION: shardflow-opt: error: {{.*}}propagate_several_meshes.mlir: the module's shardings use several different meshes (@mesh = <["a"=2, "b"=2]>, @small = <["x"=2]>); shardflow partitions a module over one mesh
// MANUAL: shardflow-opt: error: {{.*}}manual_other_mesh.mlir:5:8: sdy.manual_computation is on mesh @other, but shardflow propagates this module over @mesh (the mesh its shardings name most): a manual computation on another mesh is not supported; give the module one mesh

// MAXIMAL:      module @shardflow {
// MAXIMAL-NEXT:   sdy.mesh @maximal_mesh = <[], device_ids=[0]>
// MAXIMAL-NEXT:   func.func @maximal_sharding_no_results(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
// MAXIMAL-NEXT:     stablehlo.custom_call @xla_python_cpu_callback(%arg0) {has_side_effect = true, sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh, []>]>} : (tensor<8x8xf32>) -> ()
