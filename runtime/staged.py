"""Host-staged execution: each member runs the stage functions in its own IREE context, and a
communicator performs the collectives between stages on the host.

Why: IREE 3.13 cannot put several Vulkan devices, or a CPU and a Vulkan device, into one context
from Python, and CPU/Vulkan have no collective channels. One context per member always works, so
the program is cut at its collectives (compiler/lower/host_staged.py) and the runtime carries the
values across. The stage module is compiled once for one device (a device that selects among the
group's backends), so every member, whatever its driver, loads the same `.vmfb`.

A call, for the plan in the manifest (`Manifest.staged`):
1. each member's slice of every input becomes its input slot (a device buffer already, or a host
   array until a stage needs it on the device);
2. for each stage k, all members at once (one worker thread each): upload the slots the stage needs
   that are still on the host, invoke `@stage<k>`, keep its outputs in device buffers, and read to the
   host only what round k's collectives take (and, after the last stage, the outputs);
3. the communicator performs round k (results stay host arrays until a later stage needs them);
4. slots are dropped after their last use; outputs become `ShardedArray`s: device-resident when this
   process runs every member (each piece the member's buffer, or the host block a collective made),
   gathered host arrays across MPI ranks.
Values that do not cross a collective never leave their device; device-array inputs in the
program's layout are used as they are (see `arguments`).

Teardown follows DESIGN §6: results keep the HAL modules that made them alive until they are freed;
`close()` stops the workers and drops contexts, HAL modules, the module, device references and the
instance.
"""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Callable

import numpy as np

from . import dtypes, transfer
from .communicators import default_communicator
from .device import Group
from .errors import LoadError, ShardflowError, no_keyword_inputs
from .arguments import Arguments, donated_inputs
from .manifest import Manifest
from .out_of_memory import is_out_of_memory, out_of_memory
from .quantization import flatten_arguments
from .program import Releasing, _manifest_of, _open_module
from .sharded_array import LocalShards, ShardedArray


class ExecutionError(ShardflowError):
    """A stage failed on a member's device, or a collective between stages failed."""


#: The stage function that carries the manifest of a host-staged module.
FIRST_STAGE = "stage0"


def check_group(man: Manifest, group: Group) -> None:
    """LoadError unless `group` has the members (count and backends, in order) the module names."""
    if not isinstance(group, Group):
        raise LoadError(f"load() needs a device group from Device.group_options(...).init(), got {group!r}")
    want = man.member_backends
    have = tuple(d.backend for d in group.members)
    if len(have) != len(want):
        raise LoadError(f"module was compiled for {len(want)} member(s) ({', '.join(want)}) but the group has "
                        f"{len(have)} ({list(group.members)!r}); load it on a group of {len(want)}")
    for m, (w, h) in enumerate(zip(want, have, strict=True)):
        if w != h:
            raise LoadError(f"member {m} of the group is {group.members[m]!r} but the module was compiled for a "
                            f"{w} device there (members: {', '.join(want)}); recompile with "
                            f"--target {','.join(have)} or load it on a matching group")


def open_staged(source, group: Group, communicator=None, outputs: str = "global",
                donate_argnums=None) -> "StagedProgram | None":
    """A StagedProgram when `source` is a host-staged module, else None (not a staged module)."""
    instance, module = _open_module(source)
    fn = module.lookup_function(FIRST_STAGE)
    if fn is None or module.lookup_function("main") is not None:
        return None
    man = _manifest_of(fn)
    if man.mode != "host-staged":
        raise LoadError(f"@{FIRST_STAGE} carries a {man.mode} manifest; this module is not host-staged")
    return StagedProgram(instance, module, man, group, communicator, digest=_digest(source), outputs=outputs,
                         donate_argnums=donate_argnums)


def _digest(source) -> str:
    """A short fingerprint of the module's bytes (processes check they loaded the same one)."""
    import hashlib
    import os

    if isinstance(source, (bytes, bytearray, memoryview)):
        data = bytes(source)
    else:
        with open(os.fspath(source), "rb") as f:
            data = f.read()
    return hashlib.sha256(data).hexdigest()[:16]


