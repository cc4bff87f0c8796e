module @jit_rope attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2x8x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}, {}]>}) -> (tensor<2x8x4x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}, {}]>}) {
    %0 = stablehlo.iota dim = 0 : tensor<2xf32>
    %1 = stablehlo.iota dim = 0 : tensor<2xf32>
    %2 = stablehlo.iota dim = 0 : tensor<2xf32>
    %3 = stablehlo.iota dim = 0 : tensor<2xf32>
    %4 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.multiply %5, %0 : tensor<2xf32>
    %7 = stablehlo.multiply %5, %1 : tensor<2xf32>
    %8 = stablehlo.multiply %5, %2 : tensor<2xf32>
    %9 = stablehlo.multiply %5, %3 : tensor<2xf32>
    %10 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %12 = stablehlo.add %11, %6 : tensor<2xf32>
    %13 = stablehlo.add %11, %7 : tensor<2xf32>
    %14 = stablehlo.add %11, %8 : tensor<2xf32>
    %15 = stablehlo.add %11, %9 : tensor<2xf32>
    %16 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %18 = stablehlo.divide %12, %17 : tensor<2xf32>
    %19 = stablehlo.divide %13, %17 : tensor<2xf32>
    %20 = stablehlo.divide %14, %17 : tensor<2xf32>
    %21 = stablehlo.divide %15, %17 : tensor<2xf32>
    %22 = sdy.constant dense<1.000000e+04> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %24 = stablehlo.power %23, %18 : tensor<2xf32>
    %25 = stablehlo.power %23, %19 : tensor<2xf32>
    %26 = stablehlo.power %23, %20 : tensor<2xf32>
    %27 = stablehlo.power %23, %21 : tensor<2xf32>
    %28 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %30 = stablehlo.divide %29, %24 : tensor<2xf32>
    %31 = stablehlo.divide %29, %25 : tensor<2xf32>
    %32 = stablehlo.divide %29, %26 : tensor<2xf32>
    %33 = stablehlo.divide %29, %27 : tensor<2xf32>
    %34 = stablehlo.iota dim = 0 : tensor<8xf32>
    %35 = stablehlo.iota dim = 0 : tensor<8xf32>
    %36 = stablehlo.iota dim = 0 : tensor<8xf32>
    %37 = stablehlo.iota dim = 0 : tensor<8xf32>
    %38 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %39 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %40 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %41 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %42 = stablehlo.broadcast_in_dim %30, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %43 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %44 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %45 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %46 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %47 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %48 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %49 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %50 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<8x2xf32>
    %51 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<8x2xf32>
    %52 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<8x2xf32>
    %53 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<8x2xf32>
    %54 = stablehlo.multiply %46, %50 : tensor<8x2xf32>
    %55 = stablehlo.multiply %47, %51 : tensor<8x2xf32>
    %56 = stablehlo.multiply %48, %52 : tensor<8x2xf32>
    %57 = stablehlo.multiply %49, %53 : tensor<8x2xf32>
    %58 = stablehlo.sine %55 : tensor<8x2xf32>
    %59 = stablehlo.sine %56 : tensor<8x2xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %62 = stablehlo.cosine %54 : tensor<8x2xf32>
    %63 = stablehlo.cosine %57 : tensor<8x2xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [1, 3] : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %66 = stablehlo.slice %arg0 [0:2, 0:8, 0:4, 0:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x2xf32>
    %67 = stablehlo.slice %arg0 [0:2, 0:8, 0:4, 2:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x4xf32>) -> tensor<2x8x4x2xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x2xf32>) -> tensor<2x8x4x2xf32>
    %69 = stablehlo.multiply %66, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : tensor<2x8x4x2xf32>
    %70 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x2xf32>) -> tensor<2x8x4x2xf32>
    %71 = stablehlo.multiply %67, %70 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : tensor<2x8x4x2xf32>
    %72 = stablehlo.subtract %69, %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : tensor<2x8x4x2xf32>
    %73 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x2xf32>) -> tensor<2x8x4x2xf32>
    %74 = stablehlo.multiply %66, %73 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : tensor<2x8x4x2xf32>
    %75 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<1x8x1x2xf32>) -> tensor<2x8x4x2xf32>
    %76 = stablehlo.multiply %67, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : tensor<2x8x4x2xf32>
    %77 = stablehlo.add %74, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : tensor<2x8x4x2xf32>
    %78 = stablehlo.concatenate %72, %77, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<2x8x4x2xf32>, tensor<2x8x4x2xf32>) -> tensor<2x8x4x4xf32>
    return %78 : tensor<2x8x4x4xf32>
  }
}
