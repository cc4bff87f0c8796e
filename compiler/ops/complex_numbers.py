"""Complex numbers: their parts (real, imag), building them (complex), and the FFT.

JAX computes FFTs (`jnp.fft.*`) and expressions such as `jnp.exp(1j * x)` in complex<f32>
(complex64) or complex<f64>; StableHLO's arithmetic ops take them as they are (elementwise.py marks
which), and IREE compiles both. An FFT transforms its last `len(fft_length)` dimensions whole, so
those need replication; the dimensions before them are a batch that splits freely.
"""
from __future__ import annotations

import numpy as np

from .. import dtypes
from ..importer.attrs import enum_word, ints
from ..ir import TensorType
from .elementwise import pointwise_factors
from .registry import OPS, FactorRule, OpDef, OpError, register
from .vjp_kit import zeros_like

FFT_TYPES = ("FFT", "IFFT", "RFFT", "IRFFT")


def _part_infer(name):
    def infer(types, attrs):
        if len(types) != 1:
            raise OpError(f"{name} takes 1 operand, got {len(types)}")
        t = types[0]
        if dtypes.is_complex(t.dtype):
            return [TensorType(t.shape, dtypes.complex_part(t.dtype))]
        if dtypes.is_float(t.dtype):   # (StableHLO allows a float: its real part is itself, its imaginary 0)
            return [t]
        raise OpError(f"{name} takes a complex or float operand, got {t.dtype}")
    return infer


def _complex_vjp(op, ins, outs, g):
    """Never reached: autodiff refuses every op that reads or makes a complex value first."""
    raise OpError(f"{op.kind} computes in complex numbers, which shardflow cannot differentiate")


# (gradients: autodiff refuses complex values, so these see only a float operand, of which real is
# the value itself and imag is zero)
register(OpDef("real", _part_infer("real"), lambda xs, at: [np.real(xs[0]).copy()], pointwise_factors,
               elementwise=True, partial_linear="all", vjp=lambda op, ins, outs, g: [g]))
register(OpDef("imag", _part_infer("imag"), lambda xs, at: [np.imag(xs[0]).astype(xs[0].real.dtype)],
               pointwise_factors, elementwise=True, partial_linear="all",
               vjp=lambda op, ins, outs, g: [zeros_like(g)]))


def _complex_infer(types, attrs):
    if len(types) != 2:
        raise OpError(f"complex takes 2 operands (real and imaginary parts), got {len(types)}")
    a, b = types
    if a.shape != b.shape or a.dtype != b.dtype or a.dtype not in ("f32", "f64"):
        raise OpError(f"complex takes two f32 or two f64 operands of one shape, got {a.mlir()} and {b.mlir()}")
    return [TensorType(a.shape, f"complex<{a.dtype}>")]


def _complex_ref(xs, attrs):
    re, im = xs
    return [(re + 1j * im).astype(np.complex64 if re.dtype == np.float32 else np.complex128)]


register(OpDef("complex", _complex_infer, _complex_ref, pointwise_factors, elementwise=True, partial_linear="all",
               vjp=_complex_vjp))


