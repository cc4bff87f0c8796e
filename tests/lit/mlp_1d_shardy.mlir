// Megatron MLP on a 1-D mesh, as JAX exports it with Shardy (reference §1.6 (a)):
// sdy custom syntax in, round trips in both annotation forms.
// RUN: shardflow-opt %s | filecheck %s --check-prefix=SDY
// RUN: shardflow-opt %s --emit=gspmd | filecheck %s --check-prefix=GSPMD
// RUN: shardflow-opt %s --emit=gspmd | shardflow-opt - --mesh model=4 --emit=shardy | filecheck %s --check-prefix=SDY

module @jit_mlp attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = call @relu(%0) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
}

// The private @relu is inlined; shardings of arguments and the result survive.
// SDY: "sdy.mesh"() {mesh = #sdy.mesh<["model"=4]>, sym_name = "mesh"}
// SDY-LABEL: func.func public @main(
// SDY-SAME: %arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}
// SDY-SAME: %arg1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}
// SDY-SAME: %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}
// SDY-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
// SDY: %[[H:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]
// SDY: %[[R:.*]] = stablehlo.maximum %[[H]], %{{.*}} : tensor<8x32xf32>
// SDY: %[[Y:.*]] = stablehlo.dot_general %[[R]], %arg2, contracting_dims = [1] x [0]
// SDY-NEXT: return %[[Y]] : tensor<8x16xf32>
// SDY-NOT: call
// SDY-NOT: @relu

// GSPMD: module @jit_mlp attributes {mhlo.num_partitions = 4 : i32
// GSPMD-NOT: sdy.
// GSPMD-LABEL: func.func public @main(
// GSPMD-SAME: %arg0: tensor<8x16xf32> {mhlo.sharding = "{replicated}"}
// GSPMD-SAME: %arg1: tensor<16x32xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}
// GSPMD-SAME: %arg2: tensor<32x16xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}
// GSPMD-SAME: -> (tensor<8x16xf32> {mhlo.sharding = "{replicated}"})
// GSPMD: stablehlo.maximum
// GSPMD: return
