"""Pieces shared by `shardflow` and `shardflow-opt`: --mesh parsing, reading modules, error exits."""
from __future__ import annotations

import sys
from typing import Callable

from shardflow.runtime.errors import ShardflowError
from shardflow.runtime.mesh import Mesh


class UsageError(ShardflowError):
    """A command-line argument is malformed."""


def parse_mesh_flag(text: str | None) -> Mesh | None:
    """`--mesh data=2,model=4` -> Mesh."""
    if text is None:
        return None
    axes = []
    for part in text.split(","):
        name, eq, size = part.strip().partition("=")
        if not eq or not name or not size.strip().isdigit() or int(size) < 1:
            raise UsageError(f"--mesh expects AXIS=N[,AXIS=N...] with positive sizes, got {text!r}")
        axes.append((name.strip(), int(size)))
    return Mesh.of(axes)


def read_text(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as e:
        raise UsageError(f"cannot read {path}: {e.strerror}") from None


def run_main(prog: str, body: Callable[[], int]) -> int:
    """Run a command body; typed errors become one line on stderr and exit status 1."""
    try:
        return body() or 0
    except ShardflowError as e:
        print(f"{prog}: error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
