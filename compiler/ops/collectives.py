"""Collectives as Graph-IR ops: ops of partitioned (per-device, SPMD) programs only.

Their meaning (groups, local shapes, bytes, numeric semantics) is the runtime's collective table
(`shardflow.runtime.collectives`); here each kind is registered as an op whose `spmd` rule runs it
for every device at once (the SPMD simulator) with that table's `combine`, the same code the
runtime's in-process communicator runs. `all_slice` moves no data (each device keeps its piece).
"""
from __future__ import annotations

from shardflow.runtime.collectives import KINDS, MOVING, groups  # noqa: F401  (groups: re-exported)

from ..ir import TensorType
from .registry import OPS, OpDef, OpError, register

COLLECTIVES = MOVING


def _one(name, types):
    if len(types) != 1:
        raise OpError(f"{name} takes 1 operand, got {len(types)}")
    return types[0]


def _shape_rule(name):
    def infer(types, attrs):
        t = _one(name, types)
        rec = KINDS[name]
        for key in ("dim", "split_dim", "concat_dim"):
            if key in attrs and not 0 <= attrs[key] < t.rank:
                raise OpError(f"{name}: dimension {attrs[key]} out of range for {t}")
        for key in ("dim", "split_dim"):
            if key in attrs and name in ("all_slice", "reduce_scatter", "all_to_all") and t.shape[attrs[key]] % attrs["n"]:
                raise OpError(f"{name}: dimension {attrs[key]} of {t} does not split into {attrs['n']}")
        return [TensorType(rec.local_shape(t.shape, attrs), t.dtype)]
    return infer


def _simulate(name):
    rec = KINDS[name]

    def spmd(xs, attrs, mesh):
        out = rec.run(dict(enumerate(xs)), attrs, mesh)
        return [out[d] for d in range(len(xs))]
    return spmd


def _no_reference(name):
    def ref(xs, attrs):
        raise OpError(f"{name} is a per-device collective: run it with the SPMD simulator, not the reference")
    return ref


for _name in KINDS:
    register(OpDef(_name, _shape_rule(_name), _no_reference(_name), splat_preserving=_name == "all_slice"))
    OPS[_name].spmd = _simulate(_name)
