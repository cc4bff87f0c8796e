// Types shardflow does not support: f64, 16-bit integers, dynamic shapes, tuples.
// RUN: not shardflow-opt %S/Inputs/f64.mlir 2>&1 | filecheck %s --check-prefix=F64
// RUN: not shardflow-opt %S/Inputs/ui16.mlir 2>&1 | filecheck %s --check-prefix=UI16
// RUN: not shardflow-opt %S/Inputs/dynamic.mlir 2>&1 | filecheck %s --check-prefix=DYN
// RUN: not shardflow-opt %S/Inputs/tuple.mlir 2>&1 | filecheck %s --check-prefix=TUPLE
// F64: shardflow-opt: error: {{.*}}f64.mlir:2:3: unsupported element type f64 in tensor<4xf64> for argument 0 of @main
// UI16: shardflow-opt: error: {{.*}}ui16.mlir:3:10: unsupported element type ui16 in tensor<4xui16> for the result of stablehlo.convert
// DYN: shardflow-opt: error: {{.*}}dynamic.mlir:2:3: unsupported dynamic shape tensor<?x4xf32> for argument 0 of @main
// TUPLE: shardflow-opt: error: {{.*}}tuple.mlir:3:10: unsupported op 'stablehlo.tuple'
