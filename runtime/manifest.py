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
#: How a module runs (`mode` in the manifest; absent means "multi-device").
MODES = ("multi-device", "host-staged", "spmd")


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
    donated: bool = False      # inputs only: the caller's array is given up to the call (donate_argnums)

    def parsed_sharding(self, mesh: Mesh) -> Sharding:
        """The sharding bound to this tensor's shape and `mesh` (uneven splits allowed)."""
        from . import sub_axes
        from .sharding_text import parse_shardy

        try:
            ref, s = parse_shardy(self.sharding)
            if isinstance(ref, Mesh) and ref.axes != mesh.axes:
                raise ShardingError(f"its inline mesh {ref} differs from the manifest mesh {mesh}")
            s = sub_axes.expanded(s, mesh)
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
        out = {"name": self.name, "shape": list(self.shape), "dtype": self.dtype,
               "sharding": self.sharding, "local_shape": list(self.local_shape)}
        if self.donated:
            out["donated"] = True
        return out

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
        if not isinstance(d.get("donated", False), bool):
            raise ManifestError(f"tensor field 'donated' must be true or false, got {d['donated']!r}")
        return TensorSpec(d["name"], _int_tuple(d["shape"], f"shape of {d['name']!r}"), d["dtype"],
                          d["sharding"], _int_tuple(d["local_shape"], f"local_shape of {d['name']!r}"),
                          d.get("donated", False))

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @staticmethod
    def from_json(text: str) -> "TensorSpec":
        return TensorSpec.from_dict(_loads(text))


@dataclass(frozen=True)
class Manifest:
    """How a compiled module's flat per-device arguments and results map to global tensors."""

    backend: str                       # the members' common backend, or "mixed"
    num_devices: int
    mesh: Mesh
    inputs: tuple[TensorSpec, ...]
    outputs: tuple[TensorSpec, ...]
    mode: str = "multi-device"
    backends: tuple[str, ...] | None = None   # per member (host-staged); None: `backend` for every member
    staged: dict | None = None                 # the stage plan of a host-staged module (see below)

    def __post_init__(self):
        object.__setattr__(self, "inputs", tuple(self.inputs))
        object.__setattr__(self, "outputs", tuple(self.outputs))
        if self.backends is not None:
            object.__setattr__(self, "backends", tuple(self.backends))

    @property
    def member_backends(self) -> tuple[str, ...]:
        """Each member's backend, in member order."""
        return self.backends if self.backends is not None else (self.backend,) * self.num_devices

    def check(self) -> "Manifest":
        """Validate the whole manifest; returns self. Raises ManifestError."""
        if self.mode not in MODES:
            raise ManifestError(f"unknown mode {self.mode!r}; known: {list(MODES)}")
        if self.backend not in BACKENDS and not (self.backend == "mixed" and self.backends):
            raise ManifestError(f"unknown backend {self.backend!r}; known: {list(BACKENDS)}")
        if not isinstance(self.num_devices, int) or self.num_devices < 1:
            raise ManifestError(f"num_devices must be a positive integer, got {self.num_devices!r}")
        if self.backends is not None:
            bad = [b for b in self.backends if b not in BACKENDS]
            if bad or len(self.backends) != self.num_devices:
                raise ManifestError(f"backends {list(self.backends)} must name one of {list(BACKENDS)} for each "
                                    f"of the {self.num_devices} members")
        if (self.mode == "host-staged") != (self.staged is not None):
            raise ManifestError("a host-staged manifest needs its stage plan (and only it has one)")
        if self.staged is not None:
            check_staged(self.staged, self)
        if self.mesh.size != self.num_devices:
            raise ManifestError(f"mesh {self.mesh} has {self.mesh.size} devices but num_devices is "
                                f"{self.num_devices}")
        for t in self.inputs + self.outputs:
            t.check(self.mesh)
        if any(t.donated for t in self.outputs):
            raise ManifestError("only inputs can be donated; an output is marked donated")
        return self

    def shardings(self, which: Sequence[TensorSpec]) -> list[Sharding]:
        return [t.parsed_sharding(self.mesh) for t in which]

    def to_dict(self) -> dict:
        extra = {} if self.mode == "multi-device" else {"mode": self.mode}
        if self.backends is not None:
            extra["backends"] = list(self.backends)
        if self.staged is not None:
            extra["staged"] = self.staged
        return {"format": FORMAT, "version": VERSION, "backend": self.backend, **extra,
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
                           [TensorSpec.from_dict(t) for t in d["outputs"]],
                           d.get("mode", "multi-device"), d.get("backends"), d.get("staged"))
        except ManifestError:
            raise
        except (KeyError, TypeError, ValueError, ShardingError) as e:
            raise ManifestError(f"malformed manifest ({type(e).__name__}: {e})") from None
        return man.check()

    @staticmethod
    def from_json(text: str) -> "Manifest":
        return Manifest.from_dict(_loads(text))


def check_staged(plan: Any, man: "Manifest") -> None:
    """Validate a host-staged plan: {"slots": [[local shape, dtype], ...], "inputs": [slot per input],
    "outputs": [slot per output], "stages": [{"function", "inputs", "outputs", "device"}, ...],
    "rounds": [[{"kind", "operand", "result", "axes", ...attrs}, ...] after each stage]}."""
    from .collectives import KINDS

    try:
        slots = [(tuple(int(n) for n in shape), str(dt)) for shape, dt in plan["slots"]]
        n = len(slots)

        def slot(i, what):
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < n:
                raise ManifestError(f"{what} names slot {i!r}; the plan has {n} slots")
            return i

        for what, specs, ids in (("input", man.inputs, plan["inputs"]), ("output", man.outputs, plan["outputs"])):
            if len(ids) != len(specs):
                raise ManifestError(f"the stage plan has {len(ids)} {what} slots for {len(specs)} {what}s")
            for t, i in zip(specs, ids, strict=True):
                shape, dt = slots[slot(i, f"{what} {t.name!r}")]
                if shape != t.local_shape or dt != t.dtype:
                    raise ManifestError(f"{what} {t.name!r} is {list(t.local_shape)} {t.dtype} per device but "
                                        f"its slot {i} holds {list(shape)} {dt}")
        if len(plan["rounds"]) != len(plan["stages"]):
            raise ManifestError("the stage plan needs one (possibly empty) round of collectives per stage")
        for st in plan["stages"]:
            if not isinstance(st["function"], str):
                raise ManifestError(f"stage function name {st['function']!r} is not a string")
            for i in list(st["inputs"]) + list(st["outputs"]):
                slot(i, f"stage {st['function']}")
        for rnd in plan["rounds"]:
            for c in rnd:
                if c["kind"] not in KINDS:
                    raise ManifestError(f"unknown collective {c['kind']!r} in the stage plan")
                slot(c["operand"], c["kind"])
                slot(c["result"], c["kind"])
    except ManifestError:
        raise
    except (KeyError, TypeError, ValueError) as e:
        raise ManifestError(f"malformed stage plan ({type(e).__name__}: {e})") from None


def _loads(text: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, json.JSONDecodeError) as e:
        raise ManifestError(f"manifest is not valid JSON: {e}") from None
