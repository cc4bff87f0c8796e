"""Text forms of shardings: Shardy (`#sdy.sharding`) and GSPMD (HloSharding) print/parse, and mesh
inference for GSPMD modules. Example strings are the ones JAX 0.10.2 / XLA write (see the JAX/Shardy
reference, sections 1 and 2)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from shardflow.runtime import Mesh, Sharding, ShardingError
from shardflow.runtime.gspmd import infer_mesh, parse_gspmd, parse_gspmd_tuple, print_gspmd
from shardflow.runtime.sharding_text import (
    MaximalMesh, parse_axis_list, parse_mesh, parse_sharding_per_value, parse_shardy, print_axis_list,
    print_mesh, print_sharding_per_value, print_shardy)

S = Sharding.spec
DM = Mesh.of({"data": 2, "model": 4})


def _full(s: Sharding):
    """Everything a Shardy round trip must keep (Sharding.__eq__ ignores some of it)."""
    return (s.dims, s.partial, s.open_dims, s.priorities, s.replicated_axes)


# -- Shardy: examples ----------------------------------------------------------------------------------

SHARDY_EXAMPLES = [
    # (text, mesh, dims, partial, open_dims, priorities, replicated)
    ('<@foo, [{"a", ?}, {?}]>', "foo", (("a",), ()), (), {0, 1}, (None, None), ()),
    ('<@foo, [{"a"}p0, {"b"}p1]>', "foo", (("a",), ("b",)), (), set(), (0, 1), ()),
    ('<@foo, [{}, {}], replicated={"a"}, unreduced={"b"}>', "foo", ((), ()), ("b",), set(), (None, None), ("a",)),
    ('<@foo, [], replicated={"b"}>', "foo", (), (), set(), (), ("b",)),
    ('<@mesh, [{"data"}, {}]>', "mesh", (("data",), ()), (), set(), (None, None), ()),
    ('<@mesh, [{"data"}, {?}]>', "mesh", (("data",), ()), (), {1}, (None, None), ()),
    ('<@mesh, [{?}, {"model", ?}]>', "mesh", ((), ("model",)), (), {0, 1}, (None, None), ()),
    ('<@mesh, [{"data"}, {}], unreduced={"model"}>', "mesh", (("data",), ()), ("model",), set(), (None, None), ()),
    ('<@mesh, [{"model", "data"}, {}]>', "mesh", (("model", "data"), ()), (), set(), (None, None), ()),
    ('<@maximal_mesh_0, []>', "maximal_mesh_0", (), (), set(), (), ()),
    ('<@mesh, [{"a", "b"}p2, {?}p0, {}]>', "mesh", (("a", "b"), (), ()), (), {1}, (2, 0, None), ()),
]


@pytest.mark.parametrize("text,mesh,dims,partial,open_dims,prios,repl", SHARDY_EXAMPLES)
@pytest.mark.parametrize("prefix", [False, True])
def test_shardy_examples(text, mesh, dims, partial, open_dims, prios, repl, prefix):
    full = "#sdy.sharding" + text if prefix else text
    name, s = parse_shardy(full)
    assert name == mesh
    assert _full(s) == (dims, partial, frozenset(open_dims), prios, repl)
    assert print_shardy(s, name, prefix=prefix) == full
    assert s.to_shardy(name, prefix=prefix) == full
    assert Sharding.from_shardy(full) == (name, s)


def test_shardy_jit_argument_forms():
    s = S("data", None)
    assert print_shardy(s) == '#sdy.sharding<@mesh, [{"data"}, {}]>'
    assert print_shardy(S(None, "model"), "mesh", prefix=False) == '<@mesh, [{}, {"model"}]>'
    assert print_shardy(Sharding.replicated().padded(2)) == '#sdy.sharding<@mesh, [{}, {}]>'
    assert print_shardy(Sharding.replicated()) == '#sdy.sharding<@mesh, []>'
    assert print_shardy(S(("data", "model"), None, partial="x")) == \
        '#sdy.sharding<@mesh, [{"data", "model"}, {}], unreduced={"x"}>'


def test_shardy_inline_mesh():
    text = '#sdy.sharding<mesh<["x"=2, "y"=2]>, [{"x"}, {}]>'
    mesh, s = parse_shardy(text)
    assert mesh == Mesh.of({"x": 2, "y": 2})
    assert s == S("x", None)
    assert print_shardy(s, mesh) == text
    mesh, s = parse_shardy('<#sdy.mesh<["x"=4], device_ids=[3, 2, 1, 0]>, [{"x"}]>')
    assert mesh == Mesh.of({"x": 4}, [3, 2, 1, 0])
    assert print_shardy(s, mesh, prefix=False) == '<mesh<["x"=4], device_ids=[3, 2, 1, 0]>, [{"x"}]>'


def test_shardy_whitespace_and_quoted_names():
    name, s = parse_shardy('  #sdy.sharding < @"my mesh" ,[ {"a" ,"b"} p1 , { ? } ] >  ')
    assert name == "my mesh" and s.dims == (("a", "b"), ()) and s.priorities == (1, None)
    assert print_shardy(s, name) == '#sdy.sharding<@"my mesh", [{"a", "b"}p1, {?}]>'
    _, s = parse_shardy('<@m, [{}], unreduced={"b"}, replicated={"c"}>')  # either order is read
    assert (s.partial, s.replicated_axes) == (("b",), ("c",))
    weird = Sharding([('we"ird\\',), ("caf\u00e9",)])
    text = print_shardy(weird)
    assert text == '#sdy.sharding<@mesh, [{"we\\22ird\\\\"}, {"caf\\C3\\A9"}]>'
    assert parse_shardy('<@m, [{"a\\"b\\n"}]>')[1].dims == (('a"b\n',),)
    assert parse_shardy(text)[1].dims == (('we"ird\\',), ("caf\u00e9",))


def test_sharding_per_value():
    text = '#sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>'
    assert parse_sharding_per_value(text) == [("mesh", S("data", "model"))]
    assert print_sharding_per_value([S("data", "model")], "mesh") == text
    text = '#sdy.sharding_per_value<[<@maximal_mesh_0, []>]>'
    assert parse_sharding_per_value(text) == [("maximal_mesh_0", Sharding.replicated())]
    assert print_sharding_per_value([Sharding.replicated()], "maximal_mesh_0") == text
    two = [S("a", None), Sharding((("b",),), open_dims={0})]
    text = print_sharding_per_value(two, ["m1", "m2"])
    assert text == '#sdy.sharding_per_value<[<@m1, [{"a"}, {}]>, <@m2, [{"b", ?}]>]>'
    back = parse_sharding_per_value(text)
    assert [n for n, _ in back] == ["m1", "m2"] and [_full(s) for _, s in back] == [_full(s) for s in two]
    assert parse_sharding_per_value("#sdy.sharding_per_value<[]>") == []
    assert print_sharding_per_value([]) == "#sdy.sharding_per_value<[]>"
    with pytest.raises(ShardingError, match="2 shardings but 1 mesh names"):
        print_sharding_per_value(two, ["m1"])


# -- Shardy: meshes --------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,mesh", [
    ('<["data"=2, "model"=4]>', Mesh.of({"data": 2, "model": 4})),
    ('<["x"=4], device_ids=[3, 2, 1, 0]>', Mesh.of({"x": 4}, [3, 2, 1, 0])),
    ("<[]>", Mesh(())),
    ("<[], device_ids=[0]>", MaximalMesh((), None, 0)),
    ("<[], device_ids=[3]>", MaximalMesh((), None, 3)),
])
def test_mesh_examples(text, mesh):
    got = parse_mesh(text)
    assert got == mesh and type(got) is type(mesh)
    assert print_mesh(got) == text
    assert parse_mesh("#sdy.mesh" + text) == mesh
    if not isinstance(mesh, MaximalMesh):
        assert str(mesh) == text
    else:
        assert mesh.axes == () and mesh.size == 1 and mesh.device == int(text[-3])


@pytest.mark.parametrize("text,msg", [
    ('<["x"=4, "x"=2]>', "appears twice"),
    ('<["x"=0]>', "positive"),
    ('<["x"=4], device_ids=[0, 1, 2]>', "permutation"),
    ("<[], device_ids=[0, 1]>", "one device id"),
    ('<["x"=4]', "expected ', device_ids=[...]' or '>'"),
    ('<["x"=4], device_ids=[0, 1, 2, 3]', "expected '>'"),
    ('<["x"4]>', "expected '='"),
    ('<[x=4]>', 'expected a quoted axis name like "x"'),
    ('<["x"=4], ids=[0]>', "expected 'device_ids'"),
    ('["x"=4]', "expected '<'"),
])
def test_mesh_errors(text, msg):
    with pytest.raises(ShardingError) as e:
        parse_mesh(text)
    assert msg in str(e.value) and repr(text) in str(e.value)


def test_sub_axes_parse_as_pieces_and_print_back():
    mesh_name, s = parse_shardy('<@m, [{"a":(1)2, "b"}, {"a":(2)2}], replicated={"c":(2)2}>')
    assert s.dims == (("a:(1)2", "b"), ("a:(2)2",)) and s.replicated_axes == ("c:(2)2",)
    assert print_shardy(s, mesh_name, prefix=False) == '<@m, [{"a":(1)2, "b"}, {"a":(2)2}], replicated={"c":(2)2}>'
    whole = Sharding([("a:(1)2", "a:(2)2"), ()])  # both halves in order: the whole axis of a refined mesh
    refined = Mesh.of([("a:(1)2", 2), ("a:(2)2", 2)])
    assert print_shardy(whole, "m", mesh=refined) == '#sdy.sharding<@m, [{"a"}, {}]>'
    assert print_shardy(whole, "m") == '#sdy.sharding<@m, [{"a":(1)4}, {}]>'  # no mesh: the run only
    assert str(refined) == '<["a"=4]>'



# -- Shardy: errors ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,msg", [
    ('<@foo, [{"a"}, {"b":(0)2}]>', 'sub-axis "b":(0)2 needs a pre-size of at least 1 and a size of at least 2'),
    ('<@foo, [{"a"}, {"b":(2)1}]>', 'sub-axis "b":(2)1 needs a pre-size'),
    ('<@foo, [{"b":2}]>', "expected '(' and the sub-axis pre-size"),
    ('<@foo, [{"b":(2}]>', "expected ')'"),
    ('<@foo, [{"a"]>', "expected ',' or '}'"),
    ('<@foo, [{"a"},]>', "expected '{' (a dimension sharding)"),
    ('<@foo [{"a"}]>', "expected ',' after the mesh"),
    ('<foo, [{"a"}]>', "expected a mesh: '@name' or an inline 'mesh<[...]>'"),
    ('<@foo, [{"a"}]', "expected ',' or '>'"),
    ('<@foo, [{"a"}]> extra', "expected the end of the text"),
    ('#sdy.shardin<@foo, []>', "expected '#sdy.sharding<' or '<'"),
    ('<@foo, [{a}]>', "expected a quoted axis name, '?' or '}'"),
    ('<@foo, [{"a", ?, "b"}]>', "expected ',' or '}'"),
    ('<@foo, [{}p0]>', "priority p0 on a closed empty dimension"),
    ('<@foo, [{"a"}q1]>', "expected a priority like 'p0'"),
    ('<@foo, [{"a"}, {"a"}]>', 'axis "a" is used more than once (dimension 0, dimension 1)'),
    ('<@foo, [{"a"}], unreduced={"a"}>', "used more than once"),
    ('<@foo, [{}], replicated={"b"}, replicated={"c"}>', "expected 'unreduced='"),
    ('<@foo, [{}], unreduced={"b"}, unreduced={"c"}>', "expected 'replicated='"),
    ('<@foo, [{}], bogus={"b"}>', "expected 'replicated=' or 'unreduced='"),
    ('<@foo, [{}], unreduced=max{"b"}>', "reduction kinds such as max{...} in unreduced= are not supported"),
    ('<mesh<["x"=2]>, [{"y"}]>', 'axis "y" is not in the mesh <["x"=2]>'),
    ('<@foo, [{"a\\q"}]>', "valid string escape"),
    ('<@foo, [{"a"}] ; >', "expected a token"),
    ("", "expected '#sdy.sharding<' or '<'"),
])
def test_shardy_errors(text, msg):
    with pytest.raises(ShardingError) as e:
        parse_shardy(text)
    assert msg in str(e.value)
    assert repr(text) in str(e.value)


def test_shardy_parse_rejects_non_text():
    with pytest.raises(ShardingError, match="a str"):
        parse_shardy(None)


def test_per_value_errors():
    for text, msg in [('#sdy.sharding<@m, []>', "expected '#sdy.sharding_per_value'"),
                      ('#sdy.sharding_per_value<[<@m, []>, ]>', "expected '<'"),
                      ('#sdy.sharding_per_value<[<@m, []>]', "expected '>'")]:
        with pytest.raises(ShardingError, match=".*" + msg.replace("[", r"\[")) as e:
            parse_sharding_per_value(text)
        assert repr(text) in str(e.value)


def test_print_shardy_errors():
    with pytest.raises(ShardingError, match="bind it"):
        print_shardy(Sharding.split(0))
    with pytest.raises(ShardingError, match="closed and empty but has priority p1"):
        print_shardy(Sharding([(), ("a",)], priorities=[1, None]))
    with pytest.raises(ShardingError, match="out of range"):
        print_shardy(Sharding([("a",)], open_dims={3}))
    with pytest.raises(ShardingError, match="non-empty string"):
        print_shardy(S("a"), "")


# -- GSPMD: examples ------------------------------------------------------------------------------------------

GSPMD_TABLE = [  # reference section 2.2, mesh data=2, model=4
    (S(None, None), "{replicated}"),
    (S("data", None), "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"),
    (S(None, "model"), "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"),
    (S("model", None), "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"),
    (S("data", "model"), "{devices=[2,4]<=[8]}"),
    (S(("data", "model"), None), "{devices=[8,1]<=[8]}"),
    # unreduced, checked against XLA's canonical printing
    (S("data", None, partial="model"), "{devices=[2,1,4]<=[8] last_tile_dims={unreduced}}"),
    (S(None, None, partial="model"), "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={unreduced, replicated}}"),
    (S(None, "data", partial="model"), "{devices=[1,2,4]<=[8] last_tile_dims={unreduced}}"),
    (S(None, None, partial=("data", "model")), "{unreduced}"),
    (S(("model", "data"), None), "{devices=[8,1]<=[2,4]T(1,0)}"),
    (S("model", "data"), "{devices=[4,2]<=[2,4]T(1,0)}"),
]


@pytest.mark.parametrize("sharding,text", GSPMD_TABLE)
def test_gspmd_table(sharding, text):
    assert print_gspmd(sharding, DM) == text
    assert sharding.to_gspmd(DM) == text
    assert parse_gspmd(text, DM, 2) == sharding
    assert Sharding.from_gspmd(text, DM, 2) == sharding


def test_gspmd_device_ids_mesh():
    mesh = Mesh.of({"model": 4}, [3, 2, 1, 0])
    assert print_gspmd(S("model", None), mesh) == "{devices=[4,1]3,2,1,0}"
    assert parse_gspmd("{devices=[4,1]3,2,1,0}", mesh, 2) == S("model", None)
    # XLA sorts each replication group of an explicit list; both orders mean the same
    mesh = Mesh.of({"a": 2, "b": 2}, [3, 2, 1, 0])
    assert print_gspmd(S("a", None), mesh) == "{devices=[2,1,2]2,3,0,1 last_tile_dim_replicate}"
    for text in ("{devices=[2,1,2]2,3,0,1 last_tile_dim_replicate}",
                 "{devices=[2,1,2]3,2,1,0 last_tile_dim_replicate}"):
        assert parse_gspmd(text, mesh, 2) == S("a", None)


def test_gspmd_size_one_axes_and_rank():
    mesh = Mesh.of({"x": 1, "y": 4})
    assert print_gspmd(S("x", "y"), mesh) == "{devices=[1,4]<=[4]}"
    assert print_gspmd(S("x"), mesh, rank=3) == "{replicated}"
    assert print_gspmd(S("y"), mesh, rank=3) == "{devices=[4,1,1]<=[4]}"
    assert parse_gspmd("{devices=[4,1,1]<=[4]}", mesh, 3) == S("y", None, None)
    assert parse_gspmd("{replicated}", mesh, 3).dims == ((), (), ())
    assert print_gspmd(Sharding.unreduced("y"), mesh) == "{unreduced}"


@pytest.mark.parametrize("text,mesh,rank,want", [
    ("{devices=[2,1]0,1}", Mesh.of({"x": 2}), 2, S("x", None)),
    ("{devices=[2,1]<=[2]}", Mesh.of({"x": 2}), 2, S("x", None)),
    ("{devices=[2,2]<=[2,2]T(1,0)}", Mesh.of({"a": 2, "b": 2}), 2, S("b", "a")),
    ("{devices=[2,2]0,2,1,3}", Mesh.of({"a": 2, "b": 2}), 2, S("b", "a")),
    ("{devices=[2,1,2]<=[4] last_tile_dim_replicate}", Mesh.of({"a": 2, "b": 2}), 2, S("a", None)),
    ("{devices=[2,1,2]<=[4] last_tile_dims={replicated}}", Mesh.of({"a": 2, "b": 2}), 2, S("a", None)),
    ("{devices=[2,1,1]<=[2] last_tile_dims={unreduced}}", Mesh.of({"x": 2}), 2, S("x", None)),
    ("{devices=[1,1,2,2]<=[4] last_tile_dims={replicated, unreduced}}", Mesh.of({"a": 2, "b": 2}), 2,
     S(None, None, partial="b")),
    ("{devices=[2,1]<=[2] metadata={op_name=\"x\" source_file=\"a}.py\" source_line=3}}", Mesh.of({"x": 2}),
     2, S("x", None)),
    ("{replicated metadata={op_name=\"x\"}}", Mesh.of({"x": 2}), 1, S(None)),
    ("{unreduced}", Mesh.of({"x": 2, "y": 1, "z": 3}), 0, Sharding.unreduced("x", "z")),
    ("{devices=[2,4]<=[8] last_tile_dims={unreduced, replicated}}", DM, 0, Sharding.unreduced("data")),
    ("{devices=[2,4]<=[8]}", Mesh.of({"a": 2, "b": 2, "c": 2}), 2, S("a", ("b", "c"))),
    ("{devices=[4,2]<=[2,2,2]T(1,2,0)}", Mesh.of({"a": 2, "b": 2, "c": 2}), 2, S(("b", "c"), "a")),
    ("{ devices = [ 2 , 1 ] 0 , 1 }", Mesh.of({"x": 2}), 2, S("x", None)),
    ("{devices=[1,1]<=[1]}", Mesh.of({"x": 1}), 2, S(None, None)),
    ("{devices=[1]0}", Mesh(()), 1, S(None)),
    ("{devices=[2,4,1]<=[8] last_tile_dim_replicate}", DM, 2, S("data", "model")),
    ("{devices=[1,2,4]<=[8] last_tile_dims={replicated, replicated}}", DM, 1, S(None)),
    ("{devices=[2,2,2]<=[8] last_tile_dims={unreduced, unreduced}}", Mesh.of({"a": 2, "b": 2, "c": 2}), 1,
     S("a", partial=("b", "c"))),
])
def test_gspmd_parse_examples(text, mesh, rank, want):
    assert parse_gspmd(text, mesh, rank) == want


def test_gspmd_parse_rank_optional_and_checked():
    assert parse_gspmd("{devices=[2,4]<=[8]}", DM) == S("data", "model")
    with pytest.raises(ShardingError, match="has 2 tile dimensions but the tensor has rank 3"):
        parse_gspmd("{devices=[2,4]<=[8]}", DM, 3)


def test_gspmd_tuple():
    mesh = Mesh.of({"x": 2})
    assert parse_gspmd_tuple("{{replicated}, {devices=[2]0,1}}", mesh, [0, 1]) == [
        Sharding.replicated(), S("x")]
    assert parse_gspmd_tuple("{devices=[2]0,1}", mesh, [1, 1]) == [S("x"), S("x")]
    assert parse_gspmd_tuple("{}", mesh, []) == []
    with pytest.raises(ShardingError, match="has 2 elements but 3 values"):
        parse_gspmd_tuple("{{replicated}, {devices=[2]0,1}}", mesh, [0, 1, 1])
    with pytest.raises(ShardingError, match="maximal"):
        parse_gspmd_tuple("{{replicated}, {maximal device=1}}", mesh, [0, 1])
    with pytest.raises(ShardingError, match="use parse_gspmd_tuple"):
        parse_gspmd("{{replicated}, {devices=[2]0,1}}", mesh, 1)


@pytest.mark.parametrize("text,mesh,msgs", [
    ("{maximal device=3}", DM, ["maximal shardings are not supported", "device 3"]),
    ("{maximal device=0 metadata={op_name=\"cb\"}}", DM, ["maximal", "device 0"]),
    ("{manual}", DM, ["manual shardings are not supported"]),
    ("{devices=[2,1,4]<=[8] last_tile_dims={manual}}", DM, ["manual"]),
    ("{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={manual, replicated}}", DM, ["manual"]),
    ("{unknown}", DM, ["placeholder"]),
    # needs sub-axes (reference row: mesh x=4, [{"x":(1)2}, {"x":(2)2}])
    ("{devices=[2,2]<=[4]}", Mesh.of({"x": 4}), ["<[\"x\"=4]>", "sub-axes", "--mesh"]),
    ("{devices=[4,1]3,2,1,0}", Mesh.of({"x": 4}), ["cannot be expressed", "--mesh"]),
    ("{devices=[2,1]<=[2]}", DM, ["spans 2 devices but the mesh has 8"]),
    ("{devices=[2,1,2]<=[4] last_tile_dim_replicate}", Mesh.of({"a": 4}), ["cannot be expressed"]),
    ("{devices=[3,1]<=[3]}", Mesh.of({"a": 3}, [1, 0, 2]), ["cannot be expressed"]),
    ("{devices=[2,2]0,3,1,2}", Mesh.of({"a": 2, "b": 2}), ["cannot be expressed"]),
    ("{devices=[1,2,2]0,3,1,2 last_tile_dims={unreduced}}", Mesh.of({"a": 2, "b": 2}), ["cannot be expressed"]),
])
def test_gspmd_refused(text, mesh, msgs):
    with pytest.raises(ShardingError) as e:
        parse_gspmd(text, mesh)
    for m in msgs + [repr(text)]:
        assert m in str(e.value)


@pytest.mark.parametrize("text,msg", [
    ("{devices=[2,1]<=[2]", "expected '}'"),
    ("{devices=[2,1]0,1,2}", "permutation of 0..1"),
    ("{devices=[2,1]<=[4]}", "does not fit 2 devices"),
    ("{devices=[2,2]<=[2,2]T(0,0)}", "does not fit"),
    ("{devices=[0,1]<=[1]}", "must be positive"),
    ("{devices=[]<=[1]}", "must be positive"),
    ("{devices=[2]<=[2] last_tile_dims={bogus}}", "unknown subgroup type 'bogus'"),
    ("{devices=[2]<=[2] last_tile_dims={replicated, unreduced}}", "2 subgroup types but only 1"),
    ("{devices=[2]<=[2] sideways}", "unknown attribute 'sideways'"),
    ("{devices=[2]<=[2] metadata={op_name=\"x\"", "expected a closing '}'"),
    ("{devices=[2]<=[2] metadata={op_name=\"x\"}", "expected '}'"),
    ("{tiled}", "unknown sharding kind 'tiled'"),
    ("{maximal devices=1}", "expected 'device='"),
    ("{devices=[2]a,b}", "expected a device id or '<=['"),
    ("replicated", "expected '{'"),
    ("{replicated} x", "expected the end of the text"),
    ("{replicated", "expected '}'"),
])
def test_gspmd_syntax_errors(text, msg):
    with pytest.raises(ShardingError) as e:
        parse_gspmd(text, Mesh.of({"x": 2}), 1)
    assert msg in str(e.value) and repr(text) in str(e.value)


def test_print_gspmd_errors():
    with pytest.raises(ShardingError, match="unknown mesh axis 'z'"):
        print_gspmd(S("z"), DM)
    with pytest.raises(ShardingError, match="used twice"):
        print_gspmd(S("data", partial="data"), DM)
    with pytest.raises(ShardingError, match="bind it"):
        print_gspmd(Sharding.split(0), DM)
    with pytest.raises(ShardingError, match="more dimensions than rank 1"):
        print_gspmd(S("data", None), DM, rank=1)


# -- GSPMD: mesh inference ----------------------------------------------------------------------------------

def test_infer_mesh_reference_example():
    texts = ["{devices=[2,1,4]<=[8] last_tile_dim_replicate}",
             "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", "{devices=[2,4]<=[8]}"]
    mesh = infer_mesh(texts, 8)
    assert mesh == Mesh.of({"axis_0": 2, "axis_1": 4})
    assert [parse_gspmd(t, mesh, 2) for t in texts] == [
        S("axis_0", None), S(None, "axis_1"), S("axis_0", "axis_1")]


@pytest.mark.parametrize("texts,n,axes", [
    (["{replicated}"], 8, {"axis_0": 8}),
    ([], 4, {"axis_0": 4}),
    (["{replicated}", "{unreduced}", "{maximal device=0}", "{manual}"], 1, {"axis_0": 1}),
    (["{devices=[2,1,2]<=[4] last_tile_dims={manual}}", "{devices=[4]<=[4]}", "{unknown}"], 4, {"axis_0": 4}),
    (["{devices=[8,1]<=[8]}"], 8, {"axis_0": 8}),
    (["{devices=[1,1]<=[1]}"], 1, {"axis_0": 1}),
    (["{devices=[2,2,2]<=[2,2,2]T(2,0,1)}"], 8, {"axis_0": 2, "axis_1": 2, "axis_2": 2}),
    (["{devices=[4,1]0,2,1,3}"], 4, {"axis_0": 2, "axis_1": 2}),
    (["{{replicated}, {devices=[1,2,3]<=[6] last_tile_dim_replicate}}"], 6, {"axis_0": 2, "axis_1": 3}),
    (["{devices=[2,1,2]0,3,1,2 last_tile_dim_replicate}", "{devices=[4]<=[4]}"], 4,
     None),  # explicit list that no row-major mesh explains
    (["{devices=[2,3]<=[6]}", "{devices=[3,2]<=[6]}"], 6, None),  # 2|6 and 3|6 split differently
    (["{devices=[2,1]<=[2]}"], 4, None),
])
def test_infer_mesh_cases(texts, n, axes):
    if axes is None:
        with pytest.raises(ShardingError, match="--mesh|partitions"):
            infer_mesh(texts, n)
        return
    assert infer_mesh(texts, n) == Mesh.of(axes)


def test_infer_mesh_errors():
    with pytest.raises(ShardingError, match="positive integer"):
        infer_mesh([], 0)
    with pytest.raises(ShardingError, match="spans 2 devices but the module has 4 partitions"):
        infer_mesh(["{devices=[2,1]<=[2]}"], 4)
    with pytest.raises(ShardingError, match="no single mesh fits"):
        infer_mesh(["{devices=[2,3]<=[6]}", "{devices=[3,2]<=[6]}"], 6)


# -- property tests ------------------------------------------------------------------------------------------

NAMES = ["x", "y", "data", "model", "a b", 'q"t']


@st.composite
def meshes(draw, device_ids=True):
    k = draw(st.integers(1, 3))
    names = draw(st.permutations(NAMES))[:k]
    sizes = draw(st.lists(st.integers(1, 4), min_size=k, max_size=k))
    mesh = Mesh.of(list(zip(names, sizes)))
    if device_ids and draw(st.booleans()):
        mesh = Mesh(mesh.axes, draw(st.permutations(range(mesh.size))))
    return mesh


@st.composite
def shardings(draw, mesh, rank, shardy=False):
    dims, partial, repl = [[] for _ in range(rank)], [], []
    for name in draw(st.permutations(mesh.names)):
        where = draw(st.integers(0, 3 if shardy else 2))
        if where == 0 and rank:
            dims[draw(st.integers(0, rank - 1))].append(name)
        elif where == 1:
            partial.append(name)
        elif where == 3:
            repl.append(name)
    if not shardy:
        return Sharding(dims, partial)
    open_dims = draw(st.sets(st.integers(0, rank - 1))) if rank else set()
    prios = [draw(st.none() | st.integers(0, 3)) if dims[d] or d in open_dims else None
             for d in range(rank)]
    return Sharding(dims, partial, open_dims=open_dims, replicated_axes=repl, priorities=prios)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_shardy_round_trip(data):
    mesh = data.draw(meshes())
    rank = data.draw(st.integers(0, 4))
    s = data.draw(shardings(mesh, rank, shardy=True))
    ref = data.draw(st.sampled_from(["mesh", "m_2", "my mesh", mesh]))
    prefix = data.draw(st.booleans())
    text = print_shardy(s, ref, prefix=prefix)
    got_ref, got = parse_shardy(text)
    assert got_ref == ref
    assert _full(got) == _full(s)
    assert print_shardy(got, got_ref, prefix=prefix) == text
    per_value = print_sharding_per_value([s, got], ref)
    assert [(r, _full(x)) for r, x in parse_sharding_per_value(per_value)] == [(ref, _full(s))] * 2


@settings(max_examples=60, deadline=None)
@given(meshes())
def test_mesh_round_trip(mesh):
    assert print_mesh(mesh) == str(mesh) or '"' in "".join(mesh.names)[1:-1]
    assert parse_mesh(print_mesh(mesh)) == mesh


def _strip(s: Sharding, mesh: Mesh) -> Sharding:
    """Size-1 axes split nothing; GSPMD text drops them."""
    keep = [a for a in mesh.names if mesh.axis_size(a) > 1]
    return Sharding([[a for a in d if a in keep] for d in s.dims], [a for a in s.partial if a in keep])


def _layout(s: Sharding, mesh: Mesh, shape) -> tuple[list, set]:
    """Per device (by group member id) the slice it holds, and the groups of devices that hold the
    same partial summand of the same slice."""
    coords = [mesh.coords(d) for d in range(mesh.size)]
    slices = [s.device_slices(shape, mesh, d) for d in range(mesh.size)]
    groups: dict = {}
    for d in range(mesh.size):
        key = (tuple((x.start, x.stop) for x in slices[d]), tuple(coords[d][a] for a in s.partial))
        groups.setdefault(key, set()).add(d)
    return slices, {frozenset(g) for g in groups.values()}


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_gspmd_round_trip(data):
    mesh = data.draw(meshes())
    rank = data.draw(st.integers(0, 3))
    s = data.draw(shardings(mesh, rank))
    text = print_gspmd(s, mesh, rank)
    got = parse_gspmd(text, mesh, rank)
    assert got == _strip(s, mesh)
    assert got.partial == tuple(a for a in mesh.names if a in _strip(s, mesh).partial)  # mesh order
    shape = [2 * n for n in s.shard_counts(mesh)]
    assert _layout(got, mesh, shape) == _layout(s, mesh, shape)
    assert print_gspmd(got, mesh) == text


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_infer_mesh_reproduces_layouts(data):
    mesh = data.draw(meshes(device_ids=False))
    count = data.draw(st.integers(1, 4))
    cases = []
    for _ in range(count):
        rank = data.draw(st.integers(0, 3))
        cases.append((data.draw(shardings(mesh, rank)), rank))
    texts = [print_gspmd(s, mesh, r) for s, r in cases]
    inferred = infer_mesh(texts, mesh.size)
    assert inferred.size == mesh.size
    assert len(inferred.axes) <= max(1, sum(1 for _, n in mesh.axes if n > 1))
    for (s, rank), text in zip(cases, texts, strict=True):
        got = parse_gspmd(text, inferred, rank)
        shape = [2 * n for n in s.shard_counts(mesh)]
        assert _layout(got, inferred, shape) == _layout(s, mesh, shape)


@pytest.mark.parametrize("text, axes", [
    ('{"b"}', ["b"]),
    ("{}", []),
    ('#sdy<axis_ref_list{"a", "b":(1)2}>', ["a", "b:(1)2"]),
    ('#sdy.axis_ref_list{"a"}', ["a"]),   # as MLIR prints the attribute of an unregistered dialect
])
def test_axis_list_parses_and_prints_back(text, axes):
    assert parse_axis_list(text) == axes
    assert print_axis_list(axes) == text[text.index("{"):text.rindex("}") + 1]


@pytest.mark.parametrize("text", ['{"b"', '{b}', '#sdy<axis_ref_list{"b"}', '{"a"} x'])
def test_malformed_axis_list_is_a_sharding_error(text):
    with pytest.raises(ShardingError, match="cannot parse Shardy axis list"):
        parse_axis_list(text)
