// Types shardflow does not support: f64, 8-bit floats, dynamic shapes, tuples.
// RUN: not shardflow-opt %S/Inputs/f64.mlir 2>&1 | filecheck %s --check-prefix=F64
// RUN: not shardflow-opt %S/Inputs/f8.mlir 2>&1 | filecheck %s --check-prefix=F8
// RUN: not shardflow-opt %S/Inputs/dynamic.mlir 2>&1 | filecheck %s --check-prefix=DYN
// RUN: not shardflow-opt %S/Inputs/tuple.mlir 2>&1 | filecheck %s --check-prefix=TUPLE
// F64: shardflow-opt: error: {{.*}}f64.mlir:2:3: unsupported element type f64 in tensor<4xf64> for argument 0 of @main
// F8: shardflow-opt: error: {{.*}}f8.mlir:3:10: unsupported element type f8E4M3FN in tensor<4xf8E4M3FN> for the result of stablehlo.convert
// DYN: shardflow-opt: error: {{.*}}dynamic.mlir:2:3: unsupported dynamic shape tensor<?x4xf32> for argument 0 of @main
// TUPLE: shardflow-opt: error: {{.*}}tuple.mlir:3:10: unsupported type tuple<tensor<4xf32>> for result 0 of 'stablehlo.tuple': only ranked tensors are supported
