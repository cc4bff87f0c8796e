// Shardy's rule registry has rules for StableHLO ops only: through a CHLO op (chlo.erf, erfc,
// erf_inv, lgamma, digamma, top_k; chlo.square: propagate_chlo_square.mlir) its propagation lets
// no layout pass, either way; a user still lays out the CHLO op's result (%6; %8's values, whose
// unused indices stay unsharded, as no layout crosses the op to them). --propagate prints
// that, as jaxlib 0.10.2's sdy-propagation-pipeline does; compiling (and the strategy that prints
// what compiling chooses, fewest-bytes) passes layouts through them as through any elementwise op.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --propagation-strategy=fewest-bytes | %filecheck %s --check-prefix=BYTES
sdy.mesh @mesh = <["x"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8x16xf32>)
    -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x4xf32>, tensor<8x16xf32>,
        tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = chlo.erf %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
  %1 = chlo.erfc %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
  %2 = chlo.erf_inv %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
  %3 = chlo.lgamma %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
  %4 = chlo.digamma %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
  %5:2 = chlo.top_k(%arg0, k = 4) : tensor<8x16xf32> -> (tensor<8x4xf32>, tensor<8x4xi32>)
  %6 = chlo.erf_inv %arg1 : tensor<8x16xf32> -> tensor<8x16xf32>
  %7 = stablehlo.add %6, %arg0 : tensor<8x16xf32>
  %8:2 = chlo.top_k(%arg1, k = 4) : tensor<8x16xf32> -> (tensor<8x4xf32>, tensor<8x4xi32>)
  return %0, %1, %2, %3, %4, %5#0, %7, %8#0 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x4xf32>, tensor<8x16xf32>, tensor<8x4xf32>
}

// CHECK-LABEL: func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8x16xf32>)
// CHECK-SAME:    -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x4xf32>, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
// CHECK-NEXT:    chlo.erf %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT:    chlo.erfc %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT:    chlo.erf_inv %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT:    chlo.lgamma %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT:    chlo.digamma %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT:    chlo.top_k(%arg0, k = 4) : tensor<8x16xf32> -> (tensor<8x4xf32>, tensor<8x4xi32>)
// CHECK-NEXT:    %[[E:.*]] = chlo.erf_inv %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
// CHECK-NEXT:    stablehlo.add %[[E]], %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
// CHECK-NEXT:    chlo.top_k(%arg1, k = 4) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {}]>]>}

// BYTES-LABEL: func.func @main(
// BYTES-SAME:    %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}
// BYTES-NEXT:    chlo.erf %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
// BYTES:         chlo.top_k(%arg0, k = 4) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {}]>]>}
