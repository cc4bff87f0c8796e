"""emit_spmd: the per-device SPMD program as one StableHLO module with explicit collectives.

Structural checks on the parsed module (the numbers were checked against XLA during development,
by running these modules in xla_oracle's local mode; that needs jax, so it is not a test here).
"""
from __future__ import annotations

import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec
from shardflow.compiler.emit.spmd import emit_spmd, replica_groups, slice_offsets
from shardflow.compiler.ir import Graph, TensorType
from shardflow.compiler.passes.partition import SpmdProgram, partition

from iree.compiler import ir  # noqa: E402

R = Sharding.replicated
M4, M22 = Mesh.of({"model": 4}), Mesh.of({"data": 2, "model": 2})
COLLECTIVE_OPS = ("stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.reduce_scatter",
                  "stablehlo.all_to_all", "stablehlo.collective_permute")


def mlp(x, w1, w2):
    return sfc.relu(x @ w1) @ w2


MLP_1D = [Spec((8, 16), "f32"), Spec((16, 32), "f32", Sharding.split(1)), Spec((32, 16), "f32", Sharding.split(0))]
MLP_2D = [Spec((8, 16), "f32", Sharding.spec("data", None)), Spec((16, 32), "f32", Sharding.spec(None, "model")),
          Spec((32, 16), "f32", Sharding.spec("model", None))]


def emit(fn, specs, mesh) -> str:
    return emit_spmd(partition(sfc.trace(fn, *specs, mesh=mesh)))


def parse(text: str) -> dict:
    """The module's attributes, @main's argument/result attributes and its ops (name, {attr: text})."""
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        m = ir.Module.parse(text)
        tops = list(m.body.operations)
        assert [op.operation.name for op in tops] == ["sdy.mesh", "func.func"]
        func = tops[1].operation
        assert str(func.attributes["sym_name"]) == '"main"'
        ops = [(o.operation.name, {k: str(o.operation.attributes[k]) for k in o.operation.attributes})
               for o in func.regions[0].blocks[0].operations]
        return {"module": {k: str(m.operation.attributes[k]) for k in m.operation.attributes},
                "mesh": str(tops[0].operation.attributes["mesh"]),
                "type": str(func.attributes["function_type"]),
                "args": str(func.attributes["arg_attrs"]), "results": str(func.attributes["res_attrs"]),
                "ops": ops}


def collectives(p) -> list[tuple[str, dict]]:
    return [(n, a) for n, a in p["ops"] if n in COLLECTIVE_OPS]


def test_megatron_mlp_1d():
    p = parse(emit(mlp, MLP_1D, M4))
    assert p["module"]["mhlo.num_partitions"] == "4 : i32" and p["module"]["mhlo.num_replicas"] == "1 : i32"
    assert p["mesh"] == '#sdy.mesh<["model"=4]>'
    # local types; the global shardings on the arguments and the result
    assert p["type"] == "(tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>"
    assert p["args"] == ('[{sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, '
                         '{sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, '
                         '{sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}]')
    assert p["results"] == "[{sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}]"
    [(name, a)] = collectives(p)
    assert name == "stablehlo.all_reduce"
    assert a == {"replica_groups": "dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>",
                 "channel_handle": "#stablehlo.channel_handle<handle = 1, type = 1>", "use_global_device_ids": "unit"}


def test_megatron_mlp_2x2_groups_are_rows():
    text = emit(mlp, MLP_2D, M22)
    p = parse(text)
    assert p["mesh"] == '#sdy.mesh<["data"=2, "model"=2]>'
    [(name, a)] = collectives(p)
    assert name == "stablehlo.all_reduce"
    assert a["replica_groups"] == "dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>"
    assert "stablehlo.add" in text.split("stablehlo.all_reduce")[1]


@pytest.mark.parametrize("axes,want", [(("model",), [[0, 1], [2, 3]]), (("data",), [[0, 2], [1, 3]]),
                                       (("data", "model"), [[0, 1, 2, 3]]), (("model", "data"), [[0, 2, 1, 3]])])
def test_replica_groups_follow_shardy(axes, want):
    assert replica_groups(M22, axes) == f"dense<{want}> : tensor<{len(want)}x{len(want[0])}xi64>"


