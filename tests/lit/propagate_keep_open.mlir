// --keep-open prints what propagation chose with every dimension open, as Shardy's basic
// propagation passes leave it; the user's shardings print as written (a closed one stays closed,
// an open one is extended and stays open). Without it every sharding is closed, the user's too,
// as Shardy's propagation pipeline leaves them. A value propagation splits over no axis has no sharding printed
// (Shardy's propagation only adds axes). The entry function's visibility is printed as written.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
// RUN: %shardflow-opt %s --propagate | %filecheck %s --check-prefix=CLOSED
// RUN: not %shardflow-opt %s --keep-open 2>&1 | %filecheck %s --check-prefix=USAGE
// USAGE: shardflow-opt: error: --keep-open only changes what --propagate prints: add --propagate
sdy.mesh @m = <["x"=2, "y"=2]>
func.func @step(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{?}, {"y", ?}]>},
                %arg2: tensor<8x4xf32>, %arg3: tensor<4xf32>) -> (tensor<8x4xf32>, tensor<4xf32>) {
  %0 = stablehlo.multiply %arg0, %arg1 : tensor<8x8xf32>
  %1 = stablehlo.dot_general %0, %arg2, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  %2 = stablehlo.negate %arg3 : tensor<4xf32>
  return %1, %2 : tensor<8x4xf32>, tensor<4xf32>
}

// OPEN-LABEL: func.func @step(
// OPEN-SAME:    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>},
// OPEN-SAME:    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>},
// OPEN-SAME:    %arg2: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"y", ?}, {?}]>}, %arg3: tensor<4xf32>)
// OPEN-SAME:    -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}, tensor<4xf32>)
// OPEN-NEXT:    stablehlo.multiply %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>}
// OPEN-NEXT:    stablehlo.dot_general {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}]>]>}
// OPEN-NEXT:    stablehlo.negate %arg3 : tensor<4xf32>

// CLOSED-LABEL: func.func @step(
// CLOSED-SAME:    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>},
// CLOSED-SAME:    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>},
// CLOSED-SAME:    %arg2: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"y"}, {}]>}, %arg3: tensor<4xf32>)
// CLOSED-SAME:    -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}, tensor<4xf32>)
// CLOSED-NEXT:    stablehlo.multiply %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {"y"}]>]>}
