"""Control flow kept as control flow (ops/control.py): the builders `cond`, `switch`, `while_loop`,
`fori_loop` against NumPy; random layouts through loops and branches (the SPMD simulator, every
replica, against the reference); where collectives land (inside the body, every iteration) and how
carried values are resharded; gradients of branches against finite differences and the refusal of
a loop's; imported `stablehlo.case` / `if` / `while`; IREE on 4 CPU devices (one module, several
inputs) and host-staged."""
from __future__ import annotations

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Mesh, Sharding, Spec, TraceError, evaluate, partition
from shardflow.compiler.driver import compile_graph
from shardflow.compiler.explain import explain_json
from shardflow.compiler.importer import import_module
from shardflow.compiler.ir import Graph, TensorType
from shardflow.compiler.ops.control import ControlFlowError
from shardflow.compiler.passes.partition import SpmdProgram
from shardflow.compiler.simulator import simulate

RNG = np.random.default_rng(7)
S = Sharding.spec
MESH2 = Mesh.of({"data": 2})
MESH22 = Mesh.of({"data": 2, "model": 2})


def f32(*shape, scale=0.5):
    return (RNG.standard_normal(shape) * scale).astype(np.float32)


def ops_of(graph, kind):
    return [op for op in graph.ops if op.kind == kind]


def check_sim(graph, inputs, rtol=1e-5, atol=1e-5):
    """The partitioned program on every device (the simulator checks every replica) == the reference."""
    want = evaluate(graph, inputs)
    got = simulate(partition(graph), inputs)
    for g, w in zip(got, want, strict=True):
        np.testing.assert_allclose(g, w, rtol=rtol, atol=atol)
    return want


# -- the builders against NumPy ------------------------------------------------------------------------
def test_cond_takes_the_branch_the_predicate_picks():
    def f(p, x, y):
        prod, d = sfc.cond(p > 0, lambda a, b: (a * b, {"s": a + 1.0}), lambda a, b: (a - b, {"s": b * 2.0}), x, y)
        return prod, d["s"]
    g = sfc.trace(f, Spec((), "f32"), Spec((4,)), Spec((4,)))
    (case,) = ops_of(g, "case")
    assert len(case.attrs["branches"]) == 2 and len(case.results) == 2
    x, y = f32(4), f32(4)
    for p in (1.0, -2.0, 0.0):
        prod, s = evaluate(g, [np.float32(p), x, y])
        np.testing.assert_allclose(prod, x * y if p > 0 else x - y, rtol=1e-6)
        np.testing.assert_allclose(s, x + 1 if p > 0 else y * 2, rtol=1e-6)


def test_cond_on_an_integer_and_a_boolean_predicate():
    g = sfc.trace(lambda k, x: sfc.cond(k, lambda a: a * 3.0, lambda a: -a, x), Spec((), "i32"), Spec((3,)))
    x = f32(3)
    np.testing.assert_allclose(evaluate(g, [np.int32(5), x])[0], 3 * x, rtol=1e-6)
    np.testing.assert_allclose(evaluate(g, [np.int32(0), x])[0], -x, rtol=1e-6)
    g = sfc.trace(lambda b, x: sfc.cond(b, lambda a: a * 3.0, lambda a: -a, x), Spec((), "i1"), Spec((3,)))
    np.testing.assert_allclose(evaluate(g, [np.bool_(True), x])[0], 3 * x, rtol=1e-6)


def test_switch_clamps_the_index_as_jax_does():
    fns = [lambda a: a + 1.0, lambda a: a * a, lambda a: sfc.exp(a)]
    g = sfc.trace(lambda k, x: sfc.switch(k, fns, x), Spec((), "i32"), Spec((2, 3)))
    x = f32(2, 3)
    for k, want in ((-4, x + 1), (0, x + 1), (1, x * x), (2, np.exp(x)), (9, np.exp(x))):
        np.testing.assert_allclose(evaluate(g, [np.int32(k), x])[0], want, rtol=1e-6)


