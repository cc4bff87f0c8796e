"""A program's arguments and results as per-device pieces, planned once per loaded program.

Why a module of its own: both ways of running (`Program`, one multi-device context; `StagedProgram`,
one context per member) take the same arguments (global NumPy arrays, or `ShardedArray`s on the
host or on the group's devices) and hand back the same device-resident results. Everything that
does not depend on the values (layouts, slices, which devices) is computed when the program is
loaded, so a call does only what the values need: a device-resident argument with the program's
layout is passed as the buffers it already is.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from . import dtypes, transfer
from .errors import InputError
from .inputs import check_inputs
from .manifest import Manifest, TensorSpec
from .sharded_array import Layout, ShardedArray


def layouts_of(specs: Sequence[TensorSpec], mesh) -> list[Layout]:
    """One Layout per tensor, interned (so an array laid out alike is recognised by identity)."""
    return [Layout.of(t.shape, t.dtype, t.parsed_sharding(mesh), mesh, t.local_shape) for t in specs]


def donated_inputs(manifest: Manifest, donate_argnums=None) -> tuple[bool, ...]:
    """Which inputs are donated: `donate_argnums` (an int or ints; () for none) when given, else what
    the module was compiled with (the manifest's `donated` flags)."""
    n = len(manifest.inputs)
    if donate_argnums is None:
        return tuple(t.donated for t in manifest.inputs)
    return tuple(i in set(check_argnums(donate_argnums, n)) for i in range(n))


def check_argnums(argnums, n: int) -> tuple[int, ...]:
    """`donate_argnums` as non-negative indices; InputError naming the bad entry otherwise."""
    items = (argnums,) if isinstance(argnums, int) else argnums
    try:
        items = tuple(items)
    except TypeError:
        raise InputError(f"donate_argnums must be an int or a sequence of ints, got {argnums!r}") from None
    out = []
    for i in items:
        if isinstance(i, bool) or not isinstance(i, (int, np.integer)):
            raise InputError(f"donate_argnums must hold argument indices (ints), got {i!r}")
        if not -n <= int(i) < n:
            raise InputError(f"donate_argnums names argument {i}, but the program takes {n} argument(s)")
        out.append(int(i) % n)
    return tuple(dict.fromkeys(out))


class Arguments:
    """Turns a call's arguments into the pieces `members` need, on `devices` (one per member)."""

    def __init__(self, manifest: Manifest, group, devices: tuple, members: Sequence[int], donated: Sequence[bool],
                 owner=None):
        self.manifest = manifest
        self.specs = manifest.inputs
        self.layouts = layouts_of(manifest.inputs, manifest.mesh)
        self.out_layouts = layouts_of(manifest.outputs, manifest.mesh)
        self.group, self.devices, self.members = group, devices, tuple(members)
        self.every_member = self.members == tuple(range(manifest.num_devices))
        self.donated = tuple(bool(d) for d in donated)
        self.any_donated = any(self.donated)
        self.names = [t.name for t in manifest.inputs]
        self.homes = [group.home(layout, devices) for layout in self.layouts]
        self.out_homes = [group.home(layout, devices) for layout in self.out_layouts]
        # what this program's result buffers need alive (its HAL modules); results also keep the owners
        # of device-array arguments, since IREE may return an argument's buffer as a result
        self.owners = frozenset() if owner is None else frozenset([owner])

    def pieces(self, args: Sequence, skip=()) -> tuple[list[list | None], frozenset]:
        """Per input, per member: a device buffer to pass as it is, or a host block to upload (None
        for the inputs in `skip`, which the caller provides); and what the results must keep alive
        (this program's owners and those of every device-array argument: IREE may return an
        argument's buffer as a result)."""
        if len(args) != len(self.specs):
            check_inputs(self.specs, args, self.names)   # raises with the signature
        out = []
        host_idx = []
        homes, members, owners = self.homes, self.members, self.owners
        for i, a in enumerate(args):
            if type(a) is ShardedArray and a._home is homes[i] and a._deleted is None:
                parts = a._parts   # the common case, a device array in the program's layout: no checks left
                out.append(parts if self.every_member else [parts[m] for m in members])
                if a._owners is not owners and a._owners and not a._owners <= owners:
                    owners = owners | a._owners
            elif i in skip:
                out.append(None)
            elif isinstance(a, ShardedArray):
                out.append(self._from_sharded(i, a))
            else:
                out.append(None)
                host_idx.append(i)
        if host_idx:
            specs = [self.specs[i] for i in host_idx]
            arrays = check_inputs(specs, [args[i] for i in host_idx], [self.names[i] for i in host_idx])
            for i, a in zip(host_idx, arrays, strict=True):
                out[i] = self.layouts[i].split(a.reshape(self.specs[i].shape), self.members)
        return out, owners

    def _from_sharded(self, i: int, a: ShardedArray) -> list:
        layout, name = self.layouts[i], self.names[i]
        what = f"{name} (input {i})"
        a._check_usable(what)
        if a.shape != layout.shape or a.dtype != layout.dtype:
            raise InputError(f"{what} must be {dtypes.tensor_type(layout.shape, layout.dtype_name)}, got a "
                             f"ShardedArray of shape {list(a.shape)} and dtype {a.dtype}")
        if a._group is not None and a._group is not self.group:
            raise InputError(f"{what} lives on {a._group!r}, but this program runs on {self.group!r}: "
                             f"np.asarray(...) it, or group.put(...) it on the program's group")
        same = a._layout is layout or a._layout.same_as(layout)
        if same and a._devices is not None:
            if a._devices is self.devices or all(x is y for x, y in zip(a._devices, self.devices, strict=True)):
                return [a._parts[m] for m in self.members]
        if same:   # host shards, or buffers on other devices of the group: through the host, no global copy
            return [a._block(m) if a._devices is not None else layout.pad(m, a._host[m]) for m in self.members]
        # another layout: through the host, re-laid out (a reshard the program does not do itself)
        return layout.split(np.asarray(a.numpy(), order="C"), self.members)

    def upload(self, k: int, piece, dtype: str):
        """`piece` (for the k-th of `members`) as a buffer on its device."""
        if isinstance(piece, np.ndarray):
            return transfer.to_device(self.devices[k], piece, dtype)
        return piece

    def donate(self, args: Sequence, program: str) -> None:
        """Delete the device arrays given for donated inputs (their buffers go back to the allocator)."""
        if not self.any_donated:
            return
        for a, donated in zip(args, self.donated, strict=True):
            if donated and isinstance(a, ShardedArray) and a._devices is not None:
                a.delete(f"donated to {program}")

    def results(self, j: int, parts: list, owners: frozenset) -> ShardedArray:
        """Output j from each member's piece (buffers, or padded host blocks)."""
        return ShardedArray._on_devices(parts, self.out_homes[j], owners)
