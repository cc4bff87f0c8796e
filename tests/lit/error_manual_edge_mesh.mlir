// A careless input: a manual computation's result edge on a mesh other than the computation's is
// refused, naming the edge's place and both meshes.
// RUN: not %shardflow-opt %s --propagate --keep-open 2>&1 | %filecheck %s
sdy.mesh @mesh = <["a"=2, "b"=2]>
sdy.mesh @other = <["x"=4]>
func.func @main(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>] out_shardings=[<@mesh, [{"a", ?}, {?}]>] manual_axes={"a"} (%arg1: tensor<8x8xf32>) {
    %2 = sdy.data_flow_edge %arg1 sharding=<@mesh, [{?}, {?}]> : tensor<8x8xf32>
    sdy.return %2 : tensor<8x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %1 = sdy.data_flow_edge %0 sharding=<@other, [{"x"}, {}]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}
// CHECK: shardflow-opt: error: {{.*}}error_manual_edge_mesh.mlir:11:8: the sdy.data_flow_edge of a sdy.manual_computation result is on mesh @other, but the manual computation is on @mesh; give the edge the computation's mesh
