// How --propagate settles conflicts, by --propagation-strategy. Three independent ops:
// 1. an add whose operands split the same dimension by different axes ("a" vs "c");
// 2. a dot_general whose lhs rows are split by "a" while its own result asks "a" for the columns;
// 3. an add whose second operand keeps dimension 0 closed and unsplit;
// 4. a dot_general whose lhs rows and larger rhs rows are both split by "b".
// aggressive (Shardy's default): 1 keeps what both agree on (nothing); 2 gives "a" to the rhs rows
//   (each tensor settles its factors by itself, the result keeps its own "a"); 3 splits the
//   result, as only the closed operand objects; 4 gives "b" to the result's columns, from the
//   larger source.
// basic: 1, 2 and 4 nothing (an axis another factor holds is no one's); 3 nothing (the closed dim
//   stops the factor for every tensor).
// fewest-bytes (what compiling does): 1 takes "a", 2 and 4 drop the axis from the smaller side's
//   factor, each reported as a conflict; 3 as aggressive.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=AGGR
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy=aggressive | %filecheck %s --check-prefix=AGGR
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy=basic | %filecheck %s --check-prefix=BASIC
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy=fewest-bytes 2>&1 | %filecheck %s --check-prefix=BYTES
// RUN: not %shardflow-opt %s --propagation-strategy=basic 2>&1 | %filecheck %s --check-prefix=USAGE
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}, {}]>},
                %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>},
                %arg3: tensor<4x16xf32>,
                %arg4: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {?}]>},
                %arg5: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {?}]>},
                %arg6: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>},
                %arg7: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>})
    -> (tensor<8x8xf32>, tensor<8x4xf32>, tensor<8x8xf32>, tensor<4x8xf32>) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>} : (tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<8x4xf32>
  %2 = stablehlo.add %arg4, %arg5 : tensor<8x8xf32>
  %3 = stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [1] : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
  return %0, %1, %2, %3 : tensor<8x8xf32>, tensor<8x4xf32>, tensor<8x8xf32>, tensor<4x8xf32>
}
// AGGR-LABEL: func.func @main(
// AGGR-SAME:    %arg3: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>}
// AGGR-NEXT:  stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
// AGGR-NEXT:  stablehlo.dot_general %arg2, %arg3, {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>}
// AGGR-NEXT:  stablehlo.add %arg4, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {?}]>]>}
// AGGR-NEXT:  stablehlo.dot_general %arg6, %arg7, {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"b", ?}]>]>}
// BASIC-LABEL: func.func @main(
// BASIC-SAME:    %arg3: tensor<4x16xf32>,
// BASIC-NEXT:  stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
// BASIC-NEXT:  stablehlo.dot_general %arg2, %arg3, {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>}
// BASIC-NEXT:  stablehlo.add %arg4, %arg5 : tensor<8x8xf32>
// BASIC-NEXT:  stablehlo.dot_general %arg6, %arg7, contracting_dims = [1] x [1] : (
// BYTES:       warning: sharding conflict: add at {{.*}}: a dimension of size 8 is wanted sharded as [a] vs [c]; chose [a]
// BYTES:       warning: sharding conflict: dot_general at {{.*}}: a dimension of size 4 is wanted sharded as [a]; chose []
// BYTES:       warning: sharding conflict: dot_general at {{.*}}: a dimension of size 4 is wanted sharded as [b]; chose []
// BYTES-LABEL: func.func @main(
// BYTES-SAME:    %arg3: tensor<4x16xf32>,
// BYTES-NEXT:  stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>}
// BYTES-NEXT:  stablehlo.dot_general %arg2, %arg3, {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"a", ?}]>]>}
// BYTES-NEXT:  stablehlo.add %arg4, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", ?}, {?}]>]>}
// BYTES-NEXT:  stablehlo.dot_general %arg6, %arg7, {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"b", ?}]>]>}
// USAGE: --propagation-strategy only changes what --propagate prints: add --propagate
