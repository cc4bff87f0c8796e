// --propagate prints calls as calls, as Shardy does: the ops of each call site go into a private
// function with the layouts propagation found there; call sites that come out alike share one
// function and the others get @callee_0, @callee_1, ... (the module's own functions in its order,
// then the new versions). A call nothing reads stays; an op nothing reads goes (MLIR's rewriter
// erases it in Shardy's passes: lit propagate_drops_dead_ops.mlir). The closed constraint in
// @wrap lays out the exponential it names (Shardy's import pipeline). (Plain printing and
// compiling inline the calls: func_call_inline.mlir.)
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @m = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<4x8xf32>
    %1 = call @wrap(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %2 = call @ident(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %3 = call @ident(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %4 = stablehlo.abs %0 : tensor<4x8xf32>
    return %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>
}
func.func private @ident(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
    return %a : tensor<4x8xf32>
}
func.func private @wrap(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %e = stablehlo.exponential %a : tensor<4x8xf32>
    %c = sdy.sharding_constraint %e <@m, [{}, {"y"}]> : tensor<4x8xf32>
    %r = call @ident(%c) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return %r : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME:    -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>}, tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>})
// CHECK:         %[[NEG:.*]] = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {"y"}]>]>}
// CHECK-NEXT:    %[[WRAP:.*]] = call @wrap(%[[NEG]]) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{}, {"y"}]>]>}
// CHECK-NEXT:    %[[ID:.*]] = call @ident_0(%[[NEG]]) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {"y"}]>]>}
// CHECK-NEXT:    call @ident_0(
// CHECK-NEXT:    return %[[WRAP]]
// CHECK-LABEL: func.func private @ident(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>})
// CHECK-SAME:    -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>})
// CHECK-NEXT:    return %arg0
// CHECK-LABEL: func.func private @wrap(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>})
// CHECK-NEXT:    %[[E:.*]] = stablehlo.exponential %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{}, {"y"}]>]>}
// CHECK-NEXT:    %[[C:.*]] = sdy.reshard %[[E]] <@m, [{}, {"y"}]>
// CHECK-NEXT:    %[[R:.*]] = call @ident(%[[C]])
// CHECK-NEXT:    return %[[R]]
// CHECK-LABEL: func.func private @ident_0(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>})
// CHECK-NEXT:    return %arg0
// CHECK-NOT:   func.func
