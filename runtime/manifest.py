"""The sharding manifest: what a compiled `.vmfb` needs to be run from global arrays.

The partitioner writes it into the module, so one file is the whole artifact. It lives on the public
function `@main` as a string entry of the function's reflection dictionary:

    func.func @main(...) attributes {iree.reflection = {shardflow.manifest = "<JSON>"}}

IREE copies `iree.reflection` entries into the `.vmfb`, and `VmFunction.reflection` returns them at
run time as a `dict[str, str]` (checked with IREE 3.13), so the key is `REFLECTION_KEY` and the value
is the compact JSON text of `Manifest.to_json()`:

    {"format": "shardflow-manifest", "version": 1, "backend": "cpu", "num_devices": 4,
     "mesh": {"axes": [["model", 4]], "device_ids": null},
     "inputs": [{"name": "x", "shape": [8, 16], "dtype": "f32",
                 "sharding": "#sdy.sharding<@mesh, [{}, {\\"model\\"}]>", "local_shape": [8, 4]}],
     "outputs": [...same fields...]}

The module's `@main` takes, for each input in order and each device in order, that device's local
shard (input-major), and returns the outputs the same way. `local_shape` may exceed a device's real
slice when a dimension splits unevenly: device k holds the block `[k*L, min((k+1)*L, S))` with
`L = local_shape[d]` (`Sharding.device_slices(shape, mesh, device, block=local_shape)`); slices are
zero-padded at the end of each dimension on the way in and cropped on the way out.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Sequence

from . import dtypes
from .errors import LoadError, ShardingError
from .mesh import Mesh
from .sharding import Sharding

FORMAT = "shardflow-manifest"
VERSION = 1
#: Key of the manifest in `@main`'s `iree.reflection` dictionary.
REFLECTION_KEY = "shardflow.manifest"
BACKENDS = ("cpu", "cuda", "vulkan", "hip")


class ManifestError(LoadError):
    """A manifest is missing, malformed, or inconsistent with itself."""


def _int_tuple(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, (list, tuple)) or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value):
        raise ManifestError(f"{what} must be a list of non-negative integers, got {value!r}")
    return tuple(value)


@dataclass(frozen=True)
class TensorSpec:
    """One global input or output: global shape, dtype, Shardy sharding text, per-device shape."""

    name: str
    shape: tuple[int, ...]
    dtype: str
    sharding: str
    local_shape: tuple[int, ...]

    def parsed_sharding(self, mesh: Mesh) -> Sharding:
        """The sharding bound to this tensor's shape and `mesh` (uneven splits allowed)."""
        from .sharding_text import parse_shardy

        try:
            ref, s = parse_shardy(self.sharding)
            if isinstance(ref, Mesh) and ref.axes != mesh.axes:
                raise ShardingError(f"its inline mesh {ref} differs from the manifest mesh {mesh}")
            return s.bind(self.shape, mesh, allow_uneven=True, what=f"tensor {self.name!r}")
        except ShardingError as e:
            raise ManifestError(f"bad sharding {self.sharding!r} for {self.name!r}: {e}") from None

    def check(self, mesh: Mesh) -> None:
        """Validate against `mesh`: dtype known, sharding fits, every device's slice fits local_shape."""
        if self.dtype not in dtypes.NUMPY:
            raise ManifestError(f"{self.name!r} has unsupported dtype {self.dtype!r}; "
                                f"known: {list(dtypes.NUMPY)}")
        if len(self.local_shape) != len(self.shape):
            raise ManifestError(f"{self.name!r}: local_shape {list(self.local_shape)} and shape "
                                f"{list(self.shape)} differ in rank")
        need = self.parsed_sharding(mesh).local_shape(self.shape, mesh)
        if any(l < n for l, n in zip(self.local_shape, need)):
            raise ManifestError(f"{self.name!r}: local_shape {list(self.local_shape)} is smaller than "
                                f"the largest shard {list(need)} of shape {list(self.shape)}")

    def to_dict(self) -> dict:
        return {"name": self.name, "shape": list(self.shape), "dtype": self.dtype,
                "sharding": self.sharding, "local_shape": list(self.local_shape)}

    @staticmethod
    def from_dict(d: Any) -> "TensorSpec":
        if not isinstance(d, dict):
            raise ManifestError(f"a tensor entry must be an object, got {d!r}")
        missing = [k for k in ("name", "shape", "dtype", "sharding", "local_shape") if k not in d]
        if missing:
            raise ManifestError(f"tensor entry {d!r} lacks {missing}")
        for k in ("name", "dtype", "sharding"):
            if not isinstance(d[k], str):
                raise ManifestError(f"tensor field {k!r} must be a string, got {d[k]!r}")
        return TensorSpec(d["name"], _int_tuple(d["shape"], f"shape of {d['name']!r}"), d["dtype"],
                          d["sharding"], _int_tuple(d["local_shape"], f"local_shape of {d['name']!r}"))

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @staticmethod
    def from_json(text: str) -> "TensorSpec":
        return TensorSpec.from_dict(_loads(text))


