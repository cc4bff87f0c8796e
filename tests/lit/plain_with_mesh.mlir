// An unannotated module plus --mesh: arguments stay open (no sharding; propagation decides, as for
// a jax.jit argument without in_shardings) and the output is Shardy with the given mesh.
// RUN: shardflow-opt %s --mesh data=2,model=2 | filecheck %s
// RUN: shardflow-opt %s --mesh data=2,model=2 --emit=gspmd | filecheck %s --check-prefix=GSPMD
// RUN: shardflow-opt %s | filecheck %s --check-prefix=PLAIN
// RUN: shardflow-opt %s -o %t && filecheck %s --check-prefix=PLAIN --input-file %t
module @plain {
  func.func @main(%x: tensor<8x16xf32>, %w: tensor<16x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

// CHECK: module @plain attributes {mhlo.num_partitions = 4 : i32
// CHECK: "sdy.mesh"() {mesh = #sdy.mesh<["data"=2, "model"=2]>, sym_name = "mesh"}
// CHECK: func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>) -> tensor<8x4xf32> {
// CHECK-NOT: sdy.sharding

// GSPMD: module @plain attributes {mhlo.num_partitions = 4 : i32
// GSPMD-NOT: sdy
// GSPMD: func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>) -> tensor<8x4xf32> {

// PLAIN: module @plain {
// PLAIN-NOT: sdy
// PLAIN-NOT: mhlo
// PLAIN: func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>) -> tensor<8x4xf32> {
