// --lower=multi-device: ONE stablehlo.while for both devices, carrying each device's counter, value
// and invariants; the condition returns device 0's test (the bound is replicated); the body holds
// both devices' copies of every op and the all-reduce's transfers (a whole-operand exchange over 2
// devices), every iteration; each yielded value sits behind an optimization barrier (IREE 3.13),
// and a contraction's operands are named on their device by a transfer there (IREE 3.13's CPU
// data tiling fails on them otherwise).
// A case likewise holds both devices' copies, selected by device 0's copy of the (replicated)
// index: one read of it on the host (in a shard_map body, where each device may take its own
// branch, a case without collectives is one per device: control_lower_per_device.mlir).
// RUN: shardflow-opt %s --lower=multi-device 2>/dev/null | filecheck %s
module @loop attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["model"=2]>
  func.func public @main(%n: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>},
                         %h: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>},
                         %w: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
      -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:3 = stablehlo.while(%i = %c0, %b = %n, %v = %h) : tensor<i32>, tensor<i32>, tensor<8x16xf32>
    cond {
      %p = stablehlo.compare LT, %i, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      %d = stablehlo.dot_general %v, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %c = sdy.sharding_constraint %d <@mesh, [{}, {}]> : tensor<8x16xf32>
      %t = stablehlo.tanh %c : tensor<8x16xf32>
      stablehlo.return %i1, %b, %t : tensor<i32>, tensor<i32>, tensor<8x16xf32>
    }
    %u = "stablehlo.case"(%n) ({
      stablehlo.return %r#2 : tensor<8x16xf32>
    }, {
      %e = stablehlo.exponential %r#2 : tensor<8x16xf32>
      stablehlo.return %e : tensor<8x16xf32>
    }) : (tensor<i32>) -> tensor<8x16xf32>
    return %u : tensor<8x16xf32>
  }
}
// CHECK-LABEL: func.func public @main(%arg0: tensor<i32> {iree.abi.affinity = #hal.device.promise<@d0>}, %arg1: tensor<i32> {iree.abi.affinity = #hal.device.promise<@d1>}
// CHECK: %[[W:.*]]:8 = stablehlo.while(%[[I0:[a-zA-Z0-9_]+]] = %{{[0-9]+}}, %[[I1:[a-zA-Z0-9_]+]] = %{{[0-9]+}}, %[[V0:[a-zA-Z0-9_]+]] = %arg2, %[[V1:[a-zA-Z0-9_]+]] = %arg3, %[[N0:[a-zA-Z0-9_]+]] = %arg0, %[[N1:[a-zA-Z0-9_]+]] = %arg1, %[[WW0:[a-zA-Z0-9_]+]] = %arg4, %[[WW1:[a-zA-Z0-9_]+]] = %arg5) : tensor<i32>, tensor<i32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>
// CHECK: cond {
// CHECK: %[[P0:.*]] = stablehlo.compare LT, %[[I0]], %[[N0]]
// CHECK: stablehlo.return %[[P0]] : tensor<i1>
// CHECK: } do {
// CHECK-DAG: %[[X0:.*]] = flow.tensor.transfer %[[V0]] : tensor<8x8xf32> to #hal.device.promise<@d0>
// CHECK-DAG: %[[Y0:.*]] = flow.tensor.transfer %[[WW0]] : tensor<8x16xf32> to #hal.device.promise<@d0>
// CHECK-DAG: %[[D0:.*]] = stablehlo.dot_general %[[X0]], %[[Y0]]
// CHECK-DAG: %[[X1:.*]] = flow.tensor.transfer %[[V1]] : tensor<8x8xf32> to #hal.device.promise<@d1>
// CHECK-DAG: %[[Y1:.*]] = flow.tensor.transfer %[[WW1]] : tensor<8x16xf32> to #hal.device.promise<@d1>
// CHECK-DAG: %[[D1:.*]] = stablehlo.dot_general %[[X1]], %[[Y1]]
// CHECK-DAG: flow.tensor.transfer %[[D1]] : tensor<8x16xf32> to #hal.device.promise<@d0>
// CHECK-DAG: flow.tensor.transfer %[[D0]] : tensor<8x16xf32> to #hal.device.promise<@d1>
// CHECK-COUNT-4: stablehlo.optimization_barrier
// CHECK: stablehlo.return {{.*}}, %[[N0]], %[[N1]], %[[WW0]], %[[WW1]] :
// CHECK: "stablehlo.case"(%arg0) ({
// CHECK: stablehlo.return %[[W]]#2, %[[W]]#3 : tensor<8x8xf32>, tensor<8x8xf32>
// CHECK: }, {
// CHECK-DAG: stablehlo.exponential %[[W]]#2
// CHECK-DAG: stablehlo.exponential %[[W]]#3
// CHECK: }) : (tensor<i32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
