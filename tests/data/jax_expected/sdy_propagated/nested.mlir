module @jit_nested attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg2: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %0, %iterArg_1 = %arg0, %iterArg_2 = %arg1) : tensor<16x16xf32>, tensor<i32>, tensor<i32>, tensor<8x16xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>, <@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {"model"}]>]>}
    cond {
      %2 = stablehlo.compare LT, %iterArg_0, %iterArg_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = sdy.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_0, %2 : tensor<i32>
      %4 = sdy.constant dense<2> : tensor<i32>
      %5 = func.call @remainder(%iterArg_0, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %6 = stablehlo.compare EQ, %5, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.convert %6 : (tensor<i1>) -> tensor<i32>
      %8 = "stablehlo.case"(%7) ({
        %9 = sdy.constant dense<0> : tensor<i32>
        %10:3 = stablehlo.while(%iterArg_3 = %iterArg_0, %iterArg_4 = %9, %iterArg_5 = %iterArg_2) : tensor<i32>, tensor<i32>, tensor<8x16xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, []>, <@mesh, [{"data"}, {"model"}]>]>}
        cond {
          %11 = stablehlo.convert %iterArg_3 : tensor<i32>
          %12 = stablehlo.compare LT, %iterArg_4, %11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %12 : tensor<i1>
        } do {
          %11 = sdy.constant dense<1> : tensor<i32>
          %12 = stablehlo.add %iterArg_4, %11 : tensor<i32>
          %13 = sdy.constant dense<0.899999976> : tensor<f32>
          %14 = stablehlo.broadcast_in_dim %13, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
          %15 = stablehlo.multiply %iterArg_5, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
          stablehlo.return %iterArg_3, %12, %15 : tensor<i32>, tensor<i32>, tensor<8x16xf32>
        }
        stablehlo.return %10#2 : tensor<8x16xf32>
      }, {
        %9 = stablehlo.dot_general %iterArg_2, %iterArg, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
        %10 = stablehlo.tanh %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<8x16xf32>
        stablehlo.return %10 : tensor<8x16xf32>
      }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<i32>) -> tensor<8x16xf32>
      stablehlo.return %iterArg, %3, %iterArg_1, %8 : tensor<16x16xf32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>
    }
    return %1#3 : tensor<8x16xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = sdy.constant dense<1> : tensor<i32>
    %3 = call @_where(%1, %2, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<i32>
    %5 = stablehlo.compare NE, %4, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare LT, %4, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare LT, %3, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.compare NE, %6, %7, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %9 = stablehlo.and %8, %5 : tensor<i1>
    %10 = stablehlo.add %4, %3 : tensor<i32>
    %11 = stablehlo.select %9, %10, %4 : tensor<i1>, tensor<i32>
    return %11 : tensor<i32>
  }
}
