"""Devices and device groups: what a program runs on.

A `Device` is a plain value (backend, ordinal, IREE driver, configured default dtypes, supported
dtypes, quantization); making one touches no hardware. `Device.group_options(devices).init()`
validates the members and registers a `Group`, the unit the compiler targets and the runtime runs
on. Members may sit on different backends and IREE drivers (a mixed-runtime group, which runs
host-staged). IREE is imported only when a group's HAL devices are created (`Group.hal_devices()`)
or its physical devices are looked up (`Group.physical_devices()`, `vulkan_devices()`).

Logical and physical devices: a member is a logical device. CPU members each get their own IREE
device on the host. Vulkan member `Device.vulkan(i)` opens physical device `i % count` of the
`count` devices IREE's Vulkan driver lists (`vulkan_devices()`), so a group of N Vulkan members
runs on a machine with fewer physical devices (lavapipe, the software driver, has one), each
member in its own HAL device. CUDA and HIP member `i` is the driver's device `i`.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from typing import Any, Iterable, Iterator, Mapping

from .errors import GroupError, QuantizationError
from .mesh import Mesh
from .quantization import QuantScheme

# -- dtypes ----------------------------------------------------------------------------------------

#: Dtype kinds a device configures defaults for, and the dtype names of each kind.
DTYPE_KINDS: dict[str, tuple[str, ...]] = {
    "float": ("f64", "f32", "f16", "bf16"),
    "int": ("i64", "i32", "i16", "i8"),
}
#: Unsigned integer dtypes (what JAX's PRNGs compute in); they have no configurable default.
UNSIGNED_DTYPES = ("ui8", "ui16", "ui32", "ui64")
#: The 8-bit floats of FP8 matmuls: storage and scaled-matmul operands, never a default float.
FLOAT8_DTYPES = ("f8E4M3FN", "f8E5M2")
#: Complex numbers (FFTs, `jnp.exp(1j * x)`): never a default.
COMPLEX_DTYPES = ("complex<f32>", "complex<f64>")
#: Every dtype name a device may list as supported ("i1" is the boolean type; it has no default).
KNOWN_DTYPES = (frozenset(n for names in DTYPE_KINDS.values() for n in names)
                | {"i1", *UNSIGNED_DTYPES, *FLOAT8_DTYPES, *COMPLEX_DTYPES})


class DtypePreferences(Mapping[str, tuple[str, ...]]):
    """Read-only kind -> dtype names in preference order; hashable so `Device` stays a value."""

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[str, Iterable[str]] = ()):
        pairs = dict(items).items() if isinstance(items, Mapping) else items
        object.__setattr__(self, "_items", tuple(sorted((k, tuple(v)) for k, v in pairs)))

    def __setattr__(self, *_):
        raise AttributeError("DtypePreferences is immutable")

    def __getitem__(self, kind: str) -> tuple[str, ...]:
        for k, v in self._items:
            if k == kind:
                return v
        raise KeyError(kind)

    def __iter__(self) -> Iterator[str]:
        return (k for k, _ in self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return hash(self._items)

    def __eq__(self, other) -> bool:
        if isinstance(other, DtypePreferences):
            return self._items == other._items
        return isinstance(other, Mapping) and dict(self) == {k: tuple(v) for k, v in other.items()}

    def __reduce__(self):
        return (DtypePreferences, (dict(self._items),))

    def __repr__(self) -> str:
        return repr(dict(self._items))


# -- backends ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Backend:
    drivers: tuple[str, ...]          # IREE drivers; the first is the default
    supported: frozenset[str]         # dtypes the backend compiles and runs
    defaults: DtypePreferences        # default preference order per kind


_STD_SUPPORTED = frozenset({"f32", "f16", "bf16", "f64", "i8", "i16", "i32", "i64", "i1", *UNSIGNED_DTYPES})
#: the CPU backend also computes the f8 types and complex numbers (checked on IREE 3.13; CUDA's and
#: HIP's f8 code is not, and their complex code is unchecked, so those devices take them only when
#: told: `Device.cuda(0, supported_dtypes=...)`)
_CPU_SUPPORTED = _STD_SUPPORTED | set(FLOAT8_DTYPES) | set(COMPLEX_DTYPES)
_STD_DEFAULTS = DtypePreferences({"float": ("f32", "f16", "bf16"), "int": ("i32", "i64")})

#: The device kinds shardflow can group. Vulkan's baseline (IREE's default Vulkan target, the one
#: shardflow compiles for unless told otherwise) lacks bf16 and 64-bit integers, and f16 too: on
#: IREE 3.13 the default target computes f16 silently wrong (measured on lavapipe: f16 loads read
#: packed words); its 8-bit types are right with the 8-bit features shardflow adds to it
#: (`iree_driver.VULKAN_8BIT_FEATURES`). A device known to do better can say so: `Device.vulkan(0, supported_dtypes=...)`
#: with a tuned `--iree-vulkan-target`.
BACKENDS: dict[str, _Backend] = {
    "cpu": _Backend(("local-task", "local-sync"), _CPU_SUPPORTED, _STD_DEFAULTS),
    "cuda": _Backend(("cuda",), _STD_SUPPORTED, _STD_DEFAULTS),
    "hip": _Backend(("hip",), _STD_SUPPORTED, _STD_DEFAULTS),
    "vulkan": _Backend(("vulkan",), frozenset({"f32", "i8", "i32", "i1", "ui8", "ui32"}),
                       DtypePreferences({"float": ("f32",), "int": ("i32",)})),
}


def _supported_kinds() -> str:
    return ", ".join(BACKENDS)


# -- Device ------------------------------------------------------------------------------------------

@dataclass(frozen=True, repr=False)
class Device:
    """One device: a backend and ordinal, the IREE driver that runs it, and its dtype configuration.

    Fields left as None take the backend's defaults, so `Device("cpu", 0) == Device.cpu(0)`.
    `default_dtypes` maps each kind ("float", "int") to dtype names in preference order; a group's
    default for a kind is the first of its members' preferences that every member supports.
    Members whose `quantization` differs cannot share a group. A backend shardflow does not know
    (e.g. `Device("tpu", 0)`) can be described but not grouped.
    """

    backend: str
    ordinal: int = 0
    driver: str | None = None
    default_dtypes: Mapping[str, tuple[str, ...]] | None = None
    supported_dtypes: frozenset[str] | None = None
    quantization: str | None = None

    def __post_init__(self):
        if not isinstance(self.backend, str) or not self.backend:
            raise GroupError(f"a device backend is a name such as 'cpu'; got {self.backend!r}")
        if isinstance(self.ordinal, bool) or not isinstance(self.ordinal, int) or self.ordinal < 0:
            raise GroupError(f"device ordinal must be a non-negative integer; got {self.ordinal!r} "
                             f"for a {self.backend!r} device")
        if self.quantization is not None:
            try:   # a scheme object is kept as its canonical name, so a Device stays a plain value
                scheme = QuantScheme.parse(self.quantization)
            except QuantizationError as e:
                raise GroupError(f"quantization is None or a scheme name such as 'int8-per-channel'; "
                                 f"got {self.quantization!r} for a {self.backend!r} device: {e}") from None
            if isinstance(self.quantization, QuantScheme):
                object.__setattr__(self, "quantization", str(scheme))
        spec = BACKENDS.get(self.backend)
        if spec is None:  # unknown kind: keep it describable; grouping it raises GroupError
            object.__setattr__(self, "default_dtypes", DtypePreferences(self.default_dtypes or {}))
            object.__setattr__(self, "supported_dtypes", frozenset(self.supported_dtypes or ()))
            return
        driver = spec.drivers[0] if self.driver is None else self.driver
        if driver not in spec.drivers:
            raise GroupError(f"{self.backend} devices run on the IREE driver(s) {list(spec.drivers)}; "
                             f"got driver {driver!r}")
        supported = spec.supported if self.supported_dtypes is None else self._check_supported()
        defaults = dict(_backend_defaults(spec, supported))
        for kind, names in (self.default_dtypes or {}).items():
            defaults[kind] = self._check_preference(kind, names, supported)
        object.__setattr__(self, "driver", driver)
        object.__setattr__(self, "supported_dtypes", supported)
        object.__setattr__(self, "default_dtypes", DtypePreferences(defaults))

    def _check_supported(self) -> frozenset[str]:
        names = frozenset([self.supported_dtypes] if isinstance(self.supported_dtypes, str)
                          else self.supported_dtypes)
        unknown = sorted(names - KNOWN_DTYPES)
        if unknown:
            raise GroupError(f"unknown dtype name(s) {unknown} in supported_dtypes; known: "
                             f"{sorted(KNOWN_DTYPES)}")
        return names

    def _check_preference(self, kind: str, names, supported: frozenset[str]) -> tuple[str, ...]:
        if kind not in DTYPE_KINDS:
            raise GroupError(f"unknown dtype kind {kind!r}; default dtypes are configured for "
                             f"{list(DTYPE_KINDS)}")
        names = (names,) if isinstance(names, str) else tuple(names)
        if not names:
            raise GroupError(f"the {kind} default dtypes of a {self.backend} device need at least one name")
        for n in names:
            if n not in DTYPE_KINDS[kind]:
                raise GroupError(f"{n!r} is not a {kind} dtype; {kind} dtypes are {list(DTYPE_KINDS[kind])}")
            if n not in supported:
                raise GroupError(f"a {self.backend} device does not support {n}, so it cannot be one of "
                                 f"its default {kind} dtypes; it supports {sorted(supported)}")
        if len(set(names)) != len(names):
            raise GroupError(f"{kind} default dtypes {list(names)} name a dtype twice")
        return names

    # -- constructors ------------------------------------------------------------------------------
    @staticmethod
    def cpu(i: int = 0, *, driver: str = "local-task", default_dtypes: Mapping[str, Iterable[str]] | None = None,
            supported_dtypes: Iterable[str] | None = None, quantization: str | None = None) -> "Device":
        """CPU device `i`. `driver` is IREE's "local-task" (thread pool) or "local-sync" (inline)."""
        return Device("cpu", i, driver, default_dtypes, _opt_set(supported_dtypes), quantization)

    @staticmethod
    def cuda(i: int = 0, *, default_dtypes: Mapping[str, Iterable[str]] | None = None,
             supported_dtypes: Iterable[str] | None = None, quantization: str | None = None) -> "Device":
        """CUDA GPU `i` (IREE's `cuda://i`)."""
        return Device("cuda", i, None, default_dtypes, _opt_set(supported_dtypes), quantization)

    @staticmethod
    def vulkan(i: int = 0, *, default_dtypes: Mapping[str, Iterable[str]] | None = None,
               supported_dtypes: Iterable[str] | None = None, quantization: str | None = None) -> "Device":
        """Vulkan device `i`: the `i`-th device IREE's Vulkan driver lists (`vulkan_devices()`).

        With fewer physical devices than members, member `i` uses physical device `i % count`
        (each member still gets its own HAL device), so N Vulkan members run on one GPU, or on
        lavapipe (`apt-get install mesa-vulkan-drivers`). `Group.physical_devices()` says which.
        The baseline dtypes are f32, i8, i32, i1, ui8 and ui32 (see `BACKENDS`).
        """
        return Device("vulkan", i, None, default_dtypes, _opt_set(supported_dtypes), quantization)

    @staticmethod
    def hip(i: int = 0, *, default_dtypes: Mapping[str, Iterable[str]] | None = None,
            supported_dtypes: Iterable[str] | None = None, quantization: str | None = None) -> "Device":
        """ROCm/HIP GPU `i` (IREE's `hip://i`)."""
        return Device("hip", i, None, default_dtypes, _opt_set(supported_dtypes), quantization)

    def with_defaults(self, **kinds: Iterable[str] | str) -> "Device":
        """This device with other default dtypes for the kinds given, e.g. `float=("bf16", "f32")`."""
        merged = dict(self.default_dtypes)
        merged.update(kinds)
        return replace(self, default_dtypes=merged)

    def with_quantization(self, scheme: str | None) -> "Device":
        """This device quantizing with `scheme` (None: no quantization)."""
        return replace(self, quantization=scheme)

    @staticmethod
    def group_options(devices: Iterable["Device"]) -> "GroupOptions":
        """Start describing a group of `devices` (in member order); `.mesh(...)` then `.init()`."""
        if devices is None or isinstance(devices, (Device, str, bytes)):
            raise GroupError(f"Device.group_options takes a list of devices, got {devices!r}; "
                             f"write Device.group_options([Device.cpu(0), Device.cpu(1)])")
        try:
            members = tuple(devices)
        except TypeError:
            raise GroupError(f"Device.group_options takes a list of devices, got {devices!r}") from None
        return GroupOptions(members)

    # -- identity ------------------------------------------------------------------------------------
    @property
    def key(self) -> tuple[str, int]:
        """(driver, ordinal): two members with the same key would be the same device."""
        return (self.driver or self.backend, self.ordinal)

    def __hash__(self) -> int:
        return hash((self.backend, self.ordinal, self.driver, self.default_dtypes,
                     self.supported_dtypes, self.quantization))

    def __repr__(self) -> str:
        spec = BACKENDS.get(self.backend)
        if spec is None:
            return f"Device({self.backend!r}, {self.ordinal})"
        extra = []
        if self.driver != spec.drivers[0]:
            extra.append(f"driver={self.driver!r}")
        if self.default_dtypes != _backend_defaults(spec, self.supported_dtypes):
            extra.append(f"default_dtypes={self.default_dtypes!r}")
        if self.supported_dtypes != spec.supported:
            extra.append(f"supported_dtypes={sorted(self.supported_dtypes)!r}")
        if self.quantization is not None:
            extra.append(f"quantization={self.quantization!r}")
        return f"Device.{self.backend}({', '.join([str(self.ordinal)] + extra)})"


