"""Driving iree-compile (through `iree.compiler`) for N named devices of one backend.

Device K is declared as `--iree-hal-target-device=dK=<kind>[K]`; the IR refers to it as
`#hal.device.promise<@dK>`. The explicit ordinal matters: without it every device maps onto the
first runtime device. `target_backends=` is never passed (it replaces the device list).
`physical=[p0, p1, ...]` declares `dK=<kind>[pK]` instead: with every pK equal, all N devices are one
physical device, which is how a multi-device Vulkan module runs from Python on IREE 3.13 (the
mapping is recorded on `@main` under `PHYSICAL_DEVICES_KEY` for the runtime).

A target may also be a list of backends, e.g. `("cpu", "vulkan")`: ONE device that selects among
them at run time (`--iree-hal-target-device=local,vulkan`, `select_device_flag`); the module then
runs on a device of any of those backends, each in its own context (host-staged execution).

Defaults per target are module constants; user flags come last, and a default is dropped when the
user passes a flag of the same name (so `--iree-llvmcpu-target-cpu=generic` replaces `host`, and
any `--iree-hal-target-device=` replaces the whole generated device list).

Every module `compile_mlir` returns is sealed with a SHA-256 trailer (runtime/digest.py) that the runtime
checks before IREE reads it, so a damaged file is refused instead of executed.

The sharding manifest (runtime/manifest.py) is embedded by `embed_manifest`, which sets
`iree.reflection = {shardflow.manifest = "<JSON>"}` on `@main` through the MLIR Python API (merging
any reflection entries already there); `compile_mlir(..., manifest=m)` does this for you. Emitters
that print the function themselves can instead splice in `function_attrs_for_manifest(m)`.
"""
from __future__ import annotations

import re
import warnings

from typing import Sequence

from shardflow.runtime.errors import ShardflowError
from shardflow.runtime.digest import seal
from shardflow.runtime.manifest import REFLECTION_KEY, Manifest
# `@main`'s record of which physical device each device was compiled for ("0,0,0,0"); see `device_flags`.
from shardflow.runtime.program import PHYSICAL_DEVICES_KEY  # noqa: F401  (re-exported)

from . import compile_cache, iree_process

#: Flags every compile gets (the input is StableHLO).
COMMON_FLAGS: tuple[str, ...] = ("--iree-input-type=stablehlo",)
#: CPU speed needs data tiling and microkernels (DESIGN §6: 22 ms vs 68 ms on an MLP).
DEFAULT_CPU_FLAGS: tuple[str, ...] = (
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-cpu=host",
    "--iree-opt-data-tiling",
    "--iree-llvmcpu-enable-ukernels=all",
)
#: sm_90 fails in IREE 3.13; sm_80 PTX is JIT-compiled on Hopper.
DEFAULT_CUDA_FLAGS: tuple[str, ...] = ("--iree-cuda-target=sm_80",)
#: IREE's default Vulkan target (no `--iree-vulkan-target`): correct on any Vulkan device. A vendor
#: target is an opt-in tuning (`--iree-flag=--iree-vulkan-target=ampere`), never the default:
#: `ampere` and most vendor targets (turing, rdna2/3, valhall, adreno, cdna3) give silently wrong
#: long reductions, matvecs and softmax on another device (measured on lavapipe, IREE 3.13), while
#: the default target and `llvmpipe` are right. (The default target's f16 is wrong on lavapipe, so
#: Vulkan devices do not list f16 as supported: runtime/device.py.)
#: The default target's features are "spirv:v1.3,cap:Shader", with no 8-bit types: IREE 3.13 then emulates
#: i8/ui8 buffers through i32 words and gets them wrong (measured on lavapipe: an i8 matmul fails to
#: compile, `convert` of i8 gives wrong values). The same baseline plus 8-bit storage and arithmetic
#: (`VK_KHR_8bit_storage`, core since Vulkan 1.2 and on virtually every desktop GPU and lavapipe)
#: makes them right; quantized tensors store their values as i8. A `--iree-vulkan-target` given by
#: the user brings that target's own features instead (see `build_flags`).
VULKAN_8BIT_FEATURES = ("--iree-vulkan-target-features=spirv:v1.3,cap:Shader,cap:Int8,"
                        "cap:StorageBuffer8BitAccess,ext:SPV_KHR_8bit_storage")
DEFAULT_VULKAN_FLAGS: tuple[str, ...] = (VULKAN_8BIT_FEATURES,)

