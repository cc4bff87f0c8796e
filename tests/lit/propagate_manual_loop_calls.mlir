// A call in a loop in a manual computation's body stays a call when printed as Shardy propagates
// it (as calls directly in the body and in loops elsewhere do): JAX's scan and fori_loop in a
// shard_map body write their step as a call (`@closed_call`). It was printed inlined.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
sdy.mesh @mesh = <["model"=4]>
func.func public @main(%arg0: tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
    -> (tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"model"}, {}]>] manual_axes={"model"} (%a: tensor<2x6xf32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.while(%i = %c0, %v = %a) : tensor<i32>, tensor<2x6xf32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %s = func.call @closed_call(%v) : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i1, %s : tensor<i32>, tensor<2x6xf32>
    }
    sdy.return %r#1 : tensor<2x6xf32>
  } : (tensor<8x6xf32>) -> tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}
func.func private @closed_call(%x: tensor<2x6xf32>) -> tensor<2x6xf32> {
  %0 = "stablehlo.collective_permute"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x6xf32>) -> tensor<2x6xf32>
  %1 = stablehlo.tanh %0 : tensor<2x6xf32>
  return %1 : tensor<2x6xf32>
}
// CHECK-LABEL: func.func public @main(
// CHECK:         stablehlo.while
// CHECK:         } do {
// CHECK-NEXT:      %[[S:.*]] = func.call @closed_call(%iterArg_0) : (tensor<2x6xf32>) -> tensor<2x6xf32>
// CHECK-NOT:       stablehlo.collective_permute
// CHECK:           stablehlo.return %{{.*}}, %[[S]] : tensor<i32>, tensor<2x6xf32>
// CHECK-LABEL: func.func private @closed_call(%arg0: tensor<2x6xf32>) -> tensor<2x6xf32> {
// CHECK-NEXT:    "stablehlo.collective_permute"(%arg0)
// CHECK-NEXT:    stablehlo.tanh
