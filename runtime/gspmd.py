"""GSPMD (`mhlo.sharding` / XLA HloSharding) text forms of shardings.

Printing follows the algorithm JAX uses for a NamedSharding (tile dim d = product of the axes that
split d; trailing subgroup dims for unreduced and replicated axes; device order = mesh axes
transposed into order of use) and then canonicalizes the way XLA prints, so that our strings are
byte-equal to XLA's: size-1 axes dropped, subgroups ordered unreduced before replicated, iota
`<=[reshape]T(perm)` with adjacent dims merged, explicit device lists sorted within replication
groups, `{replicated}` / `{unreduced}` when no tile dim is split.

Parsing maps the device array back onto the axes of a given mesh and then checks the result by
rebuilding every device's tile and partial-sum group: a string that needs sub-axes, or whose device
order does not follow the mesh, is refused rather than guessed. `infer_mesh` finds the coarsest
row-major mesh on which a set of strings is expressible (for GSPMD modules that carry no mesh).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from math import prod
from typing import Iterable, Sequence

import numpy as np

from .errors import ShardingError
from .mesh import Mesh
from .sharding import Sharding
from .sharding_text import _Lexer

__all__ = ["infer_mesh", "parse_gspmd", "parse_gspmd_manual", "parse_gspmd_tuple", "print_gspmd"]

_SUBGROUP_ORDER = ("manual", "unreduced", "replicated")  # the order XLA prints subgroup types in


# -- printing -----------------------------------------------------------------------------------------

def _check_axes(sharding: Sharding, mesh: Mesh) -> None:
    seen = set()
    for a in list(sharding.used_axes) + list(sharding.partial):
        mesh.axis_size(a)  # raises on an unknown axis
        if a in seen:
            raise ShardingError(f"mesh axis {a!r} is used twice in sharding {sharding!r}")
        seen.add(a)


def _canonical_iota(reshape: list[int], perm: list[int]) -> tuple[list[int], list[int]]:
    """Merge reshape dims that stay adjacent (in order) after the transpose, as XLA does."""
    runs: list[list[int]] = []
    for p in perm:
        if runs and runs[-1][-1] + 1 == p:
            runs[-1].append(p)
        else:
            runs.append([p])
    order = sorted(range(len(runs)), key=lambda r: runs[r][0])  # merged dims in reshape order
    new_reshape = [prod(reshape[p] for p in runs[r]) for r in order]
    new_perm = [order.index(r) for r in range(len(runs))]
    return new_reshape, new_perm


def _device_text(mesh: Mesh, axes_order: list[int], sizes: list[int], replicated_last: bool,
                 dims: list[int]) -> str:
    if mesh.device_ids is None:
        reshape, perm = _canonical_iota(sizes, axes_order)
        if perm == list(range(len(perm))):
            return f"<=[{prod(sizes)}]"
        return f"<=[{','.join(map(str, reshape))}]T({','.join(map(str, perm))})"
    arr = np.asarray(mesh.device_ids).reshape(sizes).transpose(axes_order).reshape(dims)
    if replicated_last:
        arr = np.sort(arr, axis=-1)  # XLA keeps replication groups sorted
    return ",".join(map(str, arr.ravel().tolist()))


def print_gspmd(sharding: Sharding, mesh: Mesh, rank: int | None = None, manual: Sequence[str] = ()) -> str:
    """The HloSharding text XLA writes for `sharding` on `mesh`, e.g. `{devices=[2,1,4]<=[8]
    last_tile_dim_replicate}`. `rank` pads a sharding written for fewer dimensions. `manual`: the
    axes that are manual (inside a shard_map): the leading subgroup, `{manual}` when all are."""
    if not sharding.is_bound:
        raise ShardingError(f"{sharding!r} has no rank yet; bind it to a tensor before printing it")
    if rank is not None:
        if len(sharding.dims) > rank:
            raise ShardingError(f"sharding {sharding!r} has more dimensions than rank {rank}")
        sharding = sharding.padded(rank)
    _check_axes(sharding, mesh)
    big = [n for n, s in mesh.axes if s > 1]  # size-1 axes change nothing and XLA drops them
    pos = {n: i for i, n in enumerate(big)}
    sizes = [mesh.axis_size(n) for n in big]
    tiles = [[a for a in axes if a in pos] for axes in sharding.dims]
    unreduced = [n for n in big if n in sharding.partial]
    hand = [n for n in big if n in manual]
    used = {a for axes in tiles for a in axes} | set(unreduced) | set(hand)
    replicated = [n for n in big if n not in used]
    dims = [prod(mesh.axis_size(a) for a in axes) for axes in tiles]
    subgroups = [(t, axes) for t, axes in (("manual", hand), ("unreduced", unreduced), ("replicated", replicated))
                 if axes]
    if all(d == 1 for d in dims) and len(subgroups) <= 1:
        return "{" + (subgroups[0][0] if subgroups else "replicated") + "}"
    order = [pos[a] for axes in tiles for a in axes] + [pos[a] for _, axes in subgroups for a in axes]
    all_dims = dims + [prod(mesh.axis_size(a) for a in axes) for _, axes in subgroups]
    devices = _device_text(mesh, order, sizes, bool(subgroups) and subgroups[-1][0] == "replicated",
                           all_dims)
    if [t for t, _ in subgroups] == ["replicated"]:
        suffix = " last_tile_dim_replicate"
    elif subgroups:
        suffix = " last_tile_dims={" + ", ".join(t for t, _ in subgroups) + "}"
    else:
        suffix = ""
    return "{devices=[" + ",".join(map(str, all_dims)) + "]" + devices + suffix + "}"


# -- syntax -----------------------------------------------------------------------------------------------

@dataclass
class _Parsed:
    """One HloSharding, syntax only: no mesh yet."""

    text: str
    kind: str  # replicated | unreduced | manual | unknown | maximal | tiled | tuple
    devices: np.ndarray | None = None  # tiled: shape = tile dims + subgroup dims
    subgroups: tuple[str, ...] = ()  # tiled: types of the trailing dims
    device: int | None = None  # maximal
    elements: list["_Parsed"] = field(default_factory=list)  # tuple

    @property
    def tile_rank(self) -> int:
        return self.devices.ndim - len(self.subgroups)


def _attributes(lx: _Lexer) -> tuple[str, ...]:
    """Trailing `last_tile_dim_replicate`, `last_tile_dims={...}`, `metadata={...}` (dropped)."""
    subgroups: tuple[str, ...] = ()
    while lx.is_("id"):
        key = lx.next()[1]
        if key == "last_tile_dim_replicate":
            subgroups = ("replicated",)
        elif key == "last_tile_dims":
            lx.expect("punct", "=", "'='")
            lx.expect("punct", "{", "'{'")
            types = [lx.expect("id", expected="a subgroup type (replicated, unreduced or manual)")]
            while lx.accept("punct", ","):
                types.append(lx.expect("id", expected="a subgroup type"))
            lx.expect("punct", "}", "',' or '}'")
            bad = [t for t in types if t not in _SUBGROUP_ORDER]
            if bad:
                raise lx.fail(f"unknown subgroup type {bad[0]!r}; "
                              f"expected replicated, unreduced or manual")
            subgroups = tuple(types)
        elif key == "metadata":
            lx.expect("punct", "=", "'='")
            lx.skip_braced()
        elif key in ("shard_as", "shard_like"):
            lx.expect("int", expected="a sharding group id")
        else:
            raise lx.fail(f"unknown attribute {key!r}; expected last_tile_dim_replicate, "
                          f"last_tile_dims={{...}} or metadata={{...}}")
    return subgroups


def _tiled(lx: _Lexer, start: int) -> _Parsed:
    lx.expect("punct", "=", "'='")
    dims = lx.int_list()
    if not dims or any(d < 1 for d in dims):
        raise lx.fail(f"tile dimensions must be positive, got {dims}")
    n = prod(dims)
    if lx.accept("punct", "<="):
        reshape = lx.int_list()
        perm = list(range(len(reshape)))
        if lx.accept("id", "T"):
            perm = lx.int_list("(", ")")
        if prod(reshape) != n or sorted(perm) != list(range(len(reshape))):
            raise lx.fail(f"iota <={reshape}T{tuple(perm)} does not fit {n} devices of tile {dims}")
        devices = np.arange(n).reshape(reshape).transpose(perm).reshape(dims)
    else:
        ids = [lx.expect("int", expected="a device id or '<=['")]
        while lx.accept("punct", ","):
            ids.append(lx.expect("int", expected="a device id"))
        if sorted(ids) != list(range(n)):
            raise lx.fail(f"the device list must be a permutation of 0..{n - 1} for tile {dims}")
        devices = np.asarray(ids).reshape(dims)
    subgroups = _attributes(lx)
    if len(subgroups) > len(dims):
        raise lx.fail(f"{len(subgroups)} subgroup types but only {len(dims)} dimensions in {dims}")
    return _Parsed(lx.text[start:lx.pos], "tiled", devices, subgroups)


def _one(lx: _Lexer) -> _Parsed:
    start = lx.peek()[2]
    lx.expect("punct", "{", "'{'")
    if lx.is_("punct", "{") or lx.is_("punct", "}"):
        elements = lx.items(_one, "}")
        return _Parsed(lx.text[start:lx.pos], "tuple", elements=elements)
    key = lx.expect("id", expected="replicated, maximal, manual, unreduced, unknown or devices=")
    if key == "devices":
        parsed = _tiled(lx, start)
    elif key in ("replicated", "manual", "unknown", "unreduced"):
        _attributes(lx)
        parsed = _Parsed("", key)
    elif key == "maximal":
        lx.expect("id", "device", "'device='")
        lx.expect("punct", "=", "'='")
        parsed = _Parsed("", "maximal", device=lx.expect("int", expected="a device id"))
        _attributes(lx)
    else:
        raise lx.fail(f"unknown sharding kind {key!r}; expected replicated, maximal, manual, "
                      f"unreduced, unknown or devices=[...]")
    lx.expect("punct", "}", "'}'")
    parsed.text = lx.text[start:lx.pos]
    return parsed


def _parse(text: str) -> _Parsed:
    lx = _Lexer(text, "GSPMD sharding")
    parsed = _one(lx)
    lx.expect_end()
    return parsed


def _canonical(p: _Parsed) -> tuple[np.ndarray, tuple[str, ...]]:
    """Drop size-1 subgroup dims; sort a trailing replication group (its order means nothing)."""
    t = p.tile_rank
    keep = [i for i in range(p.devices.ndim) if i < t or p.devices.shape[i] > 1]
    arr = p.devices.reshape([p.devices.shape[i] for i in keep])
    subgroups = tuple(s for i, s in enumerate(p.subgroups) if p.devices.shape[t + i] > 1)
    if subgroups and subgroups[-1] == "replicated":
        arr = np.sort(arr, axis=-1)
    return arr, subgroups


# -- onto a mesh ------------------------------------------------------------------------------------------

def _refuse(p: _Parsed, mesh: Mesh, why: str) -> ShardingError:
    return ShardingError(
        f"GSPMD sharding {p.text!r} cannot be expressed on mesh {mesh}: {why}. It may need sub-axes "
        f"or a device order the mesh does not have; pass the mesh explicitly (--mesh AXIS=N,...) "
        f"so that its axes line up with the sharding")


def _varies(values: np.ndarray, axis: int) -> bool:
    return values.shape[axis] > 1 and bool(np.any(np.diff(values, axis=axis)))


def _assign_tiles(tile_coords: np.ndarray, names: list[str]) -> list[list[str]] | None:
    """Per tile dim, the mesh axes (major first) whose coordinates enumerate it; None if an axis
    moves along two dims. `tile_coords[..., a]` is axis a's coordinate on each tile."""
    rank = tile_coords.ndim - 1
    found: list[list[tuple[int, str]]] = [[] for _ in range(rank)]
    for a, name in enumerate(names):
        vals = tile_coords[..., a]
        moving = [k for k in range(rank) if _varies(vals, k)]
        if len(moving) != 1:
            return None
        k = moving[0]
        line = vals[tuple(slice(None) if i == k else 0 for i in range(rank))]
        stride = int(np.argmax(line != line[0]))  # first step at which the axis changes
        found[k].append((stride, name))
    return [[n for _, n in sorted(axes, reverse=True)] for axes in found]


