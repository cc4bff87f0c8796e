"""lit configuration for shardflow's IR tests (`// RUN: shardflow-opt %s | filecheck %s`).

Tools come from the bin directory of the Python that runs lit (the venv), so
`python -m lit tests/lit` works from pytest and from a shell alike.
"""
import os
import shutil
import sys
import tempfile

import lit.formats

config.name = "shardflow"
config.test_format = lit.formats.ShTest(execute_external=False)  # lit's internal shell: |, not
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.path.join(tempfile.gettempdir(), "shardflow-lit")  # keep the tree clean

bindir = os.path.dirname(sys.executable)
for tool in ("shardflow-opt", "filecheck"):
    if shutil.which(tool, path=bindir) is None:
        lit_config.fatal(f"{tool} not found next to {sys.executable}; "
                         f"run `pip install -e .[test]` in that environment")
config.environment["PATH"] = os.pathsep.join([bindir, os.environ.get("PATH", "")])
# DESIGN.md spells tools as substitutions too; config substitutions apply before lit's own %s
config.substitutions.append(("%shardflow-opt", os.path.join(bindir, "shardflow-opt")))
config.substitutions.append(("%filecheck", os.path.join(bindir, "filecheck")))
for var in ("HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
