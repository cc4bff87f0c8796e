"""Pieces shared by `shardflow` and `shardflow-opt`: --mesh parsing, reading modules, error exits."""
from __future__ import annotations

import os
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
        if not name.strip().isidentifier():
            raise UsageError(f"--mesh axis name {name.strip()!r} is not an identifier (letters, digits, _), in {text!r}")
        axes.append((name.strip(), int(size)))
    return Mesh.of(axes)


def read_bytes(path: str) -> bytes:
    """The bytes of `path` (- for stdin); an unreadable path is a UsageError."""
    try:
        if path == "-":
            stream = getattr(sys.stdin, "buffer", None)   # a replaced sys.stdin may be text only
            return stream.read() if stream is not None else sys.stdin.read().encode("utf-8")
        with open(path, "rb") as f:
            return f.read()
    except OSError as e:
        raise UsageError(f"cannot read {path}: {e.strerror or e}") from None


def decode_text(path: str, data: bytes) -> str:
    """`data` as MLIR text; a binary file (a compiled .vmfb, say) is a UsageError that says so."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        what = ("a compiled module (.vmfb): run it with `shardflow run`" if is_vmfb(data)
                else f"a binary file (byte {e.start} is not UTF-8)")
        raise UsageError(f"{path} is not StableHLO MLIR text but {what}; give a .mlir file") from None


def read_text(path: str) -> str:
    """A module's MLIR text (see `decode_text`)."""
    return decode_text(path, read_bytes(path))


def is_vmfb(data: bytes) -> bool:
    """An IREE module: a ZIP polyglot holding module.fb, or a bare FlatBuffer with the IREE identifier."""
    return data[4:8] == b"IREE" or (data[:4] == b"PK\x03\x04" and b"module.fb" in data[:64])


PLATFORM_INDEX_HELP = ("for a module jax.export wrote for several platforms (its platform index argument): the "
                       "position of the platform to run in the exporter's platforms list (0 for the first)")


def check_output_file(path: str, flag: str = "-o") -> None:
    """UsageError unless `path` can be created: its folder exists and it is not a folder itself."""
    folder = os.path.dirname(path) or "."
    if os.path.isdir(path):
        raise UsageError(f"{flag} {path}: is a directory; give a file name")
    if not os.path.isdir(folder):
        raise UsageError(f"{flag} {path}: the folder {folder} does not exist; create it first or write elsewhere")


def check_output_dir(path: str, flag: str = "-o") -> None:
    """UsageError when `path` exists but is not a folder (a missing folder is created)."""
    if os.path.exists(path) and not os.path.isdir(path):
        raise UsageError(f"{flag} {path}: is a file, not a folder; {flag} names the folder the outputs go to")


def run_main(prog: str, body: Callable[[], int]) -> int:
    """Run a command body; typed errors become one line on stderr and exit status 1."""
    try:
        return body() or 0
    except ShardflowError as e:
        print(f"{prog}: error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:   # the reader went away (`| head`): stop quietly, as other tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # Python's own flush at exit
        return 141
