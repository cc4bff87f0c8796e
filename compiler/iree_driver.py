"""Driving iree-compile (through `iree.compiler`) for N named devices of one backend.

Device K is declared as `--iree-hal-target-device=dK=<kind>[K]`; the IR refers to it as
`#hal.device.promise<@dK>`. The explicit ordinal matters: without it every device maps onto the
first runtime device. `target_backends=` is never passed (it replaces the device list).

Defaults per target are module constants; user flags come last, and a default is dropped when the
user passes a flag of the same name (so `--iree-llvmcpu-target-cpu=generic` replaces `host`, and
any `--iree-hal-target-device=` replaces the whole generated device list).

The sharding manifest (runtime/manifest.py) is embedded by `embed_manifest`, which sets
`iree.reflection = {shardflow.manifest = "<JSON>"}` on `@main` through the MLIR Python API (merging
any reflection entries already there); `compile_mlir(..., manifest=m)` does this for you. Emitters
that print the function themselves can instead splice in `function_attrs_for_manifest(m)`.
"""
from __future__ import annotations

import warnings

from typing import Sequence

from shardflow.runtime.errors import ShardflowError
from shardflow.runtime.manifest import REFLECTION_KEY, Manifest

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
#: `ampere` is the Vulkan target that compiles for A100/H100/H200.
DEFAULT_VULKAN_FLAGS: tuple[str, ...] = ("--iree-vulkan-target=ampere",)

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


def device_flags(target: str, num_devices: int) -> list[str]:
    """`--iree-hal-target-device=dK=<kind>[K]` for K in 0..num_devices-1."""
    kind = _target(target)[0]
    if isinstance(num_devices, bool) or not isinstance(num_devices, int) or num_devices < 1:
        raise CompileError(f"num_devices must be a positive integer, got {num_devices!r}")
    return [f"--iree-hal-target-device=d{k}={kind}[{k}]" for k in range(num_devices)]


def _target(target: str) -> tuple[str, tuple[str, ...]]:
    try:
        return TARGETS[target]
    except KeyError:
        raise CompileError(f"unknown target {target!r}; choose one of {list(TARGETS)}") from None


def _flag_name(flag: str) -> str:
    return flag.split("=", 1)[0]


def build_flags(target: str = "cpu", num_devices: int = 1, iree_flags: Sequence[str] = ()) -> list[str]:
    """The full iree-compile flag list: defaults, then the user's (which override same-named ones)."""
    if isinstance(iree_flags, str):
        raise CompileError(f"iree_flags is a list of flags, got the string {iree_flags!r}")
    user = list(iree_flags)
    defaults = [*COMMON_FLAGS, *device_flags(target, num_devices), *_target(target)[1]]
    overridden = {_flag_name(f) for f in user}
    return [f for f in defaults if _flag_name(f) not in overridden] + user


DATA_TILING = "--iree-opt-data-tiling"


class CompileWarning(UserWarning):
    """IREE needed a fallback (e.g. no data tiling) to compile this program."""


def compile_mlir(text: str, *, target: str = "cpu", num_devices: int = 1, iree_flags: Sequence[str] = (),
                 manifest: Manifest | None = None) -> bytes:
    """Compile StableHLO MLIR text for `num_devices` devices of `target`; returns the .vmfb bytes.

    With `manifest`, it is embedded on `@main` first (its backend and device count must match).
    """
    import iree.compiler as ic

    flags = build_flags(target, num_devices, iree_flags)
    if manifest is not None:
        if manifest.backend != target or manifest.num_devices != num_devices:
            raise CompileError(f"the manifest describes {manifest.num_devices} {manifest.backend} device(s) "
                               f"but compile_mlir was asked for {num_devices} {target} device(s)",
                               flags=flags)
        text = embed_manifest(text, manifest)
    try:
        return ic.compile_str(text, extra_args=flags)
    except ic.CompilerToolError as e:
        diag = _diagnostics(str(e))
    if DATA_TILING in flags and not any(f.startswith(DATA_TILING) for f in iree_flags):
        # IREE 3.13's CPU data tiling fails on some valid programs (e.g. an i1 mask converted into a
        # matmul operand: "linalg.pack ... padding_value has 'i8' but got: 'i1'"); the same program
        # compiles without it, only slower. Retry once, and say so.
        retry = [f for f in flags if f != DATA_TILING]
        try:
            vmfb = ic.compile_str(text, extra_args=retry)
        except ic.CompilerToolError:
            pass
        else:
            warnings.warn(f"iree-compile failed with {DATA_TILING} (an IREE bug); compiled without it, which is "
                          f"slower. The error was:\n{diag}", CompileWarning, stacklevel=2)
            return vmfb
    raise CompileError(f"iree-compile failed for {num_devices} {target} device(s):\n{diag}\n"
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
    from iree.compiler import ir

    with ir.Context():
        try:
            module = ir.Module.parse(text)
        except Exception as e:  # MLIRError: the parser's diagnostics
            raise CompileError(f"cannot parse the module to embed its manifest: {e}") from None
        main = None
        for op in module.body.operations:
            if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main":
                main = op
        if main is None:
            raise CompileError("the module has no func.func @main to carry the manifest")
        entries = {}
        if "iree.reflection" in main.attributes:
            old = ir.DictAttr(main.attributes["iree.reflection"])
            entries = {old[i].name: old[i].attr for i in range(len(old))}
        entries[REFLECTION_KEY] = ir.StringAttr.get(manifest.to_json())
        main.attributes["iree.reflection"] = ir.DictAttr.get(entries)
        return str(module)
