"""The NumPy reference interpreter of the global Graph IR: ground truth for every test."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from . import dtypes
from .ir import Graph
from .ops import registry


def evaluate(graph: Graph, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
    """Run `graph` on global NumPy inputs; returns global outputs in the graph's dtypes."""
    from .program_io import check_inputs
    arrays = check_inputs(graph.inputs, inputs, graph.input_names)
    env = dict(zip(graph.inputs, arrays))
    with np.errstate(all="ignore"):
        for op in graph.ops:
            outs = registry.get(op.kind).reference([env[v] for v in op.operands], op.attrs)
            for v, a in zip(op.results, outs):
                a = np.asarray(a)
                want = dtypes.to_numpy(v.dtype)
                env[v] = a.astype(want) if a.dtype != want else a
    return [env[v] for v in graph.outputs]
