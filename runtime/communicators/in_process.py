"""All members in one process: a collective is its numeric meaning applied on the host.

Each group's result is computed once and shared by the members that get the same value (an
all-gather's or all-reduce's result is one array, uploaded to every member): on the host that is the
bandwidth-optimal schedule, every operand read once and every result written once per member.
"""
from __future__ import annotations

from typing import Mapping

import numpy as np

from ..collectives import kind
from ..mesh import Mesh


class InProcessCommunicator:
    """Performs collectives among members that all live in this process."""

    def __init__(self, mesh: Mesh):
        self.mesh = mesh
        self.members = tuple(mesh.devices())

    rank, size = 0, 1

    def agree(self, what: str, value) -> None:
        """One process agrees with itself."""

    def gather_members(self, local: Mapping[int, np.ndarray]) -> dict[int, np.ndarray]:
        return dict(local)

    def run(self, step: Mapping, local: Mapping[int, np.ndarray]) -> dict[int, np.ndarray]:
        missing = [m for m in self.members if m not in local]
        if missing:
            raise ValueError(f"{step['kind']}: no operand for member(s) {missing} of this process")
        return kind(step["kind"]).run(local, step, self.mesh)
