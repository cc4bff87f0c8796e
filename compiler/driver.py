"""The compile pipeline: Graph -> propagate -> partition -> lower -> IREE -> CompiledProgram."""
from __future__ import annotations

import os
import time
import warnings
from dataclasses import replace
from typing import Callable, Sequence


from shardflow.runtime.errors import GroupError, SaveError, no_keyword_inputs
from shardflow.runtime.manifest import REFLECTION_KEY, Manifest, TensorSpec

from .explain import explain_json, explain_text
from .ir import Graph
from .passes.pad_uneven import needs_padding
from .passes.partition import SpmdProgram, partition
from .passes.propagate import propagate
from .trace import Spec, trace

TARGETS = ("cpu", "cuda", "vulkan")
MODES = ("auto", "multi-device", "host-staged", "spmd")


def build_manifest(prog: SpmdProgram, graph: Graph, backend: str, donated: Sequence[int] = ()) -> Manifest:
    """Global shapes and shardings of the program's inputs and outputs, with each one's per-device
    local shape: the local program's argument/result shape, which is also the layout's block size
    (larger than ceil(size / shards) where `pad_uneven` padded a dimension for several shard counts)."""
    def spec(name, t, s, local):
        return TensorSpec(name, tuple(t.shape), t.dtype, s.to_shardy("mesh", mesh=prog.mesh),
                          tuple(s.local_shape(t.shape, prog.mesh, local.shape)))

    ins = [replace(spec(n, t, s, v), donated=i in donated)
           for i, (n, (t, s), v) in enumerate(zip(graph.input_names, prog.global_inputs, prog.graph.inputs))]
    outs = [spec(n, t, s, v) for n, (t, s), v in zip(graph.output_names, prog.global_outputs, prog.graph.outputs)]
    return Manifest(backend, prog.mesh.size, prog.mesh, ins, outs).check()


class CompiledProgram:
    """A compiled program: call it with global NumPy arrays or `ShardedArray`s (`group.put`, or
    results of earlier calls, used on the devices without a copy), save it, explain it."""

    def __init__(self, graph: Graph, prog: SpmdProgram, manifest: Manifest, vmfb: bytes, group=None,
                 mlir: str | None = None):
        self.graph, self.spmd, self.manifest, self.vmfb, self.group = graph, prog, manifest, vmfb, group
        self.mlir = mlir
        self._program = None
        #: what the auto-sharder chose and why (auto_shard.AutoShardReport), when compiled with auto_shard=True
        self.auto_shard = None
        #: seconds per compile stage, in order: trace (`compile` only), propagate, partition, lower, iree-compile
        self.timing: dict[str, float] = {}

    @property
    def mode(self) -> str:
        """How it runs: "multi-device", "host-staged" or "spmd"."""
        return self.manifest.mode

    def _runtime(self):
        if self._program is None:
            from shardflow.runtime.default_group import group_for
            from shardflow.runtime.program import load
            if self.group is None:
                self.group = group_for(self.manifest)
            self._program = load(self.vmfb, self.group)
        return self._program

    def __call__(self, *inputs, **keywords):
        if keywords:
            no_keyword_inputs(keywords)
        program = self._program
        return (program if program is not None else self._runtime())(*inputs)

    def save(self, path: str | os.PathLike) -> None:
        """Write the `.vmfb`; it carries its manifest, so `shardflow.runtime.load(path, group)` runs it."""
        try:
            with open(path, "wb") as f:
                f.write(self.vmfb)
        except OSError as e:
            raise SaveError(f"cannot write the module to {os.fspath(path)!r}: {e.strerror or e}"
                            + ("; give a file name, not a directory" if isinstance(e, IsADirectoryError) else
                               "; its folder must exist" if isinstance(e, FileNotFoundError) else "")) from None

    def explain(self) -> str:
        text = explain_text(self.spmd, self.mode, self.manifest.member_backends)
        return text if self.auto_shard is None else text + "\n" + self.auto_shard.text()

    def explain_json(self) -> dict:
        out = explain_json(self.spmd, self.mode, list(self.manifest.member_backends))
        if self.auto_shard is not None:
            out["auto_shard"] = self.auto_shard.to_json()
        return out

    def report(self, path: str | os.PathLike, *, title: str | None = None, compare=()) -> None:
        """Write the HTML report (mesh, layouts, collectives, fallbacks, memory; compiler/report.py).
        `compare`: label -> bytes per device (or an `explain --json`-like object) to chart next to
        this program's, e.g. {"Megatron-LM ideal": 768}. Needs matplotlib: `shardflow[report]`."""
        from .report import build_report, write_report
        write_report(build_report(self.graph, self.spmd, self.mode, self.manifest.member_backends,
                                  title=title, compare=compare), path)

    def close(self):
        if self._program is not None:
            self._program.close()
            self._program = None

    def __repr__(self):
        return f"CompiledProgram({self.graph.name}, {self.manifest.num_devices} {self.manifest.backend} devices)"


