// 7 rows over 4 devices: padded to 8, blocks of 2 (device 3 holds row 6 and one padding row).
// Before the sum over the padded dim, rows >= 7 are replaced by 0 (the add identity) with
// iota < 7 + select; each device's iota piece is its own slice of the padded rows.
// RUN: shardflow-opt %s --partition | filecheck %s
module @uneven attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<7x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.exponential %arg0 : tensor<7x3xf32>
    %1 = stablehlo.reduce(%0 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<7x3xf32>, tensor<f32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: %arg0: tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}
// CHECK-SAME: -> (tensor<3xf32>
// CHECK: %[[E:.*]] = stablehlo.exponential %arg0 : tensor<2x3xf32>
// CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<8xi32>
// CHECK: %[[REAL:.*]] = stablehlo.constant dense<7> : tensor<i32>
// CHECK: %[[LIM:.*]] = stablehlo.broadcast_in_dim %[[REAL]], dims = [] : (tensor<i32>) -> tensor<2xi32>
// CHECK: stablehlo.constant dense<[0, 2, 4, 6]> : tensor<4xi64>
// CHECK: %[[MINE:.*]] = stablehlo.dynamic_slice %[[IOTA]], %{{.*}}, sizes = [2] : (tensor<8xi32>, tensor<i64>) -> tensor<2xi32>
// CHECK: %[[KEEP:.*]] = stablehlo.compare LT, %[[MINE]], %[[LIM]] : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
// CHECK: %[[KEEP2:.*]] = stablehlo.broadcast_in_dim %[[KEEP]], dims = [0] : (tensor<2xi1>) -> tensor<2x3xi1>
// CHECK: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK: %[[FILL:.*]] = stablehlo.broadcast_in_dim %[[ZERO]], dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK: %[[M:.*]] = stablehlo.select %[[KEEP2]], %[[E]], %[[FILL]] : tensor<2x3xi1>, tensor<2x3xf32>
// CHECK: %[[R:.*]] = stablehlo.reduce(%[[M]] init: %{{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
// CHECK-NEXT: "stablehlo.all_reduce"(%[[R]])
// CHECK: }) : (tensor<3xf32>) -> tensor<3xf32>
