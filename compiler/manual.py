"""`sfc.shard_map` and the collectives its body calls, with JAX's names, arguments and semantics.

    y = sfc.shard_map(f, in_specs=(Sharding.spec("data"), Sharding.spec(None, "model")),
                      out_specs=Sharding.spec("data"))(x, w)

Inside `f` each argument has its LOCAL shape: the piece of the global argument its `in_spec` gives
one device (of each group of the manual axes). `f` may call `psum` / `pmax` / `pmin`,
`all_gather`, `psum_scatter`, `ppermute`, `all_to_all` and `axis_index` over manual axes, and any
other shardflow op. Each output is assembled from every device's piece by its `out_spec`; an
output whose spec leaves out a manual axis must be the same on every device along it (JAX's
`check_vma` proves that; here it is the caller's promise, as with `check_vma=False`: the value of
the device at coordinate 0 is taken). `axis_names` makes the body manual over those axes only: the
others stay automatic (values in the body are global along them, and shardflow partitions them).

Specs are `Sharding`s (`Sharding.spec(...)`, JAX's `PartitionSpec` order) or None (replicated); one
spec stands for every argument (output), as a JAX spec prefix does. In each dimension the manual
axes must come first.

Gradients: `sfc.grad` through a shard_map differentiates the body per device and wraps the result
in a shard_map of its own (in_specs: the primal ones, then the out_specs for the cotangents;
out_specs: the in_specs), as JAX's transpose rule does. Per device the collectives transpose as in
JAX without `check_vma`: psum -> psum, all_gather -> psum_scatter (and back), all_to_all -> the
reverse all_to_all, ppermute -> the inverse permutation; the cotangent of an output replicated
over manual axes is divided among their devices, and the cotangent of an argument replicated over
manual axes is summed over them (an output that is a psum over those axes passes its cotangent
straight to the psum's operand instead: the same value, one all-reduce fewer). The backward body recomputes the forward body's values it needs
(residuals are not passed across the boundary); a forward collective whose result the gradient
does not read is dropped.
"""
from __future__ import annotations

from math import prod
from typing import Callable, Sequence

import numpy as np

from shardflow.runtime.errors import ShardingError
from shardflow.runtime.sharding import Sharding

from . import dtypes
from .ir import Graph, ManualScope, Value
from .ops.manual import KIND, auto_part, body_mesh, global_type, local_type, manual_prefix_error
from .ops.registry import OPS, OpError
from .trace import Builder, Tensor, TraceError

__all__ = ["shard_map", "psum", "pmax", "pmin", "all_gather", "psum_scatter", "ppermute", "all_to_all",
           "axis_index"]


# -- shard_map -----------------------------------------------------------------------------------------
def _specs(specs, n: int, what: str) -> list[Sharding]:
    if specs is None or isinstance(specs, Sharding):
        return [specs or Sharding.replicated()] * n
    if not isinstance(specs, (tuple, list)):
        raise TraceError(f"{what} must be a Sharding (e.g. Sharding.spec('data', None)), None, or a tuple of "
                         f"them with one per {'argument' if what == 'in_specs' else 'output'}; got {specs!r}")
    if len(specs) != n:
        raise TraceError(f"{what} has {len(specs)} entries for {n} {'arguments' if what == 'in_specs' else 'outputs'}")
    out = []
    for k, s in enumerate(specs):
        if s is not None and not isinstance(s, Sharding):
            raise TraceError(f"{what}[{k}] must be a Sharding (e.g. Sharding.spec('data', None)) or None, got {s!r}")
        out.append(s or Sharding.replicated())
    return out


def _dead_ops(graph: Graph) -> None:
    """Drop ops whose results nothing uses (forward values a backward body does not read)."""
    live, kept = set(graph.outputs), []
    for op in reversed(graph.ops):
        if any(r in live for r in op.results):
            kept.append(op)
            live.update(op.operands)
    graph.ops = kept[::-1]


