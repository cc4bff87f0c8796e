"""Control flow exported by JAX (`lax.cond`, `lax.switch`, `lax.fori_loop` with a traced bound,
`lax.while_loop`) with sharded operands, in both forms, and the outputs JAX computes for them (needs
jax 0.10.2; the tests do not).

    XLA_FLAGS=--xla_force_host_platform_device_count=8 python make_control.py [--only NAME ...]

Writes `NAME.shardy.mlir` and `NAME.gspmd.mlir` here, lowered with `jax.jit(f, in_shardings=...,
out_shardings=...)` on a mesh of 2 (`data`), 4 (`model`) or 2x2 (`data` x `model`) host devices, and
`../jax_expected/NAME.FORM/in*.npy, out*.npy`: seeded inputs and the outputs of the same function
run unsharded on ONE device (XLA's CPU collectives deadlock over more devices than cores; the
global result is what every sharding must reproduce). The two forms get different run-time
operands (a predicate, an index, a trip count), so the stored runs take different branches and
loop lengths.
"""
import argparse
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "..", "jax_expected")
f32, i32 = jnp.float32, jnp.int32
devs = np.array(jax.devices()[:8])
MESH2 = Mesh(devs[:2], ("data",))
MESH4 = Mesh(devs[:4], ("model",))
MESH22 = Mesh(devs[:4].reshape(2, 2), ("data", "model"))

MODULES = {}  # name -> dict(fn, mesh, args, out, runs={form: the run-time scalars})


def module(mesh, args, out, runs):
    """`args`: (shape, dtype, PartitionSpec tuple) per argument; scalars listed in `runs[form]`
    (argument index -> value) are given those values, the rest are seeded normals."""
    def deco(fn):
        MODULES[fn.__name__] = dict(fn=fn, mesh=mesh, args=args, out=out, runs=runs)
        return fn
    return deco


def wsc(x, mesh, *spec):
    return lax.with_sharding_constraint(x, NamedSharding(mesh, P(*spec)))


@module(MESH4, [((), f32, ()), ((8, 16), f32, ()), ((16, 32), f32, (None, "model")), ((32, 16), f32, ("model", None))],
        out=((),), runs={"shardy": {0: 1.5}, "gspmd": {0: -0.5}})
def cond_megatron(p, x, w1, w2):
    """`lax.cond(p > 0, ...)`: a Megatron MLP (column- then row-parallel: an all-reduce inside the
    branch) or an elementwise branch."""
    return lax.cond(p > 0, lambda x: jnp.tanh(x @ w1) @ w2, lambda x: x * 2.0 + 1.0, x)


@module(MESH22, [((), i32, ()), ((8, 16), f32, ("data",)), ((16, 16), f32, (None, "model"))],
        out=(("data",),), runs={"shardy": {0: 1}, "gspmd": {0: 7}})
def switch_2d(k, x, w):
    """`lax.switch(k, ...)` on 2x2 (k is clamped into range): a matmul with a `model`-split weight,
    a sharding constraint inside a branch, a mean over the `data`-split batch (an all-reduce)."""
    return lax.switch(k, [lambda x: x @ w,
                          lambda x: wsc(jnp.tanh(x), MESH22, "data", "model") * 2.0,
                          lambda x: x - jnp.mean(x, axis=0, keepdims=True)], x)


@module(MESH4, [((), i32, ()), ((8, 16), f32, (None, "model")), ((16, 16), f32, ("model", None)), ((16,), f32, ())],
        out=((None, "model"),), runs={"shardy": {0: 5}, "gspmd": {0: 0}})
def fori_traced(n, h, w, b):
    """`fori_loop(0, n, ...)` with a traced n: a `while` loop whose body contracts a `model`-split
    dimension (an all-reduce every iteration) and uses the counter."""
    return lax.fori_loop(0, n, lambda i, h: jnp.tanh(h @ w + b * i.astype(f32)), h)


@module(MESH2, [((8, 16), f32, ("data",)), ((), f32, ())], out=((), ("data",)),
        runs={"shardy": {1: 1e-3}, "gspmd": {1: 0.25}})
