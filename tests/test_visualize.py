"""Layout grids (runtime/visualize.py, compiler/visualize.py, `shardflow explain --show`): every
block holds what the sharding's own device_slices say, replicas and partial-sum terms are grouped
by the mesh coordinates, and the terminal text is exact (colours only when asked for)."""
import io
import itertools
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler.cli.main import main as cli
from shardflow.runtime import Mesh, ShardedArray, Sharding, ShardingError
from shardflow.runtime.visualize import LayoutGrid, device_list, layout_text, use_color, visualize

JAX = os.path.join(os.path.dirname(__file__), "data", "jax")
M22 = Mesh.of({"data": 2, "model": 2})

CASES = [
    ((16, 16), Sharding.spec(None, "model"), M22, None),
    ((2, 8, 16), Sharding.spec("data"), M22, None),
    ((8, 16), Sharding.spec("data", None, partial=("model",)), M22, None),
    ((8,), Sharding.spec(None, partial=("data", "model")), M22, None),
    ((10,), Sharding.spec(("data", "model")), M22, None),
    ((9, 5), Sharding.spec("model", "data"), M22, (6, 3)),                   # a padded layout's blocks
    ((4, 6, 10), Sharding.spec("data", None, "model"), M22, None),
    ((4, 6, 10, 2), Sharding.spec("x", "y", "z"), Mesh.of({"x": 2, "y": 3, "z": 2}), None),   # compound columns
    ((6, 4), Sharding.spec(None, "y"), Mesh.of({"x": 2, "y": 2}, device_ids=[3, 1, 2, 0]), None),
    ((), Sharding.replicated(), M22, None),
    ((12, 7), Sharding.spec(None, None, partial=("y",)), Mesh.of({"x": 2, "y": 3}), None),
]


@pytest.mark.parametrize("shape,sharding,mesh,block", CASES)
def test_every_block_is_what_its_devices_hold(shape, sharding, mesh, block):
    grid = LayoutGrid(shape, sharding, mesh, block=block)
    bound = sharding.bind(shape, mesh, allow_uneven=True)
    seen = []
    for b in grid.blocks:
        assert 0 <= b.row < grid.rows and 0 <= b.col < grid.cols
        for term in b.terms:
            for d in term:
                assert bound.device_slices(shape, mesh, d, block) == b.index   # what the device holds
        # one term per combination of partial-axis coordinates; its members differ only on replicated axes
        keys = [{tuple(mesh.coords(d)[a] for a in bound.partial) for d in t} for t in b.terms]
        assert all(len(k) == 1 for k in keys) and len({k.pop() for k in keys}) == len(b.terms)
        n_partial = int(np.prod([mesh.axis_size(a) for a in bound.partial])) if bound.partial else 1
        assert len(b.terms) == n_partial
        seen.extend(b.devices)
    assert sorted(seen) == list(range(mesh.size))                 # every device in exactly one block
    assert len({(b.row, b.col) for b in grid.blocks}) == len(grid.blocks) == grid.rows * grid.cols
    # blocks of one row share the row dims' ranges, blocks of one column the column dims'
    for b, c in itertools.product(grid.blocks, repeat=2):
        if b.row == c.row:
            assert all(b.index[d] == c.index[d] for d in grid.row_dims)
        if b.col == c.col:
            assert all(b.index[d] == c.index[d] for d in grid.col_dims)
    # every split dimension is in the view; hidden ones are whole
    split = [d for d, n in enumerate(grid.counts) if n > 1]
    assert set(split) <= set(grid.row_dims + grid.col_dims)
    for b in grid.blocks:
        assert all(b.index[d] == slice(0, shape[d]) for d in grid.hidden_dims)


def test_grid_text_is_exact():
    text = layout_text(LayoutGrid((16, 16), Sharding.spec(None, "model"), M22, dtype="f32", name="w1"), width=80)
    assert text == textwrap.dedent("""\
        w1: f32[16x16] as [{}, {"model"}] on mesh data=2, model=2
        rows: dim 0 (size 16, whole); columns: dim 1 (size 16, split over model)
        ┌─────────────┬──────────────┐
        │   dev 0,2   │   dev 1,3    │
        │ [0:16, 0:8] │ [0:16, 8:16] │
        └─────────────┴──────────────┘
        replicated over data: 2 devices hold each piece (a block lists them all)""")