def shard_map(f: Callable, in_specs, out_specs, *, axis_names: Sequence[str] | None = None) -> Callable:
    """`f` run per device with local shapes (see the module docstring); call the result inside a
    traced function, on tensors of a device group."""
    if not callable(f):
        raise TraceError(f"shard_map needs a function, got {f!r}")

    def wrapped(*args):
        b = Builder.current()
        g = b.graph
        if g.mesh is None:
            raise ShardingError("shard_map: the traced function is not on a device group; pass group= to "
                                "sfc.compile/sfc.trace")
        for k, x in enumerate(args):
            if not isinstance(x, Tensor) or x.builder is not b:
                raise TraceError(f"shard_map argument {k} must be a Tensor of this trace, got {x!r}")
        scope = g.scope
        device_mesh = scope.device_mesh if scope is not None else g.mesh
        outer = scope.manual_axes if scope is not None else ()
        names = tuple(g.mesh.names) if axis_names is None else tuple(axis_names)
        for a in names:
            if a not in g.mesh.names:
                why = "is already manual here" if a in outer else f"is not an axis of the mesh {g.mesh}"
                raise ShardingError(f"shard_map axis_names: {a!r} {why}")
        manual = tuple(a for a in g.mesh.names if a in names)
        ins = []
        for k, (x, s) in enumerate(zip(args, _specs(in_specs, len(args), "in_specs"), strict=True)):
            s = s.bind(x.shape, g.mesh, what=f"shard_map argument {k} of shape {list(x.shape)}")
            _check_boundary(s, manual, f"in_specs[{k}]")
            ins.append(s)
        body = Graph(f"shard_map_{getattr(f, '__name__', 'body')}", body_mesh(g.mesh, manual))
        body.scope = ManualScope(device_mesh, tuple(a for a in device_mesh.names if a in set(outer) | set(manual)))
        for k, (x, s) in enumerate(zip(args, ins, strict=True)):
            t = local_type(x.value.type, s, manual, g.mesh)
            body.add_input(t, auto_part(s, manual).closed().bind(t.shape, body.mesh), f"arg{k}")
        inner = Builder(body)
        Builder._stack.append(inner)
        try:
            res = f(*[Tensor(v, inner) for v in body.inputs])
        finally:
            Builder._stack.pop()
        single = isinstance(res, Tensor)
        outs = [res] if single else list(res) if isinstance(res, (tuple, list)) else None
        if not outs:
            raise TraceError(f"the shard_map body must return a Tensor or a tuple/list of Tensors, got {res!r}")
        shardings, body_out = [], []
        for k, (o, s) in enumerate(zip(outs, _specs(out_specs, len(outs), "out_specs"), strict=True)):
            if not isinstance(o, Tensor) or o.builder is not inner:
                raise TraceError(f"output {k} of the shard_map body is not a Tensor computed in the body, got {o!r}; "
                                 f"a tensor of the enclosing trace must be passed to the body as an argument")
            s0 = s.bind(o.shape, g.mesh, allow_uneven=True, what=f"shard_map output {k}")
            _check_boundary(s0, manual, f"out_specs[{k}]")
            t = global_type(o.value.type, s0, manual, g.mesh)
            shardings.append(s0.bind(t.shape, g.mesh, what=f"shard_map output {k} of shape {list(t.shape)}"))
            body_out.append(auto_part(shardings[-1], manual).bind(o.shape, body.mesh))
        body.set_outputs([o.value for o in outs], [f"out{k}" for k in range(len(outs))], body_out)
        _dead_ops(body)
        body.verify()
        fixed = []
        for x, s in zip(args, ins, strict=True):
            v = x.value
            if not (v.fixed and v.sharding == s and v.producer is not None
                    and OPS[v.producer.kind].constrains is not None):
                x = b.op("reshard", [x], {"sharding": s, "implicit": True})
                x.value.sharding, x.value.fixed = s, True
            fixed.append(x)
        attrs = {"body": body, "mesh": device_mesh, "manual_axes": manual, "in_shardings": tuple(ins),
                 "out_shardings": tuple(shardings)}
        results = b.op_multi(KIND, fixed, attrs)
        for r, s in zip(results, shardings, strict=True):
            r.value.sharding, r.value.fixed = s, True
        return results[0] if single else tuple(results)

    wrapped.__name__ = f"shard_map({getattr(f, '__name__', 'f')})"
    return wrapped


def _check_boundary(s: Sharding, manual, what: str) -> None:
    why = manual_prefix_error(s, manual)
    if why:
        raise ShardingError(f"shard_map {what} = {s!r}: {why}")
    if s.partial:
        raise ShardingError(f"shard_map {what} = {s!r}: a spec cannot be a pending sum")


