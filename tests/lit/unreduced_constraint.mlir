// Explicit-mode unreduced (reference §1.6 (f)): a constraint with unreduced={"model"} (a partial
// sum) imports as a reshard to a partial sharding, and prints back in both forms.
// RUN: shardflow-opt %s | filecheck %s
// RUN: shardflow-opt %s --emit=gspmd | filecheck %s --check-prefix=GSPMD

module @jit_unreduced attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}], unreduced={"model"}> : tensor<8x16xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1
// CHECK-NEXT: %[[P:.*]] = "sdy.sharding_constraint"(%[[D]]) {sharding = #sdy.sharding<@mesh, [{"data"}, {}], unreduced={"model"}>}
// CHECK-NEXT: %[[R:.*]] = "sdy.sharding_constraint"(%[[P]]) {sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}
// CHECK-NEXT: return %[[R]]

// GSPMD-LABEL: func.func public @main(
// GSPMD-SAME: {mhlo.sharding = "{devices=[2,4]<=[8]}"}
// GSPMD: stablehlo.custom_call @Sharding(%{{.*}}) {{{.*}}mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dims={unreduced}}"}
// GSPMD-NEXT: stablehlo.custom_call @Sharding(%{{.*}}) {{{.*}}mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}
