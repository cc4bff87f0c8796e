// Mesh errors: several different meshes and a maximal (single-device) sharding when a module is
// partitioned (shardflow-opt prints them: propagate_several_meshes.mlir), an unknown mesh reference, an axis the mesh lacks, mixed Shardy/GSPMD annotations, GSPMD without a device count,
// no entry function, a malformed --mesh, and a --mesh of the wrong size.
// RUN: not shardflow-opt %S/Inputs/two_meshes.mlir --partition 2>&1 | filecheck %s --check-prefix=TWO
// RUN: not shardflow-opt %S/Inputs/unknown_mesh.mlir 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not shardflow-opt %S/Inputs/maximal.mlir --partition 2>&1 | filecheck %s --check-prefix=MAXIMAL
// RUN: not shardflow-opt %S/Inputs/bad_axis.mlir 2>&1 | filecheck %s --check-prefix=AXIS
// RUN: not shardflow-opt %S/Inputs/mixed.mlir 2>&1 | filecheck %s --check-prefix=MIXED
// RUN: not shardflow-opt %S/Inputs/no_partitions.mlir 2>&1 | filecheck %s --check-prefix=NPART
// RUN: not shardflow-opt %S/Inputs/no_entry.mlir 2>&1 | filecheck %s --check-prefix=ENTRY
// RUN: not shardflow-opt %s --mesh model=0 2>&1 | filecheck %s --check-prefix=FLAG
// RUN: not shardflow-opt %s --mesh model=3 2>&1 | filecheck %s --check-prefix=SIZE
module @ok attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["model"=4]>
  func.func public @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}
// TWO: shardflow-opt: error: {{.*}}two_meshes.mlir: the module's shardings use several different meshes (@a = <["x"=4]>, @b = <["x"=2, "y"=2]>); shardflow partitions a module over one mesh: export it with one mesh, or give the shardings the same mesh (shardflow-opt without --partition or --lower prints it)
// UNKNOWN: shardflow-opt: error: {{.*}}unknown_mesh.mlir:4:10: sharding refers to an unknown mesh @other
// MAXIMAL: shardflow-opt: error: {{.*}}maximal.mlir:5:10: a single-device (maximal) sharding on mesh @maximal_mesh_0 <[], device_ids=[0]> is not supported when a module is partitioned (shardflow-opt without --partition or --lower prints it)
// AXIS: shardflow-opt: error: {{.*}}bad_axis.mlir:4:10: unknown mesh axis 'y'
// MIXED: shardflow-opt: error: {{.*}}mixed.mlir:3:3: the module mixes Shardy (sdy) and GSPMD (mhlo.sharding) annotations
// NPART: shardflow-opt: error: {{.*}}no_partitions.mlir: the module has mhlo.sharding annotations but no mhlo.num_partitions
// ENTRY: shardflow-opt: error: {{.*}}no_entry.mlir: cannot find the entry function: expected a public @main or exactly one public function, found ['@f', '@g']
// FLAG: shardflow-opt: error: --mesh expects AXIS=N[,AXIS=N...] with positive sizes, got 'model=0'
// SIZE: shardflow-opt: error: {{.*}}error_mesh.mlir: the given mesh <["model"=3]> has 3 devices but the module is annotated for 4
