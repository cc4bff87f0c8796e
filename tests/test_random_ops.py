"""Unsigned element types (ui8, ui32, ui64), bit ops (shifts, popcnt, bitcast_convert) and
rng_bit_generator, end to end: the NumPy reference against StableHLO/XLA semantics written out
with Python integers (wraparound, shift amounts at and past the bit width, conversions), IREE on
the CPU against the reference, and sharded programs on several CPU devices. The JAX random models
themselves (threefry dropout, normal noise, the rbg PRNGs, a dropout training step) run against
XLA's outputs in test_jax_interop.py; here their reference and SPMD simulation are checked too."""
from __future__ import annotations

import glob
import os

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Device, OpError, Sharding, Spec
from shardflow.compiler.cli.main import main
from shardflow.compiler.driver import compile_graph, lower
from shardflow.compiler.emit.stablehlo import emit_module
from shardflow.compiler.importer import import_module
from shardflow.compiler.importer.stablehlo import StableHLOImportError
from shardflow.compiler.ops.random import generate
from shardflow.compiler.simulator import simulate
from shardflow.runtime import dtypes
from iree_run import run_on_iree  # noqa: E402

DATA = os.path.join(os.path.dirname(__file__), "data")
INTS = ["i32", "i64", "ui8", "ui32", "ui64"]


_run = run_on_iree


def _exact(got, want, what=""):
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
        assert g.dtype == w.dtype and g.shape == w.shape, f"{what} output {i}: {g.dtype}{g.shape} vs {w.dtype}{w.shape}"
        np.testing.assert_array_equal(g, w, err_msg=f"{what} output {i}")


# -- shifts: StableHLO semantics with Python integers ---------------------------------------------------
def _bits(dt):
    return dtypes.bit_width(dt)


def _to_unsigned(x, bits):
    return int(x) % (1 << bits)


def _from_unsigned(u, dt):
    bits = _bits(dt)
    if dt.startswith("i") and u >= 1 << (bits - 1):
        return u - (1 << bits)
    return u


def spec_shift(kind, a, n, dt):
    """XLA's saturated shifts: the amount is read as unsigned; at or past the bit width a left or
    logical shift gives 0 and an arithmetic one the sign fill."""
    bits = _bits(dt)
    u, n = _to_unsigned(a, bits), _to_unsigned(n, bits)
    if kind == "shift_left":
        r = 0 if n >= bits else (u << n) % (1 << bits)
    elif kind == "shift_right_logical":
        r = 0 if n >= bits else u >> n
    else:
        signed = u - (1 << bits) if u >= 1 << (bits - 1) else u
        r = _to_unsigned(signed >> min(n, bits - 1), bits)
    return _from_unsigned(r, dt)


