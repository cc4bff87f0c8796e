"""bench/auto_sharding.py (bytes and peak only, the MLP): every scheme's row on both meshes, the
tight-budget auto row within its budget, and the generous auto row moving no more bytes than the
hand layouts' best."""
import contextlib
import io
import re

from bench_module import bench_module


def test_bench_rows_mlp():
    with bench_module("auto_sharding.py") as bench:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert bench.main(["--no-run", "--models", "mlp", "--depth", "0"]) == 0
    rows = {}
    for line in out.getvalue().splitlines()[1:]:
        m = re.match(r"mlp\s+(<.*?>)\s+(\S+(?: \(\w+\))?)\s+(\d+)\s+(\d+)\s+-\s*(.*)", line)
        assert m, line
        rows[(m.group(1), m.group(2))] = (int(m.group(3)), int(m.group(4)), m.group(5))
    meshes = {k[0] for k in rows}
    assert len(meshes) == 2
    for mesh in meshes:
        hand = [v for (m, s), v in rows.items() if m == mesh and not s.startswith("auto")]
        assert len(hand) >= 2
        generous = rows[(mesh, "auto (generous)")]
        assert generous[0] <= min(h[0] for h in hand)
        tight = rows[(mesh, "auto (tight)")]
        budget = int(re.search(r"budget (\d+) B", tight[2]).group(1))
        assert tight[1] <= budget == min(h[1] for h in hand)
