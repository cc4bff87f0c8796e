"""Shardy's `sdy.sharding_rule` attribute: an op's sharding rule written by the user.

JAX's `custom_partitioning(..., sharding_rule="i k, k j -> i j")` exports its custom call with one
(`#sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=4, k=16}, custom>`), and Shardy's tests
put them on calls of their own. Shardy propagates through such a call by that rule; so does
shardflow, for a call it only prints (ops/opaque.py). Factor kinds: `reduction` (partial results
when split), `need_replication` and `permutation` (the op wants the dim whole; propagation still
passes through them, as in Shardy), `blocked_propagation` (propagation never passes through).
"""
from __future__ import annotations

import re
from math import prod
from typing import Callable

from ..ops.registry import FactorRule

_FACTOR = re.compile(r"[a-z](?:_\d+)?")
_RULE = re.compile(r"""\#sdy\.op_sharding_rule<\s*
    \((?P<operands>[^)]*)\)\s*->\s*\((?P<results>[^)]*)\)\s*
    (?:\{(?P<sizes>[^}]*)\})?\s*
    (?P<kinds>(?:\w+\s*=\s*\{[^}]*\}\s*)*)
    (?P<custom>,\s*custom\s*)?>$""", re.VERBOSE)
_KIND = re.compile(r"(\w+)\s*=\s*\{([^}]*)\}")
_KINDS = ("reduction", "need_replication", "permutation", "blocked_propagation")


def parse(text: str, operand_shapes: list[tuple[int, ...]], result_shapes: list[tuple[int, ...]],
          fail: Callable[[str], Exception]) -> FactorRule:
    """The rule `text` means for tensors of these shapes; `fail(message)` makes the importer's error."""
    text = text.strip()
    m = _RULE.match(text)
    if m is None:
        raise fail(f"sharding rule {text}: cannot read it; write it as Shardy prints one, e.g. "
                   f"#sdy.op_sharding_rule<([i, j], [j, k])->([i, k]) {{i=8, j=16, k=4}} reduction={{j}}>")
    sizes: dict[str, int] = {}
    for entry in filter(None, (e.strip() for e in (m["sizes"] or "").split(","))):
        name, _, size = entry.partition("=")
        name, size = name.strip(), size.strip()
        if not _FACTOR.fullmatch(name) or not size.isdigit() or name in sizes:
            raise fail(f"sharding rule {text}: bad factor size '{entry}'; each factor once, as name=size")
        sizes[name] = int(size)
    index = {name: k for k, name in enumerate(sizes)}

    def tensors(group: str, shapes: list[tuple[int, ...]], which: str) -> list[list[list[int]]]:
        lists = re.findall(r"\[([^\]]*)\]", group)
        if len(lists) != len(shapes):
            raise fail(f"sharding rule {text}: it gives {len(lists)} {which} list(s); the op has {len(shapes)} "
                       f"{which}(s)")
        out = []
        for k, (body, shape) in enumerate(zip(lists, shapes, strict=True)):
            dims = [d.strip() for d in body.split(",")] if body.strip() else []
            if len(dims) != len(shape):
                raise fail(f"sharding rule {text}: {which} {k} has {len(dims)} dimensions in the rule and "
                           f"{len(shape)} in its type tensor<{'x'.join(map(str, shape))}>")
            factors = []
            for d, (dim, size) in enumerate(zip(dims, shape, strict=True)):
                names = _FACTOR.findall(dim)
                if not names or "".join(names) != dim or any(n not in index for n in names):
                    raise fail(f"sharding rule {text}: {which} {k} dimension {d} is '{dim}'; name factors "
                               f"declared in {{...}}")
                if prod(sizes[n] for n in names) != size:
                    raise fail(f"sharding rule {text}: {which} {k} dimension {d} has size {size}, but its "
                               f"factors {dim} multiply to {prod(sizes[n] for n in names)}")
                factors.append([index[n] for n in names])
            seen = [f for fs in factors for f in fs]
            if len(seen) != len(set(seen)):
                again = next(n for n, f in index.items() if seen.count(f) > 1)
                raise fail(f"sharding rule {text}: {which} {k} uses factor {again} twice; a factor maps to one "
                           f"dimension of a tensor at most")
            out.append(factors)
        return out

    operands = tensors(m["operands"], operand_shapes, "operand")
    results = tensors(m["results"], result_shapes, "result")
    used = {f for group in (operands, results) for t in group for d in t for f in d}
    unused = [n for n, k in index.items() if k not in used]
    if unused:
        raise fail(f"sharding rule {text}: factor {unused[0]} is declared but no dimension uses it")
    kinds: dict[str, set[int]] = {k: set() for k in _KINDS}
    for kind, names in _KIND.findall(m["kinds"]):
        if kind not in kinds:
            raise fail(f"sharding rule {text}: unknown factor kind '{kind}'; Shardy's are {', '.join(_KINDS)}")
        for n in filter(None, (n.strip() for n in names.split(","))):
            if n not in index:
                raise fail(f"sharding rule {text}: {kind} names factor {n}, which is not declared")
            kinds[kind].add(index[n])
    names = {k: n for n, k in index.items()}
    for f in sorted(set.union(*kinds.values())):
        holders = [kind for kind in ("reduction", "need_replication", "permutation") if f in kinds[kind]]
        if len(holders) > 1:
            raise fail(f"sharding rule {text}: factor {names[f]} is in both {holders[0]} and {holders[1]}; a "
                       f"factor is at most one of reduction, need_replication and permutation")
    in_results = {f for t in results for d in t for f in d}
    for f in sorted(kinds["reduction"] & in_results):
        raise fail(f"sharding rule {text}: reduction factor {names[f]} maps to a result dimension; a reduction "
                   f"factor belongs to operands only (the results are partial sums over it)")
    return FactorRule(operands, results, list(sizes.values()), reduction=kinds["reduction"],
                      need_replication=kinds["need_replication"] | kinds["permutation"],
                      blocked=kinds["blocked_propagation"])