def test_branches_capture_tensors_of_the_enclosing_trace():
    """A branch that reads a tensor it was not given (a closure) gets it as an operand."""
    def f(k, x, w):
        h = x @ w
        return sfc.switch(k, [lambda a: a + h, lambda a: a * w.sum(), lambda a: h - a], x)
    g = sfc.trace(f, Spec((), "i32"), Spec((4, 4)), Spec((4, 4)))
    (case,) = ops_of(g, "case")
    assert len(case.operands) == 1 + 1 + 2  # index, x, then the captured h and w
    x, w = f32(4, 4), f32(4, 4)
    for k, want in ((0, x + x @ w), (1, x * w.sum()), (2, x @ w - x)):
        np.testing.assert_allclose(evaluate(g, [np.int32(k), x, w])[0], want, rtol=1e-5, atol=1e-6)


def test_while_loop_with_a_data_dependent_trip_count():
    """Collatz steps of each element until all reach 1: the trip count is known only at run time."""
    def f(x):
        def cond(s):
            return (s["x"] > 1).astype("i32").sum() > 0

        def body(s):
            x = s["x"]
            nxt = sfc.select(x % 2 == 0, x / 2, x * 3 + 1)   # integer division
            return {"x": sfc.select(x > 1, nxt, x), "n": s["n"] + 1}
        out = sfc.while_loop(cond, body, {"x": x, "n": np.int32(0)})
        return out["x"], out["n"]
    g = sfc.trace(f, Spec((4,), "i32"))
    assert len(ops_of(g, "while")) == 1
    x = np.array([6, 7, 1, 27], np.int32)
    xs, n = evaluate(g, [x])
    want = x.copy()
    steps = 0
    while (want > 1).any():
        want = np.where(want > 1, np.where(want % 2 == 0, want // 2, want * 3 + 1), want)
        steps += 1
    np.testing.assert_array_equal(xs, want)
    assert n == steps == 111


def test_fori_loop_static_bounds_unroll_and_traced_bounds_loop():
    body = lambda i, c: c * 0.5 + i.astype("f32")  # noqa: E731
    static = sfc.trace(lambda x: sfc.fori_loop(2, 5, body, x), Spec((3,)))
    assert not ops_of(static, "while") and len(ops_of(static, "multiply")) == 3
    kept = sfc.trace(lambda x: sfc.fori_loop(2, 5, body, x, unroll=False), Spec((3,)))
    traced = sfc.trace(lambda lo, hi, x: sfc.fori_loop(lo, hi, body, x), Spec((), "i32"), Spec((), "i32"), Spec((3,)))
    assert len(ops_of(kept, "while")) == len(ops_of(traced, "while")) == 1

    def numpy_loop(lo, hi, x):
        for i in range(lo, hi):
            x = x * 0.5 + i
        return x
    x = f32(3)
    np.testing.assert_allclose(evaluate(static, [x])[0], numpy_loop(2, 5, x), rtol=1e-6)
    np.testing.assert_allclose(evaluate(kept, [x])[0], numpy_loop(2, 5, x), rtol=1e-6)
    for lo, hi in ((0, 4), (3, 3), (5, 1), (-2, 2)):
        got = evaluate(traced, [np.int32(lo), np.int32(hi), x])[0]
        np.testing.assert_allclose(got, numpy_loop(lo, hi, x), rtol=1e-6)


def test_nested_control_flow():
    """A branch on the counter's parity inside a loop with a traced bound, and a loop inside a branch
    that reads the enclosing loop's counter (captured through two traces)."""
    def f(n, x):
        def body(i, c):
            odd = lambda a: sfc.tanh(a) * 2.0  # noqa: E731

            def even(a):
                return sfc.while_loop(lambda s: s[0] < i, lambda s: (s[0] + 1, s[1] * 0.9), (np.int32(0), a))[1]
            return sfc.cond(i % 2 == 1, odd, even, c)
        return sfc.fori_loop(0, n, body, x)
    g = sfc.trace(f, Spec((), "i32"), Spec((2, 4), "f32", Sharding.split(0)), mesh=MESH2)

    def numpy_f(n, x):
        for i in range(n):
            x = np.tanh(x) * 2 if i % 2 else x * 0.9 ** i
        return x
    x = f32(2, 4)
    for n in (0, 1, 4, 5):
        got = check_sim(g, [np.int32(n), x])[0]
        np.testing.assert_allclose(got, numpy_f(n, x.astype(np.float64)), rtol=1e-5, atol=1e-6)


# -- layouts: random shardings through loops and branches ------------------------------------------------
def _random_layout(rng, shape, mesh):
    dims = [[] for _ in shape]
    for axis in mesh.names:
        if rng.random() < 0.7:
            d = int(rng.integers(len(shape)))
            if shape[d] % mesh.axis_size(axis) == 0 and all(shape[d] % (mesh.axis_size(a) * mesh.axis_size(axis))
                                                             == 0 for a in dims[d]):
                dims[d].append(axis)
    return Sharding([tuple(d) for d in dims])


@pytest.mark.parametrize("seed", range(12))
def test_random_layouts_through_loops_and_branches(seed):
    """Random input layouts and random reshards inside a loop body and inside branches (collectives
    every iteration, in one branch only): the partitioned program matches the reference."""
    rng = np.random.default_rng(seed)
    mesh = [MESH2, MESH22, Mesh.of({"x": 4})][seed % 3]
    shapes = {"x": (8, 4), "w": (4, 4), "b": (4,)}
    lay = {k: _random_layout(rng, s, mesh) for k, s in shapes.items()}
    inner = [_random_layout(rng, (8, 4), mesh) for _ in range(2)] + [_random_layout(rng, (4, 8), mesh)]

    def f(n, k, x, w, b):
        def body(i, h):
            h = (h @ w).with_sharding(inner[0])
            return sfc.tanh(h + b * i.astype("f32"))
        h = sfc.fori_loop(0, n, body, x)
        return sfc.switch(k, [lambda a: (a * 2.0).with_sharding(inner[1]), lambda a: a - a.sum(0),
                              lambda a: sfc.transpose(sfc.transpose(a).with_sharding(inner[2]))], h), h.sum()
    g = sfc.trace(f, Spec((), "i32"), Spec((), "i32"), *[Spec(s, "f32", lay[k]) for k, s in shapes.items()], mesh=mesh)
    ins = [f32(*s) for s in shapes.values()]
    for n, k in ((0, 2), (3, 0), (2, 1)):
        check_sim(g, [np.int32(n), np.int32(k)] + ins, rtol=2e-5, atol=2e-5)


def test_collectives_run_inside_the_body_every_iteration():
    """h @ w with w split on the contraction: the partial product is finished inside the loop (the
    explain record says so); the loop invariant w is never moved inside it."""
    def f(n, h, w):
        return sfc.fori_loop(0, n, lambda i, h: sfc.tanh(h @ w), h)
    g = sfc.trace(f, Spec((), "i32"), Spec((8, 16), "f32", S(None, "model")), Spec((16, 16), "f32", S("model", None)),
                  mesh=Mesh.of({"model": 4}))
    prog = partition(g)
    (loop,) = ops_of(prog.graph, "while")
    body = loop.attrs["body"]
    assert [op.kind for op in body.ops if op.kind in ("reduce_scatter", "all_reduce", "all_gather")] == ["reduce_scatter"]
    assert not [op for op in prog.graph.ops if op.kind in ("all_gather", "reduce_scatter", "all_reduce")]
    colls = explain_json(prog)["collectives"]
    assert [c["kind"] for c in colls] == ["reduce-scatter"]
    assert "in the body of while" in colls[0]["op"] and "every iteration" in colls[0]["op"]
    check_sim(g, [np.int32(3), f32(8, 16), f32(16, 16)])


def test_carried_values_have_one_layout_resharded_at_entry():
    """The accumulator starts as a replicated constant but is carried split like what the body adds
    to it: its initial value is sliced once on entry (no collective), and the result leaves split."""
    def f(n, x):
        z = sfc.constant(np.zeros((8, 4), np.float32))
        return sfc.fori_loop(0, n, lambda i, acc: acc + sfc.sin(x), z)
    g = sfc.trace(f, Spec((), "i32"), Spec((8, 4), "f32", S("data", None)), mesh=MESH2)
    prog = partition(g)
    (loop,) = ops_of(prog.graph, "while")
    assert loop.operands[1].type.shape == (4, 4) and loop.results[1].sharding == S("data", None)
    assert loop.attrs["body"].inputs[1].sharding == S("data", None)
    assert explain_json(prog)["collectives"] == []
    got = check_sim(g, [np.int32(3), f32(8, 4)])[0]
    assert got.shape == (8, 4)


def test_the_body_yields_in_the_carried_layout():
    """The body ends with a constraint to another layout of the same local shape (the mesh axes
    swapped): the loop carries the input's layout, so the next value is resharded back at the end
    of every iteration (a collective permute), or the next iteration would read another device's
    block."""
    def f(n, x):
        return sfc.fori_loop(0, n, lambda i, h: (sfc.sin(h) + h).with_sharding(S("model", "data")), x)
    g = sfc.trace(f, Spec((), "i32"), Spec((4, 4), "f32", S("data", "model")), mesh=MESH22)
    prog = partition(g)
    (loop,) = ops_of(prog.graph, "while")
    body = loop.attrs["body"]
    assert body.inputs[1].sharding == S("data", "model") == body.outputs[1].sharding
    assert explain_json(prog)["collectives"], "the body must move the constrained value back"
    for n in (1, 2, 3):
        check_sim(g, [np.int32(n), f32(4, 4)])


def test_branches_reshard_only_what_they_read():
    """A branch that needs the weight gathered gathers it inside itself; the other branch moves nothing."""
    def f(k, x, w):
        return sfc.switch(k, [lambda a: a @ w, lambda a: a * 2.0], x)
    g = sfc.trace(f, Spec((), "i32"), Spec((8, 4), "f32", S("data", None)), Spec((4, 4), "f32", S(None, "data")),
                  mesh=MESH2)
    prog = partition(g)
    (case,) = ops_of(prog.graph, "case")
    b0, b1 = case.attrs["branches"]
    assert [op.kind for op in b0.ops].count("all_gather") == 1
    assert not [op for op in b1.ops if op.kind in ("all_gather", "all_reduce", "all_to_all")]
    assert not [op for op in prog.graph.ops if op.kind == "all_gather"]
    x, w = f32(8, 4), f32(4, 4)
    for k in (0, 1):
        check_sim(g, [np.int32(k), x, w])


def test_uneven_splits_around_and_inside_loops():
    """An unevenly split input reaches a loop at its real size (gathered first; explain says why);
    an uneven split inside a body is refused, naming the loop."""
    def f(n, x):
        y = sfc.fori_loop(0, n, lambda i, c: sfc.sin(c) + c, x)
        return sfc.cond(n > 2, lambda a: a * 2.0, lambda a: -a, y)
    g = sfc.trace(f, Spec((), "i32"), Spec((7, 4), "f32", S("x", None)), mesh=Mesh.of({"x": 2}))
    prog = partition(g)
    assert any("while at" in p and "computed at its real size" in p for p in prog.padding)
    for n in (0, 3):
        check_sim(g, [np.int32(n), f32(7, 4)])
    inside = sfc.trace(lambda n, x: sfc.fori_loop(0, n, lambda i, c: (c + 1.0).with_sharding(S(None, "x")), x),
                       Spec((), "i32"), Spec((4, 3)), mesh=Mesh.of({"x": 2}))
    with pytest.raises(sfc.ShardingError, match=r"while at test_control_flow\.py:\d+: a sharding inside its while "
                                                r"body splits a dimension unevenly"):
        partition(inside)


@pytest.mark.parametrize("communicates", [False, True])
def test_devices_that_disagree_on_a_condition(communicates):
    """A hand-made per-device program whose loop condition reads each device's own shard (not a
    replicated value, as in a shard_map body): each device runs its own iterations, in the
    simulator as in JAX, unless the body holds a collective, which needs every device in every
    iteration: that is caught instead of run."""
    mesh = MESH2
    cond = Graph("cond", mesh)
    v = cond.add_input(TensorType((2,), "f32"))
    s = cond.add_op("reduce", [v], {"dimensions": (0,), "reducer": "add"}).result
    zero = cond.add_op("constant", [], {"value": np.float32(0)}).result
    cond.set_outputs([cond.add_op("compare", [s, zero], {"comparison_direction": "GT"}).result])
    body = Graph("body", mesh)
    u = body.add_input(TensorType((2,), "f32"))
    one = body.add_op("constant", [], {"value": np.ones(2, np.float32)}).result
    if communicates:
        one = body.add_op("all_reduce", [one], {"axes": ("data",), "n": 2, "reducer": "add"}).result
    body.set_outputs([body.add_op("subtract", [u, one]).result])
    g = Graph("main", mesh)
    x = g.add_input(TensorType((2,), "f32"), S("data"))
    loop = g.add_op("while", [x], {"carried": 1, "cond": cond, "body": body})
    g.set_outputs(loop.results)
    g.verify()
    prog = SpmdProgram(g, mesh, [(TensorType((4,), "f32"), S("data"))], [(TensorType((4,), "f32"), S("data"))])
    x = np.array([1, 1, -1, -1], np.float32)
    if communicates:
        with pytest.raises(ControlFlowError, match="disagree on the loop condition in iteration 0"):
            simulate(prog, [x])
    else:   # device 0 subtracts once (its sum reaches 0), device 1 never
        np.testing.assert_array_equal(simulate(prog, [x])[0], [0, 0, -1, -1])


# -- gradients ----------------------------------------------------------------------------------------------
def _numeric(graph_fn, specs, xs, i, eps=1e-6):
    g = sfc.trace(graph_fn, *specs)
    out = np.zeros_like(np.asarray(xs[i], np.float64))
    for idx in np.ndindex(*out.shape):
        hi = [np.asarray(a, np.float64).copy() for a in xs]
        lo = [np.asarray(a, np.float64).copy() for a in xs]
        hi[i][idx] += eps
        lo[i][idx] -= eps
        out[idx] = (evaluate(g, hi, float64=True)[0] - evaluate(g, lo, float64=True)[0]) / (2 * eps)
    return out


def _loss(x, w, k, p):
    y = sfc.cond(p > 0, lambda a: sfc.tanh(a @ w), lambda a: a * w.sum(), x)
    z = sfc.switch(k, [lambda a: a * a, lambda a: sfc.exp(a) + w.mean(), lambda a: -a], y)
    z = sfc.fori_loop(0, 2, lambda i, c: c * 0.5 + sfc.sin(c), z)   # static bounds: unrolled
    return (z * z).sum()


@pytest.mark.parametrize("k, p", [(0, 1.0), (1, -1.0), (2, 2.0), (7, -0.5)])
def test_gradient_of_the_branches_taken(k, p):
    specs = [Spec((4, 4)), Spec((4, 4)), Spec((), "i32"), Spec((), "f32")]
    xs = [f32(4, 4), f32(4, 4), np.int32(k), np.float32(p)]
    g = sfc.trace(lambda x, w, k, p: sfc.grad(_loss, argnums=(0, 1))(x, w, k, p), *specs)
    assert len(ops_of(g, "case")) == 4    # the two forward cases and their vjps
    got = evaluate(g, xs, float64=True)
    for i in (0, 1):
        np.testing.assert_allclose(got[i], _numeric(_loss, specs, xs, i), rtol=1e-5, atol=1e-6)


def test_sharded_gradient_through_branches_matches_the_reference():
    specs = [Spec((8, 4), "f32", S("data", None)), Spec((4, 4), "f32", S(None, "model")), Spec((), "i32"),
             Spec((), "f32")]

    def step(x, w, k, p):
        loss, (gx, gw) = sfc.value_and_grad(lambda x, w: _loss(x, w, k, p), argnums=(0, 1))(x, w)
        return loss, gx, w - 0.1 * gw
    g = sfc.trace(step, *specs, mesh=MESH22)
    # inputs of scale 0.25: at 0.5, one draw in a few hundred makes this loss ill-conditioned, and the
    # float32 rounding that differs between the sharded sums and the reference's grows past 1e-3
    for k, p in ((1, 1.0), (0, -1.0)):
        check_sim(g, [f32(8, 4, scale=0.25), f32(4, 4, scale=0.25), np.int32(k), np.float32(p)], rtol=1e-4, atol=1e-5)


def test_a_loop_has_no_reverse_mode_gradient():
    def loss(x, n):
        return sfc.fori_loop(0, n, lambda i, c: sfc.sin(c), x).sum()
    with pytest.raises(TraceError, match=r"while at test_control_flow\.py:\d+: no reverse-mode gradient for a loop "
                                         r"whose trip count is known only at run time.*JAX's while_loop and "
                                         r"fori_loop with traced bounds have none either"):
        sfc.trace(lambda x, n: sfc.grad(loss)(x, n), Spec((4,)), Spec((), "i32"))
    # a loop whose result does not reach the loss is not differentiated
    g = sfc.trace(lambda x, n: sfc.grad(lambda x: (x * sfc.fori_loop(0, n, lambda i, c: c + 1.0,
                                                                     sfc.constant(np.float32(0)))).sum())(x),
                  Spec((4,)), Spec((), "i32"))
    np.testing.assert_allclose(evaluate(g, [f32(4), np.int32(3)])[0], np.full(4, 3.0), rtol=1e-6)


# -- errors -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("fn, message", [
    (lambda x: sfc.cond(x.sum() > 0, lambda a: a, lambda a: a.sum(), x),
     r"cond: true_fn returns \(f32\[4\]\) but false_fn returns \(f32\[\]\)"),
    (lambda x: sfc.switch(np.int32(1), [lambda a: a, lambda a: (a, a)], x),
     r"switch: branch 1 returns \(f32\[4\], f32\[4\]\) but branch 0 returns \(f32\[4\]\)"),
    (lambda x: sfc.cond(x > 0, lambda a: a, lambda a: -a, x), r"cond: pred must be a scalar, got shape \[4\]"),
    (lambda x: sfc.switch(x.sum(), [lambda a: a, lambda a: -a], x), r"switch: index must be an integer scalar"),
    (lambda x: sfc.switch(np.int32(0), [], x), r"switch: branches must be a non-empty sequence"),
    (lambda x: sfc.while_loop(lambda c: c.sum() > 0, lambda c: c.sum(), x),
     r"while_loop: body_fn must return what it takes: it takes \(f32\[4\]\) and returns \(f32\[\]\)"),
    (lambda x: sfc.while_loop(lambda c: c.sum(), lambda c: c * 0.5, x),
     r"while_loop: cond_fn must return a scalar boolean, got \(f32\[\]\)"),
    (lambda x: sfc.fori_loop(np.int32(0), x.sum(), lambda i, c: c, x), r"fori_loop: bounds must be integer scalars"),
    (lambda x: sfc.fori_loop(0, x.sum().astype("i32"), lambda i, c: c.sum(), x),
     r"fori_loop: body_fn must return what it takes: it takes \(i32\[\], f32\[4\]\) and returns \(i32\[\], f32\[\]\)"),
    (lambda x: sfc.cond(True, lambda a: "no", lambda a: a, x), r"cond true_fn's result: leaf 0 is a str"),
])
def test_builder_errors(fn, message):
    with pytest.raises(TraceError, match=message):
        sfc.trace(fn, Spec((4,)))


