"""A SHA-256 digest sealed onto every `.vmfb` shardflow writes, checked before IREE reads the module.

IREE executes the native code inside a `.vmfb` (the embedded ELF / shared object of each
executable) without checking it: a flipped byte there crashes the process (SIGSEGV, SIGILL) at
load or at a call, where no Python error can be raised. So `seal` appends a trailer to the module:

    <module bytes> MAGIC <32-byte SHA-256 of the module bytes>

and `verify` recomputes the digest before the bytes reach IREE, raising `LoadError` on a mismatch.
The trailer lives outside the module because the digest covers the module's own bytes (the manifest
inside it included). IREE ignores bytes after a module, and IREE writes its modules as ZIP files
(a polyglot of the FlatBuffer and its executables): when the module ends in a ZIP end-of-central-
directory record without a comment, the trailer becomes that record's comment (its length field is
set before hashing), so `unzip` still reads the file. A module without the trailer (compiled by
IREE directly, or by another tool) loads unchecked.
"""
from __future__ import annotations

import hashlib
import struct

from .errors import LoadError

MAGIC = b"shardflow-sha256:"
TRAILER_SIZE = len(MAGIC) + 32
_EOCD = b"PK\x05\x06"      # ZIP end of central directory: 22 bytes, the last 2 the comment's length
_EOCD_SIZE = 22


def seal(vmfb: bytes) -> bytes:
    """`vmfb` with its digest trailer (a module already sealed is returned unchanged)."""
    if sealed_digest(vmfb) is not None:
        return vmfb
    body = bytearray(vmfb)
    if len(body) >= _EOCD_SIZE and body[-_EOCD_SIZE:-_EOCD_SIZE + 4] == _EOCD and body[-2:] == b"\0\0":
        body[-2:] = struct.pack("<H", TRAILER_SIZE)   # the trailer is the ZIP comment
    return bytes(body) + MAGIC + hashlib.sha256(body).digest()


def sealed_digest(data) -> bytes | None:
    """The digest recorded in `data`'s trailer, or None when it has none."""
    view = memoryview(data)
    if len(view) < TRAILER_SIZE or bytes(view[-TRAILER_SIZE:-32]) != MAGIC:
        return None
    return bytes(view[-32:])


def verify(data, what: str) -> None:
    """Raise LoadError when `data` carries a digest trailer that its bytes do not match."""
    want = sealed_digest(data)
    if want is None:
        return
    _compare(hashlib.sha256(memoryview(data)[:-TRAILER_SIZE]).digest(), want, what)


def _compare(got: bytes, want: bytes, what: str) -> None:
    if got != want:
        raise LoadError(f"{what} is damaged: its SHA-256 is {got.hex()[:16]}... but shardflow sealed it as "
                        f"{want.hex()[:16]}... when it was compiled (a byte changed in transit or on disk); "
                        f"refusing to run its native code: copy or compile the module again")


def verify_file(path: str) -> None:
    """`verify` for a module file, read in blocks (the file may be large)."""
    with open(path, "rb") as f:
        size = f.seek(0, 2)
        if size < TRAILER_SIZE:
            return
        f.seek(size - TRAILER_SIZE)
        want = sealed_digest(f.read(TRAILER_SIZE))
        if want is None:
            return
        f.seek(0)
        h, left = hashlib.sha256(), size - TRAILER_SIZE
        while left:
            block = f.read(min(left, 1 << 22))
            h.update(block)
            left -= len(block)
    _compare(h.digest(), want, repr(path))
