module @jit_lu_and_upper_cholesky attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x5x5xf32> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg1: tensor<8x5x4xf32> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg2: tensor<8x5x5xf32> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}) -> (tensor<8x5x5xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, tensor<8x5xi32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<8x5x4xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, tensor<8x5x5xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<8x5x5xf32>) -> (tensor<8x5x5xf32>, tensor<8x5xi32>, tensor<8xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x5xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<8x5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xi1>) -> tensor<8x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x5x5xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<8x1x1xi1>) -> tensor<8x5x5xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<8x5x5xi1>, tensor<8x5x5xf32>
    %9 = stablehlo.iota dim = 1 : tensor<8x5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_4 = %c_2, %iterArg_5 = %c_1, %iterArg_6 = %9) : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32>
    cond {
      %c_7 = stablehlo.constant dense<5> : tensor<i32>
      %17 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %17 : tensor<i1>
    } do {
      %17:2 = func.call @closed_call(%iterArg, %iterArg_5, %iterArg_6) : (tensor<8x5xi32>, tensor<i32>, tensor<8x5xi32>) -> (tensor<i32>, tensor<8x5xi32>)
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg_4, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %18, %17#0, %17#1 : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32>
    }
    %11:2 = call @lu_factor(%arg0) : (tensor<8x5x5xf32>) -> (tensor<8x5x5xf32>, tensor<8x5xi32>)
    %12 = call @lu_solve(%11#0, %11#1, %arg1) : (tensor<8x5x5xf32>, tensor<8x5xi32>, tensor<8x5x4xf32>) -> tensor<8x5x4xf32>
    %c_3 = stablehlo.constant dense<10> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x5xi32>
    %14 = stablehlo.multiply %13, %10#3 : tensor<8x5xi32>
    %15 = stablehlo.add %2, %14 : tensor<8x5xi32>
    %16 = call @_cholesky(%arg2) : (tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    return %8, %15, %12, %16 : tensor<8x5x5xf32>, tensor<8x5xi32>, tensor<8x5x4xf32>, tensor<8x5x5xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x5xi32>, %arg1: tensor<i32>, %arg2: tensor<8x5xi32>) -> (tensor<i32>, tensor<8x5xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.add %2, %c_1 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 8, 1>}> : (tensor<8x5xi32>, tensor<1xi32>) -> tensor<8x1xi32>
    %7 = stablehlo.reshape %6 : (tensor<8x1xi32>) -> tensor<8xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.convert %arg1 : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.add %9, %c_3 : tensor<i32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<i1>, tensor<i32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = "stablehlo.gather"(%arg2, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 8, 1>}> : (tensor<8x5xi32>, tensor<1xi32>) -> tensor<8x1xi32>
    %14 = stablehlo.reshape %13 : (tensor<8x1xi32>) -> tensor<8xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %16 = stablehlo.compare LT, %7, %15, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %18 = stablehlo.add %7, %17 : tensor<8xi32>
    %19 = stablehlo.select %16, %18, %7 : tensor<8xi1>, tensor<8xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %21 = "stablehlo.gather"(%arg2, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<8x5xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %22 = stablehlo.reshape %21 : (tensor<8x1xi32>) -> tensor<8xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %24 = stablehlo.add %arg1, %c_7 : tensor<i32>
    %25 = stablehlo.select %23, %24, %arg1 : tensor<i1>, tensor<i32>
    %26 = stablehlo.convert %25 : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%arg2, %27, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<8x5xi32>, tensor<1xi32>, tensor<8xi32>) -> tensor<8x5xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %30 = stablehlo.compare LT, %7, %29, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %32 = stablehlo.add %7, %31 : tensor<8xi32>
    %33 = stablehlo.select %30, %32, %7 : tensor<8xi1>, tensor<8xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %35 = "stablehlo.scatter"(%28, %34, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<8x5xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8x5xi32>
    return %0, %35 : tensor<i32>, tensor<8x5xi32>
  }
  func.func private @lu_factor(%arg0: tensor<8x5x5xf32>) -> (tensor<8x5x5xf32>, tensor<8x5xi32>) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<8x5x5xf32>) -> (tensor<8x5x5xf32>, tensor<8x5xi32>, tensor<8xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x5xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<8x5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xi1>) -> tensor<8x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x5x5xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<8x1x1xi1>) -> tensor<8x5x5xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<8x5x5xi1>, tensor<8x5x5xf32>
    %9 = stablehlo.iota dim = 1 : tensor<8x5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32>
    cond {
      %c_6 = stablehlo.constant dense<5> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %11:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_5) : (tensor<8x5xi32>, tensor<i32>, tensor<8x5xi32>) -> (tensor<i32>, tensor<8x5xi32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %12, %11#0, %11#1 : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32>
    }
    return %8, %2 : tensor<8x5x5xf32>, tensor<8x5xi32>
  }
  func.func private @lu_solve(%arg0: tensor<8x5x5xf32>, %arg1: tensor<8x5xi32>, %arg2: tensor<8x5x4xf32>) -> tensor<8x5x4xf32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %0) : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32>
    cond {
      %c_4 = stablehlo.constant dense<5> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (tensor<8x5xi32>, tensor<i32>, tensor<8x5xi32>) -> (tensor<i32>, tensor<8x5xi32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %4, %3#0, %3#1 : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32>
    }
    %2 = call @_lu_solve(%arg0, %1#3, %arg2) : (tensor<8x5x5xf32>, tensor<8x5xi32>, tensor<8x5x4xf32>) -> tensor<8x5x4xf32>
    return %2 : tensor<8x5x4xf32>
  }
  func.func private @_lu_solve(%arg0: tensor<8x5x5xf32>, %arg1: tensor<8x5xi32>, %arg2: tensor<8x5x4xf32>) -> tensor<8x5x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x5xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x5xi32>, tensor<8x5xi32>) -> tensor<8x5xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x5xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x5xi1>, tensor<8x5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x5xi32>) -> tensor<8x5x1xi32>
    %6 = "stablehlo.gather"(%arg2, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<8x5x4xf32>, tensor<8x5x1xi32>) -> tensor<8x5x4xf32>
    %7 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %6) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]} : (tensor<8x5x5xf32>, tensor<8x5x4xf32>) -> tensor<8x5x4xf32>
    %8 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]} : (tensor<8x5x5xf32>, tensor<8x5x4xf32>) -> tensor<8x5x4xf32>
    return %8 : tensor<8x5x4xf32>
  }
  func.func private @_cholesky(%arg0: tensor<8x5x5xf32>) -> tensor<8x5x5xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    %1:2 = stablehlo.custom_call @lapack_spotrf_ffi(%0) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<8x5x5xf32>) -> (tensor<8x5x5xf32>, tensor<8xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.compare EQ, %1#1, %2, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<8xi1>) -> tensor<8x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x5x5xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<8x1x1xi1>) -> tensor<8x5x5xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<8x5x5xi1>, tensor<8x5x5xf32>
    %8 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %10 = stablehlo.add %8, %9 : tensor<5x5xi32>
    %11 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<5x5xi1>) -> tensor<8x5x5xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x5x5xf32>
    %15 = stablehlo.select %13, %7, %14 : tensor<8x5x5xi1>, tensor<8x5x5xf32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1] : (tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    return %16 : tensor<8x5x5xf32>
  }
}
