// chlo.top_k, reduce_precision and i8/ui16 values import as shardflow ops and re-emit as
// themselves (shardflow holds one top_k op per result; they are printed as the one chlo.top_k).
// RUN: shardflow-opt %s | filecheck %s
module @misc_narrow {
  func.func public @main(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xi8>) -> (tensor<4x3xf32>, tensor<4x3xi32>, tensor<4x16xf32>, tensor<4x16xui16>) {
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<4x16xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
    %0 = stablehlo.reduce_precision %arg0, format = e4m3 : tensor<4x16xf32>
    %c = stablehlo.constant dense<7> : tensor<i8>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<4x16xi8>
    %2 = stablehlo.multiply %arg1, %1 : tensor<4x16xi8>
    %3 = stablehlo.convert %2 : (tensor<4x16xi8>) -> tensor<4x16xui16>
    return %values, %indices, %0, %3 : tensor<4x3xf32>, tensor<4x3xi32>, tensor<4x16xf32>, tensor<4x16xui16>
  }
}
// CHECK-LABEL: func.func public @main(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xi8>)
// CHECK: %[[V:values.*]], %[[I:indices.*]] = chlo.top_k(%arg0, k = 3) : tensor<4x16xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
// CHECK-NOT: chlo.top_k
// CHECK: %[[P:.*]] = stablehlo.reduce_precision %arg0, format = e4m3 : tensor<4x16xf32>
// CHECK: stablehlo.constant dense<7> : tensor<i8>
// CHECK: %[[M:.*]] = stablehlo.multiply %arg1, %{{.*}} : tensor<4x16xi8>
// CHECK: %[[U:.*]] = stablehlo.convert %[[M]] : (tensor<4x16xi8>) -> tensor<4x16xui16>
// CHECK: return %[[V]], %[[I]], %[[P]], %[[U]] : tensor<4x3xf32>, tensor<4x3xi32>, tensor<4x16xf32>, tensor<4x16xui16>
