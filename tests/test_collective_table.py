"""The collective table: every kind in `runtime.collectives.KINDS`, checked field by field.

- shape rule: the Graph-IR op's inferred type is the record's `local_shape`, which is the shape of
  every device's NumPy reference result; bad dimensions are errors;
- bytes: `bytes_per_device` is API.md's formula, and it is what the multi-device lowering really
  transfers into each device;
- simulation: the SPMD simulator (the record's `combine`) and the in-process communicator give every
  device exactly the result an independent NumPy reference gives, on 1-D and 2-D meshes;
- engines: every kind has a multi-device lowering and a StableHLO emission (all_slice is local: no
  transfer, no StableHLO collective).
"""
from __future__ import annotations

import itertools
import re

import numpy as np
import pytest

from shardflow.compiler import Mesh, OpError, Sharding, simulator
from shardflow.compiler.emit.spmd import emit_spmd
from shardflow.compiler.ir import Graph, TensorType
from shardflow.compiler.lower import lower_multi_device
from shardflow.compiler.ops.collectives import COLLECTIVE_OPS
from shardflow.compiler.ops.registry import infer_types
from shardflow.compiler.passes.partition import SpmdProgram
from shardflow.runtime.collectives import KINDS, MOVING
from shardflow.runtime.communicators.in_process import InProcessCommunicator

ALL = sorted(KINDS)
DTYPES = {"f32": np.float32, "i32": np.int32, "f16": np.float16}
MESHES = {"4": (Mesh.of({"model": 4}), [("model",)]),
          "2x3": (Mesh.of({"data": 2, "model": 3}), [("model",), ("data",), ("data", "model"), ("model", "data")]),
          "2x2-ids": (Mesh.of({"data": 2, "model": 2}, device_ids=[3, 1, 2, 0]), [("model",), ("data", "model")])}

#: API.md: bytes each device receives, with n the group size and B the per-device operand bytes.
API_BYTES = {"all_gather": lambda n, B: (n - 1) * B, "all_reduce": lambda n, B: 2 * (n - 1) / n * B,
             "reduce_scatter": lambda n, B: (n - 1) / n * B, "all_to_all": lambda n, B: (n - 1) / n * B,
             "collective_permute": lambda n, B: B, "all_slice": lambda n, B: 0}


# -- an independent NumPy reference ------------------------------------------------------------------
def members(mesh, axes, d) -> list[int]:
    """Device d's group: the devices that differ from d only along `axes`, raveled major to minor."""
    c = mesh.coords(d)
    return [mesh.device_at({**c, **dict(zip(axes, idx, strict=True))})
            for idx in itertools.product(*(range(mesh.axis_size(a)) for a in axes))]


def reference(kind, attrs, values, mesh) -> dict[int, np.ndarray]:
    """Every device's result from every device's operand."""
    if kind == "collective_permute":
        src = {t: s for s, t in attrs["pairs"]}
        return {d: values[src[d]] if d in src else np.zeros_like(values[d]) for d in values}
    reduce = {"add": np.add, "max": np.maximum, "min": np.minimum}[attrs.get("reducer", "add")]
    out = {}
    for d in values:
        grp = members(mesh, attrs["axes"], d)
        xs = [values[m] for m in grp]
        k, n = grp.index(d), len(grp)
        if kind == "all_gather":
            out[d] = np.concatenate(xs, attrs["dim"])
        elif kind in ("all_reduce", "reduce_scatter"):
            total = reduce.reduce([x.astype(np.float64) for x in xs]).astype(xs[0].dtype)
            out[d] = total if kind == "all_reduce" else np.array_split(total, n, attrs["dim"])[k]
        elif kind == "all_to_all":
            out[d] = np.concatenate([np.array_split(x, n, attrs["split_dim"])[k] for x in xs], attrs["concat_dim"])
        elif kind == "all_slice":
            out[d] = np.array_split(values[d], n, attrs["dim"])[k]
        else:
            raise AssertionError(f"no NumPy reference for {kind}: add one")
    return out


