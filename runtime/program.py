"""Running a compiled multi-device module on a device group.

`load(vmfb, group)` reads the sharding manifest inside the module (see `manifest`), checks it
against the group, and returns a `Program`. A call takes global NumPy arrays (checked, sliced per
device, zero-padding uneven shards to the local shape, and uploaded) or `ShardedArray`s already on
the group's devices in the program's layout (passed as the buffers they are), invokes `@main`
once, and returns device-resident `ShardedArray`s (see `arguments`).

Why the VM calls are made directly instead of through `iree.runtime.FunctionInvoker`: the invoker
uploads host arguments to, and wraps every result with, one device; here every argument and result
belongs to its own device. Arguments are uploaded and results read back by `transfer`, on the device that
owns each one.

Vulkan (IREE 3.13): two Vulkan devices cannot share one IREE context from Python ("Vulkan queue
frontier already assigned"), so a multi-device Vulkan module runs only when it was compiled with
every device on one physical device (`compile_mlir(..., physical=[0] * N)`, recorded on `@main`
under `PHYSICAL_DEVICES_KEY`): it then runs on member 0's HAL device alone. Any other multi-device
Vulkan module, and any group mixing backends, is refused with a LoadError pointing to
`--mode host-staged`.

Teardown: result buffers live in the returned `ShardedArray`s, which free them at exit before IREE
goes (`sharded_array`). `close()` drops the context, modules, device references and instance, in
that order (DESIGN §6); the group keeps its HAL devices until `Group.close()`.
"""
from __future__ import annotations

import os
import re
import sys
from typing import Union

import numpy as np

from . import digest, dtypes, retired_modules
from .device import Group
from .errors import LoadError, ShardflowError, no_keyword_inputs
from .arguments import Arguments, donated_inputs
from .manifest import REFLECTION_KEY, Manifest, ManifestError, TensorSpec
from .out_of_memory import is_out_of_memory, out_of_memory
from .quantization import QuantizedArray, flatten_arguments
from .sharded_array import LocalShards, ShardedArray

Source = Union[str, os.PathLike, bytes, bytearray, memoryview]

ENTRY = "main"


def _iree():
    """`iree.runtime`, imported on first use (importing shardflow.runtime loads no IREE)."""
    global _RT
    if _RT is None:
        import iree.runtime
        _RT = iree.runtime
    return _RT


_RT = None


def _open_module(source: Source):
    """(instance, VmModule); raises LoadError for a missing or unreadable file."""
    import iree.runtime as rt

    instance = rt.VmInstance()
    try:
        if isinstance(source, (bytes, bytearray, memoryview)):
            digest.verify(source, "the module bytes")   # before IREE sees any of its code
            module = rt.VmModule.copy_buffer(instance, bytes(source))
        else:
            path = os.fspath(source)
            if os.path.isdir(path):
                raise LoadError(f"{path!r} is a directory, not a module file: give the path of a .vmfb")
            if not os.path.isfile(path):
                raise LoadError(f"no such module file: {path!r}")
            try:
                digest.verify_file(path)
            except OSError as e:
                raise LoadError(f"cannot read the module file {path!r}: {e.strerror or e}") from None
            module = rt.VmModule.mmap(instance, path)
    except LoadError:
        raise
    except Exception as e:  # IREE raises RuntimeError/ValueError with its status text
        what = "module bytes" if isinstance(source, (bytes, bytearray, memoryview)) else repr(os.fspath(source))
        raise LoadError(f"the {what} is not a valid IREE .vmfb: {e}") from None
    return instance, module


#: `iree.reflection` key marking a per-rank SPMD module (one process per device, collectives over
#: IREE channels): the Python runtime runs multi-device modules only.
MODE_KEY = "shardflow.mode"
#: `iree.reflection` key on `@main`: the physical device each of the module's devices was compiled
#: for, comma-separated ("0,0,0,0": all on physical device 0, i.e. runnable with one HAL device).
#: Written by `shardflow.compiler.iree_driver.compile_mlir(..., physical=...)`.
PHYSICAL_DEVICES_KEY = "shardflow.physical_devices"


