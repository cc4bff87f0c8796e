"""JAX-exported sharded modules (Shardy and GSPMD forms) run with `shardflow run` on N CPU devices
and match the outputs JAX/XLA computed for the same inputs (stored beside them; see
tests/data/jax/README.md for how both were made)."""
import glob
import json
import os

import numpy as np
import pytest

from shardflow.compiler.cli.main import main

DATA = os.path.join(os.path.dirname(__file__), "data")
# a folder NAME holds the inputs and outputs of module NAME.mlir (folders named for a model rather
# than a module belong to tests/test_hf_models.py, which runs several modules against each)
CASES = sorted(c for c in os.listdir(os.path.join(DATA, "jax_expected"))
               if os.path.exists(os.path.join(DATA, "jax", c + ".mlir")))


def _npys(folder, prefix):
    return sorted(glob.glob(os.path.join(folder, f"{prefix}*.npy")), key=lambda p: int(os.path.basename(p)[len(prefix):-4]))


def run_and_compare(module, exp, tmp_path, capsys, *, rtol=1e-5, atol=2e-5):
    """`shardflow run` module on the inputs in folder `exp`; its outputs match the ones stored there."""
    rc = main(["run", module, "-i", *_npys(exp, "in"), "-o", str(tmp_path)])
    assert rc == 0, capsys.readouterr().err
    want = _npys(exp, "out")
    assert len(want) == len(glob.glob(str(tmp_path / "out*.npy")))
    for w in want:
        a = np.load(w)
        b = np.load(tmp_path / os.path.basename(w))
        assert a.shape == b.shape
        np.testing.assert_allclose(b, a, rtol=rtol, atol=atol, err_msg=os.path.basename(w))


@pytest.mark.parametrize("case", CASES)
def test_shardflow_run_matches_jax(case, tmp_path, capsys):
    run_and_compare(os.path.join(DATA, "jax", case + ".mlir"), os.path.join(DATA, "jax_expected", case),
                    tmp_path, capsys)


@pytest.mark.parametrize("case, devices, axes", [("mlp_1d.shardy", 4, ["model"]), ("mlp_2d.shardy", 8, ["model"]),
                                                 ("mlp_2d.gspmd", 8, ["axis_1"])])
def test_megatron_exports_have_one_all_reduce(case, devices, axes, capsys):
    assert main(["explain", os.path.join(DATA, "jax", case + ".mlir"), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["devices"] == devices
    assert [c["kind"] for c in report["collectives"]] == ["all-reduce"]
    assert report["collectives"][0]["axes"] == axes
    c = report["collectives"][0]
    n = report["mesh"][axes[0]]
    b = 4 * np.prod(c["shape"])
    assert c["bytes_per_device"] == round(2 * (n - 1) / n * b) == report["bytes_per_device_total"]


def test_run_errors_are_one_line(tmp_path, capsys):
    module = os.path.join(DATA, "jax", "mlp_1d.shardy.mlir")
    assert main(["run", module]) == 1
    assert "--random-inputs" in capsys.readouterr().err
    bad = tmp_path / "x.npy"
    np.save(bad, np.zeros((3, 3), np.float32))
    assert main(["run", module, "-i", str(bad), str(bad), str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("shardflow: error:") and "shape" in err
    assert main(["run", module, "--random-inputs", "0", "--devices", "2"]) == 1
    assert "needs 4 devices" in capsys.readouterr().err


def test_run_random_inputs_and_vmfb_round_trip(tmp_path, capsys):
    module = os.path.join(DATA, "jax", "mlp_1d.shardy.mlir")
    vmfb = tmp_path / "m.vmfb"
    assert main(["compile", module, "-o", str(vmfb)]) == 0
    assert main(["run", module, "--random-inputs", "3", "-o", str(tmp_path / "a")]) == 0
    assert main(["run", str(vmfb), "--random-inputs", "3", "-o", str(tmp_path / "b")]) == 0
    out = capsys.readouterr().out
    assert "out0: name=" in out and "shape=[8, 16] dtype=f32" in out
    np.testing.assert_array_equal(np.load(tmp_path / "a" / "out0.npy"), np.load(tmp_path / "b" / "out0.npy"))