def _assign_subgroups(coords: np.ndarray, names: list[str], count: int) -> list[list[str]]:
    """Split the axes that vary within a tile among `count` subgroup dims; the last takes the rest
    (its order may have been sorted, so it is not read)."""
    out: list[list[str]] = [[] for _ in range(count)]
    for a, name in enumerate(names):
        vals = coords[..., a]
        for j in range(count - 1):
            moved = np.moveaxis(vals, j, 0).reshape(vals.shape[j], -1)
            if _varies(vals, j) and all(len(set(row.tolist())) == 1 for row in moved):
                out[j].append(name)
                break
        else:
            out[-1].append(name)
    return out


def _groups(labels: np.ndarray) -> set[frozenset[int]]:
    out: dict[tuple, set[int]] = {}
    for d, key in enumerate(map(tuple, labels.tolist())):
        out.setdefault(key, set()).add(d)
    return {frozenset(g) for g in out.values()}


def _mesh_coords(mesh: Mesh) -> np.ndarray:
    """coords[d, i]: member d's coordinate on mesh axis i."""
    slots = np.arange(mesh.size) if mesh.device_ids is None else np.argsort(mesh.device_ids)
    sizes = [s for _, s in mesh.axes]
    return np.stack(np.unravel_index(slots, sizes), axis=1) if sizes else np.zeros((mesh.size, 0), int)


