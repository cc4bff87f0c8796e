// chlo.square (JAX's x ** 2 and jnp.square) has no rule in Shardy's registry, so Shardy's propagation
// lets no layout through it: --propagate prints it as read, with only what its users give it (as
// jaxlib 0.10.2's sdy-propagation-pipeline does). Compiled, it is x * x, whose layout passes through,
// and so it is for the strategy that prints what compiling chooses (fewest-bytes).
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --propagation-strategy=basic | %filecheck %s
// RUN: %shardflow-opt %s --propagate --propagation-strategy=fewest-bytes | %filecheck %s --check-prefix=BYTES
// RUN: %shardflow-opt %s --partition | %filecheck %s --check-prefix=PART
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = chlo.square %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
  %1 = stablehlo.add %0, %arg0 : tensor<8x16xf32>
  %2 = chlo.square %arg1 : tensor<8x16xf32> -> tensor<8x16xf32>
  %3 = stablehlo.negate %2 : tensor<8x16xf32>
  return %1, %3 : tensor<8x16xf32>, tensor<8x16xf32>
}

// the add gives the first square its layout (backward); nothing passes from %arg1 through the second
// CHECK-LABEL: func.func @main(
// CHECK-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xf32>)
// CHECK-NEXT: %[[S:.*]] = chlo.square %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT: stablehlo.add %[[S]], %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>}
// CHECK-NEXT: %[[T:.*]] = chlo.square %arg1 : tensor<8x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT: stablehlo.negate %[[T]] : tensor<8x16xf32>

// BYTES-LABEL: func.func @main(
// BYTES: chlo.square %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>}

// PART-LABEL: func.func public @main(
// PART-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %arg0 : tensor<4x16xf32>
// PART-NEXT: stablehlo.add %[[M]], %arg0 : tensor<4x16xf32>
// PART-NEXT: %[[N:.*]] = stablehlo.multiply %arg1, %arg1 : tensor<4x8xf32>
// PART-NEXT: stablehlo.negate %[[N]] : tensor<4x8xf32>
