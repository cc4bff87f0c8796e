// --propagate with conflicting operand shardings. Both operands are fixed (user shardings) of the
// same size and without priorities. As Shardy's propagation does by default, --propagate keeps
// what the two agree on (nothing: the add stays unsplit). With --propagation-strategy=fewest-bytes
// the cost model settles it, as compiling does: moving %a from `data` (2-way) to `model` (4-way)
// receives 256 B per device, moving %b to `data` 384 B, so `model` wins; the conflict is printed
// as a warning on stderr and the command still succeeds.
// RUN: %shardflow-opt %s --propagate | %filecheck %s --check-prefix=SHARDY
// RUN: %shardflow-opt %s --propagate --propagation-strategy=fewest-bytes | %filecheck %s
// RUN: %shardflow-opt %s --propagate --propagation-strategy=fewest-bytes 2>&1 >/dev/null | %filecheck %s --check-prefix=WARN
module @conflict attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %b: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> tensor<8x16xf32> {
    %0 = stablehlo.add %a, %b : tensor<8x16xf32>
    %1 = stablehlo.tanh %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
// CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>}
// CHECK-NEXT: stablehlo.tanh {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>}

// WARN: shardflow-opt: warning: sharding conflict: add at {{.*}}propagate_conflict.mlir:{{[0-9]+}}:{{[0-9]+}}: a dimension of size 8 is wanted sharded as [data] vs [model]; chose [model] (the fewest bytes: 256 B/device
// WARN-NOT: warning

// SHARDY-LABEL: func.func public @main(
// SHARDY-SAME: -> tensor<8x16xf32> {
// SHARDY: stablehlo.add %arg0, %arg1 : tensor<8x16xf32>
// SHARDY-NEXT: stablehlo.tanh %0 : tensor<8x16xf32>