def test_a_tensor_of_an_unrelated_trace_is_refused():
    other = []
    sfc.trace(lambda x: other.append(x) or x, Spec((4,)))
    with pytest.raises(TraceError, match="a tensor from another trace was used here"):
        sfc.trace(lambda x: sfc.cond(x.sum() > 0, lambda a: a + other[0], lambda a: a, x), Spec((4,)))


# -- import ------------------------------------------------------------------------------------------------
NESTED = """
module @nested attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["data"=2]>
  func.func public @main(%x: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                         %n: tensor<i32>, %p: tensor<i1>) -> (tensor<8x4xf32>, tensor<i32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %half = stablehlo.constant dense<0.5> : tensor<8x4xf32>
    %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<8x4xf32>
    cond {
      %t = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      %v1 = "stablehlo.if"(%p) ({
        %a = stablehlo.multiply %v, %half : tensor<8x4xf32>
        stablehlo.return %a : tensor<8x4xf32>
      }, {
        %two = stablehlo.constant dense<2> : tensor<i32>
        %k = stablehlo.remainder %i, %two : tensor<i32>
        %b = "stablehlo.case"(%k) ({
          %s = stablehlo.sine %v : tensor<8x4xf32>
          stablehlo.return %s : tensor<8x4xf32>
        }, {
          %c = stablehlo.cosine %x : tensor<8x4xf32>
          stablehlo.return %c : tensor<8x4xf32>
        }) : (tensor<i32>) -> tensor<8x4xf32>
        stablehlo.return %b : tensor<8x4xf32>
      }) : (tensor<i1>) -> tensor<8x4xf32>
      stablehlo.return %i1, %v1 : tensor<i32>, tensor<8x4xf32>
    }
    return %r#1, %r#0 : tensor<8x4xf32>, tensor<i32>
  }
}
"""


