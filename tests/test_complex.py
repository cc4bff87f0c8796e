"""Complex numbers and FFTs: the builder's `sfc.real/imag/complex/fft`, compiled for CPU devices and
checked against NumPy (every output, complex ones whole), their forms for IREE (a complex matmul or pad
on the real and imaginary parts, FFTs IREE 3.13 cannot compile as DFT matmuls or per-dim transforms),
complex constants read and written exactly, and the errors. JAX-exported complex programs run in
test_jax_interop (tests/data/jax/make_complex.py)."""
from __future__ import annotations

import warnings

import numpy as np
import pytest

from shardflow import compiler as sfc
from shardflow.compiler import OpError, Sharding, Spec, TraceError
from shardflow.compiler.driver import check_dtypes
from shardflow.compiler.emit.stablehlo import emit_module
from shardflow.compiler.importer import import_module
from shardflow.compiler.iree_driver import CompileWarning
from shardflow.runtime import Device, GroupError

C64 = np.complex64


def _group(n=2):
    return Device.group_options([Device.cpu(i) for i in range(n)]).init()


def _run(f, specs, inputs, n=2):
    """f compiled for n CPU devices (a data-tiling fallback would be an error), run on `inputs`."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", CompileWarning)
        compiled = sfc.compile(f, *specs, group=_group(n))
    try:
        out = compiled(*inputs)
        return [np.asarray(o) for o in (out if isinstance(out, tuple) else (out,))]
    finally:
        compiled.close()


def _close(got, want, what, tol=2e-5):
    assert got.dtype == want.dtype, f"{what}: dtype {got.dtype}, expected {want.dtype}"
    assert got.shape == want.shape, f"{what}: shape {got.shape}, expected {want.shape}"
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol * max(1.0, float(np.abs(want).max())), err_msg=what)


def _complex(rng, shape):
    return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(C64)


# kind, shape, fft_length, split dim (over 2 devices): IREE's own (one power-of-two dim), DFTs (other
# lengths), several dims, the inverse real FFT, and a split transformed dim (gathered first)
FFTS = [
    ("FFT", (4, 8), (8,), 0),
    ("IFFT", (4, 6), (6,), 0),
    ("FFT", (2, 3, 8), (3, 8), 0),
    ("IFFT", (4, 4, 5), (4, 5), 1),
    ("RFFT", (4, 16), (16,), 1),
    ("RFFT", (4, 12), (12,), 0),
    ("RFFT", (2, 4, 6), (4, 6), 0),
    ("IRFFT", (4, 9), (16,), 0),
    ("IRFFT", (4, 4), (7,), 1),
    ("IRFFT", (2, 6, 5), (6, 8), 0),
]
NUMPY_FFT = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn, "RFFT": np.fft.rfftn, "IRFFT": np.fft.irfftn}


@pytest.mark.parametrize("kind,shape,length,split", FFTS, ids=lambda v: str(v))
def test_fft_matches_numpy(kind, shape, length, split):
    rng = np.random.default_rng(len(shape) * 10 + shape[-1])
    real = kind == "RFFT"
    x = rng.standard_normal(shape).astype(np.float32) if real else _complex(rng, shape)

    def f(x):
        return sfc.fft(x.with_sharding(Sharding.split(split)), kind, length)
    (got,) = _run(f, [Spec(shape, x.dtype)], [x])
    axes = tuple(range(len(shape) - len(length), len(shape)))
    want = NUMPY_FFT[kind](x, s=length, axes=axes)
    _close(got, want.astype(np.float32 if kind == "IRFFT" else C64), f"{kind} {shape} {length}")


def test_fft_default_length_is_the_last_dim():
    x = _complex(np.random.default_rng(1), (4, 5))
    (got,) = _run(lambda x: sfc.fft(sfc.fft(x), "IFFT"), [Spec((4, 5), C64)], [x])
    _close(got, x, "ifft(fft(x))")


def test_complex_arithmetic_matches_numpy():
    """Complex elementwise ops, a sum over the split dim (an all-reduce of complex values), a complex
    matmul and a pad (both computed on the parts for IREE), parts and magnitudes out."""
    rng = np.random.default_rng(2)
    a, b = _complex(rng, (8, 6)), _complex(rng, (8, 6))
    w = _complex(rng, (6, 4))

    def f(a, b, w):
        a = a.with_sharding(Sharding.split(0))
        s = a * b + sfc.exp(a) - a / b
        t = sfc.sqrt(a) * sfc.log(b) + sfc.tanh(a) + sfc.sign(b) + sfc.sin(a) * sfc.cos(b) - sfc.tan(a)
        conj = sfc.complex(sfc.real(a), -sfc.imag(a))
        m = sfc.matmul(a, w)
        p = sfc.pad(b, (1, 0), (2, 3), value=sfc.constant(np.complex64(1 - 2j)))
        return s + t, sfc.reduce_sum(a * conj, 0), m, p, sfc.abs(b), sfc.imag(s)
    got = _run(f, [Spec((8, 6), C64), Spec((8, 6), C64), Spec((6, 4), C64)], [a, b, w])
    s = a * b + np.exp(a) - a / b
    t = np.sqrt(a) * np.log(b) + np.tanh(a) + b / np.abs(b) + np.sin(a) * np.cos(b) - np.tan(a)
    want = [s + t, (a * np.conj(a)).sum(0), a @ w,
            np.pad(b, [(1, 2), (0, 3)], constant_values=np.complex64(1 - 2j)), np.abs(b), s.imag]
    for k, (g, wnt) in enumerate(zip(got, want, strict=True)):
        _close(g, wnt.astype(g.dtype if wnt.dtype.kind == g.dtype.kind else wnt.dtype), f"output {k}", tol=1e-4)


def test_complex_constants_read_and_written_exactly():
    """A complex constant (non-splat, with a NaN and an infinity, and a splat) survives import, the
    reference and the printed module, bit for bit."""
    text = """