@dataclass(frozen=True)
class Manifest:
    """How a compiled module's flat per-device arguments and results map to global tensors."""

    backend: str
    num_devices: int
    mesh: Mesh
    inputs: tuple[TensorSpec, ...]
    outputs: tuple[TensorSpec, ...]

    def __post_init__(self):
        object.__setattr__(self, "inputs", tuple(self.inputs))
        object.__setattr__(self, "outputs", tuple(self.outputs))

    def check(self) -> "Manifest":
        """Validate the whole manifest; returns self. Raises ManifestError."""
        if self.backend not in BACKENDS:
            raise ManifestError(f"unknown backend {self.backend!r}; known: {list(BACKENDS)}")
        if not isinstance(self.num_devices, int) or self.num_devices < 1:
            raise ManifestError(f"num_devices must be a positive integer, got {self.num_devices!r}")
        if self.mesh.size != self.num_devices:
            raise ManifestError(f"mesh {self.mesh} has {self.mesh.size} devices but num_devices is "
                                f"{self.num_devices}")
        for t in self.inputs + self.outputs:
            t.check(self.mesh)
        return self

    def shardings(self, which: Sequence[TensorSpec]) -> list[Sharding]:
        return [t.parsed_sharding(self.mesh) for t in which]

    def to_dict(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "backend": self.backend,
                "num_devices": self.num_devices,
                "mesh": {"axes": [[n, s] for n, s in self.mesh.axes],
                         "device_ids": None if self.mesh.device_ids is None else list(self.mesh.device_ids)},
                "inputs": [t.to_dict() for t in self.inputs],
                "outputs": [t.to_dict() for t in self.outputs]}

    def to_json(self) -> str:
        """Compact, ASCII-only JSON (safe to embed in an MLIR string attribute after escaping)."""
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @staticmethod
    def from_dict(d: Any) -> "Manifest":
        if not isinstance(d, dict) or d.get("format") != FORMAT:
            raise ManifestError(f"not a shardflow manifest (format is not {FORMAT!r})")
        if d.get("version") != VERSION:
            raise ManifestError(f"manifest version {d.get('version')!r} is not supported; this runtime "
                                f"reads version {VERSION}: rebuild the module with this shardflow")
        try:
            m = d["mesh"]
            mesh = Mesh.of([(str(n), int(s)) for n, s in m["axes"]], m.get("device_ids"))
            man = Manifest(d["backend"], d["num_devices"], mesh,
                           [TensorSpec.from_dict(t) for t in d["inputs"]],
                           [TensorSpec.from_dict(t) for t in d["outputs"]])
        except ManifestError:
            raise
        except (KeyError, TypeError, ValueError, ShardingError) as e:
            raise ManifestError(f"malformed manifest ({type(e).__name__}: {e})") from None
        return man.check()

    @staticmethod
    def from_json(text: str) -> "Manifest":
        return Manifest.from_dict(_loads(text))


def _loads(text: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, json.JSONDecodeError) as e:
        raise ManifestError(f"manifest is not valid JSON: {e}") from None