def physical_devices_of(function) -> tuple[int, ...] | None:
    """The physical mapping recorded on a module function, or None when it has none."""
    text = function.reflection.get(PHYSICAL_DEVICES_KEY)
    if text is None:
        return None
    try:
        return tuple(int(p) for p in text.split(","))
    except ValueError:
        raise LoadError(f"@{ENTRY}'s {PHYSICAL_DEVICES_KEY} is {text!r}, not a comma list of device "
                        f"ordinals") from None


def _manifest_of(function) -> Manifest:
    if function.reflection.get(MODE_KEY) == "spmd":
        raise LoadError("this is a per-rank SPMD module (shardflow compile --mode spmd): run one copy per GPU "
                        "under mpirun (iree-run-module with NCCL/RCCL channels); shardflow.runtime.load runs "
                        "multi-device modules (the default --mode)")
    text = function.reflection.get(REFLECTION_KEY)
    if text is None:
        raise LoadError(f"the module's @{ENTRY} carries no shardflow manifest "
                        f"(iree.reflection key {REFLECTION_KEY!r}); compile it with shardflow, or "
                        f"embed one with shardflow.compiler.iree_driver.embed_manifest")
    return Manifest.from_json(text)


def read_manifest(source: Source) -> Manifest:
    """The manifest of a `.vmfb` (path or bytes), without creating any device."""
    _, module = _open_module(source)
    fn = module.lookup_function(ENTRY) or module.lookup_function("stage0")  # host-staged: on @stage0
    if fn is None:
        raise LoadError(f"the module has no public @{ENTRY} function; it has {list(module.function_names)}")
    return _manifest_of(fn)


_TENSOR = re.compile(r"%\w+: (tensor<(?:[^<>]|<[^<>]*>)*>|[^\s,){]+)(\s*\{[^}]*\})?")   # (tensor<4xcomplex<f32>>)
# IREE declares unsigned tensors by their signless storage type plus the type they encode:
# `%input0: tensor<4xi32> {iree.abi.encoding = tensor<4xui32>}`
_ENCODING = re.compile(r"iree\.abi\.encoding = (tensor<(?:[^<>]|<[^<>]*>)*>)")


def _declared_types(function) -> tuple[list[str], list[str]] | None:
    """Argument and result types from IREE's `iree.abi.declaration`, or None if absent/unparsable."""
    decl = function.reflection.get("iree.abi.declaration")
    if not decl or "(" not in decl:
        return None
    head, _, tail = decl.partition(") -> ")

    def types(text):
        out = []
        for t, attrs in _TENSOR.findall(text):
            enc = _ENCODING.search(attrs or "")
            out.append(enc.group(1) if enc else t)
        return out
    return types(head), types(tail)