def _ravel(coords: np.ndarray, mesh: Mesh, axes: Sequence[str]) -> np.ndarray:
    """Per device, the row-major index over `axes` (major first)."""
    idx = np.zeros(len(coords), int)
    for a in axes:
        idx = idx * mesh.axis_size(a) + coords[:, mesh.axis_index(a)]
    return idx


def _verify(p: _Parsed, arr: np.ndarray, subgroups, mesh: Mesh, s: Sharding) -> None:
    """Rebuild each device's tile and partial-sum group from `s` and compare with the string."""
    t = p.tile_rank
    dev_pos = np.empty((mesh.size, arr.ndim), int)
    dev_pos[arr.ravel()] = np.argwhere(np.ones(arr.shape, bool))  # array position of each device
    coords = _mesh_coords(mesh)
    want_tile = np.zeros((mesh.size, t), int)
    for k in range(t):
        want_tile[:, k] = _ravel(coords, mesh, s.dims[k])
    if not np.array_equal(want_tile, dev_pos[:, :t]):
        raise _refuse(p, mesh, f"the tiles do not follow axes {[list(a) for a in s.dims]}")
    unreduced = [t + i for i, g in enumerate(subgroups) if g == "unreduced"]
    got = np.concatenate([dev_pos[:, :t], dev_pos[:, unreduced]], axis=1)
    want = np.concatenate([want_tile, coords[:, [mesh.axis_index(a) for a in s.partial]]], axis=1)
    if _groups(got) != _groups(want):
        raise _refuse(p, mesh, f"the unreduced groups are not those of axes {list(s.partial)}")


