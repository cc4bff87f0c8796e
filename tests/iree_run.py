"""Compile a graph with the whole pipeline and run it once on CPU devices (shared by op tests)."""
import numpy as np

from shardflow.compiler.driver import compile_graph


def run_on_iree(graph, inputs, group=None, mode: str = "auto") -> list[np.ndarray]:
    """Global NumPy outputs of `graph` compiled for `group` (default: its mesh's CPU devices)."""
    compiled = compile_graph(graph, group=group, mode=mode)
    try:
        outs = compiled(*inputs)
        outs = outs if isinstance(outs, tuple) else (outs,)
        return [np.asarray(o) for o in outs]
    finally:
        compiled.close()