def _backend_defaults(spec: _Backend, supported: frozenset[str]) -> DtypePreferences:
    """The backend's preferences, keeping only what this device supports."""
    return DtypePreferences({k: tuple(n for n in v if n in supported) for k, v in spec.defaults.items()})


def _opt_set(names):
    if names is None:
        return None
    return frozenset([names] if isinstance(names, str) else names)


# -- group registry ------------------------------------------------------------------------------------

MAX_GROUPS = 65536  # per process; group ids fit in 16 bits

_registry_lock = threading.Lock()
_registered = 0  # groups registered so far in this process (ids are 0..MAX_GROUPS-1)


def _register() -> int:
    global _registered
    with _registry_lock:
        if _registered >= MAX_GROUPS:
            raise GroupError(f"too many device groups: this process has already registered the maximum "
                             f"of {MAX_GROUPS}; create groups once and reuse them")
        gid = _registered
        _registered += 1
        return gid


def _reset_group_registry_for_tests(registered: int = 0) -> int:
    """Set how many groups count as registered; returns the previous count (to restore it)."""
    global _registered
    with _registry_lock:
        previous, _registered = _registered, registered
        return previous


def groups_registered() -> int:
    """How many groups this process has registered (never decreases; the cap is `MAX_GROUPS`)."""
    return _registered