def test_imported_nested_control_flow_captures_what_regions_read():
    g = import_module(NESTED, source_name="n.mlir")
    (loop,) = ops_of(g, "while")
    body, cond = loop.attrs["body"], loop.attrs["cond"]
    # carried (i, v); invariants: n (read by the condition), p and x (read by the body)
    assert loop.attrs["carried"] == 2 and len(loop.operands) == 5
    assert {g.inputs.index(v) for v in loop.operands[2:]} == {0, 1, 2}
    assert len(body.inputs) == len(cond.inputs) == 5
    (iff,) = ops_of(body, "case")
    assert iff.operands[0].producer.kind == "convert"            # the predicate as the index
    # the constant 0.5 is copied into the branch that reads it, not captured
    assert "constant" in [op.kind for op in iff.attrs["branches"][1].ops]

    def numpy_f(x, n, p):
        v = x.astype(np.float64)
        for i in range(n):
            v = v * 0.5 if p else (np.sin(v) if i % 2 == 0 else np.cos(x))
        return v
    x = f32(8, 4)
    for n, p in ((0, True), (3, True), (3, False), (4, False)):
        out, i = check_sim(g, [x, np.int32(n), np.bool_(p)])
        np.testing.assert_allclose(out, numpy_f(x, n, p), rtol=1e-5, atol=1e-6)
        assert i == max(n, 0)


