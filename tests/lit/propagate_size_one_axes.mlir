// --propagate keeps an axis of size 1 with the axes before it when a reshape splits a dimension
// (as Shardy does): once the major factor is full, a size-1 axis still fits it, so it is not
// pushed onto a minor factor (where it would also fit, but Shardy does not put it).
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s
module @size_one attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["a"=1, "b"=2, "c"=1]>
  func.func public @main(%x: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b", "c"}]>},
                         %y: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", "c"}, {}]>})
      -> (tensor<2x1x4xf32>, tensor<8xf32>) {
    %0 = stablehlo.reshape %x : (tensor<8xf32>) -> tensor<2x1x4xf32>
    %1 = stablehlo.reshape %y : (tensor<2x4xf32>) -> tensor<8xf32>
    return %0, %1 : tensor<2x1x4xf32>, tensor<8xf32>
  }
}

// CHECK-LABEL: func.func public @main(
// CHECK: stablehlo.reshape %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b", "c", ?}, {?}, {?}]>]>} : (tensor<8xf32>) -> tensor<2x1x4xf32>
// merged: the major dim's axes, size-1 "c" included, lead the merged dim
// CHECK-NEXT: stablehlo.reshape %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"b", "c", ?}]>]>} : (tensor<2x4xf32>) -> tensor<8xf32>
