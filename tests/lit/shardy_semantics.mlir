// Shardy-style input (as in Shardy's own propagation tests): meshes nothing uses are kept, an
// axis-less mesh holds replicated shardings, sdy.constant is a literal (printed back as
// sdy.constant), sdy.data_flow_edge is the value it marks, and an open dimension of a user sharding
// ({"a", ?}) is extended by propagation while a closed one ({"b"}) is not.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @unused_mesh = <["x"=4, "y"=2]>
sdy.mesh @empty_mesh = <[]>
sdy.mesh @mesh_a_2_b_2_c_2 = <["a"=2, "b"=2, "c"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh_a_2_b_2_c_2, [{"a", ?}, {"b"}]>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh_a_2_b_2_c_2, [{"a", "c"}, {}]>},
                %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> tensor<8x8xf32> {
  %0 = sdy.constant dense<1.000000e+00> : tensor<8x8xf32>
  %1 = stablehlo.add %arg0, %0 : tensor<8x8xf32>
  %2 = sdy.data_flow_edge %1 : tensor<8x8xf32>
  %3 = stablehlo.multiply %2, %arg1 : tensor<8x8xf32>
  %4 = stablehlo.subtract %3, %arg2 : tensor<8x8xf32>
  return %4 : tensor<8x8xf32>
}
// Every declared mesh is printed back in its place, used or not, as Shardy keeps them (%arg2's
// replicated sharding keeps its axis-less mesh, as propagation leaves it as written); the open
// dim 0 of %arg0 takes "c" from %arg1, its closed dim 1 keeps "b" only (printed closed, as
// Shardy's pipeline ends).
// CHECK: sdy.mesh @unused_mesh = <["x"=4, "y"=2]>
// CHECK-NEXT: sdy.mesh @empty_mesh = <[]>
// CHECK-NEXT: sdy.mesh @mesh_a_2_b_2_c_2 = <["a"=2, "b"=2, "c"=2]>
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh_a_2_b_2_c_2, [{"a", "c"}, {"b"}]>}
// CHECK-SAME: %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh_a_2_b_2_c_2, [{"a", "c"}, {}]>}
// CHECK-SAME: %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}
// CHECK: sdy.constant {{.*}}dense<1.000000e+00> : tensor<8x8xf32>
// CHECK: stablehlo.add %arg0, {{.*}} [{"a", "c"}, {"b"}]
// CHECK: stablehlo.multiply {{.*}} [{"a", "c"}, {"b"}]
