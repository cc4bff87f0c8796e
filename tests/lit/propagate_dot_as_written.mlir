// A dot, dot_general or convolution prints back as written: `stablehlo.dot` stays a dot, the precision config
// stays, and a result type wider than the operands' (preferred_element_type: bf16 x bf16 -> f32)
// stays on the one op (compiling converts the operands first). Checked against jaxlib's Shardy
// (sdy-propagation-pipeline on this module).
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --emit gspmd | %filecheck %s --check-prefix=GSPMD
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<16xf32>, %arg2: tensor<4x16x8xbf16>, %arg3: tensor<4x8x2xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"b"}]>},
                %arg4: tensor<4x8x8x3xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {}, {}]>}, %arg5: tensor<3x3x3x16xbf16>) -> (tensor<8xf32>, tensor<4x16x2xf32>, tensor<4x6x6x16xf32>) {
  %0 = stablehlo.dot %arg0, %arg1, precision = [HIGHEST, HIGHEST] : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8xf32>
  %1 = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGH] : (tensor<4x16x8xbf16>, tensor<4x8x2xbf16>) -> tensor<4x16x2xf32>
  %2 = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x8x8x3xbf16>, tensor<3x3x3x16xbf16>) -> tensor<4x6x6x16xf32>
  return %0, %1, %2 : tensor<8xf32>, tensor<4x16x2xf32>, tensor<4x6x6x16xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-NEXT:    %[[DOT:.*]] = stablehlo.dot %arg0, %arg1, precision = [HIGHEST, HIGHEST] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8xf32>
// CHECK-NEXT:    %[[GEN:.*]] = stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGH] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"b"}]>]>} : (tensor<4x16x8xbf16>, tensor<4x8x2xbf16>) -> tensor<4x16x2xf32>
// CHECK-NEXT:    %[[CONV:.*]] = stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]{{.*}}} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}, {}, {}]>]>} : (tensor<4x8x8x3xbf16>, tensor<3x3x3x16xbf16>) -> tensor<4x6x6x16xf32>
// CHECK-NEXT:    return %[[DOT]], %[[GEN]], %[[CONV]] : tensor<8xf32>, tensor<4x16x2xf32>, tensor<4x6x6x16xf32>

// GSPMD:         stablehlo.dot %arg0, %arg1, precision = [HIGHEST, HIGHEST] {mhlo.sharding = "{devices=[2,2]<=[4] last_tile_dim_replicate}"}
// GSPMD-NEXT:    stablehlo.dot_general %arg2, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGH] {mhlo.sharding = "{devices=[1,1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4x16x8xbf16>, tensor<4x8x2xbf16>) -> tensor<4x16x2xf32>
