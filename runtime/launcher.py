"""What the MPI launcher (`mpiexec`) tells a process, read without importing MPI.

Why a module of its own: IREE 3.13's device creation reads the launcher's variables and, when it
finds them, tries to load its MPI channel provider (`libmpi.so` with Open MPI symbols, for NCCL
channels); with MPICH, or without that library, creating even a CPU device fails. CPU and Vulkan
devices need no channels, so those variables are hidden from IREE while such devices are created
(`hidden_from_iree`). On CUDA/HIP they stay visible: that provider is how NCCL channels find peers.
"""
from __future__ import annotations

import contextlib
import os
import threading

#: (rank, size) variable pairs of the launchers we know: MPICH/Hydra (PMI), Open MPI, PMIx, Slurm.
_RANK_SIZE = (("PMI_RANK", "PMI_SIZE"), ("OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE"),
              ("PMIX_RANK", "PMIX_SIZE"), ("SLURM_PROCID", "SLURM_NTASKS"))
#: Prefixes of the variables IREE's MPI detection reads (hidden while CPU/Vulkan devices are made).
_LAUNCHER_PREFIXES = ("PMI_", "PMIX_", "OMPI_COMM_WORLD_", "OMPI_UNIVERSE_", "MPI_LOCAL", "MPIEXEC_",
                      "HYDRA_")

_env_lock = threading.Lock()


def world() -> tuple[int, int]:
    """(rank, size) of this process as its launcher set it; (0, 1) when not launched by MPI."""
    for rank, size in _RANK_SIZE:
        if rank in os.environ and size in os.environ:
            try:
                return int(os.environ[rank]), int(os.environ[size])
            except ValueError:
                continue
    return 0, 1


def under_mpi() -> bool:
    """True when an MPI launcher started this process as one of several ranks."""
    return world()[1] > 1


@contextlib.contextmanager
def hidden_from_iree():
    """Remove the launcher's variables from the environment for the duration (restored after)."""
    with _env_lock:
        hidden = {k: os.environ.pop(k) for k in list(os.environ) if k.startswith(_LAUNCHER_PREFIXES)}
        try:
            yield
        finally:
            os.environ.update(hidden)