class StagedProgram(Releasing):
    """A host-staged module loaded onto a group; call it with global NumPy arrays (see `Program`)."""

    def __init__(self, instance, module, manifest: Manifest, group: Group, communicator=None,
                 digest: str | None = None, outputs: str = "global", donate_argnums=None):
        import iree.runtime as rt

        check_group(manifest, group)
        if outputs not in ("global", "local"):
            raise LoadError(f"outputs is 'global' (every member's result gathered to every process) or 'local' "
                            f"(this process's members only), got {outputs!r}")
        self.outputs_mode = outputs
        self.manifest = man = manifest
        self.group = group
        self.plan = plan = man.staged
        self._slot_dtypes = [dt for _, dt in plan["slots"]]
        self._instance, self._module = instance, module
        self._functions = []
        for st in plan["stages"]:
            fn = module.lookup_function(st["function"])
            if fn is None:
                raise LoadError(f"the module lacks stage function @{st['function']} named by its manifest")
            self._functions.append(fn)
        self.communicator = communicator or default_communicator(man.mesh)
        self.members = tuple(self.communicator.members)    # the members this process runs
        self.communicator.agree("the module and the group",
                                (digest, len(group.members), tuple(d.backend for d in group.members)))
        every = self.members == tuple(range(man.num_devices))
        self._devices = group.hal_device_tuple() if every else tuple(group.hal_devices_of(self.members))
        # one process runs every member: results stay on the devices; otherwise they are gathered
        self._keep_on_devices = every and outputs == "global"
        try:
            self._hal_modules = [rt.create_hal_module(instance, devices=[dev]) for dev in self._devices]
            self._contexts = [rt.VmContext(instance, modules=[hal, module]) for hal in self._hal_modules]
        except Exception as e:  # IREE: no executable for a member's device, ...
            self._devices = None
            raise LoadError(f"IREE could not load the stages on {group!r}: {e}") from None
        self._args = Arguments(man, group, self._devices, self.members, donated_inputs(man, donate_argnums),
                               owner=(tuple(self._hal_modules), instance))
        self._owners = frozenset()   # of the call in progress (see Arguments.pieces)
        self._device_index = [None] * len(self._devices)   # each member's index, uploaded on first use
        n = len(self._devices)
        self._pool = ThreadPoolExecutor(n, thread_name_prefix="shardflow-member") if n > 1 else None
        self._last_use = self._last_uses()

    def _last_uses(self) -> dict[int, int]:
        """Slot -> the stage after whose round it is no longer needed (outputs are kept to the end)."""
        last: dict[int, int] = {}
        for k, (st, rnd) in enumerate(zip(self.plan["stages"], self.plan["rounds"], strict=True)):
            for s in st["inputs"]:
                last[s] = k
            for c in rnd:
                last[c["operand"]] = k
        for s in self.plan["outputs"]:
            last[s] = len(self.plan["stages"])
        return last

    # -- description -----------------------------------------------------------------------------
    @property
    def inputs(self):
        return self.manifest.inputs

    @property
    def outputs(self):
        return self.manifest.outputs

    @property
    def mesh(self):
        return self.manifest.mesh

    def __repr__(self) -> str:
        where = f"{self.manifest.num_devices} members ({', '.join(self.manifest.member_backends)})"
        return (f"<StagedProgram {len(self.plan['stages'])} stage(s) on {where}"
                + (", closed>" if self.closed else ">"))

    # -- calling ---------------------------------------------------------------------------------
    def _each(self, fn: Callable[[int], object]) -> list:
        if self._pool is None:
            return [fn(0)]
        return list(self._pool.map(fn, range(len(self._devices))))

    def __call__(self, *inputs, **keywords):
        if keywords:
            no_keyword_inputs(keywords)
        if self.closed:
            raise LoadError("this program is closed; load the module again")
        inputs = flatten_arguments(inputs)   # a QuantizedArray is its values and its scales
        if self.communicator.size == 1:
            outs = self._run(self._pieces(inputs))
        else:
            try:   # several processes: a rank that fails (bad input, a stage, a collective) must not leave the
                outs = self._run(self._pieces(inputs))   # others waiting in a collective: it aborts the job
            except Exception as e:
                self.communicator.abort(f"{type(e).__name__}: {e}")
                raise
        self._args.donate(inputs, f"a call of {self!r}")
        return outs[0] if len(outs) == 1 else tuple(outs)

    def _pieces(self, inputs) -> list[list]:
        """Per input, per member this process runs: a device buffer or a host block. A rank may pass
        its own shards (LocalShards) instead of a whole array."""
        man = self.manifest
        given = {}
        if len(inputs) == len(man.inputs):
            for i, a in enumerate(inputs):
                if isinstance(a, LocalShards):
                    self._check_local_input(man.inputs[i], a)
                    given[i] = self._pad_local(a, man.inputs[i])
        pieces, self._owners = self._args.pieces(inputs, skip=set(given))
        for i, p in given.items():
            pieces[i] = p
        return pieces

    def _run(self, pieces) -> list:
        man, plan = self.manifest, self.plan
        envs: list[dict] = [{} for _ in self.members]    # per local member: slot -> host array or device buffer
        for per_member, slot in zip(pieces, plan["inputs"], strict=True):
            for env, local in zip(envs, per_member, strict=True):
                env[slot] = local
        del pieces
        stages, rounds = plan["stages"], plan["rounds"]
        gather = not self._keep_on_devices
        try:
            for k, (stage, rnd) in enumerate(zip(stages, rounds, strict=True)):
                reads = [c["operand"] for c in rnd]
                if gather and k == len(stages) - 1:  # outputs, unless the last round makes them
                    made = {c["result"] for c in rnd}
                    reads += [s for s in dict.fromkeys(plan["outputs"]) if s not in made and s not in reads]
                host = self._each(lambda i: self._member_step(i, k, envs[i], stage, reads))
                for c in rnd:
                    try:
                        res = self.communicator.run(c, {m: host[i][c["operand"]] for i, m in enumerate(self.members)})
                    except Exception as e:
                        raise ExecutionError(f"{c['kind']} over {c.get('axes')} after stage {k} failed: {e}") from e
                    want = dtypes.to_numpy(self._slot_dtypes[c["result"]])
                    for i, m in enumerate(self.members):
                        envs[i][c["result"]] = np.asarray(res[m], dtype=want)
                for i, env in enumerate(envs):
                    for s in [s for s in env if self._last_use.get(s, -1) <= k]:
                        del env[s]
                    for s in reads:  # outputs read after the last stage: keep the host copies
                        if s in plan["outputs"] and not isinstance(env.get(s), np.ndarray):
                            env[s] = host[i][s]
            outs = []
            for j, (spec, slot) in enumerate(zip(man.outputs, plan["outputs"], strict=True)):
                mine = {m: env[slot] for m, env in zip(self.members, envs, strict=True)}
                if self._keep_on_devices:   # buffers, or padded host blocks a collective made
                    outs.append(self._args.results(j, [mine[m] for m in range(man.num_devices)], self._owners))
                elif self.outputs_mode == "local":
                    outs.append(self._local_shards(mine, self._args.out_layouts[j]))
                else:
                    every = self.communicator.gather_members(mine)
                    layout = self._args.out_layouts[j]
                    outs.append(ShardedArray([layout.crop(m, every[m]) for m in range(man.num_devices)],
                                             layout.sharding, man.mesh, spec.shape, spec.dtype, spec.local_shape))
        finally:
            del envs  # drop this call's intermediate buffers
        return outs

    def _check_local_input(self, spec, a: LocalShards) -> None:
        from .errors import InputError
        want = dtypes.to_numpy(spec.dtype)
        if a.shape != tuple(spec.shape) or a.dtype != want:
            raise InputError(f"{spec.name}: LocalShards of shape {list(a.shape)} {a.dtype}, but the program takes "
                             f"{list(spec.shape)} {want}")
        if a.sharding != spec.parsed_sharding(self.manifest.mesh):
            raise InputError(f"{spec.name}: LocalShards laid out as {a.sharding!r}, but the program takes "
                             f"{spec.parsed_sharding(self.manifest.mesh)!r}; pass the global array instead")
        for m in self.members:
            if m not in a.shards:
                raise InputError(f"{spec.name}: no shard for member {m}, which this process runs")
            if tuple(a.shards[m].shape) != tuple(s.stop - s.start for s in a.device_slices(m)):
                raise InputError(f"{spec.name}: the shard of member {m} has shape {list(a.shards[m].shape)}, not "
                                 f"{[s.stop - s.start for s in a.device_slices(m)]}")

    def _pad_local(self, a: LocalShards, spec) -> list[np.ndarray]:
        """This process's members' shards, zero-padded to the local shape (uneven splits)."""
        out = []
        for m in self.members:
            part = np.asarray(a.shards[m], dtype=dtypes.to_numpy(spec.dtype), order="C")
            if tuple(part.shape) != spec.local_shape:
                padded = np.zeros(spec.local_shape, part.dtype)
                padded[tuple(slice(0, n) for n in part.shape)] = part
                part = padded
            out.append(part)
        return out

    def _local_shards(self, mine: dict, layout) -> LocalShards:
        return LocalShards({m: layout.crop(m, host) for m, host in mine.items()}, layout.sharding,
                           self.manifest.mesh, layout.shape, layout.dtype, layout.block)

    def _member_step(self, i: int, k: int, env: dict, stage: dict, reads: list[int]) -> dict[int, np.ndarray]:
        """On the i-th member this process runs: stage k (if it computes anything), then copy `reads`
        to the host."""
        import iree.runtime as rt

        dev, m = self._devices[i], self.members[i]
        if stage["outputs"]:
            args = rt.VmVariantList(len(stage["inputs"]) + 1)
            if stage["device"]:
                if self._device_index[i] is None:
                    self._device_index[i] = transfer.to_device(dev, np.array(m, np.int32), "i32")
                args.push_ref(self._device_index[i])
            for s in stage["inputs"]:
                v = env[s]
                if isinstance(v, np.ndarray):
                    v = env[s] = transfer.to_device(dev, v, self._slot_dtypes[s])
                args.push_ref(v)
            results = rt.VmVariantList(len(stage["outputs"]))
            try:
                self._contexts[i].invoke(self._functions[k], args, results)
            except Exception as e:
                if is_out_of_memory(e):
                    raise out_of_memory(self.manifest, f"member {m} ({self.group.members[m]!r})",
                                        self.manifest.member_backends[m]) from None
                raise ExecutionError(f"@{stage['function']} failed on member {m} "
                                     f"({self.group.members[m]!r}): {e}") from None
            for j, s in enumerate(stage["outputs"]):
                env[s] = results.get_as_object(j, rt.HalBufferView)
            del args, results
        out = {}
        for s in reads:
            v = env[s]
            out[s] = v if isinstance(v, np.ndarray) else transfer.to_host(dev, v, self._slot_dtypes[s])
        return out

    # -- teardown: stop the workers; then buffers, contexts, HAL modules, devices, instance (module retired) --
    _RELEASE = ("_device_index", "_functions", "_contexts", "_hal_modules", "_devices", "_instance")

    def _stop(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None
