module @jit_lu_and_upper_cholesky attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x5x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<8x5x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg2: tensor<8x5x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x5x5xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<8x5xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x5x4xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<8x5x5xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=8, j=5, k=5, l=5, m=5, n=5}, custom>} : (tensor<8x5x5xf32>) -> (tensor<8x5x5xf32>, tensor<8x5xi32>, tensor<8xi32>)
    %1 = sdy.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<8x5xi32>
    %3 = stablehlo.subtract %0#1, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x5xi32>
    %4 = sdy.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare GE, %0#2, %5, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8xi1>) -> tensor<8x1x1xi1>
    %8 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x5x5xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x1x1xi1>) -> tensor<8x5x5xi1>
    %11 = stablehlo.select %10, %0#0, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x5x5xi1>, tensor<8x5x5xf32>
    %12 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x5xi32>
    %13:4 = stablehlo.while(%iterArg = %3, %iterArg_0 = %4, %iterArg_1 = %4, %iterArg_2 = %12) : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {}]>]>}
    cond {
      %21 = sdy.constant dense<5> : tensor<i32>
      %22 = stablehlo.compare LT, %iterArg_0, %21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %22 : tensor<i1>
    } do {
      %21:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"data"}, {}]>]>} : (tensor<8x5xi32>, tensor<i32>, tensor<8x5xi32>) -> (tensor<i32>, tensor<8x5xi32>)
      %22 = sdy.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_0, %22 : tensor<i32>
      stablehlo.return %iterArg, %23, %21#0, %21#1 : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32>
    }
    %14:2 = call @lu_factor(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<8x5x5xf32>) -> (tensor<8x5x5xf32>, tensor<8x5xi32>)
    %15 = call @lu_solve(%14#0, %14#1, %arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x5x5xf32>, tensor<8x5xi32>, tensor<8x5x4xf32>) -> tensor<8x5x4xf32>
    %16 = sdy.constant dense<10> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<8x5xi32>
    %18 = stablehlo.multiply %17, %13#3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x5xi32>
    %19 = stablehlo.add %3, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x5xi32>
    %20 = call @_cholesky(%arg2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    return %11, %19, %15, %20 : tensor<8x5x5xf32>, tensor<8x5xi32>, tensor<8x5x4xf32>, tensor<8x5x5xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x5xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg2: tensor<8x5xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<i32>, tensor<8x5xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %0 : tensor<i32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %arg1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.convert %arg1 : tensor<i32>
    %5 = sdy.constant dense<5> : tensor<i32>
    %6 = stablehlo.add %4, %5 : tensor<i32>
    %7 = stablehlo.select %3, %6, %arg1 : tensor<i1>, tensor<i32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = "stablehlo.gather"(%arg0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 8, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x5xi32>, tensor<1xi32>) -> tensor<8x1xi32>
    %10 = stablehlo.reshape %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x1xi32>) -> tensor<8xi32>
    %11 = stablehlo.compare LT, %arg1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = stablehlo.convert %arg1 : tensor<i32>
    %13 = stablehlo.add %12, %5 : tensor<i32>
    %14 = stablehlo.select %11, %13, %arg1 : tensor<i1>, tensor<i32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.gather"(%arg2, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 8, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x5xi32>, tensor<1xi32>) -> tensor<8x1xi32>
    %17 = stablehlo.reshape %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x1xi32>) -> tensor<8xi32>
    %18 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<8xi32>
    %19 = stablehlo.compare LT, %10, %18, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %20 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<8xi32>
    %21 = stablehlo.add %10, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<8xi32>
    %22 = stablehlo.select %19, %21, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<8xi1>, tensor<8xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8xi32>) -> tensor<8x1xi32>
    %24 = "stablehlo.gather"(%arg2, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x5xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %25 = stablehlo.reshape %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x1xi32>) -> tensor<8xi32>
    %26 = stablehlo.compare LT, %arg1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %27 = stablehlo.add %arg1, %5 : tensor<i32>
    %28 = stablehlo.select %26, %27, %arg1 : tensor<i1>, tensor<i32>
    %29 = stablehlo.convert %28 : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %31 = "stablehlo.scatter"(%arg2, %30, %25) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x5xi32>, tensor<1xi32>, tensor<8xi32>) -> tensor<8x5xi32>
    %32 = stablehlo.compare LT, %10, %18, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %33 = stablehlo.add %10, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<8xi32>
    %34 = stablehlo.select %32, %33, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<8xi1>, tensor<8xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8xi32>) -> tensor<8x1xi32>
    %36 = "stablehlo.scatter"(%31, %35, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x5xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8x5xi32>
    return %1, %36 : tensor<i32>, tensor<8x5xi32>
  }
  func.func private @lu_factor(%arg0: tensor<8x5x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x5x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<8x5xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=8, j=5, k=5, l=5, m=5, n=5}, custom>} : (tensor<8x5x5xf32>) -> (tensor<8x5x5xf32>, tensor<8x5xi32>, tensor<8xi32>)
    %1 = sdy.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<8x5xi32>
    %3 = stablehlo.subtract %0#1, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x5xi32>
    %4 = sdy.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare GE, %0#2, %5, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8xi1>) -> tensor<8x1x1xi1>
    %8 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x5x5xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x1x1xi1>) -> tensor<8x5x5xi1>
    %11 = stablehlo.select %10, %0#0, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x5x5xi1>, tensor<8x5x5xf32>
    %12 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x5xi32>
    %13:4 = stablehlo.while(%iterArg = %3, %iterArg_0 = %4, %iterArg_1 = %4, %iterArg_2 = %12) : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {}]>]>}
    cond {
      %14 = sdy.constant dense<5> : tensor<i32>
      %15 = stablehlo.compare LT, %iterArg_0, %14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %14:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"data"}, {}]>]>} : (tensor<8x5xi32>, tensor<i32>, tensor<8x5xi32>) -> (tensor<i32>, tensor<8x5xi32>)
      %15 = sdy.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_0, %15 : tensor<i32>
      stablehlo.return %iterArg, %16, %14#0, %14#1 : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32>
    }
    return %11, %3 : tensor<8x5x5xf32>, tensor<8x5xi32>
  }
  func.func private @_lu_solve(%arg0: tensor<8x5x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<8x5xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<8x5x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x5x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<8x5xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x5xi32>, tensor<8x5xi32>) -> tensor<8x5xi1>
    %3 = sdy.constant dense<5> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<8x5xi32>
    %5 = stablehlo.add %arg1, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x5xi32>
    %6 = stablehlo.select %2, %5, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x5xi1>, tensor<8x5xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x5xi32>) -> tensor<8x5x1xi32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x5x4xf32>, tensor<8x5x1xi32>) -> tensor<8x5x4xf32>
    %9 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %8) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=5, k=5, l=5, m=4, n=5, o=4}, custom>} : (tensor<8x5x5xf32>, tensor<8x5x4xf32>) -> tensor<8x5x4xf32>
    %10 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %9) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=5, k=5, l=5, m=4, n=5, o=4}, custom>} : (tensor<8x5x5xf32>, tensor<8x5x4xf32>) -> tensor<8x5x4xf32>
    return %10 : tensor<8x5x4xf32>
  }
  func.func private @lu_solve(%arg0: tensor<8x5x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<8x5xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<8x5x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x5x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x5xi32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2:4 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %1, %iterArg_1 = %1, %iterArg_2 = %0) : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {}]>]>}
    cond {
      %4 = sdy.constant dense<5> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_0, %4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"data"}, {}]>]>} : (tensor<8x5xi32>, tensor<i32>, tensor<8x5xi32>) -> (tensor<i32>, tensor<8x5xi32>)
      %5 = sdy.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_0, %5 : tensor<i32>
      stablehlo.return %iterArg, %6, %4#0, %4#1 : tensor<8x5xi32>, tensor<i32>, tensor<i32>, tensor<8x5xi32>
    }
    %3 = call @_lu_solve(%arg0, %2#3, %arg2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x5x5xf32>, tensor<8x5xi32>, tensor<8x5x4xf32>) -> tensor<8x5x4xf32>
    return %3 : tensor<8x5x4xf32>
  }
  func.func private @_cholesky(%arg0: tensor<8x5x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x5x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    %1:2 = stablehlo.custom_call @lapack_spotrf_ffi(%0) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=8, j=5, k=5, l=5, m=5}, custom>} : (tensor<8x5x5xf32>) -> (tensor<8x5x5xf32>, tensor<8xi32>)
    %2 = sdy.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.compare EQ, %1#1, %3, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8xi1>) -> tensor<8x1x1xi1>
    %6 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x5x5xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x1x1xi1>) -> tensor<8x5x5xi1>
    %9 = stablehlo.select %8, %1#0, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x5x5xi1>, tensor<8x5x5xf32>
    %10 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %12 = stablehlo.add %10, %11 : tensor<5x5xi32>
    %13 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %14 = stablehlo.compare GE, %12, %13, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<5x5xi1>) -> tensor<8x5x5xi1>
    %16 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x5x5xf32>
    %18 = stablehlo.select %15, %9, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x5x5xi1>, tensor<8x5x5xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x5x5xf32>) -> tensor<8x5x5xf32>
    return %19 : tensor<8x5x5xf32>
  }
}
