"""Bytes each device receives: shardflow's partitioned programs next to the Megatron-LM ideal, as a
ratio, for the forward pass, the backward pass and a whole training step.

Two counts per row: what `explain` reports (the bandwidth-optimal formulas of API.md) and what the
lowered multi-device module moves (the bytes of every `flow.tensor.transfer` a device receives; the
largest over the devices). The ratio is lowered / ideal; the script exits 1 when either count of a
row exceeds its ideal.

Ideal (Megatron-LM): one all-reduce of the activations over `model` per row-parallel layer in the
forward pass, one per column-parallel layer group (the input gradient) in the backward pass, and,
on a `data x model` mesh, one all-reduce over `data` of every weight gradient and of the (scalar)
loss in a training step.

    python bench/comm_volume.py
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

from shardflow import compiler as sfc  # noqa: E402
from shardflow.compiler import Mesh  # noqa: E402
from shardflow.compiler.lower.multi_device import transferred_bytes  # noqa: E402

from models import specs  # noqa: E402

SUBLAYERS = {"mlp": 1, "attention": 1, "block": 2}


def _allreduce_bytes(nbytes: float, n: int) -> float:
    return 2 * (n - 1) / n * nbytes


def _local_bytes(shape, spec_sharding, mesh) -> int:
    elems = 4
    for s in spec_sharding.bind(shape, mesh).local_shape(shape, mesh):
        elems *= s
    return elems


def ideal(model: str, act_shape, mesh: Mesh, which: str, weight_specs) -> float:
    n = mesh.axis_size("model")
    data = mesh.axis_size("data") if "data" in mesh.names else 1
    act = 4
    for s in act_shape:
        act *= s
    act /= data
    fwd = SUBLAYERS[model] * _allreduce_bytes(act, n)
    if which == "forward":
        return fwd
    if which == "backward":
        return fwd  # the input gradient of each sublayer: the same all-reduce, transposed
    grads = sum(_allreduce_bytes(_local_bytes(s.shape, s.sharding or _rep(), mesh), data) for s in weight_specs)
    loss = _allreduce_bytes(4, data)  # the f32 loss, summed over the batch shards
    return 2 * fwd + (grads + loss if data > 1 else 0)


def _rep():
    from shardflow.compiler import Sharding
    return Sharding.replicated()


def program(fn, which):
    """forward: fn(x, *weights); backward and step: a squared-error loss against a target, its
    gradients for the input and every weight (the input gradient feeds the layer below), and for
    the step an SGD update of the weights."""
    if which == "forward":
        return lambda x, target, *w: fn(x, *w)

    def loss(x, target, *w):
        d = fn(x, *w) - target
        return sfc.reduce_sum(d * d)

    def step(x, target, *w):
        nums = (0,) + tuple(range(2, 2 + len(w)))
        value, grads = sfc.value_and_grad(loss, argnums=nums)(x, target, *w)
        if which == "backward":
            return (value,) + tuple(grads)
        return (value, grads[0]) + tuple(p - 0.01 * g for p, g in zip(w, grads[1:]))
    return step


def _bytes(prog, axis=None):
    return sum(c.bytes_per_device for c in prog.collectives if axis is None or c.axes == (axis,))


def _lowered(prog, axis=None) -> int:
    return max(transferred_bytes(prog, None if axis is None else (axis,)))


def measure(model, mesh, which):
    """(explain's bytes, the lowered module's bytes, the ideal, the collective kinds) of one row."""
    fn, sp, act = specs(model, mesh.shape)
    sp = [sp[0], sp[0]] + sp[1:]  # the target is laid out like the input
    prog = sfc.partition(sfc.trace(program(fn, which), *sp, mesh=mesh))
    got, lowered = _bytes(prog), _lowered(prog)
    if which == "backward":  # the backward alone, on `model`: the grad program minus its forward pass
        fwd = sfc.partition(sfc.trace(program(fn, "forward"), *sp, mesh=mesh))
        got = _bytes(prog, "model") - _bytes(fwd, "model")
        lowered = _lowered(prog, "model") - _lowered(fwd, "model")
    return got, lowered, ideal(model, act, mesh, which, sp[2:]), sorted({c.kind for c in prog.collectives})


def main() -> int:
    print(f"{'model':<10} {'pass':<9} {'mesh':<26} {'explain B/dev':>14} {'lowered B/dev':>14} {'ideal B/dev':>12} "
          f"{'ratio':>6}  collectives")
    over = []
    for mesh in (Mesh.of({"model": 4}), Mesh.of({"data": 2, "model": 2})):
        for model in ("mlp", "attention", "block"):
            for which in ("forward", "backward", "step"):
                got, lowered, want, kinds = measure(model, mesh, which)
                print(f"{model:<10} {which:<9} {str(mesh):<26} {got:>14.0f} {lowered:>14.0f} {want:>12.0f} "
                      f"{lowered / want:>6.2f}  {', '.join(kinds)}")
                if max(got, lowered) > want:
                    over.append(f"{model} {which} on {mesh}")
    if over:
        print(f"more bytes than the ideal: {'; '.join(over)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
