// --lower=multi-device of the Megatron MLP over 2 devices: the row-parallel all-reduce over a group
// of two is a whole-operand exchange, one transfer of the full 8x16 partial sum each way (the bytes
// of reduce-scatter + all-gather at n = 2, in half the transfers), then one add per device in group
// order (d0's value + d1's on both devices, so the two results are bitwise equal). No slices, no
// concatenation: nothing IREE has to compile a dispatch of its own for.
// RUN: %shardflow-opt %s --lower=multi-device | %filecheck %s
// RUN: %shardflow-opt %s --lower=multi-device | %filecheck %s --check-prefix=XFER
module @mlp attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["model"=2]>
  func.func public @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %w1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %w2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x32xf32>
    %2 = stablehlo.dot_general %1, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg4: tensor<16x16xf32> {iree.abi.affinity = #hal.device.promise<@d0>}, %arg5: tensor<16x16xf32> {iree.abi.affinity = #hal.device.promise<@d1>})
// CHECK-SAME: -> (tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d0>}, tensor<8x16xf32> {iree.abi.affinity = #hal.device.promise<@d1>})
// CHECK: %[[P0:.*]] = stablehlo.dot_general {{.*}}, %arg4, {{.*}} -> tensor<8x16xf32>
// CHECK-NEXT: %[[P1:.*]] = stablehlo.dot_general {{.*}}, %arg5, {{.*}} -> tensor<8x16xf32>
// CHECK-DAG: %[[A1:.*]] = flow.tensor.transfer %[[P1]] : tensor<8x16xf32> to #hal.device.promise<@d0>
// CHECK-DAG: %[[S0:.*]] = stablehlo.add %[[P0]], %[[A1]] : tensor<8x16xf32>
// CHECK-DAG: %[[B0:.*]] = flow.tensor.transfer %[[P0]] : tensor<8x16xf32> to #hal.device.promise<@d1>
// CHECK-DAG: %[[S1:.*]] = stablehlo.add %[[B0]], %[[P1]] : tensor<8x16xf32>
// CHECK: return %[[S0]], %[[S1]] : tensor<8x16xf32>, tensor<8x16xf32>

// XFER-NOT: stablehlo.slice
// XFER-NOT: stablehlo.concatenate
// XFER-COUNT-2: flow.tensor.transfer %{{[0-9]+}} : tensor<8x16xf32> to #hal.device.promise<@d{{[01]}}>
// XFER-NOT: flow.tensor.transfer
