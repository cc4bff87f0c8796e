"""How many JAX-exported modules `shardflow-opt --propagate` prints as Shardy's own propagation
pipeline does: for every tests/data/jax/NAME.shardy.mlir, line by line against what jaxlib's
`sdy-propagation-pipeline` printed for it (tests/data/jax_expected/sdy_propagated/NAME.mlir,
written by tests/data/jax/make_sdy_propagated.py, so this script needs no jax).

Compared as printed, up to what only says who printed it: the module's name and attributes, the
`stablehlo.mesh` attribute Shardy's export adds to a mesh, `jax.result_info`, blank lines and
indentation.

    python bench/shardy_agreement.py [NAME ...] [--diff]

Prints one row per module (the lines that differ, 0 when alike) and how many are alike.
"""
from __future__ import annotations

import argparse
import contextlib
import difflib
import glob
import io
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JAX_DIR = os.path.join(ROOT, "tests", "data", "jax")
SHARDY_DIR = os.path.join(ROOT, "tests", "data", "jax_expected", "sdy_propagated")

_RESULT_INFO = [re.compile(p) for p in (r'jax\.result_info = "[^"]*", ?', r', jax\.result_info = "[^"]*"',
                                        r' ?\{jax\.result_info = "[^"]*"\}')]
_MESH_ATTR = re.compile(r" \{stablehlo\.mesh = .*\}\}$")


def names() -> list[str]:
    """The modules Shardy's output is stored for."""
    return sorted(os.path.basename(p)[:-len(".mlir")] for p in glob.glob(os.path.join(SHARDY_DIR, "*.mlir")))


def normalized(text: str) -> list[str]:
    out = []
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        for pattern in _RESULT_INFO:
            line = pattern.sub("", line)
        out.append(_MESH_ATTR.sub("", line))
    return out[1:] if out and out[0].startswith("module") else out


def shardflow_propagated(name: str) -> str:
    """`shardflow-opt tests/data/jax/NAME.shardy.mlir --propagate` (the CLI itself, output captured)."""
    from shardflow.compiler.cli.opt import main
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main([os.path.join(JAX_DIR, name + ".shardy.mlir"), "--propagate"])
    if rc != 0:
        raise RuntimeError(f"shardflow-opt {name}.shardy.mlir --propagate failed: {err.getvalue().strip()}")
    return out.getvalue()


def differences(name: str) -> list[str]:
    """The lines Shardy prints (-) and shardflow prints (+) where the two differ."""
    with open(os.path.join(SHARDY_DIR, name + ".mlir")) as f:
        shardy = normalized(f.read())
    ours = normalized(shardflow_propagated(name))
    return [line for line in difflib.unified_diff(shardy, ours, lineterm="", n=0)
            if line[:1] in "+-" and not line.startswith(("+++", "---"))]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("names", nargs="*", help="modules (default: every stored one)")
    p.add_argument("--diff", action="store_true", help="print the differing lines too")
    args = p.parse_args(argv)
    chosen = args.names or names()
    alike = 0
    print(f"{'module':<28} differing lines")
    for name in chosen:
        diff = differences(name)
        alike += not diff
        print(f"{name:<28} {len(diff)}")
        if args.diff:
            print("".join(f"    {line}\n" for line in diff), end="")
    print(f"{alike} of {len(chosen)} modules printed as Shardy's propagation pipeline prints them")
    return 0


if __name__ == "__main__":
    sys.exit(main())
