module @jit_orthogonal_init_projection attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<32x24xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<16x24xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = call @_orthogonal(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<2xui32>) -> tensor<32x24xf32>
    %1 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<32x24xf32>
    %3 = stablehlo.multiply %2, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x24xf32>
    %4 = stablehlo.dot_general %arg1, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<16x32xf32>, tensor<32x24xf32>) -> tensor<16x24xf32>
    return %3, %4 : tensor<32x24xf32>, tensor<16x24xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<32x24xui32>, %arg2: tensor<32x24xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32x24xui32>, tensor<32x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg0, %0 : tensor<i32>
    %2 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.add %arg1, %arg2 : tensor<32x24xui32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %6 = stablehlo.shift_left %arg2, %5 : tensor<32x24xui32>
    %7 = sdy.constant dense<32> : tensor<ui32>
    %8 = stablehlo.subtract %7, %3 : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %10 = stablehlo.shift_right_logical %arg2, %9 : tensor<32x24xui32>
    %11 = stablehlo.or %6, %10 : tensor<32x24xui32>
    %12 = stablehlo.xor %4, %11 : tensor<32x24xui32>
    %13 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.add %4, %12 : tensor<32x24xui32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %17 = stablehlo.shift_left %12, %16 : tensor<32x24xui32>
    %18 = stablehlo.subtract %7, %14 : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %20 = stablehlo.shift_right_logical %12, %19 : tensor<32x24xui32>
    %21 = stablehlo.or %17, %20 : tensor<32x24xui32>
    %22 = stablehlo.xor %15, %21 : tensor<32x24xui32>
    %23 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %24 = stablehlo.reshape %23 : (tensor<1xui32>) -> tensor<ui32>
    %25 = stablehlo.add %15, %22 : tensor<32x24xui32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %27 = stablehlo.shift_left %22, %26 : tensor<32x24xui32>
    %28 = stablehlo.subtract %7, %24 : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %30 = stablehlo.shift_right_logical %22, %29 : tensor<32x24xui32>
    %31 = stablehlo.or %27, %30 : tensor<32x24xui32>
    %32 = stablehlo.xor %25, %31 : tensor<32x24xui32>
    %33 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %34 = stablehlo.reshape %33 : (tensor<1xui32>) -> tensor<ui32>
    %35 = stablehlo.add %25, %32 : tensor<32x24xui32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %37 = stablehlo.shift_left %32, %36 : tensor<32x24xui32>
    %38 = stablehlo.subtract %7, %34 : tensor<ui32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %40 = stablehlo.shift_right_logical %32, %39 : tensor<32x24xui32>
    %41 = stablehlo.or %37, %40 : tensor<32x24xui32>
    %42 = stablehlo.xor %35, %41 : tensor<32x24xui32>
    %43 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %44 = stablehlo.add %35, %43 : tensor<32x24xui32>
    %45 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %46 = stablehlo.add %42, %45 : tensor<32x24xui32>
    %47 = stablehlo.add %arg0, %0 : tensor<i32>
    %48 = stablehlo.convert %47 : (tensor<i32>) -> tensor<ui32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %50 = stablehlo.add %46, %49 : tensor<32x24xui32>
    return %1, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32x24xui32>, tensor<32x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<32x24xui32>, %arg3: tensor<32x24xui32>) -> (tensor<32x24xui32>, tensor<32x24xui32>) {
    %0 = sdy.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %1 = sdy.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %2 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %3 = sdy.constant dense<466688986> : tensor<ui32>
    %4 = stablehlo.xor %2, %3 : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %6 = stablehlo.add %arg2, %5 : tensor<32x24xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %8 = stablehlo.add %arg3, %7 : tensor<32x24xui32>
    %9 = sdy.constant dense<0> : tensor<i32>
    %10:9 = stablehlo.while(%iterArg = %9, %iterArg_0 = %9, %iterArg_1 = %6, %iterArg_2 = %8, %iterArg_3 = %arg1, %iterArg_4 = %4, %iterArg_5 = %arg0, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<i32>, tensor<i32>, tensor<32x24xui32>, tensor<32x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %11 = sdy.constant dense<5> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg, %11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %11:8 = func.call @closed_call(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7) : (tensor<i32>, tensor<32x24xui32>, tensor<32x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32x24xui32>, tensor<32x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %12 = sdy.constant dense<1> : tensor<i32>
      %13 = stablehlo.add %iterArg, %12 : tensor<i32>
      stablehlo.return %13, %11#0, %11#1, %11#2, %11#3, %11#4, %11#5, %11#6, %11#7 : tensor<i32>, tensor<i32>, tensor<32x24xui32>, tensor<32x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %10#2, %10#3 : tensor<32x24xui32>, tensor<32x24xui32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<32x24xui64>
    %7 = stablehlo.iota dim = 0 : tensor<32x24xui64>
    %8 = stablehlo.iota dim = 1 : tensor<32x24xui64>
    %9 = stablehlo.iota dim = 1 : tensor<32x24xui64>
    %10 = sdy.constant dense<24> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui64>) -> tensor<32x24xui64>
    %12 = stablehlo.multiply %11, %6 : tensor<32x24xui64>
    %13 = stablehlo.multiply %11, %7 : tensor<32x24xui64>
    %14 = sdy.constant dense<1> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<ui64>) -> tensor<32x24xui64>
    %16 = stablehlo.multiply %15, %8 : tensor<32x24xui64>
    %17 = stablehlo.multiply %15, %9 : tensor<32x24xui64>
    %18 = stablehlo.add %12, %16 : tensor<32x24xui64>
    %19 = stablehlo.add %13, %17 : tensor<32x24xui64>
    %20 = sdy.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<ui64>) -> tensor<32x24xui64>
    %22 = stablehlo.shift_right_logical %18, %21 : tensor<32x24xui64>
    %23 = stablehlo.convert %19 : (tensor<32x24xui64>) -> tensor<32x24xui32>
    %24 = stablehlo.convert %22 : (tensor<32x24xui64>) -> tensor<32x24xui32>
    %25:2 = call @threefry2x32(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<32x24xui32>, tensor<32x24xui32>) -> (tensor<32x24xui32>, tensor<32x24xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<32x24xui32>
    %27 = sdy.constant dense<9> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %29 = stablehlo.shift_right_logical %26, %28 : tensor<32x24xui32>
    %30 = sdy.constant dense<1065353216> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui32>) -> tensor<32x24xui32>
    %32 = stablehlo.or %29, %31 : tensor<32x24xui32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<32x24xui32>) -> tensor<32x24xf32>
    %34 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<32x24xf32>
    %36 = stablehlo.subtract %33, %35 : tensor<32x24xf32>
    %37 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x24xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<32x24xf32>
    %40 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x24xf32>
    %41 = stablehlo.add %39, %40 : tensor<32x24xf32>
    %42 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x24xf32>
    %43 = stablehlo.maximum %42, %41 : tensor<32x24xf32>
    return %43 : tensor<32x24xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<32x24xf32> {
    %0 = sdy.constant dense<-0.99999994> : tensor<f32>
    %1 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %2 = call @_uniform(%arg0, %0, %1) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<32x24xf32>
    %3 = chlo.erf_inv %2 : tensor<32x24xf32> -> tensor<32x24xf32>
    %4 = sdy.constant dense<1.41421354> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<32x24xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<32x24xf32>
    return %6 : tensor<32x24xf32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<32x24xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<32x24xf32>
    return %0 : tensor<32x24xf32>
  }
  func.func private @qr(%arg0: tensor<32x24xf32>) -> (tensor<32x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<24x24xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=32, j=24, k=32, l=24, m=24}, custom>} : (tensor<32x24xf32>) -> (tensor<32x24xf32>, tensor<24xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=32, j=24, k=24, l=32, m=24}, custom>} : (tensor<32x24xf32>, tensor<24xf32>) -> tensor<32x24xf32>
    %2 = stablehlo.slice %0#0 [0:24, 0:24] : (tensor<32x24xf32>) -> tensor<24x24xf32>
    %3 = stablehlo.iota dim = 0 : tensor<24x24xi32>
    %4 = sdy.constant dense<-1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %6 = stablehlo.add %3, %5 : tensor<24x24xi32>
    %7 = stablehlo.iota dim = 1 : tensor<24x24xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %9 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %11 = stablehlo.select %8, %10, %2 : tensor<24x24xi1>, tensor<24x24xf32>
    return %1, %11 : tensor<32x24xf32>, tensor<24x24xf32>
  }
  func.func private @diagonal(%arg0: tensor<24x24xf32>) -> (tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %3 = sdy.constant dense<0> : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }, {
      %3 = sdy.constant dense<0> : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      %3 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<24xi32>
      %4 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<24xi32>
      %5 = sdy.constant dense<0> : tensor<i32>
      %6 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<i32>) -> tensor<24xi32>
      %7 = stablehlo.compare LT, %3, %6, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
      %8 = sdy.constant dense<24> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<i32>) -> tensor<24xi32>
      %10 = stablehlo.add %3, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<24xi32>
      %11 = stablehlo.select %7, %10, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<24xi1>, tensor<24xi32>
      %12 = stablehlo.compare LT, %4, %6, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
      %13 = stablehlo.add %4, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<24xi32>
      %14 = stablehlo.select %12, %13, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<24xi1>, tensor<24xi32>
      %15 = stablehlo.broadcast_in_dim %11, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<24xi32>) -> tensor<24x1xi32>
      %16 = stablehlo.broadcast_in_dim %14, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<24xi32>) -> tensor<24x1xi32>
      %17 = stablehlo.concatenate %15, %16, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<24x1xi32>, tensor<24x1xi32>) -> tensor<24x2xi32>
      %18 = "stablehlo.gather"(%arg0, %17) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<24x24xf32>, tensor<24x2xi32>) -> tensor<24xf32>
      stablehlo.return %18 : tensor<24xf32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<i32>) -> tensor<24xf32>
    return %2 : tensor<24xf32>
  }
  func.func private @_orthogonal(%arg0: tensor<2xui32>) -> (tensor<32x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = call @_normal(%arg0) : (tensor<2xui32>) -> tensor<32x24xf32>
    %1:2 = call @qr(%0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>, <@mesh, [{}, {}]>]>} : (tensor<32x24xf32>) -> (tensor<32x24xf32>, tensor<24x24xf32>)
    %2 = call @diagonal(%1#1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<24x24xf32>) -> tensor<24xf32>
    %3 = stablehlo.sign %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<24xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<24xf32>) -> tensor<1x24xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x24xf32>) -> tensor<32x24xf32>
    %6 = stablehlo.multiply %1#0, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x24xf32>
    return %6 : tensor<32x24xf32>
  }
}
