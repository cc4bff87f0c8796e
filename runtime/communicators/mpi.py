"""Members spread over MPI processes: collectives with MPI's own operations (mpi4py).

Each process (rank) owns some members of the group (`owned`; by default the group is cut into equal
consecutive blocks, rank r owning members [r*k, (r+1)*k)). For one collective group of members:

- all of them owned here: the collective's numeric meaning is applied locally (no MPI);
- one member on each of several ranks (the usual one-device-per-process layout): MPI's operation on
  a communicator of exactly those ranks, in group order (Allreduce, Allgather, Reduce_scatter_block,
  Alltoall), straight from the NumPy buffers; f16/bf16 reductions run in f32, as everywhere else;
- several members on some of its ranks: the ranks exchange their members' operands (Allgather of
  the arrays) and each applies the collective's meaning locally.
`collective_permute` is point to point (Isend/Irecv on the world communicator).

Group communicators are made on first use with `Create_group`, which involves only the group's
ranks, and cached; every rank walks the same plan in the same order, so they are made consistently.
"""
from __future__ import annotations

import sys
from typing import Mapping, Sequence

import numpy as np

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
    """A C-contiguous array MPI can reduce (f16/bf16 widened to f32), and the dtype to return to."""
    dt = a.dtype
    if dt.kind == "f" and dt.itemsize < 4 or dt.name == "bfloat16":
        return np.asarray(a, dtype=np.float32, order="C"), dt
    return np.asarray(a, order="C"), dt   # (ascontiguousarray would make a 0-d array 1-d)


def _moveable(a: np.ndarray) -> np.ndarray:
    """A C-contiguous array MPI can move byte for byte (2-byte floats as their bits)."""
    a = np.asarray(a, order="C")
    return a.view(np.uint16) if a.dtype.itemsize == 2 and a.dtype.kind not in "iu" else a


class MpiCommunicator:
    """Performs the collectives of the members this process owns, with the other ranks over MPI."""

    def __init__(self, mesh: Mesh, comm=None, owned: Sequence[int] | None = None):
        MPI = _mpi()
        self.MPI = MPI
        self.mesh = mesh
        self.comm = comm if comm is not None else MPI.COMM_WORLD
        self.rank, self.size = self.comm.Get_rank(), self.comm.Get_size()
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
        for grp in groups(self.mesh, step["axes"]):
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
                parts: dict[int, np.ndarray] = {}
                for got in self.group_comm(ranks).allgather({m: local[m] for m in mine}):
                    parts.update(got)
                res = rec.combine([parts[m] for m in grp], step)
            for k, m in enumerate(grp):
                if m in local:
                    out[m] = res[k]
        return out

    def _native(self, step: Mapping, x: np.ndarray, comm, n: int) -> np.ndarray:
        MPI, k = self.MPI, step["kind"]
        if k == "all_reduce":
            send, dt = _plain(x)
            recv = np.empty_like(send)
            comm.Allreduce(send, recv, op=getattr(MPI, _MPI_REDUCERS[step.get("reducer", "add")]))
            return recv.astype(dt, copy=False)
        if k == "reduce_scatter":
            dim = step["dim"]
            send, dt = _plain(np.moveaxis(x, dim, 0))
            recv = np.empty((send.shape[0] // n,) + send.shape[1:], send.dtype)
            comm.Reduce_scatter_block(send, recv, op=getattr(MPI, _MPI_REDUCERS[step.get("reducer", "add")]))
            return np.moveaxis(recv.astype(dt, copy=False), 0, dim)
        if k == "all_gather":
            send = _moveable(x)
            recv = np.empty((n,) + send.shape, send.dtype)
            comm.Allgather(send, recv)
            return np.concatenate(list(recv.view(x.dtype)), axis=step["dim"])
        if k == "all_to_all":
            send = _moveable(np.stack(np.split(x, n, axis=step["split_dim"])))
            recv = np.empty_like(send)
            comm.Alltoall(send, recv)
            return np.concatenate(list(recv.view(x.dtype)), axis=step["concat_dim"])
        raise LoadError(f"the MPI communicator has no operation for {k!r}")

    def _permute(self, step: Mapping, local: Mapping[int, np.ndarray]) -> dict[int, np.ndarray]:
        out = {m: np.zeros_like(v) for m, v in local.items()}
        requests, received = [], []
        for src, dst in step["pairs"]:
            s_rank, d_rank = self.owner[src], self.owner[dst]
            if s_rank == self.rank and d_rank == self.rank:
                out[dst] = np.array(local[src], copy=True)
            elif s_rank == self.rank:
                requests.append(self.comm.Isend(_moveable(local[src]), dest=d_rank, tag=dst))
            elif d_rank == self.rank:
                buf = np.empty_like(_moveable(local[dst]))
                requests.append(self.comm.Irecv(buf, source=s_rank, tag=dst))
                received.append((dst, buf))
        self.MPI.Request.Waitall(requests)
        for dst, buf in received:
            out[dst] = buf.view(local[dst].dtype)
        return out

    def gather_members(self, local: Mapping[int, np.ndarray]) -> dict[int, np.ndarray]:
        """Every member's array on every rank (each rank contributes the members it owns)."""
        out: dict[int, np.ndarray] = {}
        for got in self.comm.allgather(dict(local)):
            out.update(got)
        return out
