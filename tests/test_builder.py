"""The tracing API: shapes, broadcasting, shardings on a group, and its typed errors."""
import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import Device, Mesh, OpError, Sharding, ShardingError, Spec, TraceError
from shardflow.compiler.dtypes import DTypeError

MESH = Mesh.of({"model": 4})


def test_tensor_on_group_is_replicated_until_sharded():
    group = Device.group_options([Device.cpu(i) for i in range(4)]).init()
    seen = {}

    def f(x):
        seen["x"] = x.sharding
        y = x.with_sharding(Sharding.split(0))
        seen["y"] = y.sharding
        return y * 2.0

    sfc.trace(f, Spec((8, 4)), group=group)
    assert seen["x"] == Sharding.replicated() and seen["x"].is_replicated
    assert seen["y"] == Sharding.spec("model")


def test_sharding_is_none_off_group():
    seen = {}
    sfc.trace(lambda x: seen.setdefault("s", x.sharding) or x, Spec((2,)))
    assert seen["s"] is None


def test_sharding_propagates_to_intermediates():
    seen = {}

    def mlp(x, w1, w2):
        h = sfc.relu(x @ w1)
        seen["h"] = h.sharding
        return h @ w2

    sfc.trace(mlp, Spec((8, 16)), Spec((16, 32), "f32", Sharding.split(1)), Spec((32, 16), "f32", Sharding.split(0)),
              mesh=MESH)
    assert seen["h"] == Sharding.spec(None, "model")


@pytest.mark.parametrize("sharding, message", [
    (Sharding.spec("nope"), "unknown mesh axis 'nope'"),
    (Sharding.spec("model", "model"), "used twice"),
    (Sharding.split(2), "out of range"),
    (Sharding.spec(None, None, "model"), "rank 2"),
])
def test_with_sharding_errors(sharding, message):
    with pytest.raises(ShardingError, match=message):
        sfc.trace(lambda x: x.with_sharding(sharding), Spec((6, 8)), mesh=MESH)


def test_with_sharding_uneven_is_kept():
    # 6 rows over 4 shards: allowed (partition pads it, see tests/test_uneven.py)
    g = sfc.trace(lambda x: x.with_sharding(Sharding.split(0)), Spec((6, 8)), mesh=MESH)
    assert g.outputs[0].sharding == Sharding.spec("model", None)


def test_with_sharding_needs_a_group():
    with pytest.raises(ShardingError, match="not on a device group"):
        sfc.trace(lambda x: x.with_sharding(Sharding.split(0)), Spec((8,)))


def test_partial_sum_of_whole_tensor_is_refused():
    with pytest.raises(ShardingError, match="partial sum"):
        sfc.trace(lambda x: x.with_sharding(Sharding.unreduced("model")), Spec((8,)), mesh=MESH)


def test_split_needs_axis_name_on_2d_mesh():
    with pytest.raises(ShardingError, match="needs an axis name"):
        sfc.trace(lambda x: x.with_sharding(Sharding.split(0)), Spec((8,)), mesh=Mesh.of({"a": 2, "b": 2}))


def test_spec_sharding_without_group():
    with pytest.raises(ShardingError, match="not on a device group"):
        sfc.trace(lambda x: x, Spec((8,), "f32", Sharding.split(0)))


def test_broadcasting_and_scalars():
    g = sfc.trace(lambda x, b: 2.0 * x + b - 1.0, Spec((3, 4)), Spec((4,)))
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    b = np.ones(4, np.float32)
    (y,) = sfc.evaluate(g, [x, b])
    np.testing.assert_allclose(y, 2 * x + b - 1)


def test_mixed_dtypes_error():
    with pytest.raises(OpError, match="dtypes differ"):
        sfc.trace(lambda x, y: x + y, Spec((2,), "f32"), Spec((2,), "i32"))


def test_bad_broadcast_error():
    with pytest.raises(OpError, match="do not broadcast"):
        sfc.trace(lambda x, y: x + y, Spec((2, 3)), Spec((4,)))


def test_unsupported_dtype():
    with pytest.raises(DTypeError, match="unsupported dtype <U3"):
        Spec((2,), np.dtype("U3"))


def test_tensor_in_python_if_is_an_error():
    def f(x):
        if x > 0:
            return x
        return -x
    with pytest.raises(TraceError, match="no concrete value"):
        sfc.trace(f, Spec((2,)))


def test_op_outside_trace():
    with pytest.raises(TraceError, match="no graph is being traced"):
        sfc.iota((3,))


def test_non_tensor_output():
    with pytest.raises(TraceError, match="not a Tensor"):
        sfc.trace(lambda x: 3, Spec((2,)))


