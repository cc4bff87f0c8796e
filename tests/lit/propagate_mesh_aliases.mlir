// Shardings on the module's mesh under another name (@copy) or on a mesh without axes (@empty) print
// back under their own mesh while propagation leaves them as written, as in Shardy: %arg1 (closed)
// and %arg2 keep @copy and @empty; the tanh's open @empty sharding is extended, so it moves to @mesh.
// The add of %arg0 and %arg1 propagates across the two names of one mesh. Compiling treats them as
// the one mesh they are.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
// RUN: %shardflow-opt %s --partition | %filecheck %s --check-prefix=PARTITION
sdy.mesh @empty = <[]>
sdy.mesh @mesh = <["a"=2, "b"=2]>
sdy.mesh @copy = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {?}]>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@copy, [{"a"}, {"b"}]>},
                %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@empty, [{}, {}]>})
    -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %1 = stablehlo.tanh %0 {sdy.sharding = #sdy.sharding_per_value<[<@empty, [{?}, {?}]>]>} : tensor<8x8xf32>
  %2 = stablehlo.negate %arg2 : tensor<8x8xf32>
  return %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}
// CHECK-DAG:   sdy.mesh @mesh = <["a"=2, "b"=2]>
// CHECK-DAG:   sdy.mesh @copy = <["a"=2, "b"=2]>
// CHECK-DAG:   sdy.mesh @empty = <[]>
// CHECK-LABEL: func.func @main(
// CHECK-SAME:    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b", ?}]>}
// CHECK-SAME:    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@copy, [{"a"}, {"b"}]>}
// CHECK-SAME:    %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@empty, [{}, {}]>}
// CHECK-NEXT:    %[[ADD:.*]] = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?}]>]>}
// CHECK-NEXT:    stablehlo.tanh %[[ADD]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {"b", ?}]>]>}
// CHECK-NEXT:    stablehlo.negate %arg2 : tensor<8x8xf32>

// PARTITION: func.func public @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b", ?}]>}, %arg1: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}, %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
