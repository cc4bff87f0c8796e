// --propagate (Shardy's strategies) gives a func result's layout to the returned value before any
// op propagates, as each of Shardy's propagations starts, even when other ops read the value too:
// the multiply meets its result's {"b", "a"} and its operand's constraint {"b"} on the other dim
// at once, and its result, as large as the operand and tried first, keeps "b" (before, the
// constraint reached the multiply first and the result's layout came too late).
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
module @result_first attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func public @main(%arg0: tensor<16x8xf32>)
      -> (tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", "a"}, {}]>}, tensor<16x8xf32>) {
    // CHECK:      sdy.sharding_constraint %arg0 <@mesh, [{}, {"b"}]>
    // CHECK:      stablehlo.broadcast_in_dim {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", "a", ?}, {?}]>]>}
    // CHECK-NEXT: stablehlo.multiply {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", "a", ?}, {?}]>]>}
    // CHECK-NEXT: stablehlo.negate {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", "a", ?}, {?}]>]>}
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"b"}]> : tensor<16x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<16x8xf32>
    %3 = stablehlo.negate %2 : tensor<16x8xf32>
    return %2, %3 : tensor<16x8xf32>, tensor<16x8xf32>
  }
}