#: A device selecting among several backends: IREE links the CPU dispatches into one executable with
#: no variant for the other backends, and a context on a non-CPU device then refuses the module
#: ("does not support any variant of executable `_linked`"); keep each dispatch its own executable.
SELECT_FLAGS: tuple[str, ...] = ("--iree-hal-link-executables=false",)
#: Left out of a module that selects between the CPU and a GPU backend: IREE 3.13's CPU data tiling
#: fails on such modules (micro kernels that do not lower, stack limits exceeded) for programs that
#: compile for the CPU alone, so every mixed compile would fail once before the fallback.
NOT_FOR_MIXED: tuple[str, ...] = ("--iree-opt-data-tiling", "--iree-llvmcpu-enable-ukernels")

TARGETS: dict[str, tuple[str, tuple[str, ...]]] = {
    "cpu": ("local", DEFAULT_CPU_FLAGS),
    "cuda": ("cuda", DEFAULT_CUDA_FLAGS),
    "vulkan": ("vulkan", DEFAULT_VULKAN_FLAGS),
}

_MAX_DIAG_LINES = 12


class CompileError(ShardflowError):
    """iree-compile rejected the module (or the request); carries the diagnostics and flags."""

    def __init__(self, message: str, *, flags: Sequence[str] = (), diagnostics: str = ""):
        super().__init__(message)
        self.flags = list(flags)
        self.diagnostics = diagnostics


def device_flags(target: str | Sequence[str], num_devices: int,
                 physical: Sequence[int] | None = None) -> list[str]:
    """The device list: `--iree-hal-target-device=dK=<kind>[K]` for K in 0..num_devices-1.

    `physical[K]` replaces the ordinal K (e.g. `physical=[0, 0, 0, 0]`: four logical devices on
    physical device 0). A list of backends as `target` gives one selecting device
    (`select_device_flag`); `num_devices` must then be 1.
    """
    _check_num_devices(num_devices)
    if not isinstance(target, str):
        if num_devices != 1:
            raise CompileError(f"a target of several backends {list(target)} is one device that selects "
                               f"among them at run time; num_devices must be 1, got {num_devices}")
        if physical is not None:
            raise CompileError("physical= maps devices of one backend; a selecting target takes none")
        return [select_device_flag(target)]
    kind = _target(target)[0]
    ordinals = list(range(num_devices)) if physical is None else _check_physical(physical, num_devices)
    return [f"--iree-hal-target-device=d{k}={kind}[{p}]" for k, p in enumerate(ordinals)]


def select_device_flag(backends: Sequence[str], name: str | None = None) -> str:
    """One device that selects at run time among `backends`: `--iree-hal-target-device=local,vulkan`
    for ("cpu", "vulkan", "cpu"); distinct backends in first-seen order, "cpu" as IREE's "local".
    With `name`, the device is declared as `name=local,vulkan` (for `#hal.device.promise<@name>`)."""
    if isinstance(backends, str):
        backends = [backends]
    kinds = list(dict.fromkeys(_target(b)[0] for b in backends))
    if not kinds:
        raise CompileError("select_device_flag needs at least one backend")
    return f"--iree-hal-target-device={'' if name is None else name + '='}{','.join(kinds)}"


def _check_num_devices(num_devices) -> None:
    if isinstance(num_devices, bool) or not isinstance(num_devices, int) or num_devices < 1:
        raise CompileError(f"num_devices must be a positive integer, got {num_devices!r}")


def _check_physical(physical: Sequence[int], num_devices: int) -> list[int]:
    if isinstance(physical, (str, bytes)):
        raise CompileError(f"physical is a list of device ordinals, got the string {physical!r}")
    out = list(physical)
    if len(out) != num_devices or not all(isinstance(p, int) and not isinstance(p, bool) and p >= 0 for p in out):
        raise CompileError(f"physical must list {num_devices} non-negative device ordinal(s), one per device; "
                           f"got {physical!r}")
    return out


def _target(target: str) -> tuple[str, tuple[str, ...]]:
    try:
        return TARGETS[target]
    except (KeyError, TypeError):
        raise CompileError(f"unknown target {target!r}; choose one of {list(TARGETS)}") from None


def _target_names(target: str | Sequence[str]) -> list[str]:
    """The distinct backend names of a target (one name, or a list meaning a selecting device)."""
    if isinstance(target, str):
        _target(target)
        return [target]
    names = list(dict.fromkeys(target))
    if not names:
        raise CompileError("a target list needs at least one backend, e.g. ('cpu', 'vulkan')")
    for t in names:
        _target(t)
    return names


def _describe(target: str | Sequence[str], num_devices: int) -> str:
    if isinstance(target, str):
        return f"{num_devices} {target} device(s)"
    return f"one device selecting among {', '.join(dict.fromkeys(target))}"


def _flag_name(flag: str) -> str:
    return flag.split("=", 1)[0]