def test_partial_replicated_and_padded_marks():
    g = LayoutGrid((8, 16), Sharding.spec("data", None, partial=("model",)), M22)
    assert [g.block_label(b) for b in g.blocks] == ["dev 0+1", "dev 2+3"]
    assert any(line.startswith("partial over model (unreduced)") for line in g.legend())
    mixed = LayoutGrid((12, 7), Sharding.spec(None, None, partial=("y",)), Mesh.of({"x": 2, "y": 3}))
    assert [mixed.block_label(b) for b in mixed.blocks] == ["dev (0,3)+(1,4)+(2,5)"]
    assert any(line.startswith("replicated over x") for line in mixed.legend())
    uneven = LayoutGrid((10,), Sharding.spec(("data", "model")), M22)
    assert [uneven.range_label(b) for b in uneven.blocks] == ["[0:3]", "[3:6]", "[6:9]", "[9:10]*"]
    assert [b.padded for b in uneven.blocks] == [False, False, False, True]
    assert "* padded: dim 0 (size 10) splits 4 ways into blocks of 3; block 3 holds 1" in "\n".join(uneven.legend())
    empty = LayoutGrid((5,), Sharding.spec("x"), Mesh.of({"x": 4}), block=(2,))   # 2+2+1+0
    assert [empty.range_label(b) for b in empty.blocks] == ["[0:2]", "[2:4]", "[4:5]*", "empty"]
    hidden = LayoutGrid((2, 8, 16), Sharding.spec("data"), M22)
    assert hidden.row_dims == (0,) and hidden.col_dims == (2,) and hidden.hidden_dims == (1,)
    assert "whole in every block: dim 1 (size 8)" in hidden.legend()


def test_colours_only_when_asked_and_never_with_no_color(monkeypatch):
    g = LayoutGrid((8,), Sharding.spec("x"), Mesh.of({"x": 2}))
    assert "\x1b[" in layout_text(g, color=True) and "\x1b[" not in layout_text(g, color=False)

    class Tty(io.StringIO):
        def isatty(self):
            return True
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    assert use_color(Tty()) and not use_color(io.StringIO())          # a terminal, a pipe
    monkeypatch.setenv("NO_COLOR", "1")
    assert not use_color(Tty()) and use_color(Tty(), color=True)      # NO_COLOR; forced on
    out = Tty()
    visualize(Sharding.spec("x"), (8,), {"x": 2}, file=out)
    assert "\x1b[" not in out.getvalue() and "dev 0" in out.getvalue()


def test_wide_grids_are_elided_in_the_middle():
    text = layout_text(LayoutGrid((64,), Sharding.spec("x"), Mesh.of({"x": 64})), width=100)
    assert all(len(line) <= 100 for line in text.splitlines()[2:5])
    assert "dev 0 " in text and "dev 63" in text and "dev 30 " not in text and "…" in text
    assert "(1 x 64 blocks; the middle ones elided to fit 100 columns)" in text
    assert layout_text(LayoutGrid((64,), Sharding.spec("x"), Mesh.of({"x": 64})), ascii=True).count("...") == 1


def test_device_lists_shorten_runs():
    assert device_list([0, 1, 2, 3]) == "0-3"
    assert device_list([0, 2, 4, 6]) == "0,2,4,6"
    assert device_list([0, 1, 4, 5]) == "0,1,4,5"
    assert device_list(list(range(0, 64, 2))) == "0,...,62 (32)"