def member_backends(graph: Graph, group=None, target: str | Sequence[str] | None = None) -> tuple[str, ...]:
    """Each member's backend: the group's members, else `target` (one backend for every member, or
    one per member as a list or a comma-separated string: "cpu,vulkan,cpu,vulkan")."""
    n = graph.mesh.size if graph.mesh is not None else 1
    if group is not None and target is None:
        return tuple(d.backend for d in group.members)
    if target is None:
        return ("cpu",) * n
    names = [t.strip() for t in target.split(",")] if isinstance(target, str) else list(target)
    for t in names:
        if t not in TARGETS:
            raise GroupError(f"unknown target {t!r}; use one of {', '.join(TARGETS)} (or a comma list, one per "
                             f"member, e.g. cpu,vulkan)")
    if len(names) == 1:
        names = names * n
    if len(names) != n:
        raise GroupError(f"--target lists {len(names)} backends but the mesh has {n} devices; give one backend "
                         f"for all, or one per member")
    if group is not None and tuple(d.backend for d in group.members) != tuple(names):
        raise GroupError(f"target {','.join(names)} does not match the group's members {list(group.members)!r}")
    return tuple(names)


def resolve_mode(mode: str, backends: Sequence[str]) -> str:
    """"auto": multi-device where IREE can group the members in one context (CPU, CUDA, HIP groups of
    one backend), host-staged where it cannot (any Vulkan member, mixed backends, ranks of an MPI job)."""
    if mode not in MODES:
        raise GroupError(f"unknown mode {mode!r}; use one of {', '.join(MODES)}")
    from shardflow.runtime.launcher import under_mpi
    mixed = len(set(backends)) > 1
    if mode == "auto":   # under mpiexec the members live in several processes: only stages span them
        return "host-staged" if mixed or "vulkan" in backends or under_mpi() else "multi-device"
    if mode == "multi-device" and mixed:
        raise GroupError(f"a group mixing backends ({', '.join(dict.fromkeys(backends))}) cannot run as one "
                         f"multi-device module (IREE cannot share a context between them); use mode "
                         f"'host-staged' (the default for mixed groups)")
    if mode == "spmd" and mixed:
        raise GroupError("a per-rank SPMD module is compiled for one backend; mixed groups run host-staged")
    return mode


def check_dtypes(graph: Graph, backends: Sequence[str], group=None) -> None:
    """GroupError naming the first member and dtype when a member cannot hold a value of the program."""
    from shardflow.runtime.device import Device
    if group is None:
        group = Device.group_options([Device(b, k) for k, b in enumerate(backends)]).init()
    group.check_dtypes(sorted({v.dtype for v in graph.all_values()}))


