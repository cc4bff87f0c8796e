"""`shardflow compile|explain F.mlir --mesh ... --auto-shard [--memory-budget BYTES]` on a JAX module
with and without shardings: the report, the compiled module's results against the NumPy reference,
the Shardy module it prints (which imports back with the chosen layouts), and the typed errors."""
import re

import numpy as np
import pytest

from shardflow.compiler.cli.main import main
from shardflow.compiler.importer import import_module


DATA = "tests/data/jax/mlp_1d.shardy.mlir"


@pytest.fixture
def plain(tmp_path):
    """The JAX MLP export with every sharding annotation removed."""
    text = open(DATA).read()
    text = re.sub(r" \{sdy\.sharding = #sdy\.sharding<@mesh, \[[^]]*\]>\}", "", text)
    text = re.sub(r", sdy\.sharding = #sdy\.sharding<@mesh, \[[^]]*\]>", "", text)
    assert "sdy.sharding<" not in text
    path = tmp_path / "mlp_plain.mlir"
    path.write_text(text)
    return str(path)


def test_explain_auto_shard_reports_layouts_and_runner_ups(plain, capsys):
    assert main(["explain", plain, "--mesh", "model=4", "--auto-shard"]) == 0
    out = capsys.readouterr().out
    assert "auto-sharding on mesh" in out and "estimated step time" in out
    for name in ("arg0", "arg1", "arg2", "result"):
        assert re.search(rf"^  {name} \d+x\d+: \[", out, re.M), name
    assert "activation classes" in out and "; beat " in out


def test_compile_auto_shard_runs_and_matches_reference(plain, tmp_path, capsys):
    from shardflow.runtime import Device, load
    out = str(tmp_path / "m.vmfb")
    assert main(["compile", plain, "--mesh", "model=4", "--auto-shard", "-o", out]) == 0
    assert "auto-sharded: estimated step" in capsys.readouterr().out
    rng = np.random.default_rng(0)
    x, w1, w2 = (rng.standard_normal(s).astype(np.float32) for s in [(8, 16), (16, 32), (32, 16)])
    group = Device.group_options([Device.cpu(i) for i in range(4)]).init()
    prog = load(out, group)
    try:
        got = prog(x, w1, w2)
        got = np.asarray(got[0] if isinstance(got, (list, tuple)) else got)
        np.testing.assert_allclose(got, np.maximum(x @ w1, 0) @ w2, rtol=1e-5, atol=1e-5)
    finally:
        prog.close()
        group.close()


def test_print_module_imports_back_with_the_chosen_layouts(plain, capsys):
    assert main(["explain", plain, "--mesh", "model=4", "--auto-shard", "--print-module"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("module @auto_sharded") and "sdy.sharding_per_value" in text
    g = import_module(text)
    assert all(v.fixed for v in g.inputs)   # pinned: a later compile keeps them
    assert main(["explain", plain, "--mesh", "model=4", "--auto-shard", "--json"]) == 0
    import json
    report = json.loads(capsys.readouterr().out)["auto_shard"]
    chosen = {p["name"]: p["layout"] for p in report["parameters"]}
    for v in g.inputs:
        dims = "[" + ", ".join("{" + ",".join(d) + "}" for d in v.sharding.padded(len(v.shape)).dims) + "]"
        assert chosen[v.name] == dims


def test_annotated_inputs_stay(capsys):
    """The JAX module's own shardings are the user's: fixed; only the rest is chosen."""
    assert main(["explain", DATA, "--auto-shard", "--json"]) == 0
    import json
    params = {p["name"]: p["layout"] for p in json.loads(capsys.readouterr().out)["auto_shard"]["parameters"]}
    assert params["arg1"] == "[{}, {model}] (user)" and params["arg2"] == "[{model}, {}] (user)"


def test_impossible_budget_is_one_line_error(plain, capsys):
    assert main(["explain", plain, "--mesh", "model=4", "--auto-shard", "--memory-budget", "1KiB"]) == 1
    err = capsys.readouterr().err
    assert "within 1024 B per device" in err and "least-memory layout found peaks at" in err
    least = int(re.search(r"peaks at (\d+) B", err).group(1))
    assert main(["explain", plain, "--mesh", "model=4", "--auto-shard", "--memory-budget", str(least)]) == 0
    out = capsys.readouterr().out
    peak = int(re.search(r"peak live (\d+) B per device", out).group(1))
    assert peak <= least


def test_budget_needs_auto_shard(plain, capsys):
    assert main(["explain", plain, "--mesh", "model=4", "--memory-budget", "4MiB"]) == 1
    assert "add --auto-shard" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["explain", plain, "--mesh", "model=4", "--auto-shard", "--memory-budget", "lots"])
    assert "expected bytes" in capsys.readouterr().err
