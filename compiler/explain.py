"""`explain`: what the partitioned program communicates, how it runs, and where it fell back."""
from __future__ import annotations

from typing import Sequence

from .passes.partition import SpmdProgram

#: Where each execution mode performs a collective (the `performed` field of `explain --json`).
PERFORMED = {"multi-device": "device-transfers", "host-staged": "host", "spmd": "channels"}
_PERFORMED_TEXT = {
    "multi-device": "inside one multi-device module, as IREE transfers between the devices",
    "host-staged": "on the host between stages, by the communicator (in-process by default)",
    "spmd": "by IREE collective channels (NCCL/RCCL), one process per rank",
}


def explain_json(prog: SpmdProgram, mode: str = "multi-device", backends: Sequence[str] | None = None) -> dict:
    """The object `shardflow explain --json` prints (schema in API.md)."""
    colls = [dict(c.to_json(), performed=PERFORMED[mode]) for c in prog.collectives]
    backends = list(backends) if backends is not None else ["cpu"] * prog.mesh.size
    return {"devices": prog.mesh.size, "mesh": dict(prog.mesh.axes), "mode": mode, "backends": backends,
            "collectives": colls,
            "bytes_per_device_total": sum(c["bytes_per_device"] for c in colls),
            "replicated_fallbacks": list(prog.replicated_fallbacks),
            "decisions": [d.to_json() for d in getattr(prog, "decisions", [])]}


def explain_text(prog: SpmdProgram, mode: str = "multi-device", backends: Sequence[str] | None = None) -> str:
    j = explain_json(prog, mode, backends)
    mesh = ", ".join(f"{k}={v}" for k, v in j["mesh"].items())
    members = j["backends"]
    who = f"{len(members)} {members[0]}" if len(set(members)) == 1 else ", ".join(members)
    lines = [f"{j['devices']} devices ({who}), mesh {mesh}", f"mode: {mode}; collectives run {_PERFORMED_TEXT[mode]}"]
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
    if j["decisions"]:
        lines.append("decisions (each valid factor assignment with its bytes per device; the fewest bytes win, "
                     "after, when partitioning, keeping the most devices busy):")
        for d in getattr(prog, "decisions", []):
            lines.extend("  " + x for x in str(d).splitlines())
    return "\n".join(lines)
