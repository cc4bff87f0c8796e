// custom_call targets other than @Sharding and shard_map's are refused where the module is compiled
// (a callback returning values; shardflow-opt only prints them); a GSPMD shard_map's per-device value must flow into
// its body call (here it is returned).
// RUN: not shardflow-opt %s 2>&1 | filecheck %s
// RUN: not shardflow-opt %S/Inputs/callback.mlir --partition 2>&1 | filecheck %s --check-prefix=CALLBACK
module @jit_smap attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x32xf32>) -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
}
// CHECK: shardflow-opt: error: {{.*}}error_custom_call.mlir:7:3: a per-device value made by custom_call @SPMDFullToShardShape is used by the return of @main
// CALLBACK: shardflow-opt: error: {{.*}}callback.mlir:3:10: custom_call @xla_ffi_python_cpu_callback is a Python host callback (jax.pure_callback or io_callback) returning 1 value(s)
