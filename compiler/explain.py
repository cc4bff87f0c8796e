"""`explain`: what the partitioned program communicates, and where it fell back to replication."""
from __future__ import annotations

from .passes.partition import SpmdProgram


def explain_json(prog: SpmdProgram) -> dict:
    """The object `shardflow explain --json` prints (schema fixed by API.md)."""
    colls = [c.to_json() for c in prog.collectives]
    return {"devices": prog.mesh.size, "mesh": dict(prog.mesh.axes), "collectives": colls,
            "bytes_per_device_total": sum(c["bytes_per_device"] for c in colls),
            "replicated_fallbacks": list(prog.replicated_fallbacks)}


def explain_text(prog: SpmdProgram) -> str:
    j = explain_json(prog)
    mesh = ", ".join(f"{k}={v}" for k, v in j["mesh"].items())
    lines = [f"{j['devices']} devices, mesh {mesh}"]
    if not j["collectives"]:
        lines.append("no collectives: every device computes its part alone")
    for c in j["collectives"]:
        shape = "x".join(map(str, c["shape"])) or "scalar"
        lines.append(f"  {c['kind']:<18} over {','.join(c['axes']):<12} {c['dtype']}[{shape}]"
                     f"  {c['bytes_per_device']:>10} B/device  ({c['op']})")
    lines.append(f"total: {j['bytes_per_device_total']} bytes received per device")
    if j["replicated_fallbacks"]:
        lines.append("replicated fallbacks:")
        lines.extend(f"  {r}" for r in j["replicated_fallbacks"])
    if prog.padding:
        lines.append("uneven dimensions, padded:")
        lines.extend(f"  {p}" for p in prog.padding)
    for c in prog.conflicts:
        lines.append(f"sharding conflict: {c}")
    return "\n".join(lines)
