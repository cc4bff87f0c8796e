"""A module `jax.export` writes for several platforms (`export_platforms.FORM.mlir`, FORM shardy or
gspmd), and its expected outputs per platform (../jax_expected/export_platforms/FORM/in*.npy and
p0/out*.npy, p1/out*.npy). Needs jax 0.10.2; the tests do not.

    XLA_FLAGS=--xla_force_host_platform_device_count=8 python make_export.py     # from this folder

`jax.export(f, platforms=("cpu", "cuda"))` gives the entry function a platform index argument
(`jax.global_constant = "_platform_index"`) and a `stablehlo.case` on it wherever the platforms'
lowerings may differ. The model, a Megatron MLP on a 2x2 `data x model` mesh, scales its result by
`lax.platform_dependent`: 2 on cpu, 3 on cuda, so each platform's branch gives its own output. The
expected outputs are computed on one CPU device: platform 0's by the function itself, platform 1's
by the same function with cuda's factor.
"""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax._src.interpreters import mlir as jax_mlir  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "..", "jax_expected", "export_platforms")
MESH = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("data", "model"))
SHAPES = [((8, 16), ("data", None)), ((16, 32), (None, "model")), ((32, 16), ("model", None))]


def mlp(x, w1, w2, scale=None):
    y = jnp.tanh(x @ w1) @ w2
    return y * (lax.platform_dependent(y, cpu=lambda _: 2.0, cuda=lambda _: 3.0) if scale is None else scale)


def write(form: str) -> None:
    jax.config.update("jax_use_shardy_partitioner", form == "shardy")
    sh = [NamedSharding(MESH, P(*spec)) for _, spec in SHAPES]
    f = jax.jit(mlp, in_shardings=tuple(sh), out_shardings=NamedSharding(MESH, P("data", None)))
    exported = jax.export.export(f, platforms=("cpu", "cuda"))(
        *[jax.ShapeDtypeStruct(shape, jnp.float32, sharding=s) for (shape, _), s in zip(SHAPES, sh, strict=True)])
    with jax_mlir.make_ir_context():   # without its source locations (absolute paths of this machine)
        text = ir.Module.parse(exported.mlir_module()).operation.get_asm(enable_debug_info=False)
    with open(os.path.join(HERE, f"export_platforms.{form}.mlir"), "w") as fh:
        fh.write(text if text.endswith("\n") else text + "\n")
    rng = np.random.default_rng(0)
    xs = [rng.standard_normal(shape).astype(np.float32) for shape, _ in SHAPES]
    d = os.path.join(EXPECTED, form)
    for k, scale in enumerate((2.0, 3.0)):
        os.makedirs(os.path.join(d, f"p{k}"), exist_ok=True)
        with jax.default_device(jax.devices()[0]):
            np.save(os.path.join(d, f"p{k}", "out0.npy"), np.asarray(jax.jit(mlp, static_argnums=3)(*xs, scale)))
    for i, x in enumerate(xs):
        np.save(os.path.join(d, f"in{i}.npy"), x)
    print(f"wrote export_platforms.{form}.mlir and ../jax_expected/export_platforms/{form}/")


if __name__ == "__main__":
    for form in ("shardy", "gspmd"):
        write(form)
