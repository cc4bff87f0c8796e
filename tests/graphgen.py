"""Random graphs over the whole op set, random meshes and random shardings (for property tests)."""
from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec

MESHES = [Mesh.of({"x": 1}), Mesh.of({"x": 2}), Mesh.of({"x": 3}), Mesh.of({"x": 4}),
          Mesh.of({"data": 2, "model": 2})]
SIZES = (12, 24)  # divisible by every mesh axis size above
UNEVEN_SIZES = (5, 7, 9, 12)  # with uneven=True: most split unevenly (compiler/passes/pad_uneven.py)


@st.composite
def shardings(draw, shape, mesh, uneven=False):
    """A random even sharding of `shape` on `mesh` (each axis on at most one dim); with `uneven`,
    dimensions need not divide by their shard counts."""
    dims = [[] for _ in shape]
    for axis in mesh.names:
        d = draw(st.integers(-1, len(shape) - 1))
        if d >= 0:
            n = 1
            for a in dims[d]:
                n *= mesh.axis_size(a)
            if uneven or shape[d] % (n * mesh.axis_size(axis)) == 0:
                dims[d].append(axis)
    return Sharding(dims)


@st.composite
def programs(draw, max_ops=6, uneven=False):
    """(mesh, input specs, fn) for a random program; `uneven` draws sizes and shardings that do not
    divide (inputs and reshards split unevenly)."""
    mesh = draw(st.sampled_from(MESHES))
    n_in = draw(st.integers(1, 3))
    specs = []
    for i in range(n_in):
        rank = draw(st.integers(1, 3))
        shape = tuple(draw(st.sampled_from(UNEVEN_SIZES if uneven else SIZES)) for _ in range(rank))
        specs.append(Spec(shape, "f32", draw(shardings(shape, mesh, uneven))))
    choices = draw(st.lists(st.tuples(st.integers(0, 13), st.integers(0, 10 ** 6)), min_size=1, max_size=max_ops))
    reshards = [draw(shardings((24, 24, 24), mesh)) for _ in range(3)]
    return mesh, specs, _program(choices, reshards, mesh, uneven)


def _pick_sharding(s: Sharding, shape, mesh, uneven=False):
    dims = [tuple(a for a in d) for d in s.dims[:len(shape)]]
    out = []
    for d, axes in enumerate(dims):
        n = 1
        keep = []
        for a in axes:
            if uneven or shape[d] % (n * mesh.axis_size(a)) == 0:
                keep.append(a)
                n *= mesh.axis_size(a)
        out.append(tuple(keep))
    return Sharding(out)


def _program(choices, reshards, mesh, uneven=False):
    def fn(*xs):
        vals = list(xs)
        for kind, seed in choices:
            rng = np.random.default_rng(seed)
            x = vals[rng.integers(len(vals))]
            r = x.ndim
            if kind == 0:
                y = [sfc.tanh, sfc.negate, sfc.abs, sfc.logistic][rng.integers(4)](x)
            elif kind == 1:
                same = [v for v in vals if v.shape == x.shape]
                y = [sfc.add, sfc.multiply, sfc.maximum, sfc.subtract][rng.integers(4)](x, same[rng.integers(len(same))])
            elif kind == 2 and r >= 1:  # matmul with a traced constant weight
                k = x.shape[-1]
                w = sfc.constant(rng.standard_normal((k, 12)).astype(np.float32))
                y = x @ w
            elif kind == 3 and r >= 1:
                y = [sfc.reduce_sum, sfc.reduce_max, sfc.reduce_min][rng.integers(3)](x, int(rng.integers(r)))
            elif kind == 4 and r >= 2:
                y = x.transpose(tuple(rng.permutation(r)))
            elif kind == 5 and r >= 2:  # merge two dims
                d = int(rng.integers(r - 1))
                y = x.reshape(x.shape[:d] + (x.shape[d] * x.shape[d + 1],) + x.shape[d + 2:])
            elif kind == 6 and r >= 1 and r < 3:  # split a dim
                d = int(rng.integers(r))
                y = x.reshape(x.shape[:d] + (x.shape[d] // 2, 2) + x.shape[d + 1:]) if x.shape[d] % 2 == 0 else x
            elif kind == 7 and r < 3:
                y = sfc.broadcast_in_dim(x, (12,) + x.shape, tuple(range(1, r + 1)))
            elif kind == 8 and r >= 1:
                y = sfc.concatenate([x, x], int(rng.integers(r)))
            elif kind == 9 and r >= 1:
                d = int(rng.integers(r))
                lim = list(x.shape)
                lim[d] = max(1, x.shape[d] // 2) if uneven else x.shape[d] // 2  # uneven: never empty
                y = sfc.slice(x, [0] * r, lim)
            elif kind == 10:
                y = x.with_sharding(_pick_sharding(reshards[rng.integers(3)], x.shape, mesh, uneven))
            elif kind == 11:
                y = sfc.where(x > 0.0, x, x * 0.5)
            elif kind == 12 and r >= 1:
                y = x + sfc.iota(x.shape, int(rng.integers(r)), "f32")
            elif kind == 13 and r == 2 and x.shape[0] == x.shape[1]:
                y = x @ x
            else:
                y = x * 2.0
            vals.append(y)
        return vals[-1], vals[len(xs) - 1 + (len(vals) - len(xs)) // 2]
    return fn


def random_inputs(specs, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s.shape).astype(np.float32) for s in specs]
