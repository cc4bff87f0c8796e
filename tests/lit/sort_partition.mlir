// jnp.argsort along a dim split over model=4 (JAX's comparator: -0 == +0, NaN last): the dim is
// gathered, sorted whole and sliced again; rows split over nothing else pass through. For IREE the
// float key is compared as the integer of its total order, a stable sort gets an iota tie-break
// key, and the result passes an optimization barrier.
// RUN: shardflow-opt %s --partition | filecheck %s
module @argsort attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<2x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<2x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = stablehlo.iota dim = 1 : tensor<2x8xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.select %2, %cst, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.select %6, %cst, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = stablehlo.select %8, %cst_1, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<2x8xf32>, tensor<2x8xi32>) -> (tensor<2x8xf32>, tensor<2x8xi32>)
    return %1#1 : tensor<2x8xi32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<2x2xf32>
// CHECK: %[[X:.*]] = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64{{.*}}> : (tensor<2x2xf32>) -> tensor<2x8xf32>
// CHECK: %[[TIE:.*]] = stablehlo.iota dim = 1 : tensor<2x8xi32>
// CHECK: %[[S:.*]]:3 = "stablehlo.sort"(%[[X]], %{{.*}}, %[[TIE]]) <{dimension = 1 : i64, is_stable = true}>
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<f32>) -> tensor<i32>
// CHECK: stablehlo.compare LT, %{{.*}}, %{{.*}}, SIGNED
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[S]]#1 : tensor<2x8xi32>
// CHECK: %[[R:.*]] = stablehlo.dynamic_slice %[[B]], %{{.*}}, %{{.*}}, sizes = [2, 2]
// CHECK: return %[[R]] : tensor<2x2xi32>
