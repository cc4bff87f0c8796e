// --lower=multi-device on the Megatron MLP over 4 devices: one function whose arguments are the
// per-device shards (for each global input, for each device), each pinned to its device with
// iree.abi.affinity, the sharding manifest in iree.reflection, and the row-parallel all-reduce
// lowered bandwidth-optimally as a reduce-scatter then an all-gather of 2x16 pieces: 24 transfers,
// 6 into each device, none of a full 8x16 tensor and no star through @d0.
// RUN: %shardflow-opt %s --lower=multi-device | %filecheck %s
// RUN: %shardflow-opt %s --lower=multi-device | %filecheck %s --check-prefix=XFER
// RUN: %shardflow-opt %s --lower=multi-device | %filecheck %s --check-prefix=D0
// RUN: %shardflow-opt %s --lower=multi-device | %filecheck %s --check-prefix=D3
module @mlp attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %w1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %w2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x32xf32>
    %2 = stablehlo.dot_general %1, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d0>}, %arg1: tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d1>}, %arg2: tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d2>}, %arg3: tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d3>}
// CHECK-SAME: %arg4: tensor<16x8xf32> {iree.abi.affinity = #hal.device.promise<@d0>}
// CHECK-SAME: %arg8: tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d0>}
// CHECK-SAME: %arg11: tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d3>})
// CHECK-SAME: -> (tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d0>}, tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d1>}, tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d2>}, tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d3>})
// CHECK-SAME: attributes {iree.reflection = {shardflow.manifest = "{\22format\22:\22shardflow-manifest\22
// CHECK-SAME: \22num_devices\22:4,\22mesh\22:{\22axes\22:[[\22model\22,4]]
// CHECK-SAME: \22name\22:\22arg1\22,\22shape\22:[16,32],\22dtype\22:\22f32\22,\22sharding\22:\22#sdy.sharding<@mesh, [{}, {\\\22model\\\22}]>\22,\22local_shape\22:[16,8]
// CHECK-SAME: \22outputs\22:[{\22name\22:\22out0\22,\22shape\22:[8,16]
// local compute: column-parallel then row-parallel dots, one per device, no communication between
// CHECK-COUNT-4: stablehlo.dot_general %arg{{[0-3]}}, %arg{{[4-7]}}, {{.*}} -> tensor<8x8xf32>
// CHECK-COUNT-4: stablehlo.tanh {{.*}} : tensor<8x8xf32>
// CHECK-COUNT-4: stablehlo.dot_general {{.*}}, %arg{{([89]|1[01])}}, {{.*}} -> tensor<8x16xf32>
// reduce-scatter: each device sums its 2-row slice of the four partial sums
// CHECK-COUNT-12: stablehlo.add {{.*}} : tensor<2x16xf32>
// all-gather: each device concatenates the four reduced pieces
// CHECK-COUNT-4: stablehlo.concatenate {{.*}} dim = 0 : (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<8x16xf32>
// CHECK: return

// XFER-NOT: flow.tensor.transfer {{.*}} : tensor<8x
// XFER-COUNT-24: flow.tensor.transfer %{{[0-9]+}} : tensor<2x16xf32> to #hal.device.promise<@d{{[0-3]}}>
// XFER-NOT: flow.tensor.transfer

// D0-COUNT-6: flow.tensor.transfer {{.*}} to #hal.device.promise<@d0>
// D0-NOT: to #hal.device.promise<@d0>
// D3-COUNT-6: flow.tensor.transfer {{.*}} to #hal.device.promise<@d3>
// D3-NOT: flow.tensor.transfer {{.*}} to #hal.device.promise<@d3>
