// --propagate on a GSPMD-annotated Megatron MLP (x @ w1 + b1, relu, @ w2): the hidden activation is
// column-split like w1, the unannotated bias picks up w1's split backwards through
// broadcast_in_dim, and the row-parallel dot's result is replicated (its partial sums are
// all-reduced by the partitioner). Printed in the input's GSPMD form and, with --emit=shardy, as
// Shardy per-value shardings on the inferred mesh axis.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --emit=shardy | %filecheck %s --check-prefix=SDY
module @megatron attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<8x16xf32> {mhlo.sharding = "{replicated}"}, %w1: tensor<16x32xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %b1: tensor<32xf32>, %w2: tensor<32x16xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<8x16xf32> {mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x32xf32>
    %3 = stablehlo.maximum %2, %cst : tensor<8x32xf32>
    %4 = stablehlo.dot_general %3, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %4 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg2: tensor<32xf32> {mhlo.sharding = "{devices=[4]<=[4]}"}
// CHECK: %[[H:.*]] = stablehlo.dot_general %arg0, %arg1, {{.*}} {mhlo.sharding = "{devices=[1,4]<=[4]}"}
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg2, {{.*}} {mhlo.sharding = "{devices=[1,4]<=[4]}"}
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[H]], %[[B]] {mhlo.sharding = "{devices=[1,4]<=[4]}"}
// CHECK: %[[R:.*]] = stablehlo.maximum %[[A]], %{{.*}} {mhlo.sharding = "{devices=[1,4]<=[4]}"}
// CHECK-NEXT: %[[Y:.*]] = stablehlo.dot_general %[[R]], %arg3, {{.*}} {mhlo.sharding = "{replicated}"}
// CHECK-NEXT: return %[[Y]]

// SDY: sdy.mesh @mesh = <["axis_0"=4]>
// SDY-LABEL: func.func public @main(
// SDY-SAME: %arg2: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"axis_0"}]>}
// SDY: stablehlo.dot_general %arg0, %arg1, {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"axis_0"}]>]>}
// SDY-NEXT: stablehlo.broadcast_in_dim %arg2, {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"axis_0"}]>]>}
// SDY-NEXT: stablehlo.add {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"axis_0"}]>]>}
// SDY: stablehlo.maximum {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"axis_0"}]>]>}
// SDY-NEXT: stablehlo.dot_general {{.*}}, %arg3, contracting_dims = [1] x [0] : (