# -- collectives ---------------------------------------------------------------------------------------
def _scope(what: str) -> tuple[Builder, ManualScope]:
    b = Builder.current()
    if b.graph.scope is None:
        raise TraceError(f"{what} acts over the manual mesh axes of a shard_map: call it inside the function "
                         f"passed to sfc.shard_map")
    return b, b.graph.scope


def _axes(axis_name, what: str) -> tuple[Builder, ManualScope, tuple[str, ...], int]:
    """(builder, scope, the named manual axes, their device count)."""
    b, scope = _scope(what)
    names = (axis_name,) if isinstance(axis_name, str) else tuple(axis_name) if isinstance(
        axis_name, (tuple, list)) else None
    if not names or not all(isinstance(a, str) for a in names):
        raise TraceError(f"{what}: axis_name must be a mesh axis name or a tuple of them, got {axis_name!r}")
    mesh = scope.device_mesh
    for a in names:
        if a not in mesh.names:
            raise ShardingError(f"{what}: unknown mesh axis {a!r}; the mesh has axes {list(mesh.names)}")
        if a not in scope.manual_axes:
            raise ShardingError(f"{what} over mesh axis {a!r}, which is not manual in this shard_map (manual: "
                                f"{list(scope.manual_axes)}); add it to axis_names, or let shardflow partition "
                                f"that axis through shardings")
    if len(set(names)) != len(names):
        raise ShardingError(f"{what}: axis_name {list(names)} names an axis twice")
    return b, scope, names, prod(mesh.axis_size(a) for a in names)


def _tensor(x, b: Builder, what: str) -> Tensor:
    if not isinstance(x, Tensor) or x.builder is not b:
        raise TraceError(f"{what} takes a Tensor of the shard_map body, got {x!r}")
    return x


def _dim(d: int, rank: int, what: str) -> int:
    if isinstance(d, bool) or not isinstance(d, (int, np.integer)) or not -rank <= d < rank:
        raise TraceError(f"{what}: dimension {d!r} is out of range for a rank-{rank} tensor")
    return int(d) % rank


def _op(b: Builder, kind: str, x: Tensor, attrs: dict, what: str) -> Tensor:
    try:
        return b.op(kind, [x], attrs)
    except OpError as e:
        raise TraceError(f"{what}: {e}") from None


def _reduce(reducer: str, name: str):
    def fn(x, axis_name):
        what = f"sfc.{name}"
        if isinstance(x, (tuple, list)):
            return type(x)(fn(t, axis_name) for t in x)
        b, _, axes, n = _axes(axis_name, what)
        return _op(b, "all_reduce", _tensor(x, b, what), {"axes": axes, "n": n, "reducer": reducer}, what)
    fn.__name__ = name
    fn.__doc__ = (f"The {reducer} of `x` over the devices along `axis_name` (a manual axis, or a tuple of "
                  f"them), on every one of them (JAX's `{name}`); `x` may be a tuple/list of Tensors.")
    return fn


psum, pmax, pmin = _reduce("add", "psum"), _reduce("max", "pmax"), _reduce("min", "pmin")


def all_gather(x, axis_name, *, axis: int = 0, tiled: bool = False) -> Tensor:
    """Every device's `x` along `axis_name`, in axis order: stacked on a new dimension `axis`, or with
    `tiled` concatenated along `axis` (JAX's `all_gather`)."""
    what = "sfc.all_gather"
    b, _, axes, n = _axes(axis_name, what)
    x = _tensor(x, b, what)
    if not tiled:
        d = _dim(axis, x.ndim + 1, what)
        x = b.op("reshape", [x], {"shape": x.shape[:d] + (1,) + x.shape[d:]})
    else:
        d = _dim(axis, x.ndim, what)
    return _op(b, "all_gather", x, {"dim": d, "axes": axes, "n": n}, what)


def psum_scatter(x, axis_name, *, scatter_dimension: int = 0, tiled: bool = False) -> Tensor:
    """The sum over `axis_name` of `x`, device k keeping piece k of dimension `scatter_dimension`:
    a 1/n slice with `tiled`, else that dimension (of size n) removed (JAX's `psum_scatter`)."""
    what = "sfc.psum_scatter"
    b, _, axes, n = _axes(axis_name, what)
    x = _tensor(x, b, what)
    d = _dim(scatter_dimension, x.ndim, what)
    if not tiled and x.shape[d] != n:
        raise TraceError(f"{what}: dimension {d} has size {x.shape[d]}, but an untiled scatter needs the "
                         f"{n} devices along {list(axes)} (or pass tiled=True)")
    y = _op(b, "reduce_scatter", x, {"dim": d, "axes": axes, "n": n, "reducer": "add"}, what)
    return y if tiled else b.op("reshape", [y], {"shape": y.shape[:d] + y.shape[d + 1:]})


