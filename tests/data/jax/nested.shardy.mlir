module @jit_nested attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg2: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %c, %iterArg_1 = %arg0, %iterArg_2 = %arg1) : tensor<16x16xf32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg_0, %iterArg_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg_0, %c_3 : tensor<i32>
      %c_4 = stablehlo.constant dense<2> : tensor<i32>
      %2 = func.call @remainder(%iterArg_0, %c_4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.compare EQ, %2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.convert %3 : (tensor<i1>) -> tensor<i32>
      %5 = "stablehlo.case"(%4) ({
        %c_6 = stablehlo.constant dense<0> : tensor<i32>
        %6:3 = stablehlo.while(%iterArg_7 = %iterArg_0, %iterArg_8 = %c_6, %iterArg_9 = %iterArg_2) : tensor<i32>, tensor<i32>, tensor<8x16xf32>
        cond {
          %7 = stablehlo.convert %iterArg_7 : tensor<i32>
          %8 = stablehlo.compare LT, %iterArg_8, %7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %8 : tensor<i1>
        } do {
          %c_10 = stablehlo.constant dense<1> : tensor<i32>
          %7 = stablehlo.add %iterArg_8, %c_10 : tensor<i32>
          %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
          %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
          %9 = stablehlo.multiply %iterArg_9, %8 : tensor<8x16xf32>
          stablehlo.return %iterArg_7, %7, %9 : tensor<i32>, tensor<i32>, tensor<8x16xf32>
        }
        stablehlo.return %6#2 : tensor<8x16xf32>
      }, {
        %6 = stablehlo.dot_general %iterArg_2, %iterArg, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
        %7 = stablehlo.tanh %6 : tensor<8x16xf32>
        stablehlo.return %7 : tensor<8x16xf32>
      }) : (tensor<i32>) -> tensor<8x16xf32>
      stablehlo.return %iterArg, %1, %iterArg_1, %5 : tensor<16x16xf32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>
    }
    return %0#3 : tensor<8x16xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
