// A manual computation's body argument (its sdy.data_flow_edge) keeps the user priority of its
// in_sharding: its "b" (p1) waits while the p0 layouts spread, as Shardy orders the edge. The
// result's "b" (p0) reaches the body's sum and its other argument first, on the columns; when the
// edge's "b" comes it finds the axis taken and stays on its own rows only. in_shardings and
// out_shardings print as written.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<32x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %0 = sdy.manual_computation(%arg0, %arg1)
      in_shardings=[<@mesh, [{"a", "b"}p1, {?}]>, <@mesh, [{"a", ?}p1, {?}]>]
      out_shardings=[<@mesh, [{"a", ?}, {"b", ?}p0]>] manual_axes={"a"}
      (%arg2: tensor<16x32xf32>, %arg3: tensor<16x32xf32>) {
    %2 = sdy.data_flow_edge %arg2 sharding=<@mesh, [{"b"}p1, {?}]> : tensor<16x32xf32>
    %3 = sdy.data_flow_edge %arg3 sharding=<@mesh, [{?}p1, {?}]> : tensor<16x32xf32>
    %4 = stablehlo.add %2, %3 : tensor<16x32xf32>
    sdy.return %4 : tensor<16x32xf32>
  } : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
  %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{"a", ?}, {"b", ?}p0]> : tensor<32x32xf32>
  return %1 : tensor<32x32xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-SAME:    %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"b", ?}]>})
// CHECK:       sdy.manual_computation(%arg0, %arg1)
// CHECK-SAME:    in_shardings=[<@mesh, [{"a", "b"}p1, {?}]>, <@mesh, [{"a", ?}p1, {?}]>]
// CHECK-SAME:    out_shardings=[<@mesh, [{"a", ?}, {"b", ?}p0]>] manual_axes={"a"}
// CHECK-NEXT:    sdy.data_flow_edge %arg2 sharding=<@mesh, [{"b"}, {?}]>
// CHECK-NEXT:    sdy.data_flow_edge %arg3 sharding=<@mesh, [{?}, {"b", ?}]>
// CHECK-NEXT:    stablehlo.add {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"b", ?}]>]>}
