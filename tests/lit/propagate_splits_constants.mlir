// --propagate (without --keep-open) treats constants as Shardy's propagation pipeline does: its
// import gives each use of a constant expression (a constant, or negate of one) a copy of its own,
// so the copy the add reads is split over "a" and the one the transpose reads over "b" (no
// conflict); a broadcast of a scalar is copied per use too. Constants print as sdy.constant. Its
// export makes alike constants (value and layout) and alike broadcasts of one scalar one op again.
// Checked against jaxlib's Shardy (sdy-propagation-pipeline on this module); --keep-open (no
// import pipeline) keeps the one constant.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"b"}]>}, %arg2: tensor<f32>) -> (tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = stablehlo.constant dense<1.000000e+00> : tensor<8x16xf32>
  %1 = stablehlo.negate %0 : tensor<8x16xf32>
  %2 = stablehlo.add %arg0, %1 : tensor<8x16xf32>
  %3 = stablehlo.transpose %1, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %4 = stablehlo.multiply %3, %arg1 : tensor<16x8xf32>
  %5 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
  %6 = stablehlo.add %5, %arg0 : tensor<8x16xf32>
  %7 = stablehlo.multiply %5, %2 : tensor<8x16xf32>
  %8 = stablehlo.add %6, %7 : tensor<8x16xf32>
  %9 = stablehlo.constant dense<2.000000e+00> : tensor<8x16xf32>
  %10 = stablehlo.constant dense<2.000000e+00> : tensor<8x16xf32>
  %11 = stablehlo.add %8, %9 : tensor<8x16xf32>
  %12 = stablehlo.multiply %11, %10 : tensor<8x16xf32>
  %13 = stablehlo.constant dense<3.000000e+00> : tensor<8x16xf32>
  return %2, %4, %12, %13 : tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}
// CHECK-LABEL: func.func @main(
// CHECK-NEXT:    %[[V0:.*]] = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} dense<1.000000e+00> : tensor<8x16xf32>
// CHECK-NEXT:    %[[V1:.*]] = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>} dense<1.000000e+00> : tensor<8x16xf32>
// CHECK-NEXT:    %[[V2:.*]] = stablehlo.negate %[[V0]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x16xf32>
// CHECK-NEXT:    %[[V3:.*]] = stablehlo.negate %[[V1]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b"}, {}]>]>} : tensor<8x16xf32>
// CHECK-NEXT:    %[[V4:.*]] = stablehlo.add %arg0, %[[V2]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x16xf32>
// CHECK-NEXT:    %[[V5:.*]] = stablehlo.transpose %[[V3]], dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
// CHECK-NEXT:    %[[V6:.*]] = stablehlo.multiply %[[V5]], %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"b"}]>]>} : tensor<16x8xf32>
// CHECK-NEXT:    %[[V7:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
// CHECK-NEXT:    %[[V8:.*]] = stablehlo.add %[[V7]], %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x16xf32>
// CHECK-NEXT:    %[[V9:.*]] = stablehlo.multiply %[[V7]], %[[V4]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x16xf32>
// CHECK-NEXT:    %[[V10:.*]] = stablehlo.add %[[V8]], %[[V9]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x16xf32>
// CHECK-NEXT:    %[[V11:.*]] = sdy.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} dense<2.000000e+00> : tensor<8x16xf32>
// CHECK-NEXT:    %[[V12:.*]] = stablehlo.add %[[V10]], %[[V11]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x16xf32>
// CHECK-NEXT:    %[[V13:.*]] = stablehlo.multiply %[[V12]], %[[V11]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : tensor<8x16xf32>
// CHECK-NEXT:    %[[V14:.*]] = sdy.constant dense<3.000000e+00> : tensor<8x16xf32>
// CHECK-NEXT:    return %[[V4]], %[[V6]], %[[V13]], %[[V14]] : tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>
// OPEN:       stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>} dense<1.000000e+00> : tensor<8x16xf32>
// OPEN-NOT:   dense<1.000000e+00>
// OPEN:       return
