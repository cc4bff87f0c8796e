"""`stablehlo.while` with a static trip count, unrolled on import: hand-written loops (fori_loop-style
sums, a scan over stacked weights with dynamic_slice / dynamic_update_slice and a sharding constraint
in the body, zero-trip loops, other comparison directions and counter types, nested loops, GSPMD
form), the NumPy reference against NumPy, IREE on 2 and 4 CPU devices against NumPy, and the loops
that stay loops (a trip count that is not static, more than MAX_WHILE_ITERATIONS iterations; the
rest of control flow is tests/test_control_flow.py)."""
from __future__ import annotations

import re

import numpy as np
import pytest

from shardflow.compiler import Sharding, evaluate
from shardflow.compiler.cli.main import main as shardflow_main
from shardflow.compiler.importer import StableHLOImportError, import_module
from shardflow.compiler.importer.stablehlo import MAX_WHILE_ITERATIONS

RNG = np.random.default_rng(11)


def load(text, **kw):
    g = import_module(text, source_name="in.mlir", **kw)
    g.verify()
    assert not any(op.kind == "while" for op in g.ops)
    return g


def refused(text, *fragments):
    with pytest.raises(StableHLOImportError) as e:
        import_module(text, source_name="in.mlir")
    msg = str(e.value)
    for f in fragments:
        assert re.search(f, msg), msg
    return msg


def run_on_iree(text, inputs, tmp_path, capsys, *options):
    """`shardflow run` on as many CPU devices as the module's mesh has (`options`: more of its
    flags); the outputs as arrays."""
    path = tmp_path / "m.mlir"
    path.write_text(text)
    names = []
    for k, x in enumerate(inputs):
        names.append(str(tmp_path / f"in{k}.npy"))
        np.save(names[-1], x)
    rc = shardflow_main(["run", str(path), "-i", *names, "-o", str(tmp_path / "out"), *options])
    assert rc == 0, capsys.readouterr().err
    outs, k = [], 0
    while (tmp_path / "out" / f"out{k}.npy").exists():
        outs.append(np.load(tmp_path / "out" / f"out{k}.npy"))
        k += 1
    return outs


# -- a fori_loop sum: sum_{i<5} x * i, the counter returned too (2 devices, batch split) --------------
FORI_SUM = """
module @fori_sum attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["data"=2]>
  func.func public @main(%x: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x4xf32>, tensor<i32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %acc0 = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %r:2 = stablehlo.while(%i = %c0, %acc = %acc0) : tensor<i32>, tensor<8x4xf32>
    cond {
      %n = stablehlo.constant dense<5> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %f = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
      %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
      %t = stablehlo.multiply %x, %fb : tensor<8x4xf32>
      %a = stablehlo.add %acc, %t : tensor<8x4xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i1, %a : tensor<i32>, tensor<8x4xf32>
    }
    return %r#1, %r#0 : tensor<8x4xf32>, tensor<i32>
  }
}
"""


def test_fori_sum_unrolls_with_constant_counters():
    g = load(FORI_SUM)
    # the body (captured %x) imported 5 times; the counter is a literal in each copy
    assert sum(op.kind == "multiply" for op in g.ops) == 5
    converts = [op for op in g.ops if op.kind == "convert"]
    assert [int(op.operands[0].producer.attrs["value"]) for op in converts] == [0, 1, 2, 3, 4]
    assert g.outputs[1].producer.kind == "constant" and int(g.outputs[1].producer.attrs["value"]) == 5
    x = RNG.standard_normal((8, 4)).astype(np.float32)
    acc, i = evaluate(g, [x])
    np.testing.assert_allclose(acc, 10 * x, rtol=1e-6)
    assert i == 5 and i.dtype == np.int32


def test_fori_sum_on_two_cpu_devices(tmp_path, capsys):
    x = RNG.standard_normal((8, 4)).astype(np.float32)
    acc, i = run_on_iree(FORI_SUM, [x], tmp_path, capsys)
    np.testing.assert_allclose(acc, 10 * x, rtol=1e-6)
    assert int(i) == 5