def build_flags(target: str | Sequence[str] = "cpu", num_devices: int = 1, iree_flags: Sequence[str] = (),
                *, physical: Sequence[int] | None = None) -> list[str]:
    """The full iree-compile flag list: defaults, then the user's (which override same-named ones).

    `target` is one backend name, or a list of them meaning one device that selects among them
    (then each backend's default flags apply, first-seen order, the first of a name winning, and
    `SELECT_FLAGS` when there are several, without `NOT_FOR_MIXED`). `physical`: see `device_flags`.
    """
    if isinstance(iree_flags, str):
        raise CompileError(f"iree_flags is a list of flags, got the string {iree_flags!r}")
    user = list(iree_flags)
    names = _target_names(target)
    backend_flags = [f for t in names for f in _target(t)[1]] + (list(SELECT_FLAGS) if len(names) > 1 else [])
    if len(names) > 1:
        backend_flags = [f for f in backend_flags if _flag_name(f) not in NOT_FOR_MIXED]
    defaults = [*COMMON_FLAGS, *device_flags(target, num_devices, physical), *_dedupe(backend_flags)]
    overridden = {_flag_name(f) for f in user}
    if "--iree-vulkan-target" in overridden:   # a vendor target: its own features, not the baseline's
        overridden.add("--iree-vulkan-target-features")
    return [f for f in defaults if _flag_name(f) not in overridden] + user