# -- GroupOptions ----------------------------------------------------------------------------------------

class GroupOptions:
    """An unvalidated group description; `init()` validates it and registers a new `Group`."""

    __slots__ = ("devices", "_mesh")

    def __init__(self, devices: tuple[Any, ...], mesh: Mesh | None = None):
        self.devices = devices
        self._mesh = mesh

    def mesh(self, axes: Mapping[str, int] | Mesh | None = None, /, **sizes: int) -> "GroupOptions":
        """Shape the group as a mesh, e.g. `.mesh(data=2, model=2)` or `.mesh({"data": 2, "model": 2})`.

        Axes are row-major (the first is the most major); the sizes must multiply to the member count.
        """
        if axes is not None and sizes:
            raise GroupError("give mesh axes either as a dict or as keywords, not both")
        if isinstance(axes, Mesh):
            return GroupOptions(self.devices, axes)
        items = mesh_axes(axes) if axes is not None else list(sizes.items())
        if not items:
            raise GroupError("a mesh needs at least one axis, e.g. .mesh(model=4)")
        seen = set()
        for name, size in items:
            if not isinstance(name, str) or not name.isidentifier():
                raise GroupError(f"mesh axis name {name!r} is not an identifier; name axes like Python "
                                 f"variables (letters, digits, _), e.g. .mesh(data=2, model=2)")
            if name in seen:
                raise GroupError(f"mesh axis {name!r} is given twice in {items!r}; each axis needs its own name")
            seen.add(name)
            if isinstance(size, bool) or not isinstance(size, int) or size < 1:
                raise GroupError(f"mesh axis {name!r} has size {size!r}; sizes must be positive integers")
        return GroupOptions(self.devices, Mesh.of(items))

    def init(self) -> "Group":
        """Validate and register a new group; each call makes a distinct group."""
        members = _validate_members(self.devices)
        mesh = self._mesh or Mesh.of({"model": len(members)})
        if mesh.size != len(members):
            raise GroupError(f"mesh {mesh.shape} has {mesh.size} positions but the group has "
                             f"{len(members)} members; the axis sizes must multiply to {len(members)}")
        defaults = {kind: _common_default(members, kind) for kind in DTYPE_KINDS}
        return Group(members, mesh, defaults, _register())

    def __repr__(self) -> str:
        mesh = "" if self._mesh is None else f".mesh({self._mesh.shape})"
        return f"Device.group_options({list(self.devices)!r}){mesh}"


