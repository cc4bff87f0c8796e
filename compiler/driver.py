"""The compile pipeline: Graph -> propagate -> partition -> lower -> IREE -> CompiledProgram."""
from __future__ import annotations

import os
from typing import Callable, Sequence

import numpy as np

from shardflow.runtime.errors import GroupError
from shardflow.runtime.manifest import REFLECTION_KEY, Manifest, TensorSpec
from shardflow.runtime.mesh import Mesh

from .explain import explain_json, explain_text
from .ir import Graph
from .passes.partition import SpmdProgram, partition
from .trace import Spec, trace

TARGETS = ("cpu", "cuda", "vulkan")
MODES = ("auto", "multi-device", "host-staged", "spmd")


def build_manifest(prog: SpmdProgram, graph: Graph, backend: str) -> Manifest:
    """Global shapes and shardings of the program's inputs and outputs, with each one's per-device
    local shape: the local program's argument/result shape, which is also the layout's block size
    (larger than ceil(size / shards) where `pad_uneven` padded a dimension for several shard counts)."""
    def spec(name, t, s, local):
        return TensorSpec(name, tuple(t.shape), t.dtype, s.to_shardy("mesh"),
                          tuple(s.local_shape(t.shape, prog.mesh, local.shape)))

    ins = [spec(n, t, s, v) for n, (t, s), v in zip(graph.input_names, prog.global_inputs, prog.graph.inputs)]
    outs = [spec(n, t, s, v) for n, (t, s), v in zip(graph.output_names, prog.global_outputs, prog.graph.outputs)]
    return Manifest(backend, prog.mesh.size, prog.mesh, ins, outs).check()


class CompiledProgram:
    """A compiled multi-device program: call it with global NumPy arrays, save it, explain it."""

    def __init__(self, graph: Graph, prog: SpmdProgram, manifest: Manifest, vmfb: bytes, group=None,
                 mlir: str | None = None):
        self.graph, self.spmd, self.manifest, self.vmfb, self.group = graph, prog, manifest, vmfb, group
        self.mlir = mlir
        self._program = None

    def _runtime(self):
        if self._program is None:
            from shardflow.runtime.device import Device
            from shardflow.runtime.program import Program
            group = self.group
            if group is None:
                group = Device.group_options([Device.cpu(i) for i in range(self.manifest.num_devices)]).mesh(
                    dict(self.manifest.mesh.axes)).init()
                self.group = group
            self._program = Program(self.vmfb, group)
        return self._program

    def __call__(self, *inputs):
        return self._runtime()(*inputs)

    def save(self, path: str | os.PathLike) -> None:
        """Write the `.vmfb`; it carries its manifest, so `shardflow.runtime.load(path, group)` runs it."""
        with open(path, "wb") as f:
            f.write(self.vmfb)

    def explain(self) -> str:
        return explain_text(self.spmd)

    def explain_json(self) -> dict:
        return explain_json(self.spmd)

    def close(self):
        if self._program is not None:
            self._program.close()
            self._program = None

    def __repr__(self):
        return f"CompiledProgram({self.graph.name}, {self.manifest.num_devices} {self.manifest.backend} devices)"


def lower(prog: SpmdProgram, graph: Graph, backend: str, mode: str = "auto") -> tuple[str, Manifest]:
    """The MLIR handed to iree-compile, and the manifest inside it."""
    from .lower.multi_device import lower_multi_device, reflection_attr
    if mode not in MODES:
        raise GroupError(f"unknown mode {mode!r}; use one of {', '.join(MODES)}")
    if mode == "host-staged":
        raise GroupError("mode 'host-staged' is not available yet; use --mode multi-device (the default) "
                         "or --mode spmd")
    manifest = build_manifest(prog, graph, backend)
    if mode == "spmd":
        from shardflow.runtime.program import MODE_KEY

        from .emit.spmd import emit_spmd
        refl = reflection_attr({REFLECTION_KEY: manifest.to_json(), MODE_KEY: "spmd"})
        return emit_spmd(prog, annotate=False, func_attrs=f"attributes {{iree.reflection = {refl}}}"), manifest
    return lower_multi_device(prog, reflection={REFLECTION_KEY: manifest.to_json()}), manifest


def compile_graph(graph: Graph, *, group=None, target: str | None = None, mode: str = "auto",
                  iree_flags: Sequence[str] = ()) -> CompiledProgram:
    from .iree_driver import compile_mlir
    backend = target or (group.backend if group is not None else "cpu")
    if backend not in TARGETS:
        raise GroupError(f"unknown target {backend!r}; use one of {', '.join(TARGETS)}")
    if group is not None and group.backend != backend:
        raise GroupError(f"target {backend!r} does not match the group's backend {group.backend!r}")
    prog = partition(graph)
    text, manifest = lower(prog, graph, backend, mode)
    ranks = 1 if mode == "spmd" else prog.mesh.size  # an SPMD module is one rank's program
    vmfb = compile_mlir(text, target=backend, num_devices=ranks, iree_flags=list(iree_flags))
    return CompiledProgram(graph, prog, manifest, vmfb, group, text)


def compile(fn: Callable, *specs: Spec, group=None, target: str | None = None, mode: str = "auto",  # noqa: A001
            iree_flags: Sequence[str] = ()) -> CompiledProgram:
    """Trace `fn` over `specs` on `group`, partition it and compile it with IREE (see API.md)."""
    graph = trace(fn, *specs, group=group)
    return compile_graph(graph, group=group, target=target, mode=mode, iree_flags=iree_flags)
