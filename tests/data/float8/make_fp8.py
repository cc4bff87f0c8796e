"""Writes this folder: an FP8 scaled matmul exported by JAX (jax_enable_x64 off) in both annotation
forms, its inputs (in*.npy) and the outputs XLA computed on CPU (out*.npy, f8 outputs as float32);
and in flax_fp8/ the same for the gradient of a two-layer flax.linen MLP whose Dense layers use
flax's FP8 dot (`fp8_ops.Fp8DotGeneralOp`: e4m3 operands, e5m2 gradients, scales and amax
histories), the batch split (needs flax).

    XLA_FLAGS=--xla_force_host_platform_device_count=4 python tests/data/float8/make_fp8.py

x's first row holds values that overflow E4M3FN (NaN) and that round up to its smallest normal
once scaled. Both forms' XLA outputs are checked equal before they are kept."""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

OUT = os.path.dirname(os.path.abspath(__file__))
E4, E5 = jnp.float8_e4m3fn, jnp.float8_e5m2


def fp8_matmul(x, w, sx, sw):
    a8 = (x / sx).astype(E4)
    b8 = (w / sw).astype(E4)
    y = jnp.dot(a8, b8, preferred_element_type=jnp.float32) * (sx * sw)
    return y, y.astype(E5), jnp.max(jnp.abs(a8), axis=1), (a8 * a8).astype(jnp.float32)


def as_saved(a: np.ndarray) -> np.ndarray:
    """f8 outputs as float32 (NumPy cannot load an .npy of ml_dtypes' f8 types back)."""
    return a.astype(np.float32) if a.dtype.itemsize == 1 and a.dtype.kind not in "iub" else a


def main() -> None:
    rng = np.random.default_rng(7)
    x = (rng.standard_normal((8, 32)) * 3).astype(np.float32)
    w = rng.standard_normal((32, 16)).astype(np.float32)
    x[0, :4] = [1e6, -1e6, 0.05 * 0.0146484375, 0.05 * 0.0155]
    ins = (x, w, np.float32(0.05), np.float32(0.01))
    export_both(fp8_matmul, "fp8_matmul", OUT, ins, "model",
                lambda mesh: (NamedSharding(mesh, P(None, "model")), NamedSharding(mesh, P("model", None)),
                              NamedSharding(mesh, P()), NamedSharding(mesh, P())))


def export_both(fn, name: str, folder: str, ins, axis: str, shardings) -> None:
    """`fn` exported as `name`.{shardy,gspmd}.mlir (over 2 and 4 devices of a mesh of `axis`,
    `shardings(mesh)` its in_shardings), `ins` and XLA's outputs (the same in both forms) saved."""
    kept = None
    for form, n in (("shardy", 2), ("gspmd", 4)):
        jax.config.update("jax_use_shardy_partitioner", form == "shardy")
        mesh = Mesh(np.array(jax.devices()[:n]), (axis,))
        jf = jax.jit(fn, in_shardings=shardings(mesh))
        with open(os.path.join(folder, f"{name}.{form}.mlir"), "w") as f:
            f.write(jf.lower(*ins).as_text())
        outs = [as_saved(np.asarray(o)) for o in jax.tree_util.tree_leaves(jf(*ins))]
        if kept is None:
            kept = outs
        for a, b in zip(outs, kept, strict=True):
            assert np.array_equal(a, b, equal_nan=True), f"{form}: XLA's outputs differ from the other form's"
    for i, a in enumerate(ins):
        np.save(os.path.join(folder, f"in{i}.npy"), a)
    for i, a in enumerate(kept):
        np.save(os.path.join(folder, f"out{i}.npy"), a)


def flax_fp8() -> None:
    import flax.linen as nn
    from flax.linen import fp8_ops

    class MLP(nn.Module):
        @nn.compact
        def __call__(self, x):
            x = nn.relu(nn.Dense(32, dot_general_cls=fp8_ops.Fp8DotGeneralOp)(x))
            return nn.Dense(8, dot_general_cls=fp8_ops.Fp8DotGeneralOp)(x)

    model = MLP()
    x = np.random.default_rng(4).standard_normal((16, 16)).astype(np.float32)
    variables = model.init(jax.random.PRNGKey(0), x)

    def grad(leaves):
        v = jax.tree_util.tree_unflatten(tree, leaves[:-1])

        def loss(params):
            y, _ = model.apply({**v, "params": params}, leaves[-1], mutable=["_overwrite_with_gradient"])
            return jnp.mean(y ** 2)
        return jax.grad(loss)(v["params"])

    leaves, tree = jax.tree_util.tree_flatten(variables)
    ins = [np.asarray(a) for a in leaves] + [x]
    out = os.path.join(OUT, "flax_fp8")
    os.makedirs(out, exist_ok=True)
    export_both(lambda *a: grad(list(a)), "flax_fp8", out, ins, "data",
                lambda mesh: [NamedSharding(mesh, P())] * (len(ins) - 1) + [NamedSharding(mesh, P("data"))])


if __name__ == "__main__":
    main()
    flax_fp8()
