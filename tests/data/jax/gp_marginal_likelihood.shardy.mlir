module @jit_gp_marginal_likelihood attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<4xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<3xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = stablehlo.exponential %arg2 : tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<4x8x3xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<4x8x3xf32>
    %4 = stablehlo.multiply %1, %1 : tensor<1x1x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x3xf32>
    %6 = stablehlo.divide %5, %4 : tensor<1x1x3xf32>
    %7 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 3] : (tensor<4x8x3xf32>) -> tensor<4x8x1x3xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0, 2, 3] : (tensor<4x8x3xf32>) -> tensor<4x1x8x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<4x8x1x3xf32>) -> tensor<4x8x8x3xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<4x1x8x3xf32>) -> tensor<4x8x8x3xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<4x8x8x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<4x8x8x3xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x8x3xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<4x8x8x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<4x8x8x3xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<4x8x8xf32>
    %18 = stablehlo.exponential %17 : tensor<4x8x8xf32>
    %19 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %20 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %22 = stablehlo.add %19, %21 : tensor<8x8xi32>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %24 = stablehlo.convert %23 : (tensor<8x8xi1>) -> tensor<8x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<8x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x8x8xf32>) -> tensor<4x8x8xf32>
    %29 = stablehlo.add %18, %28 : tensor<4x8x8xf32>
    %30:5 = call @cholesky(%29) : (tensor<4x8x8xf32>) -> (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xi1>, tensor<1x8x8xf32>, tensor<4x8x8xi1>)
    %31 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %32:4 = call @_cho_solve(%30#0, %31) : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> (tensor<4x8x1xf32>, tensor<4x8x8xi1>, tensor<4x8x1xf32>, tensor<4x8x8xi1>)
    %33 = stablehlo.reshape %32#0 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %34 = stablehlo.multiply %arg1, %33 : tensor<4x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<4xf32>
    %38:2 = call @diagonal(%30#0) : (tensor<4x8x8xf32>) -> (tensor<4x8xf32>, tensor<8x2xi32>)
    %39 = stablehlo.log %38#0 : tensor<4x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %41 = stablehlo.add %37, %40 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %45 = stablehlo.divide %44, %38#0 : tensor<4x8xf32>
    %46 = call @diagonal_0(%38#1, %45) : (tensor<8x2xi32>, tensor<4x8xf32>) -> tensor<4x8x8xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.multiply %47, %43 : tensor<4xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %50 = stablehlo.multiply %arg1, %49 : tensor<4x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %52 = call @_cho_solve_1(%32#1, %32#2, %30#0, %32#3, %32#0, %51) : (tensor<4x8x8xi1>, tensor<4x8x1xf32>, tensor<4x8x8xf32>, tensor<4x8x8xi1>, tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x8xf32>
    %53 = stablehlo.add %46, %52 : tensor<4x8x8xf32>
    %54 = call @cholesky_2(%30#1, %30#2, %30#3, %30#4, %53) : (tensor<4x8x8xf32>, tensor<4x8x8xi1>, tensor<1x8x8xf32>, tensor<4x8x8xi1>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %55 = stablehlo.multiply %54, %18 : tensor<4x8x8xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<4x8x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8x3xf32>
    %59 = stablehlo.multiply %58, %14 : tensor<4x8x8x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<4x8x8x3xf32>, tensor<f32>) -> tensor<4x8x3xf32>
    %61 = stablehlo.reshape %60 : (tensor<4x8x3xf32>) -> tensor<4x8x1x3xf32>
    %62 = stablehlo.negate %59 : tensor<4x8x8x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<4x8x8x3xf32>, tensor<f32>) -> tensor<4x8x3xf32>
    %64 = stablehlo.reshape %63 : (tensor<4x8x3xf32>) -> tensor<4x1x8x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<4x1x8x3xf32>, tensor<f32>) -> tensor<4x8x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%61 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1x3xf32>, tensor<f32>) -> tensor<4x8x3xf32>
    %67 = stablehlo.add %65, %66 : tensor<4x8x3xf32>
    %68 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<4x8x3xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<4x8x3xf32>
    %70 = stablehlo.multiply %69, %arg0 : tensor<4x8x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %72 = stablehlo.reshape %71 : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %73 = stablehlo.negate %72 : tensor<1x1x3xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %75 = stablehlo.multiply %74, %0 : tensor<3xf32>
    return %42, %41, %75 : tensor<f32>, tensor<4xf32>, tensor<3xf32>
  }
  func.func private @cholesky(%arg0: tensor<4x8x8xf32>) -> (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xi1>, tensor<1x8x8xf32>, tensor<4x8x8xi1>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x8x8xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=4, j=8, k=8, l=8, m=8}, custom>} : (tensor<4x8x8xf32>) -> (tensor<4x8x8xf32>, tensor<4xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xi1>) -> tensor<4x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<4x1x1xi1>) -> tensor<4x8x8xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %11 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %13 = stablehlo.add %11, %12 : tensor<8x8xi32>
    %14 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %18 = stablehlo.select %16, %10, %17 : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %19 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %21 = stablehlo.add %19, %20 : tensor<8x8xi32>
    %22 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %23 = stablehlo.compare GE, %21, %22, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
    %25 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %27 = stablehlo.add %25, %26 : tensor<8x8xi32>
    %28 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %29 = stablehlo.compare EQ, %27, %28, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %30 = stablehlo.convert %29 : (tensor<8x8xi1>) -> tensor<8x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %32 = stablehlo.add %31, %30 : tensor<8x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
    %34 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %36 = stablehlo.add %34, %35 : tensor<8x8xi32>
    %37 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %38 = stablehlo.compare GE, %36, %37, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %41 = stablehlo.select %39, %18, %40 : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    return %41, %18, %24, %33, %39 : tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xi1>, tensor<1x8x8xf32>, tensor<4x8x8xi1>
  }
  func.func private @_cho_solve(%arg0: tensor<4x8x8xf32>, %arg1: tensor<4x8x1xf32>) -> (tensor<4x8x1xf32>, tensor<4x8x8xi1>, tensor<4x8x1xf32>, tensor<4x8x8xi1>) {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=1, n=8, o=1}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %3 = stablehlo.add %1, %2 : tensor<8x8xi32>
    %4 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %5 = stablehlo.compare GE, %3, %4, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
    %7 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=1, n=8, o=1}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %8 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %10 = stablehlo.add %8, %9 : tensor<8x8xi32>
    %11 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
    return %7, %6, %0, %13 : tensor<4x8x1xf32>, tensor<4x8x8xi1>, tensor<4x8x1xf32>, tensor<4x8x8xi1>
  }
  func.func private @diagonal(%arg0: tensor<4x8x8xf32>) -> (tensor<4x8xf32>, tensor<8x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.add %0, %4 : tensor<8xi32>
    %6 = stablehlo.select %3, %5, %0 : tensor<8xi1>, tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = stablehlo.add %1, %9 : tensor<8xi32>
    %11 = stablehlo.select %8, %10, %1 : tensor<8xi1>, tensor<8xi32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x8x8xf32>, tensor<8x2xi32>) -> tensor<4x8xf32>
    return %15, %14 : tensor<4x8xf32>, tensor<8x2xi32>
  }
  func.func private @diagonal_0(%arg0: tensor<8x2xi32>, %arg1: tensor<4x8xf32>) -> tensor<4x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x8x8xf32>, tensor<8x2xi32>, tensor<4x8xf32>) -> tensor<4x8x8xf32>
    return %1 : tensor<4x8x8xf32>
  }
  func.func private @_cho_solve_1(%arg0: tensor<4x8x8xi1>, %arg1: tensor<4x8x1xf32>, %arg2: tensor<4x8x8xf32>, %arg3: tensor<4x8x8xi1>, %arg4: tensor<4x8x1xf32>, %arg5: tensor<4x8x1xf32>) -> tensor<4x8x8xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg2, %arg5) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=1, n=8, o=1}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg2, %arg5) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=1, n=8, o=1}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %2 = stablehlo.dot_general %1, %arg4, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x8xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %4 = stablehlo.negate %3 : tensor<4x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %6 = stablehlo.select %arg3, %4, %5 : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %7 = stablehlo.custom_call @lapack_strsm_ffi(%arg2, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=1, n=8, o=1}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %8 = stablehlo.dot_general %7, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x8xf32>
    %9 = stablehlo.negate %8 : tensor<4x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %11 = stablehlo.select %arg0, %9, %10 : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %12 = stablehlo.add %6, %11 : tensor<4x8x8xf32>
    return %12 : tensor<4x8x8xf32>
  }
  func.func private @cholesky_2(%arg0: tensor<4x8x8xf32>, %arg1: tensor<4x8x8xi1>, %arg2: tensor<1x8x8xf32>, %arg3: tensor<4x8x8xi1>, %arg4: tensor<4x8x8xf32>) -> tensor<4x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %1 = stablehlo.select %arg3, %arg4, %0 : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %2 = stablehlo.dot_general %1, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x8x8xf32>) -> tensor<4x8x8xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %7 = stablehlo.select %arg1, %5, %6 : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %8 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=8, n=8, o=8}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %9 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %8) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=8, n=8, o=8}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8x8xf32>
    %11 = stablehlo.divide %9, %10 : tensor<4x8x8xf32>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %13 = stablehlo.add %11, %12 : tensor<4x8x8xf32>
    return %13 : tensor<4x8x8xf32>
  }
}
