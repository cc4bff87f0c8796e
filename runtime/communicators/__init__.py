"""Communicators: who performs a host-staged program's collectives between its stages.

A communicator serves the members one process holds. `run(step, local)` takes one collective of the
stage plan (its kind, axes and attributes, as in the manifest) and those members' operands as host
arrays (member index -> array), and returns those members' results. Every member of every group
must be reached through some process's communicator in the same round.

- `InProcessCommunicator`: every member lives in this process (the default).
"""
from .in_process import InProcessCommunicator

__all__ = ["InProcessCommunicator"]
