module @jit_dropout attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<32> : tensor<i32>
    %1 = stablehlo.shift_right_logical %arg1, %0 : tensor<i32>
    %2 = stablehlo.convert %1 : (tensor<i32>) -> tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = sdy.constant dense<-1> : tensor<i32>
    %5 = stablehlo.and %arg1, %4 : tensor<i32>
    %6 = stablehlo.convert %5 : (tensor<i32>) -> tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.concatenate %3, %7, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %9 = sdy.constant dense<0.899999976> : tensor<f32>
    %10 = call @_bernoulli(%8, %9) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2xui32>, tensor<f32>) -> tensor<8x16xi1>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %12 = stablehlo.divide %arg0, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %13 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %14 = call @_where(%10, %12, %13) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    return %14 : tensor<8x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg4: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg5: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg6: tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<i32>, tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
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
  func.func private @threefry2x32(%arg0: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg2: tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
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
      %11:8 = func.call @closed_call(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, []>, <@mesh, []>, <@mesh, []>, <@mesh, [{}]>, <@mesh, [{}]>]>} : (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
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
    %27:2 = call @threefry2x32(%5, %7, %26, %25) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
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
}
