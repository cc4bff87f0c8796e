module @jit_random_mix attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xui8> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<32> : tensor<i32>
    %1 = stablehlo.shift_right_logical %arg1, %0 : tensor<i32>
    %2 = stablehlo.convert %1 : (tensor<i32>) -> tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = sdy.constant dense<-1> : tensor<i32>
    %5 = stablehlo.and %arg1, %4 : tensor<i32>
    %6 = stablehlo.convert %5 : (tensor<i32>) -> tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.concatenate %3, %7, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %9 = call @_threefry_split(%8) : (tensor<2xui32>) -> tensor<3x2xui32>
    %10 = stablehlo.slice %9 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %12 = stablehlo.slice %9 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
    %14 = stablehlo.slice %9 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %15 = stablehlo.reshape %14 : (tensor<1x2xui32>) -> tensor<2xui32>
    %16 = sdy.constant dense<-1.000000e+00> : tensor<f32>
    %17 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %18 = call @_uniform(%11, %16, %17) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %19 = sdy.constant dense<7> : tensor<ui32>
    %20 = call @_threefry_fold_in(%13, %19) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %21 = sdy.constant dense<0> : tensor<i32>
    %22 = sdy.constant dense<10> : tensor<i32>
    %23 = call @_randint(%20, %21, %22) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<8x16xi32>
    %24 = stablehlo.slice %15 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %25 = stablehlo.reshape %24 : (tensor<1xui32>) -> tensor<ui32>
    %26 = stablehlo.slice %15 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
    %28 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %29 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %30 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %31 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %32 = sdy.constant dense<16> : tensor<ui64>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %34 = stablehlo.multiply %33, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %35 = stablehlo.multiply %33, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %36 = sdy.constant dense<1> : tensor<ui64>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %38 = stablehlo.multiply %37, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %39 = stablehlo.multiply %37, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %40 = stablehlo.add %34, %38 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %41 = stablehlo.add %35, %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %42 = sdy.constant dense<32> : tensor<ui64>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %44 = stablehlo.shift_right_logical %40, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %45 = stablehlo.convert %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %46 = stablehlo.convert %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %47:2 = call @threefry2x32_0_6(%25, %27, %46, %45) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
    %48 = stablehlo.xor %47#0, %47#1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %49 = stablehlo.convert %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui32>) -> tensor<8x16xui8>
    %50 = call @_gumbel(%15) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2xui32>) -> tensor<8x16xf32>
    %51 = stablehlo.add %arg0, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %52 = stablehlo.multiply %arg0, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %53 = call @argmax(%51) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x16xf32>) -> tensor<8xi32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8xi32>) -> tensor<8x1xi32>
    %55 = stablehlo.convert %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x1xi32>) -> tensor<8x1xf32>
    %56 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %58 = stablehlo.multiply %57, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %59 = stablehlo.broadcast_in_dim %55, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %60 = stablehlo.add %59, %58 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    return %52, %23, %49, %60 : tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xui8>, tensor<8x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg0, %0 : tensor<i32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %6 = stablehlo.shift_left %arg2, %5 : tensor<3xui32>
    %7 = sdy.constant dense<32> : tensor<ui32>
    %8 = stablehlo.subtract %7, %3 : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %10 = stablehlo.shift_right_logical %arg2, %9 : tensor<3xui32>
    %11 = stablehlo.or %6, %10 : tensor<3xui32>
    %12 = stablehlo.xor %4, %11 : tensor<3xui32>
    %13 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.add %4, %12 : tensor<3xui32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %17 = stablehlo.shift_left %12, %16 : tensor<3xui32>
    %18 = stablehlo.subtract %7, %14 : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %20 = stablehlo.shift_right_logical %12, %19 : tensor<3xui32>
    %21 = stablehlo.or %17, %20 : tensor<3xui32>
    %22 = stablehlo.xor %15, %21 : tensor<3xui32>
    %23 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %24 = stablehlo.reshape %23 : (tensor<1xui32>) -> tensor<ui32>
    %25 = stablehlo.add %15, %22 : tensor<3xui32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %27 = stablehlo.shift_left %22, %26 : tensor<3xui32>
    %28 = stablehlo.subtract %7, %24 : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %30 = stablehlo.shift_right_logical %22, %29 : tensor<3xui32>
    %31 = stablehlo.or %27, %30 : tensor<3xui32>
    %32 = stablehlo.xor %25, %31 : tensor<3xui32>
    %33 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %34 = stablehlo.reshape %33 : (tensor<1xui32>) -> tensor<ui32>
    %35 = stablehlo.add %25, %32 : tensor<3xui32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %37 = stablehlo.shift_left %32, %36 : tensor<3xui32>
    %38 = stablehlo.subtract %7, %34 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %40 = stablehlo.shift_right_logical %32, %39 : tensor<3xui32>
    %41 = stablehlo.or %37, %40 : tensor<3xui32>
    %42 = stablehlo.xor %35, %41 : tensor<3xui32>
    %43 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.add %35, %43 : tensor<3xui32>
    %45 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %46 = stablehlo.add %42, %45 : tensor<3xui32>
    %47 = stablehlo.add %arg0, %0 : tensor<i32>
    %48 = stablehlo.convert %47 : (tensor<i32>) -> tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %50 = stablehlo.add %46, %49 : tensor<3xui32>
    return %1, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %0 = sdy.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %1 = sdy.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %3 = sdy.constant dense<466688986> : tensor<ui32>
    %4 = stablehlo.xor %2, %3 : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %6 = stablehlo.add %arg2, %5 : tensor<3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.add %arg3, %7 : tensor<3xui32>
    %9 = sdy.constant dense<0> : tensor<i32>
    %10:9 = stablehlo.while(%iterArg = %9, %iterArg_0 = %9, %iterArg_1 = %6, %iterArg_2 = %8, %iterArg_3 = %arg1, %iterArg_4 = %4, %iterArg_5 = %arg0, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %11 = sdy.constant dense<5> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg, %11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %11:8 = func.call @closed_call(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %12 = sdy.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg, %12 : tensor<i32>
      stablehlo.return %13, %11#0, %11#1, %11#2, %11#3, %11#4, %11#5, %11#6, %11#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %10#2, %10#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %5 = stablehlo.iota dim = 0 : tensor<3xui64>
    %6 = sdy.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.multiply %7, %4 : tensor<3xui64>
    %9 = stablehlo.multiply %7, %5 : tensor<3xui64>
    %10 = sdy.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %12 = stablehlo.shift_right_logical %8, %11 : tensor<3xui64>
    %13 = stablehlo.convert %9 : (tensor<3xui64>) -> tensor<3xui32>
    %14 = stablehlo.convert %12 : (tensor<3xui64>) -> tensor<3xui32>
    %15:2 = call @threefry2x32(%1, %3, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %18 : tensor<3x2xui32>
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
    %27:2 = call @threefry2x32_0_6(%5, %7, %26, %25) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
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
  func.func private @closed_call_3(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg0, %0 : tensor<i32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.shift_left %arg2, %5 : tensor<1xui32>
    %7 = sdy.constant dense<32> : tensor<ui32>
    %8 = stablehlo.subtract %7, %3 : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %10 = stablehlo.shift_right_logical %arg2, %9 : tensor<1xui32>
    %11 = stablehlo.or %6, %10 : tensor<1xui32>
    %12 = stablehlo.xor %4, %11 : tensor<1xui32>
    %13 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.add %4, %12 : tensor<1xui32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %17 = stablehlo.shift_left %12, %16 : tensor<1xui32>
    %18 = stablehlo.subtract %7, %14 : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %20 = stablehlo.shift_right_logical %12, %19 : tensor<1xui32>
    %21 = stablehlo.or %17, %20 : tensor<1xui32>
    %22 = stablehlo.xor %15, %21 : tensor<1xui32>
    %23 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %24 = stablehlo.reshape %23 : (tensor<1xui32>) -> tensor<ui32>
    %25 = stablehlo.add %15, %22 : tensor<1xui32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %27 = stablehlo.shift_left %22, %26 : tensor<1xui32>
    %28 = stablehlo.subtract %7, %24 : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %30 = stablehlo.shift_right_logical %22, %29 : tensor<1xui32>
    %31 = stablehlo.or %27, %30 : tensor<1xui32>
    %32 = stablehlo.xor %25, %31 : tensor<1xui32>
    %33 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %34 = stablehlo.reshape %33 : (tensor<1xui32>) -> tensor<ui32>
    %35 = stablehlo.add %25, %32 : tensor<1xui32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %37 = stablehlo.shift_left %32, %36 : tensor<1xui32>
    %38 = stablehlo.subtract %7, %34 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %40 = stablehlo.shift_right_logical %32, %39 : tensor<1xui32>
    %41 = stablehlo.or %37, %40 : tensor<1xui32>
    %42 = stablehlo.xor %35, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %35, %43 : tensor<1xui32>
    %45 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %46 = stablehlo.add %42, %45 : tensor<1xui32>
    %47 = stablehlo.add %arg0, %0 : tensor<i32>
    %48 = stablehlo.convert %47 : (tensor<i32>) -> tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %50 = stablehlo.add %46, %49 : tensor<1xui32>
    return %1, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %0 = sdy.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %1 = sdy.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %3 = sdy.constant dense<466688986> : tensor<ui32>
    %4 = stablehlo.xor %2, %3 : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.add %arg2, %5 : tensor<1xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.add %arg3, %7 : tensor<1xui32>
    %9 = sdy.constant dense<0> : tensor<i32>
    %10:9 = stablehlo.while(%iterArg = %9, %iterArg_0 = %9, %iterArg_1 = %6, %iterArg_2 = %8, %iterArg_3 = %arg1, %iterArg_4 = %4, %iterArg_5 = %arg0, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %11 = sdy.constant dense<5> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg, %11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %11:8 = func.call @closed_call_3(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %12 = sdy.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg, %12 : tensor<i32>
      stablehlo.return %13, %11#0, %11#1, %11#2, %11#3, %11#4, %11#5, %11#6, %11#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %10#2, %10#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %0 = sdy.constant dense<32> : tensor<ui32>
    %1 = stablehlo.shift_right_logical %arg1, %0 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = sdy.constant dense<4294967295> : tensor<ui32>
    %4 = stablehlo.and %arg1, %3 : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %7 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
    %11 = stablehlo.slice %6 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %12 = stablehlo.slice %6 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %13:2 = call @threefry2x32_2(%8, %10, %11, %12) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %14 = stablehlo.concatenate %13#0, %13#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %14 : tensor<2xui32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @clip_4(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @closed_call_7(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
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
  func.func private @threefry2x32_6(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
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
      %11:8 = func.call @closed_call_7(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %12 = sdy.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg, %12 : tensor<i32>
      stablehlo.return %13, %11#0, %11#1, %11#2, %11#3, %11#4, %11#5, %11#6, %11#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %10#2, %10#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @_threefry_split_5(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
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
    %15:2 = call @threefry2x32_6(%1, %3, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %18 : tensor<2x2xui32>
  }
  func.func private @_randint(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<8x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<2147483647> : tensor<i32>
    %1 = sdy.constant dense<-2147483648> : tensor<i32>
    %2 = call @clip(%0, %1, %0) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare GT, %arg2, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = call @clip_4(%arg1, %1, %0) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.convert %4 : tensor<i32>
    %6 = call @clip_4(%arg2, %1, %0) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = stablehlo.convert %6 : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %10 = call @_threefry_split_5(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %11 = stablehlo.slice %10 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.reshape %11 : (tensor<1x2xui32>) -> tensor<2xui32>
    %13 = stablehlo.slice %10 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %14 = stablehlo.reshape %13 : (tensor<1x2xui32>) -> tensor<2xui32>
    %15 = stablehlo.slice %12 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
    %17 = stablehlo.slice %12 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
    %19 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %20 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %21 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %22 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %23 = sdy.constant dense<16> : tensor<ui64>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %25 = stablehlo.multiply %24, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %26 = stablehlo.multiply %24, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %27 = sdy.constant dense<1> : tensor<ui64>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %29 = stablehlo.multiply %28, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %30 = stablehlo.multiply %28, %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %31 = stablehlo.add %25, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %32 = stablehlo.add %26, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %33 = sdy.constant dense<32> : tensor<ui64>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %35 = stablehlo.shift_right_logical %31, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %36 = stablehlo.convert %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %37 = stablehlo.convert %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %38:2 = call @threefry2x32_0_6(%16, %18, %37, %36) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
    %39 = stablehlo.xor %38#0, %38#1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %40 = stablehlo.slice %14 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %41 = stablehlo.reshape %40 : (tensor<1xui32>) -> tensor<ui32>
    %42 = stablehlo.slice %14 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %43 = stablehlo.reshape %42 : (tensor<1xui32>) -> tensor<ui32>
    %44 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %45 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %46 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %47 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %48 = stablehlo.multiply %24, %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %49 = stablehlo.multiply %24, %45 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %50 = stablehlo.multiply %28, %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %51 = stablehlo.multiply %28, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %52 = stablehlo.add %48, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %53 = stablehlo.add %49, %51 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %54 = stablehlo.shift_right_logical %52, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %55 = stablehlo.convert %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %56 = stablehlo.convert %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %57:2 = call @threefry2x32_0_6(%41, %43, %56, %55) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
    %58 = stablehlo.xor %57#0, %57#1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %59 = stablehlo.subtract %9, %8 : tensor<1x1xi32>
    %60 = stablehlo.convert %59 : (tensor<1x1xi32>) -> tensor<1x1xui32>
    %61 = stablehlo.compare LE, %9, %8, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %62 = sdy.constant dense<1> : tensor<ui32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %64 = stablehlo.select %61, %63, %60 : tensor<1x1xi1>, tensor<1x1xui32>
    %65 = stablehlo.compare GT, %9, %8, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %66 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %67 = stablehlo.and %66, %65 : tensor<1x1xi1>
    %68 = stablehlo.add %64, %63 : tensor<1x1xui32>
    %69 = stablehlo.select %67, %68, %64 : tensor<1x1xi1>, tensor<1x1xui32>
    %70 = sdy.constant dense<65536> : tensor<ui32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %72 = stablehlo.remainder %71, %69 : tensor<1x1xui32>
    %73 = stablehlo.multiply %72, %72 : tensor<1x1xui32>
    %74 = stablehlo.remainder %73, %69 : tensor<1x1xui32>
    %75 = stablehlo.broadcast_in_dim %69, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xui32>) -> tensor<8x16xui32>
    %76 = stablehlo.remainder %39, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %77 = stablehlo.broadcast_in_dim %74, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xui32>) -> tensor<8x16xui32>
    %78 = stablehlo.multiply %76, %77 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %79 = stablehlo.broadcast_in_dim %69, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xui32>) -> tensor<8x16xui32>
    %80 = stablehlo.remainder %58, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %81 = stablehlo.add %78, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %82 = stablehlo.broadcast_in_dim %69, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xui32>) -> tensor<8x16xui32>
    %83 = stablehlo.remainder %81, %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %84 = stablehlo.convert %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui32>) -> tensor<8x16xi32>
    %85 = stablehlo.broadcast_in_dim %8, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xi32>) -> tensor<8x16xi32>
    %86 = stablehlo.add %85, %84 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xi32>
    return %86 : tensor<8x16xi32>
  }
  func.func private @threefry2x32_0_6(%arg0: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<ui32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg2: tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x16xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
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
  func.func private @_uniform_8(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %8 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %9 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %10 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %11 = sdy.constant dense<16> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %13 = stablehlo.multiply %12, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %14 = stablehlo.multiply %12, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %15 = sdy.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %17 = stablehlo.multiply %16, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %18 = stablehlo.multiply %16, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %19 = stablehlo.add %13, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %20 = stablehlo.add %14, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %21 = sdy.constant dense<32> : tensor<ui64>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui64>) -> tensor<8x16xui64>
    %23 = stablehlo.shift_right_logical %19, %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui64>
    %24 = stablehlo.convert %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %25 = stablehlo.convert %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %26:2 = call @threefry2x32_0_6(%4, %6, %25, %24) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
    %27 = stablehlo.xor %26#0, %26#1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %28 = sdy.constant dense<9> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %30 = stablehlo.shift_right_logical %27, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %31 = sdy.constant dense<1065353216> : tensor<ui32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<8x16xui32>
    %33 = stablehlo.or %30, %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xui32>
    %34 = stablehlo.bitcast_convert %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %35 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %37 = stablehlo.subtract %34, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %38 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %40 = stablehlo.multiply %37, %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %41 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %42 = stablehlo.add %40, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %43 = stablehlo.broadcast_in_dim %1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %44 = stablehlo.maximum %43, %42 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    return %44 : tensor<8x16xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %1 = sdy.constant dense<1.17549435E-38> : tensor<f32>
    %2 = call @_uniform_8(%arg0, %0, %1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.log %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %4 = stablehlo.negate %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %5 = stablehlo.log %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %6 = stablehlo.negate %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    return %6 : tensor<8x16xf32>
  }
  func.func private @argmax(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xi32>
    %1 = sdy.constant dense<0xFF800000> : tensor<f32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3:2 = stablehlo.reduce(%arg0 init: %1), (%0 init: %2) across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>, <@mesh, [{"data"}]>]>} : (tensor<8x16xf32>, tensor<8x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %4 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.or %4, %5 : tensor<i1>
      %7 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = stablehlo.and %7, %8 : tensor<i1>
      %10 = stablehlo.or %6, %9 : tensor<i1>
      %11 = stablehlo.select %6, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %12 = stablehlo.select %10, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %11, %12 : tensor<f32>, tensor<i32>
    }
    return %3#1 : tensor<8xi32>
  }
}
