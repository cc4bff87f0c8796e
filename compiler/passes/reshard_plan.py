"""The reshard planner: from one sharding to another as a short sequence of collectives.

State machine over the per-dimension axis lists (Shardy's reshard-to-collectives idea):
1. finish partial sums: reduce-scatter onto a dimension that wants that axis next, else all-reduce;
2. same block grid, other devices: one collective permute;
3. move misplaced axes: all-to-all when an axis leaves one dim's minor end for another dim's next
   slot, else all-gather the axes a dimension must drop (only those: never a full replication
   when fewer axes suffice);
4. slice locally to add the axes a dimension still lacks (free).
A second candidate first permutes each dimension's axes into the order the target keeps (kept
axes major, dropped ones minor) and then gathers only the dropped ones: [{"a","b"}] -> [{"b"}]
on a 2x2 mesh is a permute of one block and an all-gather over `a` (2 blocks received) instead of
an all-gather over a and b (3 blocks). The cheaper candidate wins.
Bytes are what each device receives, per the formulas in API.md: the collective table's
`bytes_per_device` (runtime/collectives.py) of the step's operand on one device.
"""
from __future__ import annotations

from dataclasses import dataclass

from shardflow.runtime.collectives import KINDS
from shardflow.runtime.errors import ShardingError
from shardflow.runtime.mesh import Mesh
from shardflow.runtime.sharding import Sharding


@dataclass
class Step:
    kind: str            # all_gather | all_reduce | reduce_scatter | all_to_all | all_slice
    attrs: dict


def _drop_trivial(s: Sharding, rank: int, mesh: Mesh) -> Sharding:
    """Size-1 axes split nothing: leave them out so they never cost a collective."""
    keep = lambda axes: tuple(a for a in axes if mesh.axis_size(a) > 1)  # noqa: E731
    return Sharding([keep(d) for d in s.padded(rank).dims], keep(s.partial))


def plan(src: Sharding, dst: Sharding, rank: int, mesh: Mesh) -> list[Step]:
    """The cheapest of the candidate collective sequences that take `src` to `dst`."""
    src, dst = _drop_trivial(src, rank, mesh), _drop_trivial(dst, rank, mesh)
    extra = [a for a in dst.partial if a not in src.partial]
    if extra:
        raise ShardingError(f"cannot reshard {src!r} to {dst!r}: a partial sum over {extra} cannot be made "
                            f"from a whole value")
    cur = [list(d) for d in src.dims]
    want = [list(d) for d in dst.dims]
    steps = _finish_partials(src, dst, cur, want, mesh)
    best = _move(cur, want, dst.partial, mesh)
    mid = [[a for a in w if a in c] + [a for a in c if a not in w] for c, w in zip(cur, want)]
    if mid != cur:  # kept axes made major by one permute, then only the dropped ones gathered
        first = _permute(Sharding(cur), Sharding(mid), mesh)
        if first is not None:
            first.attrs["target"] = Sharding(mid, dst.partial)
            reordered = [first] + _move(mid, want, dst.partial, mesh)
            if _relative_cost(reordered, cur, mesh) < _relative_cost(best, cur, mesh):
                best = reordered
    return steps + best


def _finish_partials(src: Sharding, dst: Sharding, cur: list[list[str]], want: list[list[str]],
                     mesh: Mesh) -> list[Step]:
    """Step 1: finish the partial axes `dst` does not keep (updates `cur`)."""
    rank = len(cur)
    steps: list[Step] = []
    reduce_all = []
    for a in src.partial:
        if a in dst.partial:
            continue
        target = next((d for d in range(rank) if _is_prefix(cur[d], want[d]) and len(want[d]) > len(cur[d])
                       and want[d][len(cur[d])] == a and all(a not in c for c in cur)), None)
        if target is None:
            reduce_all.append(a)
        else:
            steps.append(Step("reduce_scatter", {"dim": target, "axes": (a,), "n": mesh.axis_size(a)}))
            cur[target].append(a)
    if reduce_all:
        steps.append(Step("all_reduce", {"axes": tuple(reduce_all), "n": mesh.group_size(reduce_all), "reducer": "add"}))
    return steps


def _is_prefix(c: list[str], w: list[str]) -> bool:
    return w[:len(c)] == c