def _refuse_kind(p: _Parsed) -> None:
    """Shardings that have no layout over a mesh."""
    if p.kind == "maximal":
        raise ShardingError(
            f"maximal shardings are not supported: {p.text!r} places the whole value on device "
            f"{p.device} only, but shardflow lays every value out over the whole mesh")
    if p.kind == "manual" or "manual" in p.subgroups:
        raise ShardingError(
            f"manual shardings are not supported: {p.text!r} marks a value already split per device "
            f"(inside a shard_map); import the surrounding sharded values instead")
    if p.kind == "unknown":
        raise ShardingError(f"{p.text!r} is a placeholder sharding with no layout")
    if p.kind == "tuple":
        raise ShardingError(f"{p.text!r} is a tuple sharding; use parse_gspmd_tuple")


def _to_sharding(p: _Parsed, mesh: Mesh) -> Sharding:
    big = [n for n, s in mesh.axes if s > 1]
    if p.kind == "replicated":
        return Sharding(())
    if p.kind == "unreduced":
        return Sharding((), big)
    _refuse_kind(p)
    if p.devices.size != mesh.size:
        raise _refuse(p, mesh, f"it spans {p.devices.size} devices but the mesh has {mesh.size}")
    arr, subgroups = _canonical(p)
    t = p.tile_rank
    coords = _mesh_coords(mesh)[:, [mesh.axis_index(n) for n in big]][arr]  # arr.shape + (axis,)
    per_tile = coords.reshape(prod(arr.shape[:t]), prod(arr.shape[t:]), len(big))
    in_tile = [a for a in range(len(big)) if np.all(per_tile[:, :, a] == per_tile[:, :1, a])]
    sub_axes = [a for a in range(len(big)) if a not in in_tile]
    tile_coords = coords[(Ellipsis,) + (0,) * len(subgroups) + (slice(None),)]
    dims = _assign_tiles(tile_coords[..., in_tile], [big[a] for a in in_tile])
    if dims is None:
        raise _refuse(p, mesh, "a mesh axis moves along several tile dimensions")
    if sub_axes and not subgroups:
        raise _refuse(p, mesh, "devices of one tile differ but the string has no replication group")
    sub = _assign_subgroups(coords[(0,) * t][..., sub_axes], [big[a] for a in sub_axes],
                            len(subgroups)) if subgroups else []
    for size, axes in zip(arr.shape, dims + sub):
        if prod(mesh.axis_size(a) for a in axes) != size:
            raise _refuse(p, mesh, f"no whole mesh axes make up a dimension of size {size}")
    unreduced = {a for g, axes in zip(subgroups, sub) if g == "unreduced" for a in axes}
    s = Sharding(dims, [n for n in big if n in unreduced])
    _verify(p, arr, subgroups, mesh, s)
    return s


