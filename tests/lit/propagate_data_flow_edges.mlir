// `sdy.data_flow_edge`s a loop or case is read with are printed back after it, holding its
// results' layouts as Shardy's propagation writes them: the case itself carries no sdy.sharding,
// the edge of its split result carries the layout (open under --keep-open), the scalar's edge none,
// and later uses read the edges. The GSPMD form has no edges: the case carries its layouts.
// RUN: %shardflow-opt %s --propagate | %filecheck %s
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=OPEN
// RUN: %shardflow-opt %s --propagate --emit gspmd | %filecheck %s --check-prefix=GSPMD
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<i32>, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>},
                %arg2: tensor<8x8xf32>, %arg3: tensor<i32>) -> (tensor<8x8xf32>, tensor<i32>) {
  %0:2 = "stablehlo.case"(%arg0) ({
    stablehlo.return %arg1, %arg3 : tensor<8x8xf32>, tensor<i32>
  }, {
    stablehlo.return %arg2, %arg3 : tensor<8x8xf32>, tensor<i32>
  }) : (tensor<i32>) -> (tensor<8x8xf32>, tensor<i32>)
  %1 = sdy.data_flow_edge %0#0 : tensor<8x8xf32>
  %2 = sdy.data_flow_edge %0#1 : tensor<i32>
  %3 = stablehlo.negate %1 : tensor<8x8xf32>
  return %3, %2 : tensor<8x8xf32>, tensor<i32>
}
// CHECK-LABEL: func.func @main(
// CHECK-NEXT:    %[[CASE:.*]]:2 = "stablehlo.case"(%arg0) ({
// CHECK-NOT:     sdy.sharding
// CHECK:         }) : (tensor<i32>) -> (tensor<8x8xf32>, tensor<i32>)
// CHECK-NEXT:    %[[EDGE:.*]] = sdy.data_flow_edge %[[CASE]]#0 sharding=<@mesh, [{"a"}, {}]> : tensor<8x8xf32>
// CHECK-NEXT:    %[[SCALAR:.*]] = sdy.data_flow_edge %[[CASE]]#1 : tensor<i32>
// CHECK-NEXT:    %[[NEG:.*]] = stablehlo.negate %[[EDGE]] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>}
// CHECK-NEXT:    return %[[NEG]], %[[SCALAR]]

// OPEN: sdy.data_flow_edge %{{.*}}#0 sharding=<@mesh, [{"a", ?}, {?}]> : tensor<8x8xf32>

// GSPMD-NOT: data_flow_edge
// GSPMD: }) {mhlo.sharding = "{{[{][{]}}devices=[2,1,2]<=[4] last_tile_dim_replicate}, {replicated}}"} : (tensor<i32>) -> (tensor<8x8xf32>, tensor<i32>)
// GSPMD-NOT: data_flow_edge