def cases(kind, mesh, axes_options, rng):
    """(per-device operand shape, attrs) for `kind`: every axes option, dims and reducers."""
    out = []
    for axes in axes_options:
        n = int(np.prod([mesh.axis_size(a) for a in axes]))
        shape = (2 * n, 3 * n)
        base = {"axes": axes, "n": n}
        if kind in ("all_gather", "all_slice"):
            out += [(shape, {**base, "dim": dim}) for dim in (0, 1)]
        elif kind in ("all_reduce", "reduce_scatter"):
            dims = [{"dim": 0}, {"dim": 1}] if kind == "reduce_scatter" else [{}]
            out += [(shape, {**base, **d, "reducer": r}) for d in dims for r in ("add", "max", "min")]
        elif kind == "all_to_all":
            out += [(shape, {**base, "split_dim": s, "concat_dim": c}) for s, c in ((0, 1), (1, 0), (1, 1))]
        elif kind == "collective_permute":
            perm = rng.permutation(mesh.size)
            dsts = sorted(rng.choice(mesh.size, size=mesh.size - 1, replace=False).tolist())
            out.append(((3, 2), {"pairs": tuple((int(perm[t]), t) for t in dsts), "axes": tuple(mesh.names),
                                 "n": mesh.size}))
        else:
            raise AssertionError(f"no test cases for {kind}: add some")
    return out


def one_op(kind, attrs, shape, dtype, mesh) -> SpmdProgram:
    """A per-device program with one collective."""
    g = Graph("main", mesh)
    x = g.add_input(TensorType(shape, dtype), Sharding([()] * len(shape)), "x")
    r = g.add_op(kind, [x], dict(attrs)).result
    g.set_outputs([r])
    whole = Sharding([()] * len(shape))
    return SpmdProgram(g, mesh, [(x.type, whole)], [(r.type, Sharding([()] * len(r.shape)))])


# -- shape rule --------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ALL)
def test_shape_rule_is_the_records(kind):
    mesh, axes = MESHES["2x3"]
    for shape, attrs in cases(kind, mesh, axes, np.random.default_rng(0)):
        [t] = infer_types(kind, [TensorType(shape, "f32")], attrs)
        assert t == TensorType(KINDS[kind].local_shape(shape, attrs), "f32")


@pytest.mark.parametrize("kind", sorted(k for k, rec in KINDS.items() if rec.resized))
def test_shape_rule_rejects_bad_dimensions(kind):
    rec = KINDS[kind]
    attrs = {"axes": ("model",), "n": 4, **{key: 0 for key in rec.resized}}
    for key in rec.resized:
        with pytest.raises(OpError, match="out of range"):
            infer_types(kind, [TensorType((8, 8), "f32")], {**attrs, key: 2})
    for key, sign in rec.resized.items():
        if sign < 0:
            with pytest.raises(OpError, match="does not split into 4"):
                infer_types(kind, [TensorType((6, 8), "f32")], {**attrs, key: 0})


# -- bytes -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ALL)
@pytest.mark.parametrize("n", [1, 2, 3, 4, 8])
def test_bytes_are_api_formulas(kind, n):
    B = 96 * n
    assert KINDS[kind].bytes_per_device(n, B) == pytest.approx(API_BYTES[kind](n, B))


TRANSFER = re.compile(r"flow\.tensor\.transfer %\S+ : tensor<([^>]*)> to #hal\.device\.promise<@d(\d+)>")


def received(text) -> dict[int, int]:
    """Bytes moved into each device by the module's transfers."""
    out: dict[int, int] = {}
    for ty, dst in TRANSFER.findall(text):
        *dims, dt = ty.split("x")
        out[int(dst)] = out.get(int(dst), 0) + int(np.prod([int(x) for x in dims])) * np.dtype(DTYPES[dt]).itemsize
    return out


