// A module jax.export wrote for several platforms takes a platform index argument
// (`jax.global_constant = "_platform_index"`) and chooses each platform's lowering by a case on it.
// --platform-index K binds it: the argument is gone and every case on it keeps branch K's ops
// only. Printed as read, or as Shardy propagates it, the module stays as written.
// RUN: %shardflow-opt %s --platform-index 0 --partition | %filecheck %s --check-prefix=CPU
// RUN: %shardflow-opt %s --platform-index 1 --partition | %filecheck %s --check-prefix=CUDA
// RUN: %shardflow-opt %s --propagate | %filecheck %s --check-prefix=KEPT
sdy.mesh @mesh = <["x"=2]>
func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"},
                       %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %0 = "stablehlo.case"(%arg0) ({
    stablehlo.return %c0 : tensor<i32>
  }, {
    stablehlo.return %c1 : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.case"(%0) ({
    %2 = stablehlo.logistic %arg1 : tensor<8xf32>
    stablehlo.return %2 : tensor<8xf32>
  }, {
    %2 = stablehlo.tanh %arg1 : tensor<8xf32>
    stablehlo.return %2 : tensor<8xf32>
  }) : (tensor<i32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
// CPU-LABEL:  func.func public @main(%arg0: tensor<4xf32>
// CPU-NOT:    case
// CPU:        stablehlo.logistic %arg0
// CPU-NOT:    stablehlo.tanh
// CPU-NOT:    case

// CUDA-LABEL: func.func public @main(%arg0: tensor<4xf32>
// CUDA-NOT:   case
// CUDA:       stablehlo.tanh %arg0
// CUDA-NOT:   stablehlo.logistic
// CUDA-NOT:   case

// KEPT-LABEL: func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}
// KEPT:       "stablehlo.case"(%arg0)
// KEPT:       "stablehlo.case"
// KEPT:       stablehlo.logistic
// KEPT:       stablehlo.tanh
