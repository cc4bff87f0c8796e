"""Communicators: who performs a host-staged program's collectives between its stages.

A communicator serves the members one process holds (`members`, sorted member indices; `rank` and
`size` of the process among those running the group):
- `run(step, local)` takes one collective of the stage plan (its kind, axes and attributes, as in the
  manifest) and those members' operands as host arrays (member index -> array), and returns those
  members' results; every process calls it for the same steps in the same order;
- `gather_members(local)` gives every member's array to every process (to assemble global outputs);
- `agree(what, value)` raises LoadError on every process unless all hold the same value;
- `abort(message)` (multi-process only) ends every process after printing this one's error.

- `InProcessCommunicator`: every member lives in this process (the default).
- `MpiCommunicator` (`communicators.mpi`, needs mpi4py): members spread over MPI processes.
"""
from .in_process import InProcessCommunicator

__all__ = ["InProcessCommunicator", "default_communicator"]


def default_communicator(mesh):
    """MPI when this process was launched as one of several ranks by `mpiexec`, else in-process."""
    from ..launcher import under_mpi

    if under_mpi():
        from .mpi import MpiCommunicator
        return MpiCommunicator(mesh)
    return InProcessCommunicator(mesh)
