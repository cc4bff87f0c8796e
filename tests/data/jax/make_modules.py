"""Regenerate the JAX-exported test modules in this folder (needs jax; the tests do not).

    XLA_FLAGS=--xla_force_host_platform_device_count=8 python make_modules.py

Each function is lowered with `jax.jit(...).lower(...).as_text()` twice: with
`jax_use_shardy_partitioner=True` (NAME.shardy.mlir) and False (NAME.gspmd.mlir, GSPMD
`mhlo.sharding` form) where the GSPMD form matters. Absolute paths in debug locations are
replaced by this script's file name so the files do not depend on where they were made.
"""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
S, f32 = jax.ShapeDtypeStruct, jnp.float32
devs = np.array(jax.devices()[:8])
mesh1 = Mesh(devs[:4], ("model",))
mesh2 = Mesh(devs.reshape(2, 4), ("data", "model"))


def ns(mesh, *spec):
    return NamedSharding(mesh, P(*spec))


def mlp(x, w1, w2):
    return jax.nn.relu(x @ w1) @ w2


def mlp_wsc(x, w1, w2):
    h = jax.lax.with_sharding_constraint(jax.nn.relu(x @ w1), ns(mesh2, "data", "model"))
    return h @ w2


def open_dim(x):
    y = jax.lax.with_sharding_constraint(jnp.tanh(x), ns(mesh2, "data", P.UNCONSTRAINED))
    return y * 2.0


def calls(x, w):
    sub = jax.jit(lambda a, b: jnp.tanh(a @ b))
    return sub(sub(x, w), w.T)


def reduce_ops(x):
    return jnp.sum(x, axis=1), jnp.max(x, axis=0), jnp.min(x), jnp.mean(x, axis=0)


def misc(x, y, i):
    a = jnp.concatenate([x, y], axis=1)
    b = a[:, 2:10:2]
    c = jnp.where(x > y, jnp.exp(x), jnp.log(jnp.abs(y) + 1))
    d = jnp.transpose(c).reshape(4, 32)
    e = jax.nn.sigmoid(x) ** 2 - jnp.sqrt(jnp.abs(x)) / jax.lax.rsqrt(jnp.abs(y) + 1.0)
    f = jnp.arange(16, dtype=jnp.int32)[None, :] + i
    g = jnp.minimum(x, -y).astype(jnp.bfloat16).astype(jnp.float32)
    return b, d, e, f, g, jnp.any(x > 0, axis=1), jnp.all(x > 0)


def consts(x):
    c = jnp.array([[1.5, -2.25, 3.0, 1e-3]], dtype=jnp.bfloat16)
    h = jnp.array([0.1, 0.2, 65504.0, -0.0], dtype=jnp.float16)
    i = jnp.array([[True, False, True, True]])
    y = jax.lax.dot_general(x, c.T, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
    return y, x.astype(jnp.float16) * h, jnp.where(i, x, 0), jnp.array([7, -3, 2**40]) + 0


def small(x, w):
    return jnp.tanh(x @ w).sum()


def loop(x):
    return jax.lax.fori_loop(0, 3, lambda i, v: v * 2.0, x)


def write(name, lowered, debug_info=False):
    text = lowered.as_text(debug_info=debug_info).replace(os.path.abspath(__file__), "make_modules.py")
    with open(os.path.join(HERE, name), "w") as f:
        f.write(text if text.endswith("\n") else text + "\n")


def main():
    x, w1, w2 = S((8, 16), f32), S((16, 32), f32), S((32, 16), f32)
    for shardy in (True, False):
        jax.config.update("jax_use_shardy_partitioner", shardy)
        tag = "shardy" if shardy else "gspmd"
        write(f"mlp_1d.{tag}.mlir", jax.jit(mlp, in_shardings=(ns(mesh1), ns(mesh1, None, "model"),
                                                               ns(mesh1, "model", None)),
                                            out_shardings=ns(mesh1)).lower(x, w1, w2))
        write(f"mlp_2d.{tag}.mlir", jax.jit(mlp, in_shardings=(ns(mesh2, "data"), ns(mesh2, None, "model"),
                                                               ns(mesh2, "model", None)),
                                            out_shardings=ns(mesh2, "data", None)).lower(x, w1, w2))
        write(f"mlp_wsc.{tag}.mlir", jax.jit(mlp_wsc).lower(x, w1, w2))
        write(f"open_dim.{tag}.mlir", jax.jit(open_dim).lower(x))
        write(f"calls.{tag}.mlir", jax.jit(calls, in_shardings=(ns(mesh1, "model"), ns(mesh1)))
              .lower(x, S((16, 16), f32)))
    jax.config.update("jax_use_shardy_partitioner", True)
    write("reduce_ops.shardy.mlir", jax.jit(reduce_ops).lower(x))
    write("misc.shardy.mlir", jax.jit(misc).lower(x, x, S((), jnp.int32)))
    write("consts.shardy.mlir", jax.jit(consts).lower(S((3, 4), jnp.bfloat16)))
    write("debuginfo.shardy.mlir", jax.jit(small).lower(S((4, 8), f32), S((8, 2), f32)), debug_info=True)
    write("while.shardy.mlir", jax.jit(loop).lower(S((4,), f32)))
    from jax.experimental.shard_alike import shard_alike
    write("shard_alike.shardy.mlir", jax.jit(lambda a, b: sum(shard_alike(jnp.tanh(a), jnp.exp(b))))
          .lower(x, x))
    emesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2, devices=devs)

    def unreduced(a, b):
        y = jnp.dot(a, b, out_sharding=P("data", None, unreduced={"model"}))
        return jax.sharding.reshard(y, P("data", None))

    with jax.set_mesh(emesh):
        write("unreduced.shardy.mlir", jax.jit(unreduced).lower(
            S((8, 32), f32, sharding=ns(emesh, "data", "model")), S((32, 16), f32, sharding=ns(emesh, "model", None))))


if __name__ == "__main__":
    main()
