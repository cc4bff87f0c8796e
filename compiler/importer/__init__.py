"""Import StableHLO MLIR text (plain, Shardy or GSPMD annotated, e.g. exported by JAX) as a Graph."""
from .stablehlo import ImportInfo, StableHLOImportError, import_module, import_module_info

__all__ = ["ImportInfo", "StableHLOImportError", "import_module", "import_module_info"]
