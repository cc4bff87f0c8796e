"""Bytes each device receives: shardflow's partitioned program next to XLA's, for every JAX-exported
module in tests/data/jax_expected/xla_bytes.json (transformer forwards, a KV-cache decode step,
training steps, halo/reduction/reshard kernels; see tests/data/jax/README.md).

shardflow's number is `shardflow explain --json`'s `bytes_per_device_total`; XLA's was measured once
by tests/data/jax/make_transformers.py --xla-bytes from XLA's own partitioned HLO, priced with the
same formulas (runtime/collectives.py), so this script needs no jax.

    python bench/xla_bytes.py [NAME.FORM ...]

Exits 1 naming every row where shardflow moves more bytes than XLA.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JAX_DIR = os.path.join(ROOT, "tests", "data", "jax")
XLA_BYTES = os.path.join(ROOT, "tests", "data", "jax_expected", "xla_bytes.json")


def load_xla(path: str = XLA_BYTES) -> dict:
    with open(path) as f:
        return json.load(f)


def shardflow_explain(case: str) -> dict:
    """`shardflow explain --json` of tests/data/jax/CASE.mlir (the CLI itself, output captured)."""
    from shardflow.compiler.cli.main import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(["explain", os.path.join(JAX_DIR, case + ".mlir"), "--json"])
    if rc != 0:
        raise RuntimeError(f"shardflow explain {case}.mlir failed: {err.getvalue().strip()}")
    return json.loads(out.getvalue())


def row(case: str, xla: dict) -> dict:
    sf = shardflow_explain(case)
    name, form = case.rsplit(".", 1)
    ours, theirs = sf["bytes_per_device_total"], xla["bytes_per_device_total"]
    kinds: dict[str, int] = {}
    for c in sf["collectives"]:
        kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
    return {"case": case, "name": name, "form": form, "shardflow": ours, "xla": theirs,
            "ratio": ours / theirs if theirs else (1.0 if ours == 0 else float("inf")),
            "kinds": ", ".join(f"{k} x{n}" for k, n in kinds.items()) or "none", "over": ours > theirs}


def main(argv: list[str] | None = None) -> int:
    table = load_xla()
    cases = (argv if argv is not None else sys.argv[1:]) or sorted(table)
    unknown = [c for c in cases if c not in table]
    if unknown:
        print(f"unknown case(s) {unknown}; known: {sorted(table)}", file=sys.stderr)
        return 2
    rows = [row(c, table[c]) for c in cases]
    print(f"{'name':<20} {'form':<7} {'shardflow B/dev':>15} {'XLA B/dev':>10} {'ratio':>6}  shardflow collectives")
    for r in rows:
        print(f"{r['name']:<20} {r['form']:<7} {r['shardflow']:>15} {r['xla']:>10} {r['ratio']:>6.2f}  {r['kinds']}")
    over = [r for r in rows if r["over"]]
    if over:
        print("more bytes than XLA: " + ", ".join(f"{r['case']} ({r['shardflow']} > {r['xla']})" for r in over),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