def all_to_all(x, axis_name, split_axis: int, concat_axis: int, *, tiled: bool = False) -> Tensor:
    """Device k gets chunk k (of n, along `split_axis`) of every device's `x` along `axis_name`, in
    axis order, concatenated along `concat_axis` with `tiled`; untiled, `split_axis` (of size n) is
    removed and the chunks are stacked on a new `concat_axis` (JAX's `all_to_all`)."""
    what = "sfc.all_to_all"
    b, _, axes, n = _axes(axis_name, what)
    x = _tensor(x, b, what)
    s = _dim(split_axis, x.ndim, what)
    if tiled:
        c = _dim(concat_axis, x.ndim, what)
        return _op(b, "all_to_all", x, {"split_dim": s, "concat_dim": c, "axes": axes, "n": n}, what)
    c = _dim(concat_axis, x.ndim, what)  # in the result, which has x's rank
    if x.shape[s] != n:
        raise TraceError(f"{what}: split_axis {s} has size {x.shape[s]}, but an untiled all_to_all needs the "
                         f"{n} devices along {list(axes)} (or pass tiled=True)")
    y = _op(b, "all_to_all", x, {"split_dim": s, "concat_dim": s, "axes": axes, "n": n}, what)
    perm = [d for d in range(x.ndim) if d != s]
    perm.insert(c, s)
    return y if perm == list(range(x.ndim)) else b.op("transpose", [y], {"permutation": tuple(perm)})


def _linear(coords: dict, axes, mesh) -> int:
    i = 0
    for a in axes:
        i = i * mesh.axis_size(a) + coords[a]
    return i


def ppermute(x, axis_name, perm) -> Tensor:
    """`x` sent from the device at index i along `axis_name` to the one at index j, for each (i, j)
    of `perm`; a device no pair sends to gets zeros (JAX's `ppermute`)."""
    what = "sfc.ppermute"
    b, scope, axes, n = _axes(axis_name, what)
    x = _tensor(x, b, what)
    try:
        pairs = [(int(i), int(j)) for i, j in perm]
    except (TypeError, ValueError):
        raise TraceError(f"{what}: perm must be (source, destination) index pairs, got {perm!r}") from None
    if any(not (0 <= i < n and 0 <= j < n) for i, j in pairs):
        raise TraceError(f"{what}: perm {pairs} has an index outside 0..{n - 1} (the devices along {list(axes)})")
    for k, side in ((0, "source"), (1, "destination")):
        if len({p[k] for p in pairs}) != len(pairs):
            raise TraceError(f"{what}: perm {pairs} names a {side} twice")
    to = dict(pairs)
    mesh = scope.device_mesh
    devices = []
    for d in mesh.devices():
        c = mesh.coords(d)
        i = _linear(c, axes, mesh)
        if i in to:
            dst = dict(c)
            for a, v in zip(reversed(axes), _unravel(to[i], [mesh.axis_size(a) for a in reversed(axes)])):
                dst[a] = v
            devices.append((d, mesh.device_at(dst)))
    return _op(b, "collective_permute", x, {"pairs": tuple(sorted(devices)), "axes": axes, "n": n}, what)


def _unravel(i: int, sizes_minor_first) -> list[int]:
    out = []
    for s in sizes_minor_first:
        out.append(i % s)
        i //= s
    return out