def test_a_module_without_a_mesh_contracts_inside_loops_and_branches():
    """jax.jit(f).lower(...) without shardings (no mesh): a loop body's and a branch's contractions are
    partitioned on the one device the program gets (the sub-graphs took no mesh: an AttributeError)."""
    text = """
func.func public @main(%x: tensor<4x4xf32>, %n: tensor<i32>) -> tensor<4x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %a = %x) : tensor<i32>, tensor<4x4xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %i2 = stablehlo.add %i, %c1 : tensor<i32>
    %k = stablehlo.remainder %i, %c1 : tensor<i32>
    %b = "stablehlo.case"(%k) ({
      %d = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
      stablehlo.return %d : tensor<4x4xf32>
    }, {
      stablehlo.return %a : tensor<4x4xf32>
    }) : (tensor<i32>) -> tensor<4x4xf32>
    %s = stablehlo.sine %b : tensor<4x4xf32>
    stablehlo.return %i2, %s : tensor<i32>, tensor<4x4xf32>
  }
  return %r#1 : tensor<4x4xf32>
}"""
    g = import_module(text)
    assert g.mesh is None
    x = f32(4, 4)
    want = x.astype(np.float64)
    for _ in range(3):
        want = np.sin(want @ want)
    got = compile_graph(g, target="cpu")(x, np.int32(3))
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-5)


