// GSPMD sharding constraints: custom_call @Sharding becomes a reshard (unspecified_dims = open
// dims), mhlo.sharding on other ops are per-value hints, and the mesh is inferred from all strings.
// RUN: shardflow-opt %s | filecheck %s
// RUN: shardflow-opt %s --emit=shardy | filecheck %s --check-prefix=SDY
module @gspmd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<8x16xf32> {mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.tanh %arg0 {mhlo.sharding = "{devices=[2,4]<=[8]}"} : tensor<8x16xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[1]", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{replicated}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %3 : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK-SAME: {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}
// CHECK-SAME: -> (tensor<8x16xf32> {mhlo.sharding = "{replicated}"})
// CHECK: %[[T:.*]] = stablehlo.tanh %arg0 {mhlo.sharding = "{devices=[2,4]<=[8]}"}
// CHECK: %[[A:.*]] = stablehlo.custom_call @Sharding(%[[T]]) {{{.*}}mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}
// CHECK: %[[B:.*]] = stablehlo.custom_call @Sharding(%[[A]]) {{{.*}}mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}
// CHECK: %[[C:.*]] = stablehlo.custom_call @Sharding(%[[B]]) {{{.*}}mhlo.sharding = "{replicated}"}
// CHECK: return %[[C]]

// SDY: "sdy.mesh"() {mesh = #sdy.mesh<["axis_0"=2, "axis_1"=4]>, sym_name = "mesh"}
// SDY-LABEL: func.func public @main(
// SDY-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"axis_0"}, {}]>}
// SDY-SAME: -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>})
// SDY: stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"axis_0"}, {"axis_1"}]>]>}
// SDY: "sdy.sharding_constraint"(%{{.*}}) {sharding = #sdy.sharding<@mesh, [{"axis_0"}, {?}]>}
// SDY: "sdy.sharding_constraint"(%{{.*}}) {sharding = #sdy.sharding<@mesh, [{}, {"axis_1"}]>}
// SDY: "sdy.sharding_constraint"(%{{.*}}) {sharding = #sdy.sharding<@mesh, [{}, {}]>}
