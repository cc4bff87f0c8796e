// --lower=host-staged cuts the per-device program at its collectives into one-device stages.
// An MLP whose hidden layer is constrained replicated (an all-gather) before the row-parallel dot,
// whose output is split again (a reduce-scatter): two rounds of collectives, two stages. Stage 0
// computes the column-parallel dot and hands only it on; stage 1 takes the gathered value and cuts
// its member's columns back out, reading the member's device index (an i32 argument) from an offset
// table: the stages are the same for every member, compiled once. The final reduce-scatter's result
// is the output, produced by the host after the last stage. The manifest with the plan rides on @stage0.
// RUN: %shardflow-opt %s --lower=host-staged | %filecheck %s
// RUN: %shardflow-opt %s --lower=host-staged | %filecheck %s --check-prefix=PLAN
module @mlp attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %w1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %w2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}]> : tensor<8x32xf32>
    %2 = stablehlo.tanh %1 : tensor<8x32xf32>
    %3 = stablehlo.dot_general %2, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @stage0(
// CHECK-SAME: %arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>) -> tensor<8x8xf32>
// CHECK-SAME: attributes {iree.reflection = {shardflow.manifest =
// CHECK-NOT: hal.device
// CHECK: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1
// CHECK-NEXT: return %[[D]] : tensor<8x8xf32>
// CHECK-LABEL: func.func public @stage1(
// CHECK-SAME: %arg0: tensor<i32>, %arg1: tensor<8x32xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK: %[[T:.*]] = stablehlo.constant dense<[0, 8, 16, 24]> : tensor<4xi32>
// CHECK: stablehlo.dynamic_slice %[[T]], %arg0, sizes = [1]
// CHECK: %[[S:.*]] = stablehlo.dynamic_slice %arg1, {{.*}} sizes = [8, 8]
// CHECK: stablehlo.tanh %[[S]]
// CHECK: stablehlo.dot_general
// CHECK-NOT: func.func

// PLAN: \22mode\22:\22host-staged\22,\22backends\22:[\22cpu\22,\22cpu\22,\22cpu\22,\22cpu\22]
// PLAN-SAME: \22stages\22:[{\22function\22:\22stage0\22,\22inputs\22:[0,1],\22outputs\22:[3],\22device\22:false},{\22function\22:\22stage1\22,\22inputs\22:[4,2],\22outputs\22:[5],\22device\22:true}]
// PLAN-SAME: \22rounds\22:[[{\22kind\22:\22all_gather\22,\22operand\22:3,\22result\22:4,\22axes\22:[\22model\22],\22dim\22:1,\22n\22:4}],[{\22kind\22:\22reduce_scatter\22,\22operand\22:5,\22result\22:6