def test_imported_case_runs_the_last_branch_out_of_range():
    """StableHLO's case (unlike JAX's switch, which clamps first): an index out of range, negative
    too, runs the last branch."""
    text = """
module @c {
  func.func public @main(%k: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
    %r = "stablehlo.case"(%k) ({
      %a = stablehlo.negate %x : tensor<4xf32>
      stablehlo.return %a : tensor<4xf32>
    }, {
      %b = stablehlo.exponential %x : tensor<4xf32>
      stablehlo.return %b : tensor<4xf32>
    }) : (tensor<i32>) -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}"""
    g = import_module(text)
    x = f32(4)
    for k, want in ((0, -x), (1, np.exp(x)), (2, np.exp(x)), (-1, np.exp(x))):
        np.testing.assert_allclose(evaluate(g, [np.int32(k), x])[0], want, rtol=1e-6)


def test_import_errors_name_the_op():
    from shardflow.compiler.importer import StableHLOImportError
    bad = NESTED.replace("%c = stablehlo.cosine %x : tensor<8x4xf32>",
                         '%c = stablehlo.custom_call @my_kernel(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>')
    with pytest.raises(StableHLOImportError, match=r"^n\.mlir:25:16: unsupported custom_call @my_kernel"):
        import_module(bad, source_name="n.mlir")


