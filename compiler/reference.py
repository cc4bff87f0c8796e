"""The NumPy reference interpreter of the global Graph IR: ground truth for every test."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from . import dtypes
from .ir import Graph
from .ops import registry


def evaluate(graph: Graph, inputs: Sequence[np.ndarray], *, float64: bool = False) -> list[np.ndarray]:
    """Run `graph` on global NumPy inputs; returns global outputs in the graph's dtypes.

    With `float64`, every floating-point value is computed in float64 instead (for finite-difference
    gradient checks); inputs may then be float64 arrays too.
    """
    from .program_io import check_inputs
    if float64:
        arrays = [np.asarray(a, np.float64) if dtypes.is_float(v.dtype) else np.asarray(a)
                  for v, a in zip(graph.inputs, inputs)]
        check_inputs(graph.inputs, [a.astype(dtypes.to_numpy(v.dtype)) for v, a in zip(graph.inputs, arrays)],
                     graph.input_names)
    else:
        arrays = check_inputs(graph.inputs, inputs, graph.input_names)
    env = dict(zip(graph.inputs, arrays))
    with np.errstate(all="ignore"):
        for op in graph.ops:
            outs = registry.get(op.kind).reference([env[v] for v in op.operands], op.attrs)
            for v, a in zip(op.results, outs):
                a = np.asarray(a)
                want = np.dtype(np.float64) if float64 and dtypes.is_float(v.dtype) else dtypes.to_numpy(v.dtype)
                env[v] = a.astype(want) if a.dtype != want else a
    return [env[v] for v in graph.outputs]
