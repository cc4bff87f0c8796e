"""A compact human-readable dump of a Graph (for errors and debugging; MLIR is the real output)."""
from __future__ import annotations


def print_graph(graph) -> str:
    names: dict = {}
    return "\n".join(_lines(graph, names, ""))


def _lines(graph, names: dict, indent: str) -> list[str]:
    from .ir import Graph

    def n(v):
        if v not in names:
            names[v] = f"%{len(names)}"
        return names[v]

    def sh(v):
        return f" @ {v.sharding!r}" if v.sharding is not None else ""

    lines = [f"{indent}graph {graph.name}(" + ", ".join(f"{n(v)}: {v.type}{sh(v)}" for v in graph.inputs) + ")"
             + (f" on mesh {graph.mesh}" if graph.mesh and not indent else "") + " {"]
    for op in graph.ops:
        regions = []
        attrs = {}
        for k, v in op.attrs.items():
            if k == "value":
                continue
            if isinstance(v, Graph) or (isinstance(v, (list, tuple)) and v and all(isinstance(x, Graph) for x in v)):
                regions.extend([v] if isinstance(v, Graph) else v)
                continue
            attrs[k] = v
        lines.append(f"{indent}  {', '.join(n(r) for r in op.results)} = {op.kind}({', '.join(n(v) for v in op.operands)})"
                     f" {attrs if attrs else ''} : {', '.join(str(r.type) + sh(r) for r in op.results)}")
        for sub in regions:  # a loop's condition and body, a case's branches
            lines.extend(_lines(sub, names, indent + "    "))
    lines.append(f"{indent}  return " + ", ".join(n(v) for v in graph.outputs))
    lines.append(f"{indent}}}")
    return lines