func.func @main(%x: tensor<3xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<2x2xcomplex<f64>>) {
  %c = stablehlo.constant dense<[(1.5,-2.0), (0x7FC00000,1.0), (3.14159274,0x7F800000)]> : tensor<3xcomplex<f32>>
  %d = stablehlo.constant dense<(0.1,-0.2)> : tensor<2x2xcomplex<f64>>
  %0 = stablehlo.add %x, %c : tensor<3xcomplex<f32>>
  return %0, %d : tensor<3xcomplex<f32>>, tensor<2x2xcomplex<f64>>
}
"""
    graph = import_module(text)
    x = np.array([1j, 2, -1 - 1j], C64)
    want = [x + np.array([1.5 - 2j, complex(np.nan, 1), complex(np.float32(3.14159274), np.inf)], C64),
            np.full((2, 2), 0.1 - 0.2j)]
    got = sfc.evaluate(graph, [x])
    again = sfc.evaluate(import_module(emit_module(graph)), [x])
    for g, h, w in zip(got, again, want, strict=True):
        for v in (g, h):
            assert v.dtype == w.dtype
            np.testing.assert_array_equal(v.view(np.uint8), w.view(np.uint8))


def test_complex_inputs_cast_and_random(tmp_path, capsys):
    """`shardflow run` casts a complex128 .npy to a complex64 parameter (with a warning) and makes
    complex random inputs."""
    from shardflow.compiler.cli.main import main
    module = tmp_path / "m.mlir"
    module.write_text("func.func @main(%z: tensor<4xcomplex<f32>>) -> tensor<4xf32> {\n"
                      "  %0 = stablehlo.abs %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>\n"
                      "  return %0 : tensor<4xf32>\n}\n")
    z = np.array([3 + 4j, -1j, 0, 1], np.complex128)
    np.save(tmp_path / "z.npy", z)
    with pytest.warns(UserWarning, match="casting complex<f64> input"):
        assert main(["run", str(module), "-i", str(tmp_path / "z.npy"), "-o", str(tmp_path / "out")]) == 0
    np.testing.assert_allclose(np.load(tmp_path / "out" / "out0.npy"), np.abs(z).astype(np.float32))
    assert main(["run", str(module), "--random-inputs", "3", "-o", str(tmp_path / "r")]) == 0
    assert (np.load(tmp_path / "r" / "out0.npy") > 0).all()   # (a zero would mean a real input)


def test_complex_errors():
    spec = Spec((4,), C64)
    with pytest.raises(TraceError, match="complex numbers, which shardflow cannot differentiate"):
        sfc.trace(sfc.grad(lambda x: sfc.reduce_sum(sfc.real(sfc.complex(x, x) * sfc.complex(x, x)))),
                  Spec((4,)))
    with pytest.raises(OpError, match="complex numbers: they are unordered"):
        sfc.trace(lambda z: z < z, spec)
    with pytest.raises(OpError, match="a complex number converts to a float or a complex type only"):
        sfc.trace(lambda z: sfc.convert(z, "i32"), spec)
    with pytest.raises(OpError, match="complex takes two f32 or two f64 operands"):
        sfc.trace(lambda x: sfc.complex(x, x), Spec((4,), np.int32))
    with pytest.raises(OpError, match="fft RFFT takes f32/f64"):
        sfc.trace(lambda z: sfc.fft(z, "RFFT", (4,)), spec)
    with pytest.raises(OpError, match="fft IRFFT of length \\[8\\] takes trailing dims \\[5\\]"):
        sfc.trace(lambda z: sfc.fft(z, "IRFFT", (8,)), spec)
    with pytest.raises(OpError, match="sort: key operand 0 is complex<f32>, and complex numbers are unordered"):
        sfc.trace(lambda z: sfc.sort(z), spec)
    for f in (lambda z: sfc.maximum(z, z), lambda z: sfc.top_k(z, 2)[0], lambda z: sfc.clip(z, z, z),
              lambda z: sfc.bitcast_convert(z, "f32"), lambda z: sfc.floor(z)):
        with pytest.raises(OpError, match="does not take complex values \\(complex<f32>\\); take their real"):
            sfc.trace(f, spec)
    with pytest.raises(OpError, match="complex numbers are unordered: they sum or multiply, not max"):
        sfc.trace(lambda z: sfc.reduce_max(z, 0), spec)
    vulkan = Device.group_options([Device.vulkan(0)]).init()
    with pytest.raises(GroupError, match="does not support complex<f32>"):   # (before anything is compiled)
        check_dtypes(sfc.trace(lambda z: z * z, spec, group=vulkan), ["vulkan"], vulkan)


def test_real_and_imag_of_floats_and_their_gradients():
    """StableHLO's real/imag also take a float (itself, and zero): so does the builder, with gradients."""
    x = np.array([1.5, -2.0, 3.0], np.float32)
    f = lambda x: sfc.reduce_sum(sfc.real(x) * sfc.real(x) + sfc.imag(x) * 5.0)   # noqa: E731
    g = sfc.evaluate(sfc.trace(sfc.grad(f), Spec((3,))), [x])[0]
    np.testing.assert_allclose(g, 2 * x)
    np.testing.assert_array_equal(sfc.evaluate(sfc.trace(sfc.imag, Spec((3,))), [x])[0], np.zeros(3, np.float32))
    (got,) = _run(lambda x: sfc.real(x) * 2.0 + sfc.imag(x), [Spec((4,))], [np.arange(4, dtype=np.float32)])
    np.testing.assert_array_equal(got, np.arange(4, dtype=np.float32) * 2.0)