def _check_signature(function, manifest: Manifest) -> None:
    declared = _declared_types(function)
    if declared is None:
        return
    n = manifest.num_devices
    for kind, specs, got in (("argument", manifest.inputs, declared[0]),
                             ("result", manifest.outputs, declared[1])):
        want = [dtypes.tensor_type(t.local_shape, t.dtype) for t in specs for _ in range(n)]
        if len(got) != len(want):
            raise ManifestError(f"@{ENTRY} has {len(got)} {kind}s but its manifest describes "
                                f"{len(specs)} tensors x {n} devices = {len(want)}")
        for k, (g, w) in enumerate(zip(got, want)):
            if g != w:
                t = specs[k // n]
                raise ManifestError(f"@{ENTRY} {kind} {k} ({t.name!r} on device {k % n}) is {g} but the "
                                    f"manifest says {w}")


def _check_runnable(man: Manifest, physical: tuple[int, ...] | None) -> None:
    """LoadError unless this runtime can give the module the devices it was compiled for."""
    n = man.num_devices
    if physical is not None:
        if len(physical) != n:
            raise LoadError(f"@{ENTRY}'s {PHYSICAL_DEVICES_KEY} lists {len(physical)} device(s) but the "
                            f"manifest has {n}")
        if set(physical) == {0}:
            return
    if man.backend == "vulkan" and n > 1:
        mapped = "" if physical is None else f" (physical devices {','.join(map(str, physical))})"
        raise LoadError(f"this module runs {n} Vulkan devices in one IREE context{mapped}, which IREE 3.13 "
                        f"cannot do from Python (two Vulkan devices cannot share a context): compile it "
                        f"with --mode host-staged (mode='host-staged', the Vulkan default), or, to run the "
                        f"multi-device module on one Vulkan device, compile it with every device on "
                        f"physical device 0 (compile_mlir(..., physical=[0] * {n}))")
    if physical is not None:
        raise LoadError(f"@{ENTRY} was compiled for physical devices {','.join(map(str, physical))}; this "
                        f"runtime runs a module whose devices are all physical device 0, or one device "
                        f"per member (compiled without physical=)")


class Releasing:
    """Teardown shared by loaded programs: `close()` drops the IREE objects named in `_RELEASE` in
    that order (DESIGN §6: in any other order IREE can crash at exit); `_stop()` runs first. The
    VM module (`_module`) is never dropped here but retired (`retired_modules`), also when a program
    is garbage without being closed (until the interpreter shuts down): freeing it on a device's
    worker thread can hang the process."""

    _RELEASE: tuple[str, ...] = ()

    @property
    def closed(self) -> bool:
        return self._devices is None

    def _stop(self) -> None:
        """Anything to finish before the IREE objects go (e.g. worker threads)."""

    def close(self) -> None:
        if self.closed:
            return
        self._stop()
        for name in self._RELEASE:
            setattr(self, name, None)
        self._retire_module()

    def _retire_module(self) -> None:
        module = getattr(self, "_module", None)   # none in a program whose loading failed
        if module is not None:
            self._module = None
            retired_modules.retire(module)

    def __del__(self):
        try:
            if not sys.is_finalizing():   # at exit the module goes with the program (nothing to hand to)
                self._retire_module()
        except (AttributeError, TypeError):   # at interpreter exit, with the runtime's modules gone
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class Program(Releasing):
    """A compiled module loaded onto a group; call it with global NumPy arrays or `ShardedArray`s
    (device arrays in its layout are used without a copy).

    Returns one device-resident `ShardedArray` when the module has one output, else a tuple of them
    (empty for none); the inputs named by `donate_argnums` are deleted by the call. Use as a
    context manager, or call `close()`, to release the IREE context early (results stay valid).
    """

    def __init__(self, source: Source, group: Group, outputs: str = "global", donate_argnums=None):
        import iree.runtime as rt

        if outputs not in ("global", "local"):
            raise LoadError(f"outputs is 'global' or 'local', got {outputs!r}")
        self.outputs_mode = outputs
        if not isinstance(group, Group):
            raise LoadError(f"load() needs a device group from Device.group_options(...).init(), "
                            f"got {group!r}")
        self._instance, module = _open_module(source)
        fn = module.lookup_function(ENTRY)
        if fn is None:
            raise LoadError(f"the module has no public @{ENTRY} function; it has "
                            f"{list(module.function_names)}")
        self.manifest = man = _manifest_of(fn)
        _check_signature(fn, man)
        if group.mixed_backends:
            raise LoadError(f"{group!r} mixes backends ({', '.join(dict.fromkeys(group.backends))}), which "
                            f"cannot share one multi-device module: compile it for this group with "
                            f"mode='host-staged' (shardflow compile --mode host-staged)")
        if man.backend != group.backend:
            raise LoadError(f"module was compiled for {man.backend} devices but the group's members are "
                            f"{group.backend} devices ({list(group.members)!r}); recompile with "
                            f"target {group.backend!r} or load it on a {man.backend} group")
        if man.num_devices != group.size:
            raise LoadError(f"module was compiled for {man.num_devices} {man.backend} device(s) but the "
                            f"group has {group.size} member(s); load it on a group of "
                            f"{man.num_devices} {man.backend} devices")
        physical = physical_devices_of(fn)
        _check_runnable(man, physical)
        self.group = group
        devices = group.hal_device_tuple()
        if physical is not None and set(physical) == {0}:
            # Every device of the module is physical device 0: one HAL device runs it, and every
            # argument and result lives on that device.
            devices = devices[:1]
        # The device that holds each logical device's arguments and results, in module order.
        self._devices = devices if len(devices) == man.num_devices else devices * man.num_devices
        try:
            self._hal_module = rt.create_hal_module(self._instance, devices=list(devices))
            self._module = module
            self._context = rt.VmContext(self._instance, modules=[self._hal_module, module])
        except Exception as e:
            self._devices = None
            raise LoadError(f"IREE could not load the module on {group!r}: {e}") from None
        self._function = fn
        self._args = Arguments(man, group, self._devices, range(man.num_devices),
                               donated_inputs(man, donate_argnums), owner=(self._hal_module, self._instance))
        self._dtypes = [t.dtype for t in man.inputs]
        self._name = f"a call of {self!r}"
        self._fast = self._fast_path() if outputs == "global" else None

    # -- description -----------------------------------------------------------------------------
    @property
    def inputs(self) -> tuple[TensorSpec, ...]:
        return self.manifest.inputs

    @property
    def outputs(self) -> tuple[TensorSpec, ...]:
        return self.manifest.outputs

    @property
    def mesh(self):
        """The mesh the module's shardings refer to (member k of the group is device k)."""
        return self.manifest.mesh

    def __repr__(self) -> str:
        sig = ", ".join(f"{t.name}: {dtypes.tensor_type(t.shape, t.dtype)}" for t in self.inputs)
        res = ", ".join(dtypes.tensor_type(t.shape, t.dtype) for t in self.outputs)
        where = f"{self.manifest.num_devices} {self.manifest.backend} devices" + (", closed" if self.closed else "")
        return f"<Program ({sig}) -> ({res}) on {where}>"

    # -- calling ---------------------------------------------------------------------------------
    def __call__(self, *inputs, **keywords) -> ShardedArray | tuple[ShardedArray, ...]:
        if keywords:
            no_keyword_inputs(keywords)
        fast = self._fast
        if fast is not None:
            try:
                out = fast(inputs)
            except RuntimeError as e:
                if is_out_of_memory(e):
                    raise self._out_of_memory() from None
                raise
            if out is not None:
                return out
        if any(type(a) is QuantizedArray for a in inputs):
            inputs = flatten_arguments(inputs)   # its values and its scales, two inputs of the module
        return self._call(inputs)

    def _fast_path(self):
        """The steady state of a loop, as one closure over everything that does not depend on the
        values: every argument a live device array in the program's layout, made by put or by this
        program (nothing to check, upload or keep alive beyond ours), is pushed as the buffers it
        is. Returns None for any other call, which then takes `_call`."""
        rt = _RT or _iree()
        variants, view, new, sharded = rt.VmVariantList, rt.HalBufferView, ShardedArray._on_devices, ShardedArray
        invoke, function, plan = self._context.invoke, self._function, self._args
        homes, out_homes, owners = tuple(plan.homes), tuple(plan.out_homes), plan.owners
        n_args, n = len(homes), len(self._devices)
        n_flat, n_results, devices = n_args * n, max(len(out_homes) * n, 1), range(n)
        donate = plan.donate if plan.any_donated else None
        name = self._name
        single = out_homes[0] if len(out_homes) == 1 else None   # the one output's placement

        def call(inputs):
            if len(inputs) != n_args:
                return None
            args = variants(n_flat)
            push = args.push_ref
            for a, home in zip(inputs, homes):
                if type(a) is not sharded or a._home is not home or a._deleted is not None or (
                        a._owners and a._owners is not owners):
                    return None
                for buffer in a._parts:
                    push(buffer)
            results = variants(n_results)
            invoke(function, args, results)
            get = results.get_as_object
            if single:
                out = new([get(d, view) for d in devices], single, owners)
            else:
                out = tuple(new([get(j * n + d, view) for d in devices], home, owners) for j, home in enumerate(out_homes))
            if donate is not None:
                donate(inputs, name)
            return out
        return call

    def _call(self, inputs):
        if self._devices is None:
            raise LoadError("this Program is closed; load the module again")
        rt = _RT or _iree()
        plan = self._args
        pieces, owners = plan.pieces(inputs)
        n = len(self._devices)
        args = rt.VmVariantList(len(pieces) * n)
        n_out = len(plan.out_layouts)
        results = rt.VmVariantList(n_out * n)
        try:
            push = args.push_ref
            for i, per_device in enumerate(pieces):
                for k, piece in enumerate(per_device):
                    push(piece if type(piece) is not np.ndarray else plan.upload(k, piece, self._dtypes[i]))
            del pieces
            self._context.invoke(self._function, args, results)
            get, view, new = results.get_as_object, rt.HalBufferView, ShardedArray._on_devices
            outs = [new([get(j * n + d, view) for d in range(n)], home, owners) for j, home in enumerate(plan.out_homes)]
        except RuntimeError as e:
            if is_out_of_memory(e):
                raise self._out_of_memory() from None
            raise
        finally:
            del args, results
        if plan.any_donated:
            plan.donate(inputs, self._name)
        if self.outputs_mode == "local":   # every member runs in this process: all of them are local
            outs = [LocalShards(dict(enumerate(o.shards)), o.sharding, o.mesh, o.shape, o.dtype, spec.local_shape)
                    for o, spec in zip(outs, self.manifest.outputs, strict=True)]
        return outs[0] if n_out == 1 else tuple(outs)

    def _out_of_memory(self):
        members = ", ".join(repr(m) for m in self.group.members)
        return out_of_memory(self.manifest, f"{self.manifest.num_devices} {self.manifest.backend} device(s) "
                                            f"({members})", self.manifest.backend)

    # -- teardown: the context, modules, device references and instance, in that order -------------
    _RELEASE = ("_fast", "_function", "_context", "_hal_module", "_devices", "_instance")


def load(source: Source, group: Group, *, communicator=None, outputs: str = "global", donate_argnums=None):
    """Load a shardflow `.vmfb` (path or bytes) onto `group`; raises LoadError on any mismatch.

    A multi-device module gives a `Program`; a host-staged one a `StagedProgram`, whose
    collectives run through `communicator` (default: all members in this process, or MPI when
    `mpiexec` launched this process as one of several ranks). `outputs="local"` (host-staged only)
    returns each output as the `LocalShards` of this process's members instead of gathering every
    member's result to every process. `donate_argnums` (ints): the inputs whose device arrays each call
    takes over and deletes (default: those the module was compiled to donate; () for none)."""
    from .launcher import under_mpi, world
    from .staged import check_group, open_staged

    if communicator is None and under_mpi():
        # check what each rank can check alone first, and settle it with the others: a rank that failed
        # here would otherwise leave the rest waiting in the communicator's first collective
        from .communicators.mpi import settle
        failure = None
        try:
            _, module = _open_module(source)
            fn = module.lookup_function(ENTRY) or module.lookup_function("stage0")
            if fn is None:
                raise LoadError(f"the module has no @{ENTRY} or @stage0 function")
            man = _manifest_of(fn)
            if man.mode != "host-staged":
                raise LoadError(f"this process is one of {world()[1]} ranks under an MPI launcher, but a "
                                f"{man.mode} module runs all its devices in one process; compile with --mode "
                                f"host-staged (mode='host-staged') to run one rank per process")
            check_group(man, group)
            del fn, module
        except ShardflowError as e:
            failure = e
        settle(failure, "loading the module")
    staged = open_staged(source, group, communicator, outputs, donate_argnums)
    if staged is not None:
        return staged
    if under_mpi() or communicator is not None and getattr(communicator, "size", 1) > 1:
        raise LoadError(f"this process is one of {world()[1]} ranks under an MPI launcher, but a "
                        f"multi-device module runs all its devices in one process; compile with --mode "
                        f"host-staged (mode='host-staged') to run one rank per process")
    return Program(source, group, outputs, donate_argnums)