def mesh_axes(axes: Any) -> list[tuple[Any, Any]]:
    """(name, size) pairs of a dict or a sequence of pairs, keeping repeats (for the caller to refuse)."""
    if isinstance(axes, Mapping):
        return list(axes.items())
    try:
        pairs = [tuple(a) for a in axes]
    except TypeError:
        pairs = None
    if pairs is None or any(len(p) != 2 for p in pairs):
        raise GroupError(f"mesh axes are a dict {{name: size}} or (name, size) pairs, got {axes!r}")
    return pairs


def _validate_members(devices: tuple[Any, ...]) -> tuple[Device, ...]:
    if not devices:
        raise GroupError("a device group needs at least one device; got an empty list")
    for d in devices:
        if not isinstance(d, Device) or d.backend not in BACKENDS:
            what = repr(d) if isinstance(d, Device) else f"{d!r} (a {type(d).__name__}, not a Device)"
            raise GroupError(f"unsupported device kind: {what}; supported kinds are {_supported_kinds()}")
    seen: dict[tuple[str, int], Device] = {}
    for d in devices:
        if d.key in seen:
            raise GroupError(f"{d!r} appears twice in the group (as {seen[d.key]!r} and {d!r}); "
                             f"each member must be a different device")
        seen[d.key] = d
    schemes = {d.quantization and QuantScheme.parse(d.quantization) for d in devices}   # "int8" is int8-per-channel
    if len(schemes) > 1:
        detail = ", ".join(f"{d!r}: {d.quantization!r}" for d in devices)
        raise GroupError(f"members quantize differently ({detail}); every member of a group must use "
                         f"the same quantization")
    return tuple(devices)


