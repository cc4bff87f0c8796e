// With --dedup-functions-fully, Shardy's pipeline keeps the functions as functions and orders them
// (its pre-order-funcs pass) in reverse post-order of a depth-first walk of the call graph, each
// function's calls in program order, walks started from each function in the module's order:
// every caller comes before what it calls. Without the option the pipeline makes the functions
// again in the order of their calls.
// RUN: %shardflow-opt %s --propagate --dedup-functions-fully | %filecheck %s --check-prefix=DEDUP
// RUN: %shardflow-opt %s --propagate | %filecheck %s --check-prefix=PIPELINE
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func private @w(%arg0: tensor<8x12xf32>) -> tensor<8x12xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8x12xf32>
  return %0 : tensor<8x12xf32>
}
func.func @main(%arg0: tensor<8x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<8x12xf32> {
  %1 = call @x(%arg0) : (tensor<8x12xf32>) -> tensor<8x12xf32>
  %2 = call @y(%1) : (tensor<8x12xf32>) -> tensor<8x12xf32>
  %3 = call @w(%2) : (tensor<8x12xf32>) -> tensor<8x12xf32>
  return %3 : tensor<8x12xf32>
}
func.func private @z(%arg0: tensor<8x12xf32>) -> tensor<8x12xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8x12xf32>
  return %0 : tensor<8x12xf32>
}
func.func private @y(%arg0: tensor<8x12xf32>) -> tensor<8x12xf32> {
  %0 = call @z(%arg0) : (tensor<8x12xf32>) -> tensor<8x12xf32>
  %1 = call @w(%0) : (tensor<8x12xf32>) -> tensor<8x12xf32>
  return %1 : tensor<8x12xf32>
}
func.func private @x(%arg0: tensor<8x12xf32>) -> tensor<8x12xf32> {
  %0 = call @z(%arg0) : (tensor<8x12xf32>) -> tensor<8x12xf32>
  %1 = stablehlo.cosine %0 : tensor<8x12xf32>
  return %1 : tensor<8x12xf32>
}
// @w, listed first, is walked first, so it ends up last.
// DEDUP-LABEL:   func.func @main(
// DEDUP-LABEL:   func.func private @y(
// DEDUP-LABEL:   func.func private @x(
// DEDUP-LABEL:   func.func private @z(
// DEDUP-LABEL:   func.func private @w(
// DEDUP-NOT:     func.func

// PIPELINE-LABEL: func.func @main(
// PIPELINE-LABEL: func.func private @z(
// PIPELINE-LABEL: func.func private @x(
// PIPELINE-LABEL: func.func private @y(
// PIPELINE-LABEL: func.func private @w_1(
// PIPELINE-NOT:   func.func
