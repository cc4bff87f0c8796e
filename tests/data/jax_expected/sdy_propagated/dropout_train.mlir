module @jit_dropout_train attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<16x32xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32x16xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %0 = sdy.constant dense<32> : tensor<i32>
    %1 = stablehlo.shift_right_logical %arg4, %0 : tensor<i32>
    %2 = stablehlo.convert %1 : (tensor<i32>) -> tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = sdy.constant dense<-1> : tensor<i32>
    %5 = stablehlo.and %arg4, %4 : tensor<i32>
    %6 = stablehlo.convert %5 : (tensor<i32>) -> tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.concatenate %3, %7, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %9 = call @_threefry_split(%8) : (tensor<2xui32>) -> tensor<2x2xui32>
    %10 = stablehlo.slice %9 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %12 = stablehlo.slice %9 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
    %14 = sdy.constant dense<0.899999976> : tensor<f32>
    %15 = call @_bernoulli(%11, %14) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2xui32>, tensor<f32>) -> tensor<8x16xi1>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %17 = stablehlo.divide %arg0, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %18 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %19 = call @_where(%15, %17, %18) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %20 = stablehlo.dot_general %19, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %21 = call @relu(%20) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %23 = stablehlo.compare GT, %20, %22, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %24 = sdy.constant dense<8.000000e-01> : tensor<f32>
    %25 = call @_bernoulli_2(%13, %24) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<2xui32>, tensor<f32>) -> tensor<8x32xi1>
    %26 = stablehlo.broadcast_in_dim %24, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %27 = stablehlo.divide %21, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %28 = call @_where_6(%25, %27, %18) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %29 = stablehlo.dot_general %28, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %30 = stablehlo.subtract %29, %arg3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %31 = stablehlo.multiply %30, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %32 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %34 = stablehlo.multiply %33, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %35 = stablehlo.reduce(%31 init: %18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %36 = sdy.constant dense<1.280000e+02> : tensor<f32>
    %37 = stablehlo.divide %35, %36 : tensor<f32>
    %38 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.divide %38, %36 : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %41 = stablehlo.multiply %40, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %42 = stablehlo.dot_general %41, %28, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %44 = stablehlo.dot_general %41, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
    %45 = call @_where_7(%25, %44) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x32xi1>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %46 = stablehlo.divide %45, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %47 = stablehlo.select %23, %46, %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xi1>, tensor<8x32xf32>
    %48 = stablehlo.dot_general %47, %19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %50 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %52 = stablehlo.multiply %51, %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %53 = stablehlo.subtract %arg1, %52 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<16x32xf32>
    %54 = stablehlo.broadcast_in_dim %50, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x16xf32>
    %55 = stablehlo.multiply %54, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    %56 = stablehlo.subtract %arg2, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x16xf32>
    return %37, %53, %56 : tensor<f32>, tensor<16x32xf32>, tensor<32x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg0, %0 : tensor<i32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %6 = stablehlo.shift_left %arg2, %5 : tensor<2xui32>
    %7 = sdy.constant dense<32> : tensor<ui32>
    %8 = stablehlo.subtract %7, %3 : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %10 = stablehlo.shift_right_logical %arg2, %9 : tensor<2xui32>
    %11 = stablehlo.or %6, %10 : tensor<2xui32>
    %12 = stablehlo.xor %4, %11 : tensor<2xui32>
    %13 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.add %4, %12 : tensor<2xui32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %17 = stablehlo.shift_left %12, %16 : tensor<2xui32>
    %18 = stablehlo.subtract %7, %14 : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %20 = stablehlo.shift_right_logical %12, %19 : tensor<2xui32>
    %21 = stablehlo.or %17, %20 : tensor<2xui32>
    %22 = stablehlo.xor %15, %21 : tensor<2xui32>
    %23 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %24 = stablehlo.reshape %23 : (tensor<1xui32>) -> tensor<ui32>
    %25 = stablehlo.add %15, %22 : tensor<2xui32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %27 = stablehlo.shift_left %22, %26 : tensor<2xui32>
    %28 = stablehlo.subtract %7, %24 : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %30 = stablehlo.shift_right_logical %22, %29 : tensor<2xui32>
    %31 = stablehlo.or %27, %30 : tensor<2xui32>
    %32 = stablehlo.xor %25, %31 : tensor<2xui32>
    %33 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %34 = stablehlo.reshape %33 : (tensor<1xui32>) -> tensor<ui32>
    %35 = stablehlo.add %25, %32 : tensor<2xui32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %37 = stablehlo.shift_left %32, %36 : tensor<2xui32>
    %38 = stablehlo.subtract %7, %34 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %40 = stablehlo.shift_right_logical %32, %39 : tensor<2xui32>
    %41 = stablehlo.or %37, %40 : tensor<2xui32>
    %42 = stablehlo.xor %35, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %35, %43 : tensor<2xui32>
    %45 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %46 = stablehlo.add %42, %45 : tensor<2xui32>
    %47 = stablehlo.add %arg0, %0 : tensor<i32>
    %48 = stablehlo.convert %47 : (tensor<i32>) -> tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %50 = stablehlo.add %46, %49 : tensor<2xui32>
    return %1, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %0 = sdy.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %1 = sdy.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %3 = sdy.constant dense<466688986> : tensor<ui32>
    %4 = stablehlo.xor %2, %3 : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %6 = stablehlo.add %arg2, %5 : tensor<2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.add %arg3, %7 : tensor<2xui32>
    %9 = sdy.constant dense<0> : tensor<i32>
    %10:9 = stablehlo.while(%iterArg = %9, %iterArg_0 = %9, %iterArg_1 = %6, %iterArg_2 = %8, %iterArg_3 = %arg1, %iterArg_4 = %4, %iterArg_5 = %arg0, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %11 = sdy.constant dense<5> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg, %11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %11:8 = func.call @closed_call(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %12 = sdy.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg, %12 : tensor<i32>
      stablehlo.return %13, %11#0, %11#1, %11#2, %11#3, %11#4, %11#5, %11#6, %11#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %10#2, %10#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %5 = stablehlo.iota dim = 0 : tensor<2xui64>
    %6 = sdy.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.multiply %7, %4 : tensor<2xui64>
    %9 = stablehlo.multiply %7, %5 : tensor<2xui64>
    %10 = sdy.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %12 = stablehlo.shift_right_logical %8, %11 : tensor<2xui64>
    %13 = stablehlo.convert %9 : (tensor<2xui64>) -> tensor<2xui32>
    %14 = stablehlo.convert %12 : (tensor<2xui64>) -> tensor<2xui32>
    %15:2 = call @threefry2x32(%1, %3, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %18 : tensor<2x2xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg4: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg5: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg6: tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<i32>, tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg0, %0 : tensor<i32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.add %arg1, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %6 = stablehlo.shift_left %arg2, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %7 = sdy.constant dense<32> : tensor<ui32>
    %8 = stablehlo.subtract %7, %3 : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %10 = stablehlo.shift_right_logical %arg2, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %11 = stablehlo.or %6, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %12 = stablehlo.xor %4, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %13 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.add %4, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %17 = stablehlo.shift_left %12, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %18 = stablehlo.subtract %7, %14 : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %20 = stablehlo.shift_right_logical %12, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %21 = stablehlo.or %17, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %22 = stablehlo.xor %15, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %23 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %24 = stablehlo.reshape %23 : (tensor<1xui32>) -> tensor<ui32>
    %25 = stablehlo.add %15, %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %27 = stablehlo.shift_left %22, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %28 = stablehlo.subtract %7, %24 : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %30 = stablehlo.shift_right_logical %22, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %31 = stablehlo.or %27, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %32 = stablehlo.xor %25, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %33 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %34 = stablehlo.reshape %33 : (tensor<1xui32>) -> tensor<ui32>
    %35 = stablehlo.add %25, %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %37 = stablehlo.shift_left %32, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %38 = stablehlo.subtract %7, %34 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %40 = stablehlo.shift_right_logical %32, %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %41 = stablehlo.or %37, %40 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %42 = stablehlo.xor %35, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %43 = stablehlo.broadcast_in_dim %arg3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %44 = stablehlo.add %35, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %45 = stablehlo.broadcast_in_dim %arg4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %46 = stablehlo.add %42, %45 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %47 = stablehlo.add %arg0, %0 : tensor<i32>
    %48 = stablehlo.convert %47 : (tensor<i32>) -> tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %50 = stablehlo.add %46, %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    return %1, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg2: tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %1 = sdy.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %3 = sdy.constant dense<466688986> : tensor<ui32>
    %4 = stablehlo.xor %2, %3 : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %6 = stablehlo.add %arg2, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %8 = stablehlo.add %arg3, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %9 = sdy.constant dense<0> : tensor<i32>
    %10:9 = stablehlo.while(%iterArg = %9, %iterArg_0 = %9, %iterArg_1 = %6, %iterArg_2 = %8, %iterArg_3 = %arg1, %iterArg_4 = %4, %iterArg_5 = %arg0, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<i32>, tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, []>, <@mesh, []>, <@mesh, []>, <@mesh, [{}]>, <@mesh, [{}]>]>}
    cond {
      %11 = sdy.constant dense<5> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg, %11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %11:8 = func.call @closed_call_1(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, []>, <@mesh, []>, <@mesh, []>, <@mesh, [{}]>, <@mesh, [{}]>]>} : (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %12 = sdy.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg, %12 : tensor<i32>
      stablehlo.return %13, %11#0, %11#1, %11#2, %11#3, %11#4, %11#5, %11#6, %11#7 : tensor<i32>, tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %10#2, %10#3 : tensor<8x16xui32>, tensor<8x16xui32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %9 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %10 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %11 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %12 = sdy.constant dense<16> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %14 = stablehlo.multiply %13, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %15 = stablehlo.multiply %13, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %16 = sdy.constant dense<1> : tensor<ui64>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %18 = stablehlo.multiply %17, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %19 = stablehlo.multiply %17, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %20 = stablehlo.add %14, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %21 = stablehlo.add %15, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %22 = sdy.constant dense<32> : tensor<ui64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %24 = stablehlo.shift_right_logical %20, %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %25 = stablehlo.convert %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %26 = stablehlo.convert %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %27:2 = call @threefry2x32_0(%5, %7, %26, %25) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
    %28 = stablehlo.xor %27#0, %27#1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %29 = sdy.constant dense<9> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %31 = stablehlo.shift_right_logical %28, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %32 = sdy.constant dense<1065353216> : tensor<ui32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %34 = stablehlo.or %31, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %35 = stablehlo.bitcast_convert %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %36 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %38 = stablehlo.subtract %35, %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %39 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %41 = stablehlo.multiply %38, %40 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %42 = stablehlo.broadcast_in_dim %2, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %43 = stablehlo.add %41, %42 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %44 = stablehlo.broadcast_in_dim %2, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %45 = stablehlo.maximum %44, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    return %45 : tensor<8x16xf32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> (tensor<8x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %2 = call @_uniform(%arg0, %0, %1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.compare LT, %2, %3, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    return %4 : tensor<8x16xi1>
  }
  func.func private @_where(%arg0: tensor<8x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xi1>, tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %2 = stablehlo.maximum %arg0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    return %2 : tensor<8x32xf32>
  }
  func.func private @closed_call_5(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x32xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg2: tensor<8x32xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg3: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg4: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg5: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg6: tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<i32>, tensor<8x32xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x32xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg0, %0 : tensor<i32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.add %arg1, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %6 = stablehlo.shift_left %arg2, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %7 = sdy.constant dense<32> : tensor<ui32>
    %8 = stablehlo.subtract %7, %3 : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %10 = stablehlo.shift_right_logical %arg2, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %11 = stablehlo.or %6, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %12 = stablehlo.xor %4, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %13 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.add %4, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %17 = stablehlo.shift_left %12, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %18 = stablehlo.subtract %7, %14 : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %20 = stablehlo.shift_right_logical %12, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %21 = stablehlo.or %17, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %22 = stablehlo.xor %15, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %23 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %24 = stablehlo.reshape %23 : (tensor<1xui32>) -> tensor<ui32>
    %25 = stablehlo.add %15, %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %27 = stablehlo.shift_left %22, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %28 = stablehlo.subtract %7, %24 : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %30 = stablehlo.shift_right_logical %22, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %31 = stablehlo.or %27, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %32 = stablehlo.xor %25, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %33 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %34 = stablehlo.reshape %33 : (tensor<1xui32>) -> tensor<ui32>
    %35 = stablehlo.add %25, %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %37 = stablehlo.shift_left %32, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %38 = stablehlo.subtract %7, %34 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %40 = stablehlo.shift_right_logical %32, %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %41 = stablehlo.or %37, %40 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %42 = stablehlo.xor %35, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %43 = stablehlo.broadcast_in_dim %arg3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %44 = stablehlo.add %35, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %45 = stablehlo.broadcast_in_dim %arg4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %46 = stablehlo.add %42, %45 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %47 = stablehlo.add %arg0, %0 : tensor<i32>
    %48 = stablehlo.convert %47 : (tensor<i32>) -> tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %50 = stablehlo.add %46, %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    return %1, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg2: tensor<8x32xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg3: tensor<8x32xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x32xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<8x32xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = sdy.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %1 = sdy.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %3 = sdy.constant dense<466688986> : tensor<ui32>
    %4 = stablehlo.xor %2, %3 : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %6 = stablehlo.add %arg2, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %8 = stablehlo.add %arg3, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %9 = sdy.constant dense<0> : tensor<i32>
    %10:9 = stablehlo.while(%iterArg = %9, %iterArg_0 = %9, %iterArg_1 = %6, %iterArg_2 = %8, %iterArg_3 = %arg1, %iterArg_4 = %4, %iterArg_5 = %arg0, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<i32>, tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}]>, <@mesh, []>, <@mesh, []>, <@mesh, []>, <@mesh, [{}]>, <@mesh, [{}]>]>}
    cond {
      %11 = sdy.constant dense<5> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg, %11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %11:8 = func.call @closed_call_5(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}]>, <@mesh, []>, <@mesh, []>, <@mesh, []>, <@mesh, [{}]>, <@mesh, [{}]>]>} : (tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %12 = sdy.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg, %12 : tensor<i32>
      stablehlo.return %13, %11#0, %11#1, %11#2, %11#3, %11#4, %11#5, %11#6, %11#7 : tensor<i32>, tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %10#2, %10#3 : tensor<8x32xui32>, tensor<8x32xui32>
  }
  func.func private @_uniform_3(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui64>
    %9 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui64>
    %10 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui64>
    %11 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui64>
    %12 = sdy.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui64>) -> tensor<8x32xui64>
    %14 = stablehlo.multiply %13, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui64>
    %15 = stablehlo.multiply %13, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui64>
    %16 = sdy.constant dense<1> : tensor<ui64>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui64>) -> tensor<8x32xui64>
    %18 = stablehlo.multiply %17, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui64>
    %19 = stablehlo.multiply %17, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui64>
    %20 = stablehlo.add %14, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui64>
    %21 = stablehlo.add %15, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui64>
    %22 = stablehlo.shift_right_logical %20, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui64>
    %23 = stablehlo.convert %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x32xui64>) -> tensor<8x32xui32>
    %24 = stablehlo.convert %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x32xui64>) -> tensor<8x32xui32>
    %25:2 = call @threefry2x32_4(%5, %7, %24, %23) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>, tensor<ui32>, tensor<8x32xui32>, tensor<8x32xui32>) -> (tensor<8x32xui32>, tensor<8x32xui32>)
    %26 = stablehlo.xor %25#0, %25#1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %27 = sdy.constant dense<9> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %29 = stablehlo.shift_right_logical %26, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %30 = sdy.constant dense<1065353216> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<ui32>) -> tensor<8x32xui32>
    %32 = stablehlo.or %29, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xui32>
    %33 = stablehlo.bitcast_convert %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x32xui32>) -> tensor<8x32xf32>
    %34 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %36 = stablehlo.subtract %33, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %37 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %39 = stablehlo.multiply %36, %38 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %40 = stablehlo.broadcast_in_dim %2, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %41 = stablehlo.add %39, %40 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    %42 = stablehlo.broadcast_in_dim %2, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %43 = stablehlo.maximum %42, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xf32>
    return %43 : tensor<8x32xf32>
  }
  func.func private @_bernoulli_2(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> (tensor<8x32xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %2 = call @_uniform_3(%arg0, %0, %1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %4 = stablehlo.compare LT, %2, %3, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    return %4 : tensor<8x32xi1>
  }
  func.func private @_where_6(%arg0: tensor<8x32xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg2: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xi1>, tensor<8x32xf32>
    return %2 : tensor<8x32xf32>
  }
  func.func private @_where_7(%arg0: tensor<8x32xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xi1>, tensor<8x32xf32>
    return %2 : tensor<8x32xf32>
  }
}
