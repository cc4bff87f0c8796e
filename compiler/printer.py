"""A compact human-readable dump of a Graph (for errors and debugging; MLIR is the real output)."""
from __future__ import annotations


def print_graph(graph) -> str:
    names = {}

    def n(v):
        if v not in names:
            names[v] = f"%{len(names)}"
        return names[v]

    def sh(v):
        return f" @ {v.sharding!r}" if v.sharding is not None else ""

    lines = [f"graph {graph.name}(" + ", ".join(f"{n(v)}: {v.type}{sh(v)}" for v in graph.inputs) + ")"
             + (f" on mesh {graph.mesh}" if graph.mesh else "") + " {"]
    for op in graph.ops:
        attrs = {k: v for k, v in op.attrs.items() if k != "value"}
        lines.append(f"  {', '.join(n(r) for r in op.results)} = {op.kind}({', '.join(n(v) for v in op.operands)})"
                     f" {attrs if attrs else ''} : {', '.join(str(r.type) + sh(r) for r in op.results)}")
    lines.append("  return " + ", ".join(n(v) for v in graph.outputs))
    lines.append("}")
    return "\n".join(lines)
