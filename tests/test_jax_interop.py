"""JAX-exported sharded modules (Shardy and GSPMD forms) run with `shardflow run` on N CPU devices
and match the outputs JAX/XLA computed for the same inputs (stored beside them; see
tests/data/jax/README.md for how both were made)."""
import json
import os

import numpy as np
import pytest

from jax_cases import DATA, expected_cases, run_matches_expected, xla_bytes
from shardflow.compiler.cli.main import main

#: The modules measured against XLA run in test_xla_bytes.py instead.
CASES = [c for c in expected_cases() if c not in xla_bytes()]


@pytest.mark.parametrize("case", CASES)
def test_shardflow_run_matches_jax(case, tmp_path, capsys):
    run_matches_expected(case, tmp_path, capsys)


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


def test_run_reads_bfloat16_npy_files(tmp_path, capsys):
    """An .npy of bfloat16 saved by NumPy loads back as raw 2-byte values (|V2); `shardflow run`
    reads them as the bf16 parameters they are, giving what the same values cast from f32 give."""
    from shardflow.runtime import dtypes

    module = os.path.join(DATA, "jax", "bf16_ffn.shardy.mlir")
    exp = os.path.join(DATA, "jax_expected", "bf16_ffn.shardy")
    f32 = [np.load(os.path.join(exp, f"in{i}.npy")) for i in range(3)]
    raw = []
    for i, x in enumerate(f32):
        raw.append(str(tmp_path / f"bf{i}.npy"))
        np.save(raw[-1], x.astype(dtypes.to_numpy("bf16")))
    assert np.load(raw[0]).dtype.kind == "V"   # what NumPy gives back without ml_dtypes' help
    assert main(["run", module, "-i", *raw, "-o", str(tmp_path / "a")]) == 0
    cast = []
    for i, x in enumerate(f32):
        cast.append(str(tmp_path / f"f{i}.npy"))
        np.save(cast[-1], x)
    with pytest.warns(UserWarning, match="casting f32 input"):
        assert main(["run", module, "-i", *cast, "-o", str(tmp_path / "b")]) == 0
    capsys.readouterr()
    a, b = np.load(tmp_path / "a" / "out0.npy"), np.load(tmp_path / "b" / "out0.npy")
    assert a.shape == b.shape == (8, 16)
    np.testing.assert_array_equal(a, b)


PLATFORMS = os.path.join(DATA, "jax_expected", "export_platforms")


@pytest.mark.parametrize("form", ["shardy", "gspmd"])
def test_run_a_module_exported_for_several_platforms(form, tmp_path, capsys):
    """`jax.export(f, platforms=("cpu", "cuda"))` (tests/data/jax/make_export.py): a platform index
    argument picks each platform's lowering; `--platform-index K` runs platform K's, on every device,
    with the other inputs as usual. The model scales its result by 2 on cpu and 3 on cuda."""
    module = os.path.join(DATA, "jax", f"export_platforms.{form}.mlir")
    ins = [os.path.join(PLATFORMS, form, f"in{i}.npy") for i in range(3)]
    for k in (0, 1):
        out = tmp_path / f"p{k}"
        assert main(["run", module, "-i", *ins, "-o", str(out), "--platform-index", str(k)]) == 0
        np.testing.assert_allclose(np.load(out / "out0.npy"), np.load(os.path.join(PLATFORMS, form, f"p{k}", "out0.npy")),
                                   rtol=1e-5, atol=1e-5)
    capsys.readouterr()
    assert main(["explain", module, "--platform-index", "0", "--json"]) == 0
    assert [c["kind"] for c in json.loads(capsys.readouterr().out)["collectives"]] == ["all-reduce"]


def test_platform_index_errors(tmp_path, capsys):
    """Without --platform-index a multi-platform export says what to give; an index past its
    platforms, a negative one, one for a single-platform module and one for a .vmfb are refused."""
    from shardflow.compiler.importer import StableHLOImportError, import_module

    module = os.path.join(DATA, "jax", "export_platforms.shardy.mlir")
    ins = [os.path.join(PLATFORMS, "shardy", f"in{i}.npy") for i in range(3)]
    for flags, message in [([], "argument 0 of @main is jax.export's platform index"),
                           (["--platform-index", "2"], "--platform-index 2 is out of range: the module was "
                                                       "exported for 2 platforms (give 0 to 1)"),
                           (["--platform-index", "-1"], "the platform index must be a non-negative int")]:
        assert main(["run", module, "-i", *ins, *flags]) == 1
        err = capsys.readouterr().err
        assert err.startswith("shardflow: error:") and message in err and err.count("\n") == 1, err
    single = os.path.join(DATA, "jax", "mlp_1d.shardy.mlir")
    assert main(["run", single, "--random-inputs", "0", "--platform-index", "0"]) == 1
    assert "has no platform index argument" in capsys.readouterr().err
    with open(module) as f:
        text = f.read()
    with pytest.raises(StableHLOImportError, match="--platform-index K"):
        import_module(text)
    assert len(import_module(text, platform_index=1).inputs) == 3
    vmfb = tmp_path / "m.vmfb"
    assert main(["compile", module, "-o", str(vmfb), "--platform-index", "1"]) == 0
    assert main(["run", str(vmfb), "-i", *ins, "--platform-index", "1"]) == 1
    assert "--platform-index applies to .mlir input only" in capsys.readouterr().err


@pytest.mark.parametrize("form", ["shardy", "gspmd"])
def test_x64_module_computes_in_f64(form, tmp_path, capsys):
    """JAX's x64 mode (make_x64.py): f64 arguments and results stay f64 on 4 CPU devices (IREE would
    demote them to f32), every output to f64's precision; i64 indices and the f32 cast as JAX's."""
    case = f"x64_science.{form}"
    exp = os.path.join(DATA, "jax_expected", case)
    assert main(["run", os.path.join(DATA, "jax", case + ".mlir"), "-i",
                 *[os.path.join(exp, f"in{i}.npy") for i in range(2)], "-o", str(tmp_path)]) == 0, \
        capsys.readouterr().err
    for i in range(4):
        want, got = np.load(os.path.join(exp, f"out{i}.npy")), np.load(tmp_path / f"out{i}.npy")
        assert got.dtype == want.dtype and got.shape == want.shape, f"out{i}: {got.dtype}{got.shape}"
        tol = 1e-6 if want.dtype == np.float32 else 1e-12
        np.testing.assert_allclose(got, want, rtol=tol, atol=tol, err_msg=f"out{i}")
