"""Write what Shardy's own propagation pipeline prints for every Shardy-form module here
(../jax_expected/sdy_propagated/NAME.mlir): jaxlib's `sdy-propagation-pipeline`, run through
jax's bundled MLIR. `tests/test_shardy_agreement.py` and `bench/shardy_agreement.py` compare
`shardflow-opt --propagate` with these files; neither needs jax. Needs jax 0.10.2.

    python make_sdy_propagated.py [NAME.shardy.mlir ...]     # from this folder; default: all
"""
import glob
import os
import sys

from jax._src.interpreters import mlir as jax_mlir
from jax._src.lib.mlir import ir, passmanager

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "jax_expected", "sdy_propagated")


def propagated(text: str) -> str:
    with jax_mlir.make_ir_context():
        module = ir.Module.parse(text)
        passmanager.PassManager.parse("builtin.module(sdy-propagation-pipeline)").run(module.operation)
        return str(module)


def main(paths: list[str]) -> None:
    os.makedirs(OUT, exist_ok=True)
    for path in paths or sorted(glob.glob(os.path.join(HERE, "*.shardy.mlir"))):
        name = os.path.basename(path)[:-len(".shardy.mlir")]
        with open(path) as f:
            text = propagated(f.read())
        with open(os.path.join(OUT, name + ".mlir"), "w") as f:
            f.write(text)
        print(name)


if __name__ == "__main__":
    main(sys.argv[1:])
