"""Members spread over MPI processes: collectives with MPI's own operations (mpi4py).

Each process (rank) owns some members of the group (`owned`; by default the group is cut into equal
consecutive blocks, rank r owning members [r*k, (r+1)*k)). For one collective group of members:

- all of them owned here: the collective's numeric meaning is applied locally (no MPI);
- one member on each of several ranks (the usual one-device-per-process layout): MPI's operation on
  a communicator of exactly those ranks, in group order (Allreduce, Allgather, Reduce_scatter_block,
  Alltoall), straight from the NumPy buffers; f16/bf16/f8 reductions run in f32, as everywhere else;
- several members on some of its ranks: the ranks exchange their members' operands (one Allgatherv
  of the arrays' bytes) and each applies the collective's meaning locally.
`collective_permute` is point to point (Isend/Irecv on the world communicator).

Group communicators are made on first use with `Create_group`, which involves only the group's
ranks, and cached; every rank walks the same plan in the same order, so they are made consistently.

Speed (bench/mpi.py holds it to 0.9x raw mpi4py): an operand already laid out as MPI wants it is
handed over as it is (no copy when the collective's dimension is 0, none for f32/i32 reductions), a
result in MPI's layout is returned as a view of the receive buffer, and receive buffers come from a
pool (`_Buffers`): a fresh 16 MiB buffer costs thousands of page faults per call, more than the
transfer itself between local ranks. A pooled buffer is handed out again only once nothing but the
pool refers to it (every result, and every view of one, holds a reference to its buffer), so a
result the caller keeps is never overwritten. Arrays that travel whole (operands exchanged between
ranks, `gather_members` for outputs) go as raw bytes in one Allgatherv, not pickled: mpi4py's
pickled allgather of 1 MiB arrays takes 30x longer between 2 local ranks.
"""
from __future__ import annotations

import sys
from typing import Mapping, Sequence

import numpy as np

from .. import dtypes
from ..collectives import groups, kind
from ..errors import LoadError
from ..mesh import Mesh

_MPI_REDUCERS = {"add": "SUM", "max": "MAX", "min": "MIN"}


def _mpi():
    try:
        from mpi4py import MPI
    except ImportError as e:
        raise LoadError("the MPI communicator needs mpi4py and an MPI library: pip install 'shardflow[mpi]' "
                        f"(mpi4py and mpich) ({e})") from None
    return MPI


def _plain(a: np.ndarray) -> tuple[np.ndarray, np.dtype]:
    """A C-contiguous array MPI can reduce (f16/bf16/f8 widened to f32), and the dtype to return to."""
    dt = a.dtype
    if dt.itemsize < 4 and dtypes.is_narrow_numpy(dt):   # (the test is slow: f32 skips it)
        return np.asarray(a, dtype=np.float32, order="C"), dt
    return np.asarray(a, order="C"), dt   # (ascontiguousarray would make a 0-d array 1-d)


def _free_refs(bufs: list, i: int) -> int:
    return sys.getrefcount(bufs[i])


#: The reference count `_free_refs` sees for an array only the pool's list holds.
_FREE = _free_refs([np.empty(0)], 0)


class _Buffers:
    """Receive buffers reused across calls. `empty(shape, dtype)` returns a pooled array nothing else
    refers to (its last result, and every view of it, is gone), else a new one, which it keeps for
    later calls (at most `per_key` per shape and dtype, `max_bytes` in all; the least recently used
    free ones go first)."""

    def __init__(self, per_key: int = 4, max_bytes: int = 1 << 30):
        self.per_key, self.max_bytes = per_key, max_bytes
        self._pool: dict[tuple, list[np.ndarray]] = {}   # insertion order = least recently used first
        self._bytes = 0

    def empty(self, shape, dtype) -> np.ndarray:
        dtype = np.dtype(dtype)
        key = (tuple(shape), dtype)
        bufs = self._pool.pop(key, [])
        self._pool[key] = bufs   # now the most recently used
        for i in range(len(bufs)):
            if _free_refs(bufs, i) <= _FREE:
                return bufs[i]
        a = np.empty(shape, dtype)
        if len(bufs) < self.per_key and self._make_room(a.nbytes, key):
            bufs.append(a)
            self._bytes += a.nbytes
        return a

    def _make_room(self, nbytes: int, keep: tuple) -> bool:
        """Drop free buffers, least recently used first (never those of `keep`), until `nbytes` fit."""
        for key in list(self._pool):
            if self._bytes + nbytes <= self.max_bytes:
                break
            if key == keep:
                continue
            bufs = self._pool[key]
            for i in reversed(range(len(bufs))):
                if _free_refs(bufs, i) <= _FREE:
                    self._bytes -= bufs.pop(i).nbytes
            if not bufs:
                del self._pool[key]
        return self._bytes + nbytes <= self.max_bytes