def test_complex_values_through_uneven_splits_and_windows():
    """Complex values split unevenly (5 rows over 4 devices) through a pad, a reverse and a strided
    slice, whose windows the halo engine writes itself (a complex pad as broadcast blocks around the
    piece: IREE 3.13 crashes on a complex stablehlo.pad)."""
    z = _complex(np.random.default_rng(4), (5, 3))

    def f(z):
        z = z.with_sharding(Sharding.split(0))
        p = sfc.pad(z, (2, 0), (1, 1), value=sfc.constant(np.complex64(0.5j)))
        return p, sfc.reverse(z, (0,)), z[1:5:2]
    got = _run(f, [Spec((5, 3), C64)], [z], n=4)
    want = [np.pad(z, [(2, 1), (0, 1)], constant_values=np.complex64(0.5j)), z[::-1], z[1:5:2]]
    for k, (g, w) in enumerate(zip(got, want, strict=True)):
        _close(g, w, f"output {k}")


def test_complex_special_values_as_c99():
    """Where IREE 3.13's complex ops are wrong (abs overflowing, division underflowing, log/sqrt at
    zero and on the branch cut's -0 side), the compiled program computes what NumPy (C99) does."""
    a = np.array([0, -4 + 0j, complex(-4, -0.0), -1, 1e30 + 1e30j, 3 + 4j, 1e-30j, 2.5 - 0.5j, complex(0, -0.0),
                  complex(np.inf, 1), complex(-2, np.nan), 5], C64)
    b = np.array([2, 0.5, 0.5, 2 + 1j, 1, 0, 1, 3j, 1, 1, 1, 0], C64)

    def f(a, b):
        return sfc.abs(a), b / a, sfc.log(a), sfc.sqrt(a), sfc.rsqrt(a), sfc.log1p(a)
    got = _run(f, [Spec(a.shape, C64), Spec(b.shape, C64)], [a, b], n=1)
    with np.errstate(all="ignore"):
        want = [np.abs(a), b / a, np.log(a), np.sqrt(a), 1 / np.sqrt(a), np.log1p(a)]
    for name, g, w in zip(("abs", "divide", "log", "sqrt", "rsqrt", "log1p"), got, want, strict=True):
        np.testing.assert_array_equal(np.isnan(g), np.isnan(w), err_msg=f"{name}: NaNs")
        ok = ~np.isnan(w)
        np.testing.assert_allclose(g[ok], w[ok], rtol=1e-6, err_msg=name)
        if name in ("log", "sqrt", "log1p"):   # the branch cut's side: signs of the imaginary parts
            np.testing.assert_array_equal(np.signbit(g[ok].imag), np.signbit(w[ok].imag), err_msg=f"{name}: signs")


