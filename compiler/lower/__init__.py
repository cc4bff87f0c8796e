"""Lowerings of a partitioned (SPMD) program to what a runtime executes.

- `multi_device`: one StableHLO + `flow` module for N devices in one process; collectives become
  transfer schedules (`flow.tensor.transfer`) plus local compute.
"""
from .multi_device import lower_multi_device  # noqa: F401