def test_visualize_a_sharded_array_and_a_traced_tensor():
    mesh = Mesh.of({"x": 2})
    a = ShardedArray([np.zeros((3, 4), np.float32), np.zeros((2, 4), np.float32)], Sharding.spec("x"), mesh,
                     (5, 4), "f32")
    out = io.StringIO()
    visualize(a, name="a", file=out)
    assert out.getvalue().splitlines()[0] == 'a: f32[5x4] as [{"x"}, {}] on mesh x=2'
    assert "[3:5, 0:4]*" in out.getvalue()

    seen = {}

    def f(x, w1, w2):
        h = x @ w1
        buf = io.StringIO()
        sfc.visualize(h, name="h", file=buf)
        seen["h"] = buf.getvalue()
        return h @ w2
    sfc.trace(f, sfc.Spec((8, 16)), sfc.Spec((16, 32), "f32", Sharding.split(1)),
              sfc.Spec((32, 16), "f32", Sharding.split(0)), mesh=Mesh.of({"model": 4}))
    assert seen["h"].splitlines()[0] == 'h: f32[8x32] as [{}, {"model"}] on mesh model=4'
    assert "dev 3" in seen["h"] and "[0:8, 24:32]" in seen["h"]


def test_bad_requests_are_sharding_errors():
    with pytest.raises(ShardingError, match="needs the tensor's global shape and the mesh"):
        visualize(Sharding.spec("x"))
    with pytest.raises(ShardingError, match="takes a ShardedArray, or a Sharding"):
        visualize(np.zeros(3))
    with pytest.raises(ShardingError, match="unknown mesh axis 'y'"):
        visualize(Sharding.spec("y"), (4,), {"x": 2})
    with pytest.raises(ShardingError, match="expected a mesh"):
        visualize(Sharding.spec("x"), (4,), "x=2")
    with pytest.raises(ShardingError, match="not on a device group"):
        sfc.trace(lambda x: sfc.visualize(x) or x, sfc.Spec((4,)))


def test_the_runtime_draws_without_the_compiler():
    code = textwrap.dedent("""
        import sys
        import shardflow.runtime as sf
        sf.visualize(sf.Sharding.spec("x"), (8, 2), {"x": 4}, color=False)
        bad = sorted(m for m in sys.modules if m.startswith(("shardflow.compiler", "matplotlib")))
        assert not bad, bad
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "dev 3" in out.stdout and "[6:8, 0:2]" in out.stdout


# -- the command line -----------------------------------------------------------------------------------

def _cli(capsys, *argv):
    rc = cli(list(argv))
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_explain_show_draws_parameters_of_a_jax_block(capsys):
    path = os.path.join(JAX, "block_train.shardy.mlir")
    rc, out, err = _cli(capsys, "explain", path, "--show", "arg3", "--show", "block_train.shardy.mlir:71:11")
    assert rc == 0, err
    first, second = out.split("\n\n")
    assert first.splitlines()[0] == 'arg3: f32[16x16] as [{}, {"model"}] on mesh data=2, model=2'
    assert "│   dev 0,2   │   dev 1,3    │" in first
    assert second.splitlines()[0] == "(dot_general at block_train.shardy.mlir:71:11)"
    assert "partial{model}" in second and "dev 0+1" in second and "dev 2+3" in second
    rc, out, err = _cli(capsys, "explain", path, "--show-all")
    assert rc == 0, err
    titles = [b.splitlines()[0].split(":")[0] for b in out.split("\n\n")]
    assert titles == [f"arg{k}" for k in range(9)] + [f"result[{k}]" for k in range(9)]


def test_explain_without_new_flags_is_unchanged(capsys):
    from shardflow.compiler.explain import explain_text
    from shardflow.compiler.importer import import_module
    path = os.path.join(JAX, "mlp_1d.shardy.mlir")
    rc, out, _ = _cli(capsys, "explain", path)
    with open(path) as f:
        graph = import_module(f.read(), source_name="mlp_1d.shardy.mlir")
    assert rc == 0 and out == explain_text(sfc.partition(graph), "multi-device", ["cpu"] * graph.mesh.size) + "\n"


def test_explain_show_errors_are_one_line(capsys):
    path = os.path.join(JAX, "mlp_1d.shardy.mlir")
    for argv, msg in ((["--show", "nope"], "no input, output or activation named 'nope'; the program has arg0"),
                      (["--show", "arg0", "--json"], "--json prints one object and --show draws layouts"),
                      (["--compare", "XLA=10"], "--compare adds bars to the HTML report; give --html PATH too")):
        rc, out, err = _cli(capsys, "explain", path, *argv)
        assert rc == 1 and out == "" and err.startswith("shardflow: error: ") and msg in err, err
        assert len(err.strip().splitlines()) == 1