def _dedupe(flags: Sequence[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for f in flags:
        if _flag_name(f) not in seen:
            seen.add(_flag_name(f))
            out.append(f)
    return out


DATA_TILING = "--iree-opt-data-tiling"
AFFINITY_DEPTH = "--iree-stream-affinity-solver-max-iterations"
#: IREE's own cap on AFFINITY_DEPTH
IREE_AFFINITY_DEPTH = 128


#: IREE demotes f64 to f32 by default, and the module's signature with it: a program of JAX's x64
#: mode would then take and return f32 buffers and compute in f32. Compiles of modules that hold f64
#: keep it.
KEEP_F64 = "--iree-input-demote-f64-to-f32=false"
#: IREE's embedded CPU executables link no libm, and its CPU codegen calls libm for f64 tanh, sin,
#: cos, ... ("iree-lld: error: undefined symbol: tanh"); a system library links it. CPU compiles of
#: modules that hold f64 are linked so.
F64_CPU_LINK = "--iree-llvmcpu-link-embedded=false"


def with_f64_kept(flags: list[str], text: str, target: str | Sequence[str]) -> list[str]:
    """`flags` with KEEP_F64 (and, for CPU, F64_CPU_LINK) added when `text` holds an f64 tensor;
    a value given with --iree-flag wins."""
    if re.search(r"[<x]f64>", text) is None:
        return flags
    given = {_flag_name(f) for f in flags}
    extra = [KEEP_F64] + ([F64_CPU_LINK] if "cpu" in _target_names(target) else [])
    return [*flags, *(f for f in extra if _flag_name(f) not in given)]


def with_affinity_depth(flags: list[str], text: str) -> list[str]:
    """`flags` with IREE's affinity solver allowed as many iterations as `text` defines values.

    IREE's affinity analysis gives up after 128 solver iterations ("failed to solve for affinity
    analysis"), about the longest chain of ops it must follow; the per-device program of a training
    step chains more (each collective's transfers, slices and concatenations on every device: a
    4-device decoder AdamW step needs about 150). The values a module defines bound that chain, and
    the solver stops once it has settled, so the larger cap costs nothing where 128 sufficed. A
    value the user passes wins."""
    bound = text.count(" = ")
    if bound <= IREE_AFFINITY_DEPTH or any(_flag_name(f) == AFFINITY_DEPTH for f in flags):
        return flags
    return [*flags, f"{AFFINITY_DEPTH}={bound}"]


class CompileWarning(UserWarning):
    """IREE needed a fallback (e.g. no data tiling) to compile this program."""


def compile_mlir(text: str, *, target: str | Sequence[str] = "cpu", num_devices: int = 1,
                 iree_flags: Sequence[str] = (), manifest: Manifest | None = None,
                 physical: Sequence[int] | None = None) -> bytes:
    """Compile StableHLO MLIR text for `num_devices` devices of `target`; returns the .vmfb bytes.

    `target` is a backend name ("cpu", "cuda", "vulkan") or a list of them: one device that selects
    among those backends at run time (`num_devices` must be 1; see `select_device_flag`).
    With `manifest`, it is embedded on `@main` first (for one backend, its backend and device count
    must match; for a selecting target it describes the group and is embedded unchecked).
    With `physical` (one ordinal per device), device K is compiled for physical device
    `physical[K]` and the mapping is recorded on `@main` under `PHYSICAL_DEVICES_KEY`.
    """
    import iree.compiler as ic

    flags = with_f64_kept(with_affinity_depth(build_flags(target, num_devices, iree_flags, physical=physical),
                                              text), text, target)
    entries = {}
    if manifest is not None:
        if isinstance(target, str) and (manifest.backend != target or manifest.num_devices != num_devices):
            raise CompileError(f"the manifest describes {manifest.num_devices} {manifest.backend} device(s) "
                               f"but compile_mlir was asked for {num_devices} {target} device(s)",
                               flags=flags)
        entries[REFLECTION_KEY] = manifest.to_json()
    if physical is not None:
        entries[PHYSICAL_DEVICES_KEY] = ",".join(str(p) for p in physical)
    if entries:
        text = embed_reflection(text, entries)
    cached = compile_cache.lookup(text, flags)
    if cached is not None:
        vmfb, fallback = cached
        if fallback is not None:
            warnings.warn(fallback, CompileWarning, stacklevel=2)
        return vmfb
    try:
        vmfb = seal(iree_process.compile_str(text, flags))   # the digest the runtime checks at load
    except ic.CompilerToolError as e:
        diag = _diagnostics(str(e))
    else:
        compile_cache.store(text, flags, vmfb)
        return vmfb
    if DATA_TILING in flags and not any(f.startswith(DATA_TILING) for f in iree_flags):
        # IREE 3.13's CPU data tiling fails on some valid programs (e.g. an i1 mask converted into a
        # matmul operand: "linalg.pack ... padding_value has 'i8' but got: 'i1'"); the same program
        # compiles without it, only slower. Retry once, and say so.
        retry = [f for f in flags if f != DATA_TILING]
        try:
            vmfb = iree_process.compile_str(text, retry)
        except ic.CompilerToolError:
            pass
        else:
            fallback = (f"iree-compile failed with {DATA_TILING} (an IREE bug); compiled without it, which is "
                        f"slower. The error was:\n{diag}")
            warnings.warn(fallback, CompileWarning, stacklevel=2)
            vmfb = seal(vmfb)
            compile_cache.store(text, flags, vmfb, fallback)
            return vmfb
    raise CompileError(f"iree-compile failed for {_describe(target, num_devices)}:\n{diag}\n"
                       f"flags: {' '.join(flags)}", flags=flags, diagnostics=diag)


def _diagnostics(message: str) -> str:
    """The first error lines of a CompilerToolError message (its text between 'Diagnostics:' and
    'Invoked with:'), errors first so a long warning does not hide them."""
    body = message.split("Diagnostics:", 1)[-1].split("Invoked with:", 1)[0].strip("\n")
    lines = [ln for ln in body.splitlines() if ln.strip()]
    first_error = next((i for i, ln in enumerate(lines) if "error:" in ln), 0)
    keep = lines[first_error:first_error + _MAX_DIAG_LINES]
    return "\n".join(ln if len(ln) <= 300 else ln[:300] + " ..." for ln in keep)  # (signatures carry the manifest)


# -- manifest embedding ----------------------------------------------------------------------------

from .emit.mlir_text import string as mlir_string  # noqa: E402


def function_attrs_for_manifest(manifest: Manifest) -> str:
    """`attributes {iree.reflection = {shardflow.manifest = "..."}}`, to print after @main's results."""
    return f"attributes {{iree.reflection = {{{REFLECTION_KEY} = {mlir_string(manifest.to_json())}}}}}"


def embed_manifest(text: str, manifest: Manifest) -> str:
    """`text` with `manifest` set on `@main`'s `iree.reflection` (other entries kept)."""
    return embed_reflection(text, {REFLECTION_KEY: manifest.to_json()})


def embed_reflection(text: str, entries: dict[str, str]) -> str:
    """`text` with string `entries` set on `@main`'s `iree.reflection` (other entries kept)."""
    from iree.compiler import ir

    with ir.Context():
        try:
            module = ir.Module.parse(text)
        except Exception as e:  # MLIRError: the parser's diagnostics
            raise CompileError(f"cannot parse the module to embed its reflection ({', '.join(entries)}): "
                               f"{e}") from None
        main = None
        for op in module.body.operations:
            if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main":
                main = op
        if main is None:
            raise CompileError(f"the module has no func.func @main to carry {', '.join(entries)}")
        merged = {}
        if "iree.reflection" in main.attributes:
            old = ir.DictAttr(main.attributes["iree.reflection"])
            merged = {old[i].name: old[i].attr for i in range(len(old))}
        for key, value in entries.items():
            merged[key] = ir.StringAttr.get(value)
        main.attributes["iree.reflection"] = ir.DictAttr.get(merged)
        return str(module)