_ALIGN = 64


def _aligned(nbytes: int) -> int:
    return -(-nbytes // _ALIGN) * _ALIGN


def _moveable(a: np.ndarray) -> np.ndarray:
    """A C-contiguous array MPI can move byte for byte (2-byte and 1-byte floats as their bits)."""
    a = np.asarray(a, order="C")
    if a.dtype.itemsize == 2 and a.dtype.kind not in "iu":
        return a.view(np.uint16)
    return a.view(np.uint8) if a.dtype.itemsize == 1 and a.dtype.kind not in "iub" else a


def settle(failure: Exception | None, what: str) -> None:
    """Every rank of the job learns whether `what` failed anywhere: raises on every rank when any failed
    (the rank's own error where it failed; a LoadError naming the failed ranks elsewhere)."""
    MPI = _mpi()
    comm = MPI.COMM_WORLD
    seen = comm.allgather(None if failure is None else f"{type(failure).__name__}: {failure}")
    bad = [(r, m) for r, m in enumerate(seen) if m is not None]
    if not bad:
        return
    if failure is not None and all(m == seen[comm.Get_rank()] for _, m in bad) and len(bad) == len(seen):
        raise failure   # the same error everywhere: the rank's own, as in one process
    detail = "; ".join(f"rank {r}: {m}" for r, m in bad)
    raise LoadError(f"{what} failed on {len(bad)} of {len(seen)} MPI ranks ({detail})")


_hook_installed = False


def _abort_on_uncaught(comm) -> None:
    """Make an uncaught exception on this rank end the whole job (as `python -m mpi4py` does): without
    it the rank waits in MPI's finalize and the others in their next collective, forever."""
    global _hook_installed
    if _hook_installed:
        return
    previous = sys.excepthook
    rank, size = comm.Get_rank(), comm.Get_size()

    def hook(kind, value, tb):
        previous(kind, value, tb)
        sys.stderr.write(f"shardflow: rank {rank} of {size}: uncaught {kind.__name__}: {value}; aborting the "
                         f"MPI job\n")
        sys.stderr.flush()
        comm.Abort(1)

    sys.excepthook = hook
    _hook_installed = True


class MpiCommunicator:
    """Performs the collectives of the members this process owns, with the other ranks over MPI."""

    def __init__(self, mesh: Mesh, comm=None, owned: Sequence[int] | None = None):
        MPI = _mpi()
        self.MPI = MPI
        self.mesh = mesh
        self.comm = comm if comm is not None else MPI.COMM_WORLD
        self.rank, self.size = self.comm.Get_rank(), self.comm.Get_size()
        if self.size > 1:
            _abort_on_uncaught(MPI.COMM_WORLD)
        n = mesh.size
        if owned is None:
            if n % self.size:
                raise LoadError(f"{self.size} MPI processes cannot split a group of {n} members evenly; launch "
                                f"a number of processes that divides {n} (mpiexec -n K), or say which members each "
                                f"rank owns (MpiCommunicator(mesh, owned=[...]))")
            k = n // self.size
            owned = range(self.rank * k, (self.rank + 1) * k)
        self.members = tuple(sorted(int(m) for m in owned))
        if not self.members or any(not 0 <= m < n for m in self.members):
            raise LoadError(f"rank {self.rank} owns members {list(self.members)}; each rank must own at least one "
                            f"of the group's members 0..{n - 1}")
        everyone = self.comm.allgather(self.members)
        self.owner: dict[int, int] = {}
        for r, ms in enumerate(everyone):
            for m in ms:
                if m in self.owner:
                    raise LoadError(f"member {m} is owned by ranks {self.owner[m]} and {r}; each member belongs to "
                                    f"exactly one rank")
                self.owner[m] = r
        missing = sorted(set(range(n)) - set(self.owner))
        if missing:
            raise LoadError(f"no rank owns member(s) {missing} of the group; together the ranks must own all {n}")
        self._comms: dict[tuple[int, ...], object] = {}
        self._groups: dict[tuple[str, ...], list[list[int]]] = {}
        self._buffers = _Buffers()

    # -- helpers ---------------------------------------------------------------------------------------
    def group_comm(self, ranks: tuple[int, ...]):
        """A communicator of exactly `ranks` (in that order), made once by those ranks."""
        if ranks not in self._comms:
            grp = self.comm.Get_group().Incl(list(ranks))
            self._comms[ranks] = self.comm.Create_group(grp, tag=7)
            grp.Free()
        return self._comms[ranks]

    def agree(self, what: str, value) -> None:
        """LoadError on every rank unless all ranks hold the same `value` (e.g. the artifact's hash)."""
        seen = self.comm.allgather(value)
        if any(v != seen[0] for v in seen):
            detail = ", ".join(f"rank {r}: {v}" for r, v in enumerate(seen))
            raise LoadError(f"the MPI ranks disagree on {what} ({detail}); every rank must load the same module "
                            f"onto the same group")

    def abort(self, message: str) -> None:
        """Print this rank's error and end every rank (a rank that fails must not leave others waiting)."""
        sys.stderr.write(f"shardflow: rank {self.rank} of {self.size}: {message}\n")
        sys.stderr.flush()
        self.comm.Abort(1)

    # -- collectives ----------------------------------------------------------------------------------
    def run(self, step: Mapping, local: Mapping[int, np.ndarray]) -> dict[int, np.ndarray]:
        rec = kind(step["kind"])
        if step["kind"] == "collective_permute":
            return self._permute(step, local)
        out: dict[int, np.ndarray] = {}
        axes = tuple(step["axes"])
        if axes not in self._groups:
            self._groups[axes] = groups(self.mesh, axes)
        for grp in self._groups[axes]:
            mine = [m for m in grp if m in local]
            if not mine:
                continue
            ranks = tuple(dict.fromkeys(self.owner[m] for m in grp))
            if ranks == (self.rank,):
                res = rec.combine([local[m] for m in grp], step)
            elif len(ranks) == len(grp):   # one member per rank: MPI's own operation
                out[mine[0]] = self._native(step, local[mine[0]], self.group_comm(ranks), len(grp))
                continue
            else:  # several members on some rank: exchange operands, combine locally
                parts = self._exchange(self.group_comm(ranks), {m: local[m] for m in mine})
                res = rec.combine([parts[m] for m in grp], step)
            for k, m in enumerate(grp):
                if m in local:
                    out[m] = res[k]
        return out

    def _native(self, step: Mapping, x: np.ndarray, comm, n: int) -> np.ndarray:
        MPI, k, empty = self.MPI, step["kind"], self._buffers.empty
        if k == "all_reduce":
            send, dt = _plain(x)
            recv = empty(send.shape, send.dtype)
            comm.Allreduce(send, recv, op=getattr(MPI, _MPI_REDUCERS[step.get("reducer", "add")]))
            return recv.astype(dt, copy=False)
        if k == "reduce_scatter":
            dim = step["dim"]
            send, dt = _plain(np.moveaxis(x, dim, 0) if dim else x)
            recv = empty((send.shape[0] // n,) + send.shape[1:], send.dtype)
            comm.Reduce_scatter_block(send, recv, op=getattr(MPI, _MPI_REDUCERS[step.get("reducer", "add")]))
            res = recv.astype(dt, copy=False)
            return np.moveaxis(res, 0, dim) if dim else res
        if k == "all_gather":
            send = _moveable(x)
            recv = empty((n,) + send.shape, send.dtype)
            comm.Allgather(send, recv)
            return self._concat(recv.view(x.dtype), step["dim"])
        if k == "all_to_all":
            split = step["split_dim"]
            if split == 0:   # the n blocks MPI sends are already consecutive
                send = _moveable(x).reshape((n, x.shape[0] // n) + x.shape[1:])
            else:
                send = _moveable(np.stack(np.split(x, n, axis=split)))
            recv = empty(send.shape, send.dtype)
            comm.Alltoall(send, recv)
            return self._concat(recv.view(x.dtype), step["concat_dim"])
        raise LoadError(f"the MPI communicator has no operation for {k!r}")

    def _concat(self, parts: np.ndarray, dim: int) -> np.ndarray:
        """np.concatenate(list(parts), axis=dim) for the (n, ...) array of received parts: a view when
        dim is 0, else one copy into a pooled buffer."""
        n, shape = parts.shape[0], parts.shape[1:]
        whole = shape[:dim] + (n * shape[dim],) + shape[dim + 1:]
        if dim == 0:
            return parts.reshape(whole)
        out = self._buffers.empty(whole, parts.dtype)
        return np.concatenate(list(parts), axis=dim, out=out)

    def _permute(self, step: Mapping, local: Mapping[int, np.ndarray]) -> dict[int, np.ndarray]:
        out: dict[int, np.ndarray] = {}
        requests, received = [], []
        for src, dst in step["pairs"]:
            s_rank, d_rank = self.owner[src], self.owner[dst]
            if s_rank == self.rank and d_rank == self.rank:
                out[dst] = np.array(local[src], copy=True)
            elif s_rank == self.rank:
                requests.append(self.comm.Isend(_moveable(local[src]), dest=d_rank, tag=dst))
            elif d_rank == self.rank:
                like = _moveable(local[dst])
                buf = self._buffers.empty(like.shape, like.dtype)
                requests.append(self.comm.Irecv(buf, source=s_rank, tag=dst))
                received.append((dst, buf))
        self.MPI.Request.Waitall(requests)
        for dst, buf in received:
            out[dst] = buf.view(local[dst].dtype)
        # members nothing is sent to get zeros
        return {m: out[m] if m in out else np.zeros_like(v) for m, v in local.items()}

    def gather_members(self, local: Mapping[int, np.ndarray]) -> dict[int, np.ndarray]:
        """Every member's array on every rank (each rank contributes the members it owns)."""
        return self._exchange(self.comm, local)

    def _exchange(self, comm, local: Mapping[int, np.ndarray]) -> dict[int, np.ndarray]:
        """Every rank of `comm` gets every rank's arrays (member -> array; each result its own copy).

        The arrays' bytes travel in one Allgatherv (a pickled allgather copies them through pickle
        buffers and is 30x slower for MiBs); only (member, shape, dtype) is pickled. Each array lands
        at a multiple of 64 bytes, so every result is aligned."""
        arrays = {int(m): np.asarray(v, order="C") for m, v in local.items()}
        metas = comm.allgather([(m, a.shape, a.dtype) for m, a in arrays.items()])
        places, counts, displs, end = [], [], [], 0
        for meta in metas:   # rank by rank: where each array goes, and the bytes the rank sends
            start = end = _aligned(end)
            here = []
            for _, shape, dtype in meta:
                off = _aligned(end)
                here.append(off)
                end = off + int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
            places.append(here)
            counts.append(end - start)
            displs.append(start)
        me = comm.Get_rank()
        mine = list(arrays.values())
        if len(mine) == 1:
            send = mine[0].reshape(-1).view(np.uint8)
        else:
            send = np.zeros(counts[me], np.uint8)
            for a, off in zip(mine, places[me], strict=True):
                send[off - displs[me]:off - displs[me] + a.nbytes] = a.reshape(-1).view(np.uint8)
        recv = self._buffers.empty((end,), np.uint8)
        comm.Allgatherv(send, [recv, counts, displs, self.MPI.BYTE])
        out: dict[int, np.ndarray] = {}
        for meta, here in zip(metas, places, strict=True):
            for (m, shape, dtype), off in zip(meta, here, strict=True):
                nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
                out[m] = recv[off:off + nbytes].view(dtype).reshape(shape)
        return out
