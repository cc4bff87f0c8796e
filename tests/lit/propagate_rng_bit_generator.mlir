// --propagate prints a random bit generator as the one op it was (shardflow holds its next state
// and its bits as two ops), with both results' layouts: the bits take their user's layout, the
// states take none (Shardy's rule blocks them), and an unused result is laid out open-replicated.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
// RUN: %shardflow-opt %s --propagate | %filecheck %s --check-prefix=CLOSED
module @rng attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func public @main(%s: tensor<2xui64> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>})
      -> (tensor<2xui64>, tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}, tensor<8xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}]>}) {
    // CHECK:      %[[STATE:.*]], %[[BITS:.*]] = stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT
    // CHECK-SAME:   {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>, <@mesh, [{"a", ?}, {"b", ?}]>]>}
    // CHECK-SAME:   (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x8xui32>)
    // CHECK-NOT:  rng_bit_generator %arg0
    // CLOSED:     stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT
    // CLOSED-SAME:  {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{"a"}, {"b"}]>]>}
    %state, %bits = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x8xui32>)
    %f = stablehlo.convert %bits : (tensor<4x8xui32>) -> tensor<4x8xf32>
    // the next state's bits: their state is unused
    // CHECK:      %{{.*}}, %[[MORE:.*]] = stablehlo.rng_bit_generator %[[STATE]], algorithm = THREE_FRY
    // CHECK-SAME:   {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>, <@mesh, [{"b", ?}]>]>}
    // CHECK-NOT:  rng_bit_generator
    // CHECK:      return %[[STATE]], %{{.*}}, %[[MORE]]
    %state2, %more = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>)
    return %state, %f, %more : tensor<2xui64>, tensor<4x8xf32>, tensor<8xui32>
  }
}