# -- IREE -----------------------------------------------------------------------------------------------------
def _program(k, n, p, x, w, b):
    y = sfc.cond(p > 0, lambda a: sfc.tanh(a @ w), lambda a: a * 2.0 + 1.0, x)
    z = sfc.fori_loop(0, n, lambda i, c: sfc.tanh(c @ w + b * i.astype("f32")), y)
    u = sfc.switch(k, [lambda a: a + 1.0, lambda a: a - a.mean(0), lambda a: -a], z)
    cnt, v = sfc.while_loop(lambda s: (s[0] < 40) & (sfc.abs(s[1]).max() > 0.01),
                            lambda s: (s[0] + 1, s[1] * 0.5), (np.int32(0), u))
    return u, cnt, v


SPECS22 = [Spec((), "i32"), Spec((), "i32"), Spec((), "f32"), Spec((8, 16), "f32", S("data", "model")),
           Spec((16, 16), "f32", S("model", None)), Spec((16,), "f32", S("model"))]


@pytest.fixture(scope="module")
def compiled22():
    g = sfc.trace(_program, *SPECS22, mesh=MESH22)
    c = compile_graph(g)
    yield g, c
    c.close()


@pytest.mark.parametrize("k, n, p", [(0, 3, 1.0), (1, 0, -1.0), (2, 5, -2.0), (9, 1, 0.5)])
def test_iree_on_four_cpu_devices(compiled22, k, n, p):
    """One multi-device module: a case, a loop with a traced bound whose body finishes a contraction
    every iteration, a switch and a data-dependent loop, for several branches and trip counts."""
    g, c = compiled22
    ins = [np.int32(k), np.int32(n), np.float32(p), f32(8, 16), f32(16, 16, scale=0.25), f32(16)]
    want = evaluate(g, ins)
    got = c(*ins)
    for a, b in zip(got, want, strict=True):
        np.testing.assert_allclose(np.asarray(a), b, rtol=2e-5, atol=2e-5)
    assert int(np.asarray(got[1])) == int(want[1]) > 0