def lower(prog: SpmdProgram, graph: Graph, backend: str, mode: str = "multi-device",
          backends: Sequence[str] | None = None, donated: Sequence[int] = (),
          outline: bool | None = None) -> tuple[str, Manifest]:
    """The MLIR handed to iree-compile, and the manifest inside it (`outline`: see
    lower_multi_device)."""
    from .lower.multi_device import lower_multi_device, reflection_attr
    backends = tuple(backends) if backends is not None else (backend,) * prog.mesh.size
    mode = resolve_mode(mode, backends)
    from .lower.operand_fences import fence_operands
    from .passes.dead_ops import acts_when_compiled, drop_dead_ops
    # work nothing reads stays out of the module: a builder's graph keeps what its function made
    # and did not return (imported modules are pruned on import)
    drop_dead_ops(prog.graph, acts_when_compiled)
    prog = fence_operands(prog)   # ops iree-compile 3.13 gets wrong next to certain producers
    if "vulkan" in backends:   # IREE 3.13's Vulkan code races on some fused reductions: fence them
        from .lower.vulkan_fences import fence_misaligned_broadcasts
        prog = fence_misaligned_broadcasts(prog)
    if mode == "host-staged":
        from .lower.host_staged import lower_host_staged
        staged = replace(build_manifest(prog, graph, backends[0], donated), backend=backend, mode="host-staged",
                         backends=backends)

        def reflection(plan):
            return {REFLECTION_KEY: replace(staged, staged=plan.to_dict()).check().to_json()}
        text, plan = lower_host_staged(prog, reflection)
        return text, replace(staged, staged=plan.to_dict()).check()
    manifest = build_manifest(prog, graph, backend, donated)
    if mode == "spmd":
        manifest = replace(manifest, mode="spmd").check()
        from shardflow.runtime.program import MODE_KEY

        from .emit.spmd import emit_spmd
        refl = reflection_attr({REFLECTION_KEY: manifest.to_json(), MODE_KEY: "spmd"})
        return emit_spmd(prog, annotate=False, func_attrs=f"attributes {{iree.reflection = {refl}}}"), manifest
    return lower_multi_device(prog, reflection={REFLECTION_KEY: manifest.to_json()}, outline=outline), manifest


