// A reshape that splits a dimension carries an axis that does not fit its major part as Shardy
// does: as sub-axes. 32 -> 8x4 with "a"=16 puts "a":(1)8 on the 8 and "a":(8)2 on the 4; 8 ->
// 2x4 then splits "a":(1)8 again. The mesh is refined where reshapes need it (only where the cuts
// nest with each other and with the module's own sub-axes), and printing joins the pieces back.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %shardflow-opt - --propagate --keep-open | %filecheck %s
sdy.mesh @mesh = <["a"=16, "b"=2]>
func.func @main(%arg0: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<2x4x4xf32> {
  %0 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.add %0, %0 : tensor<8x4xf32>
  %2 = stablehlo.reshape %1 : (tensor<8x4xf32>) -> tensor<2x4x4xf32>
  return %2 : tensor<2x4x4xf32>
}
// CHECK:      sdy.mesh @mesh = <["a"=16, "b"=2]>
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[R0:.*]] = stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a":(1)8, ?}, {"a":(8)2, ?}]>]>}
// CHECK-NEXT: %[[ADD:.*]] = stablehlo.add %[[R0]], %[[R0]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a":(1)8, ?}, {"a":(8)2, ?}]>]>}
// CHECK-NEXT: stablehlo.reshape %[[ADD]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a":(1)2, ?}, {"a":(2)4, ?}, {"a":(8)2, ?}]>]>}
