"""Regenerate the `jax.shard_map` test modules (sm_*.shardy.mlir, sm_*.gspmd.mlir) and their expected
outputs (../jax_expected/shard_map/NAME/in*.npy, out*.npy). Needs jax 0.10.2; the tests do not.

    python make_shard_map.py            # from this folder

Each program is lowered twice, with `jax_use_shardy_partitioner` True (`sdy.manual_computation`) and
False (GSPMD: `@Sharding` + `@SPMDFullToShardShape`, a `func.call` of the body,
`@SPMDShardToFullShape`). The expected outputs are computed on ONE device, never by running the
collectives on several (XLA's CPU runtime deadlocks executing collectives over more devices than
this machine has cores): `emulate` reproduces a shard_map with nested `jax.vmap`s, one per manual
mesh axis, each carrying the axis name, so `psum`, `all_gather`, `psum_scatter`, `ppermute`,
`all_to_all` and `axis_index` run as JAX's own batching rules define them. Inputs are split per
`in_specs` into a leading dimension per manual axis; outputs are assembled per `out_specs` (an
output a spec leaves unsplit over a manual axis is read at index 0 of that axis: JAX requires it to
be the same on every device). `check_emulation` compares `emulate` with the real shard_map on a
2-device mesh, where XLA's CPU collectives do run. XLA's CPU runtime has no ragged all-to-all at all:
sm_ragged's expected outputs come from NumPy (`ragged_rows`), by jax.lax.ragged_all_to_all's
documented meaning.
"""
import os
import sys
from math import prod

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "..", "jax_expected", "shard_map")
S, f32 = jax.ShapeDtypeStruct, jnp.float32
devs = np.array(jax.devices()[:8])
mesh22 = Mesh(devs[:4].reshape(2, 2), ("data", "model"))
mesh4 = Mesh(devs[:4], ("model",))


def _entry_axes(e):
    return [] if e is None else [e] if isinstance(e, str) else list(e)