def test_host_staged_runs_loops_and_branches_that_do_not_communicate():
    def f(n, k, x):
        y = sfc.fori_loop(0, n, lambda i, c: c + sfc.sin(c) * i.astype("f32"), x)
        return sfc.switch(k, [lambda a: a + 1.0, lambda a: -a], y), y.sum()
    g = sfc.trace(f, Spec((), "i32"), Spec((), "i32"), Spec((8, 4), "f32", S("data", None)), mesh=MESH2)
    c = compile_graph(g, mode="host-staged")
    try:
        for n, k in ((0, 1), (4, 0)):
            ins = [np.int32(n), np.int32(k), f32(8, 4)]
            for a, b in zip(c(*ins), evaluate(g, ins), strict=True):
                np.testing.assert_allclose(np.asarray(a), b, rtol=1e-5, atol=1e-5)
    finally:
        c.close()


def test_host_staged_refuses_a_loop_that_communicates():
    g = sfc.trace(lambda n, x: sfc.fori_loop(0, n, lambda i, c: c + c.sum(), x), Spec((), "i32"),
                  Spec((8, 4), "f32", S("data", None)), mesh=MESH2)
    from shardflow.compiler.driver import lower
    with pytest.raises(ControlFlowError, match=r"while at test_control_flow\.py:\d+: its while body communicates "
                                               r"\(all_reduce .*\).*run it in the multi-device mode"):
        lower(partition(g), g, "cpu", "host-staged")


@pytest.mark.parametrize("loop", [False, True])
def test_contractions_in_a_branch_or_loop_keep_data_tiling(loop):
    """A dot in a branch (lax.switch) or loop body on 4 devices compiles with IREE's CPU data tiling:
    IREE 3.13 left the contraction's operands there without a device and failed to size their
    packed layout ("stream.tensor.sizeof ... illegal"); the lowering says where they are."""
    import warnings
    x = RNG.standard_normal((8, 4)).astype(np.float32)

    def fn(i, x):
        if loop:
            return sfc.fori_loop(0, i[0], lambda _, y: sfc.tanh(y @ sfc.transpose(x) @ x * 0.1), x)
        return sfc.switch(i[0], [lambda x: x * 2.0, lambda x: sfc.sin(x) @ sfc.transpose(x)[:, :4]], x)
    g = sfc.trace(fn, Spec((1,), "i32"), Spec((8, 4), "f32", S("data", "model")), mesh=MESH22)
    ins = [np.array([3 if loop else 1], np.int32), x]
    with warnings.catch_warnings():
        warnings.simplefilter("error")   # the fallback compile without data tiling warns
        got = compile_graph(g, target="cpu")(*ins)
    np.testing.assert_allclose(np.asarray(got), evaluate(g, ins)[0], rtol=1e-5, atol=1e-5)
