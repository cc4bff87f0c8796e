"""Convolutional networks as JAX exports them (`stablehlo.convolution`, issue 12), sharded on the batch,
the channels and the spatial dims. Needs jax 0.10.2; the tests do not.

    python make_cnn.py                    # NAME.FORM.mlir here, ../jax_expected/NAME.FORM/
    python make_cnn.py --only cnn_train   # some of them
    python make_cnn.py --xla-bytes        # their rows of ../jax_expected/xla_bytes.json

Each model is `jax.jit(f, in_shardings=..., out_shardings=...)` on a mesh of 4 host CPU devices,
lowered in Shardy form (`NAME.shardy.mlir`) and in GSPMD form (`NAME.gspmd.mlir`). The conv layers
compute what flax.linen's `nn.Conv` does (NHWC inputs, HWIO kernels, `lax.conv_general_dilated`
with explicit or 'SAME' padding, then the bias), written with `jax.lax` so that flax is not needed.

Expected outputs: `../jax_expected/NAME.FORM/out{i}.npy` are the same function run unsharded on one
device (XLA on CPU deadlocks executing collectives over more devices than cores; the global result
is what every sharding must reproduce), for the seeded inputs stored beside them (`in{i}.npy`).

`--xla-bytes` compiles (never runs) each stored module's sharded program and writes the collectives
of XLA's partitioned HLO, priced with shardflow's formulas (`tests/xla_hlo.py`), into
`../jax_expected/xla_bytes.json` as make_transformers.py does for its models; tests/test_xla_bytes.py
then runs these modules and checks that shardflow moves no more bytes than XLA.
"""
from __future__ import annotations

import argparse
import json
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh  # noqa: E402

from module_writer import FORMS, XLA_BYTES, write_module, xla_bytes  # noqa: E402
f32, i32 = jnp.float32, jnp.int32
devs = np.array(jax.devices()[:4])
MESH22 = Mesh(devs.reshape(2, 2), ("data", "model"))
SPACE4 = Mesh(devs, ("space",))
NHWC = ("NHWC", "HWIO", "NHWC")

MODELS: dict[str, dict] = {}  # name -> dict(fn, mesh, args, out)


class Arg:
    def __init__(self, shape, spec=(), dtype=f32, gen=None):
        self.shape, self.spec, self.dtype, self.gen = tuple(shape), spec, dtype, gen


def kernel(rng, shape):
    """HWIO kernels and dense weights as models initialize them: std 1/sqrt(fan in), fan in = every
    dim but the last (output features)."""
    return (rng.standard_normal(shape) / np.sqrt(np.prod(shape[:-1]))).astype(np.float32)


def kernel_oihw(rng, shape):
    return (rng.standard_normal(shape) / np.sqrt(np.prod(shape[1:]))).astype(np.float32)


def small(rng, shape):
    return (0.1 * rng.standard_normal(shape)).astype(np.float32)


def labels(rng, shape):
    return rng.integers(0, 10, shape).astype(np.int32)


def model(mesh, args, out):
    def deco(fn):
        MODELS[fn.__name__] = dict(fn=fn, mesh=mesh, args=args, out=out)
        return fn
    return deco


def conv(x, w, b=None, strides=(1, 1), padding="SAME", groups=1):
    """flax.linen.Conv's computation: NHWC x HWIO, then the bias."""
    y = lax.conv_general_dilated(x, w, strides, padding, dimension_numbers=NHWC, feature_group_count=groups)
    return y if b is None else y + b


