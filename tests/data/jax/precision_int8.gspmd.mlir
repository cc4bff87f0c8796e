module @jit_precision_int8 attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg1: tensor<8x16xi8> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) -> (tensor<8x16xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<8x16xi8> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<8x16xi16> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<8x16xui16> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[2,1]<=[2]}"}, tensor<8x16xi8> {jax.result_info = "result[4]", mhlo.sharding = "{devices=[2,1]<=[2]}"}) {
    %cst = stablehlo.constant dense<1.000000e+03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x16xf32>
    %2 = stablehlo.reduce_precision %1, format = e5m10 : tensor<8x16xf32>
    %3 = stablehlo.reduce_precision %arg0, format = e8m7 : tensor<8x16xf32>
    %4 = stablehlo.reduce_precision %arg0, format = e4m3 : tensor<8x16xf32>
    %5 = stablehlo.abs %arg0 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %7 = stablehlo.divide %6, %cst_1 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %9 = stablehlo.divide %arg0, %8 : tensor<8x16xf32>
    %10 = call @round(%9) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_2 = stablehlo.constant dense<127> : tensor<i32>
    %11 = call @clip(%10, %c, %c_2) : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %12 = stablehlo.convert %11 : (tensor<8x16xf32>) -> tensor<8x16xi8>
    %13 = stablehlo.convert %12 : (tensor<8x16xi8>) -> tensor<8x16xi16>
    %14 = stablehlo.convert %arg1 : (tensor<8x16xi8>) -> tensor<8x16xi16>
    %15 = stablehlo.multiply %13, %14 : tensor<8x16xi16>
    %c_3 = stablehlo.constant dense<300> : tensor<i16>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i16>) -> tensor<8x16xi16>
    %17 = stablehlo.add %15, %16 : tensor<8x16xi16>
    %18 = stablehlo.convert %arg1 : (tensor<8x16xi8>) -> tensor<8x16xui8>
    %c_4 = stablehlo.constant dense<7> : tensor<ui8>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui8>) -> tensor<8x16xui8>
    %20 = stablehlo.add %18, %19 : tensor<8x16xui8>
    %21 = stablehlo.convert %20 : (tensor<8x16xui8>) -> tensor<8x16xui16>
    %c_5 = stablehlo.constant dense<3> : tensor<ui16>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui16>) -> tensor<8x16xui16>
    %23 = stablehlo.multiply %21, %22 : tensor<8x16xui16>
    %24 = stablehlo.add %2, %3 : tensor<8x16xf32>
    %25 = stablehlo.add %24, %4 : tensor<8x16xf32>
    %c_6 = stablehlo.constant dense<3> : tensor<i8>
    %26 = call @floor_divide(%arg1, %c_6) : (tensor<8x16xi8>, tensor<i8>) -> tensor<8x16xi8>
    %c_7 = stablehlo.constant dense<2> : tensor<i8>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i8>) -> tensor<8x16xi8>
    %28 = stablehlo.multiply %26, %27 : tensor<8x16xi8>
    return %25, %12, %17, %23, %28 : tensor<8x16xf32>, tensor<8x16xi8>, tensor<8x16xi16>, tensor<8x16xui16>, tensor<8x16xi8>
  }
  func.func private @round(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func private @clip(%arg0: tensor<8x16xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x16xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x16xf32>
    return %5 : tensor<8x16xf32>
  }
  func.func private @floor_divide(%arg0: tensor<8x16xi8>, %arg1: tensor<i8>) -> tensor<8x16xi8> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i8>) -> tensor<8x16xi8>
    %1 = stablehlo.divide %arg0, %0 : tensor<8x16xi8>
    %2 = stablehlo.sign %arg0 : tensor<8x16xi8>
    %3 = stablehlo.sign %arg1 : tensor<i8>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i8>) -> tensor<8x16xi8>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<8x16xi8>, tensor<8x16xi8>) -> tensor<8x16xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i8>) -> tensor<8x16xi8>
    %7 = stablehlo.remainder %arg0, %6 : tensor<8x16xi8>
    %c = stablehlo.constant dense<0> : tensor<i8>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<8x16xi8>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<8x16xi8>, tensor<8x16xi8>) -> tensor<8x16xi1>
    %10 = stablehlo.and %5, %9 : tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i8>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i8>) -> tensor<8x16xi8>
    %12 = stablehlo.subtract %1, %11 : tensor<8x16xi8>
    %13 = call @_where(%10, %12, %1) : (tensor<8x16xi1>, tensor<8x16xi8>, tensor<8x16xi8>) -> tensor<8x16xi8>
    return %13 : tensor<8x16xi8>
  }
  func.func private @_where(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xi8>, %arg2: tensor<8x16xi8>) -> tensor<8x16xi8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x16xi1>, tensor<8x16xi8>
    return %0 : tensor<8x16xi8>
  }
}
