// A case result's sources are the values its branches return as the input reads them: a branch
// returning a value captured from around the case returns that value, closed dims and all, so
// the closed [{"a"}] keeps the result at "a" where the branch's own copy, open, would let "b"
// through (Shardy's basic propagation pass; its aggressive strategy lets each tensor take what it
// can, and gives the result "a", "b").
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy=basic | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=AGGRESSIVE
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @case_closed(%arg0: tensor<i32>, %arg1: tensor<8xi64> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>},
                       %arg2: tensor<8xi64> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}]>}) -> tensor<8xi64> {
  %0 = "stablehlo.case"(%arg0) ({
    stablehlo.return %arg1 : tensor<8xi64>
  }, {
    stablehlo.return %arg2 : tensor<8xi64>
  }) : (tensor<i32>) -> tensor<8xi64>
  %1 = sdy.data_flow_edge %0 : tensor<8xi64>
  return %1 : tensor<8xi64>
}
// CHECK-LABEL: func.func @case_closed(
// CHECK-SAME:    -> (tensor<8xi64> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>})
// CHECK:         sdy.data_flow_edge %{{.*}} sharding=<@mesh, [{"a", ?}]>

// AGGRESSIVE: sdy.data_flow_edge %{{.*}} sharding=<@mesh, [{"a", "b", ?}]>