def _common_default(members: tuple[Device, ...], kind: str) -> str:
    """The first of the members' preferences for `kind` (member order) that every member supports."""
    for d in members:
        for name in d.default_dtypes.get(kind, ()):
            if all(name in m.supported_dtypes for m in members):
                return name
    prefs = ", ".join(f"{d!r}: {list(d.default_dtypes.get(kind, ()))}" for d in members)
    raise GroupError(f"no {kind} dtype every member supports among the members' default {kind} dtypes "
                     f"({prefs}); configure a {kind} default all members support, e.g. "
                     f"with_defaults({kind}=...)")


# -- Group ------------------------------------------------------------------------------------------------

class Group:
    """A registered, ordered set of devices, shaped as a mesh.

    Members may be on different backends and IREE drivers (`mixed_backends`, `mixed_runtimes`):
    such a group runs host-staged, each member in its own IREE context.
    Equal only to itself: two `init()` calls of the same devices give two distinct groups.
    HAL devices are created on first use (`hal_devices()`) and released by `close()`.
    """

    is_group = True

    def __init__(self, members: tuple[Device, ...], topology: Mesh, defaults: dict[str, str], gid: int):
        self._members = members
        self._topology = topology
        self._defaults = dict(defaults)
        self._id = gid
        self._hal: list | None = None   # per member, created on first use
        self._hal_all: tuple | None = None   # every member's, once all exist (one tuple object, shared)
        self._generation = 0             # bumped by close(): arrays on the released devices are stale
        self._homes: dict = {}           # interned placements (`home`)
        self._lock = threading.Lock()

    @property
    def id(self) -> int:
        """Registration number, unique within the process."""
        return self._id

    @property
    def members(self) -> tuple[Device, ...]:
        return self._members

    @property
    def mesh(self) -> dict[str, int]:
        """Axis name -> size, in mesh order (a fresh dict: changing it changes nothing)."""
        return self._topology.shape

    @property
    def topology(self) -> Mesh:
        """The mesh as a `Mesh` object (axes in order, member positions)."""
        return self._topology

    @property
    def backend(self) -> str:
        """The members' common backend ("cpu", "cuda", "hip", "vulkan"), or "mixed" when they differ."""
        kinds = set(self.backends)
        return kinds.pop() if len(kinds) == 1 else "mixed"

    @property
    def backends(self) -> tuple[str, ...]:
        """Each member's backend, in member order."""
        return tuple(d.backend for d in self._members)

    @property
    def mixed_backends(self) -> bool:
        """True when members are on different backends (e.g. CPU with Vulkan)."""
        return len(set(self.backends)) > 1

    @property
    def drivers(self) -> tuple[str, ...]:
        """Each member's IREE driver, in member order."""
        return tuple(d.driver for d in self._members)

    @property
    def mixed_runtimes(self) -> bool:
        """True when members run on different IREE drivers (e.g. local-task with local-sync)."""
        return len(set(self.drivers)) > 1

    @property
    def quantization(self) -> str | None:
        """The members' quantization setting as given (a scheme name), or None."""
        return self._members[0].quantization

    @property
    def quant_scheme(self) -> QuantScheme | None:
        """The members' quantization setting as a `QuantScheme` (what `sfc.quantize` uses), or None."""
        q = self._members[0].quantization
        return None if q is None else QuantScheme.parse(q)

    @property
    def size(self) -> int:
        return len(self._members)

    def __len__(self) -> int:
        return len(self._members)

    def __iter__(self) -> Iterator[Device]:
        return iter(self._members)

    def default_dtype(self, kind: str = "float") -> str:
        """The group's default dtype name for `kind` ("float" or "int")."""
        try:
            return self._defaults[kind]
        except KeyError:
            raise GroupError(f"unknown dtype kind {kind!r}; kinds are {list(DTYPE_KINDS)}") from None

    @property
    def default_dtypes(self) -> dict[str, str]:
        return dict(self._defaults)

    def check_dtypes(self, names: Iterable[str]) -> None:
        """Raise GroupError unless every member supports every dtype in `names`.

        The message names the first member (in member order) lacking one, and what it lacks.
        """
        names = [names] if isinstance(names, str) else list(dict.fromkeys(names))
        unknown = [n for n in names if n not in KNOWN_DTYPES]
        if unknown:
            raise GroupError(f"unknown dtype name(s) {unknown}; known: {sorted(KNOWN_DTYPES)}")
        for k, d in enumerate(self._members):
            missing = [n for n in names if n not in d.supported_dtypes]
            if missing:
                raise GroupError(f"{d!r} does not support {', '.join(missing)}, supported: "
                                 f"{', '.join(sorted(d.supported_dtypes))} (member {k} of group #{self._id}; "
                                 f"every member must support every dtype the program uses)")

    def physical_devices(self) -> tuple[int, ...]:
        """Per member, in member order: the index of the physical device it runs on in its IREE
        driver's device list. Vulkan member i: `i % count` of the `vulkan_devices()` (so
        (0, 0, 0, 0) for four members on lavapipe); CPU members: 0 (the host, one IREE device per
        member); CUDA and HIP member i: i. Queries the Vulkan driver once per process (GroupError
        when there is none) and touches no other hardware."""
        count = len(vulkan_devices()) if "vulkan" in self.backends else 0
        return tuple(_physical_index(d, count) for d in self._members)

    # -- IREE ---------------------------------------------------------------------------------------
    def hal_devices(self) -> list:
        """One IREE `HalDevice` per member, in member order; created once and cached.

        Every member gets its own HalDevice, also when several share a physical device
        (`physical_devices()`). Raises GroupError when a member's device cannot be created (e.g.
        no GPU or driver).
        """
        return list(self.hal_device_tuple())

    def hal_device_tuple(self) -> tuple:
        """`hal_devices()` as one cached tuple: programs and `put` compare it by identity."""
        if self._hal_all is None:
            self._hal_all = tuple(self.hal_devices_of(range(len(self._members))))
        return self._hal_all

    @property
    def generation(self) -> int:
        """How many times `close()` released the HAL devices (device arrays record it)."""
        return self._generation

    def put(self, array, sharding=None, *, dtype=None):
        """Place a global NumPy array on the members as `sharding` lays it out (default: replicated):
        a device-resident `ShardedArray` that programs taking this layout use without copying.
        `sharding`: a `Sharding`, or a JAX-style spec tuple (`(None, "model")`). `dtype`: convert first."""
        import numpy as np

        from . import dtypes, transfer
        from .inputs import as_sharding
        from .launcher import under_mpi
        from .sharded_array import Layout, ShardedArray

        if under_mpi():
            raise GroupError("group.put places every member's piece in this process; under mpiexec each rank runs "
                             "only its own members: pass global NumPy arrays (or LocalShards) to the program instead")
        a = np.asarray(array) if dtype is None else np.asarray(array, dtype=dtypes.to_numpy(dtypes.normalize(dtype)))
        try:
            name = dtypes.normalize(a.dtype)
        except dtypes.DTypeError as e:
            raise GroupError(f"put: {e}") from None
        self.check_dtypes([name])
        layout = Layout.of(a.shape, name, as_sharding(sharding, a.ndim, what="put"), self._topology)
        devices = self.hal_device_tuple()
        parts = [transfer.to_device(dev, block, name) for dev, block in zip(devices, layout.split(a), strict=True)]
        return ShardedArray._on_devices(parts, self.home(layout, devices))

    def home(self, layout, devices: tuple) -> tuple:
        """The one (layout, devices, group, generation) object for arrays laid out as `layout` on
        `devices` (one HAL device per member) of this group now (see `ShardedArray._on_devices`)."""
        key = (layout, id(devices), self._generation)
        found = self._homes.get(key)
        if found is None or found[1] is not devices:
            found = self._homes[key] = (layout, devices, self, self._generation)
        return found

    def hal_devices_of(self, members: Iterable[int]) -> list:
        """The HAL devices of the given member indices only (a process under MPI creates just its own)."""
        members = list(members)
        with self._lock:
            if self._hal is None:
                self._hal = [None] * len(self._members)
            for m in members:
                if self._hal[m] is None:
                    self._hal[m] = _create_hal_device(self._members[m])
            return [self._hal[m] for m in members]

    def close(self) -> None:
        """Drop this group's HAL devices. Release arrays, invokers, contexts and modules first
        (IREE crashes at exit otherwise); the group stays registered and can create them again."""
        with self._lock:
            self._hal = self._hal_all = None
            self._generation += 1
            self._homes = {}

    def __enter__(self) -> "Group":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __repr__(self) -> str:
        members = ", ".join(map(repr, self._members))
        return f"<Group #{self._id} [{members}] mesh={self.mesh}>"