def _with_rank(p: _Parsed, s: Sharding, rank: int | None) -> Sharding:
    if rank is None:
        return s
    if p.kind == "tiled" and p.tile_rank != rank:
        raise ShardingError(f"GSPMD sharding {p.text!r} has {p.tile_rank} tile dimensions but the "
                            f"tensor has rank {rank}")
    return s.padded(rank)


def parse_gspmd(text: str, mesh: Mesh, rank: int | None = None) -> Sharding:
    """Parse an HloSharding string onto `mesh`; `rank` (checked against the tile) pads the result.

    Raises ShardingError for maximal, manual, tuple and unknown shardings, and for layouts that no
    assignment of whole mesh axes reproduces exactly.
    """
    p = _parse(text)
    return _with_rank(p, _to_sharding(p, mesh), rank)


def parse_gspmd_manual(text: str, mesh: Mesh, rank: int | None = None) -> tuple[Sharding, tuple[str, ...]]:
    """A sharding that may be manual (inside a shard_map): (the layout of its tile dims, the axes
    of its manual subgroup). `{manual}` is manual over every axis; a string without a manual
    subgroup parses as `parse_gspmd` does, with no manual axes."""
    p = _parse(text)
    if p.kind == "manual":
        return Sharding(()).padded(rank or 0), tuple(mesh.names)
    if p.kind != "tiled" or "manual" not in p.subgroups:
        return _with_rank(p, _to_sharding(p, mesh), rank), ()
    if p.subgroups[0] != "manual":
        raise ShardingError(f"GSPMD sharding {p.text!r}: the manual subgroup must come first")
    # the manual subgroup read as one more tile dimension: its axes are that dimension's
    q = _Parsed(p.text, "tiled", p.devices, p.subgroups[1:])
    whole = _to_sharding(q, mesh)
    dims = whole.padded(q.tile_rank).dims
    s = Sharding(dims[:-1], whole.partial)
    return _with_rank(p, s, rank), tuple(a for a in mesh.names if a in dims[-1])


def parse_gspmd_tuple(text: str, mesh: Mesh, ranks: Sequence[int]) -> list[Sharding]:
    """Parse a tuple sharding `{{...}, {...}}`, one entry per rank; a non-tuple sharding applies to
    every element (XLA's meaning)."""
    p = _parse(text)
    elements = p.elements if p.kind == "tuple" else [p] * len(ranks)
    if len(elements) != len(ranks):
        raise ShardingError(f"tuple sharding {text!r} has {len(elements)} elements but "
                            f"{len(ranks)} values need one")
    return [_with_rank(e, _to_sharding(e, mesh), r) for e, r in zip(elements, ranks)]


