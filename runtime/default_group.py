"""The group a saved module runs on when the user names none (the command line, `compiled(...)`)."""
from __future__ import annotations

from .device import Device, Group
from .manifest import Manifest
from .mesh import Mesh

_MAKERS = {"cpu": Device.cpu, "vulkan": Device.vulkan, "cuda": Device.cuda, "hip": Device.hip}


def group_for(manifest: Manifest) -> Group:
    """One member per device the manifest names, in member order, numbered per backend (the k-th
    Vulkan member is `Device.vulkan(k)`), shaped as the manifest's mesh."""
    seen: dict[str, int] = {}
    members = []
    for backend in manifest.member_backends:
        members.append(_MAKERS[backend](seen.get(backend, 0)))
        seen[backend] = seen.get(backend, 0) + 1
    # the axes as compiled (a Mesh, not keywords: Shardy sub-axis pieces are named `x:(2)4`)
    return Device.group_options(members).mesh(Mesh.of(manifest.mesh.axes)).init()
