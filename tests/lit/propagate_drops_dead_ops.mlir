// --propagate drops the ops nothing reads as Shardy's passes do: MLIR's rewriter erases each op
// without used results and without memory effects before propagating through it, so a dead op
// lays nothing out (%14's "y" never reaches %arg2). Kept: a custom call with has_side_effect,
// stablehlo.rng, a call (its function's own dead ops go), a collective of a manual body with what
// it reads. A constraint takes part in propagation and goes at the pipeline's end with what fed
// only it (%9, %10); --keep-open (the propagation passes alone) keeps it.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<2xui64>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.abs %arg0 : tensor<8x16xf32>
    %1 = stablehlo.negate %0 : tensor<8x16xf32>
    %2 = stablehlo.custom_call @pure_kernel(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = stablehlo.custom_call @acting_kernel(%arg0) {has_side_effect = true} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %4:2 = stablehlo.rng_bit_generator %arg1, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x16xui32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %s = stablehlo.constant dense<> : tensor<0xi64>
    %5 = stablehlo.rng %c, %c, %s, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<0xi64>) -> tensor<i32>
    %6:2 = stablehlo.while(%x = %arg0, %i = %c) : tensor<8x16xf32>, tensor<i32>
      cond {
        %n = stablehlo.constant dense<3> : tensor<i32>
        %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %lt : tensor<i1>
      } do {
        %one = stablehlo.constant dense<1> : tensor<i32>
        %j = stablehlo.add %i, %one : tensor<i32>
        stablehlo.return %x, %j : tensor<8x16xf32>, tensor<i32>
      }
    %7 = stablehlo.optimization_barrier %arg0 : tensor<8x16xf32>
    %8 = stablehlo.exponential %arg0 : tensor<8x16xf32>
    %9 = stablehlo.dot_general %8, %arg0, contracting_dims = [1] x [1] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x8xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{"x"}, {"y"}]> : tensor<8x8xf32>
    %11 = call @helper(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %12 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%a: tensor<4x16xf32>) {
      %t = stablehlo.slice %a [0:2, 0:16] : (tensor<4x16xf32>) -> tensor<2x16xf32>
      %g = "stablehlo.all_gather"(%t) {all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids} : (tensor<2x16xf32>) -> tensor<4x16xf32>
      %m = stablehlo.multiply %a, %a : tensor<4x16xf32>
      sdy.return %a : tensor<4x16xf32>
    } : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %13 = stablehlo.negate %12 : tensor<8x16xf32>
    %14 = stablehlo.cosine %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<8x16xf32>
    %15 = stablehlo.add %13, %arg2 : tensor<8x16xf32>
    return %15 : tensor<8x16xf32>
}
func.func private @helper(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %d = stablehlo.cosine %a : tensor<8x16xf32>
    %r = stablehlo.sine %a : tensor<8x16xf32>
    return %r : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME:    %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
// CHECK-NEXT:    stablehlo.custom_call @acting_kernel(%arg0) {has_side_effect = true}
// CHECK-NEXT:    %[[C0:.*]] = sdy.constant dense<0> : tensor<i32>
// CHECK-NEXT:    %[[S:.*]] = sdy.constant dense<> : tensor<0xi64>
// CHECK-NEXT:    stablehlo.rng %[[C0]], %[[C0]], %[[S]], distribution = UNIFORM
// CHECK-NEXT:    call @helper(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
// CHECK-NEXT:    %[[MC:.*]] = sdy.manual_computation(%arg0)
// CHECK-NEXT:      %[[T:.*]] = stablehlo.slice %arg3 [0:2, 0:16]
// CHECK-NEXT:      "stablehlo.all_gather"(%[[T]])
// CHECK-NEXT:      sdy.return %arg3
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[N:.*]] = stablehlo.negate %[[MC]]
// CHECK-NEXT:    stablehlo.add %[[N]], %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}
// CHECK-NEXT:    return
// CHECK-LABEL: func.func private @helper(
// CHECK-NEXT:    stablehlo.sine %arg0
// CHECK-NEXT:    return

// OPEN-LABEL: func.func @main(
// OPEN-NOT:     stablehlo.abs
// OPEN:         %[[E:.*]] = stablehlo.exponential %arg0
// OPEN-NEXT:    %[[D:.*]] = stablehlo.dot_general %[[E]], %arg0
// OPEN-NEXT:    sdy.sharding_constraint %[[D]] <@mesh, [{"x"}, {"y"}]>
// OPEN-NEXT:    call @helper(%arg0)
// OPEN-NOT:     stablehlo.multiply
// OPEN-NOT:     stablehlo.cosine
// OPEN:         return
