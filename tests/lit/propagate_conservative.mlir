// Sub-axes made by a merge after another axis, and --conservative-propagation (Shardy's
// conservative-propagation option). A 4x4 -> 16 merge of [{"y", "x"}, {"z"}]: "y"=2 leaves 2 of the
// major 4 to "x"=4, so by default the merged dim takes "x":(1)2 and, that factor being full, "z".
// Conservatively no axis is split into sub-axes (the merge keeps "y" only) and no layout crosses a
// sliced, padded, concatenated, windowed or convolved spatial dim. Checked against jaxlib's Shardy
// (sdy-basic-propagate and sdy-aggressive-propagate, with and without conservative-propagation=true).
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open --conservative-propagation | %filecheck %s --check-prefix=CONS
// RUN: %shardflow-opt %s --propagate --keep-open --propagation-strategy basic --conservative-propagation | %filecheck %s --check-prefix=CONS
// RUN: not %shardflow-opt %s --conservative-propagation 2>&1 | %filecheck %s --check-prefix=NOPROP
// RUN: not %shardflow-opt %s --propagate --propagation-strategy fewest-bytes --conservative-propagation 2>&1 | %filecheck %s --check-prefix=BYTES
sdy.mesh @mesh = <["x"=4, "y"=2, "z"=2]>
func.func @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x"}, {"z"}]>},
                %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>},
                %arg2: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg3: tensor<f32>,
                %arg4: tensor<2x16x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}, {"y"}, {}]>},
                %arg5: tensor<3x3x4x8xf32>)
    -> (tensor<16xf32>, tensor<16x2xf32>, tensor<16x16xf32>, tensor<16x12xf32>, tensor<16x4xf32>, tensor<2x16x16x8xf32>) {
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reshape %arg0 : (tensor<4x4xf32>) -> tensor<16xf32>
  %1 = stablehlo.slice %arg1 [0:16, 2:6:2] : (tensor<16x8xf32>) -> tensor<16x2xf32>
  %2 = stablehlo.concatenate %arg1, %arg2, dim = 1 : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
  %3 = stablehlo.pad %arg1, %arg3, low = [0, 2], high = [0, 2], interior = [0, 0] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16x12xf32>
  %4 = "stablehlo.reduce_window"(%arg1, %cst) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>} : (tensor<16x8xf32>, tensor<f32>) -> tensor<16x4xf32>
  %5 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x16x16x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x16x16x8xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<16xf32>, tensor<16x2xf32>, tensor<16x16xf32>, tensor<16x12xf32>, tensor<16x4xf32>, tensor<2x16x16x8xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK:      stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y", "x":(1)2, "z", ?}]>]>}
// CHECK-NEXT: stablehlo.slice %arg1 [0:16, 2:6:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {"y", ?}]>]>}
// CHECK-NEXT: stablehlo.concatenate %arg1, %arg2, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {"y", ?}]>]>}
// CHECK-NEXT: stablehlo.pad %arg1, %arg3, {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {"y", ?}]>]>}
// CHECK:      stablehlo.reduce_window
// CHECK:      }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {"y", ?}]>]>
// CHECK:      stablehlo.convolution
// CHECK-SAME: sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"x", ?}, {"y", ?}, {?}]>]>
// CONS-LABEL: func.func @main(
// CONS:      stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y", ?}]>]>}
// CONS-NEXT: stablehlo.slice %arg1 [0:16, 2:6:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}]>]>}
// CONS-NEXT: stablehlo.concatenate %arg1, %arg2, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}]>]>}
// CONS-NEXT: stablehlo.pad %arg1, %arg3, {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}]>]>}
// CONS:      stablehlo.reduce_window
// CONS:      }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}, {?}]>]>
// CONS:      stablehlo.convolution
// CONS-NOT:  sdy.sharding
// CONS:      return
// NOPROP: --conservative-propagation only changes what --propagate prints: add --propagate
// BYTES: --conservative-propagation is an option of Shardy's strategies (aggressive, basic), not of fewest-bytes
