// Tokens (`!stablehlo.token`, which order side effects) and ops shardflow has no rule for
// (after_all, outfeed) are kept when a module is only printed, as Shardy prints them. A token holds
// no data: propagation gives it no sharding, and keeps the one the user wrote (%arg0); a function
// Shardy's pipeline makes again gives each argument and result a layout once one has one, a token's
// replicated (@callee); the manual computation's closed in_sharding `[]` lays out the after_all's
// token (Shardy's import pipeline, as jaxlib prints it). The outfeed, whose only result is a token, is an effect: plain
// printing keeps it though nothing reads it. Tokens pass through calls and manual computations.
// Compiling is refused at the first token, naming it and saying why.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s | %filecheck %s --check-prefix=PLAIN
// RUN: not %shardflow-opt %s --partition 2>&1 | %filecheck %s --check-prefix=REFUSED
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func private @callee(%arg0: !stablehlo.token, %arg1: tensor<8x8xf32>) -> (!stablehlo.token, tensor<8x8xf32>) {
  return %arg0, %arg1 : !stablehlo.token, tensor<8x8xf32>
}
func.func @main(%arg0: !stablehlo.token {sdy.sharding = #sdy.sharding<@mesh, []>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> (!stablehlo.token, tensor<8x8xf32>) {
  %0:2 = call @callee(%arg0, %arg1) : (!stablehlo.token, tensor<8x8xf32>) -> (!stablehlo.token, tensor<8x8xf32>)
  %1 = stablehlo.after_all %0#0 : !stablehlo.token
  %2 = "stablehlo.outfeed"(%0#1, %1) {outfeed_config = ""} : (tensor<8x8xf32>, !stablehlo.token) -> !stablehlo.token
  %3:2 = sdy.manual_computation(%1, %0#1) in_shardings=[<@mesh, []>, <@mesh, [{"a"}, {?}]>] out_shardings=[<@mesh, []>, <@mesh, [{"a"}, {?}]>] manual_axes={"a"} (%arg2: !stablehlo.token, %arg3: tensor<4x8xf32>) {
    %4 = stablehlo.custom_call @effect(%arg2) : (!stablehlo.token) -> !stablehlo.token
    %5 = stablehlo.negate %arg3 : tensor<4x8xf32>
    sdy.return %4, %5 : !stablehlo.token, tensor<4x8xf32>
  } : (!stablehlo.token, tensor<8x8xf32>) -> (!stablehlo.token, tensor<8x8xf32>)
  return %3#0, %3#1 : !stablehlo.token, tensor<8x8xf32>
}
// CHECK-LABEL: func.func @main(%arg0: !stablehlo.token {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})
// CHECK-SAME:      -> (!stablehlo.token, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})
// CHECK-NEXT:    %[[CALL:.*]]:2 = call @callee(%arg0, %arg1) {{.*}}: (!stablehlo.token, tensor<8x8xf32>) -> (!stablehlo.token, tensor<8x8xf32>)
// CHECK-NEXT:    %[[TOK:.*]] = stablehlo.after_all %[[CALL]]#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : !stablehlo.token
// CHECK-NEXT:    "stablehlo.outfeed"(%[[CALL]]#1, %[[TOK]]) <{outfeed_config = ""}> : (tensor<8x8xf32>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT:    %[[MAN:.*]]:2 = sdy.manual_computation(%[[TOK]], %[[CALL]]#1) in_shardings=[<@mesh, []>, <@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, []>, <@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg2: !stablehlo.token, %arg3: tensor<4x8xf32>) {
// CHECK-NEXT:      %[[EFFECT:.*]] = stablehlo.custom_call @effect(%arg2) : (!stablehlo.token) -> !stablehlo.token
// CHECK-NEXT:      %[[NEG:.*]] = stablehlo.negate %arg3 : tensor<4x8xf32>
// CHECK-NEXT:      sdy.return %[[EFFECT]], %[[NEG]] : !stablehlo.token, tensor<4x8xf32>
// CHECK-NEXT:    } : (!stablehlo.token, tensor<8x8xf32>) -> (!stablehlo.token, tensor<8x8xf32>)
// CHECK-NEXT:    return %[[MAN]]#0, %[[MAN]]#1 : !stablehlo.token, tensor<8x8xf32>
// CHECK:       func.func private @callee(%arg0: !stablehlo.token {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> (!stablehlo.token {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>})

// PLAIN: stablehlo.after_all
// PLAIN: stablehlo.outfeed
// PLAIN: sdy.manual_computation

// REFUSED: shardflow-opt: error: {{.*}}propagate_tokens.mlir:16:1: unsupported type !stablehlo.token for argument 0 of @main: a token orders side effects (host callbacks, infeed/outfeed), which shardflow cannot compile; shardflow-opt can still print the module's propagated shardings
