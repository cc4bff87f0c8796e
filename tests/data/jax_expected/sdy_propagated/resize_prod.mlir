module @jit_resize_prod attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<16x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0 = call @_resize(%arg0) : (tensor<8x16xf32>) -> tensor<16x32xf32>
    %1 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.multiply %2, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %4 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %6 = stablehlo.add %5, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
    %7 = stablehlo.reduce(%6 init: %4) applies stablehlo.multiply across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    return %0, %7 : tensor<16x32xf32>, tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<1x16xi1>, %arg1: tensor<1x16xf32>, %arg2: tensor<i32>) -> tensor<1x16xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x16xi1>, tensor<1x16xf32>
    return %2 : tensor<1x16xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x16xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x16xi1>) -> tensor<8x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xi1>, tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x32xi1>, %arg1: tensor<1x32xf32>, %arg2: tensor<i32>) -> tensor<1x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x32xi1>, tensor<1x32xf32>
    return %2 : tensor<1x32xf32>
  }
  func.func private @_where_2(%arg0: tensor<1x32xi1> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x32xi1>) -> tensor<16x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<16x32xi1>, tensor<16x32xf32>
    return %3 : tensor<16x32xf32>
  }
  func.func private @_resize(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> tensor<16x32xf32> {
    %0 = sdy.constant dense<5.000000e-01> : tensor<f32>
    %1 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.maximum %0, %1 : tensor<f32>
    %3 = stablehlo.iota dim = 0 : tensor<16xf32>
    %4 = stablehlo.iota dim = 0 : tensor<16xf32>
    %5 = stablehlo.iota dim = 0 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.add %3, %6 : tensor<16xf32>
    %8 = stablehlo.add %4, %6 : tensor<16xf32>
    %9 = stablehlo.add %5, %6 : tensor<16xf32>
    %10 = stablehlo.multiply %7, %6 : tensor<16xf32>
    %11 = stablehlo.multiply %8, %6 : tensor<16xf32>
    %12 = stablehlo.multiply %9, %6 : tensor<16xf32>
    %13 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.subtract %10, %14 : tensor<16xf32>
    %16 = stablehlo.subtract %11, %14 : tensor<16xf32>
    %17 = stablehlo.subtract %12, %14 : tensor<16xf32>
    %18 = stablehlo.subtract %15, %6 : tensor<16xf32>
    %19 = stablehlo.subtract %16, %6 : tensor<16xf32>
    %20 = stablehlo.subtract %17, %6 : tensor<16xf32>
    %21 = stablehlo.iota dim = 0 : tensor<8xf32>
    %22 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<8xf32>
    %23 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %24 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %25 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %26 = stablehlo.broadcast_in_dim %22, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %27 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %28 = stablehlo.broadcast_in_dim %24, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %29 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %30 = stablehlo.broadcast_in_dim %26, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %31 = stablehlo.subtract %27, %29 : tensor<8x16xf32>
    %32 = stablehlo.subtract %28, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %33 = stablehlo.abs %31 : tensor<8x16xf32>
    %34 = stablehlo.abs %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %35 = stablehlo.convert %2 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %38 = stablehlo.divide %33, %36 : tensor<8x16xf32>
    %39 = stablehlo.divide %34, %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %40 = stablehlo.abs %38 : tensor<8x16xf32>
    %41 = stablehlo.abs %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %42 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %43 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %44 = stablehlo.subtract %42, %40 : tensor<8x16xf32>
    %45 = stablehlo.subtract %43, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %46 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %47 = stablehlo.broadcast_in_dim %13, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %48 = stablehlo.maximum %46, %44 : tensor<8x16xf32>
    %49 = stablehlo.maximum %47, %45 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %50 = stablehlo.reduce(%48 init: %13) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %52 = stablehlo.abs %51 : tensor<1x16xf32>
    %53 = sdy.constant dense<1.1920929E-4> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %55 = stablehlo.compare GT, %52, %54, FLOAT : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xi1>
    %56 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %57 = stablehlo.compare NE, %51, %56, FLOAT : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xi1>
    %58 = sdy.constant dense<1> : tensor<i32>
    %59 = call @_where(%57, %51, %58) : (tensor<1x16xi1>, tensor<1x16xf32>, tensor<i32>) -> tensor<1x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %61 = stablehlo.divide %49, %60 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %62 = sdy.constant dense<0> : tensor<i32>
    %63 = call @_where_0(%55, %61, %62) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x16xi1>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
    %64 = sdy.constant dense<-5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %66 = stablehlo.compare GE, %20, %65, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %67 = sdy.constant dense<7.500000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %69 = stablehlo.compare LE, %20, %68, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %70 = stablehlo.and %66, %69 : tensor<16xi1>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<16xi1>) -> tensor<1x16xi1>
    %72 = call @_where_0(%71, %63, %62) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<1x16xi1>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
    %73 = stablehlo.maximum %0, %1 : tensor<f32>
    %74 = stablehlo.iota dim = 0 : tensor<32xf32>
    %75 = stablehlo.iota dim = 0 : tensor<32xf32>
    %76 = stablehlo.iota dim = 0 : tensor<32xf32>
    %77 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %78 = stablehlo.add %74, %77 : tensor<32xf32>
    %79 = stablehlo.add %75, %77 : tensor<32xf32>
    %80 = stablehlo.add %76, %77 : tensor<32xf32>
    %81 = stablehlo.multiply %78, %77 : tensor<32xf32>
    %82 = stablehlo.multiply %79, %77 : tensor<32xf32>
    %83 = stablehlo.multiply %80, %77 : tensor<32xf32>
    %84 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %85 = stablehlo.subtract %81, %84 : tensor<32xf32>
    %86 = stablehlo.subtract %82, %84 : tensor<32xf32>
    %87 = stablehlo.subtract %83, %84 : tensor<32xf32>
    %88 = stablehlo.subtract %85, %77 : tensor<32xf32>
    %89 = stablehlo.subtract %86, %77 : tensor<32xf32>
    %90 = stablehlo.subtract %87, %77 : tensor<32xf32>
    %91 = stablehlo.iota dim = 0 : tensor<16xf32>
    %92 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<16xf32>
    %93 = stablehlo.broadcast_in_dim %88, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %94 = stablehlo.broadcast_in_dim %89, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %95 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<16xf32>) -> tensor<16x1xf32>
    %97 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.broadcast_in_dim %94, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %99 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %100 = stablehlo.broadcast_in_dim %96, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.subtract %97, %99 : tensor<16x32xf32>
    %102 = stablehlo.subtract %98, %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<16x32xf32>
    %103 = stablehlo.abs %101 : tensor<16x32xf32>
    %104 = stablehlo.abs %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<16x32xf32>
    %105 = stablehlo.convert %73 : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %108 = stablehlo.divide %103, %106 : tensor<16x32xf32>
    %109 = stablehlo.divide %104, %107 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<16x32xf32>
    %110 = stablehlo.abs %108 : tensor<16x32xf32>
    %111 = stablehlo.abs %109 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<16x32xf32>
    %112 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %113 = stablehlo.broadcast_in_dim %1, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %114 = stablehlo.subtract %112, %110 : tensor<16x32xf32>
    %115 = stablehlo.subtract %113, %111 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<16x32xf32>
    %116 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %117 = stablehlo.broadcast_in_dim %13, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %118 = stablehlo.maximum %116, %114 : tensor<16x32xf32>
    %119 = stablehlo.maximum %117, %115 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<16x32xf32>
    %120 = stablehlo.reduce(%118 init: %13) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %122 = stablehlo.abs %121 : tensor<1x32xf32>
    %123 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %124 = stablehlo.compare GT, %122, %123, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %125 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %126 = stablehlo.compare NE, %121, %125, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %127 = call @_where_1(%126, %121, %58) : (tensor<1x32xi1>, tensor<1x32xf32>, tensor<i32>) -> tensor<1x32xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %129 = stablehlo.divide %119, %128 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<16x32xf32>
    %130 = call @_where_2(%124, %129, %62) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x32xi1>, tensor<16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
    %131 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %132 = stablehlo.compare GE, %90, %131, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %133 = sdy.constant dense<1.550000e+01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %135 = stablehlo.compare LE, %90, %134, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %136 = stablehlo.and %132, %135 : tensor<32xi1>
    %137 = stablehlo.broadcast_in_dim %136, dims = [1] : (tensor<32xi1>) -> tensor<1x32xi1>
    %138 = call @_where_2(%137, %130, %62) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<1x32xi1>, tensor<16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
    %139 = stablehlo.dot_general %138, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<16x32xf32>, tensor<8x16xf32>) -> tensor<32x8xf32>
    %140 = stablehlo.dot_general %72, %139, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x16xf32>, tensor<32x8xf32>) -> tensor<16x32xf32>
    return %140 : tensor<16x32xf32>
  }
}
