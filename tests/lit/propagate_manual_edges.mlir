// The `sdy.data_flow_edge`s of a manual computation (on its body's arguments and on its results,
// Shardy's own input form) are printed back holding what propagation gave them, the body's edge in
// the body's local view; in_shardings and out_shardings stay as written. The result edge's written
// layout joins the out_sharding's manual axes ("c" reaches the body backwards), and the body's "b"
// reaches the operand and the result behind the manual "a". Checked against jaxlib's Shardy
// (sdy-aggressive-propagate on this module).
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
func.func @main(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>] out_shardings=[<@mesh, [{"a", ?}, {?}]>] manual_axes={"a"} (%arg1: tensor<8x8xf32>) {
    %2 = sdy.data_flow_edge %arg1 sharding=<@mesh, [{?}, {?}]> : tensor<8x8xf32>
    %3 = stablehlo.abs %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {?}]>]>} : tensor<8x8xf32>
    %4 = stablehlo.negate %3 : tensor<8x8xf32>
    sdy.return %4 : tensor<8x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{?}, {"c", ?}]> : tensor<16x8xf32>
  %5 = stablehlo.exponential %1 : tensor<16x8xf32>
  return %5 : tensor<16x8xf32>
}
// CHECK-LABEL: func.func @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b", ?}, {"c", ?}]>})
// CHECK-SAME:      -> (tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b", ?}, {"c", ?}]>}) {
// CHECK-NEXT:    %[[MC:.*]] = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a", ?}, {?}]>] out_shardings=[<@mesh, [{"a", ?}, {?}]>] manual_axes={"a"} (%arg1: tensor<8x8xf32>) {
// CHECK-NEXT:      %[[IN:.*]] = sdy.data_flow_edge %arg1 sharding=<@mesh, [{"b", ?}, {"c", ?}]> : tensor<8x8xf32>
// CHECK-NEXT:      %[[ABS:.*]] = stablehlo.abs %[[IN]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {"c", ?}]>]>} : tensor<8x8xf32>
// CHECK-NEXT:      %[[NEG:.*]] = stablehlo.negate %[[ABS]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {"c", ?}]>]>} : tensor<8x8xf32>
// CHECK-NEXT:      sdy.return %[[NEG]] : tensor<8x8xf32>
// CHECK-NEXT:    } : (tensor<16x8xf32>) -> tensor<16x8xf32>
// CHECK-NEXT:    %[[OUT:.*]] = sdy.data_flow_edge %[[MC]] sharding=<@mesh, [{"a", "b", ?}, {"c", ?}]> : tensor<16x8xf32>
// CHECK-NEXT:    %[[EXP:.*]] = stablehlo.exponential %[[OUT]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b", ?}, {"c", ?}]>]>} : tensor<16x8xf32>
// CHECK-NEXT:    return %[[EXP]] : tensor<16x8xf32>
