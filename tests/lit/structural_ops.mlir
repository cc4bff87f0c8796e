// Data movement and the remaining op kinds: broadcast_in_dim (also a transposing one), reshape,
// transpose, concatenate, slice, iota, convert, compare (its compare_type as written), select,
// dot (becomes dot_general), batched dot_general, optimization_barrier (an identity).
// RUN: shardflow-opt %s | filecheck %s
module @structural {
  func.func public @main(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>, %v: tensor<3xf32>, %m: tensor<3x4xf32>, %bx: tensor<5x2x3xbf16>, %by: tensor<5x3x4xbf16>) -> (tensor<3x2xf32>, tensor<6xf32>, tensor<4x3xf32>, tensor<2x2xf32>, tensor<4x3xi32>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<f32>, tensor<5x2x4xbf16>, tensor<4x2x3xf32>, tensor<4x3x2xf32>) {
    %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
    %2 = stablehlo.concatenate %x, %y, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %3 = stablehlo.slice %x [0:2, 0:3:2] : (tensor<2x3xf32>) -> tensor<2x2xf32>
    %4 = stablehlo.iota dim = 1 : tensor<4x3xi32>
    %5 = stablehlo.compare GE, %x, %y, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
    %6 = stablehlo.select %5, %x, %y : tensor<2x3xi1>, tensor<2x3xf32>
    %7 = stablehlo.dot %x, %m : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %8 = stablehlo.dot %v, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
    %9 = stablehlo.dot_general %bx, %by, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<5x2x3xbf16>, tensor<5x3x4xbf16>) -> tensor<5x2x4xbf16>
    %10 = stablehlo.broadcast_in_dim %x, dims = [2, 1] : (tensor<2x3xf32>) -> tensor<4x3x2xf32>
    %11 = stablehlo.convert %10 : (tensor<4x3x2xf32>) -> tensor<4x3x2xf16>
    %12 = stablehlo.convert %11 : (tensor<4x3x2xf16>) -> tensor<4x3x2xf32>
    %13:2 = stablehlo.optimization_barrier %12, %6 : tensor<4x3x2xf32>, tensor<2x3xf32>
    %14 = stablehlo.broadcast_in_dim %13#1, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
    return %0, %1, %2, %3, %4, %5, %13#1, %7, %8, %9, %14, %13#0 : tensor<3x2xf32>, tensor<6xf32>, tensor<4x3xf32>, tensor<2x2xf32>, tensor<4x3xi32>, tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<f32>, tensor<5x2x4xbf16>, tensor<4x2x3xf32>, tensor<4x3x2xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK: stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-NEXT: stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: stablehlo.slice %arg0 [0:2, 0:3:2] : (tensor<2x3xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: stablehlo.iota dim = 1 : tensor<4x3xi32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.compare GE, %arg0, %arg1, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %[[P]], %arg0, %arg1 : tensor<2x3xi1>, tensor<2x3xf32>
// CHECK-NEXT: stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: stablehlo.dot_general %arg2, %arg2, contracting_dims = [0] x [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
// CHECK-NEXT: stablehlo.dot_general %arg4, %arg5, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<5x2x3xbf16>, tensor<5x3x4xbf16>) -> tensor<5x2x4xbf16>
// A transposing broadcast (dims = [2, 1]) is a transpose then an ordered broadcast.
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[T]], dims = [1, 2] : (tensor<3x2xf32>) -> tensor<4x3x2xf32>
// CHECK-NEXT: %[[H:.*]] = stablehlo.convert %[[B]] : (tensor<4x3x2xf32>) -> tensor<4x3x2xf16>
// CHECK-NEXT: %[[F:.*]] = stablehlo.convert %[[H]] : (tensor<4x3x2xf16>) -> tensor<4x3x2xf32>
// The optimization barrier is an identity.
// CHECK-NEXT: %[[B2:.*]] = stablehlo.broadcast_in_dim %[[S]], dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: return {{.*}}, %[[S]], {{.*}}, %[[B2]], %[[F]] :
