// Types shardflow does not support: complex numbers of f16 (complex<f32> and complex<f64> it does), 8-bit floats other than f8E4M3FN and f8E5M2 (here AMD's f8E4M3FNUZ), dynamic shapes, tuples.
// RUN: not shardflow-opt %S/Inputs/complex.mlir 2>&1 | filecheck %s --check-prefix=COMPLEX
// RUN: not shardflow-opt %S/Inputs/f8.mlir 2>&1 | filecheck %s --check-prefix=F8
// RUN: not shardflow-opt %S/Inputs/dynamic.mlir 2>&1 | filecheck %s --check-prefix=DYN
// RUN: not shardflow-opt %S/Inputs/tuple.mlir 2>&1 | filecheck %s --check-prefix=TUPLE
// COMPLEX: shardflow-opt: error: {{.*}}complex.mlir:2:3: unsupported element type complex<f16> in tensor<4xcomplex<f16>> for argument 0 of @main
// F8: shardflow-opt: error: {{.*}}f8.mlir:3:10: unsupported element type f8E4M3FNUZ in tensor<4xf8E4M3FNUZ> for the result of stablehlo.convert
// DYN: shardflow-opt: error: {{.*}}dynamic.mlir:2:3: unsupported dynamic shape tensor<?x4xf32> for argument 0 of @main
// TUPLE: shardflow-opt: error: {{.*}}tuple.mlir:3:10: unsupported type tuple<tensor<4xf32>> for result 0 of 'stablehlo.tuple': only ranked tensors are supported
