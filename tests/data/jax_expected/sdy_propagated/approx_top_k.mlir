module @jit_approx_top_k attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<4x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<8x3xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x3xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<4x2xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4x16xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x32xi32>
    %1 = sdy.constant dense<-1> : tensor<i32>
    %2 = sdy.constant dense<0xFF800000> : tensor<f32>
    %3:2 = stablehlo.custom_call @ApproxTopK(%arg0, %0, %2, %1) {backend_config = "", called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i64}, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>]>} : (tensor<8x32xf32>, tensor<8x32xi32>, tensor<f32>, tensor<i32>) -> (tensor<8x3xf32>, tensor<8x3xi32>)
    %4 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x16xi32>
    %5 = sdy.constant dense<0x7F80> : tensor<bf16>
    %6:2 = stablehlo.custom_call @ApproxTopK(%arg1, %4, %5, %1) {backend_config = "", called_computations = [@top_k_lt_bf16_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<4x16xbf16>, tensor<4x16xi32>, tensor<bf16>, tensor<i32>) -> (tensor<4x2xbf16>, tensor<4x2xi32>)
    %7 = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<4x16xi32>
    %8 = sdy.constant dense<0xFF80> : tensor<bf16>
    %9:2 = stablehlo.custom_call @ApproxTopK(%arg1, %7, %8, %1) {backend_config = "", called_computations = [@top_k_gt_bf16_comparator], mhlo.backend_config = {aggregate_to_topk = false, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>, <@mesh, [{}, {"model"}]>]>} : (tensor<4x16xbf16>, tensor<4x16xi32>, tensor<bf16>, tensor<i32>) -> (tensor<4x16xbf16>, tensor<4x16xi32>)
    %10 = stablehlo.convert %6#0 : (tensor<4x2xbf16>) -> tensor<4x2xf32>
    %11 = stablehlo.convert %6#1 : (tensor<4x2xi32>) -> tensor<4x2xf32>
    %12 = stablehlo.add %10, %11 : tensor<4x2xf32>
    %13 = stablehlo.convert %9#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %14 = stablehlo.convert %9#0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %15 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    return %3#0, %3#1, %12, %13, %16 : tensor<8x3xf32>, tensor<8x3xi32>, tensor<4x2xf32>, tensor<4x16xf32>, tensor<f32>
  }
  func.func @top_k_gt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_lt_bf16_comparator(%arg0: tensor<bf16>, %arg1: tensor<bf16>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_gt_bf16_comparator(%arg0: tensor<bf16>, %arg1: tensor<bf16>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
}