def emulate(body, sizes: dict, in_specs, out_specs, manual):
    """`body` (written for shard_map) as a function of global arrays, on one device (see the module
    docstring). `sizes`: mesh axis -> size; `manual`: the manual axes, in mesh order."""
    manual = [a for a in sizes if a in manual]
    single = not isinstance(out_specs, (tuple, list))

    def split(x, spec):
        spec = tuple(spec) + (None,) * (x.ndim - len(spec))
        shape, names = [], []
        for d, e in enumerate(spec):
            axes = _entry_axes(e)
            mine = [a for a in axes if a in manual]
            assert axes[:len(mine)] == mine, "manual axes must be major-most"
            shape += [sizes[a] for a in mine] + [x.shape[d] // prod(sizes[a] for a in mine)]
            names += mine + [None]
        y = x.reshape(shape)
        order = [names.index(a) for a in manual if a in names] + [i for i, n in enumerate(names) if n is None]
        return y.transpose(order), [a for a in manual if a in names]

    def assemble(y, spec):
        mentioned = [a for e in spec for a in _entry_axes(e) if a in manual]
        y = y[tuple(slice(None) if a in mentioned else 0 for a in manual)]
        kept = [a for a in manual if a in mentioned]
        local = y.shape[len(kept):]
        spec = tuple(spec) + (None,) * (len(local) - len(spec))
        perm, shape = [], []
        for d, e in enumerate(spec):
            mine = [a for a in _entry_axes(e) if a in manual]
            perm += [kept.index(a) for a in mine] + [len(kept) + d]
            shape.append(prod(sizes[a] for a in mine) * local[d])
        return y.transpose(perm).reshape(shape)

    def f(*args):
        pieces = [split(x, s) for x, s in zip(args, in_specs, strict=True)]

        def nest(k):
            if k == len(manual):
                return body
            present = tuple(0 if manual[k] in axes else None for _, axes in pieces)
            return jax.vmap(nest(k + 1), in_axes=present, out_axes=0, axis_name=manual[k],
                            axis_size=sizes[manual[k]])

        outs = nest(0)(*[p for p, _ in pieces])
        outs = (outs,) if single else outs
        specs = (out_specs,) if single else out_specs
        res = tuple(assemble(y, s) for y, s in zip(outs, specs, strict=True))
        return res[0] if single else res
    return f


# -- the programs: (body, in_specs, out_specs, manual axes or None = all) -----------------------------------

def megatron(x, w1, w2):
    """Row-parallel second matmul: each device holds a slice of the hidden; psum finishes it."""
    return jax.lax.psum(jax.nn.relu(x @ w1) @ w2, "model")


def gather(x):
    tiled = jax.lax.all_gather(x, "model", axis=1, tiled=True)
    stacked = jax.lax.all_gather(x, "model", axis=0)  # a new leading axis of size 2
    return tiled * 2.0, stacked


def scatter(x, w):
    """psum_scatter of a contraction-split product: each device keeps its rows of the sum."""
    y = x @ w
    return jax.lax.psum_scatter(y, "model", scatter_dimension=0, tiled=True), \
        jax.lax.psum_scatter(y[:2], "model", scatter_dimension=0)


def ring(x):
    n = 4
    right = jax.lax.ppermute(x, "model", [(i, (i + 1) % n) for i in range(n)])
    left = jax.lax.ppermute(x, "model", [(i, (i - 1) % n) for i in range(n)])
    swap = jax.lax.ppermute(x, "model", [(0, 2), (2, 0), (1, 3), (3, 1)])
    return right - left, swap


def a2a(x):
    return jax.lax.all_to_all(x, "model", 1, 0, tiled=True), jax.lax.all_to_all(x[:2], "data", 0, 1, tiled=False)


def index(x):
    i = jax.lax.axis_index("model")
    j = jax.lax.axis_index("data")
    return x + (10 * i + j).astype(f32), jnp.full((1,), jax.lax.axis_index(("data", "model")))


def partial_manual(x, w):
    """Manual over 'model', automatic over 'data' (x is split over 'data' outside)."""
    h = jnp.tanh(x @ w)
    return jax.lax.psum(h * (1.0 + jax.lax.axis_index("model").astype(f32)), "model")


def replicated(x):
    """Specs that split nothing: only the collective's replica groups tell a GSPMD reader the mesh."""
    return jax.lax.psum(x * (1.0 + jax.lax.axis_index("model").astype(f32)), "model")


def local_decisions(x, w):
    """What each device decides on its own: the last pipeline stage's output summed over the stages
    (`where(axis_index == 3, y, 0)`), a cond on axis_index and one on local data, a while_loop
    whose trip count is the device's index, and a psum of one number repeated per device."""
    i = jax.lax.axis_index("model")
    y = jnp.tanh(x @ w)
    stage = jax.lax.psum(jnp.where(i == 3, y, 0.0), "model")
    branch = jax.lax.psum(jax.lax.cond(i == 0, lambda v: v * 2.0, jnp.cos, y), "model")
    local = jax.lax.cond(y.sum() > 0, lambda v: v + 1.0, lambda v: v - 1.0, y)
    _, grown = jax.lax.while_loop(lambda c: c[0] < i + 1, lambda c: (c[0] + 1, c[1] * 2.0), (0, y))
    flag = jax.lax.psum(jnp.where(x.sum() > 0, 5.0, 2.0) * jnp.ones((2, 3)), "model")
    return stage, branch, local, grown, flag


def ring_while(x, n):
    """A ppermute in a while_loop of a traced trip count (a loop kept as a loop)."""
    def step(c):
        k, v = c
        return k + 1, jnp.tanh(jax.lax.ppermute(v, "model", [(j, (j + 1) % 4) for j in range(4)]) + v)
    return jax.lax.while_loop(lambda c: c[0] < n, step, (0, x))[1]


def splat_psum(x):
    """A psum of one number repeated on each device, decided by local data."""
    return x + 1.0, jax.lax.psum(jnp.where(x.sum() > 0, 5.0, 2.0) * jnp.ones((2, 3)), "model")


def loss(x, w1, w2):
    y = jax.shard_map(megatron, mesh=mesh22, in_specs=(P("data"), P(None, "model"), P("model", None)),
                      out_specs=P("data"))(x, w1, w2)
    return jnp.sum(y * y)


PROGRAMS = {
    "sm_megatron": (megatron, mesh22, (P("data"), P(None, "model"), P("model", None)), P("data"), None,
                    [(8, 16), (16, 32), (32, 16)]),
    "sm_all_gather": (gather, mesh22, (P("data", "model"),), (P("data", "model"), P(None, "data", "model")), None,
                      [(8, 8)]),
    "sm_psum_scatter": (scatter, mesh22, (P(None, "model"), P("model", None)), (P("model"), P("model")), None,
                        [(4, 8), (8, 4)]),
    "sm_ppermute": (ring, mesh4, (P("model"),), (P("model"), P("model")), None, [(8, 4)]),
    "sm_all_to_all": (a2a, mesh22, (P("data", "model"),), (P("data", "model"), P("data", "model")),
                      None, [(8, 8)]),
    "sm_axis_index": (index, mesh22, (P("data", "model"),), (P("data", "model"), P(("data", "model"))), None,
                      [(4, 4)]),
    "sm_replicated": (replicated, mesh22, (P(),), P(), None, [(4, 4)]),
    "sm_partial": (partial_manual, mesh22, (P(None, "model"), P("model", None)), P(), {"model"}, [(8, 8), (8, 4)]),
    "sm_local_decisions": (local_decisions, mesh4, (P("model"), P()), (P(), P(), P("model"), P("model"), P()), None,
                           [(8, 6), (6, 6)]),
    "sm_splat_psum": (splat_psum, mesh4, (P("model"),), (P("model"), P()), None, [(8, 6)]),
    "sm_ring_while": (ring_while, mesh4, (P("model"), P()), P("model"), None, [(8, 6), np.array(3, np.int32)]),
}


def write(name, text):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(text if text.endswith("\n") else text + "\n")


def save(name, inputs, outputs):
    folder = os.path.join(EXPECTED, name)
    os.makedirs(folder, exist_ok=True)
    for old in os.listdir(folder):
        os.remove(os.path.join(folder, old))
    for k, a in enumerate(inputs):
        np.save(os.path.join(folder, f"in{k}.npy"), np.asarray(a))
    for k, a in enumerate(outputs):
        np.save(os.path.join(folder, f"out{k}.npy"), np.asarray(a))


def inputs_for(name, shapes):
    """Seeded standard normals of the shapes (an array given instead is that input)."""
    rng = np.random.default_rng(sum(map(ord, name)))
    return [s if isinstance(s, np.ndarray) else rng.standard_normal(s).astype(np.float32) for s in shapes]


def program(name):
    """(jitted shard_map, its one-device emulation, inputs)."""
    body, mesh, ins, outs, manual, shapes = PROGRAMS[name]
    sizes = dict(mesh.shape)
    axis_names = set(manual) if manual else set(sizes)
    sm = jax.shard_map(body, mesh=mesh, in_specs=ins, out_specs=outs, axis_names=axis_names)
    if name == "sm_partial":  # the automatic axis 'data' splits x outside the manual region
        jit = jax.jit(sm, in_shardings=(NamedSharding(mesh, P("data", "model")), NamedSharding(mesh, P("model"))))
    else:
        jit = jax.jit(sm)
    return jit, emulate(body, sizes, ins, outs, axis_names), inputs_for(name, shapes)


def grad_program():
    vg = jax.value_and_grad(loss, argnums=(1, 2))

    def step(x, w1, w2):
        value, (g1, g2) = vg(x, w1, w2)
        return value, g1, g2

    def ref(x, w1, w2):
        emu = emulate(megatron, dict(mesh22.shape), (P("data"), P(None, "model"), P("model", None)), P("data"),
                      {"data", "model"})
        value, (g1, g2) = jax.value_and_grad(lambda *a: jnp.sum(emu(*a) ** 2), argnums=(1, 2))(x, w1, w2)
        return value, g1, g2
    return jax.jit(step), ref, inputs_for("sm_grad", [(8, 16), (16, 32), (32, 16)])


def ragged(x, sizes):
    """Expert-parallel token dispatch as MoE code writes it: each device sends `sizes[j]` of its rows
    (in order) to device j of its 'model' group, packed on the receiver by sender."""
    n = mesh22.shape["model"]
    ioff = jnp.cumsum(sizes) - sizes
    recv = jax.lax.all_to_all(sizes, "model", 0, 0, tiled=True)
    before = jnp.arange(n)[:, None] < jax.lax.axis_index("model")
    ooff = jnp.sum(jnp.where(before, jax.lax.all_gather(sizes, "model"), 0), axis=0).astype(sizes.dtype)
    # (varying over the axes, as the rows written into it are: JAX types the call's result as its
    # `output`, and an invariant one would make the gradient psum the cotangent over the mesh)
    out = jax.lax.pcast(jnp.full((2 * x.shape[0],) + x.shape[1:], -1.0, x.dtype), ("data", "model"), to="varying")
    return jax.lax.ragged_all_to_all(x, out, ioff, sizes, ooff, recv, axis_name="model")


def ragged_program():
    """`ragged`, a loss of its rows weighted by w, and the loss's gradient by x (JAX transposes the
    call into another one). XLA's CPU runtime has no ragged all-to-all, so the expected outputs come
    from `ragged_rows`."""
    spec = P(("data", "model"))
    sm = jax.shard_map(ragged, mesh=mesh22, in_specs=(spec, spec), out_specs=spec)

    def step(x, sizes, w):
        def loss(x):
            y = sm(x, sizes)
            return jnp.sum(y * w), y
        (total, y), gx = jax.value_and_grad(loss, has_aux=True)(x)
        return y, total, gx

    rng = np.random.default_rng(11)
    x, w = inputs_for("sm_ragged", [(24, 3), (48, 3)])
    sizes = np.concatenate([rng.multinomial(int(rng.integers(2, 7)), [0.5, 0.5]) for _ in range(4)]).astype(np.int32)
    return jax.jit(step), ragged_rows, [x, sizes, w]


def ragged_rows(x, sizes, w):
    """`ragged`'s step in NumPy, from jax.lax.ragged_all_to_all's documented meaning: which row of x
    lands where, on the 2x2 mesh (device = 2 * data + model, groups along 'model')."""
    xs, ss, ws = np.split(x, 4), np.split(sizes, 4), np.split(w, 4)
    ys = [np.full((2 * len(xs[0]), x.shape[1]), -1.0, np.float32) for _ in range(4)]
    gx = [np.zeros_like(a) for a in xs]
    for group in ((0, 1), (2, 3)):
        for k, src in enumerate(group):
            start = 0
            for j, dst in enumerate(group):
                at = sum(int(ss[other][j]) for other in group[:k])   # after the rows of earlier senders
                rows = slice(start, start + int(ss[src][j]))
                ys[dst][at:at + int(ss[src][j])] = xs[src][rows]
                gx[src][rows] += ws[dst][at:at + int(ss[src][j])]
                start += int(ss[src][j])
    y = np.concatenate(ys)
    return y, np.float32(np.sum(y * w, dtype=np.float64)), np.concatenate(gx)


def check_emulation():
    """emulate == the real shard_map on 2 devices (XLA runs collectives over 2 CPU devices)."""
    m2 = Mesh(devs[:2], ("model",))

    def body(x, w):
        y = jax.lax.psum(x @ w, "model")
        g = jax.lax.all_gather(x, "model", axis=1, tiled=True)
        s = jax.lax.psum_scatter(x @ w, "model", scatter_dimension=1, tiled=True)
        r = jax.lax.ppermute(x, "model", [(0, 1), (1, 0)])
        a = jax.lax.all_to_all(x, "model", 0, 1, tiled=True)
        return y, g, s, r + jax.lax.axis_index("model").astype(f32), a
    specs = ((P(None, "model"), P("model", None)), (P(), P(None, "model"), P(None, "model"), P(None, "model"),
                                                    P(None, "model")))
    x, w = inputs_for("check", [(4, 8), (8, 4)])
    real = jax.jit(jax.shard_map(body, mesh=m2, in_specs=specs[0], out_specs=specs[1]))(x, w)
    emu = emulate(body, {"model": 2}, *specs, {"model"})(x, w)
    for a, b in zip(real, emu, strict=True):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-6, atol=1e-6)


def main():
    check_emulation()
    cases = {name: program(name) for name in PROGRAMS}
    cases["sm_grad"] = grad_program()
    cases["sm_ragged"] = ragged_program()
    for name, (jit, ref, inputs) in cases.items():
        outs = ref(*inputs)
        save(name, inputs, outs if isinstance(outs, tuple) else (outs,))
        for shardy in (True, False):
            jax.config.update("jax_use_shardy_partitioner", shardy)
            text = jit.lower(*[S(a.shape, a.dtype) for a in inputs]).as_text()
            write(f"{name}.{'shardy' if shardy else 'gspmd'}.mlir", text)
        jax.config.update("jax_use_shardy_partitioner", True)
        print(name, [tuple(np.shape(o)) for o in (outs if isinstance(outs, tuple) else (outs,))])


if __name__ == "__main__":
    sys.exit(main())