def _move(cur: list[list[str]], want: list[list[str]], partial: tuple[str, ...], mesh: Mesh) -> list[Step]:
    """Steps 2-4 from whole (or still partial over `partial`) `cur` to `want` (copies its inputs)."""
    cur = [list(d) for d in cur]
    rank = len(cur)
    perm = _permute(Sharding(cur), Sharding(want), mesh)
    if perm is not None:
        perm.attrs["target"] = Sharding(want, partial)
        return [perm] if any(a != b for a, b in perm.attrs["pairs"]) else []
    steps: list[Step] = []

    def prefix(d):
        return _is_prefix(cur[d], want[d])

    progress = True
    while progress:
        progress = False
        for d1 in range(rank):
            if prefix(d1) or not cur[d1]:
                continue
            a = cur[d1][-1]
            d2 = next((d for d in range(rank) if d != d1 and prefix(d) and len(want[d]) > len(cur[d])
                       and want[d][len(cur[d])] == a), None)
            if d2 is not None:
                steps.append(Step("all_to_all", {"split_dim": d2, "concat_dim": d1, "axes": (a,),
                                                 "n": mesh.axis_size(a)}))
                cur[d1].pop()
                cur[d2].append(a)
                progress = True
    for d in range(rank):
        if not prefix(d):
            p = 0
            while p < len(cur[d]) and p < len(want[d]) and cur[d][p] == want[d][p]:
                p += 1
            drop = cur[d][p:]
            steps.append(Step("all_gather", {"dim": d, "axes": tuple(drop), "n": mesh.group_size(drop)}))
            cur[d] = cur[d][:p]
    for d in range(rank):
        add = want[d][len(cur[d]):]
        if add:
            steps.append(Step("all_slice", {"dim": d, "axes": tuple(add), "n": mesh.group_size(add)}))
            cur[d].extend(add)
    return steps


def _relative_cost(steps: list[Step], cur: list[list[str]], mesh: Mesh) -> float:
    """Bytes per device of `steps` from the layout `cur`, for a tensor every layout divides evenly
    (each dim the mesh's size); the ranking of candidates does not depend on the real shape."""
    local = tuple(mesh.size // mesh.group_size(d) for d in cur)
    total = 0.0
    for s in steps:
        size = 1
        for x in local:
            size *= x
        total += step_bytes(s, size)
        local = KINDS[s.kind].local_shape(local, s.attrs)
    return total


def _permute(cur: Sharding, want: Sharding, mesh: Mesh) -> Step | None:
    """A collective permute when both layouts cut the tensor into the same blocks, else None."""
    if cur.shard_counts(mesh) != want.shard_counts(mesh) or cur == want:
        return None
    rank = len(cur.dims)
    holder: dict[tuple, list[int]] = {}
    for d in mesh.devices():
        c = mesh.coords(d)
        holder.setdefault(tuple(cur.shard_index(k, c, mesh) for k in range(rank)), []).append(d)
    pairs = []
    for d in mesh.devices():
        c = mesh.coords(d)
        srcs = holder[tuple(want.shard_index(k, c, mesh) for k in range(rank))]
        pairs.append((d if d in srcs else srcs[d % len(srcs)], d))
    axes = tuple(a for a in mesh.names if a in set(cur.used_axes) | set(want.used_axes))
    return Step("collective_permute", {"pairs": tuple(pairs), "axes": axes, "n": len(pairs)})


def step_bytes(step: Step, local_bytes: int) -> float:
    """Bytes each device receives for one step, given its operand's per-device size B."""
    return KINDS[step.kind].bytes_per_device(step.attrs["n"], local_bytes)


def plan_cost(src: Sharding, dst: Sharding, shape, itemsize: int, mesh: Mesh) -> float:
    """Total bytes per device of plan(src, dst): each step costs its bytes for the per-device operand
    it gets (the previous step's per-device result)."""
    local = tuple(src.local_shape(shape, mesh))
    total = 0.0
    for s in plan(src, dst, len(shape), mesh):
        size = itemsize
        for x in local:
            size *= x
        total += step_bytes(s, size)
        local = KINDS[s.kind].local_shape(local, s.attrs)
    return total
