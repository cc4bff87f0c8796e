// User priorities under --propagate --keep-open --propagation-strategy=basic, Shardy's basic
// propagation pass on its own: they order nothing (the p0 %arg1 does not win over the p1 %arg0:
// their conflict leaves the batch dim open), and a layout propagation left alone keeps its priority
// (%arg0's p1) while one it extended prints without (%arg1). Shardy's other passes and its pipeline
// propagate by them (--keep-open alone: p0's "b" reaches the result) and print them no more.
// Checked against jaxlib 0.10.2's sdy-basic-propagate and sdy-user-priority-propagate.
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy=basic | %filecheck %s --check-prefix=BASIC
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=USER
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2, "d"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p1, {"c", ?}]>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}p0, {?}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// BASIC-LABEL: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p1, {"c", ?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {"c", ?}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"c", ?}]>}) {
// BASIC-NEXT:   %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"c", ?}]>]>} : tensor<8x8xf32>
// BASIC-NEXT:   %1 = stablehlo.negate %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"c", ?}]>]>} : tensor<8x8xf32>
// BASIC-NEXT:   return %1 : tensor<8x8xf32>
// BASIC-NEXT: }

// USER-LABEL: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"c", ?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {"c", ?}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {"c", ?}]>}) {
// USER-NEXT:   %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {"c", ?}]>]>} : tensor<8x8xf32>
// USER-NEXT:   %1 = stablehlo.negate %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {"c", ?}]>]>} : tensor<8x8xf32>
// USER-NEXT:   return %1 : tensor<8x8xf32>
// USER-NEXT: }
