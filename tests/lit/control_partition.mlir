// --partition keeps loops and branches, partitioned like the program: the body of a loop with a
// run-time trip count contracts the `model`-split dimension, so every iteration reduce-scatters the
// partial product back to the carried layout (split on dim 1, the layout the loop carries h in);
// a branch that transposes the row-split weight into a row-split result moves it with an
// all-to-all inside that branch only (the other branch reads its rows as they are). The loop's
// trip count and the case index stay replicated.
// RUN: shardflow-opt %s --partition 2>/dev/null | filecheck %s
module @loops attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["model"=2]>
  func.func public @main(%n: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>},
                         %h: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>},
                         %w: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>})
      -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:3 = stablehlo.while(%i = %c0, %b = %n, %v = %h) : tensor<i32>, tensor<i32>, tensor<8x16xf32>
    cond {
      %p = stablehlo.compare LT, %i, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      %d = stablehlo.dot_general %v, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %t = stablehlo.tanh %d : tensor<8x16xf32>
      stablehlo.return %i1, %b, %t : tensor<i32>, tensor<i32>, tensor<8x16xf32>
    }
    %u = "stablehlo.case"(%n) ({
      %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      stablehlo.return %t : tensor<16x16xf32>
    }, {
      %e = stablehlo.exponential %w : tensor<16x16xf32>
      stablehlo.return %e : tensor<16x16xf32>
    }) : (tensor<i32>) -> tensor<16x16xf32>
    return %r#2, %u : tensor<8x16xf32>, tensor<16x16xf32>
  }
}
// CHECK-LABEL: func.func public @main(%arg0: tensor<i32> {{.*}}, %arg1: tensor<8x8xf32> {{.*}}, %arg2: tensor<8x16xf32>
// CHECK: %[[R:.*]]:4 = stablehlo.while({{.*}}) : tensor<i32>, tensor<8x8xf32>, tensor<i32>, tensor<8x16xf32>
// CHECK: cond {
// CHECK-NOT: stablehlo.all_reduce
// CHECK: stablehlo.compare LT
// CHECK: } do {
// CHECK: stablehlo.dot_general {{.*}} : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK: "stablehlo.reduce_scatter"({{.*}}scatter_dimension = 1
// CHECK: (tensor<8x16xf32>) -> tensor<8x8xf32>
// CHECK: stablehlo.tanh {{.*}} : tensor<8x8xf32>
// CHECK: stablehlo.return {{.*}} : tensor<i32>, tensor<8x8xf32>, tensor<i32>, tensor<8x16xf32>
// CHECK: "stablehlo.case"(%arg0) ({
// CHECK: "stablehlo.all_to_all"(%arg2) {{.*}} : (tensor<8x16xf32>) -> tensor<16x8xf32>
// CHECK: stablehlo.transpose
// CHECK: }, {
// CHECK-NOT: all_to_all
// CHECK: stablehlo.exponential %arg2 : tensor<8x16xf32>
// CHECK: }) : (tensor<i32>) -> tensor<8x16xf32>
// CHECK: return %[[R]]#1, {{.*}} : tensor<8x8xf32>, tensor<8x16xf32>
