// A psum in a shard_map manual over "model" only (JAX's partial-auto shard_map, which constrains
// every op of the body, its reducer's too): the all_reduce is laid out as Shardy's rule has it,
// pointwise over the automatic axis "data", and its reducer prints as read; the pipeline makes the
// constraint in it the reshard it becomes, and the add takes its layout (Shardy's passes on their
// own leave the reducer as it is).
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
sdy.mesh @mesh = <["data"=2, "model"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>})
    -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"model"} (%arg1: tensor<8x4xf32>) {
    %1 = stablehlo.tanh %arg1 : tensor<8x4xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    %3 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %4 = stablehlo.add %a, %b : tensor<f32>
      %5 = sdy.sharding_constraint %4 <@mesh, []> : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    sdy.return %3 : tensor<8x4xf32>
  } : (tensor<8x8xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
// CHECK:       "stablehlo.all_reduce"
// CHECK-NEXT:  ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT:    %[[ADD:.*]] = stablehlo.add %[[A]], %[[B]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
// CHECK-NEXT:    %[[R:.*]] = sdy.reshard %[[ADD]] <@mesh, []> : tensor<f32>
// CHECK-NEXT:    stablehlo.return %[[R]] : tensor<f32>
// CHECK-NEXT:  }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x4xf32>) -> tensor<8x4xf32>

// OPEN:        stablehlo.add %{{.*}}, %{{.*}} : tensor<f32>
// OPEN-NEXT:   sdy.sharding_constraint %{{.*}} <@mesh, []> : tensor<f32>
// OPEN:        }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", ?}, {?}]>]>}
