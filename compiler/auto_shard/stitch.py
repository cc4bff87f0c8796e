"""Repeated layers solved once: ops that play the same role in each layer share one strategy.

A traced N-layer model repeats the same ops N times (forward, backward in reverse, the optimizer
per parameter). Ops are labelled by what they are (kind, operand and result types, attributes,
user layouts), then the labels are refined a few rounds by the labels of their producers and
consumers (Weisfeiler-Lehman colour refinement): ops in the middle of identical layers keep equal
labels, ops near a differing neighbour (the first and last layers, the loss) get labels of their
own. Nodes with equal labels form one class and choose one strategy together; the solver prices
each class's edges and memory once per member. The problem then grows with the layer's size, not
the model's depth, which is what lets a 24-layer decoder solve in seconds.
"""
from __future__ import annotations

import hashlib

import numpy as np

from ..ir import Graph, Value
from .strategies import Node

ROUNDS = 3


def _attr_key(v) -> str:
    if isinstance(v, np.ndarray):
        return f"array{v.shape}{v.dtype}"
    if isinstance(v, (list, tuple)):
        return "(" + ",".join(_attr_key(x) for x in v) + ")"
    if isinstance(v, dict):
        return "{" + ",".join(f"{k}:{_attr_key(x)}" for k, x in sorted(v.items(), key=lambda kv: str(kv[0]))) + "}"
    if isinstance(v, (int, float, str, bool, type(None))):
        return repr(v)
    if hasattr(v, "ops") and hasattr(v, "inputs"):   # a sub-graph: never tied
        return f"graph{id(v)}"
    return repr(v)[:200]


def _h(*parts) -> str:
    return hashlib.blake2b(repr(parts).encode(), digest_size=12).hexdigest()


def tie_classes(graph: Graph, nodes: list[Node]) -> list[int]:
    """Class index of each node (see the module docstring); equal classes have equal strategy lists."""
    where: dict[Value, tuple[int, int]] = {}
    for i, n in enumerate(nodes):
        for r, v in enumerate(n.results):
            where[v] = (i, r)
    consumers: list[list[tuple[int, int]]] = [[] for _ in nodes]
    producers: list[list[tuple[int, int]]] = [[] for _ in nodes]
    for c, n in enumerate(nodes):
        for k, v in enumerate(n.op.operands if n.op is not None else ()):
            if v in where:
                p, r = where[v]
                producers[c].append((p, r))
                consumers[p].append((c, k))
    outputs = {where[v][0] for v in graph.outputs if v in where}
    labels = []
    for i, n in enumerate(nodes):
        if n.op is None:
            base = ("input", n.results[0].type, str(n.results[0].sharding) if n.results[0].fixed else None)
        else:
            op = n.op
            base = (op.kind, tuple(v.type for v in op.operands), tuple(v.type for v in op.results),
                    _attr_key(op.attrs), tuple(str(v.sharding) if v.fixed else None for v in op.results))
        labels.append(_h(base, n.constant, len(n.strategies), i in outputs))
    for _ in range(ROUNDS):
        labels = [_h(labels[i], tuple((labels[p], r) for p, r in producers[i]),
                     tuple(sorted((labels[c], k) for c, k in consumers[i]))) for i in range(len(nodes))]
    ids: dict[str, int] = {}
    return [ids.setdefault(lab, len(ids)) for lab in labels]
