// --propagate writes the calls back as Shardy's propagation pipeline leaves them (checked against
// jaxlib's sdy-propagation-pipeline). Each call site becomes a function again after the entry,
// innermost first: the first takes the callee's name, later ones @callee_<k> with one counter for all
// names (g_0..g_3 inside the two copies of @f, then @f_4, @g_5). Calls of one callee whose arguments
// and results have the same layouts then share the function called first (the entry's calls first):
// @f calls @g_0 twice, @f_4 calls @g. A function's arguments are laid out apart from what the caller
// passes: @g_5's argument takes the layout its use wants, and the caller reshards %arg0 right after
// it is made. Once an argument of a function has a layout, all do (@h: the scalar is replicated).
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @m = <["x"=2, "y"=2]>
func.func private @g(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.abs %a : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @f(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = call @g(%a) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = call @g(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func private @h(%a: tensor<8x8xf32>, %s: tensor<f32>) -> tensor<8x8xf32> {
  %0 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
  %1 = stablehlo.multiply %a, %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>}, %arg2: tensor<f32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = call @g(%arg1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = call @f(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = call @f(%arg1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %3 = call @g(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %4 = sdy.sharding_constraint %3 <@m, [{"x"}, {"y"}]> : tensor<8x8xf32>
  %5 = call @h(%arg0, %arg2) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
  return %0, %1, %2, %4, %5 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-NEXT:    %[[R:.*]] = sdy.reshard %arg0 <@m, [{"x"}, {"y"}]> : tensor<8x8xf32>
// CHECK-NEXT:    call @g(%arg1) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{}, {"y"}]>]>}
// CHECK-NEXT:    call @f(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {}]>]>}
// CHECK-NEXT:    call @f_4(%arg1) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{}, {"y"}]>]>}
// CHECK-NEXT:    %[[G5:.*]] = call @g_5(%[[R]]) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {"y"}]>]>}
// CHECK-NEXT:    sdy.reshard %[[G5]] <@m, [{"x"}, {"y"}]>
// CHECK-NEXT:    call @h(%arg0, %arg2) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {}]>]>}
// CHECK-LABEL: func.func private @g(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>})
// CHECK-LABEL: func.func private @g_0(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>})
// CHECK-LABEL: func.func private @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>})
// CHECK-NEXT:    %[[A:.*]] = call @g_0(%arg0)
// CHECK-NEXT:    call @g_0(%[[A]])
// CHECK-LABEL: func.func private @f_4(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>})
// CHECK-NEXT:    %[[B:.*]] = call @g(%arg0)
// CHECK-NEXT:    call @g(%[[B]])
// CHECK-LABEL: func.func private @g_5(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>})
// CHECK-SAME:    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>})
// CHECK-NEXT:    stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {"y"}]>]>}
// CHECK-LABEL: func.func private @h(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}, %arg1: tensor<f32> {sdy.sharding = #sdy.sharding<@m, []>})
// CHECK-NOT:   func.func