def _shift_cases(dt):
    bits = _bits(dt)
    info = np.iinfo(dtypes.to_numpy(dt))
    values = [0, 1, 5, info.max, info.min, info.max - 1, 0x5A & info.max, info.max // 3]
    amounts = [0, 1, 3, bits - 1, bits, bits + 1, info.max, 2 * bits if 2 * bits <= info.max else bits]
    if info.min < 0:
        amounts += [-1, info.min]
    a = np.array([v for v in values for _ in amounts], dtypes.to_numpy(dt))
    n = np.array([m for _ in values for m in amounts], dtypes.to_numpy(dt))
    return a, n


@pytest.mark.parametrize("dt", INTS)
def test_shifts_match_stablehlo_semantics_in_the_reference_and_on_iree(dt):
    a, n = _shift_cases(dt)
    kinds = ("shift_left", "shift_right_logical", "shift_right_arithmetic")

    def f(x, s):
        return [sfc.shift_left(x, s), sfc.shift_right_logical(x, s), sfc.shift_right_arithmetic(x, s)]

    graph = sfc.trace(f, Spec(a.shape, dt), Spec(n.shape, dt))
    want = [np.array([spec_shift(k, x, m, dt) for x, m in zip(a.tolist(), n.tolist(), strict=True)], dtypes.to_numpy(dt))
            for k in kinds]
    _exact(sfc.evaluate(graph, [a, n]), want, f"reference {dt}")
    _exact(_run(graph, [a, n]), want, f"IREE {dt}")


# -- unsigned arithmetic wraps; comparisons, conversions, bit ops -----------------------------------------
def int_ops(x, y):
    big = sfc.iota(x.shape, 0, x.dtype) + x  # large values stay large (compare is unsigned)
    return [x + y, x - y, x * y, -x, x / (y | 1), x % (y | 1), sfc.maximum(x, y), sfc.minimum(x, y),
            x & y, x | y, x ^ y, ~x, sfc.popcnt(x), sfc.count_leading_zeros(x), (x < y).astype("i32"), (big >= y).astype("i32"),
            x.astype("f32"), x.astype("i64"), x.astype("ui8"), x.astype("ui64"), x.astype("i32"),
            x.sum(0), x.max(1), x.min(0), sfc.where(x > y, x, y), sfc.clamp(x, y & 7, y | 255),
            sfc.concatenate([x, y], 0)[1:4], x.T.reshape(-1)]


def _int_inputs(dt, rng):
    info = np.iinfo(dtypes.to_numpy(dt))
    mk = lambda: rng.integers(int(info.min), int(info.max), (4, 6), dtype=np.int64 if info.min < 0 else np.uint64,  # noqa: E731
                              endpoint=True).astype(dtypes.to_numpy(dt))
    x, y = mk(), mk()
    x[0, :3] = [info.max, info.max - 1, 0]  # wraparound on + and *
    y[0, :3] = [1, info.max, info.max]
    return [x, y]


@pytest.mark.parametrize("dt", INTS)
def test_integer_ops_on_iree_match_the_reference(dt):
    graph = sfc.trace(int_ops, Spec((4, 6), dt), Spec((4, 6), dt))
    xs = _int_inputs(dt, np.random.default_rng(3))
    want = sfc.evaluate(graph, xs)
    got = _run(graph, xs)
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
        assert g.dtype == w.dtype and g.shape == w.shape, f"output {i}"
        np.testing.assert_array_equal(g, w, err_msg=f"output {i} ({dt})")  # int -> f32 rounds alike too


def test_unsigned_arithmetic_wraps_like_python_integers():
    for dt in ("ui8", "ui32", "ui64"):
        bits = _bits(dt)
        m = 1 << bits
        x = np.array([m - 1, m - 2, 7, 0], dtypes.to_numpy(dt))
        y = np.array([1, m - 1, 3, 5], dtypes.to_numpy(dt))
        g = sfc.trace(lambda a, b: [a + b, a * b, a - b, -a, a.astype("i64") if bits < 64 else a],
                      Spec((4,), dt), Spec((4,), dt))
        add, mul, sub, neg, wide = sfc.evaluate(g, [x, y])
        xs, ys = [int(v) for v in x], [int(v) for v in y]
        assert add.tolist() == [(a + b) % m for a, b in zip(xs, ys, strict=True)]
        assert mul.tolist() == [(a * b) % m for a, b in zip(xs, ys, strict=True)]
        assert sub.tolist() == [(a - b) % m for a, b in zip(xs, ys, strict=True)]
        assert neg.tolist() == [(-a) % m for a in xs]
        assert wide.tolist() == xs  # zero extension


def test_integer_conversions_wrap_sign_extend_and_truncate():
    def f(i, u, x):
        return [i.astype("ui64"), i.astype("ui32"), u.astype("i64"), u.astype("ui8"), u.astype("i32"),
                u.astype("f32"), x.astype("ui32")]

    g = sfc.trace(f, Spec((4,), "i32"), Spec((4,), "ui32"), Spec((4,), "f32"))
    i = np.array([-1, 5, -2 ** 31, 7], np.int32)
    u = np.array([2 ** 32 - 1, 256, 2 ** 31, 7], np.uint32)
    x = np.array([0.0, 2.7, 300.0, 4294967040.0], np.float32)  # in range: truncation toward zero
    want = [np.array([2 ** 64 - 1, 5, 2 ** 64 - 2 ** 31, 7], np.uint64),
            np.array([2 ** 32 - 1, 5, 2 ** 31, 7], np.uint32),
            np.array([2 ** 32 - 1, 256, 2 ** 31, 7], np.int64),
            np.array([255, 0, 0, 7], np.uint8),
            np.array([-1, 256, -2 ** 31, 7], np.int32),
            np.array([4294967296.0, 256.0, 2147483648.0, 7.0], np.float32),
            np.array([0, 2, 300, 4294967040], np.uint32)]
    _exact(sfc.evaluate(g, [i, u, x]), want, "reference")
    _exact(_run(g, [i, u, x]), want, "IREE")


def test_float_to_integer_saturates_as_xla_does_in_the_reference_and_on_iree():
    """Out of range StableHLO leaves float -> integer undefined (IREE's own conversion gives INT_MIN
    for a NaN or an overflow); the reference and the compiled code truncate, then saturate (NaN ->
    0), as XLA's CPU backend does, for signed and unsigned targets and from f16/bf16 too."""
    g = sfc.trace(lambda x, h, f: [x.astype("ui32"), x.astype("ui8"), x.astype("i32"), x.astype("i8"), x.astype("i64"),
                                   h.astype("i8"), h.astype("ui16"), f.astype("i32")],
                  Spec((9,), "f32"), Spec((9,), "bf16"), Spec((9,), "f16"))
    x = np.array([-1.5, 2.7, 300.0, 5e9, np.nan, np.inf, -np.inf, -3e9, -0.9], np.float32)
    h = x.astype(dtypes.to_numpy("bf16"))
    with np.errstate(over="ignore"):
        f = x.astype(np.float16)   # 5e9 and -3e9 overflow to +-inf
    want = [np.array([0, 2, 300, 2 ** 32 - 1, 0, 2 ** 32 - 1, 0, 0, 0], np.uint32),
            np.array([0, 2, 255, 255, 0, 255, 0, 0, 0], np.uint8),
            np.array([-1, 2, 300, 2 ** 31 - 1, 0, 2 ** 31 - 1, -2 ** 31, -2 ** 31, 0], np.int32),
            np.array([-1, 2, 127, 127, 0, 127, -128, -128, 0], np.int8),
            np.array([-1, 2, 300, 4999610368, 0, 2 ** 63 - 1, -2 ** 63, -3000000000, 0], np.int64),
            np.array([-1, 2, 127, 127, 0, 127, -128, -128, 0], np.int8),
            np.array([0, 2, 300, 65535, 0, 65535, 0, 0, 0], np.uint16),
            np.array([-1, 2, 300, 2 ** 31 - 1, 0, 2 ** 31 - 1, -2 ** 31, -2 ** 31, 0], np.int32)]
    want[4][3] = int(np.float32(5e9))   # 5e9 as f32
    want[4][7] = int(np.float32(-3e9))
    _exact(sfc.evaluate(g, [x, h, f]), want, "reference")
    _exact(_run(g, [x, h, f]), want, "IREE")


def test_popcnt_counts_bits():
    for dt in INTS:
        info = np.iinfo(dtypes.to_numpy(dt))
        x = np.array([0, 1, info.max, info.min, 0x55 & info.max], dtypes.to_numpy(dt))
        (got,) = sfc.evaluate(sfc.trace(lambda a: [sfc.popcnt(a)], Spec((5,), dt)), [x])
        assert got.tolist() == [bin(_to_unsigned(v, _bits(dt))).count("1") for v in x.tolist()]


def test_count_leading_zeros_counts_from_the_top_bit():
    for dt in INTS:
        bits = _bits(dt)
        info = np.iinfo(dtypes.to_numpy(dt))
        x = np.array([0, 1, 2, 3, info.max, info.min, 0x55 & info.max], dtypes.to_numpy(dt))
        (got,) = sfc.evaluate(sfc.trace(lambda a: [sfc.count_leading_zeros(a)], Spec((7,), dt)), [x])
        assert got.dtype == x.dtype
        assert got.tolist() == [bits - _to_unsigned(v, bits).bit_length() for v in x.tolist()], dt


def test_nextafter_steps_one_ulp_of_its_own_type_in_the_reference_and_on_iree():
    """chlo.next_after (jnp.nextafter): bf16 and f16 step by their own ulp, not f32's."""
    x = [1.0, 1.0, -1.0, 0.0, 0.0, -0.0, 2.0, np.inf, np.nan, 3.0, -np.inf]
    y = [2.0, 0.0, -2.0, 1.0, -1.0, 1.0, 2.0, 0.0, 1.0, np.nan, 0.0]
    graph = {dt: sfc.trace(lambda a, b: [sfc.nextafter(a, b)], Spec((11,), dt), Spec((11,), dt))
             for dt in ("f32", "f16", "bf16")}
    for dt in ("f32", "f16"):
        a, b = (np.array(v, dtypes.to_numpy(dt)) for v in (x, y))
        (got,) = sfc.evaluate(graph[dt], [a, b])
        np.testing.assert_array_equal(got.view(f"u{a.itemsize}"), np.nextafter(a, b).view(f"u{a.itemsize}"),
                                      err_msg=dt)   # bit for bit: the sign of zero counts
    bf = dtypes.to_numpy("bf16")
    (got,) = sfc.evaluate(graph["bf16"], [np.array(x, bf), np.array(y, bf)])
    assert got.astype(np.float32)[:3].tolist() == [1.0078125, 0.99609375, -1.0078125]
    assert got.astype(np.float32)[3] > 0 and got.astype(np.float32)[3] == np.array(2 ** -133, np.float32)
    for dt in ("f32", "bf16"):
        ins = [np.array(x, dtypes.to_numpy(dt)), np.array(y, dtypes.to_numpy(dt))]
        want = sfc.evaluate(graph[dt], ins)
        got = _run(graph[dt], ins)
        np.testing.assert_array_equal(got[0].view(np.uint16 if dt == "bf16" else np.uint32),
                                      want[0].view(np.uint16 if dt == "bf16" else np.uint32), err_msg=dt)


# -- bitcast_convert ----------------------------------------------------------------------------------
def test_bitcast_convert_reads_the_same_bits():
    def f(a, w, u):
        return [sfc.bitcast_convert(a, "ui32"), sfc.bitcast_convert(sfc.bitcast_convert(a, "ui32"), "f32"),
                sfc.bitcast_convert(w, "ui64"), sfc.bitcast_convert(u, "ui32"), sfc.bitcast_convert(a, "ui8"),
                sfc.bitcast_convert(u, "f32"), sfc.bitcast_convert(a, "i32"), sfc.bitcast_convert(a, "bf16"),
                sfc.bitcast_convert(u.astype("i64"), "f32")]

    g = sfc.trace(f, Spec((3, 2), "f32"), Spec((3, 2), "ui32"), Spec((3,), "ui64"))
    rng = np.random.default_rng(0)
    a = rng.standard_normal((3, 2)).astype(np.float32)
    w = rng.integers(0, 2 ** 32, (3, 2), dtype=np.uint64).astype(np.uint32)
    u = rng.integers(0, 2 ** 63, (3,), dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    want = [a.view(np.uint32), a, w.view(np.uint64).reshape(3), u.view(np.uint32).reshape(3, 2),
            a.view(np.uint8).reshape(3, 2, 4), u.view(np.float32).reshape(3, 2), a.view(np.int32),
            a.view(dtypes.to_numpy("bf16")).reshape(3, 2, 2), u.astype(np.int64).view(np.float32).reshape(3, 2)]
    ref = sfc.evaluate(g, [a, w, u])
    for r, x in zip(ref, want, strict=True):
        assert r.dtype == x.dtype and r.shape == x.shape and r.tobytes() == x.tobytes()
    for r, x in zip(_run(g, [a, w, u]), ref, strict=True):
        assert r.dtype == x.dtype and r.shape == x.shape and r.tobytes() == x.tobytes()


def test_bitcast_convert_refuses_bad_shapes_and_booleans():
    with pytest.raises(OpError, match="last dimension of 2"):
        sfc.trace(lambda x: sfc.bitcast_convert(x, "ui64"), Spec((3,), "ui32"))
    with pytest.raises(OpError, match="i1"):
        sfc.trace(lambda x: sfc.bitcast_convert(x, "ui8"), Spec((3,), "i1"))


# -- rng_bit_generator ----------------------------------------------------------------------------------
S2 = np.array([0x123456789ABCDEF0, 0xFFFFFFFFFFFFFFF0], np.uint64)  # a counter that wraps (Philox carries)
S3 = np.array([0xDEADBEEFCAFEBABE, 0xFFFFFFFFFFFFFFFE, 0x7], np.uint64)

# XLA's results (jaxlib 0.10.2, CPU) for these states
XLA = [
    ("THREE_FRY", S2, (), "ui32", [0x123456789ABCDEF0, 2 ** 64 - 15], [808115427]),
    ("THREE_FRY", S2, (7, 3, 2), "ui32", [0x123456789ABCDEF0, 5],
     [808115427, 1542320313, 3572059184, 1830529787, 1766777346, 4086864358, 4294015150, 738393985]),
    ("PHILOX", S3, (5,), "ui32", [0xDEADBEEFCAFEBABE, 0, 8],
     [1152879202, 3954572232, 3915388585, 947544749, 4049740181]),
    ("PHILOX", S3, (2, 3), "ui8", [0xDEADBEEFCAFEBABE, 0, 8], [98, 200, 169, 173, 149, 235]),
    ("PHILOX", S3, (3, 1, 5), "ui64", [0xDEADBEEFCAFEBABE, 6, 8],
     [16984758407262603874, 4069673712366917289, 17462510656403153301, 5325548470619113688,
      18321028668849239642, 9022953981606019208, 999447452253529349, 11916065867786468367]),
]


@pytest.mark.parametrize("alg, state, shape, dt, new_state, first_bits", XLA)
def test_rng_bit_generator_reference_matches_xla(alg, state, shape, dt, new_state, first_bits):
    new, bits = generate(state, alg, shape, dt)
    assert new.dtype == np.uint64 and new.tolist() == new_state
    assert bits.dtype == dtypes.to_numpy(dt) and bits.shape == shape
    assert bits.reshape(-1)[:len(first_bits)].tolist() == first_bits


RNG_CASES = [(alg, st, shape, dt) for alg, st in (("THREE_FRY", S2), ("PHILOX", S2), ("PHILOX", S3), ("DEFAULT", S2))
             for shape, dt in (((8, 16), "ui32"), ((7, 3), "ui64"), ((5,), "ui8"), ((), "ui32"), ((3, 1, 5), "ui32"))]


def test_rng_bit_generator_on_iree_matches_the_reference():
    """Every algorithm, result type and shape in one program (Philox is written out as ordinary ops
    for IREE, whose own Philox differs from XLA's; IREE's Threefry is used as is)."""
    def f(s2, s3):
        outs = []
        for alg, st, shape, dt in RNG_CASES:
            new, bits = sfc.rng_bit_generator(s2 if st is S2 else s3, shape, dt, alg)
            outs += [new, bits]
        return outs

    g = sfc.trace(f, Spec((2,), "ui64"), Spec((3,), "ui64"))
    want = sfc.evaluate(g, [S2, S3])
    for k, (alg, st, shape, dt) in enumerate(RNG_CASES):
        new, bits = generate(st, alg, shape, dt)
        _exact(want[2 * k:2 * k + 2], [new, bits], f"{alg} {shape} {dt}")
    _exact(_run(g, [S2, S3]), want, "IREE")
    text = lower(sfc.partition(g), g, "cpu")[0]
    assert text.count("algorithm = THREE_FRY") == 2 * 5 and text.count("rng_bit_generator") == 2 * 5
    # XLA gets the op itself: one per generator, its next state and bits both used
    assert emit_module(g).count("stablehlo.rng_bit_generator") == len(RNG_CASES)


def test_rng_bits_feed_a_sharded_dropout_without_communication():
    group = Device.group_options([Device.cpu(i) for i in range(2)]).mesh({"data": 2}).init()
    try:
        def dropout(x, state):
            _, bits = sfc.rng_bit_generator(state, x.shape, "ui32", "PHILOX")
            u = sfc.bitcast_convert((bits >> 9) | np.uint32(0x3F800000), "f32") - 1.0
            return sfc.where(u < 0.9, x / 0.9, 0.0)

        g = sfc.trace(dropout, Spec((8, 16), "f32", Sharding.split(0)), Spec((2,), "ui64"), group=group)
        x = np.random.default_rng(0).standard_normal((8, 16)).astype(np.float32)
        want = sfc.evaluate(g, [x, S2])
        assert 0.02 < float(np.mean(want[0] == 0)) < 0.3
        compiled = compile_graph(g, group=group)
        try:
            assert compiled.spmd.collectives == []  # the bits are computed whole and sliced for free
            got = compiled(x, S2)
            np.testing.assert_array_equal(np.asarray(got), want[0])
        finally:
            compiled.close()
    finally:
        group.close()


def test_unsigned_inputs_outputs_and_transfers_on_devices():
    """Unsigned values in and out of a 2x2 group and through collectives (IREE moves them as
    signless bits)."""
    group = Device.group_options([Device.cpu(i) for i in range(4)]).mesh({"data": 2, "model": 2}).init()
    try:
        def f(a, b, c):
            whole = a.with_sharding(Sharding.replicated())          # all-gather of ui32
            tot = (b * np.uint64(3)).sum(1)                          # partial sums over model: all-reduce of ui64
            return whole ^ np.uint32(0xFFFFFFFF), tot, (c + np.uint8(200)).with_sharding(Sharding.spec("model"))

        g = sfc.trace(f, Spec((4, 6), "ui32", Sharding.spec("data", "model")),
                      Spec((4, 6), "ui64", Sharding.spec(None, "model")), Spec((6,), "ui8", Sharding.spec("data")),
                      group=group)
        rng = np.random.default_rng(5)
        xs = [rng.integers(0, 2 ** 32, (4, 6), dtype=np.uint64).astype(np.uint32),
              rng.integers(0, 2 ** 64 - 1, (4, 6), dtype=np.uint64, endpoint=True),
              rng.integers(0, 256, (6,)).astype(np.uint8)]
        want = sfc.evaluate(g, xs)
        prog = sfc.partition(g)
        assert {c.kind for c in prog.collectives} >= {"all_gather", "all_reduce"}
        _exact(simulate(prog, xs), want, "simulator")
        _exact(_run(g, xs, group), want, "IREE")
    finally:
        group.close()


def test_dropout_gradient_flows_only_through_kept_elements():
    def f(x, w, state):
        _, bits = sfc.rng_bit_generator(state, x.shape, "ui32", "THREE_FRY")
        keep = (bits >> 31) == np.uint32(0)
        loss = lambda w: sfc.where(keep, x * w, 0.0).sum()  # noqa: E731
        return sfc.grad(loss)(w), keep

    g = sfc.trace(f, Spec((4, 8), "f32"), Spec((4, 8), "f32"), Spec((2,), "ui64"))
    x = np.random.default_rng(1).standard_normal((4, 8)).astype(np.float32)
    dw, keep = sfc.evaluate(g, [x, np.ones((4, 8), np.float32), S2])
    np.testing.assert_array_equal(dw, np.where(keep, x, 0.0))
    assert 0 < keep.sum() < keep.size


def test_tensor_bit_operators():
    def f(s, u):
        return [s >> 1, u >> 1, s << 2, u & u, u | u, u ^ u, ~u]

    g = sfc.trace(f, Spec((3,), "i32"), Spec((3,), "ui32"))
    assert [op.kind for op in g.ops] == ["constant", "broadcast_in_dim", "shift_right_arithmetic", "constant",
                                         "broadcast_in_dim", "shift_right_logical", "constant", "broadcast_in_dim",
                                         "shift_left", "and", "or", "xor", "not"]
    s, u = np.array([-8, 7, -1], np.int32), np.array([2 ** 32 - 8, 7, 1], np.uint32)
    out = sfc.evaluate(g, [s, u])
    assert out[0].tolist() == [-4, 3, -1] and out[1].tolist() == [2 ** 31 - 4, 3, 0]
    assert out[2].tolist() == [-32, 28, -4] and out[6].tolist() == [7, 2 ** 32 - 8, 2 ** 32 - 2]


@pytest.mark.parametrize("state, kw, message", [
    (Spec((2,), "ui32"), {}, "state must be ui64"),
    (Spec((3,), "ui64"), {"algorithm": "THREE_FRY"}, r"THREE_FRY state must be ui64\[2\]"),
    (Spec((2,), "ui64"), {"dtype": "f32"}, "random bits of f32 are not supported"),
    (Spec((2,), "ui64"), {"algorithm": "MT19937"}, "algorithm must be one of"),
])
def test_rng_bit_generator_refusals(state, kw, message):
    args = {"dtype": "ui32", "algorithm": "DEFAULT", **kw}
    with pytest.raises(OpError, match=message):
        sfc.trace(lambda s: sfc.rng_bit_generator(s, (4,), args["dtype"], args["algorithm"])[1], state)


def test_importer_refuses_float_random_bits_with_the_location():
    text = """func.func public @main(%s: tensor<2xui64>) -> tensor<4xf32> {
  %0, %1 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xf32>)
  return %1 : tensor<4xf32>
}"""
    with pytest.raises(StableHLOImportError, match=r"m.mlir:2:\d+: .*random bits of f32 are not supported"):
        import_module(text, source_name="m.mlir")


# -- JAX's PRNGs: the reference and the SPMD simulation against XLA --------------------------------------
def _case(name):
    exp = os.path.join(DATA, "jax_expected", name)
    ins = [np.load(p) for p in sorted(glob.glob(os.path.join(exp, "in*.npy")), key=lambda p: int(p[-5]))]
    outs = [np.load(p) for p in sorted(glob.glob(os.path.join(exp, "out*.npy")), key=lambda p: int(p[-5]))]
    with open(os.path.join(DATA, "jax", name + ".mlir")) as f:
        return import_module(f.read(), source_name=name), ins, outs


@pytest.mark.parametrize("name", ["rng_bits.shardy", "random_mix.shardy", "dropout.shardy", "dropout_rbg.shardy",
                                  "random_unsafe_rbg.shardy", "dropout_train.shardy", "dropout_train.gspmd"])
def test_jax_random_models_reference_and_simulation_match_xla(name):
    g, ins, outs = _case(name)
    ref = sfc.evaluate(g, ins)
    sim = simulate(sfc.partition(g), ins)
    for r, s, x in zip(ref, sim, outs, strict=True):
        if x.dtype.kind in "iu":  # random bits, integers: bit-exact
            np.testing.assert_array_equal(s, r)
            np.testing.assert_array_equal(r, x)
        else:  # partial sums add up in another order on the devices; XLA rounds x / 0.9 as x * (1 / 0.9)
            np.testing.assert_allclose(s, r, rtol=1e-5, atol=1e-6)
            np.testing.assert_allclose(r, x, rtol=1e-5, atol=2e-5)
            if name.startswith("dropout.") or name.startswith("dropout_rbg"):
                np.testing.assert_array_equal(r == 0, x == 0)


@pytest.mark.parametrize("name", ["dropout_train.shardy", "dropout_train.gspmd"])
def test_a_training_step_seeded_by_a_scalar_compiles_with_data_tiling(name):
    """Its dropout masks come from `jax.random.key(seed)`, a scalar input: IREE 3.13 computes what
    only scalar inputs give apart from the devices, and its CPU data tiling failed where a mask met
    the activations on their way into a matmul ("stream.tensor.sizeof ... illegal"), so the module
    compiled without data tiling, with a CompileWarning; such values are now pinned where they meet
    device data (lower/multi_device.py `emit_pinned`)."""
    import warnings

    from shardflow.compiler.iree_driver import CompileWarning

    g, ins, outs = _case(name)
    with warnings.catch_warnings():
        warnings.simplefilter("error", CompileWarning)
        got = run_on_iree(g, ins)
    for r, x in zip(got, outs, strict=True):
        np.testing.assert_allclose(r, x, rtol=1e-5, atol=2e-5)


def test_run_random_inputs_for_unsigned_arguments(tmp_path, capsys):
    assert main(["run", os.path.join(DATA, "jax", "rng_bits.shardy.mlir"), "--random-inputs", "4",
                 "-o", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "dtype=ui64" in out and "dtype=ui8" in out
    assert np.load(tmp_path / "out3.npy").dtype == np.uint64
