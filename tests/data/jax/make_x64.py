"""Programs of JAX's x64 mode (`jax_enable_x64`: f64 and i64 throughout) lowered by JAX 0.10.2 to
sharded StableHLO in both forms, with inputs and the outputs of the same function run unsharded on
one device (needs jax; the tests do not).

    python make_x64.py [--only NAME ...]

Writes NAME.shardy.mlir and NAME.gspmd.mlir here and ../jax_expected/NAME.FORM/in*.npy, out*.npy.
`tests/test_jax_interop.py` runs them all with `shardflow run`, and checks f64 comes back f64 to
f64's precision.
"""
import argparse
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh  # noqa: E402

from module_writer import FORMS, write_module  # noqa: E402

devs = np.array(jax.devices()[:4])
MESH4 = Mesh(devs[:4], ("model",))
MESH22 = Mesh(devs[:4].reshape(2, 2), ("data", "model"))
f64 = jnp.float64
MODELS = {}


class Arg:
    def __init__(self, shape, dtype=f64, spec=(), gen=None):
        self.shape, self.dtype, self.spec = tuple(shape), dtype, spec
        self.gen = gen or (lambda rng, s: rng.standard_normal(s))   # float64


def model(mesh, args, out):
    def deco(fn):
        MODELS[fn.__name__] = dict(fn=fn, mesh=mesh, args=args, out=out)
        return fn
    return deco


@model(MESH22, [Arg((8, 16), spec=("data", "model")), Arg((16, 12), spec=("model", None))],
       out=(("data", None), (), ("data",), ("data", None)))
def x64_science(x, w):
    """A tensor-parallel f64 product (an f64 all-reduce), transcendental and special functions (libm
    and the f64 forms of lgamma, digamma, cbrt), a softmax, an f64 while loop, i64 argmax indices
    and a cast down to f32."""
    h = jnp.tanh(x @ w)
    special = jax.scipy.special.gammaln(jnp.abs(h) + 0.5) + jax.scipy.special.digamma(jnp.abs(h) + 0.5) \
        + jnp.cbrt(h) + jnp.sin(3 * h) * jnp.exp(-h) + jnp.log1p(jnp.abs(h))

    def body(c):
        y, t = c
        return y * 0.5 + jnp.cos(y) * 1e-3, t + 1.0
    settled, steps = lax.while_loop(lambda c: c[1] < 7.0, body, (special, 0.0))
    return (jax.nn.softmax(settled, axis=1), steps, jnp.argmax(settled, axis=1),
            jnp.cumsum(h, axis=1).astype(jnp.float32))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", nargs="+", choices=sorted(MODELS))
    for name in ap.parse_args().only or sorted(MODELS):
        for form in FORMS:
            write_module(name, MODELS[name], form)


if __name__ == "__main__":
    main()
