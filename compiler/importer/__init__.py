"""Import StableHLO MLIR text (plain, Shardy or GSPMD annotated, e.g. exported by JAX) as a Graph.

The entry points load on first use: op records import `importer.attrs` while the rule table is
being built, and the importer itself reads the whole table when it loads.
"""
from __future__ import annotations

__all__ = ["ImportInfo", "StableHLOImportError", "import_module", "import_module_info"]


def __getattr__(name: str):
    if name in __all__:
        from . import stablehlo
        return getattr(stablehlo, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