def axis_index(axis_name) -> Tensor:
    """This device's index along `axis_name` (a tuple: the linear index over those axes, the first
    major), as an int32 scalar (JAX's `axis_index`): computed from `partition_id` as JAX does."""
    what = "sfc.axis_index"
    b, scope, axes, _ = _axes(axis_name, what)
    mesh = scope.device_mesh
    pid = b.op("partition_id", [])
    if mesh.device_ids is not None:  # ids in another order: look the index up in a table of them
        table = np.zeros(mesh.size, np.int32)
        for d in mesh.devices():
            table[d] = _linear(mesh.coords(d), axes, mesh)
        from . import functional as F
        idx = F.dynamic_slice(F.constant(table), [F.convert(pid, "i32")], (1,))
        return F.reshape(idx, ())
    out = None
    for a in axes:
        stride = prod(mesh.axis_size(n) for n in mesh.names[mesh.axis_index(a) + 1:])
        c = b.op("remainder", [b.op("divide", [pid, _u32(b, stride)]), _u32(b, mesh.axis_size(a))])
        out = c if out is None else b.op("add", [b.op("multiply", [out, _u32(b, mesh.axis_size(a))]), c])
    return b.op("convert", [out], {"dtype": "i32"})


def _u32(b: Builder, v: int) -> Tensor:
    return b.op("constant", [], {"value": np.array(v, np.uint32)})


# -- gradients (the shard_map record's vjp, ops/manual.py) --------------------------------------------
def _replay(b: Builder, body: Graph, args: list[Tensor]) -> dict[Value, Value]:
    """The body's ops appended to `b`'s graph on `args`: old value -> new value."""
    env = {v: t.value for v, t in zip(body.inputs, args, strict=True)}
    for op in body.ops:
        new = b.graph.add_op(op.kind, [env[v] for v in op.operands], dict(op.attrs), loc=op.loc)
        for r, nr in zip(op.results, new.results, strict=True):
            env[r] = nr
            if r.fixed:
                nr.sharding, nr.fixed = r.sharding, True
    return env


def _uses(ops, outputs) -> dict:
    out: dict = {}
    for op in ops:
        for v in op.operands:
            out[v] = out.get(v, 0) + 1
    for v in outputs:
        out[v] = out.get(v, 0) + 1
    return out


def shard_map_vjp(op, ins, outs, g):
    """See the module docstring: a shard_map of the body's per-device backward."""
    from .autodiff import backward
    at = op.attrs
    body, manual, mesh = at["body"], at["manual_axes"], at["mesh"]
    cts = g if isinstance(g, list) else [g]
    wrt = [k for k, v in enumerate(op.operands) if dtypes.is_float(v.dtype)]
    seeded = [k for k, r in enumerate(op.results) if cts[k] is not None and dtypes.is_float(r.dtype)]
    if not wrt or not seeded:
        return [None] * len(ins)

    def missing(s: Sharding) -> tuple[str, ...]:
        return tuple(a for a in manual if a not in s.used_axes)

    def bwd(*args):
        b = Builder.current()
        xs, seeds_in = list(args[:len(ins)]), args[len(ins):]
        start = len(b.graph.ops)
        env = _replay(b, body, xs)
        seeds: dict = {}
        uses = _uses(b.graph.ops[start:], [env[v] for v in body.outputs])
        for k, ct in zip(seeded, seeds_in, strict=True):
            axes = missing(at["out_shardings"][k])
            v = env[body.outputs[k]]
            src = v.producer
            summed = OPS[src.kind].sums_over(src) if src is not None and OPS[src.kind].sums_over else None
            if axes and uses[v] == 1 and summed is not None and set(axes) <= set(summed):
                # psum over A ⊇ M of ct / |M| (ct is the same along M) is psum over A \ M of ct: seed
                # the psum's operand with that, instead of dividing and then summing over M again
                rest = tuple(a for a in summed if a not in axes)
                v, ct = src.operands[0], psum(ct, rest) if rest else ct
            else:
                n = prod(mesh.axis_size(a) for a in axes)
                ct = ct * (1.0 / n) if n > 1 else ct
            seeds[v] = seeds[v] + ct if v in seeds else ct
        grads = backward(b, start, seeds, [xs[k] for k in wrt])
        out = []
        for k, gk in zip(wrt, grads, strict=True):
            axes = missing(at["in_shardings"][k])
            out.append(psum(gk, axes) if axes else gk)
        return tuple(out)

    in_specs = tuple(at["in_shardings"]) + tuple(at["out_shardings"][k] for k in seeded)
    out_specs = tuple(at["in_shardings"][k] for k in wrt)
    res = shard_map(bwd, in_specs, out_specs, axis_names=manual)(*ins, *[cts[k] for k in seeded])
    grads = [None] * len(ins)
    for k, r in zip(wrt, res if isinstance(res, tuple) else (res,), strict=True):
        grads[k] = r
    return grads

