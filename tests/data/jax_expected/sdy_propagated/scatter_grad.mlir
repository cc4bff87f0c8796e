module @jit_scatter_grad attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<3xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<3x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<6x8xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<3x8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<6x8xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.compare LT, %arg2, %1, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %3 = sdy.constant dense<6> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.add %arg2, %4 : tensor<3xi32>
    %6 = stablehlo.select %2, %5, %arg2 : tensor<3xi1>, tensor<3xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %8 = stablehlo.iota dim = 0 : tensor<3xui32>
    %9 = stablehlo.iota dim = 0 : tensor<3xui32>
    %10 = stablehlo.reshape %8 : (tensor<3xui32>) -> tensor<3x1xui32>
    %11 = stablehlo.reshape %9 : (tensor<3xui32>) -> tensor<3x1xui32>
    %12 = sdy.constant dense<1> : tensor<ui32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x8xui32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x8xui32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x8xui32>
    %16 = stablehlo.add %14, %13 : tensor<3x8xui32>
    %17 = stablehlo.add %15, %13 : tensor<3x8xui32>
    %18 = sdy.constant dense<0> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<ui32>) -> tensor<6x8xui32>
    %20 = "stablehlo.scatter"(%19, %7, %16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<ui32>, %arg5: tensor<ui32>):
      stablehlo.return %arg5 : tensor<ui32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<6x8xui32>, tensor<3x1xi32>, tensor<3x8xui32>) -> tensor<6x8xui32>
    %21 = "stablehlo.gather"(%20, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xui32>, tensor<3x1xi32>) -> tensor<3x8xui32>
    %22 = stablehlo.compare EQ, %20, %19, UNSIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<6x8xui32>, tensor<6x8xui32>) -> tensor<6x8xi1>
    %23 = stablehlo.compare EQ, %17, %21, UNSIGNED : (tensor<3x8xui32>, tensor<3x8xui32>) -> tensor<3x8xi1>
    %24 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %26 = stablehlo.multiply %arg3, %25 : tensor<3x8xf32>
    %27 = stablehlo.compare LT, %arg2, %1, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %28 = stablehlo.add %arg2, %4 : tensor<3xi32>
    %29 = stablehlo.select %27, %28, %arg2 : tensor<3xi1>, tensor<3xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %31 = "stablehlo.scatter"(%arg0, %30, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %104 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %104 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<6x8xf32>, tensor<3x1xi32>, tensor<3x8xf32>) -> tensor<6x8xf32>
    %32 = "stablehlo.gather"(%arg0, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %33 = "stablehlo.gather"(%31, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %34 = stablehlo.compare EQ, %26, %33, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %35 = stablehlo.compare EQ, %32, %33, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %36 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %38 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %40 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %41 = stablehlo.select %34, %39, %40 : tensor<3x8xi1>, tensor<3x8xf32>
    %42 = "stablehlo.scatter"(%37, %30, %41) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %104 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %104 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<3x1xi32>, tensor<3x8xf32>) -> tensor<6x8xf32>
    %43 = "stablehlo.gather"(%42, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %44 = "stablehlo.scatter"(%37, %30, %39) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %104 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %104 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<3x1xi32>, tensor<3x8xf32>) -> tensor<6x8xf32>
    %45 = "stablehlo.gather"(%44, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %46 = stablehlo.add %43, %39 : tensor<3x8xf32>
    %47 = stablehlo.divide %39, %46 : tensor<3x8xf32>
    %48 = stablehlo.divide %39, %43 : tensor<3x8xf32>
    %49 = stablehlo.select %35, %47, %48 : tensor<3x8xi1>, tensor<3x8xf32>
    %50 = stablehlo.select %34, %49, %40 : tensor<3x8xi1>, tensor<3x8xf32>
    %51 = stablehlo.add %43, %39 : tensor<3x8xf32>
    %52 = stablehlo.divide %39, %51 : tensor<3x8xf32>
    %53 = stablehlo.select %35, %52, %40 : tensor<3x8xi1>, tensor<3x8xf32>
    %54 = sdy.constant dense<-1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %56 = stablehlo.add %55, %53 : tensor<3x8xf32>
    %57 = stablehlo.divide %56, %45 : tensor<3x8xf32>
    %58 = call @sort(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<6x8xf32>) -> tensor<6x8x1xui32>
    %59 = stablehlo.broadcast_in_dim %38, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<6x8xf32>
    %60 = stablehlo.multiply %59, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<6x8xf32>
    %61 = call @sort_0(%58, %60) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<6x8x1xui32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    %62 = stablehlo.multiply %31, %59 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<6x8xf32>
    %63 = stablehlo.multiply %59, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<6x8xf32>
    %64 = stablehlo.add %62, %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<6x8xf32>
    %65 = stablehlo.multiply %59, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<6x8xf32>
    %66 = sdy.constant dense<5> : tensor<1xi32>
    %67 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %68 = stablehlo.compare GE, %30, %67, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %69 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %71 = stablehlo.compare LE, %30, %70, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %72 = stablehlo.and %68, %71 : tensor<3x1xi1>
    %73 = sdy.constant dense<true> : tensor<i1>
    %74 = stablehlo.reduce(%72 init: %73) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %75 = "stablehlo.gather"(%64, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0] : (tensor<3xi1>) -> tensor<3x8xi1>
    %77 = stablehlo.select %76, %75, %40 : tensor<3x8xi1>, tensor<3x8xf32>
    %78 = stablehlo.add %61, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<6x8xf32>
    %79 = stablehlo.multiply %77, %50 : tensor<3x8xf32>
    %80 = stablehlo.multiply %77, %57 : tensor<3x8xf32>
    %81 = stablehlo.broadcast_in_dim %36, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<6x8xf32>
    %82 = "stablehlo.scatter"(%81, %30, %80) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %104 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %104 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<6x8xf32>, tensor<3x1xi32>, tensor<3x8xf32>) -> tensor<6x8xf32>
    %83 = stablehlo.add %78, %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<6x8xf32>
    %84 = stablehlo.multiply %79, %25 : tensor<3x8xf32>
    %85 = stablehlo.compare GE, %7, %67, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %86 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %88 = stablehlo.compare LE, %7, %87, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %89 = stablehlo.and %85, %88 : tensor<3x1xi1>
    %90 = stablehlo.reduce(%89 init: %73) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %91 = "stablehlo.gather"(%65, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %92 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<3xi1>) -> tensor<3x8xi1>
    %93 = stablehlo.select %92, %91, %40 : tensor<3x8xi1>, tensor<3x8xf32>
    %94 = stablehlo.select %23, %93, %40 : tensor<3x8xi1>, tensor<3x8xf32>
    %95 = stablehlo.add %84, %94 : tensor<3x8xf32>
    %96 = stablehlo.select %22, %65, %81 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<6x8xi1>, tensor<6x8xf32>
    %97 = stablehlo.add %83, %96 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<6x8xf32>
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<6x8xf32> -> (tensor<6x3xf32>, tensor<6x3xi32>)
    %98 = stablehlo.reshape %indices : (tensor<6x3xi32>) -> tensor<6x3x1xi32>
    %99 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %100 = stablehlo.multiply %99, %values : tensor<6x3xf32>
    %101 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<6x3xf32>
    %103 = "stablehlo.scatter"(%37, %98, %102) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %104 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %104 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<6x3x1xi32>, tensor<6x3xf32>) -> tensor<6x8xf32>
    return %97, %95, %103 : tensor<6x8xf32>, tensor<3x8xf32>, tensor<6x8xf32>
  }
  func.func private @sort(%arg0: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<6x8x1xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<6x8xui32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %3 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.compare EQ, %arg1, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.select %4, %3, %arg1 : tensor<i1>, tensor<f32>
      %6 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = sdy.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %6, %7, %5 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare EQ, %arg2, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.select %9, %3, %arg2 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = stablehlo.select %11, %7, %10 : tensor<i1>, tensor<f32>
      %13 = stablehlo.compare LT, %8, %12, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<6x8xf32>, tensor<6x8xui32>) -> (tensor<6x8xf32>, tensor<6x8xui32>)
    %2 = stablehlo.broadcast_in_dim %1#1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<6x8xui32>) -> tensor<6x8x1xui32>
    return %2 : tensor<6x8x1xui32>
  }
  func.func private @sort_0(%arg0: tensor<6x8x1xui32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<6x8xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<6x8xf32>, tensor<6x8x1xui32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    return %2 : tensor<6x8xf32>
  }
}
