// chlo.square (JAX's x ** 2 and jnp.square) is x * x to shardflow (elementwise: its layout passes
// through); printed with what propagation gives, it is written back as the chlo.square it was read
// as. Partitioned, it is the multiply it stands for.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --partition | %filecheck %s --check-prefix=PART
sdy.mesh @mesh = <["data"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> tensor<8x16xf32> {
  %0 = chlo.square %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
  %1 = stablehlo.add %0, %arg0 : tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %[[S:.*]] = chlo.square %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32> -> tensor<8x16xf32>
// CHECK-NEXT: stablehlo.add %[[S]], %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>}

// PART-LABEL: func.func public @main(
// PART-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %arg0 : tensor<4x16xf32>
// PART-NEXT: stablehlo.add %[[M]], %arg0 : tensor<4x16xf32>
