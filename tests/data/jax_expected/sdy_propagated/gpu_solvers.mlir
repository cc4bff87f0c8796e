module @jit_gpu_solvers attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x6x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg2: tensor<4x6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6x2xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<4x6x6xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x6x4xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x4x4xf32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x6xi32> {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = sdy.constant dense<6.000000e+00> : tensor<f32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3:2 = call @slogdet(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>, <@mesh, [{"data"}]>]>} : (tensor<4x6x6xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %4 = stablehlo.transpose %arg0, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %5 = stablehlo.dot_general %arg0, %4, batching_dims = [0] x [0], contracting_dims = [2] x [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>, tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %6 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %7 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %8 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %9 = stablehlo.add %6, %8 : tensor<6x6xi32>
    %10 = stablehlo.compare EQ, %9, %7, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %11 = stablehlo.convert %10 : (tensor<6x6xi1>) -> tensor<6x6xf32>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<6x6xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<6x6xf32>) -> tensor<1x6x6xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x6x6xf32>) -> tensor<4x6x6xf32>
    %16 = stablehlo.add %5, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xf32>
    %17:2 = call @qr(%arg2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4x4xf32>)
    %18:3 = stablehlo.custom_call @cusolver_getrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=4, j=6, k=6, l=6, m=6, n=6}, custom>} : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4xi32>)
    %19 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %20 = stablehlo.subtract %18#1, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %21 = stablehlo.custom_call @cu_lu_pivots_to_permutation(%20) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=4, j=6, k=6}, custom>} : (tensor<4x6xi32>) -> tensor<4x6xi32>
    %22 = call @solve(%arg0, %arg1) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>, tensor<4x6x2xf32>) -> tensor<4x6x2xf32>
    %23 = stablehlo.multiply %3#0, %3#1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xf32>
    %24 = call @cholesky(%16) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    return %22, %23, %24, %17#0, %17#1, %21 : tensor<4x6x2xf32>, tensor<4xf32>, tensor<4x6x6xf32>, tensor<4x6x4xf32>, tensor<4x4x4xf32>, tensor<4x6xi32>
  }
  func.func private @diagonal(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<6> : tensor<i32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.iota dim = 0 : tensor<6xi32>
    %3 = stablehlo.iota dim = 0 : tensor<6xi32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.compare LT, %2, %4, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %7 = stablehlo.add %2, %6 : tensor<6xi32>
    %8 = stablehlo.select %5, %7, %2 : tensor<6xi1>, tensor<6xi32>
    %9 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %10 = stablehlo.add %3, %6 : tensor<6xi32>
    %11 = stablehlo.select %9, %10, %3 : tensor<6xi1>, tensor<6xi32>
    %12 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 4, 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6x6xf32>, tensor<6x2xi32>) -> tensor<4x6xf32>
    return %15 : tensor<4x6xf32>
  }
  func.func private @count_nonzero(%arg0: tensor<4x6xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = sdy.constant dense<false> : tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i1>) -> tensor<4x6xi1>
    %3 = stablehlo.compare NE, %arg0, %2, UNSIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %4 = stablehlo.convert %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi1>) -> tensor<4x6xi32>
    %5 = stablehlo.reduce(%4 init: %0) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x6xi32>, tensor<i32>) -> tensor<4xi32>
    return %5 : tensor<4xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @remainder(%arg0: tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0 = sdy.constant dense<1> : tensor<i32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : tensor<i32>
    %3 = stablehlo.compare EQ, %2, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = call @_where(%3, %0, %2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
    %0 = sdy.constant dense<0xFF800000> : tensor<f32>
    %1 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %2 = sdy.constant dense<-2> : tensor<i32>
    %3 = sdy.constant dense<2> : tensor<i32>
    %4 = sdy.constant dense<false> : tensor<i1>
    %5 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %6 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %7 = sdy.constant dense<0> : tensor<i32>
    %8 = sdy.constant dense<1> : tensor<i32>
    %9:3 = stablehlo.custom_call @cusolver_getrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=4, j=6, k=6, l=6, m=6, n=6}, custom>} : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4xi32>)
    %10 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %11 = stablehlo.subtract %9#1, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %12 = stablehlo.broadcast_in_dim %7, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.compare GE, %9#2, %12, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4xi1>) -> tensor<4x1x1xi1>
    %15 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x6x6xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x1x1xi1>) -> tensor<4x6x6xi1>
    %17 = stablehlo.select %16, %9#0, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xi1>, tensor<4x6x6xf32>
    %18 = call @diagonal(%17) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6x6xf32>) -> tensor<4x6xf32>
    %19 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x6xf32>
    %20 = stablehlo.compare EQ, %18, %19, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %21 = stablehlo.reduce(%20 init: %4) applies stablehlo.or across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x6xi1>, tensor<i1>) -> tensor<4xi1>
    %22 = stablehlo.iota dim = 0 : tensor<6xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<6xi32>) -> tensor<1x6xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x6xi32>) -> tensor<4x6xi32>
    %25 = stablehlo.compare NE, %11, %24, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %26 = call @count_nonzero(%25) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x6xi1>) -> tensor<4xi32>
    %27 = stablehlo.compare LT, %18, %19, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %28 = call @count_nonzero(%27) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x6xi1>) -> tensor<4xi32>
    %29 = stablehlo.add %26, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi32>
    %30 = call @remainder(%29, %3) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %32 = stablehlo.multiply %31, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi32>
    %33 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %34 = stablehlo.add %32, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xi32>
    %35 = stablehlo.convert %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>) -> tensor<4xf32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.multiply %36, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<4xf32>
    %38 = call @_where_0(%21, %5, %37) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    %39 = stablehlo.abs %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xf32>
    %40 = stablehlo.log %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xf32>
    %41 = stablehlo.reduce(%40 init: %5) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %42 = call @_where_0(%21, %0, %41) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    return %38, %42 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @qr(%arg0: tensor<4x6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<4x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = sdy.constant dense<-1> : tensor<i32>
    %2:2 = stablehlo.custom_call @cusolver_geqrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=4, j=6, k=4, l=6, m=4, n=4}, custom>} : (tensor<4x6x4xf32>) -> (tensor<4x6x4xf32>, tensor<4x4xf32>)
    %3 = stablehlo.custom_call @cusolver_orgqr_ffi(%2#0, %2#1) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=4, j=6, k=4, l=4, m=6, n=4}, custom>} : (tensor<4x6x4xf32>, tensor<4x4xf32>) -> tensor<4x6x4xf32>
    %4 = stablehlo.slice %2#0 [0:4, 0:4, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x4xf32>) -> tensor<4x4x4xf32>
    %5 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %7 = stablehlo.add %5, %6 : tensor<4x4xi32>
    %8 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x4xi1>) -> tensor<4x4x4xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x4x4xf32>
    %12 = stablehlo.select %10, %11, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x4x4xi1>, tensor<4x4x4xf32>
    return %3, %12 : tensor<4x6x4xf32>, tensor<4x4x4xf32>
  }
  func.func private @_lu_solve(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x6xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<4x2x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x2x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<6> : tensor<i32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x2x6xf32>) -> tensor<4x2x6x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %4 = stablehlo.compare LT, %arg1, %3, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %5 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %6 = stablehlo.add %arg1, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %7 = stablehlo.select %4, %6, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi1>, tensor<4x6xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6xi32>) -> tensor<4x6x1xi32>
    %9 = "stablehlo.gather"(%2, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x2x6x1xf32>, tensor<4x6x1xi32>) -> tensor<4x2x6x1xf32>
    %10 = stablehlo.transpose %9, dims = [0, 2, 3, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x2x6x1xf32>) -> tensor<4x6x1x2xf32>
    %11 = stablehlo.reshape %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x1x2xf32>) -> tensor<4x6x2xf32>
    %12 = "stablehlo.triangular_solve"(%arg0, %11) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>, tensor<4x6x2xf32>) -> tensor<4x6x2xf32>
    %13 = stablehlo.reshape %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x2xf32>) -> tensor<4x6x1x2xf32>
    %14 = stablehlo.reshape %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x1x2xf32>) -> tensor<4x6x2xf32>
    %15 = "stablehlo.triangular_solve"(%arg0, %14) <{left_side = true, lower = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>, tensor<4x6x2xf32>) -> tensor<4x6x2xf32>
    %16 = stablehlo.reshape %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x2xf32>) -> tensor<4x6x1x2xf32>
    %17 = stablehlo.transpose %16, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<4x6x1x2xf32>) -> tensor<4x2x6x1xf32>
    %18 = stablehlo.reshape %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x2x6x1xf32>) -> tensor<4x2x6xf32>
    return %18 : tensor<4x2x6xf32>
  }
  func.func private @solve(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<4x6x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %1 = sdy.constant dense<0> : tensor<i32>
    %2 = sdy.constant dense<1> : tensor<i32>
    %3:3 = stablehlo.custom_call @cusolver_getrf_ffi(%arg0) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=4, j=6, k=6, l=6, m=6, n=6}, custom>} : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4xi32>)
    %4 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<4x6xi32>
    %5 = stablehlo.subtract %3#1, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xi32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.compare GE, %3#2, %6, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4xi1>) -> tensor<4x1x1xi1>
    %9 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x6x6xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x1x1xi1>) -> tensor<4x6x6xi1>
    %11 = stablehlo.select %10, %3#0, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xi1>, tensor<4x6x6xf32>
    %12 = stablehlo.custom_call @cu_lu_pivots_to_permutation(%5) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, k]) {i=4, j=6, k=6}, custom>} : (tensor<4x6xi32>) -> tensor<4x6xi32>
    %13 = stablehlo.transpose %arg1, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x2xf32>) -> tensor<4x2x6xf32>
    %14 = call @_lu_solve(%11, %12, %13) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>, tensor<4x6xi32>, tensor<4x2x6xf32>) -> tensor<4x2x6xf32>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x2x6xf32>) -> tensor<4x6x2xf32>
    return %15 : tensor<4x6x2xf32>
  }
  func.func private @cholesky(%arg0: tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<4x6x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %2 = sdy.constant dense<0> : tensor<i32>
    %3 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.transpose %arg0, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
    %5 = stablehlo.add %arg0, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x6x6xf32>
    %7 = stablehlo.divide %5, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xf32>
    %8:2 = stablehlo.custom_call @cusolver_potrf_ffi(%7) {mhlo.backend_config = {lower = true}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=4, j=6, k=6, l=6, m=6}, custom>} : (tensor<4x6x6xf32>) -> (tensor<4x6x6xf32>, tensor<4xi32>)
    %9 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.compare EQ, %8#1, %9, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4xi1>) -> tensor<4x1x1xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x6x6xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x1x1xi1>) -> tensor<4x6x6xi1>
    %14 = stablehlo.select %13, %8#0, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xi1>, tensor<4x6x6xf32>
    %15 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %16 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %17 = stablehlo.add %15, %16 : tensor<6x6xi32>
    %18 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<6x6xi1>) -> tensor<4x6x6xi1>
    %21 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x6x6xf32>
    %22 = stablehlo.select %20, %14, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xi1>, tensor<4x6x6xf32>
    return %22 : tensor<4x6x6xf32>
  }
}
