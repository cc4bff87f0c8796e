// --propagate with conflicting operand shardings. Both operands are fixed (user shardings) and the
// same size, so the first operand wins; the conflict is printed as a warning on stderr and the
// command still succeeds. @main: the same dimension wanted over two different axes of a 2-D mesh.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate 2>&1 >/dev/null | %filecheck %s --check-prefix=WARN
module @conflict attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %b: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> tensor<8x16xf32> {
    %0 = stablehlo.add %a, %b : tensor<8x16xf32>
    %1 = stablehlo.tanh %0 : tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>})
// CHECK: stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>}
// CHECK-NEXT: stablehlo.tanh {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>}

// WARN: shardflow-opt: warning: sharding conflict: add at {{.*}}propagate_conflict.mlir:9:{{[0-9]+}}: a dimension of size 8 is wanted sharded as [data] vs [model]; chose [data]
// WARN-NOT: warning
