// The generic form of sdy ops parses too, with attributes as properties (<{...}>, as MLIR prints
// them) or as a dictionary (as shardflow emits them); a quoted mesh name works.
// RUN: shardflow-opt %s | filecheck %s
module @generic attributes {mhlo.num_partitions = 4 : i32} {
  "sdy.mesh"() <{mesh = #sdy.mesh<["model"=4]>, sym_name = "my mesh"}> : () -> ()
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@"my mesh", [{"model"}, {}]>}) -> tensor<8x16xf32> {
    %0 = "sdy.sharding_constraint"(%arg0) <{sharding = #sdy.sharding<@"my mesh", [{}, {"model"}]>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = "sdy.reshard"(%0) {sharding = #sdy.sharding<@"my mesh", [{}, {}]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
}

// CHECK: "sdy.mesh"() {mesh = #sdy.mesh<["model"=4]>, sym_name = "my mesh"}
// CHECK-LABEL: func.func public @main(
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@"my mesh", [{"model"}, {}]>}
// CHECK-NEXT: %[[A:.*]] = "sdy.sharding_constraint"(%arg0) {sharding = #sdy.sharding<@"my mesh", [{}, {"model"}]>}
// CHECK-NEXT: %[[B:.*]] = "sdy.sharding_constraint"(%[[A]]) {sharding = #sdy.sharding<@"my mesh", [{}, {}]>}
// CHECK-NEXT: return %[[B]]