@pytest.mark.parametrize("mesh_id", list(MESHES))
@pytest.mark.parametrize("kind", ALL)
def test_lowering_moves_the_tables_bytes(kind, mesh_id):
    mesh, axes = MESHES[mesh_id]
    for shape, attrs in cases(kind, mesh, axes, np.random.default_rng(1)):
        prog = one_op(kind, attrs, shape, "f32", mesh)
        got = received(lower_multi_device(prog))
        B = prog.graph.inputs[0].type.nbytes
        want = KINDS[kind].bytes_per_device(attrs["n"], B)
        if kind == "collective_permute":  # B into each target of another device, nothing into one that
            # keeps its own value (a device that is no target makes zeros: a constant, pinned where used)
            src = {t: s for s, t in attrs["pairs"]}
            assert {d: got.get(d, 0) for d in src} == pytest.approx({d: want if src[d] != d else 0 for d in src}), attrs
        else:
            assert got == pytest.approx({d: want for d in mesh.devices()} if want else {}), attrs


# -- simulation and communicator -----------------------------------------------------------------------
def random_values(mesh, shape, dtype, rng) -> dict[int, np.ndarray]:
    """Small integers, so that sums are exact in every dtype and order."""
    return {d: rng.integers(-8, 9, shape).astype(dtype) for d in mesh.devices()}


@pytest.mark.parametrize("dtype", list(DTYPES))
@pytest.mark.parametrize("mesh_id", list(MESHES))
@pytest.mark.parametrize("kind", ALL)
def test_simulator_and_communicator_match_numpy(kind, mesh_id, dtype):
    mesh, axes = MESHES[mesh_id]
    rng = np.random.default_rng(2)
    comm = InProcessCommunicator(mesh)
    for shape, attrs in cases(kind, mesh, axes, rng):
        values = random_values(mesh, shape, DTYPES[dtype], rng)
        want = reference(kind, attrs, values, mesh)
        prog = one_op(kind, attrs, shape, dtype, mesh)
        sim = simulator.run_devices(prog, [[values[d]] for d in range(mesh.size)])
        by_comm = comm.run({"kind": kind, **attrs}, values)
        local = KINDS[kind].local_shape(shape, attrs)
        for d, (s, w) in enumerate(zip([r[0] for r in sim], [want[d] for d in range(mesh.size)], strict=True)):
            assert s.shape == w.shape == local and s.dtype == w.dtype, (d, attrs)
            np.testing.assert_array_equal(s, w, err_msg=f"simulator, device {d}, {attrs}")
            np.testing.assert_array_equal(by_comm[d], w, err_msg=f"communicator, device {d}, {attrs}")


# -- engines -----------------------------------------------------------------------------------------
def test_every_kind_has_a_compiler_record():
    assert set(COLLECTIVE_OPS) == set(KINDS)
    for kind, rec in COLLECTIVE_OPS.items():
        assert rec.kind is KINDS[kind] and callable(rec.lower) and callable(rec.emit)


@pytest.mark.parametrize("kind", ALL)
def test_every_kind_lowers_and_emits(kind):
    mesh, axes = MESHES["2x3"]
    for shape, attrs in cases(kind, mesh, axes, np.random.default_rng(3)):
        prog = one_op(kind, attrs, shape, "f32", mesh)
        multi, spmd = lower_multi_device(prog), emit_spmd(prog)
        hlo = KINDS[kind].stablehlo
        if kind in MOVING:
            assert hlo in spmd and "flow.tensor.transfer" in multi, attrs
        else:  # local: each device keeps a piece of its own value
            assert hlo is None and "flow.tensor.transfer" not in multi, attrs
            assert "stablehlo.partition_id" in spmd and not any(KINDS[k].stablehlo in spmd for k in MOVING)


@pytest.mark.parametrize("kind", sorted(k for k, rec in KINDS.items() if rec.exchange is None))
def test_groups_of_one_move_nothing(kind):
    mesh = Mesh.of({"data": 2, "model": 1})
    shape, attrs = cases(kind, mesh, [("model",)], np.random.default_rng(4))[0]
    prog = one_op(kind, attrs, shape, "f32", mesh)
    assert KINDS[kind].moves_nothing(attrs, mesh)
    assert "flow.tensor.transfer" not in lower_multi_device(prog)
    assert "stablehlo.partition_id" not in emit_spmd(prog)
