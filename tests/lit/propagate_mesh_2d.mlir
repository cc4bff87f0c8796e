// --propagate on a 2-D mesh (data x model): batch-parallel x and Megatron-parallel weights compose,
// the hidden activation is split over both axes, a reduction over the batch keeps "model" on the
// surviving dim, and the row-parallel result keeps only the batch split.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --emit=gspmd | %filecheck %s --check-prefix=GSPMD
module @mlp2d attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %w1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %w2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32>, tensor<32xf32>) {
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x32xf32>
    %2 = stablehlo.dot_general %1, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    return %2, %3 : tensor<8x16xf32>, tensor<32xf32>
  }
}

// CHECK: sdy.mesh @mesh = <["data"=2, "model"=4]>
// CHECK-LABEL: func.func public @main(
// CHECK: %[[H:.*]] = stablehlo.dot_general %arg0, %arg1, {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>}
// CHECK-NEXT: %[[T:.*]] = stablehlo.tanh %[[H]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>}
// CHECK-NEXT: stablehlo.dot_general %[[T]], %arg2, {{.*}} {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>}
// CHECK: stablehlo.reduce(%[[T]] init: %{{.*}}) {{.*}} across dimensions = [0]
// CHECK-SAME: sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>

// devices [2,4] over data x model; a dim split over model only replicates over data
// GSPMD-LABEL: func.func public @main(
// GSPMD: stablehlo.dot_general %arg0, %arg1, {{.*}} {mhlo.sharding = "{devices=[2,4]<=[8]}"}
// GSPMD-NEXT: stablehlo.tanh {{.*}} {mhlo.sharding = "{devices=[2,4]<=[8]}"}
// GSPMD-NEXT: stablehlo.dot_general {{.*}}, %arg2, {{.*}} {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}
// GSPMD: stablehlo.reduce({{.*}} {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}