def compile_graph(graph: Graph, *, group=None, target: str | Sequence[str] | None = None, mode: str = "auto",
                  iree_flags: Sequence[str] = (), donate_argnums: int | Sequence[int] | None = None,
                  auto_shard: bool = False, memory_budget: int | str | None = None, cost_model=None) -> CompiledProgram:
    """Partition, lower and compile `graph` for `group` (or for `target`: one backend or one per member).
    `donate_argnums`: the inputs whose device arrays a call takes over (recorded in the manifest);
    None: those an imported JAX export donates (`tf.aliasing_output` / `jax.buffer_donor`), if any.
    `auto_shard`: choose the layout of every value the user left open (auto_shard/), within
    `memory_budget` bytes per device if given; `cost_model`: an auto_shard.CostModel (CPU defaults)."""
    from shardflow.runtime.arguments import check_argnums
    from .auto_shard.budget import parse_budget
    memory_budget = parse_budget(memory_budget)
    donated = check_argnums(graph.donated if donate_argnums is None else donate_argnums, len(graph.inputs))
    from .iree_driver import CompileError, CompileWarning, compile_mlir
    from .lower.multi_device import OUTLINED
    backends = member_backends(graph, group, target)
    mode = resolve_mode(mode, backends)
    check_dtypes(graph, backends, group)
    backend = backends[0] if len(set(backends)) == 1 else "mixed"
    timing, clock = {}, time.perf_counter()

    def stage(name):   # the seconds since the previous stage ended, as `name`
        nonlocal clock
        now = time.perf_counter()
        timing[name], clock = now - clock, now
    report = None
    if auto_shard:
        from .auto_shard import auto_shard as choose
        report = choose(graph, memory_budget=memory_budget, cost=cost_model)
        stage("auto-shard")
    elif memory_budget is not None:
        from .auto_shard import AutoShardError
        raise AutoShardError("memory_budget is the auto-sharder's limit: pass auto_shard=True with it "
                             "(--auto-shard on the command line)")
    if graph.mesh is not None and not needs_padding(graph) and (
            any(v.sharding is None for v in graph.values()) or not hasattr(graph, "conflicts")):
        propagate(graph)   # what `partition` would do first (it propagates a padded copy itself)
    stage("propagate")
    prog = partition(graph)
    stage("partition")
    text, manifest = lower(prog, graph, backend, mode, backends, donated)
    stage("lower")
    if mode == "host-staged":   # compiled once, for one device that selects among the members' backends
        kinds = tuple(dict.fromkeys(backends))
        vmfb = compile_mlir(text, target=kinds, num_devices=1, iree_flags=list(iree_flags))
    else:
        ranks = 1 if mode == "spmd" else prog.mesh.size  # an SPMD module is one rank's program
        physical = None
        if backend == "vulkan" and mode == "multi-device":
            # IREE 3.13 cannot group several Vulkan devices in one context from Python; a module whose
            # devices all sit on one physical device runs (the runtime checks the recorded mapping)
            physical = list(group.physical_devices()) if group is not None else [0] * ranks
        try:
            vmfb = compile_mlir(text, target=backend, num_devices=ranks, iree_flags=list(iree_flags),
                                physical=physical)
        except CompileError as e:
            if OUTLINED not in text:
                raise
            # IREE 3.13's calls between devices' work fail in some programs (its IPO pass crashes,
            # its timepoint analysis gives up): every block written out compiles, only slower
            text, manifest = lower(prog, graph, backend, mode, backends, donated, outline=False)
            vmfb = compile_mlir(text, target=backend, num_devices=ranks, iree_flags=list(iree_flags),
                                physical=physical)
            why = next((ln.split("error:", 1)[1].strip() for ln in str(e).splitlines() if "error:" in ln),
                       "it crashed")
            warnings.warn(f"iree-compile failed on the module with its repeated blocks written once, as "
                          f"functions (an IREE bug: {why}); compiled with every block written out, which "
                          f"takes longer", CompileWarning, stacklevel=2)
    stage("iree-compile")
    compiled = CompiledProgram(graph, prog, manifest, vmfb, group, text)
    compiled.timing = timing
    compiled.auto_shard = report
    return compiled


def compile(fn: Callable, *specs: Spec, group=None, target: str | Sequence[str] | None = None, mode: str = "auto",  # noqa: A001
            iree_flags: Sequence[str] = (), donate_argnums: int | Sequence[int] = (), auto_shard: bool = False,
            memory_budget: int | str | None = None, cost_model=None) -> CompiledProgram:
    """Trace `fn` over `specs` on `group`, partition it and compile it with IREE (see API.md).
    `donate_argnums`: as `jax.jit`'s, the arguments a call takes over: pass the device arrays a
    previous call returned (e.g. parameters), and each call deletes them once it has run.
    `auto_shard=True`: the layouts of the arguments whose Spec gives no sharding, and of every
    intermediate value, are chosen by the auto-sharder (fastest estimated step within
    `memory_budget` bytes per device); `compiled.explain()` then says what it chose and why."""
    start = time.perf_counter()
    graph = trace(fn, *specs, group=group)
    if auto_shard:
        free_unannotated(graph, specs)
    traced = time.perf_counter() - start
    compiled = compile_graph(graph, group=group, target=target, mode=mode, iree_flags=iree_flags,
                             donate_argnums=donate_argnums, auto_shard=auto_shard, memory_budget=memory_budget,
                             cost_model=cost_model)
    compiled.timing = {"trace": traced, **compiled.timing}
    return compiled


def free_unannotated(graph: Graph, specs: Sequence[Spec]) -> None:
    """The inputs whose Spec gives no sharding become free (trace lays them out replicated and
    fixed), for the auto-sharder to choose. Quantized specs (two inputs each) keep their layouts."""
    if len(graph.inputs) != len(specs):
        return
    for v, s in zip(graph.inputs, specs, strict=True):
        if isinstance(s, Spec) and s.sharding is None:
            v.fixed, v.sharding = False, None
