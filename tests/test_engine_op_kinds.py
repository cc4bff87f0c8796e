"""No engine switches on op kinds: what an op does in an engine lives in its record (compiler/ops/).

Scans every compiler module outside compiler/ops/ with `ast` for a comparison of an op kind
(`op.kind`, `step.kind`, a variable named `kind`) with an op name literal, or with a literal
tuple/list/set holding one (`op.kind == "reshape"`, `op.kind in ("concatenate", "pad")`), and
for a `match` on an op kind with op name cases. Creating an op by its name
(`add_op("slice", ...)`) is not a switch and is not flagged.
"""
from __future__ import annotations

import ast
from itertools import pairwise
from pathlib import Path

import pytest

from shardflow.compiler.ops import OPS

COMPILER = Path(__file__).resolve().parent.parent / "compiler"
# folders owned by work in progress elsewhere (none now); remove an entry once that change lands
PENDING: tuple[str, ...] = ()
NAMES = frozenset(OPS)


def _is_kind(node: ast.expr) -> bool:
    """An expression that holds an op kind: `<anything>.kind` or a variable named `kind`/`op_kind`."""
    if isinstance(node, ast.Attribute):
        return node.attr == "kind"
    return isinstance(node, ast.Name) and node.id in ("kind", "op_kind")


def _op_names(node: ast.expr) -> list[str]:
    """The op names an op name literal, or a literal collection of them, holds."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if node.value in NAMES else []
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [n for e in node.elts for n in _op_names(e)]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("frozenset", "set", "tuple") \
            and node.args:
        return _op_names(node.args[0])
    return []


def switches(source: str, filename: str) -> list[str]:
    """`file:line: text` for each switch on an op kind in `source`."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            for a, b in pairwise(sides):
                for kind, lit in ((a, b), (b, a)):
                    names = _op_names(lit) if _is_kind(kind) else []
                    if names:
                        found.append(f"{filename}:{node.lineno}: {ast.unparse(node)} (op kinds {names})")
        elif isinstance(node, ast.Match) and _is_kind(node.subject):
            for case in node.cases:
                pats = [p for p in ast.walk(case.pattern) if isinstance(p, ast.MatchValue)]
                names = [n for p in pats for n in _op_names(p.value)]
                if names:
                    found.append(f"{filename}:{case.pattern.lineno}: case {names} on {ast.unparse(node.subject)}")
    return found


def engine_files() -> list[Path]:
    skip = {COMPILER / "ops"} | {COMPILER / p for p in PENDING}
    return sorted(p for p in COMPILER.rglob("*.py") if not any(s in p.parents for s in skip))


def test_no_engine_switches_on_op_kinds():
    files = engine_files()
    assert any(p.name == "stablehlo.py" and p.parent.name == "emit" for p in files)  # the scan sees the engines
    found = [hit for p in files for hit in switches(p.read_text(), str(p.relative_to(COMPILER.parent)))]
    assert not found, ("engines switch on op kinds; move the behaviour into the op's record "
                       "(compiler/ops/registry.py OpDef):\n" + "\n".join(found))


@pytest.mark.parametrize("code, hits", [
    ('if op.kind == "reshape": pass', 1),
    ('x = step.kind in ("concatenate", "pad")', 1),
    ('x = "reshard" != v.producer.kind', 1),
    ('x = kind not in {"slice", "nonsense"}', 1),
    ('match op.kind:\n    case "gather": pass\n    case _: pass', 1),
    ('x = dtype.kind == "f"', 0),                   # not an op name
    ('x = op.reducer == "add"', 0),                  # an op name, but not compared with an op kind
    ('b.op("reshape", [x], {})', 0),                 # making an op is no switch
])
def test_the_scan_finds_switches(code, hits):
    found = switches(code, "probe.py")
    assert len(found) == hits, found
    assert all(h.startswith("probe.py:") for h in found)