# -- a scan over stacked weights: ys[i] = h = tanh(h @ ws[i]), a constraint in the body --------------
SCAN = """
module @scan attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]>
  func.func public @main(%x: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                         %ws: tensor<3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>})
      -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<3x8x16xf32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %ys0 = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<3x8x16xf32>
    %r:4 = stablehlo.while(%w = %ws, %i = %c0, %h = %x, %ys = %ys0) : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x8x16xf32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %k0 = stablehlo.constant dense<0> : tensor<i32>
      %wi = stablehlo.dynamic_slice %w, %i, %k0, %k0, sizes = [1, 16, 16] : (tensor<3x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
      %w2 = stablehlo.reshape %wi : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %d = stablehlo.dot_general %h, %w2, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %t = stablehlo.tanh %d : tensor<8x16xf32>
      %h1 = sdy.sharding_constraint %t <@mesh, [{"data"}, {"model"}]> : tensor<8x16xf32>
      %h3 = stablehlo.reshape %h1 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
      %ys1 = stablehlo.dynamic_update_slice %ys, %h3, %i, %k0, %k0 : (tensor<3x8x16xf32>, tensor<1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x8x16xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %w, %i1, %h1, %ys1 : tensor<3x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3x8x16xf32>
    }
    return %r#2, %r#3 : tensor<8x16xf32>, tensor<3x8x16xf32>
  }
}
"""


def scan_numpy(x, ws):
    h, ys = x.astype(np.float64), []
    for w in ws:
        h = np.tanh(h @ w)
        ys.append(h)
    return h, np.stack(ys)


