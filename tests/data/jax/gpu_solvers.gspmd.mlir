module @jit_gpu_solvers attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6x6xf32> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg1: tensor<4x6x2xf32> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg2: tensor<4x6x4xf32> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}) -> (tensor<4x6x2xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, tensor<4xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[4]<=[4]}"}, tensor<4x6x6xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, tensor<4x6x4xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, tensor<4x4x4xf32> {jax.result_info = "result[4]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, tensor<4x6xi32> {jax.result_info = "result[5]", mhlo.sharding = "{devices=[4,1]<=[4]}"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = call @slogdet(%arg0) : (tensor<4x6x6xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %1 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %2 = stablehlo.dot_general %arg0, %1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x6x6xf32>, tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %3 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %4 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %6 = stablehlo.add %3, %5 : tensor<6x6xi32>
    %7 = stablehlo.compare EQ, %6, %4, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %8 = stablehlo.convert %7 : (tensor<6x6xi1>) -> tensor<6x6xf32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<6x6xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<6x6xf32>) -> tensor<1x6x6xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x6x6xf32>) -> tensor<4x6x6xf32>
    %13 = stablehlo.add %2, %12 : tensor<4x6x6xf32>
    %14:2 = call @qr(%arg2) : (tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4x4xf32>)
    %15:3 = stablehlo.custom_call @cusolver_getrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4xi32>)
    %16 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %17 = stablehlo.subtract %15#1, %16 : tensor<4x6xi32>
    %18 = stablehlo.custom_call @cu_lu_pivots_to_permutation(%17) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x6xi32>) -> tensor<4x6xi32>
    %19 = call @solve(%arg0, %arg1) : (tensor<4x6x6xf32>, tensor<4x6x2xf32>) -> tensor<4x6x2xf32>
    %20 = stablehlo.multiply %0#0, %0#1 : tensor<4xf32>
    %21 = call @cholesky(%13) : (tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    return %19, %20, %21, %14#0, %14#1, %18 : tensor<4x6x2xf32>, tensor<4xf32>, tensor<4x6x6xf32>, tensor<4x6x4xf32>, tensor<4x4x4xf32>, tensor<4x6xi32>
  }
  func.func private @slogdet(%arg0: tensor<4x6x6xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<-2> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %0:3 = stablehlo.custom_call @cusolver_getrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4xi32>)
    %1 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<4x6xi32>
    %3 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi1>) -> tensor<4x1x1xi1>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6x6xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<4x1x1xi1>) -> tensor<4x6x6xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<4x6x6xi1>, tensor<4x6x6xf32>
    %9 = call @diagonal(%8) : (tensor<4x6x6xf32>) -> tensor<4x6xf32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %11 = stablehlo.compare EQ, %9, %10, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %12 = stablehlo.reduce(%11 init: %c_2) applies stablehlo.or across dimensions = [1] : (tensor<4x6xi1>, tensor<i1>) -> tensor<4xi1>
    %13 = stablehlo.iota dim = 0 : tensor<6xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<6xi32>) -> tensor<1x6xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x6xi32>) -> tensor<4x6xi32>
    %16 = stablehlo.compare NE, %2, %15, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %17 = call @count_nonzero(%16) : (tensor<4x6xi1>) -> tensor<4xi32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %19 = stablehlo.compare LT, %9, %18, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %20 = call @count_nonzero(%19) : (tensor<4x6xi1>) -> tensor<4xi32>
    %21 = stablehlo.add %17, %20 : tensor<4xi32>
    %22 = call @remainder(%21, %c_1) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %24 = stablehlo.multiply %23, %22 : tensor<4xi32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %26 = stablehlo.add %24, %25 : tensor<4xi32>
    %27 = stablehlo.convert %26 : (tensor<4xi32>) -> tensor<4xf32>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<4xf32>
    %30 = call @_where_0(%12, %cst_3, %29) : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = stablehlo.abs %9 : tensor<4x6xf32>
    %32 = stablehlo.log %31 : tensor<4x6xf32>
    %33 = stablehlo.reduce(%32 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %34 = call @_where_0(%12, %cst, %33) : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    return %30, %34 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @diagonal(%arg0: tensor<4x6x6xf32>) -> tensor<4x6xf32> {
    %c = stablehlo.constant dense<6> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<6xi32>
    %1 = stablehlo.iota dim = 0 : tensor<6xi32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.add %0, %4 : tensor<6xi32>
    %6 = stablehlo.select %3, %5, %0 : tensor<6xi1>, tensor<6xi32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %10 = stablehlo.add %1, %9 : tensor<6xi32>
    %11 = stablehlo.select %8, %10, %1 : tensor<6xi1>, tensor<6xi32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x6x6xf32>, tensor<6x2xi32>) -> tensor<4x6xf32>
    return %15 : tensor<4x6xf32>
  }
  func.func private @count_nonzero(%arg0: tensor<4x6xi1>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x6xi1>
    %1 = stablehlo.compare NE, %arg0, %0, UNSIGNED : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %2 = stablehlo.convert %1 : (tensor<4x6xi1>) -> tensor<4x6xi32>
    %3 = stablehlo.reduce(%2 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32>
    return %3 : tensor<4xi32>
  }
  func.func private @remainder(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %14 = stablehlo.add %4, %13 : tensor<4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xi32>
    return %15 : tensor<4xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<4xi1>, %arg1: tensor<f32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4xi1>, tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @qr(%arg0: tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4x4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %0:2 = stablehlo.custom_call @cusolver_geqrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4xf32>)
    %1 = stablehlo.custom_call @cusolver_orgqr_ffi(%0#0, %0#1) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]} : (tensor<4x6x4xf32>, tensor<4x4xf32>) -> tensor<4x6x4xf32>
    %2 = stablehlo.slice %0#0 [0:4, 0:4, 0:4] : (tensor<4x6x4xf32>) -> tensor<4x4x4xf32>
    %3 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %5 = stablehlo.add %3, %4 : tensor<4x4xi32>
    %6 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<4x4x4xi1>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4xf32>
    %10 = stablehlo.select %8, %9, %2 : tensor<4x4x4xi1>, tensor<4x4x4xf32>
    return %1, %10 : tensor<4x6x4xf32>, tensor<4x4x4xf32>
  }
  func.func private @solve(%arg0: tensor<4x6x6xf32>, %arg1: tensor<4x6x2xf32>) -> tensor<4x6x2xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0:3 = stablehlo.custom_call @cusolver_getrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4xi32>)
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<4x6xi32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xi1>) -> tensor<4x1x1xi1>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6x6xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<4x1x1xi1>) -> tensor<4x6x6xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<4x6x6xi1>, tensor<4x6x6xf32>
    %9 = stablehlo.custom_call @cu_lu_pivots_to_permutation(%2) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x6xi32>) -> tensor<4x6xi32>
    %10 = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<4x6x2xf32>) -> tensor<4x2x6xf32>
    %11 = call @_lu_solve(%8, %9, %10) : (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4x2x6xf32>) -> tensor<4x2x6xf32>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<4x2x6xf32>) -> tensor<4x6x2xf32>
    return %12 : tensor<4x6x2xf32>
  }
  func.func private @_lu_solve(%arg0: tensor<4x6x6xf32>, %arg1: tensor<4x6xi32>, %arg2: tensor<4x2x6xf32>) -> tensor<4x2x6xf32> {
    %c = stablehlo.constant dense<6> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<4x2x6xf32>) -> tensor<4x2x6x1xf32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<4x6xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<4x6xi1>, tensor<4x6xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x6xi32>) -> tensor<4x6x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 1, 1>}> : (tensor<4x2x6x1xf32>, tensor<4x6x1xi32>) -> tensor<4x2x6x1xf32>
    %8 = stablehlo.transpose %7, dims = [0, 2, 3, 1] : (tensor<4x2x6x1xf32>) -> tensor<4x6x1x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<4x6x1x2xf32>) -> tensor<4x6x2xf32>
    %10 = "stablehlo.triangular_solve"(%arg0, %9) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<4x6x6xf32>, tensor<4x6x2xf32>) -> tensor<4x6x2xf32>
    %11 = stablehlo.reshape %10 : (tensor<4x6x2xf32>) -> tensor<4x6x1x2xf32>
    %12 = stablehlo.reshape %11 : (tensor<4x6x1x2xf32>) -> tensor<4x6x2xf32>
    %13 = "stablehlo.triangular_solve"(%arg0, %12) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x6x6xf32>, tensor<4x6x2xf32>) -> tensor<4x6x2xf32>
    %14 = stablehlo.reshape %13 : (tensor<4x6x2xf32>) -> tensor<4x6x1x2xf32>
    %15 = stablehlo.transpose %14, dims = [0, 3, 1, 2] : (tensor<4x6x1x2xf32>) -> tensor<4x2x6x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<4x2x6x1xf32>) -> tensor<4x2x6xf32>
    return %16 : tensor<4x2x6xf32>
  }
  func.func private @cholesky(%arg0: tensor<4x6x6xf32>) -> tensor<4x6x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x6x6xf32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6x6xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x6x6xf32>
    %4:2 = stablehlo.custom_call @cusolver_potrf_ffi(%3) {mhlo.backend_config = {lower = true}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4xi32>)
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xi1>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6x6xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<4x1x1xi1>) -> tensor<4x6x6xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x6x6xi1>, tensor<4x6x6xf32>
    %11 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %13 = stablehlo.add %11, %12 : tensor<6x6xi32>
    %14 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<6x6xi1>) -> tensor<4x6x6xi1>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6x6xf32>
    %18 = stablehlo.select %16, %10, %17 : tensor<4x6x6xi1>, tensor<4x6x6xf32>
    return %18 : tensor<4x6x6xf32>
  }
}
