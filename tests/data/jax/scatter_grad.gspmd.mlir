module @jit_scatter_grad attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x8xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg1: tensor<6x8xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<3xi32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<3x8xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<6x8xf32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<3x8xf32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}, tensor<6x8xf32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = stablehlo.iota dim = 0 : tensor<3xui32>
    %7 = stablehlo.reshape %6 : (tensor<3xui32>) -> tensor<3x1xui32>
    %c_1 = stablehlo.constant dense<1> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x8xui32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x8xui32>
    %10 = stablehlo.add %9, %8 : tensor<3x8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
    %12 = "stablehlo.scatter"(%11, %5, %10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<ui32>, %arg5: tensor<ui32>):
      stablehlo.return %arg5 : tensor<ui32>
    }) : (tensor<6x8xui32>, tensor<3x1xi32>, tensor<3x8xui32>) -> tensor<6x8xui32>
    %13 = "stablehlo.gather"(%12, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xui32>, tensor<3x1xi32>) -> tensor<3x8xui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<6x8xui32>
    %15 = stablehlo.compare EQ, %12, %14, UNSIGNED : (tensor<6x8xui32>, tensor<6x8xui32>) -> tensor<6x8xi1>
    %16 = stablehlo.compare EQ, %10, %13, UNSIGNED : (tensor<3x8xui32>, tensor<3x8xui32>) -> tensor<3x8xi1>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %18 = stablehlo.multiply %arg3, %17 : tensor<3x8xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %20 = stablehlo.compare LT, %arg2, %19, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %22 = stablehlo.add %arg2, %21 : tensor<3xi32>
    %23 = stablehlo.select %20, %22, %arg2 : tensor<3xi1>, tensor<3xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %25 = "stablehlo.scatter"(%arg0, %24, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %111 = stablehlo.maximum %arg4, %arg5 : tensor<f32>
      stablehlo.return %111 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<3x1xi32>, tensor<3x8xf32>) -> tensor<6x8xf32>
    %26 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %27 = "stablehlo.gather"(%25, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %28 = stablehlo.compare EQ, %18, %27, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %29 = stablehlo.compare EQ, %26, %27, FLOAT : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %33 = stablehlo.select %28, %31, %32 : tensor<3x8xi1>, tensor<3x8xf32>
    %34 = "stablehlo.scatter"(%30, %24, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %111 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %111 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<3x1xi32>, tensor<3x8xf32>) -> tensor<6x8xf32>
    %35 = "stablehlo.gather"(%34, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %38 = "stablehlo.scatter"(%36, %24, %37) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %111 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %111 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<3x1xi32>, tensor<3x8xf32>) -> tensor<6x8xf32>
    %39 = "stablehlo.gather"(%38, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %41 = stablehlo.add %35, %40 : tensor<3x8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %43 = stablehlo.divide %42, %41 : tensor<3x8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %45 = stablehlo.divide %44, %35 : tensor<3x8xf32>
    %46 = stablehlo.select %29, %43, %45 : tensor<3x8xi1>, tensor<3x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %48 = stablehlo.select %28, %46, %47 : tensor<3x8xi1>, tensor<3x8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %50 = stablehlo.add %35, %49 : tensor<3x8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %52 = stablehlo.divide %51, %50 : tensor<3x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %54 = stablehlo.select %29, %52, %53 : tensor<3x8xi1>, tensor<3x8xf32>
    %cst_18 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %56 = stablehlo.add %55, %54 : tensor<3x8xf32>
    %57 = stablehlo.divide %56, %39 : tensor<3x8xf32>
    %58 = call @sort(%arg0) : (tensor<6x8xf32>) -> tensor<6x8x1xui32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %60 = stablehlo.multiply %59, %arg1 : tensor<6x8xf32>
    %61 = call @sort_0(%58, %60) : (tensor<6x8x1xui32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %63 = stablehlo.multiply %25, %62 : tensor<6x8xf32>
    %64 = stablehlo.multiply %62, %25 : tensor<6x8xf32>
    %65 = stablehlo.add %63, %64 : tensor<6x8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %67 = stablehlo.multiply %66, %arg1 : tensor<6x8xf32>
    %c_22 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %69 = stablehlo.compare GE, %24, %68, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %70 = stablehlo.broadcast_in_dim %c_22, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %72 = stablehlo.compare LE, %24, %71, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %73 = stablehlo.and %69, %72 : tensor<3x1xi1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %74 = stablehlo.reduce(%73 init: %c_24) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %75 = "stablehlo.gather"(%65, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0] : (tensor<3xi1>) -> tensor<3x8xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %78 = stablehlo.select %76, %75, %77 : tensor<3x8xi1>, tensor<3x8xf32>
    %79 = stablehlo.add %61, %65 : tensor<6x8xf32>
    %80 = stablehlo.multiply %78, %48 : tensor<3x8xf32>
    %81 = stablehlo.multiply %78, %57 : tensor<3x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %83 = "stablehlo.scatter"(%82, %24, %81) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %111 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %111 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<3x1xi32>, tensor<3x8xf32>) -> tensor<6x8xf32>
    %84 = stablehlo.add %79, %83 : tensor<6x8xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %86 = stablehlo.multiply %80, %85 : tensor<3x8xf32>
    %c_28 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %88 = stablehlo.compare GE, %5, %87, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %89 = stablehlo.broadcast_in_dim %c_28, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %91 = stablehlo.compare LE, %5, %90, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %92 = stablehlo.and %88, %91 : tensor<3x1xi1>
    %c_30 = stablehlo.constant dense<true> : tensor<i1>
    %93 = stablehlo.reduce(%92 init: %c_30) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %94 = "stablehlo.gather"(%67, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<6x8xf32>, tensor<3x1xi32>) -> tensor<3x8xf32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0] : (tensor<3xi1>) -> tensor<3x8xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %97 = stablehlo.select %95, %94, %96 : tensor<3x8xi1>, tensor<3x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %99 = stablehlo.select %16, %97, %98 : tensor<3x8xi1>, tensor<3x8xf32>
    %100 = stablehlo.add %86, %99 : tensor<3x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %102 = stablehlo.select %15, %67, %101 : tensor<6x8xi1>, tensor<6x8xf32>
    %103 = stablehlo.add %84, %102 : tensor<6x8xf32>
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<6x8xf32> -> (tensor<6x3xf32>, tensor<6x3xi32>)
    %104 = stablehlo.reshape %indices : (tensor<6x3xi32>) -> tensor<6x3x1xi32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %106 = stablehlo.multiply %105, %values : tensor<6x3xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<6x3xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %110 = "stablehlo.scatter"(%109, %104, %108) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %111 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %111 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<6x3x1xi32>, tensor<6x3xf32>) -> tensor<6x8xf32>
    return %103, %100, %110 : tensor<6x8xf32>, tensor<3x8xf32>, tensor<6x8xf32>
  }
  func.func private @sort(%arg0: tensor<6x8xf32>) -> tensor<6x8x1xui32> {
    %0 = stablehlo.iota dim = 1 : tensor<6x8xui32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.select %3, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<6x8xf32>, tensor<6x8xui32>) -> (tensor<6x8xf32>, tensor<6x8xui32>)
    %2 = stablehlo.broadcast_in_dim %1#1, dims = [0, 1] : (tensor<6x8xui32>) -> tensor<6x8x1xui32>
    return %2 : tensor<6x8x1xui32>
  }
  func.func private @sort_0(%arg0: tensor<6x8x1xui32>, %arg1: tensor<6x8xf32>) -> tensor<6x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<6x8x1xui32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    return %1 : tensor<6x8xf32>
  }
}