def test_replica_groups_and_offsets_use_device_ids():
    mesh = Mesh.of({"data": 2, "model": 2}, device_ids=[3, 1, 2, 0])
    assert replica_groups(mesh, ("model",)) == "dense<[[3, 1], [2, 0]]> : tensor<2x2xi64>"
    # device 3 is at (0, 0), 1 at (0, 1), 2 at (1, 0), 0 at (1, 1): offsets by device id
    assert slice_offsets(mesh, ("model",), 4) == [4, 4, 0, 0]
    assert slice_offsets(mesh, ("data",), 4) == [4, 0, 4, 0]


@pytest.mark.parametrize("mesh,groups", [(M4, "dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>"),
                                         (M22, "dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>")], ids=["4", "2x2"])
def test_all_gather(mesh, groups):
    s = Sharding.split(0) if mesh is M4 else Sharding.spec("data", "model")
    out = R() if mesh is M4 else Sharding.spec(None, "model")
    p = parse(emit(lambda x: x.with_sharding(out) * 2.0, [Spec((8, 16), "f32", s)], mesh))
    [(name, a)] = collectives(p)
    assert name == "stablehlo.all_gather"
    assert a["all_gather_dim"] == "0 : i64" and a["replica_groups"] == groups and "use_global_device_ids" in a


def test_all_to_all():
    p = parse(emit(lambda x: x.with_sharding(Sharding.split(1)) + 1.0, [Spec((8, 16), "f32", Sharding.split(0))], M4))
    [(name, a)] = collectives(p)
    assert name == "stablehlo.all_to_all"
    assert (a["split_dimension"], a["concat_dimension"], a["split_count"]) == ("1 : i64", "0 : i64", "4 : i64")
    assert a["replica_groups"] == "dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>"
    assert a["channel_handle"] == "#stablehlo.channel_handle<handle = 1, type = 1>"
    assert p["type"] == "(tensor<2x16xf32>) -> tensor<8x4xf32>"


@pytest.mark.parametrize("fn,body", [(lambda x: sfc.reduce_max(x, 1), "stablehlo.maximum"),
                                     (lambda x: sfc.reduce_min(x, 1), "stablehlo.minimum"),
                                     (lambda x: sfc.reduce_sum(x, 1), "stablehlo.add")])
def test_reducer_bodies(fn, body):
    text = emit(fn, [Spec((8, 16), "f32", Sharding.split(1))], M4)
    [(name, _)] = collectives(parse(text))
    assert name == "stablehlo.all_reduce"
    region = text.split('"stablehlo.all_reduce"')[1].split("})")[0]
    assert body in region and "tensor<f32>" in region


def test_all_slice_is_partition_id_table_and_dynamic_slice():
    text = emit(lambda x: (x * 3.0).with_sharding(Sharding.spec("model", "data")), [Spec((8, 16), "f32")], M22)
    p = parse(text)
    assert collectives(p) == []
    names = [n for n, _ in p["ops"]]
    assert names.count("stablehlo.partition_id") == 1  # shared by both slices
    tables = [a["value"] for n, a in p["ops"] if n == "stablehlo.constant" and "tensor<4xi64>" in a["value"]]
    # dim 0 over "model" (4 rows per device), then dim 1 over "data" (8 columns per device)
    assert tables == ["dense<[0, 4, 0, 4]> : tensor<4xi64>", "dense<[0, 0, 8, 8]> : tensor<4xi64>"]
    assert "stablehlo.dynamic_slice %arg0" in text
    assert "sizes = [4, 16] : (tensor<8x16xf32>, tensor<i64>, tensor<i64>) -> tensor<4x16xf32>" in text
    assert "sizes = [4, 8] : (tensor<4x16xf32>, tensor<i64>, tensor<i64>) -> tensor<4x8xf32>" in text
    assert p["results"] == '[{sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}]'


DOT = {"lhs_batching_dimensions": (), "rhs_batching_dimensions": (),
       "lhs_contracting_dimensions": (1,), "rhs_contracting_dimensions": (0,)}


