module @jit_qr_reduced_complete_and_gradient attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6x4xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x4x4xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x6x6xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x6x4xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x6x4xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0:2 = call @qr(%arg0) : (tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4x4xf32>)
    %1:2 = call @qr_0(%arg0) : (tensor<4x6x4xf32>) -> (tensor<4x6x6xf32>, tensor<4x6x4xf32>)
    %2:5 = call @qr_1(%arg0) : (tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4x4xf32>, tensor<4x4x6xf32>, tensor<4x4x4xi1>, tensor<1x4x4xf32>)
    %3:4 = call @qr_2(%arg0) : (tensor<4x6x4xf32>) -> (tensor<4x4x4xf32>, tensor<4x4x6xf32>, tensor<4x4x4xi1>, tensor<1x4x4xf32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4xf32>
    %5 = call @qr_3(%3#0, %3#1, %3#2, %3#3, %4) : (tensor<4x4x4xf32>, tensor<4x4x6xf32>, tensor<4x4x4xi1>, tensor<1x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x6x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6x4xf32>
    %7 = stablehlo.multiply %6, %arg1 : tensor<4x6x4xf32>
    %8 = call @qr_4(%2#1, %2#2, %2#3, %2#4, %2#0, %7) : (tensor<4x4x4xf32>, tensor<4x4x6xf32>, tensor<4x4x4xi1>, tensor<1x4x4xf32>, tensor<4x6x4xf32>, tensor<4x6x4xf32>) -> tensor<4x6x4xf32>
    %9 = stablehlo.add %5, %8 : tensor<4x6x4xf32>
    return %0#0, %0#1, %1#0, %1#1, %9 : tensor<4x6x4xf32>, tensor<4x4x4xf32>, tensor<4x6x6xf32>, tensor<4x6x4xf32>, tensor<4x6x4xf32>
  }
  func.func private @qr(%arg0: tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4x4xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=4, j=6, k=4, l=6, m=4, n=4}, custom>} : (tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=4, j=6, k=4, l=4, m=6, n=4}, custom>} : (tensor<4x6x4xf32>, tensor<4x4xf32>) -> tensor<4x6x4xf32>
    %2 = stablehlo.slice %0#0 [0:4, 0:4, 0:4] : (tensor<4x6x4xf32>) -> tensor<4x4x4xf32>
    %3 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %5 = stablehlo.add %3, %4 : tensor<4x4xi32>
    %6 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<4x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4xf32>
    %10 = stablehlo.select %8, %9, %2 : tensor<4x4x4xi1>, tensor<4x4x4xf32>
    return %1, %10 : tensor<4x6x4xf32>, tensor<4x4x4xf32>
  }
  func.func private @qr_0(%arg0: tensor<4x6x4xf32>) -> (tensor<4x6x6xf32>, tensor<4x6x4xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=4, j=6, k=4, l=6, m=4, n=4}, custom>} : (tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4xf32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0, 0], high = [0, 0, 2], interior = [0, 0, 0] : (tensor<4x6x4xf32>, tensor<f32>) -> tensor<4x6x6xf32>
    %2 = stablehlo.custom_call @lapack_sorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=4, j=6, k=6, l=4, m=6, n=6}, custom>} : (tensor<4x6x6xf32>, tensor<4x4xf32>) -> tensor<4x6x6xf32>
    %3 = stablehlo.iota dim = 0 : tensor<6x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x4xi32>
    %5 = stablehlo.add %3, %4 : tensor<6x4xi32>
    %6 = stablehlo.iota dim = 1 : tensor<6x4xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<6x4xi32>, tensor<6x4xi32>) -> tensor<6x4xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<6x4xi1>) -> tensor<4x6x4xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6x4xf32>
    %10 = stablehlo.select %8, %9, %0#0 : tensor<4x6x4xi1>, tensor<4x6x4xf32>
    return %2, %10 : tensor<4x6x6xf32>, tensor<4x6x4xf32>
  }
  func.func private @qr_1(%arg0: tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4x4xf32>, tensor<4x4x6xf32>, tensor<4x4x4xi1>, tensor<1x4x4xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=4, j=6, k=4, l=6, m=4, n=4}, custom>} : (tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=4, j=6, k=4, l=4, m=6, n=4}, custom>} : (tensor<4x6x4xf32>, tensor<4x4xf32>) -> tensor<4x6x4xf32>
    %2 = stablehlo.slice %0#0 [0:4, 0:4, 0:4] : (tensor<4x6x4xf32>) -> tensor<4x4x4xf32>
    %3 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %5 = stablehlo.add %3, %4 : tensor<4x4xi32>
    %6 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<4x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4xf32>
    %10 = stablehlo.select %8, %9, %2 : tensor<4x4x4xi1>, tensor<4x4x4xf32>
    %11 = stablehlo.transpose %1, dims = [0, 2, 1] : (tensor<4x6x4xf32>) -> tensor<4x4x6xf32>
    %12 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %14 = stablehlo.add %12, %13 : tensor<4x4xi32>
    %15 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %16 = stablehlo.compare GE, %14, %15, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<4x4x4xi1>
    %18 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %20 = stablehlo.add %18, %19 : tensor<4x4xi32>
    %21 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %22 = stablehlo.compare EQ, %20, %21, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %23 = stablehlo.convert %22 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    return %1, %10, %11, %17, %24 : tensor<4x6x4xf32>, tensor<4x4x4xf32>, tensor<4x4x6xf32>, tensor<4x4x4xi1>, tensor<1x4x4xf32>
  }
  func.func private @qr_2(%arg0: tensor<4x6x4xf32>) -> (tensor<4x4x4xf32>, tensor<4x4x6xf32>, tensor<4x4x4xi1>, tensor<1x4x4xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=4, j=6, k=4, l=6, m=4, n=4}, custom>} : (tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=4, j=6, k=4, l=4, m=6, n=4}, custom>} : (tensor<4x6x4xf32>, tensor<4x4xf32>) -> tensor<4x6x4xf32>
    %2 = stablehlo.slice %0#0 [0:4, 0:4, 0:4] : (tensor<4x6x4xf32>) -> tensor<4x4x4xf32>
    %3 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %5 = stablehlo.add %3, %4 : tensor<4x4xi32>
    %6 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<4x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4xf32>
    %10 = stablehlo.select %8, %9, %2 : tensor<4x4x4xi1>, tensor<4x4x4xf32>
    %11 = stablehlo.transpose %1, dims = [0, 2, 1] : (tensor<4x6x4xf32>) -> tensor<4x4x6xf32>
    %12 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %14 = stablehlo.add %12, %13 : tensor<4x4xi32>
    %15 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %16 = stablehlo.compare GE, %14, %15, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<4x4x4xi1>
    %18 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %20 = stablehlo.add %18, %19 : tensor<4x4xi32>
    %21 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %22 = stablehlo.compare EQ, %20, %21, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %23 = stablehlo.convert %22 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    return %10, %11, %17, %24 : tensor<4x4x4xf32>, tensor<4x4x6xf32>, tensor<4x4x4xi1>, tensor<1x4x4xf32>
  }
  func.func private @qr_3(%arg0: tensor<4x4x4xf32>, %arg1: tensor<4x4x6xf32>, %arg2: tensor<4x4x4xi1>, %arg3: tensor<1x4x4xf32>, %arg4: tensor<4x4x4xf32>) -> tensor<4x6x4xf32> {
    %0 = stablehlo.dot_general %arg4, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %1 = stablehlo.negate %0 : tensor<4x4x4xf32>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<4x4x4xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<4x4x4xf32>
    %4 = stablehlo.negate %3 : tensor<4x4x4xf32>
    %5 = stablehlo.add %0, %3 : tensor<4x4x4xf32>
    %6 = stablehlo.add %5, %4 : tensor<4x4x4xf32>
    %7 = stablehlo.negate %1 : tensor<4x4x4xf32>
    %8 = stablehlo.transpose %7, dims = [0, 2, 1] : (tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %9 = stablehlo.add %1, %8 : tensor<4x4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4xf32>
    %11 = stablehlo.select %arg2, %9, %10 : tensor<4x4x4xi1>, tensor<4x4x4xf32>
    %12 = stablehlo.add %6, %11 : tensor<4x4x4xf32>
    %13 = stablehlo.dot_general %12, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x6xf32>) -> tensor<4x4x6xf32>
    %14 = stablehlo.transpose %13, dims = [0, 2, 1] : (tensor<4x4x6xf32>) -> tensor<4x6x4xf32>
    %15 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %14) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=4, k=4, l=6, m=4, n=6, o=4}, custom>} : (tensor<4x4x4xf32>, tensor<4x6x4xf32>) -> tensor<4x6x4xf32>
    return %15 : tensor<4x6x4xf32>
  }
  func.func private @qr_4(%arg0: tensor<4x4x4xf32>, %arg1: tensor<4x4x6xf32>, %arg2: tensor<4x4x4xi1>, %arg3: tensor<1x4x4xf32>, %arg4: tensor<4x6x4xf32>, %arg5: tensor<4x6x4xf32>) -> tensor<4x6x4xf32> {
    %0 = stablehlo.dot_general %arg5, %arg4, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x6x4xf32>, tensor<4x6x4xf32>) -> tensor<4x4x4xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1] : (tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %2 = stablehlo.negate %1 : tensor<4x4x4xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<4x4x4xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<4x4x4xf32>
    %5 = stablehlo.negate %4 : tensor<4x4x4xf32>
    %6 = stablehlo.add %2, %4 : tensor<4x4x4xf32>
    %7 = stablehlo.add %6, %5 : tensor<4x4x4xf32>
    %8 = stablehlo.negate %1 : tensor<4x4x4xf32>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1] : (tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
    %10 = stablehlo.add %1, %9 : tensor<4x4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4xf32>
    %12 = stablehlo.select %arg2, %10, %11 : tensor<4x4x4xi1>, tensor<4x4x4xf32>
    %13 = stablehlo.add %7, %12 : tensor<4x4x4xf32>
    %14 = stablehlo.dot_general %13, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x4xf32>, tensor<4x4x6xf32>) -> tensor<4x4x6xf32>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<4x4x6xf32>) -> tensor<4x6x4xf32>
    %16 = stablehlo.add %arg5, %15 : tensor<4x6x4xf32>
    %17 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %16) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=4, k=4, l=6, m=4, n=6, o=4}, custom>} : (tensor<4x4x4xf32>, tensor<4x6x4xf32>) -> tensor<4x6x4xf32>
    return %17 : tensor<4x6x4xf32>
  }
}
