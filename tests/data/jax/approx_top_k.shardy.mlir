module @jit_approx_top_k attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func @top_k_gt_bf16_comparator(%arg0: tensor<bf16>, %arg1: tensor<bf16>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_lt_bf16_comparator(%arg0: tensor<bf16>, %arg1: tensor<bf16>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_gt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<4x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<8x3xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x3xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<4x2xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4x16xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.iota dim = 1 : tensor<8x32xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1:2 = stablehlo.custom_call @ApproxTopK(%arg0, %0, %cst, %c) {backend_config = "", called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i64}} : (tensor<8x32xf32>, tensor<8x32xi32>, tensor<f32>, tensor<i32>) -> (tensor<8x3xf32>, tensor<8x3xi32>)
    %2 = stablehlo.iota dim = 1 : tensor<4x16xi32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_1 = stablehlo.constant dense<0x7F80> : tensor<bf16>
    %3:2 = stablehlo.custom_call @ApproxTopK(%arg1, %2, %cst_1, %c_0) {backend_config = "", called_computations = [@top_k_lt_bf16_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<4x16xbf16>, tensor<4x16xi32>, tensor<bf16>, tensor<i32>) -> (tensor<4x2xbf16>, tensor<4x2xi32>)
    %4 = stablehlo.iota dim = 1 : tensor<4x16xi32>
    %c_2 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_3 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %5:2 = stablehlo.custom_call @ApproxTopK(%arg1, %4, %cst_3, %c_2) {backend_config = "", called_computations = [@top_k_gt_bf16_comparator], mhlo.backend_config = {aggregate_to_topk = false, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<4x16xbf16>, tensor<4x16xi32>, tensor<bf16>, tensor<i32>) -> (tensor<4x16xbf16>, tensor<4x16xi32>)
    %6 = stablehlo.convert %3#0 : (tensor<4x2xbf16>) -> tensor<4x2xf32>
    %7 = stablehlo.convert %3#1 : (tensor<4x2xi32>) -> tensor<4x2xf32>
    %8 = stablehlo.add %6, %7 : tensor<4x2xf32>
    %9 = stablehlo.convert %5#0 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %10 = stablehlo.convert %5#0 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    return %1#0, %1#1, %8, %9, %11 : tensor<8x3xf32>, tensor<8x3xi32>, tensor<4x2xf32>, tensor<4x16xf32>, tensor<f32>
  }
}