def test_indexing_and_methods():
    def f(x):
        return x[1], x[:, 1:3], x.T, x.reshape(-1), x.sum(0), x.max(1, keepdims=True), x.mean(), x.astype("i32")
    g = sfc.trace(f, Spec((3, 4)))
    x = np.arange(12, dtype=np.float32).reshape(3, 4) - 5.5
    got = sfc.evaluate(g, [x])
    want = [x[1], x[:, 1:3], x.T, x.reshape(-1), x.sum(0), x.max(1, keepdims=True), x.mean(),
            np.trunc(x).astype(np.int32)]
    for a, b in zip(got, want, strict=True):
        np.testing.assert_allclose(a, b, rtol=1e-6)


def test_composites_against_numpy():
    def f(x, idx):
        return (sfc.relu(x), sfc.gelu(x), sfc.softmax(x), sfc.log_softmax(x, 0), sfc.layer_norm(x),
                sfc.mean(x, 1), sfc.one_hot(idx, 5))
    g = sfc.trace(f, Spec((3, 4)), Spec((3,), "i32"))
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, 4)).astype(np.float32)
    idx = np.array([0, 4, 2], np.int32)
    relu, gelu, sm, lsm, ln, mean, oh = sfc.evaluate(g, [x, idx])
    np.testing.assert_allclose(relu, np.maximum(x, 0))
    np.testing.assert_allclose(gelu, 0.5 * x * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3))), rtol=1e-5)
    e = np.exp(x - x.max(1, keepdims=True))
    np.testing.assert_allclose(sm, e / e.sum(1, keepdims=True), rtol=1e-5)
    np.testing.assert_allclose(lsm, x - x.max(0) - np.log(np.exp(x - x.max(0)).sum(0)), rtol=1e-5, atol=1e-6)
    mu, var = x.mean(1, keepdims=True), x.var(1, keepdims=True)
    np.testing.assert_allclose(ln, (x - mu) / np.sqrt(var + 1e-5), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(mean, x.mean(1), rtol=1e-6)
    np.testing.assert_array_equal(oh, np.eye(5, dtype=np.float32)[idx])


def test_every_init_registers_a_new_group():
    devs = [Device.cpu(i) for i in range(2)]
    a = Device.group_options(devs).init()
    b = Device.group_options(devs).init()
    assert a != b and a.id != b.id


def test_work_nothing_reads_stays_out_of_the_module():
    """A builder's function may compute values it does not return; compiling leaves them out."""
    def f(t):
        sfc.cos(sfc.reverse(t[::2], (0,)))   # made, never returned
        return [t * 2.0]
    g = sfc.trace(f, Spec((4,), "f32"))
    assert "cosine" in [op.kind for op in g.ops]
    from shardflow.compiler.driver import compile_graph
    compiled = compile_graph(g)
    try:
        assert "cosine" not in compiled.mlir and "reverse" not in compiled.mlir
        np.testing.assert_array_equal(np.asarray(compiled(np.arange(4, dtype=np.float32))), [0.0, 2.0, 4.0, 6.0])
    finally:
        compiled.close()


@pytest.mark.parametrize("dtype", ["i32", "f32", "ui8"])
def test_floor_division_and_modulo_follow_python_and_numpy(dtype):
    """`//` and `%` round toward minus infinity and take the divisor's sign (NumPy's and JAX's);
    `sfc.remainder` stays StableHLO's truncated one. Reference and IREE, scalars on both sides."""
    from iree_run import run_on_iree
    npd = {"i32": np.int32, "f32": np.float32, "ui8": np.uint8}[dtype]
    a = np.array([7, -7, 7, -7, 0, 6, -6, 5], np.int64)
    b = np.array([2, 2, -2, -2, 3, -3, 4, 7], np.int64)
    if dtype == "ui8":
        a, b = np.abs(a) + 250, np.abs(b)
    x, y = (a + (0.5 if dtype == "f32" else 0)).astype(npd), b.astype(npd)
    g = sfc.trace(lambda p, q: [p // q, p % q, p // 3, p % 3, 17 // q, 17 % q, sfc.remainder(p, q)],
                  Spec(x.shape, dtype), Spec(y.shape, dtype))
    k = npd(17)
    want = [x // y, x % y, x // npd(3), x % npd(3), k // y, k % y, np.fmod(x, y)]
    for got in (sfc.evaluate(g, [x, y]), run_on_iree(g, [x, y])):
        for i, (o, w) in enumerate(zip(got, want, strict=True)):
            assert o.dtype == w.dtype, (i, o.dtype, w.dtype)
            np.testing.assert_array_equal(o, w, err_msg=f"output {i}")
