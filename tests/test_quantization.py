"""Quantized tensors (issue 13): int8 schemes, sfc.quantize/dequantize, weight-only quantized matmuls.

Oracles: a per-group loop written from the scheme's definition (not the library's vectorised code),
the f32 result within the scheme's error (each weight within half a scale step: |x @ w - x @ w_q| <=
|x| @ (s / 2)), and the dequantize-then-matmul NumPy result; shardings through the SPMD simulator
(every replica compared), and IREE runs on 1 and 4 CPU devices and on Vulkan, every device's shard
compared.
"""
import re
import warnings

import ml_dtypes
import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import GroupError, Mesh, QuantizationError, QuantizedSpec, Sharding, ShardingError, Spec
from shardflow.compiler.driver import compile_graph
from shardflow.compiler.iree_driver import build_flags
from shardflow.compiler.passes.partition import partition
from shardflow.compiler.quantized import QuantizationWarning
from shardflow.compiler.simulator import simulate
from shardflow.compiler.trace import TraceError
from shardflow.runtime import Device, InputError
from shardflow.runtime.quantization import QuantizedArray, QuantScheme, quantize_array

SCHEMES = ["int8-per-tensor", "int8-per-channel", "int8-per-channel-axis0", "int8-per-block-8",
           "int8-per-block-4-axis1-bf16"]
RNG = np.random.default_rng(13)
X = RNG.standard_normal((8, 32)).astype(np.float32)
W1 = RNG.standard_normal((32, 24)).astype(np.float32)
W3 = (RNG.standard_normal((32, 16)) * 0.1).astype(np.float32)    # the MLP's second layer: 4 blocks of 8 rows