def test_complex_pads_written_as_text():
    """The pads the halo engine and the scatter form write as text themselves: for complex values,
    broadcast blocks around the piece (iree-compile 3.13 crashes on a complex stablehlo.pad)."""
    rng = np.random.default_rng(5)
    z = _complex(rng, (5,))

    def halo(z):   # 5 elements over 8 devices, laid out again over 4 of them: windows past the ends
        return sfc.pad(z.with_sharding(Sharding.spec(("a", "c", "b"))), (0,), (0,),
                       value=sfc.constant(np.complex64(0))).with_sharding(Sharding.spec(("c", "b")))
    group = Device.group_options([Device.cpu(i) for i in range(8)]).mesh(a=2, b=2, c=2).init()
    compiled = sfc.compile(halo, Spec((5,), C64), group=group)
    try:
        _close(np.asarray(compiled(z)), z, "halo pad")
    finally:
        compiled.close()

    w = _complex(rng, (6, 4))
    idx = np.array([[1], [4]], np.int32)

    def scatter(w):   # a scatter (set) whose base is padded for lookups that do not fit
        return sfc.scatter(w.with_sharding(Sharding.split(1)), sfc.constant(idx), w[0:2, :],
                           update_window_dims=(1,), inserted_window_dims=(0,), scatter_dims_to_operand_dims=(0,),
                           index_vector_dim=1)
    (got,) = _run(scatter, [Spec((6, 4), C64)], [w])
    want = w.copy()
    want[[1, 4]] = w[0:2]
    _close(got, want, "scatter")
