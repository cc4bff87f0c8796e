module @jit_gp_marginal_likelihood attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<4xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<3xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0 = stablehlo.exponential %arg2 : tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x3xf32>) -> tensor<4x8x3xf32>
    %3 = stablehlo.divide %arg0, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x3xf32>
    %4 = stablehlo.multiply %1, %1 : tensor<1x1x3xf32>
    %5 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<1x1x3xf32>
    %7 = stablehlo.divide %6, %4 : tensor<1x1x3xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x8x3xf32>) -> tensor<4x8x1x3xf32>
    %9 = stablehlo.broadcast_in_dim %3, dims = [0, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x8x3xf32>) -> tensor<4x1x8x3xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x8x1x3xf32>) -> tensor<4x8x8x3xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x1x8x3xf32>) -> tensor<4x8x8x3xf32>
    %12 = stablehlo.subtract %10, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x8x8x3xf32>
    %13 = stablehlo.multiply %12, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x8x8x3xf32>
    %14 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x8x3xf32>
    %16 = stablehlo.multiply %15, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x8x8x3xf32>
    %17 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%13 init: %17) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8x3xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %19 = sdy.constant dense<-5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x8xf32>
    %21 = stablehlo.multiply %20, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %22 = stablehlo.exponential %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %23 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %24 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %25 = sdy.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %27 = stablehlo.add %23, %26 : tensor<8x8xi32>
    %28 = stablehlo.compare EQ, %27, %24, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %29 = stablehlo.convert %28 : (tensor<8x8xi1>) -> tensor<8x8xf32>
    %30 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %32 = stablehlo.multiply %31, %29 : tensor<8x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x8x8xf32>) -> tensor<4x8x8xf32>
    %35 = stablehlo.add %22, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %36:5 = call @cholesky(%35) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8xf32>) -> (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xi1>, tensor<1x8x8xf32>, tensor<4x8x8xi1>)
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %38:4 = call @_cho_solve(%36#0, %37) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> (tensor<4x8x1xf32>, tensor<4x8x8xi1>, tensor<4x8x1xf32>, tensor<4x8x8xi1>)
    %39 = stablehlo.reshape %38#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %40 = stablehlo.multiply %arg1, %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x8xf32>
    %41 = stablehlo.reduce(%40 init: %17) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %42 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.multiply %43, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xf32>
    %45:2 = call @diagonal(%36#0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {}]>]>} : (tensor<4x8x8xf32>) -> (tensor<4x8xf32>, tensor<8x2xi32>)
    %46 = stablehlo.log %45#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x8xf32>
    %47 = stablehlo.reduce(%46 init: %17) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.add %44, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xf32>
    %49 = stablehlo.reduce(%48 init: %17) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %52 = stablehlo.divide %51, %45#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x8xf32>
    %53 = call @diagonal_0(%45#1, %52) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x2xi32>, tensor<4x8xf32>) -> tensor<4x8x8xf32>
    %54 = stablehlo.multiply %43, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4xf32>) -> tensor<4x8xf32>
    %56 = stablehlo.multiply %arg1, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x8xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %58 = call @_cho_solve_1(%38#1, %38#2, %36#0, %38#3, %38#0, %57) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8xi1>, tensor<4x8x1xf32>, tensor<4x8x8xf32>, tensor<4x8x8xi1>, tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x8xf32>
    %59 = stablehlo.add %53, %58 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %60 = call @cholesky_2(%36#1, %36#2, %36#3, %36#4, %59) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8xf32>, tensor<4x8x8xi1>, tensor<1x8x8xf32>, tensor<4x8x8xi1>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %61 = stablehlo.multiply %60, %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %62 = stablehlo.multiply %20, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x8x8xf32>) -> tensor<4x8x8x3xf32>
    %64 = stablehlo.multiply %63, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x8x8x3xf32>
    %65 = stablehlo.reduce(%64 init: %17) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8x3xf32>, tensor<f32>) -> tensor<4x8x3xf32>
    %66 = stablehlo.reshape %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x8x3xf32>) -> tensor<4x8x1x3xf32>
    %67 = stablehlo.negate %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<4x8x8x3xf32>
    %68 = stablehlo.reduce(%67 init: %17) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8x3xf32>, tensor<f32>) -> tensor<4x8x3xf32>
    %69 = stablehlo.reshape %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x8x3xf32>) -> tensor<4x1x8x3xf32>
    %70 = stablehlo.reduce(%69 init: %17) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x1x8x3xf32>, tensor<f32>) -> tensor<4x8x3xf32>
    %71 = stablehlo.reduce(%66 init: %17) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1x3xf32>, tensor<f32>) -> tensor<4x8x3xf32>
    %72 = stablehlo.add %70, %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x3xf32>
    %73 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x3xf32>) -> tensor<4x8x3xf32>
    %74 = stablehlo.multiply %72, %73 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x3xf32>
    %75 = stablehlo.multiply %74, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x3xf32>
    %76 = stablehlo.reduce(%75 init: %17) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %77 = stablehlo.reshape %76 : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %78 = stablehlo.negate %77 : tensor<1x1x3xf32>
    %79 = stablehlo.reduce(%78 init: %17) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %80 = stablehlo.multiply %79, %0 : tensor<3xf32>
    return %49, %48, %80 : tensor<f32>, tensor<4xf32>, tensor<3xf32>
  }
  func.func private @cholesky(%arg0: tensor<4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<1x8x8xf32>, tensor<4x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %1 = stablehlo.add %arg0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %2 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x8xf32>
    %4 = stablehlo.divide %1, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %5:2 = stablehlo.custom_call @lapack_spotrf_ffi(%4) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=4, j=8, k=8, l=8, m=8}, custom>} : (tensor<4x8x8xf32>) -> (tensor<4x8x8xf32>, tensor<4xi32>)
    %6 = sdy.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare EQ, %5#1, %7, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4xi1>) -> tensor<4x1x1xi1>
    %10 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x8xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x1x1xi1>) -> tensor<4x8x8xi1>
    %13 = stablehlo.select %12, %5#0, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %14 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %15 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %16 = stablehlo.add %14, %15 : tensor<8x8xi32>
    %17 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %18 = stablehlo.compare GE, %16, %17, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
    %20 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x8xf32>
    %22 = stablehlo.select %19, %13, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %23 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %24 = stablehlo.add %23, %15 : tensor<8x8xi32>
    %25 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %26 = stablehlo.compare GE, %24, %25, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
    %28 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %29 = stablehlo.add %28, %15 : tensor<8x8xi32>
    %30 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %31 = stablehlo.compare EQ, %29, %30, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %32 = stablehlo.convert %31 : (tensor<8x8xi1>) -> tensor<8x8xf32>
    %33 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %35 = stablehlo.add %34, %32 : tensor<8x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
    %37 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %38 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %39 = stablehlo.add %37, %15 : tensor<8x8xi32>
    %40 = stablehlo.add %38, %15 : tensor<8x8xi32>
    %41 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %42 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %43 = stablehlo.compare GE, %39, %41, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %44 = stablehlo.compare GE, %40, %42, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %45 = stablehlo.broadcast_in_dim %43, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
    %46 = stablehlo.broadcast_in_dim %44, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
    %47 = stablehlo.select %45, %22, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    return %47, %22, %27, %36, %46 : tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<4x8x8xi1>, tensor<1x8x8xf32>, tensor<4x8x8xi1>
  }
  func.func private @_cho_solve(%arg0: tensor<4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=1, n=8, o=1}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %4 = stablehlo.add %1, %3 : tensor<8x8xi32>
    %5 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
    %8 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=1, n=8, o=1}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %9 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %10 = stablehlo.add %9, %3 : tensor<8x8xi32>
    %11 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
    return %8, %7, %0, %13 : tensor<4x8x1xf32>, tensor<4x8x8xi1>, tensor<4x8x1xf32>, tensor<4x8x8xi1>
  }
  func.func private @diagonal(%arg0: tensor<4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.iota dim = 0 : tensor<8xi32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.compare LT, %0, %3, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %5 = sdy.constant dense<8> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %7 = stablehlo.add %0, %6 : tensor<8xi32>
    %8 = stablehlo.select %4, %7, %0 : tensor<8xi1>, tensor<8xi32>
    %9 = stablehlo.compare LT, %1, %3, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %10 = stablehlo.add %1, %6 : tensor<8xi32>
    %11 = stablehlo.select %9, %10, %1 : tensor<8xi1>, tensor<8xi32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x8x8xf32>, tensor<8x2xi32>) -> tensor<4x8xf32>
    return %15, %14 : tensor<4x8xf32>, tensor<8x2xi32>
  }
  func.func private @diagonal_0(%arg0: tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x8xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8xf32>, tensor<8x2xi32>, tensor<4x8xf32>) -> tensor<4x8x8xf32>
    return %2 : tensor<4x8x8xf32>
  }
  func.func private @_cho_solve_1(%arg0: tensor<4x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg2: tensor<4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg3: tensor<4x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg4: tensor<4x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg5: tensor<4x8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg2, %arg5) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=1, n=8, o=1}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg2, %arg5) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=1, n=8, o=1}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %2 = stablehlo.dot_general %1, %arg4, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x8xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %4 = stablehlo.negate %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %5 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x8xf32>
    %7 = stablehlo.select %arg3, %4, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %8 = stablehlo.custom_call @lapack_strsm_ffi(%arg2, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=1, n=8, o=1}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %9 = stablehlo.dot_general %8, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x1xf32>, tensor<4x8x1xf32>) -> tensor<4x8x8xf32>
    %10 = stablehlo.negate %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %11 = stablehlo.select %arg0, %10, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %12 = stablehlo.add %7, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    return %12 : tensor<4x8x8xf32>
  }
  func.func private @cholesky_2(%arg0: tensor<4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg2: tensor<1x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<4x8x8xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg4: tensor<4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x8xf32>
    %2 = stablehlo.select %arg3, %arg4, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %3 = stablehlo.dot_general %2, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x8x8xf32>) -> tensor<4x8x8xf32>
    %6 = stablehlo.divide %4, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %7 = stablehlo.select %arg1, %6, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xi1>, tensor<4x8x8xf32>
    %8 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=8, n=8, o=8}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %9 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %8) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=4, j=8, k=8, l=8, m=8, n=8, o=8}, custom>} : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %10 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x8x8xf32>
    %12 = stablehlo.divide %9, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    %13 = stablehlo.transpose %12, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %14 = stablehlo.add %12, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x8x8xf32>
    return %14 : tensor<4x8x8xf32>
  }
}
