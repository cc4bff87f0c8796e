"""Host-staged execution on CPU groups: the per-device program cut at its collectives, each member
running the stages in its own IREE context, the in-process communicator performing the collectives
between them. Every result is checked against the NumPy reference (or JAX's stored outputs)."""
import glob
import os
import subprocess
import sys

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Sharding, Spec
from shardflow.compiler.cli.main import main
from shardflow.compiler.driver import compile_graph
from shardflow.runtime import Device, LoadError, load
from shardflow.runtime.staged import StagedProgram

DATA = os.path.join(os.path.dirname(__file__), "data")
CASES = sorted(os.listdir(os.path.join(DATA, "jax_expected")))


def _npys(folder, prefix):
    return sorted(glob.glob(os.path.join(folder, f"{prefix}*.npy")),
                  key=lambda p: int(os.path.basename(p)[len(prefix):-4]))


@pytest.mark.parametrize("case", CASES)
def test_jax_exports_run_host_staged(case, tmp_path, capsys):
    exp = os.path.join(DATA, "jax_expected", case)
    module = os.path.join(DATA, "jax", case + ".mlir")
    rc = main(["run", module, "--mode", "host-staged", "-i", *_npys(exp, "in"), "-o", str(tmp_path)])
    assert rc == 0, capsys.readouterr().err
    want = _npys(exp, "out")
    assert len(want) == len(glob.glob(str(tmp_path / "out*.npy")))
    for w in want:
        np.testing.assert_allclose(np.load(tmp_path / os.path.basename(w)), np.load(w), rtol=1e-5, atol=2e-5)