# -- mesh inference ------------------------------------------------------------------------------------

def _is_chain(bounds: Iterable[int]) -> bool:
    b = sorted(bounds)
    return all(hi % lo == 0 for lo, hi in zip(b, b[1:]))


def _linear_pieces(flat: list[int]) -> list[tuple[int, int, int]] | None:
    """Write `flat` as a mixed-radix linear map: pieces (position stride, length, device stride),
    minor first, with flat[i] = sum(digit * device stride); None when it is not such a map."""
    n, p, pieces = len(flat), 1, []
    if flat[0] != 0:
        return None
    while p < n:
        step, length = flat[p], 1
        while p * length < n and flat[p * length] == length * step:
            length += 1
        if n % (p * length):
            return None
        pieces.append((p, length, step))
        p *= length
    idx = np.arange(n)
    rebuilt = sum((((idx // ps) % ln) * st for ps, ln, st in pieces), np.zeros(n, int))
    return pieces if np.array_equal(rebuilt, np.asarray(flat)) else None


def _boundaries(p: _Parsed) -> set[int]:
    """Device-id strides at which a row-major mesh must have an axis boundary for `p`."""
    arr, _ = _canonical(p)
    n = arr.size
    pieces = _linear_pieces(arr.ravel().tolist())
    if pieces is None:
        raise ShardingError(f"GSPMD sharding {p.text!r} does not follow any row-major order of the "
                            f"device ids; pass the mesh explicitly (--mesh AXIS=N,...)")
    pos = {1, n} | {ps for ps, _, _ in pieces}
    acc = 1
    for d in reversed(arr.shape):
        acc *= d
        pos.add(acc)
    if not _is_chain(pos):
        raise ShardingError(f"GSPMD sharding {p.text!r} splits devices in a way no mesh of whole "
                            f"axes can; pass the mesh explicitly (--mesh AXIS=N,...)")
    out = {1, n}
    chain = sorted(pos)
    for lo, hi in zip(chain, chain[1:]):
        ps, _, st = next(piece for piece in pieces if piece[0] <= lo < piece[0] * piece[1])
        out |= {st * lo // ps, st * hi // ps}
    return out


def _flatten(p: _Parsed) -> list[_Parsed]:
    return [x for e in p.elements for x in _flatten(e)] if p.kind == "tuple" else [p]


def infer_mesh(gspmd_strings: Iterable[str], num_devices: int) -> Mesh:
    """The coarsest mesh (axes `axis_0`, `axis_1`, ..., row-major over device ids 0..N-1) on which
    every string is expressible, for GSPMD modules that only say `mhlo.num_partitions`.

    Maximal, manual (also partially manual) and unknown shardings constrain nothing here (parsing
    them raises later). The device order written inside an unreduced group is taken literally, so
    an unusual order there can give a finer mesh than needed (never a wrong one).
    """
    if not isinstance(num_devices, int) or num_devices < 1:
        raise ShardingError(f"num_devices must be a positive integer, got {num_devices!r}")
    parsed = [q for text in gspmd_strings for q in _flatten(_parse(text))]
    tiled = [q for q in parsed if q.kind == "tiled" and "manual" not in q.subgroups]
    bounds = {1, num_devices}
    for q in tiled:
        if q.devices.size != num_devices:
            raise ShardingError(f"GSPMD sharding {q.text!r} spans {q.devices.size} devices but the "
                                f"module has {num_devices} partitions")
        bounds |= _boundaries(q)
    if not _is_chain(bounds):
        raise ShardingError(
            f"no single mesh fits all GSPMD shardings {[q.text for q in tiled]} (they split the "
            f"{num_devices} devices at strides {sorted(bounds)}); pass the mesh explicitly "
            f"(--mesh AXIS=N,...)")
    chain = sorted(bounds, reverse=True)
    sizes = [hi // lo for hi, lo in zip(chain, chain[1:])] or [1]
    mesh = Mesh.of([(f"axis_{i}", s) for i, s in enumerate(sizes)])
    for q in tiled:
        _to_sharding(q, mesh)
    return mesh