def _physical_index(device: Device, vulkan_count: int) -> int:
    if device.backend == "vulkan":
        return device.ordinal % vulkan_count
    return 0 if device.backend == "cpu" else device.ordinal


# -- Vulkan devices -----------------------------------------------------------------------------------

VULKAN_INSTALL_HINT = ("install a Vulkan driver (for a software one on the CPU: "
                       "apt-get install mesa-vulkan-drivers)")

_vulkan_lock = threading.Lock()
_vulkan_query: tuple[tuple[dict, ...], str | None] | None = None  # (devices, error), cached


def vulkan_devices() -> tuple[dict, ...]:
    """The Vulkan devices IREE finds (`query_available_devices()` dicts: device_id, path, name), in
    driver order. Queried once per process and cached. Raises GroupError, saying what to install,
    when there is no Vulkan driver or it lists no device."""
    global _vulkan_query
    with _vulkan_lock:
        if _vulkan_query is None:
            _vulkan_query = _query_vulkan()
        found, error = _vulkan_query
    if error is not None:
        raise GroupError(error)
    return found


def _query_vulkan() -> tuple[tuple[dict, ...], str | None]:
    import iree.runtime as rt

    try:
        found = tuple(dict(d) for d in rt.get_driver("vulkan").query_available_devices())
    except Exception as e:  # IREE raises RuntimeError/ValueError with its status text
        return (), f"no Vulkan driver found: {VULKAN_INSTALL_HINT} (IREE: {e})"
    if not found:
        return (), f"no Vulkan device found: {VULKAN_INSTALL_HINT}"
    return found, None


