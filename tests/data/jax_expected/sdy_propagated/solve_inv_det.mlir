module @jit_solve_inv_det attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x6x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6x2xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x6x6xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<4xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0:2 = call @slogdet(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>, <@mesh, [{"data"}]>]>} : (tensor<4x6x6xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %1 = call @solve(%arg0, %arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>, tensor<4x6x2xf32>) -> tensor<4x6x2xf32>
    %2 = call @inv(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %3 = stablehlo.multiply %0#0, %0#1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xf32>
    %4 = call @det(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x6x6xf32>) -> tensor<4xf32>
    return %1, %2, %3, %4 : tensor<4x6x2xf32>, tensor<4x6x6xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x6xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg2: tensor<4x6xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<i32>, tensor<4x6xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %0 : tensor<i32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.convert %arg1 : tensor<i32>
    %5 = sdy.constant dense<6> : tensor<i32>
    %6 = stablehlo.add %4, %5 : tensor<i32>
    %7 = stablehlo.select %3, %6, %arg1 : tensor<i1>, tensor<i32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = "stablehlo.gather"(%arg0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 4, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<1xi32>) -> tensor<4x1xi32>
    %10 = stablehlo.reshape %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x1xi32>) -> tensor<4xi32>
    %11 = stablehlo.compare LT, %arg1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = stablehlo.convert %arg1 : tensor<i32>
    %13 = stablehlo.add %12, %5 : tensor<i32>
    %14 = stablehlo.select %11, %13, %arg1 : tensor<i1>, tensor<i32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.gather"(%arg2, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 4, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<1xi32>) -> tensor<4x1xi32>
    %17 = stablehlo.reshape %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x1xi32>) -> tensor<4xi32>
    %18 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %19 = stablehlo.compare LT, %10, %18, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %20 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %21 = stablehlo.add %10, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi32>
    %22 = stablehlo.select %19, %21, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi1>, tensor<4xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xi32>) -> tensor<4x1xi32>
    %24 = "stablehlo.gather"(%arg2, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %25 = stablehlo.reshape %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x1xi32>) -> tensor<4xi32>
    %26 = stablehlo.compare LT, %arg1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %27 = stablehlo.add %arg1, %5 : tensor<i32>
    %28 = stablehlo.select %26, %27, %arg1 : tensor<i1>, tensor<i32>
    %29 = stablehlo.convert %28 : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %31 = "stablehlo.scatter"(%arg2, %30, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<1xi32>, tensor<4xi32>) -> tensor<4x6xi32>
    %32 = stablehlo.compare LT, %10, %18, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %33 = stablehlo.add %10, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi32>
    %34 = stablehlo.select %32, %33, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi1>, tensor<4xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xi32>) -> tensor<4x1xi32>
    %36 = "stablehlo.scatter"(%31, %35, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<4x6xi32>
    return %1, %36 : tensor<i32>, tensor<4x6xi32>
  }
  func.func private @diagonal(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.iota dim = 0 : tensor<6xi32>
    %1 = stablehlo.iota dim = 0 : tensor<6xi32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.compare LT, %0, %3, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %5 = sdy.constant dense<6> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %7 = stablehlo.add %0, %6 : tensor<6xi32>
    %8 = stablehlo.select %4, %7, %0 : tensor<6xi1>, tensor<6xi32>
    %9 = stablehlo.compare LT, %1, %3, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %10 = stablehlo.add %1, %6 : tensor<6xi32>
    %11 = stablehlo.select %9, %10, %1 : tensor<6xi1>, tensor<6xi32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6x6xf32>, tensor<6x2xi32>) -> tensor<4x6xf32>
    return %15 : tensor<4x6xf32>
  }
  func.func private @count_nonzero(%arg0: tensor<4x6xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0 = sdy.constant dense<false> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i1>) -> tensor<4x6xi1>
    %2 = stablehlo.compare NE, %arg0, %1, UNSIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %3 = stablehlo.convert %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi1>) -> tensor<4x6xi32>
    %4 = sdy.constant dense<0> : tensor<i32>
    %5 = stablehlo.reduce(%3 init: %4) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32>
    return %5 : tensor<4xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @remainder(%arg0: tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %0, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = sdy.constant dense<1> : tensor<i32>
    %4 = call @_where(%2, %3, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.remainder %arg0, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi32>
    %7 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare NE, %6, %7, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %9 = stablehlo.compare LT, %6, %7, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %10 = stablehlo.compare LT, %4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i1>) -> tensor<4xi1>
    %12 = stablehlo.compare NE, %9, %11, UNSIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %13 = stablehlo.and %12, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi1>
    %14 = stablehlo.add %6, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi32>
    %15 = stablehlo.select %13, %14, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi1>, tensor<4xi32>
    return %15 : tensor<4xi32>
  }
  func.func private @_where_0(%arg0: tensor<4xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg2: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi1>, tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @slogdet(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=4, j=6, k=6, l=6, m=6, n=6}, custom>} : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4xi32>)
    %1 = sdy.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %3 = stablehlo.subtract %0#1, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %4 = sdy.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare GE, %0#2, %5, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4xi1>) -> tensor<4x1x1xi1>
    %8 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x6x6xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x1x1xi1>) -> tensor<4x6x6xi1>
    %11 = stablehlo.select %10, %0#0, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xi1>, tensor<4x6x6xf32>
    %12 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %13:4 = stablehlo.while(%iterArg = %3, %iterArg_0 = %4, %iterArg_1 = %4, %iterArg_2 = %12) : tensor<4x6xi32>, tensor<i32>, tensor<i32>, tensor<4x6xi32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {}]>]>}
    cond {
      %45 = sdy.constant dense<6> : tensor<i32>
      %46 = stablehlo.compare LT, %iterArg_0, %45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %46 : tensor<i1>
    } do {
      %45:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<i32>, tensor<4x6xi32>) -> (tensor<i32>, tensor<4x6xi32>)
      %46 = sdy.constant dense<1> : tensor<i32>
      %47 = stablehlo.add %iterArg_0, %46 : tensor<i32>
      stablehlo.return %iterArg, %47, %45#0, %45#1 : tensor<4x6xi32>, tensor<i32>, tensor<i32>, tensor<4x6xi32>
    }
    %14 = call @diagonal(%11) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6x6xf32>) -> tensor<4x6xf32>
    %15 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x6xf32>
    %17 = stablehlo.compare EQ, %14, %16, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %18 = sdy.constant dense<false> : tensor<i1>
    %19 = stablehlo.reduce(%17 init: %18) applies stablehlo.or across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x6xi1>, tensor<i1>) -> tensor<4xi1>
    %20 = stablehlo.iota dim = 0 : tensor<6xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<6xi32>) -> tensor<1x6xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x6xi32>) -> tensor<4x6xi32>
    %23 = stablehlo.compare NE, %3, %22, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %24 = call @count_nonzero(%23) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x6xi1>) -> tensor<4xi32>
    %25 = stablehlo.compare LT, %14, %16, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %26 = call @count_nonzero(%25) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x6xi1>) -> tensor<4xi32>
    %27 = stablehlo.add %24, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi32>
    %28 = sdy.constant dense<2> : tensor<i32>
    %29 = call @remainder(%27, %28) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %30 = sdy.constant dense<-2> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %32 = stablehlo.multiply %31, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi32>
    %33 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %34 = stablehlo.add %32, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi32>
    %35 = stablehlo.convert %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>) -> tensor<4xf32>
    %36 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.multiply %37, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xf32>
    %39 = call @_where_0(%19, %15, %38) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    %40 = stablehlo.abs %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xf32>
    %41 = stablehlo.log %40 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xf32>
    %42 = stablehlo.reduce(%41 init: %15) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %43 = sdy.constant dense<0xFF800000> : tensor<f32>
    %44 = call @_where_0(%19, %43, %42) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    return %39, %44 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @_lu_solve(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x6xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<4x2x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x2x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x2x6xf32>) -> tensor<4x2x6x1xf32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %3 = stablehlo.compare LT, %arg1, %2, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %4 = sdy.constant dense<6> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %6 = stablehlo.add %arg1, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %7 = stablehlo.select %3, %6, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi1>, tensor<4x6xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6xi32>) -> tensor<4x6x1xi32>
    %9 = "stablehlo.gather"(%0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x2x6x1xf32>, tensor<4x6x1xi32>) -> tensor<4x2x6x1xf32>
    %10 = stablehlo.transpose %9, dims = [0, 2, 3, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x2x6x1xf32>) -> tensor<4x6x1x2xf32>
    %11 = stablehlo.reshape %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x1x2xf32>) -> tensor<4x6x2xf32>
    %12 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %11) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=6, k=6, l=6, m=2, n=6, o=2}, custom>} : (tensor<4x6x6xf32>, tensor<4x6x2xf32>) -> tensor<4x6x2xf32>
    %13 = stablehlo.reshape %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x2xf32>) -> tensor<4x6x1x2xf32>
    %14 = stablehlo.reshape %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x1x2xf32>) -> tensor<4x6x2xf32>
    %15 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %14) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=6, k=6, l=6, m=2, n=6, o=2}, custom>} : (tensor<4x6x6xf32>, tensor<4x6x2xf32>) -> tensor<4x6x2xf32>
    %16 = stablehlo.reshape %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x2xf32>) -> tensor<4x6x1x2xf32>
    %17 = stablehlo.transpose %16, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x1x2xf32>) -> tensor<4x2x6x1xf32>
    %18 = stablehlo.reshape %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x2x6x1xf32>) -> tensor<4x2x6xf32>
    return %18 : tensor<4x2x6xf32>
  }
  func.func private @solve(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x6x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=4, j=6, k=6, l=6, m=6, n=6}, custom>} : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4xi32>)
    %1 = sdy.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %3 = stablehlo.subtract %0#1, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %4 = sdy.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare GE, %0#2, %5, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4xi1>) -> tensor<4x1x1xi1>
    %8 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x6x6xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x1x1xi1>) -> tensor<4x6x6xi1>
    %11 = stablehlo.select %10, %0#0, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xi1>, tensor<4x6x6xf32>
    %12 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %13:4 = stablehlo.while(%iterArg = %3, %iterArg_0 = %4, %iterArg_1 = %4, %iterArg_2 = %12) : tensor<4x6xi32>, tensor<i32>, tensor<i32>, tensor<4x6xi32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {}]>]>}
    cond {
      %17 = sdy.constant dense<6> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg_0, %17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %17:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<i32>, tensor<4x6xi32>) -> (tensor<i32>, tensor<4x6xi32>)
      %18 = sdy.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg_0, %18 : tensor<i32>
      stablehlo.return %iterArg, %19, %17#0, %17#1 : tensor<4x6xi32>, tensor<i32>, tensor<i32>, tensor<4x6xi32>
    }
    %14 = stablehlo.transpose %arg1, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x2xf32>) -> tensor<4x2x6xf32>
    %15 = call @_lu_solve(%11, %13#3, %14) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4x2x6xf32>) -> tensor<4x2x6xf32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x2x6xf32>) -> tensor<4x6x2xf32>
    return %16 : tensor<4x6x2xf32>
  }
  func.func private @_lu_solve_2(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x6xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x6xf32>) -> tensor<4x6x6x1xf32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %3 = stablehlo.compare LT, %arg1, %2, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %4 = sdy.constant dense<6> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %6 = stablehlo.add %arg1, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %7 = stablehlo.select %3, %6, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi1>, tensor<4x6xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6xi32>) -> tensor<4x6x1xi32>
    %9 = "stablehlo.gather"(%0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6, 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x6x1xf32>, tensor<4x6x1xi32>) -> tensor<4x6x6x1xf32>
    %10 = stablehlo.transpose %9, dims = [0, 2, 3, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x6x1xf32>) -> tensor<4x6x1x6xf32>
    %11 = stablehlo.reshape %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x1x6xf32>) -> tensor<4x6x6xf32>
    %12 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %11) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=6, k=6, l=6, m=6, n=6, o=6}, custom>} : (tensor<4x6x6xf32>, tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %13 = stablehlo.reshape %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x6xf32>) -> tensor<4x6x1x6xf32>
    %14 = stablehlo.reshape %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x1x6xf32>) -> tensor<4x6x6xf32>
    %15 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %14) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=6, k=6, l=6, m=6, n=6, o=6}, custom>} : (tensor<4x6x6xf32>, tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %16 = stablehlo.reshape %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x6xf32>) -> tensor<4x6x1x6xf32>
    %17 = stablehlo.transpose %16, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x1x6xf32>) -> tensor<4x6x6x1xf32>
    %18 = stablehlo.reshape %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6x1xf32>) -> tensor<4x6x6xf32>
    return %18 : tensor<4x6x6xf32>
  }
  func.func private @solve_1(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=4, j=6, k=6, l=6, m=6, n=6}, custom>} : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4xi32>)
    %1 = sdy.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %3 = stablehlo.subtract %0#1, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %4 = sdy.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare GE, %0#2, %5, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4xi1>) -> tensor<4x1x1xi1>
    %8 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x6x6xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x1x1xi1>) -> tensor<4x6x6xi1>
    %11 = stablehlo.select %10, %0#0, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xi1>, tensor<4x6x6xf32>
    %12 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %13:4 = stablehlo.while(%iterArg = %3, %iterArg_0 = %4, %iterArg_1 = %4, %iterArg_2 = %12) : tensor<4x6xi32>, tensor<i32>, tensor<i32>, tensor<4x6xi32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {}]>]>}
    cond {
      %17 = sdy.constant dense<6> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg_0, %17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %17:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<i32>, tensor<4x6xi32>) -> (tensor<i32>, tensor<4x6xi32>)
      %18 = sdy.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg_0, %18 : tensor<i32>
      stablehlo.return %iterArg, %19, %17#0, %17#1 : tensor<4x6xi32>, tensor<i32>, tensor<i32>, tensor<4x6xi32>
    }
    %14 = stablehlo.transpose %arg1, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %15 = call @_lu_solve_2(%11, %13#3, %14) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    return %16 : tensor<4x6x6xf32>
  }
  func.func private @inv(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %1 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %4 = stablehlo.add %0, %3 : tensor<6x6xi32>
    %5 = stablehlo.compare EQ, %4, %1, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %6 = stablehlo.convert %5 : (tensor<6x6xi1>) -> tensor<6x6xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<6x6xf32>) -> tensor<4x6x6xf32>
    %8 = call @solve_1(%arg0, %7) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>, tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    return %8 : tensor<4x6x6xf32>
  }
  func.func private @det(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0:2 = call @slogdet(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>, <@mesh, [{"data"}]>]>} : (tensor<4x6x6xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %1 = stablehlo.exponential %0#1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xf32>
    %2 = stablehlo.multiply %0#0, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}
