// Under Shardy's strategies a loop's or case's data flow edge is one op, as in Shardy: the case
// result's sources are every branch's return value, so where they conflict the result takes their
// common prefix (%0: [a, b] vs [a, c] gives [a]) rather than the first source's layout; the second
// case's sources are equally large, so aggressive settles each factor from the first source that
// holds it, ranked by source index (not by how many devices split it: an edge is no elementwise op)
// and gives the result [a][b], while basic drops "b" (another factor of a source holds it).
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=AGGR
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy=basic | %filecheck %s --check-prefix=BASIC
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
func.func @main(%arg0: tensor<i32>, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}, {}]>},
                %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "c"}, {}]>},
                %arg3: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"b", ?}]>},
                %arg4: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b", ?}, {?}]>})
    -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = "stablehlo.case"(%arg0) ({
    stablehlo.return %arg1 : tensor<8x8xf32>
  }, {
    stablehlo.return %arg2 : tensor<8x8xf32>
  }) : (tensor<i32>) -> tensor<8x8xf32>
  %1 = "stablehlo.case"(%arg0) ({
    stablehlo.return %arg3 : tensor<8x8xf32>
  }, {
    stablehlo.return %arg4 : tensor<8x8xf32>
  }) : (tensor<i32>) -> tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}
// AGGR-LABEL: func.func @main(
// AGGR-SAME:    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>}, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"b", ?}]>})
// AGGR:         }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
// AGGR:         }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?}]>]>}

// BASIC-LABEL: func.func @main(
// BASIC-SAME:    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>}, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>})
// BASIC:         }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
// BASIC:         }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