def _fft_infer(types, attrs):
    if len(types) != 1:
        raise OpError(f"fft takes 1 operand, got {len(types)}")
    (t,) = types
    kind, length = attrs["fft_type"], tuple(attrs["fft_length"])
    if kind not in FFT_TYPES:
        raise OpError(f"fft: unknown fft_type {kind!r}; one of {', '.join(FFT_TYPES)}")
    if not 1 <= len(length) <= min(3, t.rank):
        raise OpError(f"fft: fft_length {list(length)} must name 1 to 3 of the operand's {t.rank} dimensions")
    head, tail = t.shape[:t.rank - len(length)], t.shape[t.rank - len(length):]
    if kind == "RFFT":
        if t.dtype not in ("f32", "f64") or tail != length:
            raise OpError(f"fft RFFT takes f32/f64 with trailing dims {list(length)}, got {t.mlir()}")
        return [TensorType(head + length[:-1] + (length[-1] // 2 + 1,), f"complex<{t.dtype}>")]
    if not dtypes.is_complex(t.dtype):
        raise OpError(f"fft {kind} takes a complex operand, got {t.mlir()}")
    if kind == "IRFFT":
        if tail != length[:-1] + (length[-1] // 2 + 1,):
            raise OpError(f"fft IRFFT of length {list(length)} takes trailing dims "
                          f"{list(length[:-1]) + [length[-1] // 2 + 1]}, got {t.mlir()}")
        return [TensorType(head + length, dtypes.complex_part(t.dtype))]
    if tail != length:
        raise OpError(f"fft {kind} takes trailing dims {list(length)}, got {t.mlir()}")
    return [t]


def _fft_ref(xs, attrs):
    (a,) = xs
    kind, length = attrs["fft_type"], tuple(attrs["fft_length"])
    axes = tuple(range(a.ndim - len(length), a.ndim))
    fn = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn, "RFFT": np.fft.rfftn, "IRFFT": np.fft.irfftn}[kind]
    out = fn(a, s=length, axes=axes)
    wide = a.dtype in (np.float64, np.complex128)
    if out.dtype.kind == "c":
        return [out.astype(np.complex128 if wide else np.complex64)]
    return [out.astype(np.float64 if wide else np.float32)]


def _fft_factors(operand_types, result_types, attrs) -> FactorRule:
    """Batch dims shared; each transformed dim whole (need_replication). A real FFT's last dim has
    one size in and another out: a factor on each side, so nothing flows through it (Shardy blocks
    propagation there)."""
    t, r = operand_types[0], result_types[0]
    k = len(attrs["fft_length"])
    sizes = list(r.shape)
    opd = [[d] for d in range(r.rank)]
    res = [[d] for d in range(r.rank)]
    if t.shape[-1] != r.shape[-1]:
        sizes.append(t.shape[-1])
        opd[-1] = [len(sizes) - 1]
    return FactorRule([opd], [res], sizes, need_replication=set(range(r.rank - k, len(sizes))))


def _fft_import(imp, op, ins, where):
    return [imp.add("fft", ins, {"fft_type": enum_word(op.attributes["fft_type"]),
                                 "fft_length": ints(op.attributes["fft_length"])}, where)]


def _fft_hlo_attrs(a: dict) -> dict:
    return {"fft_type": f"#stablehlo<fft_type {a['fft_type']}>",
            "fft_length": f"array<i64: {', '.join(str(n) for n in a['fft_length'])}>"}


# -- the FFT as IREE computes it --------------------------------------------------------------------
# IREE 3.13 compiles only a one-dimensional FFT, IFFT or RFFT of a power-of-two length ("failed to
# legalize operation 'stablehlo.fft'" otherwise: IRFFT, 2-D and 3-D transforms, other lengths). The
# others are written as those: a transform over several dims as one per dim; an IRFFT as the IFFT of
# the full spectrum its half determines; any other length as a DFT, a matmul by the n x n matrix of
# roots of unity (built in the program from iotas, O(n^2) work where the FFT does O(n log n)).

def _native(kind: str, n: int) -> bool:
    return kind in ("FFT", "IFFT", "RFFT") and n >= 2 and n & (n - 1) == 0


class _Form:
    """A Graph computing one op for IREE out of others: its operands `xs`, `op` to add an op, `const`."""

    def __init__(self, types, name: str):
        from ..ir import Graph
        self.g = Graph(name)
        self.xs = [self.g.add_input(t) for t in types]

    def op(self, kind: str, *xs, **attrs):
        return self.g.add_op(kind, list(xs), attrs).result

    def const(self, value, dtype: str, shape: tuple[int, ...]):
        k = self.op("constant", value=np.array(value, dtypes.to_numpy(dtype)))
        return self.op("broadcast_in_dim", k, shape=shape, broadcast_dimensions=())


class _Fft(_Form):
    """One fft op out of IREE's own 1-D transforms and DFT matmuls."""

    def __init__(self, t: TensorType):
        super().__init__([t], "fft_for_iree")
        self.x = self.xs[0]

    def last_to(self, x, axis: int, back: bool):
        """x with dim `axis` moved last (`back`: the last dim moved to `axis`)."""
        r = x.type.rank
        if axis == r - 1:
            return x
        order = [d for d in range(r) if d != axis] + [axis]
        if back:
            order = [order.index(d) for d in range(r)]
        return self.op("transpose", x, permutation=tuple(order))

    def transform(self, x, axis: int, inverse: bool):
        """The complex 1-D FFT (`inverse`: IFFT) of x along `axis`."""
        n = x.type.shape[axis]
        y = self.last_to(x, axis, back=False)
        if _native("FFT", n):
            y = self.op("fft", y, fft_type="IFFT" if inverse else "FFT", fft_length=(n,))
        else:
            y = self.dft(y, inverse)
        return self.last_to(y, axis, back=True)

    def dft(self, x, inverse: bool):
        """x (complex, transformed along its last dim) times the DFT matrix exp(-+2 pi i k t / n)."""
        n = x.type.shape[-1]
        part = dtypes.complex_part(x.type.dtype)
        idx = "i64" if n > 46340 else "i32"   # (k * t < 2**31)
        k = self.op("iota", shape=(n, n), iota_dimension=0, dtype=idx)
        t = self.op("iota", shape=(n, n), iota_dimension=1, dtype=idx)
        kt = self.op("remainder", self.op("multiply", k, t), self.const(n, idx, (n, n)))
        angle = self.op("multiply", self.op("convert", kt, dtype=part),
                        self.const((2 if inverse else -2) * np.pi / n, part, (n, n)))
        scale = self.const(1.0 / n if inverse else 1.0, part, (n, n))
        w = self.op("complex", self.op("multiply", self.op("cosine", angle), scale),
                    self.op("multiply", self.op("sine", angle), scale))
        return self.op("dot_general", x, w, lhs_batching_dimensions=(), rhs_batching_dimensions=(),
                       lhs_contracting_dimensions=(x.type.rank - 1,), rhs_contracting_dimensions=(0,))

    def rfft(self, x, n: int):
        """The RFFT of real x along its last dim (length n)."""
        if _native("RFFT", n):
            return self.op("fft", x, fft_type="RFFT", fft_length=(n,))
        c = self.op("convert", x, dtype=f"complex<{x.type.dtype}>")
        y = self.dft(c, inverse=False)
        return self.cut(y, n // 2 + 1)

    def cut(self, x, size: int, start: int = 0):
        """x[..., start:start + size]."""
        r = x.type.rank
        return self.op("slice", x, start_indices=(0,) * (r - 1) + (start,),
                       limit_indices=x.type.shape[:-1] + (start + size,), strides=(1,) * r)

    def irfft(self, x, n: int):
        """The real inverse of a half spectrum x (last dim n // 2 + 1) to length n: the IFFT of the
        full spectrum (X[n - k] = conj(X[k])), its real part."""
        m = x.type.shape[-1]
        full = x
        if n - m > 0:
            tail = self.op("reverse", self.cut(x, n - m, start=1), dimensions=(x.type.rank - 1,))
            conj = self.op("complex", self.op("real", tail), self.op("negate", self.op("imag", tail)))
            full = self.op("concatenate", x, conj, dimension=x.type.rank - 1)
        return self.op("real", self.transform(full, full.type.rank - 1, inverse=True))


def _fft_for_iree(types, attrs):
    (t,) = types
    kind, length = attrs["fft_type"], tuple(attrs["fft_length"])
    if len(length) == 1 and _native(kind, length[0]):
        return None   # IREE's own
    f = _Fft(t)
    axes = list(range(t.rank - len(length), t.rank))
    x = f.x
    if kind == "RFFT":
        x = f.rfft(x, length[-1])
        for a in axes[:-1]:
            x = f.transform(x, a, inverse=False)
    elif kind == "IRFFT":
        for a in axes[:-1]:
            x = f.transform(x, a, inverse=True)
        x = f.irfft(x, length[-1])
    else:
        for a in axes:
            x = f.transform(x, a, inverse=kind == "IFFT")
    f.g.set_outputs([x])
    return f.g


register(OpDef("fft", _fft_infer, _fft_ref, _fft_factors, hlo_attrs=_fft_hlo_attrs, for_iree=_fft_for_iree,
               vjp=_complex_vjp,
               imports={"stablehlo.fft": _fft_import}))


#: the ops complex values pass through besides the complex-capable elementwise ones (elementwise.py's
#: `complex_ok`) and this module's own: every other op refuses them (registry.gate_complex). Ordered
#: compares refuse them in compare's own rule; a reduce or all-reduce of them sums or multiplies; a
#: sort carries them, ordered by keys of their parts (sort.py), never by a complex key.
TAKES_COMPLEX = (
    "compare", "select", "convert", "constant",
    "broadcast_in_dim", "reshape", "transpose", "slice", "concatenate", "pad", "reverse",
    "dynamic_slice", "dynamic_update_slice", "gather", "scatter", "scatter_add",
    "reduce", "reduce_variadic", "dot_general", "sort",
    "optimization_barrier", "propagation_barrier", "reshard", "opaque_call", "case", "while", "shard_map",
    "all_gather", "all_reduce", "all_slice", "all_to_all", "collective_permute", "reduce_scatter", "halo_window",
)
for _kind in ("real", "imag", "complex", "fft", *TAKES_COMPLEX):
    OPS[_kind].takes_complex = True


# -- complex values where IREE 3.13 fails or is wrong ---------------------------------------------------
# iree-compile 3.13 crashes on a complex pad (movePaddingToFillOrGenericOp) and its CPU data tiling
# cannot pack complex matmul operands ("'vector.transfer_read' op requires valid padding vector
# elemental type"). Its complex abs overflows (|1e30 + 1e30i| = inf), its complex division underflows
# (1 / 1e-30i is nan - inf i), and its log, log1p and sqrt take the wrong side of the branch cut for a
# -0 imaginary part (log(-4 - 0i) = 1.39 + 3.14i) and make log(0) -inf + nan i (through its atan2 of
# (0, 0)). Those ops are written out on the parts (`_FORMS`), the functions the way C99 (NumPy, XLA)
# computes them, from ops IREE gets right (and atan2, whose own form for IREE is right). A form for
# IREE written for real values (the range-reduced sine, ...) leaves complex values to IREE's own op.
class _Parts(_Form):
    """A complex op computed from its operands' real and imaginary parts."""

    def __init__(self, types, name: str):
        super().__init__(types, name)
        complex_type = next(t for t in types if dtypes.is_complex(t.dtype))
        self.shape, self.part = complex_type.shape, dtypes.complex_part(complex_type.dtype)

    def c(self, value: float):
        return self.const(value, self.part, self.shape)

    def parts(self, z):
        return self.op("real", z), self.op("imag", z)

    def where(self, p, a, b):
        return self.op("select", p, a, b)

    def cmp(self, a, b, direction: str):
        return self.op("compare", a, b, comparison_direction=direction)

    def signbit(self, a):
        """Whether a's sign bit is set (-0.0 included)."""
        bits = "i32" if self.part == "f32" else "i64"
        return self.op("compare", self.op("bitcast_convert", a, dtype=bits), self.const(0, bits, self.shape),
                       comparison_direction="LT")

    def hypot(self, a, b):
        """sqrt(a^2 + b^2) without overflow or underflow: m sqrt(1 + (n / m)^2), m = max(|a|, |b|)."""
        aa, bb = self.op("abs", a), self.op("abs", b)
        m, n = self.op("maximum", aa, bb), self.op("minimum", aa, bb)
        q = self.op("divide", n, self.where(self.cmp(m, self.c(0.0), "EQ"), self.c(1.0), m))
        h = self.op("multiply", m, self.op("sqrt", self.op("add", self.c(1.0), self.op("multiply", q, q))))
        # (an infinite part makes it infinite, even beside a NaN)
        inf = self.op("or", self.cmp(aa, self.c(np.inf), "EQ"), self.cmp(bb, self.c(np.inf), "EQ"))
        return self.where(inf, self.c(np.inf), h)

    def quotient(self, a, b, c, d):
        """(a + bi) / (c + di) by Smith's algorithm: scaled by the larger of |c|, |d|."""
        wide = self.cmp(self.op("abs", c), self.op("abs", d), "GE")
        # |c| >= |d|: r = d / c, den = c + d r, ((a + b r) + (b - a r) i) / den; else the mirror image
        r1 = self.op("divide", d, c)
        den1 = self.op("add", c, self.op("multiply", d, r1))
        re1 = self.op("divide", self.op("add", a, self.op("multiply", b, r1)), den1)
        im1 = self.op("divide", self.op("subtract", b, self.op("multiply", a, r1)), den1)
        r2 = self.op("divide", c, d)
        den2 = self.op("add", d, self.op("multiply", c, r2))
        re2 = self.op("divide", self.op("add", self.op("multiply", a, r2), b), den2)
        im2 = self.op("divide", self.op("subtract", self.op("multiply", b, r2), a), den2)
        return self.where(wide, re1, re2), self.where(wide, im1, im2)

    def finish(self, re, im=None):
        self.g.set_outputs([re if im is None else self.op("complex", re, im)])
        return self.g


def _pad_form(p: _Parts, attrs):
    """A pad of each part (a pad moves elements only)."""
    return p.finish(*(p.op("pad", *(p.op(part, x) for x in p.xs), **attrs) for part in ("real", "imag")))


def _dot_form(p: _Parts, attrs):
    """A complex dot_general as real ones, (a + bi)(c + di) = (ac - bd) + (ad + bc)i (real matmuls are
    also IREE's fast ones), the parts behind a barrier: a complex consumer fused into a real
    matmul's dispatch fails data tiling the same way."""
    out = OPS["dot_general"].infer([x.type for x in p.xs], attrs)[0].dtype
    at = {k: v for k, v in attrs.items() if k != "result_dtype"}
    if dtypes.is_complex(out) and "result_dtype" in attrs:
        at["result_dtype"] = dtypes.complex_part(out)
    (a, b), (c, d) = (p.parts(x) if dtypes.is_complex(x.type.dtype) else (x, None) for x in p.xs)

    def dot(x, y):
        return p.op("dot_general", x, y, **at) if x is not None and y is not None else None

    def total(u, v, sign):
        if u is None or v is None:
            return u if v is None else v if sign > 0 else p.op("negate", v)
        return p.op("add" if sign > 0 else "subtract", u, v)
    re, im = total(dot(a, c), dot(b, d), -1), total(dot(a, d), dot(b, c), +1)
    return p.finish(*(p.op("optimization_barrier", v) for v in (re, im)))


def _abs_form(p: _Parts, attrs):
    return p.finish(p.hypot(*p.parts(p.xs[0])))


def _log_form(p: _Parts, attrs, plus_one: bool = False):
    """log|z| + i atan2(im, re) (log1p: of 1 + z, with log1p(re) where |z| is small)."""
    re, im = p.parts(p.xs[0])
    if plus_one:
        re1 = p.op("add", re, p.c(1.0))
        # |1 + z| = hypot(1 + re, im); for small z, log|1 + z| = log1p(re + (re^2 + im^2) / 2)
        small = p.cmp(p.op("add", p.op("abs", re), p.op("abs", im)), p.c(1e-4), "LT")
        near = p.op("log_plus_one", p.op("add", re, p.op("multiply", p.c(0.5), p.op(
            "add", p.op("multiply", re, re), p.op("multiply", im, im)))))
        mag = p.where(small, near, p.op("log", p.hypot(re1, im)))
        return p.finish(mag, p.op("atan2", im, re1))
    return p.finish(p.op("log", p.hypot(re, im)), p.op("atan2", im, re))


def _divide_form(p: _Parts, attrs):
    a, b = p.parts(p.xs[0])
    c, d = p.parts(p.xs[1])
    re, im = p.quotient(a, b, c, d)
    # a zero divisor (r is NaN there): (a + bi) / 0 = a / 0 + (b / 0) i, infinities and NaNs as C's
    zero = p.op("and", p.cmp(c, p.c(0.0), "EQ"), p.cmp(d, p.c(0.0), "EQ"))
    return p.finish(p.where(zero, p.op("divide", a, p.op("abs", c)), re),
                    p.where(zero, p.op("divide", b, p.op("abs", c)), im))


def _sqrt_parts(p: _Parts, re, im):
    """C99's csqrt: t = sqrt((|z| + |re|) / 2); re >= 0: (t, im / 2t), else (|im| / 2t, t with im's sign)."""
    t = p.op("sqrt", p.op("multiply", p.op("add", p.hypot(re, im), p.op("abs", re)), p.c(0.5)))
    half = p.op("divide", p.op("abs", im), p.op("multiply", p.c(2.0), t))
    signed_t = p.where(p.signbit(im), p.op("negate", t), t)
    pos = p.op("not", p.signbit(re))
    re_out = p.where(pos, t, half)
    im_out = p.where(pos, p.op("divide", im, p.op("multiply", p.c(2.0), t)), signed_t)
    # z = 0 (t = 0): 0 + im i (im's sign kept)
    zero = p.cmp(t, p.c(0.0), "EQ")
    return p.where(zero, p.c(0.0), re_out), p.where(zero, im, im_out)


def _sqrt_form(p: _Parts, attrs):
    return p.finish(*_sqrt_parts(p, *p.parts(p.xs[0])))


def _rsqrt_form(p: _Parts, attrs):
    """1 / sqrt(z)."""
    return p.finish(*p.quotient(p.c(1.0), p.c(0.0), *_sqrt_parts(p, *p.parts(p.xs[0]))))


#: kind -> its form on the parts for complex operands (forms: (_Parts, attrs) -> Graph)
_FORMS = {"pad": _pad_form, "dot_general": _dot_form, "abs": _abs_form, "log": _log_form,
          "log_plus_one": lambda p, attrs: _log_form(p, attrs, plus_one=True), "divide": _divide_form,
          "sqrt": _sqrt_form, "rsqrt": _rsqrt_form}


def _for_complex(kind: str, own):
    """`kind`'s form for IREE: for complex operands, its form on the parts (None: IREE's own op);
    otherwise the record's own form (`own`), written for real values."""
    form = _FORMS.get(kind)

    def for_iree(types, attrs):
        if not any(dtypes.is_complex(getattr(t, "dtype", "")) for t in types):
            return own(types, attrs) if own is not None else None
        return form(_Parts(types, f"{kind}_on_parts"), attrs) if form is not None else None
    for_iree.__doc__ = f"{kind} for IREE: complex operands {'on their parts' if form else 'as IREE computes them'}, " \
                       f"others {'by ' + own.__name__ if own else 'as IREE computes them'} (complex_numbers.py)"
    return for_iree


for _kind, _d in OPS.items():
    if _d.takes_complex and _kind != "fft" and (_d.for_iree is not None or _kind in _FORMS):
        _d.for_iree = _for_complex(_kind, _d.for_iree)
