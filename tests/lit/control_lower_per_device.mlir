// --lower=multi-device of cases and a while in a shard_map body (sdy.manual_computation): each
// device may decide alone, so a case or loop without collectives there is one per device, holding
// that device's copy of each op and deciding by its own index or condition (outside a body, one
// for all devices: control_lower.mlir). A case whose index is a literal on each device (made of
// its partition id: a cond on axis_index) is no case at all: each device runs its branch's ops.
// RUN: shardflow-opt %s --lower=multi-device 2>/dev/null | filecheck %s
sdy.mesh @mesh = <["x"=2]>
func.func public @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
    -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%a: tensor<2x8xf32>) {
    %p = stablehlo.partition_id : tensor<ui32>
    %i = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
    %c = "stablehlo.case"(%i) ({
      %n = stablehlo.negate %a : tensor<2x8xf32>
      stablehlo.return %n : tensor<2x8xf32>
    }, {
      %e = stablehlo.exponential %a : tensor<2x8xf32>
      stablehlo.return %e : tensor<2x8xf32>
    }) : (tensor<i32>) -> tensor<2x8xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %total = stablehlo.reduce(%c init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %pos = stablehlo.compare GT, %total, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %j = stablehlo.convert %pos : (tensor<i1>) -> tensor<i32>
    %d = "stablehlo.case"(%j) ({
      %s = stablehlo.logistic %c : tensor<2x8xf32>
      stablehlo.return %s : tensor<2x8xf32>
    }, {
      %t = stablehlo.tanh %c : tensor<2x8xf32>
      stablehlo.return %t : tensor<2x8xf32>
    }) : (tensor<i32>) -> tensor<2x8xf32>
    %w = stablehlo.while(%v = %d) : tensor<2x8xf32>
    cond {
      %s = stablehlo.reduce(%v init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
      %lt = stablehlo.compare LT, %s, %zero, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %h = stablehlo.constant dense<0.5> : tensor<2x8xf32>
      %u = stablehlo.add %v, %h : tensor<2x8xf32>
      stablehlo.return %u : tensor<2x8xf32>
    }
    sdy.return %w : tensor<2x8xf32>
  } : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// CHECK-LABEL: func.func public @main(%arg0: tensor<2x8xf32> {iree.abi.affinity = #hal.device.promise<@d0>}, %arg1: tensor<2x8xf32> {iree.abi.affinity = #hal.device.promise<@d1>}
// CHECK-NOT:   stablehlo.case
// CHECK:       %[[N:.*]] = stablehlo.negate %arg0 : tensor<2x8xf32>
// CHECK-NOT:   stablehlo.case
// CHECK:       %[[E:.*]] = stablehlo.exponential %arg1 : tensor<2x8xf32>
// CHECK:       %[[C0:.*]] = "stablehlo.case"(%{{.*}}) ({
// CHECK-NEXT:    stablehlo.logistic %[[N]] : tensor<2x8xf32>
// CHECK-NOT:     %[[E]]{{[^0-9]}}
// CHECK:       }) : (tensor<i32>) -> tensor<2x8xf32>
// CHECK:       %[[C1:.*]] = "stablehlo.case"(%{{.*}}) ({
// CHECK-NEXT:    stablehlo.logistic %[[E]] : tensor<2x8xf32>
// CHECK-NOT:     %[[N]]{{[^0-9]}}
// CHECK:       }) : (tensor<i32>) -> tensor<2x8xf32>
// CHECK:       stablehlo.while(%{{.*}} = %[[C0]]) : tensor<2x8xf32>
// CHECK:       stablehlo.while(%{{.*}} = %[[C1]]) : tensor<2x8xf32>