def oracle(x: np.ndarray, scheme: QuantScheme):
    """Quantize by visiting each group of the scheme (its definition, element by element)."""
    x = x.astype(np.float32)
    values, scales = np.zeros(x.shape, np.int8), np.zeros(scheme.scale_shape(x.shape), np.float32)
    groups = {}   # scale index -> element indices
    for idx in np.ndindex(*x.shape):
        if scheme.granularity == "per-tensor":
            key = ()
        elif scheme.granularity == "per-channel":
            key = (idx[scheme.axis % x.ndim],)
        else:
            a = scheme.axis % x.ndim
            key = idx[:a] + (idx[a] // scheme.block,) + idx[a + 1:]
        groups.setdefault(key, []).append(idx)
    sdt = np.float32 if scheme.scale_dtype == "f32" else ml_dtypes.bfloat16
    for key, members in groups.items():
        amax = max(abs(float(x[i])) for i in members)
        s = np.float32(1.0) if amax == 0 else np.float32(np.float32(amax) / np.float32(127))
        s = np.float32(np.array(s).astype(sdt))
        scales[key] = s
        for i in members:
            values[i] = int(np.clip(np.rint(x[i] / s), -127, 127))
    return values, scales


# -- schemes -----------------------------------------------------------------------------------------

def test_scheme_names_round_trip():
    for name in ["int8-per-tensor", "int8-per-channel", "int8-per-channel-axis0", "int8-per-block-32",
                 "int8-per-block-32-axis1", "int8-per-channel-bf16", "int8-per-block-16-axis-1-bf16"]:
        s = QuantScheme.parse(name)
        assert str(s) == name and QuantScheme.parse(str(s)) == s
    assert QuantScheme.parse("int8") == QuantScheme("per-channel", -1)     # int8 alone: per output channel
    assert QuantScheme.parse("int8-per-block-32") == QuantScheme("per-block", -2, 32)
    assert QuantScheme.parse("int8-per-block-8").scale_shape((32, 24)) == (4, 24)
    assert QuantScheme.parse("int8-per-channel-axis0").scale_shape((32, 24)) == (32,)
    assert QuantScheme.parse("int8-per-tensor").scale_shape((32, 24)) == ()


@pytest.mark.parametrize("name, match", [
    ("int4", "unknown quantization scheme 'int4'.*int8-per-channel"),
    ("int8-per-block", "give the block size"),
    ("int8-per-channel-8", "only per-block schemes have a size"),
    ("int8-per-block-0", "block size of at least 1"),
    ("int8-per-tensor-axis0", "takes no axis"),
    ("int8-per-channel-f16", "unknown quantization scheme"),
])
def test_bad_scheme_names(name, match):
    with pytest.raises(QuantizationError, match=match):
        QuantScheme.parse(name)


def test_scheme_must_fit_its_tensor():
    with pytest.raises(QuantizationError, match=r"32 is not a multiple of 5; use a block size that divides 32"):
        QuantScheme.parse("int8-per-block-5").scale_shape((32, 24))
    with pytest.raises(QuantizationError, match=r"axis 2, but the tensor has rank 2 \(shape \[32, 24\]\); name an "
                                                r"axis it has, e.g. int8-per-channel-axis0"):
        QuantScheme.parse("int8-per-channel-axis2").scale_shape((32, 24))


# -- host quantization against the definition -------------------------------------------------------

@pytest.mark.parametrize("name", SCHEMES)
def test_quantize_array_is_the_definition(name):
    scheme = QuantScheme.parse(name)
    w = W1.copy()
    w[:, 3] = 0.0                     # an all-zero channel/block: scale 1, values 0
    q = quantize_array(w, scheme)
    values, scales = oracle(w, scheme)
    np.testing.assert_array_equal(q.values, values)
    np.testing.assert_array_equal(q.scales.astype(np.float32), scales)
    assert q.scales.dtype == (np.float32 if scheme.scale_dtype == "f32" else ml_dtypes.bfloat16)
    assert np.abs(q.values).max() <= 127
    err = np.abs(q.dequantize() - w)
    assert (err <= q.error_bound() * (1 + 1e-6)).all()           # within half a scale step
    assert err.max() > 0                                          # (and quantization does lose something)


def test_quantized_array_checks_its_parts():
    q = quantize_array(W1, "int8-per-channel")
    with pytest.raises(QuantizationError, match=r"scales of int8 values of shape \[32, 24\] have shape \[24\], got \[32\]"):
        QuantizedArray(q.values, np.ones(32, np.float32), "int8-per-channel")
    with pytest.raises(QuantizationError, match="quantized values are int8, got int32"):
        QuantizedArray(q.values.astype(np.int32), q.scales, "int8-per-channel")
    with pytest.raises(QuantizationError, match="quantize takes a float array, got int32"):
        quantize_array(np.ones((4, 4), np.int32), "int8")


# -- the compiled arithmetic: bit for bit with the host's --------------------------------------------

def _parts(scheme):
    return lambda w: (lambda q: (q.values, q.scales, sfc.dequantize(q)))(sfc.quantize(w, scheme))


@pytest.mark.parametrize("name", SCHEMES)
def test_traced_quantize_matches_the_host_bit_for_bit(name):
    g = sfc.trace(_parts(name), Spec((32, 24)))
    values, scales, deq = sfc.evaluate(g, [W1])
    q = quantize_array(W1, name)
    np.testing.assert_array_equal(values, q.values)
    np.testing.assert_array_equal(scales, q.scales)
    np.testing.assert_array_equal(deq, q.dequantize())
    assert [v.dtype for v in g.outputs[:2]] == ["i8", QuantScheme.parse(name).scale_dtype]


@pytest.mark.parametrize("name, sharding, mesh", [
    ("int8-per-channel", Sharding.split(1), {"model": 4}),       # channels split: local maxima
    ("int8-per-channel", Sharding.split(0), {"model": 4}),       # reduced dim split: max all-reduced
    ("int8-per-tensor", Sharding.spec("data", "model"), {"data": 2, "model": 2}),
    ("int8-per-block-8", Sharding.split(0), {"model": 4}),       # whole blocks per device
    ("int8-per-block-8", Sharding.split(0), {"model": 8}),       # blocks cut across devices
])
def test_sharded_quantize_on_every_device(name, sharding, mesh):
    """The simulator runs every device's program and checks every replica of each output agrees."""
    g = sfc.trace(_parts(name), Spec((32, 24), "f32", sharding), mesh=Mesh.of(mesh))
    outs = simulate(partition(g), [W1])
    q = quantize_array(W1, name)
    for got, want in zip(outs, [q.values, q.scales, q.dequantize()], strict=True):
        np.testing.assert_array_equal(got, want)


# -- weight-only quantized matmul -----------------------------------------------------------------------

def _within_scheme_error(y, x, w, q: QuantizedArray, slack=1e-4):
    """|x @ w - y| <= |x| @ (s/2) (+ float rounding): the scheme's error carried through the product."""
    bound = np.abs(x).astype(np.float64) @ q.error_bound().astype(np.float64)
    err = np.abs(x.astype(np.float64) @ w.astype(np.float64) - y.astype(np.float64))
    assert (err <= bound + slack * (1 + np.abs(y))).all(), float((err - bound).max())


@pytest.mark.parametrize("name", SCHEMES)
def test_quantized_matmul_reference(name):
    q = quantize_array(W1, name)
    g = sfc.trace(lambda x, q: x @ q, Spec((8, 32)), QuantizedSpec((32, 24), name))
    (y,) = sfc.evaluate(g, [X, q])
    np.testing.assert_allclose(y, X @ q.dequantize(), rtol=1e-5, atol=1e-5)
    _within_scheme_error(y, X, W1, q)
    # the weight on the left, quantized inside the program (so for the transposed layout's groups)
    wt, xt = np.ascontiguousarray(W1.T), np.ascontiguousarray(X.T)
    g = sfc.trace(lambda w, x: sfc.quantize(w, name) @ x, Spec((24, 32)), Spec((32, 8)))
    (y2,) = sfc.evaluate(g, [wt, xt])
    np.testing.assert_allclose(y2, quantize_array(wt, name).dequantize() @ xt, rtol=1e-5, atol=1e-5)


def test_bf16_activations_and_batched_weights():
    """Activations decide the product's dtype; a per-channel scale along a batch dim scales the result."""
    x16 = X.astype(ml_dtypes.bfloat16)
    q = quantize_array(W1, "int8-per-channel")
    g = sfc.trace(lambda x, q: x @ q, Spec((8, 32), "bf16"), QuantizedSpec((32, 24), "int8-per-channel"))
    (y,) = sfc.evaluate(g, [x16, q])
    assert y.dtype == ml_dtypes.bfloat16
    ref = x16.astype(np.float32) @ q.dequantize("bf16").astype(np.float32)
    np.testing.assert_allclose(y.astype(np.float32), ref, rtol=2e-2, atol=2e-2)
    experts = RNG.standard_normal((3, 32, 24)).astype(np.float32)
    xb = RNG.standard_normal((3, 8, 32)).astype(np.float32)
    for name in ("int8-per-channel-axis0", "int8-per-channel", "int8-per-block-8"):
        qe = quantize_array(experts, name)
        g = sfc.trace(lambda x, q: x @ q, Spec((3, 8, 32)), QuantizedSpec((3, 32, 24), name))
        (y,) = sfc.evaluate(g, [xb, qe])
        np.testing.assert_allclose(y, xb @ qe.dequantize(), rtol=1e-5, atol=1e-5)


def test_gradient_through_a_quantized_matmul():
    """QLoRA-style: the activations get gradients through frozen int8 weights."""
    q = quantize_array(W1, "int8-per-channel")
    g = sfc.trace(lambda x, q: sfc.grad(lambda x: (x @ q).sum())(x), Spec((8, 32)), QuantizedSpec((32, 24), "int8"))
    (dx,) = sfc.evaluate(g, [X, q])
    np.testing.assert_allclose(dx, np.broadcast_to(q.dequantize().sum(1), X.shape), rtol=1e-5, atol=1e-5)


# -- on IREE: the quantized MLP on 1 and 4 CPU devices and on Vulkan ---------------------------------------

def _mlp(x, q1, q2):
    return sfc.relu(x @ q1) @ q2


def _mlp_specs(split=True):
    return (Spec((8, 32)), QuantizedSpec((32, 32), sharding=Sharding.split(1) if split else None),
            QuantizedSpec((32, 16), sharding=Sharding.split(0) if split else None))


def _mlp_check(out, name):
    """Every device's shard against dequantize-then-matmul, and the whole within the scheme's error of f32."""
    w1 = np.concatenate([W1, W1[:, :8]], axis=1)
    q1, q2 = quantize_array(w1, name), quantize_array(W3, name)
    h = np.maximum(X @ q1.dequantize(), 0)
    want = h @ q2.dequantize()
    for d, shard in enumerate(out.shards):
        np.testing.assert_allclose(shard, want[out.device_slices(d)], rtol=1e-5, atol=1e-5)
    # the f32 MLP: relu is 1-Lipschitz, so the first layer's error carries through |w2|
    bound = (np.abs(X) @ q1.error_bound()) @ np.abs(W3) + h @ q2.error_bound()
    f32 = np.maximum(X @ w1, 0) @ W3
    err = np.abs(np.asarray(out) - f32)
    assert (err <= bound + 1e-4).all() and err.max() > 0


def _mlp_weights(name):
    return quantize_array(np.concatenate([W1, W1[:, :8]], axis=1), name), quantize_array(W3, name)


@pytest.mark.parametrize("n, name", [(1, "int8-per-channel"), (4, "int8-per-channel"), (4, "int8-per-block-8")])
def test_quantized_mlp_on_cpu_devices(n, name):
    group = Device.group_options([Device.cpu(i, quantization=name) for i in range(n)]).init()
    compiled = sfc.compile(_mlp, *_mlp_specs(), group=group)
    try:
        q1, q2 = _mlp_weights(name)
        _mlp_check(compiled(X, q1, q2), name)
        ins = compiled.manifest.inputs
        assert [t.name for t in ins] == ["arg0", "arg1.values", "arg1.scales", "arg2.values", "arg2.scales"]
        assert [t.dtype for t in ins][1::2] == ["i8", "i8"]
        if n == 4:   # values and scales laid out alike: column-parallel w1, row-parallel w2, one all-reduce
            col, row = '{"model"}', '{"model"}, {}'
            assert [t.sharding.split("[", 1)[1] for t in ins[1:]] == (
                ["{}, " + col + "]>", col + "]>", row + "]>", "{}]>"] if name == "int8-per-channel" else
                ["{}, " + col + "]>", "{}, " + col + "]>", row + "]>", row + "]>"])
            assert compiled.explain_json()["bytes_per_device_total"] == 2 * 3 * 8 * 16 * 4 // 4
        # quantized weights may also come as their two arrays (e.g. device arrays from group.put)
        np.testing.assert_array_equal(np.asarray(compiled(X, q1.values, q1.scales, q2)),
                                      np.asarray(compiled(X, q1, q2)))
    finally:
        compiled.close()


def test_quantize_inside_a_4_device_program_matches_the_host():
    """Float weights split over 4 CPU devices, quantized by the program: bit for bit with the host."""
    group = Device.group_options([Device.cpu(i) for i in range(4)]).init()
    name = "int8-per-block-8"
    compiled = sfc.compile(_parts(name), Spec((32, 24), "f32", Sharding.split(0)), group=group)
    try:
        q = quantize_array(W1, name)
        for got, want in zip(compiled(W1), [q.values, q.scales, q.dequantize()], strict=True):
            for d, shard in enumerate(got.shards):
                np.testing.assert_array_equal(shard, want[got.device_slices(d)])
    finally:
        compiled.close()


def test_quantized_mlp_on_vulkan(requires_vulkan):
    """Two Vulkan members (host-staged, one context each), int8 values in device buffers."""
    name = "int8-per-channel"
    group = Device.group_options([Device.vulkan(i, quantization=name) for i in range(2)]).init()
    compiled = sfc.compile(_mlp, *_mlp_specs(), group=group)
    try:
        assert compiled.mode == "host-staged"
        _mlp_check(compiled(X, *_mlp_weights(name)), name)
    finally:
        compiled.close()


def _dispatches(graph, target: str) -> list[str]:
    """The names of the dispatches IREE forms for `graph` on one `target` device."""
    import iree.compiler as ic
    from shardflow.compiler.driver import lower
    prog = partition(graph)
    text, _ = lower(prog, graph, target)
    flow = ic.compile_str(text, extra_args=build_flags(target, 1, ["--compile-to=flow"]), target_backends=[])
    flow = flow.decode() if isinstance(flow, bytes) else flow
    return re.findall(r"flow\.executable\.export public @(\S+)", flow)


@pytest.mark.parametrize("target", ["cpu", "cuda"])
def test_int8_weights_are_read_inside_the_matmul_kernel(target):
    """Per-channel weights: each matmul is one dispatch reading i8 (no f32 copy of the weight), as
    emitted for the CPU and for CUDA (compiled here without a GPU); and the CUDA module compiles."""
    g = sfc.trace(_mlp, Spec((8, 32)), QuantizedSpec((32, 24), "int8"), QuantizedSpec((24, 16), "int8"))
    names = _dispatches(g, target)
    assert len(names) == 2 and all("matmul" in n and "xi8x" in n for n in names), names
    if target == "cuda":
        assert len(compile_graph(g, target="cuda").vmfb) > 1000


# -- the seed's rules and careless inputs -------------------------------------------------------------------

def test_with_sharding_on_a_quantized_tensor_is_refused():
    group = Device.group_options([Device.cpu(i) for i in range(2)]).init()

    def f(x, q):
        return x @ q.with_sharding(Sharding.split(0))
    with pytest.raises(ShardingError, match=r"with_sharding: argument 1 \(w\) \(a int8-per-channel quantized tensor "
                                            r"of shape \[32, 24\].*sfc.dequantize\(q\).with_sharding"):
        sfc.trace(f, Spec((8, 32)), QuantizedSpec((32, 24), "int8", name="w"), group=group)

    def g(x, w):
        return x @ sfc.quantize(w, "int8").with_sharding(Sharding.split(1))
    with pytest.raises(ShardingError, match=r"the tensor quantized at test_quantization.py:\d+.*Dequantize it first"):
        sfc.trace(g, Spec((8, 32)), Spec((32, 24)), group=group)
    # dequantized, it reshards like any tensor
    sfc.trace(lambda x, q: x @ sfc.dequantize(q).with_sharding(Sharding.split(1)), Spec((8, 32)),
              QuantizedSpec((32, 24), "int8"), group=group)


def test_the_group_scheme_is_what_quantize_uses():
    group = Device.group_options([Device.cpu(i, quantization="int8-per-block-8") for i in range(2)]).init()
    seen = {}

    def f(w):
        q = sfc.quantize(w)
        seen["scheme"] = q.scheme
        return q.scales
    g = sfc.trace(f, Spec((32, 24)), group=group)
    assert seen["scheme"] == QuantScheme("per-block", -2, 8) and g.outputs[0].shape == (4, 24)
    with pytest.raises(GroupError, match=r"sfc.quantize at test_quantization.py:\d+ quantizes with int8-per-tensor, "
                                         r"but the group .*quantizes with int8-per-block-8; one group uses one scheme"):
        sfc.trace(lambda w: sfc.quantize(w, "int8-per-tensor").scales, Spec((32, 24)), group=group)
    with pytest.raises(GroupError, match=r"argument 0 .* quantizes with int8-per-channel, but the group"):
        sfc.trace(lambda q: sfc.dequantize(q), QuantizedSpec((32, 24), "int8"), group=group)


def test_mixing_schemes_in_one_group_is_a_group_error():
    group = Device.group_options([Device.cpu(i) for i in range(2)]).init()

    def f(a, b):
        return sfc.dequantize(sfc.quantize(a, "int8")) + sfc.dequantize(sfc.quantize(b, "int8-per-tensor"))
    with pytest.raises(GroupError, match=r"quantizes with int8-per-tensor, but this program already quantized with "
                                         r"int8-per-channel \(sfc.quantize at test_quantization.py:\d+\)"):
        sfc.trace(f, Spec((4, 4)), Spec((4, 4)), group=group)
    with pytest.raises(GroupError, match="quantize differently"):
        Device.group_options([Device.cpu(0, quantization="int8"), Device.cpu(1, quantization="int8-per-tensor")]).init()
    sfc.trace(f, Spec((4, 4)), Spec((4, 4)))    # off a group, tensors may use different schemes


def test_an_unused_group_setting_warns():
    group = Device.group_options([Device.cpu(0, quantization="int8")]).init()
    with pytest.warns(QuantizationWarning, match="quantizes no tensor, so it runs unquantized"):
        sfc.trace(lambda x: x * 2.0, Spec((4,)), group=group)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        sfc.trace(lambda x, w: x @ sfc.quantize(w), Spec((4, 4)), Spec((4, 4)), group=group)


@pytest.mark.parametrize("fn, specs, error, match", [
    (lambda w: sfc.quantize(w).scales, [Spec((4, 4))], QuantizationError,
     r"no quantization scheme given and the program's group has no quantization setting"),
    (lambda w: sfc.quantize(w, "int8").scales, [Spec((4, 4), "i32")], QuantizationError,
     "only float tensors are quantized"),
    (lambda w: sfc.quantize(w, "int8-per-block-3").scales, [Spec((4, 4))], QuantizationError,
     "4 is not a multiple of 3"),
    (lambda w: sfc.quantize(w, "int8") + 1.0, [Spec((4, 4))], TraceError,
     r"is not a plain tensor; dequantize it first \(sfc.dequantize\(q\)\), or use it in a matmul"),
    (lambda x, w: x + sfc.quantize(w, "int8"), [Spec((4, 4)), Spec((4, 4))], TraceError, "dequantize it first"),
    (lambda w: sfc.exp(sfc.quantize(w, "int8")), [Spec((4, 4))], TraceError, "dequantize it first"),
    (lambda w: sfc.quantize(w, "int8"), [Spec((4, 4))], TraceError,
     r"output 0 of the traced function is the tensor quantized at .*return a Tensor: sfc.dequantize\(q\)"),
    (lambda q: sfc.dequantize(q), [QuantizedSpec((4, 4), "int8-per-channel-axis3")], QuantizationError,
     r"argument 0 \(arg0, a QuantizedSpec of shape \[4, 4\]\): int8-per-channel-axis3 quantizes along axis 3, "
     r"but the tensor has rank 2"),
    (lambda w: sfc.dequantize(w), [Spec((4, 4))], TraceError, "sfc.dequantize takes a quantized tensor"),
])
def test_careless_quantized_inputs(fn, specs, error, match):
    with pytest.raises(error, match=match):
        sfc.trace(fn, *specs)


def test_quantized_sharding_must_keep_whole_blocks():
    with pytest.raises(ShardingError, match=r"splits dimension 0 \(size 32\) over 8 devices, which cuts its 4 blocks "
                                            r"of 8 \(int8-per-block-8\) unevenly; a device must hold whole blocks"):
        sfc.trace(lambda q: sfc.dequantize(q), QuantizedSpec((32, 24), "int8-per-block-8", sharding=Sharding.split(0)),
                  mesh=Mesh.of({"model": 8}))


def test_float_weights_for_a_quantized_argument():
    g = sfc.trace(lambda x, q: x @ q, Spec((8, 32)), QuantizedSpec((32, 24), "int8"))
    with pytest.raises(InputError, match=r"arg1.values \(input 1\) holds the int8 values of a quantized argument, got "
                                         r"a f32 array; pass the QuantizedArray of the weights instead"):
        sfc.evaluate(g, [X, W1, np.ones(24, np.float32)])
    with pytest.raises(InputError, match=r"arg1.scales \(input 2\) must have shape \[24\], got \[32\]"):
        sfc.evaluate(g, [X, quantize_array(W1, "int8-per-channel-axis0")])