def while_converge(x, tol):
    """`lax.while_loop` until max|x| <= tol (or 60 steps): the condition reduces the `data`-split x
    (an all-reduce of the maximum in every test); halving is exact, so the count is too."""
    def cond(s):
        return (s[0] < 60) & (jnp.max(jnp.abs(s[1])) > tol)
    return lax.while_loop(cond, lambda s: (s[0] + 1, s[1] * 0.5), (jnp.int32(0), x))


@module(MESH2, [((), f32, ()), ((8, 16), f32, ("data",)), ((16, 16), f32, ()), ((8, 16), f32, ("data",))],
        out=((), ()), runs={"shardy": {0: 1.0}, "gspmd": {0: -1.0}})
def cond_train(p, x, w, y):
    """An SGD step through `lax.cond`: `jax.grad` differentiates the branch taken (JAX exports the
    forward case with its residuals and a backward case)."""
    def loss(w):
        h = lax.cond(p > 0, lambda x: jnp.tanh(x @ w), lambda x: (x @ w) * 0.5, x)
        return jnp.mean((h - y) ** 2)
    l, g = jax.value_and_grad(loss)(w)
    return l, w - 0.1 * g


@module(MESH22, [((), i32, ()), ((8, 16), f32, ("data", "model")), ((16, 16), f32, ("model", None))],
        out=(("data", "model"),), runs={"shardy": {0: 4}, "gspmd": {0: 3}})
def nested(n, x, w):
    """A traced-bound `fori_loop` whose body branches on the counter's parity (`lax.cond` inside
    the loop; the odd branch contracts the `model`-split dim) and a `while_loop` inside a branch."""
    def body(i, x):
        def odd(x):
            return jnp.tanh(x @ w)

        def even(x):
            return lax.while_loop(lambda s: s[0] < i, lambda s: (s[0] + 1, s[1] * 0.9), (jnp.int32(0), x))[1]
        return lax.cond(i % 2 == 1, odd, even, x)
    return lax.fori_loop(0, n, body, x)


def lower(name, form):
    m = MODULES[name]
    jax.config.update("jax_use_shardy_partitioner", form == "shardy")
    sh = lambda spec: NamedSharding(m["mesh"], P(*spec))  # noqa: E731
    out = m["out"]
    out_sh = tuple(sh(s) for s in out) if len(out) > 1 else sh(out[0])
    args = [jax.ShapeDtypeStruct(shape, dt) for shape, dt, _ in m["args"]]
    f = jax.jit(m["fn"], in_shardings=tuple(sh(spec) for _, _, spec in m["args"]), out_shardings=out_sh)
    return f.lower(*args).as_text()


def inputs(name, form, seed=0):
    rng = np.random.default_rng(seed)
    run = MODULES[name]["runs"][form]
    out = []
    for k, (shape, dt, _) in enumerate(MODULES[name]["args"]):
        if k in run:
            out.append(np.array(run[k], dtype=np.dtype(dt)))
        else:
            out.append((rng.standard_normal(shape) / np.sqrt(shape[-1] if shape else 1)).astype(np.float32))
    return out


def expected(name, ins):
    """The function run unsharded on one device."""
    with jax.default_device(jax.devices()[0]):
        outs = jax.jit(MODULES[name]["fn"])(*[jnp.asarray(x) for x in ins])
    return [np.asarray(o) for o in (outs if isinstance(outs, (tuple, list)) else (outs,))]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", nargs="+", help="these module names")
    a = ap.parse_args()
    for name in a.only or list(MODULES):
        for form in ("shardy", "gspmd"):
            key = f"{name}.{form}"
            text = lower(name, form)
            with open(os.path.join(HERE, key + ".mlir"), "w") as f:
                f.write(text if text.endswith("\n") else text + "\n")
            d = os.path.join(EXPECTED, key)
            os.makedirs(d, exist_ok=True)
            ins = inputs(name, form)
            for i, x in enumerate(ins):
                np.save(os.path.join(d, f"in{i}.npy"), x)
            for i, y in enumerate(expected(name, ins)):
                np.save(os.path.join(d, f"out{i}.npy"), y)
            print(f"wrote {key}.mlir and {len(ins)} inputs")


if __name__ == "__main__":
    main()