def test_scan_over_stacked_weights_has_constant_starts_and_constraints():
    g = load(SCAN)
    slices = [op for op in g.ops if op.kind in ("dynamic_slice", "dynamic_update_slice")]
    assert len(slices) == 6
    starts = [tuple(int(v.producer.attrs["value"]) for v in op.operands[-3:]) for op in slices]
    assert starts == [(0, 0, 0), (0, 0, 0), (1, 0, 0), (1, 0, 0), (2, 0, 0), (2, 0, 0)]
    assert all(v.producer.kind == "constant" for op in slices for v in op.operands[-3:])
    shardings = [op.attrs["sharding"] for op in g.ops if op.kind == "reshard"]
    assert shardings == [Sharding.spec("data", "model")] * 3  # the body's constraint, once per iteration
    x = RNG.standard_normal((8, 16)).astype(np.float32)
    ws = (RNG.standard_normal((3, 16, 16)) / 4).astype(np.float32)
    h, ys = evaluate(g, [x, ws])
    want_h, want_ys = scan_numpy(x, ws)
    np.testing.assert_allclose(h, want_h, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(ys, want_ys, rtol=1e-5, atol=1e-6)


def test_scan_on_four_cpu_devices(tmp_path, capsys):
    x = RNG.standard_normal((8, 16)).astype(np.float32)
    ws = (RNG.standard_normal((3, 16, 16)) / 4).astype(np.float32)
    h, ys = run_on_iree(SCAN, [x, ws], tmp_path, capsys)
    want_h, want_ys = scan_numpy(x, ws)
    np.testing.assert_allclose(h, want_h, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(ys, want_ys, rtol=1e-5, atol=1e-5)


# -- trip counts: zero iterations, other directions, steps and counter types -------------------------
def counter_loop(start, direction, bound, step, dtype="i32", compare_type="SIGNED", update="add"):
    """x *= 2 once per iteration of `for (c = start; c <direction> bound; c = c <update> step)`."""
    lit = (lambda v: f"{float(v):e}") if dtype.startswith("f") else (lambda v: str(int(v)))
    return f"""
module @loop {{
  func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<{dtype}>) {{
    %c = stablehlo.constant dense<{lit(start)}> : tensor<{dtype}>
    %r:2 = stablehlo.while(%i = %c, %v = %x) : tensor<{dtype}>, tensor<4xf32>
    cond {{
      %n = stablehlo.constant dense<{lit(bound)}> : tensor<{dtype}>
      %p = stablehlo.compare {direction}, %i, %n, {compare_type} : (tensor<{dtype}>, tensor<{dtype}>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }} do {{
      %two = stablehlo.constant dense<2.0> : tensor<4xf32>
      %v1 = stablehlo.multiply %v, %two : tensor<4xf32>
      %s = stablehlo.constant dense<{lit(step)}> : tensor<{dtype}>
      %i1 = stablehlo.{update} %i, %s : tensor<{dtype}>
      stablehlo.return %i1, %v1 : tensor<{dtype}>, tensor<4xf32>
    }}
    return %r#1, %r#0 : tensor<4xf32>, tensor<{dtype}>
  }}
}}
"""


def python_trips(start, direction, bound, step, update="add"):
    test = {"LT": lambda a, b: a < b, "LE": lambda a, b: a <= b, "GT": lambda a, b: a > b,
            "GE": lambda a, b: a >= b, "NE": lambda a, b: a != b, "EQ": lambda a, b: a == b}[direction]
    c, n = start, 0
    while test(c, bound):
        c = c + step if update == "add" else c - step if update == "subtract" else c * step
        n += 1
    return n, c


@pytest.mark.parametrize("start, direction, bound, step, dtype, update", [
    (5, "LT", 3, 1, "i32", "add"),            # zero iterations: the loop's operands come back
    (0, "LT", 0, 1, "i32", "add"),            # zero iterations
    (0, "LE", 4, 1, "i32", "add"),
    (10, "GT", 0, 3, "i32", "subtract"),      # counting down: 10, 7, 4, 1
    (0, "NE", 6, 2, "i64", "add"),
    (2, "GE", -4, 2, "i64", "subtract"),
    (1, "LT", 100, 3, "i32", "multiply"),     # 1, 3, 9, 27, 81
    (0, "EQ", 0, 1, "i32", "add"),            # one iteration
    (0.0, "LT", 1.0, 0.25, "f32", "add"),     # a float counter
])
def test_trip_counts(start, direction, bound, step, dtype, update):
    ctype = "FLOAT" if dtype == "f32" else "SIGNED"
    g = load(counter_loop(start, direction, bound, step, dtype, ctype, update))
    trips, end = python_trips(start, direction, bound, step, update)
    assert sum(op.kind == "multiply" for op in g.ops) == trips
    x = RNG.standard_normal(4).astype(np.float32)
    v, c = evaluate(g, [x])
    np.testing.assert_array_equal(v, x * np.float32(2.0 ** trips))
    assert c == end
    if trips == 0:
        assert g.outputs[0] is g.inputs[0]


def test_zero_trip_loop_on_iree(tmp_path, capsys):
    x = RNG.standard_normal(4).astype(np.float32)
    v, c = run_on_iree(counter_loop(5, "LT", 3, 1), [x], tmp_path, capsys)
    np.testing.assert_array_equal(v, x)
    assert int(c) == 5


def test_nested_loops_with_a_triangular_trip_count():
    """for i in range(4): for j in range(i): acc += x  (the inner bound is the outer counter)."""
    text = """
module @nested {
  func.func public @main(%x: tensor<3xf32>) -> tensor<3xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %r:2 = stablehlo.while(%i = %c0, %acc = %x) : tensor<i32>, tensor<3xf32>
    cond {
      %n = stablehlo.constant dense<4> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %s:3 = stablehlo.while(%j = %c0, %bound = %i, %a = %acc) : tensor<i32>, tensor<i32>, tensor<3xf32>
      cond {
        %q = stablehlo.compare LT, %j, %bound, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %q : tensor<i1>
      } do {
        %a1 = stablehlo.add %a, %x : tensor<3xf32>
        %j1 = stablehlo.add %j, %one : tensor<i32>
        stablehlo.return %j1, %bound, %a1 : tensor<i32>, tensor<i32>, tensor<3xf32>
      }
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i1, %s#2 : tensor<i32>, tensor<3xf32>
    }
    return %r#1 : tensor<3xf32>
  }
}
"""
    g = load(text)
    assert sum(op.kind == "add" for op in g.ops) == 6  # 0 + 1 + 2 + 3 (the counter adds fold away)
    x = np.array([1.0, -2.0, 0.5], np.float32)
    np.testing.assert_array_equal(evaluate(g, [x])[0], 7 * x)


def test_counter_updated_through_a_call_and_compared_in_a_call():
    """The counter may be computed anywhere (JAX's threefry loop updates it in a func.call)."""
    text = """
module @calls {
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i64>
    %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i64>, tensor<4xf32>
    cond {
      %p = func.call @below(%i) : (tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %s:2 = func.call @step(%i, %v) : (tensor<i64>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>)
      stablehlo.return %s#0, %s#1 : tensor<i64>, tensor<4xf32>
    }
    return %r#1 : tensor<4xf32>
  }
  func.func private @below(%i: tensor<i64>) -> tensor<i1> {
    %n = stablehlo.constant dense<3> : tensor<i64>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    return %p : tensor<i1>
  }
  func.func private @step(%i: tensor<i64>, %v: tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>) {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %i1 = stablehlo.add %i, %one : tensor<i64>
    %v1 = stablehlo.sine %v : tensor<4xf32>
    return %i1, %v1 : tensor<i64>, tensor<4xf32>
  }
}
"""
    g = load(text)
    x = RNG.standard_normal(4).astype(np.float32)
    np.testing.assert_allclose(evaluate(g, [x])[0], np.sin(np.sin(np.sin(x))), rtol=1e-6)


def test_gspmd_loop_with_a_sharding_custom_call_in_the_body(tmp_path, capsys):
    text = """
module @gspmd_loop attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %w: tensor<4x4xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<8x4xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.while(%i = %c0, %h = %x) : tensor<i32>, tensor<8x4xf32>
    cond {
      %n = stablehlo.constant dense<2> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %d = stablehlo.dot_general %h, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
      %t = stablehlo.tanh %d : tensor<8x4xf32>
      %s = stablehlo.custom_call @Sharding(%t) {mhlo.sharding = "{devices=[1,2]<=[2]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i1, %s : tensor<i32>, tensor<8x4xf32>
    }
    return %r#1 : tensor<8x4xf32>
  }
}
"""
    g = load(text)
    assert len([op for op in g.ops if op.kind == "reshard"]) == 2
    x = RNG.standard_normal((8, 4)).astype(np.float32)
    w = RNG.standard_normal((4, 4)).astype(np.float32)
    want = np.tanh(np.tanh(x @ w) @ w)
    np.testing.assert_allclose(evaluate(g, [x, w])[0], want, rtol=1e-5, atol=1e-6)
    (out,) = run_on_iree(text, [x, w], tmp_path, capsys)
    np.testing.assert_allclose(out, want, rtol=1e-5, atol=1e-5)


# -- kept as loops: trip counts that are not static, too many iterations ----------------------------
DYNAMIC_BOUND = """
module @dyn {
  func.func public @main(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:3 = stablehlo.while(%i = %c0, %b = %n, %v = %x) : tensor<i32>, tensor<i32>, tensor<4xf32>
    cond {
      %p = stablehlo.compare LT, %i, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      %v1 = stablehlo.tanh %v : tensor<4xf32>
      stablehlo.return %i1, %b, %v1 : tensor<i32>, tensor<i32>, tensor<4xf32>
    }
    return %r#2 : tensor<4xf32>
  }
}
"""


def loop_of(text):
    """The module imported: exactly one `while` op, kept as a loop."""
    g = import_module(text, source_name="in.mlir")
    g.verify()
    loops = [op for op in g.ops if op.kind == "while"]
    assert len(loops) == 1, [op.kind for op in g.ops]
    return g, loops[0]


def tanh_n(x, n):
    for _ in range(n):
        x = np.tanh(x)
    return x


def test_run_time_bound_stays_a_loop():
    """`lax.fori_loop(0, n, ...)` with a traced n: the bound (returned unchanged) is an invariant."""
    g, loop = loop_of(DYNAMIC_BOUND)
    assert loop.attrs["carried"] == 2 and loop.operands[2] is g.inputs[1]
    assert loop.loc.startswith("in.mlir:5:12")
    x = RNG.standard_normal(4).astype(np.float32)
    for n in (-1, 0, 1, 4):
        np.testing.assert_allclose(evaluate(g, [x, np.int32(n)])[0], tanh_n(x, max(n, 0)), rtol=1e-6)


def test_run_time_step_stays_a_loop_when_the_condition_stops_folding():
    """for (i = 0; i < 10; i += n): the first test folds, the second (iteration 1) does not: the
    loop is imported whole (the copy of the first iteration is dropped)."""
    text = DYNAMIC_BOUND.replace("%one = stablehlo.constant dense<1> : tensor<i32>\n", "") \
        .replace("%i1 = stablehlo.add %i, %one", "%i1 = stablehlo.add %i, %b") \
        .replace("%p = stablehlo.compare LT, %i, %b", "%k = stablehlo.constant dense<10> : tensor<i32>\n"
                                                      "      %p = stablehlo.compare LT, %i, %k")
    g, loop = loop_of(text)
    assert [op.kind for op in g.ops].count("tanh") == 0  # no unrolled copy left behind
    x = RNG.standard_normal(4).astype(np.float32)
    for n, trips in ((3, 4), (10, 1), (4, 3)):
        np.testing.assert_allclose(evaluate(g, [x, np.int32(n)])[0], tanh_n(x, trips), rtol=1e-6)


CONVERGE = """
module @converge {
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %r = stablehlo.while(%v = %x) : tensor<4xf32>
    cond {
      %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %m = stablehlo.reduce(%v init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
      %tol = stablehlo.constant dense<1.0e-01> : tensor<f32>
      %p = stablehlo.compare GT, %m, %tol, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %two = stablehlo.constant dense<2.0> : tensor<4xf32>
      %v1 = stablehlo.divide %v, %two : tensor<4xf32>
      stablehlo.return %v1 : tensor<4xf32>
    }
    return %r : tensor<4xf32>
  }
}
"""


def test_data_dependent_condition_stays_a_loop():
    """while max(v) > 0.1: v = v / 2 (a convergence loop)."""
    g, loop = loop_of(CONVERGE)
    assert loop.attrs["carried"] == 1 and [op.kind for op in loop.attrs["cond"].ops][-1] == "compare"
    x = np.array([3.0, -1.0, 0.5, 2.0], np.float32)
    want = x.copy()
    while want.max() > 0.1:
        want = want / 2
    np.testing.assert_array_equal(evaluate(g, [x])[0], want)


def test_data_dependent_loop_on_two_cpu_devices(tmp_path, capsys):
    """The same loop with its operand split over 2 devices: the condition's maximum is all-reduced
    in every test, and IREE runs the loop."""
    text = CONVERGE.replace("module @converge {", 'module @converge attributes {mhlo.num_partitions = 2 : i32} {\n'
                                                  '  sdy.mesh @mesh = <["data"=2]>') \
        .replace("%x: tensor<4xf32>)", '%x: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>})')
    x = np.array([3.0, -1.0, 0.5, 40.0], np.float32)
    want = x.copy()
    while want.max() > 0.1:
        want = want / 2
    (out,) = run_on_iree(text, [x], tmp_path, capsys)
    np.testing.assert_array_equal(out, want)


def test_iteration_cap():
    g = load(counter_loop(0, "LT", MAX_WHILE_ITERATIONS, 1))
    assert sum(op.kind == "multiply" for op in g.ops) == MAX_WHILE_ITERATIONS
    g, loop = loop_of(counter_loop(0, "LT", MAX_WHILE_ITERATIONS + 1, 1))   # longer: stays a loop
    x = np.ones(4, np.float32)
    out, i = evaluate(g, [x])
    assert i == MAX_WHILE_ITERATIONS + 1 and np.isinf(out).all()    # 2 ** 1025 overflows f32
    loop_of(counter_loop(0, "GE", 0, 0))  # never ends: a loop (not run here)


def test_error_in_the_body_names_the_body_op():
    text = counter_loop(0, "LT", 2, 1).replace("%v1 = stablehlo.multiply %v, %two : tensor<4xf32>",
                                               "%v1 = chlo.bessel_i1e %v : tensor<4xf32> -> tensor<4xf32>")
    refused(text, r"^in\.mlir:12:13: unsupported op 'chlo\.bessel_i1e'", r"stablehlo\.while")


# -- a carried value the loop never reads: each iteration overwrites it (the last step's size) -----
LAST_STEP = """
module @last_step attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["data"=2]>
  func.func public @main(%x: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<4xf32>, tensor<4xf32>) {
    %z = stablehlo.constant dense<0.0> : tensor<4xf32>
    %r:2 = stablehlo.while(%v = %x, %step = %z) : tensor<4xf32>, tensor<4xf32>
CONVERGE_COND    } do {
      %two = stablehlo.constant dense<2.0> : tensor<4xf32>
      %v1 = stablehlo.divide %v, %two : tensor<4xf32>
      %s = stablehlo.subtract %v, %v1 : tensor<4xf32>
      stablehlo.return %v1, %s : tensor<4xf32>, tensor<4xf32>
    }
    return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
  }
}
""".replace("CONVERGE_COND", CONVERGE[CONVERGE.index("    cond {"):CONVERGE.index("    } do {")])


@pytest.mark.parametrize("devices, mode", [(1, "auto"), (2, "auto"), (2, "host-staged")])
def test_loop_overwriting_a_carried_value_it_never_reads_on_iree(devices, mode, tmp_path, capsys):
    """The step is carried but never read by the loop (each iteration overwrites it, as diffrax's
    solver state is): iree-compile 3.13 crashed on such a loop (ScfWhileOpConversion), on one
    device too and in the host-staged mode's stages; its block argument now goes through a
    barrier with the yielded value."""
    text = LAST_STEP
    if mode == "host-staged" or devices == 1:   # (x replicated: a stage runs a loop without collectives)
        text = text.replace('{sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}', "")
    if devices == 1:
        text = text.replace(" attributes {mhlo.num_partitions = 2 : i32}", "").replace('  sdy.mesh @mesh = <["data"=2]>\n', "")
    x = np.array([3.0, -1.0, 0.5, 40.0], np.float32)
    v, step = x.copy(), np.zeros_like(x)
    while v.max() > 0.1:
        v, step = v / 2, v - v / 2
    got_v, got_step = run_on_iree(text, [x], tmp_path, capsys, "--mode", mode)
    np.testing.assert_array_equal(got_v, v)
    np.testing.assert_array_equal(got_step, step)
