"""The persistent compile cache (compiler/compile_cache.py): a module compiled before with the same
text and flags is read back, not compiled; its fallback warning is given again; a damaged entry, other
flags or `disabled()` compile again; a folder that cannot be written is no error."""
import os
import warnings

import pytest

from shardflow.compiler import compile_cache, iree_process
from shardflow.compiler.cli.main import main
from shardflow.compiler.iree_driver import CompileWarning, compile_mlir
from shardflow.runtime.digest import sealed_digest

ADD = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
#: an i1 mask fed to a matmul: IREE 3.13's CPU data tiling fails on it, so it compiles without (a warning)
MASK_MATMUL = """func.func @main(%m: tensor<16x16xi1>, %w: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %f = stablehlo.convert %m : (tensor<16x16xi1>) -> tensor<16x16xf32>
  %r = stablehlo.dot_general %f, %w, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}
"""


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A cache folder of this test's own, and a count of the compiles iree-compile really ran."""
    compile_cache.set_compile_cache(tmp_path / "cache")
    runs = []
    real = iree_process.compile_str

    def counted(text, flags):
        runs.append(flags)
        return real(text, flags)
    monkeypatch.setattr(iree_process, "compile_str", counted)
    yield tmp_path / "cache", runs
    compile_cache.set_compile_cache(None)


def test_a_module_compiled_before_is_read_back(cache):
    folder, runs = cache
    first = compile_mlir(ADD, num_devices=2)
    assert len(runs) == 1 and sealed_digest(first) is not None
    assert compile_mlir(ADD, num_devices=2) == first and len(runs) == 1
    assert [f for f in os.listdir(folder) if f.endswith(".vmfb")] and not [f for f in os.listdir(folder) if f.startswith(".part")]
    compile_mlir(ADD, num_devices=2, iree_flags=["--iree-llvmcpu-target-cpu=generic"])   # other flags
    compile_mlir(ADD.replace("add", "multiply"), num_devices=2)                           # other text
    assert len(runs) == 3
    with compile_cache.disabled():
        assert compile_mlir(ADD, num_devices=2) == first
    assert len(runs) == 4


def test_a_fallback_warning_is_given_again(cache):
    _, runs = cache
    for _ in range(2):
        with pytest.warns(CompileWarning, match="failed with --iree-opt-data-tiling"):
            compile_mlir(MASK_MATMUL)
    assert len(runs) == 2   # the failed try and the fallback, once


def test_a_damaged_entry_is_compiled_again(cache):
    folder, runs = cache
    first = compile_mlir(ADD)
    (entry,) = [folder / f for f in os.listdir(folder) if f.endswith(".vmfb")]
    data = bytearray(entry.read_bytes())
    data[len(data) // 2] ^= 0xFF
    entry.write_bytes(bytes(data))
    assert compile_mlir(ADD) == first and len(runs) == 2
    entry.write_bytes(b"")   # (an empty file: no digest at all)
    assert compile_mlir(ADD) == first and len(runs) == 3


def test_an_unwritable_folder_only_compiles(cache, tmp_path):
    _, runs = cache
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    compile_cache.set_compile_cache(blocker / "cache")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert compile_mlir(ADD) == compile_mlir(ADD)
    assert len(runs) == 2


def test_the_environment_variable_turns_it_on_for_the_cli(tmp_path, monkeypatch, capsys):
    """`shardflow compile` twice with SHARDFLOW_COMPILE_CACHE set: the second reads the entry."""
    monkeypatch.setenv(compile_cache.ENV, str(tmp_path / "env-cache"))
    compile_cache.set_compile_cache(None)
    src = tmp_path / "add.mlir"
    src.write_text(ADD)
    assert main(["compile", str(src), "-o", str(tmp_path / "a.vmfb")]) == 0
    entries = os.listdir(tmp_path / "env-cache")
    assert len(entries) == 1
    runs = []
    monkeypatch.setattr(iree_process, "compile_str", lambda *a, **k: runs.append(1))
    assert main(["compile", str(src), "-o", str(tmp_path / "b.vmfb")]) == 0, capsys.readouterr().err
    assert runs == [] and (tmp_path / "a.vmfb").read_bytes() == (tmp_path / "b.vmfb").read_bytes()
