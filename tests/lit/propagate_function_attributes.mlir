// A function's attributes shardflow does not read are printed back as Shardy's passes leave them:
// its propagation passes on their own keep them all (sorted, as MLIR prints them); its pipeline
// drops `sdy.original_func_name` and makes each callee again under that name with no attribute;
// with dedup-functions-fully it keeps the callee's name and its other attributes.
// RUN: %shardflow-opt %s --propagate --keep-open | %filecheck %s --check-prefix=PASS
// RUN: %shardflow-opt %s --propagate | %filecheck %s --check-prefix=PIPE
// RUN: %shardflow-opt %s --propagate --dedup-functions-fully | %filecheck %s --check-prefix=DEDUP
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x2xi32>
    attributes {zz.q = 1 : i32, sdy.original_func_name = "entry"} {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x2xi32>
  %1 = call @my_func_arg_prop(%0) : (tensor<8x2xi32>) -> tensor<8x2xi32>
  return %1 : tensor<8x2xi32>
}
func.func private @my_func_arg_prop(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32>
    attributes {sdy.original_func_name = "my_func", foo.bar = 3 : i32} {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<8x2xi32>
  return %0 : tensor<8x2xi32>
}
// PASS:      func.func @main({{.*}}) -> tensor<8x2xi32> attributes {sdy.original_func_name = "entry", zz.q = 1 : i32} {
// PASS:        call @my_func_arg_prop(
// PASS:      func.func private @my_func_arg_prop({{.*}}) -> tensor<8x2xi32> attributes {foo.bar = 3 : i32, sdy.original_func_name = "my_func"} {

// PIPE:      func.func @main({{.*}}) -> ({{.*}}) attributes {zz.q = 1 : i32} {
// PIPE:        call @my_func(
// PIPE:      func.func private @my_func({{.*}}) -> ({{.*}}) {
// PIPE-NOT:  attributes

// DEDUP:     func.func @main({{.*}}) -> ({{.*}}) attributes {zz.q = 1 : i32} {
// DEDUP:       call @my_func_arg_prop(
// DEDUP:     func.func private @my_func_arg_prop({{.*}}) -> ({{.*}}) attributes {foo.bar = 3 : i32} {
