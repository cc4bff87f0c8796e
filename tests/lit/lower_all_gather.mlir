// --lower=multi-device of a row-split tensor needed whole: each device computes on its 2x16 shard,
// then an all-gather sends every shard directly to every other device (3 transfers in per device)
// and each device concatenates in mesh order, behind an optimization barrier (iree-compile 3.13
// otherwise folds slices of the gathered value through the transfers and misplaces ops). A result
// kept split is returned as the per-device shards themselves, with no transfer. Results come in the
// same order as arguments: for each global output, for each device.
// RUN: %shardflow-opt %s --lower=multi-device | %filecheck %s
// RUN: %shardflow-opt %s --lower=multi-device | %filecheck %s --check-prefix=XFER
module @gather attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %0 = stablehlo.tanh %x : tensor<8x16xf32>
    return %0, %0 : tensor<8x16xf32>, tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<2x16xf32> {iree.abi.affinity = #hal.device.promise<@d0>}, %arg1: tensor<2x16xf32> {iree.abi.affinity = #hal.device.promise<@d1>}, %arg2: tensor<2x16xf32> {iree.abi.affinity = #hal.device.promise<@d2>}, %arg3: tensor<2x16xf32> {iree.abi.affinity = #hal.device.promise<@d3>})
// CHECK-SAME: -> (tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d0>}, tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d1>}, tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d2>}, tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d3>}, tensor<2x16xf32> {iree.abi.affinity = #hal.device.promise<@d0>}, tensor<2x16xf32> {iree.abi.affinity = #hal.device.promise<@d1>}, tensor<2x16xf32> {iree.abi.affinity = #hal.device.promise<@d2>}, tensor<2x16xf32> {iree.abi.affinity = #hal.device.promise<@d3>})
// CHECK-SAME: iree.reflection = {shardflow.manifest = "{\22format\22:\22shardflow-manifest\22,\22version\22:1,\22backend\22:\22cpu\22,\22num_devices\22:4
// CHECK-SAME: \22inputs\22:[{\22name\22:\22arg0\22,\22shape\22:[8,16],\22dtype\22:\22f32\22,\22sharding\22:\22#sdy.sharding<@mesh, [{\\\22model\\\22}, {}]>\22,\22local_shape\22:[2,16]}]
// CHECK-SAME: \22outputs\22:[{\22name\22:\22out0\22,\22shape\22:[8,16],\22dtype\22:\22f32\22,\22sharding\22:\22#sdy.sharding<@mesh, [{}, {}]>\22,\22local_shape\22:[8,16]},{\22name\22:\22out1\22
// CHECK: %[[T0:.*]] = stablehlo.tanh %arg0 : tensor<2x16xf32>
// CHECK-NEXT: %[[T1:.*]] = stablehlo.tanh %arg1 : tensor<2x16xf32>
// CHECK-NEXT: %[[T2:.*]] = stablehlo.tanh %arg2 : tensor<2x16xf32>
// CHECK-NEXT: %[[T3:.*]] = stablehlo.tanh %arg3 : tensor<2x16xf32>
// CHECK-DAG: %[[A1:.*]] = flow.tensor.transfer %[[T1]] : tensor<2x16xf32> to #hal.device.promise<@d0>
// CHECK-DAG: %[[A2:.*]] = flow.tensor.transfer %[[T2]] : tensor<2x16xf32> to #hal.device.promise<@d0>
// CHECK-DAG: %[[A3:.*]] = flow.tensor.transfer %[[T3]] : tensor<2x16xf32> to #hal.device.promise<@d0>
// CHECK: %[[C0:.*]] = stablehlo.concatenate %[[T0]], %[[A1]], %[[A2]], %[[A3]], dim = 0
// CHECK-NEXT: %[[G0:.*]] = stablehlo.optimization_barrier %[[C0]] : tensor<8x16xf32>
// CHECK-DAG: %[[B0:.*]] = flow.tensor.transfer %[[T0]] : tensor<2x16xf32> to #hal.device.promise<@d1>
// CHECK-DAG: %[[B2:.*]] = flow.tensor.transfer %[[T2]] : tensor<2x16xf32> to #hal.device.promise<@d1>
// CHECK-DAG: %[[B3:.*]] = flow.tensor.transfer %[[T3]] : tensor<2x16xf32> to #hal.device.promise<@d1>
// CHECK: %[[C1:.*]] = stablehlo.concatenate %[[B0]], %[[T1]], %[[B2]], %[[B3]], dim = 0
// CHECK-NEXT: %[[G1:.*]] = stablehlo.optimization_barrier %[[C1]] : tensor<8x16xf32>
// CHECK: %[[C2:.*]] = stablehlo.concatenate {{.*}}, %[[T2]], {{.*}}, dim = 0
// CHECK-NEXT: %[[G2:.*]] = stablehlo.optimization_barrier %[[C2]] : tensor<8x16xf32>
// CHECK: %[[C3:.*]] = stablehlo.concatenate {{.*}}, %[[T3]], dim = 0
// CHECK-NEXT: %[[G3:.*]] = stablehlo.optimization_barrier %[[C3]] : tensor<8x16xf32>
// CHECK: return %[[G0]], %[[G1]], %[[G2]], %[[G3]], %[[T0]], %[[T1]], %[[T2]], %[[T3]] :

// XFER-NOT: flow.tensor.transfer {{.*}} : tensor<8x16xf32>
// XFER-COUNT-12: flow.tensor.transfer %{{[0-9]+}} : tensor<2x16xf32> to
// XFER-NOT: flow.tensor.transfer
