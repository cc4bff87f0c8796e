// --propagate when two operands use the same mesh axis on different dimensions: an axis can split
// only one dimension of a value, so the result takes the first operand's sharding (Shardy's
// aggressive propagation: of equal sources the first factor wins; shardflow's cost model agrees),
// and with --propagation-strategy=fewest-bytes the dimension left unsplit is reported as a
// conflict on stderr (the command still succeeds). Shardy's basic propagation gives neither.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --propagation-strategy=fewest-bytes | %filecheck %s
// RUN: %shardflow-opt %s --propagate --propagation-strategy=fewest-bytes 2>&1 >/dev/null | %filecheck %s --check-prefix=WARN
// RUN: %shardflow-opt %s --propagate --propagation-strategy=basic | %filecheck %s --check-prefix=BASIC
module @conflict_axis attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %b: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> tensor<8x16xf32> {
    %0 = stablehlo.add %a, %b : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
// CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>}

// WARN: shardflow-opt: warning: sharding conflict: add at {{.*}}propagate_conflict_axis.mlir:13:{{[0-9]+}}: a dimension of size 16 is wanted sharded as [model]

// BASIC-LABEL: func.func public @main(
// BASIC-SAME: -> tensor<8x16xf32> {
// BASIC: stablehlo.add %arg0, %arg1 : tensor<8x16xf32>
