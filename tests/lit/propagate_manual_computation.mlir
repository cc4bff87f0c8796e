// Propagation sees through sdy.manual_computation as Shardy's does: an operand is its body argument
// and a body result is the op's result, with the manual axes carried outside only. Open dimensions
// ({?}) of in_shardings / out_shardings are extended from both sides: from a sharding inside the
// body out to the operand and the result's users (%0), and from outside into the body (%3). A
// manual axis is never added to a boundary (the sine's "b" stops at "a"), never reaches the body,
// and a closed dimension stays as written. Printed in Shardy's own syntax, which reads back; the
// operands are the function's values (in_shardings constrain them, no sharding_constraint of their own).
// In GSPMD form the boundary custom calls carry the same extended layouts.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
// RUN: %shardflow-opt %s --propagate | %filecheck %s --check-prefix=CLOSED
// RUN: %shardflow-opt %s --propagate | %shardflow-opt - --propagate | %filecheck %s --check-prefix=CLOSED
// RUN: %shardflow-opt %s --propagate --emit=gspmd | %filecheck %s --check-prefix=GSPMD
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>

func.func @main(%arg0: tensor<32x32xf32>, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"c", ?}]>})
    -> (tensor<32x32xf32>, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {?}]>}) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"b", ?}, {?}]>] out_shardings=[<@mesh, [{"b", ?}, {}]>] manual_axes={"b"} (%arg2: tensor<16x32xf32>) {
    %1 = stablehlo.add %arg2, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"c", ?}]>]>} : tensor<16x32xf32>
    sdy.return %1 : tensor<16x32xf32>
  } : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %2 = stablehlo.negate %0 : tensor<32x32xf32>
  %3 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{?}, {?}], replicated={"b"}>] out_shardings=[<@mesh, [{?}, {?}]>] manual_axes={"b"} (%arg2: tensor<8x16xf32>) {
    %4 = stablehlo.multiply %arg2, %arg2 : tensor<8x16xf32>
    sdy.return %4 : tensor<8x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %5 = stablehlo.sine %3 : tensor<8x16xf32>
  return %2, %5 : tensor<32x32xf32>, tensor<8x16xf32>
}
// OPEN-LABEL: func.func @main(
// OPEN-SAME:    %arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", "a", ?}, {"c", ?}]>}
// OPEN-SAME:    %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"c", ?}]>})
// OPEN-SAME:    -> (tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", "a", ?}, {?}]>},
// OPEN-SAME:        tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {"c", ?}]>})
// OPEN-NEXT:    %[[MC:.*]] = sdy.manual_computation(%arg0)
// OPEN-SAME{LITERAL}: in_shardings=[<@mesh, [{"b", "a", ?}, {"c", ?}]>] out_shardings=[<@mesh, [{"b", "a", ?}, {}]>] manual_axes={"b"} (%arg2: tensor<16x32xf32>) {
// OPEN-NEXT:      %[[ADD:.*]] = stablehlo.add %arg2, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"c", ?}]>]>} : tensor<16x32xf32>
// OPEN-NEXT:      sdy.return %[[ADD]] : tensor<16x32xf32>
// OPEN-NEXT:    } : (tensor<32x32xf32>) -> tensor<32x32xf32>
// OPEN-NEXT:    stablehlo.negate %[[MC]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", "a", ?}, {?}]>]>}
// OPEN-NEXT:    sdy.manual_computation(%arg1)
// OPEN-SAME{LITERAL}: in_shardings=[<@mesh, [{"a", ?}, {"c", ?}], replicated={"b"}>] out_shardings=[<@mesh, [{"a", ?}, {"c", ?}]>] manual_axes={"b"} (%arg2: tensor<8x16xf32>) {
// OPEN-NEXT:      stablehlo.multiply %arg2, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"c", ?}]>]>} : tensor<8x16xf32>
// OPEN:         stablehlo.sine {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b", ?}, {"c", ?}]>]>}

// CLOSED-LABEL: func.func @main(
// CLOSED-SAME:    %arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", "a"}, {"c"}]>}
// CLOSED-SAME:    -> (tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", "a"}, {}]>},
// CLOSED-SAME:        tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {"c"}]>})
// CLOSED-NEXT:    sdy.manual_computation(%arg0)
// CLOSED-SAME{LITERAL}: in_shardings=[<@mesh, [{"b", "a"}, {"c"}]>] out_shardings=[<@mesh, [{"b", "a"}, {}]>] manual_axes={"b"} (%arg2: tensor<16x32xf32>) {

// GSPMD-LABEL: func.func @main(
// GSPMD-NEXT:    @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[2,2,2]T(1,0,2)}"}
// GSPMD-NEXT:    @SPMDFullToShardShape
// GSPMD-NEXT:    call @shmap_body_0
// GSPMD-NEXT:    @Sharding
// GSPMD-NEXT:    @SPMDShardToFullShape({{.*}}) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}"}