def test_reduce_scatter_and_permute_hand_built():
    """Kinds the partitioner rarely picks, built by hand: a dot's partial sum reduce-scattered onto
    dim 0, then a cyclic collective_permute; channel handles count up."""
    g = Graph("main", M4)
    xs, ws = Sharding.spec(None, "model"), Sharding.spec("model", None)
    x = g.add_input(TensorType((8, 4), "f32"), xs)
    w = g.add_input(TensorType((4, 4), "f32"), ws)
    p = g.add_op("dot_general", [x, w], DOT).result
    r = g.add_op("reduce_scatter", [p], {"dim": 0, "axes": ("model",), "n": 4}).result
    y = g.add_op("collective_permute", [r], {"pairs": ((0, 1), (1, 2), (2, 3), (3, 0))}).result
    g.set_outputs([y])
    prog = SpmdProgram(g, M4, [(TensorType((8, 16), "f32"), xs), (TensorType((16, 4), "f32"), ws)],
                       [(TensorType((8, 4), "f32"), Sharding.spec("model", None))])
    text = emit_spmd(prog)
    [(rs, a), (cp, b)] = collectives(parse(text))
    assert rs == "stablehlo.reduce_scatter" and a["scatter_dimension"] == "0 : i64"
    assert a["replica_groups"] == "dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>" and "use_global_device_ids" in a
    assert "stablehlo.add" in text.split('"stablehlo.reduce_scatter"')[1].split("})")[0]
    assert cp == "stablehlo.collective_permute"
    assert b == {"source_target_pairs": "dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>",
                 "channel_handle": "#stablehlo.channel_handle<handle = 2, type = 1>"}


def test_channel_handles_are_unique():
    def f(x):
        y = x.with_sharding(Sharding.spec(None, "model"))         # all-to-all
        return sfc.reduce_max(y, 1).with_sharding(R())              # all-reduce (max), then maybe more
    text = emit(f, [Spec((8, 16), "f32", Sharding.spec("model", None))], M4)
    handles = [a["channel_handle"] for _, a in collectives(parse(text))]
    assert len(handles) >= 2
    assert handles == [f"#stablehlo.channel_handle<handle = {k}, type = 1>" for k in range(1, len(handles) + 1)]


def test_no_collectives_when_nothing_moves():
    p = parse(emit(lambda x: sfc.exp(x) * 2.0, [Spec((8, 16), "f32", Sharding.split(0))], M4))
    assert collectives(p) == [] and "stablehlo.partition_id" not in [n for n, _ in p["ops"]]
    assert p["type"] == "(tensor<2x16xf32>) -> tensor<2x16xf32>"


def test_cli_partition_prints_emit_spmd(tmp_path, capsys):
    from shardflow.compiler.cli import opt
    from shardflow.compiler.emit.stablehlo import emit_module
    src = tmp_path / "mlp.mlir"
    src.write_text(emit_module(sfc.trace(mlp, *MLP_1D, mesh=M4), annotate="shardy"))  # a global Shardy module
    assert opt.main([str(src), "--partition"]) == 0
    p = parse(capsys.readouterr().out)
    assert [n for n, _ in collectives(p)] == ["stablehlo.all_reduce"]
    assert p["type"] == "(tensor<8x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>"


def test_reducer_regions_use_the_element_type():
    text = emit(lambda x: sfc.reduce_sum(x, 0), [Spec((8, 4), "i32", Sharding.split(0))], M4)
    assert "^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>)" in text
    text = emit(mlp, [Spec(s.shape, "bf16", s.sharding) for s in MLP_1D], M4)
    assert "^bb0(%arg3: tensor<bf16>, %arg4: tensor<bf16>)" in text
    assert text.count("stablehlo.all_reduce") == 1


def test_a_returned_view_of_an_argument_goes_out_behind_a_barrier():
    """The per-rank module fences a returned reshape of an argument (emit/argument_views.py: IREE
    3.13 let a sort of the argument write into the view); a returned product is left alone."""
    import re

    g = sfc.trace(lambda x: (x.reshape(24), sfc.sort(x, axis=1), x * x), Spec((4, 6), "f32", Sharding.split(0)),
                  mesh=Mesh.of({"x": 2}))
    text = emit_spmd(partition(g))
    reshaped = re.search(r"(%\w+) = stablehlo.reshape %arg0 ", text).group(1)
    fenced = re.search(rf"(%\w+) = stablehlo.optimization_barrier {reshaped} ", text).group(1)
    product = re.search(r"(%\w+) = stablehlo.multiply %arg0, %arg0 ", text).group(1)
    returned = re.search(r"\n\s*return ([^:]*) :", text).group(1).split(", ")
    assert returned[0] == fenced and returned[2] == product, text
