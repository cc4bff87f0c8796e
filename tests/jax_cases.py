"""JAX-exported modules stored with inputs and expected outputs (tests/data/jax_expected/NAME/), run
with `shardflow run` and compared; shared by test_jax_interop and test_xla_bytes."""
from __future__ import annotations

import functools
import glob
import json
import os
import re

import numpy as np

from shardflow import compiler as sfc
from shardflow.compiler.cli.main import main
from shardflow.compiler.importer import import_module
from shardflow.compiler.simulator import simulate
from shardflow.runtime import dtypes

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
EXPECTED = os.path.join(DATA, "jax_expected")
XLA_BYTES = os.path.join(EXPECTED, "xla_bytes.json")


def module_path(case: str) -> str:
    return os.path.join(DATA, "jax", case + ".mlir")


def expected_cases() -> list[str]:
    """Every NAME.FORM with stored inputs and outputs (a folder named for a model rather than a module
    holds the expectations of several modules: tests/test_hf_models.py runs those)."""
    return sorted(c for c in os.listdir(EXPECTED)
                  if os.path.isdir(os.path.join(EXPECTED, c)) and os.path.exists(module_path(c)))


def xla_bytes() -> dict:
    """NAME.FORM -> what XLA's partitioned program makes each device receive (make_transformers.py)."""
    with open(XLA_BYTES) as f:
        return json.load(f)


def npys(folder: str, prefix: str) -> list[str]:
    return sorted(glob.glob(os.path.join(folder, f"{prefix}*.npy")), key=lambda p: int(os.path.basename(p)[len(prefix):-4]))


def run_matches_expected(case: str, out_dir, capsys) -> None:
    """`shardflow run` on the stored inputs writes every stored output, each equal within f32 noise.
    A GSPMD module whose per-device program is the one its Shardy twin partitions to (mesh axes
    aside) is checked through the SPMD simulator instead: the twin's run covers its IREE program."""
    module, exp = module_path(case), os.path.join(EXPECTED, case)
    if twin_program_is_identical(module):
        simulate_and_compare(module, exp)
    else:
        run_and_compare(module, exp, out_dir, capsys)


@functools.lru_cache(maxsize=None)
def _partition(module: str):
    with open(module) as f:
        return sfc.partition(import_module(f.read()))


def _program_text(module: str) -> str:
    """The per-device program of `module`, its mesh axes named by position (GSPMD has no names)."""
    prog = _partition(module)
    text = f"{list(prog.mesh.shape.values())}\n{prog.graph}"
    for k, axis in enumerate(prog.mesh.names):
        text = re.sub(rf"'{re.escape(axis)}'|\"{re.escape(axis)}\"", f"<axis {k}>", text)
    return text


def twin_program_is_identical(module: str, twin_expected: str | None = None) -> bool:
    """Whether `module` is NAME.gspmd.mlir and NAME.shardy.mlir, which runs on IREE against its
    expected outputs (folder NAME.shardy, or `twin_expected`), partitions to the same program."""
    if not module.endswith(".gspmd.mlir"):
        return False
    twin = module[:-len(".gspmd.mlir")] + ".shardy.mlir"
    runs = os.path.isdir(twin_expected or os.path.join(EXPECTED, os.path.basename(twin)[:-len(".mlir")]))
    return runs and os.path.exists(twin) and _program_text(module) == _program_text(twin)


def simulate_and_compare(module: str, exp: str, *, rtol=1e-5, atol=2e-5) -> None:
    """`module`'s partitioned program run by the SPMD simulator on the inputs in `exp` (every replica
    checked) gives the outputs stored there."""
    prog = _partition(module)
    ins = [np.load(p) for p in npys(exp, "in")]
    ins = [x.astype(dtypes.to_numpy(t.dtype)) for x, (t, _) in zip(ins, prog.global_inputs, strict=True)]
    want = npys(exp, "out")
    got = simulate(prog, ins)
    assert len(got) == len(want), f"{module}: {len(got)} outputs, expected {len(want)}"
    for w, g in zip(want, got, strict=True):
        a = np.load(w)
        assert a.shape == g.shape, f"{os.path.basename(module)}/{os.path.basename(w)}: shape {g.shape}, expected {a.shape}"
        wide = np.complex128 if np.iscomplexobj(a) or np.iscomplexobj(g) else np.float64   # (both parts)
        np.testing.assert_allclose(np.asarray(g, wide), np.asarray(a, wide), rtol=rtol, atol=atol,
                                   err_msg=f"{os.path.basename(module)}/{os.path.basename(w)}")


def run_and_compare(module: str, exp: str, out_dir, capsys, *, rtol=1e-5, atol=2e-5) -> None:
    """`shardflow run` `module` on the inputs in folder `exp`; its outputs match the ones stored there."""
    rc = main(["run", module, "-i", *npys(exp, "in"), "-o", str(out_dir)])
    assert rc == 0, capsys.readouterr().err
    want = npys(exp, "out")
    got = npys(str(out_dir), "out")
    names = [os.path.basename(p) for p in got]
    name = os.path.basename(module)
    assert names == [os.path.basename(p) for p in want], f"{name}: wrote {names}, expected {len(want)} outputs"
    for w, g in zip(want, got, strict=True):
        a, b = np.load(w), np.load(g)
        assert a.shape == b.shape, f"{name}/{os.path.basename(w)}: shape {b.shape}, expected {a.shape}"
        np.testing.assert_allclose(b, a, rtol=rtol, atol=atol, err_msg=f"{name}/{os.path.basename(w)}")


def explain(case: str, capsys) -> dict:
    """`shardflow explain --json` of the stored module."""
    capsys.readouterr()
    assert main(["explain", module_path(case), "--json"]) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)