def _reset_vulkan_cache_for_tests() -> None:
    global _vulkan_query
    with _vulkan_lock:
        _vulkan_query = None


#: IREE allocator stack for the CPU devices shardflow creates: buffers freed by one call are handed to
#: the next instead of going back to the OS (without it every call maps and unmaps its transients and
#: page-faults on each fresh block). Not on Vulkan: IREE 3.13's Vulkan allocator under "caching"
#: refuses the device-local buffers `hal.device.queue.alloca` asks for.
CACHING = ("caching",)


def _create_hal_device(device: Device):
    if device.backend in ("cpu", "vulkan"):
        from .launcher import hidden_from_iree
        with hidden_from_iree():   # no MPI channels on these: keep IREE from loading its provider
            return _open_device(device)
    return _open_device(device)


def _open_device(device: Device):
    import iree.runtime as rt

    if device.backend == "vulkan":
        # `vulkan://i` is NOT_FOUND in IREE 3.13: open the listed device by its id instead.
        found = vulkan_devices()
        info = found[device.ordinal % len(found)]
        try:
            return rt.get_driver("vulkan").create_device(info["device_id"])   # (caching fails queue.alloca)
        except Exception as e:
            raise GroupError(f"could not create {device!r} on Vulkan device {info.get('name')!r} "
                             f"(id {info['device_id']}): {e}") from e
    try:
        driver = rt.get_driver(device.driver)
        if device.backend == "cpu":
            # Local drivers expose one "default" device; each call makes a new, independent one.
            return driver.create_default_device(allocators=list(CACHING))
        return driver.create_device_by_uri(f"{device.driver}://{device.ordinal}")
    except Exception as e:  # IREE raises RuntimeError/ValueError with its status text
        raise GroupError(f"could not create {device!r} with IREE driver {device.driver!r}: {e}") from e
