// A stablehlo.while with a static trip count (lax.scan over 3 stacked layers, as JAX writes it) is
// unrolled on import: the counter becomes a constant in each copy of the body, so dynamic_slice /
// dynamic_update_slice get constant starts, and the sharding constraint in the body applies to
// every iteration. Partitioned, the weights stay split over `model` (local slices) and each layer
// gathers its activations once.
// RUN: shardflow-opt %s | filecheck %s
// RUN: shardflow-opt %s --partition 2>/dev/null | filecheck %s --check-prefix=SPMD
module @scan attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                         %ws: tensor<3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>})
      -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<3x8x16xf32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %ys0 = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<3x8x16xf32>
    %r:4 = stablehlo.while(%w = %ws, %i = %c0, %h = %x, %ys = %ys0) : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x8x16xf32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %k0 = stablehlo.constant dense<0> : tensor<i32>
      %wi = stablehlo.dynamic_slice %w, %i, %k0, %k0, sizes = [1, 16, 16] : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
      %w2 = stablehlo.reshape %wi : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %d = stablehlo.dot_general %h, %w2, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %t = stablehlo.tanh %d : tensor<8x16xf32>
      %h1 = sdy.sharding_constraint %t <@mesh, [{"data"}, {"model"}]> : tensor<8x16xf32>
      %h3 = stablehlo.reshape %h1 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
      %ys1 = stablehlo.dynamic_update_slice %ys, %h3, %i, %k0, %k0 : (tensor<3x8x16xf32>, tensor<1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x8x16xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %w, %i1, %h1, %ys1 : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x8x16xf32>
    }
    return %r#2, %r#3 : tensor<8x16xf32>, tensor<3x8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-NOT: stablehlo.while
// CHECK: %[[I0:.*]] = stablehlo.constant dense<0> : tensor<i32>
// CHECK: stablehlo.dynamic_slice %arg1, %[[I0]], {{.*}} sizes = [1, 16, 16]
// CHECK: "sdy.sharding_constraint"({{.*}}) {sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}
// CHECK: stablehlo.dynamic_update_slice {{.*}}, %[[I0]],
// CHECK: %[[I1:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK: stablehlo.dynamic_slice %arg1, %[[I1]], {{.*}} sizes = [1, 16, 16]
// CHECK: "sdy.sharding_constraint"({{.*}}) {sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}
// CHECK: stablehlo.dynamic_update_slice {{.*}}, %[[I1]],
// CHECK: %[[I2:.*]] = stablehlo.constant dense<2> : tensor<i32>
// CHECK: stablehlo.dynamic_slice %arg1, %[[I2]], {{.*}} sizes = [1, 16, 16]
// CHECK: "sdy.sharding_constraint"({{.*}}) {sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}
// CHECK: stablehlo.dynamic_update_slice {{.*}}, %[[I2]],
// CHECK-NOT: stablehlo.dynamic_slice
// CHECK-NOT: stablehlo.while
// CHECK: return

// SPMD-LABEL: func.func public @main(%arg0: tensor<4x16xf32> {{.*}}, %arg1: tensor<3x16x8xf32>
// SPMD-COUNT-3: stablehlo.dynamic_slice %arg1, {{.*}} sizes = [1, 16, 8]
// SPMD-NOT: stablehlo.while
// SPMD: return
