"""XLA's collectives read from an optimized, partitioned HLO module (`jax.jit(...).lower(...)
.compile().as_text()`) and priced with shardflow's own formulas, so XLA's and shardflow's byte
counts mean the same thing: bytes each device receives. Plain text parsing: no jax needed
(tests/data/jax/make_transformers.py --xla-bytes uses it on the modules it compiles)."""
from __future__ import annotations

import math
import re

from shardflow.runtime.collectives import KINDS

#: HLO opcode -> shardflow collective kind; async forms are counted once, at their -start.
HLO_KINDS = {"all-reduce": "all_reduce", "all-gather": "all_gather", "reduce-scatter": "reduce_scatter",
             "all-to-all": "all_to_all", "collective-permute": "collective_permute"}
DTYPE_BYTES = {"pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "f16": 2, "bf16": 2, "s32": 4, "u32": 4,
               "f32": 4, "s64": 8, "u64": 8, "f64": 8}
_ARRAY = re.compile(r"\b([a-z]+[0-9]*)\[([0-9,]*)\]")
_INSTR = re.compile(r"^\s*(?:ROOT\s+)?%?([\w.\-]+)\s*=\s*(.+?)\s+([a-z][\w\-]*)\((.*)$")
_HEADER = re.compile(r"^(ENTRY\s+)?%?([\w.\-]+)\s.*\{\s*$")


class HloParseError(ValueError):
    """The HLO holds something whose bytes this parser cannot count faithfully."""


def _arrays(type_text: str) -> list[tuple[str, tuple[int, ...]]]:
    """(dtype, shape) of every array in an HLO type (a tuple type holds several)."""
    return [(dt, tuple(int(s) for s in dims.split(",") if s)) for dt, dims in _ARRAY.findall(type_text)
            if dt in DTYPE_BYTES]


def _operands(args: str) -> list[str]:
    """Operand names of an instruction: the `%name`s before the closing parenthesis of its call."""
    depth, end = 1, len(args)
    for i, ch in enumerate(args):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0:
            end = i
            break
    return re.findall(r"%([\w.\-]+)", args[:end])


def group_size(attrs: str, devices: int) -> int:
    """Members per replica group, from `replica_groups={{0,1},{2,3}}`, the iota form `[G,n]<=[N]...`
    or the mesh form `mesh['x'=2,'y'=2] {'y'}`; no groups: every device."""
    m = re.search(r"replica_groups=\{(\{[^}]*\})", attrs)
    if m:
        return len([t for t in m.group(1).strip("{}").split(",") if t.strip()])
    m = re.search(r"replica_groups=\[([0-9,]+)\]<=", attrs)
    if m:
        return int(m.group(1).split(",")[-1])
    m = re.search(r"replica_groups=mesh\[([^\]]*)\]\s*\{([^}]*)\}", attrs)
    if m:
        sizes = {k.strip().strip("'"): int(v) for k, v in (kv.split("=") for kv in m.group(1).split(","))}
        return math.prod(sizes[a.strip().strip("'")] for a in m.group(2).split(",") if a.strip())
    return devices


def moving_pairs(attrs: str) -> int:
    """Source -> target pairs of a collective-permute that move data (a device paired with itself
    keeps its operand)."""
    m = re.search(r"source_target_pairs=\{((?:\{\d+,\d+\},?)*)\}", attrs)
    if m is None:
        raise HloParseError(f"collective-permute without source_target_pairs: {attrs[:120]}")
    return sum(a != b for a, b in re.findall(r"\{(\d+),(\d+)\}", m.group(1)))


def xla_collectives(hlo: str, devices: int) -> list[dict]:
    """Every data-moving collective of the module's entry computation, one row per operand (a
    tuple-shaped all-reduce or all-to-all combines several), with the bytes each device receives:
    `KINDS[kind].bytes_per_device(n, per-device operand bytes)`. A collective anywhere else (a loop
    body runs it once per iteration) raises HloParseError."""
    types: dict[str, str] = {}
    for line in hlo.splitlines():  # every value is an instruction (parameters too): name -> type
        m = _INSTR.match(line)
        if m:
            types[m.group(1)] = m.group(2)
    rows, computation = [], None
    for line in hlo.splitlines():
        head = _HEADER.match(line)
        if head and not line[:1].isspace():
            computation = "ENTRY" if head.group(1) else head.group(2)
            continue
        m = _INSTR.match(line)
        if not m:
            continue
        name, opcode, attrs = m.group(1), m.group(3), m.group(4)
        base = opcode[:-len("-start")] if opcode.endswith("-start") else opcode
        if base not in HLO_KINDS:
            continue
        if computation != "ENTRY":
            raise HloParseError(f"{opcode} %{name} is in computation {computation}, not the entry: it may "
                                "run more than once (a loop body), so its bytes cannot be counted once")
        kind = KINDS[HLO_KINDS[base]]
        if base == "collective-permute":
            n = moving_pairs(attrs)
            if n == 0:
                continue
        else:
            n = group_size(attrs, devices)
        for op in _operands(attrs):
            for dt, shape in _arrays(types[op]):
                b = DTYPE_BYTES[dt] * math.prod(shape)
                rows.append({"kind": kind.public_name, "shape": list(shape), "dtype": dt, "n": n,
                             "bytes_per_device": int(round(kind.bytes_per_device(n, b)))})
    return rows