def avg_pool(x):
    """flax.linen.avg_pool(x, (2, 2), strides=(2, 2)): a reduce_window sum over 2x2, divided by 4."""
    return lax.reduce_window(x, 0.0, lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4.0


# -- models ---------------------------------------------------------------------------------------
CNN_ARGS = [Arg((3, 3, 3, 16), (None, None, None, "model"), gen=kernel), Arg((16,), ("model",), gen=small),
            Arg((3, 3, 1, 16), (None, None, None, "model"), gen=kernel),
            Arg((3, 3, 16, 32), (None, None, "model", None), gen=kernel), Arg((32,), gen=small),
            Arg((32, 10), gen=kernel), Arg((10,), gen=small)]


def _cnn(p, x):
    """conv 3x3 (channels split: column parallel) + relu, depthwise 3x3 (channels split: no
    communication), 2x2 average pool, strided conv 3x3 (input channels split: row parallel, a partial
    sum), global average pool, dense."""
    w1, b1, wd, w2, b2, wf, bf = p
    h = jax.nn.relu(conv(x, w1, b1))
    h = jax.nn.relu(conv(h, wd, groups=16))
    h = avg_pool(h)
    h = jax.nn.relu(conv(h, w2, b2, strides=(2, 2)))
    return jnp.mean(h, axis=(1, 2)) @ wf + bf


@model(MESH22, CNN_ARGS + [Arg((4, 8, 8, 3), ("data",))], out=(("data",),))
def cnn_fwd(w1, b1, wd, w2, b2, wf, bf, x):
    """A small CNN's logits, batch over `data`, channels over `model` (2x2)."""
    return _cnn((w1, b1, wd, w2, b2, wf, bf), x)


@model(MESH22, CNN_ARGS + [Arg((4, 8, 8, 3), ("data",)), Arg((4,), ("data",), dtype=i32, gen=labels)],
       out=((),) + tuple(a.spec for a in CNN_ARGS))
def cnn_train(w1, b1, wd, w2, b2, wf, bf, x, y):
    """One SGD step (lr 0.1) of that CNN on softmax cross-entropy with int32 labels: the loss and the
    updated parameters (the kernels' gradients are convolutions contracting over the batch, the
    depthwise one with batch groups; the input's gradient of the strided conv is lhs-dilated)."""
    p = (w1, b1, wd, w2, b2, wf, bf)

    def loss(p):
        logits = _cnn(p, x)
        return -jnp.mean(jnp.sum(jax.nn.one_hot(y, 10) * jax.nn.log_softmax(logits), axis=-1))
    value, grads = jax.value_and_grad(loss)(p)
    return (value,) + tuple(w - 0.1 * g for w, g in zip(p, grads, strict=True))


@model(SPACE4, [Arg((2, 32, 8, 4), (None, "space")), Arg((3, 3, 4, 8), gen=kernel), Arg((3, 3, 8, 8), gen=kernel)],
       out=((None, "space"), (None, "space"), (), ()))
def conv_spatial(x, w1, w2):
    """Rows of the image split 4 ways (spatial parallelism): conv 3x3 + relu, strided conv 3x3, each
    reading a halo of rows across shard edges; the input's gradient (lhs-dilated convs) and the
    kernels' (convolutions contracting the split rows: per-shard sums over a halo, all-reduced)."""
    def f(x, w1, w2):
        return conv(jax.nn.relu(conv(x, w1)), w2, strides=(2, 2))
    z, vjp = jax.vjp(f, x, w1, w2)
    return (z,) + vjp(z)


@model(MESH22, [Arg((4, 4, 9, 9), ("data",)), Arg((6, 2, 3, 3), ("model",), gen=kernel_oihw)],
       out=(("data", "model"), ("model",)))
def conv_nchw(x, w):
    """NCHW / OIHW, two feature groups (the kernels' output features split over `model`), rhs dilation
    2, stride (1, 2), explicit padding; and the kernel's gradient (a batch-grouped convolution)."""
    def f(w):
        return lax.conv_general_dilated(x, w, (1, 2), ((2, 1), (1, 2)), rhs_dilation=(2, 1),
                                        dimension_numbers=("NCHW", "OIHW", "NCHW"), feature_group_count=2)
    y, vjp = jax.vjp(f, w)
    return y, vjp(jnp.tanh(y))[0]


# -- lowering, expected outputs ----------------------------------------------------------------------
def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", nargs="+", choices=sorted(MODELS), help="these models (default: all)")
    ap.add_argument("--xla-bytes", action="store_true", help=f"write XLA's collectives to {XLA_BYTES}")
    a = ap.parse_args()
    if not a.xla_bytes:
        for name in a.only or MODELS:
            for form in FORMS:
                write_module(name, MODELS[name], form)
        return
    with open(XLA_BYTES) as f:
        table = json.load(f)
    for name in a.only or MODELS:
        for form in FORMS:
            table[f"{name}.{form}"] = xla_bytes(name, MODELS[name], form)
            print(f"{name}.{form}: {table[f'{name}.{form}']['bytes_per_device_total']} B/device")
    with open(XLA_BYTES, "w") as f:
        json.dump(dict(sorted(table.items())), f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
